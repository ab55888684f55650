/// Byte scans of a path's UTF-8, over its contiguous storage: a big project asks them of a
/// hundred thousand paths, where the generic collection scans cost tens of instructions a byte.
enum PathBytes {
    /// The text after the last `byte` (all of it when there is none).
    static func suffix(after byte: UInt8, in text: String) -> Substring {
        let last = text.utf8.withContiguousStorageIfAvailable { $0.lastIndex(of: byte) } ?? text.utf8.lastIndex(of: byte).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }
        guard let last else { return text[...] }
        return text[text.utf8.index(text.utf8.startIndex, offsetBy: last + 1)...]
    }

    static func contains(_ byte: UInt8, in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? text.utf8.contains(byte)
    }

    /// A relative path with nothing to resolve: no component empty or starting with `.`, not
    /// starting with `/` (the empty path is `empty`).
    static func isPlain(_ path: String, empty: Bool) -> Bool {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard !bytes.isEmpty else { return empty }
            var atStart = true
            for byte in bytes {
                if atStart, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") { return false }
                atStart = byte == UInt8(ascii: "/")
            }
            return !atStart
        }
        return path.utf8.withContiguousStorageIfAvailable(scan) ?? Array(path.utf8).withUnsafeBufferPointer(scan)
    }
}
