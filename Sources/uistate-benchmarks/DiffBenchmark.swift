import Foundation
import SampleApps
import StateRestoration

/// `uistate diff --stat` between two snapshots where 10 objects changed, at 1,000 and at N
/// objects, next to `git diff --stat` and `git diff --name-status` on the same two commits of
/// the same repository, in the same run. Equal times at both sizes show the cost follows the
/// changes, not the size of the snapshot.
enum DiffBenchmark {
    static func run(sizes: [Int], runs: Int, scratch: URL, uistate: String) throws {
        var table = Table(header: ["10 objects changed", "uistate diff --stat", "peak", "git diff --stat", "git / uistate", "git --name-status", "git / uistate"])
        for size in sizes {
            let folder = scratch.appendingPathComponent("diff-\(size)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, variant) in [("base", 0), ("variant", 1)] {
                let snapshot = try PreservationWalk.preserve(LargeSampleApp.model(objects: size, variant: variant))
                try SavedStateWriter.write(snapshot, to: folder.appendingPathComponent("\(name).savedState"))
            }
            let repo = folder.appendingPathComponent("repo")
            _ = Measure.process("'\(uistate)' init '\(repo.path)' -q", in: folder)
            for name in ["base", "variant"] {
                let commit = Measure.process("'\(uistate)' commit ../\(name).savedState -q", in: repo)
                guard commit.status == 0 else { throw BenchmarkFailure("commit failed: \(commit.output)") }
            }
            var ours: [Measure.ProcessRun] = [], stat: [Double] = [], names: [Double] = []
            for _ in 0..<runs {
                ours.append(Measure.process("'\(uistate)' diff HEAD~1 HEAD --stat --no-pager", in: repo, measureMemory: true))
                stat.append(Measure.process("git --git-dir .uistate diff --stat HEAD~1 HEAD", in: repo).seconds)
                names.append(Measure.process("git --git-dir .uistate diff --name-status HEAD~1 HEAD", in: repo).seconds)
            }
            if let failed = ours.first(where: { $0.status != 0 }) { throw BenchmarkFailure("uistate diff failed: \(failed.output)") }
            let mine = CommitBenchmark.median(ours.map(\.seconds))
            table.rows.append([
                "of \(size) objects", Measure.milliseconds(mine), String(format: "%.0f MiB", ours.map(\.peakMiB).max() ?? 0),
                Measure.milliseconds(CommitBenchmark.median(stat)), Measure.ratio(CommitBenchmark.median(stat), mine),
                Measure.milliseconds(CommitBenchmark.median(names)), Measure.ratio(CommitBenchmark.median(names), mine),
            ])
        }
        print(table.render())
        print("\nMedian of \(runs) runs, each a new process; uistate compares key by key, git counts lines of the same blobs.")
    }
}
