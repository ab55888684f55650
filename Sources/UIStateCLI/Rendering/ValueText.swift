import KeyedArchive
import PropertyList

/// The human form of decoded values: `key: value` lines, nested values indented two spaces.
enum ValueText {
    /// A one-line form for scalars and empty containers; nil when the value needs lines.
    static func inline(_ value: FoundationValue) -> String? {
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

    static func data(_ bytes: [UInt8]) -> String {
        let shown = CanonicalTextSyntax.hex(Array(bytes.prefix(16)))
        return "<\(bytes.count) bytes \(shown)\(bytes.count > 16 ? "..." : "")>"
    }

    /// A header for values shown on several lines.
    static func header(_ value: FoundationValue) -> String {
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

    static func lines(_ fields: [FoundationField], indent: Int, style: Style, into out: inout [String]) {
        for field in fields { line(style.cyan(field.key), field.value, indent: indent, style: style, into: &out) }
    }

    static func line(_ label: String, _ value: FoundationValue, indent: Int, style: Style, into out: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        if let text = inline(value) {
            out.append("\(pad)\(label): \(text)")
            return
        }
        out.append("\(pad)\(label): \(style.dim(header(value)))")
        children(value, indent: indent + 1, style: style, into: &out)
    }

    static func children(_ value: FoundationValue, indent: Int, style: Style, into out: inout [String]) {
        switch value {
        case .array(let items), .orderedSet(let items), .set(let items):
            for (index, item) in items.enumerated() { line("[\(index)]", item, indent: indent, style: style, into: &out) }
        case .dictionary(let entries):
            for entry in entries {
                let key: String
                if case .string(let s) = entry.key { key = s } else { key = inline(entry.key) ?? header(entry.key) }
                line(style.cyan(key), entry.value, indent: indent, style: style, into: &out)
            }
        case .archive(let fields), .object(_, let fields):
            lines(fields, indent: indent, style: style, into: &out)
        case .embedded(_, let inner), .shared(_, let inner):
            children(inner, indent: indent, style: style, into: &out)
        default:
            break
        }
    }
}
