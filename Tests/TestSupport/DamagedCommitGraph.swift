import Foundation

/// git's commit-graph file damaged on purpose, in the ways a disk or another tool could.
public enum DamagedCommitGraph {
    /// The offset of chunk `name` (`OIDF`, `CDAT`, ...), nil when the file has none.
    public static func chunk(_ name: String, in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 8 else { return nil }
        for index in 0..<Int(bytes[6]) {
            let at = 8 + index * 12
            guard at + 12 <= bytes.count else { return nil }
            guard String(decoding: bytes[at..<(at + 4)], as: UTF8.self) == name else { continue }
            return bytes[(at + 4)..<(at + 12)].reduce(0) { $0 << 8 | Int($1) }
        }
        return nil
    }

    /// Every commit made its own first parent: a walk that trusts the links goes round forever.
    public static func loopFirstParents(_ file: URL) throws {
        var bytes = [UInt8](try Data(contentsOf: file))
        guard let fanout = chunk("OIDF", in: bytes), let data = chunk("CDAT", in: bytes) else { throw CocoaError(.fileReadCorruptFile) }
        let count = bytes[(fanout + 255 * 4)..<(fanout + 256 * 4)].reduce(0) { $0 << 8 | Int($1) }
        for index in 0..<count {
            let at = data + index * 36 + 20
            bytes.replaceSubrange(at..<(at + 4), with: [UInt8(index >> 24 & 0xFF), UInt8(index >> 16 & 0xFF), UInt8(index >> 8 & 0xFF), UInt8(index & 0xFF)])
        }
        try Data(bytes).write(to: file)
    }
}
