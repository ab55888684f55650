/// Containers code makes a window's root (`window.rootViewController = MyTabBarController()`,
/// `UINavigationController(rootViewController: ListViewController())`, a local `nav` given its
/// children), each with whether it gets a restoration identifier and which of its children do:
/// the code counterpart of a storyboard's identifier chains, for `container-without-identifier`.
struct CodeContainers {
    struct Root {
        var file: String
        var line: Int
        var column: Int
        /// The container's class as code names it, and its kind ("navigation controller").
        var className: String
        var kind: String
        var identified: Bool
        /// Its children that get a restoration identifier (class names).
        var identifiedChildren: [String]
        /// The enclosing class's name, for the anchor.
        var inClass: String?
        /// The container code puts it in (a tab bar controller's tab), when it is not the
        /// window's root itself.
        var parent: String? = nil
        /// The local it is bound to, when it is one.
        var local: String? = nil
    }

    static let kinds: [(container: String, kind: String)] = [
        ("UINavigationController", "navigation controller"), ("UITabBarController", "tab bar controller"),
        ("UISplitViewController", "split view controller"), ("UIPageViewController", "page view controller"),
    ]

    /// Every container code makes a window's root.
    static func roots(_ app: AppDiagnosis) -> [Root] {
        let code = app.code
        var roots: [Root] = []
        for (fileIndex, file) in code.files.enumerated() {
            let tokens = file.tokens
            let module = code.modules[fileIndex]
            for index in tokens.indices where tokens[index].isWord("rootViewController") || tokens[index].isWord("setRootViewController") {
                let isSetter = tokens[index].isWord("setRootViewController")
                guard index + 2 < tokens.count, index > 0 else { continue }
                if isSetter {
                    guard tokens[index + 1].isSymbol(":") else { continue }
                } else {
                    guard tokens[index - 1].isSymbol("."), tokens[index + 1].isSymbol("="), !tokens[index + 2].isSymbol("=") else { continue }
                }
                let owner = FileFacts.owner(in: file, at: index)
                guard let function = owner.function else { continue }
                let body = MethodBody(file, body: function)
                let valueStart = index + 2
                guard let made = construction(file, at: valueStart, body: body) else { continue }
                guard let kind = containerKind(made.type, code: code, module: module) else { continue }
                let start = FileFacts.statementStart(tokens, before: index)
                let inClass = owner.type.map { file.types[$0].name }
                let parts = contents(made, kind: kind, file: file, function: function, body: body, module: module, app)
                if !parts.identified, !parts.identifiedChildren.isEmpty {
                    roots.append(Root(file: file.path, line: tokens[index].line, column: start.column, className: made.type, kind: kind, identified: false,
                                      identifiedChildren: parts.identifiedChildren, inClass: inClass))
                }
                // A container in it (a navigation controller in a tab) without an identifier cuts
                // off what it holds, whether or not the window's root has one.
                for nested in parts.nested {
                    let inner = contents(nested.made, kind: nested.kind, file: nested.file, function: nested.function, body: MethodBody(nested.file, body: nested.function),
                                         module: module, app)
                    guard !inner.identified, !inner.identifiedChildren.isEmpty else { continue }
                    let nestedTokens = nested.file.tokens
                    roots.append(Root(file: nested.file.path, line: nestedTokens[nested.index].line, column: FileFacts.statementStart(nestedTokens, before: nested.index).column,
                                      className: nested.made.type,
                                      kind: nested.kind, identified: false, identifiedChildren: inner.identifiedChildren,
                                      inClass: FileFacts.owner(in: nested.file, at: nested.index).type.map { nested.file.types[$0].name }, parent: kind + " " + made.type,
                                      local: nested.made.local))
                }
            }
        }
        return roots
    }

    /// A container code makes inside another (a tab's navigation controller): where, and how.
    struct Nested {
        var made: Made
        var kind: String
        var file: CodeFile
        var function: Range<Int>
        /// The token of its construction, or of the local it is given by.
        var index: Int
    }

    /// What a container code makes holds: whether it gets an identifier, its children that do,
    /// and the containers among its children.
    static func contents(_ made: Made, kind: String, file: CodeFile, function: Range<Int>, body: MethodBody, module: String, _ app: AppDiagnosis)
        -> (identified: Bool, identifiedChildren: [String], nested: [Nested]) {
        let code = app.code
        let appClass = code.lookup(made.type, from: module).flatMap { $0.isDeclared ? $0 : nil }
        var identified = appClass.map(app.isIdentified) ?? false
        // Where its children are given: its construction's arguments (`UINavigationController(rootViewController: X())`),
        // `viewControllers` set on the local it is bound to, or on itself in its class's methods.
        var places: [(file: CodeFile, range: Range<Int>, function: Range<Int>)] = [(file, made.arguments, function)]
        if let local = made.local {
            identified = identified || assigns(file, "restorationIdentifier", on: local, in: function)
            places += childAssignments(file, on: local, in: function).map { (file, $0, function) }
        }
        if let appClass {
            for method in appClass.methods {
                places += childAssignments(method.file, on: nil, in: method.function.body).map { (method.file, $0, method.function.body) }
                places.append((method.file, superInitArguments(method.file, method.function.body), method.function.body))
            }
        }
        var children: [String] = []
        var nested: [Nested] = []
        for place in places {
            let placeBody = MethodBody(place.file, body: place.function)
            children += childTypes(place.file, in: place.range, body: placeBody)
            for index in place.range where !(index > place.range.lowerBound && place.file.tokens[index - 1].isSymbol(".")) {
                guard place.file.tokens[index].kind == .word, let child = construction(place.file, at: index, body: placeBody),
                      let childKind = containerKind(child.type, code: code, module: module) else { continue }
                // Where it is made: its construction (a local's binding), not where it is listed.
                let made = child.arguments.lowerBound >= 2 && place.file.tokens[child.arguments.lowerBound - 1].isSymbol("(") ? child.arguments.lowerBound - 2 : index
                nested.append(Nested(made: child, kind: childKind, file: place.file, function: place.function, index: made))
            }
        }
        let identifiedChildren = children.filter { name in code.lookup(name, from: module).map(app.isIdentified) ?? false }
        var seen: Set<String> = []
        return (identified, identifiedChildren.filter { seen.insert($0).inserted }, nested)
    }

    struct Made {
        var type: String
        /// The construction's argument tokens.
        var arguments: Range<Int>
        /// The local name it was first bound to, when the root is a name.
        var local: String?
    }

    /// What is at `index`: a construction (`T(...)`, `T.init(...)`, `[[T alloc] init...]`),
    /// or a local name the body binds to one.
    static func construction(_ file: CodeFile, at index: Int, body: MethodBody) -> Made? {
        let tokens = file.tokens
        guard index < tokens.count else { return nil }
        if case .construction(let type) = body.value(at: index) {
            return Made(type: type, arguments: arguments(file, from: index), local: nil)
        }
        guard tokens[index].kind == .word else { return nil }
        let name = tokens[index].text
        // `let nav = UINavigationController(...)` in the same body.
        for position in body.range where position + 3 < body.range.upperBound {
            guard tokens[position].isWord("let") || tokens[position].isWord("var"), tokens[position + 1].isWord(name) else { continue }
            var cursor = position + 2
            if tokens[cursor].isSymbol(":") { cursor += 2 }
            guard cursor < body.range.upperBound, tokens[cursor].isSymbol("="), case .construction(let type) = body.value(at: cursor + 1) else { continue }
            return Made(type: type, arguments: arguments(file, from: cursor + 1), local: name)
        }
        // Objective-C: `UINavigationController *nav = [[UINavigationController alloc] init...]`.
        for position in body.range where position + 3 < body.range.upperBound {
            guard tokens[position + 1].isSymbol("*"), tokens[position + 2].isWord(name), tokens[position + 3].isSymbol("="),
                  case .construction(let type) = body.value(at: position + 4) else { continue }
            return Made(type: type, arguments: arguments(file, from: position + 4), local: name)
        }
        return nil
    }

    /// The tokens of a construction's arguments (inside its parentheses or brackets).
    static func arguments(_ file: CodeFile, from index: Int) -> Range<Int> {
        var cursor = index
        while cursor < file.tokens.count, !file.tokens[cursor].isSymbol("("), !file.tokens[cursor].isSymbol("[") { cursor += 1 }
        guard cursor < file.tokens.count, let close = file.partner[cursor] else { return index..<index }
        return (cursor + 1)..<close
    }

    /// The container's kind, when `type` is one of UIKit's containers or the app's subclass of one.
    static func containerKind(_ type: String, code: CodeFacts, module: String) -> String? {
        if let kind = kinds.first(where: { $0.container == type }) { return kind.kind }
        guard let appClass = code.lookup(type, from: module), appClass.isDeclared else { return nil }
        return kinds.first { code.isKind(appClass, of: $0.container) }?.kind
    }

    /// The classes a range constructs or names (through the body's local types).
    static func childTypes(_ file: CodeFile, in range: Range<Int>, body: MethodBody) -> [String] {
        guard !range.isEmpty else { return [] }
        let locals = body.localTypes
        var found: [String] = []
        for index in range {
            if case .construction(let type) = body.value(at: index), !(index > range.lowerBound && file.tokens[index - 1].isSymbol(".")) {
                found.append(type)
            } else if file.tokens[index].kind == .word, let type = locals[file.tokens[index].text] {
                found.append(type)
            }
        }
        return found
    }

    /// `x.viewControllers = [...]`, `x.setViewControllers([...])`, `[x setViewControllers:...]`
    /// (`x` nil: on the object itself): the value's tokens.
    static func childAssignments(_ file: CodeFile, on receiver: String?, in range: Range<Int>) -> [Range<Int>] {
        let tokens = file.tokens
        let body = MethodBody(file, body: range)
        var found: [Range<Int>] = []
        for index in range where index + 2 < range.upperBound {
            let onReceiver: Bool
            if let receiver {
                onReceiver = index >= 2 && tokens[index - 1].isSymbol(".") && tokens[index - 2].isWord(receiver)
                    || index >= 1 && tokens[index - 1].isWord(receiver)
            } else {
                onReceiver = body.isOnSelf(index)
            }
            guard onReceiver else { continue }
            if tokens[index].isWord("viewControllers"), tokens[index + 1].isSymbol("="), !tokens[index + 2].isSymbol("=") {
                let end = MethodBodyStatement.end(file, from: index + 2, limit: range.upperBound)
                found.append((index + 2)..<end)
            } else if tokens[index].isWord("setViewControllers"), tokens[index + 1].isSymbol("(") || tokens[index + 1].isSymbol(":") {
                let end = MethodBodyStatement.end(file, from: index + 2, limit: range.upperBound)
                found.append((index + 2)..<end)
            }
        }
        return found
    }

    /// `super.init(rootViewController: X())` in an initializer: its arguments.
    static func superInitArguments(_ file: CodeFile, _ range: Range<Int>) -> Range<Int> {
        let tokens = file.tokens
        for index in range where index + 4 < range.upperBound && tokens[index].isWord("super") && tokens[index + 2].isWord("init") && tokens[index + 3].isSymbol("(") {
            guard tokens[index + 4].isWord("rootViewController"), let close = file.partner[index + 3] else { continue }
            return (index + 4)..<close
        }
        return range.lowerBound..<range.lowerBound
    }

    /// Whether the range assigns `property` on `receiver` (`nav.restorationIdentifier = ...`).
    static func assigns(_ file: CodeFile, _ property: String, on receiver: String, in range: Range<Int>) -> Bool {
        let tokens = file.tokens
        for index in range where index + 2 < range.upperBound && index >= 2 && tokens[index].isWord(property) {
            if tokens[index - 1].isSymbol("."), tokens[index - 2].isWord(receiver), tokens[index + 1].isSymbol("="), !tokens[index + 2].isSymbol("=") { return true }
        }
        let setter = "set" + property.prefix(1).uppercased() + property.dropFirst()
        return range.contains { index in index >= 1 && tokens[index].isWord(setter) && tokens[index - 1].isWord(receiver) }
    }
}

/// Where a statement ends: its `;`, a `}` of the enclosing block, or a new line at its level.
enum MethodBodyStatement {
    static func end(_ file: CodeFile, from start: Int, limit: Int) -> Int {
        let tokens = file.tokens
        var end = start
        let line = start < limit ? tokens[start].line : 0
        while end < limit, !tokens[end].isSymbol(";"), !tokens[end].isSymbol("}") {
            if let close = file.partner[end], close > end, close < limit {
                end = close + 1
                continue
            }
            if tokens[end].line != line { break }
            end += 1
        }
        return end
    }
}
