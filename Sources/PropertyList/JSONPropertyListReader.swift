/// Reads a property list written as JSON (RFC 8259), as `plutil -convert json` writes one and
/// Xcode reads a `project.pbxproj` in it: an object is a dictionary (its keys in the file's
/// order), an array an array, a string a string; a number, `true` or `false` is kept as the
/// text it is written as (a project's values are all text: `objectVersion = 77;`), `null`
/// refused. Strict: no comments, no trailing commas. Errors name the line and column.
public enum JSONPropertyListReader {
    /// Whether the bytes start as a JSON object does (after blanks): `{` then `"` or `}`.
    public static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipBlanks() { while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 } }
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
        index += 1
        skipBlanks()
        return index < bytes.count && (bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "}"))
    }

    /// The value, a repeated key's last value kept, and every repeated key (as
    /// `OpenStepPropertyListReader` reports them).
    public static func read(_ bytes: [UInt8], limits: PropertyListLimits = .default) throws(PropertyListError)
        -> (value: PropertyListValue, repeated: [OpenStepPropertyListReader.RepeatedKey])
    {
        guard bytes.count <= limits.maximumInputSize else {
            throw PropertyListError("file of \(bytes.count) bytes exceeds the limit of \(limits.maximumInputSize) bytes")
        }
        var parser = JSONParser(bytes: bytes, limits: limits)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        let value = try parser.value(depth: 0, key: nil)
        parser.skipBlanks()
        guard parser.position == bytes.count else { throw parser.fail("unexpected text after the JSON value") }
        return (value, parser.repeated.map { OpenStepPropertyListReader.RepeatedKey($0, in: bytes) })
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    let limits: PropertyListLimits
    var position = 0
    var repeated: [OpenStepPropertyListReader.RepeatedKey.Found] = []

    func fail(_ message: String) -> PropertyListError { PropertyListError(message, at: position, in: bytes) }

    mutating func skipBlanks() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(PropertyListError) {
        skipBlanks()
        guard position < bytes.count, bytes[position] == byte else { throw fail("expected \(what)") }
        position += 1
    }

    mutating func value(depth: Int, key: String?) throws(PropertyListError) -> PropertyListValue {
        guard depth < limits.maximumDepth else { throw fail("nested deeper than \(limits.maximumDepth) levels") }
        skipBlanks()
        guard position < bytes.count else { throw fail("the file ends where a value should be") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var entries: [PropertyListEntry] = []
            var seen: [String: (index: Int, position: Int)] = [:]
            skipBlanks()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .dictionary(entries)
            }
            while true {
                skipBlanks()
                let keyStart = position
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw fail("expected a \"key\"") }
                let entryKey = try string()
                try expect(UInt8(ascii: ":"), "':' after the key \(entryKey)")
                let item = try value(depth: depth + 1, key: entryKey)
                if let earlier = seen[entryKey] {
                    repeated.append((key, entryKey, earlier.position, keyStart))
                    entries[earlier.index] = PropertyListEntry(entryKey, item)
                } else {
                    seen[entryKey] = (entries.count, keyStart)
                    entries.append(PropertyListEntry(entryKey, item))
                }
                skipBlanks()
                guard position < bytes.count else { throw fail("an object is not closed") }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .dictionary(entries)
                }
                guard bytes[position] == UInt8(ascii: ",") else { throw fail("expected ',' or '}' in an object") }
                position += 1
            }
        case UInt8(ascii: "["):
            position += 1
            var items: [PropertyListValue] = []
            skipBlanks()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(items)
            }
            while true {
                items.append(try value(depth: depth + 1, key: nil))
                skipBlanks()
                guard position < bytes.count else { throw fail("an array is not closed") }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(items)
                }
                guard bytes[position] == UInt8(ascii: ",") else { throw fail("expected ',' or ']' in an array") }
                position += 1
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        default:
            // A number or a literal, kept as written.
            let start = position
            while position < bytes.count, Self.isScalarByte(bytes[position]) { position += 1 }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            guard !text.isEmpty else { throw fail("unexpected '\(String(decoding: [bytes[position]], as: UTF8.self))'") }
            // Said where the token starts.
            guard text != "null" else {
                position = start
                throw fail("null has no property-list value")
            }
            guard text == "true" || text == "false" || Self.isNumber(text) else {
                position = start
                throw fail("'\(text)' is not a JSON value")
            }
            return .string(text)
        }
    }

    static func isScalarByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "E")
    }

    /// RFC 8259's number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.hasPrefix("-") { rest = rest.dropFirst() }
        let integer = rest.prefix { $0.isASCII && $0.isNumber }
        guard !integer.isEmpty, integer == "0" || !integer.hasPrefix("0") else { return false }
        rest = rest.dropFirst(integer.count)
        if rest.hasPrefix(".") {
            let fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return false }
            rest = rest.dropFirst(1 + fraction.count)
        }
        if rest.hasPrefix("e") || rest.hasPrefix("E") {
            rest = rest.dropFirst()
            if rest.hasPrefix("+") || rest.hasPrefix("-") { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    /// A string from its opening quote: escapes resolved, `\uXXXX` pairs joined; a control
    /// character or a lone surrogate refused.
    mutating func string() throws(PropertyListError) -> String {
        position += 1
        var out: [UInt8] = []
        while true {
            guard position < bytes.count else { throw fail("a string is not closed") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: out, as: UTF8.self)
            }
            guard byte >= 0x20 else { throw fail("a control character in a string") }
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                position += 1
                continue
            }
            guard position + 1 < bytes.count else { throw fail("a string ends in a backslash") }
            let escape = bytes[position + 1]
            position += 2
            if let byte = JSONEscape.byte(escape) {
                out.append(byte)
                continue
            }
            switch escape {
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else { throw fail("a lone surrogate") }
                    position += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("a lone surrogate") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let character = Unicode.Scalar(scalar) else { throw fail("a lone surrogate") }
                out += Array(String(Character(character)).utf8)
            default:
                throw fail("an unknown escape \\\(String(decoding: [escape], as: UTF8.self))")
            }
        }
    }

    mutating func hex4() throws(PropertyListError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw fail("\\u needs 4 hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = bytes[position].hexDigitValue else { throw fail("\\u needs 4 hex digits") }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
