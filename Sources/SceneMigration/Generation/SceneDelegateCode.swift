/// What the generated scene delegate does, from what the app delegate did: the window made from
/// the storyboard (by UIKit) or by the app delegate's moved set-up, the events of TN3187's table
/// and the URL, activity and shortcut handlers forwarded to the app delegate's own methods (a
/// scene-delegate proxy, as the framework migrators write), with their cold-start paths
/// (`connectionOptions`), and the restoration.
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

    var className: String
    /// The app delegate's class, as the app names it.
    var appDelegate: String
    /// The header declaring it (Objective-C).
    var appDelegateHeader: String
    /// The app delegate's window property (`window`, whatever the app named it); nil when it
    /// has none.
    var appDelegateWindow: String?
    /// The configuration's storyboard, when UIKit makes the window from one.
    var storyboard: String?
    /// The app delegate's methods that hold the moved window code.
    var setUp: SetUpMethods
    /// The Objective-C category that declares them.
    var category: String = WindowSetupMove.category
    var lifeCycle: [LifeCycleEvent]
    var openURL: URLHandler?
    var continueActivity: Bool
    /// The app's restoration handler takes `[Any]?` (the older declaration), not
    /// `[UIUserActivityRestoring]?`.
    var restorationHandlerTakesAny = false
    var shortcut: Bool
    /// The app delegate's superclass from outside the app (orgro's `FlutterAppDelegate`), whose
    /// handlers it may inherit: every event and handler is forwarded through the
    /// `UIApplicationDelegate` protocol, called when the delegate implements it (Swift).
    var inheritsFrom: String? = nil
    /// Whether the scene restores and saves (false: the app never restored state, and the
    /// migration moves its life cycle only).
    var restores: Bool = true
    /// Whether every build configuration has the same activity type (Objective-C then names its
    /// constant, which doctor reads).
    var activityTypeIsFixed = true
    /// The `#warning` lines of the review list, each a line of text.
    var warnings: [String] = []

    /// Whether the scene delegate calls the app delegate for anything.
    var needsAppDelegate: Bool {
        appDelegateWindow != nil || setUp.beforeRestore != nil || setUp.afterRestore != nil
    }
}
