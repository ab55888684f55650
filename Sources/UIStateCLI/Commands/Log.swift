import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository
import StateRestoration

extension UIState {
    struct Log: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Revisions are spelled as in git: HEAD~2, a tag, a short id, main@{1}. After --, \
            only snapshots where one of the named objects was added, changed or removed. When \
            the app's current version is known (--app-version, uistate.appVersion or the \
            working archive), snapshots recorded for another version are marked stale; \
            --stale and --current list only those, or only the others.
            """,
            examples: [
                "uistate log",
                "uistate log -n 5 --oneline",
                "uistate log -- UINavigationController/BNRDetailViewController",
                "uistate log --stale --app-version 12.0",
                "uistate log --json",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.fatal, "not a repository or unknown revision"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "log",
            abstract: "List snapshots, newest first.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: ArgumentHelp("Where to start (default: HEAD).", valueName: "rev"), completion: .custom(Completions.revisions))
        var revision: String?

        @Option(name: .customShort("n", allowingJoined: true), help: "Show at most this many snapshots.")
        var count: Int?

        @Flag(help: "One line per snapshot.")
        var oneline = false

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        @Flag(exclusivity: .exclusive)
        var filter: LogFilter?

        @Option(help: ArgumentHelp("The app's current version (default: uistate.appVersion or the working archive's).", valueName: "version"))
        var appVersion: String?

        @Argument(parsing: .postTerminator, help: ArgumentHelp("Only snapshots that change these objects (or those below them) or scene sessions.", valueName: "object path or session"), completion: .custom(Completions.objectPaths))
        var paths: [String] = []

        func validate() throws {
            if let count, count < 0 { throw ValidationError("-n must not be negative") }
        }

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let start = try store.resolve(revision ?? "HEAD")
            let staleness = filter == nil ? try store.staleness(explicitVersion: appVersion) : try store.requiredStaleness(explicitVersion: appVersion)
            let console = context.console(machineOutput: json, pages: true)
            let decorations = try store.decorations()
            var written = 0
            try console.emitStream { (write) throws(RepositoryError) in
                try store.log(from: start, limit: count, paths: paths.map(IdentifierPath.init), staleness: staleness, only: filter?.stalenessFilter) { entry throws(RepositoryError) in
                    if json {
                        let members = HistoryText.json(entry.info, decorations: decorations) + [JSONMember("stale", entry.isStale.map(JSONValue.bool) ?? .null)]
                        write(JSONValue.object(members).renderedElement(first: written == 0))
                    } else {
                        var lines: [String] = []
                        HistoryRendering.logEntry(entry, first: written == 0, decorations: decorations, oneline: oneline, style: console.style, staleness: staleness, into: &lines)
                        for line in lines {
                            write(line)
                            write("\n")
                        }
                    }
                    written += 1
                }
                if json { write(JSONValue.closingArray(elements: written)) }
            }
        }
    }
}

/// `--stale` or `--current`.
enum LogFilter: String, EnumerableFlag {
    case stale
    case current

    var stalenessFilter: SnapshotStore.StalenessFilter { self == .stale ? .stale : .current }

    static func help(for value: LogFilter) -> ArgumentHelp? {
        switch value {
        case .stale: "Only snapshots that are stale for the app's current version."
        case .current: "Only snapshots that are current (not stale)."
        }
    }
}
