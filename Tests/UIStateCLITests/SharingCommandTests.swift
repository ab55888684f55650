import Foundation
import TestSupport
import Testing

@Suite("Sharing snapshots through git servers", .serialized)
struct SharingCommandTests {
    let workspace: Workspace
    let serverRoot: URL

    init() throws {
        workspace = try Workspace()
        serverRoot = try TestServer.serverRoot(in: workspace.url)
        try ProcessRunner.run("git", ["--git-dir", serverRoot.appendingPathComponent("states.git").path, "config", "receive.denyNonFastForwards", "true"])
    }

    /// A repository `name` with snapshots of the given sample steps.
    func repository(_ name: String, steps: [String]) throws -> URL {
        let folder = workspace.url.appendingPathComponent(name)
        #expect(try workspace.uistate("init", folder.path, "--archive", "App.savedState").status == 0)
        for step in steps { try record(step, in: folder) }
        return folder
    }

    func record(_ step: String, in folder: URL, message: String? = nil) throws {
        _ = try workspace.uistate(["sample", step, "--out", "App.savedState", "-q"], in: folder)
        let commit = try workspace.uistate(["commit", "App.savedState", "-q", "--allow-empty", "-m", message ?? step], in: folder)
        #expect(commit.status == 0, "\(commit)")
    }

    func serverGit(_ arguments: String...) throws -> ProcessResult {
        try ProcessRunner.run("git", ["--git-dir", serverRoot.appendingPathComponent("states.git").path] + arguments)
    }

    func subjects(_ folder: URL) throws -> [String] {
        try ProcessRunner.run("git", ["--git-dir", folder.appendingPathComponent(".uistate").path, "log", "--format=%s"]).stdout
            .split(separator: "\n").map(String.init)
    }

    @Test("push, clone, fetch and pull through git daemon; plain git reads what was pushed", .enabled(if: ProcessRunner.has("git"), "git missing"))
    func throughDaemon() throws {
        let daemon = try TestServer.gitDaemon(root: serverRoot)
        let url = "git://127.0.0.1:\(daemon.port)/states.git"
        let alice = try repository("alice", steps: ["launch", "scroll"])
        #expect(try workspace.uistate(["remote", "add", "origin", url], in: alice).status == 0)
        #expect(try workspace.uistate(["tag", "scrolled"], in: alice).status == 0)
        let push = try workspace.uistate(["push", "--tags"], in: alice)
        #expect(push.status == 0, "\(push)")
        #expect(try serverGit("log", "--format=%s", "main").stdout == "scroll\nlaunch\n")
        #expect(try serverGit("tag").stdout == "scrolled\n")
        #expect(try serverGit("fsck", "--strict").status == 0)

        let clone = try workspace.uistate("clone", url, "bob")
        #expect(clone.status == 0 && clone.stdout.contains("2 snapshots"), "\(clone)")
        let bob = workspace.url.appendingPathComponent("bob")
        #expect(try subjects(bob) == ["scroll", "launch"])
        #expect(try workspace.uistate(["config", "branch.main.remote"], in: bob).stdout == "origin\n")
        #expect(try workspace.uistate(["show", "scrolled"], in: bob).status == 0, "tags come along")

        // Without divergence: a fast-forward.
        try record("open-item", in: alice)
        #expect(try workspace.uistate(["push"], in: alice).status == 0)
        let fetch = try workspace.uistate(["fetch"], in: bob)
        #expect(fetch.status == 0 && fetch.stdout.contains("origin/main"))
        let fastForward = try workspace.uistate(["pull"], in: bob)
        #expect(fastForward.stdout.contains("fast-forward"), "\(fastForward)")
        #expect(try subjects(bob) == ["open-item", "scroll", "launch"])

        // Diverged: bob's snapshot is replayed on top of alice's, same tree and message.
        try record("edit-text", in: alice, message: "alice edits")
        #expect(try workspace.uistate(["push"], in: alice).status == 0)
        try record("edit-mode", in: bob, message: "bob edits")
        let bobTree = try ProcessRunner.run("git", ["--git-dir", bob.appendingPathComponent(".uistate").path, "rev-parse", "HEAD^{tree}"]).stdout
        let rejected = try workspace.uistate(["push"], in: bob)
        #expect(rejected.status == 1 && rejected.stderr.contains("push rejected") && rejected.stderr.contains("uistate pull"), "\(rejected)")
        #expect(try serverGit("log", "-1", "--format=%s", "main").stdout == "alice edits\n", "a rejected push changes nothing")
        let replay = try workspace.uistate(["pull"], in: bob)
        #expect(replay.stdout.contains("replayed 1 local snapshot"), "\(replay)")
        #expect(try subjects(bob) == ["bob edits", "alice edits", "open-item", "scroll", "launch"])
        #expect(try ProcessRunner.run("git", ["--git-dir", bob.appendingPathComponent(".uistate").path, "rev-parse", "HEAD^{tree}"]).stdout == bobTree)
        #expect(try workspace.uistate(["push"], in: bob).status == 0)
        #expect(try serverGit("log", "--format=%s", "main").stdout.hasPrefix("bob edits\nalice edits\n"))
        #expect(try serverGit("fsck", "--strict").status == 0)
    }

    @Test("two clones pushing at the same time: one wins, the other is rejected and succeeds after pulling")
    func concurrentPushes() throws {
        let daemon = try TestServer.gitDaemon(root: serverRoot)
        let url = "git://127.0.0.1:\(daemon.port)/states.git"
        let first = try repository("first", steps: ["launch"])
        _ = try workspace.uistate(["remote", "add", "origin", url], in: first)
        #expect(try workspace.uistate(["push"], in: first).status == 0)
        _ = try workspace.uistate("clone", url, "second")
        let second = workspace.url.appendingPathComponent("second")
        try record("scroll", in: first, message: "from first")
        try record("open-item", in: second, message: "from second")
        let pushes = try [first, second].map { folder in
            try ChildProcess(Workspace.executable, ["push", "-q"], in: folder, environment: workspace.environment, capture: false)
        }
        let statuses = pushes.map { $0.wait(timeout: 120) }
        #expect(statuses.compactMap { $0 }.sorted() == [0, 1], "one push wins, the other is rejected: \(statuses)")
        let loser = statuses[0] == 1 ? first : second
        #expect(try workspace.uistate(["pull"], in: loser).status == 0)
        #expect(try workspace.uistate(["push"], in: loser).status == 0)
        let subjects = try serverGit("log", "--format=%s", "main").stdout
        #expect(subjects.contains("from first") && subjects.contains("from second"))
        #expect(try serverGit("fsck", "--strict").status == 0)
    }

    @Test("a server killed during a push: the local repository stays valid and a retry succeeds")
    func serverKilledDuringPush() throws {
        let daemon = try TestServer.gitDaemon(root: serverRoot)
        let port = daemon.port
        let local = try repository("big", steps: [])
        for variant in 0..<3 {
            _ = try workspace.uistate(["sample", "large", "--objects", "3000", "--variant", "\(variant)", "--out", "App.savedState", "-q"], in: local)
            _ = try workspace.uistate(["commit", "-q"], in: local)
        }
        _ = try workspace.uistate(["remote", "add", "origin", "git://127.0.0.1:\(port)/states.git"], in: local)
        let push = try ChildProcess(Workspace.executable, ["push", "-q"], in: local, environment: workspace.environment, capture: false)
        Thread.sleep(forTimeInterval: 0.15)
        daemon.stop()
        #expect(push.wait(timeout: 120) != nil, "the push ends when its server dies")
        let localFsck = try ProcessRunner.run("git", ["--git-dir", local.appendingPathComponent(".uistate").path, "fsck", "--strict"])
        #expect(localFsck.status == 0)
        #expect(try serverGit("fsck", "--strict").status == 0, "the server keeps a valid repository")
        let restarted = try TestServer.gitDaemon(root: serverRoot, port: port)
        let retry = try workspace.uistate(["push"], in: local)
        #expect(retry.status == 0, "\(retry)")
        #expect(try serverGit("rev-list", "--count", "main").stdout == "3\n")
        restarted.stop()
    }

    @Test("transfer progress on a terminal's stderr; none when stderr is not a terminal, or with -q", .enabled(if: ProcessRunner.has("tmux"), "tmux missing"))
    func progressOnATerminal() throws {
        let daemon = try TestServer.gitDaemon(root: serverRoot)
        let url = "git://127.0.0.1:\(daemon.port)/states.git"
        let local = try repository("big", steps: [])
        _ = try workspace.uistate(["sample", "large", "--objects", "500", "--out", "App.savedState", "-q"], in: local)
        _ = try workspace.uistate(["commit", "-q"], in: local)
        _ = try workspace.uistate(["remote", "add", "origin", url], in: local)
        #expect(try workspace.uistate(["push"], in: local).stderr.isEmpty, "not a terminal: no progress")
        let environment = workspace.environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        let terminal = try TerminalSession(
            "cd '\(workspace.url.path)' && env \(environment) TERM=xterm '\(Workspace.executable)' clone \(url) copy; echo EXIT=$?; "
                + "env \(environment) '\(Workspace.executable)' clone -q \(url) quiet; echo QUIET=$?; sleep 60", width: 160, height: 40)
        let screen = terminal.waitFor(timeout: 20) { $0.contains("QUIET=") }
        #expect(screen.contains("EXIT=0") && screen.contains("QUIET=0"), "\(screen)")
        #expect(screen.contains("Receiving objects: 100% (") && screen.contains("/s"), "objects, bytes and speed: \(screen)")
        let afterQuiet = screen.components(separatedBy: "EXIT=0").last ?? ""
        #expect(!afterQuiet.contains("Receiving objects"), "-q: no progress: \(screen)")
        daemon.stop()
    }

    @Test("ssh://: known_hosts decides whom to trust; key file from UISTATE_SSH_KEY or uistate.sshKey, with a passphrase; a wrong key fails cleanly",
          .enabled(if: ProcessRunner.has("ssh-keygen") && ProcessRunner.has(file: "/usr/sbin/sshd"), "OpenSSH missing"))
    func overSSH() throws {
        let keys = workspace.url.appendingPathComponent("keys")
        try FileManager.default.createDirectory(at: keys, withIntermediateDirectories: true)
        let key = keys.appendingPathComponent("id_ed25519"), locked = keys.appendingPathComponent("id_locked"), wrong = keys.appendingPathComponent("id_wrong")
        try ProcessRunner.run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", key.path])
        try ProcessRunner.run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "open sesame", "-f", locked.path])
        try ProcessRunner.run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", wrong.path])
        let authorized = keys.appendingPathComponent("authorized")
        try (String(contentsOf: key.appendingPathExtension("pub"), encoding: .utf8) + String(contentsOf: locked.appendingPathExtension("pub"), encoding: .utf8))
            .write(to: authorized, atomically: true, encoding: .utf8)
        let sshdFolder = workspace.url.appendingPathComponent("sshd")
        try FileManager.default.createDirectory(at: sshdFolder, withIntermediateDirectories: true)
        let server = try TestServer.sshd(folder: sshdFolder, authorizedKey: authorized)
        let user = try ProcessRunner.run("id", ["-un"]).stdout.trimmingCharacters(in: .newlines)
        let url = "ssh://\(user)@127.0.0.1:\(server.port)\(serverRoot.appendingPathComponent("states.git").path)"
        let local = try repository("alice", steps: ["launch", "scroll"])
        #expect(try workspace.uistate(["remote", "add", "origin", url], in: local).status == 0)

        // Whom to trust: the server's key, hashed as Debian's ssh does; then someone else's key.
        let knownHosts = keys.appendingPathComponent("known_hosts")
        let hostKey = try String(contentsOf: sshdFolder.appendingPathComponent("host_key.pub"), encoding: .utf8).split(separator: " ")
        let impostor = keys.appendingPathComponent("impostor")
        try ProcessRunner.run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", impostor.path])
        let impostorKey = try String(contentsOf: impostor.appendingPathExtension("pub"), encoding: .utf8).split(separator: " ")
        var environment = ["SSH_AUTH_SOCK": "", "UISTATE_SSH_KNOWN_HOSTS": knownHosts.path, "UISTATE_SSH_KEY": key.path]

        try "".write(to: knownHosts, atomically: true, encoding: .utf8)
        let unknown = try workspace.uistate(["push"], in: local, environment: environment)
        #expect(unknown.status == 128 && unknown.stderr.hasPrefix("fatal: the ssh host key of [127.0.0.1]:\(server.port) (ssh-ed25519 SHA256:"), "\(unknown)")
        #expect(unknown.stderr.contains("ssh-keyscan -p \(server.port) 127.0.0.1"), "\(unknown)")
        try "[127.0.0.1]:\(server.port) \(impostorKey[0]) \(impostorKey[1])\n".write(to: knownHosts, atomically: true, encoding: .utf8)
        let changed = try workspace.uistate(["push"], in: local, environment: environment)
        #expect(changed.status == 128 && changed.stderr.contains("has CHANGED"), "\(changed)")
        #expect(try serverGit("rev-parse", "--verify", "-q", "main").status != 0, "nothing was pushed")
        try "[127.0.0.1]:\(server.port) \(hostKey[0]) \(hostKey[1])\n".write(to: knownHosts, atomically: true, encoding: .utf8)
        try ProcessRunner.run("ssh-keygen", ["-q", "-H", "-f", knownHosts.path])
        #expect(try String(contentsOf: knownHosts, encoding: .utf8).hasPrefix("|1|"), "hashed")

        environment["UISTATE_SSH_KEY"] = wrong.path
        let denied = try workspace.uistate(["push"], in: local, environment: environment)
        #expect(denied.status == 128 && denied.stderr.hasPrefix("fatal: authentication failed for ssh://"), "\(denied)")
        #expect(try serverGit("rev-parse", "--verify", "-q", "main").status != 0, "nothing was pushed")

        environment["UISTATE_SSH_KEY"] = key.path
        let pushed = try workspace.uistate(["push"], in: local, environment: environment)
        #expect(pushed.status == 0, "\(pushed)")
        #expect(try serverGit("log", "--format=%s", "main").stdout == "scroll\nlaunch\n")

        // A key with a passphrase, from the environment, then from the clone's config.
        let clone = workspace.url.appendingPathComponent("bob")
        var bob = environment.merging(["UISTATE_SSH_KEY": locked.path, "UISTATE_SSH_PASSPHRASE": "open sesame"]) { $1 }
        let cloned = try workspace.uistate(["clone", url, clone.path], environment: bob)
        #expect(cloned.status == 0, "\(cloned)")
        try record("open-item", in: local)
        #expect(try workspace.uistate(["push"], in: local, environment: environment).status == 0)
        #expect(try workspace.uistate(["config", "uistate.sshKey", locked.path], in: clone).status == 0)
        bob["UISTATE_SSH_KEY"] = nil
        let pulled = try workspace.uistate(["pull"], in: clone, environment: bob)
        #expect(pulled.status == 0 && pulled.stdout.contains("fast-forward"), "\(pulled)")
        #expect(try subjects(clone) == ["open-item", "scroll", "launch"])
        server.stop()
    }

    @Test("local paths, file:// URLs and --force-with-lease")
    func localTransportsAndLease() throws {
        let local = try repository("local", steps: ["launch", "scroll"])
        let server = serverRoot.appendingPathComponent("states.git")
        _ = try workspace.uistate(["remote", "add", "origin", server.path], in: local)
        #expect(try workspace.uistate(["push"], in: local).status == 0)
        #expect(try workspace.uistate("clone", "file://" + server.path, "viaFile").status == 0)
        let other = workspace.url.appendingPathComponent("viaFile")
        // Rewrite history locally (prune), then overwrite the server with a lease.
        try record("upgrade", in: local)
        _ = try workspace.uistate(["push"], in: local)
        _ = try workspace.uistate(["prune", "--stale", "--app-version", "12.0"], in: local)
        #expect(try workspace.uistate(["push"], in: local).status == 1, "a rewritten branch is not a fast-forward")
        // Someone else pushes meanwhile: the lease no longer holds.
        _ = try workspace.uistate(["pull"], in: other)
        try record("edit-mode", in: other, message: "other")
        #expect(try workspace.uistate(["push"], in: other).status == 0)
        let stale = try workspace.uistate(["push", "--force-with-lease"], in: local)
        #expect(stale.status == 1 && stale.stderr.contains("on the server"), "\(stale)")
        _ = try workspace.uistate(["fetch"], in: local)
        #expect(try workspace.uistate(["push", "--force-with-lease"], in: local).status == 0)
        #expect(try serverGit("rev-list", "--count", "main").stdout == "1\n")
    }

    @Test("faults: refused connection, wrong URL, failed authentication, an untrusted certificate, a server that hangs up; nothing changes locally")
    func faults() throws {
        let local = try repository("faults", steps: ["launch"])
        let before = try ProcessRunner.run("git", ["--git-dir", local.appendingPathComponent(".uistate").path, "for-each-ref"]).stdout
        let refused = try workspace.uistate(["push", "git://127.0.0.1:\(TestServer.freePort())/states.git"], in: local)
        #expect(refused.status == 128 && refused.stderr.hasPrefix("fatal: cannot reach"), "\(refused)")

        let daemon = try TestServer.gitDaemon(root: serverRoot)
        let missing = try workspace.uistate(["fetch", "git://127.0.0.1:\(daemon.port)/nothing-here.git"], in: local)
        #expect(missing.status == 128, "\(missing)")

        let http = try TestServer.refusingHTTP()
        let auth = try workspace.uistate(["fetch", "http://127.0.0.1:\(http.port)/states.git"], in: local, environment: ["UISTATE_TOKEN": "wrong"])
        #expect(auth.status == 128 && auth.stderr.contains("authentication failed") && auth.stderr.contains("UISTATE_TOKEN"), "\(auth)")

        // TLS roots load only when a transfer starts (docs/performance.md); an untrusted
        // certificate is still refused.
        let https = try TestServer.selfSignedHTTPS(folder: serverRoot)
        let untrusted = try workspace.uistate(["fetch", "https://127.0.0.1:\(https.port)/states.git"], in: local)
        #expect(untrusted.status == 128 && untrusted.stderr.contains("certificate"), "\(untrusted)")

        let hangUp = try TestServer.closingTCP()
        let closed = try workspace.uistate(["clone", "git://127.0.0.1:\(hangUp.port)/states.git", "never"], in: local)
        #expect(closed.status == 128, "\(closed)")
        #expect(!FileManager.default.fileExists(atPath: local.appendingPathComponent("never").path), "a failed clone leaves nothing")
        let made = local.appendingPathComponent("made-by-user")
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        #expect(try workspace.uistate(["clone", "git://127.0.0.1:\(hangUp.port)/states.git", made.path], in: local).status == 128)
        #expect(try FileManager.default.contentsOfDirectory(atPath: made.path).isEmpty, "the user's empty folder stays, empty")

        #expect(try ProcessRunner.run("git", ["--git-dir", local.appendingPathComponent(".uistate").path, "for-each-ref"]).stdout == before)
        #expect(try ProcessRunner.run("git", ["--git-dir", local.appendingPathComponent(".uistate").path, "fsck", "--strict"]).status == 0)
        #expect(try workspace.uistate(["pull"], in: local).status == 128, "no remote configured")
        #expect(try workspace.uistate(["remote", "add", "bad name", "x"], in: local).status == 64)
        #expect(try workspace.uistate(["remote", "remove", "nope"], in: local).status == 128)
    }
}
