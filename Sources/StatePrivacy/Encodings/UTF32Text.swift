import PropertyList

/// Text kept as UTF-32 in data (`NSString`'s `.utf32` encoding, a file from another platform):
/// with a byte order mark, or without one when nine tenths of the units are ASCII's (three
/// zero bytes each), and nine tenths printable. A unit that is a lone surrogate is kept as
/// `LoneSurrogates` writes it, so the text is written back exactly in the same form.
struct UTF32Text {
    var bigEndian: Bool
    var byteOrderMark: Bool
    var text: String

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 8, bytes.count % 4 == 0 else { return nil }
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) {
            (bigEndian, byteOrderMark) = (false, true)
        } else if bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
            (bigEndian, byteOrderMark) = (true, true)
        } else {
            var little = 0, big = 0
            for index in stride(from: 0, to: bytes.count, by: 4) {
                if bytes[index] != 0, bytes[index + 1] == 0, bytes[index + 2] == 0, bytes[index + 3] == 0 { little += 1 }
                if bytes[index] == 0, bytes[index + 1] == 0, bytes[index + 2] == 0, bytes[index + 3] != 0 { big += 1 }
            }
            let units = bytes.count / 4
            guard max(little, big) * 10 >= units * 9 else { return nil }
            (bigEndian, byteOrderMark) = (big > little, false)
        }
        var scalars = String.UnicodeScalarView()
        var printable = 0
        for index in stride(from: byteOrderMark ? 4 : 0, to: bytes.count, by: 4) {
            let b = bytes[index..<(index + 4)].map(UInt32.init)
            let value = bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
            if (0xD800..<0xE000).contains(value) {
                scalars.append(LoneSurrogates.escape)
                scalars.append(LoneSurrogates.scalar(forLone: UInt16(value)))
                continue
            }
            guard let scalar = Unicode.Scalar(value) else { return nil }
            scalars.append(scalar)
            if scalar == LoneSurrogates.escape { scalars.append(scalar) }
            if value >= 0x20 || value == 0x0A || value == 0x0D || value == 0x09 { printable += 1 }
        }
        let count = (bytes.count - (byteOrderMark ? 4 : 0)) / 4
        guard count > 0, printable * 10 >= count * 9 else { return nil }
        text = String(scalars)
    }

    /// `text` in this form: the same byte order, with the mark when there was one.
    func encoded(_ text: String) -> [UInt8] {
        var values: [UInt32] = byteOrderMark ? [0xFEFF] : []
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == LoneSurrogates.escape, let next = scalars.next() {
                if next == LoneSurrogates.escape {
                    values.append(scalar.value)
                } else {
                    values.append(next.value - LoneSurrogates.scalar(forLone: 0xD800).value + 0xD800)
                }
                continue
            }
            values.append(scalar.value)
        }
        var out: [UInt8] = []
        out.reserveCapacity(values.count * 4)
        for value in values {
            let b = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            out += bigEndian ? b : b.reversed()
        }
        return out
    }
}
