import PropertyList

/// What an app's Info.plist says about restoration: whether it has a scene manifest (and its
/// configurations), the activity types it declares (`NSUserActivityTypes`), its main
/// storyboard. From the file, from a target's generated keys, or both merged.
public struct InfoPlistFacts: Sendable {
    public struct SceneConfiguration: Sendable, Equatable {
        public var role: String
        public var name: String?
        public var delegateClass: String?
        public var storyboard: String?
    }

    /// The file, relative to the project folder; nil for keys from build settings alone.
    public var path: String?
    /// `UIApplicationSceneManifest` present (or generated).
    public var hasSceneManifest: Bool
    public var sceneConfigurations: [SceneConfiguration]
    public var activityTypes: [String]?
    public var mainStoryboard: String?

    static let manifestKey = "UIApplicationSceneManifest"

    /// From a plist file's values (`path` for messages).
    init(path: String?, plist: PropertyListValue) {
        self.path = path
        hasSceneManifest = plist[Self.manifestKey] != nil
        sceneConfigurations = []
        if case .dictionary(let roles)? = plist[Self.manifestKey]?["UISceneConfigurations"] {
            for role in roles {
                guard case .array(let items) = role.value else { continue }
                for item in items {
                    func text(_ key: String) -> String? {
                        if case .string(let value)? = item[key] { return value }
                        return nil
                    }
                    sceneConfigurations.append(SceneConfiguration(role: role.key, name: text("UISceneConfigurationName"),
                                                                  delegateClass: text("UISceneDelegateClassName"), storyboard: text("UISceneStoryboardFile")))
                }
            }
        }
        if case .array(let types)? = plist["NSUserActivityTypes"] {
            activityTypes = types.compactMap { if case .string(let text) = $0 { text } else { nil } }
        }
        if case .string(let storyboard)? = plist["UIMainStoryboardFile"] { mainStoryboard = storyboard }
    }

    /// A target's generated keys laid over its file's facts (the generated ones win, as the
    /// build merges them).
    func merging(generated keys: [String: String]) -> InfoPlistFacts {
        var facts = self
        if keys["UIApplicationSceneManifest_Generation"] == "YES" { facts.hasSceneManifest = true }
        if let storyboard = keys["UIMainStoryboardFile"] { facts.mainStoryboard = storyboard }
        if let types = keys["NSUserActivityTypes"] { facts.activityTypes = types.split(separator: " ").map(String.init) }
        return facts
    }

    /// A bare class name from a manifest value: `$(PRODUCT_MODULE_NAME).SceneDelegate` -> `SceneDelegate`.
    public static func className(_ value: String) -> String {
        value.split(separator: ".").last.map(String.init) ?? value
    }
}
