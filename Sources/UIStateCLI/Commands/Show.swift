import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository
import StateRestoration

extension UIState {
    struct Show: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            After --, only the named objects and the objects below them.
            """,
            examples: [
                "uistate show",
                "uistate show HEAD~1 -- UINavigationController/BNRItemsViewController",
                "uistate show v1 --json",
                "uistate show HEAD~2 --stat",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.badData, "damaged snapshot"),
                (.fatal, "not a repository, unknown revision or unknown object"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show a snapshot: its metadata, app-level values, objects and scene sessions.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: ArgumentHelp("The snapshot (default: HEAD).", valueName: "rev"), completion: .custom(Completions.revisions))
        var revision: String?

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        @Flag(help: "Instead of the whole snapshot, what it changed against its parent: a line per object with the number of changed keys, and a summary.")
        var stat = false

        @Argument(parsing: .postTerminator, help: ArgumentHelp("Only these objects (and the objects below them) or scene sessions.", valueName: "object path or session"), completion: .custom(Completions.objectPaths))
        var paths: [String] = []

        func validate() throws {
            if stat && json { throw ValidationError("--stat and --json cannot be combined: for the changes as JSON use 'uistate diff <rev>~1 <rev> --json'") }
        }

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let spec = revision ?? "HEAD"
            let id = try store.resolve(spec)
            if stat {
                let console = context.console(pages: true)
                console.emit(try HistoryRendering.showStat(id, paths: paths.map(IdentifierPath.init), store: store, style: console.style))
                return
            }
            let info = try store.info(id)
            let state = try store.savedState(at: id)
            let filter = try HistoryRendering.Filter(paths, in: state, revision: spec)
            let console = context.console(machineOutput: json, pages: true)
            if json {
                console.emit(JSONValue.object(HistoryText.json(info, decorations: try store.decorations()) + SnapshotJSON.state(state, filter: filter)).rendered)
                return
            }
            console.emit(try HistoryRendering.show(id, state: state, store: store, filter: filter, style: console.style))
        }
    }
}
