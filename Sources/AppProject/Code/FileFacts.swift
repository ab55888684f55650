/// What one source file does that restoration depends on, wherever it happens: the
/// restoration identifiers, restoration classes and user activities it assigns (with what
/// they are assigned to), the activities it creates, and the string constants it defines.
/// Read once per file, shared by every target that compiles it.
public struct FileFacts: Sendable {
    /// `receiver.property = value` (or Objective-C's `[receiver setProperty:value]`).
    public struct Assignment: Sendable {
        public var line: Int
        /// The names before the property, outermost first: `["self", "view", "window",
        /// "windowScene"]`; empty for a bare `property = ...` (the enclosing object).
        public var receiver: [String]
        /// The first token of the value (`nil`, a literal's text, a name).
        public var value: String
        public var valueIsLiteral: Bool
        /// The enclosing type's index in the file's `types`, and the function's body range.
        public var type: Int?
        public var function: Range<Int>?
        /// Where the statement starts on its line (the receiver's first name).
        public var column: Int = 1
        /// The token index of the property's name.
        public var index: Int = 0
    }

    /// `NSUserActivity(activityType: <expression>)`: where, and the expression's tokens.
    public struct ActivityConstruction: Sendable {
        public var line: Int
        public var expression: Range<Int>
        public var type: Int?
        public var function: Range<Int>?
        public var column: Int = 1
    }

    public var restorationIdentifiers: [Assignment] = []
    public var restorationClasses: [Assignment] = []
    public var userActivities: [Assignment] = []
    public var activities: [ActivityConstruction] = []
    /// `@SceneStorage("key")` keys.
    public var sceneStorage: [(line: Int, key: String)] = []
    /// String constants: `let name = "text"` at the file's top level or a type's, `static let`,
    /// an enum's cases' raw values (`Kind.browse`), `NSString *const name = @"text"`,
    /// `#define name @"text"`. Keyed by the bare name and by `Type.name`.
    public var constants: [String: String] = [:]
    /// String constants of a body (a method's, a getter's, a closure's): by the bare name
    /// only, never `Type.name`, and found after the members (`let activityType = ""` in a
    /// computed `activityType` that reads the real one from the bundle is not its value).
    public var localConstants: [String: String] = [:]
    /// Number constants likewise (`static let version = 11.0`), as written.
    public var numbers: [String: String] = [:]
    /// Lines reading `.stateRestorationActivity` (a session's saved activity).
    public var restoredActivityReads: [Int] = []

    /// The constants in the order the file defines them (`keepsFirst`: a later one of that
    /// key does not replace it), made into `constants` once at the end, its size known: a
    /// dictionary grown one key at a time hashed each key again at every growth.
    private var definitions: [(key: String, value: String, keepsFirst: Bool)] = []

    mutating func define(_ key: String, _ value: String, keepsFirst: Bool = false) {
        definitions.append((key, value, keepsFirst))
    }

    /// The words the reader looks at (the cases of `init`'s switch), and a table of their
    /// first letters and one of their lengths, which turn most other words away without a
    /// string comparison.
    static let words = [
        "restorationIdentifier", "restorationClass", "userActivity", "setRestorationIdentifier", "setRestorationClass", "setUserActivity",
        "stateRestorationActivity", "activityType", "initWithActivityType", "SceneStorage", "let", "var", "case", "const",
    ]
    static let firstLetters: [Bool] = (0...255).map { byte in words.contains { $0.utf8.first == UInt8(byte) } }
    static let lengths: [Bool] = (0...31).map { length in words.contains { $0.utf8.count == length } }

    /// The innermost type (its index in the file) and function body that hold a token.
    static func owner(in file: CodeFile, at index: Int) -> (type: Int?, function: Range<Int>?) {
        file.enclosing.owner(at: index)
    }

    /// The `let`s and `var`s of a body, not of the file's top level or a type's: the innermost
    /// brace open at each is not a type's.
    static func localDeclarations(in file: CodeFile) -> Set<Int> {
        let tokens = file.tokens
        let typeBraces = Set(file.types.compactMap { $0.body.map { $0.lowerBound - 1 } })
        var open: [Int] = []
        var locals: Set<Int> = []
        for index in tokens.indices {
            let token = tokens[index]
            guard let first = token.text.utf8.first else { continue }
            switch first {
            case UInt8(ascii: "{") where token.kind == .symbol: open.append(index)
            case UInt8(ascii: "}") where token.kind == .symbol: _ = open.popLast()
            case UInt8(ascii: "l"), UInt8(ascii: "v"):
                if token.kind == .word, token.isWord("let") || token.isWord("var"), let brace = open.last, !typeBraces.contains(brace) { locals.insert(index) }
            default: continue
            }
        }
        return locals
    }

    init(_ file: CodeFile) {
        let tokens = file.tokens
        let firstLetters = Self.firstLetters, lengths = Self.lengths
        // The index and the types alone, not the file: a closure over it copies it.
        let enclosing = file.enclosing, types = file.types
        func owner(_ index: Int) -> (type: Int?, function: Range<Int>?) { enclosing.owner(at: index) }
        let locals = Self.localDeclarations(in: file)
        for index in tokens.indices where tokens[index].kind == .word {
            let token = tokens[index]
            // Most words are none of those below: their first letter and length say so without
            // comparing (`value12` starts as `var` does, and a switch compares it with each).
            guard let first = token.text.utf8.first, firstLetters[Int(first)], lengths[min(token.text.utf8.count, 31)] else { continue }
            // The bindings first: the most frequent by far.
            switch token.text {
            case "let", "var", "case", "const":
                constant(at: index, tokens: tokens, types: types, owner: owner, local: locals.contains(index))
            case "restorationIdentifier", "restorationClass", "userActivity":
                if index + 2 < tokens.count, tokens[index + 1].isSymbol("="), !tokens[index + 2].isSymbol("="), !Self.isBinding(tokens, index) {
                    record(token.text, at: index, valueAt: index + 2, tokens: tokens, owner: owner(index))
                }
            case "setRestorationIdentifier", "setRestorationClass", "setUserActivity":
                // `[receiver setX:...]`, the receiver a name or a chain of them (`[self.drawerController setX:...]`).
                if index + 2 < tokens.count, tokens[index + 1].isSymbol(":"), index > 1, let receiver = Self.messageReceiver(tokens, before: index) {
                    let property = String(token.text.dropFirst(3).prefix(1).lowercased() + token.text.dropFirst(4))
                    record(property, at: index, valueAt: index + 2, tokens: tokens, owner: owner(index), receiver: receiver)
                }
            case "stateRestorationActivity":
                if index > 0, tokens[index - 1].isSymbol("."), !(index + 1 < tokens.count && tokens[index + 1].isSymbol("(")) {
                    restoredActivityReads.append(token.line)
                }
            case "activityType", "initWithActivityType":
                if index + 2 < tokens.count, tokens[index + 1].isSymbol(":"), Self.constructsActivity(tokens, index) {
                    var end = index + 2
                    while end < tokens.count, !tokens[end].isSymbol(")"), !tokens[end].isSymbol("]"), !tokens[end].isSymbol(","), end < index + 40 { end += 1 }
                    let place = owner(index)
                    // The construction starts at `NSUserActivity` (or Objective-C's `[[`).
                    let start = token.text == "initWithActivityType" ? max(0, index - 5) : tokens[index - 2].isWord("init") ? index - 4 : index - 2
                    activities.append(ActivityConstruction(line: token.line, expression: (index + 2)..<end, type: place.type, function: place.function,
                                                           column: tokens[start].line == token.line ? tokens[start].column : token.column))
                }
            case "SceneStorage":
                if index > 0, tokens[index - 1].isSymbol("@"), index + 2 < tokens.count, tokens[index + 1].isSymbol("("), tokens[index + 2].kind == .string {
                    sceneStorage.append((token.line, tokens[index + 2].text))
                }
            default:
                continue
            }
        }
        for (name, value) in file.stringMacros { define(name, value) }
        constants.reserveCapacity(definitions.count)
        for definition in definitions where !(definition.keepsFirst && constants[definition.key] != nil) { constants[definition.key] = definition.value }
        definitions = []
    }

    /// The names of an Objective-C message's receiver before its selector at `index`
    /// (`[nav setX:` → nav, `[self.drawerController setX:` → self, drawerController); nil
    /// when the receiver is anything else.
    static func messageReceiver(_ tokens: [SourceToken], before index: Int) -> [String]? {
        var names: [String] = []
        var cursor = index - 1
        while cursor > 0, tokens[cursor].kind == .word {
            names.insert(tokens[cursor].text, at: 0)
            guard cursor > 1, tokens[cursor - 1].isSymbol(".") else { break }
            cursor -= 2
        }
        return !names.isEmpty && cursor > 0 && tokens[cursor - 1].isSymbol("[") ? names : nil
    }

    /// `let userActivity = ...`, `if let userActivity = ...`, `case let userActivity`: a new
    /// name, not an assignment to the property.
    static func isBinding(_ tokens: [SourceToken], _ index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        if previous.isWord("let") || previous.isWord("var") { return true }
        // Objective-C: `NSUserActivity *userActivity = ...`.
        return previous.isSymbol("*") && index > 1 && tokens[index - 2].kind == .word && tokens[index - 2].text.first?.isUppercase == true
    }

    /// `NSUserActivity(activityType:`, `NSUserActivity.init(activityType:`,
    /// `[[NSUserActivity alloc] initWithActivityType:`.
    static func constructsActivity(_ tokens: [SourceToken], _ index: Int) -> Bool {
        if tokens[index].text == "initWithActivityType" { return true }
        guard index >= 2, tokens[index - 1].isSymbol("(") else { return false }
        if tokens[index - 2].isWord("NSUserActivity") { return true }
        return index >= 4 && tokens[index - 2].isWord("init") && tokens[index - 3].isSymbol(".") && tokens[index - 4].isWord("NSUserActivity")
    }

    /// The first token of `a.b?.c = ...` (or Objective-C's `[a setC:...]`) whose property
    /// is at `index`: where the statement starts.
    static func statementStart(_ tokens: [SourceToken], before index: Int) -> SourceToken {
        if index >= 2, tokens[index].text.hasPrefix("set"), let receiver = messageReceiver(tokens, before: index) { return tokens[index - 2 * receiver.count] }
        var cursor = index
        while cursor > 0, tokens[cursor - 1].line == tokens[index].line {
            let previous = tokens[cursor - 1], current = tokens[cursor]
            let chained = current.isSymbol(".") || current.isSymbol("?") || current.isSymbol("!")
            guard previous.isSymbol(".") || previous.isSymbol("?") || previous.isSymbol("!") || (previous.kind == .word && chained) else { break }
            cursor -= 1
        }
        return tokens[cursor]
    }

    /// The names before `.property`, outermost first (`self.view.window?.windowScene`).
    static func receiver(_ tokens: [SourceToken], before index: Int) -> [String] {
        var names: [String] = []
        var cursor = index - 1
        while cursor > 0, tokens[cursor].isSymbol(".") {
            cursor -= 1
            while cursor > 0, tokens[cursor].isSymbol("?") || tokens[cursor].isSymbol("!") { cursor -= 1 }
            guard tokens[cursor].kind == .word else { break }
            names.insert(tokens[cursor].text, at: 0)
            cursor -= 1
        }
        return names
    }

    mutating func record(_ property: String, at index: Int, valueAt value: Int, tokens: [SourceToken], owner: (type: Int?, function: Range<Int>?),
                         receiver: [String]? = nil) {
        let valueToken = tokens[value]
        var text = valueToken.text
        // `X.self` and `[X class]`: the class named.
        if valueToken.isSymbol("["), value + 1 < tokens.count { text = tokens[value + 1].text }
        let names = receiver ?? Self.receiver(tokens, before: index)
        let assignment = Assignment(line: tokens[index].line, receiver: names, value: text,
                                    valueIsLiteral: valueToken.kind == .string, type: owner.type, function: owner.function,
                                    column: Self.statementStart(tokens, before: index).column, index: index)
        switch property {
        case "restorationIdentifier": restorationIdentifiers.append(assignment)
        case "restorationClass": restorationClasses.append(assignment)
        default: userActivities.append(assignment)
        }
    }

    /// Records a string constant defined at `index`, if one is.
    mutating func constant(at index: Int, tokens: [SourceToken], types: [CodeType], owner: (Int) -> (type: Int?, function: Range<Int>?), local: Bool = false) {
        let token = tokens[index]
        guard index + 1 < tokens.count, tokens[index + 1].kind == .word else { return }
        let name = tokens[index + 1].text
        switch token.text {
        case "let", "var":
            var cursor = index + 2
            if cursor + 1 < tokens.count, tokens[cursor].isSymbol(":"), tokens[cursor + 1].kind == .word { cursor += 2 }
            let alone = !(cursor + 2 < tokens.count && (tokens[cursor + 2].isSymbol("+") || tokens[cursor + 2].isSymbol(".") || tokens[cursor + 2].isSymbol("(")))
            if cursor + 1 < tokens.count, tokens[cursor].isSymbol("="), alone {
                // A body's `let` (a method's, a getter's) is no member: kept apart, by its name only.
                if local {
                    if tokens[cursor + 1].kind == .string { localConstants[name] = tokens[cursor + 1].text }
                    if tokens[cursor + 1].kind == .number { numbers[name] = tokens[cursor + 1].text }
                    return
                }
                let place = owner(index)
                let member = place.function == nil ? place.type.map { types[$0].name + "." + name } : nil
                if tokens[cursor + 1].kind == .string {
                    define(name, tokens[cursor + 1].text)
                    if let member { define(member, tokens[cursor + 1].text) }
                } else if tokens[cursor + 1].kind == .number {
                    numbers[name] = tokens[cursor + 1].text
                    if let member { numbers[member] = tokens[cursor + 1].text }
                }
            }
        case "case":
            // An enum's case: its raw value, or its name (a String enum's implicit raw value).
            guard let type = owner(index).type, types[type].kind == .enum else { return }
            var cursor = index + 1
            while cursor < tokens.count, tokens[cursor].kind == .word {
                let caseName = tokens[cursor].text
                var value = caseName
                if cursor + 2 < tokens.count, tokens[cursor + 1].isSymbol("="), tokens[cursor + 2].kind == .string {
                    value = tokens[cursor + 2].text
                    cursor += 2
                }
                define(types[type].name + "." + caseName, value)
                define("." + caseName, value, keepsFirst: true)
                guard cursor + 2 < tokens.count, tokens[cursor + 1].isSymbol(",") else { break }
                cursor += 2
            }
        case "const" where index + 3 < tokens.count && tokens[index + 2].isSymbol("=") && tokens[index + 3].kind == .string:
            define(name, tokens[index + 3].text)
        default:
            return
        }
    }
}
