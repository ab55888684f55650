import Foundation
import Platform

/// Timing and memory measurement for the benchmarks.
enum Measure {
    /// Median wall time of `runs` calls, in seconds.
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }

    struct ProcessRun {
        var seconds: Double
        /// Peak resident memory of the child, in MiB.
        var peakMiB: Double
        var status: Int32
        var output: String
    }

    /// GNU time, which reports the peak memory of the measured program itself (the shell's
    /// own figure would include this process's memory, inherited at fork).
    static let gnuTime = FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time -f 'PEAK %M' " : ""

    /// Runs a command through /bin/sh in `folder`, with its own wall time and peak memory
    /// (`measureMemory`: the command is one program, run under GNU time).
    static func process(_ command: String, in folder: URL, input: String? = nil, measureMemory: Bool = false) -> ProcessRun {
        let command = measureMemory ? gnuTime + command : command
        let stdinPath = input.map { text -> String in
            let path = NSTemporaryDirectory() + "uistate-bench-input-\(ProcessInfo.processInfo.processIdentifier)"
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            return path
        }
        let outputPath = NSTemporaryDirectory() + "uistate-bench-output-\(ProcessInfo.processInfo.processIdentifier)"
        let script = "cd '\(folder.path)' && { " + command + "; }" + (stdinPath.map { " < '\($0)'" } ?? "") + " > '\(outputPath)' 2>&1"
        let start = DispatchTime.now().uptimeNanoseconds
        let status = Shell.run(script)
        guard status >= 0 else { return ProcessRun(seconds: 0, peakMiB: 0, status: -1, output: "spawn failed") }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: outputPath)
        if let stdinPath { try? FileManager.default.removeItem(atPath: stdinPath) }
        let peak = output.split(separator: "\n").last { $0.hasPrefix("PEAK ") }.flatMap { Double($0.dropFirst(5)) }.map { $0 / 1024 } ?? .nan
        return ProcessRun(seconds: seconds, peakMiB: peak, status: status, output: output)
    }

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
    static func ratio(_ other: Double, _ ours: Double) -> String { String(format: "%.2fx", other / ours) }
}

/// A fixed-width table printed to stdout.
struct Table {
    var header: [String]
    var rows: [[String]] = []

    func render() -> String {
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }.joined(separator: "  ")
        }
        return ([line(header), line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line)).joined(separator: "\n")
    }
}
