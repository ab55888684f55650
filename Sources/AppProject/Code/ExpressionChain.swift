/// A Swift expression read as a chain of names and calls, for following a value through an
/// app's code: `self.a?.b(...)`, `(x as! T).a`, `T.shared.a`; where an expression ends and
/// where the chain before a `.property` starts; `try`, casts and parentheses stripped, and the
/// sides of `a ?? b` and `c ? a : b`.
enum ExpressionChain {
    /// One link of a chain like `(x as! AppDelegate).manager.activity(for: item)`.
    enum Link {
        case name(String, at: Int)
        case call(String, at: Int)
        /// A parenthesized expression (a cast), by its brackets.
        case group(open: Int, close: Int)
    }

    /// `T` of `x as! T` / `x as? T` at the top level of a range.
    static func cast(in range: Range<Int>, _ file: CodeFile) -> String? {
        let tokens = file.tokens
        for index in range where tokens[index].isWord("as") && isTopLevel(index, in: range, file) {
            var next = index + 1
            while next < range.upperBound, tokens[next].isSymbol("!") || tokens[next].isSymbol("?") { next += 1 }
            if next < range.upperBound, tokens[next].kind == .word { return tokens[next].text }
        }
        return nil
    }

    /// The range without `try`, `await`, a trailing `!` or `?`, or enclosing parentheses.
    static func trimmed(_ range: Range<Int>, _ file: CodeFile) -> Range<Int> {
        let tokens = file.tokens
        var range = range
        while let first = range.first, tokens[first].isWord("try") || tokens[first].isWord("await") || (tokens[first].isSymbol("?") || tokens[first].isSymbol("!")) && first > 0 && tokens[first - 1].isWord("try") {
            range = (first + 1)..<range.upperBound
        }
        while let last = range.last, tokens[last].isSymbol("!") || tokens[last].isSymbol("?") || tokens[last].isSymbol(";") { range = range.lowerBound..<last }
        if let first = range.first, tokens[first].isSymbol("("), file.partner[first] == range.upperBound - 1, cast(in: (first + 1)..<(range.upperBound - 1), file) == nil {
            return trimmed((first + 1)..<(range.upperBound - 1), file)
        }
        return range
    }

    /// The sides of `a ?? b` or `c ? a : b` at the top level; nil for neither.
    static func alternatives(_ range: Range<Int>, _ file: CodeFile) -> [Range<Int>]? {
        let tokens = file.tokens
        var index = range.lowerBound
        while index < range.upperBound {
            if let partner = file.partner[index], partner > index {
                index = partner + 1
                continue
            }
            if tokens[index].isSymbol("?"), index + 1 < range.upperBound, tokens[index + 1].isSymbol("?") {
                return [range.lowerBound..<index, (index + 2)..<range.upperBound]
            }
            // A ternary's `?` is followed by neither `.` (optional chaining) nor is it `as?` or `try?`.
            if tokens[index].isSymbol("?"), index > range.lowerBound, index + 1 < range.upperBound, !tokens[index + 1].isSymbol("."),
               !tokens[index - 1].isWord("as"), !tokens[index - 1].isWord("try"),
               let colon = (index..<range.upperBound).first(where: { tokens[$0].isSymbol(":") && isTopLevel($0, in: range, file) }) {
                return [(index + 1)..<colon, (colon + 1)..<range.upperBound]
            }
            index += 1
        }
        return nil
    }

    static func isTopLevel(_ index: Int, in range: Range<Int>, _ file: CodeFile) -> Bool {
        var cursor = range.lowerBound
        while cursor < index {
            if let partner = file.partner[cursor], partner > cursor {
                if partner >= index { return false }
                cursor = partner + 1
                continue
            }
            cursor += 1
        }
        return true
    }

    /// `self.a?.b(...)`, `(x as! T).a`, `T.shared.a` as links; nil for anything else
    /// (subscripts, operators, closures).
    static func links(_ range: Range<Int>, _ file: CodeFile) -> [Link]? {
        let tokens = file.tokens
        var links: [Link] = []
        var index = range.lowerBound
        var expectLink = true
        while index < range.upperBound {
            let token = tokens[index]
            if expectLink {
                if token.kind == .word {
                    if index + 1 < range.upperBound, tokens[index + 1].isSymbol("("), let close = file.partner[index + 1], close < range.upperBound {
                        links.append(.call(token.text, at: index))
                        index = close + 1
                    } else {
                        links.append(.name(token.text, at: index))
                        index += 1
                    }
                } else if token.isSymbol("("), links.isEmpty, let close = file.partner[index], close < range.upperBound {
                    links.append(.group(open: index, close: close))
                    index = close + 1
                } else {
                    return nil
                }
                expectLink = false
            } else if token.isSymbol("?") || token.isSymbol("!") {
                index += 1
            } else if token.isSymbol(".") {
                expectLink = true
                index += 1
            } else {
                return nil
            }
        }
        return links.isEmpty || expectLink ? nil : links
    }

    /// An Objective-C message that is the whole range, `[receiver selector...]`: the receiver's
    /// tokens (a name, a literal, another message) and where the selector's first word is.
    static func message(_ range: Range<Int>, _ file: CodeFile) -> (receiver: Range<Int>, selector: Int)? {
        let tokens = file.tokens
        guard file.language == .objectiveC, range.count >= 4, tokens[range.lowerBound].isSymbol("["), file.partner[range.lowerBound] == range.upperBound - 1 else { return nil }
        let start = range.lowerBound + 1
        var end = start
        if tokens[start].isSymbol("@"), start + 1 < range.upperBound, let close = file.partner[start + 1], close > start + 1 {
            end = close + 1
        } else if tokens[start].isSymbol("["), let close = file.partner[start], close > start {
            end = close + 1
        } else if tokens[start].kind == .word {
            end = start + 1
        }
        guard end > start, end < range.upperBound - 1, tokens[end].kind == .word else { return nil }
        return (start..<end, end)
    }

    static func start(of link: Link) -> Int {
        switch link {
        case .name(_, let index), .call(_, let index): index
        case .group(let open, _): open
        }
    }

    /// Where the receiver chain that ends at `end` (the `.` before a property) starts.
    static func start(ofChainEndingAt end: Int, _ file: CodeFile) -> Int {
        let tokens = file.tokens
        var cursor = end
        while cursor > 0 {
            let previous = cursor - 1
            let token = tokens[previous]
            // A chain goes on to the next line only with a leading `.`.
            guard token.line == tokens[cursor].line || tokens[cursor].isSymbol(".") else { break }
            if token.isSymbol(")"), let open = file.partner[previous], open < previous {
                cursor = open > 0 && tokens[open - 1].kind == .word ? open - 1 : open
                continue
            }
            guard token.kind == .word || token.isSymbol(".") || token.isSymbol("?") || token.isSymbol("!") else { break }
            cursor = previous
        }
        return cursor
    }

    /// Where an expression from `start` ends: at `;`, `}`, a top-level `{` or `,` (an `if let`'s
    /// block, the next binding) or `else`, or the end of its line unless the next line goes on
    /// with `.` (a chain).
    static func expressionEnd(_ file: CodeFile, from start: Int, limit: Int) -> Int {
        let tokens = file.tokens
        var end = start
        var line = start < limit ? tokens[start].line : 0
        while end < limit {
            let token = tokens[end]
            if token.isSymbol(";") || token.isSymbol("}") || token.isSymbol("{") || token.isSymbol(",") || token.isWord("else") { break }
            if token.line != line {
                guard token.isSymbol(".") else { break }
                line = token.line
            }
            if let close = file.partner[end], close > end, close < limit {
                end = close + 1
                continue
            }
            end += 1
        }
        return end
    }

    static func isNamed(_ function: CodeFunction, _ name: String, language: SourceTokenizer.Language) -> Bool {
        language == .swift ? function.name == name || function.name.hasPrefix(name + "(") : function.name == name || function.name.hasPrefix(name + ":")
    }

    /// An expression's text as written (its first 60 characters).
    static func text(_ tokens: ArraySlice<SourceToken>) -> String {
        var text = ""
        for token in tokens {
            // An interpolation's place in a string (the tokenizer's U+FFFC) shown as one.
            let piece = token.kind == .string ? "\"" + token.text.replacing("\u{FFFC}", with: "\\(...)") + "\"" : token.text
            let glued = token.kind == .symbol && !token.isSymbol("=") || text.last.map { "(.[!?".contains($0) } ?? true
            text += (glued ? "" : " ") + piece
        }
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }
}
