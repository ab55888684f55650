import KeyedArchive
import PropertyList

/// How one scene session differs between two saved states: its index entry, its activity and
/// userInfo key by key, its user info files, its per-session classic archive and other files.
/// Each change's path starts with the part it is in: `session`, `activity`, `userInfo`,
/// `userInfo.data`, `internalUserInfo.data`, `app`, `files`.
public struct SessionDiff: Hashable, Sendable {
    public var identifier: String
    public var status: ObjectDiff.Status
    /// The activity's title, newest side first, to name the window.
    public var title: String?
    public var changes: [KeyChange]
    /// Objects of a per-session classic archive.
    public var objects: [ObjectDiff]

    /// nil when both sides decode to the same state.
    public static func compare(identifier: String, old: SceneSession?, new: SceneSession?, includeTimestamp: Bool = false) -> SessionDiff? {
        var changes: [KeyChange] = []
        changes += ArchiveDiff.changes(from: old?.definition.map { pairs(FoundationDecoder.fields(of: $0)) },
                                       to: new?.definition.map { pairs(FoundationDecoder.fields(of: $0)) }, prefix: ["session"])
        changes += ArchiveDiff.changes(from: old?.activity.map(activityPairs), to: new?.activity.map(activityPairs), prefix: ["activity"])
        changes += ArchiveDiff.changes(from: old?.activity.map { ArchiveDiff.keyed($0.userInfoValues) },
                                       to: new?.activity.map { ArchiveDiff.keyed($0.userInfoValues) }, prefix: ["userInfo"])
        changes += plist(old?.userInfo, new?.userInfo, name: SceneKeys.userInfoFile)
        changes += plist(old?.internalUserInfo, new?.internalUserInfo, name: SceneKeys.internalUserInfoFile)
        if old?.classic != nil || new?.classic != nil {
            changes += SnapshotDiff.appChanges(old: old?.classic, new: new?.classic, includeTimestamp: includeTimestamp)
                .map { $0.moved(to: ["app"] + $0.path) }
        }
        changes += FileDiff.changes(old: old?.files ?? [], new: new?.files ?? [], prefix: ["files"])
        var objects: [ObjectDiff] = []
        let oldObjects = old?.classic?.objects ?? []
        let newObjects = new?.classic?.objects ?? []
        for path in Set(oldObjects.map(\.path)).union(newObjects.map(\.path)).sorted() {
            if let diff = ObjectDiff.compare(path: path, old: old?.classic?.object(at: path)?.archive, new: new?.classic?.object(at: path)?.archive) {
                objects.append(diff)
            }
        }
        let differs = !changes.isEmpty || !objects.isEmpty || old?.hasFolder != new?.hasFolder
        guard let status = ObjectDiff.Status.between(old: old != nil, new: new != nil, differs: differs) else { return nil }
        return SessionDiff(identifier: identifier, status: status, title: new?.activity?.title ?? old?.activity?.title, changes: changes, objects: objects)
    }

    static func pairs(_ fields: [FoundationField]) -> [(key: String, value: FoundationValue)] {
        fields.map { ($0.key, $0.value) }
    }

    static func activityPairs(_ activity: SceneActivity) -> [(key: String, value: FoundationValue)] {
        activity.entries.map { ($0.key, FoundationValue(plist: $0.value)) }
    }

    static func plist(_ old: PropertyListValue?, _ new: PropertyListValue?, name: String) -> [KeyChange] {
        let oldValue = old.map { FoundationValue(plist: $0) }
        let newValue = new.map { FoundationValue(plist: $0) }
        switch (oldValue, newValue) {
        case (.dictionary(let a)?, .dictionary(let b)?):
            return ArchiveDiff.changes(from: ArchiveDiff.keyed(a), to: ArchiveDiff.keyed(b), prefix: [name])
        default:
            return ArchiveDiff.changes(from: oldValue.map { [("", $0)] }, to: newValue.map { [("", $0)] }, prefix: [name])
                .map { $0.moved(to: $0.path.filter { !$0.isEmpty }) }
        }
    }
}

/// Files kept byte for byte: added, removed or changed, by path.
public enum FileDiff {
    public static func changes(old: [SavedFile], new: [SavedFile], prefix: [String] = []) -> [KeyChange] {
        let before = Dictionary(old.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(new.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        var changes: [KeyChange] = []
        for path in Set(before.keys).union(after.keys).sorted(by: { $0.precedesInBytes($1) }) {
            let a = before[path].map { DiffValue(value: .data($0), type: "data") }
            let b = after[path].map { DiffValue(value: .data($0), type: "data") }
            switch (a, b) {
            case (let a?, let b?) where a != b: changes.append(KeyChange(path: prefix + [path], kind: .changed, old: a, new: b))
            case (nil, let b?): changes.append(KeyChange(path: prefix + [path], kind: .added, old: nil, new: b))
            case (let a?, nil): changes.append(KeyChange(path: prefix + [path], kind: .removed, old: a, new: nil))
            default: break
            }
        }
        return changes
    }
}
