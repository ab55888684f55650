import ArgumentParser
import Foundation
import StateRepository

extension UIState {
    struct Config: UIStateSubcommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Settings live in the repository's git config: uistate.archive (the working \
            savedState, relative to the project folder), uistate.versionKey (the root key \
            holding the app version), uistate.appVersion (the app's current version, for \
            staleness), and for sharing uistate.sshKey, uistate.username, uistate.token.
            """,
            examples: [
                "uistate config uistate.appVersion 12.0",
                "uistate config uistate.archive",
                "uistate config --list",
                "uistate config --unset uistate.appVersion",
            ],
            exitStatuses: [
                (.success, "success"),
                (.differences, "the key is not set"),
                (.usage, "invalid command line"),
                (.fatal, "not a repository"),
            ])

        static let configuration = CommandConfiguration(
            abstract: "Read or change the repository's uistate settings.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The setting.", completion: .custom(Completions.settings))
        var key: String?

        @Argument(help: "Its new value.")
        var value: String?

        @Flag(help: "List every uistate setting.")
        var list = false

        @Flag(help: "Remove the setting.")
        var unset = false

        @Flag(help: "With --list: print JSON (docs/json.md).")
        var json = false

        func validate() throws {
            if list && (key != nil || unset) { throw ValidationError("--list takes no key") }
            if !list && key == nil { throw ValidationError("name a setting, or use --list") }
            if unset && value != nil { throw ValidationError("--unset takes no value") }
            if json && !list { throw ValidationError("--json goes with --list") }
            if let key, !key.contains(".") { throw ValidationError("settings are section.name, such as uistate.appVersion") }
        }

        func run() throws {
            let store = try RepositoryAccess.store(global)
            let console = Console(global: global, machineOutput: json)
            if list {
                let entries = try store.settingEntries()
                if json {
                    console.emit(JSONValue.array(entries.map { .object([JSONMember("name", .string($0.name)), JSONMember("value", .string($0.value))]) }).rendered)
                } else {
                    for entry in entries { console.say("\(entry.name)=\(entry.value)") }
                }
            } else if unset {
                try store.setSetting(key!, nil)
            } else if let value {
                try store.setSetting(key!, value)
            } else {
                guard let current = try store.setting(key!) else { throw ExitCode(ExitStatus.differences.rawValue) }
                console.say(current)
            }
        }
    }
}
