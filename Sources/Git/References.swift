import CLibgit2

/// References: reading, compare-and-swap updates, deletion, listing, and HEAD.
extension Repository {
    /// The object a reference points at (following symbolic references); nil if it does not exist.
    public func referenceTarget(_ name: String) throws(GitError) -> ObjectID? {
        var oid = git_oid()
        let code = git_reference_name_to_id(&oid, pointer, name)
        if code == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return nil
        }
        try check(code, "read reference \(name)")
        return ObjectID(oid)
    }

    /// Points `name` at `id` only if it still points at `expected` (nil: only if it does not
    /// exist yet). Fails with `isModified` when someone moved it first and `isLocked` when its
    /// lock file is held; never overwrites a concurrent update.
    public func updateReference(_ name: String, to id: ObjectID, expecting expected: ObjectID?, message: String) throws(GitError) {
        var target = id.oid
        var current = (expected ?? .zero).oid
        var reference: OpaquePointer?
        try check(git_reference_create_matching(&reference, pointer, name, &target, 1, &current, message), "update \(name)")
        git_reference_free(reference)
    }

    /// Deletes `name` if it still points at `expected`, under its lock.
    public func deleteReference(_ name: String, expecting expected: ObjectID) throws(GitError) {
        var transaction: OpaquePointer?
        try check(git_transaction_new(&transaction, pointer), "delete \(name)")
        defer { git_transaction_free(transaction) }
        try check(git_transaction_lock_ref(transaction, name), "lock \(name)")
        guard try referenceTarget(name) == expected else {
            throw GitError(operation: "delete \(name)", code: GIT_EMODIFIED.rawValue, message: "the reference moved")
        }
        try check(git_transaction_remove(transaction, name), "delete \(name)")
        try check(git_transaction_commit(transaction), "delete \(name)")
        // A transaction keeps the reflog of a removed ref; git would see its entries as dangling.
        let code = git_reflog_delete(pointer, name)
        if code == GIT_ENOTFOUND.rawValue { git_error_clear() } else { try check(code, "delete the reflog of \(name)") }
    }

    /// Every direct reference matching a glob such as `refs/tags/*`, sorted by name.
    public func references(matching glob: String) throws(GitError) -> [(name: String, target: ObjectID)] {
        var iterator: OpaquePointer?
        try check(git_reference_iterator_glob_new(&iterator, pointer, glob), "list \(glob)")
        defer { git_reference_iterator_free(iterator) }
        var result: [(String, ObjectID)] = []
        var reference: OpaquePointer?
        while git_reference_next(&reference, iterator) == 0, let current = reference {
            defer { git_reference_free(current) }
            let name = String(cString: git_reference_name(current))
            if let target = git_reference_target(current) {
                result.append((name, ObjectID(target.pointee)))
            }
        }
        git_error_clear()
        return result.sorted { $0.0 < $1.0 }
    }

    /// The reference HEAD points at (e.g. `refs/heads/main`), even when that branch is unborn.
    public func headReferenceName() throws(GitError) -> String {
        var head: OpaquePointer?
        try check(git_reference_lookup(&head, pointer, "HEAD"), "read HEAD")
        defer { git_reference_free(head) }
        guard let target = git_reference_symbolic_target(head) else { return "HEAD" }
        return String(cString: target)
    }

    public func setHead(_ referenceName: String) throws(GitError) {
        try check(git_repository_set_head(pointer, referenceName), "set HEAD to \(referenceName)")
    }

    /// Resolves a revision as git spells it (`HEAD~2`, `main@{1}`, a tag, a short id) to a commit.
    public func resolveCommit(_ spec: String) throws(GitError) -> ObjectID {
        var object: OpaquePointer?
        try check(git_revparse_single(&object, pointer, spec), "resolve '\(spec)'")
        defer { git_object_free(object) }
        var commit: OpaquePointer?
        try check(git_object_peel(&commit, object, GIT_OBJECT_COMMIT), "'\(spec)' is not a commit")
        defer { git_object_free(commit) }
        return ObjectID(git_object_id(commit).pointee)
    }

    /// Whether `name` is a valid reference name.
    public static func isValidReferenceName(_ name: String) -> Bool {
        LibGit2.initialize()
        var valid: Int32 = 0
        return git_reference_name_is_valid(&valid, name) == 0 && valid == 1
    }
}
