import Platform

/// The files of a folder that `doctor` reads, found without following symbolic links (but an
/// `.xcodeproj` or `.xcworkspace` that is one, which Xcode opens where it leads): the build projects (Xcode projects, XcodeGen specs, Tuist manifests), and for a folder without
/// one, the Info.plists, storyboards and sources it holds. Vendored code (Pods, Carthage,
/// Swift packages' checkouts, vendor folders), build output and test folders are skipped.
struct ProjectFiles {
    var root: String
    /// Paths relative to `root`.
    var xcodeProjects: [String] = []
    var xcodeGenSpecs: [String] = []
    var tuistManifests: [String] = []
    /// `Package.swift` files (an `.iOSApplication` product is an app; the others are local
    /// packages an app may link).
    var packageManifests: [String] = []
    var workspaces: [String] = []
    var infoPlists: [String] = []
    var interfaceFiles: [String] = []
    var swiftFiles: [String] = []
    var objectiveCFiles: [String] = []
    var headers: [String] = []
    var skipped: [String] = []
    /// Folders there that could not be listed (no permission): what they hold is not known,
    /// never taken as nothing.
    var unlisted: [UnreadableFile] = []

    static let vendored: Set<String> = [
        "Pods", "Carthage", "SourcePackages", "vendor", "Vendor", "ThirdParty", "third_party", ".build", "DerivedData", "build", "node_modules", ".git",
        ".swiftpm", "checkouts",
    ]
    /// Bounds against a folder that is not a project (a home folder given by mistake).
    static let maximumFiles = 200_000
    static let maximumDepth = 40

    static func find(in root: String) throws(ProjectError) -> ProjectFiles {
        guard let entry = FileSystem.entry(root) else { throw .notFound(path: root) }
        var files = ProjectFiles(root: root)
        guard entry.type == .directory else { throw .notAFolder(path: root) }
        var seen = 0
        try files.walk("", depth: 0, seen: &seen)
        return files
    }

    /// Whether anything of an app is here: a project, or sources, storyboards or an Info.plist.
    var isEmpty: Bool {
        xcodeProjects.isEmpty && xcodeGenSpecs.isEmpty && tuistManifests.isEmpty && infoPlists.isEmpty && interfaceFiles.isEmpty && swiftFiles.isEmpty
            && objectiveCFiles.isEmpty
    }

    mutating func walk(_ relative: String, depth: Int, seen: inout Int) throws(ProjectError) {
        guard depth < Self.maximumDepth else { return }
        let folder = relative.isEmpty ? root : root + "/" + relative
        let entries: [(name: String, type: FileSystem.EntryType?)]
        do {
            // The listing's own types: a stat per entry cost more than the rest of the walk.
            entries = try FileSystem.typedContents(ofDirectory: folder)
        } catch {
            if depth == 0 { throw .unreadable(path: folder, reason: error.reason) }
            if !error.isNotFound, !error.isNotADirectory { unlisted.append(UnreadableFile(listing: relative, error)) }
            return
        }
        for (name, type) in entries {
            seen += 1
            guard seen <= Self.maximumFiles else { throw .tooLarge(path: root, limit: Self.maximumFiles) }
            let path = relative.isEmpty ? name : relative + "/" + name
            guard let type else { continue }
            switch type {
            case .directory:
                if name.hasSuffix(".xcodeproj") {
                    if XcodeProjectFile.find(atAbsolutePath: root + "/" + path) != nil { xcodeProjects.append(path) }
                } else if name.hasSuffix(".xcworkspace") {
                    workspaces.append(path)
                } else if Self.vendored.contains(name) || name.hasSuffix("Tests") || name.hasPrefix(".")
                            || SynchronizedFolder.opaqueFolderExtensions.contains(SynchronizedFolder.fileExtension(name)) {
                    if Self.vendored.contains(name) { skipped.append(path) }
                } else {
                    try walk(path, depth: depth + 1, seen: &seen)
                }
            case .symbolicLink where name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace"):
                // Xcode opens a linked project where the link leads, and migrate must know it
                // is there (a link out of the folder is refused before anything is written).
                guard FileSystem.resolvedPath(root + "/" + path).map(FileSystem.isDirectory) == true else { continue }
                if name.hasSuffix(".xcworkspace") {
                    workspaces.append(path)
                } else if FileSystem.exists(root + "/" + path + "/project.pbxproj") {
                    xcodeProjects.append(path)
                }
            case .file, .symbolicLink:
                if name == "Info.plist" || name.hasSuffix("-Info.plist") {
                    infoPlists.append(path)
                } else if name == "project.yml" || name == "project.yaml" {
                    xcodeGenSpecs.append(path)
                } else if name == "Project.swift" {
                    tuistManifests.append(path)
                } else if name == "Package.swift" {
                    packageManifests.append(path)
                } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                    interfaceFiles.append(path)
                } else if name.hasSuffix(".swift") {
                    swiftFiles.append(path)
                } else if name.hasSuffix(".m") || name.hasSuffix(".mm") {
                    objectiveCFiles.append(path)
                } else if name.hasSuffix(".h") {
                    headers.append(path)
                }
            default:
                break
            }
        }
    }
}

/// Why a project could not be read at all.
public enum ProjectError: Error, Sendable, CustomStringConvertible {
    case notFound(path: String)
    case notAFolder(path: String)
    case unreadable(path: String, reason: String)
    case tooLarge(path: String, limit: Int)
    /// Nothing of an app's project: no Xcode project, Info.plist, storyboard or source.
    case empty(path: String)
    /// Projects, but no iOS app target in them (what they build instead).
    case noApp(path: String, found: String)
    /// A workspace that names no project or package doctor can find.
    case noProjectsInWorkspace(path: String)
    /// Every project file there could not be understood (why, for the first).
    case unreadableProjects(file: String, reason: String)
    /// Every project file there could not even be read: not a file, too large, no permission
    /// (why; nil when it is not there).
    case projectsNotRead(file: String, reason: String, failure: FileFailure?)

    public var description: String {
        switch self {
        case .notFound(let path): "no folder at '\(path)': give the app's project folder (the one holding the .xcodeproj)"
        case .notAFolder(let path): "'\(path)' is a file: give the app's project folder (the one holding the .xcodeproj)"
        case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
        case .tooLarge(let path, let limit): "'\(path)' holds more than \(limit) files: give the app's project folder, not a folder above it"
        case .empty(let path): "no Xcode project, Info.plist, storyboard or Swift or Objective-C source under '\(path)': give the app's project folder"
        case .noApp(let path, let found): "no iOS app target under '\(path)' (\(found)): give the folder of an iOS app's project"
        case .noProjectsInWorkspace(let path): "the workspace '\(path)' names no project doctor can find: give the folder of an iOS app's project"
        case .unreadableProjects(let file, let reason): "cannot read \(file): \(reason)"
        case .projectsNotRead(let file, let reason, _): "cannot read \(file): \(reason): give a folder whose project file is a readable file"
        }
    }
}
