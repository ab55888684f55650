import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository

extension UIState {
    struct Fetch: UIStateCommand, DocumentedCommand {
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
            commandName: "fetch",
            abstract: "Download snapshots and tags from a remote.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @OptionGroup var remote: RemoteArgument

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let console = context.console()
            let updates = try context.transfer { (options) throws(RepositoryError) in try store.fetch(remote.name, options: options) }
            for update in updates { console.say(TransferRendering.update(update)) }
            if updates.isEmpty { console.say("already up to date") }
        }
    }
}
