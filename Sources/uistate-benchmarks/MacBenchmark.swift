import Foundation
import PropertyList
import SampleApps
import StateRepository
import StateRestoration

/// Mac apps' AppKit state with N windows of four restorable objects each, data.data as AppKit
/// leaves it (every record appended twice, so half are superseded): `uistate commit` (decrypt,
/// parse, canonical text), an incremental commit where ten windows' text changed, `diff --stat`
/// and `restore` (encrypt, build beside, swap), each a new process, next to `git add -A && git
/// commit` of the raw (encrypted) files in the same run.
enum MacBenchmark {
    static func run(sizes: [Int], runs: Int, scratch: URL, uistate: String) throws {
        var table = Table(header: ["windows", "records", "commit", "peak", "10 changed", "diff --stat", "restore", "git add+commit", "vs uistate"])
        for size in sizes {
            let folder = scratch.appendingPathComponent("mac-\(size)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try SavedStateFolderWriter.write(state(windows: size, variant: 0), to: folder.appendingPathComponent("base.savedState"))
            try SavedStateFolderWriter.write(state(windows: size, variant: 1), to: folder.appendingPathComponent("variant.savedState"))
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
                "\(size)", "\(size * 8)", Measure.milliseconds(commit), String(format: "%.0f MiB", commits.map(\.peakMiB).max() ?? 0),
                Measure.milliseconds(CommitBenchmark.median(incremental)), Measure.milliseconds(CommitBenchmark.median(diffs)),
                Measure.milliseconds(CommitBenchmark.median(restores)), Measure.milliseconds(CommitBenchmark.median(git)),
                Measure.ratio(CommitBenchmark.median(git), commit),
            ])
            try? FileManager.default.removeItem(at: folder)
        }
        print(table.render())
        print("\nMedian of \(runs) runs, each a new process. \"vs uistate\" = git's time for the raw encrypted files / ours.")
    }

    /// `windows` windows of the editor sample, each record written twice (an older one
    /// superseded); `variant` 1 changes the text of the first ten.
    static func state(windows: Int, variant: Int) -> SavedState {
        let template = MacSampleApp.savedState(MacSampleApp.steps[2])
        let plist = template.files.first { $0.path == WindowKeys.windowsFile }!.bytes
        let data = template.files.first { $0.path == WindowKeys.dataFile }!.bytes
        let sample = try! WindowStateReader.read(windows: plist, data: data, windowsPath: "", dataPath: "")
        let window = sample.window(named: "101")!
        var entries: [PropertyListValue] = []
        var records: [UInt8] = []
        for index in 0..<windows {
            let id = UInt32(1000 + index)
            let key = (0..<16).map { UInt8(truncatingIfNeeded: Int(id) &* 31 &+ $0) }
            var entry = window.entry.filter { $0.key != WindowKeys.windowID && $0.key != WindowKeys.dataKey }
            entry += [PropertyListEntry(WindowKeys.windowID, .integer(Int128(id))), PropertyListEntry(WindowKeys.dataKey, .data(key))]
            entries.append(.dictionary(entry))
            for pass in 0..<2 {
                for object in window.objects {
                    var record = object
                    if variant == 1 && index < 10 && pass == 1 && object.name == "Text View" {
                        record.chunks.append(RecordChunk(tag: "zzzz", bytes: Array("edited".utf8)))
                    }
                    records += WindowStateWriter.record(record, window: id, key: key)
                }
            }
        }
        return SavedState(files: [SavedFile(path: WindowKeys.windowsFile, bytes: BinaryPropertyListWriter.write(.array(entries))),
                                  SavedFile(path: WindowKeys.dataFile, bytes: records)])
    }
}
