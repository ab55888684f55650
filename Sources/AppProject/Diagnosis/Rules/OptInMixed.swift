/// `opt-in-mixed`: a secure method paired with a deprecated one.
enum OptInMixed: DoctorRule {
    static let code = FindingCode.optInMixed
    static let summary = "One opt-in method is the secure one, the other the deprecated one: Apple pairs the secure methods with each other."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        An app without scenes whose app delegate pairs `application(_:shouldSaveSecureApplicationState:)` with \
        `application(_:shouldRestoreApplicationState:)` (or the other way round). A warning: both are called today, but \
        the archive is written for secure coding on one side only.
        """
    static let fix = "use the secure pair on both sides: application(_:shouldSaveSecureApplicationState:) and application(_:shouldRestoreSecureApplicationState:)"

    static let examples: [RuleExample] = [
        .triggering("secure save, deprecated restore", .classicApp, severity: .warning, ("App/AppDelegate.swift", """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

            ↓    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { true }
            }

            """)),
        .passing("the secure pair", .classicApp),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isClassic else { return [] }
        let secure = app.optIn.filter(\.method.isSecure), deprecated = app.optIn.filter { !$0.method.isSecure }
        guard !secure.isEmpty, let other = deprecated.first, !secure.contains(where: { $0.method.isSave == other.method.isSave }) else { return [] }
        return [ProjectFinding(code, file: other.file.path, line: other.function.line, anchor: AppDiagnosis.anchor(other.type, other.function.name),
            "the app delegate pairs \(secure[0].function.name) with the deprecated \(other.function.name)")]
    }
}
