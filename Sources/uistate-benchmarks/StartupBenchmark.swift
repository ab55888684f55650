import Foundation
import Platform

/// Issue 15's measurement: each daily command of uistate next to the least libgit2 work for the
/// same answer (`floor/floor.c`, built here with the system's cc) and the matching git command,
/// on one repository of 60 snapshots of a 1,000-object app. Instructions come from callgrind on
/// a copy of each binary without debug sections (stable on a noisy machine); wall time is the
/// median of `runs` process starts. Commands that need no repository are compared with the
/// 20 M budget.
enum StartupBenchmark {
    struct Command {
        var name: String
        var uistate: [String]
        var floor: String?
        var git: [String]?
    }

    static func run(runs: Int, scratch: URL, uistate: String) throws {
        let repo = scratch.appendingPathComponent("startup")
        try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
        let binary = try countableCopy(of: uistate, in: scratch)
        let floor = try buildFloor(in: scratch)
        try makeRepository(repo, uistate: binary)
        let gitDirectory = repo.appendingPathComponent(".uistate").path
        let sample = scratch.appendingPathComponent("Homepwner.savedState").path
        try run(binary, ["sample", "open-item", "--out", sample])

        let commands = [
            Command(name: "diff HEAD~1 HEAD --stat", uistate: ["-C", repo.path, "diff", "HEAD~1", "HEAD", "--stat"], floor: "diff",
                    git: ["--git-dir", gitDirectory, "diff", "--stat", "HEAD~1", "HEAD"]),
            Command(name: "log -n 20 --oneline", uistate: ["-C", repo.path, "log", "-n", "20", "--oneline"], floor: "log",
                    git: ["--git-dir", gitDirectory, "log", "-n", "20", "--oneline"]),
            Command(name: "status", uistate: ["-C", repo.path, "status"], floor: "status", git: ["--git-dir", gitDirectory, "ls-tree", "-r", "HEAD"]),
            Command(name: "show --stat", uistate: ["-C", repo.path, "show", "--stat"], floor: "show", git: ["--git-dir", gitDirectory, "show", "--stat", "HEAD"]),
            Command(name: "--version", uistate: ["--version"], floor: nil, git: ["--version"]),
            Command(name: "help diff", uistate: ["help", "diff"], floor: nil, git: nil),
            Command(name: "sample --list", uistate: ["sample", "--list"], floor: nil, git: nil),
            Command(name: "inspect (Homepwner)", uistate: ["inspect", sample], floor: nil, git: nil),
        ]
        let counting = FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind")
        if !counting { print("valgrind not found: instruction counts left out (apt-get install valgrind)\n") }
        var table = Table(header: ["command", "uistate Ir", "floor Ir", "vs floor", "git Ir", "uistate wall", "floor wall", "vs floor", "git wall"])
        for command in commands {
            let floorArguments = command.floor.map { [$0, gitDirectory] }
            let ours = try measure(binary, command.uistate, runs: runs, counting: counting)
            let base = try floorArguments.map { try measure(floor, $0, runs: runs, counting: counting) }
            let git = try command.git.map { try measure("/usr/bin/git", $0, runs: runs, counting: counting) }
            func millions(_ value: Double?) -> String { value.map { String(format: "%.1f M", $0 / 1e6) } ?? "" }
            func ratio(_ ours: Double?, _ base: Double?) -> String {
                guard let ours, let base, base > 0 else { return "" }
                return String(format: "%.2fx", ours / base)
            }
            let budget = command.floor == nil && (ours.instructions ?? 0) > 20e6 ? " (over 20 M)" : ""
            table.rows.append([
                command.name, millions(ours.instructions) + budget, millions(base?.instructions), ratio(ours.instructions, base?.instructions),
                millions(git?.instructions), Measure.milliseconds(ours.wall), base.map { Measure.milliseconds($0.wall) } ?? "",
                ratio(ours.wall, base?.wall), git.map { Measure.milliseconds($0.wall) } ?? "",
            ])
        }
        print(table.render())
        print("""

            Floor: floor/floor.c, the same libgit2 work with nothing else (git_libgit2_init, open, and the \
            command's reads). Goal (issue 15): diff, log, status and show --stat at most 1.25x the floor's \
            instructions and 1.5x its wall time; commands without a repository at most 20 M. Wall: median \
            of \(runs) runs; git status has no bare form, ls-tree -r HEAD reads the same tree.
            """)
    }

    struct Measurement {
        var instructions: Double?
        var wall: Double
    }

    static let environment = ProcessInfo.processInfo.environment

    static func measure(_ program: String, _ arguments: [String], runs: Int, counting: Bool, environment: [String: String] = environment) throws -> Measurement {
        let first = try ProgramRunner.run(program, arguments, environment: environment)
        guard first.status == 0 else { throw BenchmarkFailure("\(program) \(arguments.joined(separator: " ")) failed: \(first.errorOutput)") }
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try ProgramRunner.run(program, arguments, environment: environment)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        var instructions: Double? = nil
        if counting {
            let counted = try ProgramRunner.run("/usr/bin/valgrind", ["--tool=callgrind", "--callgrind-out-file=/dev/null", program] + arguments, environment: environment)
            instructions = counted.errorOutput.split(separator: "\n").last { $0.contains("Collected :") }
                .flatMap { $0.split(separator: " ").last }.flatMap { Double($0) }
        }
        return Measurement(instructions: instructions, wall: times.sorted()[times.count / 2])
    }

    /// A copy of `uistate` without debug sections, which valgrind cannot always read (and whose
    /// counts are then stable).
    static func countableCopy(of uistate: String, in scratch: URL) throws -> String {
        let binary = scratch.appendingPathComponent("uistate").path
        try run("/bin/cp", [uistate, binary])
        _ = try? ProgramRunner.run("/usr/bin/strip", ["--strip-debug", binary], environment: environment)
        return binary
    }

    /// floor.c, next to this file in the source tree, built against the system's libgit2.
    static func buildFloor(in scratch: URL) throws -> String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("floor/floor.c").path
        let output = scratch.appendingPathComponent("floor").path
        let flags = try ProgramRunner.run("/usr/bin/pkg-config", ["--cflags", "--libs", "libgit2"], environment: environment)
        guard flags.status == 0 else { throw BenchmarkFailure("pkg-config libgit2: \(flags.errorOutput)") }
        let compiler = ProgramRunner.find("cc", environment: environment) ?? ProgramRunner.find("clang", environment: environment) ?? "cc"
        try run(compiler, ["-O2", "-o", output, source] + flags.output.split(separator: " ").map { String($0.trimmed) }.filter { !$0.isEmpty })
        return output
    }

    /// 60 snapshots of a 1,000-object app, each changing ten controllers.
    static func makeRepository(_ repo: URL, uistate: String) throws {
        let state = repo.appendingPathComponent("state").path
        try run(uistate, ["-C", repo.path, "init", "--archive", "state"])
        for variant in 1...60 {
            try run(uistate, ["sample", "large", "--objects", "1000", "--variant", "\(variant)", "--out", state])
            try run(uistate, ["-C", repo.path, "-q", "commit", "-m", "run \(variant)"])
        }
        // The working folder as UIKit left it a while ago: status may trust its fingerprint.
        try run("/usr/bin/find", [state, "-exec", "touch", "-d", "1 hour ago", "{}", "+"])
        try run(uistate, ["-C", repo.path, "status"])
    }

    static func run(_ program: String, _ arguments: [String]) throws {
        let result = try ProgramRunner.run(program, arguments, environment: environment)
        guard result.status == 0 else { throw BenchmarkFailure("\(program) \(arguments.joined(separator: " ")): \(result.errorOutput)") }
    }
}
