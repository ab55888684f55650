import ArgumentParser
import Foundation
import Git
import StateRepository
import StateRestoration

extension UIState {
    struct Diff: UIStateSubcommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Forms, as in git:
              uistate diff                 the working archive against HEAD
              uistate diff <rev>           the working archive against <rev>
              uistate diff <a> <b>         <a> against <b>; also <a>..<b>
              ... -- <object path>...      only these objects and the objects below them

            With no working archive configured or given, 'uistate diff <rev>' compares <rev> \
            with HEAD, and says so.

            Objects are compared as UIKit decodes them: keys added, removed or changed with \
            their types (a Float becoming a Double is a change), arrays by position, \
            dictionaries by key, sets as sets, nested view archives as nested objects. How an \
            archive was encoded never shows as a difference. The timestamp, which changes \
            with every run, is shown only with --all.
            """,
            examples: [
                "uistate diff HEAD~1",
                "uistate diff v1..v2 --stat",
                "uistate diff HEAD~3 HEAD -- UINavigationController/BNRItemsViewController",
                "uistate diff --exit-code --json",
            ],
            exitStatuses: [
                (.success, "no differences (or any, without --exit-code)"),
                (.differences, "differences with --exit-code"),
                (.usage, "invalid command line"),
                (.badData, "malformed working archive or damaged snapshot"),
                (.noInput, "no working archive"),
                (.fatal, "not a repository, unknown revision or object"),
            ])

        static let configuration = CommandConfiguration(
            abstract: "Show what changed between two UI states, object by object and key by key.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: ArgumentHelp("The older state (default: HEAD), or <a>..<b>.", valueName: "a"), completion: .custom(Completions.revisions))
        var first: String?

        @Argument(help: ArgumentHelp("The newer state (default: the working archive).", valueName: "b"), completion: .custom(Completions.revisions))
        var second: String?

        var revisions: [String] { [first, second].compactMap { $0 } }

        @Option(help: ArgumentHelp("The working savedState (default: the configured one).", valueName: "path"), completion: .file())
        var archive: String?

        @Flag(help: "A line per object with the number of changed keys, and a summary.")
        var stat = false

        @Flag(help: "A status letter (A, D, M, T) and the path of each changed object.")
        var nameStatus = false

        @Flag(help: "A unified diff of the stored canonical texts.")
        var patch = false

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        @Flag(help: "Exit with 1 when there are differences.")
        var exitCode = false

        @Flag(help: "Also show the timestamp, which changes with every preservation run.")
        var all = false

        @Argument(parsing: .postTerminator, help: ArgumentHelp("Only these objects and the objects below them.", valueName: "object path"), completion: .custom(Completions.objectPaths))
        var paths: [String] = []

        func validate() throws {
            if [stat, nameStatus, patch, json].filter({ $0 }).count > 1 {
                throw ValidationError("--stat, --name-status, --patch and --json cannot be combined")
            }
        }

        func run() throws {
            let store = try RepositoryAccess.store(global)
            let console = Console(global: global, machineOutput: json, pages: true)
            var specs = revisions
            if specs.count == 1, let range = specs[0].range(of: "..") {
                specs = [String(specs[0][..<range.lowerBound]), String(specs[0][range.upperBound...])].map { $0.isEmpty ? "HEAD" : $0 }
            }
            let working = try archive.map(URL.init(fileURLWithPath:)) ?? (specs.count < 2 ? store.workingArchive() : nil)
            let oldSpec: String
            let new: ComparedState
            let newLabel: String
            var toJSON: JSONValue
            switch (specs.count, working) {
            case (0, nil):
                throw RepositoryError.noWorkingArchive
            case (0, let url?), (1, let url?):
                oldSpec = specs.first ?? "HEAD"
                new = .savedState(url)
                newLabel = url.path
                toJSON = .object([JSONMember("archive", .string(url.path))])
            case (1, nil):
                oldSpec = specs[0]
                let head = try store.resolve("HEAD")
                new = .commit(head)
                newLabel = "HEAD (\(head.short))"
                toJSON = .object([JSONMember("revision", .string("HEAD")), JSONMember("id", .string(head.hex))])
                console.note("note: no working archive configured; comparing \(oldSpec) with HEAD")
            default:
                oldSpec = specs[0]
                let id = try store.resolve(specs[1])
                new = .commit(id)
                newLabel = "\(specs[1]) (\(id.short))"
                toJSON = .object([JSONMember("revision", .string(specs[1])), JSONMember("id", .string(id.hex))])
            }
            let old = try store.resolve(oldSpec)
            let comparison = try store.compare(from: old, to: new, paths: paths.map(IdentifierPath.init), includeTimestamp: all)
            for warning in comparison.warnings { console.note("warning: \(warning)") }
            let diff = comparison.diff
            let output: String
            if json {
                output = DiffRendering.json(diff, from: .object([JSONMember("revision", .string(oldSpec)), JSONMember("id", .string(old.hex))]), to: toJSON).rendered
            } else if stat {
                output = DiffRendering.stat(diff, style: console.style)
            } else if nameStatus {
                output = DiffRendering.nameStatus(diff)
            } else if patch {
                output = try DiffRendering.patch(comparison)
            } else {
                output = DiffRendering.text(diff, header: "diff \(oldSpec) (\(old.short)) -> \(newLabel)", style: console.style)
            }
            console.emit(output)
            if exitCode && !diff.isEmpty { throw ExitCode(ExitStatus.differences.rawValue) }
        }
    }
}
