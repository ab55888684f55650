/// Standard base64 (RFC 4648) for XML plists' `<data>`: whitespace is ignored when decoding.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let values: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (i, c) in alphabet.enumerated() { table[Int(c)] = Int8(i) }
        return table
    }()

    public static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = Int(bytes[i]), b1 = i + 1 < bytes.count ? Int(bytes[i + 1]) : 0, b2 = i + 2 < bytes.count ? Int(bytes[i + 2]) : 0
            out.append(alphabet[b0 >> 2])
            out.append(alphabet[(b0 & 3) << 4 | b1 >> 4])
            out.append(i + 1 < bytes.count ? alphabet[(b1 & 15) << 2 | b2 >> 6] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? alphabet[b2 & 63] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Nil when a character is not base64 or the padding is wrong.
    public static func decode(_ text: some Sequence<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        var accumulator = 0, bits = 0, padding = 0
        for c in text {
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { continue }
            if c == UInt8(ascii: "=") { padding += 1; continue }
            guard padding == 0 else { return nil }
            let v = values[Int(c)]
            guard v >= 0 else { return nil }
            accumulator = accumulator << 6 | Int(v)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: accumulator >> bits))
                accumulator &= (1 << bits) - 1
            }
        }
        guard padding <= 2 else { return nil }
        return out
    }
}
