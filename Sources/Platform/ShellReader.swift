#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A shell command that reads everything this process writes to its standard output from now
/// on (a pager). It is started with posix_spawn in this process's own process group:
/// Foundation's Process gives a child a new group, where `less` is stopped by the terminal
/// and the command hangs.
public final class ShellReader {
    private var pid: pid_t

    private init(pid: pid_t) {
        self.pid = pid
    }

    /// Runs `/bin/sh -c command` with `environment`, its standard input fed by our standard
    /// output; nil (and output unchanged) when it cannot be started.
    public static func start(command: String, environment: [String: String]) -> ShellReader? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        let spawned = Spawn.start("/bin/sh", ["-c", command], environment: environment,
                                  actions: [.duplicate(fds[0], to: STDIN_FILENO), .close(fds[0]), .close(fds[1])])
        close(fds[0])
        guard case .success(let pid) = spawned else {
            close(fds[1])
            return nil
        }
        dup2(fds[1], STDOUT_FILENO)
        close(fds[1])
        return ShellReader(pid: pid)
    }

    /// Closes our standard output so the reader sees its end, then waits for it to exit (for
    /// the user to quit the pager).
    public func finish() {
        guard pid > 0 else { return }
        close(STDOUT_FILENO)
        _ = Spawn.wait(pid)
        pid = 0
    }
}
