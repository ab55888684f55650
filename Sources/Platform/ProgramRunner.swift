import Foundation

/// Runs a program found on `PATH` and collects what it prints, for the few tools uistate asks
/// (`xcrun simctl`). Their output is a line or two; it is read once the program has ended.
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

    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws(SystemError) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), errorOutput = Pipe()
        process.standardOutput = output
        process.standardError = errorOutput
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw SystemError("run", path: executable, code: Int32((error as NSError).code))
        }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errorOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errorOutput: String(decoding: err, as: UTF8.self))
    }
}
