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

    /// `listing`: the targets without their files (for completion).
    static func read(_ path: String, reader: ProjectFileReader, listing: Bool = false) -> BuildProject? {
        var visited: Set<String> = []
        let projectFolder = isRootTemplate(path, reader: reader) ? "" : folder(of: path)
        guard let spec = merged(path, relativeTo: projectFolder, reader: reader, visited: &visited) else { return nil }
        // Paths are relative to the folder read now, whichever file wrote them.
        var targetNodes: [(name: String, node: YAMLNode)] = []
        var templates: [String: YAMLNode] = [:]
        if case .mapping(let entries)? = spec["targetTemplates"] { for entry in entries { templates[entry.key] = entry.value } }
        if case .mapping(let entries)? = spec["targets"] { targetNodes = entries.map { ($0.key, $0.value) } }
        let projectSettings = spec["settings"].map { [$0] } ?? []
        let projectConfigFiles = spec["configFiles"].map { [($0, "")] } ?? []
        let configuration = spec["options"]?["defaultConfig"]?.text ?? "Release"
        var localPackages: [String] = []
        var localProductsByPackage: [String: String] = [:]
        if case .mapping(let entries)? = spec["packages"] {
            for entry in entries {
                guard let folder = entry.value["path"]?.text else { continue }
                localPackages.append(folder)
                localProductsByPackage[entry.key] = folder
            }
        }
        localPackages += spec["localPackages"]?.items.compactMap(\.text) ?? []
        let targets = targetNodes.map { entry -> ProjectTarget in
            var node = entry.node
            for template in node["templates"]?.items.compactMap(\.text) ?? [] {
                if let body = templates[template] { node = mergedNode(node, onto: body) }
            }
            return target(entry.name, node: node, folder: "", projectFolder: projectFolder, configuration: configuration,
                          projectSettings: projectSettings, projectConfigFiles: projectConfigFiles, localPackages: localProductsByPackage, specPath: path,
                          projectDeploymentTarget: spec["options"]?["deploymentTarget"]?["iOS"]?.text, listing: listing, reader: reader)
        }
        return BuildProject(path: path, format: .xcodeGen, folder: projectFolder, targets: targets.sorted { $0.name < $1.name }, localPackages: localPackages.sorted())
    }

    static func folder(of path: String) -> String { FileSystem.parent(of: path) == "." ? "" : FileSystem.parent(of: path) }

    /// A spec written to be copied to the folder's root and generated there (a script copies
    /// `Apps/<App>/project.yml` up): its includes are found from the root, not beside it.
    static func isRootTemplate(_ path: String, reader: ProjectFileReader) -> Bool {
        let own = folder(of: path)
        guard !own.isEmpty, let bytes = reader.bytes(path) else { return false }
        let listed = includes(YAMLDocument.read(String(decoding: bytes, as: UTF8.self)))
        return !listed.isEmpty && listed.allSatisfy { !reader.isFile(reader.join(own, $0.path)) } && listed.contains { reader.isFile(reader.join("", $0.path)) }
    }

    /// Whether another spec of the folder includes `spec` (then it is part of that project,
    /// not a project of its own).
    static func isIncluded(_ spec: String, by specs: [String], reader: ProjectFileReader) -> Bool {
        specs.contains { other in
            guard other != spec, let bytes = reader.bytes(other) else { return false }
            let node = YAMLDocument.read(String(decoding: bytes, as: UTF8.self))
            let base = isRootTemplate(other, reader: reader) ? "" : folder(of: other)
            return includes(node).contains { reader.join(base, $0.path) == spec }
        }
    }

    /// A spec's `include:` entries: a path, or `path:` with `relativePaths:`.
    static func includes(_ node: YAMLNode) -> [(path: String, relativePaths: Bool)] {
        (node["include"]?.items ?? []).compactMap { include in
            guard let path = include.text ?? include["path"]?.text else { return nil }
            return (path, include["relativePaths"]?.text.map { !["false", "NO", "no"].contains($0) } ?? true)
        }
    }

    /// A spec with what it includes, merged as XcodeGen merges them: the included specs in
    /// order, then the including one on top; mappings merged key by key at every level,
    /// sequences appended, a `key:REPLACE` replacing. Each file's paths are made relative to
    /// the folder read first: to its own folder, or (`relativePaths: false`) to the project's.
    static func merged(_ path: String, relativeTo base: String, reader: ProjectFileReader, visited: inout Set<String>) -> YAMLNode? {
        guard visited.count < maximumIncludes, visited.insert(path).inserted, let bytes = reader.bytes(path) else { return nil }
        let node = YAMLDocument.read(String(decoding: bytes, as: UTF8.self))
        let own = isRootTemplate(path, reader: reader) ? "" : folder(of: path)
        var result = YAMLNode.mapping([])
        for include in includes(node) {
            let included = reader.join(own, include.path)
            if let sub = merged(included, relativeTo: include.relativePaths ? folder(of: included) : base, reader: reader, visited: &visited) {
                result = mergedNode(sub, onto: result)
            }
        }
        return mergedNode(resolvingPaths(node, from: base, reader: reader), onto: result)
    }

    /// `top` merged onto `base` (XcodeGen's `merged(onto:)`).
    static func mergedNode(_ top: YAMLNode, onto base: YAMLNode) -> YAMLNode {
        guard case .mapping(let topEntries) = top, case .mapping(var entries) = base else { return top }
        for entry in topEntries {
            if entry.key.hasSuffix(":REPLACE") {
                let key = String(entry.key.dropLast(":REPLACE".count))
                entries.removeAll { $0.key == key }
                entries.append(YAMLEntry(key: key, value: entry.value))
                continue
            }
            guard let index = entries.firstIndex(where: { $0.key == entry.key }) else {
                entries.append(entry)
                continue
            }
            switch (entry.value, entries[index].value) {
            case (.mapping, .mapping): entries[index].value = mergedNode(entry.value, onto: entries[index].value)
            case (.sequence(let added), .sequence(let existing)): entries[index].value = .sequence(existing + added)
            default: entries[index].value = entry.value
            }
        }
        return .mapping(entries)
    }

    /// The spec's paths (sources, info and entitlements files, config files, packages, file
    /// groups) relative to the folder read, from `folder`.
    static func resolvingPaths(_ node: YAMLNode, from folder: String, reader: ProjectFileReader) -> YAMLNode {
        func path(_ value: YAMLNode) -> YAMLNode { value.text.map { .scalar(reader.join(folder, $0)) } ?? value }
        func mapValues(_ value: YAMLNode, _ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
            guard case .mapping(let entries) = value else { return value }
            return .mapping(entries.map { YAMLEntry(key: $0.key, value: transform($0.value)) })
        }
        func withKey(_ value: YAMLNode, _ key: String, _ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
            guard case .mapping(let entries) = value else { return value }
            return .mapping(entries.map { $0.key == key ? YAMLEntry(key: key, value: transform($0.value)) : $0 })
        }
        func items(_ value: YAMLNode, _ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
            if case .sequence(let list) = value { return .sequence(list.map(transform)) }
            return transform(value)
        }
        func source(_ value: YAMLNode) -> YAMLNode { value.text != nil ? path(value) : withKey(value, "path", path) }
        func target(_ value: YAMLNode) -> YAMLNode {
            var result = withKey(value, "sources") { items($0, source) }
            result = withKey(result, "configFiles") { mapValues($0, path) }
            result = withKey(result, "info") { withKey($0, "path", path) }
            result = withKey(result, "entitlements") { withKey($0, "path", path) }
            return result
        }
        var result = withKey(node, "targets") { mapValues($0, target) }
        result = withKey(result, "targetTemplates") { mapValues($0, target) }
        result = withKey(result, "configFiles") { mapValues($0, path) }
        result = withKey(result, "packages") { mapValues($0) { withKey($0, "path", path) } }
        result = withKey(result, "localPackages") { items($0, path) }
        result = withKey(result, "fileGroups") { items($0, path) }
        return result
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
                       projectConfigFiles: [(YAMLNode, String)], localPackages: [String: String], specPath: String, projectDeploymentTarget: String? = nil,
                       listing: Bool = false, reader: ProjectFileReader) -> ProjectTarget {
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
        // `deploymentTarget:` (a target's, or the project's `options.deploymentTarget.iOS`).
        if let version = node["deploymentTarget"]?.text ?? node["deploymentTarget"]?["iOS"]?.text ?? projectDeploymentTarget {
            targetLevel.insert(BuildSettings.Assignment(key: "IPHONEOS_DEPLOYMENT_TARGET", value: version), at: 0)
        }
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
        for source in listing ? [] : node["sources"]?.items ?? [] {
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
