/// What would go wrong with a scene-based app's sessions at the next launch, as far as the
/// files show it (docs/check.md, "Scene-based apps").
enum SceneCheck {
    static func findings(_ state: SavedState, manifest: AppManifest?) -> [RestorationReport.Finding] {
        guard state.hasScenes else { return [] }
        var findings: [RestorationReport.Finding] = []
        func add(_ severity: RestorationReport.Severity, _ message: String, _ session: String? = nil, skips: Bool = false) {
            findings.append(RestorationReport.Finding(severity: severity, message: message, session: session, skips: skips))
        }
        if state.sceneIndexFolder == nil {
            add(.warning, "session folders but no session index (KnownSceneSessions/data.data): UIKit restores none of them", skips: true)
        }
        for session in state.sessions {
            let id = session.identifier
            if session.definition == nil {
                if state.sceneIndexFolder != nil {
                    add(.warning, "an orphan session folder: the index does not list it, so UIKit never restores it (left by a force quit?)", id, skips: true)
                }
            } else if !session.hasFolder {
                add(.warning, "listed in the index but has no folder: the window comes back without its state", id)
            } else if session.activity == nil && session.classic == nil {
                add(.note, "the session folder holds no restoration activity: the window comes back without its state", id)
            }
            if let recorded = session.recordedIdentifier, recorded != id {
                add(.warning, "the index entry records the identifier '\(recorded)', not its folder's name", id)
            }
            if session.definition != nil && session.role == nil {
                add(.warning, "the index entry has no session role (\(SceneKeys.role))", id)
            }
            if let manifest { findings += configurationFindings(session, manifest: manifest) }
        }
        if state.classic != nil {
            add(.note, "a classic view-controller archive (data.data) beside scene sessions: scene-based apps restore from activities; "
                + "if the app no longer uses view-controller restoration it is stale since the migration")
        }
        return findings
    }

    static func configurationFindings(_ session: SceneSession, manifest: AppManifest) -> [RestorationReport.Finding] {
        var findings: [RestorationReport.Finding] = []
        func missing(_ what: String, _ name: String?, in known: [String]?) {
            guard let name, let known, !known.contains(name) else { return }
            findings.append(RestorationReport.Finding(
                severity: .warning, message: "the stored configuration names \(what) '\(name)', which the app does not have: the window comes up black",
                session: session.identifier))
        }
        missing("the configuration", session.configurationName, in: manifest.sceneConfigurations)
        missing("the delegate class", session.delegateClassName, in: manifest.sceneClasses)
        missing("the scene class", session.sceneClassName, in: manifest.sceneClasses)
        missing("the storyboard", session.storyboardName, in: manifest.storyboards)
        if let types = manifest.restorationActivityTypes, let type = session.activity?.type, !types.contains(type) {
            findings.append(RestorationReport.Finding(
                severity: .warning, message: "its saved activity's type is '\(type)', but the app restores \(types.map { "'\($0)'" }.joined(separator: " or ")): the window comes back without its state",
                session: session.identifier, skips: true))
        }
        return findings
    }
}
