import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The version of the saved state: a state another version saved is not restored.
    static let stateVersion = 3

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BookShelf.shared.load()
        // The storyboard made the window: tint it.
        window?.tintColor = .systemIndigo
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        BookShelf.shared.save()
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        coder.encode(Self.stateVersion, forKey: "StateVersion")
        return true
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        coder.decodeInteger(forKey: "StateVersion") == Self.stateVersion
    }
}
