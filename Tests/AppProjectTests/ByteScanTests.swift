@testable import AppProject
import Testing

/// The word-at-a-time scans against the plain loop, at every position of buffers long and short
/// enough to cross the word boundaries (a byte of interest first, last, inside a word, in the
/// tail after the last whole word), and with the bytes around 0x0A and 0x80 that a borrow could
/// confuse.
@Suite("ByteScan: line feeds and non-ASCII bytes a word at a time")
struct ByteScanTests {
    static let fillers: [UInt8] = [0x20, 0x09, 0x0B, 0x0B ^ 0x0A, 0x7F, 0x61]

    @Test("the first line feed from each start, wherever it is", arguments: [0, 1, 7, 8, 9, 15, 16, 17, 31])
    func lineFeeds(_ count: Int) {
        for filler in Self.fillers {
            for feed in [nil] + Array(0..<count) {
                var bytes = [UInt8](repeating: filler, count: count)
                if let feed { bytes[feed] = 0x0A }
                bytes.withUnsafeBufferPointer { buffer in
                    for start in 0...count {
                        let expected = (start..<count).first { bytes[$0] == 0x0A }
                        #expect(ByteScan.lineFeed(in: buffer, from: start) == expected, "count \(count), feed \(String(describing: feed)), start \(start)")
                    }
                }
            }
        }
    }

    @Test("the first byte of 0x80 or above from each start", arguments: [0, 1, 7, 8, 9, 16, 23])
    func nonASCII(_ count: Int) {
        for high: UInt8 in [0x80, 0xC3, 0xFF] {
            for place in [nil] + Array(0..<count) {
                var bytes = [UInt8](repeating: 0x7F, count: count)
                if let place { bytes[place] = high }
                bytes.withUnsafeBufferPointer { buffer in
                    for start in 0...count {
                        let expected = (start..<count).first { bytes[$0] >= 0x80 } ?? count
                        #expect(ByteScan.nonASCII(in: buffer, from: start) == expected, "count \(count), place \(String(describing: place)), start \(start)")
                    }
                }
            }
        }
    }
}
