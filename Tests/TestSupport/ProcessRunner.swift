import Foundation

/// The outcome of running a program to completion.
public struct ProcessResult: Sendable, CustomStringConvertible {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var stdoutBytes: [UInt8]

    public var description: String { "exit \(status)\nstdout: \(stdout)\nstderr: \(stderr)" }
}

/// Runs external programs (the built `uistate`, plain `git`, `python3`) from tests.
public enum ProcessRunner {
    /// Runs `executable` (a path, or a name looked up in PATH) and waits for it.
    @discardableResult
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String] = [:], input: [UInt8]? = nil
    ) throws -> ProcessResult {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(Data(input)) }
        try inPipe.fileHandleForWriting.close()
        // Read both pipes concurrently so neither can fill up and block the child.
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            stdoutBytes: [UInt8](outData))
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

    static var toolsRequired: Bool { ProcessInfo.processInfo.environment["UISTATE_REQUIRE_TOOLS"] == "1" }
}
