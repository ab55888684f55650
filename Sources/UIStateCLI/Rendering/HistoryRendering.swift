import Git
import StateRepository
import StateRestoration

/// The documents `log` and `show` print (also used by `demo`).
enum HistoryRendering {
    static func log(_ entries: [SnapshotStore.HistoryEntry], store: SnapshotStore, oneline: Bool, style: Style, staleness: Staleness? = nil) throws(RepositoryError) -> String {
        let decorations = try store.decorations()
        var out: [String] = []
        for (index, entry) in entries.enumerated() {
            let info = entry.info
            var decoration = HistoryText.decorations(info.id, decorations)
            if entry.isStale == true { decoration += " " + style.red("[stale]") }
            if oneline {
                out.append(style.yellow(info.id.short) + decoration + " " + info.subject)
            } else {
                if index > 0 { out.append("") }
                let notes = entry.isStale == true ? ["Stale:  the app is \(staleness?.current.text ?? "?"); UIKit would discard this snapshot"] : []
                HistoryText.header(info, decoration: decoration, notes: notes, style: style, into: &out)
            }
        }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }

    static func show(_ id: ObjectID, store: SnapshotStore, filters: [IdentifierPath], style: Style) throws(RepositoryError) -> String {
        let info = try store.info(id)
        let snapshot = try store.snapshot(at: id)
        var out: [String] = []
        HistoryText.header(info, decoration: HistoryText.decorations(id, try store.decorations()), style: style, into: &out)
        out.append("")
        if filters.isEmpty { SnapshotText.app(snapshot, style: style, into: &out) }
        SnapshotText.objects(objects(snapshot, filters), in: snapshot, style: style, into: &out)
        return out.joined(separator: "\n") + "\n"
    }

    static func objects(_ snapshot: Snapshot, _ filters: [IdentifierPath]) -> [PreservedObject] {
        filters.isEmpty ? snapshot.objects : snapshot.objects.filter { object in filters.contains { $0.contains(object.path) } }
    }
}
