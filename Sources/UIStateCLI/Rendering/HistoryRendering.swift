import Git
import StateRepository
import StateRestoration

/// The documents `log` and `show` print (also used by `demo`).
enum HistoryRendering {
    static func log(_ entries: [SnapshotInfo], store: SnapshotStore, oneline: Bool, style: Style) throws -> String {
        let refs = try store.repository.references(matching: "refs/*")
        let head = try store.branchReference()
        var out: [String] = []
        for (index, info) in entries.enumerated() {
            let decoration = HistoryText.decorations(info.id, refs: refs, head: head)
            if oneline {
                out.append(style.yellow(info.id.short) + decoration + " " + info.subject)
            } else {
                if index > 0 { out.append("") }
                HistoryText.header(info, decoration: decoration, style: style, into: &out)
            }
        }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }

    static func show(_ id: ObjectID, store: SnapshotStore, filters: [IdentifierPath], style: Style) throws -> String {
        let info = try store.info(id)
        let snapshot = try store.snapshot(at: id)
        let refs = try store.repository.references(matching: "refs/*")
        var out: [String] = []
        HistoryText.header(info, decoration: HistoryText.decorations(id, refs: refs, head: try store.branchReference()), style: style, into: &out)
        out.append("")
        if filters.isEmpty { SnapshotText.app(snapshot, style: style, into: &out) }
        SnapshotText.objects(objects(snapshot, filters), in: snapshot, style: style, into: &out)
        return out.joined(separator: "\n") + "\n"
    }

    static func objects(_ snapshot: Snapshot, _ filters: [IdentifierPath]) -> [PreservedObject] {
        filters.isEmpty ? snapshot.objects : snapshot.objects.filter { object in filters.contains { $0.contains(object.path) } }
    }
}
