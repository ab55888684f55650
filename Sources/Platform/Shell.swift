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
        guard case .success(let pid) = Spawn.start("/bin/sh", ["-c", script], environment: nil) else { return -1 }
        return Spawn.wait(pid)
    }
}
