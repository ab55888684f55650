#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import StateRepository
import StateRestoration

/// The demo's second app: the SwiftUI notes app, one snapshot per step, then what a developer
/// would look at: the windows' history, what typing a draft and closing a window changed, the
/// check that finds what the next launch would make of it, and the two windows put back.
public struct SceneTour {
    public static let archiveName = SceneSampleApp.bundleIdentifier + ".savedState"

    public let store: SnapshotStore
    public let steps: [SampleTour.Step]

    /// Creates the repository in `folder` (new or empty) and commits each step of the notes app.
    public static func record(in folder: URL, lockTimeout: Double = 30) throws -> SceneTour {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard contents.isEmpty else { throw RepositoryError.folderNotEmpty(path: folder.path) }
        let store = try SnapshotStore.create(in: folder, archive: archiveName, lockTimeout: lockTimeout)
        let archive = folder.appendingPathComponent(archiveName)
        var steps: [SampleTour.Step] = []
        for step in SceneSampleApp.steps {
            try SavedStateFolderWriter.write(try SceneSampleApp.savedState(step), to: archive)
            let state = try SavedStateFolderReader.read(at: archive).state
            steps.append(SampleTour.Step(name: step.name, result: try store.commit(state, message: step.summary)))
        }
        return SceneTour(store: store, steps: steps)
    }

    public func play() throws(RepositoryError) -> [SampleTour.Scene] {
        var scenes: [SampleTour.Scene] = [try SampleTour.Scene.oneline(store)]
        for (old, new, why) in [("HEAD~3", "HEAD~2", "typing a draft: the @SceneStorage JSON, key by key"),
                                ("HEAD~2", "HEAD~1", "closing a window: its session is gone")] {
            let from = ComparisonRequest.Revision(spec: old, id: try store.resolve(old))
            let to = ComparisonRequest.Revision(spec: new, id: try store.resolve(new))
            let diff = try store.compare(from: from.id, to: .commit(to.id)).diff
            scenes.append(.diff(command: "uistate diff \(old) \(new)", why: why, from: from, to: to, diff: diff))
        }
        let head = try store.resolve("HEAD")
        scenes.append(.check(command: "uistate check", id: head, report: RestorationCheck.check(try store.savedState(at: head), staleness: nil)))
        let earlier = "HEAD~2"
        let id = try store.resolve(earlier)
        guard let working = try store.workingArchive() else { throw .noWorkingArchive }
        scenes.append(.restored(command: "uistate restore \(earlier)", why: "both windows back, the draft unpinned", id: id,
                                subject: try store.info(id).subject, result: try store.restore(id, to: working)))
        return scenes
    }
}
