/// Reads the OpenStep ("old-style ASCII") property lists Xcode writes as `project.pbxproj`:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays (a trailing comma allowed), strings bare
/// (`[A-Za-z0-9_$/:.+-]`) or quoted with C escapes, `<hex>` data, and `//` and `/* */`
/// comments anywhere. Every value is a string, an array, a dictionary or data: numbers and
/// booleans are text in this format. Errors name the line and column.
public enum OpenStepPropertyListReader {
    /// A key a dictionary holds twice (CoreFoundation keeps the last value without a word):
    /// the key of the dictionary (nil for the top level), the key, and where each is.
    public struct RepeatedKey: Sendable, Equatable {
        public var dictionary: String?
        public var key: String
        public var first: TextPosition
        public var repeated: TextPosition

        /// Byte offsets, as the readers find them, as lines and columns of `bytes`.
        typealias Found = (dictionary: String?, key: String, first: Int, repeated: Int)

        init(_ found: Found, in bytes: [UInt8]) {
            self.init(dictionary: found.dictionary, key: found.key, first: TextPosition(of: found.first, in: bytes), repeated: TextPosition(of: found.repeated, in: bytes))
        }

        init(dictionary: String?, key: String, first: TextPosition, repeated: TextPosition) {
            self.dictionary = dictionary
            self.key = key
            self.first = first
            self.repeated = repeated
        }
    }

    public static func read(_ bytes: [UInt8], limits: PropertyListLimits = .default) throws(PropertyListError) -> PropertyListValue {
        try readReportingRepeatedKeys(bytes, limits: limits).value
    }

    /// The value, the last of a repeated key's values kept, and every repeated key.
    public static func readReportingRepeatedKeys(_ bytes: [UInt8], limits: PropertyListLimits = .default) throws(PropertyListError)
        -> (value: PropertyListValue, repeated: [RepeatedKey])
    {
        guard bytes.count <= limits.maximumInputSize else {
            throw PropertyListError("file of \(bytes.count) bytes exceeds the limit of \(limits.maximumInputSize) bytes")
        }
        var parser = OpenStepParser(bytes: bytes, limits: limits)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        let value = try parser.value(depth: 0, key: nil)
        try parser.skipTrivia()
        guard parser.position == bytes.count else { throw parser.fail("unexpected text after the property list") }
        return (value, parser.repeated.map { RepeatedKey($0, in: bytes) })
    }
}

private struct OpenStepParser {
    let bytes: [UInt8]
    let limits: PropertyListLimits
    var position = 0
    /// Repeated keys by byte offsets, counted into lines only when there are any.
    var repeated: [OpenStepPropertyListReader.RepeatedKey.Found] = []

    init(bytes: [UInt8], limits: PropertyListLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    func fail(_ message: String) -> PropertyListError {
        PropertyListError(message, at: position, in: bytes)
    }

    /// Whitespace and comments.
    mutating func skipTrivia() throws(PropertyListError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                guard position + 1 < bytes.count else { throw fail("a /* comment is not closed") }
                position += 2
            } else {
                return
            }
        }
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(PropertyListError) {
        try skipTrivia()
        guard position < bytes.count, bytes[position] == byte else { throw fail("expected \(what)") }
        position += 1
    }

    /// `key`: the key this value is stored under, which names a repeated key's dictionary.
    mutating func value(depth: Int, key: String?) throws(PropertyListError) -> PropertyListValue {
        guard depth < limits.maximumDepth else { throw fail("nested deeper than \(limits.maximumDepth) levels") }
        try skipTrivia()
        guard position < bytes.count else { throw fail("the file ends where a value should be") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var entries: [PropertyListEntry] = []
            var seen: [String: (index: Int, position: Int)] = [:]
            while true {
                try skipTrivia()
                guard position < bytes.count else { throw fail("a { dictionary is not closed") }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .dictionary(entries)
                }
                let keyStart = position
                guard case .string(let entryKey) = try value(depth: depth + 1, key: nil) else { throw fail("a dictionary key must be a string") }
                try expect(UInt8(ascii: "="), "'=' after the key \(entryKey)")
                let item = try value(depth: depth + 1, key: entryKey)
                try expect(UInt8(ascii: ";"), "';' after the value of \(entryKey)")
                if let earlier = seen[entryKey] {
                    repeated.append((key, entryKey, earlier.position, keyStart))
                    entries[earlier.index] = PropertyListEntry(entryKey, item)
                    continue
                }
                seen[entryKey] = (entries.count, keyStart)
                entries.append(PropertyListEntry(entryKey, item))
            }
        case UInt8(ascii: "("):
            position += 1
            var items: [PropertyListValue] = []
            while true {
                try skipTrivia()
                guard position < bytes.count else { throw fail("a ( array is not closed") }
                if bytes[position] == UInt8(ascii: ")") {
                    position += 1
                    return .array(items)
                }
                items.append(try value(depth: depth + 1, key: nil))
                try skipTrivia()
                guard position < bytes.count else { throw fail("a ( array is not closed") }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                } else if bytes[position] != UInt8(ascii: ")") {
                    throw fail("expected ',' or ')' in an array")
                }
            }
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try quoted())
        case UInt8(ascii: "<"):
            return .data(try data())
        default:
            let start = position
            while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
            guard position > start else { throw fail("unexpected '\(String(decoding: [bytes[position]], as: UTF8.self))'") }
            return .string(String(decoding: bytes[start..<position], as: UTF8.self))
        }
    }

    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"): true
        default: byte >= 0x80
        }
    }

    /// A quoted string: `\n \t \r \" \\ \'`, `\Uxxxx` (4 hex digits) and `\ooo` (octal).
    mutating func quoted() throws(PropertyListError) -> String {
        let quote = bytes[position]
        position += 1
        var out: [UInt8] = []
        while true {
            guard position < bytes.count else { throw fail("a quoted string is not closed") }
            let byte = bytes[position]
            position += 1
            if byte == quote { return String(decoding: out, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard position < bytes.count else { throw fail("a quoted string ends in a backslash") }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var scalar: UInt32 = 0
                for _ in 0..<4 {
                    guard position < bytes.count, let digit = bytes[position].hexDigitValue else { throw fail("\\U needs 4 hex digits") }
                    scalar = scalar << 4 | UInt32(digit)
                    position += 1
                }
                out += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(escape - UInt8(ascii: "0"))
                for _ in 0..<2 where position < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                    code = code << 3 | UInt32(bytes[position] - UInt8(ascii: "0"))
                    position += 1
                }
                out += Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
            default: out.append(escape)
            }
        }
    }

    /// `<0fa1 b2>`: hex digits, whitespace between them ignored.
    mutating func data() throws(PropertyListError) -> [UInt8] {
        position += 1
        var out: [UInt8] = []
        var high: UInt8? = nil
        while true {
            guard position < bytes.count else { throw fail("a <data> value is not closed") }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw fail("a <data> value has an odd number of hex digits") }
                return out
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            guard let digit = byte.hexDigitValue else { throw fail("a <data> value holds a character that is not a hex digit") }
            if let first = high {
                out.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
    }
}
