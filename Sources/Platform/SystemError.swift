import SystemPackage

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A failed system call: what was attempted, on which path, and the C library's own reason
/// (`errno`), so a message can say "permission denied" rather than guess.
public struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
    public var operation: String
    public var path: String?
    public var code: Int32

    public init(_ operation: String, path: String?, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    init(_ operation: String, path: String?, _ errno: Errno) {
        self.init(operation, path: path, code: errno.rawValue)
    }

    /// The C library's text for the error, e.g. "Permission denied".
    public var reason: String { Errno(rawValue: code).description }

    /// The calling thread's errno as an error, nil when it is 0.
    public static var current: SystemError? {
        let code = errno
        return code == 0 ? nil : SystemError("", path: nil, code: code)
    }

    public var description: String {
        path.map { "\(operation) '\($0)': \(reason)" } ?? "\(operation): \(reason)"
    }

    public var isPermissionDenied: Bool { code == Errno.permissionDenied.rawValue || code == Errno.notPermitted.rawValue }
    /// EPERM: on macOS, what its privacy protection (TCC) answers for a protected folder.
    public var isNotPermitted: Bool { code == Errno.notPermitted.rawValue }
    public var isReadOnlyFileSystem: Bool { code == Errno.readOnlyFileSystem.rawValue }
    public var isTooLarge: Bool { code == Errno.fileTooLarge.rawValue }
    public var isNoSpace: Bool { code == Errno.noSpace.rawValue || code == Errno.diskQuotaExceeded.rawValue }
    public var isNotFound: Bool { code == Errno.noSuchFileOrDirectory.rawValue }
    /// ENOTDIR: a path through a file, as if it were a folder (nothing is there either).
    public var isNotADirectory: Bool { code == Errno.notDirectory.rawValue }
    public var isExisting: Bool { code == Errno.fileExists.rawValue }
}
