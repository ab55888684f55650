import Foundation
import Platform
import TestSupport

/// `migrate scenes --apply` on TestSupport's multi-target project (the kill test's project,
/// `--targets` app targets, four files each and the shared pbxproj): the plan alone (its text,
/// nothing written) against `--apply` (the same text after writing), so what writing adds is
/// the difference, for
/// this build and, with `--before <binary>`, an older one (the writer before the transaction).
/// Wall time is the median of `runs` runs, each on a fresh committed copy; instructions are one
/// run under callgrind (valgrind), which counts this process's instructions but not the
/// kernel's work (the fsyncs), which the wall time holds.
enum TransactionBenchmark {
    static func run(targets: Int, runs: Int, scratch: URL, builds: [(name: String, uistate: String)]) throws {
        let template = scratch.appendingPathComponent("apps-template")
        try MultiTargetProject.write(to: template, targets: targets)
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "commit", "-qm", "classic"]] {
            let result = try ProgramRunner.run("/usr/bin/git", ["-C", template.path] + arguments, environment: StartupBenchmark.environment)
            guard result.status == 0 else { throw BenchmarkFailure("git \(arguments.joined(separator: " ")): \(result.errorOutput)") }
        }
        var copies = 0
        func copy() throws -> URL {
            copies += 1
            let folder = scratch.appendingPathComponent("apps-\(copies)")
            try FileManager.default.copyItem(at: template, to: folder)
            return folder
        }
        var table = Table(header: ["build", "plan (nothing written)", "--apply", "writing", "instructions: plan / --apply", "files written"])
        for build in builds {
            var plans: [Double] = [], applies: [Double] = []
            var written = ""
            for _ in 0..<runs {
                let folder = try copy()
                plans.append(Measure.process("'\(build.uistate)' migrate scenes > /dev/null", in: folder).seconds)
                let applied = Measure.process("'\(build.uistate)' migrate scenes --apply", in: folder)
                guard applied.status == 0 else { throw BenchmarkFailure("--apply failed: \(applied.output)") }
                written = applied.output.split(separator: "\n").first { $0.hasPrefix("wrote ") }.map(String.init) ?? ""
                applies.append(applied.seconds)
            }
            var instructions = ""
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind") {
                let countable = try StartupBenchmark.countableCopy(of: build.uistate, in: scratch)
                func count(_ arguments: [String]) throws -> Double? {
                    let counted = try ProgramRunner.run("/usr/bin/valgrind", ["--tool=callgrind", "--callgrind-out-file=/dev/null", countable, "-C", try copy().path] + arguments,
                                                        environment: StartupBenchmark.environment)
                    return counted.errorOutput.split(separator: "\n").last { $0.contains("Collected :") }.flatMap { $0.split(separator: " ").last }.flatMap { Double($0) }
                }
                if let plan = try count(["migrate", "scenes"]), let apply = try count(["migrate", "scenes", "--apply"]) {
                    instructions = String(format: "%.0f M / %.0f M (+%.1f M)", plan / 1e6, apply / 1e6, (apply - plan) / 1e6)
                }
            }
            let plan = CommitBenchmark.median(plans), apply = CommitBenchmark.median(applies)
            table.rows.append([build.name, Measure.milliseconds(plan), Measure.milliseconds(apply), Measure.milliseconds(apply - plan), instructions, written])
        }
        print(table.render())
        print("\n\(targets) app targets; median of \(runs) runs, each a new process on a fresh committed copy (\(copies) copies made).")
    }
}
