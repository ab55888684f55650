import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// Set while a restoration is under way, cleared once the app is active: a second ask
    /// within one launch means the last restoration never finished (a crash loop), so it is
    /// refused once.
    var restoring = false

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        if restoring {
            restoring = false
            return false
        }
        restoring = true
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        restoring = false
    }
}
