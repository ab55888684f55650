import Platform

/// Something doctor could not read or understand, with where: reported as a `not-understood`
/// note, never as a finding.
public struct ProjectNote: Sendable, Equatable {
    /// Relative to the folder read (absolute for a file outside it).
    public var file: String
    public var line: Int?
    /// The column on `line` (from 1), when the reader knows it.
    public var column: Int?
    public var text: String
    /// The file itself could not be read (not there, not a file, too large, no permission),
    /// rather than read and not understood.
    public var isUnread: Bool

    public init(file: String, line: Int?, column: Int? = nil, text: String, isUnread: Bool = false) {
        self.file = file
        self.line = line
        self.column = column
        self.text = text
        self.isUnread = isUnread
    }
}

/// Reads the files of the folder doctor looks at: each once, at most `maximumFileSize` bytes,
/// only regular files (a symbolic link is followed to one; a folder, a device or a FIFO is
/// refused), and what cannot be read is a note. Paths are relative to `root`; a path starting
/// with `/` is outside it (an `#include` of a shared `.xcconfig`).
final class ProjectFileReader {
    /// The largest file read: any project file beyond it is left out with a note.
    static let maximumFileSize = 8 << 20
    /// A project file (`project.pbxproj`, `project.xcproj`) may be larger: a big app's is tens
    /// of megabytes, and its readers are bounded on their own (`PropertyListLimits`).
    static let maximumProjectFileSize = 64 << 20

    let root: String
    private(set) var notes: [ProjectNote] = []
    private var cache: [String: [UInt8]?] = [:]
    /// The files `SynchronizedFolder.files` found under a folder, by folder and skipped names.
    var walkedFolders: [String: [String]] = [:]
    /// Paths found ignoring case (nil: none), by the path asked for.
    private var caseMatches: [String: String?] = [:]

    init(root: String) {
        self.root = root
    }

    /// The absolute path of a relative one.
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : path.isEmpty ? root : root + "/" + path
    }

    /// A path for messages and the model: relative to `root` when inside it.
    func relative(_ absolutePath: String) -> String {
        let normalized = Self.normalized(absolutePath)
        if normalized == root { return "" }
        return normalized.hasPrefix(root + "/") ? String(normalized.dropFirst(root.count + 1)) : normalized
    }

    /// `folder` joined with `path` (relative to it, or absolute), `.` and `..` resolved, as a
    /// path relative to `root` where it stays inside it.
    func join(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") { return relative(path) }
        // Most paths of a project need nothing resolved: a folder inside `root` and a path
        // without `.`, `..` or empty components (a big project has a hundred thousand).
        if PathBytes.isPlain(folder, empty: true), PathBytes.isPlain(path, empty: false) {
            return folder.isEmpty ? path : folder + "/" + path
        }
        return relative(absolute(folder) + "/" + path)
    }

    /// Records a note once: a file that several targets read is one note.
    func note(_ file: String, line: Int? = nil, column: Int? = nil, _ text: String, unread: Bool = false) {
        let note = ProjectNote(file: file, line: line, column: column, text: text, isUnread: unread)
        if !notes.contains(note) { notes.append(note) }
    }

    /// What is at `path` after symbolic links: nil when nothing is. (`namedType` and `bytes`
    /// also find a path that is there in another case, as Xcode finds it on macOS's
    /// case-insensitive file system: `MiniPlayer/` for a folder named `miniplayer/`.)
    func type(_ path: String) -> FileSystem.EntryType? {
        exactType(path)
    }

    /// What is at `path`, or at the path that matches it ignoring case: for the files a
    /// project names (probes for optional files stay exact, and cheap).
    func namedType(_ path: String) -> FileSystem.EntryType? {
        exactType(path) ?? caseInsensitive(path).flatMap(exactType)
    }

    /// The same path with each component's case as on disk, when exactly one entry of each
    /// folder matches it ignoring case; nil when none does.
    func caseInsensitive(_ path: String) -> String? {
        if let known = caseMatches[path] { return known }
        let full = absolute(path)
        var resolved = full.hasPrefix("/") ? "" : "."
        for component in full.split(separator: "/", omittingEmptySubsequences: true) {
            let name = String(component)
            let folder = resolved.isEmpty ? "/" : resolved
            if FileSystem.entry(folder + (folder.hasSuffix("/") ? "" : "/") + name) != nil {
                resolved = folder + (folder.hasSuffix("/") ? "" : "/") + name
                continue
            }
            let lowered = name.lowercased()
            let matches = ((try? FileSystem.contents(ofDirectory: folder)) ?? []).filter { $0.lowercased() == lowered }
            guard matches.count == 1 else {
                caseMatches[path] = .some(nil)
                return nil
            }
            resolved = folder + (folder.hasSuffix("/") ? "" : "/") + matches[0]
        }
        let found = relative(resolved)
        caseMatches[path] = .some(found)
        return found
    }

    func exactType(_ path: String) -> FileSystem.EntryType? {
        let full = absolute(path)
        guard let entry = FileSystem.entry(full) else { return nil }
        guard entry.type == .symbolicLink else { return entry.type }
        guard let target = FileSystem.resolvedPath(full) else { return nil }
        return FileSystem.entry(target)?.type
    }

    func isFile(_ path: String) -> Bool { type(path) == .file }
    func isDirectory(_ path: String) -> Bool { type(path) == .directory }

    /// The names in a folder; empty when it cannot be listed.
    func names(in folder: String) -> [String] {
        (try? FileSystem.contents(ofDirectory: absolute(folder))) ?? []
    }

    /// The files read, as they were asked for (relative to `root`, or absolute), sorted.
    var filesRead: [String] {
        cache.compactMap { $0.value == nil ? nil : $0.key }.sorted()
    }

    /// The file's bytes, or nil with a note saying why (`quiet`: no note when it is simply
    /// not there, for files that are optional).
    func bytes(_ path: String, quiet: Bool = false, limit: Int = maximumFileSize) -> [UInt8]? {
        if let cached = cache[path] { return cached }
        let result = read(path, quiet: quiet, limit: limit)
        // A quiet miss is not kept: a later reader that needs the file says why it is missing.
        if result != nil || !quiet { cache[path] = result }
        return result
    }

    private func read(_ path: String, quiet: Bool, limit: Int) -> [UInt8]? {
        switch quiet ? type(path) : namedType(path) {
        case nil:
            if !quiet { note(path, "not there", unread: true) }
            return nil
        case .directory?:
            note(path, "is a folder, not a file: not read", unread: true)
            return nil
        case .special?, .symbolicLink?:
            note(path, "is a device, socket or FIFO, not a file: not read", unread: true)
            return nil
        case .file?:
            do {
                let onDisk = exactType(path) == nil ? caseInsensitive(path) ?? path : path
                return try FileSystem.read(absolute(onDisk), limit: limit)
            } catch {
                note(path, error.isTooLarge ? "larger than \(limit >> 20) MiB: not read" : "cannot read it: \(error.reason)", unread: true)
                return nil
            }
        }
    }

    /// `a/./b/../c` as `a/c`; keeps a leading `/`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
