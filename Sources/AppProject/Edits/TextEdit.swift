/// One change of a file's bytes, as data: the byte range of the file as it was read, and the
/// bytes that take its place (an insertion is an empty range, a deletion an empty
/// replacement). Edits of one file are gathered against the same bytes and applied together;
/// two that overlap are refused, never merged by guess (clang-apply-replacements and rustfix
/// refuse them the same way).
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(_ range: Range<Int>, _ replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    public static func insertion(_ bytes: [UInt8], at offset: Int) -> TextEdit { TextEdit(offset..<offset, bytes) }

    public static func insertion(_ text: String, at offset: Int) -> TextEdit { insertion(Array(text.utf8), at: offset) }

    public static func deletion(_ range: Range<Int>) -> TextEdit { TextEdit(range, []) }

    /// The edits sorted by where they apply, a repeated one kept once. Insertions at the same
    /// place keep the order they were given in; two edits overlap when one starts inside
    /// what the other replaces, or a range leaves the file: refused.
    public static func gathered(_ edits: [TextEdit], size: Int) throws(EditConflict) -> [TextEdit] {
        var unique: [TextEdit] = []
        for edit in edits where !unique.contains(edit) {
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= size else { throw EditConflict(edit.range, outside: size) }
            unique.append(edit)
        }
        // A stable sort: by start, an insertion before a replacement starting at the same place.
        let sorted = unique.enumerated().sorted { a, b in
            (a.element.range.lowerBound, a.element.range.upperBound, a.offset) < (b.element.range.lowerBound, b.element.range.upperBound, b.offset)
        }.map(\.element)
        for (first, second) in zip(sorted, sorted.dropFirst()) where first.range.upperBound > second.range.lowerBound {
            throw EditConflict(first.range, second.range)
        }
        return sorted
    }

    /// `bytes` with `edits` (against `bytes`) made.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) throws(EditConflict) -> [UInt8] {
        let sorted = try gathered(edits, size: bytes.count)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.count })
        var cursor = 0
        for edit in sorted {
            out += bytes[cursor..<edit.range.lowerBound]
            out += edit.replacement
            cursor = edit.range.upperBound
        }
        out += bytes[cursor...]
        return out
    }

    /// The one edit that turns `old` into `new`: what lies between their common start and
    /// their common end (empty when they are equal).
    public static func difference(from old: [UInt8], to new: [UInt8]) -> [TextEdit] {
        guard old != new else { return [] }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return [TextEdit(prefix..<(old.count - suffix), Array(new[prefix..<(new.count - suffix)]))]
    }
}

/// Two edits of one file that overlap, or one outside it: neither is made.
public struct EditConflict: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String?
    public var first: Range<Int>
    public var second: Range<Int>?
    /// The file's size, for an edit outside it.
    public var size: Int?

    init(_ first: Range<Int>, _ second: Range<Int>) {
        self.first = first
        self.second = second
    }

    init(_ range: Range<Int>, outside size: Int) {
        first = range
        self.size = size
    }

    public var description: String {
        let file = path.map { "\($0): " } ?? ""
        if let second {
            return file + "two edits overlap (bytes \(first.lowerBound)..<\(first.upperBound) and \(second.lowerBound)..<\(second.upperBound)); neither is made"
        }
        return file + "an edit of bytes \(first.lowerBound)..<\(first.upperBound) lies outside the file's \(size ?? 0) bytes"
    }
}
