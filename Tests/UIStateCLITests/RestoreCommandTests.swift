import Foundation
import TestSupport
import Testing

@Suite("restore, rollback, reflog, tag, check, prune and gc from the command line")
struct RestoreCommandTests {
    let workspace: Workspace

    /// HEAD~6 (launch, 11.0) ... HEAD (upgrade, 12.0); the working archive holds the upgrade.
    init() throws {
        workspace = try Workspace()
        try workspace.recordSample()
    }

    var archive: URL { workspace.url.appendingPathComponent("App.savedState/data.data") }

    @Test("a stale snapshot is refused with exit 3 and nothing written; --force restores it; the tree round-trips")
    func staleRefusal() throws {
        let before = try Data(contentsOf: archive)
        let refused = try workspace.uistate("restore", "HEAD~3")
        #expect(refused.status == 3 && refused.stderr.contains("is stale") && refused.stderr.contains("--force"))
        #expect(try Data(contentsOf: archive) == before)
        #expect(try workspace.uistate("restore", "HEAD~3", "--app-version", "11.0").status == 0, "not stale for 11.0")
        #expect(try workspace.uistate("restore", "HEAD", "-q").status == 3, "the working archive now says 11.0")
        #expect(try workspace.uistate("restore", "HEAD", "-q", "--app-version", "12.0").status == 0)
        let forced = try workspace.uistate("restore", "HEAD~3", "--force")
        #expect(forced.status == 0 && forced.stdout.contains("Restored"))
        #expect(try workspace.uistate("commit", "--allow-empty", "-m", "again").status == 0)
        #expect(try workspace.git("rev-parse", "HEAD^{tree}").stdout == (try workspace.git("rev-parse", "HEAD~4^{tree}").stdout))
        let dry = try workspace.uistate("restore", "HEAD~1", "--dry-run", "--force", "--to", "elsewhere")
        #expect(dry.stdout.hasPrefix("would write") && !FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("elsewhere").path))
    }

    @Test("bad input: a target that is a file, an unknown revision, a damaged snapshot, an unwritable folder; nothing written")
    func badInput() throws {
        try Data("x".utf8).write(to: workspace.url.appendingPathComponent("file"))
        let file = try workspace.uistate("restore", "HEAD", "--to", "file")
        #expect(file.status == 128 && file.stderr.contains("it is a file"))
        #expect(try String(contentsOf: workspace.url.appendingPathComponent("file"), encoding: .utf8) == "x")
        #expect(try workspace.uistate("restore", "nope").status == 128)
        let damagedText = "uistate-archive 1\nkey = int 12x\n"
        let blob = try ProcessRunner.run("git", ["--git-dir", workspace.url.appendingPathComponent(".uistate").path, "hash-object", "-w", "--stdin"],
                                         input: Array(damagedText.utf8)).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let listing = try workspace.git("ls-tree", "HEAD").stdout
        let store = try workspace.git("rev-parse", "HEAD:BNRItemStore").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let storeListing = "100644 blob \(blob)\t@object\n"
        let storeTree = try ProcessRunner.run("git", ["--git-dir", workspace.url.appendingPathComponent(".uistate").path, "mktree"], input: Array(storeListing.utf8))
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let rootTree = try ProcessRunner.run("git", ["--git-dir", workspace.url.appendingPathComponent(".uistate").path, "mktree"],
                                             input: Array(listing.replacingOccurrences(of: store, with: storeTree).utf8)).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let damaged = try workspace.git("commit-tree", rootTree, "-m", "damaged").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let before = try Data(contentsOf: archive)
        let result = try workspace.uistate("restore", damaged, "--force")
        #expect(result.status == 65 && result.stderr.contains("is damaged") && result.stderr.contains("BNRItemStore/@object"))
        #expect(try Data(contentsOf: archive) == before)
        let locked = workspace.url.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o500])
        if getuid() != 0 {
            #expect(try workspace.uistate("restore", "HEAD", "--to", "locked/App.savedState").status == 128)
        }
    }

    @Test("rollback moves the branch and restores; rollback main@{1} undoes it; reflog lists both")
    func rollback() throws {
        let tip = try workspace.git("rev-parse", "HEAD").stdout
        let target = try workspace.git("rev-parse", "HEAD~2").stdout
        let result = try workspace.uistate("rollback", "HEAD~2", "--force")
        #expect(result.status == 0 && result.stdout.contains("Undo with: uistate rollback main@{1}"), "\(result)")
        #expect(try workspace.git("rev-parse", "HEAD").stdout == target)
        #expect(try workspace.uistate("status").stdout.contains("nothing to commit"), "the working archive is the rolled-back snapshot")
        #expect(try workspace.uistate("rollback", "main@{1}", "--force").status == 0)
        #expect(try workspace.git("rev-parse", "HEAD").stdout == tip)
        let reflog = try workspace.uistate("reflog", "-n", "2").stdout
        #expect(reflog.contains("main@{0}: rollback: to main@{1}") && reflog.contains("main@{1}: rollback: to HEAD~2"))
        #expect(try workspace.git("reflog", "show", "main").stdout.contains("rollback: to HEAD~2"))
        #expect(try workspace.git("fsck", "--strict").status == 0)
    }

    @Test("tags: create, list, delete, refuse duplicates and invalid names")
    func tags() throws {
        #expect(try workspace.uistate("tag", "before-upgrade", "HEAD~1").status == 0)
        #expect(try workspace.uistate("tag", "before-upgrade").status == 128)
        #expect(try workspace.uistate("tag", "-f", "before-upgrade").status == 0)
        #expect(try workspace.uistate("tag", "bad..name").status == 64)
        #expect(try workspace.uistate("tag", "-l").stdout == "before-upgrade\n")
        #expect(try workspace.git("tag").stdout == "before-upgrade\n")
        #expect(try workspace.uistate("show", "before-upgrade", "--json").status == 0)
        #expect(try workspace.uistate("tag", "-d", "before-upgrade").status == 0)
        #expect(try workspace.uistate("tag", "-d", "before-upgrade").status == 128)
    }

    @Test("log marks stale snapshots; check exits 1 for a snapshot UIKit would discard")
    func staleness() throws {
        #expect(try workspace.uistate("log", "--stale", "--oneline").stdout.split(separator: "\n").count == 6)
        #expect(try workspace.uistate("log", "--current", "--oneline").stdout.split(separator: "\n").count == 1)
        #expect(try workspace.uistate("check").status == 0)
        let stale = try workspace.uistate("check", "HEAD~1")
        #expect(stale.status == 1 && stale.stdout.contains("refused: stale"))
        let json = try JSONSerialization.jsonObject(with: Data(try workspace.uistate("check", "HEAD~1", "--json").stdout.utf8)) as? [String: Any]
        #expect(json?["wouldRestore"] as? Bool == false)
        try Data("{ not json".utf8).write(to: workspace.url.appendingPathComponent("manifest.json"))
        #expect(try workspace.uistate("check", "--app", "manifest.json").status == 65)
    }

    @Test("prune --stale and gc --prune=now: plain git sees one snapshot and a clean repository")
    func pruneAndGC() throws {
        try workspace.uistate("tag", "edit", "HEAD~3").succeeded()
        let refused = try workspace.uistate("prune", "--stale")
        #expect(refused.status == 1 && refused.stderr == "error: tags 'edit' point at stale snapshots: use --delete-tags to delete them or --keep-tags to keep those snapshots alive\n", "\(refused)")
        let result = try workspace.uistate("prune", "--stale", "--delete-tags")
        #expect(result.status == 0 && result.stdout.contains("dropped 6 snapshots"), "\(result)")
        #expect(try workspace.git("rev-list", "--count", "HEAD").stdout == "1\n")
        #expect(try workspace.git("for-each-ref", "refs/uistate/backup").stdout.contains("prune"))
        #expect(try workspace.uistate("gc", "--prune=now").status == 0)
        #expect(try workspace.git("for-each-ref", "refs/uistate/backup").stdout.isEmpty)
        let fsck = try workspace.git("fsck", "--strict", "--unreachable")
        #expect(fsck.status == 0 && fsck.stdout.isEmpty && fsck.stderr.isEmpty, "\(fsck)")
        #expect(try workspace.uistate("gc", "--prune=soon").status == 64)
    }

    @Test("restore --to a folder not there yet creates it, says the working archive is unchanged, and leaves it so")
    func restoreElsewhere() throws {
        let before = try Data(contentsOf: workspace.url.appendingPathComponent("App.savedState/data.data"))
        let result = try workspace.uistate("restore", "HEAD~4", "--to", "Bug/Report/App.savedState", "--redact", "--force")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("to \(workspace.url.path)/Bug/Report/App.savedState; the app's working archive is unchanged."), "\(result.stdout)")
        #expect(!result.stdout.contains("for the app's next launch"))
        #expect(try Data(contentsOf: workspace.url.appendingPathComponent("App.savedState/data.data")) == before)
        #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("Bug/Report/App.savedState/data.data").path))
    }

    @Test("check --app: an object the manifest provides gets no note that nobody provides it")
    func checkWithManifestHasNoNeitherNote() throws {
        let manifest = #"{"createdAtLaunch": [{"path": "UINavigationController", "class": "UINavigationController"}, {"path": "UINavigationController/BNRItemsViewController", "class": "BNRItemsViewController"}, {"path": "BNRItemStore", "class": "BNRItemStore"}]}"#
        try Data(manifest.utf8).write(to: workspace.url.appendingPathComponent("manifest.json"))
        let without = try workspace.uistate("check", "HEAD~4")
        #expect(without.stdout.contains("UINavigationController: has neither a restoration class nor a storyboard"), "\(without.stdout)")
        let with = try workspace.uistate("check", "HEAD~4", "--app", "manifest.json")
        #expect(!with.stdout.contains("has neither a restoration class nor a storyboard"), "\(with.stdout)")
        #expect(with.stdout.contains("restored UINavigationController") && with.stdout.contains("by an object created at launch"), "\(with.stdout)")
    }

    @Test("prune --keep-daily: the dry run lists what goes by day; the prune keeps the newest of each day, unchanged; uistate.retention and gc")
    func pruneByRetention() throws {
        let history = try Workspace()
        try history.uistate("init", "--archive", "App.savedState", "-q").succeeded()
        // Two snapshots a day on three days, in UTC.
        let times = ["2026-03-02T09:00:00Z", "2026-03-02T17:00:00Z", "2026-03-03T09:00:00Z", "2026-03-03T17:00:00Z", "2026-03-04T09:00:00Z", "2026-03-04T17:00:00Z"]
        for (index, time) in times.enumerated() {
            try history.uistate(["sample", Workspace.sampleSteps[index], "--out", "App.savedState", "-q"]).succeeded()
            try history.uistate(["commit", "-q", "-m", "run \(index)"], environment: ["GIT_AUTHOR_DATE": time, "GIT_COMMITTER_DATE": time]).succeeded()
        }
        let utc = ["TZ": "UTC"]
        let before = try history.git("log", "--format=%H %T %an %ad %s", "--date=iso-strict").stdout.split(separator: "\n")
        let dry = try history.uistate(["prune", "--keep-daily", "2", "--dry-run"], environment: utc)
        #expect(dry.status == 0, "\(dry)")
        #expect(dry.stdout.contains("would drop 4 snapshots by --keep-daily 2 (2 kept), by day:"), "\(dry.stdout)")
        #expect(dry.stdout.contains("  2026-03-03: 1 snapshot\n") && dry.stdout.contains("  2026-03-02: 2 snapshots\n"), "\(dry.stdout)")
        #expect(try history.git("rev-list", "--count", "HEAD").stdout == "6\n", "a dry run changes nothing")

        try history.uistate(["prune", "--keep-daily", "2"], environment: utc).succeeded()
        let after = try history.git("log", "--format=%T %an %ad %s", "--date=iso-strict").stdout.split(separator: "\n")
        let kept = [before[0], before[2]].map { $0.split(separator: " ", maxSplits: 1)[1] }
        #expect(after.map { Substring($0) } == kept, "the newest of each of the last two days, with their trees, authors, dates and messages")
        #expect(try history.git("for-each-ref", "refs/uistate/backup").stdout.contains("prune"))

        // The policy in the repository: gc thins first, then packs.
        #expect(try history.uistate("config", "uistate.retention", "--keep-fortnightly 3").status == 64, "a bad policy is refused when set")
        try history.uistate("config", "uistate.retention", "--keep-last 1").succeeded()
        try history.uistate(["gc", "--prune=now"], environment: utc).succeeded()
        #expect(try history.git("rev-list", "--count", "HEAD").stdout == "1\n")
        let fsck = try history.git("fsck", "--strict")
        #expect(fsck.status == 0 && fsck.stderr.isEmpty, "\(fsck)")
        #expect(try history.uistate("prune").status == 0, "a prune with no rules uses uistate.retention")
    }

    @Test("a restore killed while it builds the new folder leaves a private copy beside it, which the next restore and gc remove", .timeLimit(.minutes(3)))
    func killedRestoreLeavesNothing() throws {
        let scenes = try Workspace()
        let folder = scenes.url.appendingPathComponent("Notes.savedState")
        try scenes.uistate("init", "--archive", "Notes.savedState", "-q").succeeded()
        try scenes.uistate("sample", "notes-two-windows", "--out", "Notes.savedState", "-q").succeeded()
        try scenes.uistate("commit", "-q", "-m", "small").succeeded()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Extra"), withIntermediateDirectories: true)
        var rng = SplitMix(seed: 21)
        for index in 0..<600 {
            try Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) }).write(to: folder.appendingPathComponent("Extra/\(index).bin"))
        }
        try scenes.uistate("commit", "-q", "-m", "big").succeeded()
        let leftovers = { () throws -> [String] in
            try FileManager.default.contentsOfDirectory(atPath: scenes.url.path).filter { $0.hasPrefix(".Notes.savedState.tmp-") }
        }
        let started = Date()
        try scenes.uistate("restore", "HEAD", "-q").succeeded()
        let whole = Date().timeIntervalSince(started)
        var seen = 0
        for round in 0..<12 {
            let target = round % 2 == 0 ? "HEAD~1" : "HEAD"
            let process = try ChildProcess(Workspace.executable, ["restore", target, "-q"], in: scenes.url, environment: scenes.environment, capture: false)
            Thread.sleep(forTimeInterval: whole * Double.random(in: 0.3...0.8, using: &rng))
            process.kill()
            let left = try leftovers()
            #expect(left.count <= 1, "round \(round): each restore removes what killed ones left before it: \(left)")
            for name in left {
                let mode = try #require(try FileManager.default.attributesOfItem(atPath: scenes.url.appendingPathComponent(name).path)[.posixPermissions] as? Int)
                #expect(mode & 0o077 == 0, "round \(round): a copy of the user's state is the owner's only: \(String(mode, radix: 8))")
            }
            seen += left.count
            let equalsOne = try ["HEAD", "HEAD~1"].filter { try scenes.uistate("diff", $0, "--exit-code", "-q").status == 0 }
            #expect(equalsOne.count == 1, "round \(round): the working folder is wholly one snapshot")
        }
        #expect(seen > 0, "some kill landed while the folder was built (a restore takes \(whole) s)")
        try scenes.uistate("restore", "HEAD", "-q").succeeded()
        #expect(try leftovers().isEmpty, "a restore that completes leaves nothing beside the folder")
        // A copy a killed restore left, and one a live process is building: gc takes the first only.
        let dead = try ProcessRunner.run("sh", ["-c", "echo $$"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let abandoned = scenes.url.appendingPathComponent(".Notes.savedState.tmp-\(dead)-1")
        let building = scenes.url.appendingPathComponent(".Notes.savedState.tmp-\(ProcessInfo.processInfo.processIdentifier)-2")
        try FileManager.default.copyItem(at: folder, to: abandoned)
        try FileManager.default.createDirectory(at: building, withIntermediateDirectories: false)
        let gc = try scenes.uistate("gc")
        #expect(gc.status == 0 && gc.stdout.contains("removed 1 copy of the saved state that killed restores left"), "\(gc)")
        #expect(try leftovers() == [building.lastPathComponent])
        #expect(try scenes.uistate("status", "-q").stdout.contains("nothing to commit"))
    }

    @Test("kill -9 during restore, prune, gc and a commit with gc --auto never corrupts or jams (20 times each)", .timeLimit(.minutes(5)))
    func killNine() throws {
        let big = try Workspace()
        _ = try big.uistate("init", "--archive", "App.savedState")
        for step in ["launch", "scroll"] {
            _ = try big.uistate("sample", step, "--out", "App.savedState", "-q")
            _ = try big.uistate("commit", "-q")
        }
        for variant in 0..<6 {
            _ = try big.uistate("sample", "large", "--objects", "1500", "--variant", "\(variant)", "--out", "App.savedState", "-q")
            _ = try big.uistate("commit", "-q")
        }
        try big.git("config", "uistate.appVersion", "1.0")
        try big.git("config", "uistate.gcAuto", "1")
        let pristine = big.url.appendingPathComponent("pristine.git")
        try FileManager.default.copyItem(at: big.url.appendingPathComponent(".uistate"), to: pristine)
        let snapshots = try big.git("rev-list", "HEAD").stdout.split(separator: "\n")
        #expect(snapshots.count == 8)
        var rng = SplitMix(seed: 42)
        for round in 0..<20 {
            for command in [["restore", "HEAD~3"], ["prune", "--stale"], ["gc", "--prune=now"], ["commit", "--allow-empty", "-m", "killed"]] {
                let repository = big.url.appendingPathComponent(".uistate")
                try? FileManager.default.removeItem(at: repository)
                try FileManager.default.copyItem(at: pristine, to: repository)
                let before = try Data(contentsOf: big.url.appendingPathComponent("App.savedState/data.data"))
                let process = try ChildProcess(Workspace.executable, command + ["-q"], in: big.url, environment: big.environment, capture: false)
                Thread.sleep(forTimeInterval: Double.random(in: 0...0.3, using: &rng))
                process.kill()
                let fsck = try big.git("fsck", "--strict")
                #expect(fsck.status == 0, "round \(round), \(command[0]): \(fsck.stderr)")
                // Every snapshot is still there: on the branch, or (after a prune) in its backup.
                let reachable = try big.git("rev-list", "--all").stdout
                for snapshot in snapshots {
                    #expect(reachable.contains(snapshot), "round \(round), \(command[0]): lost \(snapshot)")
                }
                // Nothing jams: a lock file the killed process left is cleared by the next one.
                let next = try big.uistate("rollback", "HEAD", "--no-restore", "-q")
                #expect(next.status == 0, "round \(round), after \(command[0]): \(next)")
                let data = try Data(contentsOf: big.url.appendingPathComponent("App.savedState/data.data"))
                if data != before {
                    #expect(try big.uistate("inspect", "App.savedState", "-q").status == 0, "round \(round): a torn archive")
                }
            }
        }
    }
}
