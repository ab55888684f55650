/// One value of a property list, with the exact type the binary format distinguishes.
///
/// Reals keep their width (a 4-byte real is not an 8-byte real), integers keep their full
/// 128-bit range (binary plists store values above `Int64.max` as 16-byte integers), dictionaries
/// keep their key order, and UIDs (NSKeyedArchiver's references) are a type of their own.
/// Equality is exact: reals and dates compare by bit pattern, strings by their UTF-8 bytes.
public enum PropertyListValue: Sendable {
    case null
    case bool(Bool)
    case integer(Int128)
    case real32(Float)
    case real64(Double)
    /// Seconds since 2001-01-01T00:00:00Z, Apple's reference date.
    case date(Double)
    case data([UInt8])
    case string(String)
    case uid(UInt64)
    case array([PropertyListValue])
    case set([PropertyListValue])
    case dictionary([PropertyListEntry])
}

/// A key and its value in a dictionary; dictionaries are ordered lists of entries.
public typealias PropertyListEntry = KeyedValue<PropertyListValue>

/// A string key and a value, as dictionaries and archived objects hold them. Keys compare by
/// their UTF-8 bytes: two keys Unicode calls equal are still two keys on disk.
public struct KeyedValue<Value: Hashable & Sendable>: Sendable, Hashable {
    public var key: String
    public var value: Value

    public init(_ key: String, _ value: Value) {
        self.key = key
        self.value = value
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.key.hasSameBytes(as: rhs.key) && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combineExactly(key)
        hasher.combine(value)
    }
}

extension PropertyListValue: Hashable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.real32(let a), .real32(let b)): a.bitPattern == b.bitPattern
        case (.real64(let a), .real64(let b)): a.bitPattern == b.bitPattern
        case (.date(let a), .date(let b)): a.bitPattern == b.bitPattern
        case (.data(let a), .data(let b)): a == b
        case (.string(let a), .string(let b)): a.hasSameBytes(as: b)
        case (.uid(let a), .uid(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.set(let a), .set(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a == b
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let v): hasher.combine(1); hasher.combine(v)
        case .integer(let v): hasher.combine(2); hasher.combine(v)
        case .real32(let v): hasher.combine(3); hasher.combine(v.bitPattern)
        case .real64(let v): hasher.combine(4); hasher.combine(v.bitPattern)
        case .date(let v): hasher.combine(5); hasher.combine(v.bitPattern)
        case .data(let v): hasher.combine(6); hasher.combine(v.count); v.withUnsafeBytes { hasher.combine(bytes: $0) }
        case .string(let v): hasher.combine(7); hasher.combineExactly(v)
        case .uid(let v): hasher.combine(8); hasher.combine(v)
        case .array(let v): hasher.combine(9); hasher.combine(v)
        case .set(let v): hasher.combine(10); hasher.combine(v)
        case .dictionary(let v): hasher.combine(11); hasher.combine(v)
        }
    }
}

extension PropertyListValue {
    /// The value for `key` when this is a dictionary (the first entry with that key).
    public subscript(key: String) -> PropertyListValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key.hasSameBytes(as: key) }?.value
    }

    /// The name of this value's type, as error messages and the text form spell it.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .integer: "int"
        case .real32: "real32"
        case .real64: "real64"
        case .date: "date"
        case .data: "data"
        case .string: "string"
        case .uid: "uid"
        case .array: "array"
        case .set: "set"
        case .dictionary: "dict"
        }
    }
}

extension Hasher {
    /// Hashes a string by its UTF-8 bytes, matching the byte-exact equality used for plist strings
    /// (Swift's own `String` equality treats canonically equivalent strings as equal).
    @inlinable
    public mutating func combineExactly(_ string: String) {
        var copy = string
        copy.withUTF8 { bytes in
            combine(bytes.count)
            combine(bytes: UnsafeRawBufferPointer(bytes))
        }
    }
}
