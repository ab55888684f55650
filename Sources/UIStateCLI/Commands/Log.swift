import ArgumentParser
import Foundation
import Git
import StateRepository
import StateRestoration

extension UIState {
    struct Log: UIStateSubcommand {
        static let configuration = CommandConfiguration(
            abstract: "List snapshots, newest first.",
            discussion: """
                Revisions are spelled as in git: HEAD~2, a tag, a short id, main@{1}. After --, \
                only snapshots where one of the named objects was added, changed or removed.

                Examples:
                  uistate log
                  uistate log -n 5 --oneline
                  uistate log -- UINavigationController/BNRDetailViewController
                  uistate log --json

                Exit status: 0 success, 64 usage, 128 not a repository or unknown revision.
                """)

        @ParentCommand var root: UIState

        @Argument(help: "Where to start (default: HEAD).")
        var revision: String?

        @Option(name: .customShort("n"), help: "Show at most this many snapshots.")
        var count: Int?

        @Flag(help: "One line per snapshot.")
        var oneline = false

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        @Argument(parsing: .postTerminator, help: "Object identifier paths.")
        var paths: [String] = []

        func validate() throws {
            if let count, count < 0 { throw ValidationError("-n must not be negative") }
        }

        func run() throws {
            let store = try RepositoryAccess.store()
            let start = try store.resolve(revision ?? "HEAD")
            let entries = try store.log(from: start, limit: count, paths: paths.map(IdentifierPath.init))
            let console = Console(global: global, machineOutput: json, pages: true)
            if json {
                let refs = try store.repository.references(matching: "refs/*")
                console.emit(JSONValue.array(entries.map { .object(HistoryText.json($0, refs: refs)) }).rendered)
                return
            }
            console.emit(try HistoryRendering.log(entries, store: store, oneline: oneline, style: console.style))
        }
    }
}
