import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The user's appearance setting, kept at app level.
    var prefersDark = false

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let settings = SettingsViewController()
        settings.restorationIdentifier = "Settings"
        window?.rootViewController = settings
        return true
    }

    /// After restoration: the restored setting applied to the window.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        applyAppearance()
        window?.makeKeyAndVisible()
        return true
    }

    func applyAppearance() {
        window?.overrideUserInterfaceStyle = prefersDark ? .dark : .light
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        coder.encode(prefersDark, forKey: "prefersDark")
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        prefersDark = coder.decodeBool(forKey: "prefersDark")
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
}
