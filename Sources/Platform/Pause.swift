#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Blocking this thread for a while (retry back-off, polling).
public enum Pause {
    public static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        var pause = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&pause, &remaining) == -1 && errno == EINTR { pause = remaining }
    }
}
