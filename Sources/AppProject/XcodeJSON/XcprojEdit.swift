/// One change of a file's bytes: `length` bytes at `offset` replaced by `text` (an insertion
/// when `length` is 0). The editors of `project.xcproj` give their changes this way, each
/// against the bytes they were given and none overlapping another.
public struct XcprojEdit: Sendable, Equatable {
    public var offset: Int
    public var length: Int
    public var text: String

    public init(offset: Int, length: Int, text: String) {
        self.offset = offset
        self.length = length
        self.text = text
    }

    public var range: Range<Int> { offset..<(offset + length) }

    /// The bytes with every edit made; nil when two overlap or one is outside them.
    public static func apply(_ edits: [XcprojEdit], to bytes: [UInt8]) -> [UInt8]? {
        let sorted = edits.sorted { ($0.offset, $0.length) < ($1.offset, $1.length) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        for edit in sorted {
            guard edit.offset >= cursor, edit.length >= 0, edit.offset + edit.length <= bytes.count else { return nil }
            out += bytes[cursor..<edit.offset]
            out += Array(edit.text.utf8)
            cursor = edit.offset + edit.length
        }
        out += bytes[cursor...]
        return out
    }
}
