import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository

extension UIState {
    struct Clone: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Creates <directory>/.uistate (default directory: the last part of the URL, \
            without .git) as a bare repository with main tracking the remote's branch, every \
            tag, a reflog for every ref, and the pre-push hook that makes plain 'git push' \
            check for private values ('uistate hooks'). Set the working archive afterwards \
            with 'uistate config uistate.archive <path>'.
            """,
            examples: [
                "uistate clone git://qa.example.com/ui-states.git",
                "uistate clone ssh://git@example.com/team/ui-states.git states",
                "uistate clone ../shared/.uistate copy",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.fatal, "the folder is not empty, or the server is unreachable or refuses access (nothing is left behind)"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "clone",
            abstract: "Copy a snapshot repository from a git server.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The URL or path to clone.")
        var url: String

        @Argument(help: "A new or empty folder.", completion: .directory)
        var directory: String?

        func run(_ context: CommandContext) throws {
            let console = context.console()
            let folder = URL(fileURLWithPath: directory ?? SnapshotStore.cloneFolderName(for: url))
            let store = try context.transfer { (options) throws(RepositoryError) in
                try SnapshotStore.clone(url, into: folder, options: options, environment: context.environment, lockTimeout: context.lockTimeout)
            }
            UIState.installHook(store, context: context, console: console)
            let count = try store.tip().map { (tip) throws(RepositoryError) in try store.log(from: tip).count } ?? 0
            console.say("Cloned \(Redaction.text(url)) into \(store.gitDirectory) (\(count) snapshot\(count == 1 ? "" : "s"))")
            TransferRendering.warnAboutArrivals(try store.scanArrived(since: [], policy: try store.privacyPolicy()), console: console)
        }
    }
}
