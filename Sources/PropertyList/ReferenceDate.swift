import Platform

/// Conversions between Apple's reference-date seconds (since 2001-01-01T00:00:00Z) and
/// ISO 8601 UTC text, without Foundation (the proleptic Gregorian calendar, as plists use).
public enum ReferenceDate {
    /// Seconds from 1970-01-01 to 2001-01-01.
    public static let unixOffset: Double = 978_307_200

    /// `2001-01-01T00:00:00Z`; fractional seconds are printed (to milliseconds) only when present.
    public static func iso8601(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e14 else { return seconds.description }
        let whole = seconds.rounded(.down)
        let unix = Int64(whole) + Int64(unixOffset)
        var days = unix / 86_400
        var secondOfDay = unix % 86_400
        if secondOfDay < 0 { secondOfDay += 86_400; days -= 1 }
        let (year, month, day) = CalendarTime.date(daysSince1970: days)
        let millis = Int(((seconds - whole) * 1000).rounded())
        var text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(Int(secondOfDay / 3600), 2)):"
            + "\(pad(Int(secondOfDay / 60 % 60), 2)):\(pad(Int(secondOfDay % 60), 2))"
        if millis > 0 && millis < 1000 { text += "." + pad(millis, 3) }
        return text + "Z"
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fff]Z` (the form XML plists use); nil if malformed.
    public static func parseISO8601(_ text: String) -> Double? {
        let chars = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= chars.count else { return nil }
            var value = 0
            for c in chars[range] {
                guard c >= 0x30 && c <= 0x39 else { return nil }
                value = value * 10 + Int(c - 0x30)
            }
            return value
        }
        guard chars.count >= 20, chars[4] == 0x2D, chars[7] == 0x2D, chars[10] == 0x54, chars[13] == 0x3A,
            chars[16] == 0x3A, chars.last == 0x5A,
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if chars.count > 20 {
            guard chars[19] == 0x2E, chars.count > 21, let digits = number(20..<(chars.count - 1)), chars.count - 21 <= 9 else { return nil }
            var scale = 1.0
            for _ in 0..<(chars.count - 21) { scale *= 10 }
            fraction = Double(digits) / scale
        }
        let days = CalendarTime.daysSince1970(year: year, month: month, day: day)
        let unix = Double(days * 86_400 + Int64(hour * 3600 + minute * 60 + second)) + fraction
        return unix - unixOffset
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
