/// `opt-in-deprecated`: the opt-in methods deprecated since iOS 13.2.
enum OptInDeprecated: DoctorRule {
    static let code = FindingCode.optInDeprecated
    static let summary = "The app delegate opts in through a method deprecated since iOS 13.2."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        An app without scenes whose app delegate implements `application(_:shouldSaveApplicationState:)` or \
        `application(_:shouldRestoreApplicationState:)`. A warning: they still work, the secure methods replace them.
        """
    static let fix = "rename to the secure methods, application(_:shouldSaveSecureApplicationState:) and application(_:shouldRestoreSecureApplicationState:) (iOS 13.2 and later)"

    static let examples: [RuleExample] = [
        .triggering("Objective-C, the deprecated pair", .classicApp, severity: .warning, ("App/AppDelegate.swift", ""), ("App/AppDelegate.h", """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @end

            """), ("App/AppDelegate.m", """
            #import "AppDelegate.h"
            @implementation AppDelegate
            ↓- (BOOL)application:(UIApplication *)application shouldSaveApplicationState:(NSCoder *)coder { return YES; }
            ↓- (BOOL)application:(UIApplication *)application shouldRestoreApplicationState:(NSCoder *)coder { return YES; }
            @end

            """)),
        .passing("the secure pair", .classicApp),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isClassic else { return [] }
        return app.optIn.filter { !$0.method.isSecure }.map { method in
            ProjectFinding(code, file: method.file.path, line: method.function.line, anchor: AppDiagnosis.anchor(method.type, method.function.name),
                "\(method.function.name) is deprecated since iOS 13.2 (the secure variant replaces it)")
        }
    }
}
