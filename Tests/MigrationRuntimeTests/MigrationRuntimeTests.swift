import Foundation
import Testing
import TestSupport

/// The migration proven by running it: each test app on the UIKit stand-in, classic and migrated,
/// the same user steps, the same screens (docs/uikit-stand-in.md).
@Suite struct MigrationRuntimeTests {
    /// The classic app under classic restoration shows what its recording (`classic.dump`)
    /// says: the stand-in's launch, preservation and restoration, screen by screen
    /// (UISTATE_BLESS_APPS=1 writes the recordings). Then, for the shapes the migration carries
    /// (`TestApps.compared`): migrated with `uistate migrate scenes --apply`, the app shows the
    /// classic app's screens with the same steps, after the first launch and after the relaunch
    /// into the scene's saved activity; opened in the converted classic state (`uistate commit`,
    /// `uistate migrate state`), it shows the classic relaunch's screens.
    @Test(arguments: TestApps.shapes)
    func classicMigratedAndConverted(shape: String) throws {
        let run = try ShapeRun(shape)
        let classic = try run.classic()
        #expect(classic.first.status == 0, "\(classic.first)")
        #expect(classic.relaunch.status == 0, "\(classic.relaunch)")
        let shown = "\(classic.first)\n\(classic.relaunch)\n"
        let recording = TestApps.record(shape).appendingPathComponent("classic.dump")
        if ProcessInfo.processInfo.environment["UISTATE_BLESS_APPS"] == "1" {
            try shown.write(to: recording, atomically: true, encoding: .utf8)
        }
        #expect(shown == (try String(contentsOf: recording, encoding: .utf8)))

        guard TestApps.compared.contains(shape) else { return }
        let migratedApp = try run.migrate()
        let migrated = try run.twoLaunches(migratedApp, state: run.state("migrated", migratedApp))
        #expect(migrated.first.screens == classic.first.screens, "first launch, classic:\n\(classic.first)\nmigrated:\n\(migrated.first)")
        #expect(migrated.relaunch.screens == classic.relaunch.screens, "relaunch, classic:\n\(classic.relaunch)\nmigrated:\n\(migrated.relaunch)")
        #expect(migrated.first.status == 0 && migrated.relaunch.status == 0, "\(migrated.first)\n\(migrated.relaunch)")
        // An app that was scene-based already saved no classic state: nothing to convert.
        guard !FileManager.default.fileExists(atPath: classic.state.appendingPathComponent("KnownSceneSessions").path) else { return }
        let converted = try AppRun.launch(migratedApp, steps: run.script.relaunch, state: try run.convert(classic.state, for: migratedApp), work: run.work.url)
        #expect(converted.screens == classic.relaunch.screens, "converted state, classic:\n\(classic.relaunch)\nconverted:\n\(converted)")
        #expect(converted.status == 0, "\(converted)")
    }

    /// A pushed storyboard controller without a storyboard ID is made again by the identifier
    /// UIKit's encode recorded for it, which is the compiled storyboard's own name for its scene:
    /// in a state another build of the app saved (its binary rebuilt since, and that scene gone
    /// from its storyboard), the migrated app does not use it (instantiating an identifier a
    /// storyboard lacks raises) and leaves the screen out, as it leaves out any it cannot make.
    @Test func anotherBuildsRecordedIdentifierIsNotUsed() throws {
        let run = try ShapeRun("login-at-launch")
        let app = try run.migrate()
        let state = run.state("migrated", app)
        let first = try AppRun.launch(app, steps: run.script.firstLaunch, state: state, work: run.work.url)
        #expect(first.status == 0 && first.description.contains("ItemViewController"), "\(first)")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: app.executable.path)
        let storyboard = app.bundle.appendingPathComponent("Main.storyboard")
        var text = try String(contentsOf: storyboard, encoding: .utf8)
        let scene = try #require(text.range(of: "<scene sceneID=\"item-scene\">"))
        let end = try #require(text.range(of: "</scene>", range: scene.upperBound..<text.endIndex))
        text.removeSubrange(scene.lowerBound..<end.upperBound)
        try text.write(to: storyboard, atomically: true, encoding: .utf8)
        let relaunch = try AppRun.launch(app, steps: run.script.relaunch, state: state, work: run.work.url)
        #expect(relaunch.status == 0, "\(relaunch)")
        #expect(!relaunch.description.contains("ItemViewController") && relaunch.description.contains("ItemsViewController"), "\(relaunch)")
    }

    /// UIKit's app-level restoration at launch in a scene-based app, each other way the
    /// decompilation leaves open (`SceneAppLevel`: `didDecodeRestorableStateWith` also called
    /// before any scene; nothing run at all): the migrated app still shows the classic app's
    /// screens. The shape's save opt-in writes the version its restore opt-in checks, and its
    /// `didDecodeRestorableStateWith` reads the window (Programming iOS's p351 and p352, mmheroes).
    @Test func appLevelRestorationEitherWay() throws {
        let run = try ShapeRun("app-level-values")
        let classic = try run.classic()
        let app = try run.migrate()
        for variant in ["decode", "none"] {
            let migrated = try run.twoLaunches(app, state: run.state("migrated-" + variant, app), environment: ["UIKIT_STANDIN_SCENE_APP_LEVEL": variant])
            #expect(migrated.first.screens == classic.first.screens, "\(variant), first launch, classic:\n\(classic.first)\nmigrated:\n\(migrated.first)")
            #expect(migrated.relaunch.screens == classic.relaunch.screens, "\(variant), relaunch, classic:\n\(classic.relaunch)\nmigrated:\n\(migrated.relaunch)")
            #expect(migrated.first.status == 0 && migrated.relaunch.status == 0, "\(variant)\n\(migrated.first)\n\(migrated.relaunch)")
        }
    }
}
