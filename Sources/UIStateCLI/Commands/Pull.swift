import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository
import Git

extension UIState {
    struct Pull: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Snapshots are independent states, so diverged histories are not merged: your \
            snapshots the remote does not have are replayed (same trees, messages, authors \
            and dates, new parents) on top of the remote's, and pull says so. The working \
            archive is not touched; restore a snapshot to use it.
            """,
            examples: [
                "uistate pull",
                "uistate pull origin",
            ],
            exitStatuses: [
                (.success, "success"),
                (.differences, "the remote lacks the branch"),
                (.usage, "invalid command line"),
                (.fatal, "not a repository, unknown remote, unreachable server or failed authentication"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "pull",
            abstract: "Fetch, then bring the branch up to date with the remote.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @OptionGroup var remote: RemoteArgument

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let console = context.console()
            let before = try store.knownTips()
            let (updates, outcome) = try context.transfer { (options) throws(RepositoryError) in try store.pull(remote.name, options: options) }
            for update in updates { console.say(TransferRendering.update(update)) }
            switch outcome {
            case .upToDate:
                console.say("already up to date")
            case .fastForwarded(let from, let to):
                console.say("fast-forward: \(from?.short ?? "(none)")..\(to.short)")
            case .localAhead(let count):
                console.say("your branch is \(count) snapshot\(count == 1 ? "" : "s") ahead of the remote: push them with 'uistate push'")
            case .replayed(let count, let onto, let tip):
                console.say("replayed \(count) local snapshot\(count == 1 ? "" : "s") on top of the remote's \(onto.short): now at \(tip.short)")
            }
            TransferRendering.warnAboutArrivals(try store.scanArrived(since: before, policy: try store.privacyPolicy()), console: console)
        }
    }
}
