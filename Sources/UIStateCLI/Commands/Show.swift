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

            --sizes lists every object with the bytes it takes as UIKit or AppKit stores it (its own \
            binary keyed archive; a Mac window's record, its chunks) and its share of the \
            whole, biggest first, then the biggest keys: what makes a saved state big. --tree \
            draws the controller tree UIKit (AppKit) would rebuild, per scene session and Mac window \
            (box-drawing characters in a UTF-8 locale, ASCII otherwise). docs/views.md.
            """,
            examples: [
                "uistate show",
                "uistate show HEAD~1 -- UINavigationController/BNRItemsViewController",
                "uistate show v1 --json",
                "uistate show HEAD~2 --stat",
                "uistate show --sizes",
                "uistate show v1 --tree",
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

        @Flag(help: "Each object's size in bytes and share of the whole, biggest first, and the biggest keys.")
        var sizes = false

        @Flag(help: "The controller tree UIKit (a Mac app: AppKit's windows) would rebuild, drawn in the terminal.")
        var tree = false

        @Argument(parsing: .postTerminator, help: ArgumentHelp("Only these objects (and the objects below them) or scene sessions.", valueName: "object path or session"), completion: .custom(Completions.objectPaths))
        var paths: [String] = []

        func validate() throws {
            if stat && json { throw ValidationError("--stat and --json cannot be combined: for the changes as JSON use 'uistate diff <rev>~1 <rev> --json'") }
            if [stat, sizes, tree].filter({ $0 }).count > 1 { throw ValidationError("--stat, --sizes and --tree cannot be combined: give one of them") }
            if tree && json { throw ValidationError("--tree draws for the terminal and has no JSON form: use 'uistate show --json' for the objects") }
            if (sizes || tree) && !paths.isEmpty { throw ValidationError("--sizes and --tree show the whole snapshot: leave out the paths after --") }
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
            if sizes || tree {
                let state = try store.savedState(at: id)
                let console = context.console(machineOutput: json, pages: true)
                if tree {
                    console.emit(TreeRendering.text(state, glyphs: TreeRendering.glyphs(environment: context.environment), style: console.style))
                } else if json {
                    console.emit(SizesRendering.json(StateSizes(state), revision: spec).rendered)
                } else {
                    console.emit(SizesRendering.text(StateSizes(state), revision: spec, style: console.style))
                }
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
