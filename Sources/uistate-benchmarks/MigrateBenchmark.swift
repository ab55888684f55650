import Foundation
import Platform

/// `uistate migrate scenes` (the plan, which reads the project as doctor does, then analyses
/// the app delegate, every controller's encode method, every source for review and the
/// storyboards' tables) on the generated project of the doctor benchmark: its wall time and
/// peak memory against the goal, and its instructions against doctor's on the same
/// project (under callgrind, when valgrind is there), so what planning adds is a ratio.
enum MigrateBenchmark {
    static func run(swiftFiles: Int, storyboards: Int, runs: Int, scratch: URL, uistate: String) throws {
        let folder = scratch.appendingPathComponent("migrate-project")
        try DoctorBenchmark.generate(in: folder, swiftFiles: swiftFiles, storyboards: storyboards)
        var plans: [Measure.ProcessRun] = []
        var doctors: [Measure.ProcessRun] = []
        for _ in 0..<runs {
            plans.append(Measure.process("'\(uistate)' migrate scenes --json . > /dev/null", in: folder, measureMemory: true))
            doctors.append(Measure.process("'\(uistate)' doctor --no-state --json . > /dev/null", in: folder, measureMemory: true))
        }
        if let failed = plans.first(where: { $0.status != 0 }) { throw BenchmarkFailure("migrate scenes failed: \(failed.output)") }
        var instructions = ("", "", "")
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind") {
            let countable = try StartupBenchmark.countableCopy(of: uistate, in: scratch)
            func count(_ arguments: [String]) throws -> Double? {
                let counted = try ProgramRunner.run("/usr/bin/valgrind", ["--tool=callgrind", "--callgrind-out-file=/dev/null", countable] + arguments,
                                                    environment: StartupBenchmark.environment)
                return counted.errorOutput.split(separator: "\n").last { $0.contains("Collected :") }.flatMap { $0.split(separator: " ").last }.flatMap { Double($0) }
            }
            // The plan as people read it (text) and as tools do (--json), against doctor's JSON.
            if let plan = try count(["migrate", "scenes", "--json", folder.path]), let text = try count(["migrate", "scenes", folder.path]),
               let doctor = try count(["doctor", "--no-state", "--json", folder.path]) {
                instructions = (String(format: "%.0f M (text %.0f M)", plan / 1e6, text / 1e6), String(format: "%.0f M", doctor / 1e6),
                                String(format: "%.2fx (text %.2fx)", plan / doctor, text / doctor))
            }
        }
        let plan = CommitBenchmark.median(plans.map(\.seconds)), doctor = CommitBenchmark.median(doctors.map(\.seconds))
        var table = Table(header: ["project", "migrate scenes", "peak", "doctor", "instructions (migrate / doctor)", "goal"])
        table.rows.append([
            "\(swiftFiles) Swift files, \(storyboards) storyboards", Measure.milliseconds(plan), String(format: "%.0f MiB", plans.map(\.peakMiB).max() ?? 0),
            Measure.milliseconds(doctor), instructions.0.isEmpty ? "" : "\(instructions.0) / \(instructions.1) = \(instructions.2)", "1,000 ms, 200 MiB",
        ])
        print(table.render())
        print("\nMedian of \(runs) runs, each a new process planning the migration of the whole project (nothing written).")
    }
}
