/// Why an app's state would not come back, read from its project (docs/doctor.md): the app
/// delegate's opt-in, the storyboards' identifier chains, custom containers, restoration
/// classes and factories, `init?(coder:)`, and for scene-based apps the restoration activity
/// and the activity types the Info.plist declares. A shape doctor does not understand is a
/// `not-understood` note, never a finding.
public enum RestorationDoctor {
    public struct Report: Sendable {
        public var sceneBased: Bool
        /// The opt-in methods the app delegate implements, as written.
        public var optIn: [String]
        public var projects: [XcodeProject]
        public var findings: [ProjectFinding]
    }

    public static func diagnose(_ project: AppProject) -> Report {
        var findings: [ProjectFinding] = []
        let code = project.code
        let delegates = code.appDelegates
        let optIn = delegates.flatMap { delegate in
            RestorationMethod.optIns.compactMap { method in delegate.method(method).map { (delegate, method, $0.file, $0.function) } }
        }
        let storyboardIdentifiers = project.storyboards.flatMap(\.controllers).filter { $0.restorationIdentifier != nil }
        let usesClassic = !optIn.isEmpty || !storyboardIdentifiers.isEmpty || !code.restorationIdentifiers.isEmpty
            || code.classes.values.contains { $0.method(.encode) != nil || $0.method(.restorationFactory) != nil }
        findings += optInFindings(project, optIn: optIn.map { ($0.1, $0.2, $0.3) }, usesClassic: usesClassic)
        findings += storyboardFindings(project)
        if usesClassic || project.isSceneBased { findings += classFindings(project) }
        findings += sceneFindings(project)
        for note in project.notes {
            findings.append(ProjectFinding(.notUnderstood, file: note.file, line: note.line, note.text))
        }
        findings.sort { ($0.severity, $0.file ?? "", $0.line ?? 0, $0.code.rawValue) < ($1.severity, $1.file ?? "", $1.line ?? 0, $1.code.rawValue) }
        return Report(sceneBased: project.isSceneBased, optIn: optIn.map { $0.3.name }, projects: project.projects, findings: findings)
    }

    // MARK: The app delegate's opt-in

    static func optInFindings(_ project: AppProject, optIn: [(RestorationMethod, CodeFile, CodeFunction)], usesClassic: Bool) -> [ProjectFinding] {
        var findings: [ProjectFinding] = []
        let delegate = project.code.appDelegates.first
        guard !optIn.isEmpty else {
            if project.isSceneBased { return [] }
            if usesClassic {
                let place = delegate.map { ($0.file, $0.line) } ?? (project.info?.path, nil)
                findings.append(ProjectFinding(.optInMissing, file: place.0, line: place.1,
                    "the app sets restoration identifiers but its app delegate\(delegate.map { " " + $0.name } ?? "") implements neither application(_:shouldSaveSecureApplicationState:) nor application(_:shouldRestoreSecureApplicationState:): UIKit preserves nothing"))
            } else {
                findings.append(ProjectFinding(.restorationNotUsed, file: nil, line: nil,
                    "no opt-in, restoration identifier or encodeRestorableState(with:) anywhere: the app does not use state restoration"))
            }
            return findings
        }
        for (method, file, function) in optIn {
            let returns = MethodBody(file, function).returns
            if !returns.isEmpty, returns.allSatisfy({ $0.value == .falseValue }) {
                let what = method.isSave ? "UIKit saves nothing" : "UIKit discards every archive"
                findings.append(ProjectFinding(.restorationTurnedOff, file: file.path, line: function.line,
                    "\(function.name) returns \(file.language == .swift ? "false" : "NO"): restoration is turned off here, on purpose? \(what)"))
            }
            if !method.isSecure {
                findings.append(ProjectFinding(.optInDeprecated, file: file.path, line: function.line,
                    "\(function.name) is deprecated since iOS 13.2 (the secure variant replaces it)"))
            }
        }
        let methods = Set(optIn.map(\.0))
        let saves = methods.filter(\.isSave), restores = methods.filter { !$0.isSave }
        let anchor = optIn[0]
        if saves.isEmpty || restores.isEmpty {
            let missing = saves.isEmpty ? "application(_:shouldSaveSecureApplicationState:)" : "application(_:shouldRestoreSecureApplicationState:)"
            let effect = saves.isEmpty ? "UIKit never saves the state" : "UIKit never restores what it saved"
            findings.append(ProjectFinding(.optInOneSided, file: anchor.1.path, line: anchor.2.line,
                "the app delegate implements \(anchor.2.name) but not \(missing): \(effect)"))
        } else if saves.allSatisfy(\.isSecure) != restores.allSatisfy(\.isSecure), saves.count == 1, restores.count == 1 {
            findings.append(ProjectFinding(.optInMixed, file: anchor.1.path, line: anchor.2.line,
                "the app delegate saves with \(saves.first!.swiftName) and restores with \(restores.first!.swiftName): one secure, one not; UIKit pairs the secure methods with each other"))
        }
        return findings
    }

    // MARK: Storyboards

    static func storyboardFindings(_ project: AppProject) -> [ProjectFinding] {
        var findings: [ProjectFinding] = []
        for chains in project.chains {
            for gap in chains.breaks {
                let names = gap.cutOff.prefix(3).map { $0.restorationIdentifier ?? $0.className }.joined(separator: ", ") + (gap.cutOff.count > 3 ? ", ..." : "")
                let container = gap.container
                findings.append(ProjectFinding(.containerWithoutIdentifier, file: gap.storyboard.path, line: container.line,
                    "the \(Self.describe(container)) has no restoration identifier, so UIKit preserves none of the \(gap.cutOff.count) controller\(gap.cutOff.count == 1 ? "" : "s") below it that have one (\(names))"))
            }
            var seen: [String: IdentifierChains.Node] = [:]
            for node in chains.nodes {
                guard let path = node.path?.joined(separator: "/") else { continue }
                if let first = seen[path], first.controller.id != node.controller.id {
                    let parent = node.ancestors.last.flatMap { id in project.storyboards.first { $0.name == node.storyboard }?.controller(id) }
                    if parent?.element != "navigationController" {
                        let file = project.storyboards.first { $0.name == node.storyboard }?.path
                        findings.append(ProjectFinding(.duplicateIdentifier, file: file, line: node.controller.line,
                            "two controllers get the identifier path \(path) (lines \(first.controller.line) and \(node.controller.line)): UIKit restores only one of them"))
                    }
                } else {
                    seen[path] = node
                }
            }
        }
        // A storyboard class whose init?(coder:) skips super's: the storyboard's values are lost.
        for storyboard in project.storyboards {
            for controller in storyboard.controllers where controller.restorationIdentifier != nil {
                guard let type = project.code.classes[controller.className], let (file, function) = type.method(.initCoder) else { continue }
                let body = MethodBody(file, function)
                guard !body.callsInitWithCoder else { continue }
                let effect = body.mentions("fatalError") ? "the storyboard cannot create it (it traps)" : "the storyboard's restoration identifier '\(controller.restorationIdentifier!)' is never set"
                findings.append(ProjectFinding(.initCoderWithoutSuper, file: file.path, line: function.line,
                    "\(type.name)'s \(function.name) does not call \(file.language == .swift ? "super.init(coder:)" : "[super initWithCoder:]"), and \(storyboard.name).\(storyboard.isXib ? "xib" : "storyboard") creates it: \(effect)"))
            }
        }
        return findings
    }

    static func describe(_ controller: StoryboardController) -> String {
        let kind = switch controller.element {
        case "navigationController": "navigation controller"
        case "tabBarController": "tab bar controller"
        case "splitViewController": "split view controller"
        case "pageViewController": "page view controller"
        default: "view controller"
        }
        return kind + " " + controller.className + (controller.storyboardIdentifier.map { " (storyboard id \($0))" } ?? "")
    }

    // MARK: Classes

    static let uikitContainers = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"]

    static func classFindings(_ project: AppProject) -> [ProjectFinding] {
        var findings: [ProjectFinding] = []
        let code = project.code
        let embedding = Set(project.storyboards.flatMap(\.controllers).filter { controller in
            !controller.isUIKitContainer && controller.segues.contains { $0.kind == "embed" }
        }.map(\.className))
        for type in code.classes.values.sorted(by: { $0.name < $1.name }) {
            let isUIKitContainer = uikitContainers.contains { code.isKind(type.name, of: $0) }
            let added = type.bodies.flatMap(\.addedChildren)
            if !isUIKitContainer, !added.isEmpty || embedding.contains(type.name) {
                findings += containerFindings(type, added: added)
            }
            if let (file, function) = type.method(.encode), !MethodBody(file, function).callsSuper("encodeRestorableState", "encodeRestorableStateWithCoder") {
                findings.append(ProjectFinding(.encodeWithoutSuper, file: file.path, line: function.line,
                    "\(type.name) overrides \(function.name) without calling super: UIKit's own values for it are not written"))
            }
            if let (file, function) = type.method(.decode), !MethodBody(file, function).callsSuper("decodeRestorableState", "decodeRestorableStateWithCoder") {
                findings.append(ProjectFinding(.decodeWithoutSuper, file: file.path, line: function.line,
                    "\(type.name) overrides \(function.name) without calling super: UIKit's own values for it are not read back"))
            }
            if let (file, function) = type.method(.restorationFactory) {
                let returns = MethodBody(file, function).returns
                if !returns.isEmpty, returns.allSatisfy({ $0.value == .nilValue }) {
                    findings.append(ProjectFinding(.restorationClassDeclinesAll, file: file.path, line: function.line,
                        "\(type.name).\(function.name) returns nil on every path: UIKit restores none of the controllers it is the restoration class of, nor anything below them"))
                }
            }
            if let (file, function) = type.method(.delegateFactory) {
                let returns = MethodBody(file, function).returns
                let constructed = returns.compactMap { if case .construction(let name) = $0.value { name } else { nil } }
                if !constructed.isEmpty, !returns.contains(where: { $0.value == .nilValue }) {
                    findings.append(ProjectFinding(.delegateFactoryAnswersAll, file: file.path, line: function.line,
                        "the app delegate's \(function.name) never returns nil and makes a new \(constructed[0]): it answers every path, those it does not know too, so UIKit never looks in the storyboard or at existing controllers"))
                }
            }
        }
        for assignment in code.restorationClasses {
            guard let named = assignment.value, let type = code.classes[named] else { continue }
            if type.method(.restorationFactory) == nil {
                findings.append(ProjectFinding(.restorationClassWithoutFactory, file: assignment.file, line: assignment.line,
                    "\(named) is made a restoration class but has no viewController(withRestorationIdentifierPath:coder:): UIKit cannot create the controller"))
            }
        }
        return findings
    }

    /// A custom container: it must encode its children itself.
    static func containerFindings(_ type: CodeFacts.CodeClass, added: [String]) -> [ProjectFinding] {
        guard let body = type.body(.encode), let (file, function) = type.method(.encode) else {
            return [ProjectFinding(.customContainerNotEncodingChildren, file: type.file, line: type.line,
                "\(type.name) is a custom container (it adds child controllers) and does not override encodeRestorableState(with:): UIKit preserves none of its children, nor anything below them")]
        }
        let encoded = Set(body.encodedValues)
        let childNames = Set(added.filter { !$0.isEmpty })
        let encodesChild = !encoded.isDisjoint(with: childNames)
            || encoded.contains { $0.lowercased().contains("child") || $0.hasSuffix("Controller") || $0.hasSuffix("controller") || $0.hasSuffix("ViewController") }
        if encodesChild { return [] }
        if added.contains("") || encoded.contains("") {
            return [ProjectFinding(.notUnderstood, file: file.path, line: function.line,
                "\(type.name) adds child controllers through expressions doctor cannot follow: whether its encodeRestorableState(with:) encodes them is not known")]
        }
        return [ProjectFinding(.customContainerNotEncodingChildren, file: file.path, line: function.line,
            "\(type.name) is a custom container and its \(function.name) encodes none of its children\(childNames.isEmpty ? "" : " (" + childNames.sorted().joined(separator: ", ") + ")"): UIKit preserves none of them, nor anything below them")]
    }

    // MARK: Scenes

    static func sceneFindings(_ project: AppProject) -> [ProjectFinding] {
        var findings: [ProjectFinding] = []
        let code = project.code
        guard project.isSceneBased else {
            guard !code.appDelegates.isEmpty || project.info != nil else { return [] }
            let place = code.appDelegates.first.map { ($0.file, $0.line) } ?? (project.info?.path, nil)
            findings.append(ProjectFinding(.uisceneRequired, file: place.0, line: place.1,
                "the app does not use the UIScene life cycle: Apple's TN3187 says the next major SDK after iOS 26 will not launch it, and iOS 26 no longer reliably replays the classic archive of apps without scenes"))
            return findings
        }
        let declared = project.info?.activityTypes
        for delegate in code.sceneDelegates {
            guard let (file, function) = delegate.method(.stateRestorationActivity) else { continue }
            for type in MethodBody(file, function).activityTypes(constants: code.constants) {
                guard let type else {
                    findings.append(ProjectFinding(.notUnderstood, file: file.path, line: function.line,
                        "\(delegate.name)'s \(function.name) creates an activity whose type doctor cannot resolve: whether NSUserActivityTypes declares it is not known"))
                    continue
                }
                if !(declared ?? []).contains(type) {
                    findings.append(ProjectFinding(.activityTypeUndeclared, file: file.path, line: function.line,
                        "\(delegate.name) restores scenes from activities of type \(type), which \(project.info?.path ?? "the Info.plist")'s NSUserActivityTypes \(declared == nil ? "does not have (there is no NSUserActivityTypes)" : "does not list"): UIKit does not hand it back at launch"))
                }
            }
        }
        if code.swiftUIApp == nil, !code.sceneDelegates.isEmpty, !code.sceneDelegates.contains(where: { $0.method(.stateRestorationActivity) != nil }) {
            let delegate = code.sceneDelegates[0]
            findings.append(ProjectFinding(.sceneRestorationMissing, file: delegate.file, line: delegate.line,
                "\(delegate.name) does not implement stateRestorationActivity(for:): every window comes back at its first screen"))
        }
        let sets = code.userActivityAssignments.filter { $0.value != "nil" }
        if let first = sets.first, !code.userActivityAssignments.contains(where: { $0.value == "nil" }) {
            findings.append(ProjectFinding(.userActivityNeverCleared, file: first.file, line: first.line,
                "userActivity is set\(first.inClass.map { " in " + $0 } ?? "") and never set back to nil: a window keeps restoring a screen the user has left"))
        }
        return findings
    }
}
