import PropertyList

/// What an app target's Info.plist says about restoration, as the build makes it: the file
/// (`INFOPLIST_FILE`, preprocessed when `INFOPLIST_PREPROCESS` says so, every branch read),
/// the keys the project file declares (XcodeGen, Tuist), and the generated keys
/// (`GENERATE_INFOPLIST_FILE`, `INFOPLIST_KEY_*`), in that order, later ones winning;
/// `$(VAR)` in values expanded with the target's settings.
public struct InfoPlistFacts: Sendable {
    public struct SceneConfiguration: Sendable, Equatable {
        public var role: String
        public var name: String?
        public var delegateClass: String?
        public var storyboard: String?
    }

    /// The file, relative to the folder read; nil when the keys come from elsewhere alone.
    public var path: String?
    /// The other configurations' files where `INFOPLIST_FILE` differs per configuration
    /// (Flutter's `Info-$(CONFIGURATION).plist`): each needs what `path` gets.
    public var otherConfigurationPaths: [String] = []
    /// Whether there is a scene manifest (`UIApplicationSceneManifest`, or generated); nil
    /// when it depends on a preprocessor branch (`manifestBranches` says which).
    public var hasSceneManifest: Bool?
    /// The branches that have the manifest, when only some have it.
    public var manifestBranches: String?
    /// The scene manifest is only the one Xcode generates (`UIApplicationSceneManifest_Generation`):
    /// none is written in the file or declared by the project.
    public var sceneManifestGenerated = false
    public var sceneConfigurations: [SceneConfiguration] = []
    /// `NSUserActivityTypes` (every branch's together); nil when no branch has it.
    public var activityTypes: [String]?
    public var mainStoryboard: String?
    /// `CFBundleIdentifier` as written (`$(PRODUCT_BUNDLE_IDENTIFIER)`,
    /// `com.example.${PRODUCT_NAME:rfc1034identifier}`), unexpanded: each build configuration
    /// expands it with its own settings.
    public var bundleIdentifierSource: String?
    /// `CFBundleVersion` and `CFBundleShortVersionString`, expanded.
    public var bundleVersion: String?
    public var shortVersion: String?
    /// Keys the file repeats (Xcode builds it; the last value counts), with their lines.
    public var duplicateKeys: [(key: String, line: Int)] = []
    /// The line of each key of an XML file's (`<key>UIMainStoryboardFile</key>`), the first
    /// of each name: where a finding about a key points.
    public var keyLines: [String: Int] = [:]

    /// The lines of the `<key>` elements of an XML property list.
    static func keyLines(_ bytes: [UInt8]) -> [String: Int] {
        var lines: [String: Int] = [:]
        var line = 1
        var index = 0
        let open = Array("<key>".utf8)
        while index < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
            } else if bytes[index] == UInt8(ascii: "<"), bytes.hasBytes("<key>", at: index) {
                let start = index + open.count
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "<"), bytes[end] != 0x0A { end += 1 }
                let key = String(decoding: bytes[start..<end], as: UTF8.self)
                if lines[key] == nil { lines[key] = line }
                index = end
                continue
            }
            index += 1
        }
        return lines
    }

    static let manifestKey = "UIApplicationSceneManifest"

    /// The facts of one Info.plist's values; `expand` resolves `$(VAR)` in strings.
    init(path: String?, plist: [PropertyListEntry], expand: (String) -> String) {
        self.path = path
        let plist = PropertyListValue.dictionary(plist)
        hasSceneManifest = plist[Self.manifestKey] != nil
        func text(_ value: PropertyListValue?) -> String? {
            if case .string(let value)? = value { return expand(value) }
            return nil
        }
        if case .dictionary(let roles)? = plist[Self.manifestKey]?["UISceneConfigurations"] {
            for role in roles {
                guard case .array(let items) = role.value else { continue }
                for item in items {
                    sceneConfigurations.append(SceneConfiguration(
                        role: role.key, name: text(item["UISceneConfigurationName"]), delegateClass: text(item["UISceneDelegateClassName"]),
                        storyboard: text(item["UISceneStoryboardFile"])))
                }
            }
        }
        if case .array(let types)? = plist["NSUserActivityTypes"] { activityTypes = types.compactMap { text($0) } }
        mainStoryboard = text(plist["UIMainStoryboardFile"])
        if case .string(let identifier)? = plist["CFBundleIdentifier"] { bundleIdentifierSource = identifier }
        bundleVersion = text(plist["CFBundleVersion"])
        shortVersion = text(plist["CFBundleShortVersionString"])
    }

    /// The facts of every variant of a preprocessed file together: a fact they disagree on is
    /// marked as depending on the branch.
    static func combining(_ variants: [(branches: String, facts: InfoPlistFacts)]) -> InfoPlistFacts? {
        guard var combined = variants.first?.facts else { return nil }
        let withManifest = variants.filter { $0.facts.hasSceneManifest == true }
        if !withManifest.isEmpty, withManifest.count < variants.count {
            combined.hasSceneManifest = nil
            combined.manifestBranches = withManifest.map(\.branches).joined(separator: "; ")
            combined.sceneConfigurations = withManifest[0].facts.sceneConfigurations
        }
        let types = variants.compactMap(\.facts.activityTypes)
        if !types.isEmpty {
            var seen: Set<String> = []
            combined.activityTypes = types.joined().filter { seen.insert($0).inserted }
        }
        combined.mainStoryboard = variants.lazy.compactMap(\.facts.mainStoryboard).first
        combined.bundleIdentifierSource = variants.lazy.compactMap(\.facts.bundleIdentifierSource).first
        combined.bundleVersion = variants.lazy.compactMap(\.facts.bundleVersion).first
        combined.shortVersion = variants.lazy.compactMap(\.facts.shortVersion).first
        return combined
    }

    /// The generated keys laid over these facts, as the build merges them.
    func merging(generated keys: [String: String]) -> InfoPlistFacts {
        var facts = self
        if keys["UIApplicationSceneManifest_Generation"] == "YES" {
            facts.sceneManifestGenerated = facts.hasSceneManifest != true
            facts.hasSceneManifest = true
            facts.manifestBranches = nil
        }
        if let storyboard = keys["UIMainStoryboardFile"] { facts.mainStoryboard = storyboard }
        // Not NSUserActivityTypes: Xcode generates only the INFOPLIST_KEY_ names it knows, and
        // writes nothing, without a warning, for that one (ActivityTypeUndeclared says so).
        return facts
    }

    /// A bare class name from a manifest value: `$(PRODUCT_MODULE_NAME).SceneDelegate` -> `SceneDelegate`.
    public static func className(_ value: String) -> String {
        value.split(separator: ".").last.map(String.init) ?? value
    }
}
