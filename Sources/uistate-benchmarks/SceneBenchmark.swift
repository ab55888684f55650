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
        var table = Table(header: ["sessions"] + FolderBenchmark.header)
        for size in sizes {
            let medians = try FolderBenchmark.measure(base: try state(sessions: size, variant: 0), variant: try state(sessions: size, variant: 1), in: scratch.appendingPathComponent("scenes-\(size)"),
                                                      runs: runs, uistate: uistate)
            table.rows.append(["\(size)"] + medians.cells)
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
