import PropertyList

/// An NSKeyedArchiver archive as an object graph, independent of how it was encoded.
///
/// The graph is kept in canonical form: every dictionary's fields are sorted by the UTF-8 bytes
/// of their keys, and objects are numbered in the order a depth-first walk from `$top` first
/// reaches them. Two encodings of the same state (different `$objects` order, duplicated
/// strings) therefore give equal `KeyedArchive` values, and the canonical text is a function of
/// the value. Keys are the raw keys on disk: a user key `$k` appears escaped as `$$k`.
public struct KeyedArchive: Hashable, Sendable {
    public static let standardArchiver = "NSKeyedArchiver"
    public static let standardVersion: Int128 = 100_000

    /// `$archiver`, normally `NSKeyedArchiver`.
    public var archiver: String
    /// `$version`, normally 100000.
    public var version: Int128
    /// The root keys (`$top`).
    public var top: [ArchiveField]
    /// The archived objects, `objects[id.index]`.
    public var objects: [ArchiveObject]

    /// Builds an archive and puts it in canonical form.
    public init(
        archiver: String = standardArchiver, version: Int128 = standardVersion,
        top: [ArchiveField], objects: [ArchiveObject]
    ) {
        self.archiver = archiver
        self.version = version
        self.top = top
        self.objects = objects
        canonicalize()
    }

    /// An archive already in canonical form (as the reader builds it): no second pass.
    init(canonical archiver: String, version: Int128, top: [ArchiveField], objects: [ArchiveObject]) {
        self.archiver = archiver
        self.version = version
        self.top = top
        self.objects = objects
    }

    public subscript(id: ArchiveObjectID) -> ArchiveObject { objects[id.index] }

    /// The root value stored under `key`.
    public func top(_ key: String) -> ArchiveValue? {
        top.first { $0.key.hasSameBytes(as: key) }?.value
    }
}

/// The position of an object in a canonical archive's `objects`.
public struct ArchiveObjectID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
    public var description: String { "#\(index)" }
}

/// One key of a dictionary, an object or `$top`, with its value.
public typealias ArchiveField = KeyedValue<ArchiveValue>

extension KeyedValue where Value == ArchiveValue {
    /// The canonical field order: by the key's UTF-8 bytes.
    public static func sorted(_ fields: [ArchiveField]) -> [ArchiveField] {
        fields.sorted { $0.key.precedesInBytes($1.key) }
    }
}

/// What a key holds. NSKeyedArchiver stores scalars from `encodeInt:`, `encodeBool:`,
/// `encodeFloat:` ... inline, and objects (including NSString, NSNumber and NSData) in
/// `$objects`, referenced by UID; the two are different on disk and for the decoder, so they
/// are different here.
public enum ArchiveValue: Hashable, Sendable {
    /// A scalar stored inline in the owning dictionary.
    case inline(ArchiveScalar)
    /// A plain value stored in `$objects` and referenced by UID (NSString, NSNumber, NSData).
    /// Such values have no identity: equal ones are one value.
    case stored(ArchiveScalar)
    /// UID 0, the archive's `$null`: a nil object.
    case null
    /// A reference to an archived object (an instance with a class).
    case object(ArchiveObjectID)
    /// Containers stored inline, such as `NS.objects`, an array of references.
    case array([ArchiveValue])
    case set([ArchiveValue])
    case dictionary([ArchiveField])
}

/// A plist scalar, compared exactly (reals by bit pattern, strings by bytes).
public enum ArchiveScalar: Hashable, Sendable {
    /// The binary plist null (0x00), which keyed archives do not normally use.
    case null
    case bool(Bool)
    case integer(Int128)
    case real32(Float)
    case real64(Double)
    case date(Double)
    case data([UInt8])
    case string(String)

    public var propertyListValue: PropertyListValue {
        switch self {
        case .null: .null
        case .bool(let v): .bool(v)
        case .integer(let v): .integer(v)
        case .real32(let v): .real32(v)
        case .real64(let v): .real64(v)
        case .date(let v): .date(v)
        case .data(let v): .data(v)
        case .string(let v): .string(v)
        }
    }

    public init?(_ value: PropertyListValue) {
        switch value {
        case .null: self = .null
        case .bool(let v): self = .bool(v)
        case .integer(let v): self = .integer(v)
        case .real32(let v): self = .real32(v)
        case .real64(let v): self = .real64(v)
        case .date(let v): self = .date(v)
        case .data(let v): self = .data(v)
        case .string(let v): self = .string(v)
        case .uid, .array, .set, .dictionary: return nil
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.propertyListValue == rhs.propertyListValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(propertyListValue) }
}

/// An archived instance: its class record and its keys (without `$class`), sorted.
public struct ArchiveObject: Hashable, Sendable {
    public var archiveClass: ArchiveClass
    public var fields: [ArchiveField]

    public init(_ archiveClass: ArchiveClass, _ fields: [ArchiveField]) {
        self.archiveClass = archiveClass
        self.fields = ArchiveField.sorted(fields)
    }

    init(_ archiveClass: ArchiveClass, sortedFields: [ArchiveField]) {
        self.archiveClass = archiveClass
        self.fields = sortedFields
    }

    public var className: String { archiveClass.name }

    public func field(_ key: String) -> ArchiveValue? {
        fields.first { $0.key.hasSameBytes(as: key) }?.value
    }
}

/// A class record: `$classname`, the `$classes` chain (the class and its superclasses) and the
/// rare `$classhints`.
public struct ArchiveClass: Hashable, Sendable {
    public var name: String
    public var classes: [String]?
    public var hints: [String]?

    public init(name: String, classes: [String]?, hints: [String]? = nil) {
        self.name = name
        self.classes = classes
        self.hints = hints
    }

    /// A class whose chain is the given names, the first being the class itself.
    public init(_ chain: String...) {
        self.init(name: chain[0], classes: chain)
    }
}
