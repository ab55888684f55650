import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository
import StateRestoration

extension UIState {
    struct Diff: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Forms, as in git:
              uistate diff                 the working archive against HEAD
              uistate diff <rev>           the working archive against <rev>
              uistate diff <a> <b>         <a> against <b>; also <a>..<b>
              ... -- <object path>...      only these objects/sessions/windows and below

            With no working archive configured or given, 'uistate diff <rev>' compares <rev> \
            with HEAD, and says so.

            Objects are compared as UIKit (or AppKit) decodes them: keys added, removed or \
            changed with their types (a Float becoming a Double is a change), arrays aligned \
            as git aligns lines (an element inserted is one addition; past 1,000 edits, by \
            position, and said), \
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
            commandName: "diff",
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

        @Flag(exclusivity: .exclusive)
        var format: DiffFormat?

        var json: Bool { format == .json }

        @Flag(help: "Exit with 1 when there are differences.")
        var exitCode = false

        @Flag(help: "Also show the timestamp, which changes with every preservation run.")
        var all = false

        @Argument(parsing: .postTerminator, help: ArgumentHelp("Only these objects (and the objects below them) or scene sessions.", valueName: "object path or session"), completion: .custom(Completions.objectPaths))
        var paths: [String] = []

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let console = context.console(machineOutput: json, pages: true)
            let request = try store.comparison(of: revisions, archive: archive.map(URL.init(fileURLWithPath:)))
            if request.fellBackToHead {
                console.note("note: no working archive configured; comparing \(request.old.spec) with HEAD")
            }
            let comparison = try store.compare(
                from: request.old.id, to: request.newState, paths: paths.map(IdentifierPath.init), includeTimestamp: all)
            context.warn(comparison.warnings)
            let diff = comparison.diff
            let output: String
            switch format {
            case .json: output = DiffRendering.json(diff, request: request).rendered
            case .stat: output = DiffRendering.stat(diff, style: console.style)
            case .nameStatus: output = DiffRendering.nameStatus(diff)
            case .patch: output = try DiffRendering.patch(comparison)
            case nil: output = DiffRendering.text(diff, header: DiffRendering.header(request), style: console.style)
            }
            console.emit(output)
            if exitCode && !diff.isEmpty { throw ExitCode(ExitStatus.differences.rawValue) }
        }
    }
}

/// The forms `diff` prints besides its full text.
enum DiffFormat: String, EnumerableFlag {
    case stat
    case nameStatus
    case patch
    case json

    static func help(for value: DiffFormat) -> ArgumentHelp? {
        switch value {
        case .stat: "A line per object with the number of changed keys, and a summary."
        case .nameStatus: "A status letter (A, D, M, T) and the path of each changed object."
        case .patch: "A unified diff of the stored canonical texts."
        case .json: "Print JSON (docs/json.md)."
        }
    }
}
