/// The statements of a manifest's top level, a function's body or a closure's: `let`/`var`,
/// assignments (`=`, `+=`, a dictionary's subscript, `self.x` in an initializer), `append`,
/// `insert` and `merge` on a local, `if` (with `let` bindings), `guard`, `for ... in` (with
/// `where`), `switch` over literals, members and enum cases, `return`, `break`, `continue`.
/// A condition doctor cannot evaluate makes unknown what either branch assigns, and what the
/// function returns when a branch returns.
extension ManifestEvaluator {
    enum Flow {
        case next
        case returned(ManifestValue)
        case breakLoop
        case continueLoop
    }

    /// What a function's or a closure's body returns; a body of one expression returns it.
    func body(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) -> ManifestValue {
        let statements = self.statements(range, source)
        if statements.count == 1, isExpression(statements[0], source) { return evaluate(statements[0], source, scope) }
        if case .returned(let value) = run(statements, source, scope) { return value }
        return .null
    }

    /// Runs a manifest's top level: its statements bind in `root`.
    func runTopLevel(_ source: ManifestSource) {
        _ = run(statements(0..<source.tokens.count, source), source, root)
    }

    func run(_ statements: [Range<Int>], _ source: ManifestSource, _ scope: ManifestScope) -> Flow {
        for statement in statements {
            let flow = execute(statement, source, scope)
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    static let declarations: Set<String> = ["func", "struct", "enum", "class", "extension", "protocol", "import", "typealias", "actor", "init"]
    static let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "open", "final", "static", "lazy", "package", "nonisolated", "mutating"]

    /// A block's statements as token ranges, each with the blocks it owns (an `if`'s, its
    /// `else`'s, a declaration's body).
    func statements(_ range: Range<Int>, _ source: ManifestSource) -> [Range<Int>] {
        let tokens = source.tokens
        var found: [Range<Int>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].isSymbol(";") {
                index += 1
                continue
            }
            var end = index
            let start = skipPrefix(index, range.upperBound, source)
            if start < range.upperBound, tokens[start].kind == .word {
                switch tokens[start].text {
                case "if": end = ifEnd(start, range.upperBound, source)
                case "guard", "for", "while", "switch", "do", "repeat", "defer":
                    end = blockEnd(from: start + 1, range.upperBound, source)
                    if tokens[start].isWord("do"), end < range.upperBound, tokens[end].isWord("catch") { end = blockEnd(from: end + 1, range.upperBound, source) }
                case let word where Self.declarations.contains(word):
                    end = word == "import" || word == "typealias" ? source.end(from: start + 1, limit: range.upperBound) : blockEnd(from: start + 1, range.upperBound, source)
                default:
                    end = source.end(from: start, limit: range.upperBound)
                }
            } else {
                end = source.end(from: start, limit: range.upperBound)
            }
            end = max(end, start + 1)
            found.append(index..<min(end, range.upperBound))
            index = end
        }
        return found
    }

    /// Past attributes and modifiers before a statement.
    func skipPrefix(_ index: Int, _ limit: Int, _ source: ManifestSource) -> Int {
        let tokens = source.tokens
        var cursor = index
        while cursor < limit {
            if tokens[cursor].isSymbol("@"), cursor + 1 < limit {
                cursor += 2
                if cursor < limit, tokens[cursor].isSymbol("("), let close = source.file.partner[cursor] { cursor = close + 1 }
                continue
            }
            guard tokens[cursor].kind == .word, Self.modifiers.contains(tokens[cursor].text) else { break }
            cursor += 1
        }
        return cursor
    }

    /// Past the first block (`{ ... }`) at the top level from `start`.
    func blockEnd(from start: Int, _ limit: Int, _ source: ManifestSource) -> Int {
        guard let open = firstBlock(from: start, limit, source), let close = source.file.partner[open] else { return source.end(from: start, limit: limit) }
        return close + 1
    }

    /// The first `{` at the top level from `start`.
    func firstBlock(from start: Int, _ limit: Int, _ source: ManifestSource) -> Int? {
        let tokens = source.tokens
        var index = start
        while index < limit {
            if tokens[index].isSymbol("{") { return index }
            if tokens[index].isSymbol("}") || tokens[index].isSymbol(";") { return nil }
            if let partner = source.file.partner[index], partner > index {
                index = partner + 1
                continue
            }
            index += 1
        }
        return nil
    }

    /// Past an `if` with its `else if`s and `else`.
    func ifEnd(_ start: Int, _ limit: Int, _ source: ManifestSource) -> Int {
        var end = blockEnd(from: start + 1, limit, source)
        let tokens = source.tokens
        while end < limit, tokens[end].isWord("else") {
            end = end + 1 < limit && tokens[end + 1].isWord("if") ? blockEnd(from: end + 2, limit, source) : blockEnd(from: end + 1, limit, source)
        }
        return end
    }

    /// Whether a statement is an expression (a body of one returns it).
    func isExpression(_ range: Range<Int>, _ source: ManifestSource) -> Bool {
        let tokens = source.tokens
        let first = tokens[range.lowerBound]
        if first.kind == .word, ["let", "var", "if", "guard", "for", "while", "switch", "return", "break", "continue", "do", "repeat", "defer", "throw"].contains(first.text)
            || Self.declarations.contains(first.text) || Self.modifiers.contains(first.text) {
            return false
        }
        return assignment(in: range, source) == nil
    }

    /// The `=` of an assignment at the statement's top level (`+=` too), if it is one.
    func assignment(in range: Range<Int>, _ source: ManifestSource) -> Int? {
        let tokens = source.tokens
        var index = range.lowerBound
        while index < range.upperBound {
            if let partner = source.file.partner[index], partner > index {
                index = partner + 1
                continue
            }
            if tokens[index].isSymbol("="), index > range.lowerBound, index + 1 < range.upperBound, !tokens[index + 1].isSymbol("=") {
                let previous = tokens[index - 1]
                if !(previous.isSymbol("=") || previous.isSymbol("!") || previous.isSymbol("<") || previous.isSymbol(">")) { return index }
            }
            index += 1
        }
        return nil
    }

    // MARK: One statement

    func execute(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) -> Flow {
        let tokens = source.tokens
        let start = skipPrefix(range.lowerBound, range.upperBound, source)
        guard start < range.upperBound else { return .next }
        let first = tokens[start]
        let rest = (start + 1)..<range.upperBound
        if first.kind == .word {
            switch first.text {
            case "return": return .returned(rest.isEmpty ? .null : evaluate(rest, source, scope))
            case "break": return .breakLoop
            case "continue": return .continueLoop
            case "let", "var":
                declare(rest, source, scope)
                return .next
            case "if": return ifStatement(start..<range.upperBound, source, scope)
            case "guard": return guardStatement(start..<range.upperBound, source, scope)
            case "for": return forStatement(start..<range.upperBound, source, scope)
            case "switch": return switchStatement(start..<range.upperBound, source, scope)
            case "while", "repeat", "do", "throw", "defer":
                return unknown(range, source, scope, "a \(first.text) statement doctor does not evaluate")
            case let word where Self.declarations.contains(word):
                return .next
            default:
                break
            }
        }
        if let equals = assignment(in: start..<range.upperBound, source) {
            let compound = tokens[equals - 1].isSymbol("+")
            let target = start..<(compound ? equals - 1 : equals)
            assign(target, evaluate((equals + 1)..<range.upperBound, source, scope), compound: compound, source, scope)
            return .next
        }
        mutate(start..<range.upperBound, source, scope)
        return .next
    }

    /// `let a = 1, b: T = 2`, `var c: [T]` (no value yet).
    func declare(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) {
        let tokens = source.tokens
        for part in SwiftExpression(file: source.file, range: range).split() {
            guard let first = part.range.first else { continue }
            guard tokens[first].kind == .word else {
                // A tuple pattern: each name unknown.
                for index in part.range where tokens[index].kind == .word { scope.values[tokens[index].text] = gap(part.range, source, "a tuple doctor does not evaluate") }
                continue
            }
            let name = tokens[first].text
            if let equals = assignment(in: part.range, source) {
                scope.values[name] = evaluate((equals + 1)..<part.range.upperBound, source, scope)
            } else {
                scope.values[name] = gap(part.range, source, "\(name) is declared without a value doctor follows")
            }
        }
    }

    /// `x = v`, `x += v`, `self.x = v`, `dictionary["key"] = v`.
    func assign(_ target: Range<Int>, _ value: ManifestValue, compound: Bool, _ source: ManifestSource, _ scope: ManifestScope) {
        let tokens = source.tokens
        func combined(_ old: ManifestValue) -> ManifestValue {
            guard compound else { return value }
            return Self.add(old, value) ?? old.firstGap.map(ManifestValue.gap) ?? value.gap.map(ManifestValue.gap) ?? gap(target, source, "a sum doctor does not evaluate")
        }
        if target.count == 1, tokens[target.lowerBound].kind == .word {
            let name = tokens[target.lowerBound].text
            if name == "_" { return }
            if let old = scope.lookup(name) {
                _ = scope.assign(name, combined(old))
                return
            }
            setField(name, combined, scope)
            return
        }
        if target.count == 3, tokens[target.lowerBound].isWord("self"), tokens[target.lowerBound + 1].isSymbol("."), tokens[target.lowerBound + 2].kind == .word {
            setField(tokens[target.lowerBound + 2].text, combined, scope)
            return
        }
        // `info["key"] = value` on a local dictionary.
        if tokens[target.lowerBound].kind == .word, target.count >= 3, tokens[target.lowerBound + 1].isSymbol("["),
           source.file.partner[target.lowerBound + 1] == target.upperBound - 1, let old = scope.lookup(tokens[target.lowerBound].text) {
            let name = tokens[target.lowerBound].text
            let key = evaluate((target.lowerBound + 2)..<(target.upperBound - 1), source, scope)
            guard case .dictionary(var entries) = old, case .string(let text) = key else {
                _ = scope.assign(name, old.gap.map(ManifestValue.gap) ?? gap(target, source, "a subscript assignment doctor does not evaluate"))
                return
            }
            let previous = entries.last { $0.key == text }?.value
            entries.removeAll { $0.key == text }
            entries.append((text, combined(previous ?? .null)))
            _ = scope.assign(name, .dictionary(entries))
        }
    }

    /// A property of `self` in an initializer (its object's field).
    func setField(_ name: String, _ combined: (ManifestValue) -> ManifestValue, _ scope: ManifestScope) {
        guard case .object(let type, var fields)? = scope.lookup("self") else { return }
        fields[name] = combined(fields[name] ?? .null)
        _ = scope.assign("self", .object(type: type, fields: fields))
    }

    /// `x.append(v)`, `x.append(contentsOf: v)`, `x.insert(v, at: i)`, `x.merge(d) { ... }` on a
    /// local; another method that changes it makes it unknown.
    func mutate(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) {
        let tokens = source.tokens
        guard range.count >= 4, tokens[range.lowerBound].kind == .word, tokens[range.lowerBound + 1].isSymbol("."), tokens[range.lowerBound + 2].kind == .word,
              let old = scope.lookup(tokens[range.lowerBound].text) else { return }
        let name = tokens[range.lowerBound].text
        let method = tokens[range.lowerBound + 2].text
        var cursor = range.lowerBound + 3
        var arguments: Range<Int>? = nil
        var trailing: Range<Int>? = nil
        if cursor < range.upperBound, tokens[cursor].isSymbol("("), let close = source.file.partner[cursor] {
            arguments = (cursor + 1)..<close
            cursor = close + 1
        }
        if cursor < range.upperBound, tokens[cursor].isSymbol("{"), let close = source.file.partner[cursor] {
            trailing = cursor..<(close + 1)
            cursor = close + 1
        }
        let values = self.arguments(arguments, trailing, source, scope)
        switch (method, old) {
        case ("append", .array(let items)):
            if values.first?.label == "contentsOf", case .array(let more)? = values.first?.value {
                _ = scope.assign(name, .array(items + more))
            } else if let value = values.first?.value, values.first?.label == nil {
                _ = scope.assign(name, .array(items + [value]))
            } else {
                _ = scope.assign(name, values.first?.value.firstGap.map(ManifestValue.gap) ?? gap(range, source, "an append doctor does not evaluate"))
            }
        case ("insert", .array(var items)):
            guard let value = values.first?.value else { return }
            let position = values.first { $0.label == "at" }.flatMap { if case .number(let text) = $0.value { Int(text) } else { nil } } ?? items.count
            items.insert(value, at: min(max(position, 0), items.count))
            _ = scope.assign(name, .array(items))
        case ("merge", .dictionary):
            _ = scope.assign(name, member("merging", of: old, arguments, trailing, at: range.lowerBound + 2, source, scope))
        case (_, .array), (_, .dictionary):
            if ["remove", "removeAll", "removeFirst", "removeLast", "removeValue", "sort", "reverse", "shuffle", "updateValue", "formUnion", "swapAt"].contains(method) {
                _ = scope.assign(name, gap(range, source, "\(method) on \(name) is not evaluated"))
            }
        default:
            return
        }
    }

    // MARK: Control flow

    /// Whether an `if`'s or `guard`'s conditions hold, their `let` bindings made in `scope`;
    /// nil when one cannot be evaluated.
    func conditions(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) -> Bool? {
        let tokens = source.tokens
        for part in SwiftExpression(file: source.file, range: range).split() {
            guard let first = part.range.first else { continue }
            if tokens[first].isWord("let") || tokens[first].isWord("var") {
                guard first + 1 < part.range.upperBound, tokens[first + 1].kind == .word else { return nil }
                let name = tokens[first + 1].text
                let valueStart = assignment(in: part.range, source).map { $0 + 1 } ?? first + 2
                // `if let name`: the name's own value.
                let value = valueStart >= part.range.upperBound ? (scope.lookup(name) ?? .null) : evaluate(valueStart..<part.range.upperBound, source, scope)
                switch value {
                case .null: return false
                case .gap: return nil
                default: scope.values[name] = value
                }
                continue
            }
            if tokens[first].isWord("case") { return nil }
            guard let holds = truth(evaluate(part.range, source, scope)) else { return nil }
            if !holds { return false }
        }
        return true
    }

    func ifStatement(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) -> Flow {
        let tokens = source.tokens
        guard let open = firstBlock(from: range.lowerBound + 1, range.upperBound, source), let close = source.file.partner[open] else {
            return unknown(range, source, scope, "an if doctor does not read")
        }
        let inner = ManifestScope(parent: scope)
        switch conditions((range.lowerBound + 1)..<open, source, inner) {
        case true?:
            return run(statements((open + 1)..<close, source), source, inner)
        case false?:
            var next = close + 1
            guard next < range.upperBound, tokens[next].isWord("else") else { return .next }
            next += 1
            if next < range.upperBound, tokens[next].isWord("if") { return ifStatement(next..<range.upperBound, source, scope) }
            guard let elseOpen = firstBlock(from: next, range.upperBound, source), let elseClose = source.file.partner[elseOpen] else { return .next }
            return run(statements((elseOpen + 1)..<elseClose, source), source, ManifestScope(parent: scope))
        case nil:
            return unknown(range, source, scope, "an if whose condition doctor does not evaluate")
        }
    }

    func guardStatement(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) -> Flow {
        let tokens = source.tokens
        guard let elseWord = (range.lowerBound..<range.upperBound).first(where: { tokens[$0].isWord("else") && isTopLevel($0, in: range, source) }),
              let open = firstBlock(from: elseWord + 1, range.upperBound, source), let close = source.file.partner[open] else {
            return unknown(range, source, scope, "a guard doctor does not read")
        }
        switch conditions((range.lowerBound + 1)..<elseWord, source, scope) {
        case true?: return .next
        case false?:
            let flow = run(statements((open + 1)..<close, source), source, ManifestScope(parent: scope))
            if case .next = flow { return .returned(gap(range, source, "a guard whose else goes on")) }
            return flow
        case nil: return .returned(gap(range, source, "a guard whose condition doctor does not evaluate"))
        }
    }

    func forStatement(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) -> Flow {
        let tokens = source.tokens
        guard range.count > 3, tokens[range.lowerBound + 1].kind == .word, tokens[range.lowerBound + 2].isWord("in"),
              let open = firstBlock(from: range.lowerBound + 3, range.upperBound, source), let close = source.file.partner[open] else {
            return unknown(range, source, scope, "a for loop doctor does not read")
        }
        let name = tokens[range.lowerBound + 1].text
        var sequenceEnd = open
        var condition: Range<Int>? = nil
        if let whereWord = ((range.lowerBound + 3)..<open).first(where: { tokens[$0].isWord("where") }) {
            sequenceEnd = whereWord
            condition = (whereWord + 1)..<open
        }
        let sequence = evaluate((range.lowerBound + 3)..<sequenceEnd, source, scope)
        guard case .array(let items) = sequence else {
            return unknown(range, source, scope, sequence.gap?.why ?? "a loop over a value doctor does not evaluate")
        }
        let statements = self.statements((open + 1)..<close, source)
        for item in items {
            let inner = ManifestScope(parent: scope)
            inner.values[name] = item
            if let condition {
                guard let holds = truth(evaluate(condition, source, inner)) else { return unknown(range, source, scope, "a where clause doctor does not evaluate") }
                if !holds { continue }
            }
            switch run(statements, source, inner) {
            case .returned(let value): return .returned(value)
            case .breakLoop: return .next
            case .next, .continueLoop: continue
            }
        }
        return .next
    }

    func switchStatement(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope) -> Flow {
        let tokens = source.tokens
        guard let open = firstBlock(from: range.lowerBound + 1, range.upperBound, source), let close = source.file.partner[open] else {
            return unknown(range, source, scope, "a switch doctor does not read")
        }
        let subject = evaluate((range.lowerBound + 1)..<open, source, scope)
        if subject.gap != nil { return unknown(range, source, scope, "a switch over a value doctor does not evaluate") }
        // The labels (`case ...:`, `default:`) at the block's top level.
        var labels: [(start: Int, colon: Int)] = []
        var index = open + 1
        while index < close {
            if let partner = source.file.partner[index], partner > index {
                index = partner + 1
                continue
            }
            if tokens[index].isWord("case") || tokens[index].isWord("default"),
               let colon = (index..<close).first(where: { tokens[$0].isSymbol(":") && isTopLevel($0, in: index..<close, source) }) {
                labels.append((index, colon))
                index = colon + 1
                continue
            }
            index += 1
        }
        for (position, label) in labels.enumerated() {
            let end = position + 1 < labels.count ? labels[position + 1].start : close
            var matches = tokens[label.start].isWord("default")
            if !matches {
                for pattern in SwiftExpression(file: source.file, range: (label.start + 1)..<label.colon).split() {
                    if tokens[pattern.range].contains(where: { $0.isWord("let") || $0.isWord("var") || $0.isWord("where") }) {
                        return unknown(range, source, scope, "a case pattern doctor does not evaluate")
                    }
                    if pattern.range.count == 1, tokens[pattern.range.lowerBound].isWord("_") {
                        matches = true
                        break
                    }
                    guard let equal = Self.equal(subject, evaluate(pattern.range, source, scope)) else {
                        return unknown(range, source, scope, "a case doctor cannot compare")
                    }
                    if equal {
                        matches = true
                        break
                    }
                }
            }
            guard matches else { continue }
            let flow = run(statements((label.colon + 1)..<end, source), source, ManifestScope(parent: scope))
            if case .breakLoop = flow { return .next }
            return flow
        }
        return .next
    }

    /// A statement whose effect is not known: every local it assigns or appends to becomes
    /// unknown, and so does the function's result when it may return.
    func unknown(_ range: Range<Int>, _ source: ManifestSource, _ scope: ManifestScope, _ why: String) -> Flow {
        let tokens = source.tokens
        let reason = gap(range.lowerBound..<min(range.lowerBound + 1, range.upperBound), source, why)
        for index in range where tokens[index].kind == .word && index + 1 < range.upperBound && scope.lookup(tokens[index].text) != nil {
            let next = tokens[index + 1]
            let assigned = next.isSymbol("=") && !(index + 2 < range.upperBound && tokens[index + 2].isSymbol("=")) || next.isSymbol("+") || next.isSymbol("[")
                || next.isSymbol(".") && index + 2 < range.upperBound && ["append", "insert", "merge", "remove", "removeAll"].contains(tokens[index + 2].text)
            if assigned, index == range.lowerBound || !tokens[index - 1].isSymbol(".") { _ = scope.assign(tokens[index].text, reason) }
        }
        if range.contains(where: { tokens[$0].isWord("return") }) { return .returned(reason) }
        return .next
    }
}
