import Foundation
import SampleApps
import StateRepository
import StateRestoration

/// Repository size after N commits of ten changed objects in a 1,000-object app: with
/// automatic gc as it runs after commits, after `uistate gc`, and next to `git gc` and
/// `git gc --aggressive` of copies of the same history, in the same run.
enum GCBenchmark {
    static func run(commits: Int, scratch: URL) throws {
        let folder = scratch.appendingPathComponent("gc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try SnapshotStore.create(in: folder)
        let start = Date()
        for index in 0..<commits {
            _ = try store.commit(SavedState(classic: try PreservationWalk.preserve(LargeSampleApp.model(objects: 1000, variant: index + 1))), message: "run \(index)")
        }
        let committing = Date().timeIntervalSince(start)
        let repository = folder.appendingPathComponent(".uistate")
        let auto = objects(repository)
        for kind in ["git-gc", "git-aggressive"] {
            _ = Measure.process("cp -R '\(repository.path)' '\(folder.appendingPathComponent(kind).path)'", in: folder)
        }
        let ours = Measure.median(runs: 1) { _ = try? store.collectGarbage(gracePeriod: 0) }
        let afterGC = objects(repository)
        let plain = Measure.median(runs: 1) { _ = Measure.process("git --git-dir git-gc gc -q --prune=now", in: folder) }
        let aggressive = Measure.median(runs: 1) { _ = Measure.process("git --git-dir git-aggressive gc -q --aggressive --prune=now", in: folder) }
        let gitSize = objects(folder.appendingPathComponent("git-gc")), aggressiveSize = objects(folder.appendingPathComponent("git-aggressive"))
        var table = Table(header: ["after \(commits) commits", "size", "loose", "packs", "time", "vs git gc --aggressive"])
        func row(_ name: String, _ counts: (bytes: Int64, loose: Int, packs: Int), _ time: String) {
            table.rows.append([name, String(format: "%.1f MiB", Double(counts.bytes) / 1_048_576), "\(counts.loose)", "\(counts.packs)", time,
                               String(format: "%.2fx", Double(counts.bytes) / Double(max(1, aggressiveSize.bytes)))])
        }
        row("uistate, auto gc", auto, String(format: "%.1f s commits", committing))
        row("uistate gc --prune=now", afterGC, Measure.milliseconds(ours))
        row("git gc --prune=now", gitSize, Measure.milliseconds(plain))
        row("git gc --aggressive", aggressiveSize, Measure.milliseconds(aggressive))
        print(table.render())
        print("\n10 of 1,000 objects change per commit (LargeSampleApp variants); uistate.gcAuto at its default (6,700).")
    }

    /// Bytes, loose objects and packs under `objects/`.
    static func objects(_ repository: URL) -> (bytes: Int64, loose: Int, packs: Int) {
        var bytes: Int64 = 0, loose = 0, packs = 0
        let root = repository.appendingPathComponent("objects")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        while let file = enumerator?.nextObject() as? URL {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            bytes += Int64((try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
            let parent = file.deletingLastPathComponent().lastPathComponent
            if parent.count == 2 { loose += 1 }
            if file.pathExtension == "pack" { packs += 1 }
        }
        return (bytes, loose, packs)
    }
}
