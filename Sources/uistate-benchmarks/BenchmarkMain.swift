import Foundation

/// `uistate-benchmarks [startup|plist|commit|diff|alignment|doctor|xcproj|migrate|swift-reader|transaction|history|completion|scenes|mac|watch|gc|view|scan|privacy-bounds|privacy-inputs|all] [--objects N] [--snapshots N] [--runs N] [--uistate <path>]`:
/// measurements against git, plistlib and Foundation in the same run (docs/performance.md).
/// Build it with `swift build -c release` (Foundation, the comparison, needs dynamic linking);
/// `--uistate` names the binary the commit benchmark times (default: the one built next to it).
@main
enum BenchmarkMain {
    static func main() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        func option(_ name: String, _ fallback: Int) -> Int {
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let value = Int(arguments[index + 1]) else { return fallback }
            arguments.removeSubrange(index...(index + 1))
            return value
        }
        let objects = option("--objects", 10_000)
        let snapshots = option("--snapshots", 10_000)
        let runs = option("--runs", 5)
        var uistate = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("uistate").path
        if let index = arguments.firstIndex(of: "--uistate"), index + 1 < arguments.count {
            uistate = URL(fileURLWithPath: arguments[index + 1]).standardizedFileURL.path
            arguments.removeSubrange(index...(index + 1))
        }
        let which = arguments.first ?? "all"
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("uistate-bench-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        // UISTATE_BENCH_KEEP=1 keeps the generated inputs, to profile a command on them.
        defer { if ProcessInfo.processInfo.environment["UISTATE_BENCH_KEEP"] == nil { try? FileManager.default.removeItem(at: scratch) } else { print("kept \(scratch.path)") } }
        if which == "startup" || which == "all" {
            print("== Start-up and daily commands against the libgit2 floor and git ==")
            try StartupBenchmark.run(runs: max(runs, 7), scratch: scratch, uistate: uistate)
            print()
        }
        if which == "plist" || which == "all" {
            print("== Decode and re-encode a UIKit archive ==")
            try PlistBenchmark.run(objects: objects, runs: runs, scratch: scratch)
            print()
        }
        if which == "diff" || which == "all" {
            print("== Diff two snapshots ==")
            try DiffBenchmark.run(sizes: [1000, objects], runs: runs, scratch: scratch, uistate: uistate)
            print()
        }
        if which == "alignment" || which == "all" {
            print("== Aligning two long arrays ==")
            try AlignmentBenchmark.run(elements: option("--elements", 20_000), runs: runs, scratch: scratch)
            print()
        }
        if which == "doctor" || which == "all" {
            print("== doctor: reading a large project ==")
            try DoctorBenchmark.run(swiftFiles: option("--swift-files", 2000), storyboards: option("--storyboards", 50), runs: runs, scratch: scratch, uistate: uistate)
            print()
        }
        if which == "xcproj" || which == "all" {
            print("== doctor: reading a large project.xcproj (Xcode 27.2's JSON project format) ==")
            try XcprojBenchmark.run(frameworks: option("--frameworks", 100), files: option("--files", 1000), runs: runs, scratch: scratch, uistate: uistate)
            print()
        }
        if which == "migrate" || which == "all" {
            print("== migrate scenes: planning a large project ==")
            try MigrateBenchmark.run(swiftFiles: option("--swift-files", 2000), storyboards: option("--storyboards", 50), runs: runs, scratch: scratch, uistate: uistate)
            print()
        }
        if which == "swift-reader" || which == "all" {
            print("== Reading Swift: one file of N one-line functions, and 64 MB across 16 files ==")
            try SwiftReaderBenchmark.run(sizes: [1_000, 4_000, 16_000, 64_000], runs: runs, scratch: scratch, uistate: uistate)
            print()
        }
        if which == "transaction" {
            // --before <binary>: an older uistate measured beside this one.
            var builds = [(name: "this build", uistate: uistate)]
            if let index = arguments.firstIndex(of: "--before"), index + 1 < arguments.count {
                builds.insert((name: "before", uistate: URL(fileURLWithPath: arguments[index + 1]).standardizedFileURL.path), at: 0)
            }
            print("== migrate scenes --apply: the transaction's cost ==")
            try TransactionBenchmark.run(targets: option("--targets", 40), runs: runs, scratch: scratch, builds: builds)
            print()
        }
        if which == "doctor-project" {
            // The doctor and migrate benchmarks' project, to profile by hand: in --out (default: ./doctor-project).
            let out = arguments.firstIndex(of: "--out").map { URL(fileURLWithPath: arguments[$0 + 1]) } ?? URL(fileURLWithPath: "doctor-project")
            try DoctorBenchmark.generate(in: out.standardizedFileURL, swiftFiles: option("--swift-files", 2000), storyboards: option("--storyboards", 50))
            print("generated the project in \(out.path)")
            return
        }
        if which == "xcproj-project" {
            // The xcproj benchmark's project in both formats, to profile by hand: in --out (default: ./xcproj-project).
            let out = (arguments.firstIndex(of: "--out").map { URL(fileURLWithPath: arguments[$0 + 1]) } ?? URL(fileURLWithPath: "xcproj-project")).standardizedFileURL
            try XcprojBenchmark.generate(in: out, frameworks: option("--frameworks", 100), files: option("--files", 1000))
            print("generated the project in \(out.path)/json and \(out.path)/plist")
            if arguments.contains("--measure") {
                let text = try String(contentsOf: out.appendingPathComponent("json/Big.xcodeproj/project.xcproj"), encoding: .utf8)
                try XcprojBenchmark.inProcess(text: text, folders: (out.appendingPathComponent("json"), out.appendingPathComponent("plist")), frameworks: option("--frameworks", 100), runs: runs)
            }
            return
        }
        if which == "history-repository" {
            // A repository to look at by hand: --snapshots N, in --out (default: ./history).
            let out = arguments.firstIndex(of: "--out").map { URL(fileURLWithPath: arguments[$0 + 1]) } ?? URL(fileURLWithPath: "history")
            try HistoryBenchmark.build(out.standardizedFileURL, snapshots: snapshots, uistate: uistate)
            print("built \(snapshots) snapshots in \(out.path)")
            return
        }
        if which == "history" || which == "all" {
            print("== A year of watch: daily and whole-history commands as history grows ==")
            let sizes = arguments.contains("--quick") ? [100, 10_000] : [100, 1_000, 10_000, 100_000]
            try HistoryBenchmark.run(sizes: sizes, runs: max(3, runs / 2), scratch: scratch, uistate: uistate, wholeHistory: !arguments.contains("--daily-only"))
            print()
        }
        if which == "completion" || which == "all" {
            print("== Shell completion callbacks ==")
            try CompletionBenchmark.run(snapshots: snapshots, runs: max(runs, 7), scratch: scratch, uistate: uistate)
            print()
        }
        if which == "scenes" || which == "all" {
            print("== Scene-based savedState folders ==")
            try SceneBenchmark.run(sizes: [10, 1000, 10_000], runs: max(1, runs / 2), scratch: scratch, uistate: uistate)
            print()
        }
        if which == "mac" || which == "all" {
            print("== Mac apps: AppKit saved state ==")
            try MacBenchmark.run(sizes: [10, 1000, 10_000], runs: max(1, runs / 2), scratch: scratch, uistate: uistate)
            print()
        }
        if which == "watch" || which == "all" {
            print("== watch against a writer process ==")
            try WatchBenchmark.run(runs: option("--watch-runs", 100), interval: 1, scratch: scratch, uistate: uistate)
            print()
        }
        if which == "gc" || which == "all" {
            print("== Repository size: automatic gc, gc, git gc ==")
            try GCBenchmark.run(commits: option("--commits", 1000), scratch: scratch)
            print()
        }
        if which == "view" || which == "all" {
            print("== view: the page of a large state with a long history ==")
            try ViewBenchmark.run(objects: objects, snapshots: option("--history", 1000), runs: max(1, runs / 2), scratch: scratch, uistate: uistate)
            print()
        }
        if which == "scan" || which == "all" {
            print("== scan: private values over a long history ==")
            try ScanBenchmark.run(objects: min(objects, 1000), snapshots: option("--history", 1000), runs: max(1, runs / 2), scratch: scratch, uistate: uistate)
            print()
        }
        if which == "privacy-inputs" {
            // The bounds benchmark's inputs, to run callgrind on by hand (docs/performance.md).
            let out = arguments.firstIndex(of: "--out").map { URL(fileURLWithPath: arguments[$0 + 1]) } ?? URL(fileURLWithPath: "privacy-inputs")
            try PrivacyBoundsBenchmark.writeInputs(scale: Double(option("--percent", 100)) / 100, to: out.standardizedFileURL)
            return
        }
        if which == "privacy-bounds" || which == "all" {
            print("== scan and commit --redact of the largest, deepest and widest inputs ==")
            try PrivacyBoundsBenchmark.run(runs: max(1, runs / 2), scale: Double(option("--percent", 100)) / 100, scratch: scratch, uistate: uistate)
            print()
        }
        if which == "commit" || which == "all" {
            print("== Commit a savedState ==")
            try CommitBenchmark.run(sizes: [1000, objects], runs: max(1, runs / 2), scratch: scratch, uistate: uistate)
            print()
        }
    }
}
