import CLibgit2
import Platform

/// A failed libgit2 call: what was attempted, libgit2's code, class and message.
public struct GitError: Error, Sendable, CustomStringConvertible {
    /// libgit2's return codes that callers act on; every other failure is `.other`.
    public enum Code: Sendable, Equatable {
        case notFound
        case exists
        case ambiguous
        case invalidSpec
        /// A reference moved since it was read (compare-and-swap lost a race).
        case modified
        /// A lock file is held by someone else.
        case locked
        case nonFastForward
        case authentication
        case certificate
        /// A callback of ours stopped the operation.
        case stoppedByCallback
        case other(Int32)

        init(_ raw: Int32) {
            switch raw {
            case GIT_ENOTFOUND.rawValue: self = .notFound
            case GIT_EEXISTS.rawValue: self = .exists
            case GIT_EAMBIGUOUS.rawValue: self = .ambiguous
            case GIT_EINVALIDSPEC.rawValue: self = .invalidSpec
            case GIT_EMODIFIED.rawValue: self = .modified
            case GIT_ELOCKED.rawValue: self = .locked
            case GIT_ENONFASTFORWARD.rawValue: self = .nonFastForward
            case GIT_EAUTH.rawValue: self = .authentication
            case GIT_ECERTIFICATE.rawValue: self = .certificate
            case GIT_EUSER.rawValue: self = .stoppedByCallback
            default: self = .other(raw)
            }
        }
    }

    /// What libgit2 was doing when it failed (its error class).
    public enum Area: Sendable, Equatable {
        /// The operating system refused (I/O, permissions, a full disk).
        case system
        case network
        case ssh
        case other
    }

    public var operation: String
    public var code: Code
    public var area: Area
    public var message: String

    public init(operation: String, code: Code, area: Area = .other, message: String) {
        self.operation = operation
        self.code = code
        self.area = area
        self.message = message
    }

    public var description: String { "\(operation): \(message)" }
}

/// Turns a libgit2 return code into a thrown `GitError` with libgit2's own message. The
/// message is read at once, on this thread: libgit2's last error is thread-local and may be
/// missing (NULL) in 1.5.
@discardableResult
func check(_ code: Int32, _ operation: @autoclosure () -> String) throws(GitError) -> Int32 {
    guard code < 0 else { return code }
    // errno first: whatever libgit2 does next may change it.
    let failure = SystemError.current
    let last = git_error_last()
    var message = last.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? ""
    // libgit2 1.5 sometimes fails a write (a full disk) without a message: the errno says why.
    if message.allSatisfy(\.isWhitespace) || message.hasSuffix(": ") {
        message += failure.map { $0.reason } ?? "error \(code)"
    }
    let area: GitError.Area
    switch last.map({ git_error_t(UInt32($0.pointee.klass)) }) {
    case GIT_ERROR_OS?, GIT_ERROR_NOMEMORY?, GIT_ERROR_ZLIB?, GIT_ERROR_FILESYSTEM?: area = .system
    case GIT_ERROR_NET?, GIT_ERROR_HTTP?, GIT_ERROR_SSL?: area = .network
    case GIT_ERROR_SSH?: area = .ssh
    default: area = .other
    }
    git_error_clear()
    throw GitError(operation: operation(), code: GitError.Code(code), area: area, message: message)
}
