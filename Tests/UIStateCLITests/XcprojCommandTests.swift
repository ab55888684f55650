import AppProject
import Foundation
import TestSupport
import Testing

/// `uistate doctor` and `uistate migrate scenes` on a project in Xcode 27.2's JSON format: the
/// app read from `project.xcproj`, the migration's patch (git apply takes it) and --apply, a
/// truncated file refused at its line and column with nothing written, a bundle holding both
/// project files said to be one Xcode refuses.
@Suite("doctor and migrate: project.xcproj from the command line")
struct XcprojCommandTests {
    let workspace: Workspace
    init() throws { workspace = try Workspace() }

    /// A migrate test project converted to the JSON format, committed in a git work tree.
    func project(_ name: String, change: (URL) throws -> Void = { _ in }) throws -> URL {
        let copy = workspace.url.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("migrate/projects/\(name)"), to: copy)
        try ProjectFormatConversion.convertToJSON(copy) { try XcprojWriter.text(convertingPropertyList: $0) }
        try change(copy)
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "before"]] {
            try ProcessRunner.run("git", arguments, in: copy, environment: workspace.environment).succeeded()
        }
        return copy
    }

    func status(_ project: URL) throws -> String {
        try ProcessRunner.run("git", ["status", "--porcelain"], in: project, environment: workspace.environment).stdout
    }

    @Test("doctor reads the app from project.xcproj; migrate's patch edits it and git apply takes it; --apply, then doctor reads a scene-based app")
    func migrated() throws {
        let project = try project("storyboard-tabs")
        let before = try workspace.uistate(["doctor", "--no-state"], in: project)
        #expect(before.stdout.contains("App: Library (Library.xcodeproj), iOS 15.0"), "\(before)")
        #expect(before.stdout.contains("[uiscene-required]"))
        let diff = try workspace.uistate(["migrate", "scenes", "--dry-run"], in: project)
        #expect(diff.status == 0 && diff.stdout.hasPrefix("--- a/Library.xcodeproj/project.xcproj\n"), "\(diff)")
        #expect(diff.stdout.contains("+        { \"path\": \"SceneDelegate.swift\", \"target-membership\": [ \"Library/compile-sources\" ] },\n"))
        let check = try ProcessRunner.run("git", ["apply", "--check", "-"], in: project, environment: workspace.environment, input: Array(diff.stdout.utf8))
        #expect(check.status == 0, "\(check)")
        let applied = try workspace.uistate(["migrate", "scenes", "--apply"], in: project)
        #expect(applied.status == 0, "\(applied)")
        let after = try workspace.uistate(["doctor", "--no-state"], in: project)
        #expect(!after.stdout.contains("[uiscene-required]") && after.stdout.contains("0 errors"), "\(after)")
    }

    @Test("a truncated project.xcproj: doctor and migrate refuse it at its line and column (exit 65), nothing written")
    func truncated() throws {
        let project = try project("storyboard-tabs") { folder in
            let file = folder.appendingPathComponent("Library.xcodeproj/project.xcproj")
            let bytes = try Data(contentsOf: file)
            try bytes.prefix(bytes.count / 2).write(to: file)
        }
        let text = try String(contentsOf: project.appendingPathComponent("Library.xcodeproj/project.xcproj"), encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for arguments in [["doctor", "--no-state"], ["migrate", "scenes"], ["migrate", "scenes", "--apply"]] {
            let run = try workspace.uistate(arguments, in: project)
            #expect(run.status == 65, "\(arguments): \(run)")
            #expect(run.stderr.hasPrefix("error: cannot read Library.xcodeproj/project.xcproj:\(line):"), "\(run.stderr)")
            #expect(run.stderr.contains("not understood as JSON as Xcode reads project.xcproj"))
            #expect(try status(project).isEmpty, "\(arguments) wrote something")
        }
    }

    @Test("a bundle holding both files: doctor reads project.xcproj and says Xcode refuses such a bundle; migrate edits project.xcproj only and says so")
    func bothFiles() throws {
        let project = try project("storyboard-tabs") { folder in
            try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("migrate/projects/storyboard-tabs/Library.xcodeproj/project.pbxproj"),
                                             to: folder.appendingPathComponent("Library.xcodeproj/project.pbxproj"))
        }
        let doctor = try workspace.uistate(["doctor", "--no-state"], in: project)
        #expect(doctor.stdout.contains("note [not-understood] Library.xcodeproj/project.xcproj: holds both project.pbxproj and project.xcproj: Xcode 27.2 refuses"),
                "\(doctor)")
        let diff = try workspace.uistate(["migrate", "scenes", "--dry-run"], in: project)
        // project.pbxproj is named only in the review item the scene delegate's #warning keeps.
        #expect(diff.stdout.contains("--- a/Library.xcodeproj/project.xcproj") && !diff.stdout.contains("a/Library.xcodeproj/project.pbxproj"), "\(diff)")
        let plan = try workspace.uistate(["migrate", "scenes"], in: project)
        #expect(plan.stdout.contains("Library.xcodeproj/project.xcproj: [project-file] holds both project.pbxproj and project.xcproj"), "\(plan)")
    }
}
