import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        coder.encode("2.1", forKey: "TrailsStateVersion")
        return true
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        coder.decodeObject(forKey: "TrailsStateVersion") as? String == "2.1"
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        TrailMap.shared.refresh()
    }
}
