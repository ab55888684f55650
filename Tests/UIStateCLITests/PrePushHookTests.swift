import Foundation
import TestSupport
import Testing

/// Issue 55: plain `git push` protected as `uistate push` is (the pre-push hook), git notes
/// scanned by what they say, `key = value` with spaces in messages and files, and labels that
/// tell a file's content from its name. Each server is checked with plain git.
extension PushCoverageTests {
    /// The line a refused push prints.
    static func refusal(_ stderr: String) -> String? {
        stderr.split(separator: "\n").first { $0.hasPrefix("error: push to ") }.map(String.init)
    }

    var hook: URL { project.appendingPathComponent(".uistate/hooks/pre-push") }

    @Test("plain git push is checked as uistate push is: the same message, nothing sent; after redact it goes; --no-verify sends deliberately")
    func plainGitPush() throws {
        let origin = try server("origin.git")
        try workspace.uistate(["remote", "add", "origin", origin.path], in: project).succeeded()
        #expect(FileManager.default.isExecutableFile(atPath: hook.path), "init installed the hook")
        try workspace.uistate(["sample", "secrets", "--out", "App.savedState", "-q"], in: project).succeeded()
        try workspace.uistate(["commit", "-q", "-m", "logged in"], in: project).succeeded()
        let viaGit = try local("push", "origin", "main")
        let viaUIState = try workspace.uistate(["push"], in: project)
        #expect(viaGit.status != 0 && viaUIState.status == 1, "\(viaGit)\n\(viaUIState)")
        let refused = try #require(Self.refusal(viaGit.stderr), "\(viaGit)")
        #expect(refused == Self.refusal(viaUIState.stderr), "the same message:\n\(viaGit.stderr)\n\(viaUIState.stderr)")
        #expect(refused.contains("push to origin refused, nothing sent") && viaGit.stderr.contains("'git push --no-verify' skips the check"))
        #expect(try refs(origin).isEmpty, "nothing sent")

        try workspace.uistate(["redact", "-q", "--expire"], in: project).succeeded()
        try local("push", "origin", "main").succeeded()
        #expect(try refs(origin).contains("refs/heads/main") && !(try everything(origin)).contains("annsmith"))

        try workspace.uistate(["commit", "-q", "--allow-empty", "-m", "tell ann.smith@example.com"], in: project).succeeded()
        #expect(try local("push", "origin", "main").status != 0)
        try local("push", "--no-verify", "origin", "main").succeeded()
        #expect(try everything(origin).contains("ann.smith@example.com"), "--no-verify sends it, deliberately")
    }

    @Test("git notes: a harmless note is pushed by git and by uistate; one that holds a private value is refused, named by what it annotates")
    func notes() throws {
        let origin = try server("origin.git")
        try workspace.uistate(["remote", "add", "origin", origin.path], in: project).succeeded()
        try workspace.uistate(["push", "-q"], in: project).succeeded()
        let head = try local("rev-parse", "--short=7", "HEAD").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try local("notes", "add", "-m", "Crashes on iPad after rotating twice; ticket 4411", "HEAD").succeeded()
        try local("push", "origin", "refs/notes/commits").succeeded()
        let pushed = try local("rev-parse", "refs/notes/commits").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try refs(origin).contains("refs/notes/commits"), "the note's name (a commit id) is not a token")

        try local("notes", "add", "-f", "-m", "ask the tester, kofi.mensah@example.org", "HEAD").succeeded()
        let viaGit = try local("push", "origin", "refs/notes/commits")
        let viaUIState = try workspace.uistate(["push", "origin", "refs/notes/commits"], in: project)
        #expect(viaGit.status != 0 && viaUIState.status == 1)
        #expect(viaGit.stderr.contains("@note \(head): (its content) [email]"), "\(viaGit)")
        #expect(Self.refusal(viaGit.stderr) == Self.refusal(viaUIState.stderr) && viaUIState.stderr.contains("git notes edit"), "\(viaUIState)")
        #expect(!(try everything(origin)).contains("kofi.mensah"))

        // The private note taken back out of the notes' history, a harmless one in its place.
        try local("update-ref", "refs/notes/commits", pushed).succeeded()
        try local("notes", "add", "-f", "-m", "Fine on iPhone after the fix", "HEAD").succeeded()
        try workspace.uistate(["push", "origin", "refs/notes/commits"], in: project).succeeded()
        #expect(try everything(origin).contains("Fine on iPhone after the fix"))
    }

    @Test("hooks: init and clone install the hook, install adds it to an older repository; a hook the user had is never overwritten nor removed")
    func hookInstallation() throws {
        let installed = try String(contentsOf: hook, encoding: .utf8)
        #expect(installed.contains("# uistate pre-push hook") && installed.contains(Workspace.executable) && installed.contains("hooks pre-push"))
        let removed = try workspace.uistate(["hooks", "uninstall"], in: project)
        #expect(removed.status == 0 && removed.stdout.contains("removed the pre-push hook") && !FileManager.default.fileExists(atPath: hook.path), "\(removed)")
        let added = try workspace.uistate(["hooks", "install"], in: project)
        #expect(added.status == 0 && added.stdout.contains("installed the pre-push hook") && (try? String(contentsOf: hook, encoding: .utf8)) == installed, "\(added)")
        #expect(try workspace.uistate(["hooks", "install"], in: project).stdout.contains("the pre-push hook is installed"))

        // The user's own hook.
        let theirs = "#!/bin/sh\n# our team's checks\nexit 0\n"
        try theirs.write(to: hook, atomically: true, encoding: .utf8)
        for command in ["install", "uninstall"] {
            let refused = try workspace.uistate(["hooks", command], in: project)
            #expect(refused.status == 1 && refused.stderr.contains("is a pre-push hook uistate did not write: left as it is") && refused.stderr.contains("uistate hooks pre-push"),
                    "\(refused)")
            #expect(try String(contentsOf: hook, encoding: .utf8) == theirs)
        }

        // A clone gets the hook too.
        let origin = try server("origin.git")
        try workspace.uistate(["remote", "add", "origin", origin.path], in: project).succeeded()
        try workspace.uistate(["push", "-q"], in: project).succeeded()
        try workspace.uistate(["clone", origin.path, "copy", "-q"]).succeeded()
        #expect(try String(contentsOf: workspace.url.appendingPathComponent("copy/.uistate/hooks/pre-push"), encoding: .utf8) == installed)
    }

    @Test("key = value with spaces in commit and tag messages, and in a file beside prose lines: warned, scanned, redacted, refused")
    func spacedSettings() throws {
        let origin = try server("origin.git")
        try workspace.uistate(["remote", "add", "origin", origin.path], in: project).succeeded()
        try workspace.uistate(["push", "-q"], in: project).succeeded()
        let warned = try workspace.uistate(["commit", "--allow-empty", "-m", "DB_PASSWORD = kq9!Ltr-22"], in: project)
        #expect(warned.status == 0 && warned.stderr.contains("warning: the message holds private values (key:password)"), "\(warned)")
        let scan = try workspace.uistate(["scan", "--all"], in: project)
        #expect(scan.stdout.contains("@commit: message / DB_PASSWORD  [key:password]"), "\(scan)")
        try workspace.uistate(["redact", "-q", "origin/main.."], in: project).succeeded()

        try workspace.uistate(["commit", "-q", "--allow-empty", "--redact", "-m", "staging: pwd = 8842-xyz, api_token = tk_8f7d6e5c4b3a"], in: project).succeeded()
        let message = try local("log", "-1", "--format=%B").stdout
        #expect(!message.contains("8842-xyz") && !message.contains("tk_8f7d6e5c4b3a") && message.contains("pwd = [redacted:"), "\(message)")

        try local("tag", "-a", "staging-1", "-m", "secret = Mond/Stern/99", "HEAD").succeeded()
        let tag = try workspace.uistate(["push", "origin", "staging-1"], in: project)
        #expect(tag.status == 1 && tag.stderr.contains("@tag staging-1: message / secret [key:secret]"), "\(tag)")

        try plainCommit("notes/staging.txt", "Notes for the staging build\nWe rotate these weekly, ask Ana.\npasswort = Hase und Igel 2\n", message: "notes")
        let file = try workspace.uistate(["scan", "HEAD"], in: project)
        #expect(file.stdout.contains("notes/staging.txt: passwort  [key:password]"), "\(file)")
        #expect(try local("push", "origin", "main").status != 0 && !(try everything(origin)).contains("Hase und Igel"))
    }

    @Test("a file plain git committed: a finding in its content is labelled its content; one in its name, its name")
    func labels() throws {
        try plainCommit("extra/lin.wei@example.cn.txt", "call bo.lee@example.org after six", message: "contacts")
        let scan = try workspace.uistate(["scan", "HEAD"], in: project)
        #expect(scan.stdout.contains("extra/lin.wei@example.cn.txt: (its content)  [email]\n"), "\(scan)")
        #expect(scan.stdout.contains("extra/lin.wei@example.cn.txt: (its name)  [email] (kept:"), "\(scan)")
    }
}
