import Foundation
import TestSupport
import Testing

/// What a push sends is what push protection scans (issue 47): commit and tag messages, files
/// plain git committed, a file a tag points at; and remotes go where git would send them: a
/// relative path resolved against the repository from a subfolder, with `-C` and with
/// `UISTATE_DIR`, `pushurl` and `pushInsteadOf` honoured, the allowance bound to the place.
/// Each server is checked with plain git.
@Suite("push protection: everything a push sends, wherever it goes", .serialized, .enabled(if: ProcessRunner.has("git"), "git missing"))
struct PushCoverageTests {
    let workspace: Workspace
    let project: URL

    init() throws {
        workspace = try Workspace()
        project = workspace.url.appendingPathComponent("proj")
        try workspace.uistate("init", project.path, "--archive", "App.savedState", "-q").succeeded()
        try workspace.uistate(["sample", "launch", "--out", "App.savedState", "-q"], in: project).succeeded()
        try workspace.uistate(["commit", "-q", "-m", "launch"], in: project).succeeded()
    }

    @discardableResult
    func git(_ arguments: [String], in folder: URL? = nil) throws -> ProcessResult {
        try ProcessRunner.run("git", arguments, in: folder ?? workspace.url, environment: workspace.environment)
    }

    /// Plain git on the project's repository.
    @discardableResult
    func local(_ arguments: String...) throws -> ProcessResult {
        try git(["--git-dir", project.appendingPathComponent(".uistate").path] + arguments)
    }

    func server(_ name: String) throws -> URL {
        let url = workspace.url.appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: url.path) { try git(["init", "-q", "--bare", url.path]).succeeded() }
        return url
    }

    /// The refs a server has, and every object's bytes in it (to look for a secret).
    func refs(_ server: URL) throws -> String { try git(["--git-dir", server.path, "for-each-ref", "--format=%(refname)"]).stdout }

    func everything(_ server: URL) throws -> String {
        let objects = try git(["--git-dir", server.path, "cat-file", "--batch-all-objects", "--batch-check=%(objectname)"]).stdout.split(separator: "\n")
        return try objects.map { try git(["--git-dir", server.path, "cat-file", "-p", String($0)]).stdout }.joined(separator: "\n")
    }

    /// A commit plain git makes on top of the branch, adding `file` with `content`.
    func plainCommit(_ file: String, _ content: String, message: String) throws {
        let dir = project.appendingPathComponent(".uistate").path
        let index = workspace.url.appendingPathComponent("index-\(UUID().uuidString)").path
        let environment = workspace.environment.merging(["GIT_DIR": dir, "GIT_INDEX_FILE": index]) { $1 }
        func run(_ arguments: [String], input: String? = nil) throws -> String {
            let result = try ProcessRunner.run("git", arguments, in: workspace.url, environment: environment, input: input.map { Array($0.utf8) })
            try result.succeeded()
            return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        _ = try run(["read-tree", "HEAD"])
        let blob = try run(["hash-object", "-w", "--stdin"], input: content)
        _ = try run(["update-index", "--add", "--cacheinfo", "100644,\(blob),\(file)"])
        let tree = try run(["write-tree"])
        let commit = try run(["commit-tree", tree, "-p", "HEAD", "-m", message])
        _ = try run(["update-ref", "refs/heads/main", commit])
    }

    @Test("a private commit message: commit -m warns first, scan --all reports it, push sends nothing until redact")
    func commitMessage() throws {
        let origin = try server("origin.git")
        try workspace.uistate(["remote", "add", "origin", origin.path], in: project).succeeded()
        try workspace.uistate(["push", "-q"], in: project).succeeded()
        let commit = try workspace.uistate(["commit", "--allow-empty", "-m", "works for ann.smith@example.com, password: hunter2-horse"], in: project)
        #expect(commit.status == 0 && commit.stderr.contains("warning: the message holds private values (email, key:password)"), "\(commit)")
        let scan = try workspace.uistate(["scan", "--all"], in: project)
        #expect(scan.status == 1 && scan.stdout.contains("@commit: message  [email]") && scan.stdout.contains("@commit: message / password  [key:password]"), "\(scan)")
        let push = try workspace.uistate(["push"], in: project)
        #expect(push.status == 1 && push.stderr.contains("@commit: message [email]"), "\(push)")
        let before = try everything(origin)
        #expect(!before.contains("ann.smith") && !before.contains("hunter2"), "nothing sent")
        #expect(push.stderr.contains("uistate redact "), "\(push)")
        try workspace.uistate(["redact", "origin/main.."], in: project).succeeded()
        try workspace.uistate(["push", "-q"], in: project).succeeded()
        let sent = try everything(origin)
        #expect(sent.contains("works for [redacted:") && !sent.contains("ann.smith") && !sent.contains("hunter2"), "the redacted message was sent")
        let quiet = try workspace.uistate(["commit", "--allow-empty", "--redact", "-m", "again ann.smith@example.com"], in: project)
        #expect(quiet.status == 0 && !quiet.stderr.contains("warning"), "a redacting commit replaces it, no warning: \(quiet)")
    }

    @Test("an annotated tag's message, a file plain git committed, a tag of a file: each stops the push; redact keeps the file, redacted")
    func plainGitObjects() throws {
        let origin = try server("origin.git")
        try workspace.uistate(["remote", "add", "origin", origin.path], in: project).succeeded()
        try workspace.uistate(["push", "-q"], in: project).succeeded()

        try local("tag", "-a", "release-1", "-m", "ship it; token ghp_HwLb1o5b4yx98eB9tvgLG0jgrwNaXjWHfZdx", "HEAD").succeeded()
        let tag = try workspace.uistate(["push", "origin", "release-1"], in: project)
        #expect(tag.status == 1 && tag.stderr.contains("@tag release-1: message [github-token]"), "\(tag)")
        #expect(!(try refs(origin)).contains("release-1"))

        try plainCommit("extra/settings.ini", "[account]\nuser = ann\npassword = hunter2-horse\nretries = 3\n", message: "settings")
        let file = try workspace.uistate(["push"], in: project)
        #expect(file.status == 1 && file.stderr.contains("extra/settings.ini: password [key:password]"), "\(file)")
        #expect(!(try everything(origin)).contains("hunter2"), "nothing sent")

        try plainCommit("notes.txt", "call bo.lee@example.org", message: "notes")
        let noteBlob = try local("rev-parse", "HEAD:notes.txt").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try local("tag", "note", noteBlob).succeeded()
        let tagged = try workspace.uistate(["push", "origin", "note"], in: project)
        #expect(tagged.status == 1 && tagged.stderr.contains("@tag note"), "\(tagged)")
        #expect(!(try refs(origin)).contains("note"))

        // redact keeps the file, with its secret replaced, and rewrites the tag.
        try local("tag", "-d", "note").succeeded()
        // What the server has is not rewritten: from its tip on (push's advice).
        try workspace.uistate(["redact", "origin/main.."], in: project).succeeded()
        let ini = try local("show", "HEAD~1:extra/settings.ini").stdout
        #expect(ini.contains("user = ann\npassword = [redacted:") && ini.contains("retries = 3"), "\(ini)")
        #expect(try local("cat-file", "-p", "release-1").stdout.contains("token [redacted:"), "the tag's message redacted")
        try workspace.uistate(["push", "-q"], in: project).succeeded()
        try workspace.uistate(["push", "-q", "origin", "release-1"], in: project).succeeded()
        let sent = try everything(origin)
        #expect(!sent.contains("hunter2") && !sent.contains("ghp_HwLb1o5b4yx98e") && !sent.contains("bo.lee") && sent.contains("retries = 3"), "only redacted objects sent")
        #expect(try git(["--git-dir", origin.path, "fsck", "--strict"]).status == 0)
    }

    @Test("a relative remote URL is resolved against the repository: from a subfolder, with -C and with UISTATE_DIR the push reaches the same server")
    func relativeURL() throws {
        let states = try server("states.git")
        try workspace.uistate(["remote", "add", "origin", "../states.git"], in: project).succeeded()
        #expect(try local("config", "remote.origin.url").stdout.trimmingCharacters(in: .whitespacesAndNewlines) == states.path, "stored resolved")
        // A remote plain git added with a relative URL: resolved against the project too.
        _ = try server("legacy.git")
        try local("remote", "add", "legacy", "../legacy.git").succeeded()

        let sub = project.appendingPathComponent("sub/deeper")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        // Decoys: a server where the text would point from the subfolder and from the workspace.
        let decoy = try server("proj/sub/states.git")
        try workspace.uistate(["push", "-q", "origin"], in: sub).succeeded()
        let decoyRefs = try refs(decoy)
        #expect(try refs(states) == "refs/heads/main\n" && decoyRefs.isEmpty, "from a subfolder")
        try workspace.uistate(["push", "-q", "legacy"], in: sub).succeeded()
        #expect(try refs(workspace.url.appendingPathComponent("legacy.git")) == "refs/heads/main\n", "a relative URL plain git wrote, from a subfolder")

        try workspace.uistate(["sample", "scroll", "--out", "App.savedState", "-q"], in: project).succeeded()
        try workspace.uistate(["commit", "-q", "-m", "scroll"], in: project).succeeded()
        try workspace.uistate(["-C", "proj", "push", "-q"]).succeeded()
        let tip = try local("rev-parse", "main").stdout
        #expect(try git(["--git-dir", states.path, "rev-parse", "main"]).stdout == tip, "with -C")

        try workspace.uistate(["sample", "open-item", "--out", "App.savedState", "-q"], in: project).succeeded()
        try workspace.uistate(["commit", "-q", "-m", "open"], in: project).succeeded()
        let elsewhere = workspace.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try workspace.uistate(["push", "-q"], in: elsewhere, environment: ["UISTATE_DIR": project.appendingPathComponent(".uistate").path]).succeeded()
        let localTip = try local("rev-parse", "main").stdout
        #expect(try git(["--git-dir", states.path, "rev-parse", "main"]).stdout == localTip, "with UISTATE_DIR")
        #expect(try git(["--git-dir", states.path, "fsck", "--strict"]).status == 0)
    }

    @Test("the allowance is bound to the place: a remote moved elsewhere, a pushurl or a pushInsteadOf asks again; each goes where git sends it")
    func allowanceAndPushURLs() throws {
        let team = try server("team.git")
        try workspace.uistate(["remote", "add", "origin", "../team.git"], in: project).succeeded()
        try workspace.uistate(["config", "uistate.remote.origin.allowPrivate", "true"], in: project).succeeded()
        #expect(try local("config", "uistate.remote.origin.allowPrivateURL").stdout.trimmingCharacters(in: .whitespacesAndNewlines) == team.path)
        try workspace.uistate(["sample", "secrets", "--out", "App.savedState", "-q"], in: project).succeeded()
        try workspace.uistate(["commit", "-q", "-m", "secrets"], in: project).succeeded()
        let sub = project.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try workspace.uistate(["push", "-q"], in: sub).succeeded()
        #expect(try refs(team) == "refs/heads/main\n", "the private server, reached from a subfolder, may receive them")

        // A push URL of its own: the push goes there, and the allowance does not follow.
        let mirror = try server("mirror.git")
        try local("config", "remote.origin.pushurl", "../mirror.git").succeeded()
        let toMirror = try workspace.uistate(["push"], in: sub)
        #expect(toMirror.status == 1 && toMirror.stderr.contains("refused, nothing sent"), "\(toMirror)")
        #expect(try refs(mirror).isEmpty)
        try workspace.uistate(["push", "-q", "--allow-private"], in: sub).succeeded()
        #expect(try refs(mirror) == "refs/heads/main\n", "pushurl honoured")
        try local("config", "--unset", "remote.origin.pushurl").succeeded()

        // pushInsteadOf: pushes to the rewritten URL, asks again there.
        let rewritten = try server("push-team.git")
        try local("config", "url.\(workspace.url.path)/push-.pushInsteadOf", "\(workspace.url.path)/").succeeded()
        // A Mac app's state does not go over an iOS app's: the folder goes first.
        try FileManager.default.removeItem(at: project.appendingPathComponent("App.savedState"))
        try workspace.uistate(["sample", "mac-secrets", "--out", "App.savedState", "-q"], in: project).succeeded()
        try workspace.uistate(["commit", "-q", "-m", "more"], in: project).succeeded()
        let viaRewrite = try workspace.uistate(["push"], in: project)
        #expect(viaRewrite.status == 1 && viaRewrite.stderr.contains("refused, nothing sent"), "\(viaRewrite)")
        try workspace.uistate(["push", "-q", "--allow-private"], in: project).succeeded()
        let teamTip = try git(["--git-dir", team.path, "rev-parse", "main"]).stdout, tipNow = try local("rev-parse", "main").stdout
        #expect(try refs(rewritten) == "refs/heads/main\n" && teamTip != tipNow, "pushInsteadOf honoured: the rewritten server got it, the original did not")
        // Set again, the allowance binds to where pushes go now.
        try workspace.uistate(["config", "uistate.remote.origin.allowPrivate", "true"], in: project).succeeded()
        #expect(try local("config", "uistate.remote.origin.allowPrivateURL").stdout.trimmingCharacters(in: .whitespacesAndNewlines) == rewritten.path)
    }
}
