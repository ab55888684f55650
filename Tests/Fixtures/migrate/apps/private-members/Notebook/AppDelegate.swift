import UIKit

/// The app's accent, for this file only.
fileprivate let accent = UIColor.systemIndigo

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let store = NoteStore.shared

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController(rootViewController: makeList())
        navigation.restorationIdentifier = "Navigation"
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.tintColor = accent
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }

    private func makeList() -> NotesViewController {
        let list = NotesViewController(store: store)
        list.restorationIdentifier = "Notes"
        return list
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
}
