import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SampleApps
import StateRepository
import StateRestoration
import Git

extension UIState {
    struct Demo: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Creates a repository in <directory> (default: uistate-demo), records each step of \
            the built-in item-list app (launch, scroll, open an item, type unsaved text, edit \
            mode, a modal new item, an upgrade from 11.0 to 12.0), then shows the history, what two \
            of the steps changed and the latest snapshot, restores an earlier step (refused \
            first: it is stale for 12.0), and prunes the snapshots the upgrade made stale. Then \
            the same for a SwiftUI notes app whose windows are scene sessions, in \
            <directory>/notes: two windows, a draft typed (its @SceneStorage JSON diffed key by \
            key), a window closed, the check, both windows restored. A Mac document editor follows \
            (AppKit's encrypted saved state: a second window, typing, a window closed; the diffs, \
            the check of the folder, the restore). Last, it writes the item-list app's classic \
            Xcode project in <directory>/Homepwner, to try 'uistate migrate scenes' on. --scenes \
            plays only the notes app, in <directory>. No iOS simulator needed.
            """,
            examples: [
                "uistate demo",
                "uistate demo /tmp/tour && cd /tmp/tour && uistate log",
                "uistate demo --scenes /tmp/notes",
                "uistate demo --mac /tmp/editor",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.fatal, "the folder is not empty or cannot be written"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "demo",
            abstract: "Play a complete sample session and leave a repository to explore.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "A new or empty folder for the demo repository.", completion: .directory)
        var directory = "uistate-demo"

        @Flag(help: "Play only the scene-based SwiftUI notes app.")
        var scenes = false

        @Flag(help: "Play only the Mac document editor (AppKit saved state).")
        var mac = false

        func validate() throws {
            if scenes && mac { throw ValidationError("give --scenes or --mac, not both") }
        }

        func run(_ context: CommandContext) throws {
            let console = context.console()
            let style = console.style
            let folder = URL(fileURLWithPath: directory)
            if mac {
                try playMac(in: folder, directory: directory, context: context)
                console.say("The repository is in \(folder.path): try 'cd \(directory) && uistate show', or read it with plain git: 'git --git-dir \(directory)/.uistate log'.")
                return
            }
            if !scenes {
                console.say(style.bold("Recording the item-list app's UI state, step by step, in \(folder.path)"))
                let tour = try SampleTour.record(in: folder, lockTimeout: context.lockTimeout)
                try DemoRendering.tour(tour.steps, archive: SampleTour.archiveName, scenes: try tour.play(), store: tour.store, console: console)
            }
            let notesFolder = scenes ? folder : folder.appendingPathComponent("notes")
            let notesDirectory = scenes ? directory : directory + "/notes"
            console.say(style.bold("Recording a SwiftUI notes app's scene sessions, step by step, in \(notesFolder.path)"))
            let notes = try SceneTour.record(in: notesFolder, lockTimeout: context.lockTimeout)
            try DemoRendering.tour(notes.steps, archive: SceneTour.archiveName, scenes: try notes.play(), store: notes.store, console: console)
            if !scenes { try playMac(in: folder.appendingPathComponent("mac"), directory: directory + "/mac", context: context) }
            let explore = scenes ? "" : "'cd \(directory) && uistate log', 'cd \(directory)/mac && uistate diff HEAD~2 HEAD~1', "
            console.say("The repositories are in \(folder.path): try \(explore)'cd \(notesDirectory) && uistate show', or read them with plain git: "
                + "'git --git-dir \(notesDirectory)/.uistate log'.")
            if !scenes {
                // The item-list app's own classic project, to try the move to scenes on.
                let project = folder.appendingPathComponent(SampleProject.name)
                do {
                    try SampleProject.write(to: project)
                } catch {
                    throw CLIError(error.description, status: .fatal)
                }
                console.say("The item-list app's classic Xcode project is in \(project.path): 'cd \(directory)/\(SampleProject.name) && uistate migrate scenes' "
                    + "plans its move to the UIScene life cycle with its restoration (docs/migrate.md).")
            }
        }
    }
}

extension UIState.Demo {
    func playMac(in folder: URL, directory: String, context: CommandContext) throws {
        let console = context.console()
        console.say(console.style.bold("Recording a Mac document editor's AppKit saved state, save by save, in \(folder.path)"))
        let tour = try MacTour.record(in: folder, lockTimeout: context.lockTimeout)
        try DemoRendering.tour(tour.steps, archive: MacTour.archiveName, scenes: try tour.play(), store: tour.store, console: console)
    }
}

/// How the demo prints each scene of the tour: the command, as typed, then what it printed.
enum DemoRendering {
    /// The recorded steps, then each scene of the tour.
    static func tour(_ steps: [SampleTour.Step], archive: String, scenes: [SampleTour.Scene], store: SnapshotStore, console: Console) throws {
        for step in steps {
            console.say("$ uistate sample \(step.name) --out \(archive) && uistate commit -m \"...\"")
            console.say("  [main \(step.result.id.short)] \(step.result.subject)")
        }
        for scene in scenes {
            console.say("")
            console.say(try text(scene, store: store, style: console.style), terminator: "")
        }
        console.say("")
    }

    static func text(_ scene: SampleTour.Scene, store: SnapshotStore, style: Style) throws -> String {
        func command(_ text: String, _ why: String? = nil) -> String {
            style.bold("$ \(text)") + (why.map { "    # \($0)" } ?? "") + "\n"
        }
        switch scene {
        case .log(let typed, let entries, let decorations):
            return command(typed) + HistoryRendering.log(entries, decorations: decorations, oneline: true, style: style)
        case .diff(let typed, let why, let from, let to, let diff):
            let header = "diff \(from.spec) (\(from.id.short)) -> \(to.spec) (\(to.id.short))"
            return command(typed, why) + DiffRendering.text(diff, header: header, style: style)
        case .show(let typed, let id, let decorations):
            return command(typed) + (try HistoryRendering.show(id, state: try store.savedState(at: id), store: store, filter: HistoryRendering.Filter(),
                                                               decorations: decorations, style: style))
        case .refused(let typed, let why, let error):
            return command(typed, why) + "error: \(CLIError(error).message)\n"
        case .check(let typed, let id, let report):
            let framework = try store.savedState(at: id).windows != nil ? "AppKit" : "UIKit"
            return command(typed) + CheckRendering.text(report, label: "snapshot \(id.short)", framework: framework, style: style)
        case .restored(let typed, let why, let id, let subject, let result):
            return command(typed, why) + RestoreRendering.text(result, id: id, subject: subject, onlyGiven: false)
        case .pruned(let typed, let why, let staleness, let result):
            return command(typed, why) + PruneRendering.stale(result, staleness: staleness, dryRun: false, branch: try store.branchName()).map { $0 + "\n" }.joined()
        }
    }
}
