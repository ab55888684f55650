#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The processor time this process has used, in seconds: what a benchmark measures on a busy
/// machine, where the wall clock counts the time others' work took (both clocks are POSIX's
/// `clock_gettime`).
public enum ProcessorTime {
    public static var seconds: Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
