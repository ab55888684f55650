#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// This process's standard output and error: unbuffered writes (no C `FILE` state, which Swift
/// 6 cannot share between threads) and whether each is a terminal.
public enum StandardStream: Sendable {
    case output
    case error

    var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Writes all of `text`; a closed stream (a pager that quit) drops it.
    public func write(_ text: String) {
        write(bytes: Array(text.utf8))
    }

    /// Writes all of `bytes`, as they are.
    public func write(bytes: [UInt8]) {
        var bytes = bytes
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writeBytes(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    public var isTerminal: Bool { isatty(descriptor) != 0 }
}

/// libc's write(2), out of reach of `StandardStream.write`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
