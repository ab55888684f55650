#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import StateRestoration
import Platform

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

    /// Rewrites the current branch without the snapshots that are stale for `staleness`. The
    /// remaining snapshots keep their trees, order, authors, dates and messages; snapshots older
    /// than the first dropped one keep their ids. The old tip is kept under
    /// `refs/uistate/backup/<time>-prune`, the branch moves by compare-and-swap, and tags on
    /// rewritten snapshots move with them. Holds the repository lock exclusively.
    public func pruneStale(_ staleness: Staleness, tags policy: DroppedTagPolicy = .refuse, dryRun: Bool = false, now: Date = Date()) throws(RepositoryError) -> PruneResult {
        let lock = try lock(.exclusive)
        return try withExtendedLifetime(lock) { () throws(RepositoryError) -> PruneResult in try prune(staleness, policy: policy, dryRun: dryRun, now: now) }
    }

    private func prune(_ staleness: Staleness, policy: DroppedTagPolicy, dryRun: Bool, now: Date) throws(RepositoryError) -> PruneResult {
        let branch = try branchReference()
        let chain = try firstParentChain()
        var dropped: [(info: SnapshotInfo, version: AppVersion?)] = []
        var keptCount = 0
        for info in chain {
            if let recorded = try recordedVersion(of: info), staleness.isStale(recorded.version) {
                dropped.append((info, recorded.version))
            } else {
                keptCount += 1
            }
        }
        if !dropped.isEmpty, keptCount == 0 { throw .everySnapshotStale(branch: branch.shortName, version: staleness.current.text) }
        return try rewrite(chain, dropping: dropped, policy: policy, dryRun: dryRun, now: now,
                           reason: "dropped \(dropped.count) snapshots stale for app version \(staleness.current.text)")
    }

    /// Rewrites the current branch without the snapshots `retention` does not keep (restic's
    /// rules, `RetentionPolicy`); tags on dropped snapshots stay (they keep them alive) unless
    /// the policy keeps tagged snapshots on the branch. Holds the repository lock exclusively.
    public func pruneRetention(_ retention: RetentionPolicy, dryRun: Bool = false, now: Date = Date()) throws(RepositoryError) -> PruneResult {
        let lock = try lock(.exclusive)
        return try withExtendedLifetime(lock) { () throws(RepositoryError) -> PruneResult in
            let chain = try firstParentChain()
            let tagged = Set(try tags().map(\.target))
            let kept = retention.kept(chain.reversed().map { ($0.id, $0.author.time) }, tagged: tagged)
            let dropped = chain.filter { !kept.contains($0.id) }.map { (info: $0, version: AppVersion?.none) }
            return try rewrite(chain, dropping: dropped, policy: .keep, dryRun: dryRun, now: now,
                               reason: "dropped \(dropped.count) snapshots by retention (\(retention))")
        }
    }

    /// The branch's first-parent history, oldest first.
    func firstParentChain() throws(RepositoryError) -> [SnapshotInfo] {
        var chain: [SnapshotInfo] = []
        var next = try tip()
        while let id = next {
            let info = try self.info(id)
            chain.append(info)
            next = info.parents.first
        }
        return chain.reversed()
    }

    /// The branch without `dropped`: the rest keep their trees, order, authors, dates and
    /// messages; snapshots older than the first dropped one keep their ids. The old tip is kept
    /// as a backup ref, the branch moves by compare-and-swap, tags on rewritten snapshots move
    /// with them.
    private func rewrite(_ chain: [SnapshotInfo], dropping dropped: [(info: SnapshotInfo, version: AppVersion?)], policy: DroppedTagPolicy,
                         dryRun: Bool, now: Date, reason: String) throws(RepositoryError) -> PruneResult {
        let branch = try branchReference()
        let tip = chain.last?.id
        var result = PruneResult(dropped: dropped, keptCount: chain.count - dropped.count, oldTip: tip, newTip: tip, backup: nil, deletedTags: [], movedTags: [])
        guard let tip, !dropped.isEmpty else { return result }
        let droppedIDs = Set(dropped.map(\.info.id))
        let tags = try self.tags()
        let tagsOnDropped = tags.filter { droppedIDs.contains($0.target) }
        if !tagsOnDropped.isEmpty && policy == .refuse { throw .tagsOnStaleSnapshots(tagsOnDropped.map(\.name)) }
        if dryRun {
            result.newTip = nil
            result.deletedTags = policy == .delete ? tagsOnDropped.map(\.name) : []
            return result
        }
        // Rewrite from the first dropped snapshot on; earlier ones keep their ids.
        let firstDropped = chain.firstIndex { droppedIDs.contains($0.id) } ?? chain.endIndex
        let unchanged = chain[..<firstDropped].map(\.id)
        let moved = chain[firstDropped...].map(\.id).filter { !droppedIDs.contains($0) }
        let replayed = try Self.git { () throws(GitError) in try repository.replay(moved, onto: unchanged.last) }
        var mapping = Dictionary(uniqueKeysWithValues: zip(moved, replayed))
        for id in unchanged { mapping[id] = id }
        guard let newTip = replayed.last ?? unchanged.last else { return result }
        var backup = ReferenceName.backup("\(Int(now.timeIntervalSince1970))-prune")
        var suffix = 1
        while try Self.git({ () throws(GitError) in try repository.referenceTarget(backup) }) != nil {
            suffix += 1
            backup = ReferenceName.backup("\(Int(now.timeIntervalSince1970))-prune-\(suffix)")
        }
        try Self.git { () throws(GitError) in
            try repository.updateReference(backup, to: tip, expecting: nil, message: "prune: backup of \(branch) before it \(reason)")
            try repository.updateReference(branch, to: newTip, expecting: tip, message: "prune: \(reason)")
        }
        for tag in tags {
            if droppedIDs.contains(tag.target) {
                if policy == .delete {
                    _ = try deleteTag(tag.name)
                    result.deletedTags.append(tag.name)
                }
            } else if let moved = mapping[tag.target], moved != tag.target {
                try Self.git { () throws(GitError) in
                    try repository.updateReference(.tag(tag.name), to: moved, expecting: tag.target, message: "prune: rewritten")
                }
                result.movedTags.append(tag.name)
            }
        }
        result.newTip = newTip
        result.backup = backup.fullName
        return result
    }
}
