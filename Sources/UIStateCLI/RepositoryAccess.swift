import Foundation
import StateRepository
import StateRestoration

/// How commands find the repository and the working archive.
enum RepositoryAccess {
    /// How long to wait for locks held by other processes: `UISTATE_LOCK_TIMEOUT` seconds, or 30.
    static var lockTimeout: Double {
        ProcessInfo.processInfo.environment["UISTATE_LOCK_TIMEOUT"].flatMap(Double.init) ?? 30
    }

    /// The repository for this command (`-v` names it on stderr).
    static func store(_ global: GlobalOptions) throws -> SnapshotStore {
        let store = try SnapshotStore.discover()
        Console(global: global).detail("repository: \(store.gitDirectory)")
        return store
    }

    /// The savedState to read: the path given on the command line, else the configured one.
    static func workingArchive(_ given: String?, store: SnapshotStore?, _ global: GlobalOptions) throws -> URL {
        let url: URL
        if let given {
            url = URL(fileURLWithPath: given)
        } else {
            guard let configured = try store?.workingArchive() else { throw RepositoryError.noWorkingArchive }
            url = configured
        }
        Console(global: global).detail("working archive: \(url.path)")
        return url
    }

    /// Reads a savedState, printing its warnings (lossless oddities) on stderr.
    static func readSnapshot(_ url: URL, console: Console) throws -> Snapshot {
        let result = try SavedStateReader.read(at: url)
        for warning in result.warnings { console.note("warning: \(warning)") }
        return result.snapshot
    }
}
