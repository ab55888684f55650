// A scene's connection, its saved restoration activity and its life cycle, written in UIKit's
// on-disk format for scenes (../shared/uikit-scenes.md): `KnownSceneSessions/data.data` (the
// session index: identifier -> keyed archive of a `UISceneSession`) and `<identifier>/data.data`
// (a dictionary with the activity's type, title and secure-coded userInfo).

/// A session as the index archives it (`_UISceneSession...` keys, read by uistate's SceneCoding).
final class ArchivedSession: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let identifier: String
    let configurationName: String
    init(identifier: String, configurationName: String) {
        self.identifier = identifier
        self.configurationName = configurationName
    }
    required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "_UISceneSessionPersistentIdentifier") as? String else { return nil }
        self.identifier = identifier
        let configuration = coder.decodeObject(forKey: "_UISceneSessionSceneConfiguration") as? ArchivedConfiguration
        configurationName = configuration?.name ?? "Default Configuration"
    }
    func encode(with coder: NSCoder) {
        coder.encode("UIWindowSceneSessionRoleApplication", forKey: "_UISceneSessionRole")
        coder.encode(identifier, forKey: "_UISceneSessionPersistentIdentifier")
        coder.encode(ArchivedConfiguration(name: configurationName), forKey: "_UISceneSessionSceneConfiguration")
    }
}

/// A manifest configuration as a session archives it: its name and role only (uikit-scenes.md).
final class ArchivedConfiguration: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let name: String
    init(name: String) { self.name = name }
    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "_UISceneConfigurationName") as? String ?? "Default Configuration"
    }
    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "_UISceneConfigurationName")
        coder.encode("UIWindowSceneSessionRoleApplication", forKey: "_UISceneConfigurationSessionRole")
    }
}

@MainActor enum SceneLifecycle {
    static let indexFile = "KnownSceneSessions/data.data"

    static func registerClasses() {
        NSKeyedArchiver.setClassName("UISceneSession", for: ArchivedSession.self)
        NSKeyedArchiver.setClassName("UISceneConfiguration", for: ArchivedConfiguration.self)
        NSKeyedUnarchiver.setClass(ArchivedSession.self, forClassName: "UISceneSession")
        NSKeyedUnarchiver.setClass(ArchivedConfiguration.self, forClassName: "UISceneConfiguration")
    }

    /// The first session of the saved index, if any.
    static func savedSession() -> String? {
        registerClasses()
        guard let data = try? Data(contentsOf: StandIn.stateFolder.appendingPathComponent(indexFile)),
              let index = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        for key in index.keys.sorted() {
            guard let entry = index[key] as? Data, let coder = try? NSKeyedUnarchiver(forReadingFrom: entry) else { continue }
            coder.requiresSecureCoding = false
            if let session = coder.decodeObject(forKey: "CanvasRestorationCanvasDefinitionKey") as? ArchivedSession { return session.identifier }
        }
        return nil
    }

    /// The values the decompiled `_getRestorationUserActivityForPersistentIdentifier:error:`
    /// accepts in userInfo (`decodeObjectOfClasses:` over plist classes: any other makes the whole
    /// activity nil, notes/scene-migration.md).
    static func isPlistValue(_ value: Any) -> Bool {
        switch value {
        case is String, is Data, is Date, is Bool, is Int, is Double, is Float, is NSNumber, is NSString, is NSData, is NSDate, is URL, is NSNull:
            return true
        case let array as [Any]: return array.allSatisfy(isPlistValue)
        case let dictionary as [AnyHashable: Any]: return dictionary.allSatisfy { $0.key.base is String && isPlistValue($0.value) }
        default: return false
        }
    }

    /// The session's saved activity (nil when there is none or its userInfo does not decode).
    static func savedActivity(_ identifier: String) -> NSUserActivity? {
        guard let data = try? Data(contentsOf: StandIn.stateFolder.appendingPathComponent(identifier + "/data.data")),
              let saved = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let type = saved["CanvasRestorationUserActivityTypeKey"] as? String
        else { return nil }
        let activity = NSUserActivity(activityType: type)
        activity.title = saved["CanvasRestorationUserActivityTitleKey"] as? String
        if let infoData = saved["CanvasRestorationUserActivityUserInfoDataKey"] as? Data {
            guard let coder = try? NSKeyedUnarchiver(forReadingFrom: infoData) else { return nil }
            coder.requiresSecureCoding = false
            guard let info = coder.decodeObject(forKey: "CanvasRestorationUserActivityUserInfoKey") as? [AnyHashable: Any], isPlistValue(info) else {
                StandIn.log("scene: the saved activity's userInfo does not decode: no activity")
                return nil
            }
            activity.userInfo = info
        }
        return activity
    }

    /// Saves the scene's activity at background (decompiled `_saveSceneRestorationState`: the
    /// delegate's `stateRestorationActivityForScene:`, then a dictionary of its type, title and
    /// secure-coded userInfo; nil clears the file), and the session index.
    static func save(_ scene: UIScene) {
        registerClasses()
        let identifier = scene.session.persistentIdentifier
        let activity = scene.delegate?.stateRestorationActivity(for: scene)
        let file = identifier + "/data.data"
        if let activity {
            var saved: [String: Any] = ["CanvasRestorationUserActivityTypeKey": activity.activityType]
            if let title = activity.title { saved["CanvasRestorationUserActivityTitleKey"] = title }
            if let info = activity.userInfo {
                let archiver = NSKeyedArchiver(requiringSecureCoding: true)
                archiver.encode(info, forKey: "CanvasRestorationUserActivityUserInfoKey")
                archiver.finishEncoding()
                saved["CanvasRestorationUserActivityUserInfoDataKey"] = archiver.encodedData
                if !isPlistValue(info) { StandIn.log("scene: userInfo holds a value that is not a property list: it will not decode") }
            }
            if let data = try? PropertyListSerialization.data(fromPropertyList: saved, format: .binary, options: 0) {
                StandIn.writeFile(data, file)
            }
        } else {
            try? FileManager.default.removeItem(at: StandIn.stateFolder.appendingPathComponent(file))
        }
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.setClassName("UISceneSession", for: ArchivedSession.self)
        archiver.setClassName("UISceneConfiguration", for: ArchivedConfiguration.self)
        archiver.encode(ArchivedSession(identifier: identifier, configurationName: scene.session.configuration.name ?? "Default Configuration"),
                        forKey: "CanvasRestorationCanvasDefinitionKey")
        archiver.finishEncoding()
        if let index = try? PropertyListSerialization.data(fromPropertyList: [identifier: archiver.encodedData], format: .binary, options: 0) {
            StandIn.writeFile(index, indexFile)
        }
        StandIn.log("scene: saved activity \(activity?.activityType ?? "nil")")
    }

    /// The manifest's first window configuration (`UISceneConfigurations`).
    static var manifestConfiguration: [String: Any]? {
        let manifest = StandIn.info["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        return (configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first
    }

    /// Connects the app's scene (Apple, "Specifying the scenes your app supports" and
    /// `scene(_:willConnectTo:options:)`): the session (the saved one, with its restoration
    /// activity, else a new one), the configuration (the app delegate's
    /// `configurationForConnecting`, else the manifest's), the delegate made from its class, the
    /// storyboard's window given to the delegate before `willConnectTo` and shown after it.
    static func connect(_ options: UIScene.ConnectionOptions) {
        let identifier = savedSession() ?? UUID().uuidString
        let activity = savedActivity(identifier)
        let manifest = manifestConfiguration ?? [:]
        var configuration = UISceneConfiguration(name: manifest["UISceneConfigurationName"] as? String, sessionRole: .windowApplication)
        let session = UISceneSession(persistentIdentifier: identifier, configuration: configuration, stateRestorationActivity: activity)
        if let delegate = UIApplication.shared.delegate {
            let (implemented, asked) = Unimplemented.implements("configurationForConnecting") {
                delegate.application(.shared, configurationForConnecting: session, options: options)
            }
            if implemented { configuration = asked }
        }
        let delegateName = configuration.delegateClass.map { NSStringFromClass($0) } ?? manifest["UISceneDelegateClassName"] as? String
        guard let delegateName, let sceneDelegate = ObjectFactory.make(delegateName) as? UISceneDelegate else {
            StandIn.log("scene: no scene delegate (a black screen)")
            return
        }
        let scene = UIWindowScene(session: UISceneSession(persistentIdentifier: identifier, configuration: configuration, stateRestorationActivity: activity))
        scene.session.scene = scene
        scene.delegate = sceneDelegate
        StandIn.scene = scene
        let storyboardName = configuration.storyboard?.name ?? manifest["UISceneStoryboardFile"] as? String
        var storyboardWindow: UIWindow?
        if let storyboardName, let windowDelegate = sceneDelegate as? UIWindowSceneDelegate {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UIStoryboard(name: storyboardName, bundle: nil).instantiateInitialViewController()
            windowDelegate.window = window
            storyboardWindow = window
        }
        StandIn.log("scene: willConnectTo (activity \(activity?.activityType ?? "nil"))")
        sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)
        storyboardWindow?.makeKeyAndVisible()
        StandIn.turnRunLoop()
        scene.activationState = .foregroundInactive
        sceneDelegate.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        sceneDelegate.sceneDidBecomeActive(scene)
        StandIn.turnRunLoop()
    }

    /// Background: resign active, enter background, then the save (Apple,
    /// `stateRestorationActivity(for:)`: "UIKit calls this method ... when the scene moves to the
    /// background"); the app-level classic part still runs (notes/scene-migration.md).
    static func background(_ scene: UIScene) {
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillResignActive(scene)
        scene.activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        save(scene)
        ClassicRestoration.preserve(window: nil)
    }
}
