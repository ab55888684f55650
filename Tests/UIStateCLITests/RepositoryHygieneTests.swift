import Foundation
import TestSupport
import Testing

/// What keeps a state repository private and its own: invisible to the app's git repository,
/// no secret printed, only uistate repositories opened.
@Suite("Repository hygiene")
struct RepositoryHygieneTests {
    @Test("init inside an app's git repository leaves the app's git status clean")
    func invisibleToTheApp() throws {
        let workspace = try Workspace()
        #expect(try ProcessRunner.run("git", ["init", "-q"], in: workspace.url).status == 0)
        try workspace.recordSample(["launch", "scroll"])
        let status = try ProcessRunner.run("git", ["status", "--porcelain", "--untracked-files=all"], in: workspace.url, environment: workspace.environment)
        #expect(!status.stdout.contains(".uistate"), "\(status.stdout)")
        #expect(try String(contentsOf: workspace.url.appendingPathComponent(".uistate/.gitignore"), encoding: .utf8) == "*\n")
    }

    @Test("a git repository uistate did not make is refused; one made before the mark gets it")
    func onlyUIStateRepositories() throws {
        let workspace = try Workspace()
        #expect(try ProcessRunner.run("git", ["init", "-q", "--bare", "app.git"], in: workspace.url).status == 0)
        let refused = try workspace.uistate(["log"], environment: ["UISTATE_DIR": workspace.url.appendingPathComponent("app.git").path])
        #expect(refused.status == 128 && refused.stderr.hasPrefix("fatal: not a uistate repository: "), "\(refused)")
        #expect(try ProcessRunner.run("git", ["--git-dir", "app.git", "rev-parse", "--verify", "-q", "refs/heads/main"], in: workspace.url).status != 0)

        try workspace.recordSample(["launch"])
        try workspace.git("config", "--unset", "uistate.repositoryFormat").succeeded()
        #expect(try workspace.uistate("log", "--oneline").status == 0, "a repository from before the mark still opens")
        #expect(try workspace.git("config", "uistate.repositoryFormat").stdout == "1\n", "and is marked")
    }

    @Test("no secret in any output: the token and URL passwords are masked; the config is owner-only")
    func secrets() throws {
        let workspace = try Workspace()
        try workspace.recordSample(["launch"])
        try workspace.uistate("config", "uistate.token", "S3CRET-TOKEN").succeeded()
        try workspace.uistate("remote", "add", "origin", "https://ann:S3CRETPW@127.0.0.1:1/state.git").succeeded()
        let outputs = [
            try workspace.uistate("config", "--list"), try workspace.uistate("config", "--list", "--json"), try workspace.uistate("config", "uistate.token"),
            try workspace.uistate("remote", "list"), try workspace.uistate("push"), try workspace.uistate("fetch"),
            try workspace.uistate("config", "remote.origin.url"),
        ]
        for output in outputs {
            #expect(!output.stdout.contains("S3CRET") && !output.stderr.contains("S3CRET"), "\(output)")
        }
        #expect(outputs[0].stdout.contains("uistate.token=***") && outputs[3].stdout.contains("https://ann:***@127.0.0.1:1/state.git"))
        #expect(try workspace.uistate("config", "uistate.token", "--show-secret").stdout == "S3CRET-TOKEN\n")
        let mode = try FileManager.default.attributesOfItem(atPath: workspace.url.appendingPathComponent(".uistate/config").path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test("errors say what happened: another user's repository, a clone from a missing path")
    func plainErrors() throws {
        let workspace = try Workspace()
        let clone = try workspace.uistate("clone", "/nonexistent/state.git", "copy")
        #expect(clone.status == 128 && clone.stderr == "fatal: no repository at '/nonexistent/state.git': give the path of a repository (a .uistate folder or a bare .git) or a URL; to push to a new one, create it with 'git init --bare /nonexistent/state.git'\n", "\(clone)")
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("copy").path))
        try workspace.recordSample(["launch"])
        // Only root can give the repository away; elsewhere the first half stands alone.
        guard getuid() == 0 else { return }
        #expect(try ProcessRunner.run("chown", ["-R", "65534", ".uistate"], in: workspace.url).status == 0)
        let log = try workspace.uistate("log")
        #expect(log.status == 128 && log.stderr.contains("belongs to another user (uid 65534)") && log.stderr.contains("safe.directory"), "\(log)")
    }
}
