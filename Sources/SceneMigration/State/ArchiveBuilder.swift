import KeyedArchive
import PropertyList

/// Builds a keyed archive of Foundation's plist classes as NSKeyedArchiver writes them:
/// strings, numbers and data stored in `$objects`, arrays and dictionaries as `NSArray` and
/// `NSDictionary` objects (`NS.objects`, `NS.keys`), dictionary keys in byte order so the same
/// values always give the same bytes.
struct ArchiveBuilder {
    private(set) var objects: [ArchiveObject] = []

    mutating func object(_ object: ArchiveObject) -> ArchiveValue {
        objects.append(object)
        return .object(ArchiveObjectID(objects.count - 1))
    }

    func string(_ text: String) -> ArchiveValue { .stored(.string(text)) }
    func integer(_ value: Int) -> ArchiveValue { .stored(.integer(Int128(value))) }
    func data(_ bytes: [UInt8]) -> ArchiveValue { .stored(.data(bytes)) }

    mutating func array(_ items: [ArchiveValue]) -> ArchiveValue {
        object(ArchiveObject(ArchiveClass("NSArray", "NSObject"), [ArchiveField("NS.objects", .array(items))]))
    }

    mutating func dictionary(_ entries: [(key: String, value: ArchiveValue)]) -> ArchiveValue {
        let sorted = entries.sorted { $0.key.precedesInBytes($1.key) }
        return object(ArchiveObject(ArchiveClass("NSDictionary", "NSObject"), [
            ArchiveField("NS.keys", .array(sorted.map { string($0.key) })),
            ArchiveField("NS.objects", .array(sorted.map(\.value))),
        ]))
    }

    /// The archive with `root` under `key` at the top.
    func archive(_ key: String, _ root: ArchiveValue) -> KeyedArchive {
        KeyedArchive(top: [ArchiveField(key, root)], objects: objects)
    }
}
