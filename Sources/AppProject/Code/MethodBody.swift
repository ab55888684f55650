/// What a method's body does, read from its tokens: what it returns, whether it calls the
/// superclass's implementation, which values it encodes, which controllers it adds as
/// children, which activity types it creates.
public struct MethodBody: Sendable {
    public enum Returned: Sendable, Equatable {
        case falseValue, trueValue, nilValue
        /// A new object of this type: `Type(...)`, `Type.init(...)`, `[[Type alloc] init...]`.
        case construction(String)
        case other
    }

    let file: CodeFile
    let range: Range<Int>

    init(_ file: CodeFile, _ function: CodeFunction) {
        self.file = file
        self.range = function.body
    }

    var tokens: ArraySlice<SourceToken> { file.tokens[range] }

    /// Each `return` with what follows it; a Swift body of one expression returns it.
    public var returns: [(line: Int, value: Returned)] {
        var found: [(Int, Returned)] = []
        let tokens = file.tokens
        for index in range where tokens[index].isWord("return") {
            found.append((tokens[index].line, value(at: index + 1)))
        }
        if found.isEmpty, file.language == .swift, !range.isEmpty, !tokens[range].contains(where: { $0.isSymbol(";") }) {
            let value = value(at: range.lowerBound)
            if value != .other { found.append((tokens[range.lowerBound].line, value)) }
        }
        return found
    }

    func value(at index: Int) -> Returned {
        let tokens = file.tokens
        guard index < range.upperBound else { return .other }
        let token = tokens[index]
        if token.kind == .word {
            switch token.text {
            case "false", "NO": return .falseValue
            case "true", "YES": return .trueValue
            case "nil": return .nilValue
            default: break
            }
        }
        func isType(_ token: SourceToken) -> Bool { token.kind == .word && token.text.first?.isUppercase == true }
        if isType(token), index + 1 < range.upperBound {
            if tokens[index + 1].isSymbol("(") { return .construction(token.text) }
            if index + 3 < range.upperBound, tokens[index + 1].isSymbol("."), tokens[index + 2].isWord("init"), tokens[index + 3].isSymbol("(") {
                return .construction(token.text)
            }
        }
        if token.isSymbol("["), index + 3 < range.upperBound, tokens[index + 1].isSymbol("["), isType(tokens[index + 2]), tokens[index + 3].isWord("alloc") {
            return .construction(tokens[index + 2].text)
        }
        if token.isSymbol("["), index + 2 < range.upperBound, isType(tokens[index + 1]), tokens[index + 2].isWord("new") {
            return .construction(tokens[index + 1].text)
        }
        return .other
    }

    /// `super.<name>` (Swift) or `[super <name>` (Objective-C).
    public func callsSuper(_ swiftName: String, _ selectorStart: String) -> Bool {
        let tokens = file.tokens
        for index in range where tokens[index].isWord("super") && index + 2 < range.upperBound {
            if tokens[index + 1].isSymbol("."), tokens[index + 2].isWord(swiftName) { return true }
            if index > range.lowerBound, tokens[index - 1].isSymbol("["), tokens[index + 1].isWord(selectorStart) { return true }
        }
        return false
    }

    /// `super.init(coder:` / `self.init(coder:` / `[super initWithCoder:`: the storyboard's
    /// values (its restoration identifier among them) are decoded.
    public var callsInitWithCoder: Bool {
        let tokens = file.tokens
        for index in range where (tokens[index].isWord("super") || tokens[index].isWord("self")) && index + 4 < range.upperBound {
            if tokens[index + 1].isSymbol("."), tokens[index + 2].isWord("init"), tokens[index + 3].isSymbol("("), tokens[index + 4].isWord("coder") { return true }
            if index > range.lowerBound, tokens[index - 1].isSymbol("["), tokens[index + 1].isWord("initWithCoder") { return true }
        }
        return false
    }

    /// The first word of each value handed to `encode(...)` / `encodeObject:`.
    public var encodedValues: [String] {
        var values: [String] = []
        let tokens = file.tokens
        for index in range where index + 2 < range.upperBound {
            if tokens[index].isWord("encode"), tokens[index + 1].isSymbol("(") {
                values.append(firstWord(from: index + 2))
            } else if tokens[index].kind == .word, tokens[index].text.hasPrefix("encode"), !tokens[index].text.hasPrefix("encodeRestorableState"),
                      tokens[index + 1].isSymbol(":") {
                values.append(firstWord(from: index + 2))
            }
        }
        return values
    }

    /// The first name of an expression (`self.list` -> `list`, `children` -> `children`).
    func firstWord(from start: Int) -> String {
        var index = start
        let tokens = file.tokens
        while index < range.upperBound, tokens[index].isWord("self") || tokens[index].isSymbol(".") || tokens[index].isSymbol("[") { index += 1 }
        return index < range.upperBound && tokens[index].kind == .word ? tokens[index].text : ""
    }

    /// The names given to `addChild(...)` / `addChildViewController:`; an expression that is not
    /// a name gives "".
    public var addedChildren: [String] {
        var names: [String] = []
        let tokens = file.tokens
        for index in range where index + 2 < range.upperBound {
            if tokens[index].isWord("addChild"), tokens[index + 1].isSymbol("(") {
                let name = firstWord(from: index + 2)
                let simple = index + 3 < range.upperBound && (tokens[index + 3].isSymbol(")") || tokens[index + 2].isWord("self"))
                names.append(simple ? name : "")
            } else if tokens[index].isWord("addChildViewController"), tokens[index + 1].isSymbol(":") {
                names.append(firstWord(from: index + 2))
            }
        }
        return names
    }

    /// The activity types it creates: string literals, or names `constants` resolves; an
    /// unresolved name is returned as nil (not understood).
    public func activityTypes(constants: [String: String]) -> [String?] {
        var types: [String?] = []
        let tokens = file.tokens
        for index in range where index + 2 < range.upperBound {
            guard (tokens[index].isWord("activityType") && tokens[index + 1].isSymbol(":") && index > range.lowerBound && !tokens[index - 1].isSymbol("."))
                || (tokens[index].isWord("initWithActivityType") && tokens[index + 1].isSymbol(":"))
            else { continue }
            let value = tokens[index + 2]
            if value.kind == .string {
                types.append(value.text)
            } else {
                var end = index + 2
                while end + 2 < range.upperBound, tokens[end + 1].isSymbol("."), tokens[end + 2].kind == .word { end += 2 }
                types.append(constants[tokens[end].text])
            }
        }
        return types
    }

    /// Whether the body mentions a word.
    public func mentions(_ word: String) -> Bool { tokens.contains { $0.isWord(word) } }
}
