/// `user-activity-never-cleared`: one screen sets the scene's activity, nothing replaces or
/// clears it.
enum UserActivityNeverCleared: DoctorRule {
    static let code = FindingCode.userActivityNeverCleared
    static let summary = "Only one screen sets the scene's userActivity and nothing clears it: a window keeps restoring a screen the user has left."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        A scene-based app in which exactly one place (outside the scene delegate) sets a scene's `userActivity` \
        (`view.window?.windowScene?.userActivity = ...`, `scene.userActivity = ...`) to an activity, while no code \
        sets one to nil or to another screen's, and that place is a screen the user can leave: not the window's root \
        (a storyboard's initial controller, a controller code makes a window's `rootViewController`) nor one of \
        UIKit's containers. Declarations and bindings (`let userActivity = ...`, `if let userActivity`) and a view \
        controller's own `userActivity` (UIKit manages it with the controller) do not count. A warning.
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

    /// A controller that is the window's for as long as the window is: a storyboard's initial
    /// controller, one code makes a `rootViewController`, or one of UIKit's containers.
    static func isWindowRoot(_ type: CodeFacts.CodeClass, _ app: AppDiagnosis) -> Bool {
        if UIKitClasses.containers.contains(where: { app.code.isKind(type, of: $0) }) { return true }
        if app.app.storyboards.contains(where: { storyboard in
            storyboard.initialController.flatMap { storyboard.controller($0) }?.className == type.name
        }) { return true }
        return app.code.files.contains { file in
            file.tokens.indices.contains { index in
                file.tokens[index].isWord("rootViewController") && index + 2 < file.tokens.count && file.tokens[index + 1].isSymbol("=")
                    && file.tokens[index + 2].isWord(type.name)
            }
        }
    }

    static let rootController = """
        import UIKit

        final class RootViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                view.window?.windowScene?.userActivity = NSUserActivity(activityType: "com.example.app.browse")
            }
        }

        """

    static let examples: [RuleExample] = [
        .triggering("a detail screen sets it, nothing clears it", .sceneApp, severity: .warning, ("App/DetailViewController.swift", controller(clears: false))),
        .passing("cleared when the screen goes away", .sceneApp, ("App/DetailViewController.swift", controller(clears: true))),
        .passing("the window's root sets it: the user never leaves it", .sceneApp, ("App/RootViewController.swift", rootController),
                 ("App/Base.lproj/Main.storyboard", """
                 <?xml version="1.0" encoding="UTF-8"?>
                 <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="root-1">
                     <scenes><scene sceneID="scene-1"><objects>
                         <viewController id="root-1" customClass="RootViewController" customModule="App" sceneMemberID="viewController"/>
                     </objects></scene></scenes>
                 </document>

                 """)),
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
        if let setter = only.inClass.flatMap({ app.code.classes[$0] }), isWindowRoot(setter, app) { return [] }
        return [ProjectFinding(code, file: only.file, line: only.line, anchor: (only.inClass.flatMap { app.code.classes[$0]?.name } ?? "") + ".userActivity",
            "the scene's userActivity is set here\(only.inClass.flatMap { app.code.classes[$0]?.name }.map { " in " + $0 } ?? "") and nowhere cleared or replaced: a window keeps restoring this screen after the user has left it")]
    }
}
