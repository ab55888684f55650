import CLibgit2

/// A reference and the object it points at.
public struct Reference: Hashable, Sendable {
    public var name: ReferenceName
    public var target: ObjectID

    public init(name: ReferenceName, target: ObjectID) {
        self.name = name
        self.target = target
    }
}

/// References: reading, compare-and-swap updates, deletion, listing, and HEAD.
extension Repository {
    /// The object a reference points at (following symbolic references); nil if it does not exist.
    public func referenceTarget(_ name: ReferenceName) throws(GitError) -> ObjectID? {
        var oid = git_oid()
        let code = git_reference_name_to_id(&oid, pointer, name.fullName)
        if code == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return nil
        }
        try check(code, "read reference \(name)")
        return ObjectID(oid)
    }

    /// Points `name` at `id` only if it still points at `expected` (nil: only if it does not
    /// exist yet). Fails with `.modified` when someone moved it first and `.locked` when its
    /// lock file is held; never overwrites a concurrent update.
    public func updateReference(_ name: ReferenceName, to id: ObjectID, expecting expected: ObjectID?, message: String) throws(GitError) {
        var target = id.oid
        var current = (expected ?? .zero).oid
        var reference: OpaquePointer?
        try check(git_reference_create_matching(&reference, pointer, name.fullName, &target, 1, &current, message), "update \(name)")
        git_reference_free(reference)
    }

    /// Deletes `name` if it still points at `expected`, under its lock.
    public func deleteReference(_ name: ReferenceName, expecting expected: ObjectID) throws(GitError) {
        var transaction: OpaquePointer?
        try check(git_transaction_new(&transaction, pointer), "delete \(name)")
        defer { git_transaction_free(transaction) }
        try check(git_transaction_lock_ref(transaction, name.fullName), "lock \(name)")
        guard try referenceTarget(name) == expected else {
            throw GitError(operation: "delete \(name)", code: .modified, message: "the reference moved")
        }
        try check(git_transaction_remove(transaction, name.fullName), "delete \(name)")
        try check(git_transaction_commit(transaction), "delete \(name)")
        // A transaction keeps the reflog of a removed ref; git would see its entries as dangling.
        let code = git_reflog_delete(pointer, name.fullName)
        if code == GIT_ENOTFOUND.rawValue { git_error_clear() } else { try check(code, "delete the reflog of \(name)") }
    }

    /// Every direct reference of a kind, sorted by name. A failure while listing (an
    /// unreadable ref file) is an error, never a shorter list.
    public func references(_ pattern: ReferenceName.Pattern) throws(GitError) -> [Reference] {
        var iterator: OpaquePointer?
        try check(git_reference_iterator_glob_new(&iterator, pointer, pattern.glob), "list \(pattern.glob)")
        defer { git_reference_iterator_free(iterator) }
        var result: [Reference] = []
        while true {
            var reference: OpaquePointer?
            let code = git_reference_next(&reference, iterator)
            if code == GIT_ITEROVER.rawValue {
                git_error_clear()
                break
            }
            try check(code, "list \(pattern.glob)")
            guard let current = reference else { continue }
            defer { git_reference_free(current) }
            if let target = git_reference_target(current) {
                result.append(Reference(name: ReferenceName(fullName: String(cString: git_reference_name(current))), target: ObjectID(target.pointee)))
            }
        }
        return result.sorted { $0.name < $1.name }
    }

    /// The reference HEAD points at (e.g. `refs/heads/main`), even when that branch is unborn.
    public func headReference() throws(GitError) -> ReferenceName {
        var head: OpaquePointer?
        try check(git_reference_lookup(&head, pointer, "HEAD"), "read HEAD")
        defer { git_reference_free(head) }
        guard let target = git_reference_symbolic_target(head) else { return .head }
        return ReferenceName(fullName: String(cString: target))
    }

    public func setHead(_ name: ReferenceName) throws(GitError) {
        try check(git_repository_set_head(pointer, name.fullName), "set HEAD to \(name)")
    }

    /// The commit a revision names, as git spells it (`HEAD~2`, `main@{1}`, a tag, a short id);
    /// nil when it names none (unknown, ambiguous, malformed, or not a commit). Only a failure
    /// to read the repository is an error.
    public func commit(named spec: String) throws(GitError) -> ObjectID? {
        do {
            var object: OpaquePointer?
            try check(git_revparse_single(&object, pointer, spec), "resolve '\(spec)'")
            defer { git_object_free(object) }
            var commit: OpaquePointer?
            try check(git_object_peel(&commit, object, GIT_OBJECT_COMMIT), "'\(spec)' is not a commit")
            defer { git_object_free(commit) }
            return ObjectID(git_object_id(commit).pointee)
        } catch let error where error.area == .system {
            throw error
        } catch {
            return nil
        }
    }
}
