/// `opt-in-mixed`: a secure method paired with a deprecated one.
enum OptInMixed: DoctorRule {
    static let code = FindingCode.optInMixed
    static let summary = "One opt-in method is the secure one, the other the deprecated one: Apple pairs the secure methods with each other."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        An app without scenes whose app delegate pairs `application(_:shouldSaveSecureApplicationState:)` with \
        `application(_:shouldRestoreApplicationState:)` (or the other way round), and not both forms of either. A \
        warning: on iOS 13.2 and later both are called, but a secure restore requires every object it decodes to \
        adopt NSSecureCoding, which a deprecated save does not ask of what it encodes; on a deployment target \
        before iOS 13.2 the secure method does not exist there, so one half never runs on those versions.
        """
    static let basis = RuleBasis(.advice, [PublicSources.shouldSaveSecure, PublicSources.shouldRestoreSecure, PublicSources.shouldSave])
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
        guard !secure.isEmpty, let other = deprecated.first, !secure.contains(where: { $0.method.isSave == other.method.isSave }),
              !deprecated.contains(where: { $0.method.isSave == secure[0].method.isSave }) else { return [] }
        let versions = app.runsBeforeSecureOptIn == true ? "; before iOS 13.2, which the app supports (iOS \(app.app.deploymentTarget ?? "?")), \(secure[0].function.name) does not exist and is never called" : ""
        return [ProjectFinding(code, file: other.file.path, line: other.function.line, column: other.function.column, anchor: AppDiagnosis.anchor(other.type, other.function.name),
            "the app delegate pairs \(secure[0].function.name) with the deprecated \(other.function.name)\(versions)")]
    }
}
