#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Ending the process with an exit status (C's exit: buffered output is flushed).
public enum ProcessExit {
    public static func now(_ status: Int32) -> Never {
        exit(status)
    }
}
