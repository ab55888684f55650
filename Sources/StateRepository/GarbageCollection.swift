import Foundation
import Git

/// `gc`, which libgit2 lacks: expire, repack, delete.
extension SnapshotStore {
    public struct GarbageCollectionResult: Sendable {
        public var expiredBackups: [String]
        public var expiredReflogEntries: Int
        /// The pack now holding every object that is still needed.
        public var pack: String?
        public var deletedLooseObjects: Int
        public var deletedPacks: Int
    }

    /// Under the exclusive repository lock (commits wait for it):
    /// 1. backup refs older than `gracePeriod` whose snapshot is on no branch or tag are deleted;
    /// 2. reflog entries older than `gracePeriod` whose snapshot is on no branch or tag are
    ///    dropped (as `git reflog expire --expire-unreachable --rewrite`);
    /// 3. every object still needed (from every ref, HEAD, and both ids of every remaining
    ///    reflog entry) is written into one new pack;
    /// 4. then, and only then, older packs and loose objects older than `gracePeriod` go.
    /// Interrupted at any point, the repository stays valid: nothing needed is deleted before
    /// it is in the new pack.
    public func collectGarbage(gracePeriod: TimeInterval, now: Date = Date()) throws(RepositoryError) -> GarbageCollectionResult {
        let lock = try lock(.exclusive)
        return try withExtendedLifetime(lock) { () throws(RepositoryError) -> GarbageCollectionResult in
            try Self.git { () throws(GitError) in try collect(cutoff: now.addingTimeInterval(-gracePeriod).timeIntervalSince1970) }
        }
    }

    private func collect(cutoff: Double) throws(GitError) -> GarbageCollectionResult {
        var result = GarbageCollectionResult(expiredBackups: [], expiredReflogEntries: 0, pack: nil, deletedLooseObjects: 0, deletedPacks: 0)
        let kept = try keptCommits()

        for backup in try repository.references(.backups) {
            let created = Double(backup.name.shortName.prefix { $0.isNumber }) ?? 0
            if created <= cutoff && !kept.contains(backup.target) {
                try repository.deleteReference(backup.name, expecting: backup.target)
                result.expiredBackups.append(backup.name.fullName)
            }
        }
        for name in try repository.references(.all).map(\.name) + [.head] {
            guard let entries = try? repository.reflog(name), !entries.isEmpty else { continue }
            result.expiredReflogEntries += try repository.pruneReflog(name) { entry in
                Double(entry.committer.time) <= cutoff && !kept.contains(entry.new)
            }
        }

        let references = try repository.references(.all)
        var tips = Set(references.map(\.target))
        for name in references.map(\.name) + [.head] {
            for entry in (try? repository.reflog(name)) ?? [] {
                if !entry.old.isZero { tips.insert(entry.old) }
                if !entry.new.isZero { tips.insert(entry.new) }
            }
        }
        if !tips.isEmpty {
            result.pack = try repository.writePack(reachableFrom: tips.sorted())
        }
        // Everything needed is now in the new pack: delete what is old enough.
        for file in try repository.objectFiles() where file.modified <= cutoff {
            switch file.kind {
            case .pack(let name):
                guard name != result.pack else { continue }
                try repository.delete(file)
                result.deletedPacks += 1
            case .loose:
                try repository.delete(file)
                result.deletedLooseObjects += 1
            case .temporary:
                continue
            }
        }
        try repository.refreshObjects()
        return result
    }

    /// Every snapshot on a branch, a tag or a remote-tracking branch.
    private func keptCommits() throws(GitError) -> Set<ObjectID> {
        var tips: [ObjectID] = []
        for pattern in [ReferenceName.Pattern.branches, .tags, .remoteBranches(remote: nil)] {
            tips += try repository.references(pattern).map(\.target)
        }
        guard !tips.isEmpty else { return [] }
        return Set(try repository.revisionWalk(from: tips).all())
    }
}
