/// One thing `doctor` found in a project: a stable code, a severity its rule decided, where
/// (the app target, the file, line and column), a sentence in UIKit's terms, what to change,
/// and an anchor that names the place without its line (a class and method, a storyboard
/// element's id), so a finding keeps its identity when lines above it move.
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
    public var severity: Severity
    /// The app target it is about, and its project; nil for the folder as a whole.
    public var target: String?
    public var project: String?
    /// Every app target it is about, when more than one builds the same file and the finding
    /// is the same in each (said once, naming them; `target` is the first).
    public var targets: [String] = []
    /// Relative to the project folder; nil for the project as a whole.
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var message: String
    public var fix: String
    /// `ItemsViewController.encodeRestorableState(with:)`, `BYZ-38-t0r`, `NSUserActivityTypes`.
    public var anchor: String
    /// The mechanical edit that resolves it, when there is one (`doctor --fix`).
    public var repair: Repair?

    public init(_ code: FindingCode, _ severity: Severity? = nil, file: String?, line: Int?, column: Int? = nil, anchor: String = "", _ message: String,
                fix: String? = nil) {
        self.code = code
        self.severity = severity ?? code.rule.defaultSeverity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.fix = fix ?? code.rule.fix
        self.anchor = anchor
    }
}

/// Every finding `doctor` can report; each has one rule (`DoctorRules`) that defines it.
public enum FindingCode: String, Sendable, CaseIterable {
    case optInMissing = "opt-in-missing"
    case optInOneSided = "opt-in-one-sided"
    case optInMixed = "opt-in-mixed"
    case optInDeprecated = "opt-in-deprecated"
    case restorationTurnedOff = "restoration-turned-off"
    case windowCreatedAfterRestoration = "window-created-after-restoration"
    case containerWithoutIdentifier = "container-without-identifier"
    case childrenWithoutIdentifier = "children-without-identifier"
    case customContainerNotEncodingChildren = "custom-container-not-encoding-children"
    case duplicateIdentifier = "duplicate-identifier"
    case encodeWithoutSuper = "encode-without-super"
    case decodeWithoutSuper = "decode-without-super"
    case restorationClassDeclinesAll = "restoration-class-declines-all"
    case restorationClassWithoutFactory = "restoration-class-without-factory"
    case delegateFactoryAnswersAll = "delegate-factory-answers-all"
    case initCoderWithoutSuper = "init-coder-without-super"
    case uisceneRequired = "uiscene-required"
    case sceneConfigurationMissing = "scene-configuration-missing"
    case appLevelRestorationInScenes = "app-level-restoration-in-scenes"
    case activityTypeUndeclared = "activity-type-undeclared"
    case sceneRestorationMissing = "scene-restoration-missing"
    case restorationActivityNeverSet = "restoration-activity-never-set"
    case restoredActivityIgnored = "restored-activity-ignored"
    case restoredWindowEmpty = "restored-window-empty"
    case userActivityNeverCleared = "user-activity-never-cleared"
    case neverSaved = "never-saved"
    case noCreator = "no-creator"
    case stateActivityUndeclared = "state-activity-undeclared"
    case restorationNotUsed = "restoration-not-used"
    case notUnderstood = "not-understood"
    case activityUserInfoNotPlist = "activity-userinfo-not-plist"
    case mainStoryboardMissing = "main-storyboard-missing"
    case encodeWithoutIdentifier = "encode-without-identifier"
    case suppressionWithoutEffect = "suppression-without-effect"

    /// The rule that defines it.
    public var rule: any DoctorRule.Type { DoctorRules.rule(self) }
}
