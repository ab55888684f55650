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

    /// A body by its token range.
    init(_ file: CodeFile, body: Range<Int>) {
        self.file = file
        self.range = body
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
        callsSuper(bases: [swiftName], selectorStart: selectorStart)
    }

    /// Whether it calls the superclass's implementation of a method, however it is spelled
    /// (`super.encodeRestorableState(with:`, Swift 2's `super.encodeRestorableStateWithCoder(`,
    /// `[super encodeRestorableStateWithCoder:`).
    public func callsSuper(_ spellings: MethodSpellings) -> Bool {
        let bases = (spellings.swift + spellings.swift2).map { String($0.prefix { $0 != "(" }) }
        return callsSuper(bases: Set(bases), selectorStart: String(spellings.selector.prefix { $0 != ":" }))
    }

    func callsSuper(bases: Set<String>, selectorStart: String) -> Bool {
        let tokens = file.tokens
        for index in range where tokens[index].isWord("super") && index + 2 < range.upperBound {
            if tokens[index + 1].isSymbol("."), tokens[index + 2].kind == .word, bases.contains(tokens[index + 2].text) { return true }
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

    /// The children it adds to itself, `addChild(x)` or `self.addChild(x)` (Objective-C
    /// `[self addChildViewController:x]`), with their line: the name of `x`, or "" for an
    /// expression that is not a name. `addChild` on another receiver (a progress, a tree
    /// node, another controller) is not this controller's.
    public var addedChildren: [(name: String, line: Int)] {
        var found: [(String, Int)] = []
        let tokens = file.tokens
        for index in range where index + 2 < range.upperBound {
            if tokens[index].isWord("addChild"), tokens[index + 1].isSymbol("("), isOnSelf(index) {
                let name = firstWord(from: index + 2)
                var end = index + 2
                while end < range.upperBound, tokens[end].isWord("self") || tokens[end].isSymbol(".") || tokens[end].kind == .word, !tokens[end].isSymbol(")") {
                    end += 1
                }
                found.append((end < range.upperBound && tokens[end].isSymbol(")") ? name : "", tokens[index].line))
            } else if tokens[index].isWord("addChildViewController"), tokens[index + 1].isSymbol(":"), index >= 2, tokens[index - 1].isWord("self"),
                      tokens[index - 2].isSymbol("[") {
                found.append((firstWord(from: index + 2), tokens[index].line))
            }
        }
        return found
    }

    /// A call at `index` made on the object itself: no receiver, or `self.`.
    func isOnSelf(_ index: Int) -> Bool {
        let tokens = file.tokens
        guard index > range.lowerBound, tokens[index - 1].isSymbol(".") else { return true }
        return index - 2 >= range.lowerBound && tokens[index - 2].isWord("self") && !(index - 3 >= range.lowerBound && tokens[index - 3].isSymbol("."))
    }

    /// Local names and the types the body gives them: `let x = T(...)`, `var x: T`,
    /// Objective-C's `T *x = ...`.
    public var localTypes: [String: String] {
        var found: [String: String] = [:]
        let tokens = file.tokens
        for index in range where index + 3 < range.upperBound {
            if tokens[index].isWord("let") || tokens[index].isWord("var"), let (name, type) = CodeDeclarations.swiftProperty(tokens, at: index, end: range.upperBound) {
                found[name] = type
            } else if tokens[index].kind == .word, tokens[index].text.first?.isUppercase == true, tokens[index + 1].isSymbol("*"), tokens[index + 2].kind == .word,
                      tokens[index + 3].isSymbol("=") {
                found[tokens[index + 2].text] = tokens[index].text
            }
        }
        return found
    }

    /// The types it constructs: `T(...)`, `T.init(...)`, `[[T alloc] init...]`, `[T new]`.
    public var constructedTypes: [(name: String, line: Int)] {
        var found: [(String, Int)] = []
        for index in range {
            if case .construction(let name) = value(at: index), !(index > range.lowerBound && file.tokens[index - 1].isSymbol(".")) {
                found.append((name, file.tokens[index].line))
            }
        }
        return found
    }

    /// The line where it makes a window or sets a window's root controller, if it does:
    /// `UIWindow(...)`, `[[UIWindow alloc] ...]`, `.rootViewController = ...`,
    /// `setRootViewController:`.
    public var windowOrRootLine: Int? { windowOrRoot?.line }

    /// Where it makes a window or sets a window's root controller (the statement's start).
    public var windowOrRoot: (line: Int, column: Int)? {
        let tokens = file.tokens
        for index in range where index + 1 < range.upperBound {
            let token = tokens[index]
            if token.isWord("UIWindow"), tokens[index + 1].isSymbol("(") || (index > range.lowerBound && tokens[index - 1].isSymbol("[") && tokens[index + 1].isWord("alloc")) {
                return (token.line, FileFacts.statementStart(tokens, before: index).column)
            }
            if token.isWord("rootViewController"), tokens[index + 1].isSymbol("="), !(index + 2 < range.upperBound && tokens[index + 2].isSymbol("=")),
               index > range.lowerBound, tokens[index - 1].isSymbol(".") {
                return (token.line, FileFacts.statementStart(tokens, before: index).column)
            }
            if token.isWord("setRootViewController"), tokens[index + 1].isSymbol(":") { return (token.line, FileFacts.statementStart(tokens, before: index).column) }
        }
        return nil
    }

    /// What each `return` returns, as its tokens up to the end of the statement (a Swift body
    /// of one expression: that expression).
    public var returnedExpressions: [(line: Int, tokens: ArraySlice<SourceToken>)] {
        let tokens = file.tokens
        var found: [(Int, ArraySlice<SourceToken>)] = []
        func statement(from start: Int) -> ArraySlice<SourceToken> {
            var end = start
            let line = start < range.upperBound ? tokens[start].line : 0
            while end < range.upperBound, !tokens[end].isSymbol(";"), !tokens[end].isSymbol("}"), tokens[end].line == line || tokens[end].isSymbol(".") || tokens[end].isSymbol("?") {
                if let close = file.partner[end], close > end, close < range.upperBound { end = close }
                end += 1
            }
            return tokens[start..<end]
        }
        for index in range where tokens[index].isWord("return") { found.append((tokens[index].line, statement(from: index + 1))) }
        if found.isEmpty, file.language == .swift, !range.isEmpty { found.append((tokens[range.lowerBound].line, statement(from: range.lowerBound))) }
        return found
    }

    /// Whether the body mentions a word.
    public func mentions(_ word: String) -> Bool { tokens.contains { $0.isWord(word) } }
}
