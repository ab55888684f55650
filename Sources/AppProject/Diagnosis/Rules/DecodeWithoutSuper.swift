/// `decode-without-super`: `decodeRestorableState(with:)` without super's.
enum DecodeWithoutSuper: DoctorRule {
    static let code = FindingCode.decodeWithoutSuper
    static let summary = "A decodeRestorableState(with:) override does not call super's: UIKit's own values for the object are not read back."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        A view or view controller class of the app that overrides `decodeRestorableState(with:)` without calling \
        `super.decodeRestorableState(with:)`, in an app that opts in to classic restoration. A warning.
        """
    static let basis = RuleBasis(.established, [PublicSources.decodeSuper])
    static let fix = "call super.decodeRestorableState(with: coder) first"

    static let examples: [RuleExample] = [
        .triggering("no super call", .classicApp, severity: .warning, ("App/ItemsViewController.swift", SuperCall.override("decode", superCall: false, mark: true))),
        .triggering("Swift 2: decodeRestorableStateWithCoder(_:) without super", .classicApp, severity: .warning,
                    ("App/ItemsViewController.swift", SuperCall.override("decode", superCall: false, mark: true, swift2: true))),
        .triggering("Objective-C: decodeRestorableStateWithCoder: without super", .classicApp, severity: .warning,
                    SuperCall.objectiveC("decode", superCall: false)[0], SuperCall.objectiveC("decode", superCall: false)[1]),
        .passing("super called", .classicApp, ("App/ItemsViewController.swift", SuperCall.override("decode", superCall: true, mark: false))),
        .passing("Swift 2: super.decodeRestorableStateWithCoder(coder)", .classicApp,
                 ("App/ItemsViewController.swift", SuperCall.override("decode", superCall: true, mark: false, swift2: true))),
        .passing("Objective-C: [super decodeRestorableStateWithCoder:coder]", .classicApp,
                 SuperCall.objectiveC("decode", superCall: true)[0], SuperCall.objectiveC("decode", superCall: true)[1]),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        SuperCall.findings(app, code: code, method: .decode, swiftName: "decodeRestorableState", selector: "decodeRestorableStateWithCoder",
                           effect: "UIKit's own values for it are not read back")
    }
}
