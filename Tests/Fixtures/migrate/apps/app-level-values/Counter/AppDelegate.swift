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

    /// Classic restoration decodes this with the window set (its controllers are restored into
    /// it), so the counter is told here, as Programming iOS's page controller example reads
    /// `self.window!` in the same method.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        tally = coder.decodeInteger(forKey: "tally")
        let counter = self.window!.rootViewController as! CounterViewController
        counter.show()
    }
}
