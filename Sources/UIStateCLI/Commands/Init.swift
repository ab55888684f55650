import ArgumentParser
import Foundation
import StateRepository

extension UIState {
    struct Init: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Creates <directory>/.uistate, a bare git repository with branch main and a reflog \
            for every ref. The settings go into its git config: uistate.archive (the working \
            savedState, relative to <directory>) and uistate.versionKey (the root key holding \
            the app version; default UIApplicationStateRestorationBundleVersion).
            """,
            examples: [
                "uistate init",
                "uistate init MyApp --archive \"Homepwner.savedState\"",
                "uistate init --version-key MyAppVersion",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.fatal, "the repository exists or cannot be created"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Create a snapshot repository.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The project folder (default: the current folder).", completion: .directory)
        var directory: String?

        @Option(help: ArgumentHelp("The working savedState folder or data.data.", valueName: "path"), completion: .file())
        var archive: String?

        @Option(help: ArgumentHelp("The root key that holds the app version.", valueName: "key"))
        var versionKey: String?

        func run(_ context: CommandContext) throws {
            let folder = URL(fileURLWithPath: directory ?? FileManager.default.currentDirectoryPath)
            let store = try SnapshotStore.create(
                in: folder, archive: archive, versionKey: versionKey, environment: context.environment, lockTimeout: context.lockTimeout)
            context.console().say("Initialized empty uistate repository in \(store.gitDirectory)")
        }
    }
}
