import Git
import PropertyList
import StateRestoration

/// A branch's history as a timeline: each snapshot with what it changed against its first
/// parent, named as every output names objects (`ObjectLocation.displayPath`), sessions
/// (`@scenes/<id>`) and windows (`@windows/<name>`). Found by comparing tree ids, so a
/// snapshot costs what it changed, not its size.
public struct TimelineEntry: Sendable {
    public struct Change: Sendable, Equatable {
        public var status: ObjectDiff.Status
        public var path: String
    }

    public var info: SnapshotInfo
    /// Nil when the app's current version is not known.
    public var isStale: Bool?
    /// At most the limit asked for, in path order.
    public var changes: [Change]
    /// How many there are in all.
    public var changeCount: Int
}

extension SnapshotStore {
    /// The first-parent history from `start`, newest first; `changeLimit` caps each entry's
    /// list of changes (a first snapshot adds every object).
    public func timeline(from start: ObjectID, staleness: Staleness?, changeLimit: Int) throws(RepositoryError) -> [TimelineEntry] {
        let ids = try Self.git { () throws(GitError) in try repository.revisionWalk(from: [start], firstParentOnly: true).all() }
        var entries: [TimelineEntry] = []
        var trees: [ObjectID: Tree] = [:]
        // Subtrees read once for all comparisons; the changes of a pair of trees computed once
        // (a history that goes back and forth between states repeats pairs).
        let cache = TreeCache()
        var known: [[ObjectID]: [TimelineEntry.Change]] = [:]
        for id in ids {
            let info = try self.info(id)
            let tree: Tree
            if let known = trees[id] { tree = known } else { tree = try self.tree(of: id) }
            let parentTree = try info.parents.first.map { (parent) throws(RepositoryError) in try self.tree(of: parent) }
            if let parent = info.parents.first, let parentTree { trees = [parent: parentTree] }
            let pair = [parentTree?.id, tree.id].compactMap { $0 }
            let changes: [TimelineEntry.Change]
            if let same = known[pair] {
                changes = same
            } else {
                // Bounded: a long history of large changes would otherwise keep every folder.
                if cache.trees.count > 500 { cache.trees.removeAll(keepingCapacity: true) }
                changes = try Self.locations(old: parentTree, new: tree, repository: repository, store: self, cache: cache)
                known[pair] = changes
            }
            entries.append(TimelineEntry(
                info: info, isStale: try staleness.flatMap { (staleness) throws(RepositoryError) in try isStale(info, for: staleness) },
                changes: Array(changes.prefix(changeLimit)), changeCount: changes.count))
        }
        return entries
    }

    private static func locations(old: Tree?, new: Tree, repository: Repository, store: SnapshotStore, cache: TreeCache) throws(RepositoryError) -> [TimelineEntry.Change] {
        let oldRoot = old.map { GitFolder(tree: $0, repository: repository, cache: cache) }
        let newRoot = GitFolder(tree: new, repository: repository, cache: cache)
        // Per location: whether any file existed before, and whether any exists after.
        var sides: [String: (before: Bool, after: Bool)] = [:]
        func note(_ path: String, _ change: TreeComparison.FileChange) {
            let side = sides[path] ?? (false, false)
            sides[path] = (side.before || change.old != nil, side.after || change.new != nil)
        }
        for change in try TreeComparison.changedFiles(old: oldRoot, new: newRoot) {
            switch change.folder.first {
            case TreeLayout.scenesFolder?:
                note(change.folder.count > 1 ? ObjectLocation.scenesPrefix + (TreeLayout.unescape(change.folder[1]) ?? change.folder[1]) : TreeLayout.scenesFolder, change)
            case TreeLayout.windowsFolder? where change.folder.count > 1:
                let window = TreeLayout.unescape(change.folder[1]) ?? change.folder[1]
                let isRecord = change.folder.count == 2 && !change.name.hasPrefix("@")
                note(ObjectLocation.windowsPrefix + window + (isRecord ? "/" + (TreeLayout.unescape(change.name) ?? change.name) : ""), change)
            case TreeLayout.filesFolder?:
                note(TreeLayout.filesFolder, change)
            default:
                switch change.name {
                case TreeLayout.objectFile:
                    let folder = change.folder.joined(separator: "/")
                    let path: IdentifierPath
                    if let spelled = TreeLayout.identifierPath(forFolder: folder) {
                        path = spelled
                    } else {
                        path = try store.objectPath(folder: change.folder, in: change.new != nil ? newRoot : oldRoot!)
                    }
                    note(path.rawValue, change)
                case TreeLayout.appFile, TreeLayout.infoFile:
                    note(TreeLayout.appFile, change)
                default:
                    break
                }
            }
        }
        return sides.map { path, side in
            TimelineEntry.Change(status: side.before ? (side.after ? .modified : .removed) : .added, path: path)
        }.sorted { $0.path.precedesInBytes($1.path) }
    }
}
