import CLibgit2

/// Tree objects built in memory: their exact bytes (entries in git's order), their id without
/// writing, and writing them. Lets a caller hash a whole snapshot first and write only the
/// trees and blobs a parent does not already have.
public enum TreeObject {
    public struct Entry: Sendable {
        public var name: String
        public var id: ObjectID
        public var isTree: Bool

        public init(name: String, id: ObjectID, isTree: Bool) {
            self.name = name
            self.id = id
            self.isTree = isTree
        }
    }

    static let treeMode = Array("40000 ".utf8)
    static let blobMode = Array("100644 ".utf8)

    /// Git sorts entries by name bytes, comparing a tree's name as if it ended with "/".
    public static func encode(_ entries: [Entry]) -> [UInt8] {
        let keyed = entries.map { (key: Array($0.name.utf8) + ($0.isTree ? [0x2F] : []), entry: $0) }
            .sorted { precedes($0.key, $1.key) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entries.count * 40)
        for (key, entry) in keyed {
            bytes += entry.isTree ? treeMode : blobMode
            bytes += entry.isTree ? key.dropLast() : key[...]
            bytes.append(0)
            var oid = entry.id.oid
            withUnsafeBytes(of: &oid.id) { bytes += $0 }
        }
        return bytes
    }

    /// Byte order over the buffers: the generic `lexicographicallyPrecedes` cost more than
    /// the rest of encoding.
    private static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for index in 0..<min(a.count, b.count) where a[index] != b[index] { return a[index] < b[index] }
                return a.count < b.count
            }
        }
    }

    public static func id(of bytes: [UInt8]) -> ObjectID {
        ObjectHash.id("tree", of: bytes)
    }
}

extension Repository {
    /// Writes tree bytes made by `TreeObject.encode`.
    public func writeTree(_ bytes: [UInt8]) throws(GitError) -> ObjectID {
        var odb: OpaquePointer?
        try check(git_repository_odb(&odb, pointer), "open object database")
        defer { git_odb_free(odb) }
        var oid = git_oid()
        let code = bytes.withUnsafeBytes { git_odb_write(&oid, odb, $0.baseAddress, $0.count, GIT_OBJECT_TREE) }
        try check(code, "write tree")
        return ObjectID(oid)
    }
}
