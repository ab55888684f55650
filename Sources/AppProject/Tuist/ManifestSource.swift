/// One Swift file of a Tuist manifest or its helpers (`Tuist/ProjectDescriptionHelpers`), with
/// what it declares that the manifest's code calls: functions (free, static and instance, with
/// their parameters and defaults), constants and computed properties, enums with their cases
/// and structs with their stored properties. Read from tokens, as the rest of doctor reads
/// Swift; bodies are evaluated only when called (`ManifestEvaluator`).
final class ManifestSource {
    struct Parameter {
        /// The argument label; nil for `_`.
        var label: String?
        var name: String
        var defaultValue: Range<Int>?
    }

    struct Function {
        var source: ManifestSource
        var name: String
        /// The type whose body or extension declares it; nil at the top level.
        var owner: String?
        var isStatic: Bool
        var parameters: [Parameter]
        var body: Range<Int>
        var line: Int
    }

    /// `let name = value`, `static let name = value`, `var name: T { getter }`.
    struct Constant {
        var source: ManifestSource
        var name: String
        var owner: String?
        var isStatic: Bool
        var value: Range<Int>?
        var getter: Range<Int>?
    }

    /// An enum's cases (with raw values), a struct's or class's stored properties (with
    /// defaults), or a protocol (whose extensions give its adopters members).
    struct TypeDeclaration {
        /// With the types it is nested in: `BuildSetting.Project`, `TargetDependency.Core`.
        var name: String
        var isEnum: Bool
        var isProtocol = false
        var cases: [(name: String, rawValue: String?)] = []
        var stored: [(name: String, defaultValue: Range<Int>?, source: ManifestSource)] = []
    }

    let path: String
    let file: SwiftExpression.File
    var tokens: [SourceToken] { file.tokens }
    var functions: [Function] = []
    var constants: [Constant] = []
    var types: [TypeDeclaration] = []

    /// `line`: the line the text starts on in its file (an interpolation's expression).
    init(path: String, bytes: [UInt8], line: Int = 1) {
        self.path = path
        file = SwiftExpression.File(bytes, line: line)
        scan(0..<file.tokens.count, owner: nil, depth: 0)
    }

    static let typeKeywords: Set<String> = ["struct", "enum", "class", "extension", "actor", "protocol"]
    static let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "open", "final", "static", "class", "mutating", "package", "nonisolated", "lazy"]

    /// The declarations of a file's top level or a type's body.
    private func scan(_ range: Range<Int>, owner: String?, depth: Int) {
        guard depth < 16 else { return }
        let tokens = file.tokens
        var index = range.lowerBound
        var isStatic = false
        while index < range.upperBound {
            let token = tokens[index]
            if token.isSymbol("@"), index + 1 < range.upperBound {
                index += 2
                if index < range.upperBound, tokens[index].isSymbol("("), let close = file.partner[index] { index = close + 1 }
                continue
            }
            if token.kind == .word, Self.modifiers.contains(token.text), !(token.text == "class" && !isClassMember(index + 1)) {
                if token.text == "static" || token.text == "class" { isStatic = true }
                index += 1
                continue
            }
            if token.kind == .word, Self.typeKeywords.contains(token.text) {
                index = type(at: index, owner: owner, depth: depth)
                isStatic = false
                continue
            }
            if token.isWord("func") || (token.isWord("init") && owner != nil && !(index > 0 && tokens[index - 1].isSymbol("."))) {
                index = function(at: index, owner: owner, isStatic: isStatic)
                isStatic = false
                continue
            }
            if (token.isWord("let") || token.isWord("var")), index + 1 < range.upperBound, tokens[index + 1].kind == .word {
                index = constant(at: index, owner: owner, isStatic: isStatic || owner == nil, limit: range.upperBound)
                isStatic = false
                continue
            }
            isStatic = false
            if token.isSymbol("{"), let close = file.partner[index] {
                index = close + 1
                continue
            }
            index += 1
        }
    }

    /// `class func`, `class var`: a member, not a type.
    private func isClassMember(_ next: Int) -> Bool {
        next < file.tokens.count && file.tokens[next].kind == .word && ["func", "var", "let", "override", "final", "private", "public", "static"].contains(file.tokens[next].text)
    }

    /// A type's declaration at `index` (its keyword): its cases or stored properties, and what
    /// its body declares, owned by its name qualified with the types around it (an
    /// extension's by the name it extends). Returns where it ends.
    private func type(at index: Int, owner: String?, depth: Int) -> Int {
        let tokens = file.tokens
        var cursor = index + 1
        var name = ""
        // `extension [TargetDependency]`: Array's.
        if tokens[index].isWord("extension"), cursor < tokens.count, tokens[cursor].isSymbol("[") { name = "Array" }
        while cursor < tokens.count, tokens[cursor].kind == .word {
            name = tokens[cursor].text
            guard cursor + 2 < tokens.count, tokens[cursor + 1].isSymbol("."), tokens[cursor + 2].kind == .word else { break }
            cursor += 2
        }
        while cursor < tokens.count, !tokens[cursor].isSymbol("{") {
            if tokens[cursor].isSymbol(";") || tokens[cursor].isSymbol("}") { return cursor + 1 }
            cursor += 1
        }
        guard cursor < tokens.count, let close = file.partner[cursor], !name.isEmpty else { return cursor + 1 }
        let body = (cursor + 1)..<close
        let keyword = tokens[index].text
        let qualified = keyword == "extension" ? name : owner.map { $0 + "." + name } ?? name
        if keyword == "enum" || keyword == "struct" || keyword == "class" || keyword == "protocol" {
            var declaration = TypeDeclaration(name: qualified, isEnum: keyword == "enum", isProtocol: keyword == "protocol")
            if keyword != "protocol" { members(of: body, into: &declaration) }
            types.append(declaration)
        }
        if keyword != "protocol" { scan(body, owner: qualified, depth: depth + 1) }
        return close + 1
    }

    /// An enum's `case a, b = "x"` and a struct's stored `let`/`var` (not computed, not static).
    private func members(of body: Range<Int>, into declaration: inout TypeDeclaration) {
        let tokens = file.tokens
        var index = body.lowerBound
        var isStatic = false
        while index < body.upperBound {
            let token = tokens[index]
            if token.isSymbol("{"), let close = file.partner[index] {
                index = close + 1
                isStatic = false
                continue
            }
            if token.isWord("static") || token.isWord("class") { isStatic = true }
            if token.isWord("func") { isStatic = false }
            if declaration.isEnum, token.isWord("case") {
                var cursor = index + 1
                while cursor < body.upperBound, tokens[cursor].kind == .word {
                    let name = tokens[cursor].text
                    var raw: String? = nil
                    if cursor + 2 < body.upperBound, tokens[cursor + 1].isSymbol("="), tokens[cursor + 2].kind == .string {
                        raw = tokens[cursor + 2].text
                        cursor += 2
                    }
                    declaration.cases.append((name, raw))
                    guard cursor + 2 < body.upperBound, tokens[cursor + 1].isSymbol(",") else { break }
                    cursor += 2
                }
                index = cursor + 1
                continue
            }
            if !declaration.isEnum, !isStatic, token.isWord("let") || token.isWord("var"), index + 1 < body.upperBound, tokens[index + 1].kind == .word {
                let name = tokens[index + 1].text
                var cursor = index + 2
                // The written type, up to `=`, `{` or the line's end.
                while cursor < body.upperBound, tokens[cursor].line == tokens[index].line, !tokens[cursor].isSymbol("="), !tokens[cursor].isSymbol("{") {
                    if let close = file.partner[cursor], close > cursor { cursor = close }
                    cursor += 1
                }
                if cursor < body.upperBound, tokens[cursor].isSymbol("{") {
                    // Computed: a getter, read as a constant of the type.
                    index = cursor
                    continue
                }
                var defaultValue: Range<Int>? = nil
                if cursor < body.upperBound, tokens[cursor].isSymbol("=") {
                    let end = self.end(from: cursor + 1, limit: body.upperBound)
                    defaultValue = (cursor + 1)..<end
                    cursor = end
                }
                declaration.stored.append((name, defaultValue, self))
                index = cursor
                isStatic = false
                continue
            }
            if token.kind == .word, !Self.modifiers.contains(token.text) { isStatic = false }
            index += 1
        }
    }

    /// `func name<...>(parameters) ... { body }` or `init(...) { body }` at `index`. Returns
    /// where it ends.
    private func function(at index: Int, owner: String?, isStatic: Bool) -> Int {
        let tokens = file.tokens
        var cursor = index + 1
        var name = "init"
        if tokens[index].isWord("func") {
            guard cursor < tokens.count else { return cursor }
            name = tokens[cursor].text
            cursor += 1
        }
        cursor = CodeDeclarations.skipGenerics(tokens, cursor)
        while cursor < tokens.count, tokens[cursor].isSymbol("?") || tokens[cursor].isSymbol("!") { cursor += 1 }
        guard cursor < tokens.count, tokens[cursor].isSymbol("("), let close = file.partner[cursor] else { return cursor }
        let parameters = Self.parameters(file, (cursor + 1)..<close)
        cursor = close + 1
        while cursor < tokens.count, !tokens[cursor].isSymbol("{") {
            if tokens[cursor].isSymbol("}") || tokens[cursor].isSymbol(";") || tokens[cursor].isWord("func") || tokens[cursor].isWord("var") || tokens[cursor].isWord("let") {
                return cursor
            }
            if let partner = file.partner[cursor], partner > cursor { cursor = partner }
            cursor += 1
        }
        guard cursor < tokens.count, let bodyEnd = file.partner[cursor] else { return cursor }
        functions.append(Function(source: self, name: name, owner: owner, isStatic: isStatic || owner == nil, parameters: parameters,
                                  body: (cursor + 1)..<bodyEnd, line: tokens[index].line))
        return bodyEnd + 1
    }

    /// Where an expression or a statement from `start` ends: at `;`, at the closing bracket of
    /// the group it is in, or at a line break the code does not go on past (a line that ends
    /// with an operator or a comma, or a next line that starts with `.` or an operator, goes on).
    func end(from start: Int, limit: Int) -> Int {
        let tokens = file.tokens
        var index = start
        while index < limit {
            let token = tokens[index]
            if token.isSymbol(";") || token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") { break }
            if index > start, token.line != tokens[index - 1].line, !Self.continues(tokens[index - 1], token) { break }
            if let close = file.partner[index], close > index {
                index = min(close + 1, limit)
                continue
            }
            index += 1
        }
        return index
    }

    static let binary: Set<String> = [".", "+", "-", "*", "/", "?", ":", "&", "|", "=", "<", ">", "%"]

    /// Whether the code goes on from `previous` on one line to `next` on the following one.
    static func continues(_ previous: SourceToken, _ next: SourceToken) -> Bool {
        if next.kind == .symbol, binary.contains(next.text) || next.text == "->" { return true }
        if next.isWord("as") || next.isWord("is") { return true }
        return previous.kind == .symbol && (binary.contains(previous.text) || [",", "(", "[", "{", "->"].contains(previous.text))
    }

    /// `label name: Type = default`, split at the top level's commas.
    static func parameters(_ file: SwiftExpression.File, _ range: Range<Int>) -> [Parameter] {
        let tokens = file.tokens
        return SwiftExpression(file: file, range: range).split().compactMap { part in
            let range = part.range
            guard let colon = range.first(where: { tokens[$0].isSymbol(":") && SwiftExpression(file: file, range: range).topLevelColon == $0 }) else { return nil }
            let names = tokens[range.lowerBound..<colon].filter { $0.kind == .word && $0.text != "inout" }.map(\.text)
            guard let name = names.last else { return nil }
            let label = names.count >= 2 ? names[names.count - 2] : name
            var defaultValue: Range<Int>? = nil
            var cursor = colon + 1
            while cursor < range.upperBound {
                if let close = file.partner[cursor], close > cursor {
                    cursor = close + 1
                    continue
                }
                if tokens[cursor].isSymbol("=") {
                    defaultValue = (cursor + 1)..<range.upperBound
                    break
                }
                cursor += 1
            }
            return Parameter(label: label == "_" ? nil : label, name: name, defaultValue: defaultValue)
        }
    }

    /// `let name: T = value`, `var name: T { getter }` at `index`. Returns where it ends.
    private func constant(at index: Int, owner: String?, isStatic: Bool, limit: Int) -> Int {
        let tokens = file.tokens
        let name = tokens[index + 1].text
        var cursor = index + 2
        // The written type, on the declaration's line.
        while cursor < limit, !tokens[cursor].isSymbol("="), !tokens[cursor].isSymbol("{") {
            if tokens[cursor].line != tokens[index].line { return cursor }
            if let close = file.partner[cursor], close > cursor { cursor = close }
            cursor += 1
        }
        guard cursor < limit else { return cursor }
        if tokens[cursor].isSymbol("=") {
            let end = self.end(from: cursor + 1, limit: limit)
            constants.append(Constant(source: self, name: name, owner: owner, isStatic: isStatic, value: (cursor + 1)..<end, getter: nil))
            return end
        }
        if tokens[cursor].isSymbol("{"), let close = file.partner[cursor] {
            var getter = (cursor + 1)..<close
            if let get = getter.first(where: { tokens[$0].isWord("get") && $0 + 1 < close && tokens[$0 + 1].isSymbol("{") }), let end = file.partner[get + 1] {
                getter = (get + 2)..<end
            }
            let words = Set(tokens[(cursor + 1)..<close].filter { $0.kind == .word }.map(\.text))
            // Observers belong to a stored property: not a getter.
            if !words.contains("willSet"), !words.contains("didSet") {
                constants.append(Constant(source: self, name: name, owner: owner, isStatic: isStatic, value: nil, getter: getter))
            }
            return close + 1
        }
        return cursor + 1
    }
}
