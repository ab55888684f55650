import PropertyList
import StateRestoration

/// What a diff says about each part of a picture, found by the name every output uses
/// (`ObjectLocation.displayPath`, a session's identifier, a window's name).
struct ChangeMarks {
    var objects: [String: ObjectDiff] = [:]
    var sessions: [String: SessionDiff] = [:]
    var windows: [String: WindowDiff] = [:]

    init(_ diff: SnapshotDiff?) {
        guard let diff else { return }
        for (location, object) in diff.everyObject { objects[location.displayPath] = object }
        for session in diff.sessions { sessions[session.identifier] = session }
        for window in diff.windows { windows[window.name] = window }
    }
}

extension ScriptJSON {
    /// `"s": status letter`, when the part changed, and `"d": changes` when it is on both
    /// sides (an added or removed part shows its keys as they are).
    mutating func mark(_ status: ObjectDiff.Status?, _ changes: [KeyChange]) {
        guard let status else { return }
        key("s")
        string(status.rawValue)
        if !changes.isEmpty && status != .added && status != .removed {
            key("d")
            self.changes(changes)
        }
    }
}
