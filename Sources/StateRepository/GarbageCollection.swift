import Foundation
import Git

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    public func collectGarbage(gracePeriod: TimeInterval, now: Date = Date()) throws -> GarbageCollectionResult {
        let lock = try RepositoryLock(gitDirectory: gitDirectory, mode: .exclusive, timeout: 30)
        return try withExtendedLifetime(lock) { try collect(cutoff: now.addingTimeInterval(-gracePeriod)) }
    }

    private func collect(cutoff: Date) throws -> GarbageCollectionResult {
        var result = GarbageCollectionResult(expiredBackups: [], expiredReflogEntries: 0, pack: nil, deletedLooseObjects: 0, deletedPacks: 0)
        let cutoffSeconds = Int64(cutoff.timeIntervalSince1970)
        let kept = try keptCommits()

        for backup in try Self.wrap({ try repository.references(matching: Self.backupPrefix + "*") }) {
            let created = Int64(backup.name.dropFirst(Self.backupPrefix.count).prefix { $0.isNumber }) ?? 0
            if created <= cutoffSeconds && !kept.contains(backup.target) {
                try Self.wrap { try repository.deleteReference(backup.name, expecting: backup.target) }
                result.expiredBackups.append(backup.name)
            }
        }
        let references = try Self.wrap { try repository.references(matching: "refs/*") }
        for name in references.map(\.name) + ["HEAD"] {
            guard let entries = try? repository.reflog(name), !entries.isEmpty else { continue }
            result.expiredReflogEntries += try Self.wrap {
                try repository.pruneReflog(name) { entry in
                    entry.committer.time <= cutoffSeconds && !kept.contains(entry.new)
                }
            }
        }

        var tips = Set(try Self.wrap { try repository.references(matching: "refs/*") }.map(\.target))
        for name in try Self.wrap({ try repository.references(matching: "refs/*") }).map(\.name) + ["HEAD"] {
            for entry in (try? repository.reflog(name)) ?? [] {
                if !entry.old.isZero { tips.insert(entry.old) }
                if !entry.new.isZero { tips.insert(entry.new) }
            }
        }
        let objects = URL(fileURLWithPath: gitDirectory).appendingPathComponent("objects")
        let packs = objects.appendingPathComponent("pack")
        if !tips.isEmpty {
            result.pack = try Self.wrap { try repository.writePack(reachableFrom: tips.sorted()) }
        }
        // Everything needed is now in the new pack: delete what is old enough.
        let fileManager = FileManager.default
        func isOld(_ url: URL) -> Bool {
            let modified = (try? fileManager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? Date()
            return modified <= cutoff
        }
        for name in (try? fileManager.contentsOfDirectory(atPath: packs.path)) ?? [] where name.hasPrefix("pack-") {
            let url = packs.appendingPathComponent(name)
            guard !name.hasPrefix((result.pack ?? "") + "."), isOld(url) else { continue }
            try? fileManager.removeItem(at: url)
            if name.hasSuffix(".pack") { result.deletedPacks += 1 }
        }
        for folder in (try? fileManager.contentsOfDirectory(atPath: objects.path)) ?? [] where folder.count == 2 {
            let url = objects.appendingPathComponent(folder)
            for name in (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? [] {
                let object = url.appendingPathComponent(name)
                if isOld(object) {
                    try? fileManager.removeItem(at: object)
                    result.deletedLooseObjects += 1
                }
            }
            rmdir(url.path) // removes the folder only when it is empty
        }
        try Self.wrap { try repository.refreshObjects() }
        return result
    }

    /// Every snapshot on a branch, a tag or a remote-tracking branch.
    private func keptCommits() throws -> Set<ObjectID> {
        var tips: [ObjectID] = []
        for glob in ["refs/heads/*", "refs/tags/*", "refs/remotes/*"] {
            tips += try Self.wrap { try repository.references(matching: glob) }.map(\.target)
        }
        var kept = Set<ObjectID>()
        guard !tips.isEmpty else { return kept }
        try Self.wrap { try repository.walk(from: tips) { kept.insert($0); return true } }
        return kept
    }
}
