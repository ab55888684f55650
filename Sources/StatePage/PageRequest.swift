#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StateRepository
import StateRestoration

extension StatePage {
    /// What `uistate view` draws, read from the repository:
    /// - no revision: HEAD, or the working archive against HEAD when it differs (the working
    ///   archive alone before the first snapshot);
    /// - `<rev>`: that snapshot;
    /// - `<a> <b>` or `<a>..<b>` (an empty side is HEAD): the changes from `a` to `b`.
    /// The timeline is the current branch's first-parent history; `appVersion` (default: the
    /// configured one, or the working archive's) marks what is stale.
    public static func read(
        from store: SnapshotStore, revisions: [String], archive: URL? = nil, appVersion: String? = nil, changeLimit: Int = 200
    ) throws(RepositoryError) -> (page: StatePage, warnings: [String]) {
        let specs = SnapshotStore.revisionSpecs(revisions)
        let head: ObjectID? = try store.tip()
        var working = archive
        if working == nil { working = try store.workingArchive() }
        let title = "UI state: " + name(of: working, repository: store.gitDirectory)
        var warnings: [String] = []
        var page: StatePage
        switch specs.count {
        case 0:
            let onDisk = working.flatMap { FileSystem.exists($0.path) ? $0 : nil }
            guard let head else {
                guard let onDisk else { throw .emptyHistory(branch: try store.branchName()) }
                let read = try readWorking(onDisk)
                warnings = read.warnings
                page = StatePage(title: title, shown: Side(label: "working archive", id: nil, subject: nil, state: read.state))
                break
            }
            let headSide = try snapshot("HEAD", id: head, store: store)
            // Whether the working archive differs at all, first: the working-state record
            // answers without reading a folder unchanged since it matched HEAD.
            if let onDisk, case let quick = try store.changes(ofSavedStateAt: onDisk, against: head), !quick.changes.isEmpty || !quick.warnings.isEmpty {
                let comparison = try store.compare(from: head, to: .savedState(onDisk))
                warnings = comparison.warnings
                if !comparison.diff.isEmpty {
                    let read = try readWorking(onDisk)
                    page = StatePage(title: title, shown: Side(label: "working archive", id: nil, subject: nil, state: read.state), comparison: (headSide, comparison.diff))
                    break
                }
            }
            page = StatePage(title: title, shown: headSide)
        case 1:
            page = StatePage(title: title, shown: try snapshot(specs[0], id: try store.resolve(specs[0]), store: store))
        default:
            let old = try store.resolve(specs[0]), new = try store.resolve(specs[1])
            let diff = try store.compare(from: old, to: .commit(new)).diff
            let states = try store.savedStates(at: [new, old])
            page = StatePage(
                title: title, shown: try side(specs[1], id: new, state: states[0], store: store),
                comparison: (try side(specs[0], id: old, state: states[1], store: store), diff))
        }
        if let head {
            let staleness = try store.staleness(explicitVersion: appVersion)
            page.timeline = try store.timeline(from: head, staleness: staleness, changeLimit: changeLimit)
            page.currentVersion = staleness?.current.text
            page.decorations = try store.decorations()
        }
        return (page, warnings)
    }

    private static func snapshot(_ spec: String, id: ObjectID, store: SnapshotStore) throws(RepositoryError) -> Side {
        try side(spec, id: id, state: try store.savedState(at: id), store: store)
    }

    private static func side(_ spec: String, id: ObjectID, state: SavedState, store: SnapshotStore) throws(RepositoryError) -> Side {
        Side(label: spec == id.hex ? id.short : "\(spec) (\(id.short))", id: id.hex, subject: try store.info(id).subject, state: state)
    }

    private static func readWorking(_ url: URL) throws(RepositoryError) -> (state: SavedState, warnings: [String]) {
        do { return try SavedStateFolderReader.read(at: url) } catch { throw .savedState(error) }
    }

    /// The app's name as its savedState folder spells it (`com.example.App`), else the
    /// folder that holds the repository.
    private static func name(of archive: URL?, repository: String) -> String {
        if let archive {
            let last = archive.lastPathComponent
            return last.hasSuffix(".savedState") ? String(last.dropLast(".savedState".count)) : last
        }
        let parts = repository.split(separator: "/").map(String.init)
        return parts.count >= 2 ? parts[parts.count - 2] : repository
    }
}
