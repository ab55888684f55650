/// What the rules ask of one app target, worked out once: its app delegate and opt-in, whether
/// classic restoration is in effect, which classes get a restoration identifier, which the
/// storyboards create through a creator, its scene delegates, and what in it shows that the
/// app means to restore state.
public struct AppDiagnosis: Sendable {
    public typealias Method = (method: RestorationMethod, type: CodeFacts.CodeClass, file: CodeFile, function: CodeFunction)

    public let app: AppTarget
    public var code: CodeFacts { app.code }
    public let delegate: CodeFacts.CodeClass?
    /// The opt-in methods the app delegate (or its superclass in the app) implements.
    public let optIn: [Method]
    /// Keys of the classes a restoration identifier is given to, themselves (storyboards,
    /// `restorationIdentifier = ...` in their code or on a value of their type).
    public let identifiedClasses: Set<String>
    /// Restoration identifiers code gives to an object whose class doctor cannot tell
    /// (`vc.restorationIdentifier = ...` on a value a storyboard made).
    public let unresolvedIdentifiers: Int
    /// Names of the classes the storyboards create through a creator (a creator closure's
    /// `init(coder:...)`, or a segue's `destinationCreationSelector`).
    public let creatorCreated: Set<String>
    public let sceneDelegates: [CodeFacts.CodeClass]
    /// What shows the app encodes or restores state on purpose: `encodeRestorableState`
    /// overrides, restoration classes, the delegate factory, the app delegate's app-level
    /// state (`appLevelState`).
    public let classicEncoding: [String]
    /// The app delegate's own state in the classic archive, each with its method: what its
    /// `application(_:willEncodeRestorableStateWith:)` or `application(_:didDecodeRestorableStateWith:)`
    /// does, or its save method writing into its coder (`StateKeeper.save(coder: coder)`).
    public let appLevelState: [(description: String, method: Method)]
    /// Keys of the classes code makes a restoration class (`restorationClass = X.self`,
    /// `[X class]`), and of those that make themselves one whatever their subclass
    /// (`Self.self`, `type(of: self)`, `[self class]`).
    public let restorationClassKeys: Set<String>
    public let selfRestorationClassKeys: Set<String>

    public init(_ app: AppTarget) {
        self.app = app
        let code = app.code
        delegate = code.appDelegates.first
        var optIn: [Method] = []
        if let delegate {
            for type in code.chain(delegate).classes {
                for method in RestorationMethod.optIns where !optIn.contains(where: { $0.method == method }) {
                    if let (file, function) = type.method(method) { optIn.append((method, type, file, function)) }
                }
            }
        }
        self.optIn = optIn
        var identified: Set<String> = []
        for storyboard in app.storyboards {
            for controller in storyboard.controllers where controller.restorationIdentifier != nil {
                if let type = code.lookup(controller.className, from: controller.module ?? code.appModule) { identified.insert(type.key) }
            }
            // A view's identifier set in its controller's scene (Identity inspector > Restoration ID).
            for view in storyboard.identifiedViews {
                if let type = code.lookup(view.className, from: view.module ?? code.appModule) { identified.insert(type.key) }
            }
        }
        var unresolved = 0
        for assignment in code.restorationIdentifiers where assignment.value != "nil" {
            if let type = Self.receiverType(assignment, code: code) { identified.insert(type.key) } else { unresolved += 1 }
        }
        identifiedClasses = identified
        unresolvedIdentifiers = unresolved
        var creators: Set<String> = []
        for type in code.classes.values {
            let custom = type.methods.contains { method in
                let name = method.function.name
                let isCoderInit = method.file.language == .swift ? name.hasPrefix("init(") && name.contains("coder:") && name != "init(coder:)"
                    : name.hasPrefix("initWithCoder:") && name != "initWithCoder:"
                return isCoderInit && MethodBody(method.file, method.function).callsInitWithCoder
            }
            if custom { creators.insert(type.name) }
        }
        for storyboard in app.storyboards {
            for controller in storyboard.controllers {
                for segue in controller.segues where segue.createsDestination {
                    if let destination = storyboard.controller(segue.destination) { creators.insert(destination.className) }
                }
            }
        }
        creatorCreated = creators
        sceneDelegates = code.sceneDelegates(named: app.info?.sceneConfigurations.compactMap(\.delegateClass) ?? [])
        var encoding: [String] = []
        for type in code.declaredClasses {
            if type.method(.encode) != nil || type.method(.decode) != nil { encoding.append("\(type.name) encodes its state") }
            if type.method(.restorationFactory) != nil { encoding.append("\(type.name) is a restoration class") }
        }
        if let delegate, delegate.method(.delegateFactory) != nil { encoding.append("the app delegate creates controllers for restoration") }
        var appLevel: [(String, Method)] = []
        if let delegate {
            for type in code.chain(delegate).classes {
                for method in [RestorationMethod.appWillEncode, .appDidDecode] where !appLevel.contains(where: { $0.1.method == method }) {
                    // One that only logs keeps nothing: its coder must be used.
                    guard let (file, function) = type.method(method), Self.usesCoder((method, type, file, function)) else { continue }
                    appLevel.append(("the app delegate \(method == .appWillEncode ? "encodes" : "restores") app-level state in \(function.name)", (method, type, file, function)))
                }
            }
        }
        for method in optIn where method.method.isSave && Self.usesCoder(method) {
            appLevel.append(("the app delegate saves app-level state through \(method.function.name)'s coder", method))
        }
        appLevelState = appLevel
        encoding += appLevel.map(\.0)
        classicEncoding = encoding
        var named: Set<String> = []
        var selves: Set<String> = []
        for assignment in code.restorationClasses {
            if ["Self", "self", "type"].contains(assignment.value) {
                if let enclosing = assignment.inClass { selves.insert(enclosing) }
            } else if let type = code.lookup(assignment.value, from: assignment.module) {
                named.insert(type.key)
            }
        }
        restorationClassKeys = named
        selfRestorationClassKeys = selves
    }

    /// The class a restoration identifier is assigned to: the enclosing one for `self.` or a
    /// bare assignment; for `x.`, the type of the local or property `x`.
    public static func receiverType(_ assignment: CodeFacts.Assignment, code: CodeFacts) -> CodeFacts.CodeClass? {
        let receiver = assignment.fact.receiver.first == "self" ? Array(assignment.fact.receiver.dropFirst()) : assignment.fact.receiver
        let enclosing = assignment.inClass.flatMap { code.classes[$0] }
        if receiver.isEmpty { return enclosing }
        guard receiver.count == 1 else { return nil }
        let name = receiver[0]
        // A local of the function, or of the closure a property is initialized with (`lazy var root = { let container = T(); ... }()`).
        if let file = code.files.first(where: { $0.path == assignment.file }),
           let range = assignment.fact.function ?? Self.enclosingBlock(file, at: assignment.fact.index),
           let type = MethodBody(file, body: range).localTypes[name] {
            return code.lookup(type, from: assignment.module)
        }
        if let enclosing {
            for part in code.chain(enclosing).classes {
                if let type = part.properties[name] { return code.lookup(type, from: part.module) }
            }
        }
        return nil
    }

    /// The inside of the innermost `{ }` around a token.
    static func enclosingBlock(_ file: CodeFile, at index: Int) -> Range<Int>? {
        var position = index - 1
        while position >= 0 {
            if file.tokens[position].isSymbol("{"), let close = file.partner[position] {
                if close > index { return (position + 1)..<close }
            } else if file.tokens[position].isSymbol("}"), let open = file.partner[position], open < position {
                position = open
            }
            position -= 1
        }
        return nil
    }

    /// Whether code makes `type` a restoration class: by name, or through a superclass that
    /// makes whatever class it is one.
    public func isRestorationClass(_ type: CodeFacts.CodeClass) -> Bool {
        restorationClassKeys.contains(type.key) || code.chain(type).classes.contains { selfRestorationClassKeys.contains($0.key) }
    }

    /// A UIKit app whose scene manifest (written in its Info.plist or declared by its project)
    /// names no configuration, and whose app delegate gives none
    /// (`application(_:configurationForConnecting:options:)`): TN3187 counts it as not adopting
    /// the scene life cycle (its life cycle is classic), and no scene delegate runs.
    public var sceneManifestUnconfigured: Bool {
        guard app.lifeCycle.isClassic, let info = app.info, info.hasSceneManifest == true, info.sceneConfigurations.isEmpty else { return false }
        return !info.sceneManifestGenerated
    }

    /// Whether UIKit preserves any controller: the app gives a restoration identifier in a
    /// storyboard or in code.
    public var preservesControllers: Bool {
        !identifiedClasses.isEmpty || unresolvedIdentifiers > 0 || code.restorationIdentifiers.contains { $0.value != "nil" }
            || app.storyboards.contains { $0.controllers.contains { $0.restorationIdentifier != nil } }
    }

    /// Whether a class gets a restoration identifier (itself, or every instance through a
    /// superclass of the app that sets its own).
    public func isIdentified(_ type: CodeFacts.CodeClass) -> Bool {
        code.chain(type).classes.contains { identifiedClasses.contains($0.key) }
    }

    public func optIn(_ method: RestorationMethod) -> Method? { optIn.first { $0.method == method } }

    /// Whether a method's body uses its `NSCoder` parameter (not as an argument's label, nor
    /// handed on to super's implementation): writes into it or reads it.
    public static func usesCoder(_ method: Method) -> Bool {
        let parameters = FunctionParameters.types(method.file, body: method.function.body)
        guard let coder = parameters.first(where: { $0.value == "NSCoder" })?.key else { return false }
        let file = method.file, tokens = file.tokens
        // `super.name(...)` and `[super name...]`: the arguments go to the same method above.
        var handedOn: [ClosedRange<Int>] = []
        for index in method.function.body where tokens[index].isWord("super") {
            if index + 3 < tokens.count, tokens[index + 1].isSymbol("."), tokens[index + 3].isSymbol("("), let close = file.partner[index + 3] { handedOn.append(index...close) }
            if index > 0, tokens[index - 1].isSymbol("["), let close = file.partner[index - 1] { handedOn.append(index...close) }
        }
        return method.function.body.contains { index in
            tokens[index].isWord(coder) && !(file.language == .swift && index + 1 < tokens.count && tokens[index + 1].isSymbol(":"))
                && !handedOn.contains { $0.contains(index) }
        }
    }

    /// Why an opt-in method is a stub, not an implementation: its body, or the superclass's
    /// implementation it returns, has a `#warning(...)`, or only returns a constant beside a
    /// `TODO`/`FIXME` comment. nil for a method that does something.
    public func stubReason(_ method: Method) -> String? {
        var current: Method? = method
        var steps = 0
        while let step = current, steps < 16 {
            steps += 1
            let tokens = step.file.tokens
            let body = step.function.body
            if let warning = body.first(where: { tokens[$0].kind == .directive && tokens[$0].text == "warning" }) {
                let message = body.first { $0 > warning && tokens[$0].kind == .string && tokens[$0].line == tokens[warning].line }.map { "(\"\(tokens[$0].text)\")" } ?? ""
                return "#warning\(message) at \(step.file.path):\(tokens[warning].line)"
            }
            let closing = body.upperBound < tokens.count ? tokens[body.upperBound].line : step.function.line
            if let todo = step.file.todoLines.first(where: { (step.function.line...closing).contains($0) }),
               tokens[body].allSatisfy({ $0.isWord("return") || Self.constants.contains($0.text) || $0.isSymbol(";") }) {
                return "a TODO at \(step.file.path):\(todo), and it only returns a constant"
            }
            // `return super.application(...)`: the superclass's implementation decides.
            guard MethodBody(step.file, step.function).callsSuper(step.method.spellings) else { return nil }
            current = code.chain(step.type).classes.drop { $0.key != step.type.key }.dropFirst().lazy.compactMap { type in
                type.method(step.method).map { (step.method, type, $0.file, $0.function) }
            }.first
        }
        return nil
    }

    /// Why the opt-in as a whole is a stub: one of its methods is (`stubReason`), and each
    /// other one is a stub too or only returns a constant. nil when it does something.
    public var optInStub: String? {
        guard let reason = optIn.lazy.compactMap(stubReason).first else { return nil }
        let trivial = optIn.allSatisfy { method in
            stubReason(method) != nil || method.file.tokens[method.function.body].allSatisfy { $0.isWord("return") || Self.constants.contains($0.text) || $0.isSymbol(";") }
        }
        return trivial ? reason : nil
    }

    static let constants: Set<String> = ["true", "false", "YES", "NO"]

    /// An opt-in method gated on a protocol no class of the app adopts (`guard let root =
    /// window?.rootViewController as? StateRestorable else { return false }`, `x is P`,
    /// `conformsToProtocol:@protocol(P)`): it never says yes. The protocol and the method.
    public var optInGate: (protocolName: String, method: Method)? {
        for method in optIn {
            let tokens = method.file.tokens
            for index in method.function.body where index + 2 < method.function.body.upperBound {
                var name: String? = nil
                if tokens[index].isWord("as"), tokens[index + 1].isSymbol("?") || tokens[index + 1].isSymbol("!"), tokens[index + 2].kind == .word {
                    name = tokens[index + 2].text
                } else if tokens[index].isWord("is"), tokens[index + 1].kind == .word {
                    name = tokens[index + 1].text
                } else if tokens[index].isWord("conformsToProtocol"),
                          let position = (index..<min(index + 6, method.function.body.upperBound - 2)).first(where: { tokens[$0].isWord("protocol") && tokens[$0 + 1].isSymbol("(") }) {
                    name = tokens[position + 2].text
                }
                guard let name, let type = code.lookup(name, from: method.type.module), type.kind == .protocol else { continue }
                let adopted = code.declaredClasses.contains { $0.kind != .protocol && code.conforms($0, to: type.name) }
                if !adopted { return (type.name, method) }
            }
        }
        return nil
    }

    /// Whether an opt-in method returns false (`NO`) on every path.
    public static func declinesAlways(_ method: Method) -> Bool {
        let returns = MethodBody(method.file, method.function).returns
        return !returns.isEmpty && returns.allSatisfy { $0.value == .falseValue }
    }

    /// UIKit saves the classic archive: the app has no scenes, and a save method that does
    /// not refuse on every path.
    public var savesClassicState: Bool {
        app.lifeCycle.isClassic && optIn.contains { $0.method.isSave && !Self.declinesAlways($0) }
    }

    /// Classic restoration in effect: no scenes, a save and a restore method, neither
    /// refusing on every path.
    public var classicRestorationActive: Bool {
        savesClassicState && optIn.contains { !$0.method.isSave && !Self.declinesAlways($0) }
    }

    /// Whether the app runs on iOS versions before 13.2, which have no secure opt-in methods
    /// (its deployment target); nil when no target says.
    public var runsBeforeSecureOptIn: Bool? {
        guard let target = app.deploymentTarget else { return nil }
        let parts = target.split(separator: ".").map { Int($0) ?? 0 }
        guard let major = parts.first else { return nil }
        return major < 13 || (major == 13 && (parts.count > 1 ? parts[1] : 0) < 2)
    }

    /// The place of a class for a finding: its declaration.
    public static func anchor(_ type: CodeFacts.CodeClass, _ member: String? = nil) -> String {
        member.map { type.name + "." + $0 } ?? type.name
    }
}
