/// `uiscene-required`: an app without the UIScene life cycle.
enum UISceneRequired: DoctorRule {
    static let code = FindingCode.uisceneRequired
    static let summary = "The app does not use the UIScene life cycle, which the next major SDK after iOS 26 requires (Apple's TN3187)."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        An app target whose Info.plist has no scene manifest and that is not a SwiftUI app. Apple's TN3187: the next \
        major SDK after iOS 26 will not launch it, and iOS 26 logs "UIScene lifecycle will soon be required". A \
        warning when the app restores classically (it opts in, and gives restoration identifiers or encodes state: \
        that restoration moves to `stateRestorationActivity(for:)` with the migration); a note otherwise.
        """
    static let basis = RuleBasis(.established, [PublicSources.technote3187])
    static let fix = "run 'uistate migrate scenes': it moves the app to the UIScene life cycle (a scene manifest and a UIWindowSceneDelegate, TN3187) with its restoration (stateRestorationActivity(for:)), shown first as a diff"

    static let examples: [RuleExample] = [
        .triggering("classic restoration, no scenes", .classicApp, severity: .warning, ("App/AppDelegate.swift", RuleExample.Base.classicDelegate.replacing("@main\nclass", with: "@main\n↓class")),
                    ("App/ItemsViewController.swift", OptInMissing.encodingController)),
        .triggering("opts in, preserves nothing: a note", .classicApp, severity: .note, ("App/AppDelegate.swift", RuleExample.Base.classicDelegate.replacing("@main\nclass", with: "@main\n↓class"))),
        .triggering("no restoration, no scenes", .classicApp, severity: .note, ("App/AppDelegate.swift", "import UIKit\n\n@main\n↓class AppDelegate: UIResponder, UIApplicationDelegate {}\n")),
        .passing("a scene-based app", .sceneApp),
        .passing("a SwiftUI app", .swiftUIApp),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isClassic, app.delegate != nil || app.app.info != nil else { return [] }
        let place = app.delegate.map { ($0.file, $0.line, $0.column) } ?? (app.app.info?.path, nil, nil)
        // Restoration to move: an opt-in and something it preserves (identifiers or encoding).
        let identifiers = !app.identifiedClasses.isEmpty || app.unresolvedIdentifiers > 0 || app.app.storyboards.contains { $0.controllers.contains { $0.restorationIdentifier != nil } }
        let restores = !app.optIn.isEmpty && (identifiers || !app.classicEncoding.isEmpty)
        return [ProjectFinding(code, restores ? .warning : .note, file: place.0, line: place.1, column: place.2, anchor: app.delegate?.name ?? "Info.plist",
            "the app does not use the UIScene life cycle: Apple's TN3187 says the next major SDK after iOS 26 will not launch it\(restores ? ", and its classic restoration moves to stateRestorationActivity(for:) with the migration (uistate migrate scenes)" : "")")]
    }
}
