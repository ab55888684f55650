import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// Apple: "After state restoration finishes, UIKit calls the app delegate's
    /// application(_:didFinishLaunchingWithOptions:) ... for example, you might add a login
    /// screen": the lock screen goes over whatever was restored.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.makeKeyAndVisible()
        window?.rootViewController?.present(LockViewController(), animated: false)
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
}
