/// `restoration-activity-never-set`: `stateRestorationActivity(for:)` returns the scene's
/// activity, which nothing sets.
enum RestorationActivityNeverSet: DoctorRule {
    static let code = FindingCode.restorationActivityNeverSet
    static let summary = "stateRestorationActivity(for:) returns the scene's userActivity, which nothing in the app sets: every window comes back at its first screen."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A scene delegate whose `stateRestorationActivity(for:)` returns `scene.userActivity` (or a window scene's) \
        while no code sets a scene's `userActivity` (`view.window?.windowScene?.userActivity = ...`). An error; a \
        warning when view controllers set their own `userActivity` (a responder's activity is not the scene's).
        """
    static let basis = RuleBasis(.established, [PublicSources.saveSceneState, PublicSources.stateRestorationActivity])
    static let fix = "set the scene's activity where the screen appears (view.window?.windowScene?.userActivity = activity), or build the activity in stateRestorationActivity(for:)"

    static func delegate(setsActivity: Bool) -> String {
        """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                if let activity = session.stateRestorationActivity { print(activity) }
            }

        ↓    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                return scene.userActivity
            }
        }

        final class BrowserViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                \(setsActivity ? "view.window?.windowScene?.userActivity = NSUserActivity(activityType: \"com.example.app.browse\")" : "title = \"Browser\"")
            }
        }

        """
    }

    static let examples: [RuleExample] = [
        .triggering("nothing sets the scene's activity", .sceneApp, severity: .error, ("App/SceneDelegate.swift", delegate(setsActivity: false))),
        .passing("a controller sets it when it appears", .sceneApp, ("App/SceneDelegate.swift", delegate(setsActivity: true))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isScenes else { return [] }
        let activities = SceneActivities(app)
        guard activities.sceneAssignments.allSatisfy({ $0.value == "nil" }) else { return [] }
        return activities.methods.filter { method in
            method.returned.allSatisfy { if case .sceneActivity = $0 { true } else if case .nothing = $0 { true } else { false } }
                && method.returned.contains { if case .sceneActivity = $0 { true } else { false } }
        }.map { method in
            let responders = !activities.responderAssignments.isEmpty
            return ProjectFinding(code, responders ? .warning : .error, file: method.file.path, line: method.function.line, column: method.function.column,
                anchor: AppDiagnosis.anchor(method.delegate, method.function.name),
                "\(method.delegate.name)'s \(method.function.name) returns the scene's userActivity, which nothing in the app sets\(responders ? " (view controllers set their own userActivity, which is not the scene's)" : ""): every window comes back at its first screen")
        }
    }
}
