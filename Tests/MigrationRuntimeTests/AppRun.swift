import Foundation
import TestSupport

/// One test app's scripted user: `steps` in its folder, the first launch's steps, then `---`,
/// then the relaunch's (docs/uikit-stand-in.md, "The driver").
struct AppScript {
    var firstLaunch: String
    var relaunch: String

    init(_ text: String) throws {
        let parts = text.components(separatedBy: "\n---\n")
        guard parts.count == 2 else { throw StandInError(message: "steps: a first launch, a line '---', a relaunch") }
        firstLaunch = parts[0]
        relaunch = parts[1]
    }
}

/// One screen dump: its label and what it shows, line by line.
struct Screen: Equatable, CustomStringConvertible {
    var label: String
    var lines: [String]
    var description: String { (["== " + label] + lines).joined(separator: "\n") }
}

/// What one launch of an app printed: its screens, and how it ended.
struct Launch: CustomStringConvertible {
    var screens: [Screen]
    var status: Int32
    var log: String

    /// The screens, and for a launch that failed, why: the stand-in's last events and the
    /// runtime's fatal error.
    var description: String {
        let lines = log.split(separator: "\n")
        let why = lines.filter { $0.hasPrefix("[uikit]") }.suffix(10) + lines.filter { $0.contains("Fatal error") || $0.contains("*** ") }.prefix(3)
        return screens.map(\.description).joined(separator: "\n") + "\n(exit \(status))" + (status == 0 ? "" : "\n" + why.joined(separator: "\n"))
    }
}

enum AppRun {
    /// Launches the app on `state` (a savedState folder, read at launch and written at
    /// background), runs `steps` and returns its screens.
    static func launch(_ app: BuiltApp, steps: String, state: URL, work: URL, environment: [String: String] = [:]) throws -> Launch {
        let name = UUID().uuidString.prefix(8)
        let script = work.appendingPathComponent("steps-\(name)")
        let dump = work.appendingPathComponent("dump-\(name)")
        // `launch-url URL`, `launch-shortcut TYPE`, `launch-activity TYPE URL`: what launched the
        // app (a cold start).
        var lines = steps.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var launch = environment
        for (step, variable) in [("launch-url ", "UIKIT_STANDIN_URL"), ("launch-shortcut ", "UIKIT_STANDIN_SHORTCUT"), ("launch-activity ", "UIKIT_STANDIN_ACTIVITY")] {
            if let index = lines.firstIndex(where: { $0.hasPrefix(step) }) {
                launch[variable] = String(lines[index].dropFirst(step.count))
                lines.remove(at: index)
            }
        }
        try lines.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(app.executable.path, [], in: work, environment: launch.merging([
            "UIKIT_STANDIN_BUNDLE": app.bundle.path, "UIKIT_STANDIN_STATE": state.path,
            "UIKIT_STANDIN_SCRIPT": script.path, "UIKIT_STANDIN_DUMP": dump.path,
            "SWIFT_BACKTRACE": "enable=no",
        ]) { $1 }, timeout: 120)
        let text = (try? String(contentsOf: dump, encoding: .utf8)) ?? ""
        return Launch(screens: screens(text), status: result.status, log: result.stderr)
    }

    static func screens(_ text: String) -> [Screen] {
        var screens: [Screen] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("== ") {
                screens.append(Screen(label: String(line.dropFirst(3)), lines: []))
            } else if !screens.isEmpty, !line.isEmpty {
                screens[screens.count - 1].lines.append(line)
            }
        }
        return screens
    }
}
