/// `user-activity-never-cleared`: one screen sets the scene's activity, nothing replaces or
/// clears it.
enum UserActivityNeverCleared: DoctorRule {
    static let code = FindingCode.userActivityNeverCleared
    static let summary = "Only one screen sets the scene's userActivity and nothing clears it: a window keeps restoring a screen the user has left."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        A scene-based app in which exactly one place (outside the scene delegate) sets a scene's `userActivity` \
        (`view.window?.windowScene?.userActivity = ...`, `scene.userActivity = ...`) to an activity, while no code \
        sets one to nil or to another screen's. Declarations and bindings (`let userActivity = ...`, `if let \
        userActivity`) and a view controller's own `userActivity` (UIKit manages it with the controller) do not \
        count. A warning.
        """
    static let fix = "set scene.userActivity = nil (or to the new screen's activity) when the screen it describes goes away"

    static func controller(clears: Bool, mark: Bool = true) -> String {
        """
        import UIKit

        final class DetailViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                if let userActivity = view.window?.windowScene?.userActivity { print(userActivity) }
        \(mark ? "↓" : "")        view.window?.windowScene?.userActivity = NSUserActivity(activityType: "com.example.app.browse")
            }
        \(clears ? """

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                view.window?.windowScene?.userActivity = nil
            }
        """ : "")
        }

        """
    }

    static let examples: [RuleExample] = [
        .triggering("a detail screen sets it, nothing clears it", .sceneApp, severity: .warning, ("App/DetailViewController.swift", controller(clears: false))),
        .passing("cleared when the screen goes away", .sceneApp, ("App/DetailViewController.swift", controller(clears: true))),
        .passing("bindings and a controller's own activity", .sceneApp, ("App/ListViewController.swift", """
            import UIKit

            final class ListViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    let userActivity = NSUserActivity(activityType: "com.example.app.browse")
                    guard let current = view.window?.windowScene?.userActivity else { return }
                    print(current, userActivity)
                    self.userActivity = userActivity
                }
            }

            """)),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isScenes else { return [] }
        let delegates = Set(app.sceneDelegates.map(\.key))
        let sets = SceneActivities(app).sceneAssignments.filter { !delegates.contains($0.inClass ?? "") }
        let nonNil = sets.filter { $0.value != "nil" }
        guard nonNil.count == 1, !sets.contains(where: { $0.value == "nil" }), let only = nonNil.first else { return [] }
        return [ProjectFinding(code, file: only.file, line: only.line, anchor: (only.inClass.flatMap { app.code.classes[$0]?.name } ?? "") + ".userActivity",
            "the scene's userActivity is set here\(only.inClass.flatMap { app.code.classes[$0]?.name }.map { " in " + $0 } ?? "") and nowhere cleared or replaced: a window keeps restoring this screen after the user has left it")]
    }
}
