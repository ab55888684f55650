import Foundation
import Git
import StateRestoration

/// One snapshot's commit as `log` and `show` present it.
public struct SnapshotInfo: Sendable {
    public var id: ObjectID
    public var parents: [ObjectID]
    public var tree: ObjectID
    public var subject: String
    public var message: String
    public var author: Signature
    public var committer: Signature
    public var trailers: [(key: String, value: String)]

    public func trailer(_ key: String) -> String? {
        trailers.last { $0.key.caseInsensitiveCompare(key) == .orderedSame }?.value
    }
}

extension SnapshotStore {
    /// Resolves a revision as git spells it: `HEAD`, `HEAD~2`, `main^`, a tag, a (short) id,
    /// `main@{1}`. `ref@{n}` also works when n is one past the reflog (git's reading, which
    /// libgit2 lacks).
    public func resolve(_ spec: String) throws -> ObjectID {
        do {
            return try repository.resolveCommit(spec)
        } catch let error {
            if let id = try reflogFallback(spec) { return id }
            if error.isNotFound || error.isAmbiguous || error.isInvalidSpec || error.code == -1 || error.code == -3 {
                if (spec == "HEAD" || spec == Self.initialBranch), try tip() == nil {
                    throw RepositoryError.emptyHistory(branch: try branchReference())
                }
                throw RepositoryError.unknownRevision(spec)
            }
            throw RepositoryError.git(error)
        }
    }

    private func reflogFallback(_ spec: String) throws -> ObjectID? {
        guard spec.hasSuffix("}"), let open = spec.range(of: "@{", options: .backwards),
            let index = Int(spec[open.upperBound..<spec.index(before: spec.endIndex)]), index >= 0
        else { return nil }
        var name = String(spec[..<open.lowerBound])
        if name.isEmpty || name == "HEAD" { name = try branchReference() } else if !name.hasPrefix("refs/") { name = "refs/heads/" + name }
        guard let entries = try? repository.reflog(name) else { return nil }
        if index < entries.count { return entries[index].new }
        if index == entries.count, let last = entries.last, !last.old.isZero { return last.old }
        return nil
    }

    public func info(_ id: ObjectID) throws -> SnapshotInfo {
        try Self.wrap {
            let commit = try repository.commit(id)
            return SnapshotInfo(
                id: id, parents: commit.parentIDs, tree: commit.treeID, subject: CommitMessage.subject(commit.message),
                message: commit.message, author: commit.author, committer: commit.committer, trailers: commit.trailers)
        }
    }

    public func snapshot(at id: ObjectID) throws -> Snapshot {
        let tree = try Self.wrap { try repository.tree(try repository.commit(id).treeID) }
        return try SnapshotFiles.snapshot(tree: tree, in: repository, commit: id.short)
    }

    /// The objects of a snapshot, without reading their archives.
    public func objects(at id: ObjectID) throws -> [ObjectIndex.Entry] {
        let tree = try Self.wrap { try repository.tree(try repository.commit(id).treeID) }
        return try ObjectIndex.objects(in: tree, repository: repository, commit: id.short)
    }

    /// The blob of one object's archive in a snapshot, nil if the object is not there.
    public func objectBlob(_ path: IdentifierPath, at id: ObjectID) throws -> ObjectID? {
        try Self.wrap {
            let tree = try repository.tree(try repository.commit(id).treeID)
            return try tree.entry(atPath: TreeLayout.objectFile(for: path))?.id
        }
    }

    /// Snapshots reachable from `start`, newest first. With `paths`, only those where one of
    /// these objects was added, changed or removed against the first parent. `include` may
    /// filter further (e.g. staleness); `limit` counts what is returned.
    public func log(
        from start: ObjectID, limit: Int? = nil, paths: [IdentifierPath] = [], include: (SnapshotInfo) throws -> Bool = { _ in true }
    ) throws -> [SnapshotInfo] {
        var result: [SnapshotInfo] = []
        if limit == 0 { return result }
        try Self.wrap {
            try repository.walk(from: [start]) { id in
                let info = try self.info(id)
                if !paths.isEmpty {
                    var touched = false
                    for path in paths where try objectBlob(path, at: id) != (try info.parents.first.map { try objectBlob(path, at: $0) } ?? nil) {
                        touched = true
                        break
                    }
                    guard touched else { return true }
                }
                guard try include(info) else { return true }
                result.append(info)
                return limit.map { result.count < $0 } ?? true
            }
        }
        return result
    }

    /// Objects added, changed or removed in `snapshot` compared with the snapshot at `id`
    /// (found by comparing tree ids, reading only what differs).
    public func changes(of snapshot: Snapshot, against id: ObjectID?) throws -> SnapshotChanges {
        try changes(of: try SnapshotFiles.prepare(snapshot), against: id)
    }

    /// The same for a savedState on disk, using the commit cache to skip unchanged objects.
    public func changes(ofSavedStateAt url: URL, against id: ObjectID?) throws -> (changes: SnapshotChanges, objectCount: Int, warnings: [String]) {
        let scan = try SavedStateReader.scan(at: url)
        do {
            let prepared = try SnapshotFiles.prepare(scan, cache: BlobCache.load(gitDirectory: gitDirectory))
            return (try changes(of: prepared, against: id), prepared.objects.count, prepared.warnings)
        } catch is BlobCacheMismatch {
            let prepared = try SnapshotFiles.prepare(scan, cache: BlobCache())
            return (try changes(of: prepared, against: id), prepared.objects.count, prepared.warnings)
        }
    }

    func changes(of prepared: PreparedSnapshot, against id: ObjectID?) throws -> SnapshotChanges {
        let tree = try SnapshotTree(prepared)
        var base: Tree? = nil
        if let id { base = try Self.wrap { try repository.tree(try repository.commit(id).treeID) } }
        var changes = try tree.plan(against: base, in: repository, commit: id?.short ?? "new").changes
        changes.sort()
        return changes
    }
}
