import PropertyList

/// Text kept as UTF-16 in data (an `NSString` written with `.utf16`, a Windows-born file):
/// with a byte order mark, or without one when every other byte is zero the way ASCII-heavy
/// UTF-16 text has them, and nine tenths of it printable. A lone surrogate (half an emoji) is
/// kept as `LoneSurrogates` writes it, so a redacted value is written back in the same form and
/// changes nothing but what was replaced.
struct UTF16Text {
    var bigEndian: Bool
    var byteOrderMark: Bool
    var text: String

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 4, bytes.count % 2 == 0 else { return nil }
        if bytes[0] == 0xFF, bytes[1] == 0xFE {
            (bigEndian, byteOrderMark) = (false, true)
        } else if bytes[0] == 0xFE, bytes[1] == 0xFF {
            (bigEndian, byteOrderMark) = (true, true)
        } else {
            // Without a mark: nine tenths of the units hold a zero high byte and a non-zero low one.
            var littleUnits = 0, bigUnits = 0
            for index in stride(from: 0, to: bytes.count, by: 2) {
                if bytes[index + 1] == 0, bytes[index] != 0 { littleUnits += 1 }
                if bytes[index] == 0, bytes[index + 1] != 0 { bigUnits += 1 }
            }
            let units = bytes.count / 2
            guard units >= 2, max(littleUnits, bigUnits) * 10 >= units * 9 else { return nil }
            (bigEndian, byteOrderMark) = (bigUnits > littleUnits, false)
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var printable = 0
        for index in stride(from: byteOrderMark ? 2 : 0, to: bytes.count, by: 2) {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            let unit = bigEndian ? first << 8 | second : second << 8 | first
            units.append(unit)
            if unit >= 0x20 || unit == 0x0A || unit == 0x0D || unit == 0x09 { printable += 1 }
        }
        guard !units.isEmpty, printable * 10 >= units.count * 9 else { return nil }
        text = LoneSurrogates.decode(units)
    }

    /// `text` in this form: the same byte order, with the mark when there was one.
    func encoded(_ text: String) -> [UInt8] {
        var out: [UInt8] = byteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in LoneSurrogates.encode(text) {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            out += bigEndian ? [high, low] : [low, high]
        }
        return out
    }
}
