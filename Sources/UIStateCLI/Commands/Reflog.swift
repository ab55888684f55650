import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository
import Git

extension UIState {
    struct Reflog: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Every commit, rollback and prune is recorded. Entries are named <ref>@{n}, which \
            every command accepts as a revision.
            """,
            examples: [
                "uistate reflog",
                "uistate reflog -n 5 --json",
                "uistate rollback main@{1}",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.fatal, "not a repository or unknown ref"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "reflog",
            abstract: "List where the branch (or another ref) has pointed, newest first.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "A branch or tag (default: the current branch).", completion: .custom(Completions.references))
        var reference: String?

        @Option(name: .customShort("n", allowingJoined: true), help: "Show at most this many entries.")
        var count: Int?

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let (name, entries) = try store.reflog(reference)
            let shown = Array(entries.prefix(count ?? entries.count))
            let console = context.console(machineOutput: json, pages: true)
            let short = name.kind == .other ? name.fullName : name.shortName
            if json {
                console.emit(JSONValue.array(shown.enumerated().map { index, entry in
                    .object([
                        JSONMember("selector", .string("\(short)@{\(index)}")),
                        JSONMember("old", .string(entry.old.hex)),
                        JSONMember("new", .string(entry.new.hex)),
                        JSONMember("committer", .string("\(entry.committer.name) <\(entry.committer.email)>")),
                        JSONMember("date", .string(HistoryText.date(entry.committer))),
                        JSONMember("message", .string(entry.message)),
                    ])
                }).rendered)
                return
            }
            let lines = shown.enumerated().map { index, entry in
                console.style.yellow(entry.new.short) + " \(short)@{\(index)}: \(entry.message)"
            }
            console.emit(lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n")
        }
    }
}
