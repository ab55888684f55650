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

/// The signals that end a process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE) held back while
/// `body` runs, then delivered: a Ctrl-C during a multi-file write ends the process once the
/// write is whole or undone, never half-way (SIGKILL cannot be held; a journal covers it).
public enum TerminationSignals {
    public static func heldBack<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let held = cplatform_hold_termination_signals() == 0
        defer { if held { _ = cplatform_release_termination_signals() } }
        return try body()
    }
}
