#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Starting a program with posix_spawn (in this process's own process group, with the file
/// actions given) and waiting for its exit status: what `Shell`, `ShellReader` and
/// `ProgramRunner` share.
enum Spawn {
    enum FileAction {
        case open(Int32, path: String, flags: Int32)
        case duplicate(Int32, to: Int32)
        case close(Int32)
    }

    /// The child's pid, or the error number when it could not start. `environment` nil: this
    /// process's own.
    static func start(_ executable: String, _ arguments: [String], environment: [String: String]?, actions fileActions: [FileAction] = []) -> Result<pid_t, SystemError> {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for action in fileActions {
            switch action {
            case .open(let descriptor, let path, let flags): posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0)
            case .duplicate(let descriptor, let target): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            case .close(let descriptor): posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
        let argv = CStringList([executable] + arguments)
        var pid: pid_t = 0
        let code: Int32
        if let environment {
            let envp = CStringList(environment.map { "\($0.key)=\($0.value)" })
            code = posix_spawn(&pid, executable, &actions, nil, argv.pointers, envp.pointers)
        } else {
            code = posix_spawn(&pid, executable, &actions, nil, argv.pointers, environ)
        }
        return code == 0 ? .success(pid) : .failure(SystemError("run", path: executable, code: code))
    }

    /// Waits for `pid`: its exit status, 128 + n when signal n ended it.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
