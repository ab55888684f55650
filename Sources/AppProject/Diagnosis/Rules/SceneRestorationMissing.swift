/// `scene-restoration-missing`: a UIKit scene delegate that saves nothing.
enum SceneRestorationMissing: DoctorRule {
    static let code = FindingCode.sceneRestorationMissing
    static let summary = "The scene delegate does not implement stateRestorationActivity(for:): every window comes back at its first screen."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        A UIKit scene-based app (not SwiftUI, which saves for you) none of whose scene delegates implements \
        `stateRestorationActivity(for:)`, when something in the app shows it means to restore (an opt-in or classic \
        restoration code left from before the migration, a scene's `userActivity` set, the saved activity read). A \
        warning: the windows come back, their screens do not. A note when the only sign is an opt-in that is a \
        stub (a `#warning("TODO ...")` in it or in the superclass implementation it returns, or a body that only \
        returns a constant beside a TODO comment): restoration was never written. An app with no restoration at all \
        gets `restoration-not-used` instead.
        """
    static let basis = RuleBasis(.established, [PublicSources.stateRestorationActivity, PublicSources.sessionActivity, PublicSources.flutterClassicInScenes])
    static let fix = "return the scene's activity from stateRestorationActivity(for:) in the scene delegate, and restore from session.stateRestorationActivity in scene(_:willConnectTo:options:)"

    static let noRestoration = """
        import UIKit

        ↓class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
            }
        }

        """

    /// An app delegate whose opt-in defers to a base class's stub (Open-SmartCity-App-ios's shape).
    static let stubDelegate = """
        import UIKit

        class BaseAppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
                #warning("TODO: implement state restoration")
                return true
            }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
                #warning("TODO: implement state restoration")
                return true
            }
        }

        @main
        class AppDelegate: BaseAppDelegate {
            override func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
                super.application(application, shouldSaveSecureApplicationState: coder)
            }

            override func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
                return super.application(application, shouldRestoreSecureApplicationState: coder)
            }
        }

        """

    static let examples: [RuleExample] = [
        .triggering("no stateRestorationActivity(for:), a controller sets the scene's activity", .sceneApp, severity: .warning,
                    ("App/SceneDelegate.swift", noRestoration), ("App/DetailViewController.swift", UserActivityNeverCleared.controller(clears: true, mark: false))),
        .triggering("the only sign is an opt-in whose superclass implementation is a #warning(\"TODO\") stub: a note", .sceneApp, severity: .note,
                    ("App/SceneDelegate.swift", noRestoration), ("App/AppDelegate.swift", stubDelegate)),
        .triggering("the only sign is an opt-in that returns true beside a TODO comment: a note", .sceneApp, severity: .note,
                    ("App/SceneDelegate.swift", noRestoration), ("App/AppDelegate.swift", """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
                            // TODO: save the open document
                            return true
                        }

                        func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
                    }

                    """)),
        .triggering("an opt-in that does something: a warning", .sceneApp, severity: .warning,
                    ("App/SceneDelegate.swift", noRestoration), ("App/AppDelegate.swift", """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
                            // Saved for the next launch.
                            return true
                        }

                        func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
                            coder.decodeInteger(forKey: UIApplication.stateRestorationBundleVersionKey) == 3
                        }
                    }

                    """)),
        .passing("the scene delegate returns its activity", .sceneApp),
        .passing("an app without any restoration (activity types declared for Handoff): restoration-not-used instead", .sceneApp,
                 ("App/SceneDelegate.swift", noRestoration)),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isScenes, app.code.swiftUIApp == nil, let delegate = app.sceneDelegates.first,
              !app.sceneDelegates.contains(where: { $0.method(.stateRestorationActivity) != nil }), RestorationNotUsed.intent(app) != nil else { return [] }
        let message = "\(delegate.name) does not implement stateRestorationActivity(for:): every window comes back at its first screen"
        // Only a stub's opt-in says the app means to restore: restoration was never written, nothing is lost.
        if RestorationNotUsed.intent(app, ignoringStubs: true) == nil, let stub = app.optInStub {
            return [ProjectFinding(code, .note, file: delegate.file, line: delegate.line, column: delegate.column, anchor: delegate.name,
                message + "; the app's opt-in is a stub (\(stub)): restoration was never implemented, so nothing it restored is lost")]
        }
        return [ProjectFinding(code, file: delegate.file, line: delegate.line, column: delegate.column, anchor: delegate.name, message)]
    }
}
