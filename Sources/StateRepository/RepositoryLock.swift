import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The repository-wide lock (`<repo>/uistate.lock`, an flock): commits hold it shared while
/// they write objects and move the branch; gc and prune hold it exclusively, so they never
/// delete objects a commit is about to reference. The kernel releases it when a process dies,
/// so it cannot go stale.
public final class RepositoryLock {
    public enum Mode { case shared, exclusive }

    private let descriptor: Int32

    public init(gitDirectory: String, mode: Mode, timeout: Double = 30) throws {
        let path = (gitDirectory as NSString).appendingPathComponent("uistate.lock")
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RepositoryError.lockTimeout(lockFile: path) }
        let operation = (mode == .shared ? LOCK_SH : LOCK_EX) | LOCK_NB
        let deadline = Date().addingTimeInterval(timeout)
        var delay = 0.002
        while flock(descriptor, operation) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(descriptor)
                throw RepositoryError.lockTimeout(lockFile: path)
            }
            Thread.sleep(forTimeInterval: delay)
            delay = min(delay * 2, 0.1)
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
