// The stand-in's run of one app process: the launch sequence, the driver's scripted user steps,
// background (preservation), and the screen dump. Configured by environment variables the test
// harness sets (docs/uikit-stand-in.md, "Running an app"):
//   UIKIT_STANDIN_BUNDLE  the app's bundle folder: Info.plist (build settings expanded), storyboards
//   UIKIT_STANDIN_STATE   the savedState folder (<bundle id>.savedState) read at launch, written at background
//   UIKIT_STANDIN_SCRIPT  the steps, one a line
//   UIKIT_STANDIN_DUMP    where the screen dumps are written
#if canImport(Glibc)
import Glibc
#endif

@MainActor public enum StandIn {
    static var windows: [UIWindow] = []
    static var registered: [String: UIStateRestoring] = [:]
    static var delegateWindows: [ObjectIdentifier: UIWindow?] = [:]
    static var scene: UIWindowScene?
    static var dumps: [String] = []
    static var info: [String: Any] = [:]

    static var environment: [String: String] { ProcessInfo.processInfo.environment }
    static var bundleFolder: URL { URL(fileURLWithPath: environment["UIKIT_STANDIN_BUNDLE"] ?? ".") }
    static var stateFolder: URL { URL(fileURLWithPath: environment["UIKIT_STANDIN_STATE"] ?? "savedState") }
    static var moduleName: String { info["UIKitStandInModuleName"] as? String ?? "App" }

    /// The app adopts the scene life cycle when its manifest has a configuration or its delegate
    /// answers `configurationForConnecting` (TN3187; decompiled `_appAdoptsUISceneLifecycle`).
    static var adoptsScenes = false

    static func log(_ line: String) {
        FileHandle.standardError.write(Data(("[uikit] " + line + "\n").utf8))
    }

    /// What UIKit raises as an exception (or the Swift runtime as a trap) ends the app.
    static func fail(_ message: String) -> Never {
        log("*** Terminating app: " + message)
        flushDumps()
        exit(134)
    }

    static func name(of object: AnyObject) -> String {
        let name = NSStringFromClass(type(of: object))
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    static func writeFile(_ data: Data, _ relative: String) {
        let url = stateFolder.appendingPathComponent(relative)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    /// Lets queued main-actor work run (a turn of the main run loop, as UIKit's event loop gives).
    static func turnRunLoop() {
        for _ in 0..<5 { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002)) }
    }

    /// A controller shown: its view loads and it is told it appears (Apple, `viewWillAppear(_:)`
    /// and `viewDidAppear(_:)`), with what it shows in turn (a container's visible children).
    static func appear(_ controller: UIViewController) {
        _ = controller.view
        controller.viewWillAppear(false)
        controller.viewDidAppear(false)
        for child in visibleChildren(controller) { appear(child) }
    }

    static func visibleChildren(_ controller: UIViewController) -> [UIViewController] {
        if let navigation = controller as? UINavigationController { return navigation.topViewController.map { [$0] } ?? [] }
        if let tabs = controller as? UITabBarController { return tabs.selectedViewController.map { [$0] } ?? [] }
        return controller.children
    }

    // MARK: The launch

    static func run(delegateType: UIApplicationDelegate.Type) -> Never {
        let plist = bundleFolder.appendingPathComponent("Info.plist")
        if let data = try? Data(contentsOf: plist), let read = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            info = read
        }
        let manifestHasConfigurations = SceneLifecycle.manifestConfiguration != nil
        guard let delegate = ObjectFactory.make(NSStringFromClass(delegateType)) as? UIApplicationDelegate else {
            fail("could not make the app delegate \(delegateType)")
        }
        UIApplication.shared.delegate = delegate
        let (answersConfiguration, _) = Unimplemented.implements("configurationForConnecting") {
            delegate.application(.shared, configurationForConnecting: UISceneSession(persistentIdentifier: "", configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication), stateRestorationActivity: nil), options: UIScene.ConnectionOptions())
        }
        adoptsScenes = manifestHasConfigurations || answersConfiguration
        let options = launchOptions()
        if adoptsScenes { launchScenes(delegate, options) } else { launchClassic(delegate, options) }
        runScript()
        flushDumps()
        exit(0)
    }

    /// What launched the app: UIKIT_STANDIN_URL (a URL it was opened with), UIKIT_STANDIN_SHORTCUT
    /// (a quick action's type), UIKIT_STANDIN_ACTIVITY (a user activity: its type, a space, its
    /// web page URL).
    static func launchOptions() -> [UIApplication.LaunchOptionsKey: Any]? {
        var options: [UIApplication.LaunchOptionsKey: Any] = [:]
        if let url = environment["UIKIT_STANDIN_URL"].flatMap(URL.init(string:)) { options[.url] = url }
        if let type = environment["UIKIT_STANDIN_SHORTCUT"] { options[.shortcutItem] = UIApplicationShortcutItem(type: type, localizedTitle: type) }
        if let text = environment["UIKIT_STANDIN_ACTIVITY"] {
            let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
            let activity = NSUserActivity(activityType: parts[0])
            activity.webpageURL = parts.count > 1 ? URL(string: parts[1]) : nil
            options[.userActivityDictionary] = ["UIApplicationLaunchOptionsUserActivityTypeKey": parts[0], "UIApplicationLaunchOptionsUserActivityKey": activity]
        }
        return options.isEmpty ? nil : options
    }

    static func launchActivity(_ options: [UIApplication.LaunchOptionsKey: Any]?) -> NSUserActivity? {
        (options?[.userActivityDictionary] as? [String: Any])?["UIApplicationLaunchOptionsUserActivityKey"] as? NSUserActivity
    }

    /// Apple, `application(_:continue:restorationHandler:)`: the objects the app hands the
    /// handler are each told to restore the activity's state.
    static func restorationHandler(_ activity: NSUserActivity) -> ([UIUserActivityRestoring]?) -> Void {
        { objects in objects?.forEach { $0.restoreUserActivityState(activity) } }
    }

    /// Apple, "About the app launch sequence": UIApplicationMain makes the app and its delegate,
    /// loads the main storyboard (its window given to the delegate), calls
    /// `willFinishLaunching`, restores state, calls `didFinishLaunching`; a storyboard app's
    /// window is then shown; the app becomes active.
    static func launchClassic(_ delegate: UIApplicationDelegate, _ options: [UIApplication.LaunchOptionsKey: Any]?) {
        var storyboardWindow: UIWindow?
        if let name = info["UIMainStoryboardFile"] as? String {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
            delegate.window = window
            storyboardWindow = window
        }
        log("willFinishLaunching")
        let willFinish = delegate.application(.shared, willFinishLaunchingWithOptions: options)
        ClassicRestoration.restore(adoptsScenes: false)
        log("didFinishLaunching")
        let didFinish = delegate.application(.shared, didFinishLaunchingWithOptions: options)
        if let storyboardWindow, !storyboardWindow.isVisible { storyboardWindow.makeKeyAndVisible() }
        // Apple, `application(_:didFinishLaunchingWithOptions:)`: "If either method returns false,
        // the app doesn't call the application(_:open:options:) method" for the launch URL.
        if willFinish, didFinish, let url = options?[.url] as? URL { _ = delegate.application(.shared, open: url, options: [:]) }
        // Apple, `application(_:performActionFor:completionHandler:)`: at launch it is called
        // unless a launch method returned false; a user activity is continued the same way.
        if willFinish, didFinish, let item = options?[.shortcutItem] as? UIApplicationShortcutItem {
            delegate.application(.shared, performActionFor: item) { _ in }
        }
        if willFinish, didFinish, let activity = launchActivity(options) {
            _ = delegate.application(.shared, continue: activity, restorationHandler: restorationHandler(activity))
        }
        turnRunLoop()
        delegate.applicationDidBecomeActive(.shared)
        turnRunLoop()
    }

    /// In a scene app the launch methods run before any scene exists, the app-level part of
    /// classic restoration between them; then the scene connects (Apple, "Managing your app's
    /// life cycle": "UIKit delivers ... to your scene delegate"; the launch options hold no URL,
    /// which comes in the connection options).
    static func launchScenes(_ delegate: UIApplicationDelegate, _ options: [UIApplication.LaunchOptionsKey: Any]?) {
        log("willFinishLaunching")
        _ = delegate.application(.shared, willFinishLaunchingWithOptions: nil)
        ClassicRestoration.restore(adoptsScenes: true)
        log("didFinishLaunching")
        _ = delegate.application(.shared, didFinishLaunchingWithOptions: nil)
        turnRunLoop()
        var connection = UIScene.ConnectionOptions()
        if let url = options?[.url] as? URL { connection.urlContexts = [UIOpenURLContext(url: url, options: UIScene.OpenURLOptions())] }
        connection.shortcutItem = options?[.shortcutItem] as? UIApplicationShortcutItem
        if let activity = launchActivity(options) { connection.userActivities = [activity] }
        SceneLifecycle.connect(connection)
    }

    static func background() {
        if let scene {
            SceneLifecycle.background(scene)
        } else if let delegate = UIApplication.shared.delegate {
            delegate.applicationWillResignActive(.shared)
            delegate.applicationDidEnterBackground(.shared)
            ClassicRestoration.preserve(window: windows.first { $0.isKeyWindow } ?? windows.first)
        }
        turnRunLoop()
    }

    // MARK: The driver

    static func runScript() {
        guard let path = environment["UIKIT_STANDIN_SCRIPT"], let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty && !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            log("step: \(line)")
            Driver.perform(parts[0], parts.count > 1 ? parts[1] : "")
            turnRunLoop()
        }
    }

    static func flushDumps() {
        guard let path = environment["UIKIT_STANDIN_DUMP"] else { return }
        try? dumps.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}
