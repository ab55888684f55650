import Foundation
import Testing
import TestSupport

/// The differential compile check on the test apps, and on any app given by
/// UISTATE_DIFFERENTIAL_APP (docs/uikit-stand-in.md, "The differential compile check").
@Suite struct DifferentialCompileTests {
    /// The app's copy and its migrated copy, in a folder removed when `work` is released.
    static func migrate(_ source: URL) throws -> (original: URL, migrated: URL, work: TemporaryDirectory) {
        let work = try TemporaryDirectory("uistate-differential")
        let original = work.appending("original"), migrated = work.appending("migrated")
        try FileManager.default.copyItem(at: source, to: original)
        try FileManager.default.copyItem(at: source, to: migrated)
        let workspace = try Workspace()
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "before the migration"]] {
            try ProcessRunner.run("git", arguments, in: migrated, environment: workspace.environment).succeeded()
        }
        try workspace.uistate(["migrate", "scenes", "--apply"], in: migrated).succeeded()
        return (original, migrated, work)
    }

    /// The scene delegate the migration wrote calls a private method and a file-private global
    /// of the app delegate: exactly those errors are reported, and none of the stubs' gaps
    /// (UIAction, UIButton: missing from the stubs, so every run of the app has them).
    @Test func reportsWhatOnlyTheMigrationBrought() throws {
        let (original, migrated, work) = try Self.migrate(TestApps.folder.appendingPathComponent("private-members"))
        defer { withExtendedLifetime(work) {} }
        #expect(!(try DifferentialCompile.swiftDiagnostics(original)).isEmpty, "the stubs' gaps show in the original")
        let introduced = try DifferentialCompile.introduced(original: original, migrated: migrated)
        #expect(introduced.map(\.file) == Array(repeating: "Notebook/SceneDelegate.swift", count: introduced.count), "\(introduced)")
        #expect(introduced.contains { $0.message.contains("'makeList' is inaccessible due to 'private' protection level") }, "\(introduced)")
        #expect(introduced.contains { $0.message.contains("has no member 'accent'") }, "\(introduced)")
    }

    /// A migration that compiles brings nothing, though the app's own files have the stubs' gaps.
    @Test func aCleanMigrationBringsNothing() throws {
        let (original, migrated, work) = try Self.migrate(TestApps.folder.appendingPathComponent("split-view"))
        defer { withExtendedLifetime(work) {} }
        #expect(!(try DifferentialCompile.swiftDiagnostics(original)).isEmpty, "the stubs' gaps show in the original")
        #expect(try DifferentialCompile.introduced(original: original, migrated: migrated).isEmpty)
    }

    /// `UISTATE_DIFFERENTIAL_APP=/path/to/app swift test --filter DifferentialCompileTests`: the
    /// app migrated in a copy, and what the migration brought listed.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["UISTATE_DIFFERENTIAL_APP"] != nil))
    func givenApp() throws {
        let app = URL(fileURLWithPath: ProcessInfo.processInfo.environment["UISTATE_DIFFERENTIAL_APP"] ?? "")
        let (original, migrated, work) = try Self.migrate(app)
        defer { withExtendedLifetime(work) {} }
        let introduced = try DifferentialCompile.introduced(original: original, migrated: migrated)
        print("differential compile check of \(app.path): \(introduced.count) diagnostics the migration brought")
        for diagnostic in introduced { print("  \(diagnostic)") }
        #expect(introduced.isEmpty, "\(introduced.map(\.description).joined(separator: "\n"))")
    }
}
