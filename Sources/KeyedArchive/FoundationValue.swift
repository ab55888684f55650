import PropertyList

/// A value of an archive as a Foundation programmer reads it: NSArray as an array, NSDate as
/// a date, NSIndexPath as its indexes, NSValue geometry as its string, data holding an archive
/// as that archive's values. Classes without a view stay generic objects with every key, so
/// nothing is hidden; the raw form is always still in the `KeyedArchive`.
public indirect enum FoundationValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int128)
    case real32(Float)
    case real64(Double)
    case string(String)
    case data([UInt8])
    /// Seconds since 2001-01-01T00:00:00Z.
    case date(Double)
    case uuid(String)
    case url(String)
    case indexPath([Int128])
    /// NSValue geometry in UIKit's string form, e.g. kind "rect", "{{0, 0}, {320, 480}}".
    case geometry(kind: String, value: String)
    case range(location: Int128, length: Int128)
    case array([FoundationValue])
    case orderedSet([FoundationValue])
    case set([FoundationValue])
    case dictionary([FoundationEntry])
    /// Data that holds a complete keyed archive (a UIKit per-object or per-view coder).
    case archive([FoundationField])
    /// Data that holds JSON (`format` "json": a Codable value, `@SceneStorage`) or a plain
    /// property list (`format` "plist"), decoded; the bytes stay in the archive.
    case embedded(format: String, value: FoundationValue)
    /// Any other class: every key, by its user-visible name.
    case object(className: String, fields: [FoundationField])
    /// An object already shown earlier (shared, or a cycle back to an enclosing object).
    case seen(className: String, id: ArchiveObjectID)
    /// The first appearance of an object the archive refers to more than once: its number,
    /// which the later `seen` values carry, and its value.
    case shared(id: ArchiveObjectID, value: FoundationValue)
    /// UIKit's stand-in for another restorable object (`_UIObjectIdentifierPathProxy`): the
    /// referenced object's identifier path.
    case objectReference(path: String)

    /// The value without the `shared` mark of its first appearance.
    public var unshared: FoundationValue {
        if case .shared(_, let value) = self { return value }
        return self
    }

    /// The value with no `shared` mark anywhere inside: which appearance carries the mark
    /// depends on the rest of the archive, so comparisons leave the marks out.
    public var withoutSharedMarks: FoundationValue {
        switch self {
        case .shared(_, let value): return value.withoutSharedMarks
        case .array(let items): return .array(items.map(\.withoutSharedMarks))
        case .orderedSet(let items): return .orderedSet(items.map(\.withoutSharedMarks))
        case .set(let items): return .set(items.map(\.withoutSharedMarks))
        case .dictionary(let entries): return .dictionary(entries.map { FoundationEntry($0.key.withoutSharedMarks, $0.value.withoutSharedMarks) })
        case .archive(let fields): return .archive(fields.map { FoundationField($0.key, $0.value.withoutSharedMarks) })
        case .object(let className, let fields): return .object(className: className, fields: fields.map { FoundationField($0.key, $0.value.withoutSharedMarks) })
        case .embedded(let format, let value): return .embedded(format: format, value: value.withoutSharedMarks)
        default: return self
        }
    }

    /// The type name used in text and JSON output.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .integer: "int"
        case .real32: "real32"
        case .real64: "real64"
        case .string: "string"
        case .data: "data"
        case .date: "date"
        case .uuid: "uuid"
        case .url: "url"
        case .indexPath: "indexPath"
        case .geometry(let kind, _): kind
        case .range: "range"
        case .array: "array"
        case .orderedSet: "orderedSet"
        case .set: "set"
        case .dictionary: "dictionary"
        case .archive: "archive"
        case .embedded(let format, _): format
        case .object(let className, _): className
        case .seen(let className, _): className
        case .shared(_, let value): value.typeName
        case .objectReference: "reference"
        }
    }
}

/// A key of an object or archive with its decoded value. `key` is the name the coder used: the
/// archiver's `$` escaping (`$$k` on disk for `$k`) is undone.
public typealias FoundationField = KeyedValue<FoundationValue>

/// One entry of a decoded NSDictionary (keys need not be strings).
public struct FoundationEntry: Hashable, Sendable {
    public var key: FoundationValue
    public var value: FoundationValue

    public init(_ key: FoundationValue, _ value: FoundationValue) {
        self.key = key
        self.value = value
    }
}
