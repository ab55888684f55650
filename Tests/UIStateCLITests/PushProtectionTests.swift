import Foundation
import KeyedArchive
import PropertyList
import SampleApps
import StateRestoration
import TestSupport
import Testing

/// Push protection: a push that would send private values sends nothing and says how to go on;
/// clone and pull warn about what arrived. Through a real git daemon.
@Suite("push protection", .serialized)
struct PushProtectionTests {
    let workspace: Workspace
    let serverRoot: URL

    init() throws {
        workspace = try Workspace()
        serverRoot = try TestServer.serverRoot(in: workspace.url)
    }

    func record(_ step: String, in folder: URL) throws {
        try workspace.uistate(["sample", step, "--out", "App.savedState", "-q"], in: folder).succeeded()
        try workspace.uistate(["commit", "-q", "--allow-empty", "-m", step], in: folder).succeeded()
    }

    func serverLog() throws -> String {
        try ProcessRunner.run("git", ["--git-dir", serverRoot.appendingPathComponent("states.git").path, "log", "--format=%s", "main"]).stdout
    }

    @Test("a push holding secrets sends nothing and names them; --allow-private, the remote's setting or redact lets it through; clone and pull warn",
          .enabled(if: ProcessRunner.has("git"), "git missing"))
    func protection() throws {
        let daemon = try TestServer.gitDaemon(root: serverRoot)
        let url = "git://127.0.0.1:\(daemon.port)/states.git"
        let alice = workspace.url.appendingPathComponent("alice")
        try workspace.uistate("init", alice.path, "--archive", "App.savedState", "-q").succeeded()
        try workspace.uistate(["remote", "add", "origin", url], in: alice).succeeded()
        try record("launch", in: alice)
        #expect(try workspace.uistate(["push"], in: alice).status == 0, "a clean snapshot goes")

        try record("secrets", in: alice)
        let refused = try workspace.uistate(["push"], in: alice)
        #expect(refused.status == 1, "\(refused)")
        let head = try workspace.uistate(["log", "-n", "1", "--oneline"], in: alice).stdout.prefix(7)
        #expect(refused.stderr.contains("push to origin refused, nothing sent") && refused.stderr.contains("1 snapshot holds 77 private values (\(head) @scenes/C3D4E5F6")
            && refused.stderr.contains("--allow-private") && refused.stderr.contains("uistate redact"), "\(refused)")
        #expect(refused.stderr.split(separator: "\n").count == 1, "one line")
        for needle in SecretSampleApp.needles { #expect(!(refused.stdout + refused.stderr).contains(needle), "never a value: \(needle)") }
        #expect(try serverLog() == "launch\n", "nothing was sent")

        let allowed = try workspace.uistate(["push", "--allow-private"], in: alice)
        let log = try serverLog()
        #expect(allowed.status == 0 && log == "secrets\nlaunch\n", "\(allowed)")

        try record("mac-secrets", in: alice)
        #expect(try workspace.uistate(["push"], in: alice).status == 1)
        try workspace.uistate(["config", "uistate.remote.origin.allowPrivate", "true"], in: alice).succeeded()
        #expect(try workspace.uistate(["push"], in: alice).status == 0, "a private server may receive them")

        let clone = try workspace.uistate("clone", url, "bob")
        #expect(clone.status == 0 && clone.stderr.contains("warning: what arrived holds") && clone.stderr.contains("private value"), "\(clone)")

        // A second user redacts before pushing.
        let bob = workspace.url.appendingPathComponent("bob")
        try workspace.uistate(["config", "uistate.archive", "App.savedState"], in: bob).succeeded()
        try record("secrets", in: bob)
        let blocked = try workspace.uistate(["push"], in: bob)
        #expect(blocked.status == 1)
        let redacted = try workspace.uistate(["redact", "HEAD~1..HEAD"], in: bob)
        #expect(redacted.status == 0, "\(redacted)")
        let pushed = try workspace.uistate(["push"], in: bob)
        #expect(pushed.status == 0, "after redact: \(pushed)")

        let pulled = try workspace.uistate(["pull"], in: alice)
        #expect(pulled.status == 0, "\(pulled)")
    }
}

/// The ways around push protection that trusted the local tracking refs: each push is scanned
/// against the refs the server itself advertised.
@Suite("push protection from what the server has", .serialized)
struct PushProtectionServerTests {
    let workspace: Workspace
    let serverRoot: URL

    init() throws {
        workspace = try Workspace()
        serverRoot = try TestServer.serverRoot(in: workspace.url)
        for name in ["other.git", "third.git"] {
            try ProcessRunner.run("git", ["init", "-q", "--bare", serverRoot.appendingPathComponent(name).path]).succeeded()
        }
    }

    func record(_ step: String, in folder: URL) throws {
        try workspace.uistate(["sample", step, "--out", "App.savedState", "-q"], in: folder).succeeded()
        try workspace.uistate(["commit", "-q", "--allow-empty", "-m", step], in: folder).succeeded()
    }

    func refs(_ repository: String) throws -> String {
        try ProcessRunner.run("git", ["--git-dir", serverRoot.appendingPathComponent(repository).path, "for-each-ref", "--format=%(refname)"]).stdout
    }

    @Test("a remote pointed elsewhere, a clone pointed at another server, a branch deleted on the server, tags, leases and full names: nothing private is sent",
          .enabled(if: ProcessRunner.has("git"), "git missing"))
    func wayAround() throws {
        let daemon = try TestServer.gitDaemon(root: serverRoot)
        func url(_ name: String) -> String { "git://127.0.0.1:\(daemon.port)/\(name)" }
        let alice = workspace.url.appendingPathComponent("alice")
        try workspace.uistate("init", alice.path, "--archive", "App.savedState", "-q").succeeded()
        try workspace.uistate(["remote", "add", "origin", url("states.git")], in: alice).succeeded()
        try record("launch", in: alice)
        try record("secrets", in: alice)
        // The private server: allowed for its URL.
        try workspace.uistate(["config", "uistate.remote.origin.allowPrivate", "true"], in: alice).succeeded()
        try workspace.uistate(["push", "-q"], in: alice).succeeded()

        // 1. The same remote pointed at another server: asked again, nothing sent.
        try workspace.uistate(["remote", "set-url", "origin", url("other.git")], in: alice).succeeded()
        let moved = try workspace.uistate(["push"], in: alice)
        #expect(moved.status == 1 && moved.stderr.contains("refused, nothing sent"), "\(moved)")
        #expect(try refs("other.git").isEmpty, "the other server got nothing")
        try workspace.uistate(["remote", "set-url", "origin", url("states.git")], in: alice).succeeded()
        #expect(try workspace.uistate(["push"], in: alice).status == 0, "back at the URL it was allowed for")

        // 2. A clone of the private server pointed at another one.
        try workspace.uistate("clone", url("states.git"), "bob", "-q").succeeded()
        let bob = workspace.url.appendingPathComponent("bob")
        try workspace.uistate(["remote", "set-url", "origin", url("other.git")], in: bob).succeeded()
        let cloned = try workspace.uistate(["push"], in: bob)
        #expect(cloned.status == 1 && cloned.stderr.contains("refused, nothing sent"), "\(cloned)")
        #expect(try refs("other.git").isEmpty)

        // 3. A branch the server deleted since it was pushed (the tracking ref still says it is there).
        try workspace.uistate(["remote", "add", "third", url("third.git")], in: alice).succeeded()
        try workspace.uistate(["push", "-q", "--allow-private", "third"], in: alice).succeeded()
        try ProcessRunner.run("git", ["--git-dir", serverRoot.appendingPathComponent("third.git").path, "update-ref", "-d", "refs/heads/main"]).succeeded()
        let again = try workspace.uistate(["push", "third"], in: alice)
        #expect(again.status == 1 && again.stderr.contains("refused, nothing sent"), "\(again)")
        #expect(try refs("third.git").isEmpty)

        // 4. Tags, --force-with-lease and a full ref name go the same way.
        try workspace.uistate(["tag", "v1"], in: alice).succeeded()
        for arguments in [["push", "third", "v1"], ["push", "third", "--tags"], ["push", "third", "--force-with-lease"], ["push", "third", "refs/heads/main"]] {
            let attempt = try workspace.uistate(arguments, in: alice)
            #expect(attempt.status == 1 && attempt.stderr.contains("refused, nothing sent"), "\(arguments): \(attempt)")
        }
        #expect(try refs("third.git").isEmpty, "nothing reached the server")
        for needle in SecretSampleApp.needles { #expect(!(moved.stderr + cloned.stderr + again.stderr).contains(needle), "never a value") }
    }
}

@Suite("binary values through commit --redact and restore")
struct BinaryRedactionTests {
    @Test("a picture and random bytes come back byte for byte after commit --redact and restore; no finding")
    func pictures() throws {
        let workspace = try Workspace()
        var generator = SplitMix(seed: 34)
        let random = (0..<(1 << 20)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let png = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + random.prefix(300_000)
        let photo = ViewControllerModel("PhotoViewController", identifier: "Photo", state: [StateEntry("imageData", .data(png)), StateEntry("blob", .data(random))])
        let state = SavedState(classic: try PreservationWalk.preserve(AppModel(windows: [photo], bundleVersion: "1")))
        try workspace.uistate("init", "--archive", "P.savedState", "-q").succeeded()
        try SavedStateFolderWriter.write(state, to: workspace.url.appendingPathComponent("P.savedState"))
        #expect(try workspace.uistate("scan").status == 0)
        try workspace.uistate("commit", "--redact", "-q").succeeded()
        try workspace.uistate("restore", "HEAD", "--to", "Back.savedState", "-q").succeeded()
        let back = try SavedStateFolderReader.read(at: workspace.url.appendingPathComponent("Back.savedState")).state
        let archive = try #require(back.classic?.objects.first { $0.path.rawValue == "Photo" }?.archive)
        func data(_ key: String) -> [UInt8]? {
            if case .stored(.data(let bytes))? = archive.top.first(where: { $0.key == key })?.value { return bytes }
            return nil
        }
        #expect(data("imageData") == png && data("blob") == random)
    }
}
