import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository

extension UIState {
    struct GC: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            libgit2 has no gc, so uistate does what git's does: reflog entries and prune \
            backups older than the grace period whose snapshots are on no branch or tag are \
            expired, everything still needed is written into one pack, then every loose object \
            and older pack that pack holds is deleted, whatever its age; unreachable objects go \
            once past the grace period, temporary files of interrupted writes after an hour, and \
            the copies of the state that killed restores left beside the working archive \
            (.<name>.tmp-<pid>-<n> of a process that is gone). \
            Commits wait meanwhile (the repository lock); an interrupted gc leaves a valid \
            repository, and lock files it left are removed by the next command. Commits and \
            fetches run it by themselves past uistate.gcAuto loose objects (default 6700, 0 \
            turns it off) or 50 packs, when no other process holds the lock; -v prints the \
            sizes before and after.

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
            // uistate.retention first: what it drops is then only on the backup ref.
            if let retention = try store.retentionPolicy() {
                let thinned = try store.pruneRetention(retention)
                if !thinned.dropped.isEmpty { console.say("retention (\(retention)) dropped \(thinned.dropped.count) snapshot\(thinned.dropped.count == 1 ? "" : "s")") }
            }
            let result = try store.collectGarbage(gracePeriod: prune.seconds)
            for backup in result.expiredBackups { console.say("expired \(backup)") }
            console.say("expired \(result.expiredReflogEntries) reflog entr\(result.expiredReflogEntries == 1 ? "y" : "ies")")
            if let pack = result.pack { console.say("packed everything still needed into \(pack)") }
            console.say("deleted \(result.deletedPacks) old pack\(result.deletedPacks == 1 ? "" : "s") and \(result.deletedLooseObjects) loose object\(result.deletedLooseObjects == 1 ? "" : "s")"
                + (result.deletedTemporaryFiles > 0 ? ", and \(result.deletedTemporaryFiles) temporary file\(result.deletedTemporaryFiles == 1 ? "" : "s") of interrupted writes" : ""))
            if result.deletedAbandonedCopies > 0 {
                console.say("removed \(result.deletedAbandonedCopies) cop\(result.deletedAbandonedCopies == 1 ? "y" : "ies") of the saved state that killed restores left")
            }
            console.detail("objects: " + NumberText.fixed(Double(result.sizeBefore) / 1024, decimals: 1) + " KiB before, " + NumberText.fixed(Double(result.sizeAfter) / 1024, decimals: 1) + " KiB after")
        }
    }
}
