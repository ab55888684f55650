/// `restoration-not-used`: nothing in the app restores state.
enum RestorationNotUsed: DoctorRule {
    static let code = FindingCode.restorationNotUsed
    static let summary = "Nothing in the app restores state: no opt-in, restoration identifier, encodeRestorableState, scene restoration activity or @SceneStorage."
    static let defaultSeverity = ProjectFinding.Severity.note
    static let evidence = """
        An app target with no opt-in, no restoration identifier, no `encodeRestorableState(with:)`, no \
        `stateRestorationActivity(for:)`, no scene `userActivity` set and no `@SceneStorage`. A note: nothing is lost \
        that the app meant to keep.
        """
    static let basis = RuleBasis(.observed, [])
    static let fix = "nothing to do if the app does not restore state; docs/doctor.md says how to start"

    static let examples: [RuleExample] = [
        .triggering("an app delegate and nothing else", .empty, severity: .note,
                    ("App/Info.plist", RuleExample.Base.classicInfo), ("App/AppDelegate.swift", "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")),
        .passing("the app opts in", .classicApp),
        .passing("a SwiftUI app with @SceneStorage", .swiftUIApp, ("App/ContentView.swift", """
            import SwiftUI

            struct ContentView: View {
                @SceneStorage("selectedNote") var selected: String?
                var body: some View { Text(selected ?? "") }
            }

            """)),
    ]

    /// The first sign that the app means to restore state (strong signs only: identifiers
    /// serve other purposes too); `ignoringStubs`: an opt-in that is a stub (`#warning("TODO")`)
    /// is no sign.
    static func intent(_ app: AppDiagnosis, ignoringStubs: Bool = false) -> String? {
        if let method = app.optIn.first, !ignoringStubs || app.optInStub == nil { return method.function.name }
        if let encoding = app.classicEncoding.first { return encoding }
        if let assignment = SceneActivities(app).sceneAssignments.first(where: { $0.value != "nil" }) { return "a scene's userActivity is set in \(assignment.file)" }
        if let read = app.code.restoredActivityReads.first { return "the saved activity is read in \(read.file)" }
        if app.sceneDelegates.contains(where: { $0.method(.stateRestorationActivity) != nil }) { return "stateRestorationActivity(for:)" }
        if let storage = app.code.sceneStorage.first { return "@SceneStorage(\"\(storage.key)\")" }
        return nil
    }

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard intent(app) == nil, app.code.restorationIdentifiers.isEmpty,
              !app.app.storyboards.contains(where: { $0.restorationIdentifierCount > 0 }) else { return [] }
        return [ProjectFinding(code, file: nil, line: nil, anchor: app.app.name,
            "no opt-in, restoration identifier, encodeRestorableState(with:), stateRestorationActivity(for:) or @SceneStorage: \(app.app.name) does not use state restoration")]
    }
}
