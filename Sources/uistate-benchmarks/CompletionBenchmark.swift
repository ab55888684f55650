import Foundation
import StateRepository
import SampleApps
import StateRestoration

/// The completion callbacks the shells run at TAB time, on a repository with N snapshots
/// (budget: 50 ms each), next to the git commands a git completion would run for the same
/// answer, in the same run.
enum CompletionBenchmark {
    static func run(snapshots: Int, runs: Int, scratch: URL, uistate: String) throws {
        let repo = scratch.appendingPathComponent("completion")
        let store = try SnapshotStore.create(in: repo)
        let states = try [0, 1].map { SavedState(classic: try PreservationWalk.preserve(LargeSampleApp.model(objects: 50, variant: $0))) }
        for index in 0..<snapshots {
            _ = try store.commit(states[index % 2], message: "Snapshot \(index)", allowEmpty: true)
            if index % 500 == 0 { try store.createTag("v\(index / 500)", at: try store.resolve("HEAD")) }
        }
        let calls = [
            ("revisions", "restore -- positional@0 2 0 uistate restore ''"),
            ("revisions with reflog", "restore -- positional@0 2 5 uistate restore main@"),
            ("object paths", "show -- positional@1 4 0 uistate show HEAD~3 -- ''"),
            ("tags", "tag -- positional@0 3 0 uistate tag -d ''"),
        ]
        var table = Table(header: ["\(snapshots) snapshots", "uistate ---completion", "budget", "git equivalent", "git", "git / uistate"])
        let gitCommands = [
            "git --git-dir .uistate log -10 --format='%h %s' && git --git-dir .uistate for-each-ref",
            "git --git-dir .uistate reflog -10",
            "git --git-dir .uistate ls-tree -r --name-only HEAD~3",
            "git --git-dir .uistate tag -l",
        ]
        for ((name, arguments), gitCommand) in zip(calls, gitCommands) {
            var ours: [Measure.ProcessRun] = [], git: [Double] = []
            for _ in 0..<runs {
                ours.append(Measure.process("SAP_SHELL=zsh '\(uistate)' ---completion \(arguments)", in: repo))
                git.append(Measure.process(gitCommand, in: repo).seconds)
            }
            if let failed = ours.first(where: { $0.status != 0 || $0.output.isEmpty }) {
                throw BenchmarkFailure("completion of \(name) failed: \(failed.output)")
            }
            let mine = CommitBenchmark.median(ours.map(\.seconds))
            table.rows.append([
                name, Measure.milliseconds(mine), mine <= 0.050 ? "within 50 ms" : "OVER 50 ms",
                gitCommand.replacingOccurrences(of: "git --git-dir .uistate ", with: "git "),
                Measure.milliseconds(CommitBenchmark.median(git)), Measure.ratio(CommitBenchmark.median(git), mine),
            ])
        }
        print(table.render())
        print("\nMedian of \(runs) runs, each a new process (as the shell runs it); snapshots of 50 objects, \(snapshots / 500 + 1) tags.")
    }
}
