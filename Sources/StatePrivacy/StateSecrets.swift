import KeyedArchive
import PropertyList
import StateRestoration

/// A private value found in a saved state: where (the object as every output names it:
/// `Root/Account`, `@app`, `@scenes/<id>`, `@windows/3/_NSWindow`, `@files/<path>`), under
/// which keys, and by which rule. Never the value.
public struct SecretFinding: Hashable, Sendable, Comparable {
    public var location: String
    /// Empty when the location's own name matched.
    public var keyPath: [String]
    public var rule: PrivacyRule
    /// Why redacting leaves it in place; nil when redacting replaces it.
    public var kept: KeptReason?

    public init(location: String, keyPath: [String], rule: PrivacyRule, kept: KeptReason? = nil) {
        self.location = location
        self.keyPath = keyPath
        self.rule = rule
        self.kept = kept
    }

    /// The key path as outputs write it: its keys, or when there are none what matched: the
    /// location's own name, `(its name)`, or its content, `(its content)` (a file's text).
    public var keyPathText: String {
        guard keyPath.isEmpty else { return keyPath.joined(separator: " / ") }
        return kept == .name ? "(its name)" : "(its content)"
    }

    /// Text the user typed: reported apart, acted on only when the policy redacts it.
    public var isTypedText: Bool { rule == .typedText }

    /// A flaw in the state (text that is not valid UTF-16), not a private value.
    public var isFlaw: Bool { PrivacyRule.flaws.contains(rule) }

    public static func < (a: Self, b: Self) -> Bool {
        if a.location != b.location { return a.location.utf8.lexicographicallyPrecedes(b.location.utf8) }
        // Key by key, by bytes (never joined: 10,000 findings 500 keys deep are sorted here).
        for (x, y) in zip(a.keyPath, b.keyPath) where !x.utf8.elementsEqual(y.utf8) {
            return x.utf8.lexicographicallyPrecedes(y.utf8)
        }
        if a.keyPath.count != b.keyPath.count { return a.keyPath.count < b.keyPath.count }
        return a.rule < b.rule
    }
}

/// Scanning and redacting a whole saved state, every format: the classic archive (app-level
/// values, `restorationInfo.plist`, each object), scene sessions (the index entry, the
/// restoration activity with its userInfo and `@SceneStorage` values, user info plists, a
/// session's own classic archive, kept files), a Mac app's windows (windows.plist entries and
/// each restorable object's record, bookmarks included) and every other kept file.
public enum StateSecrets {
    public static func scan(_ state: SavedState, policy: PrivacyPolicy) -> [SecretFinding] {
        walk(state, SecretScanner(policy: policy)).findings
    }

    /// The state with every private value replaced by a placeholder, and what was replaced.
    public static func redact(_ state: SavedState, policy: PrivacyPolicy, placeholders: Placeholders) -> (state: SavedState, findings: [SecretFinding]) {
        walk(state, SecretScanner(policy: policy, placeholders: placeholders))
    }

    private static func walk(_ state: SavedState, _ scanner: SecretScanner) -> (state: SavedState, findings: [SecretFinding]) {
        var state = state
        var findings: [SecretFinding] = []
        func collect(_ location: String) {
            findings += scanner.takeFindings().map { SecretFinding(location: location, keyPath: $0.keyPath, rule: $0.rule, kept: $0.kept) }
        }
        func snapshot(_ snapshot: Snapshot, prefix: String) -> Snapshot {
            var snapshot = snapshot
            let app = prefix + TreeNames.app
            if let new = scanner.archive(snapshot.app, at: app) { snapshot.app = new }
            if let info = snapshot.restorationInfo, let new = scanner.plist(info, at: app, keyPath: ["restorationInfo"]) { snapshot.restorationInfo = new }
            collect(app)
            for index in snapshot.objects.indices {
                let location = prefix + snapshot.objects[index].path.rawValue
                scanner.name(snapshot.objects[index].path.rawValue, at: location)
                if let new = scanner.archive(snapshot.objects[index].archive, at: location) { snapshot.objects[index].archive = new }
                collect(location)
            }
            return snapshot
        }
        func files(_ files: [SavedFile], prefix: String) -> [SavedFile] {
            files.map { file in
                var file = file
                let location = prefix + file.path
                scanner.name(file.path, at: location)
                if let new = scanner.bytes(file.bytes, at: location) { file.bytes = new }
                collect(location)
                return file
            }
        }
        if let classic = state.classic { state.classic = snapshot(classic, prefix: "") }
        for index in state.sessions.indices {
            var session = state.sessions[index]
            let location = ObjectLocation.scenesPrefix + session.identifier
            if let definition = session.definition, let new = scanner.archive(definition, at: location, keyPath: ["session"]) { session.definition = new }
            if var activity = session.activity {
                if case .dictionary(let entries)? = scanner.plist(.dictionary(activity.entries), at: location, keyPath: ["activity"]) { activity.entries = entries }
                if let userInfo = activity.userInfo, let new = scanner.archive(userInfo, at: location, keyPath: ["activity"]) { activity.userInfo = new }
                session.activity = activity
            }
            if let userInfo = session.userInfo, let new = scanner.plist(userInfo, at: location, keyPath: ["userInfo"]) { session.userInfo = new }
            if let privateInfo = session.internalUserInfo, let new = scanner.plist(privateInfo, at: location, keyPath: ["internalUserInfo"]) { session.internalUserInfo = new }
            collect(location)
            if let classic = session.classic { session.classic = snapshot(classic, prefix: location + "/") }
            session.files = files(session.files, prefix: location + "/")
            state.sessions[index] = session
        }
        state.files = files(state.files, prefix: TreeNames.files + "/")
        if var windows = state.windows {
            for index in windows.windows.indices {
                var window = windows.windows[index]
                let location = ObjectLocation.windowsPrefix + window.name
                if case .dictionary(let entry)? = scanner.plist(.dictionary(window.entry), at: location) { window.entry = entry }
                collect(location)
                for objectIndex in window.objects.indices {
                    let record = window.objects[objectIndex]
                    let recordLocation = ObjectLocation.window(window.name, object: record.name).displayPath
                    scanner.name(record.name, at: recordLocation)
                    if let new = scanner.archive(record.archiveForm, at: recordLocation), let rebuilt = RestorableRecord(name: record.name, archiveForm: new) {
                        window.objects[objectIndex] = rebuilt
                    }
                    collect(recordLocation)
                }
                windows.windows[index] = window
            }
            state.windows = windows
        }
        return (state, findings)
    }
}

/// The names outputs give the parts of a state that are not objects (as the repository's tree
/// spells them).
enum TreeNames {
    static let app = "@app"
    static let files = "@files"
}
