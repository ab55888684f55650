import ArgumentParser
import Foundation
import StateRepository
import StateRestoration

extension UIState {
    struct Demo: UIStateSubcommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Creates a repository in <directory> (default: uistate-demo), records each step of \
            the built-in item-list app (launch, scroll, open an item, type unsaved text, edit \
            mode, a modal new item, an upgrade from 11.0 to 12.0), then shows the history, what two \
            of the steps changed and the latest snapshot, restores an earlier step (refused \
            first: it is stale for 12.0), and prunes the snapshots the upgrade made stale. No \
            iOS simulator needed.
            """,
            examples: [
                "uistate demo",
                "uistate demo /tmp/tour && cd /tmp/tour && uistate log",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.fatal, "the folder is not empty or cannot be written"),
            ])

        static let configuration = CommandConfiguration(
            abstract: "Play a complete sample session and leave a repository to explore.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "A new or empty folder for the demo repository.", completion: .directory)
        var directory = "uistate-demo"

        func run() throws {
            let console = Console(global: global)
            let folder = URL(fileURLWithPath: directory)
            console.say(console.style.bold("Recording the sample app's UI state, step by step, in \(folder.path)"))
            let (store, steps) = try SampleTour.record(in: folder)
            for step in steps {
                console.say("$ uistate sample \(step.name) --out \(SampleTour.archiveName) && uistate commit -m \"...\"")
                console.say("  [main \(step.result.id.short)] \(step.result.subject) (\(step.result.objectCount) objects)")
            }
            console.say("")
            console.say(console.style.bold("$ uistate log --oneline"))
            let head = try store.resolve("HEAD")
            console.say(try HistoryRendering.log(try store.log(from: head), store: store, oneline: true, style: console.style), terminator: "")
            for (old, new, why) in [("HEAD~5", "HEAD~4", "opening an item"), ("HEAD~1", "HEAD", "the upgrade")] {
                console.say("")
                console.say(console.style.bold("$ uistate diff \(old) \(new)") + "    # what \(why) changed")
                let from = try store.resolve(old), to = try store.resolve(new)
                let diff = try store.compare(from: from, to: .commit(to)).diff
                console.say(DiffRendering.text(diff, header: "diff \(old) (\(from.short)) -> \(new) (\(to.short))", style: console.style), terminator: "")
            }
            console.say("")
            console.say(console.style.bold("$ uistate show"))
            console.say(try HistoryRendering.show(head, store: store, filters: [], style: console.style), terminator: "")
            try replay(store, console: console)
            console.say("")
            console.say("The repository is in \(folder.path): try 'cd \(directory) && uistate log', or read it with plain git: 'git --git-dir \(directory)/.uistate log'.")
        }
    
        /// The second half of the tour: going back to an earlier state, and cleaning up after
        /// the upgrade.
        func replay(_ store: SnapshotStore, console: Console) throws {
            let style = console.style
            let earlier = "HEAD~3"
            let id = try store.resolve(earlier)
            console.say("")
            console.say(style.bold("$ uistate restore \(earlier)") + "    # back to the unsaved edit, for the next launch")
            do {
                try StalenessGuard.check(id, store: store, appVersion: nil, force: false, console: console)
            } catch {
                console.say("error: \(error)")
            }
            console.say("")
            console.say(style.bold("$ uistate check \(earlier)"))
            let report = RestorationCheck.check(try store.snapshot(at: id), staleness: try store.staleness(explicitVersion: nil))
            console.say(CheckRendering.text(report, label: "snapshot \(id.short)", style: style), terminator: "")
            console.say("")
            console.say(style.bold("$ uistate restore \(earlier) --force") + "    # e.g. to debug with an 11.0 build")
            let restored = try store.restore(id, to: try store.workingArchive()!)
            RestoreRendering.report(restored, id: id, subject: try store.info(id).subject, onlyGiven: false, console: console)
            console.say("")
            console.say(style.bold("$ uistate prune --stale --app-version \(SampleTour.currentVersion)") + "    # the 11.0 snapshots are of no use to 12.0")
            let staleness = Staleness(versionKey: try store.versionKey(), current: AppVersion(SampleTour.currentVersion))
            let pruned = try store.pruneStale(staleness)
            console.say("dropped \(pruned.dropped.count) stale snapshots, kept \(pruned.keptCount); the old history is kept as \(pruned.backup ?? "-") until 'uistate gc'")
            console.say("")
            console.say(style.bold("$ uistate log --oneline"))
            console.say(try HistoryRendering.log(try store.log(from: try store.resolve("HEAD")), store: store, oneline: true, style: style), terminator: "")
        }
    }
}
