import PropertyList

/// Private keys: PEM blocks of every kind (`-----BEGIN ... PRIVATE KEY-----` to the END line),
/// and a key's base64 body kept without its PEM lines (an Apple `.p8` key's
/// `MIGTAgEAMBMGByqGSM49…`, an RSA key's `MIIEvQIBADAN…`), told by what it decodes to: a DER
/// sequence whose first element is a version 0 or 1 followed by an algorithm (PKCS#8), a
/// modulus (PKCS#1) or the key's bytes (SEC1). A public key or a certificate has no version
/// there.
enum PrivateKeys {
    /// The shortest body: an EC key over P-256 without its public half is 68 bytes of base64.
    static let minimumDERLength = 60

    /// A PEM private key, `-----BEGIN ... PRIVATE KEY-----` to its `-----END ...-----` line (or
    /// the end of the text).
    static func pem(_ bytes: [UInt8]) -> [Range<Int>] {
        let begin = Array("-----BEGIN ".utf8), end = Array("-----END ".utf8)
        var found: [Range<Int>] = []
        var index = 0
        while let start = bytes.firstIndex(of: begin, from: index) {
            let lineEnd = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let markers = [Array("PRIVATE KEY-----".utf8), Array("PRIVATE KEY BLOCK-----".utf8)]
            guard let keyMarker = markers.compactMap({ bytes.firstIndex(of: $0, from: start) }).min(), keyMarker < lineEnd else {
                index = start + begin.count
                continue
            }
            var stop = bytes.count
            if let closing = bytes.firstIndex(of: end, from: keyMarker), let closingMarker = bytes.firstIndex(of: Array("-----".utf8), from: closing + end.count) {
                stop = closingMarker + 5
            }
            found.append(start..<stop)
            index = stop
        }
        return found
    }

    /// Base64 runs (wrapped over lines or not) that decode to a DER private key.
    static func der(_ bytes: [UInt8]) -> [Range<Int>] {
        func isBase64(_ byte: UInt8) -> Bool { ValueDetectors.isAlphanumeric(byte) || byte == 0x2B || byte == 0x2F }
        var found: [Range<Int>] = []
        var index = 0
        while index + minimumDERLength <= bytes.count {
            guard bytes[index] == UInt8(ascii: "M"), bytes[index + 1] == UInt8(ascii: "I") || bytes[index + 1] == UInt8(ascii: "H"),
                  index == 0 || !(isBase64(bytes[index - 1]) || bytes[index - 1] == 0x3D)
            else { index += 1; continue }
            // The run, across line breaks that wrap it.
            var end = index
            var text: [UInt8] = []
            while end < bytes.count {
                if isBase64(bytes[end]) || bytes[end] == 0x3D {
                    text.append(bytes[end])
                    end += 1
                } else if bytes[end] == 0x0A || bytes[end] == 0x0D || (bytes[end] == 0x5C && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "n")) {
                    var next = end + (bytes[end] == 0x5C ? 2 : 1)
                    while next < bytes.count, bytes[next] == 0x0A || bytes[next] == 0x0D || bytes[next] == 0x20 { next += 1 }
                    guard next < bytes.count, isBase64(bytes[next]) else { break }
                    end = next
                } else {
                    break
                }
            }
            while text.last == 0x3D { text.removeLast() }
            let usable = text.count - text.count % 4
            if text.count >= minimumDERLength, let decoded = Base64.decode(Array(text.prefix(usable))), isPrivateKey(decoded) {
                found.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// A DER sequence (its length as the bytes allow) holding a version 0 or 1 and then an
    /// algorithm identifier (a sequence), a modulus (an integer) or a key (an octet string).
    static func isPrivateKey(_ der: [UInt8]) -> Bool {
        guard der.count >= 32, der[0] == 0x30 else { return false }
        var cursor = 1
        let first = der[cursor]
        if first & 0x80 != 0 {
            let count = Int(first & 0x7F)
            guard (1...2).contains(count) else { return false }
            cursor += 1 + count
        } else {
            cursor += 1
        }
        guard cursor + 4 < der.count, der[cursor] == 0x02, der[cursor + 1] == 0x01, der[cursor + 2] <= 1 else { return false }
        return [0x30, 0x02, 0x04].contains(der[cursor + 3])
    }
}
