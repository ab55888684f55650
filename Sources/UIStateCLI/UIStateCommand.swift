import ArgumentParser
import Foundation

/// A `uistate` command: it receives the run's `CommandContext` and only parses, calls a
/// library and renders (as SwiftPM's commands receive their tool state).
protocol UIStateCommand: ParsableCommand {
    /// The root command, for the global options given before or after the command's name.
    var root: UIState { get }
    func run(_ context: CommandContext) throws
}

extension UIStateCommand {
    func run() throws {
        let start = DispatchTime.now().uptimeNanoseconds
        let context = try CommandContext(global: root.global)
        defer { context.reportMaintenance() }
        try run(context)
        context.console().detail(String(format: "done in %.1f ms", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6))
    }
}
