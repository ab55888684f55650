import ArgumentParser
import Foundation
import StateRepository
import StateRestoration

extension UIState {
    struct Show: UIStateSubcommand {
        static let configuration = CommandConfiguration(
            abstract: "Show a snapshot: its metadata, app-level values and objects.",
            discussion: """
                After --, only the named objects and the objects below them.

                Examples:
                  uistate show
                  uistate show HEAD~1 -- UINavigationController/BNRItemsViewController
                  uistate show v1 --json

                Exit status: 0 success, 64 usage, 65 damaged snapshot, 128 not a repository, \
                unknown revision or unknown object.
                """)

        @ParentCommand var root: UIState

        @Argument(help: "The snapshot (default: HEAD).")
        var revision: String?

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        @Argument(parsing: .postTerminator, help: "Object identifier paths.")
        var paths: [String] = []

        func run() throws {
            let store = try RepositoryAccess.store()
            let spec = revision ?? "HEAD"
            let id = try store.resolve(spec)
            let info = try store.info(id)
            let snapshot = try store.snapshot(at: id)
            let filters = paths.map(IdentifierPath.init)
            for filter in filters where !snapshot.objects.contains(where: { filter.contains($0.path) }) {
                throw RepositoryError.unknownObject(path: filter.rawValue, revision: spec)
            }
            let console = Console(global: global, machineOutput: json, pages: true)
            if json {
                let refs = try store.repository.references(matching: "refs/*")
                console.emit(JSONValue.object(HistoryText.json(info, refs: refs) + [
                    JSONMember("app", SnapshotJSON.app(snapshot)),
                    JSONMember("objects", SnapshotJSON.objects(HistoryRendering.objects(snapshot, filters), in: snapshot)),
                ]).rendered)
                return
            }
            console.emit(try HistoryRendering.show(id, store: store, filters: filters, style: console.style))
        }
    }
}
