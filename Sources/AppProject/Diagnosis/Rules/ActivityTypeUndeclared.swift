/// `activity-type-undeclared`: a scene restores from an activity type the Info.plist does
/// not declare.
enum ActivityTypeUndeclared: DoctorRule {
    static let code = FindingCode.activityTypeUndeclared
    static let summary = "A scene's restoration activity has a type NSUserActivityTypes does not declare: UIKit does not hand it back at launch."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A scene-based app whose scene delegate's `stateRestorationActivity(for:)` returns an activity whose type the \
        Info.plist's `NSUserActivityTypes` does not list (or there is no `NSUserActivityTypes`). doctor follows the \
        activity to where it is made: in the method; where a scene's `userActivity` is set, when the method returns \
        `scene.userActivity`; in the scene delegate, when it returns a property or a helper's result; and its type \
        through string literals, constants, static members and enum raw values. A type built at run time \
        (interpolation, concatenation, a call) is a `not-understood` note. An error: UIKit persists a scene's \
        activity only when its type is declared.
        """
    static let fix = "add the activity type to NSUserActivityTypes in the Info.plist"
    /// Said when a project sets the build setting and thinks the type declared.
    static let generatedKeyIgnored = " (INFOPLIST_KEY_NSUserActivityTypes is set, but Xcode generates only the INFOPLIST_KEY_ names it knows and writes no NSUserActivityTypes from it: the key must be in an Info.plist file)"

    static let enumTyped = """
        import UIKit

        enum ActivityKind: String {
            case browse = "com.example.app.browse"
            case edit = "com.example.app.edit"
        }

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                _ = session.stateRestorationActivity
            }

            func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                scene.userActivity
            }
        }

        final class EditorViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
        ↓        let activity = NSUserActivity(activityType: ActivityKind.edit.rawValue)
                view.window?.windowScene?.userActivity = activity
            }
        }

        """

    static let runTimeType = RuleExample.Base.sceneDelegate.replacing(
        "        let activity = NSUserActivity(activityType: \"com.example.app.browse\")",
        with: "↓        let activity = NSUserActivity(activityType: \"\\(Bundle.main.bundleIdentifier!).browse\")")

    static let examples: [RuleExample] = [
        .triggering("a literal type the Info.plist does not list", .sceneApp, severity: .error,
                    ("App/SceneDelegate.swift", RuleExample.Base.sceneDelegate.replacing("        let activity = NSUserActivity(activityType: \"com.example.app.browse\")", with: "↓        let activity = NSUserActivity(activityType: \"com.example.app.page\")"))),
        .triggering("an enum raw value set on the scene's activity by a controller", .sceneApp, severity: .error, ("App/SceneDelegate.swift", enumTyped)),
        .triggering("a static constant, and no NSUserActivityTypes at all", .sceneApp, severity: .error,
                    ("App/Info.plist", RuleExample.Base.sceneInfo.replacing("    <key>NSUserActivityTypes</key>\n    <array><string>com.example.app.browse</string></array>\n", with: "")),
                    ("App/SceneDelegate.swift", RuleExample.Base.sceneDelegate.replacing("    var window: UIWindow?\n", with: "    var window: UIWindow?\n    static let browsing = \"com.example.app.browse\"\n")
                        .replacing("        let activity = NSUserActivity(activityType: \"com.example.app.browse\")", with: "↓        let activity = NSUserActivity(activityType: Self.browsing)"))),
        .passing("a type built at run time: not judged (a not-understood note)", .sceneApp, ("App/SceneDelegate.swift", runTimeType)),
        .passing("the type is declared", .sceneApp),
        .passing("the enum's declared case", .sceneApp, ("App/SceneDelegate.swift", enumTyped.replacing("ActivityKind.edit.rawValue", with: "ActivityKind.browse.rawValue"))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isScenes, app.app.info != nil else { return [] }
        let declared = app.app.info?.activityTypes
        let plist = app.app.info?.path ?? "the Info.plist"
        return SceneActivities(app).restoredActivities(app.code).compactMap { activity in
            guard let type = SceneActivities.type(of: activity, code: app.code) else {
                return ProjectFinding(.notUnderstood, file: activity.file.path, line: activity.fact.line, anchor: "NSUserActivity@" + (activity.inClass ?? ""),
                    "a scene's restoration activity gets a type built at run time: whether NSUserActivityTypes declares it is not known")
            }
            guard !(declared ?? []).contains(type) else { return nil }
            var finding = ProjectFinding(code, file: activity.file.path, line: activity.fact.line, anchor: "NSUserActivity(" + type + ")",
                "scenes are restored from activities of type \(type), which \(plist)'s NSUserActivityTypes \(declared == nil ? "does not have (there is no NSUserActivityTypes)" : "does not list"): UIKit does not hand it back at launch"
                    + (app.app.target?.settings["INFOPLIST_KEY_NSUserActivityTypes"] != nil ? Self.generatedKeyIgnored : ""))
            finding.repair = .declareActivityType(type)
            return finding
        }
    }
}
