import PropertyList
import Platform

/// A folder read as Xcode builds what it holds: its build projects (Xcode projects, XcodeGen
/// specs where no Xcode project is, Tuist manifests likewise), each iOS app target of each
/// assembled with the files it is built from, and the targets left out (app extensions,
/// macOS, watchOS and tvOS apps, tests, frameworks), named. A folder without any build
/// project is read whole, as one app. What could not be read or understood is kept as notes:
/// `doctor` reports those as "not understood", never as a finding.
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

    public static func read(at root: String) throws(ProjectError) -> ProjectFolder {
        let found = try ProjectFiles.find(in: root)
        guard !found.isEmpty else { throw .empty(path: root) }
        let reader = ProjectFileReader(root: root)
        var projects: [BuildProject] = []
        func folder(_ path: String) -> String { FileSystem.parent(of: path) == "." ? "" : FileSystem.parent(of: path) }
        let xcodeFolders = Set(found.xcodeProjects.map(folder))
        projects += found.xcodeProjects.compactMap { XcodeProjectReader.read($0, reader: reader) }
        for spec in found.xcodeGenSpecs where !xcodeFolders.contains(folder(spec)) {
            if let project = XcodeGenSpecReader.read(spec, reader: reader), !project.targets.isEmpty { projects.append(project) }
        }
        for manifest in found.tuistManifests where !xcodeFolders.contains(folder(manifest)) {
            guard let bytes = reader.bytes(manifest), bytes.firstRange(of: Array("ProjectDescription".utf8)) != nil else { continue }
            if let project = TuistManifestReader.read(manifest, reader: reader) { projects.append(project) }
        }
        let projectNotes = reader.notes
        var builder = AppBuilder(reader: reader, found: found)
        var apps: [AppTarget] = []
        var leftOut: [LeftOut] = []
        if projects.isEmpty {
            if let unreadable = projectNotes.first(where: { note in found.xcodeProjects.contains { note.file.hasPrefix($0 + "/") } }) {
                let file = unreadable.file + (unreadable.line.map { ":\($0)" } ?? "")
                throw unreadable.isUnread ? .projectsNotRead(file: file, reason: unreadable.text) : .unreadableProjects(file: file, reason: unreadable.text)
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
                    } else {
                        leftOut.append(LeftOut(project: project.path, target: target.name, kind: target.description))
                    }
                }
            }
            guard !apps.isEmpty else {
                let what = leftOut.prefix(6).map { "\($0.target): \($0.kind)" }.joined(separator: ", ") + (leftOut.count > 6 ? ", ..." : "")
                throw .noApp(path: root, found: leftOut.isEmpty ? "no targets" : what)
            }
        }
        return ProjectFolder(root: root, projects: projects, apps: apps, leftOut: leftOut, notes: projectNotes)
    }
}

/// Assembles app targets from their files, reading each source and storyboard once for all
/// the targets that share it.
struct AppBuilder {
    let reader: ProjectFileReader
    let found: ProjectFiles
    var code: [String: (file: CodeFile, facts: FileFacts)?] = [:]
    var storyboards: [String: Storyboard?] = [:]
    /// Headers by file name, for `#import "X.h"`.
    let headersByName: [String: [String]]

    init(reader: ProjectFileReader, found: ProjectFiles) {
        self.reader = reader
        self.found = found
        var byName: [String: [String]] = [:]
        for header in found.headers { byName[FileSystem.lastComponent(of: header), default: []].append(header) }
        headersByName = byName
    }

    mutating func codeFile(_ path: String) -> (file: CodeFile, facts: FileFacts)? {
        if let cached = code[path] { return cached }
        var result: (CodeFile, FileFacts)? = nil
        if let bytes = reader.bytes(path) {
            let file = CodeDeclarations.read(path: path, bytes: bytes, language: path.hasSuffix(".swift") ? .swift : .objectiveC)
            result = (file, FileFacts(file))
        }
        code[path] = result
        return result
    }

    mutating func storyboard(_ path: String) -> Storyboard? {
        if let cached = storyboards[path] { return cached }
        var result: Storyboard? = nil
        if let bytes = reader.bytes(path) {
            do {
                result = try StoryboardReader.read(path: path, bytes: bytes)
            } catch {
                reader.note(path, line: error.line, "not understood as Interface Builder XML: \(error.reason)")
            }
        }
        storyboards[path] = result
        return result
    }

    /// An Objective-C source's headers: the one beside it, and those it imports by name.
    func headers(for sources: [String]) -> [String] {
        var headers: [String] = []
        for source in sources where !source.hasSuffix(".swift") {
            let base = source.hasSuffix(".mm") ? String(source.dropLast(3)) : String(source.dropLast(2))
            if reader.isFile(base + ".h") { headers.append(base + ".h") }
            guard let bytes = reader.bytes(source, quiet: true) else { continue }
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
                defer { lineStart = lineEnd + 1 }
                guard bytes[lineStart] == UInt8(ascii: "#"), bytes.hasBytes("#import \"", at: lineStart) || bytes.hasBytes("#include \"", at: lineStart) else { continue }
                let text = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
                guard let open = text.firstIndex(of: "\""), let close = text[text.index(after: open)...].firstIndex(of: "\"") else { continue }
                let name = FileSystem.lastComponent(of: String(text[text.index(after: open)..<close]))
                let candidates = headersByName[name] ?? []
                let folder = FileSystem.parent(of: source)
                if let header = candidates.first(where: { FileSystem.parent(of: $0) == folder }) ?? candidates.first { headers.append(header) }
            }
        }
        var seen: Set<String> = []
        return headers.filter { seen.insert($0).inserted }
    }

    /// The modules a target is built from: its own, the framework and library targets it
    /// depends on (through theirs too), the local packages' modules it links.
    func modules(_ target: ProjectTarget, in project: BuildProject) -> [(name: String, files: [String])] {
        var modules: [(String, [String])] = [(target.settings["PRODUCT_MODULE_NAME"] ?? target.name, target.sources + target.headers + headers(for: target.sources))]
        var pending = target.dependencies
        var seen: Set<String> = [target.name]
        var products = target.packageProducts
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let dependency = project.targets.first(where: { $0.name == name }),
                  dependency.kind == .framework || dependency.kind == .library else { continue }
            modules.append((dependency.settings["PRODUCT_MODULE_NAME"] ?? dependency.name, dependency.sources + dependency.headers + headers(for: dependency.sources)))
            pending += dependency.dependencies
            products += dependency.packageProducts
        }
        var packages: Set<String> = []
        for product in products {
            guard let package = project.localPackages.first(where: { reader.isDirectory($0 + "/Sources/" + product) }), packages.insert(package).inserted else { continue }
            var budget = ProjectFiles.maximumFiles
            for module in reader.names(in: package + "/Sources") where reader.isDirectory(package + "/Sources/" + module) {
                let folder = package + "/Sources/" + module
                let files = SynchronizedFolder.files(in: folder, reader: reader, limit: &budget).map { folder + "/" + $0 }
                modules.append((module, files.filter { !$0.hasSuffix(".storyboard") && !$0.hasSuffix(".xib") }))
            }
        }
        return modules
    }

    mutating func app(_ target: ProjectTarget, in project: BuildProject) -> AppTarget {
        let modules = modules(target, in: project)
        var files: [(file: CodeFile, facts: FileFacts, module: String)] = []
        var unread: [String] = []
        for (module, paths) in modules {
            for path in paths where path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
                if let read = codeFile(path) { files.append((read.file, read.facts, module)) } else { unread.append(path) }
            }
        }
        var interfaceFiles = target.interfaceFiles
        for dependency in project.targets where target.dependencies.contains(dependency.name) && dependency.kind == .framework {
            interfaceFiles += dependency.interfaceFiles
        }
        let boards = interfaceFiles.compactMap { storyboard($0) }
        unread += interfaceFiles.filter { storyboards[$0] == nil }
        let info = TargetInfoPlist.facts(target, project: project, reader: reader)
        // A file that is not there is a checkout's usual state (generated, git-ignored): noted,
        // but only one that is there and could not be read leaves the findings uncertain.
        let unreadable = unread.filter { reader.type($0) != nil }
        let codeFacts = CodeFacts(files: files)
        let infoSource = target.settings["INFOPLIST_FILE"].map { "INFOPLIST_FILE is \($0.isEmpty ? "empty" : reader.join(project.folder, $0))" }
            ?? "the target sets no INFOPLIST_FILE and generates none"
        let lifeCycle = LifeCycle.of(info: info, code: codeFacts, infoSource: infoSource)
        // The Info.plist named, read or not: a note on why it was not read belongs to the app.
        let infoFile = target.settings["INFOPLIST_FILE"].map { reader.join(project.folder, String($0.trimmed)) }
        let paths = Set(files.map(\.file.path) + unread + interfaceFiles + [info?.path, infoFile].compactMap { $0 })
        return AppTarget(
            name: target.name, project: project, target: target, info: info, storyboards: boards, chains: boards.map(IdentifierChains.of), code: codeFacts,
            lifeCycle: lifeCycle, notes: notes(files: files.map(\.file), paths: paths), unreadSources: unreadable)
    }

    /// A folder without a project: every source, storyboard and Info.plist in it, one module.
    mutating func wholeFolder(name: String) -> AppTarget {
        var files: [(file: CodeFile, facts: FileFacts, module: String)] = []
        var unread: [String] = []
        for path in found.swiftFiles + found.objectiveCFiles + found.headers {
            if let read = codeFile(path) { files.append((read.file, read.facts, name)) } else { unread.append(path) }
        }
        let boards = found.interfaceFiles.compactMap { storyboard($0) }
        unread += found.interfaceFiles.filter { storyboards[$0] == nil }
        var infos: [InfoPlistFacts] = []
        for path in found.infoPlists {
            guard let bytes = reader.bytes(path) else { continue }
            do {
                let read = try TargetInfoPlist.read(bytes)
                infos.append(InfoPlistFacts(path: path, plist: read.entries) { $0 })
            } catch {
                reader.note(path, line: error.line, "not understood as a property list: \(error.message)")
            }
        }
        let info = infos.first { $0.hasSceneManifest == true } ?? infos.first
        let codeFacts = CodeFacts(files: files)
        let lifeCycle = LifeCycle.of(info: info, code: codeFacts, infoSource: "the folder has no Info.plist")
        let paths = Set(files.map(\.file.path) + found.interfaceFiles + found.infoPlists)
        return AppTarget(name: name, project: nil, target: nil, info: info, storyboards: boards, chains: boards.map(IdentifierChains.of), code: codeFacts,
                         lifeCycle: lifeCycle, notes: notes(files: files.map(\.file), paths: paths), unreadSources: unread.filter { reader.type($0) != nil })
    }

    /// The notes on an app's files: what could not be read, and shapes of code not understood.
    func notes(files: [CodeFile], paths: Set<String>) -> [ProjectNote] {
        var notes = reader.notes.filter { paths.contains($0.file) }
        for file in files { notes += file.notes.map { ProjectNote(file: file.path, line: $0.line, text: $0.text) } }
        return notes
    }
}
