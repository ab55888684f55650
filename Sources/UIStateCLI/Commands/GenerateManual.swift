import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension UIState {
    /// Writes man/ from the command definitions; hidden, for the project's own use (the drift
    /// test compares man/ with what this would write).
    struct GenerateManual: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate-manual", abstract: "Write the man pages.", shouldDisplay: false)

        @Argument(help: "The folder to write uistate.1 and uistate-<command>.1 into.", completion: .directory)
        var directory = "man"

        func run() throws {
            let folder = URL(fileURLWithPath: directory)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let pages = try ManualPages.all()
            let current = Set(pages.map(\.fileName))
            for stale in try FileManager.default.contentsOfDirectory(atPath: folder.path)
            where stale.hasPrefix("uistate") && stale.hasSuffix(".1") && !current.contains(stale) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(stale))
            }
            for page in pages {
                try Data(page.source.utf8).write(to: folder.appendingPathComponent(page.fileName), options: .atomic)
            }
        }
    }
}
