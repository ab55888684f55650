import Foundation
import TestSupport

/// The test apps (Tests/Fixtures/migrate/apps/<shape>: an Xcode project, its `steps` and its
/// recorded classic run), each run three ways on the stand-in: classic, migrated, and migrated
/// opened in the converted state; and the migration's golden projects
/// (Tests/Fixtures/migrate/projects/<name>), run with the steps in
/// Tests/Fixtures/migrate/runs/<name>, named `projects/<name>`.
enum TestApps {
    static let folder = Fixtures.url("migrate/apps")
    static let runs = Fixtures.url("migrate/runs")

    /// Every shape and project the Swift stand-in runs, found by listing the folders.
    static let shapes: [String] = (listed(folder).filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0 + "/steps").path) }
        + listed(runs).map { "projects/" + $0 }).filter { !objectiveC(project($0)) }

    /// The Objective-C test apps: their steps wait for an Objective-C stand-in (Debian's GNUstep
    /// cannot compile the code the migration writes, docs/uikit-stand-in.md); the differential
    /// compile check reads them.
    static let objectiveCShapes: [String] = listed(folder).filter { objectiveC(folder.appendingPathComponent($0)) }

    /// Whether a project has no Swift file.
    static func objectiveC(_ project: URL) -> Bool {
        !DifferentialCompile.sources(in: project).contains { $0.hasSuffix(".swift") }
    }

    static func listed(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The project folder of a shape.
    static func project(_ shape: String) -> URL {
        shape.hasPrefix("projects/") ? Fixtures.url("migrate/" + shape) : folder.appendingPathComponent(shape)
    }

    /// The folder of a shape's `steps` and `classic.dump`.
    static func record(_ shape: String) -> URL {
        shape.hasPrefix("projects/") ? runs.appendingPathComponent(String(shape.dropFirst("projects/".count))) : folder.appendingPathComponent(shape)
    }

    /// The shapes whose migrated and converted runs are compared with the classic one: those the
    /// migration carries today, every one of them since issue 52's migration changes. Adding a
    /// shape here turns its comparison on (docs/uikit-stand-in.md, "The shapes");
    /// UISTATE_RUNTIME_ALL_SHAPES=1 compares every shape.
    static let passing: Set<String> = [
        "app-level-values", "crash-loop-lock", "loadview-collections", "login-at-launch", "outlets-in-decode", "private-members", "restoration-classes",
        "split-view", "storyboard-in-code", "storyboard-restoration-class", "tab-navigation", "url-at-launch", "window-appearance",
        "projects/generated-info-plist", "projects/inert-restoration", "projects/links", "projects/storyboard-tabs", "projects/window-in-code", "projects/xcodegen",
    ]

    static var compared: [String] {
        ProcessInfo.processInfo.environment["UISTATE_RUNTIME_ALL_SHAPES"] == "1" ? shapes : shapes.filter(passing.contains)
    }

    static func script(_ shape: String) throws -> AppScript {
        try AppScript(String(contentsOf: record(shape).appendingPathComponent("steps"), encoding: .utf8))
    }
}

/// A shape's runs, in a temporary folder of its own.
final class ShapeRun {
    let shape: String
    let work: TemporaryDirectory
    let workspace: Workspace
    let script: AppScript
    /// The project as the test app has it, in a git repository (migrate --apply needs one).
    let project: URL

    init(_ shape: String) throws {
        self.shape = shape
        work = try TemporaryDirectory("uistate-runtime-\(shape.replacingOccurrences(of: "/", with: "-"))")
        workspace = try Workspace()
        script = try TestApps.script(shape)
        project = work.appending("project")
        try FileManager.default.copyItem(at: TestApps.project(shape), to: project)
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-qm", "the classic app")
    }

    func git(_ arguments: String...) throws {
        try ProcessRunner.run("git", arguments, in: project, environment: workspace.environment).succeeded()
    }

    /// Launch, the first launch's steps, background (preserved), then a relaunch into that state.
    func twoLaunches(_ app: BuiltApp, state: URL, environment: [String: String] = [:]) throws -> (first: Launch, relaunch: Launch) {
        let first = try AppRun.launch(app, steps: script.firstLaunch, state: state, work: work.url, environment: environment)
        let relaunch = try AppRun.launch(app, steps: script.relaunch, state: state, work: work.url, environment: environment)
        return (first, relaunch)
    }

    func state(_ name: String, _ app: BuiltApp) -> URL {
        work.appending(name).appendingPathComponent(app.bundleIdentifier + ".savedState")
    }

    /// The classic app under classic restoration.
    func classic() throws -> (app: BuiltApp, first: Launch, relaunch: Launch, state: URL) {
        let app = try AppBuild.build(project, into: work.appending("classic-build"))
        let state = state("classic", app)
        let (first, relaunch) = try twoLaunches(app, state: state)
        return (app, first, relaunch, state)
    }

    /// `uistate migrate scenes --apply`, then the migrated app built.
    func migrate() throws -> BuiltApp {
        try workspace.uistate(["migrate", "scenes", "--apply"], in: project).succeeded()
        return try AppBuild.build(project, into: work.appending("migrated-build"))
    }

    /// The classic state recorded with `uistate commit` and converted with `uistate migrate
    /// state` into the folder the migrated app is launched on.
    func convert(_ classicState: URL, for app: BuiltApp) throws -> URL {
        let record = work.appending("record")
        let recorded = record.appendingPathComponent(app.bundleIdentifier + ".savedState")
        try FileManager.default.createDirectory(at: record, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: classicState, to: recorded)
        try workspace.uistate(["init", "-q", "--archive", recorded.path], in: record).succeeded()
        try workspace.uistate(["commit", "-q", "-m", "the classic app's state"], in: record).succeeded()
        let converted = state("converted", app)
        try workspace.uistate(["migrate", "state", "HEAD", "--project", project.path, "--to", converted.path], in: record).succeeded()
        return converted
    }
}
