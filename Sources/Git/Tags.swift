import CLibgit2

/// What an object id names.
public enum ObjectKind: Sendable, Equatable {
    case commit, tree, blob, tag
}

/// An annotated tag: what it points at, and what its author wrote.
public struct TagObject: Sendable {
    public var id: ObjectID
    public var name: String
    public var target: ObjectID
    public var targetKind: ObjectKind
    public var tagger: Signature?
    public var message: String
}

/// Annotated tags (a plain `git tag -a` makes them; uistate's own tags are lightweight) and the
/// kinds of objects a ref can point at.
extension Repository {
    /// The kind of the object `id` names; nil when the repository does not have it.
    public func objectKind(_ id: ObjectID) -> ObjectKind? {
        var odb: OpaquePointer?
        guard git_repository_odb(&odb, pointer) == 0 else { git_error_clear(); return nil }
        defer { git_odb_free(odb) }
        var oid = id.oid
        var size = 0
        var type = GIT_OBJECT_ANY
        guard git_odb_read_header(&size, &type, odb, &oid) == 0 else { git_error_clear(); return nil }
        return Self.kind(type)
    }

    static func kind(_ type: git_object_t) -> ObjectKind? {
        switch type {
        case GIT_OBJECT_COMMIT: .commit
        case GIT_OBJECT_TREE: .tree
        case GIT_OBJECT_BLOB: .blob
        case GIT_OBJECT_TAG: .tag
        default: nil
        }
    }

    public func tagObject(_ id: ObjectID) throws(GitError) -> TagObject {
        var oid = id.oid
        var tag: OpaquePointer?
        try check(git_tag_lookup(&tag, pointer, &oid), "read tag \(id.short)")
        defer { git_tag_free(tag) }
        let target = ObjectID(git_tag_target_id(tag).pointee)
        guard let kind = Self.kind(git_tag_target_type(tag)) else {
            throw GitError(operation: "read tag \(id.short)", code: .other(-1), message: "it points at an object of no known kind")
        }
        return TagObject(
            id: id, name: git_tag_name(tag).map { String(cString: $0) } ?? "", target: target, targetKind: kind,
            tagger: git_tag_tagger(tag).map { Signature($0) }, message: git_tag_message(tag).map { String(cString: $0) } ?? "")
    }

    /// Writes an annotated tag object pointing at `target` (a commit) without moving any
    /// reference (the caller moves it with compare-and-swap).
    public func createTagObject(name: String, target: ObjectID, tagger: Signature, message: String) throws(GitError) -> ObjectID {
        var oid = git_oid()
        var targetOID = target.oid
        var object: OpaquePointer?
        try check(git_object_lookup(&object, pointer, &targetOID, GIT_OBJECT_ANY), "read \(target.short)")
        defer { git_object_free(object) }
        try tagger.withGitSignature { (signature) throws(GitError) in
            try check(git_tag_annotation_create(&oid, pointer, name, object, signature, message), "write tag \(name)")
        }
        return ObjectID(oid)
    }
}
