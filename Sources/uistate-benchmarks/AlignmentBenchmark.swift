import Foundation
import KeyedArchive
import PropertyList
import StateRestoration

/// `ArchiveDiff` on two archives holding one array of N strings with E scattered edits
/// (a third inserted, a third removed, a third changed), in process; next to `git diff
/// --no-index` of the same lines as two text files, in the same run.
enum AlignmentBenchmark {
    static func run(elements: Int, runs: Int, scratch: URL) throws {
        var table = Table(header: ["array", "edits", "ArchiveDiff", "changes", "git diff --no-index", "git / uistate"])
        for edits in [1, 100, 1_000] {
            var generator = SystemRandomNumberGenerator()
            let old = (0..<elements).map { "line \($0) \(UInt32.random(in: 0...UInt32.max, using: &generator))" }
            var new = old
            for edit in 0..<edits {
                let index = Int.random(in: 0..<new.count, using: &generator)
                switch edit % 3 {
                case 0: new.insert("inserted \(edit)", at: index)
                case 1: new.remove(at: index)
                default: new[index] = "changed \(edit)"
                }
            }
            let oldArchive = archive(old), newArchive = archive(new)
            var changes = 0
            let seconds = Measure.median(runs: runs) { changes = ArchiveDiff.changes(from: oldArchive, to: newArchive).count }
            let folder = scratch.appendingPathComponent("alignment-\(edits)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (old.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("old"), atomically: true, encoding: .utf8)
            try (new.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("new"), atomically: true, encoding: .utf8)
            let git = (0..<runs).map { _ in Measure.process("git diff --no-index --stat old new", in: folder).seconds }.sorted()[runs / 2]
            table.rows.append(["\(elements) strings", "\(edits)", Measure.milliseconds(seconds), "\(changes)", Measure.milliseconds(git), Measure.ratio(git, seconds)])
        }
        print(table.render())
        print("\nMedian of \(runs) runs; ArchiveDiff in process (decoding both archives included), git as a process.")
        print("Alignment stops past \(ArchiveDiff.maxAlignedEdits) edits: the 1,000-edit row may be compared by position.")
    }

    static func archive(_ items: [String]) -> KeyedArchive {
        KeyedArchive(top: [ArchiveField("lines", .object(ArchiveObjectID(0)))], objects: [
            ArchiveObject(ArchiveClass("NSArray", "NSObject"), [ArchiveField("NS.objects", .array(items.map { .stored(.string($0)) }))]),
        ])
    }
}
