/// `SceneDelegate.swift` for a Swift app: the scene's window, with the app delegate's own code
/// called where classic UIKit ran it.
enum SwiftSceneDelegateSource {
    static func text(_ code: SceneDelegateCode) -> String {
        var out = "import UIKit\n\n"
        if !code.warnings.isEmpty { out += ReviewWarnings.swiftBlock(code.warnings) + "\n" }
        out += "/// The app's window in the UIScene life cycle (Apple's TN3187), written by `uistate migrate scenes`.\n"
        if let storyboard = code.storyboard {
            out += "/// UIKit makes the window from the scene configuration's storyboard (\(storyboard)) before\n/// `scene(_:willConnectTo:options:)`.\n"
        }
        out += "/// What \(code.appDelegate) did for the app as a whole stays there; the scene's events are\n/// forwarded to its methods that handled them before.\n"
        out += "class \(code.className): UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n"
        let forwards = !code.lifeCycle.isEmpty || code.openURL != nil || code.continueActivity || code.shortcut
        if forwards, code.inheritsFrom == nil {
            out += "\n    /// The app delegate, which still does what it did for the app.\n"
            out += "    private var appDelegate: \(code.appDelegate)? { UIApplication.shared.delegate as? \(code.appDelegate) }\n"
        }
        out += willConnect(code)
        if code.restores { out += restoration }
        // Through the protocol when a superclass outside the app may implement the handler: called
        // where the delegate has it.
        let delegate = code.inheritsFrom == nil ? "appDelegate" : "UIApplication.shared.delegate"
        let optional = code.inheritsFrom == nil ? "" : "?"
        if let inherited = code.inheritsFrom {
            out += "\n    // \(code.appDelegate)'s superclass \(inherited) is outside the app: each event and handler is\n    // forwarded to whatever the app delegate implements, its own or inherited.\n"
        }
        for event in code.lifeCycle {
            let name = String(event.sceneSwiftName.prefix { $0 != "(" })
            let appName = String(event.appSwiftName.prefix { $0 != "(" })
            out += "\n    func \(name)(_ scene: UIScene) {\n        \(delegate)?.\(appName)\(optional)(UIApplication.shared)\n    }\n"
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
                                _ = \(delegate)?.application\(optional)(UIApplication.shared, open: context.url, options: options)

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
                        _ = \(delegate)?.application\(optional)(UIApplication.shared, continue: userActivity) { restoring in
                            restoring?.forEach { \(restore) }
                        }
                    }

                """
        }
        if code.shortcut, code.inheritsFrom != nil {
            out += """

                    /// Home Screen quick actions; at launch the shortcut comes from the connection options.
                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        if UIApplication.shared.delegate?.application?(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler) == nil {
                            completionHandler(false)
                        }
                    }

                """
        } else if code.shortcut {
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
                let activity = NSUserActivity(activityType: SceneRestoration.activityType)
                activity.addUserInfoEntries(from: SceneRestoration.userInfo(for: window))
                return activity
            }

        """

    static func willConnect(_ code: SceneDelegateCode) -> String {
        let needsScene = code.setUp.beforeRestore != nil || code.setUp.afterRestore != nil || code.shortcut
        var out = "\n    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {\n"
        if needsScene { out += "        guard let windowScene = scene as? UIWindowScene else { return }\n" }
        if code.needsAppDelegate {
            out += "        let appDelegate = UIApplication.shared.delegate as? \(code.appDelegate)\n"
        }
        if let property = code.appDelegateWindow, code.storyboard != nil {
            out += "        // The app delegate's window is this scene's, before any of its code runs.\n"
            out += "        appDelegate?.\(property) = window\n"
        }
        if let setUp = code.setUp.beforeRestore {
            out += CodeComment.lines("The window's set-up, moved from \(code.appDelegate)'s \(setUp.from).", indent: "        ")
            out += "        " + setUp.swiftCall(appDelegate: "appDelegate?") + "\n"
        }
        if let property = code.appDelegateWindow, code.storyboard == nil, code.setUp.beforeRestore?.makesWindow == true {
            out += "        window = appDelegate?.\(property)\n"
        }
        if code.restores {
            out += "        // The state the scene saved (the view controllers' classic restoration, carried).\n"
            out += "        if let activity = session.stateRestorationActivity {\n            SceneRestoration.restore(activity, in: window)\n        }\n"
        }
        if let finish = code.setUp.afterRestore {
            out += CodeComment.lines("The window code of \(code.appDelegate)'s \(finish.from)\(code.restores ? ", which ran after classic restoration" : "").", indent: "        ")
            out += "        " + finish.swiftCall(appDelegate: "appDelegate?") + "\n"
            if let property = code.appDelegateWindow, code.storyboard == nil, finish.makesWindow {
                out += "        window = appDelegate?.\(property)\n"
            }
        }
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
