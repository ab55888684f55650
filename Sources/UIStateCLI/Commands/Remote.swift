import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository

extension UIState {
    struct Remote: DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Remotes live in the repository's git config, exactly as git keeps them \
            (remote.<name>.url and a fetch refspec). Any git server works: local paths, \
            file://, git://, ssh:// and https:// URLs.
            """,
            examples: [
                "uistate remote add origin git@github.com:team/ui-states.git",
                "uistate remote list",
                "uistate remote set-url origin https://git.example.com/team/ui-states.git",
                "uistate remote remove origin",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line or name"),
                (.fatal, "not a repository, unknown remote, or the remote exists"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "remote",
            abstract: "Manage the git servers snapshots are shared through.",
            discussion: documentation.discussion,
            subcommands: [Add.self, Remove.self, List.self, SetURL.self],
            defaultSubcommand: List.self)

        struct Add: UIStateCommand {
            static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a remote.")
            @ParentCommand var root: UIState
            @Argument(help: "The remote's name.") var name: String
            @Argument(help: "Its URL or path.") var url: String

            func run(_ context: CommandContext) throws {
                try context.store().addRemote(name, url: url)
            }
        }

        struct Remove: UIStateCommand {
            static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a remote and its remote-tracking branches.", aliases: ["rm"])
            @ParentCommand var root: UIState
            @Argument(help: "The remote's name.", completion: .custom(Completions.remotes)) var name: String

            func run(_ context: CommandContext) throws {
                try context.store().removeRemote(name)
            }
        }

        struct List: UIStateCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "List remotes and their URLs.")
            @ParentCommand var root: UIState
            @Flag(help: "Print JSON (docs/json.md).") var json = false

            func run(_ context: CommandContext) throws {
                let remotes = try context.store().remotes()
                let console = context.console(machineOutput: json)
                if json {
                    console.emit(JSONValue.array(remotes.map { .object([JSONMember("name", .string($0.name)), JSONMember("url", .string(Redaction.text($0.url)))]) }).rendered)
                } else {
                    for remote in remotes { console.say("\(remote.name)\t\(Redaction.text(remote.url))") }
                }
            }
        }

        struct SetURL: UIStateCommand {
            static let configuration = CommandConfiguration(commandName: "set-url", abstract: "Change a remote's URL.")
            @ParentCommand var root: UIState
            @Argument(help: "The remote's name.", completion: .custom(Completions.remotes)) var name: String
            @Argument(help: "Its new URL or path.") var url: String

            func run(_ context: CommandContext) throws {
                try context.store().setRemoteURL(name, url: url)
            }
        }
    }
}
