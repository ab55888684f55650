/// Reads XML property lists (Apple's `plist` DTD), including keyed archives written as XML,
/// whose references are `<dict><key>CF$UID</key><integer>N</integer></dict>`: those become
/// `.uid(N)` as Foundation reads them.
///
/// A small, strict parser of just the plist vocabulary (no external entities, no DTD
/// processing), so it needs no XML library and can be fuzzed with the binary reader.
public enum XMLPropertyListReader {
    public static func read(_ bytes: [UInt8], limits: PropertyListLimits = .default) throws(PropertyListError) -> PropertyListValue {
        guard bytes.count <= limits.maximumInputSize else {
            throw PropertyListError("file of \(bytes.count) bytes exceeds the limit of \(limits.maximumInputSize) bytes")
        }
        var parser = XMLPlistParser(bytes: bytes, limits: limits)
        return try parser.document()
    }

    /// Reads a file that may repeat a key in a dictionary, as Xcode's Info.plists may (Xcode
    /// builds them): the last value is kept, and each repeated key is returned with its line.
    public static func readKeepingLastDuplicate(_ bytes: [UInt8], limits: PropertyListLimits = .default) throws(PropertyListError)
        -> (value: PropertyListValue, duplicates: [(key: String, line: Int)])
    {
        guard bytes.count <= limits.maximumInputSize else {
            throw PropertyListError("file of \(bytes.count) bytes exceeds the limit of \(limits.maximumInputSize) bytes")
        }
        var parser = XMLPlistParser(bytes: bytes, limits: limits)
        parser.keepsLastDuplicate = true
        let value = try parser.document()
        return (value, parser.duplicates)
    }
}

private struct XMLPlistParser {
    let bytes: [UInt8]
    let limits: PropertyListLimits
    var position = 0
    var valueCount = 0
    /// A repeated key replaces the earlier value (and is recorded) instead of failing.
    var keepsLastDuplicate = false
    var duplicates: [(key: String, line: Int)] = []

    init(bytes: [UInt8], limits: PropertyListLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    func fail(_ message: String, at place: Int? = nil) -> PropertyListError {
        PropertyListError(message, at: place ?? position, in: bytes)
    }

    mutating func document() throws(PropertyListError) -> PropertyListValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        try skipMisc()
        var tag = try openTag()
        var wrapped = false
        if tag.name == "plist" {
            wrapped = true
            guard !tag.selfClosing else { throw fail("empty <plist> element") }
            try skipMisc()
            tag = try openTag()
        }
        let value = try element(tag, depth: 0)
        if wrapped {
            try skipMisc()
            try closeTag("plist")
        }
        try skipMisc()
        guard position == bytes.count else { throw fail("unexpected content after the property list") }
        return value
    }

    // MARK: Lexing

    func peek(_ text: String) -> Bool {
        bytes.hasBytes(text, at: position)
    }

    mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    /// Skips whitespace, comments, processing instructions and the DOCTYPE declaration.
    mutating func skipMisc() throws(PropertyListError) {
        while true {
            skipWhitespace()
            if peek("<!--") {
                try skip(past: "-->")
            } else if peek("<?") {
                try skip(past: "?>")
            } else if peek("<!DOCTYPE") {
                try skip(past: ">")
            } else {
                return
            }
        }
    }

    mutating func skip(past terminator: String) throws(PropertyListError) {
        let start = position
        let end = Array(terminator.utf8)
        while position < bytes.count {
            if bytes[position...].starts(with: end) {
                position += end.count
                return
            }
            position += 1
        }
        throw fail("unterminated markup, expected '\(terminator)'", at: start)
    }

    struct Tag {
        var name: String
        var selfClosing: Bool
        var start: Int
    }

    mutating func openTag() throws(PropertyListError) -> Tag {
        let start = position
        guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else {
            throw fail(position < bytes.count ? "expected an element" : "unexpected end of file, expected an element")
        }
        position += 1
        let nameStart = position
        while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        guard !name.isEmpty else { throw fail("malformed element", at: start) }
        var quote: UInt8? = nil
        while position < bytes.count {
            let c = bytes[position]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c == UInt8(ascii: ">") {
                let selfClosing = bytes[position - 1] == UInt8(ascii: "/")
                position += 1
                return Tag(name: name, selfClosing: selfClosing, start: start)
            }
            position += 1
        }
        throw fail("unterminated <\(name)> tag", at: start)
    }

    func isNameByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x5F || c == 0x3A
    }

    mutating func closeTag(_ name: String) throws(PropertyListError) {
        let expected = "</\(name)"
        guard peek(expected) else { throw fail("expected </\(name)>") }
        position += expected.utf8.count
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw fail("malformed </\(name)>") }
        position += 1
    }

    /// Character data up to the closing tag, with entities and CDATA sections decoded.
    mutating func text(of tag: Tag) throws(PropertyListError) -> [UInt8] {
        if tag.selfClosing { return [] }
        var out: [UInt8] = []
        while true {
            guard position < bytes.count else { throw fail("unterminated <\(tag.name)>", at: tag.start) }
            let c = bytes[position]
            if c == UInt8(ascii: "<") {
                if peek("<![CDATA[") {
                    position += 9
                    let start = position
                    try skip(past: "]]>")
                    out.append(contentsOf: bytes[start..<(position - 3)])
                } else if peek("<!--") {
                    try skip(past: "-->")
                } else {
                    try closeTag(tag.name)
                    return out
                }
            } else if c == UInt8(ascii: "&") {
                out.append(contentsOf: try entity())
            } else {
                out.append(c)
                position += 1
            }
        }
    }

    mutating func entity() throws(PropertyListError) -> [UInt8] {
        let start = position
        guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw fail("malformed entity reference")
        }
        let name = String(decoding: bytes[(position + 1)..<semicolon], as: UTF8.self)
        position = semicolon + 1
        guard let scalar = XMLEntity.character(named: name[...]) else {
            throw fail("unknown entity '&\(name);'", at: start)
        }
        return Array(String(Character(scalar)).utf8)
    }

    func string(_ bytes: [UInt8], _ tag: Tag) throws(PropertyListError) -> String {
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw fail("<\(tag.name)> is not valid UTF-8", at: tag.start)
        }
        return string
    }

    // MARK: Values

    mutating func element(_ tag: Tag, depth: Int) throws(PropertyListError) -> PropertyListValue {
        valueCount += 1
        guard valueCount <= limits.maximumExpandedValues else {
            throw fail("more than \(limits.maximumExpandedValues) values")
        }
        guard depth < limits.maximumDepth else {
            throw fail("containers nested deeper than \(limits.maximumDepth) levels", at: tag.start)
        }
        switch tag.name {
        case "true", "false":
            _ = try text(of: tag)
            return .bool(tag.name == "true")
        case "string":
            return .string(try string(try text(of: tag), tag))
        case "integer":
            let raw = try string(try text(of: tag), tag).trimmingASCIIWhitespace()
            guard let value = Self.integer(raw) else { throw fail("invalid integer '\(raw)'", at: tag.start) }
            return .integer(value)
        case "real":
            let raw = try string(try text(of: tag), tag).trimmingASCIIWhitespace()
            guard let value = Double(raw) else { throw fail("invalid real '\(raw)'", at: tag.start) }
            return .real64(value)
        case "date":
            let raw = try string(try text(of: tag), tag).trimmingASCIIWhitespace()
            guard let value = ReferenceDate.parseISO8601(raw) else { throw fail("invalid date '\(raw)'", at: tag.start) }
            return .date(value)
        case "data":
            guard let value = Base64.decode(try text(of: tag)) else { throw fail("invalid base64 in <data>", at: tag.start) }
            return .data(value)
        case "array":
            return .array(try items(of: tag, depth: depth))
        case "dict":
            return try dictionary(tag, depth: depth)
        default:
            throw fail("unknown element <\(tag.name)>", at: tag.start)
        }
    }

    mutating func items(of tag: Tag, depth: Int) throws(PropertyListError) -> [PropertyListValue] {
        if tag.selfClosing { return [] }
        var items: [PropertyListValue] = []
        while true {
            try skipMisc()
            if peek("</") {
                try closeTag(tag.name)
                return items
            }
            items.append(try element(try openTag(), depth: depth + 1))
        }
    }

    mutating func dictionary(_ tag: Tag, depth: Int) throws(PropertyListError) -> PropertyListValue {
        if tag.selfClosing { return .dictionary([]) }
        var entries: [PropertyListEntry] = []
        var seen = Set<ExactKey>()
        while true {
            try skipMisc()
            if peek("</") {
                try closeTag(tag.name)
                break
            }
            let keyTag = try openTag()
            guard keyTag.name == "key" else { throw fail("expected <key> in <dict>, found <\(keyTag.name)>", at: keyTag.start) }
            let key = try string(try text(of: keyTag), keyTag)
            let repeated = !seen.insert(ExactKey(key)).inserted
            if repeated, !keepsLastDuplicate {
                throw fail("dictionary has the key \"\(key)\" twice", at: keyTag.start)
            }
            try skipMisc()
            guard !peek("</") else { throw fail("missing value for key \"\(key)\"") }
            let value = try element(try openTag(), depth: depth + 1)
            if repeated {
                duplicates.append((key, fail("", at: keyTag.start).line ?? 0))
                entries.removeAll { $0.key.hasSameBytes(as: key) }
            }
            entries.append(PropertyListEntry(key, value))
        }
        if entries.count == 1, entries[0].key == "CF$UID", case .integer(let n) = entries[0].value {
            guard n >= 0, n <= Int128(UInt64.max) else { throw fail("CF$UID \(n) is out of range", at: tag.start) }
            return .uid(UInt64(n))
        }
        return .dictionary(entries)
    }

    static func integer(_ text: String) -> Int128? {
        var digits = Substring(text)
        var negative = false
        if digits.hasPrefix("-") { negative = true; digits = digits.dropFirst() } else if digits.hasPrefix("+") { digits = digits.dropFirst() }
        var radix: Int128 = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { radix = 16; digits = digits.dropFirst(2) }
        guard !digits.isEmpty else { return nil }
        var value: Int128 = 0
        for c in digits {
            guard let d = c.hexDigitValue, Int128(d) < radix else { return nil }
            let (shifted, o1) = value.multipliedReportingOverflow(by: radix)
            let (sum, o2) = shifted.addingReportingOverflow(Int128(d))
            guard !o1, !o2 else { return nil }
            value = sum
        }
        return negative ? -value : value
    }
}

extension String {
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(self.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
