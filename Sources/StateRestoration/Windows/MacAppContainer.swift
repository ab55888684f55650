import Platform

/// Where a Mac app keeps AppKit's saved state: in its sandbox container when it has one
/// (`~/Library/Containers/<bundle id>/Data/Library/Saved Application State/<bundle id>.savedState`),
/// else in the user's Library (`~/Library/Saved Application State/<bundle id>.savedState`).
/// macOS 15 may move it under `~/Library/Daemon Containers/<UUID>/...` with a UUID name, readable
/// only with Full Disk Access: that one is not searched (docs/mac-guide.md says how to find it
/// and give it with --archive).
public enum MacAppContainer {
    public struct Location: Sendable, Equatable {
        public var folder: String
        public var sandboxed: Bool
        /// Whether the folder is there yet (the app has not quit with windows open otherwise).
        public var exists: Bool
    }

    public static func savedStateFolder(bundleIdentifier: String, home: String) throws(SimulatorError) -> Location {
        guard SimulatorContainer.isPlausibleBundleIdentifier(bundleIdentifier) else { throw .invalidBundleIdentifier(bundleIdentifier) }
        let name = "/Library/Saved Application State/" + bundleIdentifier + ".savedState"
        let container = home + "/Library/Containers/" + bundleIdentifier
        let sandboxed = container + "/Data" + name
        let plain = home + name
        if FileSystem.isDirectory(sandboxed) { return Location(folder: sandboxed, sandboxed: true, exists: true) }
        if FileSystem.isDirectory(plain) { return Location(folder: plain, sandboxed: false, exists: true) }
        // Not written yet: a container means the app is sandboxed.
        if FileSystem.isDirectory(container) { return Location(folder: sandboxed, sandboxed: true, exists: false) }
        return Location(folder: plain, sandboxed: false, exists: false)
    }
}
