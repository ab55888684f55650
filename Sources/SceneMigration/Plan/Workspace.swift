import AppProject
import Platform

/// The project's files as the migration changes them, in memory: each read once from the
/// folder, edited any number of times, each change kept as range edits of the file as read
/// (AppProject's `EditedText`), and the edits listed at the end (a file whose bytes end as
/// they began is no edit). A change that reads a file's tokens gives ranges of the file as the
/// project has it (`replace`, `insert`), so changes of one file compose in any order; an
/// editor that rewrites a whole file (the project file, an Info.plist) gives its result
/// (`write`). Two changes that touch the same bytes are refused, never merged by guess.
struct Workspace {
    /// The files as the folder has them, read once and shared by every copy of the workspace
    /// (planners read through copies; the originals never change while a plan is made).
    private final class Originals {
        var bytes: [String: [UInt8]?] = [:]
        /// Files that are there and could not be read: the plan is not made without them.
        var unreadable: [UnreadableFile] = []
        /// Files the plan must change and cannot write (a format migrate reads only), and why.
        var unwritable: [(path: String, reason: String)] = []
    }

    let root: String
    private let originals = Originals()
    /// Existing files changed, and new files.
    private var changed: [String: EditedText] = [:]
    private var created: [String: [UInt8]] = [:]

    init(root: String) {
        self.root = root
    }

    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (root.isEmpty ? path : root + "/" + path)
    }

    /// The file as it is now (edited or not); nil when it is not there. One that is there and
    /// cannot be read (a folder, a FIFO, too large, no permission) is nil too, and recorded in
    /// `unreadable`, never taken for a free name or an absent file.
    func read(_ path: String) -> [UInt8]? {
        if let new = created[path] { return new }
        if let edited = changed[path] { return edited.bytes }
        if let known = originals.bytes[path] { return known }
        var bytes: [UInt8]? = nil
        do {
            bytes = try UnreadableFile.read(absolute(path), as: path)
        } catch {
            originals.unreadable.append(error)
        }
        originals.bytes[path] = .some(bytes)
        return bytes
    }

    /// The first file the plan needed that is there and could not be read.
    var firstUnreadable: UnreadableFile? { originals.unreadable.first }

    /// A file the plan must change and cannot write: the plan is refused.
    func refuse(_ path: String, because reason: String) { originals.unwritable.append((path, reason)) }

    var firstUnwritable: (path: String, reason: String)? { originals.unwritable.first }

    /// The file as it was before any edit.
    func originalBytes(_ path: String) -> [UInt8]? {
        if originals.bytes[path] == nil { _ = read(path) }
        return originals.bytes[path] ?? nil
    }

    func exists(_ path: String) -> Bool {
        if created[path] != nil { return true }
        let absolute = absolute(path)
        return FileSystem.entry(FileSystem.resolvedPath(absolute) ?? absolute) != nil
    }

    /// The file's whole new content (a new file's, or an existing one's as the one edit
    /// between what it was and what it becomes).
    mutating func write(_ path: String, _ bytes: [UInt8]) {
        if created[path] == nil, let original = originalBytes(path) {
            var text = changed[path] ?? EditedText(original)
            text.replaceAll(with: bytes)
            changed[path] = text
        } else {
            created[path] = bytes
        }
    }

    /// Range edits of the file as it is now (`read(path)`), none overlapping another.
    mutating func apply(_ path: String, _ edits: [TextEdit]) throws(EditConflict) {
        if let new = created[path] {
            created[path] = try TextEdit.apply(edits, to: new)
            return
        }
        guard let original = originalBytes(path) else { return }
        var text = changed[path] ?? EditedText(original)
        try text.apply(edits)
        changed[path] = text
    }

    /// Replaces `range` of the file as the project has it; false (and nothing done) when the
    /// range touches bytes an earlier change replaced. Insertions at one place keep their order.
    /// The replacement's lines end as the file's do (`LineEnding`): a CRLF file gains no LF line.
    @discardableResult
    mutating func replace(_ path: String, _ range: Range<Int>, with replacement: [UInt8]) -> Bool {
        guard created[path] == nil, let original = originalBytes(path), range.upperBound <= original.count else { return false }
        let ending = LineEnding(of: original)
        let replacement = ending == .lf || !replacement.contains(0x0A) ? replacement : ending.bytes(String(decoding: replacement, as: UTF8.self))
        var text = changed[path] ?? EditedText(original)
        // Where the range is in the current bytes: shifted by the edits before it.
        var shift = 0
        for edit in text.edits {
            if edit.range.upperBound <= range.lowerBound, !(edit.range.isEmpty && edit.range.lowerBound == range.lowerBound && !range.isEmpty) {
                shift += edit.replacement.count - edit.range.count
                continue
            }
            if edit.range.lowerBound >= range.upperBound, !(range.isEmpty && edit.range.lowerBound == range.lowerBound) { break }
            // An insertion at the same place goes after the one made before.
            if range.isEmpty, edit.range.isEmpty, edit.range.lowerBound == range.lowerBound {
                shift += edit.replacement.count
                continue
            }
            return false
        }
        text.replace((range.lowerBound + shift)..<(range.upperBound + shift), with: replacement)
        changed[path] = text
        return true
    }

    /// Inserts `text` at `offset` of the file as the project has it.
    @discardableResult
    mutating func insert(_ path: String, at offset: Int, _ text: [UInt8]) -> Bool {
        replace(path, offset..<offset, with: text)
    }

    var edits: [FileEdit] {
        let named = { (path: String) in Self.landing(path, in: self.root).relative ?? path }
        return Set(changed.keys).union(created.keys).sorted().compactMap { path in
            if let bytes = created[path] { return FileEdit(path: named(path), newContent: bytes) }
            guard let text = changed[path], !text.edits.isEmpty else { return nil }
            return FileEdit(path: named(path), text)
        }
    }

    /// Where a write to `path` lands once symbolic links are followed (the file's, or a new
    /// file's folder's), and that place relative to the project folder when it is inside it:
    /// an edit is named by the file it changes, so its diff applies with `git apply`, which
    /// patches a link itself and refuses paths beyond one. Nil relative: outside the folder.
    static func landing(_ path: String, in root: String) -> (relative: String?, resolved: String) {
        let absolute = path.hasPrefix("/") ? path : (root.isEmpty ? path : root + "/" + path)
        let parent = FileSystem.parent(of: absolute)
        let resolved = FileSystem.resolvedPath(absolute)
            ?? FileSystem.resolvedPath(parent).map { $0 + "/" + String(absolute.dropFirst(parent.count + 1)) }
            ?? absolute
        guard let base = FileSystem.resolvedPath(root.isEmpty ? "." : root) else { return (path, resolved) }
        return (resolved.hasPrefix(base + "/") ? String(resolved.dropFirst(base.count + 1)) : nil, resolved)
    }

    /// The folder's path from the root of the git work tree that holds it (`App/`), found as
    /// git finds it (a `.git` folder or file in it or above); empty at the root or outside any.
    static func repositoryPrefix(of root: String) -> String {
        guard let folder = FileSystem.resolvedPath(root.isEmpty ? "." : root), let top = ProjectLocation.workTreeRoot(of: folder), top != folder else { return "" }
        return String(folder.dropFirst(top == "/" ? 1 : top.count + 1)) + "/"
    }
}
