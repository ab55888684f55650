#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import StateRestoration

/// Moving the branch back and forth, and its reflog.
extension SnapshotStore {
    /// Moves the current branch to `id` by compare-and-swap; the reflog records
    /// `rollback: to <spec>`, so `rollback main@{1}` undoes it.
    @discardableResult
    public func moveBranch(to id: ObjectID, reason: String) throws(RepositoryError) -> (branch: ReferenceName, old: ObjectID?) {
        let branch = try branchReference()
        return try updatingReferences { () throws(GitError) -> (branch: ReferenceName, old: ObjectID?) in
            let old = try repository.referenceTarget(branch)
            try repository.updateReference(branch, to: id, expecting: old, message: reason)
            return (branch, old)
        }
    }

    /// The reflog of a branch or tag as typed (default: the current branch), newest first.
    public func reflog(_ typed: String? = nil) throws(RepositoryError) -> (name: ReferenceName, entries: [ReflogEntry]) {
        guard let typed, typed != "HEAD" else {
            let branch = try branchReference()
            guard try Self.git({ () throws(GitError) in try repository.referenceTarget(branch) }) != nil else { throw .emptyHistory(branch: branch.shortName) }
            return (branch, try Self.git { () throws(GitError) in try repository.reflog(branch) })
        }
        for candidate in ReferenceName.candidates(for: typed) where try Self.git({ () throws(GitError) in try repository.referenceTarget(candidate) }) != nil {
            return (candidate, try Self.git { () throws(GitError) in try repository.reflog(candidate) })
        }
        if typed == (try branchReference()).shortName { throw .emptyHistory(branch: typed) }
        throw .unknownReference(typed)
    }
}

/// Tags: names for snapshots worth keeping (lightweight, as `refs/tags/<name>`).
extension SnapshotStore {
    public func tags() throws(RepositoryError) -> [(name: String, target: ObjectID)] {
        try Self.git { () throws(GitError) in try repository.references(.tags) }.map { ($0.name.shortName, $0.target) }
    }

    public func createTag(_ name: String, at id: ObjectID, force: Bool = false) throws(RepositoryError) {
        let reference = ReferenceName.tag(name)
        guard !name.isEmpty, !name.hasPrefix("-"), reference.isValid else { throw .invalidTagName(name) }
        let existing = try Self.git { () throws(GitError) in try repository.referenceTarget(reference) }
        if existing != nil && !force { throw .tagExists(name) }
        try Self.git { () throws(GitError) in try repository.updateReference(reference, to: id, expecting: existing, message: "tag: \(name)") }
    }

    public func deleteTag(_ name: String) throws(RepositoryError) -> ObjectID {
        let reference = ReferenceName.tag(name)
        guard let target = try Self.git({ () throws(GitError) in try repository.referenceTarget(reference) }) else {
            throw .unknownTag(name)
        }
        try Self.git { () throws(GitError) in try repository.deleteReference(reference, expecting: target) }
        return target
    }
}
