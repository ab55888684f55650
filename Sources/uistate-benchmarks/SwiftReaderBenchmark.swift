import Foundation
import Platform

/// `uistate doctor` and `uistate migrate scenes` on an app whose code is one Swift file of N
/// one-line functions, each with a `let` (the shape that made the reader quadratic: the owner
/// of each binding was found by scanning every type and function again), for N = 1k, 4k,
/// 16k, 64k; then 10 MB of the same code across 3 files (the goal's size) and 64 MB across 16.
/// Wall time, peak memory, instructions (callgrind, one run, where valgrind is there and the
/// run is short enough to count).
enum SwiftReaderBenchmark {
    static func run(sizes: [Int], runs: Int, scratch: URL, uistate: String) throws {
        let countable = try StartupBenchmark.countableCopy(of: uistate, in: scratch)
        var table = Table(header: ["code", "doctor", "migrate scenes", "peak", "instructions (doctor)", "goal"])
        for functions in sizes {
            let folder = scratch.appendingPathComponent("swift-reader-\(functions)")
            let bytes = try generate(in: folder, functionsPerFile: functions, files: 1)
            table.rows.append(try measure(folder, "one file of \(functions) functions (\(megabytes(bytes)))", runs: runs, uistate: uistate,
                                          countable: functions <= 64_000 ? countable : nil))
        }
        // The goal's 10 MB, and 64 MB: files of 4 MB, each under the 8 MiB a file may have.
        for (files, perFile, times) in [(3, 53_000, runs), (16, 66_000, 1)] {
            let folder = scratch.appendingPathComponent("swift-reader-\(files)-files")
            let bytes = try generate(in: folder, functionsPerFile: perFile, files: files)
            table.rows.append(try measure(folder, "\(files) files of \(perFile) functions (\(megabytes(bytes)))", runs: times, uistate: uistate,
                                          countable: files == 3 ? countable : nil))
            try? FileManager.default.removeItem(at: folder)
        }
        print(table.render())
        print("\nMedian of \(runs) runs (the 64 MB case: one), each a new process reading the whole app; goal: 1 s and 200 MiB for 10 MB of Swift, the 64 MB case bounded.")
    }

    static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.0f KB", Double(bytes) / 1e3)
    }

    static func measure(_ folder: URL, _ title: String, runs: Int, uistate: String, countable: String?) throws -> [String] {
        var doctors: [Measure.ProcessRun] = []
        var plans: [Measure.ProcessRun] = []
        for _ in 0..<runs {
            doctors.append(Measure.process("'\(uistate)' doctor --no-state --json . > /dev/null", in: folder, measureMemory: true))
            plans.append(Measure.process("'\(uistate)' migrate scenes --json . > /dev/null", in: folder, measureMemory: true))
        }
        // Doctor's findings on this app are notes and warnings (exit 0); a refusal is said as
        // what it is, with the exit and the first line.
        func shown(_ runs: [Measure.ProcessRun]) -> String {
            if let failed = runs.first(where: { $0.status != 0 && $0.status != 1 }) {
                return "exit \(failed.status): " + (failed.output.split(separator: "\n").first { !$0.hasPrefix("PEAK") }.map(String.init) ?? "")
            }
            return Measure.milliseconds(CommitBenchmark.median(runs.map(\.seconds)))
        }
        var instructions = ""
        if let countable, let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first(where: FileManager.default.isExecutableFile(atPath:)) {
            let counted = try ProgramRunner.run(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", countable, "doctor", "--no-state", "--json", folder.path],
                                                environment: StartupBenchmark.environment)
            if let collected = counted.errorOutput.split(separator: "\n").last(where: { $0.contains("Collected :") })?.split(separator: " ").last.flatMap({ Double($0) }) {
                instructions = String(format: "%.0f M", collected / 1e6)
            }
        }
        let peak = (doctors + plans).map(\.peakMiB).max() ?? 0
        return [title, shown(doctors), shown(plans), String(format: "%.0f MiB", peak), instructions, "1 s and 200 MiB per 10 MB"]
    }

    /// A classic app (a synchronized folder, its Info.plist, an app delegate that makes the
    /// window and opts in to restoration) whose other code is `files` files of
    /// `functionsPerFile` one-line functions; the bytes of those files.
    static func generate(in folder: URL, functionsPerFile: Int, files: Int) throws -> Int {
        try? FileManager.default.removeItem(at: folder)
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try DoctorBenchmark.project(target: "App", folder: "App", framework: false).write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleIdentifier</key>
            \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            </dict>
            </plist>

            """.write(to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = UINavigationController(rootViewController: UIViewController())
                    window?.makeKeyAndVisible()
                    return true
                }

                func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
                func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
            }

            """.write(to: app.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        var total = 0
        for file in 0..<files {
            var text = "import Foundation\n\nfinal class Helpers\(file) {\n"
            for index in 0..<functionsPerFile {
                text += "    func f\(index)() { let value\(index) = \"\(index)\"; print(value\(index)) }\n"
            }
            text += "}\n"
            total += text.utf8.count
            try text.write(to: app.appendingPathComponent("Helpers\(file).swift"), atomically: true, encoding: .utf8)
        }
        return total
    }
}
