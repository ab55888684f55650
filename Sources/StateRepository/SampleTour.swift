import Foundation
import StateRestoration

/// The built-in tour: a repository in a new folder, with one snapshot per step of the sample
/// item-list app, as a developer would record them while using the app.
public enum SampleTour {
    public static let archiveName = SampleApp.savedStateFolderName
    /// The app's version after the tour's last step (the upgrade).
    public static let currentVersion = "12.0"

    public struct Step: Sendable {
        public var name: String
        public var result: SnapshotStore.CommitResult
    }

    /// Creates the repository in `folder` (which must not exist or be empty) and commits each
    /// step of the sample app, writing it to the working archive first.
    public static func record(in folder: URL) throws -> (store: SnapshotStore, steps: [Step]) {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard contents.isEmpty else { throw RepositoryError.alreadyExists(path: folder.path) }
        let store = try SnapshotStore.create(in: folder, archive: archiveName)
        let archive = folder.appendingPathComponent(archiveName)
        var steps: [Step] = []
        for step in SampleApp.steps {
            try SavedStateWriter.write(try PreservationWalk.preserve(step.model), to: archive)
            let snapshot = try SavedStateReader.read(at: archive).snapshot
            steps.append(Step(name: step.name, result: try store.commit(snapshot, message: step.summary)))
        }
        return (store, steps)
    }
}
