/// The activities a scene-based app restores its windows from: what the scene delegates'
/// `stateRestorationActivity(for:)` returns, followed to where the activity is made (in the
/// method; where a scene's `userActivity` is set, when it returns that (followed from the value
/// set when it is made elsewhere); through properties,
/// locals and helpers of any class, `ActivitySources`, when it returns anything else), with
/// each activity's type resolved through literals, constants, static members and enum raw
/// values.
struct SceneActivities {
    /// What a `stateRestorationActivity(for:)` returns.
    enum Returned {
        case constructed
        /// `scene.userActivity`, `windowScene.userActivity`.
        case sceneActivity
        case nothing
        /// A property or a call.
        case other
    }

    struct Method {
        var delegate: CodeFacts.CodeClass
        var file: CodeFile
        var function: CodeFunction
        var returned: [Returned]
    }

    let methods: [Method]
    /// Assignments to a scene's `userActivity`.
    let sceneAssignments: [CodeFacts.Assignment]
    /// Assignments to a responder's own `userActivity` (a view controller's).
    let responderAssignments: [CodeFacts.Assignment]

    init(_ app: AppDiagnosis) {
        let code = app.code
        methods = app.sceneDelegates.compactMap { delegate in
            guard let (file, function) = delegate.method(.stateRestorationActivity) else { return nil }
            let returned = MethodBody(file, function).returnedExpressions.map { Self.classify($0.tokens) }
            return Method(delegate: delegate, file: file, function: function, returned: returned)
        }
        sceneAssignments = code.userActivities.filter { Self.isSceneReceiver($0, code: code) }
        responderAssignments = code.userActivities.filter { assignment in
            let receiver = assignment.fact.receiver
            guard receiver.isEmpty || receiver == ["self"], let type = assignment.inClass.flatMap({ code.classes[$0] }) else { return false }
            return code.isRestorableKind(type)
        }
    }

    static func classify(_ tokens: ArraySlice<SourceToken>) -> Returned {
        guard let first = tokens.first else { return .other }
        if first.isWord("nil"), tokens.count == 1 { return .nothing }
        if tokens.contains(where: { $0.isWord("NSUserActivity") || $0.isWord("initWithActivityType") }) { return .constructed }
        let words = tokens.filter { $0.kind == .word }.map(\.text)
        if words.last == "userActivity", words.dropLast().last.map(isSceneName) == true { return .sceneActivity }
        return .other
    }

    /// `scene`, `windowScene`, `currentScene`: a name for a scene.
    static func isSceneName(_ name: String) -> Bool { name.lowercased().hasSuffix("scene") }

    static func isSceneReceiver(_ assignment: CodeFacts.Assignment, code: CodeFacts) -> Bool {
        guard let last = assignment.fact.receiver.last else { return false }
        if isSceneName(last) { return true }
        if let range = assignment.fact.function, let file = code.files.first(where: { $0.path == assignment.file }),
           let type = MethodBody(file, body: range).localTypes[last] {
            return type == "UIScene" || type == "UIWindowScene"
        }
        return false
    }

    /// A place where a scene's restoration activity comes from something doctor does not
    /// follow (another type's property, a helper's parameter): a `not-understood` note.
    struct Unfollowed {
        var file: String
        var line: Int
        var column: Int
        var what: String
    }

    /// The activities scenes are restored from, with the method that makes them restore.
    func restoredActivities(_ code: CodeFacts) -> [CodeFacts.Activity] { follow(code).activities }

    /// The activities scenes are restored from, followed to where they are made, and the
    /// places doctor could not follow.
    func follow(_ code: CodeFacts) -> (activities: [CodeFacts.Activity], unfollowed: [Unfollowed]) {
        var found: [CodeFacts.Activity] = []
        var unfollowed: [Unfollowed] = []
        for method in methods {
            let inMethod = code.activities.filter { $0.file.path == method.file.path && method.function.body.contains($0.fact.expression.lowerBound) }
            found += inMethod
            if method.returned.contains(where: { if case .sceneActivity = $0 { true } else { false } }) {
                for assignment in sceneAssignments where assignment.value != "nil" {
                    let made = code.activities.filter { $0.file.path == assignment.file && $0.fact.function != nil && $0.fact.function == assignment.fact.function }
                    found += made
                    guard made.isEmpty else { continue }
                    // Made elsewhere: followed from the value (`browser.restorationActivity()` on a
                    // `guard let browser = ... as? BrowserViewController`), through locals, properties and helpers.
                    if let file = code.files.first(where: { $0.path == assignment.file }), let body = assignment.fact.function, assignment.fact.index + 2 < body.upperBound {
                        let sources = ActivitySources(code: code, purpose: "the activity a scene's userActivity is set to")
                        let place = ActivitySources.Place(file: file, body: body, inClass: assignment.inClass.flatMap { code.classes[$0] })
                        let value = (assignment.fact.index + 2)..<ExpressionChain.expressionEnd(file, from: assignment.fact.index + 2, limit: body.upperBound)
                        let followed = sources.expression(value, place)
                        found += followed.activities
                        unfollowed += followed.unfollowed
                        if !followed.activities.isEmpty || !followed.unfollowed.isEmpty { continue }
                    }
                    unfollowed.append(Unfollowed(file: assignment.file, line: assignment.line, column: assignment.fact.column,
                        what: "a scene's userActivity is set to \(Self.valueText(assignment, code: code)), made outside this method (a parameter, another type's property, a helper): its type and userInfo are not known"))
                }
            }
            if inMethod.isEmpty {
                // A property, a local or a helper's result: followed to where it is made, never
                // taken for another activity the delegate makes.
                let sources = ActivitySources(code: code, purpose: "the activity \(method.delegate.name)'s \(method.function.name) returns")
                let place = ActivitySources.Place(file: method.file, body: method.function.body, inClass: method.delegate)
                for returned in MethodBody(method.file, method.function).returnedExpressions where Self.classify(returned.tokens) == .other {
                    let followed = sources.expression(returned.tokens.startIndex..<returned.tokens.endIndex, place)
                    found += followed.activities
                    unfollowed += followed.unfollowed
                }
            }
        }
        var seen: Set<String> = []
        return (found.filter { seen.insert("\($0.file.path):\($0.fact.line):\($0.fact.expression.lowerBound)").inserted }, unfollowed)
    }

    /// The value an assignment gives, as written (its first 60 characters).
    static func valueText(_ assignment: CodeFacts.Assignment, code: CodeFacts) -> String {
        guard let file = code.files.first(where: { $0.path == assignment.file }), assignment.fact.index + 2 < file.tokens.count else { return assignment.value }
        let start = assignment.fact.index + 2
        let end = MethodBodyStatement.end(file, from: start, limit: file.tokens.count)
        var text = ""
        for token in file.tokens[start..<end] {
            let piece = token.kind == .string ? "\"" + token.text + "\"" : token.text
            let glued = token.kind == .symbol || text.last.map { "(.[".contains($0) } ?? true
            text += (glued ? "" : " ") + piece
        }
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }

    /// Where an activity's type comes from when no literal or constant gives it: another
    /// object's property named (`Tweaks.shared.stateRestorationKey`), or a value built at run time.
    static func typeSource(of activity: CodeFacts.Activity) -> String {
        let tokens = activity.file.tokens[activity.fact.expression]
        let text = ExpressionChain.text(tokens)
        let isMember = tokens.count > 1 && tokens.allSatisfy { $0.kind == .word || $0.isSymbol(".") || $0.isSymbol("?") || $0.isSymbol("!") }
        if isMember { return "its type from \(text), a property doctor does not follow to a string (it is set at run time, or by code doctor does not read)" }
        if tokens.count == 1, tokens.first?.kind == .word { return "its type from \(text), a name doctor finds no string constant for" }
        return "a type built at run time (\(text))"
    }

    /// An activity's type: a literal, or a constant it names; nil when it is built at run time.
    static func type(of activity: CodeFacts.Activity, code: CodeFacts) -> String? {
        let tokens = activity.file.tokens[activity.fact.expression]
        guard let first = tokens.first else { return nil }
        if tokens.count == 1, first.kind == .string {
            return first.text.contains("\u{FFFC}") ? nil : first.text
        }
        // Only names and dots (`Self.page`, `ActivityType.browse.rawValue`, `.browse.rawValue`).
        guard tokens.allSatisfy({ $0.kind == .word || $0.isSymbol(".") }) else { return nil }
        var words = tokens.filter { $0.kind == .word }.map(\.text)
        let rawValue = words.last == "rawValue"
        if rawValue { words.removeLast() }
        guard let name = words.last else { return nil }
        let owner = words.dropLast().last
        let enclosing = activity.inClass.flatMap { code.classes[$0]?.name }
        var candidates: [String] = []
        if let owner, owner != "Self", owner != "self" { candidates.append(owner + "." + name) }
        if let enclosing { candidates.append(enclosing + "." + name) }
        if rawValue, words.count == 1, tokens.first?.isSymbol(".") == true { candidates.append("." + name) }
        candidates.append(name)
        // The file's own constants first: a name like `type` means different things in different files.
        let fileIndex = code.files.firstIndex { $0.path == activity.file.path }
        let own = fileIndex.map { code.facts[$0].constants } ?? [:]
        let found = candidates.lazy.compactMap { own[$0] ?? code.constants[$0] }.first { !$0.contains("\u{FFFC}") }
        // A bare name may be a body's constant (`let type = "..."` before the activity); a
        // qualified one (`SecondViewController.activityType`) is a member, never a body's local.
        guard found == nil, words.count == 1, !rawValue else { return found }
        let ownLocals = fileIndex.map { code.facts[$0].localConstants } ?? [:]
        return (ownLocals[name] ?? code.localConstants[name]).flatMap { $0.contains("\u{FFFC}") ? nil : $0 }
    }
}
