import Foundation
import TestSupport
import Testing

@Suite("init, commit, log, show, status on real repositories, checked with plain git")
struct RepositoryCommandTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
        #expect(try workspace.uistate("init", "--archive", "App.savedState").status == 0)
    }

    func record(_ step: String, message: String? = nil) throws -> ProcessResult {
        #expect(try workspace.uistate("sample", step, "--out", "App.savedState", "-q").status == 0)
        return try workspace.uistate(["commit"] + (message.map { ["-m", $0] } ?? []))
    }

    func objectBlobs(_ revision: String) throws -> [String: String] {
        let listing = try workspace.git("ls-tree", "-r", revision).stdout
        var blobs: [String: String] = [:]
        for line in listing.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            let fields = parts[0].split(separator: " ")
            blobs[String(parts[1])] = String(fields[2])
        }
        return blobs
    }

    @Test("each step is a commit: fsck clean, trailers in git log, one blob per object, unchanged objects keep their blob")
    func commits() throws {
        for step in ["launch", "scroll", "open-item", "edit-text"] {
            let result = try record(step, message: "step \(step)")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.hasPrefix("[main "))
        }
        #expect(try workspace.git("fsck", "--strict").status == 0)
        let log = try workspace.git("log", "--format=%s|%(trailers:key=App-Version,valueonly,separator=)|%(trailers:key=Objects,valueonly,separator=)").stdout
        #expect(log == "step edit-text|11.0|4\nstep open-item|11.0|4\nstep scroll|11.0|3\nstep launch|11.0|3\n")
        let head = try objectBlobs("HEAD")
        #expect(head.keys.filter { $0.hasSuffix("/@object") }.count == 4)
        #expect(Set(head.keys) == ["@app", "@info", "BNRItemStore/@object", "UINavigationController/@object",
                                   "UINavigationController/BNRItemsViewController/@object", "UINavigationController/BNRDetailViewController/@object"])
        let previous = try objectBlobs("HEAD~1")
        #expect(head["BNRItemStore/@object"] == previous["BNRItemStore/@object"], "unchanged object keeps its blob")
        #expect(head["UINavigationController/BNRDetailViewController/@object"] != previous["UINavigationController/BNRDetailViewController/@object"])
        let text = try workspace.git("cat-file", "-p", "HEAD:UINavigationController/BNRDetailViewController/@object").stdout
        #expect(text.contains("EditField = int 1\n") && text.contains("EditedText = @string \"Rusty bike (needs oil\"\n"))
        #expect(try workspace.git("reflog", "show", "main").stdout.split(separator: "\n").count == 4)
    }

    @Test("nothing to commit exits 1; --allow-empty records it")
    func nothingToCommit() throws {
        _ = try record("launch")
        let again = try workspace.uistate("commit")
        #expect(again.status == 1 && again.stdout.contains("nothing to commit"))
        #expect(try workspace.uistate("commit", "--allow-empty", "-m", "again").status == 0)
        #expect(try workspace.git("rev-list", "--count", "HEAD").stdout == "2\n")
    }

    @Test("a malformed archive exits 65 and writes nothing")
    func malformedInput() throws {
        _ = try record("launch")
        let before = try workspace.git("count-objects", "-v").stdout
        let bad = workspace.url.appendingPathComponent("Bad.savedState")
        try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
        try Data("bplist00garbage-that-is-not-a-plist".utf8).write(to: bad.appendingPathComponent("data.data"))
        let result = try workspace.uistate("commit", bad.path)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.split(separator: "\n").count == 1)
        #expect(try workspace.git("count-objects", "-v").stdout == before)
        #expect(try workspace.git("rev-list", "--count", "HEAD").stdout == "1\n")
        #expect(try workspace.uistate("commit", "missing.savedState").status == 66)
    }

    @Test("repository discovery: subfolders, -C, UISTATE_DIR; not a repository and unknown revisions exit 128")
    func discovery() throws {
        _ = try record("launch")
        let sub = workspace.url.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        #expect(try workspace.uistate(["log", "--oneline"], in: sub).stdout.contains("Snapshot of 3 objects"))
        let elsewhere = try TemporaryDirectory()
        let outside = try workspace.uistate(["log"], in: elsewhere.url)
        #expect(outside.status == 128 && outside.stderr.hasPrefix("fatal: not a uistate repository"))
        #expect(try workspace.uistate(["-C", workspace.url.path, "log", "--oneline"], in: elsewhere.url).status == 0)
        #expect(try workspace.uistate(["log", "--oneline", "-C", workspace.url.path], in: elsewhere.url).status == 0)
        #expect(try workspace.uistate(["log"], in: elsewhere.url, environment: ["UISTATE_DIR": workspace.url.appendingPathComponent(".uistate").path]).status == 0)
        let unknown = try workspace.uistate("show", "nosuchthing")
        #expect(unknown.status == 128 && unknown.stderr.contains("unknown revision 'nosuchthing'"))
        #expect(try workspace.uistate("init").status == 128)
    }

    @Test("log -n, --oneline, paths and JSON; show with a path; status")
    func readingCommands() throws {
        for step in ["launch", "scroll", "open-item", "edit-text", "edit-mode"] { _ = try record(step) }
        #expect(try workspace.uistate("log", "--oneline", "-n", "2").stdout.split(separator: "\n").count == 2)
        let detail = try workspace.uistate("log", "--oneline", "--", "UINavigationController/BNRDetailViewController").stdout
        #expect(detail.split(separator: "\n").count == 3, "added, changed, removed")
        let json = try JSONSerialization.jsonObject(with: Data(try workspace.uistate("log", "--json").stdout.utf8)) as? [[String: Any]]
        #expect(json?.count == 5 && json?.first?["appVersion"] as? String == "11.0")
        let show = try workspace.uistate("show", "HEAD~1", "--", "UINavigationController/BNRDetailViewController")
        #expect(show.status == 0 && show.stdout.contains("EditedText: \"Rusty bike (needs oil\""))
        #expect(!show.stdout.contains("BNRItemStore\n"))
        #expect(try workspace.uistate("show", "--", "Nope").status == 128)
        #expect(try workspace.uistate("status").stdout.contains("nothing to commit"))
        _ = try workspace.uistate("sample", "new-item", "--out", "App.savedState", "-q")
        let status = try workspace.uistate("status").stdout
        #expect(status.contains("added:    UINavigationController/UINavigationController/BNRDetailViewController"))
        #expect(status.contains("changed:  BNRItemStore"))
    }

    @Test("log lists snapshots recorded in the same second newest first, as git log does")
    func logOrderWithEqualTimes() throws {
        let sameSecond = ["GIT_COMMITTER_DATE": "1700000000 +0000", "GIT_AUTHOR_DATE": "1700000000 +0000"]
        for step in ["launch", "scroll", "open-item", "edit-text", "edit-mode"] {
            _ = try workspace.uistate("sample", step, "--out", "App.savedState", "-q")
            #expect(try workspace.uistate(["commit", "-m", step, "-q"], environment: sameSecond).status == 0)
        }
        let ours = try workspace.uistate("log", "--oneline").stdout.split(separator: "\n").map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(ours == ["edit-mode", "edit-text", "open-item", "scroll", "launch"])
        let git = try workspace.git("log", "--format=%s").stdout.split(separator: "\n").map(String.init)
        #expect(ours == git)
    }

    @Test("8 processes committing 25 snapshots each at once lose none")
    func concurrentCommits() throws {
        let script = """
            p=$1
            for i in $(seq 1 25); do
              "$UISTATE" sample large --objects 12 --variant $((p * 100 + i)) --out "s$p.savedState" -q || exit 2
              "$UISTATE" commit "s$p.savedState" -m "p$p-$i" -q || exit 3
            done
            """
        let processes = try (0..<8).map { p in
            try ChildProcess("/bin/bash", ["-c", script, "worker", "\(p)"], in: workspace.url,
                             environment: workspace.environment.merging(["UISTATE": Workspace.executable]) { $1 }, capture: false)
        }
        let statuses = processes.map { $0.wait(timeout: 600) }
        #expect(statuses.allSatisfy { $0 == 0 }, "\(statuses)")
        #expect(try workspace.git("rev-list", "--count", "HEAD").stdout == "200\n")
        let subjects = Set(try workspace.git("log", "--format=%s").stdout.split(separator: "\n"))
        #expect(subjects.count == 200)
        #expect(try workspace.git("fsck", "--strict").status == 0)
        #expect(try workspace.git("reflog", "show", "main").stdout.split(separator: "\n").count == 200)
    }

    @Test("a ref lock while another process holds the repository is waited for, then named in the error")
    func heldLock() throws {
        _ = try record("launch")
        _ = try workspace.uistate("sample", "scroll", "--out", "App.savedState", "-q")
        let lock = workspace.url.appendingPathComponent(".uistate/refs/heads/main.lock")
        try Data().write(to: lock)
        // Another uistate at work: it holds the repository lock, so the ref lock may be its own.
        let other = try ChildProcess("flock", ["-s", workspace.url.appendingPathComponent(".uistate/uistate.lock").path, "sleep", "60"], capture: false)
        defer { other.kill() }
        Thread.sleep(forTimeInterval: 0.2)
        let result = try workspace.uistate(["commit"], environment: ["UISTATE_LOCK_TIMEOUT": "0.5"])
        #expect(result.status == 128, "\(result)")
        #expect(result.stderr.contains("refs/heads/main.lock") && result.stderr.contains("remove that file"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: lock.path), "not taken for stale while another process may own it")
        other.kill()
        let next = try workspace.uistate("commit")
        #expect(next.status == 0 && next.stderr.contains("note: removed"), "alone now, the lock is stale: \(next)")
    }

    @Test("GIT_AUTHOR_DATE and GIT_COMMITTER_DATE in the forms git takes give the same time and zone as git's")
    func gitDates() throws {
        try workspace.uistate("init", "-q", "--archive", "App.savedState").succeeded()
        let reference = workspace.url.appendingPathComponent("reference")
        _ = try ProcessRunner.run("git", ["init", "-q", reference.path])
        for (index, date) in ["2026-03-02 09:00:00 +0100", "2026-03-02T09:00:00Z", "2026-03-02T09:00:00-05:30", "@1772442000 +0100", "1772442000"].enumerated() {
            let dates = ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date]
            try workspace.uistate("sample", Workspace.sampleSteps[index], "--out", "App.savedState", "-q").succeeded()
            try workspace.uistate(["commit", "-q", "-m", date], environment: dates).succeeded()
            let ours = try workspace.git("log", "-1", "--format=%at %ai %ct %ci").stdout
            let made = try ProcessRunner.run("git", ["-C", reference.path, "commit", "-q", "--allow-empty", "-m", date],
                                             environment: workspace.environment.merging(dates) { $1 })
            #expect(made.status == 0, "\(made)")
            let theirs = try ProcessRunner.run("git", ["-C", reference.path, "log", "-1", "--format=%at %ai %ct %ci"], environment: workspace.environment).stdout
            #expect(ours == theirs, "\(date)")
        }
    }

    @Test("the demo runs and leaves a repository plain git accepts")
    func demo() throws {
        let result = try workspace.uistate("demo", "tour")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Upgrade the app from 11.0 to 12.0"))
        #expect(try workspace.git("fsck", "--strict", repository: "tour/.uistate").status == 0)
        #expect(try workspace.git("rev-list", "--count", "HEAD", repository: "tour/.uistate").stdout == "1\n", "the 11.0 snapshots are pruned")
        #expect(try workspace.git("for-each-ref", "refs/uistate/backup", repository: "tour/.uistate").stdout.contains("prune"))
        #expect(result.stdout.contains("is stale") && result.stdout.contains("Restored"))
        #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("tour/com.bignerdranch.Homepwner.savedState/data.data").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("com.bignerdranch.Homepwner.savedState").path),
                "nothing is written outside the demo folder")
        #expect(try workspace.uistate("demo", "tour").status == 128, "refuses a folder that is not empty")
        // It leaves the item-list app's classic project to migrate, which plans the move.
        #expect(result.stdout.contains("'cd tour/Homepwner && uistate migrate scenes'"), "\(result.stdout.suffix(400))")
        let migration = try workspace.uistate(["migrate", "scenes"], in: workspace.url.appendingPathComponent("tour/Homepwner"))
        #expect(migration.status == 0 && migration.stdout.contains("Homepwner (Homepwner.xcodeproj): to the UIScene life cycle, with its state restoration"), "\(migration)")
        // The repository agrees with itself: the transcript's first log shows no backup yet, the
        // newest snapshot is not stale for the working archive, and the undo it offers works.
        let firstLog = try #require(result.stdout.components(separatedBy: "$ uistate log --oneline\n").dropFirst().first?.components(separatedBy: "\n\n").first)
        #expect(!firstLog.contains("backup"), "\(firstLog)")
        let tour = workspace.url.appendingPathComponent("tour")
        let log = try workspace.uistate(["log", "--oneline"], in: tour)
        #expect(log.status == 0 && !log.stdout.contains("[stale]"), "\(log)")
        let backup = try workspace.git("for-each-ref", "--format=%(refname)", "refs/uistate/backup", repository: "tour/.uistate").stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(result.stdout.contains("Undo with 'uistate rollback \(backup)'"))
        let rollback = try workspace.uistate(["rollback", backup], in: tour)
        #expect(rollback.status == 0, "\(rollback)")
        #expect(try workspace.git("rev-list", "--count", "HEAD", repository: "tour/.uistate").stdout == "7\n", "the prune undone")
    }
}
