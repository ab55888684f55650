import CLibgit2

/// One change of a reference, as its reflog records it.
public struct ReflogEntry: Hashable, Sendable {
    public var old: ObjectID
    public var new: ObjectID
    public var committer: Signature
    public var message: String
}

extension Repository {
    /// The reflog of `name`, newest entry first (`name@{0}`).
    public func reflog(_ name: ReferenceName) throws(GitError) -> [ReflogEntry] {
        var log: OpaquePointer?
        try check(git_reflog_read(&log, pointer, name.fullName), "read reflog of \(name)")
        defer { git_reflog_free(log) }
        return (0..<git_reflog_entrycount(log)).compactMap { index in
            guard let entry = git_reflog_entry_byindex(log, index) else { return nil }
            return ReflogEntry(
                old: ObjectID(git_reflog_entry_id_old(entry).pointee),
                new: ObjectID(git_reflog_entry_id_new(entry).pointee),
                committer: Signature(git_reflog_entry_committer(entry)),
                message: git_reflog_entry_message(entry).map { String(cString: $0) } ?? "")
        }
    }

    /// Drops the entries for which `drop` is true, holding the reference's lock so concurrent
    /// updates (which append under that lock) are not lost. The entries that stay are chained
    /// again (each one's old id becomes the new id of the entry before it, as
    /// `git reflog expire --rewrite` does), so none refers to a dropped commit.
    public func pruneReflog(_ name: ReferenceName, dropping drop: (ReflogEntry) -> Bool) throws(GitError) -> Int {
        var transaction: OpaquePointer?
        try check(git_transaction_new(&transaction, pointer), "expire reflog of \(name)")
        defer { git_transaction_free(transaction) }
        try check(git_transaction_lock_ref(transaction, name.fullName), "lock \(name)")
        var log: OpaquePointer?
        try check(git_reflog_read(&log, pointer, name.fullName), "read reflog of \(name)")
        defer { git_reflog_free(log) }
        let entries = try reflog(name)
        var dropped = 0
        for index in entries.indices.reversed() where drop(entries[index]) {
            try check(git_reflog_drop(log, index, 1), "drop reflog entry")
            dropped += 1
        }
        guard dropped > 0 else { return 0 }
        try check(git_transaction_set_reflog(transaction, name.fullName, log), "rewrite reflog of \(name)")
        try check(git_transaction_commit(transaction), "rewrite reflog of \(name)")
        return dropped
    }
}
