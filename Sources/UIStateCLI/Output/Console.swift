import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: stdout (through the pager when the policy says so) and stderr.
struct Console {
    let policy: OutputPolicy
    let quiet: Bool
    let verbose: Bool
    var style: Style { Style(enabled: policy.useColor) }

    init(global: GlobalOptions, machineOutput: Bool = false, pages: Bool = false,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        policy = OutputPolicy.resolve(
            color: global.color, noPager: global.noPager, quiet: global.quiet, machineOutput: machineOutput, pages: pages,
            environment: environment, stdoutIsTerminal: isatty(STDOUT_FILENO) != 0, stderrIsTerminal: isatty(STDERR_FILENO) != 0)
        quiet = global.quiet
        verbose = global.verbose && !global.quiet
    }

    /// Writes a whole document to stdout, paged when the policy says so.
    func emit(_ text: String) {
        let pager = Pager()
        if policy.usePager { pager.start() }
        StandardStream.write(text, to: STDOUT_FILENO)
        pager.finish()
    }

    /// A line of normal output, unless `--quiet`.
    func say(_ line: String, terminator: String = "\n") {
        guard !quiet else { return }
        StandardStream.write(line + terminator, to: STDOUT_FILENO)
    }

    /// A line for humans on stderr (warnings, hints), unless `--quiet`.
    func note(_ line: String) {
        guard !quiet else { return }
        StandardStream.write(line + "\n", to: STDERR_FILENO)
    }

    /// How the work was done (which repository, which archive, git objects, time), on stderr
    /// with `--verbose` only, so it never mixes with a command's output or its JSON.
    func detail(_ line: String) {
        guard verbose else { return }
        StandardStream.write(line + "\n", to: STDERR_FILENO)
    }
}

/// Unbuffered writes to stdout and stderr (no C `FILE` state, which Swift 6 cannot share).
enum StandardStream {
    static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
