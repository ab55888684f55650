import PropertyList

/// Why a canonical text could not be read; `description` names the line.
public struct CanonicalTextError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}

/// Reads the canonical text form back into archives and plists. Nested archives are encoded
/// again as binary data; the result is canonicalized, so hand-edited text with other anchor
/// numbers or field orders still gives the canonical graph.
///
/// The text is read as UTF-8 bytes with integer positions: every snapshot read (show, diff,
/// restore, view) parses the canonical text of every object it touches.
public enum CanonicalTextReader {
    public static func archive(_ text: String, limits: PropertyListLimits = .default) throws(CanonicalTextError) -> KeyedArchive {
        var parser = TextParser(text)
        var metadata = try parser.header(CanonicalTextSyntax.archiveHeader)
        let (archiver, version) = try metadata.archiveMetadata()
        guard metadata.atEnd else { throw CanonicalTextError(line: 1, "unexpected text after the header") }
        let archive = try parser.archiveBody(archiver: archiver, version: version, indent: 0, nesting: 0, limits: limits)
        try parser.expectEnd()
        return archive
    }

    public static func plist(_ text: String, limits: PropertyListLimits = .default) throws(CanonicalTextError) -> PropertyListValue {
        var parser = TextParser(text)
        guard try parser.header(CanonicalTextSyntax.plistHeader).atEnd else {
            throw CanonicalTextError(line: 1, "unexpected text after the header")
        }
        guard let line = parser.next(), line.indent == 0 else { throw CanonicalTextError(line: 2, "expected 'root = <value>'") }
        var scanner = parser.scanner(line)
        guard scanner.consume("root = ") else { throw CanonicalTextError(line: line.number, "expected 'root = <value>'") }
        let value = try parser.plistValue(&scanner, indent: 0, depth: 0, limits: limits)
        try parser.expectEnd()
        return value
    }
}

/// One line: its indentation (in spaces), where the rest starts and ends in the text's bytes,
/// and its 1-based number.
private struct Line {
    var indent: Int
    var start: Int
    var end: Int
    var number: Int
}

private struct TextParser {
    let bytes: [UInt8]
    /// Where each line starts and ends (before its newline).
    let lines: [Range<Int>]
    var position = 0

    // Lines and indentation are found on bytes: a combining mark must never merge with the
    // syntax around it into one Character.
    init(_ text: String) {
        bytes = Array(text.utf8)
        var lines: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(start..<index)
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        self.lines = lines
    }

    func scanner(_ line: Line) -> Scanner {
        Scanner(bytes, line.start..<line.end, line: line.number)
    }

    /// A scanner over the rest of the first line after `expected`.
    mutating func header(_ expected: String) throws(CanonicalTextError) -> Scanner {
        guard let first = lines.first, bytes[first].starts(with: expected.utf8) else {
            throw CanonicalTextError(line: 1, "not a uistate canonical text: expected '\(expected)'")
        }
        position = 1
        return Scanner(bytes, (first.lowerBound + expected.utf8.count)..<first.upperBound, line: 1)
    }

    func peek() -> Line? {
        guard position < lines.count else { return nil }
        let raw = lines[position]
        var start = raw.lowerBound
        while start < raw.upperBound, bytes[start] == UInt8(ascii: " ") { start += 1 }
        return Line(indent: start - raw.lowerBound, start: start, end: raw.upperBound, number: position + 1)
    }

    mutating func next() -> Line? {
        defer { position += 1 }
        return peek()
    }

    func expectEnd() throws(CanonicalTextError) {
        if let line = peek() { throw CanonicalTextError(line: line.number, "unexpected line (wrong indentation or an extra closing bracket?)") }
    }

    /// The closing line of a block opened at `indent`.
    mutating func close(_ bracket: UInt8, indent: Int, opened: Int) throws(CanonicalTextError) {
        guard let line = next(), line.indent == indent, line.end - line.start == 1, bytes[line.start] == bracket else {
            throw CanonicalTextError(line: opened, "block is not closed with '\(Character(Unicode.Scalar(bracket)))' at the same indentation")
        }
    }

    /// Whether the next line is the closing bracket of the block at `indent` (or the end).
    func atBlockEnd(indent: Int) -> Bool {
        guard let line = peek() else { return true }
        return line.indent < indent + 2
    }

    // MARK: Archives

    mutating func archiveBody(
        archiver: String, version: Int128, indent: Int, nesting: Int, limits: PropertyListLimits
    ) throws(CanonicalTextError) -> KeyedArchive {
        var graph = ObjectGraph()
        let fieldIndent = nesting == 0 ? 0 : indent + 2
        var top: [ArchiveField] = []
        while let line = peek(), line.indent >= fieldIndent, nesting == 0 || line.indent > indent {
            guard line.indent == fieldIndent else { throw CanonicalTextError(line: line.number, "unexpected indentation") }
            position += 1
            top.append(try field(line, graph: &graph, nesting: nesting, limits: limits))
        }
        let objects = try graph.finished()
        return KeyedArchive(archiver: archiver, version: version, top: top, objects: objects)
    }

    mutating func field(_ line: Line, graph: inout ObjectGraph, nesting: Int, limits: PropertyListLimits) throws(CanonicalTextError) -> ArchiveField {
        var scanner = self.scanner(line)
        let key = try scanner.key()
        guard scanner.consume(" = ") else { throw CanonicalTextError(line: line.number, "expected ' = ' after the key") }
        return ArchiveField(key, try value(&scanner, indent: line.indent, graph: &graph, nesting: nesting, limits: limits))
    }

    mutating func value(
        _ scanner: inout Scanner, indent: Int, graph: inout ObjectGraph, nesting: Int, limits: PropertyListLimits
    ) throws(CanonicalTextError) -> ArchiveValue {
        let lineNumber = scanner.line
        guard indent / 2 < limits.maximumDepth else { throw CanonicalTextError(line: lineNumber, "nested deeper than \(limits.maximumDepth) levels") }
        if scanner.consume("null") {
            try scanner.expectEnd()
            return .null
        }
        if scanner.consume("*") {
            let number = try scanner.integer()
            try scanner.expectEnd()
            guard let id = graph.anchors[number] else { throw CanonicalTextError(line: lineNumber, "*\(number) refers to no earlier &\(number)") }
            return .object(id)
        }
        var anchor: Int128? = nil
        if scanner.consume("&") {
            anchor = try scanner.integer()
            guard scanner.consume(" ") else { throw CanonicalTextError(line: lineNumber, "expected a space after the anchor") }
        }
        if scanner.consume("object ") {
            let archiveClass = try scanner.classHeader()
            let id = graph.reserve()
            if let anchor {
                guard graph.anchors[anchor] == nil else { throw CanonicalTextError(line: lineNumber, "anchor &\(anchor) is defined twice") }
                graph.anchors[anchor] = id
            }
            let fields = try blockFields(&scanner, indent: indent, graph: &graph, nesting: nesting, limits: limits)
            graph.objects[id.index] = ArchiveObject(archiveClass, fields)
            return .object(id)
        }
        if anchor != nil { throw CanonicalTextError(line: lineNumber, "an anchor must be followed by an object") }
        let isArray = scanner.consume("array [")
        if isArray || scanner.consume("set [") {
            let make = isArray ? ArchiveValue.array : ArchiveValue.set
            if scanner.consume("]") {
                try scanner.expectEnd()
                return make([])
            }
            try scanner.expectEnd()
            var items: [ArchiveValue] = []
            while !atBlockEnd(indent: indent) {
                let line = next()!
                guard line.indent == indent + 2 else { throw CanonicalTextError(line: line.number, "unexpected indentation") }
                var itemScanner = self.scanner(line)
                items.append(try value(&itemScanner, indent: line.indent, graph: &graph, nesting: nesting, limits: limits))
            }
            try close(UInt8(ascii: "]"), indent: indent, opened: lineNumber)
            return make(items)
        }
        if scanner.consume("dict") {
            return .dictionary(try blockFields(&scanner, indent: indent, graph: &graph, nesting: nesting, limits: limits))
        }
        let stored = scanner.consume("@")
        let scalar = try self.scalar(&scanner, indent: indent, nesting: nesting, limits: limits)
        return stored ? .stored(scalar) : .inline(scalar)
    }

    /// ` {` + field lines + `}`, or ` {}`.
    mutating func blockFields(
        _ scanner: inout Scanner, indent: Int, graph: inout ObjectGraph, nesting: Int, limits: PropertyListLimits
    ) throws(CanonicalTextError) -> [ArchiveField] {
        let lineNumber = scanner.line
        if scanner.consume(" {}") {
            try scanner.expectEnd()
            return []
        }
        guard scanner.consume(" {") else { throw CanonicalTextError(line: lineNumber, "expected ' {'") }
        try scanner.expectEnd()
        var fields: [ArchiveField] = []
        while !atBlockEnd(indent: indent) {
            let line = next()!
            guard line.indent == indent + 2 else { throw CanonicalTextError(line: line.number, "unexpected indentation") }
            fields.append(try field(line, graph: &graph, nesting: nesting, limits: limits))
        }
        try close(UInt8(ascii: "}"), indent: indent, opened: lineNumber)
        return fields
    }

    mutating func scalar(_ scanner: inout Scanner, indent: Int, nesting: Int, limits: PropertyListLimits) throws(CanonicalTextError) -> ArchiveScalar {
        let lineNumber = scanner.line
        if scanner.consume("data archive") {
            guard nesting < CanonicalTextSyntax.maximumNestedArchives else {
                throw CanonicalTextError(line: lineNumber, "archives nested more than \(CanonicalTextSyntax.maximumNestedArchives) levels")
            }
            let (archiver, version) = try scanner.archiveMetadata()
            if scanner.consume(" {}") {
                try scanner.expectEnd()
                return .data(KeyedArchiveWriter.write(KeyedArchive(archiver: archiver, version: version, top: [], objects: [])))
            }
            guard scanner.consume(" {") else { throw CanonicalTextError(line: lineNumber, "expected ' {' after 'data archive'") }
            try scanner.expectEnd()
            let nested = try archiveBody(archiver: archiver, version: version, indent: indent, nesting: nesting + 1, limits: limits)
            try close(UInt8(ascii: "}"), indent: indent, opened: lineNumber)
            return .data(KeyedArchiveWriter.write(nested))
        }
        let result = try scanner.scalar()
        try scanner.expectEnd()
        return result
    }

    // MARK: Plists

    mutating func plistValue(_ scanner: inout Scanner, indent: Int, depth: Int, limits: PropertyListLimits) throws(CanonicalTextError) -> PropertyListValue {
        let lineNumber = scanner.line
        guard depth < limits.maximumDepth else { throw CanonicalTextError(line: lineNumber, "nested deeper than \(limits.maximumDepth) levels") }
        if scanner.consume("uid ") {
            let uid = try scanner.integer()
            try scanner.expectEnd()
            guard uid >= 0, uid <= Int128(UInt64.max) else { throw CanonicalTextError(line: lineNumber, "UID out of range") }
            return .uid(UInt64(uid))
        }
        let isArray = scanner.consume("array [")
        if isArray || scanner.consume("set [") {
            let make = isArray ? PropertyListValue.array : PropertyListValue.set
            if scanner.consume("]") {
                try scanner.expectEnd()
                return make([])
            }
            try scanner.expectEnd()
            var items: [PropertyListValue] = []
            while !atBlockEnd(indent: indent) {
                let line = next()!
                guard line.indent == indent + 2 else { throw CanonicalTextError(line: line.number, "unexpected indentation") }
                var itemScanner = self.scanner(line)
                items.append(try plistValue(&itemScanner, indent: line.indent, depth: depth + 1, limits: limits))
            }
            try close(UInt8(ascii: "]"), indent: indent, opened: lineNumber)
            return make(items)
        }
        if scanner.consume("dict {}") {
            try scanner.expectEnd()
            return .dictionary([])
        }
        if scanner.consume("dict {") {
            try scanner.expectEnd()
            var entries: [PropertyListEntry] = []
            while !atBlockEnd(indent: indent) {
                let line = next()!
                guard line.indent == indent + 2 else { throw CanonicalTextError(line: line.number, "unexpected indentation") }
                var entryScanner = self.scanner(line)
                let key = try entryScanner.key()
                guard entryScanner.consume(" = ") else { throw CanonicalTextError(line: line.number, "expected ' = ' after the key") }
                entries.append(PropertyListEntry(key, try plistValue(&entryScanner, indent: line.indent, depth: depth + 1, limits: limits)))
            }
            try close(UInt8(ascii: "}"), indent: indent, opened: lineNumber)
            return .dictionary(entries)
        }
        let scalar = try scanner.scalar()
        try scanner.expectEnd()
        return scalar.propertyListValue
    }
}

/// The objects of the archive being read, and its anchors.
private struct ObjectGraph {
    var objects: [ArchiveObject?] = []
    var anchors: [Int128: ArchiveObjectID] = [:]

    mutating func reserve() -> ArchiveObjectID {
        objects.append(nil)
        return ArchiveObjectID(objects.count - 1)
    }

    func finished() throws(CanonicalTextError) -> [ArchiveObject] {
        objects.map { $0! }
    }
}

/// Reads tokens from one line of the text's bytes. Splits only at ASCII syntax bytes, which
/// never occur inside a multi-byte scalar (and a combining mark can never merge with the
/// syntax, as it could if the line were read as Characters).
private struct Scanner {
    let bytes: [UInt8]
    var index: Int
    let end: Int
    let line: Int

    init(_ bytes: [UInt8], _ range: Range<Int>, line: Int) {
        self.bytes = bytes
        index = range.lowerBound
        end = range.upperBound
        self.line = line
    }

    var atEnd: Bool { index == end }

    var first: UInt8? { index < end ? bytes[index] : nil }

    /// The text of `range`, which starts and ends at ASCII syntax bytes of valid UTF-8.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The rest of the line, at most `count` characters, for error messages.
    func rest(_ count: Int) -> String {
        String(text(index..<end).unicodeScalars.prefix(count))
    }

    mutating func consume(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard end - index >= count else { return false }
        let start = prefix.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        index += count
        return true
    }

    mutating func take(while predicate: (UInt8) -> Bool) -> Range<Int> {
        let start = index
        while index < end, predicate(bytes[index]) { index += 1 }
        return start..<index
    }

    func expectEnd() throws(CanonicalTextError) {
        guard atEnd else { throw CanonicalTextError(line: line, "unexpected '\(rest(20))'") }
    }

    /// A run of characters up to the next space or the end.
    mutating func word() -> Range<Int> {
        take { $0 != UInt8(ascii: " ") }
    }

    /// Whether `range` spells `word` exactly.
    func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        let start = word.utf8Start
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != start[offset] { return false }
        return true
    }

    /// A decimal integer: up to 18 digits read here, longer ones (up to 128 bits) by Int128.
    func integer(_ range: Range<Int>) -> Int128? {
        var digits = range
        let negative = digits.first.map { bytes[$0] == UInt8(ascii: "-") } ?? false
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 18 else { return CanonicalTextSyntax.parseInteger(Substring(text(range))) }
        var value: Int64 = 0
        for index in digits {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return CanonicalTextSyntax.parseInteger(Substring(text(range))) }
            value = value * 10 + Int64(digit)
        }
        return Int128(negative ? -value : value)
    }

    mutating func integer() throws(CanonicalTextError) -> Int128 {
        let digits = take { $0 == UInt8(ascii: "-") || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
        guard let value = integer(digits) else {
            throw CanonicalTextError(line: line, "expected an integer, found '\(text(digits).prefix(20))'")
        }
        return value
    }

    mutating func quotedString() throws(CanonicalTextError) -> String {
        guard consume("\"") else { throw CanonicalTextError(line: line, "expected a quoted string") }
        var out: [UInt8] = []
        var runStart = index
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if out.isEmpty {
                    // No escape: the run is the string (valid UTF-8, cut at ASCII quotes).
                    let string = text(runStart..<index)
                    index += 1
                    return string
                }
                out.append(contentsOf: bytes[runStart..<index])
                index += 1
                guard let string = String(validating: out, as: UTF8.self) else { throw CanonicalTextError(line: line, "invalid UTF-8 in a string") }
                return string
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            out.append(contentsOf: bytes[runStart..<index])
            index += 1
            guard index < end else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard index < end, bytes[index] == UInt8(ascii: "{") else { throw CanonicalTextError(line: line, "malformed \\u{...} escape") }
                index += 1
                let hexStart = index
                while index < end, bytes[index] != UInt8(ascii: "}"), index - hexStart <= 6 { index += 1 }
                let hex = text(hexStart..<index)
                guard index < end, bytes[index] == UInt8(ascii: "}") else { throw CanonicalTextError(line: line, "malformed \\u{...} escape") }
                index += 1
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                    throw CanonicalTextError(line: line, "invalid \\u{\(hex)} escape")
                }
                out.append(contentsOf: String(Character(scalar)).utf8)
            default:
                throw CanonicalTextError(line: line, "unknown escape in a string")
            }
            runStart = index
        }
        throw CanonicalTextError(line: line, "unterminated string")
    }

    /// A key: quoted, or bare up to ` = `.
    mutating func key() throws(CanonicalTextError) -> String {
        if first == UInt8(ascii: "\"") { return try quotedString() }
        let key = word()
        guard !key.isEmpty, bytes[key].allSatisfy(CanonicalTextSyntax.isBareByte) else {
            throw CanonicalTextError(line: line, "invalid key '\(text(key).prefix(40))' (quote keys with other characters)")
        }
        return text(key)
    }

    mutating func name() throws(CanonicalTextError) -> String {
        if first == UInt8(ascii: "\"") { return try quotedString() }
        let name = take { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "]") }
        guard !name.isEmpty else { throw CanonicalTextError(line: line, "expected a class name") }
        return text(name)
    }

    mutating func nameList() throws(CanonicalTextError) -> [String] {
        guard consume("[") else { throw CanonicalTextError(line: line, "expected '['") }
        var names: [String] = []
        if consume("]") { return names }
        repeat { names.append(try name()) } while consume(", ")
        guard consume("]") else { throw CanonicalTextError(line: line, "expected ']' after class names") }
        return names
    }

    mutating func classHeader() throws(CanonicalTextError) -> ArchiveClass {
        let name = try self.name()
        var classes: [String]? = [name]
        if consume(" classes none") {
            classes = nil
        } else if consume(" classes ") {
            classes = try nameList()
        } else {
            while consume(" : ") { classes!.append(try self.name()) }
        }
        var hints: [String]? = nil
        if consume(" hints ") { hints = try nameList() }
        return ArchiveClass(name: name, classes: classes, hints: hints)
    }

    mutating func archiveMetadata() throws(CanonicalTextError) -> (String, Int128) {
        var archiver = KeyedArchive.standardArchiver
        var version = KeyedArchive.standardVersion
        if consume(" archiver ") { archiver = try quotedString() }
        if consume(" version ") { version = try integer() }
        return (archiver, version)
    }

    mutating func scalar() throws(CanonicalTextError) -> ArchiveScalar {
        let kind = word()
        if spells(kind, "string") {
            if consume(" ") { return .string(try quotedString()) }
        } else if spells(kind, "int") {
            if consume(" ") {
                let number = word()
                guard let value = integer(number) else { throw CanonicalTextError(line: line, "invalid int '\(text(number).prefix(30))'") }
                return .integer(value)
            }
        } else if spells(kind, "bool") {
            if consume(" true") { return .bool(true) }
            if consume(" false") { return .bool(false) }
            throw CanonicalTextError(line: line, "expected 'true' or 'false'")
        } else if spells(kind, "real32") || spells(kind, "real64") || spells(kind, "date") {
            if consume(" ") {
                let number = Substring(text(word()))
                if spells(kind, "real32") {
                    guard let value = CanonicalTextSyntax.parseReal32(number) else { throw CanonicalTextError(line: line, "invalid real32 '\(number)'") }
                    return .real32(value)
                }
                guard let value = CanonicalTextSyntax.parseReal64(number) else { throw CanonicalTextError(line: line, "invalid \(text(kind)) '\(number)'") }
                return spells(kind, "date") ? .date(value) : .real64(value)
            }
        } else if spells(kind, "data") {
            guard consume(" <") else { throw CanonicalTextError(line: line, "expected data as '<hex>'") }
            let hex = take { $0 != UInt8(ascii: ">") }
            guard consume(">"), let bytes = CanonicalTextSyntax.parseHex(self.bytes[hex]) else {
                throw CanonicalTextError(line: line, "expected data as '<hex>'")
            }
            return .data(bytes)
        } else if spells(kind, "plist-null") {
            return .null
        }
        throw CanonicalTextError(line: line, "unknown value '\(text(kind).prefix(30))'")
    }
}
