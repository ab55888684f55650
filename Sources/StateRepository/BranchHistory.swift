import Foundation
import Git
import StateRestoration

/// Moving the branch back and forth, and its reflog.
extension SnapshotStore {
    /// Moves the current branch to `id` by compare-and-swap; the reflog records
    /// `rollback: to <spec>`, so `rollback main@{1}` undoes it.
    @discardableResult
    public func moveBranch(to id: ObjectID, reason: String) throws -> (branch: String, old: ObjectID?) {
        let branch = try branchReference()
        let lock = try RepositoryLock(gitDirectory: gitDirectory, mode: .shared)
        return try withExtendedLifetime(lock) {
            let old = try Self.wrap { try repository.referenceTarget(branch) }
            try Self.wrap { try repository.updateReference(branch, to: id, expecting: old, message: reason) }
            return (branch, old)
        }
    }

    /// The reflog of `reference` (default: the current branch), newest first.
    public func reflog(_ reference: String? = nil) throws -> (name: String, entries: [ReflogEntry]) {
        var name = try reference ?? branchReference()
        if name != "HEAD" && !name.hasPrefix("refs/") {
            let candidates = ["refs/heads/\(name)", "refs/tags/\(name)", "refs/\(name)"]
            name = try candidates.first { candidate in try Self.wrap { try repository.referenceTarget(candidate) } != nil } ?? "refs/heads/\(name)"
        }
        if name == "HEAD" { name = try branchReference() }
        guard try Self.wrap({ try repository.referenceTarget(name) }) != nil else { throw RepositoryError.unknownRevision(reference ?? name) }
        return (name, try Self.wrap { try repository.reflog(name) })
    }
}

/// Tags: names for snapshots worth keeping (lightweight, as `refs/tags/<name>`).
extension SnapshotStore {
    public func tags() throws -> [(name: String, target: ObjectID)] {
        try Self.wrap { try repository.references(matching: "refs/tags/*") }.map { (String($0.name.dropFirst("refs/tags/".count)), $0.target) }
    }

    public func createTag(_ name: String, at id: ObjectID, force: Bool = false) throws {
        let reference = "refs/tags/\(name)"
        guard !name.isEmpty, !name.hasPrefix("-"), Repository.isValidReferenceName(reference) else {
            throw RepositoryError.invalidName(name, reason: "not a valid tag name (git's ref name rules)")
        }
        let existing = try Self.wrap { try repository.referenceTarget(reference) }
        if existing != nil && !force { throw RepositoryError.alreadyExists(path: "tag '\(name)'") }
        try Self.wrap { try repository.updateReference(reference, to: id, expecting: existing, message: "tag: \(name)") }
    }

    public func deleteTag(_ name: String) throws -> ObjectID {
        let reference = "refs/tags/\(name)"
        guard let target = try Self.wrap({ try repository.referenceTarget(reference) }) else {
            throw RepositoryError.unknownRevision("tag '\(name)'")
        }
        try Self.wrap { try repository.deleteReference(reference, expecting: target) }
        return target
    }
}
