#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

/// Where a command writes: stdout (through the pager when the policy says so) and stderr,
/// everything through `TerminalText.safe`.
struct Console {
    let policy: OutputPolicy
    let quiet: Bool
    let verbose: Bool
    private let environment: [String: String]
    var style: Style { Style(enabled: policy.useColor) }

    init(global: GlobalOptions, machineOutput: Bool = false, pages: Bool = false,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        policy = OutputPolicy.resolve(
            color: global.color, noPager: global.noPager, quiet: global.quiet, machineOutput: machineOutput, pages: pages,
            environment: environment, stdoutIsTerminal: StandardStream.output.isTerminal, stderrIsTerminal: StandardStream.error.isTerminal)
        quiet = global.quiet
        verbose = global.verbose && !global.quiet
        self.environment = environment
    }

    /// Writes a whole document to stdout, paged when the policy says so.
    func emit(_ text: String) {
        let pager = policy.usePager ? Pager.start(environment: environment) : nil
        StandardStream.output.write(TerminalText.safe(text))
        pager?.finish()
    }

    /// A document written as it is made (a whole history's log), paged when the policy says
    /// so: `produce` hands its text to the writer it is given, which passes it on in chunks.
    func emitStream<Failure: Error>(_ produce: (_ write: (String) -> Void) throws(Failure) -> Void) throws(Failure) {
        let pager = policy.usePager ? Pager.start(environment: environment) : nil
        defer { pager?.finish() }
        var chunk = ""
        defer { if !chunk.isEmpty { StandardStream.output.write(TerminalText.safe(chunk)) } }
        try produce { text in
            chunk += text
            if chunk.utf8.count >= Self.streamChunk {
                StandardStream.output.write(TerminalText.safe(chunk))
                chunk = ""
            }
        }
    }

    /// Bytes gathered before a streamed document is written out.
    static let streamChunk = 64 * 1024

    /// A line of normal output, unless `--quiet`.
    func say(_ line: String, terminator: String = "\n") {
        guard !quiet else { return }
        StandardStream.output.write(TerminalText.safe(line + terminator))
    }

    /// A line for humans on stderr (warnings, hints), unless `--quiet`.
    func note(_ line: String) {
        guard !quiet else { return }
        StandardStream.error.write(TerminalText.safe(line + "\n"))
    }

    /// How the work was done (which repository, which archive, git objects, time), on stderr
    /// with `--verbose` only, so it never mixes with a command's output or its JSON.
    func detail(_ line: String) {
        guard verbose else { return }
        StandardStream.error.write(TerminalText.safe(line + "\n"))
    }
}
