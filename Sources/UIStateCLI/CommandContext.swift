#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyedArchive
import Platform
import StateRepository
import StateRestoration

/// What a command works with, built once per run (as SwiftPM's tool state): the global
/// options, the environment, output, the lock timeout, and the repository, found the first
/// time a command asks for it.
final class CommandContext {
    let global: GlobalOptions
    let environment: [String: String]
    /// How long to wait for locks other processes hold: `UISTATE_LOCK_TIMEOUT` seconds, or 30.
    let lockTimeout: Double
    private var discovered: SnapshotStore?

    init(global: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.global = global
        self.environment = environment
        lockTimeout = environment["UISTATE_LOCK_TIMEOUT"].flatMap(Double.init) ?? 30
        if let directory = global.directory, !FileManager.default.changeCurrentDirectoryPath(directory) {
            throw CLIError("cannot change to '\(directory)': no such directory", status: .fatal)
        }
    }

    /// Says on stderr which lock files left by interrupted processes the command removed, and
    /// when it packed the repository by itself.
    func reportMaintenance() {
        guard let discovered else { return }
        for lock in discovered.staleLocksRemoved {
            console().note("note: removed \(discovered.gitDirectory)\(lock), left by an interrupted uistate")
        }
        for gc in discovered.automaticMaintenance {
            console().note("note: packed the repository (\(gc.deletedLooseObjects) loose objects into \(gc.pack ?? "a pack"); uistate.gcAuto)")
        }
    }

    /// Output for a command: `machineOutput` (JSON) is never colored or paged; `pages`
    /// commands page long output on a terminal.
    func console(machineOutput: Bool = false, pages: Bool = false) -> Console {
        Console(global: global, machineOutput: machineOutput, pages: pages, environment: environment)
    }

    /// The repository for this command (`-v` names it on stderr).
    func store() throws(RepositoryError) -> SnapshotStore {
        if let discovered { return discovered }
        let store = try SnapshotStore.discover(environment: environment, lockTimeout: lockTimeout)
        console().detail("repository: \(store.gitDirectory)")
        discovered = store
        return store
    }

    /// A transaction over `folder` (its lock held, waiting up to the lock timeout), after
    /// saying on stderr what it settled of a run killed while writing there.
    func transaction(in folder: String, journalName: String = FileTransaction.journalName, folderPermissions: Int = 0o755) throws(TransactionError) -> FileTransaction {
        let transaction = try FileTransaction(root: folder, journalName: journalName, folderPermissions: folderPermissions, timeout: lockTimeout)
        if let recovered = transaction.recovered {
            let count = recovered.files.count
            let what = "an earlier uistate was stopped while writing \(count) file\(count == 1 ? "" : "s") in \(folder)"
            let files = recovered.files.map { PrintableText.escaped($0) }.joined(separator: ", ")
            switch recovered.outcome {
            case .completed: console().note("note: \(what), after all of them were on disk: its writes were completed (\(files))")
            case .undone: console().note("note: \(what), before all of them were on disk: what it had staged was removed, its files are as they were (\(files))")
            }
        }
        return transaction
    }

    /// The repository, when there is one (commands that also work without).
    func storeIfAny() -> SnapshotStore? {
        try? store()
    }

    /// The savedState to read: the path given on the command line, else the configured one.
    func workingArchive(_ given: String?) throws(RepositoryError) -> URL {
        let url: URL
        if let given {
            url = URL(fileURLWithPath: given)
        } else {
            guard let configured = try store().workingArchive() else { throw .noWorkingArchive }
            url = configured
        }
        console().detail("working archive: \(url.path)")
        return url
    }

    /// Reads a savedState, printing its warnings (lossless oddities) on stderr.
    /// A whole savedState folder (or a bare data.data) from disk, its warnings on stderr.
    func readSavedState(_ url: URL) throws(SavedStateError) -> SavedState {
        let result = try SavedStateFolderReader.read(at: url)
        warn(result.warnings)
        return result.state
    }

    func warn(_ warnings: [String]) {
        let console = console()
        for warning in warnings { console.note("warning: \(warning)") }
    }

    /// Runs one network transfer with the credentials of the environment, then of the
    /// repository's settings, and progress on a terminal's stderr.
    func transfer<Result>(_ body: (SnapshotStore.NetworkOptions) throws(RepositoryError) -> Result) throws(RepositoryError) -> Result {
        let store = storeIfAny()
        let credentials = SnapshotStore.NetworkOptions.credentials(environment: environment) { key in (try? store?.setting(key)) ?? nil }
        return try ProgressReporter(policy: console().policy).transfer(credentials, body)
    }
}
