import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let photos = PhotosViewController(nibName: nil, bundle: nil)
        photos.restorationIdentifier = "Photos"
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: photos)
        window.rootViewController?.restorationIdentifier = "Navigation"
        self.window = window
        window.makeKeyAndVisible()
    }
}
