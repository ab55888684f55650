import Foundation
import StateRepository
import SampleApps
import StateRestoration

/// `uistate commit` of savedState folders with N objects, end to end (a process per run), next
/// to the git CLI writing the same canonical blobs as files (`git add -A && git commit`) and
/// `git fast-import` of the same content, in the same run; then an incremental commit where
/// ten objects changed.
enum CommitBenchmark {
    static let git = "git -c user.name=bench -c user.email=bench@example.invalid -c gc.auto=0"

    static func run(sizes: [Int], runs: Int, scratch: URL, uistate: String) throws {
        var table = Table(header: ["commit", "uistate", "peak", "git add+commit", "vs uistate", "fast-import", "vs uistate", "uistate files", "git files"])
        for size in sizes {
            let folder = scratch.appendingPathComponent("commit-\(size)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let base = try PreservationWalk.preserve(LargeSampleApp.model(objects: size))
            let variant = try PreservationWalk.preserve(LargeSampleApp.model(objects: size, variant: 1))
            try SavedStateWriter.write(base, to: folder.appendingPathComponent("base.savedState"))
            try SavedStateWriter.write(variant, to: folder.appendingPathComponent("variant.savedState"))
            let baseFiles = SnapshotFiles.files(of: base)
            let variantFiles = SnapshotFiles.files(of: variant)
            let stream = fastImportStream(baseFiles)

            var oursFull: [Measure.ProcessRun] = [], oursIncremental: [Measure.ProcessRun] = []
            var gitFull: [Double] = [], gitIncremental: [Double] = [], fastImport: [Double] = []
            var oursFiles = "", gitFiles = ""
            for run in 0..<runs {
                let repo = folder.appendingPathComponent("uistate-\(run)")
                _ = Measure.process("'\(uistate)' init '\(repo.path)' -q", in: folder)
                oursFull.append(Measure.process("'\(uistate)' commit ../base.savedState -q", in: repo, measureMemory: true))
                oursFiles = fileCount(repo.appendingPathComponent(".uistate/objects"))
                oursIncremental.append(Measure.process("'\(uistate)' commit ../variant.savedState -q", in: repo, measureMemory: true))

                let work = folder.appendingPathComponent("git-\(run)")
                _ = Measure.process("git init -q '\(work.path)'", in: folder)
                try write(baseFiles, to: work)
                gitFull.append(Measure.process("\(git) add -A && \(git) commit -q -m base", in: work).seconds)
                gitFiles = fileCount(work.appendingPathComponent(".git/objects"))
                try write(changed(baseFiles, variantFiles), to: work)
                gitIncremental.append(Measure.process("\(git) add -A && \(git) commit -q -m variant", in: work).seconds)

                let bare = folder.appendingPathComponent("fast-\(run).git")
                _ = Measure.process("git init -q --bare '\(bare.path)'", in: folder)
                fastImport.append(Measure.process("git fast-import --quiet", in: bare, input: stream).seconds)
            }
            if let failed = (oursFull + oursIncremental).first(where: { $0.status != 0 }) {
                throw BenchmarkFailure("uistate commit failed (\(failed.status)): \(failed.output)")
            }
            let full = median(oursFull.map(\.seconds)), incremental = median(oursIncremental.map(\.seconds))
            table.rows.append([
                "\(size) objects", Measure.milliseconds(full), String(format: "%.0f MiB", oursFull.map(\.peakMiB).max() ?? 0),
                Measure.milliseconds(median(gitFull)), Measure.ratio(median(gitFull), full),
                Measure.milliseconds(median(fastImport)), Measure.ratio(median(fastImport), full), oursFiles, gitFiles,
            ])
            table.rows.append([
                "10 of \(size) changed", Measure.milliseconds(incremental), String(format: "%.0f MiB", oursIncremental.map(\.peakMiB).max() ?? 0),
                Measure.milliseconds(median(gitIncremental)), Measure.ratio(median(gitIncremental), incremental), "", "", "", "",
            ])
            try? FileManager.default.removeItem(at: folder)
        }
        print(table.render())
        print("\nMedian of \(runs) runs, each a new process (uistate: parse the savedState, canonical text, hash, write; git: the same blobs")
        print("already on disk as files). \"files\": files under objects/ after the first commit. \"vs uistate\" = their time / ours.")
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func write(_ files: [(path: String, bytes: [UInt8])], to folder: URL) throws {
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
    }

    static func changed(_ old: [(path: String, bytes: [UInt8])], _ new: [(path: String, bytes: [UInt8])]) -> [(path: String, bytes: [UInt8])] {
        let before = Dictionary(old.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        return new.filter { before[$0.path] != $0.bytes }
    }

    static func fileCount(_ folder: URL) -> String {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var count = 0
        while let item = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(item).path, isDirectory: &isDirectory), !isDirectory.boolValue { count += 1 }
        }
        return String(count)
    }

    static func fastImportStream(_ files: [(path: String, bytes: [UInt8])]) -> String {
        var stream = ""
        for (index, file) in files.enumerated() {
            stream += "blob\nmark :\(index + 1)\ndata \(file.bytes.count)\n" + String(decoding: file.bytes, as: UTF8.self) + "\n"
        }
        stream += "commit refs/heads/main\ncommitter bench <bench@example.invalid> 1700000000 +0000\ndata 5\nbase\n"
        for (index, file) in files.enumerated() { stream += "M 100644 :\(index + 1) \(file.path)\n" }
        return stream + "\n"
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
