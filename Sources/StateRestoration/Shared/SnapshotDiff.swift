import KeyedArchive
import PropertyList

/// How one preserved object differs between two snapshots.
public struct ObjectDiff: Hashable, Sendable {
    /// git's letters: added, deleted, modified, and type change for a changed class.
    public enum Status: String, Sendable {
        case added = "A", removed = "D", modified = "M", classChanged = "T"

        /// Added or removed when one side is missing, modified when both are there and differ,
        /// nil when neither is there or they are alike (sessions and windows).
        static func between(old: Bool, new: Bool, differs: Bool) -> Status? {
            switch (old, new) {
            case (false, false): nil
            case (false, true): .added
            case (true, false): .removed
            case (true, true): differs ? .modified : nil
            }
        }

        /// The word JSON output uses.
        public var name: String {
            switch self {
            case .added: "added"
            case .removed: "removed"
            case .modified: "modified"
            case .classChanged: "classChanged"
            }
        }
    }

    public var path: IdentifierPath
    public var status: Status
    public var oldClass: String?
    public var newClass: String?
    public var changes: [KeyChange]

    /// Compares one object's archives; nil when they decode to the same state.
    public static func compare(path: IdentifierPath, old: KeyedArchive?, new: KeyedArchive?) -> ObjectDiff? {
        // nil where the archive names no class (an AppKit record, a damaged object).
        let oldClass = old.flatMap { PreservedObject(path: path, archive: $0).className }
        let newClass = new.flatMap { PreservedObject(path: path, archive: $0).className }
        let changes = ArchiveDiff.changes(from: old, to: new)
        let status: Status
        switch (old, new) {
        case (nil, _): status = .added
        case (_, nil): status = .removed
        default:
            guard !changes.isEmpty else { return nil }
            status = oldClass != newClass ? .classChanged : .modified
        }
        return ObjectDiff(path: path, status: status, oldClass: oldClass, newClass: newClass, changes: changes)
    }
}

/// Everything that differs between two snapshots.
public struct SnapshotDiff: Hashable, Sendable {
    /// App-level keys: versions, idiom, the app delegate's keys, root order, first responders,
    /// restoration class map, size classes, ignore-snapshot (also from restorationInfo.plist).
    public var app: [KeyChange]
    /// Objects in tree order.
    public var objects: [ObjectDiff]
    /// Scene sessions by identifier.
    public var sessions: [SessionDiff]
    /// The session index's folder and the files kept byte for byte, by path.
    public var files: [KeyChange]
    /// A Mac app's windows and its app-level record, the record first, then the windows by
    /// number (as sessions are by identifier: the tree walk gives no stable order).
    public var windows: [WindowDiff]

    public init(app: [KeyChange], objects: [ObjectDiff], sessions: [SessionDiff] = [], files: [KeyChange] = [], windows: [WindowDiff] = []) {
        self.windows = windows.sorted { SavedWindow.precedes($0.name, $1.name) }
        self.app = app
        self.objects = objects.sorted { $0.path < $1.path }
        self.sessions = sessions.sorted { $0.identifier.precedesInBytes($1.identifier) }
        self.files = files
    }

    public var isEmpty: Bool { app.isEmpty && objects.isEmpty && sessions.isEmpty && files.isEmpty && windows.isEmpty }

    /// Every object that differs, at every level: the classic archive's, those of sessions'
    /// own archives and those of windows, each with its location (docs/diff.md: one
    /// granularity for every format).
    public var everyObject: [(location: ObjectLocation, diff: ObjectDiff)] {
        objects.map { (ObjectLocation.classic($0.path), $0) }
            + sessions.flatMap { session in session.objects.map { (ObjectLocation.session(session.identifier, $0.path), $0) } }
            + windows.flatMap { window in window.objects.map { (ObjectLocation.window(window.name, object: $0.path.rawValue), $0) } }
    }

    /// AppKit's app-level record (windows.plist's app-wide entry and `_NSApplication`), when it
    /// differs: app-level values, not a window.
    public var macApp: WindowDiff? { windows.first { $0.name == SavedWindow.appName } }

    /// The Mac app's windows that differ, without its app-level record.
    public var appWindows: [WindowDiff] { windows.filter { $0.name != SavedWindow.appName } }

    /// App-level changes between two snapshots' app parts. The timestamp changes with every
    /// run, so it is left out unless asked for.
    public static func appChanges(old: Snapshot?, new: Snapshot?, includeTimestamp: Bool) -> [KeyChange] {
        var changes = ArchiveDiff.changes(from: old?.app, to: new?.app)
        if !includeTimestamp { changes.removeAll { $0.path.first == UIKitKeys.timestamp } }
        let oldInfo = old?.restorationInfo.map({ FoundationValue(plist: $0) })
        let newInfo = new?.restorationInfo.map({ FoundationValue(plist: $0) })
        if let oldInfo, let newInfo, !ArchiveDiff.same(oldInfo, newInfo) || oldInfo.typeName != newInfo.typeName {
            changes.append(KeyChange(path: [UIKitKeys.restorationInfoFileName], kind: .changed,
                                     old: DiffValue(value: oldInfo, type: oldInfo.typeName), new: DiffValue(value: newInfo, type: newInfo.typeName)))
        } else if oldInfo != nil || newInfo != nil, (oldInfo == nil) != (newInfo == nil) {
            changes.append(KeyChange(path: [UIKitKeys.restorationInfoFileName], kind: oldInfo == nil ? .added : .removed,
                                     old: oldInfo.map { DiffValue(value: $0, type: $0.typeName) }, new: newInfo.map { DiffValue(value: $0, type: $0.typeName) }))
        }
        return changes
    }
}
