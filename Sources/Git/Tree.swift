import CLibgit2

/// A tree object: a folder of named blobs and subtrees.
public final class Tree {
    let pointer: OpaquePointer
    private let repository: Repository

    init(_ pointer: OpaquePointer, repository: Repository) {
        self.pointer = pointer
        self.repository = repository
    }

    deinit { git_tree_free(pointer) }

    public var id: ObjectID { ObjectID(git_tree_id(pointer).pointee) }

    public var entries: [TreeEntry] {
        (0..<git_tree_entrycount(pointer)).map { TreeEntry(git_tree_entry_byindex(pointer, $0)) }
    }

    public func entry(named name: String) -> TreeEntry? {
        git_tree_entry_byname(pointer, name).map { TreeEntry($0) }
    }

    /// The entry at a slash-separated path below this tree.
    public func entry(atPath path: String) throws(GitError) -> TreeEntry? {
        var entry: OpaquePointer?
        let code = git_tree_entry_bypath(&entry, pointer, path)
        if code == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return nil
        }
        try check(code, "look up '\(path)'")
        defer { git_tree_entry_free(entry) }
        return TreeEntry(entry!)
    }

    public func subtree(_ entry: TreeEntry) throws(GitError) -> Tree {
        try repository.tree(entry.id)
    }
}

public struct TreeEntry: Hashable, Sendable {
    /// What an entry is, by its mode: snapshots hold only plain files and folders.
    public enum Kind: Sendable, Hashable {
        case blob, executable, tree, symbolicLink, submodule
    }

    public var name: String
    public var id: ObjectID
    public var isTree: Bool
    public var kind: Kind

    init(_ entry: OpaquePointer) {
        name = String(cString: git_tree_entry_name(entry))
        id = ObjectID(git_tree_entry_id(entry).pointee)
        isTree = git_tree_entry_type(entry) == GIT_OBJECT_TREE
        switch git_tree_entry_filemode(entry) {
        case GIT_FILEMODE_TREE: kind = .tree
        case GIT_FILEMODE_BLOB_EXECUTABLE: kind = .executable
        case GIT_FILEMODE_LINK: kind = .symbolicLink
        case GIT_FILEMODE_COMMIT: kind = .submodule
        default: kind = .blob
        }
    }
}
