#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An advisory lock on a file (`flock`), waited for up to a deadline. The kernel releases it
/// when the process dies, so it cannot go stale.
public final class FileLock {
    public enum Mode: Sendable { case shared, exclusive }

    public enum Failure: Error, Sendable, Equatable {
        /// Another process held it past the deadline.
        case timedOut(path: String)
        /// The lock file cannot be opened (permissions, read-only file system ...).
        case system(SystemError)
    }

    private let descriptor: Int32

    /// Takes the lock on `path` (created if missing), waiting at most `timeout` seconds.
    public convenience init(path: String, mode: Mode, timeout: Double) throws(Failure) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .system(SystemError("open lock file", path: path, code: errno)) }
        try self.init(descriptor: descriptor, path: path, mode: mode, timeout: timeout)
    }

    /// Takes the lock of a folder itself (flock works on a folder's descriptor on Linux and
    /// macOS): no lock file is left in it, so nothing appears in a work tree's `git status`.
    public convenience init(folder: String, mode: Mode, timeout: Double) throws(Failure) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(SystemError("open folder to lock", path: folder, code: errno)) }
        try self.init(descriptor: descriptor, path: folder, mode: mode, timeout: timeout)
    }

    private init(descriptor: Int32, path: String, mode: Mode, timeout: Double) throws(Failure) {
        self.descriptor = descriptor
        let operation = (mode == .shared ? LOCK_SH : LOCK_EX) | LOCK_NB
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int64(max(0, timeout) * 1000)))
        var delay: Int64 = 2
        while flock(descriptor, operation) != 0 {
            let failure = errno
            guard failure == EWOULDBLOCK || failure == EINTR else {
                close(descriptor)
                throw .system(SystemError("lock", path: path, code: failure))
            }
            guard clock.now < deadline else {
                close(descriptor)
                throw .timedOut(path: path)
            }
            Pause.sleep(seconds: Double(delay) / 1000)
            delay = min(delay * 2, 100)
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
