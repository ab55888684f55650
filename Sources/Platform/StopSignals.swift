import CPlatform

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// SIGINT and SIGTERM as a request to stop, for a long-running command that finishes what it is
/// doing first (`watch`): the handler only records the signal, and blocking waits return early.
public enum StopSignals {
    public static func catchThem() throws(SystemError) {
        guard cplatform_catch_stop_signals() == 0 else { throw SystemError("catch signals", path: nil, code: errno) }
    }

    /// The signal caught (SIGINT 2, SIGTERM 15), nil while none has come.
    public static var caught: Int32? {
        let signal = cplatform_stop_signal()
        return signal == 0 ? nil : signal
    }
}
