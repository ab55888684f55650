import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import KeyedArchive
import Platform
import StateRepository
import StatePrivacy
import StateRestoration

extension UIState {
    struct Restore: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Writes the snapshot as the savedState folder at the configured working archive or \
            at --to, made equal to the snapshot: data.data and restorationInfo.plist (a valid \
            UIKit archive whose object graph is the one committed), the scene session index and \
            every session's folder, a Mac app's windows.plist and data.data (each window's \
            records encrypted with its key), and every other file recorded; files and session folders \
            the snapshot lacks are removed. It writes only into a folder that is not there, is \
            empty, or holds a saved state of the kind written (data.data and \
            restorationInfo.plist, KnownSceneSessions and session folders, a Mac app's \
            windows.plist) and nothing else; any other folder, uistate's repository, the folder \
            it is in or one above them is refused before anything is written (exit 73), naming \
            what would have been lost. The new folder is built beside the old one and \
            swapped in at once, so the app reads one state or the other, never a mix; a restore \
            killed half-way is completed or undone by the next one, which says so; files \
            are readable by the owner only. Given a data.data path, only that file and \
            restorationInfo.plist beside it are replaced (both or neither), and only over a \
            saved state's. --only takes just those scene sessions, those objects and the \
            objects below them, or those Mac windows (12, app) or window objects \
            (12/_NSWindow), from the snapshot and keeps the rest of the current saved state. \
            A snapshot recorded for another app version is refused, as the app's \
            shouldRestoreApplicationState would discard it, unless --force.
            """,
            examples: [
                "uistate restore HEAD~2",
                "uistate restore v1 --to /tmp/App.savedState --dry-run",
                "uistate restore HEAD~1 --only UINavigationController/BNRDetailViewController",
                "uistate restore HEAD~3 --only A0B1C2D3-E4F5-4061-8273-94A5B6C7D8E9",
            ],
            exitStatuses: [
                (.success, "restored"),
                (.staleSnapshot, "stale snapshot refused"),
                (.usage, "invalid command line"),
                (.badData, "damaged snapshot or malformed working archive"),
                (.noInput, "no working archive"),
                (.cannotCreate, "the folder holds what restoring there would delete (files that are not a saved state, uistate's repository or the folder holding it): nothing written"),
                (.fatal, "not a repository, unknown revision or object, or the target cannot be written"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "restore",
            abstract: "Put a snapshot back as the app's saved state, for its next launch.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: ArgumentHelp("The snapshot to restore.", valueName: "rev"), completion: .custom(Completions.revisions))
        var revision: String

        @Option(help: ArgumentHelp("Where to write: a savedState folder (new, empty or a saved state's; any other is refused) or a data.data path.", valueName: "path"), completion: .file())
        var to: String?

        @Option(parsing: .upToNextOption, help: ArgumentHelp("Restore only this scene session, Mac window or object, and the objects below it (repeat for more).", valueName: "object path, session or window"), completion: .custom(Completions.objectPaths))
        var only: [String] = []

        @Flag(help: "Say what would be written, write nothing.")
        var dryRun = false

        @Flag(help: "Restore a stale snapshot anyway.")
        var force = false

        @Flag(help: "Replace private values with placeholders and give Mac windows new keys (a state to attach to a bug report).")
        var redact = false

        @Option(help: ArgumentHelp("The app's current version (default: uistate.appVersion or the working archive's).", valueName: "version"))
        var appVersion: String?

        func run(_ context: CommandContext) throws {
            let console = context.console()
            let store = try context.store()
            let id = try store.resolve(revision)
            let target = try context.workingArchive(to)
            RestoreRendering.warnIfForced(try store.checkNotStale(id, appVersion: appVersion, force: force), id: id, console: console)
            let redaction = redact ? try store.redaction(asked: true) : nil
            let result = try store.restore(id, to: target, only: only.map(IdentifierPath.init), redaction: redaction, dryRun: dryRun)
            RestoreRendering.noteRecovered(result.recovered, console: console)
            let elsewhere = try to != nil && store.workingArchive().map { SavedStateLocation($0).folder.standardizedFileURL.path } != result.location.folder.standardizedFileURL.path
            console.say(RestoreRendering.text(result, id: id, subject: try store.info(id).subject, onlyGiven: !only.isEmpty, elsewhere: elsewhere), terminator: "")
        }
    }
}

/// What restore (and rollback, and the demo) print.
enum RestoreRendering {
    /// `elsewhere`: written to a folder that is not the app's working archive (`--to`).
    static func text(_ result: SnapshotStore.RestoreResult, id: ObjectID, subject: String, onlyGiven: Bool, elsewhere: Bool = false) -> String {
        let verb = result.written ? "wrote" : "would write"
        var lines: [String] = []
        if let classic = result.state.classic {
            lines.append("\(verb) \(result.location.archive.path) (\(classic.objects.count) objects, \(result.archiveSize) bytes)")
            if classic.restorationInfo != nil { lines.append("\(verb) \(result.location.restorationInfo.path)") }
        }
        if result.state.hasScenes {
            let count = result.state.sessions.count
            lines.append("\(verb) \(count) scene session\(count == 1 ? "" : "s") in \(result.location.folder.path)")
        }
        if let windows = result.state.windows {
            let count = windows.appWindows.count, records = windows.windows.reduce(0) { $0 + $1.objects.count }
            let app = windows.windows.contains(where: \.isGlobal) ? " and the app's record" : ""
            lines.append("\(verb) \(result.location.folder.appendingPathComponent(WindowKeys.windowsFile).path) (\(count) window\(count == 1 ? "" : "s")\(app))")
            lines.append("\(verb) \(result.location.folder.appendingPathComponent(WindowKeys.dataFile).path) (\(records) record\(records == 1 ? "" : "s"), "
                + "encrypted with their windows' keys)")
        }
        if !result.state.files.isEmpty { lines.append("\(verb) \(result.state.files.count) other file\(result.state.files.count == 1 ? "" : "s")") }
        if !result.redacted.isEmpty {
            let count = result.redacted.count
            lines.append("\(count) private value\(count == 1 ? "" : "s") replaced by placeholders" + (result.state.windows == nil ? "" : "; the windows have new keys"))
        }
        if onlyGiven {
            lines += result.restoredSessions.map { "  from \(id.short): session \($0)" }
            lines += result.restoredObjects.map { "  from \(id.short): \($0)" }
            lines += result.restoredWindows.map { "  from \(id.short): " + (WindowPath($0).object == nil && $0 != SavedWindow.appName ? "window \($0)" : $0) }
        }
        if result.written {
            lines.append(elsewhere
                ? "Wrote \(id.short) (\(subject)) to \(result.location.folder.path); the app's working archive is unchanged."
                : "Restored \(id.short) (\(subject)) for the app's next launch.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a write settled of one killed at the same place before.
    static func noteRecovered(_ recovered: FileTransaction.Recovery?, console: Console) {
        guard let recovered, let folder = recovered.files.first else { return }
        switch recovered.outcome {
        case .completed: console.note("note: an earlier write of \(PrintableText.escaped(folder)) was stopped after the new state was on disk: it was completed")
        case .undone: console.note("note: an earlier write of \(PrintableText.escaped(folder)) was stopped before the new state was on disk: what it had staged was removed")
        }
    }

    /// The warning for a stale snapshot restored because of --force.
    static func warnIfForced(_ stale: (version: AppVersion?, staleness: Staleness)?, id: ObjectID, console: Console) {
        guard let stale else { return }
        console.note("warning: snapshot \(id.short) is stale (app version \(stale.version?.text ?? "none"), the app is \(stale.staleness.current.text)); restoring it because of --force")
    }
}
