import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the user's pager with our stdout feeding it, as git does.
///
/// Spawned with posix_spawn in our own process group (Foundation.Process would give it a new
/// group, where less is stopped by the terminal and the command hangs).
final class Pager {
    private var pid: pid_t = 0

    /// `UISTATE_PAGER`, then `PAGER`, then `less`; empty or `cat` means no pager.
    static func command(environment: [String: String]) -> String? {
        let command = environment["UISTATE_PAGER"] ?? environment["PAGER"] ?? "less"
        return command.isEmpty || command == "cat" ? nil : command
    }

    /// `LESS=FRX` (quit if one screen, keep colors, leave text on screen) and `LV=-c` unless set.
    static func environment(_ base: [String: String]) -> [String: String] {
        var environment = base
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        if environment["LV"] == nil { environment["LV"] = "-c" }
        return environment
    }

    func start(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let command = Self.command(environment: environment) else { return }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        let argv: [UnsafeMutablePointer<CChar>?] = (["/bin/sh", "-c", command] as [String]).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = Self.environment(environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp) == 0 else {
            close(fds[0])
            close(fds[1])
            pid = 0
            return
        }
        close(fds[0])
        dup2(fds[1], STDOUT_FILENO)
        close(fds[1])
    }

    /// Closes our end so the pager sees end of input, then waits for the user to quit it.
    func finish() {
        guard pid > 0 else { return }
        close(STDOUT_FILENO)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        pid = 0
    }
}
