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
        trailers.last { Self.sameIgnoringCase($0.key, key) }?.value
    }

    /// ASCII case-insensitive equality without lower-casing copies: every line of a long log
    /// asks for several trailers.
    static func sameIgnoringCase(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                for index in 0..<x.count where x[index] != y[index] {
                    let lower = x[index] | 0x20
                    guard lower == y[index] | 0x20, lower >= 0x61, lower <= 0x7A else { return false }
                }
                return true
            }
        }
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
            let message = commit.message
            return SnapshotInfo(
                id: id, parents: commit.parentIDs, tree: commit.treeID, subject: CommitMessage.subject(message),
                message: message, author: commit.author, committer: commit.committer, trailers: CommitMessage.trailers(message))
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

    /// The first-parent history from `start`, newest first: the line of snapshots a branch
    /// records. With `paths`, only those where one of these objects was added, changed or
    /// removed against the first parent. With `staleness`, each is marked stale or not, and
    /// `only` keeps one kind; `limit` counts what is returned.
    ///
    /// Walked as a stream, one commit after its child: no sort needs the whole graph first, so
    /// `log -n 20` reads 20 commits however long the history is.
    public func log(
        from start: ObjectID, limit: Int? = nil, paths: [IdentifierPath] = [], staleness: Staleness? = nil, only filter: StalenessFilter? = nil
    ) throws(RepositoryError) -> [HistoryEntry] {
        var result: [HistoryEntry] = []
        try log(from: start, limit: limit, paths: paths, staleness: staleness, only: filter) { result.append($0) }
        return result
    }

    /// The same, each entry handed to `each` as it is read: first-parent history is a stream
    /// (a linear branch needs no sort by time), so the first entries come at once and a whole
    /// history is never held in memory.
    public func log(
        from start: ObjectID, limit: Int? = nil, paths: [IdentifierPath] = [], staleness: Staleness? = nil, only filter: StalenessFilter? = nil,
        each: (HistoryEntry) throws(RepositoryError) -> Void
    ) throws(RepositoryError) {
        if limit == 0 { return }
        var count = 0
        func take(_ info: SnapshotInfo) throws(RepositoryError) -> Bool {
            var isStale: Bool? = nil
            if let staleness { isStale = try self.isStale(info, for: staleness) }
            switch filter {
            case .stale?: guard isStale == true else { return true }
            case .current?: guard isStale == false else { return true }
            case nil: break
            }
            try each(HistoryEntry(info: info, isStale: isStale))
            count += 1
            return limit.map { count < $0 } ?? true
        }
        guard paths.isEmpty else {
            // Trees only, from git's commit-graph where it has them: a commit is read whole
            // only when it added, changed or removed one of the paths (objects, or scene
            // sessions by identifier) against its first parent.
            let walk = FirstParentWalk(repository, from: start)
            var link = try Self.git { () throws(GitError) in try walk.next() }
            var entries = try link.map { (link) throws(RepositoryError) in try pathEntries(paths, in: link) }
            while let current = link, let currentEntries = entries {
                let parent = try Self.git { () throws(GitError) in try walk.next() }
                let parentEntries = try parent.map { (parent) throws(RepositoryError) in try pathEntries(paths, in: parent) }
                if currentEntries != (parentEntries ?? paths.map { _ in nil }), try !take(try info(current.id)) { return }
                link = parent
                entries = parentEntries
            }
            return
        }
        var next: ObjectID? = start
        while let id = next {
            let info = try self.info(id)
            next = info.parents.first
            guard try take(info) else { return }
        }
    }

    /// Where each of `paths` is in the snapshot `commit` (nil: not there).
    private func pathEntries(_ paths: [IdentifierPath], in commit: CommitLink) throws(RepositoryError) -> [ObjectID?] {
        let tree = try SnapshotLimits.tree(commit.tree, in: repository, commit: commit.id.short, path: [])
        return try paths.map { (path) throws(RepositoryError) in try pathEntry(path, in: tree) }
    }

    /// The tree of the session or Mac window named `path`, the blob of a window's object
    /// (`<window>/<object>`), else the blob of the object at `path`.
    private func pathEntry(_ path: IdentifierPath, in tree: Tree) throws(RepositoryError) -> ObjectID? {
        try Self.git { () throws(GitError) in
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
