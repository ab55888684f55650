import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository
import StateRestoration
import Git
import Platform

extension UIState {
    struct Prune: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            --stale rewrites the branch without the snapshots the app's \
            shouldRestoreApplicationState would refuse (recorded for another version under \
            uistate.versionKey). Tags on dropped snapshots: refused unless --delete-tags or \
            --keep-tags.

            Retention, as restic's and borg's forget: --keep-last N keeps the N newest \
            snapshots; --keep-hourly, --keep-daily, --keep-weekly, --keep-monthly and \
            --keep-yearly each keep the newest snapshot of each of the last N hours (days, ISO \
            weeks, months, years) in which a snapshot was made, in local time; --keep-tag keeps \
            tagged snapshots on the branch (without it, a dropped snapshot's tag stays and keeps \
            it alive off the branch); what any rule keeps is kept. Snapshots on other branches \
            are not touched. --dry-run lists what would go, by day. The same rules in \
            uistate.retention ('uistate config uistate.retention "--keep-daily 7 \
            --keep-weekly 4"') are applied by watch after each run and by gc; a prune without \
            rules uses them.

            Either way the kept snapshots keep their trees, order, messages, authors and dates. \
            The old history is kept as refs/uistate/backup/<time>-prune, so a prune can be \
            undone (uistate rollback <that ref>) until 'uistate gc' expires it.
            """,
            examples: [
                "uistate prune --stale --dry-run",
                "uistate prune --stale --app-version 12.0",
                "uistate prune --stale --delete-tags && uistate gc --prune=now",
                "uistate prune --keep-daily 7 --keep-weekly 4 --dry-run",
                "uistate prune --keep-last 50 --keep-hourly 24 --keep-tag",
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
            abstract: "Discard stale snapshots, or thin history by retention rules (restic's forget).",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Flag(help: "Drop the snapshots stale for the app's current version.")
        var stale = false

        @Option(help: ArgumentHelp("Keep the N newest snapshots.", valueName: "n"))
        var keepLast: Int?
        @Option(help: ArgumentHelp("Keep the newest snapshot of each of the last N hours that have one.", valueName: "n"))
        var keepHourly: Int?
        @Option(help: ArgumentHelp("Keep the newest snapshot of each of the last N days that have one.", valueName: "n"))
        var keepDaily: Int?
        @Option(help: ArgumentHelp("Keep the newest snapshot of each of the last N ISO weeks that have one.", valueName: "n"))
        var keepWeekly: Int?
        @Option(help: ArgumentHelp("Keep the newest snapshot of each of the last N months that have one.", valueName: "n"))
        var keepMonthly: Int?
        @Option(help: ArgumentHelp("Keep the newest snapshot of each of the last N years that have one.", valueName: "n"))
        var keepYearly: Int?
        @Flag(help: "Keep tagged snapshots on the branch.")
        var keepTag = false

        /// The retention rules given on the command line, nil when none.
        var retention: RetentionPolicy? {
            let policy = RetentionPolicy(last: keepLast ?? 0, hourly: keepHourly ?? 0, daily: keepDaily ?? 0, weekly: keepWeekly ?? 0,
                                         monthly: keepMonthly ?? 0, yearly: keepYearly ?? 0, keepTagged: keepTag)
            return policy.isEmpty ? nil : policy
        }

        @Option(help: ArgumentHelp("The app's current version (default: uistate.appVersion or the working archive's).", valueName: "version"))
        var appVersion: String?

        @Flag(help: "Say what would be dropped, change nothing.")
        var dryRun = false

        @Flag(exclusivity: .exclusive)
        var tagPolicy: TagPolicy?

        func validate() throws {
            for (name, value) in [("--keep-last", keepLast), ("--keep-hourly", keepHourly), ("--keep-daily", keepDaily), ("--keep-weekly", keepWeekly),
                                  ("--keep-monthly", keepMonthly), ("--keep-yearly", keepYearly)] {
                if let value, value < 1 { throw ValidationError("\(name) needs a count of 1 or more") }
            }
            if stale && (retention != nil || keepTag) { throw ValidationError("give --stale or retention rules (--keep-...), not both") }
            if !stale && retention == nil && tagPolicy != nil { throw ValidationError("--delete-tags and --keep-tags go with --stale") }
            if retention != nil && appVersion != nil { throw ValidationError("--app-version goes with --stale") }
        }

        func run(_ context: CommandContext) throws {
            let console = context.console()
            let store = try context.store()
            guard stale else { return try runRetention(store: store, console: console) }
            let staleness = try store.requiredStaleness(explicitVersion: appVersion)
            let result = try store.pruneStale(staleness, tags: tagPolicy?.policy ?? .refuse, dryRun: dryRun)
            for line in PruneRendering.stale(result, staleness: staleness, dryRun: dryRun, branch: try store.branchName()) { console.say(line) }
        }

        /// Retention: the rules given, else uistate.retention.
        func runRetention(store: SnapshotStore, console: Console) throws {
            guard let rules = try retention ?? store.retentionPolicy() else {
                throw ValidationError("say what to prune: --stale, or retention rules (--keep-last, --keep-daily ...; or set uistate.retention)")
            }
            let result = try store.pruneRetention(rules, dryRun: dryRun)
            for line in PruneRendering.retention(result, rules: rules, dryRun: dryRun, branch: try store.branchName()) { console.say(line) }
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
