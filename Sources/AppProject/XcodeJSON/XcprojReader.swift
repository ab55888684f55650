import PropertyList

/// Reads `project.xcproj` as Xcode reads it: JSON5 (Xcode decodes it with JSON5 allowed), so
/// the trailing commas Xcode writes, and in hand-edited files `//` and `/* */` comments,
/// unquoted keys, single-quoted strings, JSON5's escapes and numbers. Every value keeps the
/// bytes it takes, for line numbers and for edits. UTF-8 only (what Xcode writes; UTF-16 and
/// UTF-32 are refused, named). Bounded like the other readers: `PropertyListLimits`' input
/// size, nesting depth and value count, so a hostile file costs bounded memory and time and
/// never deep recursion.
public enum XcprojReader {
    public static func read(_ bytes: [UInt8], limits: PropertyListLimits = .default) throws(XcprojSyntaxError) -> XcprojNode {
        guard bytes.count <= limits.maximumInputSize else {
            throw XcprojSyntaxError("the file is \(bytes.count) bytes, over the limit of \(limits.maximumInputSize)", offset: 0, in: bytes)
        }
        if let encoding = wideEncoding(bytes) {
            throw XcprojSyntaxError("the file is \(encoding) text: Xcode writes project.xcproj as UTF-8, save it as UTF-8", offset: 0, in: bytes)
        }
        if let invalid = firstInvalidUTF8(bytes) {
            throw XcprojSyntaxError("a byte that is not UTF-8 text", offset: invalid, in: bytes)
        }
        let result: Result<XcprojNode, XcprojSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSON5Parser(bytes: buffer, limits: limits)
            do throws(XcprojSyntaxError) {
                return .success(try parser.document())
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let node): return node
        case .failure(let failure): throw XcprojSyntaxError(failure.message, offset: failure.offset, in: bytes)
        }
    }

    /// "UTF-16"/"UTF-32" when a byte order mark or JSON's zero-byte pattern says so.
    static func wideEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32" }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        guard bytes.count >= 4 else { return nil }
        // JSON starts with an ASCII character: its zero bytes give the width away.
        if bytes[0] == 0, bytes[1] == 0, bytes[2] == 0 || bytes[3] == 0 { return "UTF-32" }
        if bytes[1] == 0, bytes[2] == 0, bytes[3] == 0 { return "UTF-32" }
        if bytes[0] == 0 || bytes[1] == 0 { return "UTF-16" }
        return nil
    }

    /// The offset of the first byte that breaks UTF-8 (overlong forms and surrogates too).
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer(firstInvalidUTF8)
    }

    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index = ByteScan.nonASCII(in: bytes, from: index)
                continue
            }
            let length: Int, minimum: UInt32
            switch lead {
            case 0xC2...0xDF: (length, minimum) = (2, 0x80)
            case 0xE0...0xEF: (length, minimum) = (3, 0x800)
            case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
            default: return index
            }
            guard index + length <= count else { return index }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            index += length
        }
        return nil
    }
}

/// Why a `project.xcproj` could not be read, with where: line and column (from 1).
public struct XcprojSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var offset: Int
    public var line: Int
    public var column: Int

    init(_ message: String, offset: Int, in bytes: [UInt8]) {
        self.message = message
        self.offset = offset
        (line, column) = TextPositions.position(of: offset, in: bytes)
    }

    /// Before the line and column are known (inside the parser).
    init(pending message: String, offset: Int) {
        self.message = message
        self.offset = offset
        line = 0
        column = 0
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}

/// The recursive descent over the bytes; depth and value count bounded.
private struct JSON5Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: PropertyListLimits
    var position = 0
    var values = 0

    init(bytes: UnsafeBufferPointer<UInt8>, limits: PropertyListLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    func fail(_ message: String, at offset: Int? = nil) -> XcprojSyntaxError {
        XcprojSyntaxError(pending: message, offset: offset ?? position)
    }

    mutating func document() throws(XcprojSyntaxError) -> XcprojNode {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        try skipTrivia()
        guard position < bytes.count else { throw fail("the file is empty: no JSON object") }
        let node = try value(depth: 0)
        try skipTrivia()
        guard position == bytes.count else { throw fail("text after the end of the JSON value (\(describe(position)))") }
        return node
    }

    // MARK: Trivia

    /// The length of the whitespace character at `index` (JSON5's: ASCII and Unicode spaces,
    /// line and paragraph separators, the byte order mark); 0 when there is none.
    func whitespaceLength(at index: Int) -> Int {
        let byte = bytes[index]
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: return 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0xA0 ? 2 : 0
        case 0xE1: return has([0xE1, 0x9A, 0x80], at: index) ? 3 : 0
        case 0xE2:
            guard index + 2 < bytes.count else { return 0 }
            let second = bytes[index + 1], third = bytes[index + 2]
            if second == 0x80, (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF { return 3 }
            return second == 0x81 && third == 0x9F ? 3 : 0
        case 0xE3: return has([0xE3, 0x80, 0x80], at: index) ? 3 : 0
        case 0xEF: return has([0xEF, 0xBB, 0xBF], at: index) ? 3 : 0
        default: return 0
        }
    }

    func has(_ sequence: [UInt8], at index: Int) -> Bool {
        guard index + sequence.count <= bytes.count else { return false }
        for offset in sequence.indices where bytes[index + offset] != sequence[offset] { return false }
        return true
    }

    /// A line terminator's length at `index` (LF, CR, U+2028, U+2029), 0 for none.
    func lineTerminatorLength(at index: Int) -> Int {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D { return 1 }
        return has([0xE2, 0x80, 0xA8], at: index) || has([0xE2, 0x80, 0xA9], at: index) ? 3 : 0
    }

    mutating func skipTrivia() throws(XcprojSyntaxError) {
        while position < bytes.count {
            let space = whitespaceLength(at: position)
            if space > 0 {
                position += space
            } else if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, lineTerminatorLength(at: position) == 0 { position += 1 }
            } else if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let start = position
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                guard position + 1 < bytes.count else { throw fail("the /* comment opened here is not closed before the file ends", at: start) }
                position += 2
            } else {
                return
            }
        }
    }

    // MARK: Values

    mutating func value(depth: Int) throws(XcprojSyntaxError) -> XcprojNode {
        values += 1
        guard values <= limits.maximumExpandedValues else { throw fail("more than \(limits.maximumExpandedValues) values: larger than any project") }
        guard position < bytes.count else { throw fail("the file ends where a value should be") }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"):
            guard depth < limits.maximumDepth else { throw fail("nested deeper than \(limits.maximumDepth) levels") }
            return try object(depth: depth)
        case UInt8(ascii: "["):
            guard depth < limits.maximumDepth else { throw fail("nested deeper than \(limits.maximumDepth) levels") }
            return try array(depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let text = try string()
            return XcprojNode(.string(text), range: start..<position)
        case UInt8(ascii: "t"):
            try literal("true")
            return XcprojNode(.bool(true), range: start..<position)
        case UInt8(ascii: "f"):
            try literal("false")
            return XcprojNode(.bool(false), range: start..<position)
        case UInt8(ascii: "n"):
            try literal("null")
            return XcprojNode(.null, range: start..<position)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "I"), UInt8(ascii: "N"):
            try number()
            return XcprojNode(.number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)), range: start..<position)
        default:
            throw fail("expected a value, found \(describe(position))")
        }
    }

    mutating func object(depth: Int) throws(XcprojSyntaxError) -> XcprojNode {
        let open = position
        position += 1
        var members: [XcprojMember] = []
        while true {
            try skipTrivia()
            guard position < bytes.count else { throw fail("the file ends before the object opened at \(place(open)) is closed") }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return XcprojNode(.object(members), range: open..<position)
            }
            let keyStart = position
            let key = try self.key()
            let keyRange = keyStart..<position
            try skipTrivia()
            guard position < bytes.count else { throw fail("the file ends after the key \"\(key)\": expected ':'") }
            guard bytes[position] == UInt8(ascii: ":") else { throw fail("expected ':' after the key \"\(key)\", found \(describe(position))") }
            position += 1
            try skipTrivia()
            let item = try value(depth: depth + 1)
            members.append(XcprojMember(key: key, keyRange: keyRange, value: item))
            try skipTrivia()
            guard position < bytes.count else { throw fail("the file ends before the object opened at \(place(open)) is closed") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] != UInt8(ascii: "}") {
                throw fail("expected ',' or '}' after the value of \"\(key)\", found \(describe(position))")
            }
        }
    }

    mutating func array(depth: Int) throws(XcprojSyntaxError) -> XcprojNode {
        let open = position
        position += 1
        var items: [XcprojNode] = []
        while true {
            try skipTrivia()
            guard position < bytes.count else { throw fail("the file ends before the array opened at \(place(open)) is closed") }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return XcprojNode(.array(items), range: open..<position)
            }
            items.append(try value(depth: depth + 1))
            try skipTrivia()
            guard position < bytes.count else { throw fail("the file ends before the array opened at \(place(open)) is closed") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] != UInt8(ascii: "]") {
                throw fail("expected ',' or ']' after an item of the array opened at \(place(open)), found \(describe(position))")
            }
        }
    }

    /// A quoted key, or JSON5's unquoted one (an identifier: letters, digits, `_`, `$`).
    mutating func key() throws(XcprojSyntaxError) -> String {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try string() }
        let start = position
        while position < bytes.count, Self.isIdentifierByte(bytes[position]), whitespaceLength(at: position) == 0 { position += 1 }
        guard position > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else {
            throw fail("expected a key (a string, or a name without quotes), found \(describe(start))", at: start)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || byte >= 0x80
    }

    mutating func literal(_ word: StaticString) throws(XcprojSyntaxError) {
        let count = word.utf8CodeUnitCount
        let start = position
        guard position + count <= bytes.count else { throw fail("expected a value, found \(describe(start))") }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { throw fail("expected a value, found \(describe(start))") }
        position += count
        guard position == bytes.count || !Self.isIdentifierByte(bytes[position]) else { throw fail("expected a value, found \(describe(start))", at: start) }
    }

    /// JSON5's numbers: a sign, `Infinity`, `NaN`, hexadecimal, leading or trailing points.
    mutating func number() throws(XcprojSyntaxError) {
        let start = position
        if bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
        func digits(_ hex: Bool) -> Int {
            let first = position
            while position < bytes.count {
                let byte = bytes[position] | 0x20
                let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
                guard isDigit || (hex && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f")) else { break }
                position += 1
            }
            return position - first
        }
        if has(Array("Infinity".utf8), at: position) {
            position += 8
        } else if has(Array("NaN".utf8), at: position) {
            position += 3
        } else if has([UInt8(ascii: "0"), UInt8(ascii: "x")], at: position) || has([UInt8(ascii: "0"), UInt8(ascii: "X")], at: position) {
            position += 2
            guard digits(true) > 0 else { throw fail("a hexadecimal number without digits", at: start) }
        } else {
            var count = digits(false)
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                count += digits(false)
            }
            guard count > 0 else { throw fail("expected a value, found \(describe(start))", at: start) }
            if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
                guard digits(false) > 0 else { throw fail("a number's exponent has no digits", at: start) }
            }
        }
        guard position == bytes.count || !Self.isIdentifierByte(bytes[position]) else { throw fail("a number runs into \(describe(position))") }
    }

    /// A string in double or single quotes with JSON5's escapes; a line may not end inside it
    /// unless the line feed is escaped (a line continuation).
    mutating func string() throws(XcprojSyntaxError) -> String {
        let quote = bytes[position]
        let open = position
        position += 1
        let start = position
        // Most strings have no escape: one scan, one copy.
        while position < bytes.count, bytes[position] != quote, bytes[position] != UInt8(ascii: "\\"), bytes[position] != 0x0A, bytes[position] != 0x0D {
            position += 1
        }
        guard position < bytes.count else { throw fail("the file ends inside the string opened at \(place(open))") }
        if bytes[position] == quote {
            position += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)]), as: UTF8.self)
        }
        var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while true {
            guard position < bytes.count else { throw fail("the file ends inside the string opened at \(place(open))") }
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte == 0x0A || byte == 0x0D { throw fail("the line ends inside the string opened at \(place(open)): end it, or escape the line break") }
            if byte != UInt8(ascii: "\\") {
                text.append(byte)
                position += 1
                continue
            }
            let escape = position
            position += 1
            guard position < bytes.count else { throw fail("the file ends inside the string opened at \(place(open))") }
            let code = bytes[position]
            position += 1
            switch code {
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "0"):
                guard position >= bytes.count || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) else {
                    throw fail("an octal escape in a string: JSON5 has none", at: escape)
                }
                text.append(0)
            case UInt8(ascii: "1")...UInt8(ascii: "9"):
                throw fail("an octal escape in a string: JSON5 has none", at: escape)
            case UInt8(ascii: "x"):
                let value = try hex(2, escape: escape)
                appendScalar(value, to: &text)
            case UInt8(ascii: "u"):
                var value = try hex(4, escape: escape)
                if (0xD800...0xDBFF).contains(value) {
                    guard has([UInt8(ascii: "\\"), UInt8(ascii: "u")], at: position) else { throw fail("a lone UTF-16 surrogate in a string: Xcode cannot read it", at: escape) }
                    position += 2
                    let low = try hex(4, escape: escape)
                    guard (0xDC00...0xDFFF).contains(low) else { throw fail("a lone UTF-16 surrogate in a string: Xcode cannot read it", at: escape) }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(value) {
                    throw fail("a lone UTF-16 surrogate in a string: Xcode cannot read it", at: escape)
                }
                appendScalar(value, to: &text)
            case 0x0A:
                break
            case 0x0D:
                if position < bytes.count, bytes[position] == 0x0A { position += 1 }
            default:
                // `\'`, `\"`, `\\`, `\/`, a line or paragraph separator (a continuation), and
                // any other character escaped stand for themselves.
                position -= 1
                let length = lineTerminatorLength(at: position)
                if length == 3 {
                    position += 3
                } else {
                    let width = code < 0x80 ? 1 : code < 0xE0 ? 2 : code < 0xF0 ? 3 : 4
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<min(bytes.count, position + width)]))
                    position += width
                }
            }
        }
    }

    mutating func hex(_ count: Int, escape: Int) throws(XcprojSyntaxError) -> UInt32 {
        guard position + count <= bytes.count else { throw fail("an escape without its \(count) hexadecimal digits", at: escape) }
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let digit = bytes[position].hexDigitValue else { throw fail("an escape without its \(count) hexadecimal digits", at: escape) }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    func appendScalar(_ value: UInt32, to text: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    // MARK: Messages

    /// "line 3, column 5"
    func place(_ offset: Int) -> String {
        var line = 1, column = 1
        for index in 0..<min(offset, bytes.count) {
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }

    /// The character at `offset`, quoted, for a message (the end of the file named as such).
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte < 0x20 || byte == 0x7F { return "a control character (\(byte))" }
        let width = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<min(bytes.count, offset + width)]), as: UTF8.self) + "'"
    }
}
