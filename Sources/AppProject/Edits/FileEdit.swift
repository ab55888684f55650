/// One file a change writes, as data: the file's bytes as they were read and the range edits
/// made to them, or a new file's whole content. `EditWriter` writes a set of them as one
/// transaction; `diff` shows one as `git apply` takes it.
public struct FileEdit: Sendable, Equatable {
    /// Relative to the project folder.
    public var path: String
    /// The file as read; nil for a new file.
    public let before: [UInt8]?
    /// Against `before`, sorted, none overlapping (a new file: its content inserted at 0).
    public let edits: [TextEdit]
    /// The file as it is written.
    public let after: [UInt8]

    /// An existing file's edits, gathered: two that overlap are refused.
    public init(path: String, before: [UInt8], edits: [TextEdit]) throws(EditConflict) {
        self.path = path
        self.before = before
        do {
            self.edits = try TextEdit.gathered(edits, size: before.count)
            after = try TextEdit.apply(self.edits, to: before)
        } catch {
            var conflict = error
            conflict.path = path
            throw conflict
        }
    }

    /// A file made step by step (`EditedText`): its edits, already apart.
    public init(path: String, _ text: EditedText) {
        self.path = path
        before = text.original
        edits = text.edits
        after = text.bytes
    }

    /// A new file.
    public init(path: String, newContent: [UInt8]) {
        self.path = path
        before = nil
        edits = [.insertion(newContent, at: 0)]
        after = newContent
    }

    /// From the two versions (a new file when `before` is nil): one edit between their
    /// common start and end.
    public init(path: String, before: [UInt8]?, after: [UInt8]) {
        if let before {
            var text = EditedText(before)
            text.replaceAll(with: after)
            self.init(path: path, text)
        } else {
            self.init(path: path, newContent: after)
        }
    }

    public var isNew: Bool { before == nil }
    public var changes: Bool { before != after }

    /// The edit as a unified diff `git apply` takes (a new file from /dev/null).
    public var diff: String { UnifiedDiff.text(path: path, old: before, new: after) }
}
