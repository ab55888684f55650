// The UIScene life cycle's types (iOS 13): scenes, sessions, configurations, connection options
// and the delegate protocols (Apple's documentation of each).

public struct UISceneSessionRole: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = UISceneSessionRole(rawValue: "UIWindowSceneSessionRoleApplication")
}

@MainActor open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSessionRole
    public init(name: String?, sessionRole: UISceneSessionRole) {
        self.name = name
        role = sessionRole
    }
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    open var storyboard: UIStoryboard?
}

@MainActor open class UISceneSession: NSObject {
    init(persistentIdentifier: String, configuration: UISceneConfiguration, stateRestorationActivity: NSUserActivity?) {
        self.persistentIdentifier = persistentIdentifier
        self.configuration = configuration
        self.stateRestorationActivity = stateRestorationActivity
    }
    public let persistentIdentifier: String
    public let configuration: UISceneConfiguration
    open var role: UISceneSessionRole { configuration.role }
    /// Apple: "The state restoration activity for the scene": what the scene's delegate returned
    /// from `stateRestorationActivity(for:)` when it was last saved.
    open var stateRestorationActivity: NSUserActivity?
    open var userInfo: [String: Any]?
    open weak var scene: UIScene?
}

@MainActor open class UIOpenURLContext: NSObject {
    public let url: URL
    public let options: UIScene.OpenURLOptions
    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
    }
}

@MainActor open class UIApplicationShortcutItem: NSObject {
    public let type: String
    public let localizedTitle: String
    public init(type: String, localizedTitle: String) {
        self.type = type
        self.localizedTitle = localizedTitle
    }
}

@MainActor open class UIScene: UIResponder {
    public struct ConnectionOptions {
        public internal(set) var urlContexts: Set<UIOpenURLContext> = []
        public internal(set) var userActivities: Set<NSUserActivity> = []
        public internal(set) var shortcutItem: UIApplicationShortcutItem?
        public internal(set) var sourceApplication: String?
    }
    public struct OpenURLOptions {
        public var sourceApplication: String?
        public var annotation: Any?
        public var openInPlace = false
    }
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }

    init(session: UISceneSession) {
        self.session = session
    }
    public let session: UISceneSession
    open var delegate: UISceneDelegate?
    public internal(set) var activationState: ActivationState = .unattached
    open var title: String?
}

@MainActor open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { StandIn.windows.filter { $0.windowScene === self } }
    open var screen: UIScreen { UIScreen.main }
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

@MainActor public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}
extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
}
extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { StandIn.delegateWindows[ObjectIdentifier(self)] ?? nil }
        set { StandIn.delegateWindows[ObjectIdentifier(self)] = newValue }
    }
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}
