#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import StateRepository
import StateRestoration

/// The app `uistate launch` starts: one in an iOS simulator (`init --simulator`) or a Mac app
/// (`init --mac-app`), and what it takes to quit, start and watch it.
public enum LaunchTarget: Sendable, Equatable {
    case simulator(bundleIdentifier: String, device: String)
    case mac(bundleIdentifier: String)

    /// UIKit's switches, for this launch only (launch arguments land in the argument domain of
    /// the app's defaults, which nothing persists): its state-restoration debug log, and
    /// developer mode, in which UIKit keeps the archive after a crash during restoration
    /// (docs/ios-guide.md).
    public static let simulatorArguments = ["-UIStateRestorationDebugLogging", "YES", "-UIStateRestorationDeveloperMode", "YES"]

    /// AppKit's, for this launch only: keep and restore windows whatever the system setting
    /// ("Close windows when quitting an application"), and do not ignore the saved state.
    public static let macArguments = ["-NSQuitAlwaysKeepsWindows", "YES", "-ApplePersistenceIgnoreState", "NO"]

    public var bundleIdentifier: String {
        switch self {
        case .simulator(let bundle, _), .mac(let bundle): bundle
        }
    }

    /// The app the repository was set up for: `uistate.simulatorApp` (with
    /// `uistate.simulatorDevice`), `uistate.macApp`, or a Mac app's savedState folder named
    /// `<bundle id>.savedState`.
    public static func of(_ store: SnapshotStore) throws(LaunchError) -> LaunchTarget {
        do {
            if let app = try store.setting(SnapshotStore.Settings.simulatorAppKey), !app.isEmpty {
                return .simulator(bundleIdentifier: app, device: try store.setting(SnapshotStore.Settings.simulatorDeviceKey) ?? "booted")
            }
            if let app = try store.setting(SnapshotStore.Settings.macAppKey), !app.isEmpty { return .mac(bundleIdentifier: app) }
            if let archive = try store.workingArchive(), archive.lastPathComponent.hasSuffix(".savedState"), SavedStateFolderReader.isAppKitFolder(archive) {
                return .mac(bundleIdentifier: String(archive.lastPathComponent.dropLast(".savedState".count)))
            }
        } catch {
            throw .repository(error)
        }
        throw .notSetUp
    }
}

/// Why a launch could not go on.
public enum LaunchError: Error, Sendable, CustomStringConvertible {
    /// The repository names no app (no `init --simulator` or `init --mac-app`).
    case notSetUp
    /// The tool the platform needs is not on PATH (`xcrun`, `osascript`, `open`).
    case missingTool(String)
    /// The tool ran and failed: its own words.
    case toolFailed(tool: String, message: String)
    case repository(RepositoryError)
    /// The snapshot could not be put back after the app was quit: nothing was launched.
    case restoreFailed(RepositoryError, appQuit: Bool)

    public var description: String {
        switch self {
        case .notSetUp: "this repository names no app to launch"
        case .missingTool(let tool): "\(tool) not found: launch needs \(tool == "xcrun" ? "Xcode (or its command line tools)" : "macOS") on a Mac"
        case .toolFailed(let tool, let message): "\(tool) failed: \(message)"
        case .repository(let error), .restoreFailed(let error, _): error.description
        }
    }
}
