#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import PropertyList
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
        trailers.last { $0.key.lowercased() == key.lowercased() }?.value
    }
}

/// The references pointing at snapshots, for decorating history (`HEAD -> main, tag: v1`).
public struct Decorations: Sendable {
    /// The branch HEAD points at.
    public var head: ReferenceName
    public var references: [Reference]

    /// The references pointing at `id`, sorted by name.
    public func references(at id: ObjectID) -> [ReferenceName] {
        references.filter { $0.target == id }.map(\.name)
    }
}

extension SnapshotStore {
    /// Resolves a revision as git spells it: `HEAD`, `HEAD~2`, `main^`, a tag, a (short) id,
    /// `main@{1}`. `ref@{n}` also works when n is one past the reflog (git's reading, which
    /// libgit2 lacks).
    public func resolve(_ spec: String) throws(RepositoryError) -> ObjectID {
        if let id = try Self.git({ () throws(GitError) in try repository.commit(named: spec) }) { return id }
        if let id = try reflogFallback(spec) { return id }
        if spec == "HEAD" || spec == Self.initialBranch, try tip() == nil {
            throw .emptyHistory(branch: try branchReference().shortName)
        }
        throw .unknownRevision(spec)
    }

    private func reflogFallback(_ spec: String) throws(RepositoryError) -> ObjectID? {
        guard spec.hasSuffix("}"), let open = spec.ranges(of: "@{").last,
            let index = Int(spec[open.upperBound..<spec.index(before: spec.endIndex)]), index >= 0
        else { return nil }
        let typed = String(spec[..<open.lowerBound])
        let name = typed.isEmpty || typed == "HEAD" ? try branchReference() : ReferenceName.candidates(for: typed)[0]
        guard let entries = try? repository.reflog(name) else { return nil }
        if index < entries.count { return entries[index].new }
        if index == entries.count, let last = entries.last, !last.old.isZero { return last.old }
        return nil
    }

    public func info(_ id: ObjectID) throws(RepositoryError) -> SnapshotInfo {
        try Self.git { () throws(GitError) in
            let commit = try repository.commit(id)
            return SnapshotInfo(
                id: id, parents: commit.parentIDs, tree: commit.treeID, subject: CommitMessage.subject(commit.message),
                message: commit.message, author: commit.author, committer: commit.committer, trailers: commit.trailers)
        }
    }

    /// The tree of the snapshot `id`.
    func tree(of id: ObjectID) throws(RepositoryError) -> Tree {
        let treeID = try Self.git { () throws(GitError) in try repository.commit(id).treeID }
        return try SnapshotLimits.tree(treeID, in: repository, commit: id.short, path: [])
    }

    /// The whole saved state recorded in snapshot `id`.
    public func savedState(at id: ObjectID) throws(RepositoryError) -> SavedState {
        try SnapshotFiles.savedState(tree: try tree(of: id), in: repository, commit: id.short)
    }

    /// Several snapshots' saved states, read together: an object whose blob they share is
    /// parsed once and its storage shared (a comparison of two large states reads little more
    /// than one).
    public func savedStates(at ids: [ObjectID]) throws(RepositoryError) -> [SavedState] {
        let parsed = ParsedArchives()
        var states: [SavedState] = []
        for id in ids { states.append(try SnapshotFiles.savedState(tree: try tree(of: id), in: repository, commit: id.short, parsed: parsed)) }
        return states
    }

    /// The objects of a snapshot, without reading their archives.
    public func objects(at id: ObjectID) throws(RepositoryError) -> [ObjectIndex.Entry] {
        try ObjectIndex.objects(in: try tree(of: id), repository: repository, commit: id.short)
    }

    /// A scene session as completion and listings name it: identifier and window title.
    public struct SessionSummary: Sendable {
        public var identifier: String
        public var title: String?
    }

    public struct WindowSummary: Sendable {
        public var name: String
        public var title: String?
        public var objects: [String]
    }

    /// A Mac app's windows in snapshot `id` (none for an iOS state), reading only each window's
    /// entry and its file names: what completion offers on every TAB.
    public func windows(at id: ObjectID) throws(RepositoryError) -> [WindowSummary] {
        try WindowFiles.summaries(root: try tree(of: id), repository: repository, commit: id.short)
    }

    /// The scene sessions of a snapshot, reading only their activities.

    public func sessions(at id: ObjectID) throws(RepositoryError) -> [SessionSummary] {
        guard let scenes = try SceneFiles.subtree(try tree(of: id), TreeLayout.scenesFolder, repository: repository) else { return [] }
        let reader = BlobText(repository: repository, commit: id.short)
        var result: [SessionSummary] = []
        for entry in scenes.entries where entry.isTree {
            guard let identifier = TreeLayout.unescape(entry.name) else { continue }
            var title: String? = nil
            let folder = try SnapshotLimits.tree(entry.id, in: repository, commit: id.short, path: [TreeLayout.scenesFolder, entry.name])
            if let activity = folder.entry(named: TreeLayout.activityFile), !activity.isTree,
                case .dictionary(let entries) = try reader.plist(activity.id, file: TreeLayout.activityFile) {
                title = SceneActivity(entries: entries, userInfo: nil).title
            }
            result.append(SessionSummary(identifier: identifier, title: title))
        }
        return result
    }

    /// The blob of one object's archive in a snapshot, nil if the object is not there.
    public func objectBlob(_ path: IdentifierPath, at id: ObjectID) throws(RepositoryError) -> ObjectID? {
        let tree = try tree(of: id)
        return try Self.git { () throws(GitError) in try tree.entry(atPath: TreeLayout.objectFile(for: path))?.id }
    }

    /// Every reference, and the branch HEAD points at.
    public func decorations() throws(RepositoryError) -> Decorations {
        try Self.git { () throws(GitError) in Decorations(head: try repository.headReference(), references: try repository.references(.all)) }
    }

    /// Which snapshots a staleness-aware log lists.
    public enum StalenessFilter: Sendable {
        /// Only those the app's current version would discard.
        case stale
        /// Only the others.
        case current
    }

    /// A snapshot in a log, and whether it is stale (nil: the app's version is not known).
    public struct HistoryEntry: Sendable {
        public var info: SnapshotInfo
        public var isStale: Bool?
    }

    /// Snapshots reachable from `start`, newest first. With `paths`, only those where one of
    /// these objects was added, changed or removed against the first parent. With
    /// `staleness`, each is marked stale or not, and `only` keeps one kind; `limit` counts what
    /// is returned.
    public func log(
        from start: ObjectID, limit: Int? = nil, paths: [IdentifierPath] = [], staleness: Staleness? = nil, only filter: StalenessFilter? = nil
    ) throws(RepositoryError) -> [HistoryEntry] {
        var result: [HistoryEntry] = []
        if limit == 0 { return result }
        let walk = try Self.git { () throws(GitError) in try repository.revisionWalk(from: [start]) }
        while let id = try Self.git({ () throws(GitError) in try walk.next() }) {
            let info = try self.info(id)
            if !paths.isEmpty, try !touches(paths, info) { continue }
            var isStale: Bool? = nil
            if let staleness { isStale = try self.isStale(info, for: staleness) }
            switch filter {
            case .stale?: guard isStale == true else { continue }
            case .current?: guard isStale == false else { continue }
            case nil: break
            }
            result.append(HistoryEntry(info: info, isStale: isStale))
            if let limit, result.count >= limit { break }
        }
        return result
    }

    /// Whether the snapshot added, changed or removed one of `paths` (objects, or scene
    /// sessions by identifier) against its first parent.
    private func touches(_ paths: [IdentifierPath], _ info: SnapshotInfo) throws(RepositoryError) -> Bool {
        for path in paths {
            let before = try info.parents.first.map { (parent) throws(RepositoryError) in try pathEntry(path, at: parent) } ?? nil
            if try pathEntry(path, at: info.id) != before { return true }
        }
        return false
    }

    /// The tree of the session or Mac window named `path`, the blob of a window's object
    /// (`<window>/<object>`), else the blob of the object at `path`.
    private func pathEntry(_ path: IdentifierPath, at id: ObjectID) throws(RepositoryError) -> ObjectID? {
        let tree = try tree(of: id)
        return try Self.git { () throws(GitError) in
            if let session = try tree.entry(atPath: TreeLayout.sessionFolder(path.rawValue)) { return session.id }
            if let window = try tree.entry(atPath: TreeLayout.windowFolder(path.rawValue)) { return window.id }
            let named = WindowPath(path.rawValue)
            if let object = named.object,
               let entry = try tree.entry(atPath: TreeLayout.windowObjectFile(window: named.window, object: object)) {
                return entry.id
            }
            return try tree.entry(atPath: TreeLayout.objectFile(for: path))?.id
        }
    }

    /// Objects added, changed or removed in `snapshot` compared with the snapshot at `id`
    /// (found by comparing tree ids, reading only what differs).
    public func changes(of state: SavedState, against id: ObjectID?) throws(RepositoryError) -> SnapshotChanges {
        try changes(of: try SnapshotFiles.prepare(state), against: id).changes
    }

    /// The same for a savedState on disk, using the commit cache to skip unchanged objects.
    /// A folder unchanged since it last matched a snapshot (`WorkingStateRecord`) is not read.
    public func changes(ofSavedStateAt url: URL, against id: ObjectID?) throws(RepositoryError) -> (changes: SnapshotChanges, objectCount: Int, sessionCount: Int, windowCount: Int, warnings: [String]) {
        let key = try workingStateKey(url)
        let baseTree = try id.map { (id) throws(RepositoryError) in try Self.git { () throws(GitError) in try repository.commit(id).treeID } }
        if let key, let baseTree, let record = WorkingStateRecord.load(gitDirectory: gitDirectory), record.key == key, record.tree == baseTree {
            return (SnapshotChanges(), record.objectCount, record.sessionCount, record.windowCount, [])
        }
        let prepared = try prepare(savedStateAt: url, redaction: try redaction(), keysFrom: id)
        let (changes, tree) = try changes(of: prepared, against: id)
        if let key, changes.isEmpty, prepared.warnings.isEmpty {
            prepared.record(key: key, tree: tree, versionKey: try versionKey()).save(gitDirectory: gitDirectory)
        }
        return (changes, prepared.objectCount, prepared.scenes.sessions.count, prepared.windowCount ?? 0, prepared.warnings)
    }

    /// The tree a commit of `state` would have (redacted when the repository redacts).
    public func tree(of state: SavedState) throws(RepositoryError) -> ObjectID {
        let redacted = try redaction().map { $0.redact(state).state } ?? state
        return try SnapshotTree(try SnapshotFiles.prepare(redacted)).id
    }

    func changes(of prepared: PreparedSnapshot, against id: ObjectID?) throws(RepositoryError) -> (changes: SnapshotChanges, tree: ObjectID) {
        let tree = try SnapshotTree(prepared)
        let base = try id.map { (id) throws(RepositoryError) in try self.tree(of: id) }
        var changes = try tree.plan(against: base, in: repository, commit: id?.short ?? "new").changes
        changes.sort()
        return (changes, tree.id)
    }
}
