import Foundation

/// A temporary project folder in which tests run the built `uistate` and plain `git`, with a
/// fixed identity and no access to the user's git configuration.
public final class Workspace: @unchecked Sendable {
    public let directory: TemporaryDirectory
    public var url: URL { directory.url }

    public init() throws {
        directory = try TemporaryDirectory("uistate-e2e")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    var home: URL { directory.appending(".home") }

    /// The `uistate` built next to the test bundle.
    public static let executable: String = {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("uistate").path
    }()

    public var environment: [String: String] {
        [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
            "GIT_AUTHOR_NAME": "Test Author", "GIT_AUTHOR_EMAIL": "author@example.invalid",
            "GIT_COMMITTER_NAME": "Test Committer", "GIT_COMMITTER_EMAIL": "committer@example.invalid",
            "NO_COLOR": "1", "UISTATE_PAGER": "cat",
        ]
    }

    /// Runs `uistate` in the workspace (or `folder`).
    @discardableResult
    public func uistate(_ arguments: [String], in folder: URL? = nil, environment extra: [String: String] = [:]) throws -> ProcessResult {
        try ProcessRunner.run(Self.executable, arguments, in: folder ?? url, environment: environment.merging(extra) { $1 })
    }

    @discardableResult
    public func uistate(_ arguments: String...) throws -> ProcessResult { try uistate(arguments) }

    /// The built-in sample scenario's steps, in order (`uistate sample --list`).
    public static let sampleSteps = ["launch", "scroll", "open-item", "edit-text", "edit-mode", "new-item", "upgrade"]

    /// A repository whose working archive is `App.savedState`, with one commit per sample step
    /// (its message: `messagePrefix` and the step). The working archive holds the last step.
    public func recordSample(_ steps: [String] = Workspace.sampleSteps, messagePrefix: String = "") throws {
        try uistate("init", "--archive", "App.savedState", "-q").succeeded()
        for step in steps {
            try uistate("sample", step, "--out", "App.savedState", "-q").succeeded()
            try uistate("commit", "-m", messagePrefix + step, "-q").succeeded()
        }
    }

    /// Runs plain git on the workspace's `.uistate` repository.
    @discardableResult
    public func git(_ arguments: String..., repository: String = ".uistate") throws -> ProcessResult {
        try ProcessRunner.run("git", ["--git-dir", url.appendingPathComponent(repository).path] + arguments, in: url, environment: environment)
    }
}
