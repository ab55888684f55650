/// `opt-in-deprecated`: the opt-in methods deprecated since iOS 13.2, read against the
/// deployment target: an app that runs on iOS 13.1 or earlier needs them.
enum OptInDeprecated: DoctorRule {
    static let code = FindingCode.optInDeprecated
    static let summary = "The app delegate opts in through a method deprecated since iOS 13.2."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        An app without scenes whose app delegate implements `application(_:shouldSaveApplicationState:)` or \
        `application(_:shouldRestoreApplicationState:)`, read with its deployment target: the secure methods exist \
        only from iOS 13.2. A deployment target of 13.2 or later: a warning (rename them). Earlier, with the secure \
        pair beside them: nothing (both pairs are what such an app needs). Earlier, without it: a note (add the \
        secure pair beside them, keep these until the deployment target reaches 13.2). No deployment target known: \
        a warning whose advice says both. The advice says what the secure pair changes, as `opt-in-mixed` does: its \
        coder requires secure coding, so an object decoded with `decodeObject(forKey:)` whose class adopts only \
        NSCoding stops being restored; it names the places the app's restoration decodes that way.
        """
    static let basis = RuleBasis(.advice, [PublicSources.shouldSave, PublicSources.shouldSaveSecure, PublicSources.shouldRestoreSecure])
    static let fix = "rename to the secure methods, application(_:shouldSaveSecureApplicationState:) and application(_:shouldRestoreSecureApplicationState:) (iOS 13.2 and later)" + secureCoding

    /// What the rename changes (opt-in-mixed says it too): the secure pair's coder.
    static let secureCoding = "; their coder requires secure coding, so an object the app decodes with decodeObject(forKey:) whose class adopts only NSCoding stops being restored: decode it with decodeObject(of:forKey:) and make its class adopt NSSecureCoding"

    /// Where the app's restoration decodes with `decodeObject(forKey:)` (Objective-C
    /// `decodeObjectForKey:`): in its controllers' decode methods, restoration classes, the app
    /// delegate's factory, app-level decode and restore method.
    static func insecureDecodes(_ app: AppDiagnosis) -> [(file: String, line: Int)] {
        var found: [(String, Int)] = []
        let methods: [RestorationMethod] = [.decode, .restorationFactory, .delegateFactory, .appDidDecode, .shouldRestore, .shouldRestoreSecure]
        for type in app.code.declaredClasses {
            for method in methods {
                guard let (file, function) = type.method(method) else { continue }
                let tokens = file.tokens
                for index in function.body where index + 2 < function.body.upperBound {
                    if tokens[index].isWord("decodeObjectForKey") || tokens[index].isWord("decodeObject") && tokens[index + 1].isSymbol("(") && tokens[index + 2].isWord("forKey") {
                        found.append((file.path, tokens[index].line))
                    }
                }
            }
        }
        return found
    }

    /// The fix, with the places the secure coder changes.
    static func fix(renaming: String, _ decodes: [(file: String, line: Int)]) -> String {
        renaming + secureCoding + (decodes.first.map { " (\($0.file):\($0.line)\(decodes.count > 1 ? " and \(decodes.count - 1) more" : "") decode\(decodes.count > 1 ? "" : "s") with decodeObject(forKey:))" } ?? "")
    }

    static let delegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
        %@
        ↓    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { true }
        ↓    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { true }
        }

        """

    /// A one-target project whose deployment target is `version` (an XcodeGen spec).
    static func spec(deploymentTarget version: String) -> String {
        """
        name: App
        targets:
          App:
            type: application
            platform: iOS
            deploymentTarget: "\(version)"
            sources: [App]
            info:
              path: App/Info.plist

        """
    }

    static let securePair = """
            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        """

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
        .triggering("deployment target iOS 15.0: rename them", .classicApp, severity: .warning,
                    ("project.yml", spec(deploymentTarget: "15.0")), ("App/AppDelegate.swift", delegate.replacing("%@", with: ""))),
        .triggering("deployment target iOS 12.0 without the secure pair: add it beside them", .classicApp, severity: .note,
                    ("project.yml", spec(deploymentTarget: "12.0")), ("App/AppDelegate.swift", delegate.replacing("%@", with: ""))),
        .passing("deployment target iOS 13.0 with both pairs: what it needs", .classicApp,
                 ("project.yml", spec(deploymentTarget: "13.0")),
                 ("App/AppDelegate.swift", delegate.replacing("%@", with: securePair).replacing("↓", with: ""))),
        .passing("the secure pair", .classicApp),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isClassic else { return [] }
        let hasSecurePair = app.optIn.contains { $0.method == .shouldSaveSecure } && app.optIn.contains { $0.method == .shouldRestoreSecure }
        let early = app.runsBeforeSecureOptIn
        if early == true && hasSecurePair { return [] }
        let decodes = insecureDecodes(app)
        return app.optIn.filter { !$0.method.isSecure }.map { method in
            let secure = method.method.isSave ? "application(_:shouldSaveSecureApplicationState:)" : "application(_:shouldRestoreSecureApplicationState:)"
            let place = (method.file.path, method.function.line, method.function.column, AppDiagnosis.anchor(method.type, method.function.name))
            switch early {
            case true?:
                return ProjectFinding(code, .note, file: place.0, line: place.1, column: place.2, anchor: place.3,
                    "\(method.function.name) is deprecated since iOS 13.2, but the app supports iOS \(app.app.deploymentTarget ?? "?"), where \(secure) does not exist: keep it",
                    fix: Self.fix(renaming: "add \(secure) beside it (iOS 13.2 and later call that one) and keep this one until the deployment target is iOS 13.2 or later", decodes))
            case false?:
                return ProjectFinding(code, file: place.0, line: place.1, column: place.2, anchor: place.3,
                    "\(method.function.name) is deprecated since iOS 13.2, and the app's deployment target is iOS \(app.app.deploymentTarget ?? "?"): \(secure) replaces it",
                    fix: Self.fix(renaming: "rename to the secure methods, application(_:shouldSaveSecureApplicationState:) and application(_:shouldRestoreSecureApplicationState:) (iOS 13.2 and later)", decodes))
            case nil:
                return ProjectFinding(code, file: place.0, line: place.1, column: place.2, anchor: place.3,
                    "\(method.function.name) is deprecated since iOS 13.2 (the secure variant replaces it)",
                    fix: Self.fix(renaming: "rename to \(secure) if the app runs on iOS 13.2 and later only; if it supports earlier versions, add the secure method beside this one", decodes))
            }
        }
    }
}
