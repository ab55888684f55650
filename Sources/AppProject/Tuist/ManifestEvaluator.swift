/// Evaluates the Swift a Tuist manifest is written in, as far as manifests use it, without
/// running it: literals and string interpolation, arrays, dictionaries, `+`, `??`, `==`,
/// `&&`, `||`, `!`, the ternary, functions and static members of the manifest and of
/// `Tuist/ProjectDescriptionHelpers` (parameters with defaults, bodies of `let`, `var`, `if`,
/// `guard`, `for`, `switch`, `return`, assignments and `append`), the helpers' enums
/// (`allCases`, `rawValue`, computed properties) and structs, closures given to `map`,
/// `flatMap`, `compactMap` and `filter`, and a few `String` methods. ProjectDescription's own
/// types stay data (`ManifestValue.call`, `.member`). Anything else is a `gap` naming the code
/// and its line. Bounded: a manifest that would loop, or recurse, stops with a gap.
final class ManifestEvaluator {
    let sources: [ManifestSource]
    /// The manifest file's top level: what its statements bind.
    let root = ManifestScope(parent: nil)
    private var steps = 0
    private var depth = 0
    private var constantValues: [String: ManifestValue] = [:]
    private var evaluating: Set<String> = []

    static let maximumSteps = 200_000
    static let maximumDepth = 48
    static let maximumElements = 10_000

    init(sources: [ManifestSource]) {
        self.sources = sources
    }

    // MARK: Declarations

    func functions(named name: String) -> [ManifestSource.Function] {
        sources.flatMap { $0.functions.filter { $0.name == name } }
    }

    func constant(named name: String, owner: String?) -> ManifestSource.Constant? {
        for source in sources {
            if let found = source.constants.first(where: { $0.name == name && $0.owner == owner }) { return found }
        }
        return nil
    }

    /// The helpers' type of that qualified name (`BuildSetting.Project`).
    func type(named name: String) -> ManifestSource.TypeDeclaration? {
        for source in sources {
            if let found = source.types.first(where: { $0.name == name }) { return found }
        }
        return nil
    }

    /// A type a name refers to from inside `owner` (a type nested in it or in a type around
    /// it, then a top-level one), by its qualified name; nil when the helpers declare none.
    func resolveType(_ name: String, from owner: String?) -> String? {
        var outer = owner
        while let current = outer {
            if type(named: current + "." + name) != nil { return current + "." + name }
            outer = current.contains(".") ? String(current[..<current.lastIndex(of: ".")!]) : nil
        }
        return type(named: name) != nil ? name : nil
    }

    /// The one nested type whose own name is `name` (`.Core` for `TargetDependency.Core`).
    func nestedType(_ name: String) -> String? {
        let found = sources.flatMap { $0.types.filter { $0.name.hasSuffix("." + name) } }
        return found.count == 1 ? found[0].name : nil
    }

    /// Protocols whose extensions give members to the types that adopt them: the helpers' own
    /// and Swift's that helpers extend (`extension RawRepresentable where RawValue == String`).
    lazy var protocols: Set<String> = Set(sources.flatMap { $0.types.filter(\.isProtocol).map(\.name) })
        .union(["RawRepresentable", "CaseIterable", "CustomStringConvertible", "Hashable", "Equatable", "Identifiable"])

    /// A constant's value (evaluated once), or its getter's with `selfValue`.
    func value(of constant: ManifestSource.Constant, selfValue: ManifestValue? = nil, at place: (ManifestSource, Int)) -> ManifestValue {
        let key = constant.source.path + "#" + String(constant.value?.lowerBound ?? constant.getter?.lowerBound ?? 0)
        if selfValue == nil, let known = constantValues[key] { return known }
        guard evaluating.insert(key).inserted else { return gap(place.0, place.1, "\(constant.name) refers to itself") }
        defer { evaluating.remove(key) }
        let scope = ManifestScope(parent: root, owner: constant.owner, selfValue: selfValue)
        let result: ManifestValue
        if let value = constant.value {
            result = evaluate(value, constant.source, scope)
        } else if let getter = constant.getter {
            result = body(getter, constant.source, scope)
        } else {
            result = .null
        }
        if selfValue == nil { constantValues[key] = result }
        return result
    }

    // MARK: Gaps

    func gap(_ range: Range<Int>, _ source: ManifestSource, _ why: String) -> ManifestValue {
        let tokens = source.tokens
        let first = tokens[min(range.lowerBound, max(tokens.count - 1, 0))]
        return .gap(ManifestGap(file: source.path, line: first.line, text: ExpressionChain.text(tokens[range.clamped(to: 0..<tokens.count)]), why: why))
    }

    func gap(_ source: ManifestSource, _ index: Int, _ why: String) -> ManifestValue {
        gap(index..<min(index + 1, source.tokens.count), source, why)
    }

    // MARK: Expressions

    /// The value of the expression in `range`.
    func evaluate(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) -> ManifestValue {
        steps += 1
        guard steps < Self.maximumSteps else { return gap(range, source, "evaluation goes on past \(Self.maximumSteps) steps") }
        let range = trimmed(range, source)
        guard !range.isEmpty else { return .null }
        let tokens = source.tokens
        if let (condition, yes, no) = ternary(range, source) {
            switch truth(evaluate(condition, source, scope)) {
            case true?: return evaluate(yes, source, scope)
            case false?: return evaluate(no, source, scope)
            case nil: return gap(condition, source, "a condition doctor does not evaluate")
            }
        }
        for operators in [["|", "|"], ["&", "&"]] {
            let parts = split(range, source, on: operators)
            guard parts.count > 1 else { continue }
            // `||`: true once a part is; `&&`: false once a part is.
            let decisive = operators[0] == "|"
            for part in parts {
                guard let value = truth(evaluate(part, source, scope)) else { return gap(part, source, "a condition doctor does not evaluate") }
                if value == decisive { return .bool(decisive) }
            }
            return .bool(!decisive)
        }
        for operators in [["=", "="], ["!", "="]] {
            let parts = split(range, source, on: operators)
            guard parts.count == 2 else { continue }
            let left = evaluate(parts[0], source, scope), right = evaluate(parts[1], source, scope)
            guard let equal = Self.equal(left, right) else { return gap(range, source, "a comparison doctor does not evaluate") }
            return .bool(operators[0] == "=" ? equal : !equal)
        }
        let coalesced = split(range, source, on: ["?", "?"])
        if coalesced.count > 1 {
            for (position, part) in coalesced.enumerated() {
                let value = evaluate(part, source, scope)
                if case .null = value, position < coalesced.count - 1 { continue }
                return value
            }
        }
        // `x as T`, `x as? T`: the value.
        if let cast = range.first(where: { tokens[$0].isWord("as") && isTopLevel($0, in: range, source) }), cast > range.lowerBound {
            return evaluate(range.lowerBound..<cast, source, scope)
        }
        // `1...3`, `0..<n`: the numbers, as an array.
        for (symbols, closed) in [(["."], true), (["<"], false)] {
            let parts = split(range, source, on: [".", "."] + symbols)
            guard parts.count == 2 else { continue }
            guard case .number(let low)? = Optional(evaluate(parts[0], source, scope)), case .number(let high)? = Optional(evaluate(parts[1], source, scope)),
                  let from = Int(low), let to = Int(high), to - from < Self.maximumElements else { return gap(range, source, "a range doctor does not evaluate") }
            let upper = closed ? to : to - 1
            return .array(upper < from ? [] : (from...upper).map { .number(String($0)) })
        }
        let sums = split(range, source, on: ["+"])
        if sums.count > 1 {
            var result = evaluate(sums[0], source, scope)
            for part in sums.dropFirst() {
                result = Self.add(result, evaluate(part, source, scope)) ?? (result.gap.map(ManifestValue.gap) ?? gap(part, source, "a sum doctor does not evaluate"))
                if result.gap != nil { return result }
            }
            return result
        }
        if tokens[range.lowerBound].isSymbol("!") {
            guard let value = truth(evaluate((range.lowerBound + 1)..<range.upperBound, source, scope)) else { return gap(range, source, "a condition doctor does not evaluate") }
            return .bool(!value)
        }
        return chain(range, source, scope)
    }

    /// `try`, `await` and a trailing `!` removed, and parentheses around the whole.
    func trimmed(_ range: Range<Int>, _ source: ManifestSource) -> Range<Int> {
        let tokens = source.tokens
        var range = range
        while let first = range.first, tokens[first].isWord("try") || tokens[first].isWord("await") {
            range = (first + 1)..<range.upperBound
            if let next = range.first, tokens[next].isSymbol("?") || tokens[next].isSymbol("!") { range = (next + 1)..<range.upperBound }
        }
        while let last = range.last, tokens[last].isSymbol("!") { range = range.lowerBound..<last }
        if let first = range.first, tokens[first].isSymbol("("), source.file.partner[first] == range.upperBound - 1, !isTuple(range, source) {
            return trimmed((first + 1)..<(range.upperBound - 1), source)
        }
        return range
    }

    func isTuple(_ range: Range<Int>, _ source: ManifestSource) -> Bool {
        SwiftExpression(file: source.file, range: (range.lowerBound + 1)..<(range.upperBound - 1)).split().count > 1
    }

    func isTopLevel(_ index: Int, in range: Range<Int>, _ source: ManifestSource) -> Bool {
        var cursor = range.lowerBound
        while cursor < index {
            if let partner = source.file.partner[cursor], partner > cursor {
                if partner >= index { return false }
                cursor = partner + 1
                continue
            }
            cursor += 1
        }
        return true
    }

    /// The parts of `range` between top-level occurrences of an operator (its symbols in a
    /// row: `==` is `=` `=`); a binary operator only (an operand before it).
    func split(_ range: Range<Int>, _ source: ManifestSource, on symbols: [String]) -> [Range<Int>] {
        let tokens = source.tokens
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if let partner = source.file.partner[index], partner > index {
                index = partner + 1
                continue
            }
            let matches = index + symbols.count <= range.upperBound && symbols.indices.allSatisfy { tokens[index + $0].isSymbol(symbols[$0]) }
            if matches, index > start {
                let previous = tokens[index - 1]
                let afterEnd = index + symbols.count
                let operand = previous.kind != .symbol || previous.isSymbol(")") || previous.isSymbol("]") || previous.isSymbol("}") || previous.isSymbol("!") || previous.isSymbol("?")
                // Not part of a longer operator (`===`, `!==`, `+=`), nor `?` of optional chaining in `a?.b ?? c`.
                let longer = afterEnd < range.upperBound && tokens[afterEnd].isSymbol("=") || (symbols == ["=", "="] && (previous.isSymbol("!") || previous.isSymbol("=") || previous.isSymbol("<") || previous.isSymbol(">")))
                let chained = symbols == ["?", "?"] && afterEnd < range.upperBound && tokens[afterEnd].isSymbol(".")
                let single = symbols == ["+"] && afterEnd < range.upperBound && tokens[afterEnd].isSymbol("+")
                if operand, !longer, !chained, !single, !(symbols == ["!", "="] && previous.isSymbol("!")) {
                    parts.append(start..<index)
                    start = afterEnd
                    index = afterEnd
                    continue
                }
            }
            index += 1
        }
        guard !parts.isEmpty, start < range.upperBound else { return [range] }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// `c ? a : b` at the top level.
    func ternary(_ range: Range<Int>, _ source: ManifestSource) -> (Range<Int>, Range<Int>, Range<Int>)? {
        let tokens = source.tokens
        var index = range.lowerBound
        while index < range.upperBound {
            if let partner = source.file.partner[index], partner > index {
                index = partner + 1
                continue
            }
            if tokens[index].isSymbol("?"), index > range.lowerBound, index + 1 < range.upperBound, !tokens[index + 1].isSymbol("."), !tokens[index + 1].isSymbol("?"),
               !tokens[index - 1].isSymbol("?"), !tokens[index - 1].isWord("as"), !tokens[index - 1].isWord("try"),
               let colon = ((index + 1)..<range.upperBound).first(where: { tokens[$0].isSymbol(":") && isTopLevel($0, in: range, source) }) {
                return (range.lowerBound..<index, (index + 1)..<colon, (colon + 1)..<range.upperBound)
            }
            index += 1
        }
        return nil
    }

    func truth(_ value: ManifestValue) -> Bool? {
        if case .bool(let value) = value { return value }
        return nil
    }

    static func equal(_ a: ManifestValue, _ b: ManifestValue) -> Bool? {
        switch (a, b) {
        case (.string(let x), .string(let y)), (.number(let x), .number(let y)), (.member(let x), .member(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        case (.null, .string), (.string, .null), (.null, .member), (.member, .null), (.null, .enumCase), (.enumCase, .null): return false
        case (.enumCase(let t, let x, _), .enumCase(let u, let y, _)): return t == u && x == y
        case (.enumCase(_, let x, _), .member(let y)), (.member(let y), .enumCase(_, let x, _)): return x == y
        default: return nil
        }
    }

    /// `a + b`: strings joined, arrays concatenated, numbers added.
    static func add(_ a: ManifestValue, _ b: ManifestValue) -> ManifestValue? {
        switch (a, b) {
        case (.string(let x), .string(let y)): return .string(x + y)
        case (.array(let x), .array(let y)): return x.count + y.count <= maximumElements ? .array(x + y) : nil
        case (.number(let x), .number(let y)):
            if let i = Int(x), let j = Int(y) { return .number(String(i + j)) }
            return nil
        default: return nil
        }
    }

    // MARK: Chains

    /// A primary expression and its suffixes: `.member`, `.method(...)`, a trailing closure,
    /// `[subscript]`, `?` and `!`.
    func chain(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) -> ManifestValue {
        let tokens = source.tokens
        let partner = source.file.partner
        var index = range.lowerBound
        var current: ManifestValue
        let token = tokens[index]
        /// Arguments and a trailing closure after a name, if any.
        func callParts(after position: Int) -> (arguments: Range<Int>?, trailing: Range<Int>?, next: Int) {
            var cursor = position
            var arguments: Range<Int>? = nil
            var trailing: Range<Int>? = nil
            if cursor < range.upperBound, tokens[cursor].isSymbol("("), let close = partner[cursor], close < range.upperBound {
                arguments = (cursor + 1)..<close
                cursor = close + 1
            }
            if cursor < range.upperBound, tokens[cursor].isSymbol("{"), let close = partner[cursor], close < range.upperBound {
                trailing = cursor..<(close + 1)
                cursor = close + 1
            }
            return (arguments, trailing, cursor)
        }
        if token.isSymbol("."), index + 1 < range.upperBound, tokens[index + 1].kind == .word {
            let parts = callParts(after: index + 2)
            current = implicitMember(tokens[index + 1].text, parts.arguments, parts.trailing, at: index, source, scope)
            index = parts.next
        } else if token.kind == .string {
            current = string(at: index, source, scope)
            index += 1
        } else if token.kind == .number {
            current = .number(token.text)
            index += 1
        } else if token.isSymbol("["), let close = partner[index], close < range.upperBound {
            current = collection((index + 1)..<close, source, scope)
            index = close + 1
        } else if token.isSymbol("("), let close = partner[index], close < range.upperBound {
            current = isTuple(index..<(close + 1), source) ? gap(index..<(close + 1), source, "a tuple doctor does not evaluate") : evaluate((index + 1)..<close, source, scope)
            index = close + 1
        } else if token.isSymbol("{"), let close = partner[index], close < range.upperBound {
            current = closure(index..<(close + 1), source, scope)
            index = close + 1
        } else if token.isSymbol("\\"), index + 2 < range.upperBound, tokens[index + 1].isSymbol("."), tokens[index + 2].kind == .word {
            // `\.name`: a key path, as a closure reading `name`.
            current = .closure(ManifestClosure(source: source, parameters: ["$0"], body: index..<(index + 3), scope: scope, keyPath: tokens[index + 2].text))
            index += 3
        } else if token.kind == .word {
            // `Set<Destination>(...)`: the type's generic arguments skipped.
            var after = index + 1
            if after < range.upperBound, tokens[after].isSymbol("<") {
                let skipped = CodeDeclarations.skipGenerics(source.tokens, after)
                if skipped < range.upperBound, tokens[skipped].isSymbol("(") || tokens[skipped].isSymbol(".") { after = skipped }
            }
            let parts = callParts(after: after)
            if parts.arguments != nil || parts.trailing != nil {
                current = call(token.text, parts.arguments, parts.trailing, at: index, source, scope)
            } else {
                current = name(token.text, at: index, source, scope)
            }
            index = max(parts.next, after)
        } else {
            return gap(range, source, "an expression doctor does not evaluate")
        }
        while index < range.upperBound {
            if case .gap = current { return current }
            let token = tokens[index]
            if token.isSymbol("?") || token.isSymbol("!") {
                index += 1
                continue
            }
            if token.isSymbol("."), index + 1 < range.upperBound, tokens[index + 1].kind == .word || tokens[index + 1].kind == .number {
                if case .null = current { return .null }
                let parts = callParts(after: index + 2)
                current = member(tokens[index + 1].text, of: current, parts.arguments, parts.trailing, at: index + 1, source, scope)
                index = parts.next
                continue
            }
            if token.isSymbol("["), let close = partner[index], close < range.upperBound {
                current = subscripted(current, evaluate((index + 1)..<close, source, scope), at: index, source)
                index = close + 1
                continue
            }
            // `{ ... }()`: a closure called where it is written.
            if token.isSymbol("("), case .closure(let closure) = current, let close = partner[index], close < range.upperBound {
                current = apply(closure, self.arguments((index + 1)..<close, nil, source, scope).map(\.value), at: (source, index))
                index = close + 1
                continue
            }
            return gap(range, source, "an expression doctor does not evaluate")
        }
        return current
    }

    /// An array or dictionary literal's inside.
    func collection(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) -> ManifestValue {
        let tokens = source.tokens
        if range.count == 1, tokens[range.lowerBound].isSymbol(":") { return .dictionary([]) }
        let parts = SwiftExpression(file: source.file, range: range).split()
        guard parts.count <= Self.maximumElements else { return gap(range, source, "more than \(Self.maximumElements) elements") }
        if let first = parts.first, first.topLevelColon != nil {
            var entries: [(key: String, value: ManifestValue)] = []
            for part in parts {
                guard let colon = part.topLevelColon else { return gap(part.range, source, "a dictionary element doctor does not read") }
                let key = evaluate(part.range.lowerBound..<colon, source, scope)
                let value = evaluate((colon + 1)..<part.range.upperBound, source, scope)
                switch key {
                case .string(let text): entries.append((text, value))
                case .gap: return key
                default: return gap(part.range, source, "a dictionary key that is not a string")
                }
            }
            return .dictionary(entries)
        }
        return .array(parts.map { evaluate($0.range, source, scope) })
    }

    /// A closure literal: its parameters (`name in`, `(name: T) -> U in`, or `$0`) and body.
    func closure(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) -> ManifestValue {
        let tokens = source.tokens
        let inside = (range.lowerBound + 1)..<(range.upperBound - 1)
        var parameters: [String] = []
        var cursor = inside.lowerBound
        // `[weak self]`: a capture list.
        if cursor < inside.upperBound, tokens[cursor].isSymbol("["), let close = source.file.partner[cursor], close < inside.upperBound { cursor = close + 1 }
        let header = cursor
        var found: Int? = nil
        while cursor < inside.upperBound {
            let token = tokens[cursor]
            if token.isWord("in") {
                found = cursor
                break
            }
            if token.kind == .word, ["let", "var", "return", "if", "guard", "for", "switch"].contains(token.text) { break }
            guard token.kind == .word || [",", "(", ")", ":", "->", ".", "?", "!", "[", "]", "<", ">"].contains(token.text) else { break }
            cursor += 1
        }
        var body = inside
        if let found {
            var expectName = true
            var inTypes = false
            for index in header..<found {
                let token = tokens[index]
                if token.isSymbol("->") { break }
                if token.isSymbol(":") { inTypes = true }
                if token.isSymbol(",") {
                    expectName = true
                    inTypes = false
                } else if token.kind == .word, expectName, !inTypes {
                    parameters.append(token.text)
                    expectName = false
                }
            }
            body = (found + 1)..<inside.upperBound
        } else {
            parameters = ["$0", "$1"]
        }
        return .closure(ManifestClosure(source: source, parameters: parameters, body: body, scope: scope))
    }

    /// A closure applied to arguments: a key path reads the member it names.
    func apply(_ closure: ManifestClosure, _ arguments: [ManifestValue], at place: (ManifestSource, Int)) -> ManifestValue {
        if let keyPath = closure.keyPath, let first = arguments.first {
            return member(keyPath, of: first, nil, nil, at: closure.body.upperBound - 1, closure.source, closure.scope)
        }
        if let function = closure.function {
            // Called by position, whatever its labels.
            return invoke([function], zip(function.parameters, arguments).map { ($0.label, $1) }, selfValue: nil, at: place)
                ?? gap(place.0, place.1, "\(function.name) does not take these arguments")
        }
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { return gap(place.0, place.1, "calls nested more than \(Self.maximumDepth) deep") }
        let scope = ManifestScope(parent: closure.scope)
        for (index, name) in closure.parameters.enumerated() {
            scope.values[name] = index < arguments.count ? arguments[index] : .null
        }
        return body(closure.body, closure.source, scope)
    }

    // MARK: Names

    /// A name on its own: a local, a parameter, `self`'s property, a static member of the
    /// enclosing type, a top-level constant, or a type.
    func name(_ name: String, at index: Int, _ source: ManifestSource, _ scope: ManifestScope) -> ManifestValue {
        switch name {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "nil": return .null
        case "self": return scope.lookup("self") ?? scope.selfValue ?? gap(source, index, "self outside a type doctor evaluates")
        default: break
        }
        if let value = scope.lookup(name) { return value }
        if let selfValue = scope.lookup("self") ?? scope.selfValue, let value = selfMember(name, [], isCall: false, of: selfValue, at: (source, index)) { return value }
        if let owner = scope.owner, let constant = constant(named: name, owner: owner) { return value(of: constant, at: (source, index)) }
        // The helpers' top-level constants, the file's own first (`private let targetName` in
        // each); the manifest's own are its top level's bindings (`root`).
        let helpers = [source] + sources.dropFirst().filter { $0 !== source }
        if let constant = helpers.lazy.compactMap({ file in file === self.sources.first ? nil : file.constants.first { $0.name == name && $0.owner == nil } }).first {
            return value(of: constant, at: (source, index))
        }
        if let resolved = resolveType(name, from: scope.owner) { return .type(resolved) }
        if name.first?.isUppercase == true { return .type(name) }
        return gap(source, index, "\(name) is no name doctor finds")
    }

    /// `name(...)`: a function of the manifest or its helpers, a helper struct's initializer,
    /// or one of ProjectDescription's (kept as data).
    func call(_ name: String, _ arguments: Range<Int>?, _ trailing: Range<Int>?, at index: Int, _ source: ManifestSource, _ scope: ManifestScope) -> ManifestValue {
        let values = self.arguments(arguments, trailing, source, scope)
        if let closure = scope.lookup(name), case .closure(let function) = closure { return apply(function, values.map(\.value), at: (source, index)) }
        switch name {
        case "Array", "Set", "String":
            if values.count == 1, values[0].label == nil || values[0].label == "describing" {
                if name == "String", case .number(let text) = values[0].value { return .string(text) }
                return values[0].value
            }
        // Tuist's settings builder starts empty.
        case "SettingsDictionary" where values.isEmpty: return .dictionary([])
        default: break
        }
        // A function of the type the code is in (with `self`), a free one, else `self`'s method.
        let selfValue = scope.lookup("self") ?? scope.selfValue
        let candidates = functions(named: name).filter { $0.owner == nil || $0.owner == scope.owner }
        if let result = invoke(candidates, values, selfValue: selfValue, at: (source, index)) { return result }
        if let selfValue, let result = selfMember(name, values, isCall: true, of: selfValue, at: (source, index)) { return result }
        if let resolved = resolveType(name, from: scope.owner), let declared = type(named: resolved), !declared.isEnum, !declared.isProtocol {
            return construct(declared, values, at: (source, index))
        }
        return .call(ManifestCall(name: name, arguments: values, file: source.path, line: source.tokens[index].line))
    }

    /// `.name` or `.name(...)` where the type is implied: a helper's static function or
    /// constant of that name (`.app(name:)`, `.projectSettings`), a helper enum's case, else
    /// ProjectDescription's member or factory (`.iOS`, `.target(...)`).
    func implicitMember(_ name: String, _ arguments: Range<Int>?, _ trailing: Range<Int>?, at index: Int, _ source: ManifestSource, _ scope: ManifestScope) -> ManifestValue {
        // The type the argument's label implies (`product:` a Product): its static members
        // first, never another of ProjectDescription's types' (`.app` is Product's there, not a
        // helper's `Destinations.app`).
        let owners: (String?) -> Bool = { owner in
            guard let owner else { return false }
            guard let hint = scope.hint else { return true }
            return owner == hint || !Self.contextualTypes.values.contains(owner)
        }
        let preferred: (String?) -> Bool = { owner in scope.hint.map { owner == $0 } ?? false }
        if arguments != nil || trailing != nil {
            let values = self.arguments(arguments, trailing, source, scope)
            let functions = functions(named: name).filter { $0.isStatic && owners($0.owner) }
            if let result = invoke(functions.filter { preferred($0.owner) } + functions.filter { !preferred($0.owner) }, values, selfValue: nil, at: (source, index)) { return result }
            return .call(ManifestCall(name: name, arguments: values, file: source.path, line: source.tokens[index].line))
        }
        let statics = sources.flatMap { $0.constants.filter { $0.name == name && owners($0.owner) && $0.isStatic } }
        if let hinted = statics.first(where: { preferred($0.owner) }) { return value(of: hinted, at: (source, index)) }
        if statics.count == 1 { return value(of: statics[0], at: (source, index)) }
        let enums = sources.flatMap { $0.types.filter { $0.isEnum && $0.cases.contains { $0.name == name } } }
        if enums.count == 1, let found = enums[0].cases.first(where: { $0.name == name }) { return .enumCase(type: enums[0].name, name: name, rawValue: found.rawValue) }
        if let nested = nestedType(name) { return .type(nested) }
        return .member(name)
    }

    /// `value.name` or `value.name(...)`.
    func member(_ name: String, of value: ManifestValue, _ arguments: Range<Int>?, _ trailing: Range<Int>?, at index: Int, _ source: ManifestSource,
                _ scope: ManifestScope) -> ManifestValue {
        let isCall = arguments != nil || trailing != nil
        let values = isCall ? self.arguments(arguments, trailing, source, scope) : []
        let line = source.tokens[min(index, source.tokens.count - 1)].line
        switch value {
        case .gap: return value
        case .member(let memberName) where resolveType(memberName, from: scope.owner) != nil:
            return member(name, of: .type(resolveType(memberName, from: scope.owner)!), arguments, trailing, at: index, source, scope)
        case .type(let typeName):
            if name == "allCases", let declared = type(named: typeName), declared.isEnum {
                return .array(declared.cases.map { .enumCase(type: typeName, name: $0.name, rawValue: $0.rawValue) })
            }
            if type(named: typeName + "." + name) != nil { return .type(typeName + "." + name) }
            // Its own static members, else those of the protocols its helpers' extensions give (with `Self`).
            if isCall {
                let candidates = functions(named: name).filter { $0.owner == typeName && $0.isStatic }
                if let result = invoke(candidates, values, selfValue: nil, at: (source, index)) { return result }
                if name == "init", let declared = type(named: typeName), !declared.isEnum { return construct(declared, values, at: (source, index)) }
                if type(named: typeName) != nil, let result = invoke(functions(named: name).filter { $0.isStatic && protocols.contains($0.owner ?? "") }, values, selfValue: value, at: (source, index)) {
                    return result
                }
                return .call(ManifestCall(name: name, arguments: values, file: source.path, line: line))
            }
            if let constant = constant(named: name, owner: typeName), constant.isStatic { return self.value(of: constant, at: (source, index)) }
            if let declared = type(named: typeName), declared.isEnum, let found = declared.cases.first(where: { $0.name == name }) {
                return .enumCase(type: typeName, name: name, rawValue: found.rawValue)
            }
            if type(named: typeName) != nil, let constant = sources.lazy.compactMap({ $0.constants.first { $0.name == name && $0.isStatic && self.protocols.contains($0.owner ?? "") } }).first {
                return self.value(of: constant, selfValue: value, at: (source, index))
            }
            return .member(name)
        case .enumCase(let typeName, let caseName, let raw):
            if name == "rawValue" { return .string(raw ?? caseName) }
            return instanceMember(name, of: value, typeName: typeName, values, isCall: isCall, at: (source, index))
        case .object(let typeName, let fields):
            if !isCall, let field = fields[name] { return field }
            return instanceMember(name, of: value, typeName: typeName, values, isCall: isCall, at: (source, index))
        case .string(let text):
            let result = stringMember(name, text, values, isCall: isCall, at: (source, index))
            return result.gap == nil ? result : extensionMember(name, of: value, owners: { Self.stringOwners.contains($0 ?? "") }, values, isCall: isCall, at: (source, index)) ?? result
        case .array(let items):
            let result = arrayMember(name, items, values, isCall: isCall, at: (source, index))
            return result.gap == nil ? result : extensionMember(name, of: value, owners: { Self.arrayOwners.contains($0 ?? "") }, values, isCall: isCall, at: (source, index)) ?? result
        case .dictionary(let entries):
            if name == "merging" || name == "merge", let other = values.first?.value {
                guard case .dictionary(let more) = other else { return other.gap.map(ManifestValue.gap) ?? gap(source, index, "a merge with a value that is not a dictionary") }
                let keepNew = values.last.map { if case .closure(let closure) = $0.value { Self.keepsSecond(closure) } else { true } } ?? true
                var merged = entries
                for entry in more {
                    if let existing = merged.firstIndex(where: { $0.key == entry.key }) {
                        if keepNew { merged[existing].value = entry.value }
                    } else {
                        merged.append(entry)
                    }
                }
                return .dictionary(merged)
            }
            if name == "isEmpty" { return .bool(entries.isEmpty) }
            if isCall, let settings = Self.settingsBuilder(name, values) {
                // SettingsDictionary's builder methods: the settings they write.
                var changed = entries
                for (key, setting) in settings {
                    changed.removeAll { $0.key == key }
                    changed.append((key, setting))
                }
                return .dictionary(changed)
            }
        case .call(let call):
            if !isCall, let argument = call.argument(name) { return argument }
        case .null:
            return .null
        default:
            break
        }
        return gap(source, index, "\(name) of a value doctor does not evaluate")
    }

    /// The settings a SettingsDictionary builder method writes (ProjectDescription's
    /// `SettingsDictionary` extension), nil for one doctor does not know.
    static func settingsBuilder(_ name: String, _ values: [(label: String?, value: ManifestValue)]) -> [(String, ManifestValue)]? {
        let first = values.first?.value ?? .null
        switch name {
        case "automaticCodeSigning": return [("CODE_SIGN_STYLE", .string("Automatic")), ("DEVELOPMENT_TEAM", values.first { $0.label == "devTeam" }?.value ?? first)]
        case "manualCodeSigning": return [("CODE_SIGN_STYLE", .string("Manual"))]
        case "currentProjectVersion": return [("CURRENT_PROJECT_VERSION", first)]
        case "marketingVersion": return [("MARKETING_VERSION", first)]
        case "bridgingHeader": return [("SWIFT_OBJC_BRIDGING_HEADER", values.first { $0.label == "path" }?.value ?? first)]
        case "swiftVersion": return [("SWIFT_VERSION", first)]
        case "compilationConditions", "swiftActiveCompilationConditions": return [("SWIFT_ACTIVE_COMPILATION_CONDITIONS", first)]
        case "otherSwiftFlags", "otherLinkerFlags", "debugInformationFormat", "swiftCompilationMode", "swiftOptimizationLevel", "bitcodeEnabled",
             "appleGenericVersioningSystem", "swiftOptimizeObjectLifetimes", "swiftObjcInterfaceHeaderName":
            return []
        default: return nil
        }
    }

    /// `{ $1 }`, `{ _, new in new }`: a merge that keeps the new value.
    static func keepsSecond(_ closure: ManifestClosure) -> Bool {
        let tokens = closure.source.tokens[closure.body]
        guard let last = tokens.last(where: { $0.kind == .word }) else { return true }
        return last.text == "$1" || (closure.parameters.count == 2 && last.text == closure.parameters[1])
    }

    /// A helper type's instance function or computed property, with `self`; else one an
    /// extension of a protocol gives (`extension RawRepresentable { var package: ... }`).
    func instanceMember(_ name: String, of value: ManifestValue, typeName: String, _ values: [(label: String?, value: ManifestValue)], isCall: Bool,
                        at place: (ManifestSource, Int)) -> ManifestValue {
        declaredMember(name, of: value, typeName: typeName, values, isCall: isCall, at: place) ?? gap(place.0, place.1, "\(typeName).\(name) is no member doctor finds")
    }

    func declaredMember(_ name: String, of value: ManifestValue, typeName: String, _ values: [(label: String?, value: ManifestValue)], isCall: Bool,
                        at place: (ManifestSource, Int)) -> ManifestValue? {
        for owners in [{ (owner: String?) in owner == typeName }, { owner in self.protocols.contains(owner ?? "") }] {
            if let found = extensionMember(name, of: value, owners: owners, values, isCall: isCall, at: place) { return found }
        }
        return nil
    }

    /// A member of `self` named on its own (`rawValue`, `packageName`, `prefix(1)` in an
    /// extension of `String`, `allCases` in a static member): nil when `self` has none.
    func selfMember(_ name: String, _ values: [(label: String?, value: ManifestValue)], isCall: Bool, of selfValue: ManifestValue,
                    at place: (ManifestSource, Int)) -> ManifestValue? {
        switch selfValue {
        case .enumCase(let type, let caseName, let raw):
            if name == "rawValue", !isCall { return .string(raw ?? caseName) }
            return declaredMember(name, of: selfValue, typeName: type, values, isCall: isCall, at: place)
        case .object(let type, let fields):
            if !isCall, let field = fields[name] { return field }
            return declaredMember(name, of: selfValue, typeName: type, values, isCall: isCall, at: place)
        case .string(let text):
            let builtIn = stringMember(name, text, values, isCall: isCall, at: place)
            return builtIn.gap == nil ? builtIn : extensionMember(name, of: selfValue, owners: { Self.stringOwners.contains($0 ?? "") }, values, isCall: isCall, at: place)
        case .array(let items):
            let builtIn = arrayMember(name, items, values, isCall: isCall, at: place)
            return builtIn.gap == nil ? builtIn : extensionMember(name, of: selfValue, owners: { Self.arrayOwners.contains($0 ?? "") }, values, isCall: isCall, at: place)
        case .type(let typeName):
            guard let declared = type(named: typeName) else { return nil }
            if name == "allCases", declared.isEnum, !isCall { return .array(declared.cases.map { .enumCase(type: typeName, name: $0.name, rawValue: $0.rawValue) }) }
            if !isCall, let found = declared.cases.first(where: { $0.name == name }) { return .enumCase(type: typeName, name: name, rawValue: found.rawValue) }
            if isCall {
                return invoke(functions(named: name).filter { $0.isStatic && ($0.owner == typeName || protocols.contains($0.owner ?? "")) }, values, selfValue: selfValue, at: place)
            }
            let constant = sources.flatMap(\.constants).first { $0.name == name && $0.isStatic && ($0.owner == typeName || protocols.contains($0.owner ?? "")) }
            return constant.map { value(of: $0, selfValue: $0.owner == typeName ? nil : selfValue, at: place) }
        default:
            return nil
        }
    }

    static let stringOwners: Set<String> = ["String", "StringProtocol"]
    static let arrayOwners: Set<String> = ["Array", "Collection", "Sequence"]

    /// An instance member of the helpers' extensions of the owners chosen (`extension String { var bundleID: String }`).
    func extensionMember(_ name: String, of value: ManifestValue, owners: (String?) -> Bool, _ values: [(label: String?, value: ManifestValue)], isCall: Bool,
                         at place: (ManifestSource, Int)) -> ManifestValue? {
        if isCall {
            let candidates = functions(named: name).filter { owners($0.owner) && !$0.isStatic }
            return invoke(candidates, values, selfValue: value, at: place)
        }
        guard let constant = sources.flatMap({ $0.constants }).first(where: { $0.name == name && owners($0.owner) && !$0.isStatic && $0.getter != nil }) else { return nil }
        return self.value(of: constant, selfValue: value, at: place)
    }

    func stringMember(_ name: String, _ text: String, _ values: [(label: String?, value: ManifestValue)], isCall: Bool, at place: (ManifestSource, Int)) -> ManifestValue {
        switch (name, isCall) {
        case ("lowercased", true): return .string(text.lowercased())
        case ("uppercased", true): return .string(text.uppercased())
        case ("capitalized", false): return .string(text.prefix(1).uppercased() + text.dropFirst())
        case ("isEmpty", false): return .bool(text.isEmpty)
        case ("count", false): return .number(String(text.count))
        case ("hasPrefix", true), ("hasSuffix", true):
            guard let other = values.first?.value.string else { break }
            return .bool(name == "hasPrefix" ? text.hasPrefix(other) : text.hasSuffix(other))
        case ("prefix", true), ("suffix", true), ("dropFirst", true), ("dropLast", true):
            let count = values.first.flatMap { if case .number(let text) = $0.value { Int(text) } else { nil } } ?? (name.hasPrefix("drop") ? 1 : nil)
            guard let count, count >= 0 else { break }
            switch name {
            case "prefix": return .string(String(text.prefix(count)))
            case "suffix": return .string(String(text.suffix(count)))
            case "dropFirst": return .string(String(text.dropFirst(count)))
            default: return .string(String(text.dropLast(count)))
            }
        case ("appending", true):
            guard let other = values.first?.value.string else { break }
            return .string(text + other)
        case ("replacingOccurrences", true):
            guard let of = values.first(where: { $0.label == "of" })?.value.string, let with = values.first(where: { $0.label == "with" })?.value.string, !of.isEmpty else { break }
            return .string(text.replacing(of, with: with))
        default: break
        }
        return gap(place.0, place.1, "String's \(name) is not evaluated")
    }

    func arrayMember(_ name: String, _ items: [ManifestValue], _ values: [(label: String?, value: ManifestValue)], isCall: Bool, at place: (ManifestSource, Int)) -> ManifestValue {
        switch (name, isCall) {
        case ("isEmpty", false): return .bool(items.isEmpty)
        case ("count", false): return .number(String(items.count))
        case ("first", false): return items.first ?? .null
        case ("last", false): return items.last ?? .null
        case ("reversed", true): return .array(items.reversed())
        case ("contains", true):
            guard let sought = values.first?.value else { break }
            var unknown = false
            for item in items {
                switch Self.equal(item, sought) {
                case true?: return .bool(true)
                case nil: unknown = true
                default: continue
                }
            }
            return unknown ? gap(place.0, place.1, "contains on values doctor cannot compare") : .bool(false)
        case ("joined", true):
            let separator = values.first(where: { $0.label == "separator" })?.value.string ?? ""
            let strings = items.compactMap(\.string)
            guard strings.count == items.count else { break }
            return .string(strings.joined(separator: separator))
        case ("map", true), ("flatMap", true), ("compactMap", true), ("filter", true):
            guard let function = values.last?.value else { break }
            var result: [ManifestValue] = []
            for item in items {
                let mapped = applying(function, to: item, at: place)
                if mapped.gap != nil { return mapped }
                switch name {
                case "filter":
                    guard let keep = truth(mapped) else { return gap(place.0, place.1, "a filter doctor does not evaluate") }
                    if keep { result.append(item) }
                case "flatMap":
                    if case .array(let inner) = mapped { result += inner } else if case .null = mapped {} else { result.append(mapped) }
                case "compactMap":
                    if case .null = mapped {} else { result.append(mapped) }
                default:
                    result.append(mapped)
                }
                guard result.count <= Self.maximumElements else { return gap(place.0, place.1, "more than \(Self.maximumElements) elements") }
            }
            return .array(result)
        default: break
        }
        return gap(place.0, place.1, "Array's \(name) is not evaluated")
    }

    /// What a function value (a closure, a key path, or a function named by itself) makes of one item.
    func applying(_ function: ManifestValue, to item: ManifestValue, at place: (ManifestSource, Int)) -> ManifestValue {
        switch function {
        case .closure(let closure): return apply(closure, [item], at: place)
        case .gap: return function
        default: return gap(place.0, place.1, "a transform doctor does not evaluate")
        }
    }

    func subscripted(_ value: ManifestValue, _ key: ManifestValue, at index: Int, _ source: ManifestSource) -> ManifestValue {
        switch (value, key) {
        case (.dictionary(let entries), .string(let text)): return entries.last { $0.key == text }?.value ?? .null
        case (.array(let items), .number(let text)):
            guard let position = Int(text), items.indices.contains(position) else { return gap(source, index, "an index out of range") }
            return items[position]
        case (.gap, _): return value
        case (_, .gap): return key
        default: return gap(source, index, "a subscript doctor does not evaluate")
        }
    }

    // MARK: Calls

    /// Arguments with their labels; a trailing closure last, without one. A function named on
    /// its own (`map(makeFramework)`) is a closure calling it.
    func arguments(_ range: Range<Int>?, _ trailing: Range<Int>?, _ source: ManifestSource, _ scope: ManifestScope) -> [(label: String?, value: ManifestValue)] {
        var values: [(label: String?, value: ManifestValue)] = []
        let tokens = source.tokens
        if let range {
            for part in SwiftExpression(file: source.file, range: range).split() {
                var label: String? = nil
                var valueRange = part.range
                if part.range.count >= 2, tokens[part.range.lowerBound].kind == .word, tokens[part.range.lowerBound + 1].isSymbol(":") {
                    label = tokens[part.range.lowerBound].text
                    valueRange = (part.range.lowerBound + 2)..<part.range.upperBound
                }
                if valueRange.count == 1, tokens[valueRange.lowerBound].kind == .word, scope.lookup(tokens[valueRange.lowerBound].text) == nil,
                   let function = functions(named: tokens[valueRange.lowerBound].text).first, function.parameters.count == 1 {
                    values.append((label, reference(function)))
                    continue
                }
                // `product: .app`: evaluated knowing its type.
                let hinted = label.flatMap { Self.contextualTypes[$0] }.map { hint in
                    let inner = ManifestScope(parent: scope)
                    inner.hint = hint
                    return inner
                }
                values.append((label, evaluate(valueRange, source, hinted ?? scope)))
            }
        }
        if let trailing { values.append((nil, closure(trailing, source, scope))) }
        return values
    }

    /// ProjectDescription's argument labels and the type each takes.
    static let contextualTypes: [String: String] = [
        "product": "Product", "destinations": "Destinations", "platform": "Platform", "dependencies": "TargetDependency", "infoPlist": "InfoPlist",
        "settings": "Settings", "deploymentTargets": "DeploymentTargets", "deploymentTarget": "DeploymentTarget", "sources": "SourceFilesList",
        "resources": "ResourceFileElements", "scripts": "TargetScript",
    ]

    /// A function as a closure value.
    func reference(_ function: ManifestSource.Function) -> ManifestValue {
        .closure(ManifestClosure(source: function.source, parameters: function.parameters.map(\.name), body: function.body, scope: root, function: function))
    }

    /// The first candidate whose parameters take the arguments, called; nil when none does.
    func invoke(_ candidates: [ManifestSource.Function], _ values: [(label: String?, value: ManifestValue)], selfValue: ManifestValue?,
                at place: (ManifestSource, Int)) -> ManifestValue? {
        for function in candidates {
            guard let bound = bind(function.parameters, values) else { continue }
            depth += 1
            defer { depth -= 1 }
            guard depth < Self.maximumDepth else { return gap(place.0, place.1, "calls nested more than \(Self.maximumDepth) deep") }
            let scope = ManifestScope(parent: root, owner: function.owner, selfValue: selfValue)
            for (parameter, value) in zip(function.parameters, bound) {
                scope.values[parameter.name] = value ?? parameter.defaultValue.map { evaluate($0, function.source, scope) } ?? .null
            }
            if function.name == "init", let selfValue, case .object(let typeName, var fields) = selfValue {
                // An initializer: what it assigns to `self`'s properties.
                scope.values["self"] = selfValue
                _ = body(function.body, function.source, scope)
                if case .object(_, let assigned)? = scope.values["self"] { fields.merge(assigned) { $1 } }
                return .object(type: typeName, fields: fields)
            }
            return body(function.body, function.source, scope)
        }
        return nil
    }

    /// The arguments for each parameter in order (nil: its default), or nil when they do not fit.
    func bind(_ parameters: [ManifestSource.Parameter], _ values: [(label: String?, value: ManifestValue)]) -> [ManifestValue?]? {
        var bound: [ManifestValue?] = []
        var next = 0
        for (position, parameter) in parameters.enumerated() {
            if next < values.count, values[next].label == parameter.label || (values[next].label == nil && position == parameters.count - 1 && next == values.count - 1) {
                bound.append(values[next].value)
                next += 1
            } else if parameter.defaultValue != nil {
                bound.append(nil)
            } else {
                return nil
            }
        }
        return next == values.count ? bound : nil
    }

    /// A helper struct's value: its initializer's assignments, or its properties by label.
    func construct(_ declaration: ManifestSource.TypeDeclaration, _ values: [(label: String?, value: ManifestValue)], at place: (ManifestSource, Int)) -> ManifestValue {
        var fields: [String: ManifestValue] = [:]
        for stored in declaration.stored {
            if let value = stored.defaultValue { fields[stored.name] = evaluate(value, stored.source, ManifestScope(parent: root, owner: declaration.name)) }
        }
        let initializers = functions(named: "init").filter { $0.owner == declaration.name }
        if !initializers.isEmpty {
            return invoke(initializers, values, selfValue: .object(type: declaration.name, fields: fields), at: place)
                ?? gap(place.0, place.1, "no initializer of \(declaration.name) takes these arguments")
        }
        // The memberwise initializer.
        for (label, value) in values {
            guard let label, declaration.stored.contains(where: { $0.name == label }) else { return gap(place.0, place.1, "\(declaration.name) has no property for an argument") }
            fields[label] = value
        }
        return .object(type: declaration.name, fields: fields)
    }

    /// A string literal: its text, with each interpolation's value.
    func string(at index: Int, _ source: ManifestSource, _ scope: ManifestScope) -> ManifestValue {
        let token = source.tokens[index]
        guard token.text.utf8.contains(SourceTokenizer.interpolationMark[0]) else { return .string(token.text) }
        guard let pieces = ManifestStringLiteral.pieces(in: source.file.bytes, line: token.line, column: token.column) else {
            return gap(source, index, "a string doctor does not read")
        }
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let part): text += part
            case .expression(let bytes):
                let inner = ManifestSource(path: source.path, bytes: bytes, line: token.line)
                let value = evaluate(0..<inner.tokens.count, inner, scope)
                switch value {
                case .string(let part), .number(let part), .member(let part): text += part
                case .bool(let flag): text += flag ? "true" : "false"
                case .enumCase(_, let name, _): text += name
                case .gap: return value
                default: return gap(source, index, "an interpolation of a value doctor cannot write")
                }
            }
        }
        return .string(text)
    }
}
