import StateRestoration

/// `no-creator`: an object of a snapshot that nothing in the project creates.
enum NoCreator: StateRule {
    static let code = FindingCode.noCreator
    static let summary = "An object of the snapshot that nothing in the project creates: UIKit skips it and everything below it."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        With a repository: a view controller of the snapshot (HEAD, or `--state`) with no storyboard recorded in its \
        archive, no restoration class the code has, no app delegate factory, and not created at launch by the main \
        storyboard. A warning: UIKit skips it and everything below it.
        """
    static let basis = RuleBasis(.established, [PublicSources.restorationClass, PublicSources.delegateFactory, PublicSources.storyboardKey])
    static let fix = "give its class a restoration class, keep the storyboard it came from, or answer its path in the app delegate's viewControllerWithRestorationIdentifierPath"

    static func check(_ app: AppDiagnosis, _ state: StateCrossCheck) -> [ProjectFinding] {
        guard let saved = state.state else { return [] }
        let facts = app.code
        let storyboardClasses = Set(app.app.storyboards.flatMap(\.controllers).map(\.className))
        let launchPaths = Set(app.app.chains.flatMap(\.nodes).filter(\.atLaunch).compactMap { $0.path?.joined(separator: "/") })
        let delegateAnswers = app.delegate?.method(.delegateFactory) != nil
        let factories = Set(facts.declaredClasses.filter { $0.method(.restorationFactory) != nil }.map(\.name))
        var findings: [ProjectFinding] = []
        for snapshot in [saved.classic].compactMap({ $0 }) + saved.sessions.compactMap(\.classic) {
            let classMap = snapshot.restorationClassMap
            for object in snapshot.objects where object.isViewController {
                let key = object.path.identifiers.joined(separator: "/")
                let restorationClass = classMap[object.path]
                let creatable = object.hasStoryboard || object.storyboardIdentifier != nil || delegateAnswers || launchPaths.contains(key)
                    || restorationClass.map { factories.contains($0) } == true
                    || (object.className.map { storyboardClasses.contains($0) && launchPaths.contains(key) } ?? false)
                guard !creatable else { continue }
                let why = restorationClass.map { "its restoration class \($0) is not in the project" } ?? "it has no restoration class or storyboard, and the app delegate has no viewControllerWithRestorationIdentifierPath"
                findings.append(ProjectFinding(code, file: nil, line: nil, anchor: key,
                    "\(state.stateName) holds \(object.path) (\(object.className ?? "?")), which nothing in the project creates: \(why); UIKit skips it and everything below it"))
            }
        }
        return findings
    }
}
