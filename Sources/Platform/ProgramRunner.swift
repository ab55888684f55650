#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs a program found on `PATH` and collects what it prints, for the few tools uistate asks
/// (`xcrun simctl`). Through posix_spawn, not Foundation's Process: Foundation would be linked
/// whole into every start of uistate for this one call.
public enum ProgramRunner {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var errorOutput: String
    }

    /// The executable `name` resolves to on `PATH`, as a shell finds it; nil when none.
    public static func find(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = String(folder) + "/" + name
            if let entry = FileSystem.entry(candidate), entry.type == .file || entry.type == .symbolicLink, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// Runs `executable` with `arguments` and `environment`, standard input from /dev/null, and
    /// reads both outputs as they come (so neither pipe can fill and stall the program).
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws(SystemError) -> Result {
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw SystemError("pipe", path: executable, code: errno) }
        guard pipe(&errorPipe) == 0 else {
            let code = errno
            close(outputPipe[0]); close(outputPipe[1])
            throw SystemError("pipe", path: executable, code: code)
        }
        let spawned = Spawn.start(executable, arguments, environment: environment, actions: [
            .open(STDIN_FILENO, path: "/dev/null", flags: O_RDONLY), .duplicate(outputPipe[1], to: STDOUT_FILENO),
            .duplicate(errorPipe[1], to: STDERR_FILENO),
        ] + (outputPipe + errorPipe).map { .close($0) })
        close(outputPipe[1])
        close(errorPipe[1])
        let pid: pid_t
        switch spawned {
        case .success(let started): pid = started
        case .failure(let error):
            close(outputPipe[0]); close(errorPipe[0])
            throw error
        }
        let (output, errorOutput) = readBoth(outputPipe[0], errorPipe[0])
        close(outputPipe[0])
        close(errorPipe[0])
        return Result(status: Spawn.wait(pid), output: String(decoding: output, as: UTF8.self), errorOutput: String(decoding: errorOutput, as: UTF8.self))
    }

    /// Starts `executable` with `arguments` and does not wait: for handing a file to the
    /// desktop (`open`, `xdg-open`), which may start a browser that outlives uistate. Nothing
    /// of this process's terminal reaches it.
    public static func start(_ executable: String, _ arguments: [String], environment: [String: String]) throws(SystemError) {
        let spawned = Spawn.start(executable, arguments, environment: environment, actions: [
            .open(STDIN_FILENO, path: "/dev/null", flags: O_RDONLY), .open(STDOUT_FILENO, path: "/dev/null", flags: O_WRONLY),
            .open(STDERR_FILENO, path: "/dev/null", flags: O_WRONLY),
        ])
        if case .failure(let error) = spawned { throw error }
    }

    /// Everything written to two descriptors until both are closed.
    private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var results: [[UInt8]] = [[], []]
        var descriptors = [pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 65536)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptors[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    results[index] += buffer[0..<count]
                } else if count == 0 || errno != EINTR {
                    descriptors[index].fd = -1
                }
            }
        }
        return (results[0], results[1])
    }
}
