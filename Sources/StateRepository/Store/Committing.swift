#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StatePrivacy
import StateRestoration

/// Recording a snapshot as a commit.
extension SnapshotStore {
    public struct CommitResult: Sendable {
        public var id: ObjectID
        public var subject: String
        public var changes: SnapshotChanges
        /// Every object, at every level (docs/diff.md).
        public var objectCount: Int
        /// A Mac app's windows, without its app-wide entry (nil for an iOS state).
        public var windowCount: Int?
        /// Git objects written (blobs and trees), and whether they went into one pack.
        public var writtenObjects: Int
        public var packed: Bool
        /// The private values replaced by placeholders (a redacting commit).
        public var redacted: [SecretFinding] = []
    }

    /// Commits with this many new objects or more are written as one pack instead of loose
    /// files (as git unpacks small fetches and keeps large ones packed).
    public static let packThreshold = 100

    /// Records `state` on the current branch. Objects are written first, then the branch
    /// moves by compare-and-swap; if another process moved it meanwhile the commit is rebuilt
    /// on the new tip, so no concurrent commit is ever lost.
    public func commit(_ state: SavedState, message: String? = nil, allowEmpty: Bool = false) throws(RepositoryError) -> CommitResult {
        try commit(try SnapshotFiles.prepare(state), message: message, allowEmpty: allowEmpty)
    }

    /// Records the savedState folder (or data.data) at `url`. Objects whose raw archives are
    /// unchanged since the last commit are neither parsed nor rendered again (`BlobCache`);
    /// every other object is parsed and validated before anything is written. `redact`: replace
    /// private values with placeholders (docs/privacy.md); nil follows `uistate.redact`.
    public func commit(savedStateAt url: URL, message: String? = nil, allowEmpty: Bool = false, redact: Bool? = nil) throws(RepositoryError) -> (result: CommitResult, warnings: [String]) {
        // Taken before reading: a write while reading leaves a newer fingerprint, never a record
        // that hides it. A redaction the repository does not make by default keeps no record:
        // `status` compares the folder as it is.
        let byDefault = try redactsByDefault()
        let redaction = try self.redaction(asked: redact ?? byDefault)
        let key = redaction == nil || byDefault ? try workingStateKey(url) : nil
        let prepared = try prepare(savedStateAt: url, redaction: redaction)
        return (try commitRead(prepared, message: message, allowEmpty: allowEmpty, workingStateKey: key), prepared.warnings)
    }

    /// The working-state record's key for the folder at `url` (nil while it is being written):
    /// the rules file counts when the repository redacts, as a new rule changes what a
    /// commit of the same folder holds.
    func workingStateKey(_ url: URL) throws(RepositoryError) -> [UInt8]? {
        let rules = try redactsByDefault() ? try privacyRulesPath() : nil
        return WorkingStateRecord.key(folder: url.path, gitDirectory: gitDirectory, rulesFile: rules, now: Date().timeIntervalSince1970)
    }

    /// Commits a savedState read from disk, then keeps its objects' raw digests for the next
    /// commit's cache (`BlobCache`) and, given the folder's key, what `status` needs to skip
    /// reading it (`WorkingStateRecord`).
    func commitRead(_ prepared: PreparedSnapshot, message: String?, summaryPrefix: String? = nil, allowEmpty: Bool, workingStateKey: [UInt8]? = nil) throws(RepositoryError) -> CommitResult {
        let result = try commit(prepared, message: message, summaryPrefix: summaryPrefix, allowEmpty: allowEmpty)
        BlobCache.save(prepared.cacheEntries, gitDirectory: gitDirectory)
        if let workingStateKey, prepared.warnings.isEmpty, let tree = try? repository.commit(result.id).treeID, let versionKey = try? versionKey() {
            prepared.record(key: workingStateKey, tree: tree, versionKey: versionKey).save(gitDirectory: gitDirectory)
        }
        return result
    }

    /// Reads and prepares a savedState on disk, through the commit cache; redacted (read whole,
    /// without the cache) when `redaction` is given. A Mac window's records are stored
    /// decrypted, so its key is not part of its state: a window that `keysFrom` (default: the
    /// tip) has keeps that key, and a state AppKit re-encrypted with new keys is no change.
    func prepare(savedStateAt url: URL, redaction: StateRedaction?, keysFrom base: ObjectID? = nil) throws(RepositoryError) -> PreparedSnapshot {
        if let redaction {
            var read: (state: SavedState, warnings: [String])
            do {
                read = try SavedStateFolderReader.read(at: url)
            } catch {
                throw .savedState(error)
            }
            read.state.windows = try adoptingWindowKeys(read.state.windows, from: base)
            let (state, findings) = redaction.redact(read.state)
            var prepared = try SnapshotFiles.prepare(state)
            prepared.warnings = read.warnings
            prepared.redaction = redaction
            prepared.redacted = findings
            return prepared
        }
        var scan: SavedStateFolderReader.Scan
        do {
            scan = try SavedStateFolderReader.scan(at: url)
        } catch {
            throw .savedState(error)
        }
        scan.rest.windows = try adoptingWindowKeys(scan.rest.windows, from: base)
        return try SnapshotFiles.prepare(scan, cache: BlobCache.load(gitDirectory: gitDirectory), repository: repository)
    }

    /// `windows` with the key each window has in snapshot `base` (default: the tip).
    func adoptingWindowKeys(_ windows: WindowState?, from base: ObjectID?) throws(RepositoryError) -> WindowState? {
        guard let windows else { return nil }
        guard let id = base != nil ? base : try tip() else { return windows }
        return windows.adoptingKeys(try WindowFiles.keys(root: try tree(of: id), repository: repository, commit: id.short))
    }

    /// `summaryPrefix` goes before the generated summary when there is no `message`.
    func commit(_ prepared: PreparedSnapshot, message: String?, summaryPrefix: String? = nil, allowEmpty: Bool) throws(RepositoryError) -> CommitResult {
        let result = try commitLocked(prepared, message: message, summaryPrefix: summaryPrefix, allowEmpty: allowEmpty)
        // The shared lock is released by now: automatic gc takes the exclusive one.
        try maintainAutomatically()
        return result
    }

    /// Commits under the shared repository lock, as other commits do. A branch whose ref lock
    /// stays taken for a second is either another writer's or left by a killed process: the
    /// commit then waits for the exclusive lock (every other uistate done), which clears stale
    /// lock files (`StaleLocks`), and finishes there.
    private func commitLocked(_ prepared: PreparedSnapshot, message: String?, summaryPrefix: String?, allowEmpty: Bool) throws(RepositoryError) -> CommitResult {
        let tree = try SnapshotTree(prepared)
        let deadline = Date().addingTimeInterval(lockTimeout)
        if let result = try commitShared(prepared, tree: tree, message: message, summaryPrefix: summaryPrefix, allowEmpty: allowEmpty, deadline: deadline) {
            return result
        }
        let exclusive = try lock(.exclusive)
        return try withExtendedLifetime(exclusive) { () throws(RepositoryError) -> CommitResult in
            // Between the two locks a `gc --prune=now` may have removed the objects the cache
            // said were there: never commit a tree that points at nothing.
            for file in prepared.files {
                if case .stored = file.content, !repository.objectExists(file.id) {
                    throw .git(GitError(operation: "commit", code: .other(-1), message: "a concurrent gc removed objects of this snapshot; commit again"))
                }
            }
            guard let result = try commitWithRetry(prepared, tree: tree, message: message, summaryPrefix: summaryPrefix, allowEmpty: allowEmpty,
                                                   deadline: deadline, escalateAfter: nil) else { throw .lockTimeout(lockFile: gitDirectory + "uistate.lock") }
            return result
        }
    }

    private func commitShared(_ prepared: PreparedSnapshot, tree: SnapshotTree, message: String?, summaryPrefix: String?, allowEmpty: Bool, deadline: Date) throws(RepositoryError) -> CommitResult? {
        let lock = try lock(.shared)
        return try withExtendedLifetime(lock) { () throws(RepositoryError) -> CommitResult? in
            try commitWithRetry(prepared, tree: tree, message: message, summaryPrefix: summaryPrefix, allowEmpty: allowEmpty, deadline: deadline, escalateAfter: 1)
        }
    }

    /// nil when the branch's ref lock stayed taken for `escalateAfter` seconds.
    private func commitWithRetry(
        _ prepared: PreparedSnapshot, tree: SnapshotTree, message: String?, summaryPrefix: String?, allowEmpty: Bool, deadline: Date, escalateAfter: Double?
    ) throws(RepositoryError) -> CommitResult? {
        var lockedSince: Date? = nil
        let branch = try branchReference()
        let versionKey = try versionKey()
        var attempt = 0
        while true {
            attempt += 1
            let parent = try Self.git { () throws(GitError) in try repository.referenceTarget(branch) }
            var parentTree: Tree? = nil
            if let parent {
                let treeID = try Self.git { () throws(GitError) in try repository.commit(parent).treeID }
                parentTree = try SnapshotLimits.tree(treeID, in: repository, commit: parent.short, path: [])
            }
            var plan = try tree.plan(against: parentTree, in: repository, commit: parent?.short ?? "new")
            plan.changes.sort()
            if parentTree?.id == tree.id && !allowEmpty { throw .nothingToCommit }
            var text = CommitMessage.compose(
                message: message, summaryPrefix: summaryPrefix, app: prepared.app, scenes: prepared.scenes, objectCount: prepared.objectCount, changes: plan.changes,
                isFirst: parent == nil, versionKey: versionKey)
            if let redaction = prepared.redaction { text = redaction.text(text) }
            let packed = plan.objectCount >= Self.packThreshold
            let commit = try writeCommit(plan: plan, tree: tree.id, parent: parent, message: text, packed: packed)
            let subject = CommitMessage.subject(text)
            do {
                try repository.updateReference(branch, to: commit, expecting: parent, message: "commit: \(subject)")
                return CommitResult(id: commit, subject: subject, changes: plan.changes, objectCount: prepared.objectCount,
                                    windowCount: prepared.windowCount, writtenObjects: plan.objectCount, packed: packed, redacted: prepared.redacted)
            } catch {
                guard error.code == .modified || error.code == .locked else { throw .git(error) }
                if error.code == .locked {
                    let since = lockedSince ?? Date()
                    lockedSince = since
                    if let escalateAfter, Date().timeIntervalSince(since) > escalateAfter { return nil }
                } else {
                    lockedSince = nil
                }
                guard Date() < deadline else {
                    throw error.code == .locked ? .lockTimeout(lockFile: gitDirectory + branch.fullName + ".lock") : .git(error)
                }
                if error.code == .locked { Pause.sleep(seconds: Double.random(in: 0.001...min(0.05, 0.002 * Double(attempt)))) }
            }
        }
    }

    /// Writes the plan's new blobs and trees (as one pack when `packed`, else as loose
    /// objects), then the commit.
    private func writeCommit(plan: SnapshotTree.Plan, tree: ObjectID, parent: ObjectID?, message: String, packed: Bool) throws(RepositoryError) -> ObjectID {
        let author = Identity.author(repository, environment: environment)
        let committer = Identity.committer(repository, environment: environment)
        try write(plan, packed: packed)
        return try Self.git { () throws(GitError) -> ObjectID in
            try repository.createCommit(tree: tree, parents: parent.map { [$0] } ?? [], author: author, committer: committer, message: message)
        }
    }

    /// A plan's new blobs and trees: one pack, or loose objects for a few.
    func write(_ plan: SnapshotTree.Plan, packed: Bool) throws(RepositoryError) {
        try Self.git { () throws(GitError) in
            if packed {
                try repository.writePack(of: plan.objects)
            } else {
                for object in plan.objects {
                    _ = object.kind == .tree ? try repository.writeTree(object.bytes) : try repository.writeBlob(object.bytes)
                }
            }
        }
    }
}
