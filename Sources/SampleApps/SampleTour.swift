#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import StateRepository
import StateRestoration

/// The demo: a repository in a new folder with one snapshot per step of the sample item-list
/// app, recorded as a developer would while using the app, then the commands a developer
/// would try on it. The command line only prints what the tour returns.
public struct SampleTour {
    public static let archiveName = SampleApp.savedStateFolderName
    /// The app's version after the tour's last step (the upgrade).
    public static let currentVersion = "12.0"

    public struct Step: Sendable {
        public var name: String
        public var result: SnapshotStore.CommitResult
    }

    /// One command of the tour's second half and what it gave.
    public enum Scene {
        /// The history and the refs that pointed into it then (a later prune adds a backup).
        case log(command: String, entries: [SnapshotStore.HistoryEntry], decorations: Decorations)
        case diff(command: String, why: String, from: ComparisonRequest.Revision, to: ComparisonRequest.Revision, diff: SnapshotDiff)
        /// The snapshot and the refs that pointed at it then.
        case show(command: String, id: ObjectID, decorations: Decorations)
        /// A restore the staleness rule refused.
        case refused(command: String, why: String, error: RepositoryError)
        case check(command: String, id: ObjectID, report: RestorationReport)
        case restored(command: String, why: String, id: ObjectID, subject: String, result: SnapshotStore.RestoreResult)
        case pruned(command: String, why: String, staleness: Staleness, result: SnapshotStore.PruneResult)

        /// `uistate log --oneline` as it is now.
        static func oneline(_ store: SnapshotStore) throws(RepositoryError) -> Scene {
            .log(command: "uistate log --oneline", entries: try store.log(from: try store.resolve("HEAD")), decorations: try store.decorations())
        }
    }

    public let store: SnapshotStore
    public let steps: [Step]

    /// Creates the repository in `folder` (which must not exist or be empty) and commits each
    /// step of the sample app, writing it to the working archive first.
    public static func record(in folder: URL, lockTimeout: Double = 30) throws -> SampleTour {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard contents.isEmpty else { throw RepositoryError.folderNotEmpty(path: folder.path) }
        let store = try SnapshotStore.create(in: folder, archive: archiveName, lockTimeout: lockTimeout)
        let archive = folder.appendingPathComponent(archiveName)
        var steps: [Step] = []
        for step in SampleApp.steps {
            try SavedStateWriter.write(try PreservationWalk.preserve(step.model), to: archive)
            let state = try SavedStateFolderReader.read(at: archive).state
            steps.append(Step(name: step.name, result: try store.commit(state, message: step.summary)))
        }
        return SampleTour(store: store, steps: steps)
    }

    /// The history, what two steps changed, the latest snapshot, going back to an earlier
    /// state (refused first: it is stale for 12.0), and cleaning up after the upgrade.
    public func play() throws(RepositoryError) -> [Scene] {
        var scenes: [Scene] = [try SampleTour.Scene.oneline(store)]
        for (old, new, why) in [("HEAD~5", "HEAD~4", "what opening an item changed"), ("HEAD~1", "HEAD", "what the upgrade changed")] {
            let from = ComparisonRequest.Revision(spec: old, id: try store.resolve(old))
            let to = ComparisonRequest.Revision(spec: new, id: try store.resolve(new))
            let diff = try store.compare(from: from.id, to: .commit(to.id)).diff
            scenes.append(.diff(command: "uistate diff \(old) \(new)", why: why, from: from, to: to, diff: diff))
        }
        scenes.append(.show(command: "uistate show", id: try store.resolve("HEAD"), decorations: try store.decorations()))
        let earlier = "HEAD~3"
        let id = try store.resolve(earlier)
        do {
            try store.checkNotStale(id, appVersion: nil, force: false)
        } catch {
            scenes.append(.refused(command: "uistate restore \(earlier)", why: "back to the unsaved edit, for the next launch", error: error))
        }
        let report = RestorationCheck.check(try store.savedState(at: id), staleness: try store.staleness(explicitVersion: nil))
        scenes.append(.check(command: "uistate check \(earlier)", id: id, report: report))
        guard let working = try store.workingArchive() else { throw .noWorkingArchive }
        let restored = try store.restore(id, to: working)
        scenes.append(.restored(command: "uistate restore \(earlier) --force", why: "e.g. to debug with an 11.0 build", id: id,
                                subject: try store.info(id).subject, result: restored))
        let staleness = Staleness(versionKey: try store.versionKey(), current: AppVersion(Self.currentVersion))
        scenes.append(.pruned(command: "uistate prune --stale --app-version \(Self.currentVersion)", why: "the 11.0 snapshots are of no use to 12.0",
                              staleness: staleness, result: try store.pruneStale(staleness)))
        // The 12.0 state back in the working archive: what the app holds after its upgrade,
        // so the repository the demo leaves agrees with itself (nothing stale, rollback works).
        let newest = try store.resolve("HEAD")
        scenes.append(.restored(command: "uistate restore HEAD", why: "the 12.0 state back for the next launch", id: newest,
                                subject: try store.info(newest).subject, result: try store.restore(newest, to: working)))
        scenes.append(try SampleTour.Scene.oneline(store))
        return scenes
    }
}
