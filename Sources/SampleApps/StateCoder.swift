import KeyedArchive
import StateRestoration
import PropertyList

/// Collects the keys of one coder (one object's nested archive) the way
/// UIStateRestorationKeyedArchiver would write them.
struct StateCoder {
    private var objects: [ArchiveObject] = []
    private(set) var fields: [ArchiveField] = []

    mutating func encode(_ value: StateValue, forKey key: String) {
        fields.append(ArchiveField(ArchiveKeys.rawKey(key), archiveValue(value)))
    }

    mutating func encode(_ entries: [StateEntry]) {
        for entry in entries { encode(entry.value, forKey: entry.key) }
    }

    /// A raw field (UIKit's own keys, already spelled as stored).
    mutating func set(_ key: String, _ value: ArchiveValue) {
        fields.append(ArchiveField(key, value))
    }

    mutating func object(_ archiveClass: ArchiveClass, _ fields: [ArchiveField]) -> ArchiveValue {
        objects.append(ArchiveObject(archiveClass, fields))
        return .object(ArchiveObjectID(objects.count - 1))
    }

    mutating func archiveValue(_ value: StateValue) -> ArchiveValue {
        switch value {
        case .bool(let b): return .inline(.bool(b))
        case .int32(let i): return .inline(.integer(Int128(i)))
        case .int(let i): return .inline(.integer(Int128(i)))
        case .float(let f): return .inline(.real32(f))
        case .double(let d): return .inline(.real64(d))
        case .string(let s): return .stored(.string(s))
        case .number(let n): return .stored(.integer(Int128(n)))
        case .point(let x, let y): return .stored(.string("{\(Self.format(x)), \(Self.format(y))}"))
        case .date(let t): return object(ArchiveClass("NSDate", "NSObject"), [ArchiveField("NS.time", .inline(.real64(t)))])
        case .data(let bytes): return .stored(.data(bytes))
        case .indexPath(let indexes):
            var fields = [ArchiveField("NSIndexPathLength", .inline(.integer(Int128(indexes.count))))]
            if indexes.count == 1 {
                fields.append(ArchiveField("NSIndexPathValue", .inline(.integer(Int128(indexes[0])))))
            } else if indexes.count > 1 {
                fields.append(ArchiveField("NSIndexPathData", .inline(.data(Self.pack(indexes)))))
            }
            return object(ArchiveClass("NSIndexPath", "NSObject"), fields)
        case .array(let items):
            let values = items.map { archiveValue($0) }
            return object(ArchiveClass("NSArray", "NSObject"), [ArchiveField("NS.objects", .array(values))])
        case .reference(let path):
            return object(ArchiveClass(UIKitKeys.pathProxyClass, "NSObject"), [ArchiveField(UIKitKeys.pathProxyPath, .stored(.string(path.rawValue)))])
        }
    }

    /// A mutable dictionary of string keys, as UIKit's own tables are.
    mutating func dictionary(_ entries: [(String, ArchiveValue)]) -> ArchiveValue {
        object(ArchiveClass("NSMutableDictionary", "NSDictionary", "NSObject"), [
            ArchiveField("NS.keys", .array(entries.map { .stored(.string($0.0)) })),
            ArchiveField("NS.objects", .array(entries.map(\.1))),
        ])
    }

    mutating func stringArray(_ strings: [String]) -> ArchiveValue {
        object(ArchiveClass("NSMutableArray", "NSArray", "NSObject"), [ArchiveField("NS.objects", .array(strings.map { .stored(.string($0)) }))])
    }

    var archive: KeyedArchive { KeyedArchive(top: fields, objects: objects) }

    /// CGFloat as NSStringFromCGPoint prints it: integral values without a fraction.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// NSIndexPath's packed form: unsigned LEB128 varints.
    static func pack(_ indexes: [Int]) -> [UInt8] {
        var bytes: [UInt8] = []
        for index in indexes {
            var value = UInt64(max(0, index))
            repeat {
                var byte = UInt8(value & 0x7F)
                value >>= 7
                if value != 0 { byte |= 0x80 }
                bytes.append(byte)
            } while value != 0
        }
        return bytes
    }
}
