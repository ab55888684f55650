import Git
import StateRepository
import StateRestoration
import Testing

/// Most repository tests are about the classic archive: commit one, read one back.
extension SnapshotStore {
    func commit(classic snapshot: Snapshot, message: String? = nil) throws -> CommitResult {
        try commit(SavedState(classic: snapshot), message: message)
    }

    func classicSnapshot(at id: ObjectID) throws -> Snapshot {
        try #require(try savedState(at: id).classic)
    }
}
