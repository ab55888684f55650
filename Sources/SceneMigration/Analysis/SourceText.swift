/// A source file as lines of bytes: where each line starts, its indentation, a quote of it,
/// and where a token (AppProject's tokenizer gives each its line and column) is in the bytes,
/// for edits that keep every other byte.
struct SourceText: Sendable {
    let bytes: [UInt8]
    /// Each line's bytes without its line end (`\n` or `\r\n`); the last line is the text
    /// after the last one.
    let lines: [ArraySlice<UInt8>]

    init(bytes: [UInt8]) {
        self.bytes = bytes
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

    /// The byte offset of a token: its line and its column (1-based, in Unicode scalars, as the
    /// tokenizer counts them).
    func offset(line number: Int, column: Int) -> Int {
        guard number >= 1, number <= lines.count else { return bytes.count }
        let line = lines[number - 1]
        var index = line.startIndex
        var scalars = 1
        while scalars < column, index < line.endIndex {
            // A scalar's first byte is not a continuation byte (10xxxxxx).
            index += 1
            while index < line.endIndex, line[index] & 0xC0 == 0x80 { index += 1 }
            scalars += 1
        }
        return index
    }

    /// The offset of a token's start.
    func offset(of token: SourceTokenPlace) -> Int { offset(line: token.line, column: token.column) }

    /// A line's leading spaces and tabs.
    func indentation(ofLine number: Int) -> String {
        String(line(number).prefix { $0 == " " || $0 == "\t" })
    }

    func isBlank(_ number: Int) -> Bool { line(number).trimmingWhitespace.isEmpty }

    /// The last line accepted by `isImport` outside any `#if` (a line added after it is compiled
    /// whatever the build's conditions), or else the `#endif` closing the first conditional block
    /// that holds one; nil when no line is an import.
    func lastUnconditionalImport(where isImport: (String) -> Bool) -> Int? {
        var depth = 0
        var last: Int?
        var conditionalImport = false
        var afterConditionalImports: Int?
        for number in 1...max(1, lines.count) {
            let text = line(number).trimmingWhitespace
            let directive = text.hasPrefix("#") ? String(text.dropFirst().drop { $0 == " " || $0 == "\t" }) : ""
            if directive.hasPrefix("if") {
                depth += 1
            } else if directive.hasPrefix("endif") {
                depth = max(0, depth - 1)
                if depth == 0, conditionalImport, afterConditionalImports == nil { afterConditionalImports = number }
            } else if isImport(text) {
                if depth == 0 { last = number } else { conditionalImport = true }
            }
        }
        return last ?? afterConditionalImports
    }

    /// The line, shortened for a quote.
    func quote(_ number: Int) -> String {
        let text = line(number).trimmingWhitespace
        return text.count > 160 ? String(text.prefix(157)) + "..." : text
    }
}

/// Where a token starts.
struct SourceTokenPlace: Sendable, Equatable {
    var line: Int
    var column: Int
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
