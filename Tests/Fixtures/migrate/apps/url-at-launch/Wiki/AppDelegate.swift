import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// A `wiki://page/<topic>` link opens the topic's page over the list; UIKit calls this for the
    /// URL the app was launched with too.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.scheme == "wiki", let navigation = window?.rootViewController as? UINavigationController else { return false }
        navigation.pushViewController(PageViewController(topic: url.lastPathComponent), animated: false)
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
}
