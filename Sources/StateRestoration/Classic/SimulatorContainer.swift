#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

/// Where an app installed in an iOS simulator keeps its saved state, as `xcrun simctl` tells it:
/// `<data container>/Library/Saved Application State/<bundle id>.savedState`.
public enum SimulatorContainer {
    public static func savedStateFolder(bundleIdentifier: String, device: String, environment: [String: String]) throws(SimulatorError) -> URL {
        guard isPlausibleBundleIdentifier(bundleIdentifier) else { throw .invalidBundleIdentifier(bundleIdentifier) }
        guard let xcrun = ProgramRunner.find("xcrun", environment: environment) else { throw .noXcrun }
        let result: ProgramRunner.Result
        do {
            result = try ProgramRunner.run(xcrun, ["simctl", "get_app_container", device, bundleIdentifier, "data"], environment: environment)
        } catch {
            throw .simctlFailed(message: error.description)
        }
        let container = String(result.output.trimmed)
        guard result.status == 0, container.hasPrefix("/") else {
            let lines = result.errorOutput.split(separator: "\n").map(\.trimmed).filter { !$0.isEmpty }
            throw .simctlFailed(message: lines.isEmpty ? "exit status \(result.status)" : lines.joined(separator: " "))
        }
        return URL(fileURLWithPath: container)
            .appendingPathComponent("Library/Saved Application State")
            .appendingPathComponent(bundleIdentifier + ".savedState")
    }

    /// Letters, digits, `.` and `-`, as Apple's bundle identifiers are.
    public static func isPlausibleBundleIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 255 && !text.hasPrefix(".") && !text.hasPrefix("-")
            && text.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "." || $0 == "-" }
    }
}

public enum SimulatorError: Error, Sendable, CustomStringConvertible {
    case invalidBundleIdentifier(String)
    /// Not on a Mac with Xcode (or its command line tools).
    case noXcrun
    /// simctl answered with an error: no booted device, the app not installed...
    case simctlFailed(message: String)

    public var description: String {
        switch self {
        case .invalidBundleIdentifier(let text): "'\(text)' is not a bundle identifier (letters, digits, '.' and '-', e.g. com.example.App)"
        case .noXcrun: "xcrun not found: --simulator needs Xcode on a Mac"
        case .simctlFailed(let message): "simctl cannot find the app's container: \(message)"
        }
    }
}
