import Foundation

/// `uistate view` at scale: a snapshot of N objects at the tip of a history of M snapshots
/// (the first two recorded by uistate, the rest alternating between their trees, written
/// with `git commit-tree`). Measured: the page's size, the time and peak memory of writing
/// it, and the time headless Chromium takes to lay it out and paint it (a screenshot), less
/// the time it takes for an empty page, in the same run.
enum ViewBenchmark {
    static func run(objects: Int, snapshots: Int, runs: Int, scratch: URL, uistate: String) throws {
        let folder = scratch.appendingPathComponent("view")
        let repo = try TwoSnapshotRepository.make(objects: objects, in: folder, uistate: uistate)
        let history = Measure.process("""
            export GIT_DIR=.uistate; a=$(git rev-parse HEAD~1^{tree}); b=$(git rev-parse HEAD^{tree}); p=$(git rev-parse HEAD); body=$(git log -1 --format=%b HEAD)
            i=3; while [ $i -le \(snapshots) ]; do t=$a; [ $((i % 2)) = 0 ] && t=$b
              p=$(printf 'snapshot %s\\n\\n%s\\n' $i "$body" | git commit-tree $t -p $p); i=$((i + 1)); done
            git update-ref refs/heads/main $p
            """, in: repo)
        guard history.status == 0 else { throw BenchmarkFailure("history failed: \(history.output)") }

        var writes: [Measure.ProcessRun] = []
        for _ in 0..<runs { writes.append(Measure.process("'\(uistate)' view HEAD~1 HEAD --out ../page.html -q", in: repo, measureMemory: true)) }
        if let failed = writes.first(where: { $0.status != 0 }) { throw BenchmarkFailure("view failed: \(failed.output)") }
        var singles: [Measure.ProcessRun] = []
        for _ in 0..<runs { singles.append(Measure.process("'\(uistate)' view --out ../single.html -q", in: repo, measureMemory: true)) }
        let page = folder.appendingPathComponent("page.html"), single = folder.appendingPathComponent("single.html")
        let empty = folder.appendingPathComponent("empty.html")
        try Data("<!DOCTYPE html><html><body>empty</body></html>".utf8).write(to: empty)

        var table = Table(header: ["\(objects) objects, \(snapshots) snapshots", "page", "write", "peak", "render", "goal"])
        if let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            func render(_ file: URL) -> Double {
                CommitBenchmark.median((0..<runs).map { _ in
                    Measure.process("'\(chromium)' --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,900 --screenshot=shot.png '\(file.absoluteString)'", in: folder).seconds
                })
            }
            let base = render(empty)
            for (label, file, runs) in [("a diff (10 changed)", page, writes), ("one snapshot", single, singles)] {
                table.rows.append([label, size(file), Measure.milliseconds(CommitBenchmark.median(runs.map(\.seconds))), String(format: "%.0f MiB", runs.map(\.peakMiB).max() ?? 0),
                                   Measure.milliseconds(render(file) - base), "<= 15 MB, 1 s, 200 MiB, 3 s"])
            }
            print(table.render())
            print("\nMedian of \(runs) runs; render: chromium --screenshot of the page less that of an empty page (\(Measure.milliseconds(base))).")
        } else {
            print("chromium is not installed: page sizes and write times only")
            for (label, file, runs) in [("a diff", page, writes), ("one snapshot", single, singles)] {
                table.rows.append([label, size(file), Measure.milliseconds(CommitBenchmark.median(runs.map(\.seconds))), String(format: "%.0f MiB", runs.map(\.peakMiB).max() ?? 0), "-", ""])
            }
            print(table.render())
        }
    }

    static func size(_ file: URL) -> String {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        return String(format: "%.2f MB", Double(bytes) / 1e6)
    }
}
