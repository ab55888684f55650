import Foundation
import SampleApps
import StateRestoration

/// `uistate watch` against a writer process: N distinct 1,000-object states published as UIKit
/// does (data.data, then restorationInfo.plist, each renamed over the old one), one every
/// `interval` seconds. Reports how many were recorded (none may be lost), the latency from the
/// last write to the commit line, the CPU an idle watch uses, and what two runs closer together
/// than --settle become.
enum WatchBenchmark {
    static let settleMilliseconds = 300

    static func run(runs: Int, interval: Double, scratch: URL, uistate: String) throws {
        let folder = scratch.appendingPathComponent("watch")
        let archive = folder.appendingPathComponent("App.savedState")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = Measure.process("'\(uistate)' init -q --archive App.savedState", in: folder)
        let states = try (1...runs + 2).map { try PreservationWalk.preserve(LargeSampleApp.model(objects: 1000, variant: $0)) }

        let watch = Process()
        watch.executableURL = URL(fileURLWithPath: uistate)
        watch.arguments = ["watch", "--json", "--settle", String(settleMilliseconds)]
        watch.currentDirectoryURL = folder
        let output = Pipe()
        watch.standardOutput = output
        watch.standardError = FileHandle.nullDevice
        let lines = RecordedLines()
        output.fileHandleForReading.readabilityHandler = { handle in lines.append(handle.availableData) }
        try watch.run()
        defer { if watch.isRunning { watch.terminate() } }

        let idle = idleCPU(folder: folder, uistate: uistate)

        var published: [Date] = []
        for state in states.prefix(runs) {
            try SavedStateWriter.write(state, to: archive)
            published.append(Date())
            Thread.sleep(forTimeInterval: interval)
        }
        let deadline = Date().addingTimeInterval(10 + Double(settleMilliseconds) / 1000)
        while lines.count < runs && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let recorded = lines.times
        var latencies = zip(published, recorded).map { $0.1.timeIntervalSince($0.0) }.sorted()
        if latencies.isEmpty { latencies = [.nan] }
        func percentile(_ p: Double) -> String { Measure.milliseconds(latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))]) }

        // Two runs 100 ms apart, closer than --settle: one snapshot of the later state.
        let before = lines.count
        try SavedStateWriter.write(states[runs], to: archive)
        Thread.sleep(forTimeInterval: 0.1)
        try SavedStateWriter.write(states[runs + 1], to: archive)
        Thread.sleep(forTimeInterval: 3)
        let merged = lines.count - before
        watch.interrupt()
        watch.waitUntilExit()

        var table = Table(header: ["runs", "recorded", "lost", "p50", "p90", "p99", "max", "CPU idle 10 s"])
        table.rows.append([
            "\(runs)", "\(min(recorded.count, runs))", "\(max(0, runs - recorded.count))", percentile(0.5), percentile(0.9), percentile(0.99),
            Measure.milliseconds(latencies.last ?? .nan), String(format: "%.2f s", idle),
        ])
        print(table.render())
        print("\nOne state every \(interval) s, --settle \(settleMilliseconds) ms; latency: last write to the commit line on stdout.")
        print("Two runs 100 ms apart (closer than --settle): \(merged) snapshot\(merged == 1 ? "" : "s") recorded; exit status \(watch.terminationStatus) after SIGINT.")
    }

    /// User plus system CPU seconds of a watch left idle for 10 s (start-up included), as GNU
    /// time reports them to the hundredth.
    static func idleCPU(folder: URL, uistate: String) -> Double {
        let run = Measure.process("/usr/bin/time -f 'CPU %U %S' timeout -s INT 10 '\(uistate)' watch -q", in: folder)
        let line = run.output.split(separator: "\n").last { $0.hasPrefix("CPU ") } ?? ""
        return line.split(separator: " ").dropFirst().compactMap { Double($0) }.reduce(0, +)
    }
}

/// The commit lines `watch --json` prints, with the time each arrived.
final class RecordedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = Data()
    private var arrivals: [Date] = []

    func append(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(data)
        while let newline = buffer.firstIndex(of: 0x0A) {
            let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
            buffer.removeSubrange(buffer.startIndex...newline)
            if line.contains("\"event\":\"recorded\"") { arrivals.append(Date()) }
        }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return arrivals.count
    }

    var times: [Date] {
        lock.lock()
        defer { lock.unlock() }
        return arrivals
    }
}
