import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyedArchive
import StateRestoration

extension UIState {
    struct Inspect: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            For a UIKit data.data (or its savedState folder): the archive version, the \
            app-level values, then every preserved object by identifier path with its class, \
            restoration class and decoded keys, nested view archives expanded. For another \
            keyed archive: its object graph. For a plain property list: its values. For a \
            Mac app's AppKit savedState folder: each window's windows.plist entry and its \
            restorable objects' records, decrypted; for AppKit's window_<n>.data, what it is \
            (a window picture, kept byte for byte).

            --raw prints the canonical text form (the lossless form uistate stores); with \
            --json, the property list values with their UIDs.
            """,
            examples: [
                "uistate inspect ~/Library/.../com.example.App.savedState",
                "uistate inspect data.data --json",
                "uistate inspect archive.plist --raw",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.badData, "malformed input"),
                (.noInput, "no such file"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "inspect",
            abstract: "Show what a state restoration archive, any keyed archive or any property list holds.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "A savedState folder, a data.data file, any keyed archive or plist.", completion: .file())
        var path: String

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        @Flag(help: "Print the canonical text form instead of decoded values: a re-encoding, whose object numbers are not the file's own UIDs.")
        var raw = false

        func run(_ context: CommandContext) throws {
            let inspection = try ArchiveInspector.inspect(URL(fileURLWithPath: path))
            let console = context.console(machineOutput: json, pages: true)
            console.emit(json ? InspectionRendering.json(inspection, raw: raw).rendered : InspectionRendering.text(inspection, raw: raw, style: console.style))
        }
    }
}
