/// A source file as lines of text, with a small lexer over them that knows where each name
/// is: what moving a statement from one method to another and renaming in it needs (doctor's
/// tokens carry lines, not columns). Comments and string literals are skipped, Swift's
/// interpolations included, so nothing inside them is ever renamed.
struct SourceText: Sendable {
    enum Language: Sendable { case swift, objectiveC }

    struct Token: Sendable, Equatable {
        enum Kind: Sendable, Equatable { case word, symbol, string, number }
        var kind: Kind
        var text: String
        /// Line (1-based) and the token's byte range within that line (0 is the line's first byte).
        var line: Int
        var columns: Range<Int>
    }

    let bytes: [UInt8]
    let language: Language
    /// Each line's bytes without its line end (`\n` or `\r\n`); the last line is the text
    /// after the last one.
    let lines: [ArraySlice<UInt8>]

    init(bytes: [UInt8], language: Language) {
        self.bytes = bytes
        self.language = language
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines.map { $0.last == 0x0D ? $0.dropLast() : $0 }
    }

    func line(_ number: Int) -> String {
        guard number >= 1, number <= lines.count else { return "" }
        return String(decoding: lines[number - 1], as: UTF8.self)
    }

    /// The byte offset where a line starts (the text's end past the last line).
    func offset(ofLine number: Int) -> Int {
        guard number >= 1, number <= lines.count else { return bytes.count }
        return lines[number - 1].startIndex
    }

    /// The offset just past a line's line end.
    func offset(afterLine number: Int) -> Int {
        guard number >= 1, number < lines.count else { return bytes.count }
        return lines[number].startIndex
    }

    /// A line's leading spaces and tabs.
    func indentation(ofLine number: Int) -> String {
        String(line(number).prefix { $0 == " " || $0 == "\t" })
    }

    /// The tokens of lines `range` (1-based, inclusive), comments and literals' insides skipped.
    func tokens(lines range: ClosedRange<Int>) -> [Token] {
        var lexer = Lexer(text: self)
        return lexer.run(range)
    }

    /// The line, shortened for a quote.
    func quote(_ number: Int) -> String {
        let text = line(number).trimmingWhitespace
        return text.count > 160 ? String(text.prefix(157)) + "..." : text
    }

    private struct Lexer {
        let text: SourceText
        var tokens: [Token] = []
        /// Inside a block comment (Swift's nest), carried from line to line.
        var commentDepth = 0
        /// Inside a multi-line string literal (Swift's `"""`), carried from line to line.
        var inMultilineString = false

        init(text: SourceText) {
            self.text = text
        }

        mutating func run(_ range: ClosedRange<Int>) -> [Token] {
            for number in range where number >= 1 && number <= text.lines.count {
                scan(Array(text.lines[number - 1]), line: number)
            }
            return tokens
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
        }

        mutating func scan(_ bytes: [UInt8], line: Int) {
            var index = 0
            func at(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
            while index < bytes.count {
                if commentDepth > 0 {
                    if at(0) == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
                        commentDepth -= 1
                        index += 2
                    } else if text.language == .swift, at(0) == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                        commentDepth += 1
                        index += 2
                    } else {
                        index += 1
                    }
                    continue
                }
                if inMultilineString {
                    if at(0) == UInt8(ascii: "\""), at(1) == UInt8(ascii: "\""), at(2) == UInt8(ascii: "\"") {
                        inMultilineString = false
                        index += 3
                    } else {
                        index += at(0) == UInt8(ascii: "\\") ? 2 : 1
                    }
                    continue
                }
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
                    return
                } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                    commentDepth = 1
                    index += 2
                } else if byte == UInt8(ascii: "#"), text.language == .swift, at(1) == UInt8(ascii: "\"") {
                    // A raw string: up to the closing quote followed by as many #.
                    let start = index
                    var hashes = 0
                    while at(0) == UInt8(ascii: "#") { hashes += 1; index += 1 }
                    index += 1
                    while index < bytes.count {
                        if bytes[index] == UInt8(ascii: "\"") {
                            var count = 0
                            while count < hashes, at(1 + count) == UInt8(ascii: "#") { count += 1 }
                            if count == hashes {
                                index += 1 + hashes
                                break
                            }
                        }
                        index += 1
                    }
                    tokens.append(Token(kind: .string, text: String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self), line: line, columns: start..<min(index, bytes.count)))
                } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "@") && at(1) == UInt8(ascii: "\"")) || (byte == UInt8(ascii: "'") && text.language == .objectiveC) {
                    let start = index
                    if byte == UInt8(ascii: "@") { index += 1 }
                    if text.language == .swift, at(0) == UInt8(ascii: "\""), at(1) == UInt8(ascii: "\""), at(2) == UInt8(ascii: "\"") {
                        inMultilineString = true
                        tokens.append(Token(kind: .string, text: "\"\"\"", line: line, columns: index..<(index + 3)))
                        index += 3
                        continue
                    }
                    let quote = bytes[index]
                    index += 1
                    var depth = 0
                    while index < bytes.count {
                        let current = bytes[index]
                        if current == UInt8(ascii: "\\") {
                            // An interpolation `\(...)`: its parentheses are counted, not its text.
                            if text.language == .swift, at(1) == UInt8(ascii: "(") { depth += 1; index += 2; continue }
                            index += 2
                            continue
                        }
                        if depth > 0 {
                            if current == UInt8(ascii: "(") { depth += 1 }
                            if current == UInt8(ascii: ")") { depth -= 1 }
                            index += 1
                            continue
                        }
                        index += 1
                        if current == quote { break }
                    }
                    let end = min(index, bytes.count)
                    tokens.append(Token(kind: .string, text: String(decoding: bytes[start..<end], as: UTF8.self), line: line, columns: start..<end))
                } else if Self.isWordByte(byte) {
                    let start = index
                    while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
                    let word = String(decoding: bytes[start..<index], as: UTF8.self)
                    let isNumber = byte >= 0x30 && byte <= 0x39
                    tokens.append(Token(kind: isNumber ? .number : .word, text: word, line: line, columns: start..<index))
                } else if byte == UInt8(ascii: "-"), at(1) == UInt8(ascii: ">") {
                    tokens.append(Token(kind: .symbol, text: "->", line: line, columns: index..<(index + 2)))
                    index += 2
                } else {
                    tokens.append(Token(kind: .symbol, text: String(UnicodeScalar(byte)), line: line, columns: index..<(index + 1)))
                    index += 1
                }
            }
        }
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and carriage returns (no Foundation).
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return "" }
        return String(scalars[first...last])
    }
}

extension Substring {
    var trimmingWhitespace: String { String(self).trimmingWhitespace }
}
