import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository
import Git

extension UIState {
    struct Rollback: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Moves the current branch to <revision> (by compare-and-swap; the reflog records \
            it) and restores that snapshot to the working archive, if one is configured. \
            'uistate rollback main@{1}' undoes a rollback. Stale snapshots are refused as by \
            restore unless --force.
            """,
            examples: [
                "uistate rollback HEAD~2",
                "uistate rollback main@{1}",
                "uistate rollback v1 --no-restore",
            ],
            exitStatuses: [
                (.success, "success"),
                (.staleSnapshot, "stale snapshot refused"),
                (.usage, "invalid command line"),
                (.badData, "damaged snapshot"),
                (.fatal, "not a repository, unknown revision, or the branch moved meanwhile"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "rollback",
            abstract: "Move the branch back to an earlier snapshot and restore it.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: ArgumentHelp("The snapshot to go back to.", valueName: "rev"), completion: .custom(Completions.revisions))
        var revision: String

        @Flag(help: "Only move the branch; do not write the working archive.")
        var noRestore = false

        @Flag(help: "Roll back to a stale snapshot anyway.")
        var force = false

        @Option(help: ArgumentHelp("The app's current version.", valueName: "version"))
        var appVersion: String?

        func run(_ context: CommandContext) throws {
            let console = context.console()
            let store = try context.store()
            let id = try store.resolve(revision)
            let working = noRestore ? nil : try store.workingArchive()
            if working != nil { RestoreRendering.warnIfForced(try store.checkNotStale(id, appVersion: appVersion, force: force), id: id, console: console) }
            // Read (and validated) before the branch moves: a damaged snapshot moves nothing.
            let committed = try store.savedState(at: id)
            let subject = try store.info(id).subject
            let moved = try store.moveBranch(to: id, reason: "rollback: to \(revision)")
            let branch = moved.branch.shortName
            console.say("\(branch): \(moved.old?.short ?? "(none)") -> \(id.short) (\(subject))")
            if let working {
                let result = try store.restore(committed, committedAs: id, to: working)
                console.say(RestoreRendering.text(result, id: id, subject: subject, onlyGiven: false), terminator: "")
            } else if !noRestore {
                console.note("note: no working archive configured; only the branch moved")
            }
            console.say("Undo with: uistate rollback \(branch)@{1}")
        }
    }
}
