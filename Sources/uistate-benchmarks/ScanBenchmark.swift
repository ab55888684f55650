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

        var scans: [Measure.ProcessRun] = [], floors: [Double] = [], warm: [Double] = []
        for run in 0..<runs {
            // Cold: no cache. Warm: one more snapshot since the last scan.
            try? FileManager.default.removeItem(at: repo.appendingPathComponent(".uistate/uistate-scan-cache"))
            scans.append(Measure.process("'\(uistate)' scan --all --json", in: repo, measureMemory: true))
            floors.append(Measure.process("git --git-dir .uistate cat-file --batch-all-objects --batch > /dev/null", in: repo).seconds)
            let added = Measure.process(newSnapshot(run), in: repo)
            guard added.status == 0 else { throw BenchmarkFailure("a new snapshot failed: \(added.output)") }
            warm.append(Measure.process("'\(uistate)' scan --all --json", in: repo).seconds)
        }
        guard let last = scans.last, last.status == 0 || last.status == 1 else { throw BenchmarkFailure("scan failed: \(scans.last?.output ?? "")") }
        let files = last.output.firstRange(of: "\"files\": ").map { last.output[$0.upperBound...].prefix { $0.isNumber } } ?? "?"
        let scan = CommitBenchmark.median(scans.map(\.seconds)), floor = CommitBenchmark.median(floors)
        var table = Table(header: ["history", "uistate scan --all", "peak", "files read", "git cat-file (every object once)", "vs git", "again, 1 new snapshot", "goal"])
        table.rows.append([
            "\(snapshots) snapshots of \(objects) objects", Measure.milliseconds(scan), String(format: "%.0f MiB", scans.map(\.peakMiB).max() ?? 0), String(files),
            Measure.milliseconds(floor), Measure.ratio(floor, scan), Measure.milliseconds(CommitBenchmark.median(warm)), "<= 1 s",
        ])
        print(table.render())
        print("\nMedian of \(runs) runs. \"files read\": distinct files of the snapshots' trees parsed and searched, each once.")
        print("\"again\": the same scan after one more snapshot, with the cache the first one left (uistate-scan-cache).")
        try pushOverhead(repo: repo, folder: folder, runs: runs, uistate: uistate)
        try? FileManager.default.removeItem(at: folder)
    }

    /// A shell script that adds one snapshot: the tree of an older one, on top of HEAD.
    static func newSnapshot(_ index: Int) -> String {
        """
        export GIT_DIR=.uistate; t=$(git rev-parse HEAD~\(3 + index % 5)^{tree})
        c=$(printf 'new snapshot %s\\n' \(index) | git commit-tree $t -p HEAD); git update-ref refs/heads/main $c
        """
    }

    /// `push` of one new snapshot to a local bare repository, with push protection and with
    /// `--allow-private` (no scan), in the same run.
    static func pushOverhead(repo: URL, folder: URL, runs: Int, uistate: String) throws {
        let remote = folder.appendingPathComponent("remote.git")
        _ = Measure.process("git init -q --bare '\(remote.path)' && '\(uistate)' remote add origin '\(remote.path)' && '\(uistate)' push --allow-private -q", in: repo)
        var checked: [Double] = [], unchecked: [Double] = []
        for run in 0..<max(runs, 5) {
            _ = Measure.process(newSnapshot(100 + 2 * run), in: repo)
            let push = Measure.process("'\(uistate)' push -q", in: repo)
            guard push.status == 0 else { throw BenchmarkFailure("push failed: \(push.output)") }
            checked.append(push.seconds)
            _ = Measure.process(newSnapshot(101 + 2 * run), in: repo)
            unchecked.append(Measure.process("'\(uistate)' push --allow-private -q", in: repo).seconds)
        }
        let with = CommitBenchmark.median(checked), without = CommitBenchmark.median(unchecked)
        var table = Table(header: ["push of 1 new snapshot", "with push protection", "--allow-private (no scan)", "difference", "goal"])
        table.rows.append(["to a local bare repository", Measure.milliseconds(with), Measure.milliseconds(without), Measure.milliseconds(with - without), "<= 50 ms"])
        print()
        print(table.render())
    }
}
