import ArgumentParser
import Foundation
import StateRestoration

extension UIState {
    struct Sample: UIStateSubcommand, DocumentedCommand {
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
            abstract: "Write the savedState folder of a built-in sample app.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The sample to write.", completion: .list(Samples.names))
        var name: String?

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
            guard let name else { throw ValidationError("name a sample (see --list)") }
            guard Samples.names.contains(name) else {
                throw ValidationError("unknown sample '\(name)'; samples are: \(Samples.names.joined(separator: ", "))")
            }
            guard out != nil else { throw ValidationError("--out <dir> is required") }
            guard objects >= 2, objects <= 1_000_000 else { throw ValidationError("--objects must be 2 to 1000000") }
        }

        func run() throws {
            let console = Console(global: global)
            if list {
                for line in Samples.descriptions { console.say(line) }
                return
            }
            let snapshot = try Samples.snapshot(name!, objects: objects, variant: variant)
            try SavedStateWriter.write(snapshot, to: URL(fileURLWithPath: out!))
            console.say("wrote \(out!) (\(snapshot.objects.count) objects)")
        }
    }
}

/// The samples `uistate sample` and `uistate demo` know.
enum Samples {
    static var names: [String] { SampleApp.steps.map(\.name) + ["large", "awkward"] }

    static var descriptions: [String] {
        SampleApp.steps.map { "\($0.name): \($0.summary)" } + [
            "large: a synthetic app with --objects controllers (--variant changes ten)",
            "awkward: identifiers and values that break naive tools",
        ]
    }

    static func snapshot(_ name: String, objects: Int, variant: Int) throws -> Snapshot {
        switch name {
        case "large": return try PreservationWalk.preserve(LargeSampleApp.model(objects: objects, variant: variant))
        case "awkward": return try AwkwardSampleApp.snapshot()
        default:
            guard let step = SampleApp.step(named: name) else { throw CLIError("unknown sample '\(name)'", status: .usage) }
            return try PreservationWalk.preserve(step.model)
        }
    }
}
