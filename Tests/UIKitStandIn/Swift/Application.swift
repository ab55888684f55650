// UIApplication, its delegate protocol, windows and the screen.
#if canImport(Glibc)
import Glibc
#endif

@MainActor open class UIScreen: NSObject {
    public static let mainScreen = UIScreen()
    open class var main: UIScreen { mainScreen }
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    open var scale: CGFloat { 3 }
}

@MainActor open class UIWindow: UIView {
    /// Apple, `init(windowScene:)` (iOS 13): a window attached to the scene.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: windowScene.screen.bounds)
        StandIn.windows.append(self)
    }

    /// A window without a scene: in a scene-based app it is never shown (Apple, TN3187: the
    /// window must be attached to a scene).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        StandIn.windows.append(self)
    }

    /// Apple, `windowScene` (iOS 13, settable): "The scene containing the window"; setting it
    /// moves a window made with `init(frame:)` into the scene, which then shows it.
    public weak var windowScene: UIWindowScene?
    public private(set) var isKeyWindow = false
    public private(set) var isVisible = false

    /// Apple, `rootViewController`: "The root view controller provides the content view of the
    /// window"; setting it on a visible window shows it.
    open var rootViewController: UIViewController? {
        didSet { if isVisible, let root = rootViewController { StandIn.appear(root) } }
    }

    /// Apple: "Shows the window and makes it the key window." In a scene-based app a window
    /// without a scene shows nothing.
    open func makeKeyAndVisible() {
        if StandIn.adoptsScenes && windowScene == nil {
            StandIn.log("makeKeyAndVisible on a window without a scene: not shown")
            return
        }
        for window in StandIn.windows { window.isKeyWindow = false }
        isKeyWindow = true
        isVisible = true
        if let root = rootViewController { StandIn.appear(root) }
    }

    open override var window: UIWindow? { self }
}

public struct UIApplicationLaunchOptionsKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = Self(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let shortcutItem = Self(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    public static let userActivityDictionary = Self(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    public static let sourceApplication = Self(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    public static let remoteNotification = Self(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
}

public struct UIApplicationOpenURLOptionsKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication = Self(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    public static let annotation = Self(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    public static let openInPlace = Self(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
}

@MainActor open class UIApplication: UIResponder {
    public typealias LaunchOptionsKey = UIApplicationLaunchOptionsKey
    public typealias OpenURLOptionsKey = UIApplicationOpenURLOptionsKey

    static let sharedApplication = UIApplication()
    open class var shared: UIApplication { sharedApplication }
    open var delegate: UIApplicationDelegate?

    /// Apple: deprecated in iOS 13; the key window of the app's windows.
    open var keyWindow: UIWindow? { StandIn.windows.first { $0.isKeyWindow } }
    open var windows: [UIWindow] { StandIn.windows.filter { $0.isVisible } }
    open var connectedScenes: Set<UIScene> { StandIn.scene.map { [$0] } ?? [] }

    /// Apple, `registerObject(forStateRestoration:restorationIdentifier:)`.
    open class func registerObject(forStateRestoration object: UIStateRestoring, restorationIdentifier: String) {
        StandIn.registered[restorationIdentifier] = object
    }

    open func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
}

/// The app delegate's methods: optional in Objective-C, so here each requirement has a default
/// that tells the stand-in it was not implemented (as `respondsToSelector:` tells UIKit).
@MainActor public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
}

@MainActor public protocol UIUserActivityRestoring: AnyObject {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
extension UIResponder: UIUserActivityRestoring {}

/// Which optional methods an app delegate lacks: a default below records its name when UIKit's
/// call reached it.
@MainActor enum Unimplemented {
    static var reached: Set<String> = []
    static func mark(_ name: String) { reached.insert(name) }
    /// Calls `body` and says whether the app implements the method (its default was not reached).
    static func implements<T>(_ name: String, _ body: () -> T) -> (Bool, T) {
        reached.remove(name)
        let result = body()
        return (!reached.contains(name), result)
    }
}

extension UIApplication {
    /// Apple, `stateRestorationViewControllerStoryboardKey` (Objective-C
    /// `UIStateRestorationViewControllerStoryboardKey`): in a restoration class's coder, "the
    /// storyboard object" the controller came from. Its value is the key the decompiled
    /// `encodeRestorableStateWithCoder:` writes the storyboard under (notes/scene-migration.md).
    nonisolated public static let stateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboard"
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { StandIn.delegateWindows[ObjectIdentifier(self)] ?? nil }
        set { StandIn.delegateWindows[ObjectIdentifier(self)] = newValue }
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { Unimplemented.mark("shouldSaveSecure"); return false }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { Unimplemented.mark("shouldRestoreSecure"); return false }
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { Unimplemented.mark("shouldSave"); return false }
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { Unimplemented.mark("shouldRestore"); return false }
    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        Unimplemented.mark("viewControllerWithRestorationIdentifierPath")
        return nil
    }
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool { false }
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        Unimplemented.mark("configurationForConnecting")
        return UISceneConfiguration(name: nil, sessionRole: .windowApplication)
    }

    /// `@main` on the app delegate: Apple's UIKit gives `UIApplicationDelegate` this `main()`,
    /// which calls `UIApplicationMain` with the delegate's class.
    public static func main() {
        MainActor.assumeIsolated { StandIn.run(delegateType: Self.self) }
    }
}

/// Apple, `UIApplicationMain(_:_:_:_:)`: an Objective-C app's main() calls it with the app
/// delegate's class name.
@MainActor public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    guard let name = delegateClassName, let type = NSClassFromString(name) as? UIApplicationDelegate.Type else {
        StandIn.fail("no app delegate class named \(delegateClassName ?? "nil")")
    }
    StandIn.run(delegateType: type)
}

/// Objects UIKit makes from a class name (`alloc`/`init` through the Objective-C runtime: the app
/// delegate, a scene delegate). Swift on Linux cannot call `init()` through a metatype unless it
/// is `required`, so the test harness compiles into each app a function `UIKitStandInMakeObject`
/// that makes the app's delegate classes by name (docs/uikit-stand-in.md, "Foundation on Linux").
@MainActor enum ObjectFactory {
    typealias Make = @convention(c) (UnsafePointer<CChar>) -> UnsafeMutableRawPointer?

    static func make(_ className: String) -> AnyObject? {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "UIKitStandInMakeObject") else {
            StandIn.fail("the app has no UIKitStandInMakeObject (the harness compiles it in)")
        }
        let make = unsafeBitCast(symbol, to: Make.self)
        return className.withCString { name in make(name).map { Unmanaged<AnyObject>.fromOpaque($0).takeRetainedValue() } }
    }
}
