import StateRestoration

/// The project and the recorded states together (`never-saved`, `no-creator`,
/// `state-activity-undeclared`): what the repository's snapshots show that the project alone
/// cannot.
public struct StateCrossCheck: Sendable {
    /// Every classic object path of the snapshots looked at, without `:[n]:` parts.
    public var recordedPaths: Set<String>
    /// How many snapshots were looked at.
    public var snapshots: Int
    /// The snapshot whose objects are checked, and its name for messages.
    public var state: SavedState?
    public var stateName: String

    public init(recordedPaths: Set<String>, snapshots: Int, state: SavedState?, stateName: String) {
        self.recordedPaths = recordedPaths
        self.snapshots = snapshots
        self.state = state
        self.stateName = stateName
    }

    /// The app target the repository records: the one whose bundle id is `bundleIdentifier`,
    /// else the folder's only app.
    public static func app(in folder: ProjectFolder, bundleIdentifier: String?) -> AppTarget? {
        if let bundleIdentifier, let match = folder.apps.first(where: { $0.bundleIdentifier == bundleIdentifier }) { return match }
        return folder.apps.count == 1 ? folder.apps[0] : nil
    }

    public func findings(_ app: AppTarget) -> [ProjectFinding] {
        let diagnosis = AppDiagnosis(app)
        var findings = NeverSaved.check(diagnosis, self) + NoCreator.check(diagnosis, self) + StateActivityUndeclared.check(diagnosis, self)
        for index in findings.indices {
            findings[index].target = app.name
            findings[index].project = app.project?.path
            if findings[index].file == nil { findings[index].file = app.info?.path ?? app.projectFile }
        }
        return findings
    }
}

/// A rule that needs the recorded states: its examples are repositories, in the command's tests.
protocol StateRule: DoctorRule {
    static func check(_ app: AppDiagnosis, _ state: StateCrossCheck) -> [ProjectFinding]
}

extension StateRule {
    static var examples: [RuleExample] { [] }
    static func check(_ app: AppDiagnosis) -> [ProjectFinding] { [] }
}
