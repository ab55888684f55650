/// An app target's code as restoration sees it: its classes in each module the app is built
/// from (its own sources, the frameworks it depends on, the local packages it links), each
/// joined with its extensions in the same module, with their superclass chains resolved
/// across modules; and what the code does anywhere (`FileFacts`), with the module it is in.
/// Two types of one name in two modules stay two types.
public struct CodeFacts: Sendable {
    /// A class (or struct, enum, actor, protocol) of the app with its extensions.
    public struct CodeClass: Sendable {
        public var name: String
        public var module: String
        public var kind: CodeType.Kind
        /// The first name of a class's inheritance clause (Swift) or its `: Super` (Objective-C).
        public var superclass: String?
        public var conformances: Set<String>
        public var attributes: Set<String>
        /// Where it is declared: its declaration (`class X`), or its first extension when the
        /// app only extends it.
        public var file: String
        public var line: Int
        /// Declared in the app (not only extended).
        public var isDeclared: Bool
        public internal(set) var methods: [(file: CodeFile, function: CodeFunction)]
        /// Each method's positions in `methods` under its name, its `@objc` selector and its
        /// Swift 2 name, made once all parts are joined: a method is looked up by its
        /// spellings, not by trying every method (a class of thousands is asked for dozens).
        var methodsByName: [String: [Int]] = [:]
        /// Stored properties with a known type, from every part.
        public var properties: [String: String]
        /// The parts (declaration, extensions): file index in `CodeFacts.files` and type index.
        var parts: [(file: Int, type: Int)]
        /// Its module may be Swift 2 (no `SWIFT_VERSION` of 3 or later): Swift 2's method
        /// names count.
        public var readsSwift2 = true
        /// The column of its declaration.
        public var column = 1
        /// Its name with the types it is nested in (`Application.Storage`); `name` for a
        /// top-level type.
        public var qualifiedName = ""

        /// `module.name`, `module.Outer.name` for a nested type: two types of one name nested
        /// in different types stay two.
        public var key: String { module + "." + (qualifiedName.isEmpty ? name : qualifiedName) }

        public func method(_ which: RestorationMethod) -> (file: CodeFile, function: CodeFunction)? {
            method(which.spellings)
        }

        public func method(_ which: LifeCycleMethod) -> (file: CodeFile, function: CodeFunction)? {
            method(which.spellings)
        }

        /// The method of any of its spellings (docs/doctor.md, "Every spelling"): the first of
        /// them in `methods`.
        public func method(_ spellings: MethodSpellings) -> (file: CodeFile, function: CodeFunction)? {
            guard !methodsByName.isEmpty else { return methods.first { spellings.matches($0.function, language: $0.file.language, swift2: readsSwift2) } }
            let candidates = ([spellings.selector] + spellings.swift + spellings.swift2).flatMap { methodsByName[$0] ?? [] }
            return candidates.sorted().lazy.map { methods[$0] }.first { spellings.matches($0.function, language: $0.file.language, swift2: readsSwift2) }
        }

        mutating func indexMethods() {
            // A few methods are tried one by one faster than a dictionary is made.
            guard methods.count > 16 else { return }
            methodsByName = Dictionary(minimumCapacity: methods.count)
            for position in methods.indices {
                // By index: a method's tuple copied would retain every array of its file.
                let name = methods[position].function.name
                methodsByName[name, default: []].append(position)
                for other in [methods[position].function.objcSelector, methods[position].function.swift2Name] {
                    if let other, other != name { methodsByName[other, default: []].append(position) }
                }
            }
        }

        public func methods(named names: Set<String>) -> [(file: CodeFile, function: CodeFunction)] {
            methods.filter { names.contains($0.function.name) }
        }

        public func body(_ which: RestorationMethod) -> MethodBody? {
            method(which).map { MethodBody($0.file, $0.function) }
        }

        /// Every method's body, for what the class does anywhere.
        public var bodies: [MethodBody] { methods.map { MethodBody($0.file, $0.function) } }
    }

    /// An assignment (`FileFacts.Assignment`) with its file, module and class.
    public struct Assignment: Sendable {
        public var file: String
        public var module: String
        /// The enclosing class's key (`module.name`), when there is one.
        public var inClass: String?
        public var fact: FileFacts.Assignment
        public var line: Int { fact.line }
        public var value: String { fact.value }
    }

    public struct Activity: Sendable {
        public var file: CodeFile
        public var module: String
        public var inClass: String?
        public var fact: FileFacts.ActivityConstruction
    }

    public var files: [CodeFile]
    public var facts: [FileFacts]
    /// Each file's module.
    public var modules: [String]
    /// By key (`module.name`).
    public var classes: [String: CodeClass] = [:]
    /// Name -> keys of the classes of that name.
    var byName: [String: [String]] = [:]
    public var restorationIdentifiers: [Assignment] = []
    public var restorationClasses: [Assignment] = []
    public var userActivities: [Assignment] = []
    public var activities: [Activity] = []
    public var constants: [String: String] = [:]
    /// The bodies' string constants, by bare name (`FileFacts.localConstants`).
    public var localConstants: [String: String] = [:]
    public var numbers: [String: String] = [:]
    public var sceneStorage: [(file: String, line: Int, key: String)] = []
    public var restoredActivityReads: [(file: String, line: Int)] = []

    /// Modules built with Swift 3 or later (`SWIFT_VERSION`): Swift 2 names are not theirs.
    public var modernSwiftModules: Set<String> = []

    /// `files` with their module (the app's own module first) and each file's facts;
    /// `modernSwift`: the modules whose `SWIFT_VERSION` is 3 or later.
    public init(files: [(file: CodeFile, facts: FileFacts, module: String)], modernSwift: Set<String> = []) {
        modernSwiftModules = modernSwift
        self.files = files.map(\.file)
        facts = files.map(\.facts)
        modules = files.map(\.module)
        // Declarations first, so an extension joins its type wherever the file order puts it.
        for pass in 0..<2 {
            for (fileIndex, entry) in files.enumerated() {
                for (typeIndex, type) in entry.file.types.enumerated() where (type.kind == .extension || type.kind == .implementation) == (pass == 1) {
                    join(type, file: fileIndex, typeIndex: typeIndex, module: entry.module)
                }
            }
        }
        for index in classes.indices { classes.values[index].indexMethods() }
        // The constants of the file that defines the most are taken whole (shared, not copied
        // key by key), the others merged in so that an earlier file's value wins, as in order.
        if let largest = files.indices.max(by: { files[$0].facts.constants.count < files[$1].facts.constants.count }) {
            constants = files[largest].facts.constants
            for index in files.indices[..<largest].reversed() { constants.merge(files[index].facts.constants) { _, earlier in earlier } }
            for index in files.indices[(largest + 1)...] { constants.merge(files[index].facts.constants) { earlier, _ in earlier } }
        }
        for (fileIndex, entry) in files.enumerated() {
            let path = entry.file.path
            func place(_ fact: FileFacts.Assignment) -> Assignment {
                Assignment(file: path, module: entry.module, inClass: fact.type.flatMap { classKey(fileIndex, $0) }, fact: fact)
            }
            restorationIdentifiers += entry.facts.restorationIdentifiers.map(place)
            restorationClasses += entry.facts.restorationClasses.map(place)
            userActivities += entry.facts.userActivities.map(place)
            activities += entry.facts.activities.map { Activity(file: entry.file, module: entry.module, inClass: $0.type.flatMap { classKey(fileIndex, $0) }, fact: $0) }
            localConstants.merge(entry.facts.localConstants) { first, _ in first }
            numbers.merge(entry.facts.numbers) { first, _ in first }
            sceneStorage += entry.facts.sceneStorage.map { (path, $0.line, $0.key) }
            restoredActivityReads += entry.facts.restoredActivityReads.map { (path, $0) }
        }
        // Files in order, each one's types in order: stable without comparing names.
        declaredClasses = classes.values.filter(\.isDeclared).sorted { a, b in
            (a.parts[0].file, a.parts[0].type) < (b.parts[0].file, b.parts[0].type)
        }
    }

    /// The key of the class a file's type (declaration or extension) belongs to.
    func classKey(_ file: Int, _ type: Int) -> String? {
        let name = Self.bareName(files[file].types[type].name)
        return (byName[name] ?? []).first { key in classes[key]?.parts.contains { $0.file == file && $0.type == type } == true }
    }

    /// A type's name with the types its declaration is nested in (`Application.Storage` for a
    /// class in `enum Application` or `extension Application`); as written for a top-level one.
    static func qualifiedName(_ file: CodeFile, _ typeIndex: Int) -> String {
        var names: [String] = []
        var current: Int? = typeIndex
        while let index = current, names.count < CodeDeclarations.maximumNesting {
            names.insert(file.types[index].name, at: 0)
            current = file.types[index].enclosing
        }
        return names.joined(separator: ".")
    }

    static func bareName(_ name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }

    mutating func join(_ type: CodeType, file: Int, typeIndex: Int, module: String) {
        let name = Self.bareName(type.name)
        let isExtension = type.kind == .extension || type.kind == .implementation
        let codeFile = files[file]
        let qualified = Self.qualifiedName(codeFile, typeIndex)
        // An extension joins its type in its own module (`extension Application.Storage` the
        // nested one), else the app's type of that name in another module; a declaration is a
        // type of its module, nested in the types around it.
        var key = module + "." + (isExtension && classes[module + "." + qualified] == nil ? name : qualified)
        if isExtension, classes[key] == nil, let other = byName[name]?.first { key = other }
        if !isExtension, let existing = classes[key], existing.isDeclared, existing.kind != Self.kind(type.kind) {
            // Two declarations of one name and different kinds in one module: a nested type
            // elsewhere. The first stays; this one is kept apart.
            key = module + "." + name + "#" + String(file) + "." + String(typeIndex)
        }
        // Taken out while it grows: a copy left in the dictionary would copy its methods at
        // every part joined.
        let isNew = classes[key] == nil
        var merged = classes.removeValue(forKey: key) ?? CodeClass(
            name: name, module: module, kind: Self.kind(type.kind), superclass: nil, conformances: [], attributes: [], file: codeFile.path, line: type.line,
            isDeclared: false, methods: [], properties: [:], parts: [], readsSwift2: !modernSwiftModules.contains(module), column: type.column,
            qualifiedName: isExtension ? name : qualified)
        // An Objective-C implementation declares its class when no header was read, and is
        // where its code is: findings on the class point at it rather than at the header.
        if !isExtension || type.kind == .implementation {
            if !merged.isDeclared || type.kind == .implementation {
                merged.file = codeFile.path
                merged.line = type.line
                merged.column = type.column
                merged.kind = Self.kind(type.kind)
            }
            merged.isDeclared = true
        }
        if merged.superclass == nil, type.kind == .class || type.kind == .interface, let first = type.inherits.first { merged.superclass = first }
        merged.conformances.formUnion(type.inherits)
        merged.attributes.formUnion(type.attributes)
        merged.methods.reserveCapacity(merged.methods.count + type.functions.count)
        for function in type.functions { merged.methods.append((codeFile, function)) }
        merged.properties.merge(type.properties) { first, _ in first }
        merged.parts.append((file, typeIndex))
        if isNew { byName[name, default: []].append(key) }
        classes[key] = merged
    }

    static func kind(_ kind: CodeType.Kind) -> CodeType.Kind {
        switch kind {
        case .interface, .implementation: .class
        default: kind
        }
    }

    /// The class `name` names as seen from `module`: that module's, else another module's of
    /// the app; nil for a type the app does not declare (UIKit's, a dependency's).
    public func lookup(_ name: String, from module: String) -> CodeClass? {
        let parts = name.split(separator: ".").map(String.init)
        let bare = parts.last ?? name
        if parts.count >= 2 {
            // `Application.Storage`: the type nested in the app's `Application`, in this module
            // or another; nothing else when the app declares the outer type.
            if let nested = classes[module + "." + name] { return nested }
            let candidates = byName[bare]?.compactMap { classes[$0] } ?? []
            if let nested = candidates.first(where: { $0.qualifiedName == name || $0.module + "." + $0.qualifiedName == name }) { return nested }
            if parts.count == 2, let qualified = classes[parts[0] + "." + parts[1]] { return qualified }
            let outer = parts.dropLast().joined(separator: ".")
            if lookup(outer, from: module) != nil { return nil }
        }
        if let own = classes[module + "." + bare] { return own }
        return byName[bare]?.compactMap { classes[$0] }.first { $0.isDeclared } ?? byName[bare]?.compactMap { classes[$0] }.first
    }

    /// The classes from `type` up its superclass chain inside the app, and the first
    /// superclass outside it (UIKit's `UIViewController`, or a dependency's class).
    public func chain(_ type: CodeClass) -> (classes: [CodeClass], external: String?) {
        var found = [type]
        var seen: Set<String> = [type.key]
        var current = type
        while let superName = current.superclass {
            guard let next = lookup(superName, from: current.module), next.isDeclared, seen.insert(next.key).inserted else {
                return (found, Self.bareName(superName))
            }
            found.append(next)
            current = next
            if found.count > 64 { break }
        }
        return (found, nil)
    }

    /// Whether `type` is `ancestor` or inherits from it (through the app's classes, ending at
    /// `ancestor` or at a class `UIKitClasses` knows inherits from it).
    public func isKind(_ type: CodeClass, of ancestor: String) -> Bool {
        Self.isKind(chain(type), of: ancestor)
    }

    /// `isKind(_:of:)` with the type's chain already walked (several ancestors asked of one type).
    public static func isKind(_ chain: (classes: [CodeClass], external: String?), of ancestor: String) -> Bool {
        let (classes, external) = chain
        if classes.contains(where: { $0.name == ancestor }) { return true }
        guard let external else { return false }
        return external == ancestor || UIKitClasses.ancestors(of: external).contains(ancestor)
    }

    /// A view controller: its chain reaches one of UIKit's view controllers (SwiftUI's hosting
    /// controller too), or a class outside the app named like one (`SLKTextViewController`).
    public func isController(_ type: CodeClass) -> Bool {
        guard type.kind == .class else { return false }
        let (_, external) = chain(type)
        guard let external else { return false }
        return UIKitClasses.isViewController(external)
    }

    /// A view or controller: what a restoration identifier preserves.
    public func isRestorableKind(_ type: CodeClass) -> Bool {
        guard type.kind == .class, let external = chain(type).external else { return false }
        return UIKitClasses.isViewController(external) || UIKitClasses.ancestors(of: external).contains("UIView") || external == "UIView"
    }

    /// Whether it conforms to `protocolName`, itself or through a superclass in the app.
    public func conforms(_ type: CodeClass, to protocolName: String) -> Bool {
        chain(type).classes.contains { $0.conformances.contains(protocolName) }
    }

    /// The module of a file, by path.
    public func module(of path: String) -> String? {
        files.firstIndex { $0.path == path }.map { modules[$0] }
    }

    /// The app's own module (its first file's).
    public var appModule: String { modules.first ?? "" }

    /// Every class (and other type) the app declares, in the order of its files.
    public private(set) var declaredClasses: [CodeClass] = []

    /// The classes of the app's own module.
    public var ownClasses: [CodeClass] {
        declaredClasses.filter { $0.module == appModule }
    }

    /// The app delegate: the class `@main`/`@UIApplicationMain` marks (whatever it inherits
    /// from: its superclass may be a linked framework's), the one a SwiftUI app adapts
    /// (`@UIApplicationDelegateAdaptor`), the one `UIApplicationMain(...)` names in
    /// `main.swift` or `main.m`, else the classes of the app's module that conform to
    /// `UIApplicationDelegate`.
    public var appDelegates: [CodeClass] {
        let own = ownClasses
        let marked = own.filter { type in type.kind == .class && (type.attributes.contains("UIApplicationMain") || type.attributes.contains("main")) }
        if !marked.isEmpty { return marked }
        if let adapted = adaptedDelegate.flatMap({ lookup($0, from: appModule) }) { return [adapted] }
        if let named = mainDelegateName.flatMap({ lookup($0, from: appModule) }) { return [named] }
        return own.filter { $0.kind == .class && conforms($0, to: "UIApplicationDelegate") }
    }

    /// `@UIApplicationDelegateAdaptor(X.self)` in the app's module.
    var adaptedDelegate: String? {
        for (index, file) in files.enumerated() where modules[index] == appModule {
            let tokens = file.tokens
            for position in tokens.indices where tokens[position].isWord("UIApplicationDelegateAdaptor") && position + 2 < tokens.count {
                if tokens[position + 1].isSymbol("("), tokens[position + 2].kind == .word { return tokens[position + 2].text }
            }
        }
        return nil
    }

    /// The delegate class `UIApplicationMain(argc, argv, principal, delegate)` names (its
    /// fourth argument): `NSStringFromClass(X.self)`, `NSStringFromClass([X class])`, Swift 2's
    /// `NSStringFromClass(X)`, `String(describing: X.self)`, or a string literal.
    var mainDelegateName: String? {
        for (index, file) in files.enumerated() where modules[index] == appModule {
            let tokens = file.tokens
            for position in tokens.indices where tokens[position].isWord("UIApplicationMain") && position + 1 < tokens.count && tokens[position + 1].isSymbol("(") {
                guard let close = file.partner[position + 1] else { continue }
                var arguments: [Range<Int>] = []
                var start = position + 2
                var cursor = start
                while cursor < close {
                    if let partner = file.partner[cursor], partner > cursor {
                        cursor = partner + 1
                        continue
                    }
                    if tokens[cursor].isSymbol(",") {
                        arguments.append(start..<cursor)
                        start = cursor + 1
                    }
                    cursor += 1
                }
                arguments.append(start..<close)
                guard arguments.count == 4 else { continue }
                var argument = tokens[arguments[3]]
                // A name given a value before (`let delegateClass = isTesting ? ... : NSStringFromClass(AppDelegate.self)`):
                // that value; a function of the file (`delegateClassName()`): what its body names.
                let words = argument.filter { $0.kind == .word && $0.text.first?.isLowercase == true && !["self", "nil", "describing", "reflecting"].contains($0.text) }
                if words.count == 1, argument.count <= 5, !(argument.last?.isSymbol(")") == true && argument.dropLast().last?.isSymbol("(") == true),
                   let value = Self.letValue(words[0].text, in: file, before: position) {
                    argument = value
                }
                if argument.count == 3, argument.first?.kind == .word, argument.dropFirst().first?.isSymbol("(") == true,
                   let function = file.functions.first(where: { $0.name == argument.first!.text + "()" }) {
                    argument = tokens[function.body]
                }
                // Of a choice (a test run's delegate or the app's), the class a release build takes.
                let named = Self.classNames(in: argument)
                if let name = named.last(where: { !Self.isTestName($0) }) ?? named.last { return name }
            }
        }
        return nil
    }

    /// The classes an expression names, in order: string literals' (a module-qualified one's
    /// last part) and `X.self`/`[X class]`/`NSStringFromClass(X)`'s, a nested one whole
    /// (`Application.Storage`).
    static func classNames(in tokens: ArraySlice<SourceToken>) -> [String] {
        let skipped: Set<String> = ["NSStringFromClass", "NSClassFromString", "String", "describing", "reflecting", "self", "class", "nil", "NSString", "UIApplicationMain"]
        var names: [String] = []
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            if token.kind == .string {
                names.append(bareName(token.text))
            } else if token.kind == .word, !skipped.contains(token.text), token.text.first?.isUppercase == true {
                // `Application.Storage.self`: the class nested in `Application`, named whole.
                var name = token.text
                while index + 2 < tokens.endIndex, tokens[index + 1].isSymbol("."), tokens[index + 2].kind == .word, !skipped.contains(tokens[index + 2].text),
                      tokens[index + 2].text.first?.isUppercase == true {
                    index += 2
                    name += "." + tokens[index].text
                }
                names.append(name)
            }
            index += 1
        }
        return names
    }

    /// A delegate class for test runs (`TestAppDelegate`, `TestingAppDelegate`, `MockAppDelegate`).
    static func isTestName(_ name: String) -> Bool {
        let last = bareName(name)
        return ["Test", "Mock", "Fake", "Stub", "XCT"].contains { last.contains($0) }
    }

    /// The tokens of `let name = <value>` (or `var`) before `limit` in a file, up to the end of
    /// its line.
    static func letValue(_ name: String, in file: CodeFile, before limit: Int) -> ArraySlice<SourceToken>? {
        let tokens = file.tokens
        for index in stride(from: min(limit, tokens.count) - 3, through: 0, by: -1) {
            guard tokens[index].isWord("let") || tokens[index].isWord("var"), tokens[index + 1].isWord(name) else { continue }
            // `let name: AnyClass? = value`: past the written type, on its line.
            var equals = index + 2
            while equals < tokens.count, !tokens[equals].isSymbol("="), tokens[equals].line == tokens[index].line, equals < index + 12 { equals += 1 }
            guard equals + 1 < tokens.count, tokens[equals].isSymbol("=") else { continue }
            let end = MethodBodyStatement.end(file, from: equals + 1, limit: tokens.count)
            return tokens[(equals + 1)..<end]
        }
        return nil
    }

    /// Classes code makes scene delegates: `configuration.delegateClass = X.self` (in the app
    /// delegate's `application(_:configurationForConnecting:options:)`, usually).
    var codeSceneDelegateNames: [String] {
        var names: [String] = []
        for file in files {
            let tokens = file.tokens
            for index in tokens.indices where tokens[index].isWord("delegateClass") && index + 2 < tokens.count {
                guard tokens[index + 1].isSymbol("="), tokens[index + 2].kind == .word else { continue }
                names.append(tokens[index + 2].text)
            }
        }
        return names
    }

    /// Scene delegates: classes conforming to `UIWindowSceneDelegate` or `UISceneDelegate`,
    /// the classes the scene manifest names, and those code makes a configuration's
    /// `delegateClass`.
    public func sceneDelegates(named manifestNames: [String]) -> [CodeClass] {
        let conforming = classes.values.filter { type in
            type.isDeclared && type.kind == .class && (conforms(type, to: "UIWindowSceneDelegate") || conforms(type, to: "UISceneDelegate"))
        }
        let named = (manifestNames + codeSceneDelegateNames).compactMap { lookup(InfoPlistFacts.className($0), from: appModule) }
        var seen: Set<String> = []
        return (conforming + named).filter { seen.insert($0.key).inserted }.sorted { $0.name < $1.name }
    }

    /// A SwiftUI app: `@main struct X: App`.
    public var swiftUIApp: CodeClass? {
        ownClasses.first { $0.kind == .struct && $0.conformances.contains("App") && $0.attributes.contains("main") }
    }
}
