import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    static let pageActivity = "com.example.browser.page"
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let page = PageViewController()
        if let activity = session.stateRestorationActivity, activity.activityType == Self.pageActivity {
            page.address = activity.userInfo?["address"] as? String
        }
        window.rootViewController = page
        window.makeKeyAndVisible()
        self.window = window
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: Self.pageActivity)
        activity.userInfo = ["address": (window?.rootViewController as? PageViewController)?.address ?? ""]
        return activity
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        scene.userActivity = stateRestorationActivity(for: scene)
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        scene.userActivity = nil
    }
}
