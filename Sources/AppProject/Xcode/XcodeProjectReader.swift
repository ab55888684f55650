import Platform
import PropertyList

/// Reads an `.xcodeproj` as Xcode builds it: each target with its product type and platforms,
/// the files its build phases and synchronized folders compile and copy, the targets and
/// local packages it depends on, and its build settings resolved for the Release
/// configuration (Debug when there is no Release) through the project's and the target's
/// `.xcconfig` files.
enum XcodeProjectReader {
    /// The settings whose Debug and Release values are compared.
    static let watchedSettings = ["INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE", "INFOPLIST_PREPROCESS", "IPHONEOS_DEPLOYMENT_TARGET", "PRODUCT_BUNDLE_IDENTIFIER", "CURRENT_PROJECT_VERSION"]

    /// `path`: the `.xcodeproj` folder, relative to the folder read. Its project file is
    /// `project.pbxproj` (in any format Xcode reads, `ProjectFileFormat`) or `project.xcproj`
    /// (`XcodeProjectFile`), read into the same object graph. A project file that cannot be
    /// read or understood is a note (merge-conflict markers, an object id defined twice, a JSON
    /// error with its line and column) and nil. `listing`: the app targets only,
    /// with their platforms and settings and none of their files (for completion).
    static func read(_ path: String, reader: ProjectFileReader, listing: Bool = false) -> BuildProject? {
        let found = XcodeProjectFile.find(path, reader: reader) ?? XcodeProjectFile(bundle: path, format: .propertyList, bothPresent: false)
        let file = found.path
        guard let bytes = reader.bytes(file, limit: ProjectFileReader.maximumProjectFileSize) else { return nil }
        if found.bothPresent { reader.note(file, found.bothPresentNote) }
        let graph: Graph
        switch found.format {
        case .propertyList:
            guard let read = propertyListGraph(bytes, file: file, reader: reader) else { return nil }
            graph = read
        case .json:
            guard let read = jsonGraph(bytes, file: file, reader: reader) else { return nil }
            graph = read
        }
        let objects = graph.objects, projectID = graph.projectID
        reader.keepIntermediate(objects)
        let containing = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : ""
        let projectDir = objects.string(projectID, "projectDirPath").flatMap { $0.isEmpty ? nil : $0 }
        let folder = projectDir.map { reader.join(containing, $0) } ?? containing
        let context = Context(objects: objects, reader: reader, folder: folder, projectName: projectName(path), projectID: projectID, listing: listing, lines: graph.lines)
        let targets = objects.strings(projectID, "targets").compactMap { context.target($0) }
        guard !listing else {
            var project = BuildProject(path: path, format: .xcode, folder: folder, targets: targets)
            project.file = file
            return project
        }
        var project = BuildProject(path: path, format: .xcode, folder: folder, targets: targets, localPackages: context.localPackages())
        project.file = file
        project.subprojects = context.subprojects()
        return project
    }

    /// A project file's objects, its project's id, and the line of each target in it (when
    /// the format's reader knows it).
    struct Graph {
        var objects: PBXObjects
        var projectID: String
        var lines: [String: Int] = [:]
    }

    static func propertyListGraph(_ bytes: [UInt8], file: String, reader: ProjectFileReader) -> Graph? {
        let root: PropertyListValue
        let repeated: [OpenStepPropertyListReader.RepeatedKey]
        do {
            (root, repeated, _) = try ProjectFileFormat.read(bytes)
        } catch {
            let format = (try? ProjectFileFormat.decode(bytes))?.format.name ?? "a property list"
            reader.notUnderstood(file, line: error.line, column: error.column, "not understood as \(format == "OpenStep text" ? "an OpenStep property list" : format): \(error.message)")
            return nil
        }
        // Two objects under one id (a merge that kept both sides' lines): Xcode keeps one of
        // them, and which one the project means is not known.
        if let twice = repeated.first(where: { $0.dictionary == "objects" }) {
            reader.notUnderstood(file, line: twice.repeated.line, column: twice.repeated.column,
                                 "defines the object \(twice.key) twice (lines \(twice.first.line) and \(twice.repeated.line)), as a merge that kept both sides leaves it: Xcode keeps one of them")
            return nil
        }
        guard case .dictionary(let entries)? = root["objects"] else {
            reader.notUnderstood(file, "has no 'objects' dictionary: not an Xcode project")
            return nil
        }
        reader.keepIntermediate(root)
        var byID: [String: PropertyListValue] = [:]
        for entry in entries { byID[entry.key] = entry.value }
        let objects = PBXObjects(byID)
        guard let projectID = objects.ids(ofType: "PBXProject").first else {
            reader.notUnderstood(file, "has no PBXProject object: not an Xcode project")
            return nil
        }
        return Graph(objects: objects, projectID: projectID)
    }

    /// `project.xcproj`: JSON as Xcode reads it, into the pbxproj's object graph
    /// (`XcprojObjects`); what does not resolve is a note at its line.
    static func jsonGraph(_ bytes: [UInt8], file: String, reader: ProjectFileReader) -> Graph? {
        let root: XcprojNode
        do {
            root = try XcprojReader.read(bytes)
        } catch {
            reader.notUnderstood(file, line: error.line, column: error.column, "not understood as JSON as Xcode reads project.xcproj: \(error.message): correct it there, or take it back from version control")
            return nil
        }
        let read = XcprojObjects.read(root)
        reader.keepIntermediate(root)
        let positions = TextPositions(bytes)
        for problem in read.problems {
            reader.note(file, line: positions.line(of: problem.offset), column: positions.column(of: problem.offset), problem.text)
        }
        guard !read.projectID.isEmpty else { return nil }
        return Graph(objects: read.graph, projectID: read.projectID, lines: read.targetOffsets.mapValues { positions.line(of: $0) })
    }

    static func projectName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(".xcodeproj") ? String(last.dropLast(".xcodeproj".count)) : last
    }

    struct Context {
        let objects: PBXObjects
        let reader: ProjectFileReader
        /// SRCROOT, relative to the folder read.
        let folder: String
        let projectName: String
        let projectID: String
        /// Apps only, without their files.
        var listing = false
        /// Each target's line in the project file, when known.
        var lines: [String: Int] = [:]

        /// A path relative to SRCROOT as one relative to the folder read.
        func located(_ path: String) -> String { reader.join(folder, path) }

        func target(_ id: String) -> ProjectTarget? {
            guard let name = objects.string(id, "name") else { return nil }
            let productType = objects.string(id, "productType") ?? objects.isa(id) ?? "?"
            let configurations = objects.strings(objects.string(id, "buildConfigurationList") ?? "", "buildConfigurations")
            let projectConfigurations = objects.strings(objects.string(projectID, "buildConfigurationList") ?? "", "buildConfigurations")
            func named(_ ids: [String], _ name: String) -> String? { ids.first { objects.string($0, "name") == name } }
            guard let chosen = named(configurations, "Release") ?? configurations.first else { return nil }
            let configurationName = objects.string(chosen, "name") ?? "Release"
            let kind = ProjectTarget.kind(ofProductType: productType)
            if listing, kind != .application { return nil }
            let (settings, platforms) = self.settings(target: name, configuration: chosen, project: named(projectConfigurations, configurationName))
            if listing {
                return ProjectTarget(name: name, kind: kind, productType: productType, platforms: platforms, configuration: configurationName, settings: settings,
                                     declaredIn: folder.isEmpty ? projectName + ".xcodeproj" : folder + "/" + projectName + ".xcodeproj", line: lines[id])
            }
            // Per-configuration settings are an app's (its bundle id per configuration, what
            // differs in Debug): a big project's hundred frameworks need only the one.
            var differing: [String] = []
            if kind == .application, configurationName == "Release", let debug = named(configurations, "Debug") {
                let debugSettings = self.settings(target: name, configuration: debug, project: named(projectConfigurations, "Debug")).settings
                let keys = Self.watched(settings)
                differing = keys.filter { settings[$0] != debugSettings[$0] }
            }
            var files = buildPhaseFiles(id)
            files += synchronizedFiles(id)
            var target = ProjectTarget(
                name: name, kind: ProjectTarget.kind(ofProductType: productType), productType: productType, platforms: platforms,
                configuration: configurationName, settings: settings, differingSettings: differing,
                sources: Self.unique(files.filter { Self.isSource($0) }), headers: Self.unique(files.filter { $0.hasSuffix(".h") }),
                interfaceFiles: Self.unique(files.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }),
                dependencies: dependencies(id), packageProducts: localProducts(id),
                declaredIn: folder.isEmpty ? projectName + ".xcodeproj" : folder + "/" + projectName + ".xcodeproj", line: lines[id])
            target.linkedProducts = linkedProducts(id)
            target.configurationSettings = kind != .application ? [] : configurations.compactMap { configuration -> (name: String, settings: BuildSettings)? in
                guard let name = objects.string(configuration, "name") else { return nil }
                return (name, configuration == chosen ? settings : self.settings(target: target.name, configuration: configuration, project: named(projectConfigurations, name)).settings)
            }
            return target
        }

        /// The targets it depends on, by name: of this project (`target`), or of another
        /// (a subproject's, through the proxy's `remoteInfo`).
        func dependencies(_ id: String) -> [String] {
            objects.strings(id, "dependencies").compactMap { dependency in
                if let target = objects.string(dependency, "target"), let name = objects.string(target, "name") { return name }
                if let proxy = objects.string(dependency, "targetProxy"), let name = objects.string(proxy, "remoteInfo") { return name }
                return objects.string(dependency, "name")
            }
        }

        /// The products its frameworks phase links and its copy phases embed (`Core` for
        /// `Core.framework`, `libCore.a`, `Core.xcframework`), built by a target somewhere.
        func linkedProducts(_ id: String) -> [String] {
            var names: [String] = []
            for phase in objects.strings(id, "buildPhases") where ["PBXFrameworksBuildPhase", "PBXCopyFilesBuildPhase"].contains(objects.isa(phase) ?? "") {
                for buildFile in objects.strings(phase, "files") {
                    guard let reference = objects.string(buildFile, "fileRef"), let file = objects.string(reference, "path") ?? objects.string(reference, "name") else { continue }
                    if let name = Self.productName(ofFile: FileSystem.lastComponent(of: file)) { names.append(name) }
                }
            }
            return Self.unique(names)
        }

        /// The other `.xcodeproj`s it refers to (`projectReferences`), relative to the folder read.
        func subprojects() -> [String] {
            guard case .array(let references)? = objects[projectID]?["projectReferences"] else { return [] }
            return references.compactMap { reference -> String? in
                guard case .string(let file)? = reference["ProjectRef"], let path = objects.path(of: file) else { return nil }
                return located(path)
            }
        }

        static func watched(_ settings: BuildSettings) -> [String] {
            watchedSettings + settings.settings(withPrefix: "INFOPLIST_KEY_").keys.sorted()
        }

        /// `Core.framework`, `Core.xcframework`, `libCore.a`, `libCore.dylib`: `Core`.
        static func productName(ofFile file: String) -> String? {
            for suffix in [".framework", ".xcframework"] where file.hasSuffix(suffix) { return String(file.dropLast(suffix.count)) }
            for suffix in [".a", ".dylib"] where file.hasPrefix("lib") && file.hasSuffix(suffix) { return String(file.dropFirst(3).dropLast(suffix.count)) }
            return nil
        }

        static func isSource(_ path: String) -> Bool { path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") }

        static func unique(_ paths: [String]) -> [String] {
            var seen: Set<String> = []
            seen.reserveCapacity(paths.count)
            return paths.filter { seen.insert($0).inserted }
        }

        /// The levels, lowest first: the project's xcconfig and settings, then the target's;
        /// and the platforms they build for.
        func settings(target: String, configuration: String, project: String?) -> (settings: BuildSettings, platforms: Set<ProjectTarget.Platform>) {
            var levels: [[BuildSettings.Assignment]] = []
            for id in [project, configuration].compactMap({ $0 }) {
                if let base = baseConfiguration(id) { levels.append(XCConfigFile.assignments(base, projectFolder: folder, reader: reader)) }
                levels.append(buildSettings(id))
            }
            let configurationName = objects.string(configuration, "name") ?? "Release"
            let builtIn = [
                "SRCROOT": reader.absolute(folder), "PROJECT_DIR": reader.absolute(folder), "SOURCE_ROOT": reader.absolute(folder),
                "PROJECT_NAME": projectName, "TARGET_NAME": target, "PRODUCT_NAME": "$(TARGET_NAME)",
                "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "CONFIGURATION": configurationName,
            ]
            // The platform decides which conditional settings apply: read it without them first.
            let plain = BuildSettings(levels: levels, builtIn: builtIn, context: .init(configuration: configurationName, sdks: []))
            let platforms = ProjectTarget.platforms(levels: levels, settings: plain)
            let sdks = platforms.contains(.iOS) || platforms.isEmpty ? ["iphoneos", "iphonesimulator"] : platforms.flatMap(Self.sdks)
            let settings = BuildSettings(levels: levels, builtIn: builtIn.merging(["PLATFORM_NAME": sdks[0]]) { $1 }, context: .init(configuration: configurationName, sdks: sdks))
            return (settings, platforms)
        }

        static func sdks(_ platform: ProjectTarget.Platform) -> [String] {
            switch platform {
            case .iOS: ["iphoneos", "iphonesimulator"]
            case .macOS: ["macosx"]
            case .tvOS: ["appletvos", "appletvsimulator"]
            case .watchOS: ["watchos", "watchsimulator"]
            case .visionOS: ["xros", "xrsimulator"]
            }
        }

        /// A configuration's `.xcconfig`: `baseConfigurationReference`, or Xcode 16's anchor (a
        /// synchronized folder) and a path relative to it.
        func baseConfiguration(_ id: String) -> String? {
            if let reference = objects.string(id, "baseConfigurationReference"), let path = objects.path(of: reference) {
                return located(path)
            }
            if let anchor = objects.string(id, "baseConfigurationReferenceAnchor"), let relative = objects.string(id, "baseConfigurationReferenceRelativePath"),
               let folderPath = objects.path(of: anchor) {
                return located(folderPath.isEmpty ? relative : folderPath + "/" + relative)
            }
            return nil
        }

        func buildSettings(_ id: String) -> [BuildSettings.Assignment] {
            guard case .dictionary(let entries)? = objects[id]?["buildSettings"] else { return [] }
            return entries.compactMap { entry in
                switch entry.value {
                case .string(let text): BuildSettings.Assignment(setting: entry.key, value: text)
                case .array(let items): BuildSettings.Assignment(setting: entry.key, value: items.compactMap { if case .string(let text) = $0 { text } else { nil } }.joined(separator: " "))
                default: nil
                }
            }
        }

        /// The files of the target's sources and resources build phases (a localized
        /// storyboard's variants too), relative to the folder read.
        func buildPhaseFiles(_ id: String) -> [String] {
            var members: [String] = []
            for phase in objects.strings(id, "buildPhases") where ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(objects.isa(phase) ?? "") {
                for buildFile in objects.strings(phase, "files") {
                    guard let reference = objects.string(buildFile, "fileRef") else { continue }
                    if objects.isa(reference) == "PBXVariantGroup" { members += objects.strings(reference, "children") } else { members.append(reference) }
                }
            }
            return objects.paths(of: members).compactMap { $0.map(located) }
        }

        /// The files the target builds from synchronized folders: its own, and those other
        /// folders' exception sets add to it.
        func synchronizedFiles(_ id: String) -> [String] {
            let owned = Set(objects.strings(id, "fileSystemSynchronizedGroups"))
            var files: [String] = []
            var budget = ProjectFiles.maximumFiles
            for group in objects.ids(ofType: "PBXFileSystemSynchronizedRootGroup") {
                var exceptions: [String: [String]] = [:]
                for set in objects.strings(group, "exceptions") where objects.isa(set) == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
                    if let target = objects.string(set, "target") { exceptions[target, default: []] += objects.strings(set, "membershipExceptions") }
                }
                guard owned.contains(group) || exceptions[id] != nil, let path = objects.path(of: group) else { continue }
                let location = located(path)
                let folder = SynchronizedFolder(
                    path: location, files: SynchronizedFolder.files(in: location, skipping: Set(objects.strings(group, "explicitFolders")), reader: reader, limit: &budget),
                    exceptions: exceptions)
                files += folder.members(forTarget: id, owned: owned.contains(group))
            }
            return files
        }

        /// The products of local packages the target links: those whose package is a local
        /// reference, or none (a package folder added to the project as a file).
        func localProducts(_ id: String) -> [String] {
            objects.strings(id, "packageProductDependencies").compactMap { dependency in
                guard let product = objects.string(dependency, "productName") else { return nil }
                guard let package = objects.string(dependency, "package") else { return product }
                return objects.isa(package) == "XCLocalSwiftPackageReference" ? product : nil
            }
        }

        /// The extensions of files a project lists, which are no package's folder.
        static let fileExtensions: Set<String> = [
            "swift", "m", "mm", "h", "hpp", "c", "cc", "cpp", "plist", "storyboard", "xib", "strings", "stringsdict", "xcstrings", "xcassets", "json",
            "png", "jpg", "pdf", "entitlements", "xcconfig", "md", "txt", "framework", "xcframework", "a", "dylib", "tbd", "xcodeproj", "app",
            "appex", "xctest", "xcdatamodeld", "xcprivacy", "metal", "intentdefinition", "bundle", "xctestplan", "icon", "ttf", "otf", "js",
            "html", "css", "sh", "yml", "yaml",
        ]

        /// Folders holding a `Package.swift` the project refers to: local package references,
        /// package folders added as files, and packages inside synchronized folders.
        func localPackages() -> [String] {
            var folders: [String] = []
            for id in objects.ids(ofType: "XCLocalSwiftPackageReference") {
                if let path = objects.string(id, "relativePath") { folders.append(located(path)) }
            }
            // A file reference to a package is to its folder: the files of a project (a
            // hundred thousand in a big one) are not looked for a Package.swift in.
            let references = objects.unsortedIDs(ofType: "PBXFileReference").filter { id in
                !Self.fileExtensions.contains(SynchronizedFolder.fileExtension(objects.string(id, "path") ?? ""))
            }.sorted()
            let candidates = references + objects.ids(ofType: "PBXFileSystemSynchronizedRootGroup")
            for (id, path) in zip(candidates, objects.paths(of: candidates)) {
                guard let path else { continue }
                let location = located(path)
                if reader.isFile(location + "/Package.swift") {
                    folders.append(location)
                } else if objects.isa(id) == "PBXFileSystemSynchronizedRootGroup" {
                    folders += reader.names(in: location).map { location + "/" + $0 }.filter { reader.isFile($0 + "/Package.swift") }
                }
            }
            return Self.unique(folders.filter { reader.isDirectory($0) })
        }
    }
}
