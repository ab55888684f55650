import Git
import Platform
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

/// A branch's history as a page shows it: the newest snapshots one by one, the older ones
/// counted by day.
public struct Timeline: Sendable {
    public struct Day: Sendable, Equatable {
        /// `YYYY-MM-DD`, local time.
        public var date: String
        public var count: Int

        public init(date: String, count: Int) {
            self.date = date
            self.count = count
        }
    }

    public var entries: [TimelineEntry] = []
    /// Older snapshots per day, newest day first, for at most `timelineDays` days.
    public var olderDays: [Day] = []
    /// Snapshots older still, before the oldest of `olderDays`: counted at once from the
    /// commit-graph (a commit's generation number), so a year of history costs what a week does.
    public var olderBeyond = 0
    /// False when counting older snapshots stopped at its bound (no commit-graph to read them
    /// from: `uistate gc` writes one).
    public var olderComplete = true

    public init(entries: [TimelineEntry] = [], olderDays: [Day] = [], olderComplete: Bool = true) {
        self.entries = entries
        self.olderDays = olderDays
        self.olderComplete = olderComplete
    }

    public var olderCount: Int { olderDays.reduce(0) { $0 + $1.count } + olderBeyond }
}

extension SnapshotStore {
    /// Snapshots shown one by one in a timeline; older ones are counted by day.
    public static let timelineEntries = 100
    /// Older snapshots counted from their commits when the commit-graph lacks them.
    public static let timelineWalkBound = 5_000
    /// Days of older snapshots counted one by one; the rest are one number.
    public static let timelineDays = 60

    /// The first-parent history from `start`, newest first: the newest `limit` snapshots each
    /// with what it changed (`changeLimit` caps each list: a first snapshot adds every object),
    /// the older ones counted by day, read from git's commit-graph file where it has them (it
    /// holds each commit's parent and time, so a year of history is counted without reading a
    /// commit), else from their commits up to `timelineWalkBound`.
    public func timeline(from start: ObjectID, staleness: Staleness?, changeLimit: Int, limit: Int = timelineEntries) throws(RepositoryError) -> Timeline {
        var ids: [ObjectID] = []
        var next: ObjectID? = start
        while let id = next, ids.count < limit {
            ids.append(id)
            next = try info(id).parents.first
        }
        var timeline = Timeline(entries: try timelineEntries(ids, staleness: staleness, changeLimit: changeLimit))
        guard let older = next else { return timeline }
        var days: [(String, Int)] = []
        func count(_ time: Int64) {
            guard timeline.olderBeyond == 0 else { return timeline.olderBeyond += 1 }
            let day = CalendarTime.local(time).dateText
            if days.last?.0 == day {
                days[days.count - 1].1 += 1
            } else if days.count < Self.timelineDays {
                days.append((day, 1))
            } else {
                timeline.olderBeyond = 1
            }
        }
        var graph = CommitGraph.open(repositoryPath: repository.path)
        var cursor: ObjectID? = older
        var walked = 0
        while let id = cursor {
            if let usable = graph, var position = usable.position(of: id) {
                cursor = nil
                while true {
                    guard let parents = usable.descendingParents(position) else {
                        // A damaged graph: the rest from the commits.
                        graph = nil
                        cursor = usable.id(position)
                        break
                    }
                    let before = timeline.olderBeyond
                    count(usable.time(position))
                    if timeline.olderBeyond > 0 {
                        // Everything from here to the root, at once: history is linear (uistate
                        // never merges), so the generation number is that count.
                        timeline.olderBeyond = before + usable.generation(position)
                        break
                    }
                    guard let parent = parents.first else { break }
                    position = parent
                }
            } else {
                guard walked < Self.timelineWalkBound else {
                    timeline.olderComplete = false
                    break
                }
                let info = try self.info(id)
                count(info.committer.time)
                walked += 1
                cursor = info.parents.first
            }
        }
        timeline.olderDays = days.map { Timeline.Day(date: $0.0, count: $0.1) }
        return timeline
    }

    private func timelineEntries(_ ids: [ObjectID], staleness: Staleness?, changeLimit: Int) throws(RepositoryError) -> [TimelineEntry] {
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
