import Foundation
import Git
import Platform
import SampleApps
import StateRepository
import StateRestoration

/// A year of `watch` (issue 35): a 200-object app whose runs change ten objects each, 24
/// recorded snapshots replayed hourly up to N snapshots (`SnapshotStore.replay`, uistate's own
/// pack writer), then each daily command and each whole-history command at every N, uistate
/// next to git on the same repository, instructions (callgrind, a stripped copy) and wall time.
enum HistoryBenchmark {
    static let environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1", "UISTATE_PAGER": "cat", "TZ": "UTC"]) { $1 }

    static func run(sizes: [Int], runs: Int, scratch: URL, uistate: String, wholeHistory: Bool) throws {
        let binary = try StartupBenchmark.countableCopy(of: uistate, in: scratch)
        var daily = Table(header: ["command"] + sizes.map { "\($0) snapshots" } + ["largest / smallest"])
        var whole = Table(header: ["command", "snapshots", "uistate", "git", "git command", "uistate / git", "goal"])
        var dailyRows: [String: [StartupBenchmark.Measurement]] = [:]
        let dailyCommands: [(String, [String])] = [
            ("log -n 20", ["log", "-n", "20", "--no-pager"]),
            ("status", ["status"]),
            ("diff HEAD~1", ["diff", "HEAD~1", "HEAD", "--stat", "--no-pager"]),
            ("show", ["show", "--stat", "--no-pager"]),
            ("completion (revisions)", ["---completion", "restore", "--", "positional@0", "2", "0", "uistate", "restore", ""]),
            ("view HEAD", ["view", "HEAD", "--out", "/dev/null"]),
            ("commit", ["commit", "-q", "-m", "benchmark run"]),
        ]
        for size in sizes {
            let repo = scratch.appendingPathComponent("history-\(size)")
            try build(repo, snapshots: size, uistate: uistate)
            for (name, arguments) in dailyCommands {
                if name == "commit" {
                    // A new state to record, then back, so the next measurement starts alike.
                    try write(variant: 99, to: repo)
                    let measured = try StartupBenchmark.measure(binary, ["-C", repo.path] + arguments, runs: 1, counting: true)
                    try StartupBenchmark.run(binary, ["-C", repo.path, "rollback", "HEAD~1", "-q"])
                    dailyRows[name, default: []].append(measured)
                    continue
                }
                // Completion is run by the shell with the callback first: the repository comes from UISTATE_DIR.
                let completion = arguments.first == "---completion"
                dailyRows[name, default: []].append(try StartupBenchmark.measure(
                    binary, (completion ? [] : ["-C", repo.path]) + arguments, runs: runs, counting: true,
                    environment: environment.merging(["UISTATE_DIR": repo.path + "/.uistate", "SAP_SHELL": "zsh"]) { $1 }))
            }
            guard wholeHistory else { continue }
            let git = "git --git-dir '\(repo.path)/.uistate' "
            let object = "Screen3"
            let pairs: [(String, String, String, String)] = [
                ("log", "'\(binary)' -C '\(repo.path)' log --no-pager > /dev/null", git + "log > /dev/null", "git log"),
                ("log -- <object>", "'\(binary)' -C '\(repo.path)' log --no-pager -- '\(object)' > /dev/null", git + "log -- '\(object)' > /dev/null", "git log -- <path>"),
                ("scan --all (no cache)", "rm -f '\(repo.path)/.uistate/uistate-scan-cache'; '\(binary)' -C '\(repo.path)' scan --all --json > /dev/null",
                 git + "cat-file --batch-all-objects --batch > /dev/null", "git cat-file (every object once)"),
                ("view (timeline)", "'\(binary)' -C '\(repo.path)' view --out '\(scratch.path)/page.html'", "true", "-"),
            ]
            for (name, ours, theirs, label) in pairs {
                let mine = median(runs) { Measure.process(ours, in: repo).seconds }
                let base = median(runs) { Measure.process(theirs, in: repo).seconds }
                let extra = name.hasPrefix("view") ? String(format: "page %.1f MB", Double((try? FileManager.default.attributesOfItem(atPath: scratch.path + "/page.html")[.size] as? Int) ?? 0) / 1e6) : ""
                whole.rows.append([name, "\(size)", Measure.milliseconds(mine), label == "-" ? extra : Measure.milliseconds(base), label,
                                   label == "-" ? "" : String(format: "%.2fx", mine / base), goal(name)])
            }
            // gc last: it rewrites the repository.
            let copy = scratch.appendingPathComponent("history-\(size)-git")
            _ = Measure.process("cp -a '\(repo.path)' '\(copy.path)'", in: scratch)
            let ours = Measure.process("'\(binary)' -C '\(repo.path)' gc -q", in: repo).seconds
            let theirs = Measure.process("git --git-dir '\(copy.path)/.uistate' gc -q", in: copy).seconds
            whole.rows.append(["gc", "\(size)", Measure.milliseconds(ours), Measure.milliseconds(theirs), "git gc", String(format: "%.2fx", ours / theirs), "<= 1.5x"])
            try? FileManager.default.removeItem(at: copy)
        }
        for (name, _) in dailyCommands {
            let row = dailyRows[name] ?? []
            func cell(_ measured: StartupBenchmark.Measurement) -> String {
                String(format: "%.1f M, %.1f ms", (measured.instructions ?? 0) / 1e6, measured.wall * 1000)
            }
            let ratio = (row.last?.instructions ?? 0) / max(1, row.first?.instructions ?? 1)
            daily.rows.append([name] + row.map(cell) + [String(format: "%.2fx", ratio)])
        }
        print(daily.render())
        print("\nInstructions: callgrind on a stripped copy, one run; wall time: median of \(runs) runs. Goal: the largest within 1.2x of the smallest.")
        if wholeHistory {
            print()
            print(whole.render())
            print("\nMedian of \(runs) runs each (gc: one run, on copies of the same repository).")
        }
    }

    static func goal(_ name: String) -> String {
        switch name {
        case "log": "<= 2x git log"
        case "log -- <object>": "<= 1x git log -- <path>"
        case "scan --all (no cache)": "<= 2x reading each object"
        default: "<= 1 s, <= 5 MB"
        }
    }

    static func median(_ runs: Int, _ body: () -> Double) -> Double {
        (0..<runs).map { _ in body() }.sorted()[runs / 2]
    }

    static func write(variant: Int, to repo: URL) throws {
        let state = try PreservationWalk.preserve(LargeSampleApp.model(objects: 200, variant: variant))
        try SavedStateFolderWriter.write(SavedState(classic: state), to: repo.appendingPathComponent("App.savedState"))
    }

    /// 24 recorded runs, then `snapshots` in all, an hour apart, ending now.
    static func build(_ repo: URL, snapshots: Int, uistate: String) throws {
        try? FileManager.default.removeItem(at: repo)
        try StartupBenchmark.run(uistate, ["init", repo.path, "--archive", "App.savedState", "-q"])
        let store = try SnapshotStore.open(in: repo, environment: environment)
        var sources: [ObjectID] = []
        for variant in 0..<min(24, snapshots) {
            try write(variant: variant, to: repo)
            sources.append(try store.commit(savedStateAt: repo.appendingPathComponent("App.savedState"), message: "run \(variant)").result.id)
        }
        // The recorded runs replayed from a new root, an hour apart, the newest an hour ago.
        let now = Int64(Date().timeIntervalSince1970)
        try store.replay(sources, count: snapshots, start: now - Int64(snapshots) * 3600, interval: 3600, onto: nil)
        // As `gc --auto` leaves a long-lived repository: packed, with a commit-graph file.
        try StartupBenchmark.run(uistate, ["-C", repo.path, "gc", "-q"])
        try write(variant: 23, to: repo)
        // The working archive as the app left it a while ago: status may trust its fingerprint.
        _ = Measure.process("find App.savedState -exec touch -d '1 hour ago' {} + && '\(uistate)' status -q", in: repo)
    }
}
