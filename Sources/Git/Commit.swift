import CLibgit2

/// A commit object. Keeps its repository alive: libgit2 frees a commit's memory with the
/// repository's.
public final class Commit {
    let pointer: OpaquePointer
    private let repository: Repository

    init(_ pointer: OpaquePointer, repository: Repository) {
        self.pointer = pointer
        self.repository = repository
    }

    deinit { git_commit_free(pointer) }

    public var id: ObjectID { ObjectID(git_commit_id(pointer).pointee) }
    public var treeID: ObjectID { ObjectID(git_commit_tree_id(pointer).pointee) }

    public var parentIDs: [ObjectID] {
        (0..<git_commit_parentcount(pointer)).map { ObjectID(git_commit_parent_id(pointer, $0).pointee) }
    }

    /// The `encoding` header, when the commit has one.
    public var encoding: String? { git_commit_message_encoding(pointer).map { String(cString: $0) } }

    /// The whole message, as stored.
    public var message: String { git_commit_message_raw(pointer).map { String(cString: $0) } ?? "" }

    public var author: Signature { Signature(git_commit_author(pointer)) }
    public var committer: Signature { Signature(git_commit_committer(pointer)) }

    /// `Key: value` trailers at the end of the message, as git interpret-trailers reads them.
    public var trailers: [(key: String, value: String)] {
        var array = git_message_trailer_array()
        guard git_message_trailers(&array, git_commit_message_raw(pointer)) == 0 else {
            git_error_clear()
            return []
        }
        defer { git_message_trailer_array_free(&array) }
        return (0..<array.count).map { i in
            (String(cString: array.trailers[i].key), String(cString: array.trailers[i].value))
        }
    }
}
