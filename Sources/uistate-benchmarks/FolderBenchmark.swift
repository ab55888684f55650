import Foundation
import StateRestoration

/// What the scene and Mac benchmarks measure on a savedState folder and its variant, each a new
/// process: `uistate commit`, the incremental commit of the variant, `diff --stat`, `restore`,
/// and `git add -A && git commit` of the folder's raw files.
enum FolderBenchmark {
    struct Medians {
        var commit: Double
        var peakMiB: Double
        var incremental: Double
        var diff: Double
        var restore: Double
        var git: Double

        /// The columns both benchmarks print after their own.
        var cells: [String] {
            [Measure.milliseconds(commit), String(format: "%.0f MiB", peakMiB), Measure.milliseconds(incremental), Measure.milliseconds(diff),
             Measure.milliseconds(restore), Measure.milliseconds(git), Measure.ratio(git, commit)]
        }
    }

    static let header = ["commit", "peak", "10 changed", "diff --stat", "restore", "git add+commit", "vs uistate"]

    static func measure(base: SavedState, variant: SavedState, in folder: URL, runs: Int, uistate: String) throws -> Medians {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try SavedStateFolderWriter.write(base, to: folder.appendingPathComponent("base.savedState"))
        try SavedStateFolderWriter.write(variant, to: folder.appendingPathComponent("variant.savedState"))
        var commits: [Measure.ProcessRun] = [], incremental: [Double] = [], diffs: [Double] = [], restores: [Double] = [], git: [Double] = []
        for run in 0..<runs {
            let repo = folder.appendingPathComponent("uistate-\(run)")
            _ = Measure.process("'\(uistate)' init '\(repo.path)' -q", in: folder)
            commits.append(Measure.process("'\(uistate)' commit ../base.savedState -q", in: repo, measureMemory: true))
            incremental.append(Measure.process("'\(uistate)' commit ../variant.savedState -q", in: repo).seconds)
            diffs.append(Measure.process("'\(uistate)' diff HEAD~1 HEAD --stat > /dev/null", in: repo).seconds)
            restores.append(Measure.process("'\(uistate)' restore HEAD~1 --to ../restored-\(run).savedState -q", in: repo).seconds)
            let work = folder.appendingPathComponent("git-\(run)")
            _ = Measure.process("cp -R base.savedState '\(work.path)' && git init -q '\(work.path)'", in: folder)
            git.append(Measure.process("\(CommitBenchmark.git) add -A && \(CommitBenchmark.git) commit -q -m base", in: work).seconds)
        }
        if let failed = commits.first(where: { $0.status != 0 }) {
            throw BenchmarkFailure("uistate commit failed (\(failed.status)): \(failed.output)")
        }
        return Medians(commit: CommitBenchmark.median(commits.map(\.seconds)), peakMiB: commits.map(\.peakMiB).max() ?? 0,
                       incremental: CommitBenchmark.median(incremental), diff: CommitBenchmark.median(diffs),
                       restore: CommitBenchmark.median(restores), git: CommitBenchmark.median(git))
    }
}
