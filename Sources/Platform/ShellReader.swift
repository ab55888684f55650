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
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        let argv = CStringList(["/bin/sh", "-c", command])
        let envp = CStringList(environment.map { "\($0.key)=\($0.value)" })
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv.pointers, envp.pointers)
        close(fds[0])
        guard spawned == 0 else {
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
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        pid = 0
    }
}
