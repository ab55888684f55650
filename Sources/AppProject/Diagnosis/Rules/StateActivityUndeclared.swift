import StateRestoration

/// `state-activity-undeclared`: a recorded scene restores an activity type the app does not
/// declare.
enum StateActivityUndeclared: StateRule {
    static let code = FindingCode.stateActivityUndeclared
    static let summary = "A scene session of the snapshot restores an activity type NSUserActivityTypes does not declare: restoration does not need it, continuation does."
    static let defaultSeverity = ProjectFinding.Severity.note
    static let evidence = """
        With a repository: a scene session of the snapshot whose activity type is not in the Info.plist's \
        `NSUserActivityTypes` (SwiftUI's own `com.apple.` types excepted), in an app whose Info.plist was read. A \
        note, as `activity-type-undeclared`: the decompiled UIKit restores an undeclared type.
        """
    static let basis = ActivityTypeUndeclared.basis
    static let fix = "add the activity type to NSUserActivityTypes in the Info.plist if the app continues it (Handoff); restoration works without it"

    static func check(_ app: AppDiagnosis, _ state: StateCrossCheck) -> [ProjectFinding] {
        guard let saved = state.state, let info = app.app.info else { return [] }
        let declared = Set(info.activityTypes ?? [])
        return saved.sessions.compactMap { session in
            guard let type = session.activity?.type, !type.hasPrefix("com.apple."), !declared.contains(type) else { return nil }
            var finding = ProjectFinding(code, file: info.path, line: nil, anchor: "NSUserActivityTypes:" + type,
                "\(state.stateName)'s scene session \(session.identifier) restores an activity of type \(type), which NSUserActivityTypes does not declare: UIKit restores it anyway, but continuing it elsewhere (Handoff) needs the declaration")
            finding.repair = .declareActivityType(type)
            return finding
        }
    }
}
