import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository

extension UIState {
    struct Config: UIStateCommand, DocumentedCommand {
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
                "uistate config uistate.retention --keep-daily 7 --keep-weekly 4",
            ],
            exitStatuses: [
                (.success, "success"),
                (.differences, "the key is not set"),
                (.usage, "invalid command line"),
                (.fatal, "not a repository"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "config",
            abstract: "Read or change the repository's uistate settings.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The setting.", completion: .custom(Completions.settings))
        var key: String?

        /// Every word after the key, options too: a retention policy is written as prune's
        /// options (`uistate config uistate.retention --keep-daily 7 --keep-weekly 4`).
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Its new value.", valueName: "value"))
        var words: [String] = []

        var value: String? { words.isEmpty ? nil : words.joined(separator: " ") }

        @Flag(exclusivity: .exclusive)
        var action: ConfigAction?

        @Flag(help: "With --list: print JSON (docs/json.md).")
        var json = false

        @Flag(help: "Print uistate.token and passwords in URLs instead of ***.")
        var showSecret = false

        func validate() throws {
            if action == .list && key != nil { throw ValidationError("--list takes no key") }
            if action != .list && key == nil { throw ValidationError("name a setting, or use --list") }
            if action == .unset && value != nil { throw ValidationError("--unset takes no value") }
            if json && action != .list { throw ValidationError("--json goes with --list") }
            if let key, !key.contains(".") { throw ValidationError("settings are section.name, such as uistate.appVersion") }
            if let key, let value, key.lowercased() == SnapshotStore.Settings.retentionKey.lowercased() {
                do {
                    _ = try RetentionPolicy(parsing: value)
                } catch {
                    throw ValidationError(error.description)
                }
            }
            let booleans = [SnapshotStore.Settings.redactKey, SnapshotStore.Settings.redactTypedTextKey]
            if let key, let value, let setting = booleans.first(where: { $0.lowercased() == key.lowercased() }),
                !["true", "false", "yes", "no", "on", "off", "1", "0"].contains(value.lowercased())
            {
                throw ValidationError("\(setting) takes true or false")
            }
        }

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let console = context.console(machineOutput: json)
            switch (action, key, value) {
            case (.list?, _, _):
                let entries = try store.settingEntries().map { (name: $0.name, value: showSecret ? $0.value : Redaction.setting($0.name, $0.value)) }
                if json {
                    console.emit(JSONValue.array(entries.map { .object([JSONMember("name", .string($0.name)), JSONMember("value", .string($0.value))]) }).rendered)
                } else {
                    for entry in entries { console.say("\(entry.name)=\(entry.value)") }
                }
            case (.unset?, let key?, _):
                try store.setSetting(key, nil)
            case (nil, let key?, let value?):
                try store.setSetting(key, value)
            case (nil, let key?, nil):
                guard let current = try store.setting(key) else { throw ExitCode(ExitStatus.differences.rawValue) }
                console.say(showSecret ? current : Redaction.setting(key, current))
            case (_, nil, _):
                throw ValidationError("name a setting, or use --list")
            }
        }
    }
}

/// What `config` does besides reading or setting one key.
enum ConfigAction: String, EnumerableFlag {
    case list
    case unset

    static func help(for value: ConfigAction) -> ArgumentHelp? {
        switch value {
        case .list: "List every uistate setting."
        case .unset: "Remove the setting."
        }
    }
}
