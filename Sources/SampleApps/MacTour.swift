#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import StateRepository
import StateRestoration

/// The demo's Mac app: the document editor, one snapshot per save of AppKit's saved state,
/// then the windows' history, what typing and closing a window changed, the check of the
/// folder on disk (superseded records, a closed window's records without a key), and both
/// windows put back.
public struct MacTour {
    public static let archiveName = MacSampleApp.bundleIdentifier + ".savedState"

    public let store: SnapshotStore
    public let steps: [SampleTour.Step]
    let archive: URL

    /// Creates the repository in `folder` (new or empty) and commits each step of the editor.
    public static func record(in folder: URL, lockTimeout: Double = 30) throws -> MacTour {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard contents.isEmpty else { throw RepositoryError.folderNotEmpty(path: folder.path) }
        let store = try SnapshotStore.create(in: folder, archive: archiveName, lockTimeout: lockTimeout)
        let archive = folder.appendingPathComponent(archiveName)
        var steps: [SampleTour.Step] = []
        for step in MacSampleApp.steps {
            try SavedStateFolderWriter.write(MacSampleApp.savedState(step), to: archive)
            steps.append(SampleTour.Step(name: step.name, result: try store.commit(savedStateAt: archive, message: step.summary).result))
        }
        return MacTour(store: store, steps: steps, archive: archive)
    }

    public func play() throws -> [SampleTour.Scene] {
        var scenes: [SampleTour.Scene] = [try SampleTour.Scene.oneline(store)]
        for (old, new, why) in [("HEAD~2", "HEAD~1", "typing: the text view's newer record, key by key"),
                                ("HEAD~1", "HEAD", "closing a window: it is gone from windows.plist")] {
            let from = ComparisonRequest.Revision(spec: old, id: try store.resolve(old))
            let to = ComparisonRequest.Revision(spec: new, id: try store.resolve(new))
            scenes.append(.diff(command: "uistate diff \(old) \(new)", why: why, from: from, to: to, diff: try store.compare(from: from.id, to: .commit(to.id)).diff))
        }
        let onDisk = try SavedStateFolderReader.read(at: archive).state
        scenes.append(.check(command: "uistate check --archive \(Self.archiveName)", id: try store.resolve("HEAD"), report: RestorationCheck.check(onDisk, staleness: nil)))
        let earlier = "HEAD~1"
        let id = try store.resolve(earlier)
        scenes.append(.restored(command: "uistate restore \(earlier)", why: "both windows back, one record per object, encrypted with their keys", id: id,
                                subject: try store.info(id).subject, result: try store.restore(id, to: archive)))
        return scenes
    }
}
