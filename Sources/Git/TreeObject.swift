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

    /// Git sorts entries by name bytes, comparing a tree's name as if it ended with "/".
    public static func encode(_ entries: [Entry]) -> [UInt8] {
        let sorted = entries.sorted { a, b in
            let left = Array(a.name.utf8) + (a.isTree ? [0x2F] : [])
            let right = Array(b.name.utf8) + (b.isTree ? [0x2F] : [])
            return left.lexicographicallyPrecedes(right)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entries.count * 40)
        for entry in sorted {
            bytes += Array((entry.isTree ? "40000 " : "100644 ").utf8)
            bytes += Array(entry.name.utf8)
            bytes.append(0)
            var oid = entry.id.oid
            withUnsafeBytes(of: &oid.id) { bytes += $0 }
        }
        return bytes
    }

    public static func id(of bytes: [UInt8]) throws(GitError) -> ObjectID {
        LibGit2.initialize()
        var oid = git_oid()
        let code = bytes.withUnsafeBytes { git_odb_hash(&oid, $0.baseAddress, $0.count, GIT_OBJECT_TREE) }
        try check(code, "hash tree")
        return ObjectID(oid)
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
