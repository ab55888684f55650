import KeyedArchive
import PropertyList

/// The JSON form of decoded values, shared by every `--json` output (docs/json.md, "Value").
/// Every value is an object with a `type`; the other members depend on it.
enum ValueJSON {
    static func value(_ decoded: FoundationValue) -> JSONValue {
        switch decoded {
        case .null: return typed("null")
        case .bool(let b): return typed("bool", ("value", .bool(b)))
        case .integer(let i): return typed("int", ("value", integer(i)))
        case .real32(let f): return typed("real32", ("value", .real(Double(f))))
        case .real64(let d): return typed("real64", ("value", .real(d)))
        case .string(let s): return typed("string", ("value", .string(s)))
        case .data(let bytes): return typed("data", ("length", .int(bytes.count)), ("base64", .string(Base64.encode(bytes))))
        case .date(let t): return typed("date", ("value", .string(ReferenceDate.iso8601(t))), ("seconds", .real(t)))
        case .uuid(let u): return typed("uuid", ("value", .string(u)))
        case .url(let u): return typed("url", ("value", .string(u)))
        case .indexPath(let indexes): return typed("indexPath", ("value", .array(indexes.map(integer))))
        case .geometry(let kind, let text): return typed(kind, ("value", .string(text)))
        case .range(let location, let length): return typed("range", ("location", integer(location)), ("length", integer(length)))
        case .array(let items): return typed("array", ("items", .array(items.map { Self.value($0) })))
        case .orderedSet(let items): return typed("orderedSet", ("items", .array(items.map { Self.value($0) })))
        case .set(let items): return typed("set", ("items", .array(items.map { Self.value($0) })))
        case .dictionary(let entries):
            return typed("dictionary", ("entries", .array(entries.map { .object([JSONMember("key", Self.value($0.key)), JSONMember("value", Self.value($0.value))]) })))
        case .archive(let fields): return typed("archive", ("values", values(fields)))
        case .embedded(let format, let inner): return typed(format, ("value", Self.value(inner)))
        case .object(let className, let fields): return typed("object", ("class", .string(className)), ("values", values(fields)))
        case .seen(let className, let id): return typed("seen", ("class", .string(className)), ("object", .int(id.index)))
        case .shared(let id, let inner):
            guard case .object(let members) = Self.value(inner) else { return Self.value(inner) }
            return .object(members + [JSONMember("object", .int(id.index))])
        case .objectReference(let path): return typed("reference", ("path", .string(path)))
        }
    }

    static func values(_ fields: [FoundationField]) -> JSONValue {
        .object(fields.map { JSONMember($0.key, Self.value($0.value)) })
    }

    /// Integers beyond what a double holds exactly are strings, so no reader rounds them.
    static func integer(_ value: Int128) -> JSONValue {
        abs(value) <= 1 << 53 ? .number(String(value)) : .string(String(value))
    }

    static func typed(_ type: String, _ members: (String, JSONValue)...) -> JSONValue {
        .object([JSONMember("type", .string(type))] + members.map { JSONMember($0.0, $0.1) })
    }

    /// A plain property list value, with UIDs visible (`--raw --json`).
    static func plist(_ value: PropertyListValue) -> JSONValue {
        switch value {
        case .uid(let uid): return typed("uid", ("value", .int(uid)))
        case .array(let items): return typed("array", ("items", .array(items.map(plist))))
        case .set(let items): return typed("set", ("items", .array(items.map(plist))))
        case .dictionary(let entries): return typed("dictionary", ("values", .object(entries.map { JSONMember($0.key, plist($0.value)) })))
        case .null: return typed("null")
        case .bool(let b): return self.value(.bool(b))
        case .integer(let i): return self.value(.integer(i))
        case .real32(let f): return self.value(.real32(f))
        case .real64(let d): return self.value(.real64(d))
        case .date(let t): return self.value(.date(t))
        case .data(let d): return self.value(.data(d))
        case .string(let s): return self.value(.string(s))
        }
    }
}
