import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `uistate` command: it receives the run's `CommandContext` and only parses, calls a
/// library and renders (as SwiftPM's commands receive their tool state).
protocol UIStateCommand: ParsableCommand {
    /// The root command, for the global options given before or after the command's name.
    var root: UIState { get }
    func run(_ context: CommandContext) throws
}

extension UIStateCommand {
    func run() throws {
        let start = ContinuousClock.now
        let context = try CommandContext(global: root.global)
        defer { context.reportMaintenance() }
        try run(context)
        context.console().detail("done in " + NumberText.fixed(Double((ContinuousClock.now - start) / .microseconds(1)) / 1000, decimals: 1) + " ms")
    }
}
