import ArgumentParser
import Foundation
import StateRepository

extension UIState {
    struct GC: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            libgit2 has no gc, so uistate does what git's does: reflog entries and prune \
            backups older than the grace period whose snapshots are on no branch or tag are \
            expired, everything still needed is written into one pack, then older packs and \
            loose objects past the grace period are deleted. Commits wait meanwhile (the \
            repository lock); an interrupted gc leaves a valid repository.

            --prune takes now, never, or an age: 2.weeks.ago (the default), 3.days, 12h, 3600.
            """,
            examples: [
                "uistate gc",
                "uistate prune --stale && uistate gc --prune=now",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.fatal, "not a repository or a lock held too long"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "gc",
            abstract: "Expire old history and repack the repository.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Option(help: ArgumentHelp("Grace period: now, never, or an age such as 2.weeks.ago.", valueName: "age"))
        var prune: GracePeriod = .twoWeeks

        func run(_ context: CommandContext) throws {
            let console = context.console()
            let store = try context.store()
            let result = try store.collectGarbage(gracePeriod: prune.seconds)
            for backup in result.expiredBackups { console.say("expired \(backup)") }
            console.say("expired \(result.expiredReflogEntries) reflog entr\(result.expiredReflogEntries == 1 ? "y" : "ies")")
            if let pack = result.pack { console.say("packed everything still needed into \(pack)") }
            console.say("deleted \(result.deletedPacks) old pack\(result.deletedPacks == 1 ? "" : "s") and \(result.deletedLooseObjects) loose object\(result.deletedLooseObjects == 1 ? "" : "s")")
        }
    }
}
