import AppProject

/// The statements of a method's body, from AppProject's tokens (the project's one tokenizer):
/// each whole, with the lines it takes and the names it declares and uses. A statement is never
/// split: Swift's continues across a line break inside brackets, after an operator or a comma,
/// and before `.`, an operator, `else` or `catch`; Objective-C's ends at its `;`, or at the `}`
/// of a block statement (`if`, `for` ...) that no `else` follows.
struct Statement: Sendable {
    /// Its tokens' range in the file's tokens.
    var tokens: Range<Int>
    var firstLine: Int
    var lastLine: Int
    /// Names it declares for the statements after it (`let x`, `guard let x`, `Type *x =`).
    var declares: Set<String>
    /// Names it uses: words not after a `.` nor before a `:` label, and the names inside a
    /// Swift string's interpolations.
    var uses: Set<String>
    /// A control statement whose blocks hold its own statements (`if`, `guard`, `for` ...).
    var isControl: Bool

    var lines: ClosedRange<Int> { firstLine...lastLine }

    /// `body`: the token range between a method's braces.
    static func split(_ file: CodeFile, body: Range<Int>, text: SourceText) -> [Statement] {
        let tokens = file.tokens
        let swift = file.language == .swift
        var statements: [Statement] = []
        var index = body.lowerBound
        while index < body.upperBound {
            let start = index
            var depth = 0
            var end = index
            while end < body.upperBound {
                let token = tokens[end]
                if token.kind == .symbol {
                    if token.text == "{" || token.text == "(" || token.text == "[" { depth += 1 }
                    if token.text == "}" || token.text == ")" || token.text == "]" { depth -= 1 }
                }
                end += 1
                guard end < body.upperBound, depth <= 0 else { continue }
                let next = tokens[end]
                // `if (x) a(); else b();` is one statement.
                if token.isSymbol(";") {
                    if !swift, next.isWord("else") { continue }
                    break
                }
                if token.kind == .directive || next.kind == .directive { break }
                if swift {
                    guard next.line != token.line else { continue }
                    if continuesAfter(token) || continuesBefore(next) { continue }
                    break
                }
                // Objective-C: a block statement ends at its closing brace unless `else` (or a
                // do's `while`, a `@catch`) follows.
                if token.isSymbol("}"), isControlStart(tokens, start) {
                    if next.isWord("else") || next.isWord("while") || next.isWord("catch") || next.isWord("finally") || next.isSymbol("@") { continue }
                    break
                }
            }
            let range = start..<end
            statements.append(Statement(
                tokens: range, firstLine: tokens[start].line, lastLine: tokens[end - 1].line,
                declares: declarations(tokens, range, swift: swift), uses: names(tokens, range, text: text, swift: swift),
                isControl: isControlStart(tokens, start)))
            index = end
        }
        return statements
    }

    /// A line ends but the statement goes on: after a binary operator, a comma, a dot, `=`.
    static func continuesAfter(_ token: SourceToken) -> Bool {
        guard token.kind == .symbol else { return false }
        return [".", ",", "=", "+", "-", "*", "/", "%", "&", "|", "^", "<", ":", "->"].contains(token.text)
    }

    /// A line starts by going on with the one before: `.member`, an operator, `else`, `catch`.
    static func continuesBefore(_ token: SourceToken) -> Bool {
        if token.kind == .word { return ["else", "catch", "where"].contains(token.text) }
        guard token.kind == .symbol else { return false }
        return [".", ",", "=", "+", "*", "/", "%", "&", "|", "^", "?", ":", "->", "<", ">"].contains(token.text)
    }

    static let controlWords: Set<String> = ["if", "guard", "for", "while", "switch", "do", "repeat", "else", "defer"]

    static func isControlStart(_ tokens: [SourceToken], _ index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .word, controlWords.contains(token.text) { return true }
        // Objective-C's `@autoreleasepool {`, `@synchronized (x) {`, `@try {`.
        return token.isSymbol("@") && index + 1 < tokens.count && ["autoreleasepool", "synchronized", "try"].contains(tokens[index + 1].text)
            || token.isSymbol("{")
    }

    /// Swift: `let x`, `var x`, `let (a, b)`, and a `guard`'s bindings; Objective-C: `Type *x =`,
    /// `Type x =`, `Type *x;`. An `if let`'s names are its block's, not the method's.
    static func declarations(_ tokens: [SourceToken], _ range: Range<Int>, swift: Bool) -> Set<String> {
        var names: Set<String> = []
        let first = tokens[range.lowerBound]
        if swift {
            if first.kind == .word, ["if", "while", "for", "switch"].contains(first.text) { return [] }
            var depth = 0
            for index in range where index + 1 < range.upperBound {
                let token = tokens[index]
                if token.isSymbol("{") { depth += 1 }
                if token.isSymbol("}") { depth -= 1 }
                guard depth == 0, token.isWord("let") || token.isWord("var") else { continue }
                let next = tokens[index + 1]
                if next.kind == .word {
                    names.insert(next.text)
                } else if next.isSymbol("(") {
                    var cursor = index + 2
                    while cursor < range.upperBound, !tokens[cursor].isSymbol(")") {
                        if tokens[cursor].kind == .word { names.insert(tokens[cursor].text) }
                        cursor += 1
                    }
                }
            }
            return names
        }
        var cursor = range.lowerBound
        while cursor < range.upperBound, ["__block", "__weak", "__strong", "const", "static"].contains(tokens[cursor].text) { cursor += 1 }
        guard cursor + 2 < range.upperBound + 1, tokens[cursor].kind == .word else { return [] }
        var nameIndex = cursor + 1
        while nameIndex < range.upperBound, tokens[nameIndex].isSymbol("*") { nameIndex += 1 }
        // `NSArray<NSString *> *x`: past the generic arguments.
        if nameIndex < range.upperBound, tokens[nameIndex].isSymbol("<") {
            while nameIndex < range.upperBound, !tokens[nameIndex].isSymbol(">") { nameIndex += 1 }
            nameIndex += 1
            while nameIndex < range.upperBound, tokens[nameIndex].isSymbol("*") { nameIndex += 1 }
        }
        guard nameIndex + 1 < range.upperBound, tokens[nameIndex].kind == .word, tokens[nameIndex + 1].isSymbol("=") || tokens[nameIndex + 1].isSymbol(";")
        else { return [] }
        names.insert(tokens[nameIndex].text)
        return names
    }

    /// The names a statement uses: words not after `.` (a member of something else) and not a
    /// label or a selector part before `:`; in Swift also the names in a string's `\(...)`.
    static func names(_ tokens: [SourceToken], _ range: Range<Int>, text: SourceText, swift: Bool) -> Set<String> {
        var names: Set<String> = []
        for index in range {
            let token = tokens[index]
            if swift, token.kind == .string {
                names.formUnion(interpolatedNames(text, at: token))
                continue
            }
            guard token.kind == .word else { continue }
            if index > range.lowerBound, tokens[index - 1].isSymbol(".") { continue }
            if index + 1 < range.upperBound, tokens[index + 1].isSymbol(":"),
               index > range.lowerBound, tokens[index - 1].isSymbol("(") || tokens[index - 1].isSymbol(",") || !swift {
                continue
            }
            names.insert(token.text)
        }
        return names
    }

    /// The words inside a one-line Swift string literal's interpolations (the tokenizer leaves
    /// them out of the string's text): `"\(name) items"` uses `name`.
    static func interpolatedNames(_ text: SourceText, at token: SourceToken) -> Set<String> {
        guard token.line >= 1, token.line <= text.lines.count else { return [] }
        let line = text.lines[token.line - 1]
        var index = text.offset(line: token.line, column: token.column)
        while index < line.endIndex, line[index] == UInt8(ascii: "#") { index += 1 }
        guard index < line.endIndex, line[index] == UInt8(ascii: "\"") else { return [] }
        index += 1
        var names: Set<String> = []
        var depth = 0
        var word: [UInt8] = []
        func flush() {
            if let first = word.first, !(first >= 0x30 && first <= 0x39) { names.insert(String(decoding: word, as: UTF8.self)) }
            word = []
        }
        while index < line.endIndex {
            let byte = line[index]
            if depth == 0 {
                if byte == UInt8(ascii: "\\") {
                    if index + 1 < line.endIndex, line[index + 1] == UInt8(ascii: "(") {
                        depth = 1
                        index += 2
                        continue
                    }
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { break }
                index += 1
                continue
            }
            let isWordByte = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
            if isWordByte {
                // A member after `.` is not a name of the scope.
                if word.isEmpty, index > line.startIndex, line[index - 1] == UInt8(ascii: ".") {
                    while index < line.endIndex, (line[index] >= 0x61 && line[index] <= 0x7A) || (line[index] >= 0x41 && line[index] <= 0x5A)
                        || (line[index] >= 0x30 && line[index] <= 0x39) || line[index] == 0x5F { index += 1 }
                    continue
                }
                word.append(byte)
            } else {
                flush()
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") { depth -= 1 }
            }
            index += 1
        }
        flush()
        return names
    }
}
