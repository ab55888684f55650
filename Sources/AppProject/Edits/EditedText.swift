/// A file's bytes being edited step by step, as an editor works (each change made on the text
/// as it is by then), kept as range edits of the bytes as they were read: the one form every
/// writer and every diff takes. A change that touches or falls inside an earlier one's new
/// text is folded into it, so the edits never overlap.
public struct EditedText: Sendable, Equatable {
    /// The bytes as read.
    public let original: [UInt8]
    /// The bytes with every change made so far.
    public private(set) var bytes: [UInt8]
    /// The changes so far, against `original`, in order, none touching another.
    public private(set) var edits: [TextEdit] = []

    public init(_ original: [UInt8]) {
        self.original = original
        bytes = original
    }

    /// Replaces `range` of the current bytes.
    public mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "an edit outside the text")
        guard !(range.isEmpty && replacement.isEmpty) else { return }
        // Where each earlier edit's new text lies in the current bytes; those the new change
        // touches are folded with it into one edit of the original.
        var shift = 0
        var first: Int?
        var last: Int?
        var shiftBefore = 0
        var shiftThrough = 0
        for (index, edit) in edits.enumerated() {
            let start = edit.range.lowerBound + shift
            let end = start + edit.replacement.count
            if end < range.lowerBound {
                shift += edit.replacement.count - edit.range.count
                shiftBefore = shift
                continue
            }
            if start > range.upperBound { break }
            if first == nil { first = index }
            last = index
            shift += edit.replacement.count - edit.range.count
            shiftThrough = shift
        }
        if first == nil { shiftThrough = shiftBefore }
        var lower = range.lowerBound - shiftBefore
        var upper = range.upperBound - shiftThrough
        if let first, let last {
            lower = min(lower, edits[first].range.lowerBound)
            upper = max(upper, edits[last].range.upperBound)
        }
        bytes.replaceSubrange(range, with: replacement)
        let growth = replacement.count - range.count
        let folded = TextEdit(lower..<upper, Array(bytes[(lower + shiftBefore)..<(upper + shiftThrough + growth)]))
        if let first, let last {
            edits.replaceSubrange(first...last, with: [folded])
        } else {
            let at = edits.firstIndex { $0.range.lowerBound > lower } ?? edits.count
            edits.insert(folded, at: at)
        }
        // A change that undid another leaves no edit.
        edits.removeAll { Array(original[$0.range]) == $0.replacement }
    }

    /// An edit of the current bytes, made; nil makes none.
    public mutating func make(_ edit: TextEdit?) {
        if let edit { replace(edit.range, with: edit.replacement) }
    }

    public mutating func insert(_ inserted: [UInt8], at offset: Int) { replace(offset..<offset, with: inserted) }

    public mutating func insert(_ text: String, at offset: Int) { insert(Array(text.utf8), at: offset) }

    public mutating func remove(_ range: Range<Int>) { replace(range, with: []) }

    /// Edits another editor made against the current bytes (all against the same bytes, none
    /// overlapping), made here.
    public mutating func apply(_ changes: [TextEdit]) throws(EditConflict) {
        // From the end, so each range still means the bytes it was made against.
        for edit in try TextEdit.gathered(changes, size: bytes.count).reversed() {
            replace(edit.range, with: edit.replacement)
        }
    }

    /// The whole text replaced by `new`: kept as the one edit between their common start and end.
    public mutating func replaceAll(with new: [UInt8]) {
        for edit in TextEdit.difference(from: bytes, to: new) { replace(edit.range, with: edit.replacement) }
    }
}
