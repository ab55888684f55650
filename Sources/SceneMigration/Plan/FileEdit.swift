import AppProject

/// One file the migration writes: a new file (`before` is nil) or the smallest change of an
/// existing one, every other byte kept.
public struct FileEdit: Sendable, Equatable {
    /// Relative to the project folder.
    public var path: String
    public var before: [UInt8]?
    public var after: [UInt8]

    public init(path: String, before: [UInt8]?, after: [UInt8]) {
        self.path = path
        self.before = before
        self.after = after
    }

    public var isNew: Bool { before == nil }
    public var changes: Bool { before != after }

    /// The edit as a unified diff `git apply` takes (a new file from /dev/null).
    public var diff: String { UnifiedDiff.text(path: path, old: before, new: after) }
}
