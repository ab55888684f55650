/// The types and methods of one source file, found from its tokens: enough structure to ask
/// "does the app delegate implement this method, and what does its body return?", never a
/// full parse. Swift: `class`, `struct`, `enum`, `actor`, `extension`, `protocol` with their
/// inheritance lists, `func` and `init` with their argument labels and bodies. Objective-C:
/// `@interface` (superclass, protocols) and `@implementation` with their methods' selectors.
public final class CodeFile: Sendable {
    public let path: String
    public let language: SourceTokenizer.Language
    public let tokens: [SourceToken]
    public let types: [CodeType]
    /// Functions outside any type (Swift), rarely relevant.
    public let functions: [CodeFunction]
    public let notes: [(line: Int, text: String)]
    /// Objective-C's `#define NAME @"text"`.
    public let stringMacros: [String: String]
    /// For each `{`, `(` or `[` token, the index of its closing token (and back).
    let partner: BracketPartners
    /// The type and function that hold each token.
    let enclosing: EnclosingDeclarations
    /// Its `uistate:disable` comments; nil when it has none.
    public let suppressions: InlineSuppressions?
    /// The lines of its comments that say `TODO` or `FIXME`.
    public let todoLines: [Int]

    // A class: every method of the app carries its file (`CodeFacts.CodeClass.methods`), and
    // a copy of a struct of eleven arrays and strings retained each one.
    init(_ draft: CodeFileDraft) {
        path = draft.path
        language = draft.language
        tokens = draft.tokens
        types = draft.types
        functions = draft.functions
        notes = draft.notes
        stringMacros = draft.stringMacros
        partner = draft.partner
        enclosing = EnclosingDeclarations(types: draft.types, functions: draft.functions)
        suppressions = draft.suppressions
        todoLines = draft.todoLines
    }
}

/// A `CodeFile` while its declarations are read.
struct CodeFileDraft {
    var path: String
    var language: SourceTokenizer.Language
    var tokens: [SourceToken]
    var types: [CodeType]
    var functions: [CodeFunction]
    var notes: [(line: Int, text: String)]
    var stringMacros: [String: String]
    var partner: BracketPartners
    var suppressions: InlineSuppressions? = nil
    var todoLines: [Int] = []
}

public struct CodeType: Sendable {
    public enum Kind: String, Sendable { case `class`, `struct`, `enum`, actor, `extension`, `protocol`, interface, implementation }

    public var name: String
    public var kind: Kind
    /// The inheritance clause's names in order: the superclass first for a class.
    public var inherits: [String]
    /// Attributes written before it (`main`, `UIApplicationMain`, `objc`).
    public var attributes: [String]
    public var line: Int
    /// Where its declaration starts on that line (the keyword, `class` or `@interface`).
    public var column: Int = 1
    public var functions: [CodeFunction]
    /// Its body's token range in the file (between the braces), nil for an Objective-C interface.
    public var body: Range<Int>?
    /// Stored properties whose type is written or constructed: name -> type
    /// (`let list = NoteListViewController()`, `var detail: DetailViewController?`,
    /// `@property AccountViewController *account;`).
    public var properties: [String: String] = [:]
    /// The type (its index in the file's `types`) whose body declares it: a nested type's.
    public var enclosing: Int? = nil
}

public struct CodeFunction: Sendable {
    /// Swift: `application(_:shouldSaveSecureApplicationState:)`, `init(coder:)`.
    /// Objective-C: the selector, `application:shouldSaveSecureApplicationState:`.
    public var name: String
    /// `static`/`class` in Swift, `+` in Objective-C.
    public var isTypeMethod: Bool
    public var isOverride: Bool
    public var line: Int
    /// The body's token range (between the braces).
    public var body: Range<Int>
    /// Where the declaration starts on its line (`func`, `init`, Objective-C's `-`).
    public var column: Int = 1
    /// The name Swift 2 gave it when its first parameter is written with one name
    /// (`func application(application: UIApplication, ...)`: `application(_:...)`), which
    /// Swift 3 reads as a label; nil otherwise.
    public var swift2Name: String? = nil
    /// The Objective-C selector an `@objc(...)` attribute gives it.
    public var objcSelector: String? = nil
}

enum CodeDeclarations {
    static func read(path: String, bytes: [UInt8], language: SourceTokenizer.Language) -> CodeFile {
        let result = SourceTokenizer.tokens(bytes, language: language)
        var file = CodeFileDraft(path: path, language: language, tokens: result.tokens, types: [], functions: [], notes: result.notes, stringMacros: result.stringMacros, partner: BracketPartners(count: 0))
        file.partner = partners(result.tokens, complete: result.isComplete, notes: &file.notes)
        file.todoLines = result.todoLines
        switch language {
        case .swift: swiftDeclarations(&file)
        case .objectiveC: objectiveCDeclarations(&file)
        }
        if InlineSuppressions.mayHoldComments(bytes) { file.suppressions = InlineSuppressions(source: bytes) }
        return CodeFile(file)
    }

    /// Matching brackets; an unmatched one is a note (the file may not compile), an unclosed
    /// one only when the whole file was read.
    static func partners(_ tokens: [SourceToken], complete: Bool = true, notes: inout [(line: Int, text: String)]) -> BracketPartners {
        var partner = BracketPartners(count: tokens.count)
        // Brackets are one-byte symbols: compared by that byte.
        var stack: [(index: Int, close: UInt8)] = []
        for (index, token) in tokens.enumerated() where token.kind == .symbol && token.text.utf8.count == 1 {
            let byte = token.leading
            switch byte {
            case UInt8(ascii: "{"): stack.append((index, UInt8(ascii: "}")))
            case UInt8(ascii: "("): stack.append((index, UInt8(ascii: ")")))
            case UInt8(ascii: "["): stack.append((index, UInt8(ascii: "]")))
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                // A stray closer (say, in a skipped shape) drops unclosed openers of other kinds.
                while let top = stack.last, top.close != byte {
                    stack.removeLast()
                    if top.close == UInt8(ascii: "}") { break }
                }
                guard let top = stack.last, top.close == byte else {
                    notes.append((token.line, "an unmatched '\(token.text)'"))
                    continue
                }
                stack.removeLast()
                partner[top.index] = index
                partner[index] = top.index
            default:
                continue
            }
        }
        if let open = stack.first, complete { notes.append((tokens[open.index].line, "an unclosed '\(tokens[open.index].text)'")) }
        return partner
    }

    static let typeKeywords: [String: CodeType.Kind] = ["class": .class, "struct": .struct, "enum": .enum, "actor": .actor, "extension": .extension, "protocol": .protocol]
    static let modifiers: Set<String> = ["final", "open", "public", "internal", "private", "fileprivate", "static", "class", "override", "required",
                                         "convenience", "mutating", "nonmutating", "dynamic", "nonisolated", "indirect", "lazy", "weak", "unowned", "package"]

    // MARK: Swift

    static func swiftDeclarations(_ file: inout CodeFileDraft) {
        var types: [CodeType] = []
        var functions: [CodeFunction] = []
        swiftScope(&file, range: 0..<file.tokens.count, owner: nil, types: &types, functions: &functions, depth: 0)
        file.types = types
        file.functions = functions
    }

    /// Declarations at one level (the file, or a type's body); nested types are read
    /// recursively, function bodies are not searched for declarations.
    /// Types nest at most this deep (a file of nothing but nested braces stays bounded).
    static let maximumNesting = 64

    static func swiftScope(_ file: inout CodeFileDraft, range: Range<Int>, owner: Int?, types: inout [CodeType], functions: inout [CodeFunction], depth: Int) {
        guard depth < maximumNesting else {
            file.notes.append((range.lowerBound < file.tokens.count ? file.tokens[range.lowerBound].line : 0, "types nested more than \(maximumNesting) deep: the inner ones are not read"))
            return
        }
        let tokens = file.tokens
        var index = range.lowerBound
        var attributes: [String] = []
        var selector: String? = nil
        var words: [String] = []
        while index < range.upperBound {
            let token = tokens[index]
            if token.isSymbol("@"), index + 1 < range.upperBound, tokens[index + 1].kind == .word {
                attributes.append(tokens[index + 1].text)
                let isObjC = tokens[index + 1].isWord("objc")
                index += 2
                if index < range.upperBound, tokens[index].isSymbol("("), let close = file.partner[index] {
                    // `@objc(application:shouldSaveApplicationState:)`: the selector it answers to.
                    if isObjC { selector = tokens[(index + 1)..<close].map(\.text).joined() }
                    index = close + 1
                }
                continue
            }
            if token.kind == .word, let kind = typeKeywords[token.text], !(token.text == "class" && isClassMember(tokens, index + 1)) {
                if let (found, next) = swiftType(file, at: index, kind: kind, attributes: attributes) {
                    var type = found
                    type.enclosing = owner
                    types.append(type)
                    let typeIndex = types.count - 1
                    if let body = type.body {
                        var nested: [CodeFunction] = []
                        swiftScope(&file, range: body, owner: typeIndex, types: &types, functions: &nested, depth: depth + 1)
                        types[typeIndex].functions += nested
                    }
                    index = next
                } else {
                    index += 1
                }
                attributes = []
                selector = nil
                words = []
                continue
            }
            if token.isWord("func") || (token.isWord("init") && !(index > range.lowerBound && tokens[index - 1].isSymbol("."))) {
                if let (found, next) = swiftFunction(file, at: index, modifiers: words) {
                    var function = found
                    function.objcSelector = selector
                    functions.append(function)
                    index = next
                } else {
                    index += 1
                }
                attributes = []
                selector = nil
                words = []
                continue
            }
            if let owner, token.isWord("var") || token.isWord("let"), let (name, type) = swiftProperty(tokens, at: index, end: range.upperBound) {
                types[owner].properties[name] = type
            }
            if token.kind == .word, modifiers.contains(token.text) {
                words.append(token.text)
            } else if token.kind != .word || !["var", "let"].contains(token.text) {
                words = []
                if !token.isSymbol("@") {
                    attributes = []
                    selector = nil
                }
            }
            // Skip over other bracketed parts (a property's getter, an enum's cases).
            if token.isSymbol("{"), let close = file.partner[index] {
                index = close + 1
                continue
            }
            index += 1
        }
    }

    /// `var name: Type`, `let name = Type(...)`, `lazy var name = Type.init(...)`: the name and
    /// the type, when it is a plain name (an optional's too).
    static func swiftProperty(_ tokens: [SourceToken], at index: Int, end: Int) -> (String, String)? {
        guard index + 3 < end, tokens[index + 1].kind == .word else { return nil }
        let name = tokens[index + 1].text
        let next = tokens[index + 2], value = tokens[index + 3]
        if next.isSymbol(":"), value.kind == .word { return (name, value.text) }
        if next.isSymbol("="), value.kind == .word, value.text.first?.isUppercase == true, index + 4 < end {
            let after = tokens[index + 4]
            if after.isSymbol("(") || (after.isSymbol(".") && index + 5 < end && tokens[index + 5].isWord("init")) { return (name, value.text) }
        }
        return nil
    }

    /// `class func`, `class var`: a member, not a type.
    static func isClassMember(_ tokens: [SourceToken], _ next: Int) -> Bool {
        guard next < tokens.count, tokens[next].kind == .word else { return false }
        return ["func", "var", "let", "subscript", "override", "final", "private", "public", "internal", "fileprivate", "open", "static"].contains(tokens[next].text)
    }

    static func swiftType(_ file: CodeFileDraft, at start: Int, kind: CodeType.Kind, attributes: [String]) -> (CodeType, Int)? {
        let tokens = file.tokens
        var index = start + 1
        guard index < tokens.count, tokens[index].kind == .word else { return nil }
        var name = tokens[index].text
        index += 1
        while index + 1 < tokens.count, tokens[index].isSymbol("."), tokens[index + 1].kind == .word {
            name += "." + tokens[index + 1].text
            index += 2
        }
        index = skipGenerics(tokens, index)
        var inherits: [String] = []
        if index < tokens.count, tokens[index].isSymbol(":") {
            index += 1
            var expectName = true
            while index < tokens.count, !tokens[index].isSymbol("{"), !tokens[index].isWord("where") {
                if tokens[index].isSymbol(",") {
                    expectName = true
                } else if expectName, tokens[index].kind == .word {
                    var inherited = tokens[index].text
                    while index + 2 < tokens.count, tokens[index + 1].isSymbol("."), tokens[index + 2].kind == .word {
                        inherited = tokens[index + 2].text
                        index += 2
                    }
                    inherits.append(inherited)
                    expectName = false
                    index = skipGenerics(tokens, index + 1)
                    continue
                }
                index += 1
            }
        }
        while index < tokens.count, !tokens[index].isSymbol("{") {
            if tokens[index].isSymbol(";") || tokens[index].isSymbol("}") { return nil }
            index += 1
        }
        guard index < tokens.count, let close = file.partner[index] else { return nil }
        let type = CodeType(name: name, kind: kind, inherits: inherits, attributes: attributes, line: tokens[start].line, column: tokens[start].column, functions: [],
                            body: (index + 1)..<close)
        return (type, close + 1)
    }

    static func skipGenerics(_ tokens: [SourceToken], _ start: Int) -> Int {
        guard start < tokens.count, tokens[start].isSymbol("<") else { return start }
        var open = 0
        var index = start
        while index < tokens.count {
            if tokens[index].isSymbol("<") { open += 1 }
            if tokens[index].isSymbol(">") {
                open -= 1
                if open == 0 { return index + 1 }
            }
            if tokens[index].isSymbol("{") { return index }
            index += 1
        }
        return index
    }

    /// `func name(label inner: T, ...) ... {`, `init?(coder:)`: the name with its labels.
    static func swiftFunction(_ file: CodeFileDraft, at start: Int, modifiers: [String]) -> (CodeFunction, Int)? {
        let tokens = file.tokens
        var index = start + 1
        var name = "init"
        if tokens[start].isWord("func") {
            guard index < tokens.count else { return nil }
            name = tokens[index].text
            index += 1
        } else {
            while index < tokens.count, tokens[index].isSymbol("?") || tokens[index].isSymbol("!") { index += 1 }
        }
        index = skipGenerics(tokens, index)
        guard index < tokens.count, tokens[index].isSymbol("("), let close = file.partner[index] else { return nil }
        var labels: [String] = []
        var firstHasOneName = false
        var parameter: [SourceToken] = []
        var nesting = 0
        for token in tokens[(index + 1)..<close] {
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("<") { nesting += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol(">") { nesting -= 1 }
            if nesting == 0, token.isSymbol(",") {
                if labels.isEmpty { firstHasOneName = hasOneName(parameter) }
                labels.append(label(parameter))
                parameter = []
            } else {
                parameter.append(token)
            }
        }
        if !parameter.isEmpty {
            if labels.isEmpty { firstHasOneName = hasOneName(parameter) }
            labels.append(label(parameter))
        }
        index = close + 1
        while index < tokens.count, !tokens[index].isSymbol("{") {
            // A requirement without a body, or the next declaration.
            if tokens[index].isSymbol("}") || tokens[index].isSymbol(";") || tokens[index].isWord("func") || tokens[index].isWord("var") { return nil }
            if tokens[index].isSymbol("("), let skip = file.partner[index] { index = skip }
            index += 1
        }
        guard index < tokens.count, let bodyEnd = file.partner[index] else { return nil }
        var function = CodeFunction(
            name: name + "(" + labels.map { $0 + ":" }.joined() + ")", isTypeMethod: modifiers.contains("static") || modifiers.contains("class"),
            isOverride: modifiers.contains("override"), line: tokens[start].line, body: (index + 1)..<bodyEnd, column: tokens[start].column)
        if name != "init", firstHasOneName, let first = labels.first, first != "_" {
            function.swift2Name = name + "(_:" + labels.dropFirst().map { $0 + ":" }.joined() + ")"
        }
        return (function, bodyEnd + 1)
    }

    /// Whether a parameter is written with one name before its `:` (`coder: NSCoder`), not a
    /// label and a name (`with coder: NSCoder`).
    static func hasOneName(_ parameter: [SourceToken]) -> Bool {
        guard let colon = parameter.firstIndex(where: { $0.isSymbol(":") }) else { return false }
        return colon == 1
    }

    /// A parameter's external label: its first word (`_` included) when a `:` follows it.
    static func label(_ parameter: [SourceToken]) -> String {
        guard let colon = parameter.firstIndex(where: { $0.isSymbol(":") }), colon > 0 else { return "_" }
        return parameter[0].text
    }

    // MARK: Objective-C

    static func objectiveCDeclarations(_ file: inout CodeFileDraft) {
        let tokens = file.tokens
        var types: [CodeType] = []
        var index = 0
        while index + 1 < tokens.count {
            guard tokens[index].isSymbol("@"), tokens[index + 1].kind == .word,
                  ["interface", "implementation"].contains(tokens[index + 1].text), index + 2 < tokens.count, tokens[index + 2].kind == .word
            else {
                index += 1
                continue
            }
            let isImplementation = tokens[index + 1].text == "implementation"
            // `@interface X ()`, `@implementation X (Category)`: more of a class declared elsewhere.
            let isCategory = index + 3 < tokens.count && tokens[index + 3].isSymbol("(")
            var type = CodeType(name: tokens[index + 2].text, kind: isCategory ? .extension : isImplementation ? .implementation : .interface, inherits: [], attributes: [],
                                line: tokens[index].line, column: tokens[index].column, functions: [], body: nil)
            var cursor = index + 3
            if isCategory, cursor < tokens.count, tokens[cursor].isSymbol("("), let close = file.partner[cursor] { cursor = close + 1 }
            if cursor + 1 < tokens.count, tokens[cursor].isSymbol(":"), tokens[cursor + 1].kind == .word {
                type.inherits.append(tokens[cursor + 1].text)
                cursor += 2
            }
            if cursor < tokens.count, tokens[cursor].isSymbol("<") {
                cursor += 1
                while cursor < tokens.count, !tokens[cursor].isSymbol(">") {
                    if tokens[cursor].kind == .word { type.inherits.append(tokens[cursor].text) }
                    cursor += 1
                }
            }
            var end = cursor
            while end + 1 < tokens.count, !(tokens[end].isSymbol("@") && tokens[end + 1].isWord("end")) {
                if tokens[end].isSymbol("@"), tokens[end + 1].isWord("property"), let (name, propertyType) = objectiveCProperty(tokens, at: end + 2) {
                    type.properties[name] = propertyType
                }
                end += 1
            }
            if isImplementation {
                type.body = cursor..<end
                type.functions = objectiveCMethods(file, in: cursor..<end)
            }
            types.append(type)
            index = end + 2
        }
        file.types = types
    }

    /// After `@property`: `(attributes) Type *name;` gives the name and the type.
    static func objectiveCProperty(_ tokens: [SourceToken], at start: Int) -> (String, String)? {
        var index = start
        if index < tokens.count, tokens[index].isSymbol("(") {
            while index < tokens.count, !tokens[index].isSymbol(")") { index += 1 }
            index += 1
        }
        var words: [String] = []
        while index < tokens.count, index < start + 16, !tokens[index].isSymbol(";") {
            if tokens[index].kind == .word { words.append(tokens[index].text) }
            index += 1
        }
        guard let name = words.last, let type = words.dropLast().last(where: { $0.first?.isUppercase == true && $0 != "IBOutlet" }) else { return nil }
        return (name, type)
    }

    /// `- (ret)part:(T)a part2:(T)b { ... }` and `+` for class methods.
    static func objectiveCMethods(_ file: CodeFileDraft, in range: Range<Int>) -> [CodeFunction] {
        let tokens = file.tokens
        var methods: [CodeFunction] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.isSymbol("{"), let close = file.partner[index] {
                index = close + 1
                continue
            }
            guard token.isSymbol("-") || token.isSymbol("+"), index + 1 < range.upperBound, tokens[index + 1].isSymbol("("),
                  let returnEnd = file.partner[index + 1]
            else {
                index += 1
                continue
            }
            var cursor = returnEnd + 1
            var selector = ""
            while cursor < range.upperBound, tokens[cursor].kind == .word {
                selector += tokens[cursor].text
                cursor += 1
                guard cursor < range.upperBound, tokens[cursor].isSymbol(":") else { break }
                selector += ":"
                cursor += 1
                if cursor < range.upperBound, tokens[cursor].isSymbol("("), let typeEnd = file.partner[cursor] { cursor = typeEnd + 1 }
                if cursor < range.upperBound, tokens[cursor].kind == .word { cursor += 1 }
            }
            while cursor < range.upperBound, !tokens[cursor].isSymbol("{"), !tokens[cursor].isSymbol(";") { cursor += 1 }
            guard cursor < range.upperBound, tokens[cursor].isSymbol("{"), let close = file.partner[cursor], !selector.isEmpty else {
                index = cursor + 1
                continue
            }
            methods.append(CodeFunction(name: selector, isTypeMethod: token.isSymbol("+"), isOverride: false, line: token.line, body: (cursor + 1)..<close, column: token.column))
            index = close + 1
        }
        return methods
    }
}
