import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository

extension UIState {
    struct Push: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Pushes the current branch (or the branches and tags named), fast-forward only. A \
            rejected update (the remote has snapshots you do not have, or a server hook \
            refused it) is an error with exit status 1, never a silent success: pull, then \
            push again. --force-with-lease overwrites the remote branch only if it still is \
            what you last fetched. The first push of a branch records its upstream.

            Push protection: the snapshots the remote does not have yet are scanned first \
            (each distinct file once, through scan's cache), and a private value in any of them \
            (docs/privacy.md) stops the push before anything is sent, exit 1, naming the \
            snapshot, object, key path and rule, never the value. The ways out: 'uistate redact \
            <range>' and push again, or --allow-private for this push; \
            uistate.remote.<name>.allowPrivate true lets a private server receive them.
            """,
            examples: [
                "uistate push",
                "uistate push origin main login-bug",
                "uistate push --tags",
                "uistate push --force-with-lease",
                "uistate push --allow-private",
            ],
            exitStatuses: [
                (.success, "success"),
                (.differences, "rejected, or refused by push protection (private values; nothing sent)"),
                (.usage, "invalid command line"),
                (.fatal, "not a repository, unknown remote or ref, unreachable server or failed authentication"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "push",
            abstract: "Upload snapshots (branches and tags) to a remote.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @OptionGroup var remote: RemoteArgument

        @Argument(help: "Branches and tags to push (default: the current branch).", completion: .custom(Completions.references))
        var references: [String] = []

        @Flag(help: "Also push every tag.")
        var tags = false

        @Flag(help: "Overwrite the remote branch if it still is what you last fetched.")
        var forceWithLease = false

        @Flag(help: "Send snapshots holding private values anyway (this push only).")
        var allowPrivate = false

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let console = context.console()
            let result = try context.transfer { (options) throws(RepositoryError) in
                try store.push(remote.name, references: references, allTags: tags, forceWithLease: forceWithLease, allowPrivate: allowPrivate, options: options)
            }
            for reference in result.references {
                console.say("pushed \(TransferRendering.name(reference)) to \(result.remote)")
            }
            if let upstream = result.setUpstream { console.say("branch tracks \(upstream) from now on") }
        }
    }
}
