/// `restoration-turned-off`: an opt-in method that says no on every path.
enum RestorationTurnedOff: DoctorRule {
    static let code = FindingCode.restorationTurnedOff
    static let summary = "An opt-in method returns false on every path: UIKit saves nothing, or discards every archive."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        An app without scenes whose save or restore method returns `false` (`NO`) on every path. An error: the state \
        is lost on every launch, whatever else the app does for it (apps that turn restoration off while debugging \
        see it named here). A method whose answer depends on the device family alone \
        (`return UIDevice.current.userInterfaceIdiom != .pad`, `if UI_USER_INTERFACE_IDIOM() == \
        UIUserInterfaceIdiomPad { return NO; }`) is a warning naming the devices where nothing is saved or restored.
        """
    static let basis = RuleBasis(.established, [PublicSources.shouldSaveSecure, PublicSources.shouldRestoreSecure, PublicSources.restorationProcess])
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
        .triggering("turned off on iPad only", .classicApp, severity: .warning, ("App/AppDelegate.swift", """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
            ↓    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
                    return UIDevice.current.userInterfaceIdiom != .pad
                }

                func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
            }

            """)),
        .triggering("Objective-C: turned off on iPhone only", .classicApp, severity: .warning, ("App/AppDelegate.swift", ""), ("App/AppDelegate.h", """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @end

            """), ("App/AppDelegate.m", """
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application shouldSaveSecureApplicationState:(NSCoder *)coder { return YES; }
            ↓- (BOOL)application:(UIApplication *)application shouldRestoreSecureApplicationState:(NSCoder *)coder {
                if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone) {
                    return NO;
                }
                return YES;
            }
            @end

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
        var findings: [ProjectFinding] = []
        for method in app.optIn {
            let no = method.file.language == .swift ? "false" : "NO"
            let effect = method.method.isSave ? "UIKit saves nothing" : "UIKit discards every archive"
            let place = (method.file.path, method.function.line, method.function.column, AppDiagnosis.anchor(method.type, method.function.name))
            if AppDiagnosis.declinesAlways(method) {
                findings.append(ProjectFinding(code, file: place.0, line: place.1, column: place.2, anchor: place.3,
                    "\(method.function.name) returns \(no) on every path: \(effect)"))
            } else if let answers = IdiomReturns.answers(MethodBody(method.file, method.function)), answers.values.contains(false), answers.values.contains(true) {
                let off = IdiomReturns.Family.allCases.filter { answers[$0] == false }.map(\.device)
                let on = IdiomReturns.Family.allCases.filter { answers[$0] == true }.map(\.device)
                findings.append(ProjectFinding(code, .warning, file: place.0, line: place.1, column: place.2, anchor: place.3,
                    "\(method.function.name) returns \(no) on \(off.joined(separator: " and ")): \(effect) there (restoration is on for \(on.joined(separator: " and ")))",
                    fix: "if restoration should work on every device, return true whatever the idiom; if it is off there on purpose, say so with a uistate:disable comment"))
            }
        }
        return findings
    }
}
