#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Running a shell script to completion (`/bin/sh -c`), with this process's environment and
/// standard streams.
public enum Shell {
    /// The script's exit status (128 + n when a signal n ended it; -1 when it could not start).
    public static func run(_ script: String) -> Int32 {
        let argv = CStringList(["/bin/sh", "-c", script])
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv.pointers, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
