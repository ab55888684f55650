/// What the generated scene delegate does, from what the app delegate did: the window made
/// from the storyboard (by UIKit) or by the code moved from the launch, the events of TN3187's
/// table forwarded to the app delegate's methods, the URL, activity and shortcut handlers
/// forwarded with their cold-start paths (`connectionOptions`), and the restoration.
struct SceneDelegateCode: Sendable, Equatable {
    enum URLHandler: Sendable, Equatable {
        /// `application(_:open:options:)`
        case options
        /// `application(_:open:sourceApplication:annotation:)` (deprecated)
        case sourceApplication
        /// `application(_:handleOpen:)` (deprecated)
        case handleOpen
    }

    /// TN3187's table: the app delegate's method and the scene delegate's counterpart.
    enum LifeCycleEvent: String, Sendable, CaseIterable {
        case didBecomeActive, willResignActive, didEnterBackground, willEnterForeground

        var appSelector: String {
            switch self {
            case .didBecomeActive: "applicationDidBecomeActive:"
            case .willResignActive: "applicationWillResignActive:"
            case .didEnterBackground: "applicationDidEnterBackground:"
            case .willEnterForeground: "applicationWillEnterForeground:"
            }
        }

        var appSwiftName: String {
            switch self {
            case .didBecomeActive: "applicationDidBecomeActive(_:)"
            case .willResignActive: "applicationWillResignActive(_:)"
            case .didEnterBackground: "applicationDidEnterBackground(_:)"
            case .willEnterForeground: "applicationWillEnterForeground(_:)"
            }
        }

        var sceneSwiftName: String {
            switch self {
            case .didBecomeActive: "sceneDidBecomeActive(_:)"
            case .willResignActive: "sceneWillResignActive(_:)"
            case .didEnterBackground: "sceneDidEnterBackground(_:)"
            case .willEnterForeground: "sceneWillEnterForeground(_:)"
            }
        }

        var sceneSelector: String {
            switch self {
            case .didBecomeActive: "sceneDidBecomeActive:"
            case .willResignActive: "sceneWillResignActive:"
            case .didEnterBackground: "sceneDidEnterBackground:"
            case .willEnterForeground: "sceneWillEnterForeground:"
            }
        }
    }

    /// Code moved from the app delegate's launch into `scene(_:willConnectTo:options:)`,
    /// already rewritten for the scene (its window from the window scene, the app delegate's
    /// members through `appDelegate`), one entry per line, indentation relative to the method's.
    struct MovedCode: Sendable, Equatable {
        var lines: [String]
        /// The method it came from (`application(_:didFinishLaunchingWithOptions:)`).
        var from: String
        /// The line that shows the window (`makeKeyAndVisible`): the state is restored before it.
        var showsWindowAt: Int?
        /// Where the state is restored when it is before that: after the code moved from
        /// `willFinishLaunching`, before `didFinishLaunching`'s (classic restoration ran between them).
        var restoreAt: Int? = nil
        var usesAppDelegate: Bool
        var usesWindowScene: Bool
    }

    var className: String
    /// What the moved code needs besides UIKit: the app delegate file's other imports (Swift
    /// `import X`, Objective-C `#import "X.h"` lines), as written there.
    var imports: [String] = []
    var appDelegate: String?
    /// The app delegate's window property (`window`, whatever the app named it): set to the
    /// scene's window.
    var appDelegateWindow: String?
    /// The configuration's storyboard, when UIKit makes the window from one.
    var storyboard: String?
    var moved: MovedCode?
    var lifeCycle: [LifeCycleEvent]
    var openURL: URLHandler?
    var continueActivity: Bool
    /// The app's restoration handler takes `[Any]?` (the older declaration), not
    /// `[UIUserActivityRestoring]?`.
    var restorationHandlerTakesAny = false
    var shortcut: Bool
    /// Whether the scene restores and saves (false: the app never opted in to classic
    /// restoration, and the migration moves its life cycle only).
    var restores: Bool = true
}
