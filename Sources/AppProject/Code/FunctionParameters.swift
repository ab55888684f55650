/// A function's parameters and their written types, read from its declaration before the
/// body: Swift's `label name: Type` (`inout`, attributes and `_` skipped; an optional's type
/// is its wrapped name) and Objective-C's `:(Type *)name`.
enum FunctionParameters {
    /// Parameter name -> type name, for the function whose body starts at `body.lowerBound`.
    static func types(_ file: CodeFile, body: Range<Int>) -> [String: String] {
        let tokens = file.tokens
        let brace = body.lowerBound - 1
        guard brace > 0, brace < tokens.count else { return [:] }
        // The declaration's start: `func`/`init` (Swift), `-`/`+` at a line's start (Objective-C),
        // with nothing but the signature between it and the brace.
        var start = brace - 1
        while start >= 0 {
            let token = tokens[start]
            if token.isSymbol("{") || token.isSymbol("}") || token.isSymbol(";") { return [:] }
            if file.language == .swift, token.isWord("func") || token.isWord("init") || token.isWord("subscript") { break }
            if file.language == .objectiveC, token.isSymbol("-") || token.isSymbol("+"), start == 0 || tokens[start - 1].line != token.line { break }
            if let partner = file.partner[start], partner < start {
                start = partner - 1
                continue
            }
            start -= 1
        }
        guard start >= 0 else { return [:] }
        return file.language == .swift ? swift(file, from: start, to: brace) : objectiveC(file, from: start, to: brace)
    }

    static func swift(_ file: CodeFile, from start: Int, to end: Int) -> [String: String] {
        let tokens = file.tokens
        var open = start + 1
        while open < end, !tokens[open].isSymbol("(") { open += 1 }
        guard open < end, let close = file.partner[open], close < end else { return [:] }
        var found: [String: String] = [:]
        var partStart = open + 1
        var index = open + 1
        while index <= close {
            if index < close, let partner = file.partner[index], partner > index {
                index = partner + 1
                continue
            }
            if index == close || tokens[index].isSymbol(",") {
                if let (name, type) = parameter(tokens, partStart..<index) { found[name] = type }
                partStart = index + 1
            }
            index += 1
        }
        return found
    }

    /// `label name: Type` -> (name, Type).
    static func parameter(_ tokens: [SourceToken], _ range: Range<Int>) -> (String, String)? {
        guard let colon = range.first(where: { tokens[$0].isSymbol(":") }), colon > range.lowerBound, tokens[colon - 1].kind == .word else { return nil }
        var typeIndex = colon + 1
        while typeIndex < range.upperBound, tokens[typeIndex].isWord("inout") || tokens[typeIndex].isSymbol("@") || tokens[typeIndex - 1].isSymbol("@") {
            typeIndex += 1
        }
        guard typeIndex < range.upperBound, tokens[typeIndex].kind == .word else { return nil }
        return (tokens[colon - 1].text, tokens[typeIndex].text)
    }

    static func objectiveC(_ file: CodeFile, from start: Int, to end: Int) -> [String: String] {
        let tokens = file.tokens
        var found: [String: String] = [:]
        var index = start + 1
        while index + 1 < end {
            if tokens[index].isSymbol(":"), tokens[index + 1].isSymbol("("), let close = file.partner[index + 1], close + 1 < end, tokens[close + 1].kind == .word {
                let type = tokens[(index + 2)..<close].first { $0.kind == .word && !["const", "nullable", "nonnull", "__kindof", "_Nullable", "_Nonnull"].contains($0.text) }
                if let type { found[tokens[close + 1].text] = type.text }
                index = close + 2
                continue
            }
            index += 1
        }
        return found
    }
}
