import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    // Left from before the app adopted scenes: UIKit no longer restores a view controller.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
}
