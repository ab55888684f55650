/// Lines and columns of byte offsets in a text, as a person counts them (both from 1; a
/// column counts characters, not the bytes of a UTF-8 sequence): the line starts are found
/// once, each offset then costs a binary search.
public struct TextPositions: Sendable {
    let bytes: [UInt8]
    /// The offset each line starts at.
    let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            var from = 0
            while let feed = ByteScan.lineFeed(in: buffer, from: from) {
                starts.append(feed + 1)
                from = feed + 1
            }
        }
        lineStarts = starts
    }

    public func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    public func column(of offset: Int) -> Int {
        let start = lineStarts[line(of: offset) - 1]
        let end = min(offset, bytes.count)
        guard start < end else { return 1 }
        // A UTF-8 continuation byte (10xxxxxx) is part of the character before it.
        return 1 + bytes[start..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// Line and column of an offset, without building the table: for one error.
    public static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(offset, bytes.count)
        var line = 1, column = 1
        for byte in bytes[..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
