import KeyedArchive
import PropertyList
import StateRestoration

/// One saved state as the page's data: app-level values, screens, scene sessions, Mac windows,
/// sizes and kept files. For a comparison it is the newer state with what the older one had
/// and the newer lost put back in, so removed controllers, sessions and windows are drawn
/// where they were, marked.
struct StatePicture {
    var label: String
    var id: String?
    var subject: String?
    var state: SavedState
    /// The bytes of the state (for a comparison, the newer one as it is).
    var sizes: StateSizes
    /// The older state of a comparison.
    var formerly: SavedState?
    var marks: ChangeMarks
    /// App-level and kept-file changes, shown beside the pictures.
    var appChanges: [KeyChange] = []
    var fileChanges: [KeyChange] = []
    var previousTotalBytes: Int?

    init(label: String, id: String?, subject: String?, state: SavedState) {
        self.label = label
        self.id = id
        self.subject = subject
        self.state = state
        sizes = StateSizes(state, keysOfBiggest: 200)
        marks = ChangeMarks(nil)
    }

    init(label: String, id: String?, subject: String?, state: SavedState, comparedWith old: SavedState, diff: SnapshotDiff) {
        self.label = label
        self.id = id
        self.subject = subject
        self.state = Self.merged(state, keepingFrom: old)
        sizes = StateSizes(state, keysOfBiggest: 200)
        formerly = old
        marks = ChangeMarks(diff)
        appChanges = diff.app + (diff.macApp?.changes ?? [])
        fileChanges = diff.files
        previousTotalBytes = StateSizes(old, keysOfBiggest: 0, alike: sizes).totalBytes
    }

    func write(into json: inout ScriptJSON) {
        json.beginObject()
        json.member("label", label)
        json.member("id", id)
        json.member("subject", subject)
        if let classic = state.classic {
            json.key("app")
            json.fields(FoundationDecoder.fields(of: classic.app))
            json.key("screens")
            json.screens(classic, formerly: formerly?.classic, prefix: "", marks: marks)
        }
        if state.hasScenes {
            json.member("sceneIndex", state.sceneIndexFolder)
            json.key("sessions")
            let marks = self.marks
            let formerly = self.formerly
            json.array(state.sessions) { json, session in json.session(session, formerly: formerly?.session(session.identifier), marks: marks) }
        }
        if let windows = state.windows {
            json.key("windows")
            json.windows(windows, marks: marks)
        }
        if !appChanges.isEmpty {
            json.key("appChanges")
            json.changes(appChanges)
        }
        if !fileChanges.isEmpty {
            json.key("fileChanges")
            json.changes(fileChanges)
        }
        json.key("files")
        json.array(state.files) { json, file in
            json.beginArray()
            json.string(file.path)
            json.int(file.bytes.count)
            json.endArray()
        }
        json.key("sizes")
        writeSizes(into: &json)
        json.endObject()
    }

    private func writeSizes(into json: inout ScriptJSON) {
        json.beginObject()
        json.key("total")
        json.int(sizes.totalBytes)
        if let previousTotalBytes {
            json.key("previous")
            json.int(previousTotalBytes)
        }
        json.key("entries")
        json.array(sizes.entries) { json, entry in
            json.beginArray()
            json.string(entry.path)
            json.int(entry.bytes)
            json.array(entry.keys.prefix(5)) { json, key in
                json.beginArray()
                json.string(key.name)
                json.int(key.bytes)
                json.endArray()
            }
            json.endArray()
        }
        json.key("keys")
        json.array(sizes.biggestKeys(20)) { json, item in
            json.beginArray()
            json.string(item.path)
            json.string(item.key.name)
            json.int(item.key.bytes)
            json.endArray()
        }
        json.endObject()
    }

    /// `new` with the controllers, sessions and windows only `old` has.
    static func merged(_ new: SavedState, keepingFrom old: SavedState) -> SavedState {
        var merged = new
        switch (new.classic, old.classic) {
        case (let now?, let before?):
            let present = Set(now.objects.map(\.path))
            merged.classic = Snapshot(app: now.app, objects: now.objects + before.objects.filter { !present.contains($0.path) }, restorationInfo: now.restorationInfo)
        case (nil, let before?):
            merged.classic = before
        default:
            break
        }
        var sessions = new.sessions
        for session in old.sessions where new.session(session.identifier) == nil { sessions.append(session) }
        merged = SavedState(classic: merged.classic, sceneIndexFolder: new.sceneIndexFolder ?? old.sceneIndexFolder, sessions: sessions, files: new.files, windows: merged.windows)
        switch (new.windows, old.windows) {
        case (let now?, let before?):
            let present = Set(now.windows.map(\.name))
            merged.windows = WindowState(windows: now.windows + before.windows.filter { !present.contains($0.name) }, recordMagic: now.recordMagic, readReport: now.readReport)
        case (nil, let before?):
            merged.windows = before
        default:
            break
        }
        return merged
    }
}
