import KeyedArchive
import PropertyList

/// JSON kept in data or in a string (a `@SceneStorage` Codable value, a settings blob), walked
/// for private values with the byte range of every key, string and number, so a replacement
/// changes those tokens and leaves every other byte as the app wrote it. Keys are entered as
/// archive keys are (a value under `password` is private) and searched themselves (an email
/// used as a key). Strict (RFC 8259, as `JSONDataReader`): anything else is not JSON.
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
    mutating func walk(scanner: SecretScanner, path: ScanPath?, secret: PrivacyRule?, nesting: Int) -> Bool {
        guard value(scanner: scanner, path: path, secret: secret, nesting: nesting, depth: 0) else { return false }
        skipSpace()
        return index == bytes.count
    }

    /// The document with the replacements made; nil when there are none.
    func replaced() -> [UInt8]? {
        guard !replacements.isEmpty else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var last = 0
        for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
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
    private mutating func value(scanner: SecretScanner?, path: ScanPath?, secret: PrivacyRule?, nesting: Int, depth: Int) -> Bool {
        guard depth < 128 else { return false }
        skipSpace()
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return true }
            var keys: [String] = []
            // The entry named `value`, for the cookie properties' check at the end.
            var valueEntry: (token: Range<Int>?, replacementsBefore: Int, path: ScanPath?)? = nil
            var position = 0
            while true {
                skipSpace()
                guard let key = string() else { return false }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                index += 1
                keys.append(key.text)
                var entered: (path: ScanPath?, secret: PrivacyRule?)? = nil
                if let scanner {
                    let (newKey, entry) = scanner.enterKey(key.text, path: path, secret: secret, position: position)
                    if let newKey { replacements.append((key.range, Self.literal(newKey))) }
                    entered = entry
                }
                skipSpace()
                let start = index
                let before = replacements.count
                guard value(scanner: entered == nil ? nil : scanner, path: entered?.path ?? path, secret: entered?.secret, nesting: nesting, depth: depth + 1) else {
                    return false
                }
                if key.text.lowercased() == "value" {
                    valueEntry = (bytes[start] == UInt8(ascii: "\"") ? start..<index : nil, before, entered?.path)
                }
                position += 1
                skipSpace()
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "}") else { return false }
                index += 1
                break
            }
            // An HTTP cookie's properties (name, value, domain or path): the value is the cookie.
            if let scanner, let entry = valueEntry, let token = entry.token, secret == nil, CookieProperties.holds(keys),
               let text = JSONDataReader.string(in: bytes, at: token.lowerBound)?.text,
               let new = scanner.text(text, path: entry.path, secret: .sessionCookie, nesting: nesting) {
                replacements.removeSubrange(entry.replacementsBefore..<replacements.count)
                replacements.append((token, Self.literal(new)))
            }
            return true
        case UInt8(ascii: "["):
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return true }
            var position = 0
            while true {
                guard value(scanner: scanner, path: scanner == nil ? path : ScanPath.entering(path, index: position), secret: secret, nesting: nesting, depth: depth + 1) else {
                    return false
                }
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
            if let new = scanner?.text(token.text, path: path, secret: secret, nesting: nesting) { replacements.append((token.range, Self.literal(new))) }
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

    /// A JSON string literal: quotes, backslashes and control characters escaped, a lone
    /// surrogate written back as the `\u` escape it was.
    static func literal(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        let digits = Array("0123456789abcdef".utf8)
        func unicodeEscape(_ unit: UInt16) {
            out += Array("\\u".utf8)
            for shift in [12, 8, 4, 0] { out.append(digits[Int(unit >> UInt16(shift) & 0xF)]) }
        }
        if LoneSurrogates.holdsEscape(text) {
            let units = LoneSurrogates.encode(text)
            var position = 0
            while position < units.count {
                let unit = units[position]
                if UTF16.isLeadSurrogate(unit), position + 1 < units.count, UTF16.isTrailSurrogate(units[position + 1]) {
                    out += Array(String(decoding: units[position...(position + 1)], as: UTF16.self).utf8)
                    position += 2
                    continue
                }
                switch unit {
                case 0x22: out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case 0x5C: out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case 0..<0x20, 0xD800..<0xE000: unicodeEscape(unit)
                default: out += Array(String(decoding: [unit], as: UTF16.self).utf8)
                }
                position += 1
            }
        } else {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case 0..<0x20: unicodeEscape(UInt16(byte))
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }
}

/// The properties of an HTTP cookie as `HTTPCookie.properties` (or a web view's cookie store)
/// keeps them: a name, a value, and a domain or a path. Its value is the cookie.
enum CookieProperties {
    static func holds(_ keys: [String]) -> Bool {
        var name = false, value = false, place = false
        for key in keys where key.utf8.count <= 6 {
            switch key.lowercased() {
            case "name": name = true
            case "value": value = true
            case "domain", "path": place = true
            default: break
            }
        }
        return name && value && place
    }
}
