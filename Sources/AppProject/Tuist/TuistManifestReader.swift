import PropertyList

/// Reads a Tuist manifest (`Project.swift`) without running it: the `Project(...)` call's
/// `targets:` array, each `.target(...)` (or `Target(...)`) with its `name`, `product`,
/// `destinations` (or `platform`), `infoPlist` (`.file(path:)`, a path, or
/// `.extendingDefault(with:)` / `.dictionary(...)` whose literal keys are read), `sources`,
/// `resources`, `buildableFolders` (Tuist 4's synchronized folders), `dependencies` and
/// `settings` (`base:` literals, `.xcconfig` files). A name
/// defined in `Tuist/ProjectDescriptionHelpers` (`Constants.destinations`) is looked up there;
/// what is built at run time (a helper function making targets) is a note.
enum TuistManifestReader {
    static func read(_ path: String, reader: ProjectFileReader) -> BuildProject? {
        guard let bytes = reader.bytes(path) else { return nil }
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : ""
        let manifest = SwiftExpression.File(bytes)
        guard let project = manifest.calls(named: ["Project"]).first, let targetsArgument = project.argument("targets") else {
            reader.note(path, "has no Project(...) with a targets: array doctor can read")
            return nil
        }
        var helpers: [String: SwiftExpression] = [:]
        for helperFolder in ["Tuist/ProjectDescriptionHelpers", "Tuist/ProjectDescriptionHelpers/Sources"].map({ reader.join(folder, $0) }) {
            for name in reader.names(in: helperFolder) where name.hasSuffix(".swift") {
                guard let helperBytes = reader.bytes(helperFolder + "/" + name) else { continue }
                helpers.merge(SwiftExpression.File(helperBytes).constants()) { first, _ in first }
            }
        }
        var targets: [ProjectTarget] = []
        for element in targetsArgument.elements() {
            guard let call = element.call(), ["target", "Target"].contains(call.name) else {
                reader.note(path, line: element.line, "a target made by code doctor does not run: left out")
                continue
            }
            if let target = target(call, manifest: manifest, helpers: helpers, folder: folder, path: path, reader: reader) { targets.append(target) }
        }
        return BuildProject(path: path, format: .tuist, folder: folder, targets: targets)
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

    /// The files of Tuist 4's `buildableFolders:` (Xcode 16's synchronized folders, which the
    /// generated project lists no file of): each folder's sources and interface files, less
    /// the files its `.folder(_:exceptions:)` excludes (paths from the manifest's folder, or
    /// from the buildable folder). A folder given by code is a note.
    static func buildableFolderFiles(_ argument: SwiftExpression?, folder: String, path: String, reader: ProjectFileReader, limit: inout Int) -> [String] {
        var files: [String] = []
        for element in argument?.elements() ?? [] {
            var name = element.stringLiteral
            var excluded: [String] = []
            if name == nil, let call = element.call(), call.name == "folder" {
                name = call.arguments().first?.stringLiteral
                excluded = call.argument("exceptions").map(excludedPaths) ?? []
            }
            guard let name else {
                reader.note(path, line: element.line, "a buildable folder given by code doctor does not run: its files are not read")
                continue
            }
            let buildable = reader.join(folder, name)
            let leftOut = Set(excluded.flatMap { [reader.join(folder, $0), reader.join(buildable, $0)] })
            files += SynchronizedFolder.files(in: buildable, reader: reader, limit: &limit).map { buildable.isEmpty ? $0 : buildable + "/" + $0 }
                .filter { !leftOut.contains($0) }
        }
        return files
    }

    /// The string literals of every `excluded:` array in an exceptions expression.
    static func excludedPaths(_ exceptions: SwiftExpression) -> [String] {
        let tokens = exceptions.file.tokens
        var paths: [String] = []
        for index in exceptions.range where tokens[index].isWord("excluded") && index + 2 < exceptions.range.upperBound && tokens[index + 1].isSymbol(":") {
            paths += SwiftExpression(file: exceptions.file, range: (index + 2)..<exceptions.file.end(from: index + 2)).stringLiterals
        }
        return paths
    }

    static func target(_ call: SwiftExpression.Call, manifest: SwiftExpression.File, helpers: [String: SwiftExpression], folder: String, path: String,
                       reader: ProjectFileReader) -> ProjectTarget? {
        guard let name = call.argument("name")?.stringLiteral else { return nil }
        let product = call.argument("product")?.words.last ?? ""
        var platformWords = (call.argument("destinations") ?? call.argument("platform"))?.words ?? []
        // `Constants.destinations`: the helper's definition.
        for word in platformWords where helpers[word] != nil { platformWords += helpers[word]!.words }
        var levels: [[BuildSettings.Assignment]] = []
        var declaredInfo: [PropertyListEntry]? = nil
        var infoFile: String? = nil
        if let info = call.argument("infoPlist") {
            if let literal = info.stringLiteral {
                infoFile = literal
            } else if let inner = info.call() {
                switch inner.name {
                case "file": infoFile = inner.argument("path")?.stringLiteral ?? inner.arguments().first?.stringLiteral
                case "extendingDefault", "dictionary":
                    if let dictionary = (inner.argument("with") ?? inner.arguments().first)?.propertyList(),
                       case .dictionary(let entries) = dictionary {
                        declaredInfo = entries
                    }
                default: break
                }
            }
        }
        if let settings = call.argument("settings")?.call() {
            if case .dictionary(let entries)? = settings.argument("base")?.propertyList() {
                levels.append(entries.compactMap { entry in
                    if case .string(let text) = entry.value { return BuildSettings.Assignment(setting: entry.key, value: text) }
                    return nil
                })
            }
            for xcconfig in settings.argument("configurations")?.stringLiterals ?? [] where xcconfig.hasSuffix(".xcconfig") {
                levels.append(XCConfigFile.assignments(reader.join(folder, xcconfig), projectFolder: folder, reader: reader))
            }
        }
        if let infoFile { levels.append([BuildSettings.Assignment(key: "INFOPLIST_FILE", value: reader.absolute(reader.join(folder, infoFile)))]) }
        let root = reader.absolute(folder)
        let settings = BuildSettings(levels: levels, builtIn: ["SRCROOT": root, "PROJECT_DIR": root, "TARGET_NAME": name, "PRODUCT_NAME": "$(TARGET_NAME)",
                                                            "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "CONFIGURATION": "Release"],
                                     context: .init(configuration: "Release", sdks: ["iphoneos", "iphonesimulator"]))
        var files: [String] = []
        var budget = ProjectFiles.maximumFiles
        for argument in ["sources", "resources"] {
            for pattern in call.argument(argument)?.stringLiterals ?? [] {
                files += PathPattern(pattern).files(from: folder, reader: reader, limit: &budget)
            }
        }
        files += buildableFolderFiles(call.argument("buildableFolders"), folder: folder, path: path, reader: reader, limit: &budget)
        let dependencies = (call.argument("dependencies")?.elements() ?? []).compactMap { element -> String? in
            guard let dependency = element.call(), dependency.name == "target" else { return nil }
            return dependency.argument("name")?.stringLiteral ?? dependency.arguments().first?.stringLiteral
        }
        return ProjectTarget(
            name: name, kind: kind(product), productType: product, platforms: platforms(platformWords), configuration: "Release", settings: settings,
            sources: XcodeProjectReader.Context.unique(files.filter(XcodeProjectReader.Context.isSource)), headers: files.filter { $0.hasSuffix(".h") },
            interfaceFiles: XcodeProjectReader.Context.unique(files.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }),
            dependencies: dependencies, declaredInfo: declaredInfo, declaredIn: path, line: call.line)
    }
}
