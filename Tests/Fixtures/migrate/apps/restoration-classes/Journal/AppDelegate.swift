import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Restoration made the root already when there was a saved state.
        if window?.rootViewController == nil {
            window?.rootViewController = makeNavigation()
        }
        window?.makeKeyAndVisible()
        return true
    }

    func makeNavigation() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: EntriesViewController())
        navigation.restorationIdentifier = "Navigation"
        return navigation
    }

    /// The navigation controller is the app delegate's to make again; its children have
    /// restoration classes.
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        guard identifierComponents == ["Navigation"] else { return nil }
        let navigation = UINavigationController()
        navigation.restorationIdentifier = "Navigation"
        window?.rootViewController = navigation
        return navigation
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
}
