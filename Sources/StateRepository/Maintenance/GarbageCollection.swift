#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StateRestoration

/// `gc`, which libgit2 lacks: expire, repack, delete.
extension SnapshotStore {
    public struct GarbageCollectionResult: Sendable {
        public var expiredBackups: [String]
        public var expiredReflogEntries: Int
        /// The pack now holding every object that is still needed.
        public var pack: String?
        public var deletedLooseObjects: Int
        public var deletedPacks: Int
        /// Temporary files of interrupted writes (`pack_git2_*`, `tmp_*`).
        public var deletedTemporaryFiles: Int
        /// What restores and other writers killed mid-way left beside the working archive, in
        /// it, and in the repository folder (`.<name>.tmp-<pid>-<n>` of processes gone).
        public var deletedAbandonedCopies: Int
        /// Bytes under `objects/` before and after.
        public var sizeBefore: Int64
        public var sizeAfter: Int64
    }

    /// A temporary file older than this is left by a killed writer, not one at work.
    public static let temporaryFileAge: Double = 3600

    /// Under the exclusive repository lock (commits wait for it):
    /// 1. backup refs older than `gracePeriod` whose snapshot is on no branch or tag are deleted;
    /// 2. reflog entries older than `gracePeriod` whose snapshot is on no branch or tag are
    ///    dropped (as `git reflog expire --expire-unreachable --rewrite`);
    /// 3. every object still needed (from every ref, HEAD, and both ids of every remaining
    ///    reflog entry) is written into one new pack;
    /// 4. then, as git's `prune-packed` and `repack -a -d`: every loose object and older pack
    ///    whose objects are all in the new pack goes, whatever its age; what is unreachable
    ///    goes once older than `gracePeriod` (a younger one may be a commit at work);
    /// 5. temporary files of interrupted writes older than an hour go, and so do the copies
    ///    restores killed mid-way left beside the working archive (whatever their age: their
    ///    process is gone).
    /// Interrupted at any point, the repository stays valid: nothing needed is deleted before
    /// it is in the new pack.
    public func collectGarbage(gracePeriod: TimeInterval, now: Date = Date()) throws(RepositoryError) -> GarbageCollectionResult {
        try collectGarbage(holding: try lock(.exclusive), gracePeriod: gracePeriod, now: now)
    }

    private func collectGarbage(holding lock: FileLock, gracePeriod: TimeInterval, now: Date) throws(RepositoryError) -> GarbageCollectionResult {
        try withExtendedLifetime(lock) { () throws(RepositoryError) -> GarbageCollectionResult in
            let cutoff = now.addingTimeInterval(-gracePeriod).timeIntervalSince1970
            var result = try Self.git { () throws(GitError) in try expire(cutoff: cutoff) }
            if let git = ProgramRunner.find("git", environment: environment) {
                try repackWithGit(git, cutoff: cutoff, gracePeriod: gracePeriod, now: now.timeIntervalSince1970, into: &result)
            } else {
                try Self.git { () throws(GitError) in try repack(cutoff: cutoff, now: now.timeIntervalSince1970, into: &result) }
            }
            result.deletedAbandonedCopies = try removeAbandonedCopies()
            return result
        }
    }

    /// Leftovers of killed writers beside and in the working archive and in the repository folder.
    private func removeAbandonedCopies() throws(RepositoryError) -> Int {
        var folders = [gitDirectory]
        if let archive = try workingArchive() {
            let folder = SavedStateLocation(archive).folder.path
            folders += [FileSystem.parent(of: folder), folder]
        }
        return folders.reduce(0) { $0 + AtomicFile.removeAbandonedTemporaries(in: $1) }
    }

    /// Steps 1 and 2: backups and reflog entries past the grace period whose snapshots are on
    /// no branch, tag or remote-tracking branch.
    private func expire(cutoff: Double) throws(GitError) -> GarbageCollectionResult {
        let sizeBefore = try repository.objectFiles().reduce(0) { $0 + $1.size }
        var result = GarbageCollectionResult(
            expiredBackups: [], expiredReflogEntries: 0, pack: nil, deletedLooseObjects: 0, deletedPacks: 0, deletedTemporaryFiles: 0,
            deletedAbandonedCopies: 0, sizeBefore: sizeBefore, sizeAfter: sizeBefore)
        // What branches and tags reach, worked out only when something is old enough to go:
        // over a long history that walk is most of a gc that has nothing to expire.
        var known: ReachableCommits?
        func kept() throws(GitError) -> ReachableCommits {
            if let known { return known }
            let reached = try keptCommits()
            known = reached
            return reached
        }
        for backup in try repository.references(.backups) {
            let created = Double(backup.name.shortName.prefix { $0.isNumber }) ?? 0
            if created <= cutoff, try !kept().contains(backup.target) {
                try repository.deleteReference(backup.name, expecting: backup.target)
                result.expiredBackups.append(backup.name.fullName)
            }
        }
        for name in try repository.references(.all).map(\.name) + [.head] {
            guard let entries = try? repository.reflog(name), entries.contains(where: { Double($0.committer.time) <= cutoff }) else { continue }
            let reached = try kept()
            result.expiredReflogEntries += try repository.pruneReflog(name) { entry in
                Double(entry.committer.time) <= cutoff && !reached.contains(entry.new)
            }
        }
        return result
    }

    /// Steps 3 to 5 with git's own gc, when git is installed: it reuses the deltas of the packs
    /// it made before, where libgit2's packbuilder searches them all again (4 to 45 times
    /// git's time on long histories, docs/performance.md), and it writes the commit-graph file
    /// that `view`'s timeline and git's and libgit2's history walks read. Reflogs are uistate's
    /// to expire (done above), so git's reflog expiry is off; objects unreachable from every
    /// ref and reflog go once older than the grace period, as in uistate's own repack.
    private func repackWithGit(_ git: String, cutoff: Double, gracePeriod: TimeInterval, now: Double, into result: inout GarbageCollectionResult) throws(RepositoryError) {
        let before = try Self.git { () throws(GitError) in try repository.objectFiles() }
        let prune = gracePeriod <= 0 ? "now" : gracePeriod.isInfinite ? "never" : "@\(Int(cutoff))"
        let arguments = ["--git-dir", gitDirectory, "-c", "gc.reflogExpire=never", "-c", "gc.reflogExpireUnreachable=never", "-c", "gc.autoDetach=false",
                         "-c", "gc.writeCommitGraph=true", "-c", "core.commitGraph=true", "gc", "--quiet", "--prune=\(prune)"]
        let run: ProgramRunner.Result
        do {
            run = try ProgramRunner.run(git, arguments, environment: environment)
        } catch {
            throw .system(error)
        }
        guard run.status == 0 else {
            let message = run.errorOutput.split(separator: "\n").first.map(String.init) ?? "exit status \(run.status)"
            throw .git(GitError(operation: "git gc", code: .other(run.status), message: message))
        }
        try Self.git { () throws(GitError) in
            try repository.refreshObjects()
            let after = try repository.objectFiles()
            var packsAfter: Set<String> = []
            for file in after { if case .pack(let name) = file.kind { packsAfter.insert(name) } }
            for file in before {
                switch file.kind {
                case .pack(let name) where !packsAfter.contains(name): result.deletedPacks += 1
                case .loose where !FileSystem.exists(file.path): result.deletedLooseObjects += 1
                default: break
                }
            }
            result.pack = after.compactMap { file -> (String, Double)? in
                if case .pack(let name) = file.kind { return (name, file.modified) }
                return nil
            }.max { $0.1 < $1.1 }?.0
            for file in after where file.kind == .temporary && file.modified <= now - Self.temporaryFileAge {
                try repository.delete(file)
                result.deletedTemporaryFiles += 1
            }
            try repository.refreshObjects()
            result.sizeAfter = try repository.objectFiles().reduce(0) { $0 + $1.size }
        }
    }

    /// Steps 3 to 5 with libgit2, when git is not installed.
    private func repack(cutoff: Double, now: Double, into result: inout GarbageCollectionResult) throws(GitError) {
        let references = try repository.references(.all)
        var tips = Set(references.map(\.target))
        for name in references.map(\.name) + [.head] {
            for entry in (try? repository.reflog(name)) ?? [] {
                if !entry.old.isZero { tips.insert(entry.old) }
                if !entry.new.isZero { tips.insert(entry.new) }
            }
        }
        var packed: Set<ObjectID> = []
        if !tips.isEmpty {
            let pack = try repository.writePack(reachableFrom: tips.sorted())
            result.pack = pack
            packed = try repository.packObjects(pack)
        }
        // Everything needed is now in the new pack: what it holds goes at any age, the rest
        // once past the grace period.
        for file in try repository.objectFiles() {
            switch file.kind {
            case .pack(let name):
                guard name != result.pack else { continue }
                let superseded = file.modified <= cutoff ? true : try repository.packObjects(name).isSubset(of: packed)
                guard superseded else { continue }
                try repository.delete(file)
                result.deletedPacks += 1
            case .loose(let id):
                guard file.modified <= cutoff || packed.contains(id) else { continue }
                try repository.delete(file)
                result.deletedLooseObjects += 1
            case .temporary:
                guard file.modified <= now - Self.temporaryFileAge else { continue }
                try repository.delete(file)
                result.deletedTemporaryFiles += 1
            }
        }
        try repository.refreshObjects()
        result.sizeAfter = try repository.objectFiles().reduce(0) { $0 + $1.size }
    }

    /// Runs `collectGarbageIfNeeded` and keeps what it did in `automaticMaintenance`.
    func maintainAutomatically() throws(RepositoryError) {
        if let result = try collectGarbageIfNeeded() { automaticMaintenance.append(result) }
    }

    /// `git gc --auto`: after a commit or a fetch, when loose objects pass `uistate.gcAuto`
    /// (default 6,700, as git's gc.auto; 0 turns it off) or packs pass 50, collect garbage
    /// with the default grace period, unless another process holds the repository lock.
    public func collectGarbageIfNeeded() throws(RepositoryError) -> GarbageCollectionResult? {
        let threshold = Int(try setting(Settings.gcAutoKey) ?? "") ?? Settings.gcAutoDefault
        guard threshold > 0 else { return nil }
        let counts = try Self.git { () throws(GitError) in try repository.objectCounts() }
        guard counts.loose > threshold || counts.packs > Settings.gcAutoPackLimit else { return nil }
        // Never keep a command waiting: when another process holds the lock, a later one packs.
        let lock: FileLock
        do {
            lock = try self.lock(.exclusive, timeout: 0)
        } catch {
            guard case .lockTimeout = error else { throw error }
            return nil
        }
        return try collectGarbage(holding: lock, gracePeriod: 14 * 86_400, now: Date())
    }

    /// Every snapshot on a branch, a tag or a remote-tracking branch.
    private func keptCommits() throws(GitError) -> ReachableCommits {
        var tips: [ObjectID] = []
        for pattern in [ReferenceName.Pattern.branches, .tags, .remoteBranches(remote: nil)] {
            tips += try repository.references(pattern).map(\.target)
        }
        return try repository.reachableCommits(from: tips)
    }
}
