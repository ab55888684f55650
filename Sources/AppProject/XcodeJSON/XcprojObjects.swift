import PropertyList

/// A `project.xcproj` turned into the object graph a `project.pbxproj` holds (the format's own
/// goal: "the same project model, only the on-disk representation changed"), so one reader
/// builds the targets of both: the file tree into groups, variant and version groups,
/// synchronized folders with their exception sets and file references; each file's
/// `target-membership` into build files in its target's phases; per-configuration settings
/// (`KEY[config=Name]`) into each configuration's settings with the condition taken off; the
/// project's configurations, their `.xcconfig` (a name path, or a folder anchor and a path in
/// it) and a target's specialized ones; packages, package products and dependencies; a file
/// reference to an `.xcodeproj` as a project reference. Objects without an `id` get one of
/// their own (`xcproj:` and a number: never a 24-digit id of the file).
public struct XcprojObjects: Sendable {
    /// The graph, by id.
    public var objects: [String: PropertyListValue] = [:]
    public var projectID = ""
    /// Where each target's record starts in the file.
    var targetOffsets: [String: Int] = [:]
    /// What does not resolve (a name no target has, a name path to nothing), with where: Xcode
    /// would refuse such a file, doctor reads the rest.
    var problems: [(offset: Int, text: String)] = []
    /// Each group member's group, and the ids of each `isa`: what `PBXObjects` would find
    /// again in the objects, known as they are made.
    var parents: [String: String] = [:]
    var byType: [String: [String]] = [:]

    /// The graph as `PBXObjects`.
    var graph: PBXObjects { PBXObjects(objects, parents: parents, byType: byType) }

    public static func read(_ root: XcprojNode) -> XcprojObjects {
        var builder = Builder()
        builder.project(root)
        return builder.result
    }
}

/// One entry of the file tree, for name paths.
private struct TreeEntry {
    var id: String
    var name: String
    var parent: Int?
    var children: [Int] = []
}

/// A target's build phase, for membership references.
private struct PhaseEntry {
    var id: String
    var kind: String
    var name: String?
}

private struct Builder {
    var result = XcprojObjects()
    /// The objects being built, their entries in order.
    var entries: [String: [PropertyListEntry]] = [:]
    var nextID = 0
    var tree: [TreeEntry] = []
    var roots: [Int] = []
    var targets: [String: String] = [:]
    var phases: [String: [PhaseEntry]] = [:]
    var phaseIDs: Set<String> = []
    /// Target id -> its synchronized folders, package products, build phase files.
    var syncedGroups: [String: [String]] = [:]
    var packageProducts: [String: [String]] = [:]
    var phaseFiles: [String: [String]] = [:]
    /// Packages by the names a target may call them: a local path and its last component, a
    /// remote repository's name (lowercased).
    var packages: [String: String] = [:]
    var projectReferences: [String] = []
    var configurationNames: [String] = []
    var defaultConfiguration: String?
    /// The phase each membership string names, looked up once (a big project's files name a
    /// few phases a hundred thousand times).
    var phaseReferences: [String: String?] = [:]
    /// Version groups and their current version, resolved once the tree is read.
    var currentVersions: [(group: String, node: XcprojNode)] = []

    mutating func newID(_ given: XcprojNode? = nil) -> String {
        if let given = given?.string, !given.isEmpty, entries[given] == nil { return given }
        nextID += 1
        return "xcproj:\(nextID)"
    }

    mutating func add(_ id: String, _ isa: String, _ values: [(String, PropertyListValue?)]) {
        var list = [PropertyListEntry("isa", .string(isa))]
        for (key, value) in values { if let value { list.append(PropertyListEntry(key, value)) } }
        entries[id] = list
        result.byType[isa, default: []].append(id)
    }

    mutating func set(_ id: String, _ key: String, _ value: PropertyListValue) {
        entries[id, default: []].removeAll { $0.key == key }
        entries[id, default: []].append(PropertyListEntry(key, value))
    }

    mutating func problem(_ node: XcprojNode, _ text: String) {
        result.problems.append((node.range.lowerBound, text))
    }

    static func strings(_ list: [String]) -> PropertyListValue { .array(list.map { .string($0) }) }

    // MARK: The project

    mutating func project(_ root: XcprojNode) {
        guard root.members != nil else {
            problem(root, "the top level is not a JSON object: not an Xcode project")
            return
        }
        // About two objects for each line of a file reference.
        entries.reserveCapacity(root.range.count / 40)
        if let capabilities = root["required-capabilities"]?.strings, !capabilities.isEmpty {
            problem(root["required-capabilities"]!, "requires \(capabilities.joined(separator: ", ")), which this reader does not know: Xcode versions that do not know them refuse the project; the rest is read")
        }
        configurationNames = (root["configurations"]?.items ?? []).compactMap { $0.string ?? $0["name"]?.string }
        defaultConfiguration = root["default-configuration"]?.string
        if configurationNames.isEmpty { configurationNames = [defaultConfiguration ?? "Release"] }
        for package in root["packages"]?.items ?? [] { self.package(package) }

        // Targets first (names and phases), so files can name them.
        var targetIDs: [String] = []
        for target in root["targets"]?.items ?? [] {
            guard let name = target["name"]?.string else {
                problem(target, "a target without a name")
                continue
            }
            let id = newID(target["id"])
            entries[id] = []
            targets[name] = id
            targetIDs.append(id)
            result.targetOffsets[id] = target.range.lowerBound
            phases[id] = buildPhases(target["build-phases"], of: id)
        }
        let mainGroup = newID()
        var children: [String] = []
        for file in root["files"]?.items ?? [] { if let child = reference(file, parent: nil) { children.append(child) } }
        add(mainGroup, "PBXGroup", [("children", Self.strings(children)), ("sourceTree", .string("<group>"))])
        for child in children where result.parents[child] == nil { result.parents[child] = mainGroup }
        for (group, node) in currentVersions {
            if let current = XcprojReference(node).flatMap({ resolve($0) }) { set(group, "currentVersion", .string(current)) }
        }
        for imported in root["imported-products"]?.items ?? [] { importedProduct(imported) }

        for (index, target) in (root["targets"]?.items ?? []).filter({ $0["name"]?.string != nil }).enumerated() {
            self.target(target, id: targetIDs[index])
        }
        let configurations = (root["configurations"]?.items ?? []).compactMap { configuration -> (String, XcprojNode?)? in
            guard let name = configuration.string ?? configuration["name"]?.string else { return nil }
            return (name, configuration["file"])
        }
        let list = configurationList(settings: root["build-settings"], specialized: configurations.isEmpty ? configurationNames.map { ($0, nil) } : configurations)
        let id = newID(root["id"])
        result.projectID = id
        var values: [(String, PropertyListValue?)] = [
            ("buildConfigurationList", .string(list)), ("mainGroup", .string(mainGroup)), ("targets", Self.strings(targetIDs)),
            ("projectDirPath", .string("")), ("projectRoot", .string("")),
            ("packageReferences", Self.strings(Array(Set(packages.values)).sorted())),
            ("projectReferences", .array(projectReferences.map { .dictionary([PropertyListEntry("ProjectRef", .string($0))]) })),
        ]
        if let development = root["localizations"]?["development"]?.string {
            values.append(("developmentRegion", .string(development)))
            values.append(("knownRegions", Self.strings([development] + (root["localizations"]?["supported"]?.strings ?? []))))
        }
        values.append(("attributes", .dictionary(attributes(root))))
        add(id, "PBXProject", values)
        result.objects = entries.mapValues { .dictionary($0) }
    }

    /// The project's `attributes` as the pbxproj keeps them: the organization, the class
    /// prefix, the Xcode versions last checked (`26.0` as `2600`), each test target's host.
    func attributes(_ root: XcprojNode) -> [PropertyListEntry] {
        var attributes: [PropertyListEntry] = []
        for (key, attribute) in [("organization", "ORGANIZATIONNAME"), ("class-prefix", "CLASSPREFIX")] {
            if let text = root[key]?.string { attributes.append(PropertyListEntry(attribute, .string(text))) }
        }
        if root["build-independent-targets-in-parallel"]?.bool == false { attributes.append(PropertyListEntry("BuildIndependentTargetsInParallel", .string("0"))) }
        for (key, attribute) in [("last-upgrade", "LastUpgradeCheck"), ("last-swift-update", "LastSwiftUpdateCheck")] {
            if let version = root[key]?.string.flatMap(Self.xcodeVersion) { attributes.append(PropertyListEntry(attribute, .string(version))) }
        }
        var targetAttributes: [PropertyListEntry] = []
        for target in root["targets"]?.items ?? [] {
            guard let name = target["name"]?.string, let id = targets[name], let host = target["test-host-target"]?.string, let hostID = targets[host] else { continue }
            targetAttributes.append(PropertyListEntry(id, .dictionary([PropertyListEntry("TestTargetID", .string(hostID))])))
        }
        if !targetAttributes.isEmpty { attributes.append(PropertyListEntry("TargetAttributes", .dictionary(targetAttributes))) }
        return attributes
    }

    /// `26.0` as the pbxproj writes it, `2600`; `14.1` as `1410`, `26.3.1` as `2631`.
    static func xcodeVersion(_ text: String) -> String? {
        let parts = text.split(separator: ".").map { Int($0) }
        guard (2...3).contains(parts.count), let major = parts[0], let minor = parts[1], major < 100, minor < 10 else { return nil }
        let patch = parts.count == 3 ? parts[2] ?? 10 : 0
        guard patch < 10 else { return nil }
        return (major < 10 ? "0" : "") + String(major) + String(minor) + String(patch)
    }

    mutating func package(_ node: XcprojNode) {
        let id = newID()
        switch node["kind"]?.string {
        case "local":
            guard let path = node["path"]?.string else { return problem(node, "a local package without a path") }
            add(id, "XCLocalSwiftPackageReference", [("relativePath", .string(path))])
            packages[path] = id
            packages[(path.split(separator: "/").last.map(String.init) ?? path).lowercased()] = id
        case "remote":
            guard let url = node["repository"]?.string else { return problem(node, "a remote package without a repository") }
            var requirement: [PropertyListEntry] = []
            for member in node["version"]?.members ?? [] { if let text = member.value.string { requirement.append(PropertyListEntry(member.key, .string(text))) } }
            add(id, "XCRemoteSwiftPackageReference", [("repositoryURL", .string(url)), ("requirement", .dictionary(requirement))])
            packages[Self.packageIdentity(url)] = id
        default:
            problem(node, "a package of unknown kind")
        }
    }

    /// A remote package's name: its repository's last component without `.git`, lowercased.
    static func packageIdentity(_ url: String) -> String {
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
        return name.lowercased()
    }

    func packageID(_ name: String?) -> String? {
        guard let name else { return nil }
        return packages[name] ?? packages[name.lowercased()]
    }

    // MARK: Settings and configurations

    /// A configuration list with one configuration per project configuration: its settings
    /// from `settings` for that configuration, its `.xcconfig` from `specialized`.
    mutating func configurationList(settings: XcprojNode?, specialized: [(String, XcprojNode?)]) -> String {
        var ids: [String] = []
        for name in configurationNames {
            let id = newID()
            var values: [(String, PropertyListValue?)] = [("name", .string(name)), ("buildSettings", .dictionary(Self.settings(settings, configuration: name, all: configurationNames)))]
            if let file = specialized.first(where: { $0.0 == name })?.1 { values += baseConfiguration(file) }
            add(id, "XCBuildConfiguration", values)
            ids.append(id)
        }
        let list = newID()
        add(list, "XCConfigurationList", [("buildConfigurations", Self.strings(ids)), ("defaultConfigurationName", (defaultConfiguration ?? configurationNames.first).map { .string($0) })])
        return list
    }

    /// `"file": "Config/App.xcconfig"` (a name path or an id), or `{ "anchor": folder,
    /// "relative-path": path in it }`.
    mutating func baseConfiguration(_ file: XcprojNode) -> [(String, PropertyListValue?)] {
        if let anchor = file["anchor"], let relative = file["relative-path"].flatMap(XcprojReference.init) {
            guard let folder = XcprojReference(anchor).flatMap({ resolve($0) }) else {
                problem(anchor, "the configuration file's anchor names nothing in the file tree")
                return []
            }
            guard case .names(let names) = relative else { return [] }
            return [("baseConfigurationReferenceAnchor", .string(folder)), ("baseConfigurationReferenceRelativePath", .string(names.joined(separator: "/")))]
        }
        guard let reference = XcprojReference(file), let id = resolve(reference) else {
            problem(file, "the configuration file names nothing in the file tree")
            return []
        }
        return [("baseConfigurationReference", .string(id))]
    }

    /// A level's settings for one configuration, as the pbxproj holds them: `KEY[config=Name]`
    /// as `KEY` (winning over a plain `KEY`), other configurations' keys left out, a
    /// `config=` pattern that names no configuration (`config=*`) kept on the key.
    static func settings(_ node: XcprojNode?, configuration: String, all: [String]) -> [PropertyListEntry] {
        var plain: [PropertyListEntry] = []
        var specific: [String: PropertyListValue] = [:]
        for member in node?.members ?? [] {
            let value: PropertyListValue
            switch member.value.value {
            case .string(let text), .number(let text): value = .string(text)
            case .array(let items): value = strings(items.compactMap(\.string))
            case .bool(let flag): value = .string(flag ? "YES" : "NO")
            default: continue
            }
            let (key, named) = withoutConfiguration(member.key)
            switch named {
            case nil: plain.append(PropertyListEntry(key, value))
            case configuration?: specific[key] = value
            case let other? where all.contains(other): continue
            default: plain.append(PropertyListEntry(member.key, value))
            }
        }
        var result = plain.filter { specific[$0.key] == nil }
        for (key, value) in specific.sorted(by: { $0.key < $1.key }) { result.append(PropertyListEntry(key, value)) }
        return result
    }

    /// `KEY[config=Debug][sdk=x]` as `KEY[sdk=x]` and `Debug`; a key without one as itself.
    static func withoutConfiguration(_ key: String) -> (String, String?) {
        guard let range = key.firstRange(of: "[config=") else { return (key, nil) }
        guard let close = key[range.upperBound...].firstIndex(of: "]") else { return (key, nil) }
        let name = String(key[range.upperBound..<close])
        return (String(key[..<range.lowerBound]) + String(key[key.index(after: close)...]), name)
    }

    // MARK: The file tree

    /// A reference and what it holds; its id, nil when it is not one.
    mutating func reference(_ node: XcprojNode, parent: Int?) -> String? {
        guard let members = node.members else {
            problem(node, "an entry of the file tree that is not an object")
            return nil
        }
        // One pass over the members (a big project has a hundred thousand of these).
        var kind = "file-reference", given: XcprojNode? = nil, path: XcprojFilePath? = nil, named: String? = nil, membership: XcprojNode? = nil
        var type: String? = nil, encoding: String? = nil, indexed: Bool? = nil
        for member in members {
            switch member.key {
            case "kind": kind = member.value.string ?? kind
            case "id": given = member.value
            case "path": path = member.value.string.map(XcprojFilePath.init)
            case "name": named = member.value.string
            case "target-membership": membership = member.value
            case "type": type = member.value.string
            case "encoding": encoding = member.value.string
            case "index": indexed = member.value.bool
            default: continue
            }
        }
        let id = newID(given)
        let name = named ?? path?.name ?? ""
        let index = tree.count
        tree.append(TreeEntry(id: id, name: name, parent: parent))
        if let parent { tree[parent].children.append(index) } else { roots.append(index) }
        var values: [(String, PropertyListValue?)] = [("path", path.map { .string($0.path) }), ("sourceTree", .string(path?.sourceTree ?? "<group>"))]
        if named != nil { values.append(("name", .string(name))) }
        switch kind {
        case "group":
            add(id, "PBXGroup", values)
            let children = children(of: node, at: index)
            set(id, "children", Self.strings(children))
            for child in children where result.parents[child] == nil { result.parents[child] = id }
        case "variant-group", "version-group":
            let isa = kind == "variant-group" ? "PBXVariantGroup" : "XCVersionGroup"
            if kind == "version-group", let type { values.append(("versionGroupType", .string(type))) }
            if kind == "version-group", let current = node["current-version"] { currentVersions.append((id, current)) }
            add(id, isa, values)
            let children = children(of: node, at: index)
            set(id, "children", Self.strings(children))
            for child in children where result.parents[child] == nil { result.parents[child] = id }
            self.membership(membership, file: id)
        case "folder":
            values.append(("explicitFolders", Self.strings(node["opaque-folders"]?.strings ?? [])))
            add(id, "PBXFileSystemSynchronizedRootGroup", values)
            for target in membership?.items ?? [] {
                guard let name = target.string, let targetID = targets[name] else {
                    problem(target, "a folder's target-membership names no target of the project")
                    continue
                }
                syncedGroups[targetID, default: []].append(id)
            }
            var exceptions: [String] = []
            for exception in node["membership-exceptions"]?.items ?? [] {
                if let set = exceptionSet(exception) { exceptions.append(set) }
            }
            set(id, "exceptions", Self.strings(exceptions))
        default:
            if let type { values.append(("explicitFileType", .string(type))) }
            if let encoding { values.append(("fileEncoding", .string(Self.fileEncodings[encoding] ?? encoding))) }
            if indexed == false { values.append(("includeInIndex", .string("0"))) }
            add(id, "PBXFileReference", values)
            self.membership(membership, file: id)
            if let path, path.path.hasSuffix(".xcodeproj") || type == "wrapper.pb-project" { projectReferences.append(id) }
        }
        return id
    }

    mutating func children(of node: XcprojNode, at index: Int) -> [String] {
        var ids: [String] = []
        for child in node["children"]?.items ?? [] { if let id = reference(child, parent: index) { ids.append(id) } }
        return ids
    }

    /// The pbxproj's `fileEncoding` numbers (Foundation's `String.Encoding` values) of the
    /// encodings Xcode offers most.
    static let fileEncodings = ["utf8": "4", "utf16": "10", "ascii": "1", "iso-latin-1": "5", "macos-roman": "30"]

    /// A folder's exception set: a target's (its files flip membership: left out of a target
    /// that has the folder, added to one that has not) or a build phase's.
    mutating func exceptionSet(_ node: XcprojNode) -> String? {
        let listed = (node["exclusions"] ?? node["inclusions"])?.strings ?? []
        let id = newID()
        if let target = node["target"]?.string {
            guard let targetID = targets[target] else {
                problem(node, "a membership exception names no target of the project")
                return nil
            }
            add(id, "PBXFileSystemSynchronizedBuildFileExceptionSet", [("target", .string(targetID)), ("membershipExceptions", Self.strings(listed))])
            return id
        }
        guard let phase = node["build-phase"], let phaseID = buildPhase(phase, target: nil) else {
            problem(node, "a membership exception that names neither a target nor one of its build phases")
            return nil
        }
        add(id, "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet", [("buildPhase", .string(phaseID)), ("membershipExceptions", Self.strings(listed))])
        return id
    }

    /// A file's `target-membership`: a build file in each phase it names.
    mutating func membership(_ node: XcprojNode?, file: String) {
        for entry in node?.items ?? [] {
            let phase = entry.members == nil ? entry : entry["build-phase"]
            let phaseID: String?
            if let text = phase?.string, let known = phaseReferences[text] {
                phaseID = known
            } else {
                phaseID = phase.flatMap { buildPhase($0, target: nil) }
                if let text = phase?.string { phaseReferences[text] = .some(phaseID) }
            }
            guard let phaseID else {
                problem(entry, "a target-membership entry names no build phase of the project's targets")
                continue
            }
            let buildFile = newID(entry.members == nil ? nil : entry["id"])
            var values: [(String, PropertyListValue?)] = [("fileRef", .string(file))]
            // A membership written as the phase's name alone (most of them) has nothing more.
            if entry.members != nil {
                var settings: [PropertyListEntry] = []
                let attributes = Self.buildFileAttributes.filter { entry[$0.key]?.string == $0.value || ($0.value == "true" && entry[$0.key]?.bool == true) }
                if !attributes.isEmpty { settings.append(PropertyListEntry("ATTRIBUTES", Self.strings(attributes.map(\.attribute)))) }
                if let flags = entry["arguments"]?.string { settings.append(PropertyListEntry("COMPILER_FLAGS", .string(flags))) }
                if !settings.isEmpty { values.append(("settings", .dictionary(settings))) }
                if let platforms = entry["platforms"]?.strings, !platforms.isEmpty { values.append(("platformFilters", Self.strings(platforms))) }
            }
            add(buildFile, "PBXBuildFile", values)
            phaseFiles[phaseID, default: []].append(buildFile)
        }
    }

    /// A build file's attributes: the JSON key and value, and the pbxproj's `ATTRIBUTES` word.
    static let buildFileAttributes: [(key: String, value: String, attribute: String)] = [
        ("header-role", "public", "Public"), ("header-role", "private", "Private"), ("is-weak", "true", "Weak"),
        ("code-sign-on-copy", "true", "CodeSignOnCopy"), ("header-preservation", "remove-on-copy", "RemoveHeadersOnCopy"),
    ]

    /// The phase a reference names: `Target/kind[/name]`, or (`target` given) `kind[/name]`, or
    /// `id:`; nil when none matches exactly one.
    func buildPhase(_ node: XcprojNode, target: String?) -> String? {
        guard let reference = XcprojReference(node) else { return nil }
        switch reference {
        case .id(let id):
            return phaseIDs.contains(id) ? id : nil
        case .names(var names):
            let targetID: String
            if let target {
                targetID = target
            } else {
                guard !names.isEmpty, let named = targets[names.removeFirst()] else { return nil }
                targetID = named
            }
            guard let kind = names.first, names.count <= 2 else { return nil }
            let name = names.count == 2 ? names[1] : nil
            let matches = (phases[targetID] ?? []).filter { $0.kind == kind && (name == nil || $0.name == name) }
            return matches.count == 1 ? matches[0].id : matches.first { $0.name == nil }?.id
        }
    }

    /// A name path or id through the file tree to its object.
    func resolve(_ reference: XcprojReference) -> String? {
        switch reference {
        case .id(let id):
            return tree.first { $0.id == id }?.id
        case .names(let names):
            var level: [Int] = roots
            var current: Int? = nil
            for name in names where !name.isEmpty {
                if name == "." { continue }
                if name == ".." {
                    current = current.flatMap { tree[$0].parent }
                    level = current.map { tree[$0].children } ?? roots
                    continue
                }
                let matches = level.filter { tree[$0].name == name }
                guard matches.count == 1 else { return nil }
                current = matches[0]
                level = tree[matches[0]].children
            }
            return current.map { tree[$0].id }
        }
    }

    /// A product of another project (`imported-products`), linked by the phases it names.
    mutating func importedProduct(_ node: XcprojNode) {
        let name = node["name"]?.string ?? node["path"]?.string ?? ""
        let id = newID(node["product-id"])
        let proxy = newID()
        let portal = node["project"].flatMap(XcprojReference.init).flatMap { resolve($0) }
        add(proxy, "PBXContainerItemProxy", [("containerPortal", portal.map { .string($0) }), ("proxyType", .string("2")),
                                             ("remoteGlobalIDString", node["product-id"]?.string.map { .string($0) }), ("remoteInfo", node["target"]?.string.map { .string($0) })])
        add(id, "PBXReferenceProxy", [("path", .string(name)), ("sourceTree", .string("BUILT_PRODUCTS_DIR")), ("fileType", node["type"]?.string.map { .string($0) }),
                                      ("remoteRef", .string(proxy))])
        membership(node["target-membership"], file: id)
    }

    // MARK: Targets

    /// A target's phases, in order: bare kinds, or objects for those with a name or more.
    mutating func buildPhases(_ node: XcprojNode?, of target: String) -> [PhaseEntry] {
        var found: [PhaseEntry] = []
        for phase in node?.items ?? [] {
            guard let kind = phase.string ?? phase["kind"]?.string else {
                problem(phase, "a build phase without a kind")
                continue
            }
            let id = newID(phase["id"])
            phaseIDs.insert(id)
            entries[id] = []
            found.append(PhaseEntry(id: id, kind: kind, name: phase["name"]?.string))
        }
        // Their objects once the files are known: see `target`.
        return found
    }

    static let phaseTypes = [
        "compile-sources": "PBXSourcesBuildPhase", "resources": "PBXResourcesBuildPhase", "frameworks": "PBXFrameworksBuildPhase",
        "headers": "PBXHeadersBuildPhase", "copy": "PBXCopyFilesBuildPhase", "script": "PBXShellScriptBuildPhase", "rez": "PBXRezBuildPhase",
        "java-archive": "PBXJavaArchiveBuildPhase", "apple-script": "PBXAppleScriptBuildPhase",
    ]

    /// pbxproj's `dstSubfolderSpec` for a copy phase's `bundle-base-path`.
    static let copyDestinations = [
        "root": "1", "build-products-directory": "16", "executables-directory": "6", "resources-directory": "7", "frameworks-directory": "10",
        "shared-frameworks-directory": "11", "shared-support-directory": "12", "plugins-directory": "13", "java-directory": "15",
    ]

    mutating func target(_ node: XcprojNode, id: String) {
        let name = node["name"]?.string ?? ""
        let isa = switch node["kind"]?.string {
        case "aggregate": "PBXAggregateTarget"
        case "external-build-system": "PBXLegacyTarget"
        default: "PBXNativeTarget"
        }
        let productType = node["product-type"]?.string.map { "com.apple.product-type." + $0 } ?? node["full-product-type"]?.string
        var phaseIDs: [String] = []
        let nodes = (node["build-phases"]?.items ?? []).filter { $0.string != nil || $0["kind"]?.string != nil }
        for (entry, phase) in zip(phases[id] ?? [], nodes) {
            var values: [(String, PropertyListValue?)] = [("files", Self.strings(phaseFiles[entry.id] ?? [])), ("name", entry.name.map { .string($0) })]
            if entry.kind == "script" {
                let script = phase["script"]?.string ?? (phase["script"]?.strings ?? []).joined(separator: "\n")
                values += [("shellPath", .string(phase["shell"]?.string ?? "/bin/sh")), ("shellScript", .string(script)),
                           ("showEnvVarsInLog", .string(phase["log-environment-variables"]?.bool == true ? "1" : "0")),
                           ("alwaysOutOfDate", phase["run-on-every-build"]?.bool == true ? .string("1") : nil),
                           ("dependencyFile", phase["dependency-file"]?.string.map { .string($0) })]
                for (key, field) in [("inputPaths", "input-paths"), ("inputFileListPaths", "input-file-list-paths"), ("outputPaths", "output-paths"),
                                     ("outputFileListPaths", "output-file-list-paths")] {
                    values.append((key, Self.strings(phase[field]?.strings ?? [])))
                }
            } else if entry.kind == "copy" {
                values += [("dstSubfolderSpec", .string(phase["bundle-base-path"]?.string.flatMap { Self.copyDestinations[$0] } ?? "0")),
                           ("dstPath", .string(phase["relative-path"]?.string ?? ""))]
            }
            if phase["scope"]?.string == "install" { values.append(("runOnlyForDeploymentPostprocessing", .string("1"))) }
            add(entry.id, Self.phaseTypes[entry.kind] ?? "PBXBuildPhase", values)
            phaseIDs.append(entry.id)
        }
        var dependencies: [String] = []
        for dependency in node["dependencies"]?.items ?? [] {
            if let object = self.dependency(dependency, of: id) { dependencies.append(object) }
        }
        for member in node["package-product-members"]?.items ?? [] {
            guard let product = packageProduct(member, of: id) else { continue }
            if let phase = member["build-phase"]?["build-phase"] ?? member["build-phase"], let phaseID = buildPhase(phase, target: id) {
                let buildFile = newID()
                add(buildFile, "PBXBuildFile", [("productRef", .string(product))])
                var files = (entries[phaseID]?.first { $0.key == "files" }?.value).flatMap { value -> [String]? in
                    if case .array(let items) = value { items.compactMap { if case .string(let text) = $0 { text } else { nil } } } else { nil }
                } ?? []
                files.append(buildFile)
                set(phaseID, "files", Self.strings(files))
            }
        }
        let specialized = (node["specialized-configurations"]?.items ?? []).compactMap { configuration -> (String, XcprojNode?)? in
            guard let name = configuration["name"]?.string else { return nil }
            return (name, configuration["file"])
        }
        let list = configurationList(settings: node["build-settings"], specialized: specialized)
        var product: String? = nil
        if let reference = node["product"].flatMap(XcprojReference.init) {
            product = resolve(reference)
            if product == nil { problem(node["product"]!, "the product \(node["product"]!.string ?? "") names nothing in the file tree") }
        }
        add(id, isa, [
            ("name", .string(name)), ("productType", productType.map { .string($0) }), ("buildConfigurationList", .string(list)),
            ("buildPhases", Self.strings(phaseIDs)), ("dependencies", Self.strings(dependencies)),
            ("fileSystemSynchronizedGroups", Self.strings(syncedGroups[id] ?? [])), ("packageProductDependencies", Self.strings(packageProducts[id] ?? [])),
            ("productReference", product.map { .string($0) }), ("productName", .string(name)),
        ])
    }

    /// A target dependency: another target by name, another project's target, or a package's
    /// product (kept with the target's package products).
    mutating func dependency(_ node: XcprojNode, of target: String) -> String? {
        let kind = node["kind"]?.string ?? "localTarget"
        let id = newID()
        switch kind {
        case "package":
            guard let product = packageProduct(node, of: target, plugin: node["product-type"]?.string == "build-tool-plugin") else { return nil }
            add(id, "PBXTargetDependency", [("productRef", .string(product))])
        case "remoteTarget":
            let proxy = newID()
            var portal: PropertyListValue? = nil
            if let project = node["project"].flatMap(XcprojReference.init), let file = resolve(project) { portal = .string(file) }
            add(proxy, "PBXContainerItemProxy", [("containerPortal", portal), ("proxyType", .string("1")),
                                                 ("remoteGlobalIDString", node["target-id"]?.string.map { .string($0) }),
                                                 ("remoteInfo", node["target"]?.string.map { .string($0) })])
            add(id, "PBXTargetDependency", [("targetProxy", .string(proxy)), ("name", node["target"]?.string.map { .string($0) })])
        default:
            guard let name = node.string ?? node["target"]?.string else {
                problem(node, "a dependency that names no target")
                return nil
            }
            guard let other = targets[name] else {
                problem(node, "the dependency \(name) names no target of the project")
                add(id, "PBXTargetDependency", [("name", .string(name))])
                return id
            }
            add(id, "PBXTargetDependency", [("target", .string(other))])
        }
        return id
    }

    /// A package product the target uses (`package-product-members`, or a dependency of kind
    /// `package`), once per product and package. A build tool plugin is no code the target
    /// links: `plugin:` before its name, as the pbxproj writes it, and not one of its package
    /// products.
    mutating func packageProduct(_ node: XcprojNode, of target: String, plugin: Bool = false) -> String? {
        guard let product = node["product-name"]?.string else {
            problem(node, "a package product without a product-name")
            return nil
        }
        let package = packageID(node["package"]?.string)
        if plugin {
            let id = newID(node["id"])
            add(id, "XCSwiftPackageProductDependency", [("productName", .string("plugin:" + product)), ("package", package.map { .string($0) })])
            return id
        }
        for existing in packageProducts[target] ?? [] {
            let list = entries[existing] ?? []
            let sameProduct = list.contains { $0.key == "productName" && $0.value == .string(product) }
            let samePackage = list.first { $0.key == "package" }?.value == package.map { PropertyListValue.string($0) }
            if sameProduct, samePackage { return existing }
        }
        let id = newID(node["id"])
        add(id, "XCSwiftPackageProductDependency", [("productName", .string(product)), ("package", package.map { .string($0) })])
        packageProducts[target, default: []].append(id)
        return id
    }
}
