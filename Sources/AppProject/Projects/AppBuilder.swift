import Platform
import PropertyList

/// Assembles app targets from their files, reading each source and storyboard once for all
/// the targets that share it.
struct AppBuilder {
    let reader: ProjectFileReader
    let found: ProjectFiles
    let linking: LinkedModules
    var code: [String: (file: CodeFile, facts: FileFacts)?] = [:]
    var storyboards: [String: Storyboard?] = [:]
    /// Headers by file name, for `#import "X.h"`.
    let headersByName: [String: [String]]

    init(reader: ProjectFileReader, found: ProjectFiles, linking: LinkedModules) {
        self.reader = reader
        self.found = found
        self.linking = linking
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
                reader.notUnderstood(path, line: error.line, column: error.column, "not understood as Interface Builder XML: \(error.reason)")
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

    mutating func app(_ target: ProjectTarget, in project: BuildProject) -> AppTarget {
        let modules = linking.modules(target, in: project) { headers(for: $0) }
        var files: [(file: CodeFile, facts: FileFacts, module: String)] = []
        var unread: [String] = []
        var seenFiles: Set<String> = []
        for module in modules {
            for path in module.files where path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
                // A file two modules list (a header found twice) belongs to the first.
                guard seenFiles.insert(path).inserted else { continue }
                if let read = codeFile(path) { files.append((read.file, read.facts, module.name)) } else { unread.append(path) }
            }
        }
        var seenInterfaces: Set<String> = []
        let interfaceFiles = modules.flatMap(\.interfaceFiles).filter { seenInterfaces.insert($0).inserted }
        let modernSwift = Set(modules.filter(\.modernSwift).map(\.name))
        let boards = interfaceFiles.compactMap { storyboard($0) }
        // A storyboard not read (not a file, too large, not understood) is as a source not
        // read: what its scenes hold is not known.
        unread += interfaceFiles.filter { (storyboards[$0] ?? nil) == nil }
        let info = TargetInfoPlist.facts(target, project: project, reader: reader)
        // A file that is not there is a checkout's usual state (generated, git-ignored): noted,
        // but only one that is there and could not be read leaves the findings uncertain.
        let unreadable = unread.filter { reader.namedType($0) != nil }
        let codeFacts = CodeFacts(files: files, modernSwift: modernSwift)
        let infoSource = target.settings["INFOPLIST_FILE"].map { "INFOPLIST_FILE is \($0.isEmpty ? "empty" : reader.join(project.folder, $0))" }
            ?? "the target sets no INFOPLIST_FILE and generates none"
        // No source read at all: whatever the Info.plist says, nothing about the app's code is
        // known (sources a generator gives by code, files not checked out), so no rule runs.
        let lifeCycle = files.isEmpty ? .unknown(because: Self.noSourceReason(target, unread: unread.filter { !$0.hasSuffix(".storyboard") && !$0.hasSuffix(".xib") }))
            : LifeCycle.of(info: info, code: codeFacts, infoSource: infoSource)
        // The Info.plist named, read or not: a note on why it was not read belongs to the app.
        let infoFile = target.settings["INFOPLIST_FILE"].map { reader.join(project.folder, String($0.trimmed)) }
        let paths = Set(files.map(\.file.path) + unread + interfaceFiles + [info?.path, infoFile].compactMap { $0 })
        var app = AppTarget(
            name: target.name, project: project, target: target, info: info, storyboards: boards, chains: boards.map(IdentifierChains.of), code: codeFacts,
            lifeCycle: lifeCycle, notes: notes(files: files.map(\.file), paths: paths), unreadSources: unreadable)
        app.folderStoryboards = found.interfaceFiles
        return app
    }

    /// Why an app target has no source doctor read.
    static func noSourceReason(_ target: ProjectTarget, unread: [String]) -> String {
        if let why = target.notEvaluated { return "the code that makes it could not be evaluated, at \(why): doctor does not know what it is built from" }
        if let first = unread.first {
            return "none of its \(unread.count) source file\(unread.count == 1 ? "" : "s") could be read (\(first)\(unread.count > 1 ? ", ..." : ""))"
        }
        return "no source file of it was read: \(target.declaredIn) gives it none doctor can find (sources given by code, or not checked out)"
    }

    /// A folder without a project: every source, storyboard and Info.plist in it, one module.
    mutating func wholeFolder(name: String) -> AppTarget {
        var files: [(file: CodeFile, facts: FileFacts, module: String)] = []
        var unread: [String] = []
        for path in found.swiftFiles + found.objectiveCFiles + found.headers {
            if let read = codeFile(path) { files.append((read.file, read.facts, name)) } else { unread.append(path) }
        }
        let boards = found.interfaceFiles.compactMap { storyboard($0) }
        unread += found.interfaceFiles.filter { (storyboards[$0] ?? nil) == nil }
        var infos: [InfoPlistFacts] = []
        for path in found.infoPlists {
            guard let bytes = reader.bytes(path) else { continue }
            do {
                let read = try TargetInfoPlist.read(bytes)
                var facts = InfoPlistFacts(path: path, plist: read.entries) { $0 }
                facts.keyLines = InfoPlistFacts.keyLines(bytes)
                infos.append(facts)
            } catch {
                reader.notUnderstood(path, line: error.line, column: error.column, "not understood as a property list: \(error.message)")
            }
        }
        let info = infos.first { $0.hasSceneManifest == true } ?? infos.first
        let codeFacts = CodeFacts(files: files)
        let lifeCycle = LifeCycle.of(info: info, code: codeFacts, infoSource: "the folder has no Info.plist")
        let paths = Set(files.map(\.file.path) + found.interfaceFiles + found.infoPlists)
        var app = AppTarget(name: name, project: nil, target: nil, info: info, storyboards: boards, chains: boards.map(IdentifierChains.of), code: codeFacts,
                            lifeCycle: lifeCycle, notes: notes(files: files.map(\.file), paths: paths), unreadSources: unread.filter { reader.type($0) != nil })
        app.folderStoryboards = found.interfaceFiles
        return app
    }

    /// The notes on an app's files: what could not be read, and shapes of code not understood.
    func notes(files: [CodeFile], paths: Set<String>) -> [ProjectNote] {
        var notes = reader.notes.filter { paths.contains($0.file) }
        for file in files { notes += file.notes.map { ProjectNote(file: file.path, line: $0.line, text: $0.text) } }
        return notes
    }
}
