// A stub of the UIKit declarations the code `uistate migrate` writes (and the test projects)
// use, written from Apple's documented signatures (https://developer.apple.com/documentation/uikit):
// it proves that code names them with their types and isolation, not that UIKit behaves as
// the code assumes. Objective-C's optional protocol methods are requirements with default
// implementations here. Declarations introduced after iOS 8 carry the availability Apple
// documents, so the check for iOS at the app's deployment target sees code that needs a later
// system.
@_exported import Foundation

@MainActor open class UIResponder: NSObject {
    override public init() {}
    open var userActivity: NSUserActivity?
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
}

@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) {}
    open var restorationIdentifier: String?
    open var window: UIWindow? { nil }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open func addSubview(_ view: UIView) {}
}

@MainActor open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
}
@MainActor open class UITableView: UIScrollView {}

// Not isolated to the main actor: UIKit declares UIColor `@unchecked Sendable`.
open class UIColor: NSObject, @unchecked Sendable {
    open class var white: UIColor { UIColor() }
    open class var systemBackground: UIColor { UIColor() }
    open class var systemIndigo: UIColor { UIColor() }
}

@MainActor public protocol UIStateRestoring: NSObjectProtocol {}
@MainActor public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
extension UIResponder: UIUserActivityRestoring {}

@MainActor public protocol UIViewControllerRestoration: AnyObject {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}

@MainActor open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController(nibName: nil, bundle: nil) }
    open func instantiateInitialViewController() -> UIViewController? { nil }
}

@MainActor open class UIViewController: UIResponder, UIStateRestoring {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    /// NSObject's `-init`, which calls `initWithNibName:nil bundle:nil`.
    override public convenience init() { self.init(nibName: nil, bundle: nil) }
    open var restorationIdentifier: String?
    open var restorationClass: UIViewControllerRestoration.Type?
    open var storyboard: UIStoryboard? { nil }
    open var view: UIView! { nil }
    open var isViewLoaded: Bool { false }
    @available(iOS 9.0, *)
    open func loadViewIfNeeded() {}
    open var title: String?
    open var isEditing: Bool = false
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open var navigationController: UINavigationController? { nil }
    open var tabBarController: UITabBarController? { nil }
    open var children: [UIViewController] { [] }
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func addChild(_ childController: UIViewController) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func encodeRestorableState(with coder: NSCoder) {}
    open func decodeRestorableState(with coder: NSCoder) {}
    open func applicationFinishedRestoringState() {}
    open func show(_ vc: UIViewController, sender: Any?) {}
}

@MainActor open class UINavigationItem: NSObject {
    open var title: String?
}

@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { nil }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

@MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex: Int = 0
    open var selectedViewController: UIViewController?
}

@MainActor open class UISplitViewController: UIViewController {
    open var viewControllers: [UIViewController] = []
}

@MainActor open class UIPageViewController: UIViewController {}

public enum UITableViewStyle { case plain, grouped }
@MainActor open class UITableViewController: UIViewController {
    public init(style: UITableViewStyle) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView! { nil }
}

@MainActor open class UIScreen: NSObject {
    open class var main: UIScreen { UIScreen() }
    open var bounds: CGRect { .zero }
}

@MainActor open class UIWindow: UIView {
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    override public init(frame: CGRect) { super.init(frame: frame) }
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
    @available(iOS 13.0, *)
    open weak var windowScene: UIWindowScene?
}

@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {
    public struct ConnectionOptions {
        public var urlContexts: Set<UIOpenURLContext> { [] }
        public var userActivities: Set<NSUserActivity> { [] }
        public var shortcutItem: UIApplicationShortcutItem? { nil }
        public var sourceApplication: String? { nil }
    }
    public struct OpenURLOptions {
        public var sourceApplication: String? { nil }
        public var annotation: Any? { nil }
        public var openInPlace: Bool { false }
    }
    open var session: UISceneSession { UISceneSession() }
    open weak var delegate: UISceneDelegate?
}

@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
    open var screen: UIScreen { UIScreen() }
}

@available(iOS 13.0, *)
@MainActor open class UISceneSession: NSObject {
    open var stateRestorationActivity: NSUserActivity? { nil }
    open var persistentIdentifier: String { "" }
    open var configuration: UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: .windowApplication) }
}

@available(iOS 13.0, *)
public struct UISceneSessionRole: Hashable, Sendable {
    public static let windowApplication = UISceneSessionRole()
}

@available(iOS 13.0, *)
@MainActor open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSessionRole) {}
    open var delegateClass: AnyClass?
    open var storyboard: UIStoryboard?
}

@available(iOS 13.0, *)
@MainActor open class UIOpenURLContext: NSObject {
    open var url: URL { URL(string: "x")! }
    open var options: UIScene.OpenURLOptions { UIScene.OpenURLOptions() }
}

@MainActor open class UIApplicationShortcutItem: NSObject {
    open var type: String { "" }
}

@available(iOS 13.0, *)
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}
@available(iOS 13.0, *)
extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

@available(iOS 13.0, *)
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
}
@available(iOS 13.0, *)
extension UIWindowSceneDelegate {
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {}
}

@MainActor open class UIApplication: UIResponder {
    open class var shared: UIApplication { UIApplication() }
    open weak var delegate: UIApplicationDelegate?
    open var keyWindow: UIWindow? { nil }
    open var windows: [UIWindow] { [] }
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {}
    public struct LaunchOptionsKey: Hashable, Sendable {
        public static let url = LaunchOptionsKey()
        public static let shortcutItem = LaunchOptionsKey()
        public static let userActivityDictionary = LaunchOptionsKey()
        public static let sourceApplication = LaunchOptionsKey()
        public static let remoteNotification = LaunchOptionsKey()
    }
    public struct OpenURLOptionsKey: Hashable, Sendable {
        public static let sourceApplication = OpenURLOptionsKey()
        public static let annotation = OpenURLOptionsKey()
        public static let openInPlace = OpenURLOptionsKey()
    }
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {}
}

@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}

@MainActor public struct UIApplicationMain {}

extension UIApplication {
    nonisolated public static let stateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboard"
}

extension UIApplicationDelegate {
    public static func main() {}
}
