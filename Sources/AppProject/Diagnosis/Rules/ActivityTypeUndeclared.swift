/// `activity-type-undeclared`: a scene restores from an activity type the Info.plist does
/// not declare.
enum ActivityTypeUndeclared: DoctorRule {
    static let code = FindingCode.activityTypeUndeclared
    static let summary = "A scene's restoration activity has a type NSUserActivityTypes does not declare: restoration does not need it, continuation (Handoff) does."
    static let defaultSeverity = ProjectFinding.Severity.note
    static let evidence = """
        A scene-based app whose scene delegate's `stateRestorationActivity(for:)` returns an activity whose type the \
        Info.plist's `NSUserActivityTypes` does not list (or there is no `NSUserActivityTypes`). doctor follows the \
        activity to where it is made: in the method; where a scene's `userActivity` is set, when the method returns \
        `scene.userActivity` (from the value set there when it is made elsewhere: `browser.restorationActivity()` \
        on a `guard let browser = ... as? BrowserViewController`); through locals, properties (their initializer, \
        getter and every assignment) and helpers of any class, when it returns anything else (`navigationManager.lastUserActivity`: the class of \
        `navigationManager`, every `lastUserActivity = ...` on one, the helper that made the value), never taking \
        another activity the delegate makes for the restored one; and its type through string literals, \
        constants, static members and enum raw values. A type built at run time (interpolation, concatenation, a \
        call) or read from another object, and an activity doctor cannot follow to where it is made (a helper's \
        parameter, an initializer of an NSUserActivity subclass), are `not-understood` notes naming what was not \
        followed. At most a note: the decompiled UIKit's \
        save and load paths never read `NSUserActivityTypes`, so an undeclared type is restored; what loses a \
        scene's state is checked by `activity-userinfo-not-plist` and `restored-activity-ignored`.
        """
    static let basis = RuleBasis(.disputed, [PublicSources.saveSceneState, PublicSources.loadSceneState, PublicSources.flutterUndeclared, PublicSources.activityTypes],
        dispute: "flutter/flutter#193016 says an undeclared type is not restored, without a reproduction; the decompiled save and load paths of iOS 18.2 and 26.1 read no NSUserActivityTypes and restore any type. doctor follows the decompilation: a note, for continuation and Apple's sample, which declare it.")
    static let fix = "add the activity type to NSUserActivityTypes in the Info.plist if the app continues it (Handoff); restoration works without it"
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
        .triggering("a literal type the Info.plist does not list", .sceneApp, severity: .note,
                    ("App/SceneDelegate.swift", RuleExample.Base.sceneDelegate.replacing("        let activity = NSUserActivity(activityType: \"com.example.app.browse\")", with: "↓        let activity = NSUserActivity(activityType: \"com.example.app.page\")"))),
        .triggering("an enum raw value set on the scene's activity by a controller", .sceneApp, severity: .note, ("App/SceneDelegate.swift", enumTyped)),
        .triggering("a static constant, and no NSUserActivityTypes at all", .sceneApp, severity: .note,
                    ("App/Info.plist", RuleExample.Base.sceneInfo.replacing("    <key>NSUserActivityTypes</key>\n    <array><string>com.example.app.browse</string></array>\n", with: "")),
                    ("App/SceneDelegate.swift", RuleExample.Base.sceneDelegate.replacing("    var window: UIWindow?\n", with: "    var window: UIWindow?\n    static let browsing = \"com.example.app.browse\"\n")
                        .replacing("        let activity = NSUserActivity(activityType: \"com.example.app.browse\")", with: "↓        let activity = NSUserActivity(activityType: Self.browsing)"))),
        .triggering("another object's property, set from a helper of its class", .sceneApp, severity: .note,
                    ("App/SceneDelegate.swift", ActivityUserInfoNotPlist.navigationDelegate), ("App/AppDelegate.swift", ""),
                    ("App/NavigationManager.swift", ActivityUserInfoNotPlist.navigationManager.replacing("%@", with: "").replacing(
                        "        let activity = NSUserActivity(activityType: \"com.example.app.browse\")", with: "↓        let activity = NSUserActivity(activityType: \"com.example.app.item\")"))),
        .passing("the scene delegate makes an undeclared activity for another purpose: not the one it returns", .sceneApp,
                 ("App/SceneDelegate.swift", ActivityUserInfoNotPlist.navigationDelegate), ("App/AppDelegate.swift", ""),
                 ("App/NavigationManager.swift", ActivityUserInfoNotPlist.navigationManager.replacing("%@", with: ""))),
        .passing("a type built at run time: not judged (a not-understood note)", .sceneApp, ("App/SceneDelegate.swift", runTimeType)),
        .passing("the type is declared", .sceneApp),
        .passing("the enum's declared case", .sceneApp, ("App/SceneDelegate.swift", enumTyped.replacing("ActivityKind.edit.rawValue", with: "ActivityKind.browse.rawValue"))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isScenes, app.app.info != nil else { return [] }
        let declared = app.app.info?.activityTypes
        let plist = app.app.info?.path ?? "the Info.plist"
        let followed = SceneActivities(app).follow(app.code)
        var findings = followed.unfollowed.map { place in
            ProjectFinding(.notUnderstood, file: place.file, line: place.line, column: place.column, anchor: "NSUserActivity@" + place.file, place.what)
        }
        for activity in followed.activities {
            guard let type = SceneActivities.type(of: activity, code: app.code) else {
                findings.append(ProjectFinding(.notUnderstood, file: activity.file.path, line: activity.fact.line, column: activity.fact.column,
                    anchor: "NSUserActivity@" + (activity.inClass ?? ""),
                    "a scene's restoration activity gets \(SceneActivities.typeSource(of: activity)): whether NSUserActivityTypes declares it is not known"))
                continue
            }
            guard !(declared ?? []).contains(type) else { continue }
            var finding = ProjectFinding(code, file: activity.file.path, line: activity.fact.line, column: activity.fact.column, anchor: "NSUserActivity(" + type + ")",
                "scenes are restored from activities of type \(type), which \(plist)'s NSUserActivityTypes \(declared == nil ? "does not have (there is no NSUserActivityTypes)" : "does not list"): UIKit restores it anyway (its save and load paths do not read the key), but continuing it elsewhere (Handoff) needs the declaration"
                    + (app.app.target?.settings["INFOPLIST_KEY_NSUserActivityTypes"] != nil ? Self.generatedKeyIgnored : ""))
            finding.repair = .declareActivityType(type)
            findings.append(finding)
        }
        return findings
    }
}
