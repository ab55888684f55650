/// `activity-userinfo-not-plist`: a scene's restoration activity carries a value UIKit's secure
/// decoding refuses, so the whole activity comes back nil.
enum ActivityUserInfoNotPlist: DoctorRule {
    static let code = FindingCode.activityUserInfoNotPlist
    static let summary = "A scene's restoration activity carries a userInfo value of a class UIKit does not decode: the activity comes back nil."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A scene-based app whose restoration activity (followed as `activity-type-undeclared` follows it) is given a \
        userInfo value whose type doctor knows and which is none of what UIKit decodes: a class, struct or enum the \
        app declares (a model object), or a type that bridges outside NSArray, NSData, NSDate, NSDictionary, NSNull, \
        NSNumber, NSSet, NSString and NSURL (`UUID`, `IndexPath`, `CGPoint`, `UIColor` ...). UIKit archives the \
        userInfo with secure coding and, at launch, decodes it over that fixed set of classes; when that fails the \
        whole activity is nil. A userInfo given whole from another value (`activity.userInfo = state.userInfo`, \
        `addUserInfoEntries(from: encode(state))`) is followed as the activity is, through locals, properties and \
        functions, to the dictionary literals and subscript assignments (`info["key"] = value`) that fill it; where \
        it cannot be (a parameter, a call doctor does not read), a `not-understood` note says so. An error. A value \
        whose type doctor cannot tell is not judged.
        """
    static let basis = RuleBasis(.established, [PublicSources.userInfo, PublicSources.saveSceneState, PublicSources.loadSceneState])
    static let fix = "put plist values in userInfo (a string, a number, a date, data, a URL, arrays and dictionaries of them): an identifier of the model object, not the object"

    static let delegate = """
        import UIKit

        struct Article: Codable {
            var id: String
        }

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var article = Article(id: "1")

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                _ = session.stateRestorationActivity?.userInfo
            }

            func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                let activity = NSUserActivity(activityType: "com.example.app.browse")
        %@
                return activity
            }
        }

        """

    /// A scene delegate that returns another object's property (yeltzland-ios's shape), and
    /// makes an activity of its own for another purpose.
    static let navigationDelegate = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let starting = NSUserActivity(activityType: "com.example.app.start")
                (window?.rootViewController as? ListViewController)?.show(session.stateRestorationActivity ?? starting)
            }

            func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                let navigation = (UIApplication.shared.delegate as! AppDelegate).navigation
                return navigation.lastUserActivity
            }
        }

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            let navigation = NavigationManager()
        }

        final class ListViewController: UIViewController {
            private var navigation: NavigationManager!

            func show(_ activity: NSUserActivity) {}

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                navigation = (UIApplication.shared.delegate as! AppDelegate).navigation
                if let activity = navigation.activity(for: Item(id: "1")) {
                    navigation.lastUserActivity = activity
                }
            }
        }

        """

    /// The navigation manager whose property the delegate returns; `%@` is its activity's userInfo.
    static let navigationManager = """
        import UIKit

        final class Item: NSObject {
            let id: String
            init(id: String) { self.id = id }
        }

        final class NavigationManager {
            private var stored: NSUserActivity?

            var lastUserActivity: NSUserActivity? {
                get { stored }
                set { stored = newValue }
            }

            func activity(for item: Item) -> NSUserActivity? {
                makeActivity(for: item)
            }

            private func makeActivity(for item: Item) -> NSUserActivity {
                let activity = NSUserActivity(activityType: "com.example.app.browse")
        %@
                return activity
            }
        }

        """

    /// A value whose computed property gives the userInfo whole (yeltzland-ios's
    /// `activity.userInfo = navigationActivity.userInfo`); `%@` is the dictionary's item value.
    static let navigationState = """
        import Foundation

        struct NavigationState {
            let item: Item

            var userInfo: [AnyHashable: Any] {
                get {
                    return [
                        "kind": "item",
        %@
                    ]
                }
            }
        }

        """

    /// A function outside any type that fills the userInfo by subscripts (FFDone's
    /// `encode(sceneState:)`); `%@` is the item's entry.
    static let encodedState = """
        import Foundation

        fileprivate let stateVersion = 1

        func encode(_ item: Item) -> [String: Any] {
            var info: [String: Any] = [:]
            info["version"] = stateVersion
        %@
            return info
        }

        """

    /// An Objective-C scene delegate whose activity's userInfo a class method gives (what
    /// `uistate migrate scenes` writes); `%@` is the item's entry in `Restoration.m`.
    static let objectiveCFiles: [(String, String)] = [
        ("App/SceneDelegate.swift", ""),
        ("App/SceneDelegate.h", "#import <UIKit/UIKit.h>\n@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>\n@property (strong, nonatomic) UIWindow *window;\n@end\n"),
        ("App/SceneDelegate.m", """
        #import "SceneDelegate.h"
        #import "Restoration.h"
        @implementation SceneDelegate
        - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
            NSLog(@"%@", session.stateRestorationActivity.userInfo);
        }
        - (NSUserActivity *)stateRestorationActivityForScene:(UIScene *)scene {
            NSUserActivity *activity = [[NSUserActivity alloc] initWithActivityType:@"com.example.app.browse"];
            activity.userInfo = [Restoration userInfoForWindow:self.window];
            return activity;
        }
        @end

        """),
        ("App/Restoration.h", "#import <UIKit/UIKit.h>\n@interface Item : NSObject\n@end\n@interface Restoration : NSObject\n+ (NSDictionary *)userInfoForWindow:(UIWindow *)window;\n@end\n"),
    ]

    static let restoration = """
        #import "Restoration.h"
        @implementation Item
        @end
        @implementation Restoration
        + (NSDictionary *)userInfoForWindow:(UIWindow *)window {
            NSMutableDictionary *info = [@{@"version": @1} mutableCopy];
        %@
            return info;
        }
        @end

        """

    /// A scene delegate that sets the scene's activity, when it resigns, from a method of the
    /// controller a `guard let ... as? BrowserViewController` binds (`%@`: the userInfo line).
    static let guardBoundDelegate = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                let browser = BrowserViewController()
                browser.articleID = session.stateRestorationActivity?.userInfo?["article"] as? String
                window.rootViewController = browser
                window.makeKeyAndVisible()
                self.window = window
            }

            func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                scene.userActivity
            }

            func sceneWillResignActive(_ scene: UIScene) {
                guard let browser = window?.rootViewController as? BrowserViewController else { return }
                scene.userActivity = browser.restorationActivity()
            }
        }

        final class Article: NSObject {
            let id = "1"
        }

        class BrowserViewController: UIViewController {
            var articleID: String?
            var article = Article()

            func restorationActivity() -> NSUserActivity {
                let activity = NSUserActivity(activityType: "com.example.app.browse")
        %@
                return activity
            }
        }

        """

    static let examples: [RuleExample] = [
        .triggering("a model object in userInfo", .sceneApp, severity: .error,
                    ("App/SceneDelegate.swift", delegate.replacing("%@", with: "↓        activity.userInfo = [\"article\": article, \"scroll\": 120]"))),
        .triggering("a UUID and a model object, Objective-C", .sceneApp, severity: .error, ("App/SceneDelegate.swift", ""),
                    ("App/SceneDelegate.h", "#import <UIKit/UIKit.h>\n@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>\n@end\n"),
                    ("App/SceneDelegate.m", """
                    #import "SceneDelegate.h"
                    @implementation SceneDelegate
                    - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
                        NSLog(@"%@", session.stateRestorationActivity);
                    }
                    - (NSUserActivity *)stateRestorationActivityForScene:(UIScene *)scene {
                        NSUserActivity *activity = [[NSUserActivity alloc] initWithActivityType:@"com.example.app.browse"];
                    ↓    activity.userInfo = @{@"session": [[NSUUID alloc] init]};
                        return activity;
                    }
                    @end

                    """)),
        .triggering("another object's property, set from a helper that puts a model object in userInfo", .sceneApp, severity: .error,
                    ("App/SceneDelegate.swift", navigationDelegate), ("App/AppDelegate.swift", ""),
                    ("App/NavigationManager.swift", navigationManager.replacing("%@", with: "↓        activity.userInfo = [\"item\": item]"))),
        .triggering("a userInfo given whole from another value's computed property, which holds a model object", .sceneApp, severity: .error,
                    ("App/SceneDelegate.swift", navigationDelegate), ("App/AppDelegate.swift", ""),
                    ("App/NavigationManager.swift", navigationManager.replacing("%@", with: "        let state = NavigationState(item: item)\n        activity.userInfo = state.userInfo")),
                    ("App/NavigationState.swift", navigationState.replacing("%@", with: "↓                \"item\": item,"))),
        .triggering("a userInfo given whole from a function that fills a dictionary by subscripts, one a model object", .sceneApp, severity: .error,
                    ("App/SceneDelegate.swift", navigationDelegate), ("App/AppDelegate.swift", ""),
                    ("App/NavigationManager.swift", navigationManager.replacing("%@", with: "        let info = encode(item)\n        activity.addUserInfoEntries(from: info)")),
                    ("App/EncodedState.swift", encodedState.replacing("%@", with: "↓    info[\"item\"] = item"))),
        RuleExample(title: "Objective-C: a userInfo a class method gives, a mutable copy of a literal given a model object by a subscript", base: .sceneApp,
                    files: objectiveCFiles + [("App/Restoration.m", restoration.replacing("%@", with: "↓    info[@\"item\"] = [[Item alloc] init];"))], triggers: true, severity: .error),
        .triggering("an activity made by a method of the controller a guard let ... as? binding gives, a model object in its userInfo", .sceneApp, severity: .error,
                    ("App/SceneDelegate.swift", guardBoundDelegate.replacing("%@", with: "↓        activity.userInfo = [\"article\": article]"))),
        .passing("an activity made by a method of the controller a guard let ... as? binding gives, the object's identifier in its userInfo", .sceneApp,
                 ("App/SceneDelegate.swift", guardBoundDelegate.replacing("%@", with: "        activity.userInfo = [\"article\": article.id]"))),
        .passing("an identifier of the object", .sceneApp,
                 ("App/SceneDelegate.swift", delegate.replacing("%@", with: "        activity.userInfo = [\"article\": article.id, \"scroll\": 120]"))),
        .passing("a value whose type doctor cannot tell", .sceneApp,
                 ("App/SceneDelegate.swift", delegate.replacing("%@", with: "        activity.userInfo = [\"article\": currentValue()]"))),
        .passing("another object's property, set from a helper that puts the object's identifier in userInfo", .sceneApp,
                 ("App/SceneDelegate.swift", navigationDelegate), ("App/AppDelegate.swift", ""),
                 ("App/NavigationManager.swift", navigationManager.replacing("%@", with: "        activity.userInfo = [\"item\": item.id]"))),
        .passing("a userInfo given whole from another value's computed property, which holds the object's identifier", .sceneApp,
                 ("App/SceneDelegate.swift", navigationDelegate), ("App/AppDelegate.swift", ""),
                 ("App/NavigationManager.swift", navigationManager.replacing("%@", with: "        let state = NavigationState(item: item)\n        activity.userInfo = state.userInfo")),
                 ("App/NavigationState.swift", navigationState.replacing("%@", with: "                \"item\": item.id,"))),
        RuleExample(title: "Objective-C: a userInfo a class method gives, a model object set with setObject:forKey:", base: .sceneApp,
                    files: objectiveCFiles + [("App/Restoration.m", restoration.replacing("%@", with: "↓    [info setObject:[[Item alloc] init] forKey:@\"item\"];"))], triggers: true, severity: .error),
        RuleExample(title: "Objective-C: a userInfo a class method gives, with the object's identifier", base: .sceneApp,
                    files: objectiveCFiles + [("App/Restoration.m", restoration.replacing("%@", with: "    NSString *identifier = @\"item-1\";\n    info[@\"item\"] = identifier;"))], triggers: false, severity: nil),
        .passing("a userInfo filled by subscripts with the object's identifier", .sceneApp,
                 ("App/SceneDelegate.swift", navigationDelegate), ("App/AppDelegate.swift", ""),
                 ("App/NavigationManager.swift", navigationManager.replacing("%@", with: "        let info = encode(item)\n        activity.addUserInfoEntries(from: info)")),
                 ("App/EncodedState.swift", encodedState.replacing("%@", with: "    info[\"item\"] = item.id"))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isScenes else { return [] }
        var findings: [ProjectFinding] = []
        var noted: Set<String> = []
        for activity in SceneActivities(app).restoredActivities(app.code) {
            let judged = ActivityUserInfo.judge(activity, code: app.code)
            for value in judged.refused {
                findings.append(ProjectFinding(code, file: value.file, line: value.line, column: value.column,
                    anchor: "userInfo[\(value.key ?? "?")]@" + (activity.inClass.flatMap { app.code.classes[$0]?.name } ?? ""),
                    "a scene's restoration activity carries \(value.key.map { "userInfo[\"\($0)\"]" } ?? "a userInfo value") of type \(value.type) (\(value.how)), which UIKit's secure decoding of userInfo refuses: the activity comes back nil at launch"))
            }
            // A userInfo given whole from a value doctor cannot follow: said where the trail stops.
            for place in judged.unfollowed where noted.insert("\(place.file):\(place.line):\(place.column)").inserted {
                findings.append(ProjectFinding(.notUnderstood, file: place.file, line: place.line, column: place.column, anchor: "userInfo@" + place.file, place.what))
            }
        }
        return findings
    }
}
