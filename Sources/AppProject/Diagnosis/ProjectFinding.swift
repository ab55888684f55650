/// One thing `doctor` found in a project: a stable code, a severity, where, a sentence in
/// UIKit's terms and what to change.
public struct ProjectFinding: Sendable, Equatable {
    public enum Severity: String, Sendable, Comparable, CaseIterable {
        /// The state will not come back.
        case error
        /// Part of it will not, or it depends on the OS version.
        case warning
        case note

        public static func < (a: Severity, b: Severity) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    public var code: FindingCode
    public var severity: Severity { code.severity }
    /// Relative to the project folder; nil for the project as a whole.
    public var file: String?
    public var line: Int?
    public var message: String
    public var fix: String

    public init(_ code: FindingCode, file: String?, line: Int?, _ message: String, fix: String? = nil) {
        self.code = code
        self.file = file
        self.line = line
        self.message = message
        self.fix = fix ?? code.fix
    }
}

/// Every finding `doctor` can report (docs/doctor.md has an example of each, with its fix).
public enum FindingCode: String, Sendable, CaseIterable {
    case optInMissing = "opt-in-missing"
    case optInOneSided = "opt-in-one-sided"
    case optInMixed = "opt-in-mixed"
    case optInDeprecated = "opt-in-deprecated"
    case restorationTurnedOff = "restoration-turned-off"
    case containerWithoutIdentifier = "container-without-identifier"
    case customContainerNotEncodingChildren = "custom-container-not-encoding-children"
    case duplicateIdentifier = "duplicate-identifier"
    case encodeWithoutSuper = "encode-without-super"
    case decodeWithoutSuper = "decode-without-super"
    case restorationClassDeclinesAll = "restoration-class-declines-all"
    case restorationClassWithoutFactory = "restoration-class-without-factory"
    case delegateFactoryAnswersAll = "delegate-factory-answers-all"
    case initCoderWithoutSuper = "init-coder-without-super"
    case uisceneRequired = "uiscene-required"
    case activityTypeUndeclared = "activity-type-undeclared"
    case sceneRestorationMissing = "scene-restoration-missing"
    case userActivityNeverCleared = "user-activity-never-cleared"
    case neverSaved = "never-saved"
    case noCreator = "no-creator"
    case stateActivityUndeclared = "state-activity-undeclared"
    case restorationNotUsed = "restoration-not-used"
    case notUnderstood = "not-understood"

    public var severity: ProjectFinding.Severity {
        switch self {
        case .optInMissing, .optInOneSided, .containerWithoutIdentifier, .customContainerNotEncodingChildren, .restorationClassDeclinesAll,
             .restorationClassWithoutFactory, .initCoderWithoutSuper, .activityTypeUndeclared, .stateActivityUndeclared:
            .error
        case .optInMixed, .optInDeprecated, .restorationTurnedOff, .duplicateIdentifier, .encodeWithoutSuper, .decodeWithoutSuper,
             .delegateFactoryAnswersAll, .uisceneRequired, .sceneRestorationMissing, .userActivityNeverCleared, .neverSaved, .noCreator:
            .warning
        case .restorationNotUsed, .notUnderstood:
            .note
        }
    }

    /// What to change, in general; a finding may say it more precisely.
    public var fix: String {
        switch self {
        case .optInMissing: "implement application(_:shouldSaveSecureApplicationState:) and application(_:shouldRestoreSecureApplicationState:) in the app delegate, returning true"
        case .optInOneSided: "implement both methods of the pair: UIKit saves only if the save method says yes and restores only if the restore method says yes"
        case .optInMixed: "use the secure pair on both sides: application(_:shouldSaveSecureApplicationState:) and application(_:shouldRestoreSecureApplicationState:)"
        case .optInDeprecated: "rename to the secure methods, application(_:shouldSaveSecureApplicationState:) and application(_:shouldRestoreSecureApplicationState:) (iOS 13.2 and later)"
        case .restorationTurnedOff: "return true, or the check you mean (compare the archive's app version in the restore method and return false only when it differs)"
        case .containerWithoutIdentifier: "give the container a restoration identifier (Identity inspector > Restoration ID, or check Use Storyboard ID)"
        case .customContainerNotEncodingChildren: "in encodeRestorableState(with:), call super and encode each child (coder.encode(child, forKey: \"child\")): encoding a child is what makes UIKit preserve it"
        case .duplicateIdentifier: "give each child of the container its own restoration identifier: identifier paths must be unique"
        case .encodeWithoutSuper: "call super.encodeRestorableState(with: coder) first"
        case .decodeWithoutSuper: "call super.decodeRestorableState(with: coder) first"
        case .restorationClassDeclinesAll: "return the controller for the paths it knows (nil means \"do not restore this one\")"
        case .restorationClassWithoutFactory: "implement static func viewController(withRestorationIdentifierPath:coder:) (UIViewControllerRestoration) in that class"
        case .delegateFactoryAnswersAll: "return nil for paths the factory does not know, so UIKit goes on to the storyboard or the existing object"
        case .initCoderWithoutSuper: "call super.init(coder: coder) in init?(coder:): it is what reads the storyboard's values, the restoration identifier among them"
        case .uisceneRequired: "adopt the UIScene life cycle (a scene manifest and a UIWindowSceneDelegate, TN3187) and move restoration to stateRestorationActivity(for:)"
        case .activityTypeUndeclared: "add the activity type to NSUserActivityTypes in the Info.plist"
        case .sceneRestorationMissing: "return the scene's activity from stateRestorationActivity(for:) in the scene delegate, and restore from session.stateRestorationActivity in scene(_:willConnectTo:options:)"
        case .userActivityNeverCleared: "set scene.userActivity = nil (or to the new screen's activity) when the screen it describes goes away"
        case .neverSaved: "check that the app opts in, that the screen's containers encode it, and that the app goes to the background (not a force quit) while it is shown"
        case .noCreator: "give its class a restoration class, keep the storyboard it came from, or answer its path in the app delegate's viewControllerWithRestorationIdentifierPath"
        case .stateActivityUndeclared: "add the activity type to NSUserActivityTypes in the Info.plist, or stop restoring it"
        case .restorationNotUsed: "nothing to do if the app does not restore state; docs/doctor.md says how to start"
        case .notUnderstood: "nothing: doctor could not read this part and says nothing about it"
        }
    }
}
