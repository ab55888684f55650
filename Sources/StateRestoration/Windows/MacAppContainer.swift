import Platform
import PropertyList

/// Where macOS keeps a Mac app's AppKit saved state. Three places, all under the user's home:
///
/// - a sandboxed app's container: `~/Library/Containers/<bundle id>/Data/Library/Saved
///   Application State/<bundle id>.savedState`;
/// - talagent's daemon container (macOS 15 and later, apps outside the sandbox): `~/Library/
///   Daemon Containers/<container uuid>/Data/Library/Saved Application State/<app uuid>.savedState`,
///   the container being the one whose `.com.apple.containermanagerd.metadata.plist` says
///   `MCMMetadataIdentifier` = `com.apple.talagent`, the app's UUID named in
///   `ApplicationMapping.plist` beside the folders (`ApplicationMapping`). Reading it needs Full
///   Disk Access;
/// - the user's Library, as before macOS 15: `~/Library/Saved Application State/<bundle id>.savedState`.
public enum MacAppContainer {
    public enum Place: String, Sendable, CaseIterable {
        case sandbox
        case daemonContainer = "daemon container"
        case library
    }

    public struct Location: Sendable, Equatable {
        public var folder: String
        public var place: Place
        /// Whether the folder is there yet (the app has not quit with windows open otherwise).
        public var exists: Bool

        public var sandboxed: Bool { place == .sandbox }
    }

    public static let talagent = "com.apple.talagent"
    static let metadataFile = ".com.apple.containermanagerd.metadata.plist"
    static let metadataIdentifier = "MCMMetadataIdentifier"
    static let stateFolder = "/Library/Saved Application State"
    static let suffix = ".savedState"

    /// The app's savedState folder: its sandbox container's when it has one, else talagent's
    /// folder for it when the mapping names one, else the one in the user's Library. Daemon
    /// containers that cannot be read are an error (the state may well be there), not a reason
    /// to fall back to an old folder in the Library.
    public static func savedStateFolder(bundleIdentifier: String, home: String) throws(MacStateError) -> Location {
        guard SimulatorContainer.isPlausibleBundleIdentifier(bundleIdentifier) else { throw .invalidBundleIdentifier(bundleIdentifier) }
        let name = stateFolder + "/" + bundleIdentifier + suffix
        let container = home + "/Library/Containers/" + bundleIdentifier
        let sandboxed = container + "/Data" + name
        if FileSystem.isDirectory(sandboxed) { return Location(folder: sandboxed, place: .sandbox, exists: true) }
        if FileSystem.isDirectory(container) { return Location(folder: sandboxed, place: .sandbox, exists: false) }
        let plain = home + name
        if let daemon = try talagentFolder(home: home) {
            let mapping = ApplicationMapping(bytes: (try? FileSystem.read(daemon + "/" + ApplicationMapping.fileName, limit: 16 << 20)) ?? [])
            if let uuid = mapping.uuid(for: bundleIdentifier) {
                let folder = daemon + "/" + uuid + suffix
                if let entry = FileSystem.entry(folder), entry.type == .symbolicLink {
                    throw .linkOutOfContainer(path: folder, target: FileSystem.resolvedPath(folder) ?? "nothing")
                }
                return Location(folder: folder, place: .daemonContainer, exists: FileSystem.isDirectory(folder))
            }
        }
        return Location(folder: plain, place: .library, exists: FileSystem.isDirectory(plain))
    }

    /// Whether `path` is in a place macOS's privacy protection guards (containers, daemon
    /// containers): a permission error there means the terminal lacks Full Disk Access.
    public static func isPrivacyProtected(_ path: String) -> Bool {
        ["/Library/Daemon Containers", "/Library/Containers"].contains { place in
            path.hasSuffix(place) || path.contains(place + "/")
        }
    }

    /// talagent's `Saved Application State` folder, nil when no daemon container is talagent's;
    /// unreadable daemon containers are `permissionDenied`, and so is a container whose
    /// metadata cannot be read for lack of permission when no readable one is talagent's (that
    /// one may well be it).
    public static func talagentFolder(home: String) throws(MacStateError) -> String? {
        let containers = home + "/Library/Daemon Containers"
        guard FileSystem.isDirectory(containers) else { return nil }
        let names: [String]
        do {
            names = try FileSystem.contents(ofDirectory: containers)
        } catch {
            throw MacStateError(error, path: containers)
        }
        var denied: MacStateError? = nil
        for name in names {
            let metadata = containers + "/" + name + "/" + metadataFile
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.read(metadata, limit: 1 << 20)
            } catch {
                if case .permissionDenied = MacStateError(error, path: metadata), denied == nil { denied = MacStateError(error, path: metadata) }
                continue
            }
            guard let plist = try? PropertyListReader.read(bytes), case .string(talagent)? = plist[metadataIdentifier] else { continue }
            let folder = containers + "/" + name + "/Data" + stateFolder
            guard FileSystem.isDirectory(folder) else { return nil }
            return folder
        }
        if let denied { throw denied }
        return nil
    }
}

/// Why a Mac app's saved state cannot be found or used.
public enum MacStateError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidBundleIdentifier(String)
    /// The folder cannot be listed: macOS's privacy protection (EPERM, Full Disk Access) or
    /// the folder's own permissions (EACCES).
    case permissionDenied(path: String, fullDiskAccess: Bool)
    /// A savedState in talagent's container that is a symbolic link: never followed for writing.
    case linkOutOfContainer(path: String, target: String)
    case unreadable(path: String, reason: String)

    init(_ error: SystemError, path: String) {
        switch SavedStateError.reading(path, error) {
        case .permissionDenied(let path, let fullDiskAccess): self = .permissionDenied(path: path, fullDiskAccess: fullDiskAccess)
        default: self = .unreadable(path: path, reason: error.reason)
        }
    }

    public var description: String {
        switch self {
        case .invalidBundleIdentifier(let text):
            "'\(text)' is not a bundle identifier (letters, digits, '.' and '-', e.g. com.example.App)"
        case .permissionDenied(let path, let fullDiskAccess):
            SavedStateError.permissionDenied(path: path, fullDiskAccess: fullDiskAccess).description
        case .linkOutOfContainer(let path, let target):
            "'\(path)' is a symbolic link (to '\(target)'), not a folder talagent wrote: not used; "
                + "if you trust it, give the folder itself with 'uistate init --archive <folder>'"
        case .unreadable(let path, let reason):
            "cannot read '\(path)': \(reason)"
        }
    }
}
