import Foundation
import StateRepository
import StateRestoration

/// How commands find the repository and the working archive.
enum RepositoryAccess {
    /// How long to wait for locks held by other processes: `UISTATE_LOCK_TIMEOUT` seconds, or 30.
    static var lockTimeout: Double {
        ProcessInfo.processInfo.environment["UISTATE_LOCK_TIMEOUT"].flatMap(Double.init) ?? 30
    }

    static func store() throws -> SnapshotStore {
        try SnapshotStore.discover()
    }

    /// The savedState to read: the path given on the command line, else the configured one.
    static func workingArchive(_ given: String?, store: SnapshotStore?) throws -> URL {
        if let given { return URL(fileURLWithPath: given) }
        guard let configured = try store?.workingArchive() else { throw RepositoryError.noWorkingArchive }
        return configured
    }

    /// Reads a savedState, printing its warnings (lossless oddities) on stderr.
    static func readSnapshot(_ url: URL, console: Console) throws -> Snapshot {
        let result = try SavedStateReader.read(at: url)
        for warning in result.warnings { console.note("warning: \(warning)") }
        return result.snapshot
    }
}
