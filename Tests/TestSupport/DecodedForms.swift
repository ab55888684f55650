import Deflate

/// What a search for a secret has to look through besides the bytes themselves: a zlib or gzip
/// stream inflated, UTF-16 text (either byte order, with or without a mark) as UTF-8, and
/// percent-encoded text decoded.
public enum DecodedForms {
    public static func of(_ bytes: [UInt8]) -> [[UInt8]] {
        var out = [bytes]
        if let container = Deflate.container(of: bytes), let inflated = Deflate.decompress(bytes, container: container) { out.append(inflated) }
        if bytes.count >= 2, bytes.count % 2 == 0 {
            for form in [[0xFF, 0xFE], [0xFE, 0xFF], [0x00, 0x00], [0x01, 0x00]] as [[UInt8]] { out.append(Array(UTF16Probe.decode(bytes, like: form).utf8)) }
        }
        if bytes.contains(0x25) { out.append(percentDecoded(bytes)) }
        return out
    }

    public static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x41...0x46: byte - 0x37
            case 0x61...0x66: byte - 0x57
            default: nil
            }
        }
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x25, index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }
}

/// UTF-16 bytes back to text, in the byte order of `form` (a mark, or a first zero byte for
/// big-endian text without one).
public enum UTF16Probe {
    public static func decode(_ bytes: [UInt8], like form: [UInt8]) -> String {
        let bom = form.starts(with: [0xFF, 0xFE]) || form.starts(with: [0xFE, 0xFF])
        let bigEndian = form.starts(with: [0xFE, 0xFF]) || (!bom && form[0] == 0)
        let body = bom ? Array(bytes.dropFirst(2)) : bytes
        let units = stride(from: 0, to: body.count - 1, by: 2).map { (index: Int) -> UInt16 in
            let first = UInt16(body[index]), second = UInt16(body[index + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        return String(decoding: units, as: UTF16.self)
    }
}
