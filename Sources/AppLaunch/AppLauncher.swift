#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StateRepository
import StateRestoration

/// `uistate launch`: open the app in a chosen state. In this order, each step only when the one
/// before succeeded: the snapshot is checked (a stale one is refused before anything happens),
/// the app is quit (UIKit and AppKit would otherwise overwrite the state when it next goes to
/// the background), the snapshot is put back as `restore` does, and the app is launched with
/// restoration's debugging switches for this launch only, its console written to
/// `.uistate/launch.log`. Then the console is read for what it says about restoration, and with
/// `record` the app's next preservation run is committed.
public struct AppLauncher {
    public struct Request: Sendable {
        /// The snapshot to put back; nil relaunches with the state as it is.
        public var revision: ObjectID?
        /// Restore a stale snapshot anyway; kill a Mac app instead of asking it to quit.
        public var force = false
        public var appVersion: String?
        /// Without `console`: how long to wait for the launch to settle (its console quiet
        /// for a second), at most.
        public var wait: Double = 5
        /// Commit the app's next preservation run.
        public var record = false
        /// The quiet time `record` waits for, as `watch --settle`.
        public var settle: Double = 0.3

        public init(revision: ObjectID? = nil) {
            self.revision = revision
        }
    }

    public enum Event: Sendable {
        case quit(wasRunning: Bool)
        case restored(SnapshotStore.RestoreResult)
        case launched(log: String)
        /// Console text as the app writes it (with `console`).
        case console(String)
        case waitingForRun
        case recorded(SnapshotStore.CommitResult)
    }

    public struct Result: Sendable {
        public var target: LaunchTarget
        public var wasRunning: Bool
        public var restored: ObjectID?
        public var logFile: String
        public var log: RestorationLog
        /// What `check` says of the launched state (nil when it could not be read).
        public var check: RestorationReport?
        /// The launched state's objects, as `show` names them.
        public var objects: [String]
        public var recorded: SnapshotStore.CommitResult?
    }

    let store: SnapshotStore
    public let target: LaunchTarget
    let environment: [String: String]

    public init(store: SnapshotStore, environment: [String: String]) throws(LaunchError) {
        self.store = store
        self.environment = environment
        target = try LaunchTarget.of(store)
    }

    /// Runs the launch. `console`: pass the app's console on as it comes (until `shouldStop`,
    /// or the recorded run); otherwise wait for the launch to settle. Events come in order.
    public func launch(_ request: Request, console: Bool, shouldStop: () -> Bool, events: (Event) -> Void) throws(LaunchError) -> Result {
        let controller = AppController(target: target, environment: environment)
        let url = try Self.repository { () throws(RepositoryError) -> URL in
            guard let archive = try store.workingArchive() else { throw .noWorkingArchive }
            if let id = request.revision { _ = try store.checkNotStale(id, appVersion: request.appVersion, force: request.force) }
            return archive
        }
        let wasRunning = try controller.quit(force: request.force)
        events(.quit(wasRunning: wasRunning))
        var state: SavedState? = nil
        if let id = request.revision {
            do {
                let restored = try store.restore(id, to: url)
                state = restored.state
                events(.restored(restored))
            } catch {
                throw .restoreFailed(error, appQuit: wasRunning)
            }
        } else {
            state = try? SavedStateFolderReader.read(at: url).state
        }
        let launchedTree = try Self.repository { () throws(RepositoryError) -> ObjectID? in
            if let id = request.revision { return try store.info(id).tree }
            return try state.map { (state) throws(RepositoryError) in try store.tree(of: state) }
        }
        let log = store.gitDirectory + "launch.log"
        try? FileSystem.removeFile(log)
        try controller.launch(log: log)
        events(.launched(log: log))

        var tail = ConsoleTail(path: log)
        if console {
            if !request.record {
                while !shouldStop() {
                    if let text = tail.next() { events(.console(text)) }
                    Pause.sleep(seconds: 0.1)
                }
            }
        } else {
            tail.settle(atMost: request.wait, shouldStop: shouldStop)
        }
        var recorded: SnapshotStore.CommitResult? = nil
        if request.record {
            events(.waitingForRun)
            try Self.repository { () throws(RepositoryError) in
                try store.watch(url, options: WatchOptions(settle: request.settle, count: 1, skip: launchedTree), shouldStop: {
                    if console, let text = tail.next() { events(.console(text)) }
                    return shouldStop()
                }) { event in
                    if case .recorded(let result, _) = event {
                        recorded = result
                        events(.recorded(result))
                    }
                }
            }
        }
        let objects = Self.objectNames(state)
        var report: RestorationReport? = nil
        if let state {
            report = RestorationCheck.check(state, staleness: try? store.staleness(explicitVersion: request.appVersion))
        }
        return Result(
            target: target, wasRunning: wasRunning, restored: request.revision, logFile: log,
            log: RestorationLog(console: tail.all(), objects: objects), check: report, objects: objects, recorded: recorded)
    }

    private static func repository<T>(_ body: () throws(RepositoryError) -> T) throws(LaunchError) -> T {
        do {
            return try body()
        } catch {
            throw .repository(error)
        }
    }

    /// Every object of a state as `show` names it.
    static func objectNames(_ state: SavedState?) -> [String] {
        guard let state else { return [] }
        var names = state.classic?.objects.map(\.path.rawValue) ?? []
        for session in state.sessions {
            names += session.classic?.objects.map { ObjectLocation.session(session.identifier, $0.path).displayPath } ?? []
        }
        for window in state.windows?.windows ?? [] {
            names += window.objects.map { ObjectLocation.window(window.name, object: $0.name).displayPath }
        }
        return names
    }
}

/// The app's console file as it grows.
struct ConsoleTail {
    let path: String
    private var offset = 0

    init(path: String) {
        self.path = path
    }

    func all() -> String {
        String(decoding: (try? FileSystem.read(path, limit: 16 << 20)) ?? [], as: UTF8.self)
    }

    /// What was written since the last call, nil when nothing was.
    mutating func next() -> String? {
        guard let bytes = try? FileSystem.read(path, limit: 16 << 20), bytes.count > offset else { return nil }
        defer { offset = bytes.count }
        return String(decoding: bytes[offset...], as: UTF8.self)
    }

    /// Waits until the console has been quiet for a second after it first spoke, at most
    /// `seconds`.
    mutating func settle(atMost seconds: Double, shouldStop: () -> Bool) {
        var waited = 0.0, quiet = 0.0, spoke = false
        while waited < seconds, !shouldStop() {
            Pause.sleep(seconds: 0.1)
            waited += 0.1
            if next() != nil {
                spoke = true
                quiet = 0
            } else {
                quiet += 0.1
                if spoke && quiet >= 1 { return }
            }
        }
    }
}
