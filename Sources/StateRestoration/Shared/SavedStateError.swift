import KeyedArchive
import Platform

/// Why a savedState folder or archive could not be read or written. One line each, saying
/// what is wrong and, where there is one, what to do.
public enum SavedStateError: Error, Sendable, CustomStringConvertible {
    case notFound(path: String)
    case unreadable(path: String, reason: String)
    /// Not readable for lack of permission: macOS's privacy protection (EPERM: the terminal
    /// needs Full Disk Access) or the file's own mode (EACCES).
    case permissionDenied(path: String, fullDiskAccess: Bool)
    case malformedArchive(path: String, reason: String)
    case notUIKitArchive(path: String, reason: String)
    case malformedObject(path: String, object: IdentifierPath, reason: String)
    case malformedRestorationInfo(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// A folder (or file) a saved state was to be written to holds what writing it would
    /// delete: refused before anything is written.
    case wouldDelete(path: String, what: String)
    /// A scene file (session index, activity, user info) that UIKit could not read either.
    case malformedScene(path: String, reason: String)
    /// Something a saved state never holds: a symbolic link, a device, a folder too deep.
    case unsupportedEntry(path: String, reason: String)
    /// An AppKit data.data record AppKit could not read either: bad magic, length, key or chunk.
    case malformedWindowRecord(path: String, offset: Int, reason: String)

    /// A failed read of `path` as the error to report: lack of permission is its own case.
    public static func reading(_ path: String, _ error: SystemError) -> SavedStateError {
        guard error.isPermissionDenied else { return .unreadable(path: path, reason: error.reason) }
        return .permissionDenied(path: path, fullDiskAccess: error.isNotPermitted || MacAppContainer.isPrivacyProtected(path))
    }

    public var description: String {
        switch self {
        case .notFound(let path):
            "no saved state at '\(path)': give a <bundle id>.savedState folder (classic data.data or scene sessions) or its data.data"
        case .unreadable(let path, let reason):
            "cannot read '\(path)': \(reason)"
        case .permissionDenied(let path, true):
            "cannot read '\(path)': macOS lets only a terminal with Full Disk Access read it; turn it on for your terminal in "
                + "System Settings > Privacy & Security > Full Disk Access, then open a new terminal window"
        case .permissionDenied(let path, false):
            "cannot read '\(path)': permission denied; check its owner and mode (ls -ld)"
        case .malformedArchive(let path, let reason):
            "'\(path)' is malformed: \(reason)"
        case .notUIKitArchive(let path, let reason):
            "'\(path)' is not a UIKit state restoration archive: \(reason)"
        case .malformedObject(let path, let object, let reason):
            "'\(path)': the archive of object '\(object)' is malformed: \(reason)"
        case .malformedRestorationInfo(let path, let reason):
            "'\(path)' is not a valid restorationInfo.plist: \(reason)"
        case .unwritable(let path, let reason):
            "cannot write '\(path)': \(reason)"
        case .wouldDelete(let path, let what):
            "refusing to write a saved state into '\(path)': it would delete \(what)"
        case .malformedScene(let path, let reason):
            "'\(path)' is malformed: \(reason)"
        case .unsupportedEntry(let path, let reason):
            "'\(path)': \(reason)"
        case .malformedWindowRecord(let path, let offset, let reason):
            "'\(path)' is malformed at byte \(offset): \(reason)"
        }
    }
}
