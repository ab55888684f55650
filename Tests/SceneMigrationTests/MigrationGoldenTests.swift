import AppProject
import Foundation
import SceneMigration
import Testing
import TestSupport

/// The seven projects written for these tests (Tests/Fixtures/migrate/projects), each migrated:
/// the plan's patch is the expected one (Tests/Fixtures/migrate/expected; `UISTATE_BLESS_MIGRATE=1`
/// rewrites them, and the diff is reviewed like code), writing it and applying the patch with
/// `git apply` give the same bytes, a second run changes nothing, doctor reads the result as a
/// scene-based app that restores with no error, and the compilers accept every file written.
@Suite struct MigrationGoldenTests {
    /// The projects, found by listing their folder: six classic apps, and a scene-based one
    /// whose restoration is still classic.
    static let projects: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.url("migrate/projects").path)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()
    static let classicProjects = projects.filter { $0 != "inert-restoration" }

    static var blessing: Bool { ProcessInfo.processInfo.environment["UISTATE_BLESS_MIGRATE"] == "1" }

    /// A fresh copy of a test project.
    static func copy(_ name: String, into folder: URL) throws -> URL {
        let destination = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Fixtures.url("migrate/projects/" + name), to: destination)
        return destination
    }

    /// Every file under a folder, by relative path, with its bytes.
    static func contents(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
        for case let path as String in walker where !path.hasPrefix(".git/") && path != ".git" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
            }
        }
        return files
    }

    @Test(arguments: projects)
    func migrates(_ name: String) throws {
        let work = try TemporaryDirectory("migrate-golden")
        let applied = try Self.copy(name, into: work.appending("applied"))
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: applied.path))
        #expect(plan.apps.count == 1, "\(plan.leftAlone)")
        #expect(!plan.edits.isEmpty)

        // The expected patch.
        let expected = Fixtures.url("migrate/expected/\(name).patch")
        if Self.blessing {
            try plan.patch.write(to: expected, atomically: true, encoding: .utf8)
        } else {
            let golden = try String(contentsOf: expected, encoding: .utf8)
            #expect(plan.patch == golden, "the patch differs from \(expected.lastPathComponent): UISTATE_BLESS_MIGRATE=1 rewrites it")
        }

        // --apply, and a second run that changes nothing.
        try MigrationWriter.write(plan)
        let again = try SceneMigrator.plan(try ProjectFolder.read(at: applied.path))
        #expect(again.edits.isEmpty, "a second run would change \(again.edits.map(\.path))")

        // The --dry-run patch, applied by git, gives the same bytes.
        let patched = try Self.copy(name, into: work.appending("patched"))
        let patchFile = work.appending("\(name).patch")
        try plan.patch.write(to: patchFile, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run("git", ["apply", "--whitespace=nowarn", patchFile.path], in: patched)
        #expect(result.status == 0, "\(result)")
        let written = try Self.contents(applied), applyied = try Self.contents(patched)
        #expect(written.keys.sorted() == applyied.keys.sorted())
        for (path, bytes) in written where applyied[path] != bytes {
            Issue.record("\(path) differs between --apply and git apply")
        }

        // doctor: scene-based, restoring, and nothing to say, not even a note (an Objective-C
        // activity type it cannot read would be one).
        let report = RestorationDoctor.diagnose(try ProjectFolder.read(at: applied.path))
        let app = try #require(report.apps.first?.app)
        #expect(app.isSceneBased, "\(app.lifeCycle)")
        let findings = report.findings
        #expect(findings.isEmpty, "\(findings.map { "\($0.code.rawValue) \($0.file ?? ""):\($0.line ?? 0) \($0.message)" })")

        // The compilers accept what was written, for iOS at the app's deployment target.
        let target = try CodeChecks.deploymentTarget(of: applied)
        let sources = written.keys.filter { $0.hasSuffix(".swift") }.sorted().map { applied.appendingPathComponent($0) }
        let touched = plan.edits.map(\.path).filter { $0.hasSuffix(".swift") }.map { applied.appendingPathComponent($0) }
        if !touched.isEmpty, ProcessRunner.has("swiftc") {
            #expect(try CodeChecks.parse(touched) == nil)
            for version in ["5", "6"] {
                let messages = try CodeChecks.typecheck(sources, swiftVersion: version)
                #expect(messages == nil, "Swift \(version): \(messages ?? "")")
            }
            let unavailable = try CodeChecks.availability(sources, deploymentTarget: target)
            #expect(unavailable == nil, "iOS \(target): \(unavailable ?? "")")
        }
        let objectiveC = written.keys.filter { $0.hasSuffix(".m") }.sorted().map { applied.appendingPathComponent($0) }
        if !objectiveC.isEmpty, ProcessRunner.has("clang") {
            let folders = Set(objectiveC.map { $0.deletingLastPathComponent() })
            let messages = try CodeChecks.objectiveC(objectiveC, including: Array(folders), deploymentTarget: target)
            #expect(messages == nil, "\(messages ?? "")")
        }
    }

    /// Before the migration doctor reads each as a classic app that restores and must move.
    @Test(arguments: classicProjects)
    func classicBefore(_ name: String) throws {
        let report = RestorationDoctor.diagnose(try ProjectFolder.read(at: Fixtures.url("migrate/projects/" + name).path))
        let app = try #require(report.apps.first?.app)
        #expect(app.lifeCycle.isClassic)
        #expect(report.findings.contains { $0.code == .uisceneRequired && $0.severity == .warning })
        #expect(!report.findings.contains { $0.severity == .error }, "\(report.findings.map(\.message))")
    }
}
