import Foundation
import Platform
import StateRepository
import SampleApps
import StateRestoration

/// `uistate commit` of savedState folders with N objects, end to end (a process per run), next
/// to the git CLI writing the same canonical blobs as files (`git add -A && git commit`) and
/// `git fast-import` of the same content, in the same run; then an incremental commit where
/// ten objects changed, and how many objects it wrote. Then instructions (callgrind) of the
/// first commit against the floor: floor.c writing the same blobs, trees and commit.
enum CommitBenchmark {
    static let git = "git -c user.name=bench -c user.email=bench@example.invalid -c gc.auto=0"

    static func run(sizes: [Int], runs: Int, scratch: URL, uistate: String) throws {
        var table = Table(header: [
            "commit", "uistate", "peak", "git add+commit", "vs uistate", "fast-import", "vs uistate", "uistate files", "git files", "objects written",
        ])
        var floorRows: [[String]] = []
        for size in sizes {
            let folder = scratch.appendingPathComponent("commit-\(size)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let base = try PreservationWalk.preserve(LargeSampleApp.model(objects: size))
            let variant = try PreservationWalk.preserve(LargeSampleApp.model(objects: size, variant: 1))
            try SavedStateWriter.write(base, to: folder.appendingPathComponent("base.savedState"))
            try SavedStateWriter.write(variant, to: folder.appendingPathComponent("variant.savedState"))
            let baseFiles = try SnapshotFiles.files(of: base)
            let variantFiles = try SnapshotFiles.files(of: variant)
            let stream = fastImportStream(baseFiles)

            var oursFull: [Measure.ProcessRun] = [], oursIncremental: [Measure.ProcessRun] = []
            var gitFull: [Double] = [], gitIncremental: [Double] = [], fastImport: [Double] = []
            var oursFiles = "", gitFiles = "", written = ""
            for run in 0..<runs {
                let repo = folder.appendingPathComponent("uistate-\(run)")
                _ = Measure.process("'\(uistate)' init '\(repo.path)' -q", in: folder)
                oursFull.append(Measure.process("'\(uistate)' commit ../base.savedState -q", in: repo, measureMemory: true))
                oursFiles = fileCount(repo.appendingPathComponent(".uistate/objects"))
                let before = objectCount(repo)
                oursIncremental.append(Measure.process("'\(uistate)' commit ../variant.savedState -q", in: repo, measureMemory: true))
                written = String(objectCount(repo) - before)

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
                Measure.milliseconds(median(fastImport)), Measure.ratio(median(fastImport), full), oursFiles, gitFiles, "",
            ])
            table.rows.append([
                "10 of \(size) changed", Measure.milliseconds(incremental), String(format: "%.0f MiB", oursIncremental.map(\.peakMiB).max() ?? 0),
                Measure.milliseconds(median(gitIncremental)), Measure.ratio(median(gitIncremental), incremental), "", "", "", "", written,
            ])
            if let row = try floorRow(size: size, files: baseFiles, folder: folder, uistate: uistate) { floorRows.append(row) }
            try? FileManager.default.removeItem(at: folder)
        }
        print(table.render())
        print("\nMedian of \(runs) runs, each a new process (uistate: parse the savedState, canonical text, hash, write; git: the same blobs")
        print("already on disk as files). \"files\": files under objects/ after the first commit. \"vs uistate\" = their time / ours.")
        print("\"objects written\": objects the incremental commit added (its blobs, the trees above them, the commit).")
        guard !floorRows.isEmpty else { return }
        var floorTable = Table(header: ["first commit", "uistate Ir", "floor Ir", "vs floor", "uistate wall", "floor wall"])
        floorTable.rows = floorRows
        print("\n" + floorTable.render())
        print("""

            Floor: floor/floor.c commit, libgit2 writing the same blobs, trees and commit (git_blob_create_from_buffer, \
            a treebuilder per folder, git_commit_create) from the canonical files already on disk: no archive parsed or \
            rendered. Same tree id checked. Goal (issue 21): 1,000 objects at most 350 M instructions and 1.5x the floor.
            """)
    }

    /// Instructions and wall time of a first commit of `size` objects, uistate against the
    /// floor, each into a new repository, when valgrind is there; both must write the same tree.
    static func floorRow(size: Int, files: [(path: String, bytes: [UInt8])], folder: URL, uistate: String) throws -> [String]? {
        let valgrind = "/usr/bin/valgrind"
        guard FileManager.default.isExecutableFile(atPath: valgrind) else { return nil }
        let floor = try StartupBenchmark.buildFloor(in: folder)
        let uistate = try StartupBenchmark.countableCopy(of: uistate, in: folder)
        let canonical = folder.appendingPathComponent("canonical")
        try write(files, to: canonical)
        var round = 0
        /// A new repository each time; returns the command that commits into it and its git directory.
        func fresh(_ floorSide: Bool) throws -> (program: String, arguments: [String], gitDirectory: String) {
            round += 1
            if floorSide {
                let bare = folder.appendingPathComponent("floor-\(round).git").path
                try StartupBenchmark.run("/usr/bin/git", ["init", "-q", "--bare", "-b", "main", bare])
                return (floor, ["commit", bare, canonical.path], bare)
            }
            let repo = folder.appendingPathComponent("counted-\(round)").path
            try StartupBenchmark.run(uistate, ["init", repo, "-q", "--archive", "../base.savedState"])
            return (uistate, ["-C", repo, "commit", "-q"], repo + "/.uistate")
        }
        func measure(_ floorSide: Bool) throws -> (instructions: Double?, wall: Double, tree: String) {
            var walls: [Double] = []
            for _ in 0..<3 {
                let run = try fresh(floorSide)
                let start = DispatchTime.now().uptimeNanoseconds
                try StartupBenchmark.run(run.program, run.arguments)
                walls.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            let run = try fresh(floorSide)
            let counted = try ProgramRunner.run(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", run.program] + run.arguments, environment: StartupBenchmark.environment)
            guard counted.status == 0 else { throw BenchmarkFailure("\(run.program) under callgrind failed: \(counted.errorOutput.suffix(500))") }
            let instructions = counted.errorOutput.split(separator: "\n").last { $0.contains("Collected :") }
                .flatMap { $0.split(separator: " ").last }.flatMap { Double($0) }
            let tree = try ProgramRunner.run("/usr/bin/git", ["--git-dir", run.gitDirectory, "rev-parse", "HEAD^{tree}"], environment: StartupBenchmark.environment)
            return (instructions, median(walls), tree.output)
        }
        let ours = try measure(false), base = try measure(true)
        guard ours.tree == base.tree else { throw BenchmarkFailure("uistate and the floor wrote different trees: \(ours.tree) \(base.tree)") }
        func millions(_ value: Double?) -> String { value.map { String(format: "%.1f M", $0 / 1e6) } ?? "" }
        let ratio = ours.instructions.flatMap { ours in base.instructions.map { String(format: "%.2fx", ours / $0) } } ?? ""
        return ["\(size) objects", millions(ours.instructions), millions(base.instructions), ratio, Measure.milliseconds(ours.wall), Measure.milliseconds(base.wall)]
    }

    /// Objects in a uistate repository, packed or loose.
    static func objectCount(_ repo: URL) -> Int {
        let result = try? ProgramRunner.run(
            "/usr/bin/git", ["--git-dir", repo.appendingPathComponent(".uistate").path, "cat-file", "--batch-all-objects", "--batch-check"],
            environment: StartupBenchmark.environment)
        return result?.output.split(separator: "\n").count ?? 0
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
