import PropertyList

/// The human form of decoded values, one spelling for the terminal and the page: scalars and
/// empty containers on one line, other values as a header and their children.
public enum FoundationValueText {
    /// A one-line form for scalars and empty containers; nil when the value needs lines.
    public static func inline(_ value: FoundationValue) -> String? {
        switch value {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return String(i)
        case .real32(let f): return CanonicalTextSyntax.real32(f) + " (Float)"
        case .real64(let d): return CanonicalTextSyntax.real64(d) + " (Double)"
        case .string(let s): return CanonicalTextSyntax.quoted(s)
        case .data(let bytes): return data(bytes)
        case .date(let t): return ReferenceDate.iso8601(t)
        case .uuid(let u): return u
        case .url(let u): return "<\(u)>"
        case .indexPath(let indexes): return "[" + indexes.map(String.init).joined(separator: ", ") + "]"
        case .geometry(_, let text): return text
        case .range(let location, let length): return "{\(location), \(length)}"
        case .seen(let className, let id): return "-> \(className) #\(id.index) (shown above)"
        case .shared(let id, let inner): return inline(inner).map { "\($0) #\(id.index)" }
        case .objectReference(let path): return "-> " + CanonicalTextSyntax.quoted(path)
        case .array(let items) where items.isEmpty: return "[]"
        case .orderedSet(let items) where items.isEmpty: return "ordered set []"
        case .set(let items) where items.isEmpty: return "set []"
        case .dictionary(let entries) where entries.isEmpty: return "{}"
        case .object(let className, let fields) where fields.isEmpty: return className
        case .archive(let fields) where fields.isEmpty: return "archive {}"
        case .embedded(let format, let inner): return inline(inner).map { "\(format) \($0)" }
        default: return nil
        }
    }

    /// Data as its length and first 16 bytes.
    public static func data(_ bytes: [UInt8]) -> String {
        let shown = CanonicalTextSyntax.hex(Array(bytes.prefix(16)))
        return "<\(bytes.count) bytes \(shown)\(bytes.count > 16 ? "..." : "")>"
    }

    /// Two data values for a change line: from the first byte where they differ when their
    /// first 16 bytes agree (else two equal prefixes would be all there is to see).
    public static func dataChange(_ old: [UInt8], _ new: [UInt8]) -> (old: String, new: String) {
        let common = zip(old, new).prefix { $0 == $1 }.count
        guard common >= 16 else { return (data(old), data(new)) }
        func shown(_ bytes: [UInt8]) -> String {
            let part = bytes[min(common, bytes.count)..<min(common + 16, bytes.count)]
            return "<\(bytes.count) bytes, from byte \(common): \(CanonicalTextSyntax.hex(Array(part)))\(common + 16 < bytes.count ? "..." : "")>"
        }
        return (shown(old), shown(new))
    }

    /// A header for values shown on several lines.
    public static func header(_ value: FoundationValue) -> String {
        switch value {
        case .array(let items): "array (\(items.count))"
        case .orderedSet(let items): "ordered set (\(items.count))"
        case .set(let items): "set (\(items.count))"
        case .dictionary(let entries): "dictionary (\(entries.count))"
        case .archive: "archive"
        case .embedded(let format, let inner): format == "json" ? "JSON " + header(inner) : format + " " + header(inner)
        case .shared(let id, let inner): header(inner) + " #\(id.index)"
        case .object(let className, _): className
        default: ""
        }
    }

    /// The labelled children of a value shown on several lines: `[n]` for elements, keys for
    /// entries and fields. `isKey` tells a key (shown as a name) from an element's index.
    public static func children(_ value: FoundationValue) -> [(label: String, isKey: Bool, value: FoundationValue)] {
        switch value {
        case .array(let items), .orderedSet(let items), .set(let items):
            return items.enumerated().map { ("[\($0.offset)]", false, $0.element) }
        case .dictionary(let entries):
            return entries.map { entry in
                if case .string(let s) = entry.key { return (s, true, entry.value) }
                return (inline(entry.key) ?? header(entry.key), true, entry.value)
            }
        case .archive(let fields), .object(_, let fields):
            return fields.map { ($0.key, true, $0.value) }
        case .embedded(_, let inner), .shared(_, let inner):
            return children(inner)
        default:
            return []
        }
    }
}
