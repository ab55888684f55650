import AppProject

/// What the app delegate does that the migration moves or calls: its restoration methods, the
/// events of TN3187's table, the URL, activity and shortcut handlers, its launch methods and
/// its members (which moved code reaches through `appDelegate`).
struct AppDelegateFacts: Sendable {
    let type: CodeFacts.CodeClass
    let language: SourceLanguage
    /// The class and its superclasses in the app, where its methods may be (doctor's chain).
    let chain: [CodeFacts.CodeClass]
    /// The app's code, where calls of its helpers are counted.
    let code: CodeFacts
    /// The stored properties its superclasses declare: those in the app's code (a linked
    /// module's `AppDelegatePlatformBase`, RSSReader's), and those outside it where the checkout
    /// holds their source (a pod's `AppDelegateBase` declaring `window`).
    var inheritedProperties: [String: String] = [:]

    init(_ type: CodeFacts.CodeClass, code: CodeFacts) {
        self.type = type
        self.code = code
        language = type.file.hasSuffix(".swift") ? .swift : .objectiveC
        chain = code.chain(type).classes
        for superclass in chain.dropFirst() { inheritedProperties.merge(superclass.properties) { nearer, _ in nearer } }
    }

    /// The method in any of doctor's spellings (Swift 3 and later, Swift 2, the selector, an
    /// `@objc` name), on the class or a superclass of the app's.
    func method(_ spellings: MethodSpellings) -> (file: CodeFile, function: CodeFunction)? {
        chain.lazy.compactMap { $0.method(spellings) }.first
    }

    func method(_ which: RestorationMethod) -> (file: CodeFile, function: CodeFunction)? { method(which.spellings) }

    func has(_ spellings: MethodSpellings) -> Bool { method(spellings) != nil }

    /// A method UIKit calls on the app delegate, by its Swift name and selector; its Swift 2
    /// name is the same with the first parameter's label read as Swift 2 read it.
    static func spellings(_ swiftName: String, _ selector: String) -> MethodSpellings {
        MethodSpellings(swift: [swiftName], swift2: [Self.swift2Name(swiftName, selector)], selector: selector)
    }

    /// `application(_:willEncodeRestorableStateWith:)` in Swift 2: the selector's parts as labels
    /// (`application(_:willEncodeRestorableStateWithCoder:)`).
    static func swift2Name(_ swiftName: String, _ selector: String) -> String {
        let base = String(swiftName.prefix { $0 != "(" })
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard parts.count > 0 else { return swiftName }
        return base + "(_:" + parts.dropFirst().map { $0 + ":" }.joined() + ")"
    }

    func has(_ swiftName: String, _ selector: String) -> Bool { has(Self.spellings(swiftName, selector)) }

    var save: RestorationCode.OptIn {
        if method(.shouldSaveSecure) != nil { return .secure }
        if method(.shouldSave) != nil { return .legacy }
        return framework?.optsIn == true ? .secure : .none
    }

    var restore: RestorationCode.OptIn {
        if method(.shouldRestoreSecure) != nil { return .secure }
        if method(.shouldRestore) != nil { return .legacy }
        return framework?.optsIn == true ? .secure : .none
    }

    /// A framework's app delegate class the app delegate inherits from, whose restoration
    /// methods are known from the framework's source.
    var framework: FrameworkAppDelegate? {
        code.chain(type).external.flatMap(FrameworkAppDelegate.named)
    }

    /// Opted in to classic restoration: both saving and restoring (UIKit needed both).
    var optsIn: Bool { save != .none && restore != .none }

    static let willEncodeSpellings = spellings("application(_:willEncodeRestorableStateWith:)", "application:willEncodeRestorableStateWithCoder:")
    static let didDecodeSpellings = spellings("application(_:didDecodeRestorableStateWith:)", "application:didDecodeRestorableStateWithCoder:")

    var willEncode: Bool { has(Self.willEncodeSpellings) }
    var didDecode: Bool { has(Self.didDecodeSpellings) }
    var delegateFactory: Bool { method(.delegateFactory) != nil }

    /// The restoration methods the app declares by their Swift 2 names only: the generated code
    /// calls them by their current names, which the app has once it is converted to current Swift.
    var swift2Methods: [(file: CodeFile, function: CodeFunction)] {
        let all = RestorationMethod.optIns.map(\.spellings) + [RestorationMethod.delegateFactory.spellings, Self.willEncodeSpellings, Self.didDecodeSpellings]
        return all.compactMap { spellings in
            guard let found = method(spellings), found.file.language == .swift, !spellings.swift.contains(found.function.name),
                  let name = found.function.swift2Name, spellings.swift2.contains(name) else { return nil }
            return found
        }
    }

    var lifeCycle: [SceneDelegateCode.LifeCycleEvent] {
        SceneDelegateCode.LifeCycleEvent.allCases.filter { has($0.appSwiftName, $0.appSelector) }
    }

    var openURL: SceneDelegateCode.URLHandler? {
        if has("application(_:open:options:)", "application:openURL:options:") { return .options }
        if has("application(_:open:sourceApplication:annotation:)", "application:openURL:sourceApplication:annotation:") { return .sourceApplication }
        if has("application(_:handleOpen:)", "application:handleOpenURL:") { return .handleOpen }
        return nil
    }

    var continuesActivities: Bool { has("application(_:continue:restorationHandler:)", "application:continueUserActivity:restorationHandler:") }

    /// Whether the Swift activity handler declares its restoration handler with the older
    /// `([Any]?) -> Void` (CoreNavigation's example app), whose objects the scene delegate
    /// casts to `UIUserActivityRestoring`.
    var restorationHandlerTakesAny: Bool {
        guard let found = method(Self.spellings("application(_:continue:restorationHandler:)", "application:continueUserActivity:restorationHandler:")),
              found.file.language == .swift else { return false }
        let tokens = found.file.tokens
        var index = found.function.body.lowerBound - 1
        while index > 0, !tokens[index].isWord("restorationHandler") { index -= 1 }
        guard index > 0 else { return false }
        return (index..<(found.function.body.lowerBound - 1)).contains { tokens[$0].isSymbol("[") && tokens[$0 + 1].isWord("Any") && tokens[$0 + 2].isSymbol("]") }
    }
    var performsShortcuts: Bool { has("application(_:performActionFor:completionHandler:)", "application:performActionForShortcutItem:completionHandler:") }

    /// The launch methods, `willFinish` first (that is the order UIKit calls them in).
    var launchMethods: [(name: String, file: CodeFile, function: CodeFunction)] {
        [("application(_:willFinishLaunchingWithOptions:)", "application:willFinishLaunchingWithOptions:"),
         ("application(_:didFinishLaunchingWithOptions:)", "application:didFinishLaunchingWithOptions:")].compactMap { swift, selector in
            method(Self.spellings(swift, selector)).map { (language == .swift ? swift : selector, $0.file, $0.function) }
        }
    }

    /// A helper of the app delegate a launch method calls as a statement of its body.
    struct LaunchHelper {
        var name: String
        var file: CodeFile
        var function: CodeFunction
        var calledFrom: String
        /// The call's line.
        var callLine: Int
        /// Called from the launch methods only: its window code can move (a helper called later
        /// as well still needs it there).
        var onlyFromLaunch: Bool
    }

    /// The app delegate's own methods a launch method calls as a statement of its body (not
    /// inside a condition): `[self commonLaunchInitialization:launchOptions];`, `setUpWindow()`.
    /// Their window code moves as the launch method's would, where the call is; each once, with
    /// the method that calls it.
    var launchHelpers: [LaunchHelper] {
        var found: [LaunchHelper] = []
        let launchNames = Set(launchMethods.map { $0.function.name })
        for launch in launchMethods {
            let tokens = launch.file.tokens
            var depth = 0
            var statementStart = true
            for index in launch.function.body {
                let token = tokens[index]
                defer {
                    if token.isSymbol("{") { depth += 1 }
                    if token.isSymbol("}") { depth -= 1 }
                    statementStart = token.isSymbol(";") || token.isSymbol("{") || token.isSymbol("}") || (index + 1 < tokens.count && tokens[index + 1].line != token.line && depth == 0)
                }
                guard depth == 0, token.kind == .word else { continue }
                var name: String?
                if language == .objectiveC, index >= 2, tokens[index - 1].isWord("self"), tokens[index - 2].isSymbol("[") {
                    name = token.text
                } else if language == .swift, index + 1 < tokens.count, tokens[index + 1].isSymbol("(") {
                    let viaSelf = index >= 2 && tokens[index - 1].isSymbol(".") && tokens[index - 2].isWord("self")
                    if viaSelf || (statementStart && (index == 0 || !tokens[index - 1].isSymbol("."))) { name = token.text }
                }
                guard let name else { continue }
                for (file, function) in type.methods where !launchNames.contains(function.name) && !function.isTypeMethod
                    && String(function.name.prefix { $0 != "(" && $0 != ":" }) == name && !found.contains(where: { $0.function.name == function.name }) {
                    found.append(LaunchHelper(name: function.name, file: file, function: function, calledFrom: launch.name, callLine: token.line,
                                              onlyFromLaunch: Self.calls(of: name, in: code) <= 1))
                }
            }
        }
        return found
    }

    /// How many calls of a method named `name` the app's code makes (`name(`, `[x name`,
    /// `[x name:`), its declaration left out.
    static func calls(of name: String, in code: CodeFacts) -> Int {
        var count = 0
        for file in code.files {
            let tokens = file.tokens
            for index in tokens.indices where tokens[index].isWord(name) && index > 0 {
                let previous = tokens[index - 1]
                if file.language == .swift {
                    if index + 1 < tokens.count, tokens[index + 1].isSymbol("("), !previous.isWord("func") { count += 1 }
                } else if previous.kind == .word || previous.isSymbol("]") {
                    count += 1
                }
            }
        }
        return count
    }

    /// A method's parameter names (its local names), in order, from its declaration's tokens:
    /// Swift's `label name: Type` or `name: Type` in its parameter list, Objective-C's
    /// `(Type *)name` after each selector part.
    static func parameterNames(_ file: CodeFile, _ function: CodeFunction) -> [String] {
        let tokens = file.tokens
        var index = function.body.lowerBound - 2
        // Back to the method's start: `func` or a line starting with `-`/`+`.
        while index > 0, !(tokens[index].isWord("func") || ((tokens[index].isSymbol("-") || tokens[index].isSymbol("+")) && tokens[index].line == function.line)) {
            index -= 1
        }
        var names: [String] = []
        if file.language == .swift {
            var depth = 0
            for cursor in index..<(function.body.lowerBound - 1) {
                let token = tokens[cursor]
                if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("<") { depth += 1 }
                if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol(">") { depth -= 1 }
                if depth == 1, token.kind == .word, tokens[cursor + 1].isSymbol(":"), tokens[cursor - 1].isSymbol("(") || tokens[cursor - 1].isSymbol(",") || tokens[cursor - 1].kind == .word {
                    names.append(token.text)
                }
            }
            return names
        }
        var depth = 0
        for cursor in index..<(function.body.lowerBound - 1) {
            let token = tokens[cursor]
            if token.isSymbol("(") { depth += 1 }
            if token.isSymbol(")") { depth -= 1 }
            if depth == 0, token.kind == .word, tokens[cursor - 1].isSymbol(")"), !tokens[cursor + 1].isSymbol(":") { names.append(token.text) }
        }
        return names
    }

    static func parameterSet(_ file: CodeFile, _ function: CodeFunction) -> Set<String> {
        Set(parameterNames(file, function))
    }

    /// Its window property: `window`, or the property of type `UIWindow` whatever its name
    /// (an app names it `windows`); nil when it has none.
    var windowProperty: String? {
        if type.properties["window"] != nil || hasDeclared("window") || inheritedProperties["window"] != nil { return "window" }
        return (type.properties.filter { $0.value == "UIWindow" }.keys.sorted().first)
            ?? inheritedProperties.filter { $0.value == "UIWindow" }.keys.sorted().first
    }

    /// Names declared in the class's body (properties and methods), from its files' text.
    var members: Set<String> {
        var names = Set(type.properties.keys)
        for (file, function) in type.methods where file.language == .swift {
            names.insert(String(function.name.prefix { $0 != "(" }))
        }
        names.formUnion(declaredNames)
        return names
    }

    /// `var`/`let` names at the class body's top level (Swift), found from its tokens.
    var declaredNames: Set<String> {
        var names: Set<String> = []
        for (file, _) in type.methods.prefix(1) where file.language == .swift {
            let tokens = file.tokens
            for index in tokens.indices.dropLast() where (tokens[index].isWord("var") || tokens[index].isWord("let")) && tokens[index + 1].kind == .word {
                // Only declarations outside every method: a method's locals are not members.
                guard !type.methods.contains(where: { $0.file.path == file.path && $0.function.body.contains(index) }) else { continue }
                names.insert(tokens[index + 1].text)
            }
        }
        return names
    }

    func hasDeclared(_ name: String) -> Bool { declaredNames.contains(name) }

    /// Its Swift properties whose getter or initial value reads the window: a computed
    /// `var tabBarController: T? { window?.rootViewController as? T }` or a
    /// `lazy var mainScene = MainScene(window: self.window!)`. Using one uses the window.
    var windowMembers: Set<String> {
        var names: Set<String> = []
        let files = Dictionary(type.methods.map { ($0.file.path, $0.file) }, uniquingKeysWith: { first, _ in first })
        for file in files.values where file.language == .swift {
            let tokens = file.tokens
            for part in file.types where part.name == type.name || part.name.hasSuffix("." + type.name) {
                guard let body = part.body else { continue }
                let methods = part.functions.map(\.body)
                var index = body.lowerBound
                while index < body.upperBound {
                    if let method = methods.first(where: { $0.contains(index) }) {
                        index = method.upperBound
                        continue
                    }
                    guard tokens[index].isWord("var") || tokens[index].isWord("let"), index + 1 < body.upperBound, tokens[index + 1].kind == .word else {
                        index += 1
                        continue
                    }
                    let end = Self.declarationEnd(tokens, from: index, limit: body.upperBound)
                    // Its value or getter, not its type (`var lockWindow: UIWindow?` is not read).
                    if let value = ((index + 2)..<end).first(where: { tokens[$0].isSymbol("=") || tokens[$0].isSymbol("{") }),
                       Self.readsWindow(tokens, value..<end, property: windowProperty ?? "window") {
                        names.insert(tokens[index + 1].text)
                    }
                    index = end
                }
            }
        }
        return names
    }

    /// Where a member's declaration starting at `start` ends: the first token, outside any
    /// brackets, on a later line than the token before it, unless it goes on the declaration
    /// (`{`, `=`, `.`).
    static func declarationEnd(_ tokens: [SourceToken], from start: Int, limit: Int) -> Int {
        var depth = 0
        var index = start + 1
        while index < limit {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") {
                if depth == 0, token.line != tokens[index - 1].line, !token.isSymbol("{") { return index }
                depth += 1
            } else if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                depth -= 1
                if depth < 0 { return index }
            } else if depth == 0, token.line != tokens[index - 1].line, !(token.isSymbol("=") || token.isSymbol(".") || tokens[index - 1].isSymbol("=")) {
                return index
            }
            index += 1
        }
        return limit
    }

    /// Whether tokens read the window: its words, or the window property on its own or on `self`.
    static func readsWindow(_ tokens: [SourceToken], _ range: Range<Int>, property: String) -> Bool {
        range.contains { index in
            let token = tokens[index]
            guard token.kind == .word else { return false }
            if LaunchWindowCode.windowWords.contains(token.text) { return true }
            guard token.text == "window" || token.text == property else { return false }
            return index == range.lowerBound || !tokens[index - 1].isSymbol(".") || (index >= range.lowerBound + 2 && tokens[index - 2].isWord("self"))
        }
    }
}
