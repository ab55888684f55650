import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository
import StateRestoration
import Git

extension UIState {
    struct Status: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Lists the objects and scene sessions the working archive added, changed or removed since the last \
            snapshot, found by comparing tree ids (unchanged parts are not read). A working \
            folder that does not exist yet (an app that has not saved its state since it was \
            installed) is reported as such, with what to do; it is not an error.
            """,
            examples: [
                "uistate status",
                "uistate status --archive Other.savedState --json",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.badData, "malformed working archive"),
                (.noInput, "no working archive"),
                (.fatal, "not a repository"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "Compare the working archive with HEAD.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Option(help: ArgumentHelp("The working savedState (default: the configured one).", valueName: "path"), completion: .file())
        var archive: String?

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let console = context.console(machineOutput: json)
            let url = try context.workingArchive(archive)
            let head = try store.tip()
            if let absence = try store.absence(ofSavedStateAt: url) {
                return report(absence, branch: try store.branchName(), head: head, console: console)
            }
            let (changes, objectCount, sessionCount, windowCount, warnings) = try store.changes(ofSavedStateAt: url, against: head)
            context.warn(warnings)
            let branch = try store.branchName()
            if json {
                console.emit(JSONValue.object([
                    JSONMember("branch", .string(branch)),
                    JSONMember("head", .optional(head?.hex)),
                    JSONMember("archive", .string(url.path)),
                    JSONMember("exists", .bool(true)),
                    JSONMember("objects", .int(objectCount)),
                    JSONMember("clean", .bool(changes.isEmpty)),
                    JSONMember("added", .array(changes.added.map { .string($0.displayPath) })),
                    JSONMember("changed", .array(changes.changed.map { .string($0.displayPath) })),
                    JSONMember("removed", .array(changes.removed.map { .string($0.displayPath) })),
                    JSONMember("appChanged", .bool(changes.appChanged || changes.infoChanged)),
                    JSONMember("sessions", .int(sessionCount)),
                    JSONMember("sessionsAdded", .array(changes.sessionsAdded.map { .string($0) })),
                    JSONMember("sessionsChanged", .array(changes.sessionsChanged.map { .string($0) })),
                    JSONMember("sessionsRemoved", .array(changes.sessionsRemoved.map { .string($0) })),
                    JSONMember("filesChanged", .bool(changes.filesChanged)),
                    JSONMember("windows", .int(windowCount)),
                    JSONMember("windowsOpened", .array(changes.windowsAdded.map { .string($0) })),
                    JSONMember("windowsChanged", .array(changes.windowsChanged.map { .string($0) })),
                    JSONMember("windowsClosed", .array(changes.windowsRemoved.map { .string($0) })),
                ]).rendered)
                return
            }
            let style = console.style
            var out = ["On branch \(branch)" + (head.map { ", HEAD \($0.short)" } ?? ", no snapshots yet"),
                       "Working archive: \(url.path) (" + (windowCount > 0 ? "\(windowCount) window\(windowCount == 1 ? "" : "s") (AppKit), " : "") + "\(objectCount) objects"
                        + (sessionCount > 0 ? ", \(sessionCount) scene session\(sessionCount == 1 ? "" : "s")" : "") + ")"]
            if changes.isEmpty {
                out.append("nothing to commit: the saved state equals HEAD")
            } else {
                out.append("Changes against \(head == nil ? "an empty repository" : "HEAD"):")
                if changes.appChanged || changes.infoChanged { out.append("  " + style.yellow("app-level values changed")) }
                out += changes.sessionsAdded.map { "  " + style.green("added:    session \($0)") }
                out += changes.sessionsChanged.map { "  " + style.yellow("changed:  session \($0)") }
                out += changes.sessionsRemoved.map { "  " + style.red("removed:  session \($0)") }
                out += changes.windowsAdded.map { "  " + style.green("opened:   window \($0)") }
                out += changes.windowsChanged.map { "  " + style.yellow("changed:  window \($0)") }
                out += changes.windowsRemoved.map { "  " + style.red("closed:   window \($0)") }
                out += changes.added.map { "  " + style.green("added:    \($0.displayPath)") }
                out += changes.changed.map { "  " + style.yellow("changed:  \($0.displayPath)") }
                out += changes.removed.map { "  " + style.red("removed:  \($0.displayPath)") }
                if changes.filesChanged { out.append("  " + style.yellow("other files changed")) }
            }
            console.emit(out.joined(separator: "\n") + "\n")
        }

        private func report(_ absence: SavedStateAbsence, branch: String, head: ObjectID?, console: Console) {
            if json {
                console.emit(JSONValue.object([
                    JSONMember("branch", .string(branch)),
                    JSONMember("head", .optional(head?.hex)),
                    JSONMember("archive", .string(absence.path)),
                    JSONMember("exists", .bool(false)),
                    JSONMember("containerGone", .bool(absence.containerGone)),
                ]).rendered)
                return
            }
            let hint = switch (absence.containerGone, absence.simulatorApp) {
            case (true, let app?): "the app's container is gone too: a reinstalled app gets a new one; re-point with 'uistate init --simulator \(app)' once it has run"
            case (true, nil): "the app's container is gone too: was the app deleted? set another with 'uistate config uistate.archive <path>'"
            case (false, _): "the app writes it on its first preservation run: run it and send it to the background ('uistate watch' records it)"
            }
            console.emit("""
                On branch \(branch)\(head.map { ", HEAD \($0.short)" } ?? ", no snapshots yet")
                Working archive: \(absence.path) does not exist yet
                  (\(hint))

                """)
        }
    }
}
