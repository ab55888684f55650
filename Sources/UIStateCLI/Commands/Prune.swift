import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository
import StateRestoration
import Git

extension UIState {
    struct Prune: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Rewrites the branch without the snapshots the app's shouldRestoreApplicationState \
            would refuse (recorded for another version under uistate.versionKey). The others \
            keep their trees, order, messages and dates. The old history is kept as \
            refs/uistate/backup/<time>-prune, so a prune can be undone (uistate rollback \
            <that ref>) until 'uistate gc' expires it. Tags on dropped snapshots: refused \
            unless --delete-tags or --keep-tags.
            """,
            examples: [
                "uistate prune --stale --dry-run",
                "uistate prune --stale --app-version 12.0",
                "uistate prune --stale --delete-tags && uistate gc --prune=now",
            ],
            exitStatuses: [
                (.success, "success"),
                (.differences, "refused (tagged stale snapshots, or nothing would remain)"),
                (.usage, "invalid command line"),
                (.badData, "damaged snapshot"),
                (.fatal, "not a repository, unknown app version, or a lock held too long"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "prune",
            abstract: "Discard snapshots that are stale for the app's current version.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Flag(help: "Drop the stale snapshots (the only mode, required).")
        var stale = false

        @Option(help: ArgumentHelp("The app's current version (default: uistate.appVersion or the working archive's).", valueName: "version"))
        var appVersion: String?

        @Flag(help: "Say what would be dropped, change nothing.")
        var dryRun = false

        @Flag(exclusivity: .exclusive)
        var tagPolicy: TagPolicy?

        func validate() throws {
            guard stale else { throw ValidationError("say what to prune: --stale") }
        }

        func run(_ context: CommandContext) throws {
            let console = context.console()
            let store = try context.store()
            let staleness = try store.requiredStaleness(explicitVersion: appVersion)
            let result = try store.pruneStale(staleness, tags: tagPolicy?.policy ?? .refuse, dryRun: dryRun)
            guard !result.dropped.isEmpty else {
                console.say("nothing to prune: no snapshot is stale for app version \(staleness.current.text) (\(staleness.versionKey))")
                return
            }
            console.say("\(dryRun ? "would drop" : "dropped") \(result.dropped.count) snapshot\(result.dropped.count == 1 ? "" : "s") stale for app version \(staleness.current.text), keeping \(result.keptCount):")
            for (info, version) in result.dropped {
                console.say("  \(info.id.short)  app \(version?.text ?? "(none)")  \(info.subject)")
            }
            for tag in result.deletedTags { console.say("\(dryRun ? "would delete" : "deleted") tag '\(tag)'") }
            for tag in result.movedTags { console.say("moved tag '\(tag)' to its rewritten snapshot") }
            if let backup = result.backup, let old = result.oldTip, let new = result.newTip {
                console.say("\(try store.branchName()): \(old.short) -> \(new.short); the old history is kept as \(backup)")
                console.say("Undo with 'uistate rollback \(backup)'; discard it for good with 'uistate gc --prune=now'.")
            }
        }
    }
}

/// What to do with tags on the snapshots a prune drops (default: refuse to prune).
enum TagPolicy: String, EnumerableFlag {
    case deleteTags
    case keepTags

    var policy: SnapshotStore.DroppedTagPolicy { self == .deleteTags ? .delete : .keep }

    static func help(for value: TagPolicy) -> ArgumentHelp? {
        switch value {
        case .deleteTags: "Delete tags that point at dropped snapshots."
        case .keepTags: "Keep tags on dropped snapshots (they keep those snapshots alive)."
        }
    }
}
