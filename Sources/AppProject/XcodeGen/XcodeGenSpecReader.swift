import Platform
import PropertyList

/// Reads an XcodeGen spec (`project.yml`) for a project whose `.xcodeproj` is generated and
/// not in the repository: its targets with their type and platform, the files under their
/// `sources` (less `excludes`), their `dependencies`, their settings (the project's and the
/// target's `configFiles` and `settings`, as XcodeGen writes them into the project), their
/// `info` (the Info.plist path and the `properties` XcodeGen writes into it) and their
/// `templates`; `include`d files are read in place, their paths relative to themselves.
enum XcodeGenSpecReader {
    static let maximumIncludes = 32

    /// One spec file's targets, with the folder their paths start from.
    struct SpecFile {
        var folder: String
        var node: YAMLNode
    }

    static func read(_ path: String, reader: ProjectFileReader) -> BuildProject? {
        var files: [SpecFile] = []
        var visited: Set<String> = []
        collect(path, reader: reader, into: &files, visited: &visited)
        guard let main = files.last else { return nil }
        let projectFolder = main.folder
        // Later files (the including one last) override earlier ones, as XcodeGen merges them.
        var targetNodes: [(name: String, node: YAMLNode, folder: String)] = []
        var templates: [String: YAMLNode] = [:]
        var projectSettings: [YAMLNode] = []
        var projectConfigFiles: [(YAMLNode, String)] = []
        var packages: [String: (node: YAMLNode, folder: String)] = [:]
        for file in files {
            if case .mapping(let entries)? = file.node["targetTemplates"] { for entry in entries { templates[entry.key] = entry.value } }
            if let settings = file.node["settings"] { projectSettings.append(settings) }
            if let configFiles = file.node["configFiles"] { projectConfigFiles.append((configFiles, file.folder)) }
            if case .mapping(let entries)? = file.node["packages"] { for entry in entries { packages[entry.key] = (entry.value, file.folder) } }
            if case .mapping(let entries)? = file.node["targets"] {
                for entry in entries {
                    if let existing = targetNodes.firstIndex(where: { $0.name == entry.key }) {
                        targetNodes[existing].node = merged(entry.value, over: targetNodes[existing].node)
                    } else {
                        targetNodes.append((entry.key, entry.value, file.folder))
                    }
                }
            }
        }
        let configuration = main.node["options"]?["defaultConfig"]?.text ?? "Release"
        var localPackages: [String] = []
        var localProductsByPackage: [String: String] = [:]
        for (name, package) in packages {
            guard let folder = package.node["path"]?.text else { continue }
            let located = reader.join(package.folder, folder)
            localPackages.append(located)
            localProductsByPackage[name] = located
        }
        if case .sequence(let items)? = main.node["localPackages"] {
            localPackages += items.compactMap(\.text).map { reader.join(main.folder, $0) }
        }
        let targets = targetNodes.map { entry -> ProjectTarget in
            var node = entry.node
            for template in node["templates"]?.items.compactMap(\.text) ?? [] {
                if let body = templates[template] { node = merged(node, over: body) }
            }
            return target(entry.name, node: node, folder: entry.folder, projectFolder: projectFolder, configuration: configuration,
                          projectSettings: projectSettings, projectConfigFiles: projectConfigFiles, localPackages: localProductsByPackage, specPath: path, reader: reader)
        }
        return BuildProject(path: path, format: .xcodeGen, folder: projectFolder, targets: targets.sorted { $0.name < $1.name }, localPackages: localPackages.sorted())
    }

    static func collect(_ path: String, reader: ProjectFileReader, into files: inout [SpecFile], visited: inout Set<String>) {
        guard visited.count < maximumIncludes, visited.insert(path).inserted, let bytes = reader.bytes(path) else { return }
        let node = YAMLDocument.read(String(decoding: bytes, as: UTF8.self))
        let folder = FileSystem.parent(of: path) == "." ? "" : FileSystem.parent(of: path)
        for include in node["include"]?.items ?? [] {
            guard let included = include.text ?? include["path"]?.text else { continue }
            collect(reader.join(folder, included), reader: reader, into: &files, visited: &visited)
        }
        files.append(SpecFile(folder: folder, node: node))
    }

    /// `top`'s keys over `base`'s (mappings merged key by key, one level deep).
    static func merged(_ top: YAMLNode, over base: YAMLNode) -> YAMLNode {
        guard case .mapping(let baseEntries) = base, case .mapping(let topEntries) = top else { return top }
        var entries = baseEntries.filter { entry in !topEntries.contains { $0.key == entry.key } }
        entries += topEntries
        return .mapping(entries)
    }

    static func kind(_ type: String) -> ProjectTarget.Kind {
        switch type {
        case "application": .application
        case "application.on-demand-install-capable": .appClip
        case "application.watchapp", "application.watchapp2": .watchApp
        case "framework", "framework.static": .framework
        case "library.static", "library.dynamic": .library
        case "bundle.unit-test": .unitTests
        case "bundle.ui-testing": .uiTests
        default: type.contains("extension") ? .appExtension : .other
        }
    }

    static func platform(_ name: String) -> ProjectTarget.Platform? {
        switch name {
        case "iOS": .iOS
        case "macOS": .macOS
        case "tvOS": .tvOS
        case "watchOS": .watchOS
        case "visionOS": .visionOS
        default: nil
        }
    }

    /// A `settings` node's assignments for a configuration: `base`, then `configs.<name>`; a
    /// mapping without those keys is the settings themselves.
    static func assignments(_ node: YAMLNode, configuration: String) -> [BuildSettings.Assignment] {
        func flat(_ node: YAMLNode?) -> [BuildSettings.Assignment] {
            guard case .mapping(let entries)? = node else { return [] }
            return entries.map { entry in
                let value = entry.value.text ?? entry.value.items.compactMap(\.text).joined(separator: " ")
                return BuildSettings.Assignment(setting: entry.key, value: value)
            }
        }
        if node["base"] != nil || node["configs"] != nil || node["groups"] != nil {
            var configValue: YAMLNode? = nil
            if case .mapping(let configs)? = node["configs"] {
                configValue = configs.last { $0.key.lowercased() == configuration.lowercased() }?.value
            }
            return flat(node["base"]) + flat(configValue)
        }
        return flat(node)
    }

    static func configFile(_ node: YAMLNode?, configuration: String, folder: String, projectFolder: String, reader: ProjectFileReader) -> [BuildSettings.Assignment] {
        guard case .mapping(let entries)? = node, let file = entries.last(where: { $0.key.lowercased() == configuration.lowercased() })?.value.text else { return [] }
        return XCConfigFile.assignments(reader.join(folder, file), projectFolder: projectFolder, reader: reader)
    }

    static func target(_ name: String, node: YAMLNode, folder: String, projectFolder: String, configuration: String, projectSettings: [YAMLNode],
                       projectConfigFiles: [(YAMLNode, String)], localPackages: [String: String], specPath: String, reader: ProjectFileReader) -> ProjectTarget {
        let type = node["type"]?.text ?? ""
        var platforms = Set((node["platform"]?.items ?? []).compactMap { $0.text.flatMap(platform) })
        if platforms.isEmpty, let supported = node["supportedDestinations"]?.items.compactMap(\.text) {
            platforms = Set(supported.compactMap { $0 == "iOS" || $0 == "macCatalyst" ? .iOS : platform($0) })
        }
        var levels: [[BuildSettings.Assignment]] = []
        for (configFiles, configFolder) in projectConfigFiles { levels.append(configFile(configFiles, configuration: configuration, folder: configFolder, projectFolder: projectFolder, reader: reader)) }
        for settings in projectSettings { levels.append(assignments(settings, configuration: configuration)) }
        levels.append(configFile(node["configFiles"], configuration: configuration, folder: folder, projectFolder: projectFolder, reader: reader))
        var targetLevel: [BuildSettings.Assignment] = []
        if let settings = node["settings"] { targetLevel = assignments(settings, configuration: configuration) }
        if let infoPath = node["info"]?["path"]?.text {
            // XcodeGen sets INFOPLIST_FILE to the file it writes, relative to the project.
            targetLevel.insert(BuildSettings.Assignment(key: "INFOPLIST_FILE", value: reader.absolute(reader.join(folder, infoPath))), at: 0)
        }
        levels.append(targetLevel)
        let root = reader.absolute(projectFolder)
        let sdks = platforms.contains(.iOS) || platforms.isEmpty ? ["iphoneos", "iphonesimulator"] : platforms.flatMap(XcodeProjectReader.Context.sdks)
        let settings = BuildSettings(
            levels: levels,
            builtIn: ["SRCROOT": root, "PROJECT_DIR": root, "SOURCE_ROOT": root, "TARGET_NAME": name, "PRODUCT_NAME": "$(TARGET_NAME)",
                      "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "CONFIGURATION": configuration, "PLATFORM_NAME": sdks[0]],
            context: .init(configuration: configuration, sdks: sdks))
        var files: [String] = []
        var budget = ProjectFiles.maximumFiles
        for source in node["sources"]?.items ?? [] {
            guard let sourcePath = source.text ?? source["path"]?.text else { continue }
            let located = reader.join(folder, sourcePath)
            let excludes = (source["excludes"]?.items.compactMap(\.text) ?? []).map { ($0, PathPattern($0)) }
            let found: [String] = reader.isDirectory(located)
                ? SynchronizedFolder.files(in: located, reader: reader, limit: &budget).filter { file in !excludes.contains { Self.excluded(file, by: $0.0, $0.1) } }
                    .map { located + "/" + $0 }
                : [located]
            files += found
        }
        var dependencies: [String] = []
        var products: [String] = []
        for dependency in node["dependencies"]?.items ?? [] {
            if let target = dependency["target"]?.text { dependencies.append(target) }
            if let package = dependency["package"]?.text, localPackages[package] != nil {
                products += dependency["products"]?.items.compactMap(\.text) ?? [dependency["product"]?.text ?? package]
            }
        }
        return ProjectTarget(
            name: name, kind: kind(type), productType: type, platforms: platforms, configuration: configuration, settings: settings,
            sources: files.filter(XcodeProjectReader.Context.isSource), headers: files.filter { $0.hasSuffix(".h") },
            interfaceFiles: files.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }, dependencies: dependencies, packageProducts: products,
            declaredInfo: node["info"]?["properties"].map(propertyList).flatMap { if case .dictionary(let entries) = $0 { entries } else { nil } },
            declaredIn: specPath)
    }

    /// An `excludes` pattern: a path, a folder (everything below it), or a glob.
    static func excluded(_ file: String, by pattern: String, _ glob: PathPattern) -> Bool {
        file == pattern || (file.hasPrefix(pattern) && file.dropFirst(pattern.count).first == "/") || glob.matches(file)
    }

    /// YAML as property list values: `true`/`false` (and `YES`/`NO`) are booleans, whole
    /// numbers integers, the rest text, as XcodeGen writes them.
    static func propertyList(_ node: YAMLNode) -> PropertyListValue {
        switch node {
        case .null: return .string("")
        case .scalar(let text):
            switch text {
            case "true", "YES", "yes": return .bool(true)
            case "false", "NO", "no": return .bool(false)
            default: return Int128(text).map { .integer($0) } ?? .string(text)
            }
        case .sequence(let items): return .array(items.map(propertyList))
        case .mapping(let entries): return .dictionary(entries.map { PropertyListEntry($0.key, propertyList($0.value)) })
        }
    }
}
