import Foundation

/// `uistate diff --stat` between two snapshots where 10 objects changed, at 1,000 and at N
/// objects, next to `git diff --stat` and `git diff --name-status` on the same two commits of
/// the same repository, in the same run. Equal times at both sizes show the cost follows the
/// changes, not the size of the snapshot.
enum DiffBenchmark {
    static func run(sizes: [Int], runs: Int, scratch: URL, uistate: String) throws {
        var table = Table(header: ["10 objects changed", "uistate diff --stat", "peak", "git diff --stat", "git / uistate", "git --name-status", "git / uistate"])
        for size in sizes {
            let folder = scratch.appendingPathComponent("diff-\(size)")
            let repo = try TwoSnapshotRepository.make(objects: size, in: folder, uistate: uistate)
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
