import Foundation
import SampleApps
import StateRestoration

/// The repository the diff and view benchmarks share: the synthetic app of `size` objects
/// committed twice by uistate, the second time with ten objects changed.
enum TwoSnapshotRepository {
    /// Creates it in `folder`; returns the project folder that holds `.uistate`.
    static func make(objects size: Int, in folder: URL, uistate: String) throws -> URL {
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
        return repo
    }
}
