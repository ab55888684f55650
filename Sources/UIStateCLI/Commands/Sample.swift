import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SampleApps
import StateRestoration

extension UIState {
    struct Sample: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Three apps, step by step. Homepwner, an item list with classic view-controller \
            restoration: \(SampleApp.steps.map(\.name).joined(separator: ", ")). Notes, a SwiftUI \
            app on iPad whose windows are scene sessions: \
            \(SceneSampleApp.steps.map(\.name).joined(separator: ", ")). Editor, a Mac app whose \
            windows AppKit keeps in windows.plist and encrypted records: \
            \(MacSampleApp.steps.map(\.name).joined(separator: ", ")). Also 'large' (a synthetic \
            app with --objects controllers; --variant changes ten of them) and 'awkward' \
            (identifiers and values that break naive tools). The folder is replaced whole.

            --project <dir> writes Homepwner's classic Xcode project instead (Objective-C, \
            restoration classes, an app delegate factory): the app to try 'uistate migrate \
            scenes' on, as docs/migrate.md's walkthrough does, without a source checkout.
            """,
            examples: [
                "uistate sample open-item --out Homepwner.savedState",
                "uistate sample notes-draft --out com.example.Notes.savedState",
                "uistate sample large --objects 10000 --out Big.savedState",
                "uistate sample --list",
                "uistate sample --project Homepwner && cd Homepwner && uistate migrate scenes",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.fatal, "the folder cannot be written"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "sample",
            abstract: "Write the savedState folder of a built-in sample app.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The sample to write.")
        var name: SampleName?

        @Option(help: ArgumentHelp("The savedState folder to write.", valueName: "dir"), completion: .directory)
        var out: String?

        @Option(help: "Number of preserved controllers of the 'large' sample.")
        var objects = 1000

        @Option(help: "Variant of the 'large' sample: 0 is the base, others change ten controllers.")
        var variant = 0

        @Flag(help: "List the samples.")
        var list = false

        @Option(help: ArgumentHelp("Write Homepwner's classic Xcode project into this new folder, to migrate.", valueName: "dir"), completion: .directory)
        var project: String?

        func validate() throws {
            if list { return }
            if project != nil {
                guard name == nil, out == nil else { throw ValidationError("--project writes the sample app's project alone: leave out the sample and --out") }
                return
            }
            guard name != nil else { throw ValidationError("name a sample (see --list)") }
            guard out != nil else { throw ValidationError("--out <dir> is required") }
            guard objects >= 2, objects <= 1_000_000 else { throw ValidationError("--objects must be 2 to 1000000") }
        }

        func run(_ context: CommandContext) throws {
            let console = context.console()
            if let project, !list {
                do {
                    try SampleProject.write(to: URL(fileURLWithPath: project))
                } catch {
                    throw CLIError(error.description, status: .fatal)
                }
                console.say("wrote \(project): \(SampleProject.name)'s classic Xcode project (\(SampleProject.files.count) files); 'cd \(project) && uistate migrate scenes' plans its move to scenes")
                return
            }
            guard !list, let name, let out else {
                var app = ""
                for sample in SampleName.allCases {
                    if sample.app != app {
                        app = sample.app
                        console.say(app + ":")
                    }
                    console.say("  \(sample.rawValue): \(sample.summary)")
                }
                return
            }
            try SavedStateFolderWriter.write(try name.savedState(objects: objects, variant: variant), to: URL(fileURLWithPath: out))
            // Described as read back: some samples are written as raw files.
            let state = try SavedStateFolderReader.read(at: URL(fileURLWithPath: out)).state
            var parts: [String] = []
            if let classic = state.classic { parts.append("\(classic.objects.count) objects") }
            if state.hasScenes { parts.append("\(state.sessions.count) scene session\(state.sessions.count == 1 ? "" : "s")") }
            if let windows = state.windows {
                let count = windows.appWindows.count
                parts.append("AppKit: \(count) window\(count == 1 ? "" : "s")\(windows.windows.contains(where: \.isGlobal) ? " and the app entry" : ""), encrypted records")
            }
            console.say("wrote \(out)" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"))
        }
    }
}

extension SampleName: ExpressibleByArgument {}
