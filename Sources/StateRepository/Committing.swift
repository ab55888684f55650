import Foundation
import Git
import StateRestoration

/// Recording a snapshot as a commit.
extension SnapshotStore {
    public struct CommitResult: Sendable {
        public var id: ObjectID
        public var subject: String
        public var changes: SnapshotChanges
        public var objectCount: Int
        /// Git objects written (blobs and trees), and whether they went into one pack.
        public var writtenObjects: Int
        public var packed: Bool
    }

    /// Commits with this many new objects or more are written as one pack instead of loose
    /// files (as git unpacks small fetches and keeps large ones packed).
    public static let packThreshold = 100

    /// Records `snapshot` on the current branch. Objects are written first, then the branch
    /// moves by compare-and-swap; if another process moved it meanwhile the commit is rebuilt
    /// on the new tip, so no concurrent commit is ever lost.
    public func commit(_ snapshot: Snapshot, message: String? = nil, allowEmpty: Bool = false, timeout: Double = 30) throws -> CommitResult {
        try commit(try SnapshotFiles.prepare(snapshot), message: message, allowEmpty: allowEmpty, timeout: timeout)
    }

    /// Records the savedState folder (or data.data) at `url`. Objects whose raw archives are
    /// unchanged since the last commit are neither parsed nor rendered again (`BlobCache`);
    /// every other object is parsed and validated before anything is written.
    public func commit(savedStateAt url: URL, message: String? = nil, allowEmpty: Bool = false, timeout: Double = 30) throws -> (result: CommitResult, warnings: [String]) {
        let scan = try SavedStateReader.scan(at: url)
        do {
            let prepared = try SnapshotFiles.prepare(scan, cache: BlobCache.load(gitDirectory: gitDirectory))
            let result = try commit(prepared, message: message, allowEmpty: allowEmpty, timeout: timeout)
            BlobCache.save(prepared.cacheEntries, gitDirectory: gitDirectory)
            return (result, prepared.warnings)
        } catch is BlobCacheMismatch {
            let prepared = try SnapshotFiles.prepare(scan, cache: BlobCache())
            let result = try commit(prepared, message: message, allowEmpty: allowEmpty, timeout: timeout)
            BlobCache.save(prepared.cacheEntries, gitDirectory: gitDirectory)
            return (result, prepared.warnings)
        }
    }

    func commit(_ prepared: PreparedSnapshot, message: String?, allowEmpty: Bool, timeout: Double) throws -> CommitResult {
        let tree = try SnapshotTree(prepared)
        let lock = try RepositoryLock(gitDirectory: gitDirectory, mode: .shared, timeout: timeout)
        return try withExtendedLifetime(lock) {
            try commitWithRetry(prepared, tree: tree, message: message, allowEmpty: allowEmpty, deadline: Date().addingTimeInterval(timeout))
        }
    }

    private func commitWithRetry(_ prepared: PreparedSnapshot, tree: SnapshotTree, message: String?, allowEmpty: Bool, deadline: Date) throws -> CommitResult {
        let branch = try branchReference()
        let versionKey = try versionKey()
        var attempt = 0
        while true {
            attempt += 1
            let parent = try Self.wrap { try repository.referenceTarget(branch) }
            var parentTree: Tree? = nil
            if let parent { parentTree = try Self.wrap { try repository.tree(try repository.commit(parent).treeID) } }
            var plan = try tree.plan(against: parentTree, in: repository, commit: parent?.short ?? "new")
            plan.changes.sort()
            if parentTree?.id == tree.id && !allowEmpty { throw RepositoryError.nothingToCommit }
            let text = CommitMessage.compose(
                subject: message, app: prepared.app, objectCount: prepared.objects.count, changes: plan.changes, isFirst: parent == nil,
                versionKey: versionKey)
            let packed = plan.objectCount >= Self.packThreshold
            let commit = try writeCommit(plan: plan, tree: tree.id, parent: parent, message: text, packed: packed)
            let subject = CommitMessage.subject(text)
            do {
                try repository.updateReference(branch, to: commit, expecting: parent, message: "commit: \(subject)")
                return CommitResult(id: commit, subject: subject, changes: plan.changes, objectCount: prepared.objects.count,
                                    writtenObjects: plan.objectCount, packed: packed)
            } catch {
                // updateReference throws GitError only (typed throws).
                guard error.isModified || error.isLocked else { throw RepositoryError.git(error) }
                guard Date() < deadline else {
                    throw error.isLocked ? RepositoryError.lockTimeout(lockFile: gitDirectory + branch + ".lock") : RepositoryError.git(error)
                }
                if error.isLocked { Thread.sleep(forTimeInterval: Double.random(in: 0.001...min(0.05, 0.002 * Double(attempt)))) }
            }
        }
    }

    /// Writes the plan's new blobs and trees and the commit (as one pack when `packed`).
    private func writeCommit(plan: SnapshotTree.Plan, tree: ObjectID, parent: ObjectID?, message: String, packed: Bool) throws -> ObjectID {
        let author = Identity.author(repository, environment: environment)
        let committer = Identity.committer(repository, environment: environment)
        func write(_ writer: Repository) throws -> [ObjectID] {
            var written: [ObjectID] = []
            for blob in plan.blobs { written.append(try writer.writeBlob(blob)) }
            for bytes in plan.trees { written.append(try writer.writeTree(bytes)) }
            written.append(try writer.createCommit(tree: tree, parents: parent.map { [$0] } ?? [], author: author, committer: committer, message: message))
            return written
        }
        return try Self.wrap {
            let written = packed ? try repository.writingPack(write) : try write(repository)
            return written[written.count - 1]
        }
    }
}
