import AppProject
import Foundation
import SampleApps
@testable import SceneMigration
import StateRestoration
import Testing
import TestSupport

/// docs/migrate.md's walkthrough project (SampleApps' `SampleProject`, what `uistate sample
/// --project` writes: the item-list
/// app whose root the app delegate's factory makes during restoration, and whose launch makes
/// one only "unless restored"): migrated, the restore runs where classic restoration ran and
/// makes the root, and every controller of the recorded new-item state can be made again by
/// the app's code, so the migrated app opens on the new item.
@Suite struct WalkthroughTests {
    static func migrated(in work: TemporaryDirectory) throws -> URL {
        let folder = work.appending("Homepwner")
        try SampleProject.write(to: folder)
        try MigrationWriter.write(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)))
        return folder
    }

    @Test func theMigratedAppOpensOnTheNewItem() throws {
        let work = try TemporaryDirectory("migrate-walkthrough")
        let folder = try Self.migrated(in: work)
        #expect(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)).edits.isEmpty, "a second run changes nothing")

        // The restore between willFinish's window and didFinish's "unless restored" root.
        let scene = try String(contentsOf: folder.appendingPathComponent("Homepwner/SceneDelegate.m"), encoding: .utf8)
        try PlannerCasesTests.expectOrder(["[appDelegate setUpWindowInScene:windowScene application:UIApplication.sharedApplication];", "self.window = appDelegate.window;",
                                          "[SceneRestoration restoreActivity:session.stateRestorationActivity inWindow:self.window];",
                                          "[appDelegate finishWindowSetUpInScene:windowScene application:UIApplication.sharedApplication];"], in: scene)
        let delegate = try String(contentsOf: folder.appendingPathComponent("Homepwner/AppDelegate.m"), encoding: .utf8)
        try PlannerCasesTests.expectOrder(["@implementation AppDelegate (SceneLifeCycle)", "self.window = [[UIWindow alloc] initWithWindowScene:windowScene];",
                                          "if (!self.window.rootViewController) {", "[self.window makeKeyAndVisible];"], in: delegate)
        // The restore makes the root the window does not have yet.
        let restoration = try String(contentsOf: folder.appendingPathComponent("Homepwner/SceneRestoration.m"), encoding: .utf8)
        #expect(restoration.contains("[rebuild attachRoot:rootPath inWindow:window];"))

        // Every controller of the recorded state: the root by the app delegate's factory (it
        // makes navigation controllers and shows the root itself), the others by the
        // restoration class recorded for them, which the app's code implements.
        let app = try #require(try ProjectFolder.read(at: folder.path).apps.first)
        let snapshot = try PreservationWalk.preserve(try #require(SampleApp.step(named: "new-item")).model)
        let conversion = try StateConversion.convert(SavedState(classic: snapshot), activityType: try #require(RestorationActivityType.of(app).fixed),
                                                     sessionIdentifier: "6F1C2A3B-4D5E-4F60-8172-93A4B5C6D7E8")
        #expect(conversion.controllers.contains(SampleApp.newItemPath))
        let facts = AppDelegateFacts(try #require(app.code.appDelegates.first), code: app.code)
        for path in conversion.controllers {
            if let restorationClass = snapshot.restorationClassMap[path] {
                let type = try #require(app.code.lookup(restorationClass, from: app.code.appModule), "\(restorationClass)")
                #expect(type.method(.restorationFactory) != nil, "\(path): \(restorationClass) makes nothing")
            } else {
                #expect(facts.delegateFactory, "\(path): made by nothing")
            }
        }
        let factory = try String(contentsOf: folder.appendingPathComponent("Homepwner/BNRDetailViewController.m"), encoding: .utf8)
        #expect(factory.contains("isEqualToString:@\"UINavigationController\""), "the presented navigation controller's restoration class makes it")

        if ProcessRunner.has("clang") {
            let sources = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Homepwner").path)
                .filter { $0.hasSuffix(".m") }.sorted().map { folder.appendingPathComponent("Homepwner/" + $0) }
            let messages = try CodeChecks.objectiveC(sources, including: [folder.appendingPathComponent("Homepwner")], deploymentTarget: try CodeChecks.deploymentTarget(of: folder))
            #expect(messages == nil, "\(messages ?? "")")
        }
    }
}
