/// `SceneDelegate.swift` for a Swift app: the window's life cycle, moved from the app delegate.
enum SwiftSceneDelegateSource {
    static func text(_ code: SceneDelegateCode) -> String {
        var out = (["import UIKit"] + code.imports).joined(separator: "\n") + "\n\n"
        out += "/// The app's window in the UIScene life cycle (Apple's TN3187), written by `uistate migrate scenes`.\n"
        if let storyboard = code.storyboard {
            out += "/// UIKit makes the window from the scene configuration's storyboard (\(storyboard)) before\n/// `scene(_:willConnectTo:options:)`.\n"
        } else if let moved = code.moved {
            out += "/// The window is made here, by the code moved from AppDelegate's `\(moved.from)`.\n"
        }
        if code.appDelegate != nil {
            out += "/// What the app delegate does for the app as a whole stays there; the scene's events are\n/// forwarded to the app delegate's methods that handled them before.\n"
        }
        out += "class \(code.className): UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n"
        let delegate = code.appDelegate
        let forwards = !code.lifeCycle.isEmpty || code.openURL != nil || code.continueActivity || code.shortcut
        if let delegate, forwards || code.appDelegateWindow != nil {
            out += "\n    /// The app delegate, which still does what it did for the app.\n"
            out += "    private var appDelegate: \(delegate)? { UIApplication.shared.delegate as? \(delegate) }\n"
        }
        out += willConnect(code)
        if code.restores { out += restoration }
        for event in code.lifeCycle {
            let name = String(event.sceneSwiftName.prefix { $0 != "(" })
            let appName = String(event.appSwiftName.prefix { $0 != "(" })
            out += "\n    func \(name)(_ scene: UIScene) {\n        appDelegate?.\(appName)(UIApplication.shared)\n    }\n"
        }
        if let handler = code.openURL {
            out += "\n    /// URLs opened while the scene runs; at launch they come from the connection options.\n"
            out += "    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {\n"
            out += "        for context in URLContexts {\n"
            switch handler {
            case .options:
                out += """
                                var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]
                                if let sourceApplication = context.options.sourceApplication { options[.sourceApplication] = sourceApplication }
                                if let annotation = context.options.annotation { options[.annotation] = annotation }
                                _ = appDelegate?.application(UIApplication.shared, open: context.url, options: options)

                    """
            case .sourceApplication:
                out += "            _ = appDelegate?.application(UIApplication.shared, open: context.url, sourceApplication: context.options.sourceApplication, annotation: context.options.annotation as Any)\n"
            case .handleOpen:
                out += "            _ = appDelegate?.application(UIApplication.shared, handleOpen: context.url)\n"
            }
            out += "        }\n    }\n"
        }
        if code.continueActivity {
            // The objects as the app's own handler declares them.
            let restore = code.restorationHandlerTakesAny ? "($0 as? UIUserActivityRestoring)?.restoreUserActivityState(userActivity)" : "$0.restoreUserActivityState(userActivity)"
            out += """

                    /// Handoff, universal links and Spotlight; at launch the activity comes from the
                    /// connection options. Objects the app delegate hands back restore from it, as UIKit did.
                    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                        _ = appDelegate?.application(UIApplication.shared, continue: userActivity) { restoring in
                            restoring?.forEach { \(restore) }
                        }
                    }

                """
        }
        if code.shortcut {
            out += """

                    /// Home Screen quick actions; at launch the shortcut comes from the connection options.
                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        guard let appDelegate else {
                            completionHandler(false)
                            return
                        }
                        appDelegate.application(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler)
                    }

                """
        }
        out += "}\n"
        return out
    }

    static let restoration = """

            /// The scene's state for its next launch: the view controllers' classic restoration, carried.
            func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                guard let userInfo = SceneRestoration.userInfo(for: window) else { return nil }
                let activity = NSUserActivity(activityType: SceneRestoration.activityType)
                activity.addUserInfoEntries(from: userInfo)
                return activity
            }

        """

    static func willConnect(_ code: SceneDelegateCode) -> String {
        let moved = code.moved
        let needsScene = moved?.usesWindowScene == true || code.shortcut
        let needsDelegate = moved?.usesAppDelegate == true
        var out = "\n    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {\n"
        var conditions: [String] = []
        if needsScene { conditions.append("let windowScene = scene as? UIWindowScene") }
        if needsDelegate, let delegate = code.appDelegate { conditions.append("let appDelegate = UIApplication.shared.delegate as? \(delegate)") }
        if !conditions.isEmpty { out += "        guard " + conditions.joined(separator: ", ") + " else { return }\n" }
        var before: [String] = []
        var after: [String] = []
        if let moved {
            let split = min(moved.showsWindowAt ?? moved.lines.count, moved.restoreAt ?? moved.lines.count)
            before = Array(moved.lines[..<split])
            after = Array(moved.lines[split...])
            out += "        // Moved from AppDelegate's \(moved.from).\n"
            out += before.map { $0.isEmpty ? "\n" : "        " + $0 + "\n" }.joined()
        }
        if let property = code.appDelegateWindow, code.appDelegate != nil {
            out += "        // The app delegate's window is this scene's: code that reads it still finds it.\n"
            out += "        " + (needsDelegate ? "appDelegate" : "appDelegate?") + ".\(property) = window\n"
        }
        if code.restores {
            out += "        // The state the scene saved (the view controllers' classic restoration, carried).\n"
            out += "        if let activity = session.stateRestorationActivity {\n            SceneRestoration.restore(activity, in: window)\n        }\n"
        }
        if let restoreAt = moved?.restoreAt, restoreAt < (moved?.showsWindowAt ?? Int.max), code.restores {
            out += "        // Moved from didFinishLaunching, which ran after classic restoration: its checks see the restored tree.\n"
        }
        out += after.map { $0.isEmpty ? "\n" : "        " + $0 + "\n" }.joined()
        if code.openURL != nil || code.continueActivity || code.shortcut {
            out += "        // What launched the app (UIKit no longer hands it to the app delegate's launch).\n"
        }
        if code.openURL != nil {
            out += "        if !connectionOptions.urlContexts.isEmpty {\n            self.scene(scene, openURLContexts: connectionOptions.urlContexts)\n        }\n"
        }
        if code.continueActivity {
            out += "        for activity in connectionOptions.userActivities {\n            self.scene(scene, continue: activity)\n        }\n"
        }
        if code.shortcut {
            out += "        if let shortcutItem = connectionOptions.shortcutItem {\n            self.windowScene(windowScene, performActionFor: shortcutItem) { _ in }\n        }\n"
        }
        return out + "    }\n"
    }
}
