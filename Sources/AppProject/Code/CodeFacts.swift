/// The app's code as restoration sees it: its classes (a Swift class and its extensions, an
/// Objective-C interface and implementation, merged by name) with the restoration methods
/// each implements, and what the code does anywhere: restoration identifiers and classes it
/// assigns, `@SceneStorage` keys, `userActivity` assignments, string constants.
public struct CodeFacts: Sendable {
    public struct CodeClass: Sendable {
        public var name: String
        /// The first name of a class's inheritance clause (Swift) or its `: Super` (Objective-C).
        public var superclass: String?
        public var conformances: Set<String>
        public var attributes: Set<String>
        public var isStruct: Bool
        /// Where it is declared (the first declaration).
        public var file: String
        public var line: Int
        public var methods: [(file: CodeFile, function: CodeFunction)]

        public func method(_ which: RestorationMethod) -> (file: CodeFile, function: CodeFunction)? {
            methods.first { $0.function.name == ($0.file.language == .swift ? which.swiftName : which.selector) }
        }

        public func body(_ which: RestorationMethod) -> MethodBody? {
            method(which).map { MethodBody($0.file, $0.function) }
        }

        /// Every method's body, for what the class does anywhere.
        public var bodies: [MethodBody] { methods.map { MethodBody($0.file, $0.function) } }
    }

    /// A place in the code and what it assigns there.
    public struct Assignment: Sendable {
        public var file: String
        public var line: Int
        /// The class whose code it is in, when known.
        public var inClass: String?
        public var value: String?
    }

    public var files: [CodeFile]
    public var classes: [String: CodeClass]
    /// `restorationIdentifier = "..."`.
    public var restorationIdentifiers: [Assignment] = []
    /// `restorationClass = X.self` / `[X class]`: the class named.
    public var restorationClasses: [Assignment] = []
    /// `@SceneStorage("key")`.
    public var sceneStorage: [Assignment] = []
    /// `userActivity = <value>`: value `nil` clears it.
    public var userActivityAssignments: [Assignment] = []
    /// `let name = "literal"` (Swift), `NSString *const name = @"literal"` (Objective-C).
    public var constants: [String: String] = [:]

    init(files: [CodeFile]) {
        self.files = files
        classes = [:]
        for file in files {
            for type in file.types {
                let baseName = type.name.split(separator: ".").last.map(String.init) ?? type.name
                var merged = classes[baseName] ?? CodeClass(
                    name: baseName, superclass: nil, conformances: [], attributes: [], isStruct: type.kind == .struct, file: file.path, line: type.line, methods: [])
                if merged.superclass == nil, type.kind == .class || type.kind == .interface, let first = type.inherits.first {
                    merged.superclass = first
                }
                merged.conformances.formUnion(type.inherits)
                merged.attributes.formUnion(type.attributes)
                merged.methods += type.functions.map { (file, $0) }
                if type.kind == .struct { merged.isStruct = true }
                classes[baseName] = merged
            }
            scan(file)
        }
    }

    /// What a file assigns and declares, in whichever class it happens.
    mutating func scan(_ file: CodeFile) {
        let tokens = file.tokens
        func owner(_ index: Int) -> String? {
            file.types.last { type in type.body.map { $0.contains(index) } ?? false }?.name
        }
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .word, index + 2 < tokens.count else { continue }
            let next = tokens[index + 1], after = tokens[index + 2]
            switch token.text {
            case "restorationIdentifier" where next.isSymbol("=") && after.kind == .string:
                restorationIdentifiers.append(Assignment(file: file.path, line: token.line, inClass: owner(index), value: after.text))
            case "restorationClass" where next.isSymbol("="):
                let named = after.isSymbol("[") && index + 3 < tokens.count ? tokens[index + 3].text : after.text
                restorationClasses.append(Assignment(file: file.path, line: token.line, inClass: owner(index), value: named))
            case "SceneStorage" where index > 0 && tokens[index - 1].isSymbol("@") && next.isSymbol("(") && after.kind == .string:
                sceneStorage.append(Assignment(file: file.path, line: token.line, inClass: owner(index), value: after.text))
            case "userActivity" where next.isSymbol("=") && !(index + 3 < tokens.count && tokens[index + 2].isSymbol("=")):
                userActivityAssignments.append(Assignment(file: file.path, line: token.line, inClass: owner(index), value: after.isWord("nil") ? "nil" : after.text))
            case "let" where next.kind == .word:
                // `let name = "x"` or `let name: String = "x"`.
                var cursor = index + 2
                if cursor + 1 < tokens.count, tokens[cursor].isSymbol(":"), tokens[cursor + 1].isWord("String") { cursor += 2 }
                if cursor + 1 < tokens.count, tokens[cursor].isSymbol("="), tokens[cursor + 1].kind == .string { constants[next.text] = tokens[cursor + 1].text }
            case "const" where next.kind == .word && after.isSymbol("=") && index + 3 < tokens.count && tokens[index + 3].kind == .string:
                constants[next.text] = tokens[index + 3].text
            default:
                break
            }
        }
    }

    /// Whether `name` is `ancestor` or inherits from it through the app's own classes.
    public func isKind(_ name: String, of ancestor: String) -> Bool {
        var current: String? = name
        var steps = 0
        while let type = current, steps < 64 {
            if type == ancestor { return true }
            current = classes[type]?.superclass
            steps += 1
        }
        return false
    }

    /// The app delegate: a class conforming to UIApplicationDelegate, or one that implements
    /// an opt-in or delegate method.
    public var appDelegates: [CodeClass] {
        classes.values.filter { type in
            type.conformances.contains("UIApplicationDelegate") || type.attributes.contains("UIApplicationMain")
                || RestorationMethod.optIns.contains { type.method($0) != nil } || type.method(.delegateFactory) != nil
        }.sorted { $0.name < $1.name }
    }

    public var sceneDelegates: [CodeClass] {
        classes.values.filter { $0.conformances.contains("UIWindowSceneDelegate") || $0.conformances.contains("UISceneDelegate") }.sorted { $0.name < $1.name }
    }

    /// A SwiftUI app: `@main struct X: App`.
    public var swiftUIApp: CodeClass? {
        classes.values.first { $0.isStruct && $0.conformances.contains("App") && $0.attributes.contains("main") }
    }
}
