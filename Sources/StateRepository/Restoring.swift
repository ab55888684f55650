import Foundation
import Git
import StateRestoration

extension SnapshotStore {
    public struct RestoreResult: Sendable {
        public var location: SavedStateLocation
        /// The snapshot as written.
        public var snapshot: Snapshot
        /// The bytes of `data.data`.
        public var archiveSize: Int
        /// With `--only`: the objects taken from the snapshot.
        public var restoredObjects: [IdentifierPath]
        public var written: Bool
    }

    /// Writes the snapshot `id` as a savedState at `target` (a folder, or a `data.data` path),
    /// each file replaced atomically and readable by the owner only. With `only`, just those
    /// objects and their subtrees come from the snapshot; the rest of the savedState already at
    /// `target` stays. With `dryRun`, nothing is written.
    public func restore(_ id: ObjectID, to target: URL, only: [IdentifierPath] = [], dryRun: Bool = false) throws(RepositoryError) -> RestoreResult {
        try restore(try snapshot(at: id), committedAs: id, to: target, only: only, dryRun: dryRun)
    }

    /// `restore(_:to:only:dryRun:)` for a snapshot already read from commit `id`.
    public func restore(_ committed: Snapshot, committedAs id: ObjectID, to target: URL, only: [IdentifierPath] = [], dryRun: Bool = false) throws(RepositoryError) -> RestoreResult {
        let location = SavedStateLocation(target)
        var result = committed
        var restored = committed.objects.map(\.path)
        if !only.isEmpty {
            guard FileManager.default.fileExists(atPath: location.archive.path) else { throw .noWorkingArchive }
            let current: Snapshot
            do {
                current = try SavedStateReader.read(at: location.archive).snapshot
            } catch {
                throw .savedState(error)
            }
            for path in only where !committed.objects.contains(where: { path.contains($0.path) }) && !current.objects.contains(where: { path.contains($0.path) }) {
                throw .unknownObject(path: path.rawValue, revision: id.short)
            }
            var merged = current.replacing(only, from: committed)
            merged.restorationInfo = current.restorationInfo
            result = merged
            restored = committed.objects.map(\.path).filter { path in only.contains { $0.contains(path) } }
        }
        let size = SavedStateWriter.archiveBytes(result).count
        if !dryRun {
            do {
                try SavedStateWriter.write(result, location: location)
            } catch {
                throw .savedState(error)
            }
        }
        return RestoreResult(location: location, snapshot: result, archiveSize: size, restoredObjects: restored, written: !dryRun)
    }
}
