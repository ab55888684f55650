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
    static let fix = "call super.encodeRestorableState(with: coder) first"

    static let examples: [RuleExample] = [
        .triggering("no super call", .classicApp, severity: .warning, ("App/ItemsViewController.swift", SuperCall.override("encode", superCall: false, mark: true))),
        .passing("super called", .classicApp, ("App/ItemsViewController.swift", SuperCall.override("encode", superCall: true, mark: false))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        SuperCall.findings(app, code: code, method: .encode, swiftName: "encodeRestorableState", selector: "encodeRestorableStateWithCoder",
                           effect: "UIKit's own values for it are not written")
    }
}
