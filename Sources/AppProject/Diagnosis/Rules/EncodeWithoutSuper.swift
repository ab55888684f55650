/// `encode-without-super`: `encodeRestorableState(with:)` without super's.
enum EncodeWithoutSuper: DoctorRule {
    static let code = FindingCode.encodeWithoutSuper
    static let summary = "An encodeRestorableState(with:) override does not call super's: UIKit's own values for the object are not written."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        A view or view controller class of the app (its chain reaches `UIView` or `UIViewController`) that overrides \
        `encodeRestorableState(with:)` without calling `super.encodeRestorableState(with:)`, in an app that opts in to \
        classic restoration. A warning: the object comes back, without what UIKit keeps for it.
        """
    static let basis = RuleBasis(.established, [PublicSources.storyboardKey, PublicSources.decodeSuper])
    static let fix = "call super.encodeRestorableState(with: coder) first"

    static let examples: [RuleExample] = [
        .triggering("no super call", .classicApp, severity: .warning, ("App/ItemsViewController.swift", SuperCall.override("encode", superCall: false, mark: true))),
        .triggering("Swift 2: encodeRestorableStateWithCoder(_:) without super", .classicApp, severity: .warning,
                    ("App/ItemsViewController.swift", SuperCall.override("encode", superCall: false, mark: true, swift2: true))),
        .triggering("Objective-C: encodeRestorableStateWithCoder: without super", .classicApp, severity: .warning,
                    SuperCall.objectiveC("encode", superCall: false)[0], SuperCall.objectiveC("encode", superCall: false)[1]),
        .passing("super called", .classicApp, ("App/ItemsViewController.swift", SuperCall.override("encode", superCall: true, mark: false))),
        .passing("Swift 2: super.encodeRestorableStateWithCoder(coder)", .classicApp,
                 ("App/ItemsViewController.swift", SuperCall.override("encode", superCall: true, mark: false, swift2: true))),
        .passing("Objective-C: [super encodeRestorableStateWithCoder:coder]", .classicApp,
                 SuperCall.objectiveC("encode", superCall: true)[0], SuperCall.objectiveC("encode", superCall: true)[1]),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        SuperCall.findings(app, code: code, method: .encode, swiftName: "encodeRestorableState", selector: "encodeRestorableStateWithCoder",
                           effect: "UIKit's own values for it are not written")
    }
}
