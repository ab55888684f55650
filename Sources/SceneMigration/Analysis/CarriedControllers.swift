import AppProject

/// The view controllers whose classic state the scene's restoration carries, as the project
/// shows them: the storyboards' controllers with a complete identifier path, and the classes
/// that encode state, set a restoration identifier or are restoration classes; each with how
/// it is made again and the keys its encode method writes (read from the method's body: the
/// method itself runs unchanged, so this is a report, not a translation).
enum CarriedControllers {
    static let valueTypes: Set<String> = [
        "String", "Int", "Int32", "Int64", "UInt", "Bool", "Double", "Float", "CGFloat", "Date", "Data", "URL", "UUID", "NSString", "NSNumber",
        "NSDate", "NSData", "NSURL", "NSUUID", "CGPoint", "CGRect", "CGSize", "IndexPath", "NSIndexPath", "NSInteger", "NSUInteger", "BOOL",
        "CGFloat", "Character", "TimeInterval", "NSTimeInterval",
    ]

    /// `declining`: restoration classes whose factory returns nil on every path; a controller
    /// they stand for was never restored by UIKit, so it is not carried (doctor's
    /// restoration-class-declines-all says so in the review).
    static func of(_ app: AppTarget, restorationClasses: Set<String>, declining: Set<String> = []) -> [CarriedController] {
        let code = app.code
        var byClass: [String: CarriedController] = [:]
        var order: [String] = []
        // The classes that give themselves a restoration identifier, found once.
        var identified: Set<String> = []
        for assignment in code.restorationIdentifiers where assignment.fact.receiver.isEmpty || assignment.fact.receiver == ["self"] {
            if let owner = assignment.inClass { identified.insert(owner) }
        }
        let assigned = assignedRestorationClasses(code)
        // UIKit records a restoration class only for a controller that was given one: a class
        // that merely declares the protocol is made as any other (the storyboard, the code).
        func restorationClass(of className: String) -> String? {
            guard let type = code.lookup(className, from: code.appModule) else { return nil }
            return code.chain(type).classes.lazy.compactMap { assigned[$0.key] }.first
        }
        func note(_ className: String, path: String?, madeBy: ControllerMaker) {
            let name = InfoPlistFacts.className(className)
            if case .restorationClass(let maker) = madeBy, declining.contains(maker) { return }
            if byClass[name] == nil {
                order.append(name)
                var entry = CarriedController(className: name, paths: [], madeBy: madeBy, keys: [])
                // Its own encode method, and those of the app's superclasses it reaches through
                // `super` (or inherits: RSSReader's FoldersViewController runs
                // ContainerViewController's).
                if let type = code.lookup(name, from: code.appModule) {
                    for owner in code.chain(type).classes {
                        guard let (file, function) = owner.method(.encode) else { continue }
                        if entry.file == nil {
                            entry.file = file.path
                            entry.line = function.line
                        }
                        entry.keys += keys(file, function, in: owner, code: code)
                        guard callsSuper(file, function) else { break }
                    }
                }
                byClass[name] = entry
            }
            if let path, !byClass[name]!.paths.contains(path) { byClass[name]!.paths.append(path) }
        }
        let oneStoryboard = classStoryboards(app)
        for (chains, storyboard) in zip(app.chains, app.storyboards) {
            let own = isAppStoryboard(storyboard, of: app)
            for node in chains.nodes {
                guard let path = node.path else { continue }
                let controller = node.controller
                let name = InfoPlistFacts.className(controller.className)
                let madeBy: ControllerMaker
                if node.atLaunch {
                    madeBy = .storyboardAtLaunch(storyboard: node.storyboard)
                } else if let maker = restorationClass(of: name) {
                    madeBy = .restorationClass(maker)
                } else if node.withContainer {
                    madeBy = .storyboardWithContainer(storyboard: node.storyboard, container: path.dropLast().joined(separator: "/"))
                } else if !own {
                    madeBy = .nothing
                } else if let identifier = controller.storyboardIdentifier {
                    madeBy = .storyboardIdentifier(storyboard: node.storyboard, identifier: identifier)
                } else if oneStoryboard[name] != nil, recordsIdentifier(name, code: code) {
                    madeBy = .storyboardScene(storyboard: node.storyboard)
                } else {
                    madeBy = .nothing
                }
                note(name, path: path.joined(separator: "/"), madeBy: madeBy)
            }
        }
        // Storyboard controllers the code makes by their storyboard ID (`instantiateViewController(withIdentifier:)`):
        // the scene records the ID when it saves one, as UIKit's encode records it.
        var storyboardIDs: [String: (storyboard: String, identifier: String)] = [:]
        for storyboard in app.storyboards where isAppStoryboard(storyboard, of: app) {
            for controller in storyboard.controllers {
                guard let identifier = controller.storyboardIdentifier else { continue }
                let name = InfoPlistFacts.className(controller.className)
                if storyboardIDs[name] == nil { storyboardIDs[name] = (storyboard.name, identifier) }
            }
        }
        // A superclass of listed controllers (RSSReader's ContainerViewController) is carried in
        // them: its encode method runs as theirs, with their identifier paths.
        let ancestors = Set(byClass.keys.compactMap { code.lookup($0, from: code.appModule) }.flatMap { code.chain($0).classes.dropFirst().map(\.name) })
        for type in code.ownClasses where code.isController(type) && byClass[type.name] == nil && !ancestors.contains(type.name) {
            let setsIdentifier = identified.contains(type.key)
            guard type.method(.encode) != nil || restorationClasses.contains(type.name) || setsIdentifier else { continue }
            let madeBy: ControllerMaker = restorationClass(of: type.name).map { .restorationClass($0) }
                ?? storyboardIDs[type.name].map { .storyboardIdentifier(storyboard: $0.storyboard, identifier: $0.identifier) } ?? .code
            note(type.name, path: nil, madeBy: madeBy)
        }
        return order.compactMap { byClass[$0] }
    }

    /// Whether the generated save runs a controller's encode method, through which UIKit's
    /// records its storyboard identifier: not UIKit's containers' (a plain navigation
    /// controller), nor an app subclass's of one that does not override it.
    static func recordsIdentifier(_ className: String, code: CodeFacts) -> Bool {
        guard let type = code.lookup(className, from: code.appModule) else { return !RestorationActivityFormat.uiKitContainers.contains(className) }
        let chain = code.chain(type)
        if chain.classes.contains(where: { $0.method(.encode) != nil }) { return true }
        return !(chain.external.map(RestorationActivityFormat.uiKitContainers.contains) ?? false)
    }

    /// A storyboard the app target copies into its own bundle, where `UIStoryboard(name:bundle:
    /// nil)` looks (a linked framework's is in that framework's bundle; GEDebugKit's in RSSReader).
    static func isAppStoryboard(_ storyboard: Storyboard, of app: AppTarget) -> Bool {
        !storyboard.isXib && (app.target.map { $0.interfaceFiles.contains(storyboard.path) } ?? true)
    }

    /// The one storyboard each controller class is in (a class in several has none): the
    /// storyboard a controller of it came from, which the generated code saves with it, hands a
    /// restoration class and makes it again from.
    static func classStoryboards(_ app: AppTarget) -> [String: String] {
        var boards: [String: Set<String>] = [:]
        for storyboard in app.storyboards where isAppStoryboard(storyboard, of: app) {
            for controller in storyboard.controllers {
                boards[InfoPlistFacts.className(controller.className), default: []].insert(storyboard.name)
            }
        }
        return boards.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The classes used as restoration classes: named (`X.self`, `[X class]`), or the class itself
    /// (`self`, `[self class]`, `Self.self`, `type(of: self)`) where it is set; and those that
    /// declare the protocol.
    static func restorationClasses(_ code: CodeFacts) -> Set<String> {
        var names: Set<String> = []
        for assignment in code.restorationClasses {
            if ["self", "Self", "type"].contains(assignment.value) {
                if let owner = assignment.inClass.flatMap({ code.classes[$0] }) { names.insert(owner.name) }
            } else {
                names.insert(assignment.value)
            }
        }
        names.formUnion(code.declaredClasses.filter { code.conforms($0, to: "UIViewControllerRestoration") }.map(\.name))
        return names
    }

    /// The classes given a restoration class in code, by key, with the restoration class's name:
    /// `x.restorationClass = Y.self` on a value of the class, or `self.restorationClass = ...`
    /// in the class itself (`[self class]`, `type(of: self)`: the class the code is in).
    static func assignedRestorationClasses(_ code: CodeFacts) -> [String: String] {
        var assigned: [String: String] = [:]
        for assignment in code.restorationClasses where assignment.value != "nil" {
            guard let receiver = AppDiagnosis.receiverType(assignment, code: code) else { continue }
            let named = ["self", "Self", "type"].contains(assignment.value)
                ? assignment.inClass.flatMap { code.classes[$0]?.name } : InfoPlistFacts.className(assignment.value)
            if let named, assigned[receiver.key] == nil { assigned[receiver.key] = named }
        }
        return assigned
    }

    /// The keys an encode method writes, each with what its value is.
    static func keys(_ file: CodeFile, _ function: CodeFunction, in type: CodeFacts.CodeClass, code: CodeFacts) -> [EncodedKey] {
        let tokens = file.tokens
        var keys: [EncodedKey] = []
        let coder = coderName(file, function)
        var unkeyed = 0
        // Keys held in the method's own locals: `NSString *key = @"text";`, `let key = "text"`.
        var locals: [String: String] = [:]
        // ... and in a loop's variable over strings (podest's `for key in ["guid", "url", ...]`,
        // or over a local array of them): each string is a key.
        var arrays: [String: [String]] = [:]
        for index in function.body where index + 2 < function.body.upperBound && tokens[index].kind == .word && tokens[index + 1].isSymbol("=") {
            if tokens[index + 2].kind == .string { locals[tokens[index].text] = tokens[index + 2].text }
            if let strings = stringArray(tokens, at: index + 2, end: function.body.upperBound) { arrays[tokens[index].text] = strings }
        }
        var loopKeys: [String: [String]] = [:]
        for index in function.body where index + 3 < function.body.upperBound && tokens[index].isWord("for") {
            // Swift `for key in`, Objective-C `for (NSString *key in`.
            guard let inIndex = (index + 1..<min(index + 7, function.body.upperBound)).first(where: { tokens[$0].isWord("in") }),
                  tokens[inIndex - 1].kind == .word, inIndex + 1 < function.body.upperBound else { continue }
            let source = tokens[inIndex + 1]
            if let strings = stringArray(tokens, at: inIndex + 1, end: function.body.upperBound) ?? (source.kind == .word ? arrays[source.text] : nil) {
                loopKeys[tokens[inIndex - 1].text] = strings
            }
        }
        var index = function.body.lowerBound
        while index < function.body.upperBound {
            let token = tokens[index]
            defer { index += 1 }
            // The coder handed to a helper (`locator.encode(with: coder)`, `[item encodeWithCoder:coder]`):
            // the helper's keys are written into the same archiver, so they are carried as it writes them.
            if token.kind == .word, token.text == coder, index > function.body.lowerBound,
               tokens[index - 1].isSymbol("(") || tokens[index - 1].isSymbol(":") || tokens[index - 1].isSymbol(","),
               let call = enclosingCall(tokens, at: index, from: function.body.lowerBound), !call.hasPrefix("encodeRestorableState") {
                keys.append(EncodedKey(key: call, value: .helper, line: token.line))
                continue
            }
            guard token.kind == .word, token.text.hasPrefix("encode"), !token.text.hasPrefix("encodeRestorableState") else { continue }
            // Unkeyed: `coder.encode(data)`, `[coder encodeObject:x]`. A keyed archiver names such
            // values $0, $1, ... in order, and the decode method reads them back in the same order.
            if isUnkeyed(tokens, at: index, coder: coder, end: function.body.upperBound) {
                // A registered object (StackedDrafts' `coder.encode(OpenDraftsManager.shared)`) is
                // what it is, keyed or not: UIKit kept a reference the migrated restoration does not follow.
                var value = EncodedValue.unkeyed(index: unkeyed)
                if let argument = argument(tokens, at: index, end: function.body.upperBound),
                   case .registeredObject(let name) = describe(argument, selector: token.text, in: type, code: code) {
                    value = .registeredObject(className: name)
                }
                keys.append(EncodedKey(key: "$\(unkeyed)", value: value, line: token.line))
                unkeyed += 1
                continue
            }
            // Swift: encode(value, forKey: key); Objective-C: encodeObject:value forKey:key].
            var cursor = index + 1
            guard cursor < function.body.upperBound, tokens[cursor].isSymbol("(") || tokens[cursor].isSymbol(":") else { continue }
            cursor += 1
            let valueStart = cursor
            var depth = 0
            while cursor < function.body.upperBound {
                let current = tokens[cursor]
                if current.isSymbol("(") || current.isSymbol("[") { depth += 1 }
                if current.isSymbol(")") || current.isSymbol("]") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, current.isWord("forKey"), cursor + 1 < function.body.upperBound, tokens[cursor + 1].isSymbol(":") { break }
                cursor += 1
            }
            guard cursor + 2 < function.body.upperBound, tokens[cursor].isWord("forKey") else { continue }
            let keyToken = tokens[cursor + 2]
            var key = keyToken.text
            if let named = keyPathName(tokens, at: cursor + 2, end: function.body.upperBound) {
                key = named
            } else if keyToken.kind == .word {
                var name = keyToken.text
                if cursor + 4 < function.body.upperBound, tokens[cursor + 3].isSymbol("."), tokens[cursor + 4].kind == .word {
                    name = keyToken.text + "." + tokens[cursor + 4].text
                }
                key = locals[name] ?? code.constants[name] ?? code.constants[String(name.split(separator: ".").last ?? "")] ?? name
            }
            let value = describe(Array(tokens[valueStart..<cursor]), selector: token.text, in: type, code: code)
            for each in keyToken.kind == .word ? loopKeys[keyToken.text] ?? [key] : [key] {
                keys.append(EncodedKey(key: each, value: value, line: token.line))
            }
        }
        return keys
    }

    /// Whether an encode method calls its superclass's (`super.encodeRestorableState(with:)`,
    /// `[super encodeRestorableStateWithCoder:]`).
    static func callsSuper(_ file: CodeFile, _ function: CodeFunction) -> Bool {
        let tokens = file.tokens
        return function.body.contains { index in
            guard tokens[index].isWord("super"), index + 2 < function.body.upperBound else { return false }
            let next = tokens[index + 1].isSymbol(".") ? tokens[index + 2] : tokens[index + 1]
            return next.kind == .word && next.text.hasPrefix("encodeRestorableState")
        }
    }

    /// The strings of an array literal of strings at `start` (`["a", "b"]`, `@[@"a", @"b"]`).
    static func stringArray(_ tokens: [SourceToken], at start: Int, end: Int) -> [String]? {
        var index = start
        if index < end, tokens[index].isSymbol("@") { index += 1 }
        guard index < end, tokens[index].isSymbol("[") else { return nil }
        var strings: [String] = []
        index += 1
        while index < end {
            if tokens[index].isSymbol("]") { return strings.isEmpty ? nil : strings }
            if tokens[index].isSymbol("@") { index += 1; continue }
            guard tokens[index].kind == .string else { return nil }
            strings.append(tokens[index].text)
            index += 1
            if index < end, tokens[index].isSymbol(",") { index += 1 }
        }
        return nil
    }

    /// The name of the encode method's coder parameter: `with coder: NSCoder` in Swift,
    /// `(NSCoder *)coder` in Objective-C; "coder" when it cannot be read.
    static func coderName(_ file: CodeFile, _ function: CodeFunction) -> String {
        let tokens = file.tokens
        var index = function.body.lowerBound - 1
        let start = max(0, index - 24)
        while index > start {
            index -= 1
            guard tokens[index].isWord("NSCoder") else { continue }
            // Swift: name ":" NSCoder; Objective-C: "(" NSCoder "*" ")" name.
            if index >= 2, tokens[index - 1].isSymbol(":"), tokens[index - 2].kind == .word { return tokens[index - 2].text }
            if index + 3 < tokens.count, tokens[index + 2].isSymbol(")"), tokens[index + 3].kind == .word { return tokens[index + 3].text }
        }
        return "coder"
    }

    /// An `encode...` call on the coder itself with no `forKey:` among its arguments.
    static func isUnkeyed(_ tokens: [SourceToken], at index: Int, coder: String, end: Int) -> Bool {
        guard index + 1 < end else { return false }
        let swift = index >= 2 && tokens[index - 1].isSymbol(".") && tokens[index - 2].isWord(coder) && tokens[index + 1].isSymbol("(")
        let objectiveC = index >= 2 && tokens[index - 1].isWord(coder) && tokens[index - 2].isSymbol("[") && tokens[index + 1].isSymbol(":")
        guard swift || objectiveC else { return false }
        var depth = 0
        for cursor in (index + 1)..<end {
            let current = tokens[cursor]
            if current.isSymbol("(") || current.isSymbol("[") { depth += 1 }
            if current.isSymbol(")") || current.isSymbol("]") {
                depth -= 1
                if depth < 0 || (swift && depth == 0) { return true }
            }
            if current.isWord("forKey") { return false }
        }
        return false
    }

    /// The call whose argument is at `index`: `helper.encode(with: coder)` is `encode(with:)`'s
    /// receiver and name (`locator.encode`), `[item encodeWithCoder:coder]` is `encodeWithCoder:`.
    static func enclosingCall(_ tokens: [SourceToken], at index: Int, from start: Int) -> String? {
        var depth = 0
        var cursor = index - 1
        while cursor >= start {
            let current = tokens[cursor]
            if current.isSymbol(")") || current.isSymbol("]") { depth += 1 }
            if current.isSymbol("(") || current.isSymbol("[") {
                if depth == 0 {
                    if current.isSymbol("("), cursor > start, tokens[cursor - 1].kind == .word {
                        // The argument's label: `encode(with:)`, `encodeGameState(to:)`, `f(_:)`.
                        let label = index >= 2 && tokens[index - 1].isSymbol(":") && tokens[index - 2].kind == .word ? tokens[index - 2].text : "_"
                        var name = tokens[cursor - 1].text + "(\(label):)"
                        // The receiver: `locator?.encode`, `gameRunner.encodeGameState`.
                        var receiver = cursor - 3
                        if receiver > start, tokens[cursor - 2].isSymbol("."), tokens[receiver].isSymbol("?") || tokens[receiver].isSymbol("!") { receiver -= 1 }
                        if receiver >= start, tokens[cursor - 2].isSymbol("."), tokens[receiver].kind == .word,
                           tokens[receiver].text != "self", tokens[receiver].text != "super" {
                            name = tokens[receiver].text + "." + name
                        }
                        return name
                    }
                    if current.isSymbol("[") {
                        // The selector part just before the coder: `encodeWithCoder:`.
                        if index >= 2, tokens[index - 1].isSymbol(":"), tokens[index - 2].kind == .word { return tokens[index - 2].text + ":" }
                    }
                    return nil
                }
                depth -= 1
            }
            cursor -= 1
        }
        return nil
    }

    /// The tokens of an encode call's one argument: `encode(x)`, `encodeObject:x]`.
    static func argument(_ tokens: [SourceToken], at index: Int, end: Int) -> [SourceToken]? {
        guard index + 2 < end, tokens[index + 1].isSymbol("(") || tokens[index + 1].isSymbol(":") else { return nil }
        var depth = 0
        var cursor = index + 2
        while cursor < end {
            let current = tokens[cursor]
            if current.isSymbol("(") || current.isSymbol("[") { depth += 1 }
            if current.isSymbol(")") || current.isSymbol("]") {
                if depth == 0 { break }
                depth -= 1
            }
            cursor += 1
        }
        return cursor > index + 2 ? Array(tokens[(index + 2)..<cursor]) : nil
    }

    /// `var name = ""`, `= 0`, `= false`, `= 1.5`: the type its literal gives a property.
    static func literalType(of name: String, in type: CodeFacts.CodeClass) -> String? {
        for (file, _) in type.methods.prefix(1) {
            let tokens = file.tokens
            for index in tokens.indices.dropLast(3) where (tokens[index].isWord("var") || tokens[index].isWord("let")) && tokens[index + 1].isWord(name) && tokens[index + 2].isSymbol("=") {
                let value = tokens[index + 3]
                switch value.kind {
                case .string: return "String"
                case .number: return value.text.contains(".") ? "Double" : "Int"
                case .word where value.text == "true" || value.text == "false": return "Bool"
                default: return nil
                }
            }
        }
        return nil
    }

    /// The key a `#keyPath(textField)` (Swift) or `NSStringFromSelector(@selector(textField))`
    /// (Objective-C) stands for: the property's name, `textField`; a key path's components
    /// joined by dots, a leading type name left out as Swift's `#keyPath` leaves it out.
    static func keyPathName(_ tokens: [SourceToken], at index: Int, end: Int) -> String? {
        var open = index + 1
        if tokens[index].kind == .directive, tokens[index].text == "keyPath" {
            open = index + 1
        } else if tokens[index].isWord("NSStringFromSelector"), index + 4 < end, tokens[index + 2].isSymbol("@"), tokens[index + 3].isWord("selector") {
            open = index + 4
        } else {
            return nil
        }
        guard open < end, tokens[open].isSymbol("(") else { return nil }
        var components: [String] = []
        var cursor = open + 1
        while cursor < end, !tokens[cursor].isSymbol(")") {
            if tokens[cursor].kind == .word { components.append(tokens[cursor].text) }
            cursor += 1
        }
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        return components.isEmpty ? nil : components.joined(separator: ".")
    }

    static func describe(_ tokens: [SourceToken], selector: String, in type: CodeFacts.CodeClass, code: CodeFacts) -> EncodedValue {
        if ["encodeBool", "encodeInteger", "encodeInt", "encodeInt32", "encodeInt64", "encodeFloat", "encodeDouble", "encodeCGPoint", "encodeCGRect", "encodeCGSize", "encodeCInt"].contains(selector) {
            return .value(type: nil)
        }
        if selector == "encodeConditionalObject" { return .conditionalReference }
        if selector == "encodeEncodable" { return .codable }
        let words = tokens.filter { $0.kind == .word && $0.text != "self" }
        guard let first = tokens.first else { return .value(type: nil) }
        if first.kind == .string || first.kind == .number || first.isWord("true") || first.isWord("false") || first.isWord("YES") || first.isWord("NO") {
            return .value(type: nil)
        }
        guard let name = words.first?.text else { return .value(type: nil) }
        func object(_ other: CodeFacts.CodeClass, _ name: String) -> EncodedValue {
            if code.isController(other) { return .controllerReference }
            if code.isKind(other, of: "UIView") { return .view(className: name) }
            if code.conforms(other, to: "UIStateRestoring") { return .registeredObject(className: name) }
            return .appObject(className: name)
        }
        // `[BNRItemStore sharedStore]`, `ItemStore.shared`: an object of a class of the app.
        if name.first?.isUppercase == true, let other = code.lookup(name, from: type.module), other.isDeclared { return object(other, name) }
        if valueTypes.contains(name), tokens.count > 1, tokens[1].isSymbol("(") { return .value(type: name) }
        // Only a property itself (`x`, `self.x`, `x?`) has its declared type: `x.y` is something else.
        let plain = words.count == 1 && !tokens.contains { $0.isSymbol("(") }
        let declared = plain ? (type.properties[name] ?? code.chain(type).classes.lazy.compactMap { $0.properties[name] }.first ?? literalType(of: name, in: type)) : nil
        if let declared {
            if valueTypes.contains(declared) { return .value(type: declared) }
            if let other = code.lookup(declared, from: type.module), other.isDeclared { return object(other, declared) }
            if UIKitClasses.isViewController(declared) { return .controllerReference }
            if declared == "UIView" || UIKitClasses.ancestors(of: declared).contains("UIView") { return .view(className: declared) }
            return .object(className: declared)
        }
        if ["isEditing", "title", "text", "isHidden", "selectedIndex", "contentOffset"].contains(name) { return .value(type: nil) }
        if ["navigationController", "tabBarController", "splitViewController", "presentedViewController", "parent"].contains(name) { return .controllerReference }
        return .unknown
    }
}
