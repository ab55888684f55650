import Platform

/// The project's files as the migration changes them, in memory: each read once from the
/// folder, and changed by edits that are data: a byte range of the file as the folder has it
/// and its replacement. Changes that read a file's tokens give ranges of the original file, so
/// they compose in any order; an editor that rewrites a whole file (the project file, an
/// Info.plist) has its result recorded as the one range it changed, taking in the edits made
/// there before. Edits of one file never overlap: one that would is refused. The edits are
/// listed at the end (a file whose bytes end as they began is no edit).
struct Workspace {
    /// The files as the folder has them, read once and shared by every copy of the workspace
    /// (planners read through copies; the originals never change while a plan is made).
    private final class Originals {
        var bytes: [String: [UInt8]?] = [:]
    }

    /// A replacement of `range` (offsets in the original file).
    struct TextEdit: Sendable, Equatable {
        var range: Range<Int>
        var replacement: [UInt8]
    }

    let root: String
    private let originals = Originals()
    /// Each changed file's edits, in range order; a new file is one edit over nothing.
    private var changes: [String: [TextEdit]] = [:]

    init(root: String) {
        self.root = root
    }

    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (root.isEmpty ? path : root + "/" + path)
    }

    /// The file as it is now (edited or not); nil when it is not there or not a readable file.
    func read(_ path: String) -> [UInt8]? {
        let original = originalBytes(path)
        guard let edits = changes[path] else { return original }
        return Self.applying(edits, to: original ?? [])
    }

    /// The file as it was before any edit.
    func originalBytes(_ path: String) -> [UInt8]? {
        if let known = originals.bytes[path] { return known }
        let bytes = try? FileSystem.read(absolute(path), limit: 8 << 20)
        originals.bytes[path] = .some(bytes)
        return bytes
    }

    func exists(_ path: String) -> Bool {
        if changes[path] != nil { return true }
        let absolute = absolute(path)
        return FileSystem.entry(FileSystem.resolvedPath(absolute) ?? absolute) != nil
    }

    /// Replaces `range` of the original file; false (and nothing done) when it overlaps an edit
    /// made before: two changes that touch the same bytes are a fault of the plan. Insertions
    /// at one offset keep the order they were made in.
    @discardableResult
    mutating func replace(_ path: String, _ range: Range<Int>, with replacement: [UInt8]) -> Bool {
        var edits = changes[path] ?? []
        guard !edits.contains(where: { Self.overlap($0.range, range) }) else { return false }
        let index = edits.firstIndex { $0.range.lowerBound > range.lowerBound || ($0.range.lowerBound == range.lowerBound && !$0.range.isEmpty && range.isEmpty) }
        edits.insert(TextEdit(range: range, replacement: replacement), at: index ?? edits.count)
        changes[path] = edits
        return true
    }

    /// Whether two ranges share bytes; an insertion overlaps a range only strictly inside it.
    static func overlap(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty && b.isEmpty { return false }
        if a.isEmpty { return b.lowerBound < a.lowerBound && a.lowerBound < b.upperBound }
        if b.isEmpty { return a.lowerBound < b.lowerBound && b.lowerBound < a.upperBound }
        return a.overlaps(b)
    }

    /// Inserts `text` at `offset` of the original file.
    @discardableResult
    mutating func insert(_ path: String, at offset: Int, _ text: [UInt8]) -> Bool {
        replace(path, offset..<offset, with: text)
    }

    /// The file's whole new content (a new file, or an editor's result): recorded as the one
    /// range of the current bytes it changes, in the original's offsets.
    mutating func write(_ path: String, _ bytes: [UInt8]) {
        guard let original = originalBytes(path) else {
            changes[path] = [TextEdit(range: 0..<0, replacement: bytes)]
            return
        }
        let current = read(path) ?? original
        guard current != bytes else { return }
        var prefix = 0
        while prefix < current.count, prefix < bytes.count, current[prefix] == bytes[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < current.count - prefix, suffix < bytes.count - prefix, current[current.count - 1 - suffix] == bytes[bytes.count - 1 - suffix] { suffix += 1 }
        let replacement = Array(bytes[prefix..<(bytes.count - suffix)])
        // The changed span in the original's offsets (an earlier edit inside it is taken in).
        let start = originalOffset(path, current: prefix, rounding: .down)
        let end = originalOffset(path, current: current.count - suffix, rounding: .up)
        // The replacement spans what the current bytes hold between the two offsets.
        var text = replacement
        text.insert(contentsOf: current[start.current..<prefix], at: 0)
        text.append(contentsOf: current[(current.count - suffix)..<end.current])
        let kept = changes[path] ?? []
        changes[path] = kept.filter { !($0.range.lowerBound >= start.original && $0.range.upperBound <= end.original) }
        replace(path, start.original..<end.original, with: text)
    }

    enum Rounding { case down, up }

    /// An offset of the current bytes as an offset of the original; inside an edit's text it
    /// rounds to the edit's start (down) or end (up), with the current offset it rounded to.
    func originalOffset(_ path: String, current offset: Int, rounding: Rounding) -> (original: Int, current: Int) {
        var shift = 0
        for edit in changes[path] ?? [] {
            let start = edit.range.lowerBound + shift
            let end = start + edit.replacement.count
            if offset < start || (offset == start && rounding == .down) { break }
            if offset < end || (offset == end && rounding == .down && !edit.replacement.isEmpty) {
                return rounding == .down ? (edit.range.lowerBound, start) : (edit.range.upperBound, end)
            }
            shift += edit.replacement.count - edit.range.count
        }
        return (offset - shift, offset)
    }

    static func applying(_ edits: [TextEdit], to original: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(original.count)
        var cursor = 0
        for edit in edits {
            out += original[cursor..<edit.range.lowerBound]
            out += edit.replacement
            cursor = edit.range.upperBound
        }
        out += original[min(cursor, original.count)...]
        return out
    }

    /// Every changed file as an edit, in path order.
    var edits: [FileEdit] {
        changes.keys.sorted().compactMap { path in
            let before = originalBytes(path)
            guard let after = read(path), before != after else { return nil }
            return FileEdit(path: Self.landing(path, in: root).relative ?? path, before: before, after: after)
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
        guard let folder = FileSystem.resolvedPath(root.isEmpty ? "." : root) else { return "" }
        var candidate = folder
        while true {
            if FileSystem.entry(candidate + "/.git") != nil {
                return candidate == folder ? "" : String(folder.dropFirst(candidate == "/" ? 1 : candidate.count + 1)) + "/"
            }
            let parent = FileSystem.parent(of: candidate)
            if parent == candidate || parent.isEmpty { return "" }
            candidate = parent
        }
    }
}
