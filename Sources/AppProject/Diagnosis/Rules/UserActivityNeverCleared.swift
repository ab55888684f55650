/// `user-activity-never-cleared`: one screen sets the scene's activity, nothing replaces or
/// clears it.
enum UserActivityNeverCleared: DoctorRule {
    static let code = FindingCode.userActivityNeverCleared
    static let summary = "Only one screen sets the scene's userActivity and nothing clears it: a window keeps restoring a screen the user has left."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        A scene-based app in which exactly one place sets a scene's `userActivity` \
        (`view.window?.windowScene?.userActivity = ...`, `scene.userActivity = ...`) to an activity it makes there \
        (one screen's), while no code sets one to nil or to another activity, and that place is a screen the user \
        can leave: not the window's root (a storyboard's initial controller, a controller code makes a window's \
        `rootViewController`) nor one of UIKit's containers; in the scene delegate, a method of its own (showing a \
        screen), not one of the scene's life-cycle methods (`scene(_:willConnectTo:options:)`, \
        `sceneDidBecomeActive(_:)` ...), which describe the window. Declarations and bindings (`let userActivity = \
        ...`, `if let userActivity`), a view controller's own `userActivity` (UIKit manages it with the controller) \
        and a value made elsewhere (one per screen, through a parameter) do not count. The activity must also be \
        one that brings a screen back: what the restore path does with it is followed (the `if let` block that \
        binds `session.stateRestorationActivity`, the rest of the function after a `guard let`, the statements \
        that use it, `scene(_:restoreInteractionStateWith:)`, and the app's methods those call, two deep); when \
        nothing there presents, pushes, shows, selects a tab, replaces a root or hands the activity to \
        `restoreUserActivityState(_:)` (an activity that records the logged-in account, read back to log in), \
        it is no stale screen and is not reported. A warning.
        """
    static let basis = RuleBasis(.established, [PublicSources.saveSceneState, PublicSources.sessionActivity])
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

    /// The base scene delegate, its restore path handing the restored activity to the window's
    /// root controller (`restoreUserActivityState(_:)`): the screen it describes comes back.
    static let restoringDelegate = RuleExample.Base.sceneDelegate.replacing(
        "        browser.address = session.stateRestorationActivity?.userInfo?[\"address\"] as? String\n",
        with: "        if let activity = session.stateRestorationActivity {\n            browser.restoreUserActivityState(activity)\n        }\n")

    /// A tab's root screen records the logged-in account in the scene's activity; `opensScreen`:
    /// the restore path selects the account tab with it, else it only logs back in.
    static func accountApp(opensScreen: Bool) -> [(String, String)] {
        [("App/AccountViewController.swift", """
            import UIKit

            final class AccountViewController: UIViewController {
                var account = "me@example.com"

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    let activity = NSUserActivity(activityType: "com.example.app.account")
                    activity.userInfo = ["account": account]
            \(opensScreen ? "↓" : "")        view.window?.windowScene?.userActivity = activity
                }
            }

            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: UIViewController()), AccountViewController()]
                }
            }

            final class AccountStore {
                static let shared = AccountStore()
                var current: String?

                func logIn(_ account: String) {
                    current = account
                }
            }

            """),
         ("App/SceneDelegate.swift", """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    let tabs = Tabs()
                    window.rootViewController = tabs
                    window.makeKeyAndVisible()
                    self.window = window
                    if let activity = session.stateRestorationActivity, let account = activity.userInfo?["account"] as? String {
                        AccountStore.shared.logIn(account)
            \(opensScreen ? "            tabs.selectedIndex = 1\n" : "")        }
                }

                func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                    scene.userActivity
                }
            }

            """)]
    }

    static let sceneDelegateShowing = restoringDelegate.replacing("""
            func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                let activity = NSUserActivity(activityType: "com.example.app.browse")
                activity.userInfo = ["address": (window?.rootViewController as? BrowserViewController)?.address ?? ""]
                return activity
            }
        """, with: """
            func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                window?.windowScene?.userActivity
            }

            func showSettings() {
                window?.rootViewController?.present(UIViewController(), animated: true)
        ↓        window?.windowScene?.userActivity = NSUserActivity(activityType: "com.example.app.settings")
            }
        """)

    static let examples: [RuleExample] = [
        .triggering("a detail screen sets it, nothing clears it", .sceneApp, severity: .warning, ("App/DetailViewController.swift", controller(clears: false)),
                    ("App/SceneDelegate.swift", restoringDelegate)),
        .triggering("an account activity on a tab's root screen, whose restore path selects that tab", .sceneApp, severity: .warning, accountApp(opensScreen: true)[0],
                    accountApp(opensScreen: true)[1]),
        .passing("an account activity on a tab's root screen, read back only to log in: it opens no screen", .sceneApp, accountApp(opensScreen: false)[0],
                 accountApp(opensScreen: false)[1]),
        .passing("the restore path only reads a value into the window's root: no screen is reopened", .sceneApp,
                 ("App/DetailViewController.swift", controller(clears: false, mark: false))),
        .triggering("the scene delegate sets it for the settings screen it shows, nothing clears it", .sceneApp, severity: .warning,
                    ("App/SceneDelegate.swift", sceneDelegateShowing)),
        .passing("cleared when the screen goes away", .sceneApp, ("App/DetailViewController.swift", controller(clears: true))),
        .passing("the scene delegate sets the window's activity when the scene connects", .sceneApp, ("App/SceneDelegate.swift", sceneDelegateShowing
            .replacing("↓        window?.windowScene?.userActivity = NSUserActivity(activityType: \"com.example.app.settings\")\n", with: "")
            .replacing("        self.window = window\n", with: "        self.window = window\n        windowScene.userActivity = NSUserActivity(activityType: \"com.example.app.browse\")\n"))),
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

    /// The scene delegate's methods about the window as a whole.
    static let sceneLifeCycle: Set<String> = [
        "scene(_:willConnectTo:options:)", "scene:willConnectToSession:options:", "sceneDidBecomeActive(_:)", "sceneDidBecomeActive:",
        "sceneWillResignActive(_:)", "sceneWillResignActive:", "sceneWillEnterForeground(_:)", "sceneWillEnterForeground:", "sceneDidEnterBackground(_:)",
        "sceneDidEnterBackground:", "sceneDidDisconnect(_:)", "sceneDidDisconnect:", "stateRestorationActivity(for:)", "stateRestorationActivityForScene:",
        "scene(_:continue:)", "scene:continueUserActivity:", "scene(_:restoreInteractionStateWith:)", "scene:restoreInteractionStateWithUserActivity:",
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isScenes else { return [] }
        let delegates = Set(app.sceneDelegates.map(\.key))
        let sets = SceneActivities(app).sceneAssignments.filter { assignment in
            guard delegates.contains(assignment.inClass ?? "") else { return true }
            // In the scene delegate: a method of its own, not the window's life cycle.
            guard let range = assignment.fact.function, let type = assignment.inClass.flatMap({ app.code.classes[$0] }),
                  let method = type.methods.first(where: { $0.file.path == assignment.file && $0.function.body == range }) else { return false }
            return !sceneLifeCycle.contains(method.function.name)
        }
        let nonNil = sets.filter { $0.value != "nil" }
        guard nonNil.count == 1, !sets.contains(where: { $0.value == "nil" }), let only = nonNil.first else { return [] }
        // One screen's activity: made where it is set, not handed in (one per screen).
        guard app.code.activities.contains(where: { $0.file.path == only.file && $0.fact.function != nil && $0.fact.function == only.fact.function }) else { return [] }
        if let setter = only.inClass.flatMap({ app.code.classes[$0] }), !delegates.contains(setter.key), isWindowRoot(setter, app) { return [] }
        // Stale only if restoring it brings a screen back.
        if RestorePath(app).opensScreen == false { return [] }
        return [ProjectFinding(code, file: only.file, line: only.line, column: only.fact.column, anchor: (only.inClass.flatMap { app.code.classes[$0]?.name } ?? "") + ".userActivity",
            "the scene's userActivity is set here\(only.inClass.flatMap { app.code.classes[$0]?.name }.map { " in " + $0 } ?? "") and nowhere cleared or replaced: a window keeps restoring this screen after the user has left it")]
    }
}
