import Foundation
import Git
import StateRestoration

/// Discarding stale snapshots by rewriting the branch without them.
extension SnapshotStore {
    /// What to do with tags on snapshots a prune drops.
    public enum DroppedTagPolicy: Sendable {
        /// Refuse to prune (the default: a tag says the snapshot is worth keeping).
        case refuse
        /// Delete those tags.
        case delete
        /// Keep them; they keep the old snapshots (and their objects) alive.
        case keep
    }

    public struct PruneResult: Sendable {
        public var dropped: [(info: SnapshotInfo, version: AppVersion?)]
        public var keptCount: Int
        public var oldTip: ObjectID?
        public var newTip: ObjectID?
        /// The ref that keeps the old history until `gc` expires it.
        public var backup: String?
        public var deletedTags: [String]
        public var movedTags: [String]
    }

    public static let backupPrefix = "refs/uistate/backup/"

    /// Rewrites the current branch without the snapshots that are stale for `staleness`. The
    /// remaining snapshots keep their trees, order, authors, dates and messages; snapshots older
    /// than the first dropped one keep their ids. The old tip is kept under
    /// `refs/uistate/backup/<time>-prune`, the branch moves by compare-and-swap, and tags on
    /// rewritten snapshots move with them. Holds the repository lock exclusively.
    public func pruneStale(_ staleness: Staleness, tags policy: DroppedTagPolicy = .refuse, dryRun: Bool = false, now: Date = Date()) throws -> PruneResult {
        let lock = try RepositoryLock(gitDirectory: gitDirectory, mode: .exclusive, timeout: 30)
        return try withExtendedLifetime(lock) { try prune(staleness, policy: policy, dryRun: dryRun, now: now) }
    }

    private func prune(_ staleness: Staleness, policy: DroppedTagPolicy, dryRun: Bool, now: Date) throws -> PruneResult {
        let branch = try branchReference()
        guard let tip = try Self.wrap({ try repository.referenceTarget(branch) }) else {
            return PruneResult(dropped: [], keptCount: 0, oldTip: nil, newTip: nil, backup: nil, deletedTags: [], movedTags: [])
        }
        var chain: [SnapshotInfo] = []
        try Self.wrap { try repository.walk(from: [tip], firstParentOnly: true, reverse: true) { chain.append(try self.info($0)); return true } }
        var dropped: [(info: SnapshotInfo, version: AppVersion?)] = []
        var kept: [SnapshotInfo] = []
        for info in chain {
            let version = try appVersion(of: info)
            if staleness.isStale(version) { dropped.append((info, version)) } else { kept.append(info) }
        }
        var result = PruneResult(dropped: dropped, keptCount: kept.count, oldTip: tip, newTip: tip, backup: nil, deletedTags: [], movedTags: [])
        guard !dropped.isEmpty else { return result }
        guard !kept.isEmpty else {
            throw RepositoryError.refused("every snapshot on \(branch) is stale for app version \(staleness.current.text): pruning would leave nothing")
        }
        let droppedIDs = Set(dropped.map(\.info.id))
        let tags = try self.tags()
        let tagsOnDropped = tags.filter { droppedIDs.contains($0.target) }
        if !tagsOnDropped.isEmpty && policy == .refuse {
            throw RepositoryError.refused("tags \(tagsOnDropped.map { "'\($0.name)'" }.joined(separator: ", ")) point at stale snapshots: "
                + "use --delete-tags to delete them or --keep-tags to keep those snapshots alive")
        }
        if dryRun {
            result.newTip = nil
            result.deletedTags = policy == .delete ? tagsOnDropped.map(\.name) : []
            return result
        }
        // Rewrite from the first dropped snapshot on; earlier ones keep their ids.
        var mapping: [ObjectID: ObjectID] = [:]
        var parent: ObjectID? = nil
        var rewriting = false
        for info in chain {
            if droppedIDs.contains(info.id) {
                rewriting = true
                continue
            }
            if rewriting {
                let commit = try Self.wrap { try repository.commit(info.id) }
                let rewritten = try Self.wrap {
                    try repository.createCommit(tree: info.tree, parents: parent.map { [$0] } ?? [], author: commit.author, committer: commit.committer, message: info.message)
                }
                mapping[info.id] = rewritten
                parent = rewritten
            } else {
                mapping[info.id] = info.id
                parent = info.id
            }
        }
        let newTip = parent!
        var backup = Self.backupPrefix + "\(Int(now.timeIntervalSince1970))-prune"
        var suffix = 1
        while try Self.wrap({ try repository.referenceTarget(backup) }) != nil {
            suffix += 1
            backup = Self.backupPrefix + "\(Int(now.timeIntervalSince1970))-prune-\(suffix)"
        }
        try Self.wrap {
            try repository.updateReference(backup, to: tip, expecting: nil, message: "prune: backup of \(branch) before dropping \(dropped.count) stale snapshots")
            try repository.updateReference(branch, to: newTip, expecting: tip,
                                           message: "prune: dropped \(dropped.count) snapshots stale for app version \(staleness.current.text)")
        }
        for tag in tags {
            if droppedIDs.contains(tag.target) {
                if policy == .delete {
                    _ = try deleteTag(tag.name)
                    result.deletedTags.append(tag.name)
                }
            } else if let moved = mapping[tag.target], moved != tag.target {
                try Self.wrap { try repository.updateReference("refs/tags/\(tag.name)", to: moved, expecting: tag.target, message: "prune: rewritten") }
                result.movedTags.append(tag.name)
            }
        }
        result.newTip = newTip
        result.backup = backup
        return result
    }
}
