/// `restored-activity-ignored`: scenes saved, the saved activity never read.
enum RestoredActivityIgnored: DoctorRule {
    static let code = FindingCode.restoredActivityIgnored
    static let summary = "The scene delegate saves an activity, but nothing reads session.stateRestorationActivity: the windows are built without the restored state."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A scene-based app whose scene delegate implements `stateRestorationActivity(for:)` while no code of the app \
        reads a session's `stateRestorationActivity` (in `scene(_:willConnectTo:options:)`, usually) nor implements \
        `scene(_:restoreInteractionStateWith:)`. An error: UIKit saves and hands back the activity, and the window \
        is built without it.
        """
    static let basis = RuleBasis(.established, [PublicSources.sessionActivity, PublicSources.loadSceneState])
    static let fix = "in scene(_:willConnectTo:options:), read session.stateRestorationActivity and restore the window's screens from it"

    static let examples: [RuleExample] = [
        .triggering("willConnectTo never reads the saved activity", .sceneApp, severity: .error, ("App/SceneDelegate.swift",
            RuleExample.Base.sceneDelegate.replacing("        browser.address = session.stateRestorationActivity?.userInfo?[\"address\"] as? String\n", with: "")
                .replacing("    func scene(_ scene: UIScene, willConnectTo", with: "↓    func scene(_ scene: UIScene, willConnectTo"))),
        .passing("willConnectTo restores from it", .sceneApp),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isScenes, app.code.restoredActivityReads.isEmpty,
              !app.sceneDelegates.contains(where: { $0.method(.restoreInteractionState) != nil }) else { return [] }
        return app.sceneDelegates.compactMap { delegate in
            guard delegate.method(.stateRestorationActivity) != nil else { return nil }
            let place = delegate.method(.sceneWillConnect).map { ($0.file.path, $0.function.line, $0.function.name, $0.function.column) } ?? (delegate.file, delegate.line, "", delegate.column)
            return ProjectFinding(code, file: place.0, line: place.1, column: place.3, anchor: AppDiagnosis.anchor(delegate, place.2.isEmpty ? nil : place.2),
                "\(delegate.name) saves each scene's activity (stateRestorationActivity(for:)), but nothing in the app reads session.stateRestorationActivity: the windows are built without the restored state")
        }
    }
}
