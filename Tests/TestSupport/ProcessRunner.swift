import Foundation

/// The outcome of running a program to completion.
public struct ProcessResult: Sendable, CustomStringConvertible {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var stdoutBytes: [UInt8]

    public var description: String { "exit \(status)\nstdout: \(stdout)\nstderr: \(stderr)" }

    /// Throws unless the program exited 0: for set-up steps a test relies on.
    public func succeeded() throws {
        guard status == 0 else { throw ProcessFailure(result: self) }
    }
}

public struct ProcessFailure: Error, CustomStringConvertible {
    public var result: ProcessResult
    public var description: String { "a set-up step failed: \(result)" }
}

/// Runs external programs (the built `uistate`, plain `git`, `python3`) from tests.
public enum ProcessRunner {
    /// Runs `executable` (a path, or a name looked up in PATH) and waits for it, at most
    /// `timeout` seconds (then it is killed and the result has exit status 124).
    @discardableResult
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String] = [:], input: [UInt8]? = nil, timeout: Double = 300
    ) throws -> ProcessResult {
        try ChildProcess(executable, arguments, in: directory, environment: environment, input: input).finish(timeout: timeout)
    }

    /// Whether a test may use `program`: it is on PATH, or the run requires every tool
    /// (`UISTATE_REQUIRE_TOOLS=1`, set by .ci/run), so a missing tool fails the test rather
    /// than skipping it.
    public static func has(_ program: String) -> Bool {
        toolsRequired || (try? run("sh", ["-c", "command -v \(program)"]))?.status == 0
    }

    /// Whether a test may use a file a package installs (bash-completion's loader), on the
    /// same terms as `has(_:)`.
    public static func has(file path: String) -> Bool {
        toolsRequired || FileManager.default.fileExists(atPath: path)
    }

    public static var toolsRequired: Bool { ProcessInfo.processInfo.environment["UISTATE_REQUIRE_TOOLS"] == "1" }
}
