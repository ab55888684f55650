/// `never-saved`: a controller the project can preserve that no snapshot holds.
enum NeverSaved: StateRule {
    static let code = FindingCode.neverSaved
    static let summary = "A controller the storyboards can preserve appears in none of the recorded snapshots: the app never saved it."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        With a repository: a storyboard controller whose identifier chain is complete (every container above it has \
        an identifier) that none of the newest `--history` snapshots holds, in an app that opts in to classic \
        restoration. A warning: is the app sent to the background (not force-quit) while the screen is shown, and \
        does every container above it encode it?
        """
    static let basis = RuleBasis(.observed, [PublicSources.restorationIdentifier])
    static let fix = "check that the app opts in, that the screen's containers encode it, and that the app goes to the background (not a force quit) while it is shown"

    static func check(_ app: AppDiagnosis, _ state: StateCrossCheck) -> [ProjectFinding] {
        guard state.snapshots > 0, app.classicRestorationActive else { return [] }
        return app.app.preservablePaths.compactMap { node in
            guard let path = node.path?.joined(separator: "/"), !state.recordedPaths.contains(path) else { return nil }
            let file = app.app.storyboards.first { $0.name == node.storyboard }?.path
            return ProjectFinding(code, file: file, line: node.controller.line, column: node.controller.column, anchor: node.storyboard + "#" + node.controller.id,
                "\(path) (\(node.controller.className)) can be preserved, but none of the \(state.snapshots) recorded snapshot\(state.snapshots == 1 ? "" : "s") holds it: the app never saved it")
        }
    }
}
