/// Precise locations: a latitude and longitude written as a pair in text (`51.50072,
/// -0.12462`, `geo:37.3349,-122.0090`), each with four decimals or more (about 11 metres),
/// within range, not both under 1 (a pair of fractions), not inside braces (a point as
/// `NSStringFromCGPoint` writes it). Redacting rounds them to two decimals, about a
/// kilometre, so the app still reads numbers where it kept them; a coarse location (two
/// decimals or fewer) is not precise, and is not reported.
enum Locations {
    typealias Bytes = [UInt8]

    static let minimumDecimals = 4
    static let keptDecimals = 2

    static func matches(_ bytes: Bytes) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x2D || bytes[index] == 0x2B || ValueDetectors.isDigit(bytes[index]), PersonalData.startsAlone(bytes, index) || bytes[index] == 0x2D,
                  let first = number(bytes, index), first.decimals >= minimumDecimals
            else { index += 1; continue }
            var cursor = first.end
            if cursor < bytes.count, bytes[cursor] == 0x2C || bytes[cursor] == 0x3B { cursor += 1 }
            while cursor < bytes.count, bytes[cursor] == 0x20, cursor - first.end < 3 { cursor += 1 }
            guard cursor > first.end, let second = number(bytes, cursor), second.decimals >= minimumDecimals,
                  abs(first.value) <= 90, abs(second.value) <= 180, abs(first.value) >= 1 || abs(second.value) >= 1,
                  PersonalData.endsAlone(bytes, second.end), !enclosed(bytes, index..<second.end)
            else { index = first.end; continue }
            found.append(index..<second.end)
            index = second.end
        }
        return found
    }

    /// A decimal number at `index`: sign, 1 to 3 digits, a point, decimals.
    static func number(_ bytes: Bytes, _ index: Int) -> (value: Double, decimals: Int, end: Int)? {
        var cursor = index
        if cursor < bytes.count, bytes[cursor] == 0x2D || bytes[cursor] == 0x2B { cursor += 1 }
        let integerStart = cursor
        while cursor < bytes.count, ValueDetectors.isDigit(bytes[cursor]) { cursor += 1 }
        guard (1...3).contains(cursor - integerStart), cursor + 1 < bytes.count, bytes[cursor] == 0x2E else { return nil }
        cursor += 1
        let decimalStart = cursor
        while cursor < bytes.count, ValueDetectors.isDigit(bytes[cursor]), cursor - decimalStart < 17 { cursor += 1 }
        guard cursor > decimalStart, let value = Double(String(decoding: bytes[index..<cursor], as: UTF8.self)) else { return nil }
        return (value, cursor - decimalStart, cursor)
    }

    /// Whether the pair is written inside `{ }` (a point, a size): not a place.
    static func enclosed(_ bytes: Bytes, _ range: Range<Int>) -> Bool {
        var before = range.lowerBound - 1
        while before >= 0, bytes[before] == 0x20 { before -= 1 }
        return before >= 0 && bytes[before] == 0x7B
    }

    /// Whether a number read from a coordinate key is more precise than two decimals. A
    /// value that went through a `Float` (48.85 kept as 48.849998474121094) is as precise as
    /// its two decimals: the tolerance is a float's precision at that size.
    static func isPrecise(_ value: Double, tolerance: Double = 1e-6) -> Bool {
        guard value.isFinite else { return false }
        let scaled = value * 100
        return abs(scaled - scaled.rounded()) > max(tolerance, abs(scaled) * 3e-7)
    }

    /// `value` rounded to two decimals.
    static func coarse(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// The text with every decimal number of three decimals or more rounded to two, written
    /// with two decimals (`51.50072, -0.12462` becomes `51.50, -0.12`).
    static func coarsened(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = Array(bytes)
        var out: Bytes = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x2D || bytes[index] == 0x2B || ValueDetectors.isDigit(bytes[index]), index == 0 || !ValueDetectors.isDigit(bytes[index - 1]),
               let number = number(bytes, index), number.decimals > keptDecimals {
                out += Array(written(coarse(number.value)).utf8)
                index = number.end
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }

    /// Two decimals, without Foundation's formatting.
    static func written(_ value: Double) -> String {
        let hundredths = Int((abs(value) * 100).rounded())
        let fraction = hundredths % 100
        return (value < 0 && hundredths != 0 ? "-" : "") + "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
