import Foundation
import SampleApps
import StateRepository
import StateRestoration
import PropertyList

/// Scene-based savedState folders with N sessions (windows): `uistate commit`, an incremental
/// commit where ten windows changed, `diff --stat` and `restore` (build beside, swap), each a
/// new process, next to `git add -A && git commit` of the same folder's raw files in the same run.
enum SceneBenchmark {
    static func run(sizes: [Int], runs: Int, scratch: URL, uistate: String) throws {
        var table = Table(header: ["sessions", "commit", "peak", "10 changed", "diff --stat", "restore", "git add+commit", "vs uistate"])
        for size in sizes {
            let folder = scratch.appendingPathComponent("scenes-\(size)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try SavedStateFolderWriter.write(try state(sessions: size, variant: 0), to: folder.appendingPathComponent("base.savedState"))
            try SavedStateFolderWriter.write(try state(sessions: size, variant: 1), to: folder.appendingPathComponent("variant.savedState"))
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
            let commit = CommitBenchmark.median(commits.map(\.seconds))
            table.rows.append([
                "\(size)", Measure.milliseconds(commit), String(format: "%.0f MiB", commits.map(\.peakMiB).max() ?? 0),
                Measure.milliseconds(CommitBenchmark.median(incremental)), Measure.milliseconds(CommitBenchmark.median(diffs)),
                Measure.milliseconds(CommitBenchmark.median(restores)), Measure.milliseconds(CommitBenchmark.median(git)),
                Measure.ratio(CommitBenchmark.median(git), commit),
            ])
            try? FileManager.default.removeItem(at: folder)
        }
        print(table.render())
        print("\nMedian of \(runs) runs, each a new process. Each session: index entry, activity with a @SceneStorage userInfo")
        print("(JSON draft) and internalUserInfo.data. \"vs uistate\" = git's time for the raw files / ours.")
    }

    /// `sessions` windows of the notes app; `variant` 1 changes the drafts of the first ten.
    static func state(sessions: Int, variant: Int) throws -> SavedState {
        let template = try SceneSampleApp.savedState(SceneSampleApp.steps[2])
        var result: [SceneSession] = []
        for index in 0..<sessions {
            let window = template.sessions[index % template.sessions.count]
            let identifier = String(format: "%08X-0000-4000-8000-%012X", index, index)
            var session = SceneSession(identifier: identifier, definition: window.definition, activity: window.activity,
                                       internalUserInfo: window.internalUserInfo)
            if variant == 1 && index < 10 {
                session.userInfo = .dictionary([.init("changed", .integer(Int128(index)))])
            }
            result.append(session)
        }
        return SavedState(sceneIndexFolder: template.sceneIndexFolder, sessions: result)
    }
}
