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
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits = index
        while index < bytes.count, ValueDetectors.isDigit(bytes[index]) { index += 1 }
        guard index > digits, bytes[digits] != UInt8(ascii: "0") || index == digits + 1 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            while index < bytes.count, ValueDetectors.isDigit(bytes[index]) { index += 1 }
            guard index > fraction else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponent = index
            while index < bytes.count, ValueDetectors.isDigit(bytes[index]) { index += 1 }
            guard index > exponent else { return nil }
        }
        return start..<index
    }

    /// A string token: its text (escapes resolved) and its range with the quotes.
    private mutating func string() -> (text: String, range: Range<Int>)? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: out, as: UTF8.self) else { return nil }
                return (text, start..<index)
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { return nil }
                let escape = bytes[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard let unit = hex4() else { return nil }
                    var scalar: Unicode.Scalar? = Unicode.Scalar(unit)
                    if (0xD800..<0xDC00).contains(unit) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
                        index += 2
                        guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                        scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                    }
                    guard let scalar else { return nil }
                    out += Array(String(Character(scalar)).utf8)
                default:
                    return nil
                }
            default:
                guard byte >= 0x20 else { return nil }
                out.append(byte)
                index += 1
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<(index + 4)] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        index += 4
        return value
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
