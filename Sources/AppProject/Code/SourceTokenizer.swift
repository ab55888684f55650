import Platform

/// Splits Swift or Objective-C source into tokens, without building it: comments (Swift's
/// nest), string literals (escapes, Swift's interpolations, multi-line and raw strings,
/// Objective-C's `@"..."`), character literals and preprocessor lines are understood, so a
/// brace in a string or a comment never counts as a brace.
///
/// Conditional compilation (`#if`, `#elseif`, `#else`, `#endif`) keeps every branch while the
/// branches balance their braces, as real code does; a branch that leaves braces open would
/// throw the rest of the file out of step, so then only the first branch is kept and the
/// others are skipped, with a note.
public struct SourceTokenizer {
    public enum Language: Sendable { case swift, objectiveC }

    public struct Result: Sendable {
        public var tokens: [SourceToken]
        /// Shapes the tokenizer did not understand, with their line.
        public var notes: [(line: Int, text: String)]
        /// Objective-C's `#define NAME @"text"`: macros that stand for a string.
        public var stringMacros: [String: String] = [:]
        /// False when the file was read only in part (too deep, too long: a note says which).
        public var isComplete = true
        /// The lines of comments that hold `TODO` or `FIXME` (a stub's mark).
        public var todoLines: [Int] = []
    }

    let bytes: [UInt8]
    let language: Language
    var position = 0
    var line = 1
    /// Where the token being read starts, and the column counted so far on its line (from
    /// `countedTo`): columns are counted forward once, never from the line's start again.
    var tokenStart = 0
    var countedTo = 0
    var column = 1
    var tokenColumn = 1
    var tokens: [SourceToken] = []
    var notes: [(line: Int, text: String)] = []
    var stringMacros: [String: String] = [:]
    var todoLines: [Int] = []
    /// Per open `#if`: the brace depth where it began, and whether its later branches are skipped.
    var conditions: [(depth: Int, skipping: Bool)] = []
    var depth = 0
    /// Open `{`, `(` and `[`: past `maximumNesting`, or past `maximumTokens` tokens, the rest of
    /// the file is not read (with a note), so any file under the size cap stays cheap.
    var nesting = 0
    var stopped = false

    /// Real code nests a few dozen deep; generated code a few hundred at most.
    static let maximumNesting = 512
    /// About 8 MB of dense code: 80 MB of tokens.
    static let maximumTokens = 2_000_000

    public static func tokens(_ bytes: [UInt8], language: Language) -> Result {
        var tokenizer = SourceTokenizer(bytes: bytes, language: language)
        tokenizer.run()
        // The array grew by doubling: up to twice what it holds, kept as long as the file is.
        // A large one is copied to its size (the copy is short; the slack would stay).
        if tokenizer.tokens.capacity - tokenizer.tokens.count > 1 << 16 {
            let kept = tokenizer.tokens
            tokenizer.tokens = [SourceToken](unsafeUninitializedCapacity: kept.count) { buffer, initialized in
                initialized = buffer.initialize(from: kept).1
            }
        }
        return Result(tokens: tokenizer.tokens, notes: tokenizer.notes, stringMacros: tokenizer.stringMacros, isComplete: !tokenizer.stopped,
                      todoLines: tokenizer.todoLines)
    }

    init(bytes: [UInt8], language: Language) {
        self.bytes = bytes
        self.language = language
    }

    func byte(_ offset: Int = 0) -> UInt8 {
        position + offset < bytes.count ? bytes[position + offset] : 0
    }

    var skipping: Bool { conditions.contains { $0.skipping } }
    /// Whether a token is kept: not in a skipped branch, not past a bound. Changed only where
    /// those change, so a token does not ask.
    var keeping = true

    mutating func updateKeeping() { keeping = !skipping && !stopped }

    mutating func advance() {
        if bytes[position] == 0x0A {
            line += 1
            column = 1
            countedTo = position + 1
        }
        position += 1
    }

    /// The column of `tokenStart`: scalars since the line's start, counting each UTF-8 lead
    /// byte once.
    mutating func startColumn() -> Int {
        for index in countedTo..<min(tokenStart, bytes.count) where bytes[index] & 0xC0 != 0x80 { column += 1 }
        countedTo = tokenStart
        return column
    }

    mutating func emit(_ kind: SourceToken.Kind, _ text: String, line: Int) {
        guard keeping else { return }
        if kind == .symbol, text.utf8.count == 1, let byte = text.utf8.first {
            emitSymbol(byte)
            return
        }
        append(SourceToken(kind, text, line: line, column: tokenColumn))
    }

    /// A one-byte symbol, its text from the table: most tokens of code are these.
    mutating func emitSymbol(_ byte: UInt8) {
        guard keeping else { return }
        switch byte {
        case UInt8(ascii: "{"): depth += 1; nesting += 1
        case UInt8(ascii: "}"): depth -= 1; nesting -= 1
        case UInt8(ascii: "("), UInt8(ascii: "["): nesting += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"): nesting -= 1
        default: break
        }
        append(SourceToken(.symbol, Self.symbols[Int(byte)], leading: byte, line: line, column: tokenColumn))
    }

    mutating func append(_ token: SourceToken) {
        if nesting > Self.maximumNesting {
            stop(token.line, "brackets nested more than \(Self.maximumNesting) deep: the rest of the file is not read")
        } else if tokens.count >= Self.maximumTokens {
            stop(token.line, "more than \(Self.maximumTokens) tokens: the rest of the file is not read")
        } else {
            tokens.append(token)
        }
    }

    mutating func stop(_ line: Int, _ text: String) {
        stopped = true
        keeping = false
        notes.append((line, text))
    }

    mutating func run() {
        let blanks = Self.isBlank, wordParts = Self.wordParts
        var atLineStart = true
        while position < bytes.count, !stopped {
            let c = byte()
            if c == 0x0A {
                atLineStart = true
                advance()
                continue
            }
            if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0C {
                // A run of blanks at once: none ends a line.
                position += 1
                while position < bytes.count, blanks[Int(bytes[position])] { position += 1 }
                continue
            }
            defer { atLineStart = false }
            tokenStart = position
            tokenColumn = startColumn()
            if c == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
                let start = position
                while position < bytes.count, byte() != 0x0A { advance() }
                noteTodo(start, line: line)
            } else if c == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                let start = position, startLine = line
                blockComment()
                noteTodo(start, line: startLine)
            } else if c == UInt8(ascii: "#") {
                if language == .objectiveC, atLineStart {
                    preprocessorLine()
                } else {
                    hash()
                }
            } else if c == UInt8(ascii: "\"") {
                let start = line
                emit(.string, language == .swift ? swiftString(hashes: 0) : cString(), line: start)
            } else if c == UInt8(ascii: "@"), language == .objectiveC, byte(1) == UInt8(ascii: "\"") {
                advance()
                let start = line
                emit(.string, cString(), line: start)
            } else if c == UInt8(ascii: "'"), language == .objectiveC {
                let start = line
                _ = cString(quote: UInt8(ascii: "'"))
                emit(.number, "'", line: start)
            } else if Self.isWordStart(c) {
                // A word holds no line feed: scanned by the table alone.
                let start = position
                position += 1
                while position < bytes.count, wordParts[Int(bytes[position])] { position += 1 }
                if keeping { append(SourceToken(.word, String(decoding: bytes[start..<position], as: UTF8.self), leading: c, line: line, column: tokenColumn)) }
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) {
                let start = position
                while position < bytes.count, Self.isWordPart(byte()) || (byte() == UInt8(ascii: ".") && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte(1))) {
                    advance()
                }
                emit(.number, String(decoding: bytes[start..<position], as: UTF8.self), line: line)
            } else if c == UInt8(ascii: "-"), byte(1) == UInt8(ascii: ">") {
                advance()
                advance()
                emit(.symbol, "->", line: line)
            } else {
                advance()
                emitSymbol(c)
            }
        }
        if !conditions.isEmpty { notes.append((line, "an #if is not closed by #endif")) }
    }

    /// Stands in a string literal's text for an interpolation (U+FFFC, the object
    /// replacement character).
    public static let interpolationMark: [UInt8] = [0xEF, 0xBF, 0xBC]

    /// Each byte as a one-character symbol's text, made once (not a string per token).
    static let symbols: [String] = (0...255).map { String(decoding: [UInt8($0)], as: UTF8.self) }
    /// `isWordPart` and the blanks other than a line feed, by byte.
    static let wordParts: [Bool] = (0...255).map { isWordPart(UInt8($0)) }
    static let isBlank: [Bool] = (0...255).map { [0x20, 0x09, 0x0D, 0x0C].contains($0) }

    static func isWordStart(_ c: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c) || c == UInt8(ascii: "_")
            || c == UInt8(ascii: "$") || c >= 0x80
    }

    static func isWordPart(_ c: UInt8) -> Bool {
        isWordStart(c) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c)
    }

    /// Records the comment from `start` to here when it holds `TODO` or `FIXME`.
    mutating func noteTodo(_ start: Int, line: Int) {
        func holds(_ word: StaticString, at index: Int) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= position else { return false }
            return (0..<count).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
        }
        for index in start..<position where bytes[index] == UInt8(ascii: "T") && holds("TODO", at: index) || bytes[index] == UInt8(ascii: "F") && holds("FIXME", at: index) {
            todoLines.append(line)
            return
        }
    }

    /// `/* ... */`, nested in Swift.
    mutating func blockComment() {
        advance()
        advance()
        var open = 1
        while position < bytes.count, open > 0 {
            if byte() == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                open -= 1
                advance()
            } else if language == .swift, byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                open += 1
                advance()
            }
            advance()
        }
    }

    /// Swift: a raw string (`#"..."#`), or a directive (`#if`, `#selector`).
    mutating func hash() {
        var hashes = 0
        while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(hashes) == UInt8(ascii: "\"") {
            for _ in 0..<hashes { advance() }
            let start = line
            emit(.string, swiftString(hashes: hashes), line: start)
            return
        }
        advance()
        let start = position
        while position < bytes.count, Self.isWordPart(byte()) { advance() }
        directive(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// Objective-C: `#import` and `#define` lines (with their continuations) are skipped;
    /// conditionals are handled as in Swift.
    mutating func preprocessorLine() {
        advance()
        while byte() == 0x20 || byte() == 0x09 { advance() }
        let start = position
        while position < bytes.count, Self.isWordPart(byte()) { advance() }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        let rest = position
        while position < bytes.count, byte() != 0x0A {
            if byte() == UInt8(ascii: "\\"), byte(1) == 0x0A { advance() }
            advance()
        }
        if name == "define", !skipping { stringMacro(bytes[rest..<position]) }
        switch name {
        case "if", "ifdef", "ifndef": directive("if")
        case "elif": directive("elseif")
        case "else", "endif": directive(name)
        // A stub's mark, as Swift's `#warning(...)` is.
        case "warning": directive(name)
        default: break
        }
    }

    /// `NAME @"text"` or `NAME "text"` after `#define`: a macro for a string.
    mutating func stringMacro(_ line: ArraySlice<UInt8>) {
        let text = String(decoding: line, as: UTF8.self).trimmed
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        var value = text.dropFirst(name.count).trimmed
        if value.hasPrefix("@") { value = value.dropFirst() }
        guard !name.isEmpty, value.count >= 2, value.hasPrefix("\""), let close = value.dropFirst().firstIndex(of: "\"") else { return }
        stringMacros[String(name)] = String(value[value.index(after: value.startIndex)..<close])
    }

    mutating func directive(_ name: String) {
        switch name {
        case "if":
            conditions.append((depth, false))
            updateKeeping()
        case "elseif", "else":
            guard let last = conditions.last else {
                notes.append((line, "#\(name) without #if"))
                return
            }
            if !last.skipping, depth != last.depth {
                notes.append((line, "an #if branch leaves braces open: only its first branch is read"))
                conditions[conditions.count - 1].skipping = true
                updateKeeping()
            }
        case "endif":
            guard let last = conditions.popLast() else {
                notes.append((line, "#endif without #if"))
                return
            }
            updateKeeping()
            // A skipped branch's braces never counted: the depth is the first branch's.
            _ = last
        default:
            emit(.directive, name, line: line)
        }
    }

    /// A C string (or character) literal from its opening quote; escapes resolved loosely.
    mutating func cString(quote: UInt8 = UInt8(ascii: "\"")) -> String {
        advance()
        var out: [UInt8] = []
        while position < bytes.count, byte() != quote, byte() != 0x0A {
            if byte() == UInt8(ascii: "\\"), position + 1 < bytes.count {
                advance()
                out.append(Self.escaped(byte()))
                advance()
                continue
            }
            out.append(byte())
            advance()
        }
        if position < bytes.count, byte() == quote { advance() }
        return String(decoding: out, as: UTF8.self)
    }

    static func escaped(_ c: UInt8) -> UInt8 {
        switch c {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "0"): 0
        default: c
        }
    }

    /// A Swift string from its opening quote (after any `#`s): single- or multi-line, with
    /// `hashes` pound signs closing it; interpolations `\(...)` are skipped with their nested
    /// parentheses and strings.
    mutating func swiftString(hashes: Int) -> String {
        // Most strings are one line without escapes: their bytes are the text.
        if hashes == 0, byte(1) != UInt8(ascii: "\"") {
            var end = position + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] != 0x0A { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                defer { position = end + 1 }
                return String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
            }
        }
        let multiLine = byte() == UInt8(ascii: "\"") && byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        for _ in 0..<(multiLine ? 3 : 1) { advance() }
        var out: [UInt8] = []
        while position < bytes.count {
            let c = byte()
            if c == UInt8(ascii: "\"") {
                let quotes = multiLine ? 3 : 1
                let closes = (0..<quotes).allSatisfy { byte($0) == UInt8(ascii: "\"") } && (0..<hashes).allSatisfy { byte(quotes + $0) == UInt8(ascii: "#") }
                if closes {
                    for _ in 0..<(quotes + hashes) { advance() }
                    return String(decoding: out, as: UTF8.self)
                }
            }
            if !multiLine, c == 0x0A { return String(decoding: out, as: UTF8.self) }
            if c == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                for _ in 0...hashes { advance() }
                if byte() == UInt8(ascii: "(") {
                    skipInterpolation()
                    // What the interpolation makes is not known: a mark, so the text is
                    // never taken for the string the program builds.
                    out += Self.interpolationMark
                } else if position < bytes.count {
                    out.append(Self.escaped(byte()))
                    advance()
                }
                continue
            }
            out.append(c)
            advance()
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// From the `(` of an interpolation to its matching `)`, through nested strings.
    mutating func skipInterpolation() {
        var open = 0
        while position < bytes.count {
            let c = byte()
            if c == UInt8(ascii: "(") {
                open += 1
            } else if c == UInt8(ascii: ")") {
                open -= 1
                if open == 0 {
                    advance()
                    return
                }
            } else if c == UInt8(ascii: "\"") {
                _ = swiftString(hashes: 0)
                continue
            }
            advance()
        }
    }
}
