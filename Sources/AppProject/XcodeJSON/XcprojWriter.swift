import PropertyList

/// Writes a project's object graph (what a `project.pbxproj` holds, or what `XcprojObjects`
/// made of a `project.xcproj`) as `project.xcproj`, in Xcode's layout (`XcprojPrinter`): what
/// "convert to the JSON format" gives, for the parts a build reads. Each file says its target
/// membership; a setting the same in every configuration is a plain key, one that differs is
/// a `KEY[config=Name]` per configuration that has it; a name path where names are unique,
/// else the object's id (then written on the object). Left out as the format leaves them out:
/// a file's `lastKnownFileType` and editor settings, a file reference's own name, build action
/// masks, the object version. Unknown phase kinds and copy destinations are written as far as
/// the format has words for them.
public enum XcprojWriter {
    /// A `project.pbxproj`'s bytes as `project.xcproj`: what converting the project to the
    /// JSON format gives; nil when it holds no project.
    public static func text(convertingPropertyList bytes: [UInt8]) throws(PropertyListError) -> String? {
        guard case .dictionary(let entries)? = try OpenStepPropertyListReader.read(bytes)["objects"] else { return nil }
        return text(PBXObjects(Dictionary(entries.map { ($0.key, $0.value) }) { _, last in last }))
    }

    /// The file's text; nil when the graph has no `PBXProject`.
    public static func text(_ objects: PBXObjects) -> String? {
        guard let project = objects.ids(ofType: "PBXProject").first else { return nil }
        var converter = Converter(objects: objects, project: project)
        return XcprojPrinter.file(converter.projectTree())
    }
}

private struct Converter {
    let objects: PBXObjects
    let project: String
    /// Objects a name path cannot reach unambiguously: written with their id.
    var needsID: Set<String> = []
    /// File id -> the memberships naming it, in the phases' order.
    var memberships: [String: [XcprojTree]] = [:]
    var phaseReferences: [String: XcprojReference] = [:]
    var configurationNames: [String] = []
    /// The targets' products, which the format writes with their ids.
    let products: Set<String>

    init(objects: PBXObjects, project: String) {
        self.objects = objects
        self.project = project
        products = Set(objects.strings(project, "targets").compactMap { objects.string($0, "productReference") })
    }

    func string(_ id: String, _ key: String) -> String? { objects.string(id, key) }
    func strings(_ id: String, _ key: String) -> [String] { objects.strings(id, key) }
    func isa(_ id: String) -> String { string(id, "isa") ?? "" }

    static let phaseKinds = [
        "PBXSourcesBuildPhase": "compile-sources", "PBXResourcesBuildPhase": "resources", "PBXFrameworksBuildPhase": "frameworks",
        "PBXHeadersBuildPhase": "headers", "PBXCopyFilesBuildPhase": "copy", "PBXShellScriptBuildPhase": "script", "PBXRezBuildPhase": "rez",
        "PBXJavaArchiveBuildPhase": "java-archive", "PBXAppleScriptBuildPhase": "apple-script",
    ]
    static let encodings = ["4": "utf8", "10": "utf16", "1": "ascii", "5": "iso-latin-1", "30": "macos-roman"]
    static let copyBases = [
        "1": "root", "16": "build-products-directory", "6": "executables-directory", "7": "resources-directory", "10": "frameworks-directory",
        "11": "shared-frameworks-directory", "12": "shared-support-directory", "13": "plugins-directory", "15": "java-directory",
    ]

    var targets: [String] { strings(project, "targets") }

    // MARK: Names

    /// How the file tree names an object: a group's or variant group's name, else its path's
    /// last component.
    func name(_ id: String) -> String {
        let path = string(id, "path").map { XcprojFilePath(sourceTree: "<group>", path: $0).name }
        switch isa(id) {
        case "PBXGroup", "PBXVariantGroup", "XCVersionGroup": return string(id, "name") ?? path ?? ""
        default: return path ?? string(id, "name") ?? ""
        }
    }

    /// The name path from the main group's children to `id`, or its id when a name on the way
    /// is not unique among its siblings.
    mutating func reference(to id: String) -> XcprojTree {
        var names: [String] = []
        var current = id
        for _ in 0..<64 {
            guard let parent = objects.parents[current],
                  strings(parent, "children").filter({ name($0) == name(current) }).count == 1 else { return idReference(id) }
            names.insert(name(current), at: 0)
            if parent == mainGroup { return XcprojReference.names(names).tree }
            current = parent
        }
        return idReference(id)
    }

    mutating func idReference(_ id: String) -> XcprojTree {
        needsID.insert(id)
        return XcprojReference.id(id).tree
    }

    var mainGroup: String { string(project, "mainGroup") ?? "" }

    // MARK: The project

    mutating func projectTree() -> XcprojTree {
        let list = string(project, "buildConfigurationList") ?? ""
        let configurations = strings(list, "buildConfigurations")
        configurationNames = configurations.compactMap { string($0, "name") }
        indexMemberships()

        // Targets and configurations first: they decide which objects need their id.
        let targetTrees = targets.map { target($0) }
        let configurationTrees = configurations.compactMap { configuration($0, specializedOnly: false) }
        let settings = folded(configurations)
        let files = strings(mainGroup, "children").map { reference($0) }

        var members: [(String, XcprojTree)] = []
        for (attribute, key) in [("ORGANIZATIONNAME", "organization"), ("CLASSPREFIX", "class-prefix")] {
            if let text = self.attribute(attribute) { members.append((key, .string(text))) }
        }
        if ["0", "NO"].contains(attribute("BuildIndependentTargetsInParallel")) { members.append(("build-independent-targets-in-parallel", .bool(false))) }
        members.append(("default-configuration", .string(string(list, "defaultConfigurationName") ?? configurationNames.first ?? "Release")))
        if !configurationTrees.isEmpty { members.append(("configurations", .array(configurationTrees, compact: false))) }
        let development = string(project, "developmentRegion") ?? "en"
        var localizations: [(String, XcprojTree)] = [("development", .string(development))]
        let supported = Array(Set(strings(project, "knownRegions")).subtracting([development])).sorted()
        if !supported.isEmpty { localizations.append(("supported", .array(supported.map { .string($0) }, compact: false))) }
        members.append(("localizations", .object(localizations, compact: false)))
        let imported = importedProducts()
        if !imported.isEmpty { members.append(("imported-products", .array(imported, compact: false))) }
        let packages = strings(project, "packageReferences").compactMap { package($0) }
        if !packages.isEmpty { members.append(("packages", .array(packages, compact: false))) }
        members.append(("files", .array(files, compact: false)))
        if !targetTrees.isEmpty { members.append(("targets", .array(targetTrees, compact: false))) }
        if case .object(let entries, _) = settings, !entries.isEmpty { members.append(("build-settings", settings)) }
        for (attribute, key) in [("LastUpgradeCheck", "last-upgrade"), ("LastSwiftUpdateCheck", "last-swift-update")] {
            if let version = self.attribute(attribute).flatMap(Self.marketingVersion) { members.append((key, .string(version))) }
        }
        return .object(members, compact: false)
    }

    /// One of the project's `attributes`.
    func attribute(_ key: String) -> String? {
        guard case .dictionary(let attributes)? = objects[project]?["attributes"], let entry = attributes.last(where: { $0.key == key }),
              case .string(let text) = entry.value else { return nil }
        return text
    }

    /// A test target's host, from the project's `TargetAttributes`.
    func testHost(_ target: String) -> String? {
        guard case .dictionary(let attributes)? = objects[project]?["attributes"],
              case .dictionary(let targets)? = attributes.last(where: { $0.key == "TargetAttributes" })?.value,
              case .dictionary(let own)? = targets.last(where: { $0.key == target })?.value,
              case .string(let host)? = own.last(where: { $0.key == "TestTargetID" })?.value else { return nil }
        return string(host, "name")
    }

    /// `2600` as `26.0`, `1410` as `14.1`, `2631` as `26.3.1`.
    static func marketingVersion(_ text: String) -> String? {
        guard text.count == 4, let number = Int(text) else { return nil }
        let major = number / 100, minor = number / 10 % 10, patch = number % 10
        return "\(major).\(minor)" + (patch == 0 ? "" : ".\(patch)")
    }

    func package(_ id: String) -> XcprojTree? {
        switch isa(id) {
        case "XCLocalSwiftPackageReference":
            return string(id, "relativePath").map { .object([("kind", .string("local")), ("path", .string($0))], compact: false) }
        case "XCRemoteSwiftPackageReference":
            guard let url = string(id, "repositoryURL") else { return nil }
            var members: [(String, XcprojTree)] = [("kind", .string("remote")), ("repository", .string(url))]
            if case .dictionary(let requirement)? = objects[id]?["requirement"] {
                var version: [(String, XcprojTree)] = []
                let value = { (key: String) -> String? in requirement.first { $0.key == key }.flatMap { if case .string(let text) = $0.value { text } else { nil } } }
                switch value("kind") {
                case "upToNextMajorVersion": value("minimumVersion").map { version.append(("up-to-next-major-version", .string($0))) }
                case "upToNextMinorVersion": value("minimumVersion").map { version.append(("up-to-next-minor-version", .string($0))) }
                case "exactVersion": value("version").map { version.append(("version", .string($0))) }
                case "branch": value("branch").map { version.append(("branch", .string($0))) }
                case "revision": value("revision").map { version.append(("revision", .string($0))) }
                case "versionRange":
                    if let low = value("minimumVersion"), let high = value("maximumVersion") { version.append(("version-range", .string(low + "..<" + high))) }
                default:
                    // Already the JSON format's words (a graph read from project.xcproj).
                    for entry in requirement { if case .string(let text) = entry.value { version.append((entry.key, .string(text))) } }
                }
                if !version.isEmpty { members.append(("version", .object(version, compact: false))) }
            }
            return .object(members, compact: false)
        default:
            return nil
        }
    }

    /// The package a target names: a local package by its path, a remote one by its name.
    func packageName(_ id: String?) -> String? {
        guard let id else { return nil }
        if let path = string(id, "relativePath") { return path }
        guard var name = string(id, "repositoryURL")?.split(separator: "/").last.map(String.init) else { return nil }
        if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
        return name
    }

    // MARK: Settings

    /// A level's settings over its configurations: the same everywhere is the plain key,
    /// else one `KEY[config=Name]` per configuration that has it (the condition first).
    func folded(_ configurations: [String]) -> XcprojTree {
        var perConfiguration: [(name: String, settings: [PropertyListEntry])] = []
        for configuration in configurations {
            guard case .dictionary(let entries)? = objects[configuration]?["buildSettings"] else {
                perConfiguration.append((string(configuration, "name") ?? "", []))
                continue
            }
            perConfiguration.append((string(configuration, "name") ?? "", entries))
        }
        var keys: [String] = []
        var seen: Set<String> = []
        for (_, entries) in perConfiguration { for entry in entries where seen.insert(entry.key).inserted { keys.append(entry.key) } }
        var members: [(String, XcprojTree)] = []
        for key in keys {
            let values = perConfiguration.map { configuration in configuration.settings.last { $0.key == key }?.value }
            if let first = values.first, let value = first, values.allSatisfy({ $0 == value }) {
                members.append((key, setting(value)))
                continue
            }
            for (index, value) in values.enumerated() {
                guard let value else { continue }
                members.append((Self.conditioned(key, configuration: perConfiguration[index].name), setting(value)))
            }
        }
        members.sort { $0.0 < $1.0 }
        return .object(members, compact: false)
    }

    /// `KEY[sdk=x]` in `Debug` as `KEY[config=Debug][sdk=x]`.
    static func conditioned(_ key: String, configuration: String) -> String {
        guard let bracket = key.firstIndex(of: "[") else { return key + "[config=\(configuration)]" }
        return String(key[..<bracket]) + "[config=\(configuration)]" + String(key[bracket...])
    }

    func setting(_ value: PropertyListValue) -> XcprojTree {
        switch value {
        case .array(let items): .array(items.map { if case .string(let text) = $0 { .string(text) } else { .string("") } }, compact: false)
        case .string(let text): .string(text)
        default: .string("")
        }
    }

    /// A configuration as the project's list names it: its name, or with its `.xcconfig`.
    mutating func configuration(_ id: String, specializedOnly: Bool) -> XcprojTree? {
        guard let name = string(id, "name") else { return nil }
        var file: XcprojTree? = nil
        if let base = string(id, "baseConfigurationReference") {
            file = reference(to: base)
        } else if let anchor = string(id, "baseConfigurationReferenceAnchor"), let relative = string(id, "baseConfigurationReferenceRelativePath") {
            file = .object([("anchor", reference(to: anchor)), ("relative-path", XcprojReference.names(relative.split(separator: "/").map(String.init)).tree)], compact: false)
        }
        guard let file else { return specializedOnly ? nil : .string(name) }
        return .object([("name", .string(name)), ("file", file)], compact: true)
    }

    // MARK: Targets

    /// Each phase's reference (`Target/kind[/name]`, or its id when that is ambiguous), and
    /// each file's memberships from the phases' build files.
    mutating func indexMemberships() {
        for target in targets {
            let targetName = string(target, "name") ?? ""
            let phases = strings(target, "buildPhases")
            for phase in phases {
                let kind = Self.phaseKinds[isa(phase)] ?? "script"
                let name = string(phase, "name")
                let same = phases.filter { Self.phaseKinds[isa($0)] == kind && string($0, "name") == name }
                if same.count == 1, !targetName.contains("/") {
                    phaseReferences[phase] = .names([targetName, kind] + (name.map { [$0] } ?? []))
                } else {
                    needsID.insert(phase)
                    phaseReferences[phase] = .id(phase)
                }
                for buildFile in strings(phase, "files") {
                    guard let file = string(buildFile, "fileRef") else { continue }
                    memberships[file, default: []].append(membership(buildFile, phase: phase))
                }
            }
        }
        for (phase, reference) in phaseReferences where reference == .id(phase) { needsID.insert(phase) }
    }

    /// One build file of a file: the phase's reference, or an object when it carries more.
    func membership(_ buildFile: String, phase: String) -> XcprojTree {
        let reference = phaseReferences[phase]?.tree ?? .string("")
        var members: [(String, XcprojTree)] = [("build-phase", reference)]
        let platforms = strings(buildFile, "platformFilters") + (string(buildFile, "platformFilter").map { [$0] } ?? [])
        if !platforms.isEmpty { members.append(("platforms", .array(Set(platforms).sorted().map { .string($0) }, compact: true))) }
        if case .dictionary(let settings)? = objects[buildFile]?["settings"] {
            var attributes: [String] = []
            var flags: String? = nil
            for entry in settings {
                if entry.key == "ATTRIBUTES", case .array(let items) = entry.value { attributes = items.compactMap { if case .string(let text) = $0 { text } else { nil } } }
                if entry.key == "COMPILER_FLAGS", case .string(let text) = entry.value { flags = text }
            }
            if attributes.contains("Public") { members.append(("header-role", .string("public"))) }
            if attributes.contains("Private") { members.append(("header-role", .string("private"))) }
            if attributes.contains("Weak") { members.append(("is-weak", .bool(true))) }
            if attributes.contains("CodeSignOnCopy") { members.append(("code-sign-on-copy", .bool(true))) }
            if attributes.contains("RemoveHeadersOnCopy") { members.append(("header-preservation", .string("remove-on-copy"))) }
            if let flags, !flags.isEmpty { members.append(("arguments", .string(flags))) }
        }
        if members.count == 1, case .string = reference { return reference }
        return .object(members, compact: true)
    }

    mutating func target(_ id: String) -> XcprojTree {
        let name = string(id, "name") ?? ""
        var members: [(String, XcprojTree)] = [("name", .string(name)), ("id", .string(id))]
        switch isa(id) {
        case "PBXAggregateTarget": members.append(("kind", .string("aggregate")))
        case "PBXLegacyTarget": members.append(("kind", .string("external-build-system")))
        default: break
        }
        if let product = string(id, "productReference") { members.append(("product", reference(to: product))) }
        if let type = string(id, "productType") {
            let prefix = "com.apple.product-type."
            members.append(type.hasPrefix(prefix) ? ("product-type", .string(String(type.dropFirst(prefix.count)))) : ("full-product-type", .string(type)))
        }
        if let host = testHost(id) { members.append(("test-host-target", .string(host))) }
        let list = string(id, "buildConfigurationList") ?? ""
        let configurations = strings(list, "buildConfigurations")
        let specialized = configurations.compactMap { configuration($0, specializedOnly: true) }
        if !specialized.isEmpty { members.append(("specialized-configurations", .array(specialized, compact: false))) }
        var dependencies = strings(id, "dependencies").compactMap { dependency($0) }
        var productMembers: [(order: String, tree: XcprojTree)] = []
        for product in strings(id, "packageProductDependencies") {
            let productName = string(product, "productName") ?? ""
            let package = packageName(string(product, "package"))
            let phase = strings(id, "buildPhases").first { phase in strings(phase, "files").contains { string($0, "productRef") == product } }
            var fields: [(String, XcprojTree)] = []
            if let package { fields.append(("package", .string(package))) }
            fields.append(("product-name", .string(productName)))
            guard let phase, let kind = Self.phaseKinds[isa(phase)] else {
                let depended = strings(id, "dependencies").contains { string($0, "productRef") == product }
                if !depended { dependencies.append(.object([("kind", .string("package"))] + fields, compact: true)) }
                continue
            }
            let phaseName = XcprojReference.names([kind] + (string(phase, "name").map { [$0] } ?? [])).tree
            fields.append(("build-phase", .object([("build-phase", phaseName)], compact: true)))
            productMembers.append(((package ?? "") + "\u{0}" + productName, .object(fields, compact: false)))
        }
        if !dependencies.isEmpty { members.append(("dependencies", .array(dependencies, compact: false))) }
        let phases = strings(id, "buildPhases").map { phase($0) }
        if !phases.isEmpty { members.append(("build-phases", .array(phases, compact: false))) }
        if !productMembers.isEmpty { members.append(("package-product-members", .array(productMembers.sorted { $0.order < $1.order }.map(\.tree), compact: false))) }
        let settings = folded(configurations)
        if case .object(let entries, _) = settings, !entries.isEmpty { members.append(("build-settings", settings)) }
        return .object(members, compact: false)
    }

    mutating func dependency(_ id: String) -> XcprojTree? {
        if let target = string(id, "target"), let name = string(target, "name") { return .string(name) }
        if let product = string(id, "productRef"), var name = string(product, "productName") {
            var fields: [(String, XcprojTree)] = [("kind", .string("package"))]
            if let package = packageName(string(product, "package")) { fields.append(("package", .string(package))) }
            let plugin = name.hasPrefix("plugin:")
            if plugin { name = String(name.dropFirst("plugin:".count)) }
            fields.append(("product-name", .string(name)))
            if plugin { fields.append(("product-type", .string("build-tool-plugin"))) }
            return .object(fields, compact: true)
        }
        if let proxy = string(id, "targetProxy"), let remote = string(proxy, "remoteInfo") {
            let portal = string(proxy, "containerPortal")
            guard let portal, portal != project, objects[portal] != nil else { return .string(remote) }
            return .object([("kind", .string("remoteTarget")), ("project", reference(to: portal)), ("target", .string(remote)),
                            ("target-id", .string(string(proxy, "remoteGlobalIDString") ?? ""))], compact: true)
        }
        return string(id, "name").map { .string($0) }
    }

    func phase(_ id: String) -> XcprojTree {
        let kind = Self.phaseKinds[isa(id)] ?? "script"
        let name = string(id, "name")
        var members: [(String, XcprojTree)] = [("kind", .string(kind))]
        if needsID.contains(id) { members.append(("id", .string(id))) }
        let install = string(id, "runOnlyForDeploymentPostprocessing") == "1"
        switch kind {
        case "script":
            members.append(("name", .string(name ?? "Run Script")))
            if string(id, "showEnvVarsInLog") != "0" { members.append(("log-environment-variables", .bool(true))) }
            for (key, field) in [("inputPaths", "input-paths"), ("inputFileListPaths", "input-file-list-paths"), ("outputPaths", "output-paths"),
                                 ("outputFileListPaths", "output-file-list-paths")] where !strings(id, key).isEmpty {
                members.append((field, .array(strings(id, key).map { .string($0) }, compact: false)))
            }
            if let file = string(id, "dependencyFile") { members.append(("dependency-file", .string(file))) }
            if string(id, "alwaysOutOfDate") == "1" { members.append(("run-on-every-build", .bool(true))) }
            if install { members.append(("scope", .string("install"))) }
            members.append(("shell", .string(string(id, "shellPath") ?? "/bin/sh")))
            let script = string(id, "shellScript") ?? ""
            let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let single = lines.count == 1 || (lines.count == 2 && lines[1].isEmpty)
            members.append(("script", single ? .string(script) : .array(lines.map { .string($0) }, compact: false)))
            return .object(members, compact: false)
        case "copy":
            if let name { members.append(("name", .string(name))) }
            if let base = string(id, "dstSubfolderSpec").flatMap({ Self.copyBases[$0] }) { members.append(("bundle-base-path", .string(base))) }
            if let path = string(id, "dstPath"), !path.isEmpty { members.append(("relative-path", .string(path))) }
            if install { members.append(("scope", .string("install"))) }
            return .object(members, compact: false)
        default:
            guard name != nil || members.count > 1 else { return .string(kind) }
            if let name { members.append(("name", .string(name))) }
            return .object(members, compact: true)
        }
    }

    /// Products of other projects this one links (`PBXReferenceProxy`).
    mutating func importedProducts() -> [XcprojTree] {
        var found: [XcprojTree] = []
        for id in objects.ids(ofType: "PBXReferenceProxy") {
            guard let links = memberships[id], !links.isEmpty else { continue }
            let proxy = string(id, "remoteRef")
            var members: [(String, XcprojTree)] = [("name", .string(string(id, "path") ?? ""))]
            if let portal = proxy.flatMap({ string($0, "containerPortal") }), objects[portal] != nil { members.append(("project", reference(to: portal))) }
            if let target = proxy.flatMap({ string($0, "remoteInfo") }) { members.append(("target", .string(target))) }
            members.append(("product-id", .string(proxy.flatMap { string($0, "remoteGlobalIDString") } ?? id)))
            if let type = string(id, "fileType") { members.append(("type", .string(type))) }
            members.append(("target-membership", .array(links, compact: false)))
            found.append(.object(members, compact: false))
        }
        return found
    }

    // MARK: The file tree

    func pathTree(_ id: String) -> XcprojTree? {
        guard let path = string(id, "path") else { return nil }
        return .string(XcprojFilePath(sourceTree: string(id, "sourceTree") ?? "<group>", path: path).text)
    }

    mutating func reference(_ id: String) -> XcprojTree {
        let links = memberships[id] ?? []
        var members: [(String, XcprojTree)] = []
        switch isa(id) {
        case "PBXGroup":
            members.append(("kind", .string("group")))
            if needsID.contains(id) { members.append(("id", .string(id))) }
            pathTree(id).map { members.append(("path", $0)) }
            if let name = string(id, "name"), name != string(id, "path").map({ XcprojFilePath(sourceTree: "<group>", path: $0).name }) { members.append(("name", .string(name))) }
            let children = strings(id, "children").map { reference($0) }
            if !children.isEmpty { members.append(("children", .array(children, compact: false))) }
            return .object(members, compact: children.isEmpty)
        case "PBXVariantGroup", "XCVersionGroup":
            let variant = isa(id) == "PBXVariantGroup"
            members.append(("kind", .string(variant ? "variant-group" : "version-group")))
            if needsID.contains(id) { members.append(("id", .string(id))) }
            pathTree(id).map { members.append(("path", $0)) }
            if let name = string(id, "name"), name != string(id, "path").map({ XcprojFilePath(sourceTree: "<group>", path: $0).name }) { members.append(("name", .string(name))) }
            if !variant {
                if let current = string(id, "currentVersion") { members.append(("current-version", reference(to: current))) }
                if let type = string(id, "versionGroupType") { members.append(("type", .string(type))) }
            }
            if !links.isEmpty { members.append(("target-membership", .array(links, compact: false))) }
            let children = strings(id, "children").map { child -> XcprojTree in
                var fields: [(String, XcprojTree)] = []
                pathTree(child).map { fields.append(("path", $0)) }
                if needsID.contains(child) { fields.append(("id", .string(child))) }
                return .object(fields, compact: false)
            }
            if !children.isEmpty { members.append(("children", .array(children, compact: false))) }
            return .object(members, compact: children.isEmpty && links.count <= 1)
        case "PBXFileSystemSynchronizedRootGroup":
            members.append(("kind", .string("folder")))
            if needsID.contains(id) { members.append(("id", .string(id))) }
            pathTree(id).map { members.append(("path", $0)) }
            let opaque = strings(id, "explicitFolders")
            if !opaque.isEmpty { members.append(("opaque-folders", .array(opaque.sorted().map { .string($0) }, compact: false))) }
            let owners = targets.filter { strings($0, "fileSystemSynchronizedGroups").contains(id) }.compactMap { string($0, "name") }.sorted()
            if !owners.isEmpty { members.append(("target-membership", .array(owners.map { .string($0) }, compact: false))) }
            let exceptions = strings(id, "exceptions").compactMap { exception($0, owners: owners) }
            if !exceptions.isEmpty { members.append(("membership-exceptions", .array(exceptions, compact: false))) }
            return .object(members, compact: exceptions.isEmpty)
        default:
            pathTree(id).map { members.append(("path", $0)) }
            if needsID.contains(id) || isProduct(id) { members.append(("id", .string(id))) }
            if let type = string(id, "explicitFileType") { members.append(("type", .string(type))) }
            if let encoding = string(id, "fileEncoding") {
                members.append(("encoding", .string(Self.encodings[encoding] ?? encoding)))
            }
            if string(id, "includeInIndex") == "0" { members.append(("index", .bool(false))) }
            if !links.isEmpty { members.append(("target-membership", .array(links, compact: false))) }
            return .object(members, compact: links.count <= 1)
        }
    }

    func isProduct(_ id: String) -> Bool { products.contains(id) }

    func exception(_ id: String, owners: [String]) -> XcprojTree? {
        let listed = strings(id, "membershipExceptions").sorted().map { XcprojTree.string($0) }
        switch isa(id) {
        case "PBXFileSystemSynchronizedBuildFileExceptionSet":
            guard let target = string(id, "target").flatMap({ string($0, "name") }) else { return nil }
            var members: [(String, XcprojTree)] = [("target", .string(target))]
            if !listed.isEmpty { members.append((owners.contains(target) ? "exclusions" : "inclusions", .array(listed, compact: false))) }
            return .object(members, compact: false)
        case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
            guard let phase = string(id, "buildPhase"), let reference = phaseReferences[phase] else { return nil }
            var members: [(String, XcprojTree)] = [("build-phase", reference.tree)]
            if !listed.isEmpty { members.append(("inclusions", .array(listed, compact: false))) }
            return .object(members, compact: false)
        default:
            return nil
        }
    }
}
