import PropertyList

/// A small XML reader for Interface Builder's documents: elements, attributes with the five
/// predefined entities and numeric references, comments, the declaration and CDATA skipped.
/// No DTD, no external entities: a document is input from the disk.
enum MarkupReader {
    struct Failure: Error {
        var line: Int
        var column: Int
        var reason: String
    }

    static let maximumDepth = 256

    static func read(_ bytes: [UInt8]) throws(Failure) -> MarkupElement {
        var parser = Parser(bytes: bytes)
        return try parser.document()
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var line = 1
        /// Columns, counted forward from `countedTo` (never from the line's start again, so a
        /// document on one line stays linear).
        var countedTo = 0
        var column = 1

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func fail(_ reason: String) -> Failure { Failure(line: line, column: TextPosition(of: position, in: bytes).column, reason: reason) }

        func peek(_ text: String) -> Bool { bytes.hasBytes(text, at: position) }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where position < bytes.count {
                if bytes[position] == 0x0A {
                    line += 1
                    countedTo = position + 1
                    column = 1
                }
                position += 1
            }
        }

        mutating func skip(past end: String) throws(Failure) {
            while position < bytes.count, !peek(end) { advance() }
            guard position < bytes.count else { throw fail("'\(end)' never comes") }
            advance(end.utf8.count)
        }

        /// Text, comments, processing instructions, CDATA and DOCTYPE up to the next tag.
        mutating func skipToTag() throws(Failure) {
            while position < bytes.count {
                // Text up to the next `<`, a byte at a time without the prefix checks.
                if bytes[position] != UInt8(ascii: "<") {
                    advance()
                    continue
                }
                if peek("<!--") {
                    try skip(past: "-->")
                } else if peek("<![CDATA[") {
                    try skip(past: "]]>")
                } else if peek("<?") {
                    try skip(past: "?>")
                } else if peek("<!") {
                    try skip(past: ">")
                } else if bytes[position] == UInt8(ascii: "<") {
                    return
                } else {
                    advance()
                }
            }
        }

        mutating func document() throws(Failure) -> MarkupElement {
            try skipToTag()
            guard position < bytes.count else { throw fail("no element") }
            return try element(depth: 0)
        }

        mutating func name() throws(Failure) -> String {
            let start = position
            while position < bytes.count, !" \t\r\n/>=".utf8.contains(bytes[position]) { advance() }
            guard position > start else { throw fail("a tag without a name") }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        mutating func skipSpace() {
            while position < bytes.count, " \t\r\n".utf8.contains(bytes[position]) { advance() }
        }

        /// From `<` of a start tag to the end of its element.
        mutating func element(depth: Int) throws(Failure) -> MarkupElement {
            guard depth < maximumDepth else { throw fail("elements nested deeper than \(maximumDepth)") }
            let startLine = line
            for index in countedTo..<position where bytes[index] & 0xC0 != 0x80 { column += 1 }
            countedTo = position
            let startColumn = column
            advance()
            let tag = try name()
            var attributes: [String: String] = [:]
            while true {
                skipSpace()
                guard position < bytes.count else { throw fail("the tag <\(tag)> is not closed") }
                if peek("/>") {
                    advance(2)
                    return MarkupElement(name: tag, attributes: attributes, children: [], line: startLine, column: startColumn)
                }
                if bytes[position] == UInt8(ascii: ">") {
                    advance()
                    break
                }
                let key = try name()
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { throw fail("attribute \(key) has no value") }
                advance()
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                    throw fail("attribute \(key)'s value is not quoted")
                }
                let quote = bytes[position]
                advance()
                let start = position
                while position < bytes.count, bytes[position] != quote { advance() }
                guard position < bytes.count else { throw fail("attribute \(key)'s value is not closed") }
                attributes[key] = Self.unescaped(bytes[start..<position])
                advance()
            }
            var children: [MarkupElement] = []
            while true {
                try skipToTag()
                guard position < bytes.count else { throw fail("<\(tag)> is not closed") }
                if peek("</") {
                    advance(2)
                    let closing = try name()
                    guard closing == tag else { throw fail("</\(closing)> closes <\(tag)>") }
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw fail("</\(tag) is not closed") }
                    advance()
                    return MarkupElement(name: tag, attributes: attributes, children: children, line: startLine, column: startColumn)
                }
                children.append(try element(depth: depth + 1))
            }
        }

        static func unescaped(_ raw: ArraySlice<UInt8>) -> String {
            guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
            var out = ""
            var text = Substring(String(decoding: raw, as: UTF8.self))
            while let amp = text.firstIndex(of: "&") {
                out += text[..<amp]
                guard let semicolon = text[amp...].firstIndex(of: ";") else {
                    out += text[amp...]
                    return out
                }
                if let scalar = XMLEntity.character(named: text[text.index(after: amp)..<semicolon]) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += text[amp...semicolon]
                }
                text = text[text.index(after: semicolon)...]
            }
            return out + text
        }
    }
}
