#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StatePrivacy
import StateRestoration

/// `uistate redact`: existing snapshots rewritten with the privacy rules, as git filter-repo
/// rewrites history. Every snapshot keeps its place, message (its private parts replaced),
/// author, committer and dates; one whose state holds nothing private, and whose parents did
/// not change, keeps its id. Branches, tags and backups that point at rewritten snapshots move
/// to the new ones; the originals stay reachable from the reflog only, until
/// `gc --prune=now` (which `expire` runs) drops them.
extension SnapshotStore {
    public struct HistoryRewrite: Sendable {
        public struct Snapshot: Sendable {
            public var old: ObjectID
            public var new: ObjectID
            public var subject: String
            /// The private values replaced in it.
            public var redacted: [SecretFinding]
        }

        public struct MovedReference: Sendable {
            public var name: String
            public var old: ObjectID
            public var new: ObjectID
        }

        /// Every snapshot read, oldest first (`old == new` when it did not change).
        public var snapshots: [Snapshot] = []
        public var references: [MovedReference] = []
        /// With `expire`: what gc did.
        public var expired: GarbageCollectionResult?

        public var rewritten: [Snapshot] { snapshots.filter { $0.old != $0.new } }
    }

    /// Which snapshots to rewrite.
    public enum RewriteScope: Sendable {
        /// The current branch's whole history.
        case branch
        /// `<a>..<b>` (`b` empty: HEAD): what `b` reaches and `a` does not.
        case range(String)
        /// Every branch, tag and backup.
        case all
    }

    /// Rewrites the snapshots of `scope` with `redaction`; refuses when a remote-tracking branch
    /// already has one of them, unless `force`. Holds the repository lock exclusively. With
    /// `expire`, then drops every snapshot no branch or tag reaches (this rewrite's originals,
    /// an earlier one's) at once.
    public func redactHistory(_ scope: RewriteScope, redaction: StateRedaction, force: Bool = false, expire: Bool = false, dryRun: Bool = false) throws(RepositoryError) -> HistoryRewrite {
        var result = try rewriteLocked(scope, redaction: redaction, force: force, dryRun: dryRun)
        if expire, !dryRun {
            result.expired = try collectGarbage(gracePeriod: 0)
        }
        return result
    }

    /// The rewrite under the exclusive lock, released before gc takes it again.
    private func rewriteLocked(_ scope: RewriteScope, redaction: StateRedaction, force: Bool, dryRun: Bool) throws(RepositoryError) -> HistoryRewrite {
        let lock = try lock(.exclusive)
        return try withExtendedLifetime(lock) { () throws(RepositoryError) -> HistoryRewrite in
            try rewrite(scope, redaction: redaction, force: force, dryRun: dryRun)
        }
    }

    private func rewrite(_ scope: RewriteScope, redaction: StateRedaction, force: Bool, dryRun: Bool) throws(RepositoryError) -> HistoryRewrite {
        let (commits, references) = try rewriteSet(scope)
        guard !commits.isEmpty else { return HistoryRewrite() }
        if !force { try refuseIfPushed(commits) }
        var result = HistoryRewrite()
        var mapped: [ObjectID: ObjectID] = [:]
        var trees: [ObjectID: Tree] = [:]
        let parsed = ParsedArchives()
        for id in commits {
            let info = try self.info(id)
            let parents = info.parents.map { mapped[$0] ?? $0 }
            let original = try tree(of: id)
            let state = try SnapshotFiles.savedState(tree: original, in: repository, commit: id.short, parsed: parsed)
            var (redacted, findings) = redaction.redact(state)
            let message = redaction.text(info.message)
            // Files outside uistate's layout (committed with plain git) stay, redacted as files.
            var foreign: [SnapshotFile] = []
            for file in try foreignFiles(tree: original.id, commit: id) {
                let bytes = try SnapshotLimits.blob(file.blob, in: repository, commit: id.short, file: file.path)
                let (new, replaced) = redaction.file(bytes, at: file.path)
                findings += replaced
                foreign.append(SnapshotFile(path: file.path, id: Repository.blobID(of: new), content: .bytes(new)))
            }
            var new = id
            if !findings.isEmpty || parents != info.parents || message != info.message {
                var prepared = try SnapshotFiles.prepare(redacted)
                prepared.files += foreign
                let tree = try SnapshotTree(prepared)
                let parentTree = try parents.first.map { (parent) throws(RepositoryError) -> Tree in
                    if let known = trees[parent] { return known }
                    return try self.tree(of: parent)
                }
                let plan = try tree.plan(against: parentTree, in: repository, commit: id.short)
                if !dryRun {
                    try write(plan, packed: plan.objectCount >= Self.packThreshold)
                    new = try Self.git { () throws(GitError) in
                        try repository.createCommit(tree: tree.id, parents: parents, author: info.author, committer: info.committer, message: message)
                    }
                    trees[new] = try SnapshotLimits.tree(tree.id, in: repository, commit: new.short, path: [])
                } else {
                    new = ObjectID.zero
                }
            }
            mapped[id] = new
            result.snapshots.append(HistoryRewrite.Snapshot(old: id, new: new, subject: CommitMessage.subject(message), redacted: findings))
        }
        for reference in references {
            var new = mapped[reference.target] ?? reference.target
            // An annotated tag: a new tag object, its message redacted, at the new snapshot.
            if repository.objectKind(reference.target) == .tag {
                let tag = try Self.git { () throws(GitError) in try repository.tagObject(reference.target) }
                let target = mapped[tag.target] ?? tag.target
                let message = redaction.text(tag.message)
                if tag.targetKind == .commit, target != tag.target || message != tag.message {
                    let tagger: Signature
                    if let own = tag.tagger { tagger = own } else { tagger = try self.info(tag.target).committer }
                    new = dryRun ? ObjectID.zero : try Self.git { () throws(GitError) in
                        try repository.createTagObject(name: tag.name, target: target, tagger: tagger, message: message)
                    }
                }
            }
            guard new != reference.target else { continue }
            if !dryRun {
                try Self.git { () throws(GitError) in
                    try repository.updateReference(reference.name, to: new, expecting: reference.target, message: "redact: private values replaced")
                }
            }
            result.references.append(HistoryRewrite.MovedReference(name: reference.name.shortName, old: reference.target, new: new))
        }
        return result
    }

    /// The snapshots to rewrite, oldest first, and the references that may move.
    private func rewriteSet(_ scope: RewriteScope) throws(RepositoryError) -> (commits: [ObjectID], references: [Reference]) {
        let references = try Self.git { () throws(GitError) -> [Reference] in
            var references: [Reference] = []
            for pattern in [ReferenceName.Pattern.branches, .tags, .backups] { references += try repository.references(pattern) }
            return references
        }
        var tips: [ObjectID] = [], hidden: [ObjectID] = []
        switch scope {
        case .all:
            tips = references.map(\.target)
        case .branch:
            tips = try tip().map { [$0] } ?? []
        case .range(let spec):
            guard let dots = spec.firstRange(of: "..") else { throw .unknownRevision(spec) }
            let from = String(spec[..<dots.lowerBound]), to = String(spec[dots.upperBound...])
            tips = [try resolve(to.isEmpty ? "HEAD" : to)]
            if !from.isEmpty { hidden = [try resolve(from)] }
        }
        guard !tips.isEmpty else { return ([], []) }
        let commits = try Self.git { () throws(GitError) in try repository.revisionWalk(from: tips, hiding: hidden, reverse: true).all() }
        let inSet = Set(commits)
        // Annotated tags are looked at whatever they point to: a tag's message is its own.
        return (commits, references.filter { inSet.contains(repository.commitReached(from: $0.target) ?? $0.target) || repository.objectKind($0.target) == .tag })
    }

    /// Throws when a remote-tracking branch reaches one of `commits`.
    private func refuseIfPushed(_ commits: [ObjectID]) throws(RepositoryError) {
        let remotes = try Self.git { () throws(GitError) in try repository.references(.remoteBranches(remote: nil)) }
        guard !remotes.isEmpty else { return }
        let toRewrite = Set(commits)
        var count = 0
        var names: [String] = []
        var counted = Set<ObjectID>()
        for remote in remotes {
            let reached = try Self.git { () throws(GitError) in try repository.revisionWalk(from: [remote.target]).all() }.filter { toRewrite.contains($0) }
            if !reached.isEmpty { names.append(remote.name.shortName) }
            for id in reached where counted.insert(id).inserted { count += 1 }
        }
        if count > 0 { throw .pushedSnapshots(count: count, references: names) }
    }
}
