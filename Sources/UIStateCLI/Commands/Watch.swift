import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StateRepository
import StateRestoration

extension UIState {
    struct Watch: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Runs in the foreground and commits every distinct state the app writes to its \
            savedState folder (default: the working archive), one commit per preservation run, \
            with the run's time and a summary of what changed as its subject. A run is read \
            once the folder has been quiet for --settle milliseconds (UIKit and AppKit write \
            several files per run); a state that does not parse yet is waited for, the same state \
            written again is not committed again, and runs closer together than --settle \
            become one snapshot. The folder deleted (a crash or a force quit) and created again \
            is watched on, and a folder that does not exist yet (a freshly installed app, whose \
            container has no Saved Application State folder until its first run) is waited \
            for. Linux wakes on inotify, other systems look every 100 ms, as --poll does \
            everywhere (for network shares and shared folders that never report changes). \
            Ctrl-C or SIGTERM finishes the commit in flight and exits 0.

            --pin <rev> puts that snapshot back after every run (as restore does), so each \
            launch of the app starts from the same state while you debug; the runs are still \
            recorded, its own writes are not, and the pinned state stays in place when watch \
            ends. A run that writes exactly the pinned state is not recorded again.
            """,
            examples: [
                "uistate watch",
                "uistate watch --pin login-bug",
                "uistate watch /tmp/App.savedState --count 1 --settle 500",
            ],
            exitStatuses: [
                (.success, "stopped by --count, Ctrl-C or SIGTERM"),
                (.staleSnapshot, "the pinned snapshot is stale (use --force)"),
                (.usage, "invalid command line"),
                (.noInput, "no working archive"),
                (.fatal, "not a repository, or the folder cannot be written back (--pin)"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "watch",
            abstract: "Commit every preservation run as the app writes it.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: ArgumentHelp("The savedState folder (default: the working archive).", valueName: "folder"), completion: .directory)
        var folder: String?

        @Option(help: ArgumentHelp("Quiet time before a run is read, in milliseconds.", valueName: "ms"))
        var settle = 300

        @Option(help: ArgumentHelp("Stop after this many snapshots.", valueName: "n"))
        var count: Int?

        @Option(help: ArgumentHelp("Put this snapshot back after every run.", valueName: "rev"), completion: .custom(Completions.revisions))
        var pin: String?

        @Flag(help: "Pin a stale snapshot anyway.")
        var force = false

        @Option(help: ArgumentHelp("The app's current version, for --pin's staleness check.", valueName: "version"))
        var appVersion: String?

        @Flag(help: "Look every 100 ms instead of waiting for change notifications.")
        var poll = false

        @Flag(help: "Print a JSON object per line for each event (docs/json.md).")
        var json = false

        func validate() throws {
            guard (10...60_000).contains(settle) else { throw ValidationError("--settle must be 10 to 60000 ms") }
            if let count, count < 1 { throw ValidationError("--count must be at least 1") }
        }

        func run(_ context: CommandContext) throws {
            let console = context.console(machineOutput: json)
            let store = try context.store()
            // A run is never dropped for a lock another uistate or gc holds: wait it out.
            store.lockTimeout = max(store.lockTimeout, 24 * 3600)
            let url = try context.workingArchive(folder)
            let pinned = try pin.map { (spec) throws -> ObjectID in
                let id = try store.resolve(spec)
                RestoreRendering.warnIfForced(try store.checkNotStale(id, appVersion: appVersion, force: force), id: id, console: console)
                return id
            }
            try StopSignals.catchThem()
            if !json {
                console.note("Watching \(url.path) (settle \(settle) ms\(pinned.map { ", pinned to \($0.short)" } ?? "")); Ctrl-C stops")
                if !FileSystem.exists(url.path) { console.note("note: it does not exist yet; waiting for the app's first preservation run") }
            }
            let options = WatchOptions(settle: Double(settle) / 1000, count: count, pin: pinned, polling: poll)
            try store.watch(url, options: options, shouldStop: { StopSignals.caught != nil }) { event in
                if json {
                    if !console.quiet { StandardStream.output.write(WatchRendering.json(event, folder: url).compact + "\n") }
                } else {
                    WatchRendering.text(event, folder: url, console: console)
                }
            }
        }
    }
}

/// What `watch` prints: a line per snapshot on stdout, the folder's comings and goings on stderr.
enum WatchRendering {
    static func text(_ event: WatchEvent, folder: URL, console: Console) {
        switch event {
        case .recorded(let result, _):
            console.say("[main \(result.id.short)] \(result.subject)")
        case .pinned(let id):
            console.say("  put back \(id.short) for the next launch")
        case .thinned(let dropped, _):
            console.say("  retention (uistate.retention) dropped \(dropped) snapshot\(dropped == 1 ? "" : "s")")
        case .folderGone:
            console.note("note: \(folder.path) was deleted (a crash or a force quit?); still watching")
        case .folderBack:
            console.note("note: \(folder.path) is back")
        case .incomplete(let reason):
            console.detail("waiting for a whole state: \(reason)")
        }
    }

    static func json(_ event: WatchEvent, folder: URL) -> JSONValue {
        switch event {
        case .recorded(let result, let time):
            return .object([
                JSONMember("event", .string("recorded")), JSONMember("id", .string(result.id.hex)), JSONMember("subject", .string(result.subject)),
                JSONMember("time", .string(time.ISO8601Format())), JSONMember("objects", .int(result.objectCount)),
            ] + (result.windowCount.map { [JSONMember("windows", .int($0))] } ?? []))
        case .pinned(let id):
            return .object([JSONMember("event", .string("pinned")), JSONMember("id", .string(id.hex))])
        case .thinned(let dropped, let backup):
            return .object([JSONMember("event", .string("thinned")), JSONMember("dropped", .int(dropped)), JSONMember("backup", .optional(backup))])
        case .folderGone:
            return .object([JSONMember("event", .string("folderGone")), JSONMember("folder", .string(folder.path))])
        case .folderBack:
            return .object([JSONMember("event", .string("folderBack")), JSONMember("folder", .string(folder.path))])
        case .incomplete(let reason):
            return .object([JSONMember("event", .string("incomplete")), JSONMember("reason", .string(reason.description))])
        }
    }
}
