/// Would UIKit restore this snapshot? The archive-level rules (version, staleness), problems
/// inside the archive, and, given an `AppManifest`, UIKit's lookup for every object.
public struct RestorationReport: Sendable {
    public enum Severity: String, Sendable {
        /// UIKit discards the whole archive.
        case refusal
        /// Part of the state will not come back.
        case warning
        case note
    }

    public struct Finding: Sendable, Equatable {
        public var severity: Severity
        public var message: String
        public var path: IdentifierPath?
        /// The scene session it concerns, for scene-based apps.
        public var session: String?
        /// What it is about is not restored (a session UIKit never restores): the answer is
        /// "partly".
        public var skips: Bool

        public init(severity: Severity, message: String, path: IdentifierPath? = nil, session: String? = nil, skips: Bool = false) {
            self.severity = severity
            self.message = message
            self.path = path
            self.session = session
            self.skips = skips
        }
    }

    public struct Outcome: Sendable, Equatable {
        public var path: IdentifierPath
        public var className: String?
        /// Who provides the object (`restoration class X`, `app delegate` ...), nil if skipped.
        public var providedBy: String?
        /// Why it is skipped, or why its state is dropped.
        public var reason: String?
        /// Found, but of another class: UIKit does not decode its state.
        public var stateDropped: Bool

        public var restored: Bool { providedBy != nil }
    }

    /// "Would UIKit restore this?": yes, partly (it accepts the archive but skips objects or
    /// their state), or no (it discards the archive).
    public enum Verdict: String, Sendable {
        case yes, partly, no
    }

    public var findings: [Finding]
    /// Per object, in the order UIKit visits them (parents first); only with a manifest.
    public var outcomes: [Outcome]?
    /// Objects UIKit would skip (with everything below them), without a manifest those whose
    /// parent is not preserved.
    public var skipped: [IdentifierPath] = []

    public init(findings: [Finding], outcomes: [Outcome]?, skipped: [IdentifierPath] = []) {
        self.findings = findings
        self.outcomes = outcomes
        self.skipped = skipped
    }

    public var wouldRestore: Bool { !findings.contains { $0.severity == .refusal } }

    /// Objects UIKit would skip, and those it finds but does not decode the state of.
    public var skippedObjects: [IdentifierPath] {
        outcomes.map { outcomes in outcomes.filter { !$0.restored }.map(\.path) } ?? skipped
    }

    public var statelessObjects: [IdentifierPath] { (outcomes ?? []).filter(\.stateDropped).map(\.path) }

    /// Findings about scene sessions (or windows) UIKit would not restore.
    public var skippedSessions: Int { findings.filter(\.skips).count }

    public var verdict: Verdict {
        if !wouldRestore { return .no }
        return skippedObjects.isEmpty && statelessObjects.isEmpty && skippedSessions == 0 ? .yes : .partly
    }
}

public enum RestorationCheck {
    /// The whole saved state: the classic archive's rules, then each scene session's.
    public static func check(_ state: SavedState, staleness: Staleness?, manifest: AppManifest? = nil) -> RestorationReport {
        var report = state.classic.map { check($0, staleness: staleness, manifest: manifest) } ?? RestorationReport(findings: [], outcomes: nil)
        report.findings += SceneCheck.findings(state, manifest: manifest)
        if let windows = state.windows { report.findings += WindowCheck.findings(windows) }
        return report
    }

    public static func check(_ snapshot: Snapshot, staleness: Staleness?, manifest: AppManifest? = nil) -> RestorationReport {
        var findings: [RestorationReport.Finding] = []
        var skipped: [IdentifierPath] = []
        func add(_ severity: RestorationReport.Severity, _ message: String, _ path: IdentifierPath? = nil) {
            findings.append(.init(severity: severity, message: message, path: path))
        }
        let major = snapshot.majorVersion
        if major != UIKitKeys.supportedMajorVersion {
            add(.refusal, "the archive's major version is \(major.map(String.init) ?? "missing"); UIKit restores only version \(UIKitKeys.supportedMajorVersion)")
        }
        if let staleness {
            let version = AppVersion(snapshot, key: staleness.versionKey)
            if staleness.isStale(version) {
                add(.refusal, "stale: recorded for app version \(version?.text ?? "(none)") (\(staleness.versionKey)), the app is \(staleness.current.text); "
                    + "shouldRestoreApplicationState discards the whole archive")
            } else {
                add(.note, "app version \(staleness.current.text) matches (\(staleness.versionKey))")
            }
        } else {
            add(.note, "the app's current version is unknown: staleness not checked (give --app-version)")
        }
        if snapshot.ignoresSnapshot { add(.note, "the launch screenshot will be ignored (kIgnoreSnapshotKey)") }
        let paths = Set(snapshot.objects.map(\.path))
        let classMap = snapshot.restorationClassMap
        for object in snapshot.objects {
            for reference in object.references where !paths.contains(reference) {
                add(.warning, "refers to '\(reference)', which is not in the archive", object.path)
            }
            if let parent = object.path.parent, !paths.contains(parent) {
                add(.warning, "will not be restored: its parent '\(parent)' is not preserved", object.path)
                skipped.append(object.path)
            }
            // With a manifest, the lookups below say who provides it (or why nobody does).
            if manifest == nil, object.isViewController, classMap[object.path] == nil, !object.hasStoryboard, object.storyboardIdentifier == nil {
                add(.note, "has neither a restoration class nor a storyboard: the app delegate or an object created at launch must provide it", object.path)
            }
        }
        for responder in snapshot.firstResponders where !paths.contains(responder) {
            add(.warning, "first responder '\(responder)' is not in the archive")
        }
        for entry in snapshot.restorationClasses where !paths.contains(entry.path) {
            add(.warning, "the restoration class map names '\(entry.path)' (\(entry.className)), which is not in the archive")
        }
        let outcomes = manifest.map { lookups(snapshot, manifest: $0, classMap: classMap) }
        return RestorationReport(findings: findings, outcomes: outcomes, skipped: skipped)
    }

    /// UIKit's lookup order for each object, parents first: its restoration class (nil means
    /// "skip", and the search stops), the app delegate, an object that exists with that path,
    /// the storyboard recorded in the archive. An object of another class than recorded is
    /// used, but its state is not decoded.
    static func lookups(_ snapshot: Snapshot, manifest: AppManifest, classMap: [IdentifierPath: String]) -> [RestorationReport.Outcome] {
        var restored: [IdentifierPath: Bool] = [:]
        var outcomes: [RestorationReport.Outcome] = []
        let ordered = snapshot.objects.sorted { ($0.path.components.count, $0.path) < ($1.path.components.count, $1.path) }
        for object in ordered {
            let path = object.path
            let key = path.identifiers.joined(separator: "/")
            var outcome = RestorationReport.Outcome(path: path, className: object.className, providedBy: nil, reason: nil, stateDropped: false)
            var created: String? = nil
            if let parent = path.parent, restored[parent] != true {
                outcome.reason = restored[parent] == nil ? "its parent '\(parent)' is not preserved" : "its parent '\(parent)' is not restored"
            } else if let restorationClass = classMap[path] {
                if let declared = manifest.restorationClasses?[restorationClass] {
                    // "*": every path (a derived manifest cannot know which).
                    if declared.declines?.contains(key) == true || declared.declines?.contains("*") == true {
                        outcome.reason = "restoration class \(restorationClass) returns nil for this path"
                    } else {
                        outcome.providedBy = "restoration class \(restorationClass)"
                        created = declared.createsFor?[key] ?? declared.creates ?? restorationClass
                    }
                } else {
                    outcome.reason = "restoration class \(restorationClass) is not in the app"
                }
            } else if object.isViewController, let factory = manifest.appDelegate?.first(where: { $0.path == key || $0.path == "*" }) {
                outcome.providedBy = "the app delegate"
                created = factory.creates
            } else if let existing = manifest.createdAtLaunch?.first(where: { $0.path == key }) {
                outcome.providedBy = "an object created at launch"
                created = existing.class
            } else if object.isViewController, let identifier = object.storyboardIdentifier {
                outcome.providedBy = "the storyboard (\(identifier))"
                created = manifest.storyboardIdentifiers?[identifier] ?? object.className
            } else {
                outcome.reason = "no restoration class, app delegate, launch object or storyboard provides it"
            }
            if outcome.restored, let recorded = object.className, let created, !manifest.isKind(created, of: recorded) {
                outcome.stateDropped = true
                outcome.reason = "found a \(created), not a \(recorded): UIKit does not call decodeRestorableState"
            }
            restored[path] = outcome.restored
            outcomes.append(outcome)
        }
        return outcomes
    }
}
