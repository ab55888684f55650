import Foundation
import TestSupport
import Testing

/// `migrate scenes --apply` writes every file or none, on a five-target project written here:
/// killed (SIGKILL) at 20 points of its writes, and at timed points, the next run leaves the
/// project byte for byte as a clean `--apply` does, `git status` lists only the migration's
/// files and no temporary file is left; two runs at once give one migration; a name taken by a
/// folder, a read-only folder and a full disk write nothing and name the files; a merge or a
/// bisect in progress is refused.
@Suite("migrate --apply: all or nothing")
struct MigrateTransactionTests {
    static let targets = 5

    /// The project before and after a clean `--apply`, made once per process (in memory: no
    /// folder outlives the tests): the bytes a migration must end with, its `git status`, how
    /// many steps its transaction takes and how long a clean run lasts.
    struct Reference: Sendable {
        let classic: [String: Data]
        let migrated: [String: Data]
        let status: String
        let steps: Int
        let cleanSeconds: Double
    }

    static let reference: Result<Reference, any Error> = Result {
        let workspace = try Workspace()
        let clean = try committedProject(in: workspace, named: "clean")
        let classic = try contents(clean)
        let start = Date()
        let applied = try workspace.uistate(["migrate", "scenes", "--apply"], in: clean, environment: ["UISTATE_TEST_FAULT": "count-steps"])
        let seconds = Date().timeIntervalSince(start)
        try applied.succeeded()
        guard let line = applied.stderr.split(separator: "\n").first(where: { $0.hasPrefix("uistate transaction: ") }),
              let steps = Int(line.split(separator: " ")[2]) else { throw StepCountMissing(result: applied) }
        let status = try ProcessRunner.run("git", ["status", "--porcelain"], in: clean, environment: workspace.environment).stdout
        return Reference(classic: classic, migrated: try contents(clean), status: status, steps: steps, cleanSeconds: seconds)
    }

    /// The classic project, written and committed in a git work tree of its own.
    static func committedProject(in workspace: Workspace, named name: String) throws -> URL {
        let project = workspace.url.appendingPathComponent(name)
        try MultiTargetProject.write(to: project, targets: targets)
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "classic"]] {
            try ProcessRunner.run("git", arguments, in: project, environment: workspace.environment).succeeded()
        }
        return project
    }

    let workspace: Workspace
    init() throws { workspace = try Workspace() }

    /// A fresh committed classic project, and what it must become.
    func trial(_ name: String) throws -> (URL, Reference) {
        (try Self.committedProject(in: workspace, named: name), try Self.reference.get())
    }

    /// Every file under a folder but `.git`, by relative path, with its bytes.
    static func contents(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
        for case let path as String in walker where path != ".git" && !path.hasPrefix(".git/") {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
            }
        }
        return files
    }

    /// What a killed run may leave and the next run must remove: staged copies and the journal.
    static func leftovers(_ folder: URL) throws -> [String] {
        try contents(folder).keys.filter { $0.contains(".tmp-") || $0.hasSuffix(".uistate-journal") }.sorted()
    }

    func git(_ arguments: [String], in folder: URL) throws -> ProcessResult {
        try ProcessRunner.run("git", arguments, in: folder, environment: workspace.environment)
    }

    /// After a killed run: the next `--apply` settles it and the project is migrated, as a
    /// clean run leaves it.
    func expectSettled(_ project: URL, _ reference: Reference, _ label: String) throws -> String {
        let next = try workspace.uistate(["migrate", "scenes", "--apply"], in: project)
        #expect(next.status == 0 || next.status == 1, "\(label): \(next)")
        #expect(!next.stdout.contains("nothing to migrate"), "\(label): a partial migration taken for a whole one: \(next)")
        #expect(try Self.contents(project) == reference.migrated, "\(label): not as a clean --apply leaves it")
        #expect(try git(["status", "--porcelain"], in: project).stdout == reference.status, "\(label)")
        let left = try Self.leftovers(project)
        #expect(left.isEmpty, "\(label): \(left)")
        return next.stderr
    }

    @Test("killed at 20 points of its writes: the next run completes it (after the commit mark) or undoes it and migrates (before), byte for byte as a clean run")
    func killedAtEveryPoint() throws {
        let reference = try Self.reference.get()
        // Steps: the journal, each file staged, the commit mark, each rename, the journal removed.
        let files = reference.status.split(separator: "\n").count
        #expect(files == 4 * Self.targets + 1 && reference.steps == 2 * files + 3, "\(reference.status), \(reference.steps) steps")
        let commitMark = files + 2
        let points = Set((1...20).map { max(1, min(reference.steps - 1, $0 * reference.steps / 21)) }).union([1, commitMark - 1, commitMark, commitMark + 1]).sorted()
        #expect(points.count >= 20, "\(reference.steps) steps")
        var outcomes: [String: Int] = [:]
        for point in points {
            let (project, _) = try trial("killed-\(point)")
            let killed = try workspace.uistate(["migrate", "scenes", "--apply"], in: project, environment: ["UISTATE_TEST_FAULT": "kill-after:\(point)"])
            #expect(killed.status == 128 + SIGKILL, "step \(point): \(killed)")
            if point == points.first {
                // A plan read over the killed run's half says so, and writes nothing.
                let plan = try workspace.uistate(["migrate", "scenes"], in: project)
                #expect(plan.stderr.contains("was stopped while writing") && plan.stderr.contains("'uistate migrate scenes --apply' completes or undoes it"), "\(plan)")
            }
            let note = try expectSettled(project, reference, "step \(point)")
            let outcome = note.contains("its writes were completed") ? "completed" : note.contains("what it had staged was removed") ? "undone" : "none"
            #expect(outcome == (point >= commitMark ? "completed" : "undone"), "step \(point) of \(reference.steps), commit mark \(commitMark): \(note)")
            outcomes[outcome, default: 0] += 1
        }
        #expect(outcomes["completed", default: 0] >= 5 && outcomes["undone", default: 0] >= 5, "\(outcomes)")
        try git(["fsck", "--strict"], in: workspace.url.appendingPathComponent("killed-\(points[0])")).succeeded()
    }

    @Test("a Ctrl-C (SIGINT) during the writes ends the run once they are whole: exit 130, migrated, nothing left behind")
    func interrupted() throws {
        let (project, reference) = try trial("interrupted")
        let result = try workspace.uistate(["migrate", "scenes", "--apply"], in: project, environment: ["UISTATE_TEST_FAULT": "interrupt-after:10"])
        #expect(result.status == 128 + SIGINT, "\(result)")
        #expect(try Self.contents(project) == reference.migrated)
        #expect(try Self.leftovers(project).isEmpty)
    }

    @Test("real SIGKILLs at timed points during --apply: the next run leaves it as a clean run does")
    func killedAtTimedPoints() throws {
        let reference = try Self.reference.get()
        for (index, fraction) in [0.2, 0.4, 0.6, 0.7, 0.8, 0.9].enumerated() {
            let (project, _) = try trial("timed-\(index)")
            let child = try ChildProcess(Workspace.executable, ["migrate", "scenes", "--apply"], in: project, environment: workspace.environment)
            usleep(useconds_t(reference.cleanSeconds * fraction * 1_000_000))
            child.signal(SIGKILL)
            _ = child.finish(timeout: 60)
            _ = try expectSettled(project, reference, "killed at \(Int(fraction * 100))%")
        }
    }

    @Test("two --apply --allow-dirty at once, three times: one migration, the other waits and finds nothing to migrate")
    func concurrentRuns() throws {
        let reference = try Self.reference.get()
        for round in 0..<3 {
            let (project, _) = try trial("concurrent-\(round)")
            let runs = try (0..<2).map { _ in
                try ChildProcess(Workspace.executable, ["migrate", "scenes", "--apply", "--allow-dirty"], in: project, environment: workspace.environment)
            }
            let results = runs.map { $0.finish(timeout: 120) }
            #expect(results.allSatisfy { $0.status == 0 }, "\(results)")
            #expect(results.filter { $0.stdout.contains("nothing to migrate") }.count == 1, "\(results.map(\.stdout))")
            #expect(try Self.contents(project) == reference.migrated, "round \(round)")
            #expect(try git(["status", "--porcelain"], in: project).stdout == reference.status)
            #expect(try Self.leftovers(project).isEmpty)
        }
    }

    /// A run that must write nothing: its exit, its one-line message, and the project as it was.
    func expectNothingWritten(_ project: URL, _ result: ProcessResult, naming file: String, _ reason: String) throws {
        #expect(result.status == 128, "\(result)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains(file) && lines[0].contains(reason) && lines[0].contains("nothing written"), "\(result.stderr)")
        // Every file of the migration is named.
        #expect(lines.first.map { $0.contains("App0/SceneDelegate.swift") && $0.contains("Apps.xcodeproj/project.pbxproj") } == true, "\(result.stderr)")
        #expect(try Self.contents(project) == Self.reference.get().classic, "written: \(result)")
        #expect(try Self.leftovers(project).isEmpty)
    }

    // A new file's name taken by a folder is refused when the plan is made (exit 66, nothing
    // written): UnreadableInputTests.takenName.
    @Test("a full disk before and during the write: exit 128, nothing written, the file named")
    func faultsWriteNothing() throws {
        // A full disk (a stand-in for ENOSPC: the room check finds no free byte).
        let (full, _) = try trial("full")
        let noRoom = try workspace.uistate(["migrate", "scenes", "--apply"], in: full, environment: ["UISTATE_TEST_FAULT": "no-space"])
        try expectNothingWritten(full, noRoom, naming: full.path, "no room on the disk")
        // The disk filling up during the write (ENOSPC on the third file staged): undone.
        let (filling, _) = try trial("filling")
        let failed = try workspace.uistate(["migrate", "scenes", "--apply"], in: filling, environment: ["UISTATE_TEST_FAULT": "no-space-at:3"])
        try expectNothingWritten(filling, failed, naming: "App", "No space left on device")
        #expect(try git(["status", "--porcelain"], in: filling).stdout.isEmpty)
    }

    @Test("a read-only source folder: refused before any write, the folder and its files named, nothing written")
    func readOnlyFolder() throws {
        let (project, _) = try trial("read-only")
        let folder = project.appendingPathComponent("App3")
        let (program, prefix) = try UnprivilegedRun.command(opening: workspace.url)
        if getuid() == 0 { try ProcessRunner.run("chown", ["-R", "65534:65534", project.path]).succeeded() }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        // --allow-dirty: git's own check of another user's repository is not what this tests.
        let result = try ProcessRunner.run(program, prefix + [Workspace.executable, "migrate", "scenes", "--apply", "--allow-dirty", project.path],
                                           in: project, environment: workspace.environment)
        try expectNothingWritten(project, result, naming: "App3/AppDelegate.swift", "App3 is read-only")
    }

    @Test("--apply in the middle of a merge or a bisect: refused as git refuses, --allow-dirty or not; done with it, the migration goes ahead")
    func operationInProgress() throws {
        let (project, reference) = try trial("merging")
        for arguments in [["checkout", "-qb", "side"], ["commit", "-q", "--allow-empty", "-m", "side"], ["checkout", "-q", "-"],
                          ["merge", "--no-ff", "--no-commit", "-q", "side"]] {
            try git(arguments, in: project).succeeded()
        }
        for extra in [[], ["--allow-dirty"]] {
            let refused = try workspace.uistate(["migrate", "scenes", "--apply"] + extra, in: project)
            #expect(refused.status == 1 && refused.stderr.contains("git is in the middle of a merge") && refused.stderr.contains("git merge --abort"), "\(refused)")
        }
        try git(["merge", "--abort"], in: project).succeeded()
        try git(["bisect", "start"], in: project).succeeded()
        let bisecting = try workspace.uistate(["migrate", "scenes", "--apply", "--allow-dirty"], in: project)
        #expect(bisecting.status == 1 && bisecting.stderr.contains("middle of a bisect") && bisecting.stderr.contains("git bisect reset"), "\(bisecting)")
        #expect(try Self.contents(project) == reference.classic)
        try git(["bisect", "reset"], in: project).succeeded()
        #expect(try workspace.uistate(["migrate", "scenes", "--apply"], in: project).status == 0)
        #expect(try Self.contents(project) == reference.migrated)
    }
}

/// The clean run printed no step count (`UISTATE_TEST_FAULT=count-steps`).
struct StepCountMissing: Error {
    var result: ProcessResult
}
