import PropertyList

/// Percent-encoded text, as URLs and query strings carry it (`?to=ann%40example.com`): decoded
/// with where each byte came from, so a secret found in the decoded form is replaced where it
/// stands in the text, encoded again.
enum PercentEncoding {
    /// Whether `bytes` hold at least one `%XX` escape.
    static func holdsEscapes(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0x25, ProviderTokens.isHex(bytes[index + 1]), ProviderTokens.isHex(bytes[index + 2]) { return true }
            index += 1
        }
        return false
    }

    /// The decoded bytes, and for each the range of `bytes` it was written as.
    static func decode(_ bytes: [UInt8]) -> (bytes: [UInt8], origins: [Range<Int>]) {
        var decoded: [UInt8] = []
        var origins: [Range<Int>] = []
        decoded.reserveCapacity(bytes.count)
        origins.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x25, index + 2 < bytes.count, let high = bytes[index + 1].hexDigitValue, let low = bytes[index + 2].hexDigitValue {
                decoded.append(high << 4 | low)
                origins.append(index..<(index + 3))
                index += 3
            } else {
                decoded.append(bytes[index])
                origins.append(index..<(index + 1))
                index += 1
            }
        }
        return (decoded, origins)
    }

    /// `bytes` with everything but letters, digits and `-._~` escaped.
    static func encode(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in bytes {
            if ValueDetectors.isAlphanumeric(byte) || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E {
                out.append(byte)
            } else {
                out += [0x25, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return out
    }
}
