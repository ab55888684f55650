import Foundation
import TestSupport
import Testing

/// `restore --to` and `migrate state --to` never delete what uistate did not write: each case
/// of issue 51 (`--to .`, `src`, `.uistate`, `.git`, `..`) refused with exit 73 before any
/// write, the message naming the folder and what would have been lost; a new, empty or saved
/// state's folder written, only the layout's files the state lacks removed.
@Suite("--to: only into a saved state's folder")
struct OutputFolderTests {
    let workspace: Workspace
    let project: URL

    /// A project under git (sources, a README) with uistate's repository in it, holding the
    /// sample's classic states.
    init() throws {
        workspace = try Workspace()
        project = workspace.url.appendingPathComponent("MyApp")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("src"), withIntermediateDirectories: true)
        try Data("print(1)\n".utf8).write(to: project.appendingPathComponent("src/main.swift"))
        try Data("# MyApp\n".utf8).write(to: project.appendingPathComponent("README.md"))
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "app"]] { try git(arguments) }
        try uistate(["init", "--archive", "App.savedState", "-q"]).succeeded()
        for step in ["launch", "open-item"] {
            try uistate(["sample", step, "--out", "App.savedState", "-q"]).succeeded()
            try uistate(["commit", "-m", step, "-q"]).succeeded()
        }
    }

    @discardableResult
    func git(_ arguments: [String], in folder: URL? = nil) throws -> ProcessResult {
        let result = try ProcessRunner.run("git", arguments, in: folder ?? project, environment: workspace.environment)
        try result.succeeded()
        return result
    }

    func uistate(_ arguments: [String]) throws -> ProcessResult { try workspace.uistate(arguments, in: project) }

    /// Every path under `folder` with its bytes (a folder as an empty entry).
    func snapshot(_ folder: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return found }
        for case let path as String in walker {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
            found[path] = isFolder.boolValue ? Data() : try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
        }
        return found
    }

    @Test("--to the project folder, src, .uistate, .git and .. : refused (exit 73) by restore and migrate state, nothing written, the repository whole")
    func refused() throws {
        let before = try snapshot(workspace.url)
        let cases: [(to: String, folder: String, lost: String)] = [
            (".", project.path, "uistate's repository"),
            ("src", project.path + "/src", "main.swift, which is not part of a saved state"),
            (".uistate", project.path + "/.uistate", "uistate's repository and every snapshot in it"),
            (".git", project.path + "/.git", "a git repository"),
            ("..", workspace.url.standardizedFileURL.path, "uistate's repository"),
        ]
        for (to, folder, lost) in cases {
            for command in [["restore", "HEAD", "--to", to], ["migrate", "state", "HEAD", "--activity-type", "com.example.App.restoration", "--to", to]] {
                let result = try uistate(command)
                #expect(result.status == 73, "\(command): \(result)")
                #expect(result.stderr.hasPrefix("error: refusing to write a saved state into '\(folder)': it would delete \(lost)"), "\(command): \(result.stderr)")
                #expect(result.stderr.split(separator: "\n").count == 1 && result.stdout.isEmpty, "\(command): \(result)")
            }
        }
        let dry = try uistate(["restore", "HEAD", "--to", "src", "--dry-run"])
        #expect(dry.status == 73 && dry.stderr.contains("it would delete main.swift"), "--dry-run says what the write would do: \(dry)")
        #expect(try snapshot(workspace.url) == before, "nothing written anywhere")
        #expect(try git(["status", "--porcelain"]).stdout == "?? App.savedState/\n")
        try git(["fsck", "--strict"])
        try ProcessRunner.run("git", ["--git-dir", project.appendingPathComponent(".uistate").path, "fsck", "--strict"], in: project, environment: workspace.environment).succeeded()
        #expect(try uistate(["log", "--oneline"]).stdout.split(separator: "\n").count == 2)
    }

    @Test("a new, an empty and a saved state's folder are written; there only the layout's files the state lacks go; a foreign data.data and a Mac app's folder are refused")
    func accepted() throws {
        // New, then over itself with another state: the classic files replaced.
        #expect(try uistate(["restore", "HEAD~1", "--to", "Out/Bug.savedState"]).status == 0)
        #expect(try uistate(["restore", "HEAD", "--to", "Out/Bug.savedState"]).status == 0)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        #expect(try uistate(["migrate", "state", "HEAD", "--activity-type", "com.example.App.restoration", "--to", "Empty"]).status == 0)
        // A scene state over the classic one: the classic files are the layout's, so they go.
        let converted = try uistate(["migrate", "state", "HEAD", "--activity-type", "com.example.App.restoration", "--to", "Out/Bug.savedState"])
        #expect(converted.status == 0, "\(converted)")
        let names = try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("Out/Bug.savedState").path)
        #expect(names.contains("KnownSceneSessions") && !names.contains("data.data") && names.count == 2, "\(names)")
        // The file the state has too is replaced; one it lacks that is no saved state's stops it.
        try Data("notes".utf8).write(to: project.appendingPathComponent("Out/Bug.savedState/notes.txt"))
        let refused = try uistate(["restore", "HEAD", "--to", "Out/Bug.savedState"])
        #expect(refused.status == 73 && refused.stderr.contains("it would delete notes.txt, which is not part of a saved state"), "\(refused)")
        #expect(try Data(contentsOf: project.appendingPathComponent("Out/Bug.savedState/notes.txt")) == Data("notes".utf8))

        // A data.data path: only over a saved state's data.data.
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        try Data("my data\n".utf8).write(to: project.appendingPathComponent("Docs/data.data"))
        let foreign = try uistate(["restore", "HEAD", "--to", "Docs/data.data"])
        #expect(foreign.status == 73 && foreign.stderr.contains("Docs/data.data': it would delete a file that is not a saved state's"), "\(foreign)")
        #expect(try Data(contentsOf: project.appendingPathComponent("Docs/data.data")) == Data("my data\n".utf8))
        #expect(try uistate(["restore", "HEAD", "--to", "Empty/data.data"]).status == 0)

        // A Mac app's saved state does not take an iOS app's.
        try uistate(["sample", "mac-two-windows", "--out", "Editor.savedState", "-q"]).succeeded()
        let mac = try uistate(["restore", "HEAD", "--to", "Editor.savedState"])
        #expect(mac.status == 73 && mac.stderr.contains("a Mac app's saved state (windows.plist)"), "\(mac)")
        try git(["fsck", "--strict"])
    }

    @Test("a restore killed before and after its commit mark: the next restore undoes or completes it and says which; no copy or journal left")
    func killedRestore() throws {
        try uistate(["restore", "HEAD~1", "--to", "Bug.savedState"]).succeeded()
        let older = try snapshot(project.appendingPathComponent("Bug.savedState"))
        // Steps: the journal, the copy built, the commit mark, the swap, the journal removed.
        for (steps, outcome) in [(2, "before the new state was on disk: what it had staged was removed"), (3, "after the new state was on disk: it was completed")] {
            let killed = try workspace.uistate(["restore", "HEAD", "--to", "Bug.savedState"], in: project, environment: ["UISTATE_TEST_FAULT": "kill-after:\(steps)"])
            #expect(killed.status == 128 + SIGKILL, "\(killed)")
            #expect(try snapshot(project.appendingPathComponent("Bug.savedState")) == older, "the folder is whole until the swap")
            let next = try uistate(["restore", "HEAD~1", "--to", "Bug.savedState"])
            #expect(next.status == 0 && next.stderr.contains("was stopped \(outcome)"), "\(next)")
            #expect(try snapshot(project.appendingPathComponent("Bug.savedState")) == older)
            let left = try FileManager.default.contentsOfDirectory(atPath: project.path).filter { $0.hasPrefix(".Bug.savedState") }
            #expect(left.isEmpty, "\(left)")
        }
    }
}
