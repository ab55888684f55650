import Foundation
import KeyedArchive
import PropertyList
import SampleApps
import StatePrivacy
import StateRestoration
import TestSupport
import Testing

/// scan, commit --redact, redact and restore --redact end to end (docs/privacy.md), checked
/// by searching every object of the repository with plain git.
@Suite("privacy: scan, redacting commits, rewriting history, handing a state over")
struct PrivacyCommandTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
    }

    /// Every file of the repository folder and every object in it, unpacked (git cat-file),
    /// with each `<hex>` run of canonical text decoded too: where a secret could hide.
    func repositoryBytes(_ repository: String = ".uistate") throws -> [[UInt8]] {
        var out: [[UInt8]] = []
        let objects = try workspace.git("cat-file", "--batch-all-objects", "--batch", repository: repository)
        try #require(objects.status == 0)
        out.append(objects.stdoutBytes)
        out += Self.hexRuns(objects.stdoutBytes).flatMap(DecodedForms.of)
        out.append(DecodedForms.percentDecoded(objects.stdoutBytes))
        let root = workspace.url.appendingPathComponent(repository)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = files?.nextObject() as? URL {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true, !file.path.contains("/objects/") else { continue }
            out.append(Array(try Data(contentsOf: file)))
        }
        return out
    }

    /// The bytes `<0a1b...>` spells, for each such run.
    static func hexRuns(_ bytes: [UInt8]) -> [[UInt8]] {
        var runs: [[UInt8]] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            var end = index + 1
            var decoded: [UInt8] = []
            var high: UInt8? = nil
            while end < bytes.count, let nibble = Self.nibble(bytes[end]) {
                if let h = high { decoded.append(h << 4 | nibble); high = nil } else { high = nibble }
                end += 1
            }
            if end < bytes.count, bytes[end] == UInt8(ascii: ">"), decoded.count > 8 { runs.append(decoded) }
            index = end
        }
        return runs
    }

    static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    static func found(_ haystacks: [[UInt8]], _ needles: [String] = SecretSampleApp.needles + SecretSampleApp.decodedNeedles) -> [String] {
        needles.filter { needle in
            let bytes = Array(needle.utf8)
            return haystacks.contains { hay in
                hay.count >= bytes.count && (0...(hay.count - bytes.count)).contains { hay[$0] == bytes[0] && hay[$0..<($0 + bytes.count)].elementsEqual(bytes) }
            }
        }
    }

    func setUp(_ sample: String = "secrets", folder: String = "App.savedState") throws {
        try workspace.uistate("init", "--archive", folder, "-q").succeeded()
        try workspace.uistate("sample", sample, "--out", folder, "-q").succeeded()
    }

    @Test("scan: every seeded secret of every rule, in each format, by location, key path and rule; never a value; exit 1")
    func scanFindsEverything() throws {
        try setUp()
        let scan = try workspace.uistate("scan")
        #expect(scan.status == 1, "\(scan)")
        // Every kind, each under a key that does not name it, reported by its own rule.
        for rule in PrivacyRule.valueRules.map(\.id) + ["key:password", "key:pin", "key:cookie", "key:token"] {
            #expect(scan.stdout.contains("[\(rule)]"), "\(rule): \(scan.stdout)")
        }
        #expect(!scan.stdout.contains("[typed-text]") && scan.stdout.contains("typed text: 4 values the user typed (text fields, text views, drafts), kept: uistate.redactTypedText is off"), "\(scan.stdout)")
        #expect(scan.stdout.contains("Root/Account: contactField  [email]"))
        #expect(scan.stdout.contains("@scenes/C3D4E5F6-A7B8-4C9D-8E0F-112233445566: activity / CanvasRestorationUserActivityUserInfoKey / draft / card  [card-number]"))
        #expect(Self.found([Array((scan.stdout + scan.stderr).utf8)]).isEmpty, "a value was printed")
        let json = try workspace.uistate("scan", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 81 && findings.allSatisfy { $0["snapshot"] is NSNull }, "\(findings.count)")
        #expect(findings.filter { $0["rule"] as? String == "typed-text" }.count == 4 && (document["typedText"] as? [String: Any])?["redacted"] as? Bool == false)

        try workspace.uistate("sample", "mac-secrets", "--out", "Mac.savedState", "-q").succeeded()
        let mac = try workspace.uistate("scan", "--archive", "Mac.savedState")
        #expect(mac.status == 1)
        for rule in ["email", "card-number", "jwt", "bearer-token", "basic-credentials", "private-key", "random-string", "home-folder"] {
            #expect(mac.stdout.contains("@windows/201/Text View: 1 rchv / NSString  [\(rule)]"), "\(rule): \(mac.stdout)")
        }
        #expect(mac.stdout.contains("@windows/201/_NSDocument: 2 surl  [home-folder]"), "the bookmark: \(mac.stdout)")
        #expect(Self.found([Array((mac.stdout + mac.stderr).utf8)]).isEmpty)
    }

    @Test("scan --json validates against docs/schemas/scan.schema.json", .enabled(if: JSONSchema.validatorAvailable, JSONSchema.missingReason))
    func schema() throws {
        try setUp()
        try workspace.uistate("commit", "-m", "first", "-q").succeeded()
        try workspace.uistate("sample", "mac-secrets", "--out", "Mac.savedState", "-q").succeeded()
        for arguments in [["scan", "--json"], ["scan", "--all", "--json"], ["scan", "HEAD", "--archive", "Mac.savedState", "--json"]] {
            let result = try workspace.uistate(arguments)
            #expect(result.status == 1)
            try JSONSchema.validate(result.stdout, schema: "scan.schema.json")
        }
    }

    @Test("scan --all is the history, as its help says: clean once redacted while the working archive still holds secrets; --working-archive adds it")
    func scanAllIsHistory() throws {
        try setUp()
        try workspace.uistate("commit", "--redact", "-q", "-m", "redacted").succeeded()
        let history = try workspace.uistate("scan", "--all")
        #expect(history.status == 0 && history.stdout.contains("nothing private found in 1 snapshot"), "\(history)")
        let both = try workspace.uistate("scan", "--all", "--working-archive")
        #expect(both.status == 1 && both.stdout.contains("and the working archive") && !both.stdout.contains("take them out of history"), "\(both)")
        #expect(try workspace.uistate("scan", "--working-archive", "--archive", "App.savedState").status == 64)
    }

    @Test("no false alarm on the demo's states: every sample step committed, scan --all exits 0")
    func cleanDemo() throws {
        try workspace.uistate("init", "-q").succeeded()
        for (step, folder) in Workspace.sampleSteps.map({ ($0, "App.savedState") })
            + ["notes-one-window", "notes-two-windows", "notes-draft", "notes-closed", "notes-classic"].map({ ($0, "Notes.savedState") })
            + ["mac-one-window", "mac-two-windows", "mac-typing", "mac-window-closed"].map({ ($0, "Editor.savedState") })
        {
            try workspace.uistate("sample", step, "--out", folder, "-q").succeeded()
            try workspace.uistate("commit", folder, "-m", step, "-q").succeeded()
        }
        let scan = try workspace.uistate("scan", "--all")
        #expect(scan.status == 0, "\(scan)")
        #expect(scan.stdout.contains("nothing private found in 16 snapshots"), "\(scan.stdout)")
    }

    @Test("commit --redact: no byte of any secret in any object, file, message or record; check and restore still work; status clean with uistate.redact")
    func redactingCommit() throws {
        try setUp()
        let commit = try workspace.uistate("commit", "--redact", "-m", "login as ann.smith@example.com")
        #expect(commit.status == 0 && commit.stdout.contains("77 private values replaced by placeholders (Root/Account, @scenes/C3D4E5F6-A7B8-4C9D-8E0F-112233445566)"), "\(commit)")
        let left = Self.found(try repositoryBytes())
        #expect(left.isEmpty, "left: \(left)")
        #expect(try workspace.git("fsck", "--strict").status == 0)
        #expect(try workspace.git("log", "-1", "--format=%s").stdout.hasPrefix("login as [redacted:"))
        #expect(try workspace.uistate("scan", "HEAD").status == 0)
        #expect(try workspace.uistate("check").status == 0)
        try workspace.uistate("restore", "HEAD", "--to", "Restored.savedState").succeeded()
        #expect(try workspace.uistate("scan", "--archive", "Restored.savedState").status == 0)
        #expect(try workspace.uistate("check", "--archive", "Restored.savedState").status == 0)
        #expect(try workspace.uistate("status", "--json").stdout.contains("\"clean\": false"), "without the setting, status compares the folder as it is")
        try workspace.uistate("config", "uistate.redact", "true").succeeded()
        #expect(try workspace.uistate("status", "--json").stdout.contains("\"clean\": true"))
        #expect(try workspace.uistate("diff", "--exit-code").status == 0)
        #expect(try workspace.uistate("config", "--list").stdout.contains("uistate.redactionkey=***"), "the key is never printed")
        #expect(!(try workspace.uistate("config", "uistate.redactionKey").stdout.contains(where: \.isHexDigit)))
    }

    @Test("commit --redact of a Mac app's state: no byte of a secret in the repository, titles and bookmarks included; AppKit would restore it")
    func redactingMacCommit() throws {
        try setUp("mac-secrets", folder: "Mac.savedState")
        let commit = try workspace.uistate("commit", "--redact", "-q")
        #expect(commit.status == 0, "\(commit)")
        let left = Self.found(try repositoryBytes())
        #expect(left.isEmpty, "left: \(left)")
        #expect(try workspace.uistate("scan", "HEAD").status == 0)
        #expect(try workspace.uistate("check").status == 0)
        #expect(try workspace.git("fsck", "--strict").status == 0)
    }

    @Test("commit --redact of a state whose class names and identifiers look random: reported as kept, restored byte for byte, UIKit would restore it")
    func bookkeepingKept() throws {
        try workspace.uistate("init", "-q").succeeded()
        let identifier = "aZ3kP9qLmN2xR7tY8wV1bC4dE6fGh"
        let detail = ViewControllerModel(
            "_TtC8Homepwner22BNRItemsViewController", identifier: identifier, restorationClass: "_TtC8Homepwner22BNRItemsViewController",
            state: [StateEntry("selectedRow", .int(3)), StateEntry("title", .string("Items"))])
        let list = ViewControllerModel("_TtC8Homepwner19Q7vXk2LmP9rT4wY8zB3nD", identifier: "Kq8Zr3Lm9Vx2Tn7Wp4Yb6Hd1J", children: [detail])
        let state = SavedState(classic: try PreservationWalk.preserve(AppModel(
            windows: [ViewControllerModel("UINavigationController", identifier: "Root", container: .navigation, children: [list])],
            bundleVersion: "1.0", timestamp: 1e9, firstResponder: IdentifierPath("Root/Kq8Zr3Lm9Vx2Tn7Wp4Yb6Hd1J/" + identifier))))
        try SavedStateFolderWriter.write(state, to: workspace.url.appendingPathComponent("App.savedState"))
        let scan = try workspace.uistate("scan", "--archive", "App.savedState")
        #expect(scan.stdout.contains("(its name)  [random-string] (kept: the object's name, which UIKit finds it by)"), "\(scan.stdout)")
        #expect(scan.stdout.contains("kRootRestorationIdentifiersKey") || scan.stdout.contains("kUIStateRestorationClassNameKey"), "\(scan.stdout)")
        #expect(scan.stdout.contains("[random-string] (kept: UIKit's or AppKit's bookkeeping, which restoration needs as it is)"), "\(scan.stdout)")
        try workspace.uistate("commit", "App.savedState", "--redact", "-q").succeeded()
        try workspace.uistate("restore", "HEAD", "--to", "Restored.savedState").succeeded()
        for file in ["data.data", "restorationInfo.plist"] {
            let original = try Data(contentsOf: workspace.url.appendingPathComponent("App.savedState/" + file))
            #expect(try Data(contentsOf: workspace.url.appendingPathComponent("Restored.savedState/" + file)) == original, "\(file) byte for byte")
        }
        #expect(try workspace.uistate("check", "--archive", "Restored.savedState").status == 0)
    }

    @Test("with uistate.redact, watch records each run redacted")
    func watchRedacts() throws {
        try workspace.uistate("init", "--archive", "App.savedState", "-q").succeeded()
        try workspace.uistate("config", "uistate.redact", "true").succeeded()
        let watch = try ChildProcess(Workspace.executable, ["watch", "--count", "1", "--settle", "200"], in: workspace.url, environment: workspace.environment)
        #expect(watch.waitForOutput("waiting for the app's first preservation run"))
        try workspace.uistate("sample", "secrets", "--out", "App.savedState", "-q").succeeded()
        let result = watch.finish(timeout: 60)
        #expect(result.status == 0, "\(result)")
        #expect(try workspace.uistate("scan", "HEAD").status == 0)
        let left = Self.found(try repositoryBytes())
        #expect(left.isEmpty, "left: \(left)")
    }

    @Test("diff of redacted snapshots: a secret that changed shows as changed, one that did not as unchanged")
    func redactedDiff() throws {
        try workspace.uistate("init", "-q").succeeded()
        var state = try SecretSampleApp.savedState()
        let folder = workspace.url.appendingPathComponent("App.savedState")
        try SavedStateFolderWriter.write(state, to: folder)
        try workspace.uistate("commit", "App.savedState", "--redact", "-q").succeeded()
        var classic = try #require(state.classic)
        let index = try #require(classic.objects.firstIndex { $0.path.rawValue == "Root/Account" })
        var archive = classic.objects[index].archive
        archive.top = archive.top.map { $0.key == "password" ? ArchiveField("password", .stored(.string("correct-horse"))) : $0 }
        classic.objects[index].archive = KeyedArchive(archiver: archive.archiver, version: archive.version, top: archive.top, objects: archive.objects)
        state.classic = classic
        try SavedStateFolderWriter.write(state, to: folder)
        try workspace.uistate("commit", "App.savedState", "--redact", "-q").succeeded()
        let diff = try workspace.uistate("diff", "HEAD~1", "HEAD")
        #expect(diff.stdout.contains("~ password: \"[redacted:"), "\(diff)")
        #expect(!diff.stdout.contains("contactField") && !diff.stdout.contains("correct-horse"), "\(diff)")
        #expect(try workspace.uistate("diff", "HEAD~1", "HEAD", "--name-status").stdout == "M\tRoot/Account\n")
    }

    @Test("redact --all: history rewritten, every non-secret line, the order, messages and metadata kept; tags moved; --expire leaves no byte of a secret")
    func rewriteHistory() throws {
        try setUp()
        try workspace.uistate("commit", "-m", "first", "-q").succeeded()
        try workspace.uistate("tag", "v1").succeeded()
        try workspace.uistate("sample", "launch", "--out", "Plain.savedState", "-q").succeeded()
        try workspace.uistate("commit", "Plain.savedState", "-m", "plain", "-q").succeeded()
        try workspace.uistate("commit", "-m", "again", "-q").succeeded()
        let before = try workspace.git("log", "--format=%H %an %ae %ad %cn %ce %cd %s").stdout.split(separator: "\n").map(String.init)
        let oldTag = try workspace.git("rev-parse", "v1").stdout
        let rewrite = try workspace.uistate("redact", "--all")
        #expect(rewrite.status == 0 && rewrite.stdout.contains("rewrote 3 of 3 snapshots"), "\(rewrite)")
        #expect(rewrite.stdout.contains("moved main, v1"), "\(rewrite)")
        let after = try workspace.git("log", "--format=%H %an %ae %ad %cn %ce %cd %s").stdout.split(separator: "\n").map(String.init)
        #expect(after.map { $0.split(separator: " ", maxSplits: 1)[1] } == before.map { $0.split(separator: " ", maxSplits: 1)[1] }, "metadata and order kept")
        #expect(try workspace.git("rev-parse", "v1").stdout != oldTag)
        // Each file's canonical text: a line differs only where the old one held a secret.
        let oldIDs = before.map { String($0.prefix(40)) }, newIDs = after.map { String($0.prefix(40)) }
        for (old, new) in zip(oldIDs, newIDs) {
            let files = try workspace.git("ls-tree", "-r", "--name-only", old).stdout.split(separator: "\n").map(String.init)
            #expect(files == (try workspace.git("ls-tree", "-r", "--name-only", new).stdout.split(separator: "\n").map(String.init)))
            for file in files {
                let a = try workspace.git("show", "\(old):\(file)").stdout.split(separator: "\n", omittingEmptySubsequences: false)
                let b = try workspace.git("show", "\(new):\(file)").stdout.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(a.count == b.count, "\(file)")
                for (x, y) in zip(a, b) where x != y {
                    let secret = !Self.found(DecodedForms.of(Array(x.utf8)) + Self.hexRuns(Array(x.utf8)).flatMap(DecodedForms.of)).isEmpty || x.contains("int 4321")
                        || x.contains("NS.time = real64 -531360000") || x.contains("int 737") || x.contains("int 482913") || x.contains("\"AB-\"")
                    #expect(secret, "\(file): a line without a secret changed: \(x) -> \(y)")
                }
            }
        }
        #expect(!Self.found(try repositoryBytes()).isEmpty, "the originals are still in the reflog")
        let expire = try workspace.uistate("redact", "--all", "--expire")
        #expect(expire.status == 0 && expire.stdout.contains("originals dropped"), "\(expire)")
        let left = Self.found(try repositoryBytes())
        #expect(left.isEmpty, "left: \(left)")
        #expect(try workspace.git("fsck", "--strict").status == 0)
        #expect(try workspace.uistate("check", "v1").status == 0)
    }

    @Test("redact refuses snapshots a remote has (exit 128, nothing changed) unless --force")
    func pushedRefusal() throws {
        try setUp()
        try workspace.uistate("commit", "-m", "first", "-q").succeeded()
        try ProcessRunner.run("git", ["init", "-q", "--bare", workspace.url.appendingPathComponent("server.git").path]).succeeded()
        try workspace.uistate("remote", "add", "origin", workspace.url.appendingPathComponent("server.git").path).succeeded()
        #expect(try workspace.uistate("push", "origin", "-q").status == 1, "push protection")
        try workspace.uistate("push", "origin", "-q", "--allow-private").succeeded()
        let head = try workspace.git("rev-parse", "HEAD").stdout
        let refused = try workspace.uistate("redact")
        #expect(refused.status == 128 && refused.stderr.contains("1 of the snapshots to rewrite is on origin/main already") && refused.stderr.contains("--force"), "\(refused)")
        #expect(try workspace.git("rev-parse", "HEAD").stdout == head)
        #expect(try workspace.uistate("redact", "--force").status == 0)
        #expect(try workspace.git("rev-parse", "HEAD").stdout != head)
    }

    @Test("restore --to --redact: a folder to hand over, nothing private in it, the working archive untouched; a Mac state gets new keys")
    func handOver() throws {
        try setUp()
        try workspace.uistate("commit", "-m", "first", "-q").succeeded()
        let working = try Data(contentsOf: workspace.url.appendingPathComponent("App.savedState/data.data"))
        let restore = try workspace.uistate("restore", "HEAD", "--to", "Bug.savedState", "--redact")
        #expect(restore.status == 0 && restore.stdout.contains("77 private values replaced by placeholders"), "\(restore)")
        #expect(try Data(contentsOf: workspace.url.appendingPathComponent("App.savedState/data.data")) == working)
        #expect(try workspace.uistate("scan", "--archive", "Bug.savedState").status == 0)
        #expect(try workspace.uistate("check", "--archive", "Bug.savedState").status == 0)
        var files: [[UInt8]] = []
        for name in ["data.data", "KnownSceneSessions/data.data", "C3D4E5F6-A7B8-4C9D-8E0F-112233445566/data.data"] {
            files.append(Array(try Data(contentsOf: workspace.url.appendingPathComponent("Bug.savedState/" + name))))
        }
        #expect(Self.found(files + files.flatMap { Self.nested($0) }).isEmpty)

        try workspace.uistate("sample", "mac-secrets", "--out", "Mac.savedState", "-q").succeeded()
        try workspace.uistate("commit", "Mac.savedState", "-m", "mac", "-q").succeeded()
        let mac = try workspace.uistate("restore", "HEAD", "--to", "MacBug.savedState", "--redact", "--force")
        #expect(mac.status == 0 && mac.stdout.contains("the windows have new keys"), "\(mac)")
        #expect(try workspace.uistate("scan", "--archive", "MacBug.savedState").status == 0)
        #expect(try workspace.uistate("check", "--archive", "MacBug.savedState").status == 0)
        let keys = { (folder: String) throws -> String in try workspace.uistate("inspect", folder + "/windows.plist").stdout }
        #expect(try keys("MacBug.savedState") != (try keys("Mac.savedState")))
    }

    /// The byte strings nested archives inside `bytes` hold.
    static func nested(_ bytes: [UInt8]) -> [[UInt8]] {
        guard let archive = NestedArchive.expand(bytes, nesting: 0) else { return [] }
        return [Array(CanonicalTextWriter.bytes(archive))] + hexRuns(CanonicalTextWriter.bytes(archive))
    }

    @Test("rules: --rules lists them with the project's file; a malformed line is exit 65 naming the file and line")
    func rulesFile() throws {
        try setUp()
        try "# Acme\nignore rule random-string\nkey loyalty-number\n".write(to: workspace.url.appendingPathComponent(".uistate-privacy"), atomically: true, encoding: .utf8)
        let rules = try workspace.uistate("scan", "--rules")
        #expect(rules.status == 0 && rules.stdout.contains("- random-string") && rules.stdout.contains("  key loyalty-number"), "\(rules)")
        #expect(!(try workspace.uistate("scan").stdout.contains("[random-string]")))
        try "keys x\n".write(to: workspace.url.appendingPathComponent(".uistate-privacy"), atomically: true, encoding: .utf8)
        let bad = try workspace.uistate("scan")
        #expect(bad.status == 65 && bad.stderr.contains(".uistate-privacy line 1 ('keys x'): unknown kind 'keys'"), "\(bad)")
        #expect(bad.stderr.split(separator: "\n").count == 1)
    }
}
