import StateRestoration

/// The project and the recorded states together: controllers the project can preserve that
/// no snapshot ever held, objects of a state nothing in the project can create, and scene
/// activity types a state holds that the Info.plist does not declare.
public enum StateCrossCheck {
    /// `recordedPaths`: every classic object path of the snapshots looked at, without `:[n]:`
    /// parts; `snapshots`: how many; `state`: the snapshot whose objects are checked, named
    /// `stateName` in messages.
    public static func findings(_ project: AppProject, recordedPaths: Set<String>, snapshots: Int, state: SavedState?, stateName: String) -> [ProjectFinding] {
        var findings: [ProjectFinding] = []
        if snapshots > 0 {
            for node in project.preservablePaths {
                guard let path = node.path?.joined(separator: "/"), !recordedPaths.contains(path) else { continue }
                let file = project.storyboards.first { $0.name == node.storyboard }?.path
                findings.append(ProjectFinding(.neverSaved, file: file, line: node.controller.line,
                    "\(path) (\(node.controller.className)) can be preserved, but none of the \(snapshots) recorded snapshot\(snapshots == 1 ? "" : "s") holds it: the app never saved it"))
            }
        }
        guard let state else { return findings }
        let code = project.code
        let storyboardClasses = Set(project.storyboards.flatMap(\.controllers).map(\.className))
        let launchPaths = Set(project.chains.flatMap(\.nodes).filter(\.atLaunch).compactMap { $0.path?.joined(separator: "/") })
        let delegateAnswers = code.appDelegates.contains { $0.method(.delegateFactory) != nil }
        let factories = Set(code.classes.values.filter { $0.method(.restorationFactory) != nil }.map(\.name))
        let snapshots = [state.classic].compactMap { $0 } + state.sessions.compactMap(\.classic)
        for snapshot in snapshots {
            let classMap = snapshot.restorationClassMap
            for object in snapshot.objects where object.isViewController {
                let key = object.path.identifiers.joined(separator: "/")
                let restorationClass = classMap[object.path]
                let creatable = object.hasStoryboard || object.storyboardIdentifier != nil || delegateAnswers || launchPaths.contains(key)
                    || restorationClass.map { factories.contains($0) } == true
                    || (object.className.map { storyboardClasses.contains($0) && launchPaths.contains(key) } ?? false)
                guard !creatable else { continue }
                let why = restorationClass.map { "its restoration class \($0) is not in the project" } ?? "it has no restoration class or storyboard, and the app delegate has no viewControllerWithRestorationIdentifierPath"
                findings.append(ProjectFinding(.noCreator, file: nil, line: nil,
                    "\(stateName) holds \(object.path) (\(object.className ?? "?")), which nothing in the project creates: \(why); UIKit skips it and everything below it"))
            }
        }
        let declared = Set(project.info?.activityTypes ?? [])
        for session in state.sessions {
            guard let type = session.activity?.type, !type.hasPrefix("com.apple."), !declared.contains(type) else { continue }
            findings.append(ProjectFinding(.stateActivityUndeclared, file: project.info?.path, line: nil,
                "\(stateName)'s scene session \(session.identifier) restores an activity of type \(type), which NSUserActivityTypes does not declare: UIKit does not hand it back"))
        }
        return findings
    }
}
