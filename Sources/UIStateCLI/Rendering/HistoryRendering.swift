import Git
import StateRepository
import StateRestoration

/// The documents `log` and `show` print (also used by `demo`).
enum HistoryRendering {
    static func log(_ entries: [SnapshotStore.HistoryEntry], decorations: Decorations, oneline: Bool, style: Style, staleness: Staleness? = nil) -> String {
        var out: [String] = []
        for (index, entry) in entries.enumerated() {
            logEntry(entry, first: index == 0, decorations: decorations, oneline: oneline, style: style, staleness: staleness, into: &out)
        }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }

    /// One entry of `log`'s output, its lines appended to `out` (a blank line before every
    /// entry but the first, in the long form).
    static func logEntry(_ entry: SnapshotStore.HistoryEntry, first: Bool, decorations: Decorations, oneline: Bool, style: Style, staleness: Staleness?,
                         into out: inout [String]) {
        let info = entry.info
        var decoration = HistoryText.decorations(info.id, decorations)
        if entry.isStale == true { decoration += " " + style.red("[stale]") }
        if oneline {
            out.append(style.yellow(info.id.short) + decoration + " " + info.subject)
        } else {
            if !first { out.append("") }
            let framework = info.trailer(CommitMessage.Trailer.windows) != nil ? "AppKit" : "UIKit"
            let notes = entry.isStale == true ? ["Stale:  the app is \(staleness?.current.text ?? "?"); \(framework) would discard this snapshot"] : []
            HistoryText.header(info, decoration: decoration, notes: notes, style: style, into: &out)
        }
    }

    /// What `show -- <paths>` asks for: objects (and those below them) and scene sessions.
    struct Filter {
        var objects: [IdentifierPath] = []
        var sessions: [String] = []
        /// Windows of a Mac app's state, by name (`1234`, `app`).
        var windows: [String] = []
        var isEmpty: Bool { objects.isEmpty && sessions.isEmpty && windows.isEmpty }

        init() {}

        /// Each path names a session or an object of `state`; anything else is an error.
        init(_ paths: [String], in state: SavedState, revision: String) throws(RepositoryError) {
            for path in paths {
                if state.session(path) != nil {
                    sessions.append(path)
                } else if case let named = WindowPath(path), let window = state.windows?.window(named: named.window),
                          named.object.map({ window.object(named: $0) != nil }) ?? true {
                    // A window, or one of its objects (`101/Text View`): the window is shown.
                    windows.append(window.name)
                } else if state.classic?.objects.contains(where: { IdentifierPath(path).contains($0.path) }) == true {
                    objects.append(IdentifierPath(path))
                } else {
                    throw .unknownObject(path: path, revision: revision)
                }
            }
        }

        func objects(_ snapshot: Snapshot) -> [PreservedObject] {
            if isEmpty { return snapshot.objects }
            return snapshot.objects.filter { object in objects.contains { $0.contains(object.path) } }
        }
    }

    /// `decorations`: the refs to show (those of a moment the demo replays), else the current ones.
    static func show(_ id: ObjectID, state: SavedState, store: SnapshotStore, filter: Filter, decorations: Decorations? = nil, style: Style) throws(RepositoryError) -> String {
        let info = try store.info(id)
        var out: [String] = []
        let current: Decorations
        if let decorations { current = decorations } else { current = try store.decorations() }
        HistoryText.header(info, decoration: HistoryText.decorations(id, current), style: style, into: &out)
        out.append("")
        if let windows = state.windows, filter.isEmpty || !filter.windows.isEmpty {
            WindowText.windows(windows, only: filter.windows, fromDisk: false, style: style, into: &out)
        }
        if state.hasScenes && (filter.isEmpty || !filter.sessions.isEmpty) {
            SceneText.sessions(state, only: filter.sessions, style: style, into: &out)
        }
        if let classic = state.classic, filter.isEmpty || !filter.objects.isEmpty {
            if filter.isEmpty { SnapshotText.app(classic, style: style, into: &out) }
            SnapshotText.objects(filter.objects(classic), in: classic, style: style, into: &out)
        }
        if filter.isEmpty { SceneText.files(state.files, style: style, into: &out) }
        return out.joined(separator: "\n") + "\n"
    }

    /// What a state holds, in its format's words: `11 objects in 2 windows` (AppKit), `5
    /// objects`, `3 objects, 2 scene sessions`.
    static func contents(_ state: SavedState) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        if let windows = state.windows {
            let objects = windows.windows.reduce(0) { $0 + $1.objects.count }
            return count(objects, "object") + " in " + count(windows.appWindows.count, "window")
        }
        let objects = (state.classic?.objects.count ?? 0) + state.sessions.reduce(0) { $0 + ($1.classic?.objects.count ?? 0) }
        return count(objects, "object") + (state.sessions.isEmpty ? "" : ", " + count(state.sessions.count, "scene session"))
    }

    /// `show --stat`: the header, then the changes against the first parent (the first
    /// snapshot has none to compare with, and says how much it holds).
    static func showStat(_ id: ObjectID, paths: [IdentifierPath], store: SnapshotStore, style: Style) throws(RepositoryError) -> String {
        let info = try store.info(id)
        var out: [String] = []
        HistoryText.header(info, decoration: HistoryText.decorations(id, try store.decorations()), style: style, into: &out)
        out.append("")
        guard let parent = info.parents.first else {
            let state = try store.savedState(at: id)
            out.append(" the first snapshot: " + contents(state))
            return out.joined(separator: "\n") + "\n"
        }
        let comparison = try store.compare(from: parent, to: .commit(id), paths: paths)
        return out.joined(separator: "\n") + "\n" + DiffRendering.stat(comparison.diff, style: style)
    }
}
