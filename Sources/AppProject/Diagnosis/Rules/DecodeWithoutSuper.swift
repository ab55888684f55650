/// `decode-without-super`: `decodeRestorableState(with:)` without super's.
enum DecodeWithoutSuper: DoctorRule {
    static let code = FindingCode.decodeWithoutSuper
    static let summary = "A decodeRestorableState(with:) override does not call super's: UIKit's own values for the object are not read back."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        A view or view controller class of the app that overrides `decodeRestorableState(with:)` without calling \
        `super.decodeRestorableState(with:)`, in an app that opts in to classic restoration. A warning.
        """
    static let fix = "call super.decodeRestorableState(with: coder) first"

    static let examples: [RuleExample] = [
        .triggering("no super call", .classicApp, severity: .warning, ("App/ItemsViewController.swift", SuperCall.override("decode", superCall: false, mark: true))),
        .passing("super called", .classicApp, ("App/ItemsViewController.swift", SuperCall.override("decode", superCall: true, mark: false))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        SuperCall.findings(app, code: code, method: .decode, swiftName: "decodeRestorableState", selector: "decodeRestorableStateWithCoder",
                           effect: "UIKit's own values for it are not read back")
    }
}
