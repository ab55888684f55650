import AppProject
import Foundation
import SceneMigration
import Testing
import TestSupport

/// migrate on a project in Xcode 27.2's JSON format: each Xcode test project
/// (Tests/Fixtures/migrate/projects), its `project.pbxproj` written as `project.xcproj` through
/// the model, gets the same plan (the same steps, carried state and review; the same edits of
/// every other file), and `project.xcproj` is edited as Xcode would write it: exactly what
/// converting the migrated `project.pbxproj` gives, so no other line changes. The patch
/// applies with `git apply`, a second run is empty, and doctor reads a scene-based app.
@Suite struct MigrationFormatParityTests {
    static let projects = MigrationGoldenTests.projects.filter { $0 != "xcodegen" }

    static func convert(_ folder: URL) throws {
        try ProjectFormatConversion.convertToJSON(folder) { try XcprojWriter.text(convertingPropertyList: $0) }
    }

    /// A plan as both formats must give it: the project file named alike.
    static func summary(_ plan: MigrationPlan) -> [String] {
        func named(_ text: String?) -> String { (text ?? "-").replacingOccurrences(of: "project.pbxproj", with: "project.xcproj") }
        return plan.apps.flatMap { app -> [String] in
            let heading = "\(app.target) \(app.kind.rawValue) \(app.language.rawValue) \(app.activityType?.declared ?? "-") \(app.sceneDelegateClass) \(named(app.project))"
            let changes = app.changes.map { "change \(named($0.file)): \(named(String(describing: $0.kind)))" }
            let carried = app.carried.map { "carried \($0.className) \($0.paths) \($0.madeBy) \($0.keys.map(\.key)) \($0.file ?? "-"):\($0.line ?? 0)" }
            let review = (app.review + app.blockers).map { "review \($0.code.rawValue) \(named($0.file)):\($0.line ?? 0) \(named($0.message))" }
            return [heading] + changes + carried + app.appLevel.map { "app-level \($0.key)" } + review + app.files.map { "file \(named($0))" }
        } + plan.leftAlone.map { "left alone \($0.target) \($0.reason)" }
    }

    @Test(arguments: projects)
    func samePlan(_ name: String) throws {
        let work = try TemporaryDirectory("migrate-json")
        let propertyList = try MigrationGoldenTests.copy(name, into: work.appending("plist"))
        let json = try MigrationGoldenTests.copy(name, into: work.appending("json"))
        try Self.convert(json)
        let before = try MigrationGoldenTests.contents(json)
        let planned = try SceneMigrator.plan(try ProjectFolder.read(at: propertyList.path))
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: json.path))
        #expect(Self.summary(plan) == Self.summary(planned))

        // Every other file gets the same edit; the project file is edited in both or neither.
        let projectFile = { (path: String) in path.hasSuffix("/project.pbxproj") || path.hasSuffix("/project.xcproj") }
        let others = plan.edits.filter { !projectFile($0.path) }, plannedOthers = planned.edits.filter { !projectFile($0.path) }
        #expect(others == plannedOthers)
        #expect(plan.edits.filter { projectFile($0.path) }.map { $0.path.replacingOccurrences(of: "project.xcproj", with: "project.pbxproj") }
                == planned.edits.filter { projectFile($0.path) }.map(\.path))

        // project.xcproj as converting the migrated project.pbxproj writes it: no other line moves.
        try MigrationWriter.write(planned)
        try MigrationWriter.write(plan)
        try Self.convert(propertyList)
        let written = try MigrationGoldenTests.contents(json), expected = try MigrationGoldenTests.contents(propertyList)
        #expect(written.keys.sorted() == expected.keys.sorted())
        for (path, bytes) in written where path.hasSuffix("project.xcproj") {
            #expect(bytes == expected[path], "\(path):\n\(String(decoding: bytes, as: UTF8.self))")
            let lines = Set(String(decoding: before[path] ?? Data(), as: UTF8.self).split(separator: "\n"))
            let removed = lines.subtracting(String(decoding: bytes, as: UTF8.self).split(separator: "\n"))
            #expect(removed.allSatisfy { $0.contains("INFOPLIST_") || $0.contains("IPHONEOS_DEPLOYMENT_TARGET") }, "\(removed)")
        }

        // A second run is empty; git apply gives the same bytes; doctor reads a scene-based app.
        let again = try SceneMigrator.plan(try ProjectFolder.read(at: json.path))
        #expect(again.edits.isEmpty, "a second run would change \(again.edits.map(\.path))")
        let patched = try MigrationGoldenTests.copy(name, into: work.appending("patched"))
        try Self.convert(patched)
        let patchFile = work.appending("\(name).patch")
        try plan.patch.write(to: patchFile, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run("git", ["apply", "--whitespace=nowarn", patchFile.path], in: patched)
        #expect(result.status == 0, "\(result)")
        #expect(try MigrationGoldenTests.contents(patched) == written)
        let report = RestorationDoctor.diagnose(try ProjectFolder.read(at: json.path))
        let app = try #require(report.apps.first?.app)
        #expect(app.isSceneBased && app.projectFile?.hasSuffix("project.xcproj") == true)
        #expect(!report.findings.contains { $0.severity == .error }, "\(report.findings.map(\.message))")
    }
}
