import ArgumentParser
import Foundation
import SampleApps
import StateRestoration

extension UIState {
    struct Sample: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            The item-list demo of state restoration, step by step: \
            \(SampleApp.steps.map(\.name).joined(separator: ", ")). Also 'large' (a synthetic \
            app with --objects controllers; --variant changes ten of them) and 'awkward' \
            (identifiers and values that break naive tools).
            """,
            examples: [
                "uistate sample open-item --out Homepwner.savedState",
                "uistate sample large --objects 10000 --out Big.savedState",
                "uistate sample --list",
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

        func validate() throws {
            if list { return }
            guard name != nil else { throw ValidationError("name a sample (see --list)") }
            guard out != nil else { throw ValidationError("--out <dir> is required") }
            guard objects >= 2, objects <= 1_000_000 else { throw ValidationError("--objects must be 2 to 1000000") }
        }

        func run(_ context: CommandContext) throws {
            let console = context.console()
            guard !list, let name, let out else {
                for sample in SampleName.allCases { console.say("\(sample.rawValue): \(sample.summary)") }
                return
            }
            let snapshot = try name.snapshot(objects: objects, variant: variant)
            try SavedStateWriter.write(snapshot, to: URL(fileURLWithPath: out))
            console.say("wrote \(out) (\(snapshot.objects.count) objects)")
        }
    }
}

extension SampleName: ExpressibleByArgument {}
