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
        var table = Table(header: ["windows", "records"] + FolderBenchmark.header)
        for size in sizes {
            let medians = try FolderBenchmark.measure(base: state(windows: size, variant: 0), variant: state(windows: size, variant: 1),
                                                      in: scratch.appendingPathComponent("mac-\(size)"), runs: runs, uistate: uistate)
            table.rows.append(["\(size)", "\(size * 8)"] + medians.cells)
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
