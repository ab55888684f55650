/// `not-understood`: a part doctor could not read, about which it says nothing.
enum NotUnderstood: DoctorRule {
    static let code = FindingCode.notUnderstood
    static let summary = "A part of the project doctor could not read or follow: it says nothing about that part."
    static let defaultSeverity = ProjectFinding.Severity.note
    static let evidence = """
        A file that is not what its name says (a storyboard that is not valid XML, at its line and column; any \
        file with git's merge-conflict markers; a pbxproj that defines an object id twice; an Info.plist that is \
        a folder, a FIFO, larger than 8 MiB or without read permission: `--strict` fails on each of those), an \
        `#if` whose branches leave braces open, an activity \
        type built at run time, a restoration activity doctor cannot follow to where it is made (said where the \
        trail stops, and why), a restoration activity's userInfo given whole from a value doctor cannot follow to \
        its dictionary (a parameter, a call it does not read; said where the trail stops), a life cycle that \
        cannot be known (the Info.plist not read, or a scene manifest in some preprocessor branches only). Always \
        a note.
        """
    static let basis = RuleBasis(.observed, [])
    static let fix = "nothing: doctor could not read this part and says nothing about it"

    static let examples: [RuleExample] = [
        .triggering("an activity type built at run time", .sceneApp, severity: .note, ("App/SceneDelegate.swift", ActivityTypeUndeclared.runTimeType)),
        .triggering("a scene's activity set from a property of a class the app does not declare (a framework's): not followed", .sceneApp, severity: .note,
                    ("App/SceneDelegate.swift", RestorationActivityNeverSet.delegate(setsActivity: false).replacing("↓", with: "")),
                    ("App/BrowserViewController.swift", """
                    import UIKit
                    import RouterKit

                    final class ReaderViewController: UIViewController {
                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                    ↓        view.window?.windowScene?.userActivity = Router.shared.currentActivity
                        }
                    }

                    """)),
        .triggering("the restored activity is another object's property, set from a parameter: said where the trail stops", .sceneApp, severity: .note,
                    ("App/SceneDelegate.swift", """
                    import UIKit

                    final class Router {
                        var current: NSUserActivity?

                        func record(_ activity: NSUserActivity) {
                    ↓        current = activity
                        }
                    }

                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        let router = Router()

                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                            _ = session.stateRestorationActivity
                        }

                        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                            router.current
                        }
                    }

                    """)),
        .triggering("a restoration activity's userInfo given whole from a parameter: said at the assignment", .sceneApp, severity: .note,
                    ("App/SceneDelegate.swift", """
                    import UIKit

                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        var articleID = "1"

                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                            _ = session.stateRestorationActivity?.userInfo
                        }

                        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                            activity(with: ["article": articleID])
                        }

                        func activity(with info: [String: Any]) -> NSUserActivity {
                            let activity = NSUserActivity(activityType: "com.example.app.browse")
                    ↓        activity.userInfo = info
                            return activity
                        }
                    }

                    """)),
        .triggering("a storyboard that is not valid XML", .classicApp, severity: .note, ("App/Base.lproj/Main.storyboard", "<?xml version=\"1.0\"?>\n<document>\n")),
        .passing("a clean app", .sceneApp),
        .passing("a restoration activity's userInfo given whole from another value's computed property: followed to its literal", .sceneApp,
                 ("App/SceneDelegate.swift", ActivityUserInfoNotPlist.navigationDelegate), ("App/AppDelegate.swift", ""),
                 ("App/NavigationManager.swift", ActivityUserInfoNotPlist.navigationManager.replacing("%@", with: "        let state = NavigationState(item: item)\n        activity.userInfo = state.userInfo")),
                 ("App/NavigationState.swift", ActivityUserInfoNotPlist.navigationState.replacing("%@", with: "                \"item\": item.id,"))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        var findings = app.app.notes.map { ProjectFinding(code, file: $0.file, line: $0.line, column: $0.column, anchor: $0.file, $0.text) }
        if case .unknown(let reason) = app.app.lifeCycle {
            findings.append(ProjectFinding(code, file: app.app.info?.path ?? app.app.projectFile, line: nil, anchor: "life cycle",
                "whether \(app.app.name) uses scenes is not known (\(reason)): the rules that depend on it are not run"))
        }
        return findings
    }
}
