import CLibgit2
import Platform

/// Writing and reading blobs, and creating trees and commits.
extension Repository {
    public func writeBlob(_ bytes: [UInt8]) throws(GitError) -> ObjectID {
        var oid = git_oid()
        let code = bytes.withUnsafeBytes { git_blob_create_from_buffer(&oid, pointer, $0.baseAddress, $0.count) }
        try check(code, "write blob")
        return ObjectID(oid)
    }

    /// The id a blob with these bytes has, without writing it.
    public static func blobID(of bytes: [UInt8]) -> ObjectID {
        ObjectHash.id("blob", of: bytes)
    }

    public func blob(_ id: ObjectID) throws(GitError) -> [UInt8] {
        var oid = id.oid
        var blob: OpaquePointer?
        try check(git_blob_lookup(&blob, pointer, &oid), "read blob \(id.short)")
        defer { git_blob_free(blob) }
        let size = Int(git_blob_rawsize(blob))
        guard size > 0, let content = git_blob_rawcontent(blob) else { return [] }
        return Array(UnsafeRawBufferPointer(start: content, count: size))
    }

    /// An object's size in bytes, from its header: a huge blob is known before it is read.
    public func objectSize(_ id: ObjectID) throws(GitError) -> Int {
        var odb: OpaquePointer?
        try check(git_repository_odb(&odb, pointer), "open object database")
        defer { git_odb_free(odb) }
        var oid = id.oid
        var size = 0
        var type = GIT_OBJECT_ANY
        try check(git_odb_read_header(&size, &type, odb, &oid), "read the header of \(id.short)")
        return size
    }

    public func objectExists(_ id: ObjectID) -> Bool {
        var odb: OpaquePointer?
        guard git_repository_odb(&odb, pointer) == 0 else { git_error_clear(); return false }
        defer { git_odb_free(odb) }
        var oid = id.oid
        return git_odb_exists(odb, &oid) == 1
    }

    /// The commit an object of this repository leads to (itself, or what a tag points at);
    /// nil when the object is not here or leads to no commit.
    public func commitReached(from id: ObjectID) -> ObjectID? {
        guard objectExists(id) else { return nil }
        var oid = id.oid
        var object: OpaquePointer?
        guard git_object_lookup(&object, pointer, &oid, GIT_OBJECT_ANY) == 0 else { git_error_clear(); return nil }
        defer { git_object_free(object) }
        var commit: OpaquePointer?
        guard git_object_peel(&commit, object, GIT_OBJECT_COMMIT) == 0 else { git_error_clear(); return nil }
        defer { git_object_free(commit) }
        return ObjectID(git_object_id(commit).pointee)
    }

    public func tree(_ id: ObjectID) throws(GitError) -> Tree {
        var oid = id.oid
        var tree: OpaquePointer?
        try check(git_tree_lookup(&tree, pointer, &oid), "read tree \(id.short)")
        guard let tree else { throw GitError(operation: "read tree \(id.short)", code: .notFound, message: "no tree") }
        return Tree(tree, repository: self)
    }

    public func commit(_ id: ObjectID) throws(GitError) -> Commit {
        var oid = id.oid
        var commit: OpaquePointer?
        try check(git_commit_lookup(&commit, pointer, &oid), "read commit \(id.short)")
        guard let commit else { throw GitError(operation: "read commit \(id.short)", code: .notFound, message: "no commit") }
        return Commit(commit, repository: self)
    }

    /// A new tree: `baseline` (or an empty tree) with `updates` applied; only the touched
    /// subtrees are rebuilt.
    public func createTree(baseline: Tree?, updates: [TreeUpdate]) throws(GitError) -> ObjectID {
        let paths = CStringList(updates.map(\.path))
        var raw = updates.enumerated().map { index, update in
            var entry = git_tree_update()
            entry.path = UnsafePointer(paths.pointers[index])
            switch update.action {
            case .upsert(let id, let mode):
                entry.action = GIT_TREE_UPDATE_UPSERT
                entry.id = id.oid
                entry.filemode = mode.raw
            case .remove:
                entry.action = GIT_TREE_UPDATE_REMOVE
            }
            return entry
        }
        var oid = git_oid()
        try withExtendedLifetime(paths) { () throws(GitError) -> Void in
            try check(git_tree_create_updated(&oid, pointer, baseline?.pointer, raw.count, &raw), "build tree")
        }
        return ObjectID(oid)
    }

    /// Writes a commit without moving any reference (the caller moves it with compare-and-swap).
    public func createCommit(
        tree: ObjectID, parents: [ObjectID], author: Signature, committer: Signature, message: String
    ) throws(GitError) -> ObjectID {
        let treeObject = try self.tree(tree)
        var parentObjects: [Commit] = []
        for parent in parents { parentObjects.append(try commit(parent)) }
        var parentPointers: [OpaquePointer?] = parentObjects.map { $0.pointer }
        var oid = git_oid()
        try author.withGitSignature { (authorSignature) throws(GitError) in
            try committer.withGitSignature { (committerSignature) throws(GitError) in
                try check(git_commit_create(
                    &oid, pointer, nil, authorSignature, committerSignature, "UTF-8", message, treeObject.pointer,
                    parentPointers.count, &parentPointers), "write commit")
            }
        }
        return ObjectID(oid)
    }
}

/// One change to a tree, for `Repository.createTree`.
public struct TreeUpdate: Sendable {
    public enum Action: Sendable {
        case upsert(ObjectID, FileMode)
        case remove
    }

    public var path: String
    public var action: Action

    public static func blob(_ path: String, _ id: ObjectID) -> TreeUpdate { TreeUpdate(path: path, action: .upsert(id, .blob)) }
    public static func remove(_ path: String) -> TreeUpdate { TreeUpdate(path: path, action: .remove) }
}

public enum FileMode: Sendable, Hashable {
    case blob, tree, other

    var raw: git_filemode_t {
        switch self {
        case .blob, .other: GIT_FILEMODE_BLOB
        case .tree: GIT_FILEMODE_TREE
        }
    }
}
