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

    /// The value in the plist, with everything it references numbered first, in the order
    /// NSKeyedArchiver's recursion gives (an object, then what its fields reach, then its
    /// class record). A loop over a stack, not a recursion: a graph may be a chain as deep as
    /// it has objects.
    mutating func encode(_ value: ArchiveValue) -> PropertyListValue {
        number(value)
        return plist(value)
    }

    private enum Step {
        case value(ArchiveValue)
        case classOf(Int)
    }

    /// Numbers the objects and stored values `value` reaches, as the recursion would.
    private mutating func number(_ value: ArchiveValue) {
        var pending: [Step] = [.value(value)]
        var filled: [Int] = []
        while let step = pending.popLast() {
            switch step {
            case .classOf(let index):
                _ = classUID(archive.objects[index].archiveClass)
                filled.append(index)
            case .value(let value):
                switch value {
                case .inline, .null: break
                case .stored(let scalar):
                    guard storedUIDs[scalar] == nil else { continue }
                    storedUIDs[scalar] = UInt64(objects.count)
                    objects.append(scalar.propertyListValue)
                case .object(let id):
                    guard objectUIDs[id.index] == nil else { continue }
                    objectUIDs[id.index] = objects.count
                    objects.append(.null)
                    pending.append(.classOf(id.index))
                    pending += archive[id].fields.reversed().map { .value($0.value) }
                case .array(let items), .set(let items): pending += items.reversed().map { .value($0) }
                case .dictionary(let fields): pending += fields.reversed().map { .value($0.value) }
                }
            }
        }
        // Every object numbered above is written now that all it references has a number.
        for index in filled {
            let object = archive.objects[index]
            var entries: [PropertyListEntry] = [PropertyListEntry("$class", .uid(classUIDs[object.archiveClass]!))]
            entries.reserveCapacity(object.fields.count + 1)
            for field in object.fields { entries.append(PropertyListEntry(field.key, plist(field.value))) }
            objects[objectUIDs[index]!] = .dictionary(entries)
        }
    }

    /// A value whose references are all numbered.
    private func plist(_ value: ArchiveValue) -> PropertyListValue {
        switch value {
        case .inline(let scalar): scalar.propertyListValue
        case .null: .uid(0)
        case .stored(let scalar): .uid(storedUIDs[scalar]!)
        case .object(let id): .uid(UInt64(objectUIDs[id.index]!))
        case .array(let items): .array(items.map(plist))
        case .set(let items): .set(items.map(plist))
        case .dictionary(let fields): .dictionary(fields.map { PropertyListEntry($0.key, plist($0.value)) })
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
