import Platform
import PropertyList

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
    /// Why a file that is there was not read or not understood (nil: a file that is not
    /// there, or a part of a file read that doctor does not follow). `doctor --strict` fails
    /// on such a note, and `migrate` does not plan without the file.
    public var failure: FileFailure?

    public init(file: String, line: Int?, column: Int? = nil, text: String, isUnread: Bool = false, failure: FileFailure? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.text = text
        self.isUnread = isUnread
        self.failure = failure
    }

    /// `file:line:column`, as far as it is known.
    public var place: String { UnreadableFile(path: file, line: line, column: column, failure: .unreadable, reason: text).place }
}

/// Reads the files of the folder doctor looks at: each once, at most `maximumFileSize` bytes,
/// only regular files (a symbolic link is followed to one; a folder, a device or a FIFO is
/// refused), and what cannot be read is a note. Paths are relative to `root`; a path starting
/// with `/` is outside it (an `#include` of a shared `.xcconfig`).
final class ProjectFileReader {
    /// The largest file read: any project file beyond it is left out with a note.
    static let maximumFileSize = UnreadableFile.maximumSize
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

    /// Large structures a reader made and is done with (`ProjectFolder.intermediates`).
    private(set) var intermediates: [any Sendable] = []

    func keepIntermediate(_ value: any Sendable) { intermediates.append(value) }

    /// Records a note once: a file that several targets read is one note.
    func note(_ file: String, line: Int? = nil, column: Int? = nil, _ text: String, unread: Bool = false, failure: FileFailure? = nil) {
        let note = ProjectNote(file: file, line: line, column: column, text: text, isUnread: unread, failure: failure)
        if !notes.contains(note) { notes.append(note) }
    }

    /// A note that a file there is not what its name says (a syntax error at its line and
    /// column, merge-conflict markers, a damaged project).
    func notUnderstood(_ file: String, line: Int? = nil, column: Int? = nil, _ text: String) {
        note(file, line: line, column: column, text, failure: .notUnderstood)
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

    /// The names in a folder; empty when it cannot be listed, with a note when it is there
    /// (its files are not known, never taken as none).
    func names(in folder: String) -> [String] {
        do {
            return try FileSystem.contents(ofDirectory: absolute(folder))
        } catch {
            if !error.isNotFound, !error.isNotADirectory { noteUnread(UnreadableFile(listing: folder, error)) }
            return []
        }
    }

    /// A note of a file or folder that is there and was not read.
    func noteUnread(_ file: UnreadableFile) {
        note(file.path, file.reason, unread: true, failure: file.failure)
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
        // A name Xcode finds on a case-insensitive file system is read where it is.
        let onDisk = quiet || exactType(path) != nil ? path : caseInsensitive(path) ?? path
        do {
            guard let bytes = try UnreadableFile.read(absolute(onDisk), as: path, limit: limit) else {
                if !quiet { note(path, "not there", unread: true) }
                return nil
            }
            // Both sides of a merge are neither: not read, as a file no tool understands.
            if !BinaryPropertyListReader.hasMagic(bytes), let line = ConflictMarkers.line(in: bytes) {
                notUnderstood(path, line: line, column: 1, "has git merge-conflict markers (<<<<<<<, =======, >>>>>>>): both sides of a merge, which no tool reads as one")
                return nil
            }
            return bytes
        } catch {
            noteUnread(error)
            return nil
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
