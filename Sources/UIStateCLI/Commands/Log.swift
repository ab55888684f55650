import ArgumentParser
import Foundation
import Git
import StateRepository
import StateRestoration

extension UIState {
    struct Log: UIStateSubcommand, DocumentedCommand {
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

        @Flag(help: "Only snapshots that are stale for the app's current version.")
        var stale = false

        @Flag(help: "Only snapshots that are current (not stale).")
        var current = false

        @Option(help: ArgumentHelp("The app's current version (default: uistate.appVersion or the working archive's).", valueName: "version"))
        var appVersion: String?

        @Argument(parsing: .postTerminator, help: ArgumentHelp("Only these objects and the objects below them.", valueName: "object path"), completion: .custom(Completions.objectPaths))
        var paths: [String] = []

        func validate() throws {
            if let count, count < 0 { throw ValidationError("-n must not be negative") }
            if stale && current { throw ValidationError("--stale and --current cannot be combined") }
        }

        func run() throws {
            let store = try RepositoryAccess.store(global)
            let start = try store.resolve(revision ?? "HEAD")
            let staleness = try store.staleness(explicitVersion: appVersion)
            if (stale || current) && staleness == nil {
                throw CLIError("the app's current version is unknown: give --app-version or set uistate.appVersion", status: .fatal)
            }
            var staleIDs = Set<ObjectID>()
            let entries = try store.log(from: start, limit: count, paths: paths.map(IdentifierPath.init)) { info in
                guard let staleness else { return true }
                let isStale = staleness.isStale(try store.appVersion(of: info))
                if isStale { staleIDs.insert(info.id) }
                return stale ? isStale : current ? !isStale : true
            }
            let console = Console(global: global, machineOutput: json, pages: true)
            if json {
                let refs = try store.repository.references(matching: "refs/*")
                console.emit(JSONValue.array(entries.map { info in
                    .object(HistoryText.json(info, refs: refs) + [JSONMember("stale", staleness == nil ? .null : .bool(staleIDs.contains(info.id)))])
                }).rendered)
                return
            }
            console.emit(try HistoryRendering.log(entries, store: store, oneline: oneline, style: console.style, stale: staleIDs, staleness: staleness))
        }
    }
}
