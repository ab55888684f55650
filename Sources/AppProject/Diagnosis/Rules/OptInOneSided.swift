/// `opt-in-one-sided`: one method of the opt-in pair.
enum OptInOneSided: DoctorRule {
    static let code = FindingCode.optInOneSided
    static let summary = "The app delegate implements only one of the opt-in pair: UIKit never saves, or never restores what it saved."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        An app without scenes whose app delegate implements a save method \
        (`application(_:shouldSaveSecureApplicationState:)`, or the deprecated form) and no restore method, or the \
        other way round. Always an error: UIKit saves only when the save method says yes and restores only when the \
        restore method says yes.
        """
    static let basis = RuleBasis(.established, [PublicSources.shouldSave, PublicSources.shouldRestore, PublicSources.restorationProcess])
    static let fix = "implement both methods of the pair: UIKit saves only if the save method says yes and restores only if the restore method says yes"

    static let examples: [RuleExample] = [
        .triggering("saves, never restores", .classicApp, severity: .error, ("App/AppDelegate.swift", """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
            ↓    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
            }

            """)),
        .triggering("Objective-C: restores, never saves", .classicApp, severity: .error, ("App/AppDelegate.swift", ""), ("App/AppDelegate.h", """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @end

            """), ("App/AppDelegate.m", """
            #import "AppDelegate.h"
            @implementation AppDelegate
            ↓- (BOOL)application:(UIApplication *)application shouldRestoreSecureApplicationState:(NSCoder *)coder {
                return YES;
            }
            @end

            """)),
        .passing("both methods", .classicApp),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isClassic, let anchor = app.optIn.first else { return [] }
        let saves = app.optIn.contains { $0.method.isSave }, restores = app.optIn.contains { !$0.method.isSave }
        guard saves != restores else { return [] }
        let missing = saves ? "application(_:shouldRestoreSecureApplicationState:)" : "application(_:shouldSaveSecureApplicationState:)"
        let effect = saves ? "UIKit never restores what it saved" : "UIKit never saves the state"
        return [ProjectFinding(code, file: anchor.file.path, line: anchor.function.line, column: anchor.function.column, anchor: AppDiagnosis.anchor(anchor.type, anchor.function.name),
            "the app delegate implements \(anchor.function.name) but not \(missing): \(effect)")]
    }
}
