import PropertyList
import Platform

/// A folder read as Xcode builds what it holds: its build projects (Xcode projects, XcodeGen
/// specs where no Xcode project is, Tuist manifests likewise, Swift packages with an
/// `.iOSApplication` product), each iOS app target of each assembled with the files it is
/// built from (its own, and those of the frameworks, libraries and local packages it links,
/// from any project of the folder or its workspace), and the targets left out (app
/// extensions, macOS, watchOS and tvOS apps, tests, frameworks), named. A folder without any
/// build project is read whole, as one app. What could not be read or understood is kept as
/// notes: `doctor` reports those as "not understood", never as a finding.
///
/// An `.xcodeproj` or `.xcworkspace` may be given instead of a folder (what a Run Script's
/// `$PROJECT_FILE_PATH` is): its folder is read, and only that project's (or the workspace's
/// projects') apps are diagnosed.
public struct ProjectFolder: Sendable {
    public struct LeftOut: Sendable {
        public var project: String
        public var target: String
        /// "app extension", "macOS app" ...
        public var kind: String
    }

    public var root: String
    public var projects: [BuildProject]
    public var apps: [AppTarget]
    public var leftOut: [LeftOut]
    /// Notes on the folder's project files themselves (a pbxproj that could not be read).
    public var notes: [ProjectNote]
    /// The project or workspace given instead of a folder, relative to `root`.
    public var chosen: String? = nil
    /// Every file read (project files, settings, Info.plists, sources, storyboards, of the
    /// apps and the code they link), relative to `root` or absolute, sorted: what a Run
    /// Script phase lists as its input files.
    public var filesRead: [String] = []
    /// Projects outside the folder's own that its projects link or its workspaces name, past
    /// `maximumLinkedProjects`: not read (each has a note), so an app linking one may lack its
    /// code. `--strict` fails on them, as on a target not analysed.
    public var projectsNotRead: [String] = []
    /// Places where code that makes targets (a Tuist manifest's) could not be evaluated
    /// (`file:line`), each with a note: the targets it makes may be missing or incomplete.
    /// `--strict` fails on them.
    public var targetsNotEvaluated: [String] = []
    /// What the read made on the way and no longer needs (a project file's parsed tree and its
    /// object graph), kept with the model: a command that exits right after hands the folder to
    /// be kept until exit, and so never pays to free them (a 10 MB `project.xcproj`'s tree and
    /// graph took doctor a fifth of its time to free). Dropped with the folder otherwise.
    public var intermediates: [any Sendable] = []

    /// How many projects outside the folder's own (subprojects of subprojects, a workspace's
    /// `../` projects) are read for their code. The folder's own projects are all read: the
    /// walk that found them is bounded (`ProjectFiles.maximumFiles`).
    public static let maximumLinkedProjects = 256

    /// The iOS app targets under `path` (a folder, an `.xcodeproj` or an `.xcworkspace`), read
    /// from the project files alone: for completion, where reading the code would be too slow.
    public static func appTargets(at path: String) throws(ProjectError) -> [(name: String, project: String)] {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let isProjectFile = trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix(".xcworkspace")
        let root = isProjectFile ? FileSystem.parent(of: trimmed) : trimmed
        let found = try ProjectFiles.find(in: root)
        let reader = ProjectFileReader(root: root)
        var projects = isProjectFile && trimmed.hasSuffix(".xcodeproj") ? [FileSystem.lastComponent(of: trimmed)] : found.xcodeProjects
        if isProjectFile, trimmed.hasSuffix(".xcworkspace") { projects = WorkspaceReader.projects(FileSystem.lastComponent(of: trimmed), reader: reader).projects }
        var targets: [(String, String)] = []
        // Each project's targets, their platforms and settings, none of their files.
        for project in projects.compactMap({ XcodeProjectReader.read($0, reader: reader, listing: true) }) {
            targets += project.targets.filter(\.isIOSApp).map { ($0.name, project.path) }
        }
        for spec in found.xcodeGenSpecs where projects.isEmpty && !XcodeGenSpecReader.isIncluded(spec, by: found.xcodeGenSpecs, reader: reader) {
            targets += (XcodeGenSpecReader.read(spec, reader: reader, listing: true)?.targets ?? []).filter(\.isIOSApp).map { ($0.name, spec) }
        }
        return targets
    }

    /// The folder `read(at: path)` reads as the project's root (and a fix or a migration
    /// writes under): the folder given, or the one holding the project file given.
    public static func root(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix(".xcworkspace") ? FileSystem.parent(of: trimmed) : trimmed
    }

    /// `linkedProjectLimit`: how many projects outside the folder are read (tests lower it).
    public static func read(at path: String, linkedProjectLimit: Int = maximumLinkedProjects) throws(ProjectError) -> ProjectFolder {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let isProjectFile = trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix(".xcworkspace")
        if isProjectFile {
            guard let entry = FileSystem.entry(trimmed) else { throw .notFound(path: trimmed) }
            guard entry.type == .directory else { throw .notAFolder(path: trimmed) }
        }
        let root = Self.root(of: trimmed)
        let chosen = isProjectFile ? FileSystem.lastComponent(of: trimmed) : nil
        let found = try ProjectFiles.find(in: root)
        guard !found.isEmpty || chosen != nil else { throw .empty(path: root) }
        let reader = ProjectFileReader(root: root)
        for unlisted in found.unlisted { reader.noteUnread(unlisted) }
        func folder(_ path: String) -> String { FileSystem.parent(of: path) == "." ? "" : FileSystem.parent(of: path) }

        // What is diagnosed: the chosen project, the chosen workspace's projects, or every
        // project of the folder.
        var diagnosed: [String] = []
        var workspacePackages: [String] = []
        var extra: [String] = []
        if let chosen, chosen.hasSuffix(".xcodeproj") {
            guard XcodeProjectFile.find(chosen, reader: reader) != nil else { throw .empty(path: trimmed) }
            diagnosed = [chosen]
        } else if let chosen {
            let workspace = WorkspaceReader.projects(chosen, reader: reader)
            let present = workspace.projects.filter { XcodeProjectFile.find($0, reader: reader) != nil }
            // Those the checkout lacks are said as for a folder; when it lacks them all, reading
            // them says why none could be (exit 66).
            if !present.isEmpty { WorkspaceReader.noteMissing(workspace.projects.filter { !present.contains($0) }, of: chosen, own: found.xcodeProjects, reader: reader) }
            diagnosed = present.isEmpty ? workspace.projects : present
            workspacePackages = workspace.packages
            guard !diagnosed.isEmpty || !workspacePackages.isEmpty else { throw .noProjectsInWorkspace(path: trimmed) }
        } else {
            diagnosed = found.xcodeProjects
            // A workspace's projects outside the folder are linked too; those the checkout
            // lacks are said, their code not read.
            for workspace in found.workspaces {
                let named = WorkspaceReader.projects(workspace, reader: reader).projects
                extra += named.filter { XcodeProjectFile.find($0, reader: reader) != nil }
                WorkspaceReader.noteMissing(named.filter { XcodeProjectFile.find($0, reader: reader) == nil }, of: workspace, own: found.xcodeProjects, reader: reader)
            }
        }

        var byPath: [String: BuildProject] = [:]
        var order: [String] = []
        var visited: Set<String> = []
        var notRead: [String] = []
        let own = Set(diagnosed + found.xcodeProjects)
        var pending = diagnosed + found.xcodeProjects + extra
        var cursor = 0
        var outside = 0
        while cursor < pending.count {
            let next = pending[cursor]
            cursor += 1
            guard visited.insert(next).inserted else { continue }
            if !own.contains(next) {
                guard outside < linkedProjectLimit else {
                    notRead.append(next)
                    reader.note(next, "not read: the folder's projects link more than \(linkedProjectLimit) projects outside it, and doctor reads that many: the targets and code of this one are not read")
                    continue
                }
                outside += 1
            }
            order.append(next)
            guard let project = XcodeProjectReader.read(next, reader: reader) else { continue }
            byPath[next] = project
            pending += project.subprojects.filter { XcodeProjectFile.find($0, reader: reader) != nil }
        }
        var projects = diagnosed.compactMap { byPath[$0] }
        let linkedOnly = order.filter { !diagnosed.contains($0) }.compactMap { byPath[$0] }
        if chosen == nil {
            let xcodeFolders = Set(found.xcodeProjects.map(folder))
            for spec in found.xcodeGenSpecs where !xcodeFolders.contains(folder(spec)) && !XcodeGenSpecReader.isIncluded(spec, by: found.xcodeGenSpecs, reader: reader) {
                if let project = XcodeGenSpecReader.read(spec, reader: reader), !project.targets.isEmpty { projects.append(project) }
            }
            let helpers = TuistManifestReader.Helpers()
            for manifest in found.tuistManifests where !xcodeFolders.contains(folder(manifest)) {
                guard let bytes = reader.bytes(manifest), bytes.firstRange(of: Array("ProjectDescription".utf8)) != nil else { continue }
                if let project = TuistManifestReader.read(manifest, reader: reader, helpers: helpers) { projects.append(project) }
            }
        }
        let packages = PackageIndex(reader: reader)
        for manifest in found.packageManifests { packages.register(folder(manifest)) }
        for package in workspacePackages { packages.register(package) }
        if chosen == nil || chosen!.hasSuffix(".xcworkspace") {
            let packageFolders = chosen == nil ? found.packageManifests.map(folder) : workspacePackages
            for packageFolder in packageFolders {
                if let app = packages.appProject(packageFolder) { projects.append(app) }
            }
        }

        let projectNotes = reader.notes
        var builder = AppBuilder(reader: reader, found: found, linking: LinkedModules(projects: projects + linkedOnly, packages: packages))
        var apps: [AppTarget] = []
        var leftOut: [LeftOut] = []
        if projects.isEmpty {
            if let unreadable = projectNotes.first(where: { note in diagnosed.contains { note.file.hasPrefix($0 + "/") } }) {
                throw unreadable.isUnread ? .projectsNotRead(file: unreadable.place, reason: unreadable.text, failure: unreadable.failure)
                    : .unreadableProjects(file: unreadable.place, reason: unreadable.text)
            }
            let name = FileSystem.lastComponent(of: root)
            let app = builder.wholeFolder(name: name)
            guard !app.code.appDelegates.isEmpty || app.code.swiftUIApp != nil || app.info != nil || !app.storyboards.isEmpty else { throw .empty(path: root) }
            apps.append(app)
        } else {
            for project in projects {
                for target in project.targets {
                    if target.isIOSApp {
                        apps.append(builder.app(target, in: project))
                    } else if project.format != .swiftPackage {
                        leftOut.append(LeftOut(project: project.path, target: target.name, kind: target.description))
                    }
                }
            }
            guard !apps.isEmpty else {
                let what = leftOut.prefix(6).map { "\($0.target): \($0.kind)" }.joined(separator: ", ") + (leftOut.count > 6 ? ", ..." : "")
                throw .noApp(path: chosen.map { root + "/" + $0 } ?? root, found: leftOut.isEmpty ? "no targets" : what)
            }
        }
        var result = ProjectFolder(root: root, projects: projects, apps: apps, leftOut: leftOut, notes: projectNotes, chosen: chosen)
        result.filesRead = reader.filesRead
        result.intermediates = reader.intermediates
        result.projectsNotRead = notRead
        result.targetsNotEvaluated = projects.flatMap(\.notEvaluated)
        return result
    }
}
