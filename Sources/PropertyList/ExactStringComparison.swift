extension String {
    /// Whether the two strings are the same UTF-8 bytes. Keys, identifiers and class names are
    /// compared this way: Swift's `==` treats canonically equivalent spellings (`é` and
    /// `e` + U+0301) as equal, and to UIKit they are different keys. Compared eight bytes at a
    /// time over contiguous storage: every dictionary lookup of every archive comes here.
    public func hasSameBytes(as other: String) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        var left = self, right = other
        return left.withUTF8 { a in
            right.withUTF8 { b in
                guard count > 0, let p = UnsafeRawPointer(a.baseAddress), let q = UnsafeRawPointer(b.baseAddress) else { return true }
                var index = 0
                while index + 8 <= count {
                    if p.loadUnaligned(fromByteOffset: index, as: UInt64.self) != q.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
                        return false
                    }
                    index += 8
                }
                while index < count {
                    if p.load(fromByteOffset: index, as: UInt8.self) != q.load(fromByteOffset: index, as: UInt8.self) { return false }
                    index += 1
                }
                return true
            }
        }
    }

    /// Whether the string's UTF-8 bytes sort before `other`'s: the byte order of keys, paths
    /// and identifiers everywhere (Swift's `<` orders by Unicode scalars after normalizing).
    /// Eight bytes at a time: every object's keys are sorted on every read.
    public func precedesInBytes(_ other: String) -> Bool {
        var left = self, right = other
        return left.withUTF8 { a in
            right.withUTF8 { b in
                let common = min(a.count, b.count)
                guard common > 0, let p = UnsafeRawPointer(a.baseAddress), let q = UnsafeRawPointer(b.baseAddress) else { return a.count < b.count }
                var index = 0
                while index + 8 <= common {
                    let x = UInt64(bigEndian: p.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    let y = UInt64(bigEndian: q.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    if x != y { return x < y }
                    index += 8
                }
                while index < common {
                    let x = p.load(fromByteOffset: index, as: UInt8.self), y = q.load(fromByteOffset: index, as: UInt8.self)
                    if x != y { return x < y }
                    index += 1
                }
                return a.count < b.count
            }
        }
    }
}

extension String {
    /// The parts between each `separator` byte, empty ones included, split over contiguous
    /// bytes (paths are split on every read and commit; the generic `split` costs several
    /// times more). The separator is ASCII, so the parts are valid UTF-8.
    public func parts(separatedBy separator: UInt8) -> [String] {
        var parts: [String] = []
        var copy = self
        copy.withUTF8 { bytes in
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == separator {
                parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
        }
        return parts
    }
}
