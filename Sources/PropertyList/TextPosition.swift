/// A byte offset of a text file as people count it: its line and its column (characters from
/// the line's start, from 1; a UTF-8 sequence is one character). Counted once, when an error
/// needs it.
public struct TextPosition: Sendable, Equatable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public init(of offset: Int, in bytes: [UInt8]) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        self.line = line
        column = 1 + bytes[lineStart..<end].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
    }
}
