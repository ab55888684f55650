import PropertyList

/// An Xcode project's app targets, from `project.pbxproj` (an OpenStep property list): each
/// target's Info.plist file or generated Info.plist keys, bundle id and deployment target,
/// from its Release configuration (Debug when there is no Release), with the settings that
/// differ between the two named.
public struct XcodeProject: Sendable {
    public struct Target: Sendable {
        public var name: String
        public var bundleIdentifier: String?
        /// `INFOPLIST_FILE`, relative to the project folder, build-setting references resolved.
        public var infoPlistFile: String?
        /// `GENERATE_INFOPLIST_FILE = YES`: keys come from `INFOPLIST_KEY_<Key>` settings.
        public var generatesInfoPlist: Bool
        /// `INFOPLIST_KEY_<Key>` -> value.
        public var infoPlistKeys: [String: String]
        public var deploymentTarget: String?
        /// The configuration read (`Release`, or the only one).
        public var configuration: String
        /// Settings that matter here and differ between Debug and Release.
        public var differingSettings: [String]
    }

    /// The `.xcodeproj` folder, relative to the folder doctor reads.
    public var path: String
    public var targets: [Target]

    static let appProductTypes: Set<String> = ["com.apple.product-type.application", "com.apple.product-type.application.messages"]
    static let watchedSettings = ["INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE", "IPHONEOS_DEPLOYMENT_TARGET", "PRODUCT_BUNDLE_IDENTIFIER"]

    /// Reads a pbxproj's bytes; `path` is the `.xcodeproj` folder. A file in another shape is
    /// an error with its line; objects of unexpected shapes are skipped.
    static func read(path: String, bytes: [UInt8]) throws(PropertyListError) -> XcodeProject {
        let root = try OpenStepPropertyListReader.read(bytes)
        guard case .dictionary(let objectEntries)? = root["objects"] else { throw PropertyListError("no 'objects' dictionary") }
        var objects: [String: PropertyListValue] = [:]
        for entry in objectEntries { objects[entry.key] = entry.value }
        func string(_ value: PropertyListValue?) -> String? {
            if case .string(let text)? = value { return text }
            return nil
        }
        func configurations(_ listID: String?) -> [(name: String, settings: [String: String])] {
            guard let listID, case .array(let ids)? = objects[listID]?["buildConfigurations"] else { return [] }
            return ids.compactMap { id -> (String, [String: String])? in
                guard let id = string(id), let configuration = objects[id], let name = string(configuration["name"]) else { return nil }
                var settings: [String: String] = [:]
                if case .dictionary(let entries)? = configuration["buildSettings"] {
                    for entry in entries {
                        switch entry.value {
                        case .string(let text): settings[entry.key] = text
                        case .array(let items): settings[entry.key] = items.compactMap(string).joined(separator: " ")
                        default: break
                        }
                    }
                }
                return (name, settings)
            }
        }
        let projectObject = objects.values.first { string($0["isa"]) == "PBXProject" }
        let projectConfigurations = configurations(string(projectObject?["buildConfigurationList"]))
        var targets: [Target] = []
        for object in objects.values where string(object["isa"]) == "PBXNativeTarget" && appProductTypes.contains(string(object["productType"]) ?? "") {
            let name = string(object["name"]) ?? "?"
            let all = configurations(string(object["buildConfigurationList"]))
            guard let chosen = all.first(where: { $0.name == "Release" }) ?? all.first else { continue }
            let base = projectConfigurations.first { $0.name == chosen.name }?.settings ?? [:]
            let settings = base.merging(chosen.settings) { $1 }
            var differing: [String] = []
            if let debug = all.first(where: { $0.name == "Debug" }), chosen.name == "Release" {
                let debugSettings = (projectConfigurations.first { $0.name == "Debug" }?.settings ?? [:]).merging(debug.settings) { $1 }
                differing = (watchedSettings + settings.keys.filter { $0.hasPrefix("INFOPLIST_KEY_") }.sorted()).filter { settings[$0] != debugSettings[$0] }
            }
            func resolved(_ text: String) -> String {
                var value = text
                for (reference, replacement) in [("$(SRCROOT)/", ""), ("${SRCROOT}/", ""), ("$(PROJECT_DIR)/", ""), ("${PROJECT_DIR}/", ""),
                                                 ("$(TARGET_NAME)", name), ("${TARGET_NAME}", name), ("$(PRODUCT_NAME)", settings["PRODUCT_NAME"] ?? name)] {
                    value = value.replacing(reference, with: replacement)
                }
                return value
            }
            var keys: [String: String] = [:]
            for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") { keys[String(key.dropFirst("INFOPLIST_KEY_".count))] = value }
            targets.append(Target(
                name: name, bundleIdentifier: settings["PRODUCT_BUNDLE_IDENTIFIER"].map(resolved), infoPlistFile: settings["INFOPLIST_FILE"].map(resolved),
                generatesInfoPlist: settings["GENERATE_INFOPLIST_FILE"] == "YES", infoPlistKeys: keys, deploymentTarget: settings["IPHONEOS_DEPLOYMENT_TARGET"],
                configuration: chosen.name, differingSettings: differing))
        }
        return XcodeProject(path: path, targets: targets.sorted { $0.name < $1.name })
    }
}
