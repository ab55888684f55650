import ArgumentParser
import Foundation
import StateRepository

extension UIState {
    struct Tag: UIStateSubcommand, DocumentedCommand {
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
            abstract: "Name snapshots worth keeping; list or delete names.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The tag's name.", completion: .custom(Completions.tags))
        var name: String?

        @Argument(help: ArgumentHelp("The snapshot to name (default: HEAD).", valueName: "rev"), completion: .custom(Completions.revisions))
        var revision: String?

        @Flag(name: .customShort("l"), help: "List tags (optionally those matching <name> as a pattern).")
        var list = false

        @Flag(name: .customShort("d"), help: "Delete the tag <name>.")
        var delete = false

        @Flag(name: .shortAndLong, help: "Move an existing tag.")
        var force = false

        @Flag(help: "With -l: print JSON (docs/json.md).")
        var json = false

        func validate() throws {
            if list && delete { throw ValidationError("-l and -d cannot be combined") }
            if delete && (name == nil || revision != nil) { throw ValidationError("-d takes one tag name") }
            if !list && !delete && name == nil { throw ValidationError("name the tag, or use -l to list") }
            if json && !list { throw ValidationError("--json goes with -l") }
        }

        func run() throws {
            let store = try RepositoryAccess.store(global)
            let console = Console(global: global, machineOutput: json)
            if list {
                let tags = try store.tags().filter { tag in name.map { fnmatch($0, tag.name, 0) == 0 } ?? true }
                if json {
                    console.emit(JSONValue.array(tags.map { tag in
                        .object([JSONMember("name", .string(tag.name)), JSONMember("id", .string(tag.target.hex)),
                                 JSONMember("subject", .string((try? store.info(tag.target).subject) ?? ""))])
                    }).rendered)
                } else {
                    for tag in tags { console.say(tag.name) }
                }
            } else if delete {
                let target = try store.deleteTag(name!)
                console.say("Deleted tag '\(name!)' (was \(target.short))")
            } else {
                let id = try store.resolve(revision ?? "HEAD")
                try store.createTag(name!, at: id, force: force)
                console.say("Tagged \(id.short) as '\(name!)'")
            }
        }
    }
}
