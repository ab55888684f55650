import KeyedArchive
import PropertyList

/// How one window of a Mac app's saved state differs between two states: its windows.plist
/// entry key by key (`window` ...; the app-wide entry's keys without that prefix, as the
/// app-level values they are; the records' key is not compared: AppKit may make a new one on
/// any save), and each restorable object: its `rchv` archive key by key, other chunks as bytes
/// (`<tag>`).
public struct WindowDiff: Hashable, Sendable {
    public var name: String
    /// added: the window opened; removed: closed.
    public var status: ObjectDiff.Status
    /// The window's title, newest side first.
    public var title: String?
    public var changes: [KeyChange]
    /// Restorable objects, by name.
    public var objects: [ObjectDiff]

    /// nil when both sides hold the same state.
    public static func compare(name: String, old: SavedWindow?, new: SavedWindow?) -> WindowDiff? {
        let changes = ArchiveDiff.changes(from: old.map(entryPairs), to: new.map(entryPairs), prefix: name == SavedWindow.appName ? [] : ["window"])
        var objects: [ObjectDiff] = []
        let names = Set((old?.objects ?? []).map(\.name)).union((new?.objects ?? []).map(\.name))
        for objectName in names.sorted(by: { $0.precedesInBytes($1) }) {
            if let diff = objectDiff(name: objectName, old: old?.object(named: objectName), new: new?.object(named: objectName)) { objects.append(diff) }
        }
        guard let status = ObjectDiff.Status.between(old: old != nil, new: new != nil, differs: !changes.isEmpty || !objects.isEmpty) else { return nil }
        return WindowDiff(name: name, status: status, title: new?.title ?? old?.title, changes: changes, objects: objects)
    }

    static func entryPairs(_ window: SavedWindow) -> [(key: String, value: FoundationValue)] {
        window.entry.filter { $0.key != WindowKeys.dataKey }.map { ($0.key, FoundationValue(plist: $0.value)) }
    }

    static func objectDiff(name: String, old: RestorableRecord?, new: RestorableRecord?) -> ObjectDiff? {
        let path = IdentifierPath(name)
        var diff = ObjectDiff.compare(path: path, old: old.map(archive), new: new.map(archive))
        var chunkChanges = FileDiff.changes(old: old.map(otherChunks) ?? [], new: new.map(otherChunks) ?? [])
        // What the tree stores besides the chunks' contents: the record's header word and the
        // order of its chunks, each a change when both sides have the record.
        if let old, let new {
            if old.header != new.header {
                chunkChanges.append(KeyChange(path: ["record header"], kind: .changed, old: DiffValue(value: .integer(Int128(old.header)), type: "int"),
                                              new: DiffValue(value: .integer(Int128(new.header)), type: "int")))
            }
            let (oldTags, newTags) = (old.chunks.map(\.tag), new.chunks.map(\.tag))
            if oldTags != newTags {
                chunkChanges.append(KeyChange(path: ["chunk order"], kind: .changed, old: DiffValue(value: .string(oldTags.joined(separator: " ")), type: "string"),
                                              new: DiffValue(value: .string(newTags.joined(separator: " ")), type: "string")))
            }
        }
        guard !chunkChanges.isEmpty else { return diff }
        if diff == nil { diff = ObjectDiff(path: path, status: .modified, oldClass: nil, newClass: nil, changes: []) }
        diff?.changes += chunkChanges
        return diff
    }

    /// The record's archive (an empty one when it has no `rchv` chunk).
    static func archive(_ record: RestorableRecord) -> KeyedArchive {
        record.archive ?? KeyedArchive(top: [], objects: [])
    }

    /// Chunks other than the first archive, as files named by tag (`surl`, `surl 2` ...).
    static func otherChunks(_ record: RestorableRecord) -> [SavedFile] {
        var seen: [String: Int] = [:]
        var skippedArchive = false
        var files: [SavedFile] = []
        for chunk in record.chunks {
            if chunk.tag == WindowKeys.archiveTag && !skippedArchive {
                skippedArchive = true
                continue
            }
            seen[chunk.tag, default: 0] += 1
            let count = seen[chunk.tag]!
            files.append(SavedFile(path: count == 1 ? chunk.tag : "\(chunk.tag) \(count)", bytes: chunk.bytes))
        }
        return files
    }
}
