import KeyedArchive

/// JSON kept in data (a `@SceneStorage` Codable value), walked for private values with the
/// byte range of every string and number, so a replacement changes those tokens and leaves
/// every other byte as the app wrote it. Strict (RFC 8259, as `JSONDataReader`): anything else
/// is not JSON and is searched as raw bytes.
struct JSONSpans {
    private let bytes: [UInt8]
    private var index = 0
    private var replacements: [(range: Range<Int>, bytes: [UInt8])] = []

    /// Nil unless the bytes start (after white space) with an object or an array.
    init?(_ bytes: [UInt8]) {
        self.bytes = bytes
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else { return nil }
    }

    /// Walks the whole document; false when it is not JSON.
    mutating func walk(scanner: SecretScanner, path: [String], secret: PrivacyRule?) -> Bool {
        guard value(scanner: scanner, path: path, secret: secret, depth: 0) else { return false }
        skipSpace()
        return index == bytes.count
    }

    /// The document with the replacements made; nil when there are none.
    func replaced() -> [UInt8]? {
        guard !replacements.isEmpty else { return nil }
        var out: [UInt8] = []
        var last = 0
        for replacement in replacements {
            out += bytes[last..<replacement.range.lowerBound]
            out += replacement.bytes
            last = replacement.range.upperBound
        }
        out += bytes[last...]
        return out
    }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
    }

    /// Without a scanner, only reads past the value (a key the project ignores).
    private mutating func value(scanner: SecretScanner?, path: [String], secret: PrivacyRule?, depth: Int) -> Bool {
        guard depth < 128 else { return false }
        skipSpace()
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return true }
            while true {
                skipSpace()
                guard let key = string() else { return false }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                index += 1
                let entered = scanner?.enterJSON(key.text, path: path, secret: secret)
                guard value(scanner: entered == nil ? nil : scanner, path: entered?.path ?? path, secret: entered?.secret, depth: depth + 1) else { return false }
                skipSpace()
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "}") else { return false }
                index += 1
                return true
            }
        case UInt8(ascii: "["):
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return true }
            var position = 0
            while true {
                guard value(scanner: scanner, path: path + ["[\(position)]"], secret: secret, depth: depth + 1) else { return false }
                position += 1
                skipSpace()
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "]") else { return false }
                index += 1
                return true
            }
        case UInt8(ascii: "\""):
            guard let token = string() else { return false }
            if let new = scanner?.text(token.text, path: path, secret: secret) { replacements.append((token.range, Self.literal(new))) }
            return true
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default:
            guard let range = number() else { return false }
            if let new = scanner?.jsonNumber(String(decoding: bytes[range], as: UTF8.self), path: path, secret: secret) {
                replacements.append((range, Array(new.utf8)))
            }
            return true
        }
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    private mutating func number() -> Range<Int>? {
        guard let end = JSONDataReader.numberEnd(in: bytes, at: index) else { return nil }
        defer { index = end }
        return index..<end
    }

    /// A string token: its text (escapes resolved) and its range with the quotes.
    private mutating func string() -> (text: String, range: Range<Int>)? {
        guard let token = JSONDataReader.string(in: bytes, at: index) else { return nil }
        defer { index = token.end }
        return (token.text, index..<token.end)
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func literal(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        let digits = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0..<0x20: out += Array("\\u00".utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }
}
