import Foundation
import SampleApps
import StateRestoration

/// `uistate scan --all` over a long history of a large app (issue 23's goal: 1,000 snapshots of
/// a 1,000-object app in at most 2 s): ten states recorded by uistate (each changes ten objects
/// of the one before), then history made with `git commit-tree` cycling through their trees
/// up to `snapshots`. Next to it, in the same run, the floor of reading each object once:
/// `git cat-file --batch-all-objects --batch`.
enum ScanBenchmark {
    static func run(objects: Int, snapshots: Int, runs: Int, scratch: URL, uistate: String) throws {
        let folder = scratch.appendingPathComponent("scan")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let repo = folder.appendingPathComponent("repo")
        _ = Measure.process("'\(uistate)' init '\(repo.path)' -q", in: folder)
        for variant in 0..<10 {
            let state = try PreservationWalk.preserve(LargeSampleApp.model(objects: objects, variant: variant))
            try SavedStateWriter.write(state, to: folder.appendingPathComponent("v\(variant).savedState"))
            let commit = Measure.process("'\(uistate)' commit ../v\(variant).savedState -q", in: repo)
            guard commit.status == 0 else { throw BenchmarkFailure("commit failed: \(commit.output)") }
        }
        let history = Measure.process("""
            export GIT_DIR=.uistate; p=$(git rev-parse HEAD); body=$(git log -1 --format=%b HEAD)
            i=11; while [ $i -le \(snapshots) ]; do t=$(git rev-parse HEAD~$((i % 10))^{tree})
              p=$(printf 'snapshot %s\\n\\n%s\\n' $i "$body" | git commit-tree $t -p $p); i=$((i + 1)); done
            git update-ref refs/heads/main $p
            """, in: repo)
        guard history.status == 0 else { throw BenchmarkFailure("history failed: \(history.output)") }

        var scans: [Measure.ProcessRun] = [], floors: [Double] = []
        for _ in 0..<runs {
            scans.append(Measure.process("'\(uistate)' scan --all --json", in: repo, measureMemory: true))
            floors.append(Measure.process("git --git-dir .uistate cat-file --batch-all-objects --batch > /dev/null", in: repo).seconds)
        }
        guard let last = scans.last, last.status == 0 || last.status == 1 else { throw BenchmarkFailure("scan failed: \(scans.last?.output ?? "")") }
        let files = last.output.firstRange(of: "\"files\": ").map { last.output[$0.upperBound...].prefix { $0.isNumber } } ?? "?"
        let scan = CommitBenchmark.median(scans.map(\.seconds)), floor = CommitBenchmark.median(floors)
        var table = Table(header: ["history", "uistate scan --all", "peak", "files read", "git cat-file (every object once)", "vs git", "goal"])
        table.rows.append([
            "\(snapshots) snapshots of \(objects) objects", Measure.milliseconds(scan), String(format: "%.0f MiB", scans.map(\.peakMiB).max() ?? 0), String(files),
            Measure.milliseconds(floor), Measure.ratio(floor, scan), "<= 2 s",
        ])
        print(table.render())
        print("\nMedian of \(runs) runs. \"files read\": distinct files of the snapshots' trees parsed and searched, each once.")
        try? FileManager.default.removeItem(at: folder)
    }
}
