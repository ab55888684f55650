/// Whole-file scans eight bytes at a time: every file read is looked through for merge-conflict
/// markers, a `project.xcproj` for invalid UTF-8 and its line starts, and a big project's file
/// is megabytes of ASCII in which line feeds are one byte in thirty. A word with no byte of
/// interest is passed in a few instructions rather than eight comparisons.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A

    /// Whether a word holds a zero byte (the classic test: a borrow reaches the high bit only
    /// from a byte that was zero).
    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highBits != 0
    }

    @inline(__always)
    private static func word(_ buffer: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// The index of the first line feed at or after `start`, or nil.
    static func lineFeed(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        let count = buffer.count
        while index + 8 <= count, !hasZeroByte(word(buffer, index) ^ lineFeeds) { index += 8 }
        while index < count {
            if buffer[index] == 0x0A { return index }
            index += 1
        }
        return nil
    }

    /// The index of the first byte at or after `start` that is not ASCII (0x80 or above), or
    /// `buffer.count`.
    static func nonASCII(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = buffer.count
        while index + 8 <= count, word(buffer, index) & highBits == 0 { index += 8 }
        while index < count, buffer[index] < 0x80 { index += 1 }
        return index
    }
}
