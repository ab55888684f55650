import PropertyList

/// Reads the JSON that apps keep inside NSData (SwiftUI's `@SceneStorage` with a Codable
/// value, `JSONEncoder` output in user info) into decoded values, so it is shown and compared
/// key by key instead of as hex. Strict RFC 8259, objects keep their key order; anything else
/// (not UTF-8, trailing bytes, nesting past the limit) is not JSON and stays data.
public enum JSONDataReader {
    /// Deeper than any Codable model; keeps hostile data from exhausting the stack.
    static let maximumDepth = 128

    /// The value the bytes hold, when they are a JSON object or array.
    public static func value(_ bytes: [UInt8]) -> FoundationValue? {
        var parser = Parser(bytes: bytes)
        parser.skipSpace()
        guard parser.peek == UInt8(ascii: "{") || parser.peek == UInt8(ascii: "[") else { return nil }
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        return parser.index == bytes.count ? value : nil
    }

    /// The string token starting at `start` (its opening quote), escapes resolved, and the
    /// index past its closing quote; nil when none starts there. For walkers that keep the
    /// bytes between tokens as they are (`StatePrivacy`'s redaction of JSON).
    public static func string(in bytes: [UInt8], at start: Int) -> (text: String, end: Int)? {
        var parser = Parser(bytes: bytes)
        parser.index = start
        guard parser.peek == UInt8(ascii: "\""), let text = parser.string() else { return nil }
        return (text, parser.index)
    }

    /// The index past the number token starting at `start`; nil when none starts there.
    public static func numberEnd(in bytes: [UInt8], at start: Int) -> Int? {
        var parser = Parser(bytes: bytes)
        parser.index = start
        return parser.number() == nil ? nil : parser.index
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func literal(_ word: String) -> Bool {
            let expected = Array(word.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else { return false }
            index += expected.count
            return true
        }

        mutating func value(depth: Int) -> FoundationValue? {
            guard depth < JSONDataReader.maximumDepth else { return nil }
            skipSpace()
            switch peek {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(FoundationValue.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            default: return number()
            }
        }

        mutating func object(depth: Int) -> FoundationValue? {
            index += 1
            var entries: [FoundationEntry] = []
            skipSpace()
            if peek == UInt8(ascii: "}") { index += 1; return .dictionary(entries) }
            while true {
                skipSpace()
                guard peek == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard peek == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let item = value(depth: depth + 1) else { return nil }
                entries.append(FoundationEntry(.string(key), item))
                skipSpace()
                switch peek {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"): index += 1; return .dictionary(entries)
                default: return nil
                }
            }
        }

        mutating func array(depth: Int) -> FoundationValue? {
            index += 1
            var items: [FoundationValue] = []
            skipSpace()
            if peek == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
                skipSpace()
                switch peek {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"): index += 1; return .array(items)
                default: return nil
                }
            }
        }

        mutating func string() -> String? {
            index += 1
            var out: [UInt8] = []
            while let byte = peek {
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = peek else { return nil }
                    index += 1
                    if let byte = JSONEscape.byte(escaped) {
                        out.append(byte)
                        continue
                    }
                    switch escaped {
                    case UInt8(ascii: "u"):
                        guard var scalar = hex4() else { return nil }
                        var lone = (0xDC00..<0xE000).contains(scalar)
                        if (0xD800..<0xDC00).contains(scalar) {
                            // A pair, or half of one (kept as `LoneSurrogates` writes it).
                            let mark = index
                            if literal("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) {
                                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            } else {
                                index = mark
                                lone = true
                            }
                        }
                        if lone {
                            out += Array(String(LoneSurrogates.escape).utf8) + Array(String(LoneSurrogates.scalar(forLone: UInt16(scalar))).utf8)
                            continue
                        }
                        guard let unicode = Unicode.Scalar(scalar) else { return nil }
                        out += Array(String(unicode).utf8)
                        if unicode == LoneSurrogates.escape { out += Array(String(unicode).utf8) }
                    default: return nil
                    }
                default:
                    guard byte >= 0x20 else { return nil }
                    out.append(byte)
                    // The escape character itself, written twice as LoneSurrogates reads it.
                    if byte == 0xF4, index + 3 <= bytes.count, bytes[index..<(index + 3)].elementsEqual([0x8F, 0xBF, 0xBD]) {
                        out += [0x8F, 0xBF, 0xBD, 0xF4, 0x8F, 0xBF, 0xBD]
                        index += 3
                    }
                }
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
            index += 4
            return value
        }

        mutating func number() -> FoundationValue? {
            let start = index
            if peek == UInt8(ascii: "-") { index += 1 }
            var isInteger = true
            guard let first = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return nil }
            if first == UInt8(ascii: "0") { index += 1 } else { digits() }
            if peek == UInt8(ascii: ".") {
                isInteger = false
                index += 1
                guard digits() > 0 else { return nil }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                isInteger = false
                index += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { return nil }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if isInteger, let integer = Int128(text) { return .integer(integer) }
            return Double(text).map(FoundationValue.real64)
        }

        @discardableResult
        mutating func digits() -> Int {
            let start = index
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - start
        }
    }
}
