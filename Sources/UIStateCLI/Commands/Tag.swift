import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import StateRepository
import Git

extension UIState {
    struct Tag: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Tags are lightweight git tags (refs/tags/<name>): plain git, servers and every \
            revision argument understand them. prune refuses to drop a tagged snapshot \
            unless told what to do with the tag.
            """,
            examples: [
                "uistate tag login-bug",
                "uistate tag before-upgrade HEAD~1",
                "uistate tag -l",
                "uistate tag -d login-bug",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line or name"),
                (.fatal, "not a repository, unknown revision or tag, or the tag exists (use -f)"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "tag",
            abstract: "Name snapshots worth keeping; list or delete names.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The tag's name.", completion: .custom(Completions.tags))
        var name: String?

        @Argument(help: ArgumentHelp("The snapshot to name (default: HEAD).", valueName: "rev"), completion: .custom(Completions.revisions))
        var revision: String?

        @Flag(exclusivity: .exclusive)
        var action: TagAction?

        @Flag(name: .shortAndLong, help: "Move an existing tag.")
        var force = false

        @Flag(help: "With -l: print JSON (docs/json.md).")
        var json = false

        func validate() throws {
            if action == .delete && (name == nil || revision != nil) { throw ValidationError("-d takes one tag name") }
            if action == nil && name == nil { throw ValidationError("name the tag, or use -l to list") }
            if json && action != .list { throw ValidationError("--json goes with -l") }
        }

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let console = context.console(machineOutput: json)
            switch (action, name) {
            case (.list?, _):
                let pattern = name.map(Glob.init)
                let tags = try store.tags().filter { pattern?.matches($0.name) ?? true }
                if json {
                    console.emit(JSONValue.array(try tags.map { tag in
                        .object([JSONMember("name", .string(tag.name)), JSONMember("id", .string(tag.target.hex)),
                                 JSONMember("subject", .string(try store.info(tag.target).subject))])
                    }).rendered)
                } else {
                    for tag in tags { console.say(tag.name) }
                }
            case (.delete?, let name?):
                let target = try store.deleteTag(name)
                console.say("Deleted tag '\(name)' (was \(target.short))")
            case (nil, let name?):
                let id = try store.resolve(revision ?? "HEAD")
                try store.createTag(name, at: id, force: force)
                console.say("Tagged \(id.short) as '\(name)'")
            case (_, nil):
                throw ValidationError("name the tag, or use -l to list")
            }
        }
    }
}

/// `tag -l` lists, `tag -d` deletes; without either, `tag` names a snapshot.
enum TagAction: String, EnumerableFlag {
    case list
    case delete

    static func name(for value: TagAction) -> NameSpecification {
        switch value {
        case .list: [.customShort("l"), .long]
        case .delete: [.customShort("d"), .long]
        }
    }

    static func help(for value: TagAction) -> ArgumentHelp? {
        switch value {
        case .list: "List tags (optionally those matching <name> as a pattern)."
        case .delete: "Delete the tag <name>."
        }
    }
}
