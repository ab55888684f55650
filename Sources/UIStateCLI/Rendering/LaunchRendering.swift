import AppLaunch
import Git
import StateRepository
import StateRestoration

/// What `launch` prints after the launch: the console's lines about restoration and what they
/// say, beside what `check` predicts.
enum LaunchRendering {
    static func text(_ result: AppLauncher.Result, gitDirectory: String) -> String {
        let log = result.log
        let platform = result.target.isMac ? "AppKit" : "UIKit"
        var lines: [String] = []
        if log.lines.isEmpty {
            lines.append("The app's console said nothing about state restoration (\(log.lineCount) line\(log.lineCount == 1 ? "" : "s") in \(result.logFile)).")
            if !result.target.isMac {
                lines.append("Recent iOS versions may write it to the unified log only: xcrun simctl spawn booted log stream --predicate 'subsystem == \"com.apple.UIKit\"'")
            }
        } else {
            lines.append("State restoration in the app's console (\(log.lines.count) of \(log.lineCount) lines; all of it in \(result.logFile)):")
            lines += log.lines.map { "  " + $0 }
        }
        if let version = log.archiveVersion {
            lines.append("\(platform) read the archive: format \(version.major).\(version.minor)" + (version.major == 2 ? "" : " (UIKit restores major version 2 only)"))
        }
        if log.unreadable { lines.append("\(platform) could not read the archive (the device was locked: data protection keeps the file closed)") }
        if !result.objects.isEmpty, !log.lines.isEmpty {
            let named = log.namedObjects.count
            lines.append("Objects of the launched state the log names: \(named) of \(result.objects.count)" + (named == 0 ? "" : ": " + log.namedObjects.joined(separator: ", ")))
        }
        if let check = result.check {
            let refusals = check.findings.filter { $0.severity == .refusal }.count, warnings = check.findings.filter { $0.severity == .warning }.count
            lines.append("uistate check predicts: " + (check.wouldRestore ? "\(platform) restores it" : "\(platform) discards it")
                + (warnings > 0 ? " (\(warnings) warning\(warnings == 1 ? "" : "s"); uistate check says which)" : "")
                + (refusals > 0 ? " (\(refusals) refusal\(refusals == 1 ? "" : "s"); uistate check says why)" : ""))
        }
        if !log.lines.isEmpty {
            lines.append("No public source describes \(platform)'s line per restored object: the lines above are as the app wrote them (docs/ios-guide.md#reading-uikits-log).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ result: AppLauncher.Result) -> JSONValue {
        let target: JSONValue
        switch result.target {
        case .simulator(let bundle, let device):
            target = .object([JSONMember("platform", .string("simulator")), JSONMember("bundleIdentifier", .string(bundle)), JSONMember("device", .string(device))])
        case .mac(let bundle):
            target = .object([JSONMember("platform", .string("mac")), JSONMember("bundleIdentifier", .string(bundle))])
        }
        return .object([
            JSONMember("app", target),
            JSONMember("wasRunning", .bool(result.wasRunning)),
            JSONMember("restored", .optional(result.restored?.hex)),
            JSONMember("consoleFile", .string(result.logFile)),
            JSONMember("restorationLines", .array(result.log.lines.map { .string($0) })),
            JSONMember("consoleLines", .int(result.log.lineCount)),
            JSONMember("archiveVersion", result.log.archiveVersion.map { .object([JSONMember("major", .int($0.major)), JSONMember("minor", .int($0.minor))]) } ?? .null),
            JSONMember("archiveUnreadable", .bool(result.log.unreadable)),
            JSONMember("objects", .array(result.objects.map { .string($0) })),
            JSONMember("objectsNamed", .array(result.log.namedObjects.map { .string($0) })),
            JSONMember("checkWouldRestore", result.check.map { .bool($0.wouldRestore) } ?? .null),
            JSONMember("recorded", result.recorded.map { .object([JSONMember("id", .string($0.id.hex)), JSONMember("subject", .string($0.subject))]) } ?? .null),
        ])
    }
}
