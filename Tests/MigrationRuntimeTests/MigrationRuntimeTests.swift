import Foundation
import Testing
import TestSupport

/// The migration proven by running it: each test app on the UIKit stand-in, classic and migrated,
/// the same user steps, the same screens (docs/uikit-stand-in.md).
@Suite struct MigrationRuntimeTests {
    /// The classic app under classic restoration shows what its recording (`classic.dump`)
    /// says: the stand-in's launch, preservation and restoration, screen by screen.
    /// UISTATE_BLESS_APPS=1 writes the recordings.
    @Test(arguments: TestApps.shapes)
    func classicRestoration(shape: String) throws {
        let run = try ShapeRun(shape)
        let classic = try run.classic()
        #expect(classic.first.status == 0, "\(classic.first)")
        #expect(classic.relaunch.status == 0, "\(classic.relaunch)")
        let shown = "\(classic.first)\n\(classic.relaunch)\n"
        let recording = TestApps.folder.appendingPathComponent(shape + "/classic.dump")
        if ProcessInfo.processInfo.environment["UISTATE_BLESS_APPS"] == "1" {
            try shown.write(to: recording, atomically: true, encoding: .utf8)
        }
        let recorded = try String(contentsOf: recording, encoding: .utf8)
        #expect(shown == recorded)
    }

    /// Migrated (`uistate migrate scenes --apply`), the app shows the classic app's screens with
    /// the same steps, after the first launch and after the relaunch into the scene's saved
    /// activity; opened in the converted classic state (`uistate commit`, `uistate migrate
    /// state`), it shows the classic relaunch's screens.
    @Test(arguments: TestApps.compared)
    func migratedAndConvertedAsClassic(shape: String) throws {
        let run = try ShapeRun(shape)
        let classic = try run.classic()
        let migratedApp = try run.migrate()
        let migrated = try run.twoLaunches(migratedApp, state: run.state("migrated", migratedApp))
        #expect(migrated.first.screens == classic.first.screens, "first launch, classic:\n\(classic.first)\nmigrated:\n\(migrated.first)")
        #expect(migrated.relaunch.screens == classic.relaunch.screens, "relaunch, classic:\n\(classic.relaunch)\nmigrated:\n\(migrated.relaunch)")
        #expect(migrated.first.status == 0 && migrated.relaunch.status == 0, "\(migrated.first)\n\(migrated.relaunch)")
        let converted = try AppRun.launch(migratedApp, steps: run.script.relaunch, state: try run.convert(classic.state, for: migratedApp), work: run.work.url)
        #expect(converted.screens == classic.relaunch.screens, "converted state, classic:\n\(classic.relaunch)\nconverted:\n\(converted)")
        #expect(converted.status == 0, "\(converted)")
    }
}
