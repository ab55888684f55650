import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The tally, kept at app level: the app delegate saves and restores it.
    var tally = 0
    let appVersion = "2.1"

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        coder.encode(appVersion, forKey: "AppVersion")
        return true
    }

    /// A state another version saved is not restored.
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        coder.decodeObject(forKey: "AppVersion") as? String == appVersion
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        coder.encode(tally, forKey: "tally")
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        tally = coder.decodeInteger(forKey: "tally")
    }
}
