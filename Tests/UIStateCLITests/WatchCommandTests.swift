import Foundation
import TestSupport
import Testing

/// `uistate watch` and `init --simulator` end to end. Nothing here depends on timing to pass:
/// every wait is for a condition, with a deadline.
@Suite("Recording preservation runs as they happen")
struct WatchCommandTests {
    /// Publishes a state the way UIKit does: file by file, each written to a temporary name and
    /// renamed over the old one; files the state lacks are removed.
    /// With `split`, data.data is first written half and left so for a second (longer than
    /// --settle), then whole.
    static let publisher = """
        import os, shutil, sys, time
        source, target, split = sys.argv[1], sys.argv[2], sys.argv[3] == "split"
        wanted = set()
        for folder, _, names in os.walk(source):
            for name in sorted(names):
                relative = os.path.relpath(os.path.join(folder, name), source)
                wanted.add(relative)
                destination = os.path.join(target, relative)
                os.makedirs(os.path.dirname(destination), exist_ok=True)
                data = open(os.path.join(source, relative), "rb").read()
                if split and name == "data.data":
                    with open(destination, "wb") as f: f.write(data[: len(data) // 2])
                    time.sleep(1.0)
                temporary = destination + ".tmp"
                with open(temporary, "wb") as f: f.write(data)
                os.rename(temporary, destination)
        for folder, _, names in os.walk(target):
            for name in names:
                relative = os.path.relpath(os.path.join(folder, name), target)
                if relative not in wanted: os.remove(os.path.join(target, relative))
        """

    let workspace: Workspace
    var folder: URL { workspace.url.appendingPathComponent("App.savedState") }

    init() throws {
        workspace = try Workspace()
        try workspace.uistate("init", "--archive", "App.savedState", "-q").succeeded()
        for step in ["launch", "scroll", "open-item", "new-item", "notes-two-windows", "notes-draft", "mac-two-windows", "mac-typing"] {
            try workspace.uistate("sample", step, "--out", "ref/\(step)", "-q").succeeded()
        }
    }

    func publish(_ step: String, split: Bool = false, to target: URL? = nil) throws {
        let result = try ProcessRunner.run(
            "python3", ["-c", Self.publisher, workspace.url.appendingPathComponent("ref/\(step)").path, (target ?? folder).path, split ? "split" : "whole"])
        #expect(result.status == 0, "\(result)")
    }

    func commits() throws -> Int {
        let result = try workspace.git("rev-list", "--count", "HEAD")
        return result.status == 0 ? Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 : 0
    }

    /// Waits for `condition`, failing the test after `timeout` seconds.
    func waitUntil(_ what: String, timeout: Double = 60, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while try !condition() {
            guard Date() < deadline else {
                Issue.record("timed out waiting until \(what)")
                return
            }
            usleep(20_000)
        }
    }

    func startWatch(_ arguments: [String] = []) throws -> ChildProcess {
        try ChildProcess(Workspace.executable, ["watch", "--settle", "300"] + arguments, in: workspace.url, environment: workspace.environment)
    }

    /// The tree a plain `uistate commit` records for a reference state.
    func manualTree(_ step: String) throws -> String {
        let other = try Workspace()
        try other.uistate("init", "-q").succeeded()
        try other.uistate("commit", workspace.url.appendingPathComponent("ref/\(step)").path, "-q").succeeded()
        return try other.git("rev-parse", "HEAD^{tree}").stdout
    }

    @Test("each distinct run is one commit, equal to a manual commit; a repeated state is none; SIGINT exits 0")
    func recordsRuns() throws {
        let watch = try startWatch(["--json"])
        defer { watch.kill() }
        try publish("launch")
        try waitUntil("the first run is recorded") { try commits() == 1 }
        try publish("launch")
        try publish("scroll")
        try waitUntil("the second distinct run is recorded") { try commits() == 2 }
        try publish("notes-draft")
        try waitUntil("the scene-based run is recorded") { try commits() == 3 }
        watch.signal(SIGINT)
        let result = watch.finish(timeout: 60)
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines.allSatisfy { $0.contains("\"event\":\"recorded\"") || $0.contains("\"event\": \"recorded\"") }, "\(result.stdout)")
        #expect(try workspace.git("rev-parse", "HEAD~2^{tree}").stdout == manualTree("launch"))
        #expect(try workspace.git("rev-parse", "HEAD~1^{tree}").stdout == manualTree("scroll"))
        #expect(try workspace.git("rev-parse", "HEAD^{tree}").stdout == manualTree("notes-draft"))
        #expect(try workspace.git("log", "-1", "--format=%s").stdout.hasPrefix("Run at "))
        #expect(try workspace.git("fsck", "--strict").status == 0)
    }

    @Test("uistate.retention thins history after each run: the kept snapshots unchanged, the old branch backed up")
    func retention() throws {
        try workspace.uistate("config", "uistate.retention", "--keep-last 2").succeeded()
        let watch = try startWatch(["--json"])
        defer { watch.kill() }
        try publish("launch")
        try waitUntil("the first run is recorded") { try commits() == 1 }
        try publish("scroll")
        try waitUntil("the second run is recorded") { try commits() == 2 }
        let scroll = try workspace.git("rev-parse", "HEAD").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try publish("open-item")
        let openItem = try manualTree("open-item")
        try waitUntil("the third run is recorded and the first dropped") {
            try workspace.git("rev-parse", "HEAD^{tree}").stdout == openItem && commits() == 2
        }
        watch.signal(SIGINT)
        let result = watch.finish(timeout: 60)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\"event\": \"thinned\"") || result.stdout.contains("\"event\":\"thinned\""), "\(result.stdout)")
        #expect(try workspace.git("rev-parse", "HEAD~1^{tree}").stdout == manualTree("scroll"))
        #expect(try workspace.git("log", "-1", "--format=%an %ad %s", "HEAD~1").stdout == workspace.git("log", "-1", "--format=%an %ad %s", scroll).stdout,
                "the kept snapshot keeps its author, date and message")
        #expect(try workspace.git("for-each-ref", "refs/uistate/backup/").stdout.contains("-prune"), "the old branch is kept as a backup")
        #expect(try workspace.git("fsck", "--strict").status == 0)
    }

    @Test("a Mac app's saves are recorded, a half-written data.data of records waited for")
    func macRuns() throws {
        let watch = try startWatch(["--json"])
        defer { watch.kill() }
        try publish("mac-two-windows")
        try waitUntil("the first save is recorded") { try commits() == 1 }
        try publish("mac-typing", split: true)
        try waitUntil("the second save is recorded") { try commits() == 2 }
        watch.signal(SIGINT)
        let result = watch.finish(timeout: 60)
        #expect(result.status == 0 && result.stdout.contains("\"windows\":2"), "\(result)")
        #expect(try workspace.git("rev-parse", "HEAD~1^{tree}").stdout == manualTree("mac-two-windows"))
        #expect(try workspace.git("rev-parse", "HEAD^{tree}").stdout == manualTree("mac-typing"), "never the half-written one")
    }

    @Test(
        "a fresh install: the folder, its parent and more missing are waited for and recorded once they appear (inotify and --poll)",
        arguments: [(false, false), (false, true), (true, false), (true, true)])
    func freshInstall(polling: Bool, wholeChain: Bool) throws {
        // A new simulator container has Library/ but no Saved Application State/ until the
        // app's first run; with wholeChain even Library/ appears at once, renamed into place.
        let container = workspace.url.appendingPathComponent("container")
        let library = container.appendingPathComponent("Library")
        let target = library.appendingPathComponent("Saved Application State/com.example.App.savedState")
        try FileManager.default.createDirectory(at: wholeChain ? container : library, withIntermediateDirectories: true)
        try workspace.uistate("config", "uistate.archive", target.path).succeeded()
        let status = try workspace.uistate("status")
        #expect(status.status == 0 && status.stdout.contains("does not exist yet") && status.stdout.contains("first preservation run"), "\(status)")
        let json = try workspace.uistate("status", "--json")
        try JSONSchema.validate(json.stdout, schema: "status.schema.json")
        #expect(json.stdout.contains("\"exists\": false") && json.stdout.contains("\"containerGone\": false"), "\(json)")

        let watch = try startWatch(["--count", "2"] + (polling ? ["--poll"] : []))
        defer { watch.kill() }
        #expect(watch.waitForOutput("does not exist yet"), "watch has started")
        if wholeChain {
            let staged = workspace.url.appendingPathComponent("stage/Library/Saved Application State/com.example.App.savedState")
            try FileManager.default.createDirectory(at: staged.deletingLastPathComponent(), withIntermediateDirectories: true)
            try publish("launch", to: staged)
            try FileManager.default.moveItem(at: workspace.url.appendingPathComponent("stage/Library"), to: library)
        } else {
            try publish("launch", to: target)
        }
        try waitUntil("the first run is recorded") { try commits() == 1 }
        try publish("scroll", to: target)
        #expect(watch.wait(timeout: 60) == 0, "--count 2 ends it")
        #expect(try workspace.git("rev-parse", "HEAD~1^{tree}").stdout == manualTree("launch"))
        #expect(try workspace.git("rev-parse", "HEAD^{tree}").stdout == manualTree("scroll"))
        #expect(try workspace.uistate("status").stdout.contains("nothing to commit"))
    }

    @Test("a half-written state is waited for; the folder deleted and created again is watched on")
    func slowWritesAndDeletion() throws {
        let watch = try startWatch()
        defer { watch.kill() }
        try publish("launch", split: true)
        try waitUntil("the whole state is recorded") { try commits() == 1 }
        #expect(try workspace.git("rev-parse", "HEAD^{tree}").stdout == manualTree("launch"), "never the half-written one")
        try FileManager.default.removeItem(at: folder)
        // Re-created only once the deletion was seen: under load both could fall in one wake-up.
        #expect(watch.waitForOutput("was deleted"), "watch notices the folder gone")
        try publish("open-item")
        try waitUntil("the state after re-creation is recorded") { try commits() == 2 }
        watch.signal(SIGTERM)
        let result = watch.finish(timeout: 60)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n").count == 2, "\(result.stdout)")
        #expect(result.stderr.contains("was deleted") && result.stderr.contains("is back"), "\(result.stderr)")
    }

    @Test("--pin records each run, puts the pinned state back, never commits its own writes, and leaves it in place")
    func pin() throws {
        try publish("launch")
        try workspace.uistate("commit", "-q").succeeded()
        try workspace.uistate("tag", "pinned").succeeded()
        let pinnedTree = try workspace.git("rev-parse", "pinned^{tree}").stdout
        let watch = try startWatch(["--pin", "pinned", "--count", "2"])
        defer { watch.kill() }
        try publish("open-item")
        try waitUntil("the run is recorded and the pinned state put back") {
            try commits() == 2 && workspace.uistate("diff", "pinned").stdout.hasSuffix("no differences\n")
        }
        try publish("new-item")
        #expect(watch.wait(timeout: 60) == 0, "--count 2 ends it")
        let trees = try workspace.git("log", "--format=%T").stdout.split(separator: "\n").map { $0 + "\n" }
        #expect(trees.count == 3, "pinned, then the two runs: \(trees)")
        #expect(trees.dropLast().allSatisfy { $0 != pinnedTree }, "no commit of its own writes")
        #expect(try workspace.uistate("diff", "pinned").stdout.hasSuffix("no differences\n"), "the pinned state stays in place")
    }

    @Test("init --simulator: simctl's container becomes the working archive; failures create nothing")
    func simulator() throws {
        let bin = try TemporaryDirectory("fake-xcrun")
        let xcrun = bin.appending("xcrun")
        try Data("""
            #!/bin/sh
            [ "$1 $2" = "simctl get_app_container" ] || exit 64
            if [ "$4" = "com.example.App" ] && [ "$5" = "data" ]; then echo "/Users/ann/Containers/$3"; exit 0; fi
            echo "An error was encountered processing the command (domain=NSPOSIXErrorDomain, code=2):" >&2
            echo "No such file or directory" >&2
            exit 2
            """.utf8).write(to: xcrun)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: xcrun.path)
        let path = ["PATH": bin.path + ":/usr/bin:/bin"]
        let project = try TemporaryDirectory("project")

        let missing = try workspace.uistate(["init", project.path, "--simulator", "com.example.Other"], environment: path)
        #expect(missing.status == 128 && missing.stderr.contains("No such file or directory"), "\(missing)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path).isEmpty, "nothing created")
        let noXcode = try workspace.uistate(["init", project.path, "--simulator", "com.example.App"], environment: ["PATH": "/nonexistent"])
        #expect(noXcode.status == 66 && noXcode.stderr.contains("xcrun not found"), "\(noXcode)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path).isEmpty, "nothing created")

        let created = try workspace.uistate(["init", project.path, "--simulator", "com.example.App"], environment: path)
        #expect(created.status == 0, "\(created)")
        let archive = try workspace.uistate(["-C", project.path, "config", "uistate.archive"]).stdout
        #expect(archive == "/Users/ann/Containers/booted/Library/Saved Application State/com.example.App.savedState\n", "\(archive)")
        let repointed = try workspace.uistate(["init", project.path, "--simulator", "com.example.App", "--device", "ABCD-1234"], environment: path)
        #expect(repointed.status == 0 && repointed.stdout.hasPrefix("Reinitialized"), "\(repointed)")
        #expect(try workspace.uistate(["-C", project.path, "config", "uistate.archive"]).stdout.contains("/ABCD-1234/"))
        let status = try workspace.uistate(["-C", project.path, "status"])
        #expect(status.status == 0 && status.stdout.contains("does not exist yet") && status.stdout.contains("container is gone")
            && status.stdout.contains("uistate init --simulator com.example.App"), "\(status)")
    }
}
