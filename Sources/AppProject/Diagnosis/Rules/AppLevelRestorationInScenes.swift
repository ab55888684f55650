/// `app-level-restoration-in-scenes`: a scene-based app whose only restoration is its app
/// delegate's own state in the classic archive.
enum AppLevelRestorationInScenes: DoctorRule {
    static let code = FindingCode.appLevelRestorationInScenes
    static let summary = "A scene-based app restores only what its app delegate keeps in the classic archive: whether UIKit still calls the opt-in in a scene-based app is disputed."
    static let defaultSeverity = ProjectFinding.Severity.note
    static let evidence = """
        A scene-based app (a scene manifest or a SwiftUI `App`) whose app delegate keeps state of its own in the \
        classic archive (its save method writes into its coder, as Decompose's samples save their Kotlin state, or \
        its `application(_:willEncodeRestorableStateWith:)` encodes), and that restores nothing else: no scene \
        delegate's `stateRestorationActivity(for:)`, no scene's `userActivity`, no `@SceneStorage`. Its whole \
        restoration depends on UIKit still calling the opt-in in a scene-based app, which sources dispute: \
        flutter/flutter#174402 reports it is no longer called; the decompiled UIKit of iOS 26.1 still asks the opt-in \
        and writes the app-level archive. A note; it also says when the restore method does not read what the save \
        method wrote.
        """
    static let basis = RuleBasis(.disputed, [PublicSources.flutterClassicInScenes, PublicSources.applicationPreservation, PublicSources.stateRestorationActivity],
        dispute: "flutter/flutter#174402 reports that UIKit no longer calls the opt-in once an app adopts scenes; the decompiled UIKit of iOS 26.1 still calls it and writes one app-level archive (no view controller). doctor cannot settle it from a project: a note.")
    static let fix = "keep the state where a scene-based app's restoration is documented as well: in the scene's restoration activity (stateRestorationActivity(for:)), or @SceneStorage in SwiftUI"

    /// A SwiftUI app whose app delegate saves its state through the opt-in's coder (Decompose's
    /// sample app, app_iosApp.swift); `%@` is the restore method's body.
    static let swiftUIApp = """
        import SwiftUI

        @main
        struct NotesApp: App {
            @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

            var body: some Scene {
                WindowGroup { Text("Notes") }
            }
        }

        class AppDelegate: NSObject, UIApplicationDelegate {
            private var keeper = StateKeeper(saved: nil)

        ↓    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
                StateKeeper.save(coder: coder, state: keeper.save())
                return true
            }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        %@
            }
        }

        """
    static let restores = "        keeper = StateKeeper(saved: StateKeeper.restore(coder: coder))\n        return true"

    static let examples: [RuleExample] = [
        .triggering("a SwiftUI app whose app delegate saves its state through the opt-in's coder", .empty, severity: .note,
                    ("App/NotesApp.swift", swiftUIApp.replacing("%@", with: restores))),
        .triggering("the restore method reads nothing back", .empty, severity: .note,
                    ("App/NotesApp.swift", swiftUIApp.replacing("%@", with: "        return true"))),
        .passing("the state is kept in @SceneStorage too", .empty,
                 ("App/NotesApp.swift", swiftUIApp.replacing("%@", with: restores).replacing("WindowGroup { Text(\"Notes\") }", with: "WindowGroup { ContentView() }")),
                 ("App/ContentView.swift", "import SwiftUI\n\nstruct ContentView: View {\n    @SceneStorage(\"note\") var note = \"\"\n    var body: some View { Text(note) }\n}\n")),
        .passing("an opt-in that only says yes", .empty,
                 ("App/NotesApp.swift", swiftUIApp.replacing("        StateKeeper.save(coder: coder, state: keeper.save())\n", with: "").replacing("%@", with: "        return true"))),
        .passing("a classic app: uiscene-required says what moves", .classicApp, ("App/AppDelegate.swift", UISceneRequired.appLevelDelegate.replacing("↓", with: ""))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isScenes, let first = app.appLevelState.first else { return [] }
        let activities = SceneActivities(app)
        guard activities.methods.isEmpty, !activities.sceneAssignments.contains(where: { $0.value != "nil" }), app.code.sceneStorage.isEmpty else { return [] }
        let saved = first.method
        // What the save writes, read back where: the restore method's coder or app-level decode.
        let readsBack = app.appLevelState.contains { $0.method.method == .appDidDecode }
            || app.optIn.contains { !$0.method.isSave && AppDiagnosis.usesCoder($0) }
        let place = (saved.file.path, saved.function.line, saved.function.column)
        return [ProjectFinding(code, file: place.0, line: place.1, column: place.2, anchor: AppDiagnosis.anchor(saved.type, saved.function.name),
            "\(first.description), and nothing else restores this scene-based app: all of it depends on UIKit calling the opt-in in a scene-based app, which is disputed (flutter/flutter#174402 reports it no longer does; the decompiled UIKit of iOS 26.1 still calls it and writes the app-level archive)"
                + (readsBack ? "" : "; and no restore method reads it back (\(app.optIn.first { !$0.method.isSave }?.function.name ?? "there is no restore method") does not use its coder): it is saved and never restored"))]
    }
}
