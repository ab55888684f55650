import AppProject
import Foundation
@testable import SceneMigration
import Testing
import TestSupport

/// Cases the real projects showed, on copies of the test projects changed for each.
@Suite struct PlannerCasesTests {
    /// A copy of a test project with some of its files rewritten.
    static func project(_ name: String, in work: TemporaryDirectory, rewriting edits: [String: (String) -> String]) throws -> URL {
        let folder = try MigrationGoldenTests.copy(name, into: work.url)
        for (path, edit) in edits {
            let file = folder.appendingPathComponent(path)
            try edit(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Removes a method, from its declaration line to the line that closes it at its indentation.
    static func removing(_ declaration: String) -> (String) -> String {
        { text in
            var lines = text.components(separatedBy: "\n")
            guard let start = lines.firstIndex(where: { $0.contains(declaration) }) else { return text }
            let indent = lines[start].prefix { $0 == " " }
            guard let end = lines[(start + 1)...].firstIndex(where: { $0 == indent + "}" }) else { return text }
            let through = end + 1 < lines.count && lines[end + 1].isEmpty ? end + 1 : end
            lines.removeSubrange(start...through)
            return lines.joined(separator: "\n")
        }
    }

    /// An app that never restored state (no opt-in to both saving and restoring; Podest's demo
    /// app): its life cycle moves, no restoration code or activity type is added, its encode
    /// methods are left for review (UIKit never ran them), and a second run changes nothing.
    @Test(arguments: [
        ("xcodegen", "Trails/AppDelegate.swift", ["shouldRestoreSecureApplicationState"]),
        ("objective-c", "Wallet/AppDelegate.m", ["shouldSaveSecureApplicationState", "shouldRestoreSecureApplicationState"]),
    ])
    func aNonRestoringAppGetsItsLifeCycleOnly(_ name: String, _ delegate: String, _ optIns: [String]) throws {
        let work = try TemporaryDirectory("migrate-no-restoration")
        let folder = try Self.project(name, in: work, rewriting: [delegate: { optIns.reduce($0) { text, method in Self.removing(method)(text) } }])
        let plan = SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let app = try #require(plan.apps.first)
        #expect(app.activityType == nil)
        #expect(app.carried.isEmpty)
        #expect(!plan.edits.contains { $0.path.contains("SceneRestoration") })
        #expect(!plan.patch.contains("SceneRestoration") && !plan.patch.contains("NSUserActivityTypes") && !plan.patch.contains("stateRestorationActivity"))
        #expect(plan.patch.contains("UIApplicationSceneManifest"))
        #expect(app.review.map(\.code).contains("restoration-off"), "\(app.review)")

        try MigrationWriter.write(plan)
        let again = SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        #expect(again.edits.isEmpty, "a second run would change \(again.edits.map(\.path))")
        let report = RestorationDoctor.diagnose(try ProjectFolder.read(at: folder.path))
        #expect(report.apps.first?.app.isSceneBased == true)
        #expect(!report.findings.contains { $0.code == .uisceneRequired || $0.severity == .error }, "\(report.findings.map(\.message))")

        let files = try MigrationGoldenTests.contents(folder).keys.sorted().map { folder.appendingPathComponent($0) }
        let swift = files.filter { $0.pathExtension == "swift" }, objectiveC = files.filter { $0.pathExtension == "m" }
        if !swift.isEmpty, ProcessRunner.has("swiftc") {
            let messages = try CodeChecks.typecheck(swift, swiftVersion: "5")
            #expect(messages == nil, "\(messages ?? "")")
        }
        if !objectiveC.isEmpty, ProcessRunner.has("clang") {
            let messages = try CodeChecks.objectiveC(objectiveC, including: Array(Set(objectiveC.map { $0.deletingLastPathComponent() })))
            #expect(messages == nil, "\(messages ?? "")")
        }
    }

    /// What real encode methods do besides `encode(_:forKey:)` (HackerNews, Podest, mmheroes):
    /// an unkeyed value is listed under the key the archiver gives it, a coder handed to a
    /// helper under the helper's call; an encoder that is not the coder (JSONEncoder) is no key
    /// and nothing for review.
    @Test func unkeyedValuesAndHelpersAreListed() throws {
        let work = try TemporaryDirectory("migrate-keys")
        let folder = try Self.project("xcodegen", in: work, rewriting: ["Trails/TrailViewController.swift": { text in
            text.replacingOccurrences(of: "        coder.encode(trailID, forKey: \"TrailID\")\n", with: """
                        coder.encode(trailID, forKey: "TrailID")
                        let data = try? JSONEncoder().encode([trailID])
                        coder.encode(data ?? Data())
                        locator?.encode(with: coder)

                """)
        }])
        let plan = SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let app = try #require(plan.apps.first)
        let controller = try #require(app.carried.first { $0.className == "TrailViewController" })
        #expect(controller.keys.map(\.key) == ["TrailID", "$0", "(locator.encode(with:))"])
        #expect(!app.review.contains { $0.file?.hasSuffix("TrailViewController.swift") == true }, "\(app.review)")
    }
}
