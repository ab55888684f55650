import CLibgit2

/// A failed libgit2 call: what was attempted, libgit2's code and its message.
public struct GitError: Error, Sendable, CustomStringConvertible {
    public var operation: String
    public var code: Int32
    public var message: String

    public init(operation: String, code: Int32, message: String) {
        self.operation = operation
        self.code = code
        self.message = message
    }

    public var description: String { "\(operation): \(message)" }

    public var isNotFound: Bool { code == GIT_ENOTFOUND.rawValue }
    public var isAmbiguous: Bool { code == GIT_EAMBIGUOUS.rawValue }
    public var isInvalidSpec: Bool { code == GIT_EINVALIDSPEC.rawValue }
    /// The reference moved since it was read (compare-and-swap lost a race).
    public var isModified: Bool { code == GIT_EMODIFIED.rawValue }
    /// A lock file is held by someone else.
    public var isLocked: Bool { code == GIT_ELOCKED.rawValue }
    public var isExisting: Bool { code == GIT_EEXISTS.rawValue }
    public var isNonFastForward: Bool { code == GIT_ENONFASTFORWARD.rawValue }
    /// A callback of ours stopped the operation.
    public var isUserAbort: Bool { code == GIT_EUSER.rawValue }
    public var isAuthentication: Bool { code == GIT_EAUTH.rawValue }
}

/// Turns a libgit2 return code into a thrown `GitError` with libgit2's own message. The
/// message is read at once, on this thread: libgit2's last error is thread-local and may be
/// missing (NULL) in 1.5.
@discardableResult
func check(_ code: Int32, _ operation: @autoclosure () -> String) throws(GitError) -> Int32 {
    guard code < 0 else { return code }
    let message = git_error_last().flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "error \(code)"
    git_error_clear()
    throw GitError(operation: operation(), code: code, message: message)
}
