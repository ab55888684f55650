import PropertyList

/// A Swift expression in a manifest, as a token range: enough to read the literal parts of
/// calls like `.target(name: "App", product: .app, infoPlist: .extendingDefault(with: [...]))`
/// without running them.
struct SwiftExpression {
    /// A Swift file's tokens with each bracket's partner.
    final class File {
        let tokens: [SourceToken]
        /// The text the tokens were read from.
        let bytes: [UInt8]
        let partner: BracketPartners

        /// `line`: the line the bytes start on in their file (an interpolation's text).
        init(_ bytes: [UInt8], line: Int = 1) {
            let read = SourceTokenizer.tokens(bytes, language: .swift).tokens
            tokens = line == 1 ? read : read.map { SourceToken($0.kind, $0.text, line: $0.line + line - 1, column: $0.column) }
            self.bytes = bytes
            var notes: [(line: Int, text: String)] = []
            partner = CodeDeclarations.partners(tokens, notes: &notes)
        }

        /// Every call `name(...)` of one of `names` (`Project(`, `.target(`).
        func calls(named names: Set<String>) -> [Call] {
            tokens.indices.compactMap { index in
                guard tokens[index].kind == .word, names.contains(tokens[index].text), index + 1 < tokens.count, tokens[index + 1].isSymbol("("),
                      let close = partner[index + 1] else { return nil }
                return Call(file: self, name: tokens[index].text, open: index + 1, close: close)
            }
        }

        /// `let name = <expression>` and `static let name = ...` at any level: the last
        /// expression each name is given.
        func constants() -> [String: SwiftExpression] {
            var found: [String: SwiftExpression] = [:]
            for index in tokens.indices where tokens[index].isWord("let") || tokens[index].isWord("var") {
                guard index + 2 < tokens.count, tokens[index + 1].kind == .word else { continue }
                var start = index + 2
                if tokens[start].isSymbol(":") {
                    while start < tokens.count, !tokens[start].isSymbol("="), !tokens[start].isSymbol("{") { start += 1 }
                }
                guard start < tokens.count, tokens[start].isSymbol("=") else { continue }
                found[tokens[index + 1].text] = SwiftExpression(file: self, range: (start + 1)..<end(from: start + 1))
            }
            return found
        }

        /// Where an expression starting at `start` ends: a `,`, a closing bracket or a new
        /// declaration at its own level.
        func end(from start: Int) -> Int {
            var index = start
            while index < tokens.count {
                let token = tokens[index]
                if let close = partner[index], close > index {
                    index = close + 1
                    continue
                }
                if token.isSymbol(",") || token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") || token.isSymbol(";") { break }
                if index > start, token.kind == .word, ["let", "var", "static", "public", "func", "private", "internal", "import"].contains(token.text) { break }
                index += 1
            }
            return index
        }
    }

    struct Call {
        let file: File
        let name: String
        /// The `(` and `)` tokens.
        let open: Int
        let close: Int

        var line: Int { file.tokens[open].line }

        /// Each argument with its label (nil for an unlabeled one).
        func labeled() -> [(label: String?, value: SwiftExpression)] {
            SwiftExpression(file: file, range: (open + 1)..<close).split().map { part in
                let tokens = file.tokens
                if part.range.count >= 2, tokens[part.range.lowerBound].kind == .word, tokens[part.range.lowerBound + 1].isSymbol(":") {
                    return (tokens[part.range.lowerBound].text, SwiftExpression(file: file, range: (part.range.lowerBound + 2)..<part.range.upperBound))
                }
                return (nil, part)
            }
        }

        func argument(_ label: String) -> SwiftExpression? { labeled().first { $0.label == label }?.value }
        func arguments() -> [SwiftExpression] { labeled().map(\.value) }
    }

    let file: File
    let range: Range<Int>

    var tokens: ArraySlice<SourceToken> { file.tokens[range] }
    var line: Int? { range.isEmpty ? nil : file.tokens[range.lowerBound].line }

    /// The parts between top-level commas.
    func split() -> [SwiftExpression] {
        var parts: [SwiftExpression] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if let close = file.partner[index], close > index {
                index = close + 1
                continue
            }
            if file.tokens[index].isSymbol(",") {
                if index > start { parts.append(SwiftExpression(file: file, range: start..<index)) }
                start = index + 1
            }
            index += 1
        }
        if start < range.upperBound { parts.append(SwiftExpression(file: file, range: start..<range.upperBound)) }
        return parts
    }

    /// An array literal's elements (`[a, b]`); empty for anything else.
    func elements() -> [SwiftExpression] {
        guard let first = range.first, file.tokens[first].isSymbol("["), let close = file.partner[first], close < range.upperBound else { return [] }
        return SwiftExpression(file: file, range: (first + 1)..<close).split()
    }

    /// The call this expression is: `.name(...)`, `Name(...)`, `Type.name(...)`.
    func call() -> Call? {
        var index = range.lowerBound
        while index + 1 < range.upperBound, file.tokens[index].isSymbol(".") || (file.tokens[index].kind == .word && file.tokens[index + 1].isSymbol(".")) {
            index += 1
        }
        guard index + 1 < range.upperBound, file.tokens[index].kind == .word, file.tokens[index + 1].isSymbol("("),
              let close = file.partner[index + 1], close < range.upperBound else { return nil }
        return Call(file: file, name: file.tokens[index].text, open: index + 1, close: close)
    }

    /// The expression when it is one string literal.
    var stringLiteral: String? {
        range.count == 1 && file.tokens[range.lowerBound].kind == .string ? file.tokens[range.lowerBound].text : nil
    }

    var stringLiterals: [String] { tokens.filter { $0.kind == .string }.map(\.text) }
    var words: [String] { tokens.filter { $0.kind == .word }.map(\.text) }

    /// A literal as a property list value: strings, numbers, `true`/`false`, arrays,
    /// dictionaries, and Tuist's `.string(...)`, `.boolean(...)`, `.integer(...)`,
    /// `.array(...)`, `.dictionary(...)`; nil for anything computed.
    func propertyList(depth: Int = 0) -> PropertyListValue? {
        guard let first = range.first, depth < 64 else { return nil }
        let token = file.tokens[first]
        if range.count == 1 {
            switch token.kind {
            case .string: return .string(token.text)
            case .number: return Int128(token.text).map { .integer($0) } ?? Double(token.text).map { .real64($0) }
            case .word where token.text == "true" || token.text == "false": return .bool(token.text == "true")
            default: return nil
            }
        }
        if token.isSymbol("["), let close = file.partner[first], close == range.upperBound - 1 {
            let parts = SwiftExpression(file: file, range: (first + 1)..<close).split()
            // `[:]`, or `key: value` parts: a dictionary.
            if parts.count == 1, parts[0].range.count == 1, file.tokens[parts[0].range.lowerBound].isSymbol(":") { return .dictionary([]) }
            if let firstPart = parts.first, firstPart.topLevelColon != nil {
                var entries: [PropertyListEntry] = []
                for part in parts {
                    guard let colon = part.topLevelColon, let key = SwiftExpression(file: file, range: part.range.lowerBound..<colon).stringLiteral,
                          let value = SwiftExpression(file: file, range: (colon + 1)..<part.range.upperBound).propertyList(depth: depth + 1) else { return nil }
                    entries.append(PropertyListEntry(key, value))
                }
                return .dictionary(entries)
            }
            var items: [PropertyListValue] = []
            for part in parts {
                guard let value = part.propertyList(depth: depth + 1) else { return nil }
                items.append(value)
            }
            return .array(items)
        }
        if let call = call(), ["string", "boolean", "integer", "real", "array", "dictionary"].contains(call.name), let argument = call.arguments().first {
            return argument.propertyList(depth: depth + 1)
        }
        return nil
    }

    /// The `:` of a dictionary element (`"key": value`), outside brackets.
    var topLevelColon: Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if let close = file.partner[index], close > index {
                index = close + 1
                continue
            }
            if file.tokens[index].isSymbol(":") { return index }
            index += 1
        }
        return nil
    }
}
