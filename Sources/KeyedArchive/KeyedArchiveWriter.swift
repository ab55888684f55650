import PropertyList

/// Writes an archive as NSKeyedArchiver does: `$objects[0]` is `$null`, each object is a
/// dictionary with `$class` referencing a class record, plain values are stored once and
/// referenced by UID. The output is deterministic (it follows the canonical object order).
public enum KeyedArchiveWriter {
    public static func propertyList(_ archive: KeyedArchive) -> PropertyListValue {
        var table = ObjectsTable(archive: archive)
        let top = archive.top.map { PropertyListEntry($0.key, table.encode($0.value)) }
        return .dictionary([
            PropertyListEntry("$version", .integer(archive.version)),
            PropertyListEntry("$archiver", .string(archive.archiver)),
            PropertyListEntry("$top", .dictionary(top)),
            PropertyListEntry("$objects", .array(table.objects)),
        ])
    }

    /// The archive as a binary plist, the form UIKit writes.
    public static func write(_ archive: KeyedArchive) -> [UInt8] {
        BinaryPropertyListWriter.write(propertyList(archive))
    }
}

private struct ObjectsTable {
    let archive: KeyedArchive
    var objects: [PropertyListValue] = [.string("$null")]
    var objectUIDs: [Int?]
    var storedUIDs: [ArchiveScalar: UInt64] = [:]
    var classUIDs: [ArchiveClass: UInt64] = [:]

    init(archive: KeyedArchive) {
        self.archive = archive
        self.objectUIDs = Array(repeating: nil, count: archive.objects.count)
    }

    mutating func encode(_ value: ArchiveValue) -> PropertyListValue {
        switch value {
        case .inline(let scalar): return scalar.propertyListValue
        case .null: return .uid(0)
        case .stored(let scalar):
            if let uid = storedUIDs[scalar] { return .uid(uid) }
            let uid = UInt64(objects.count)
            objects.append(scalar.propertyListValue)
            storedUIDs[scalar] = uid
            return .uid(uid)
        case .object(let id):
            if let uid = objectUIDs[id.index] { return .uid(UInt64(uid)) }
            let uid = objects.count
            objectUIDs[id.index] = uid
            objects.append(.null)
            let object = archive[id]
            var entries: [PropertyListEntry] = [PropertyListEntry("$class", .null)]
            entries.reserveCapacity(object.fields.count + 1)
            for field in object.fields { entries.append(PropertyListEntry(field.key, encode(field.value))) }
            entries[0].value = .uid(classUID(object.archiveClass))
            objects[uid] = .dictionary(entries)
            return .uid(UInt64(uid))
        case .array(let items): return .array(items.map { encode($0) })
        case .set(let items): return .set(items.map { encode($0) })
        case .dictionary(let fields): return .dictionary(fields.map { PropertyListEntry($0.key, encode($0.value)) })
        }
    }

    mutating func classUID(_ archiveClass: ArchiveClass) -> UInt64 {
        if let uid = classUIDs[archiveClass] { return uid }
        var record = [PropertyListEntry("$classname", .string(archiveClass.name))]
        if let classes = archiveClass.classes { record.append(PropertyListEntry("$classes", .array(classes.map { .string($0) }))) }
        if let hints = archiveClass.hints { record.append(PropertyListEntry("$classhints", .array(hints.map { .string($0) }))) }
        let uid = UInt64(objects.count)
        objects.append(.dictionary(record))
        classUIDs[archiveClass] = uid
        return uid
    }
}
