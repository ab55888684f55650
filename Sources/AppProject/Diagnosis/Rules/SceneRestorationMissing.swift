/// `scene-restoration-missing`: a UIKit scene delegate that saves nothing.
enum SceneRestorationMissing: DoctorRule {
    static let code = FindingCode.sceneRestorationMissing
    static let summary = "The scene delegate does not implement stateRestorationActivity(for:): every window comes back at its first screen."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        A UIKit scene-based app (not SwiftUI, which saves for you) none of whose scene delegates implements \
        `stateRestorationActivity(for:)`, when something in the app shows it means to restore (an opt-in or classic \
        restoration code left from before the migration, a scene's `userActivity` set, the saved activity read). A \
        warning: the windows come back, their screens do not. An \
        app with no restoration at all gets `restoration-not-used` instead.
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

    static let examples: [RuleExample] = [
        .triggering("no stateRestorationActivity(for:), a controller sets the scene's activity", .sceneApp, severity: .warning,
                    ("App/SceneDelegate.swift", noRestoration), ("App/DetailViewController.swift", UserActivityNeverCleared.controller(clears: true, mark: false))),
        .passing("the scene delegate returns its activity", .sceneApp),
        .passing("an app without any restoration (activity types declared for Handoff): restoration-not-used instead", .sceneApp,
                 ("App/SceneDelegate.swift", noRestoration)),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isScenes, app.code.swiftUIApp == nil, let delegate = app.sceneDelegates.first,
              !app.sceneDelegates.contains(where: { $0.method(.stateRestorationActivity) != nil }), RestorationNotUsed.intent(app) != nil else { return [] }
        return [ProjectFinding(code, file: delegate.file, line: delegate.line, column: delegate.column, anchor: delegate.name,
            "\(delegate.name) does not implement stateRestorationActivity(for:): every window comes back at its first screen")]
    }
}
