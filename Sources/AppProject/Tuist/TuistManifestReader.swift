import Platform
import PropertyList

/// Reads a Tuist manifest (`Project.swift`) without running it: its code evaluated as far as
/// manifests use Swift (`ManifestEvaluator`: functions with parameters and defaults, string
/// interpolation, `map` over arrays, helpers in `Tuist/ProjectDescriptionHelpers`, found in the
/// manifest's folder or a folder above it), then the `Project`'s `targets:`, each `.target(...)`
/// (or `Target(...)`) with its `name`, `product`, `destinations` (or `platform`), `bundleId`,
/// `deploymentTargets`, `infoPlist` (`.file(path:)`, a path, `.variable(...)`, `.dictionary(...)`
/// whose keys are read, or `.extendingDefault(with:)` and `.default`, also when none is given,
/// over the keys Tuist gives an iOS app), `sources`, `resources`, `buildableFolders` (Tuist 4's
/// synchronized folders), `dependencies` (`.target`, `.project(target:path:)`) and `settings`
/// (`base:`, `.xcconfig` files; the project's under the target's). What cannot be evaluated is
/// a note naming the line, and counts among `notEvaluated` (`--strict` fails on it); when no app
/// could be evaluated but the manifest makes one, an app target stands for it, its life cycle
/// unknown, so the folder is never "no app".
enum TuistManifestReader {
    /// The helpers' files, read once for every manifest that uses them.
    final class Helpers {
        private var byFolder: [String: [ManifestSource]] = [:]

        /// The helpers of the nearest `Tuist/ProjectDescriptionHelpers` from `folder` up.
        func sources(for folder: String, reader: ProjectFileReader) -> [ManifestSource] {
            var candidate = folder
            while true {
                let helpers = reader.join(candidate, "Tuist/ProjectDescriptionHelpers")
                if reader.isDirectory(helpers) {
                    if let known = byFolder[helpers] { return known }
                    var budget = 512
                    let files = SynchronizedFolder.files(in: helpers, reader: reader, limit: &budget).filter { $0.hasSuffix(".swift") }.sorted()
                    let read = files.compactMap { name -> ManifestSource? in
                        let path = helpers + "/" + name
                        return reader.bytes(path).map { ManifestSource(path: path, bytes: $0) }
                    }
                    byFolder[helpers] = read
                    return read
                }
                guard !candidate.isEmpty else { return [] }
                candidate = FileSystem.parent(of: candidate) == "." ? "" : FileSystem.parent(of: candidate)
            }
        }
    }

    static func read(_ path: String, reader: ProjectFileReader, helpers: Helpers) -> BuildProject? {
        guard let bytes = reader.bytes(path) else { return nil }
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : ""
        let manifest = ManifestSource(path: path, bytes: bytes)
        let helperSources = helpers.sources(for: folder, reader: reader)
        let evaluator = ManifestEvaluator(sources: [manifest] + helperSources)
        evaluator.runTopLevel(manifest)
        let project = evaluator.root.values["project"] ?? evaluator.root.values.values.first { value in
            if case .call(let call) = value { call.argument("targets") != nil } else { false }
        }
        var build = BuildProject(path: path, format: .tuist, folder: folder, targets: [])
        guard let project else {
            reader.note(path, "has no Project(...) with a targets: array doctor can read")
            return nil
        }
        var projectName: String? = nil
        var targetsValue: ManifestValue
        var projectLevels: [[BuildSettings.Assignment]] = []
        switch project {
        case .call(let call) where call.argument("targets") != nil:
            projectName = call.argument("name")?.string
            targetsValue = call.argument("targets")!
            if let settings = call.argument("settings") { projectLevels = self.settings(settings, folder: folder, reader: reader) }
        case .gap:
            targetsValue = project
        default:
            reader.note(path, "has no Project(...) with a targets: array doctor can read")
            return nil
        }
        var gaps: [ManifestGap] = []
        func notEvaluated(_ gap: ManifestGap, _ what: String) {
            reader.note(gap.file, line: gap.line, "\(what) could not be evaluated: `\(gap.text)` (\(gap.why)), so doctor does not know what it is built from")
            gaps.append(gap)
        }
        let elements: [ManifestValue]
        switch targetsValue {
        case .array(let items): elements = items
        case .gap(let gap):
            notEvaluated(gap, "the targets of \(path)")
            elements = []
        default:
            reader.note(path, "its targets: are not an array doctor can read")
            elements = []
        }
        for element in elements {
            switch element {
            case .call(let call) where call.argument("product") != nil || ["target", "Target"].contains(call.name):
                if let target = target(call, folder: folder, path: path, projectLevels: projectLevels, reader: reader, notEvaluated: notEvaluated) {
                    build.targets.append(target)
                }
            case .gap(let gap):
                notEvaluated(gap, "a target of \(path)")
            case .call(let call):
                let gap = ManifestGap(file: call.file, line: call.line, text: call.name + "(...)", why: "\(call.name) is no function doctor finds in the manifest or its helpers, or not one that takes these arguments")
                notEvaluated(gap, "a target of \(path)")
            default:
                reader.note(path, "a target doctor does not read: left out")
            }
        }
        build.notEvaluated = gaps.map { "\($0.file):\($0.line)" }
        // An app the manifest makes that doctor could not evaluate: an app target for it, whose
        // life cycle is unknown (no source is read), rather than "no app" at all.
        if let gap = gaps.first, !build.targets.contains(where: \.isIOSApp), makesApp([manifest] + helperSources) {
            let name = projectName ?? (folder.isEmpty ? FileSystem.lastComponent(of: reader.root) : FileSystem.lastComponent(of: folder))
            var placeholder = ProjectTarget(name: name, kind: .application, productType: "app", platforms: [.iOS], configuration: "Release",
                                            settings: BuildSettings(levels: [], builtIn: ["TARGET_NAME": name], context: .init(configuration: "Release", sdks: ["iphoneos"])),
                                            declaredIn: path, line: gap.line)
            placeholder.notEvaluated = gap.description
            build.targets.append(placeholder)
        }
        return build
    }

    /// Whether the manifest or its helpers make an app: a `product:` of `.app`.
    static func makesApp(_ sources: [ManifestSource]) -> Bool {
        sources.contains { source in
            let tokens = source.tokens
            return tokens.indices.contains { index in
                guard tokens[index].isWord("product"), index + 1 < tokens.count, tokens[index + 1].isSymbol(":") else { return false }
                return ((index + 2)..<min(index + 7, tokens.count)).contains { tokens[$0].isWord("app") && tokens[$0 - 1].isSymbol(".") }
            }
        }
    }

    static func kind(_ product: String) -> ProjectTarget.Kind {
        switch product {
        case "app": .application
        case "appClip": .appClip
        case "watch2App": .watchApp
        case "framework", "staticFramework": .framework
        case "staticLibrary", "dynamicLibrary": .library
        case "unitTests": .unitTests
        case "uiTests": .uiTests
        default: product.lowercased().contains("extension") ? .appExtension : .other
        }
    }

    static func platforms(_ words: [String]) -> Set<ProjectTarget.Platform> {
        var found: Set<ProjectTarget.Platform> = []
        for word in words {
            switch word {
            case "iOS", "iPhone", "iPad", "macCatalyst", "macWithiPadDesign", "appleVisionWithiPadDesign": found.insert(.iOS)
            case "macOS", "mac": found.insert(.macOS)
            case "tvOS", "appleTv": found.insert(.tvOS)
            case "watchOS", "appleWatch": found.insert(.watchOS)
            case "visionOS", "appleVision": found.insert(.visionOS)
            default: break
            }
        }
        return found
    }

    /// The glob patterns and paths of a `sources:` or `resources:` value: strings, `.glob(...)`,
    /// `SourceFilesList(globs:)`, `.paths([...])`, `.folderReference(path:)`, and arrays of them;
    /// each relative to the manifest's folder (`rootFolder`: where `Tuist/` is, for
    /// `.relativeToRoot(...)`, as seen from the manifest's folder).
    static func patterns(_ value: ManifestValue, rootFolder: String = "") -> [String] {
        switch value {
        case .string(let text): return [text]
        case .array(let items): return items.flatMap { patterns($0, rootFolder: rootFolder) }
        case .call(let call):
            if call.name == "relativeToRoot", let path = call.unlabeled?.string { return [rootFolder.isEmpty ? path : rootFolder + "/" + path] }
            for label in ["globs", "pattern", "path"] {
                if let argument = call.argument(label) { return patterns(argument, rootFolder: rootFolder) }
            }
            return call.unlabeled.map { patterns($0, rootFolder: rootFolder) } ?? []
        default: return []
        }
    }

    /// `.relativeToRoot(...)`'s base, from the manifest's folder: `..` for each folder between
    /// it and the one holding `Tuist/` (the read folder when there is none).
    static func rootFolder(from folder: String, reader: ProjectFileReader) -> String {
        var candidate = folder
        var steps: [String] = []
        while !candidate.isEmpty, !reader.isDirectory(reader.join(candidate, "Tuist")) {
            steps.append("..")
            candidate = FileSystem.parent(of: candidate) == "." ? "" : FileSystem.parent(of: candidate)
        }
        return steps.joined(separator: "/")
    }

    /// The values every `excluded:` argument inside a value gives.
    static func excludedPaths(_ value: ManifestValue) -> [String] {
        switch value {
        case .array(let items): return items.flatMap(excludedPaths)
        case .call(let call): return call.arguments.flatMap { $0.label == "excluded" ? $0.value.strings : excludedPaths($0.value) }
        default: return []
        }
    }

    /// The files of Tuist 4's `buildableFolders:` (Xcode 16's synchronized folders, which the
    /// generated project lists no file of): each folder's sources and interface files, less
    /// the files its `.folder(_:exceptions:)` excludes (paths from the manifest's folder, or
    /// from the buildable folder).
    static func buildableFolderFiles(_ value: ManifestValue?, folder: String, reader: ProjectFileReader, limit: inout Int) -> [String] {
        guard case .array(let items)? = value else { return [] }
        var files: [String] = []
        for item in items {
            var name = item.string
            var excluded: [String] = []
            if name == nil, case .call(let call) = item, call.name == "folder" {
                name = (call.unlabeled ?? call.argument("path"))?.string
                excluded = call.argument("exceptions").map(excludedPaths) ?? []
            }
            guard let name else { continue }
            let buildable = reader.join(folder, name)
            let leftOut = Set(excluded.flatMap { [reader.join(folder, $0), reader.join(buildable, $0)] })
            files += SynchronizedFolder.files(in: buildable, reader: reader, limit: &limit).map { buildable.isEmpty ? $0 : buildable + "/" + $0 }
                .filter { !leftOut.contains($0) }
        }
        return files
    }

    /// A `settings:` value's levels: its `base:` strings, then its configurations' `.xcconfig` files.
    static func settings(_ value: ManifestValue, folder: String, reader: ProjectFileReader) -> [[BuildSettings.Assignment]] {
        guard case .call(let call) = value else { return [] }
        var levels: [[BuildSettings.Assignment]] = []
        if case .dictionary(let entries)? = call.argument("base") {
            levels.append(entries.compactMap { entry in
                switch entry.value {
                case .string(let text): BuildSettings.Assignment(setting: entry.key, value: text)
                case .call(let inner) where inner.name == "string": inner.unlabeled?.string.map { BuildSettings.Assignment(setting: entry.key, value: $0) }
                default: nil
                }
            })
        }
        // Each configuration's `xcconfig:` (a path, `.relativeToManifest(...)`, `.relativeToRoot(...)`).
        let root = rootFolder(from: folder, reader: reader)
        var files: [String] = []
        if case .array(let configurations)? = call.argument("configurations") {
            for case .call(let configuration) in configurations {
                files += configuration.argument("xcconfig").map { patterns($0, rootFolder: root) } ?? []
            }
        }
        for xcconfig in files where xcconfig.hasSuffix(".xcconfig") {
            levels.append(XCConfigFile.assignments(reader.join(folder, xcconfig), projectFolder: folder, reader: reader))
        }
        return levels
    }

    /// `deploymentTargets: .iOS("16.0")`, `.multiplatform(iOS: "16.0")`, Tuist 3's
    /// `deploymentTarget: .iOS(targetVersion: "15.0", devices: ...)`: the iOS version.
    static func iOSDeploymentTarget(_ value: ManifestValue?) -> String? {
        guard case .call(let call)? = value else { return nil }
        if call.name == "iOS" { return (call.unlabeled ?? call.argument("targetVersion"))?.string }
        return call.argument("iOS")?.string
    }

    static func target(_ call: ManifestCall, folder: String, path: String, projectLevels: [[BuildSettings.Assignment]], reader: ProjectFileReader,
                       notEvaluated: (ManifestGap, String) -> Void) -> ProjectTarget? {
        guard let name = call.argument("name")?.string else {
            notEvaluated(call.argument("name")?.firstGap ?? ManifestGap(file: call.file, line: call.line, text: call.name + "(...)", why: "a target without a name"),
                         "a target's name in \(path)")
            return nil
        }
        // The parts of the target that could not be evaluated, each said once.
        for label in ["product", "destinations", "platform", "infoPlist", "sources", "resources", "buildableFolders", "settings"] {
            if let gap = call.argument(label)?.firstGap { notEvaluated(gap, "the \(label) of the target \(name)") }
        }
        let productValue = call.argument("product")
        let product = productValue?.memberNames.last ?? productValue?.string ?? ""
        let destinations = call.argument("destinations") ?? call.argument("platform")
        var platformSet = platforms(destinations?.memberNames ?? [])
        // Destinations doctor cannot tell (a plugin's `.app`, code it does not evaluate) for an
        // app: read as iOS, as Tuist's apps mostly are, and said.
        if platformSet.isEmpty, kind(product) == .application, let destinations {
            platformSet = [.iOS]
            if destinations.firstGap == nil {
                reader.note(call.file, line: call.line, "the target \(name)'s destinations (\(destinations.memberNames.joined(separator: ", "))) are no names doctor knows: read as an iOS app")
            }
        }
        var levels = projectLevels
        var declaredInfo: [PropertyListEntry]? = nil
        var infoFile: String? = nil
        // Tuist writes an iOS app's Info.plist from its defaults for `.default` (the argument's
        // default too) and `.extendingDefault(with:)`, the keys given replacing the defaults'.
        let defaults = kind(product) == .application && platformSet.contains(.iOS) ? iOSAppDefaults(tuist: pinnedVersion(folder: folder, reader: reader)) : []
        var usesDefaults = false
        switch call.argument("infoPlist") {
        case nil, .member("default")?:
            declaredInfo = defaults
            usesDefaults = true
        case .string(let literal)?:
            infoFile = literal
        case .call(let inner)? where inner.name == "file":
            infoFile = (inner.argument("path") ?? inner.unlabeled).flatMap { patterns($0, rootFolder: rootFolder(from: folder, reader: reader)).first }
        case .call(let inner)? where inner.name == "variable":
            // `.variable("$(INFO_PLIST_FILE_VARIABLE)")`: a path through the build settings.
            infoFile = inner.unlabeled?.string
        case .call(let inner)? where inner.name == "extendingDefault" || inner.name == "dictionary":
            if let entries = infoEntries(inner.argument("with") ?? inner.unlabeled, of: name, at: inner, notEvaluated: notEvaluated) {
                usesDefaults = inner.name == "extendingDefault"
                declaredInfo = usesDefaults ? defaults.filter { key in !entries.contains { $0.key == key.key } } + entries : entries
            }
        case .call(let inner)?:
            // A function of a plugin, or of code doctor does not read (`.extendingSharedDefault(with:)`).
            notEvaluated(ManifestGap(file: inner.file, line: inner.line, text: "." + inner.name + "(...)",
                                     why: "an Info.plist made by a function doctor does not find: a plugin's?"), "the infoPlist of the target \(name)")
        default: break
        }
        if let settings = call.argument("settings") { levels += self.settings(settings, folder: folder, reader: reader) }
        var generated: [BuildSettings.Assignment] = []
        if let bundle = call.argument("bundleId")?.string { generated.append(.init(key: "PRODUCT_BUNDLE_IDENTIFIER", value: bundle)) }
        if let version = iOSDeploymentTarget(call.argument("deploymentTargets") ?? call.argument("deploymentTarget")) {
            generated.append(.init(key: "IPHONEOS_DEPLOYMENT_TARGET", value: version))
        }
        if let infoFile { generated.append(BuildSettings.Assignment(key: "INFOPLIST_FILE", value: reader.absolute(reader.join(folder, infoFile)))) }
        levels.insert(generated.filter { $0.key != "INFOPLIST_FILE" }, at: 0)
        levels.append(generated.filter { $0.key == "INFOPLIST_FILE" })
        let root = reader.absolute(folder)
        let settings = BuildSettings(levels: levels, builtIn: ["SRCROOT": root, "PROJECT_DIR": root, "TARGET_NAME": name, "PRODUCT_NAME": "$(TARGET_NAME)",
                                                            "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "CONFIGURATION": "Release"],
                                     context: .init(configuration: "Release", sdks: ["iphoneos", "iphonesimulator"]))
        var files: [String] = []
        var budget = ProjectFiles.maximumFiles
        for argument in ["sources", "resources"] {
            for pattern in call.argument(argument).map({ patterns($0, rootFolder: rootFolder(from: folder, reader: reader)) }) ?? [] {
                files += PathPattern(pattern).files(from: folder, reader: reader, limit: &budget)
            }
        }
        files += buildableFolderFiles(call.argument("buildableFolders"), folder: folder, reader: reader, limit: &budget)
        // The targets it depends on, by name (what else a dependency holds is not needed).
        var dependencies: [String] = []
        switch call.argument("dependencies") {
        case .array(let items)?:
            for item in items {
                var named: ManifestValue? = nil
                switch item {
                case .gap(let gap): notEvaluated(gap, "a dependency of the target \(name)")
                case .call(let dependency) where dependency.name == "target":
                    // `.target(name: "Core")`, `.target("Core")`, `.target(core)` (a target value).
                    named = dependency.argument("name") ?? dependency.unlabeled
                    if case .call(let target)? = named { named = target.argument("name") }
                // Another manifest's target: found by name among the folder's projects.
                case .call(let dependency) where dependency.name == "project": named = dependency.argument("target")
                default: break
                }
                if let named, let gap = named.gap { notEvaluated(gap, "a dependency of the target \(name)") }
                if let text = named?.string { dependencies.append(text) }
            }
        case .gap(let gap)?: notEvaluated(gap, "the dependencies of the target \(name)")
        default: break
        }
        var target = ProjectTarget(
            name: name, kind: kind(product), productType: product, platforms: platformSet, configuration: "Release", settings: settings,
            sources: XcodeProjectReader.Context.unique(files.filter(XcodeProjectReader.Context.isSource)), headers: files.filter { $0.hasSuffix(".h") },
            interfaceFiles: XcodeProjectReader.Context.unique(files.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }),
            dependencies: dependencies, declaredInfo: declaredInfo, declaredIn: path, line: call.line,
            infoDefaults: usesDefaults && declaredInfo?.contains { $0.key == InfoPlistFacts.manifestKey && defaults.contains($0) } == true ? "Tuist" : nil)
        if call.file != path { target.madeIn = call.file }
        return target
    }

    /// The keys an Info.plist dictionary of a manifest gives, each value evaluated on its own:
    /// one doctor cannot evaluate (`.string(String(Shell.numberOfCommits() ?? 1))`) is left
    /// out, and said when it is a key doctor reads for the life cycle or the activity types.
    static func infoEntries(_ value: ManifestValue?, of target: String, at call: ManifestCall, notEvaluated: (ManifestGap, String) -> Void) -> [PropertyListEntry]? {
        guard case .dictionary(let pairs)? = value else { return nil }
        var entries: [PropertyListEntry] = []
        for pair in pairs {
            if let converted = pair.value.propertyList() {
                entries.append(PropertyListEntry(pair.key, converted))
            } else if [InfoPlistFacts.manifestKey, "NSUserActivityTypes", "UIMainStoryboardFile"].contains(pair.key) {
                notEvaluated(pair.value.firstGap ?? ManifestGap(file: call.file, line: call.line, text: pair.key, why: "a value that is no property list doctor evaluates"),
                             "the Info.plist key \(pair.key) of the target \(target)")
            }
        }
        return entries
    }

    /// What Tuist's generator gives an iOS app's Info.plist before the keys a manifest adds
    /// (InfoPlistContentProvider.iosApp): since Tuist 3.17.0 (tuist/tuist#5067, its changelog's
    /// 2023-03-12 entry) a scene manifest without configurations, which TN3187 counts as not
    /// adopting scenes unless the app delegate gives one; before it, none. `tuist`: the version
    /// the repository pins (nil: none pinned, the current Tuist's).
    static func iOSAppDefaults(tuist: [Int]?) -> [PropertyListEntry] {
        let manifest = PropertyListEntry(InfoPlistFacts.manifestKey, .dictionary([
            PropertyListEntry("UIApplicationSupportsMultipleScenes", .bool(false)),
            PropertyListEntry("UISceneConfigurations", .dictionary([])),
        ]))
        let beforeManifest = tuist.map { $0.lexicographicallyPrecedes([3, 17]) } ?? false
        return [PropertyListEntry("LSRequiresIPhoneOS", .bool(true))] + (beforeManifest ? [] : [manifest])
    }

    /// The Tuist version the repository pins for its manifests: `.tuist-version` (`3.9.0`), or
    /// the `tuist` line of `.tool-versions` (asdf, mise), beside the manifest or in a folder
    /// above it inside the folder read.
    static func pinnedVersion(folder: String, reader: ProjectFileReader) -> [Int]? {
        var candidate = folder
        while true {
            for (name, prefix) in [(".tuist-version", ""), (".tool-versions", "tuist ")] {
                guard let bytes = reader.bytes(reader.join(candidate, name), quiet: true) else { continue }
                for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
                    let text = String(line).trimmed
                    guard text.hasPrefix(prefix) else { continue }
                    let parts = text.dropFirst(prefix.count).split(separator: ".").map { Int($0.prefix { $0.isNumber }) }
                    if !parts.isEmpty, !parts.contains(nil) { return parts.compactMap { $0 } }
                }
            }
            guard !candidate.isEmpty else { return nil }
            candidate = FileSystem.parent(of: candidate) == "." ? "" : FileSystem.parent(of: candidate)
        }
    }
}
