/// `restoration-turned-off`: an opt-in method that says no on every path.
enum RestorationTurnedOff: DoctorRule {
    static let code = FindingCode.restorationTurnedOff
    static let summary = "An opt-in method returns false on every path: UIKit saves nothing, or discards every archive."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        An app without scenes whose save or restore method returns `false` (`NO`) on every path. An error: the state \
        is lost on every launch, whatever else the app does for it (apps that turn restoration off while debugging \
        see it named here).
        """
    static let fix = "return true, or the check you mean (compare the archive's app version in the restore method and return false only when it differs)"

    static let examples: [RuleExample] = [
        .triggering("the save method says no", .classicApp, severity: .error, ("App/AppDelegate.swift", """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
            ↓    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }

                func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
            }

            """)),
        .passing("a version check says no only for another version", .classicApp, ("App/AppDelegate.swift", """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
                    coder.encode(2, forKey: "AppVersion")
                    return true
                }

                func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
                    if coder.decodeInteger(forKey: "AppVersion") != 2 { return false }
                    return true
                }
            }

            """)),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isClassic else { return [] }
        return app.optIn.filter(AppDiagnosis.declinesAlways).map { method in
            let effect = method.method.isSave ? "UIKit saves nothing" : "UIKit discards every archive"
            return ProjectFinding(code, file: method.file.path, line: method.function.line, anchor: AppDiagnosis.anchor(method.type, method.function.name),
                "\(method.function.name) returns \(method.file.language == .swift ? "false" : "NO") on every path: \(effect)")
        }
    }
}
