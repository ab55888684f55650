import ArgumentParser
import Foundation
import StateRepository

extension UIState {
    struct Fetch: UIStateSubcommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Updates the remote-tracking branches (refs/remotes/<remote>/*) and tags; the \
            local branch is not touched (see pull). Progress goes to stderr on a terminal.
            """,
            examples: [
                "uistate fetch",
                "uistate fetch qa",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.fatal, "not a repository, unknown remote, unreachable server or failed authentication"),
            ])

        static let configuration = CommandConfiguration(
            abstract: "Download snapshots and tags from a remote.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The remote (default: the branch's upstream, or origin).", completion: .custom(Completions.remotes))
        var remote: String?

        func run() throws {
            let store = try RepositoryAccess.store(global)
            let console = Console(global: global)
            let updates = try ProgressReporter(policy: console.policy).transfer(NetworkAccess.credentials(store)) {
                try store.fetch(remote, options: $0)
            }
            for update in updates { console.say(NetworkAccess.describe(update)) }
            if updates.isEmpty { console.say("already up to date") }
        }
    }
}
