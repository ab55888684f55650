import KeyedArchive
import Platform

/// JSON documents with members in a fixed order, so `--json` output is stable byte for byte.
indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number already spelled as JSON.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    static func int(_ value: some BinaryInteger) -> JSONValue { .number(String(value)) }

    /// Reals as JSON numbers; NaN and infinities, which JSON cannot spell, as strings.
    static func real(_ value: Double) -> JSONValue {
        value.isFinite ? .number(value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) + ".0" : String(value)) : .string(String(value))
    }

    static func optional(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    /// Pretty-printed with two-space indentation and a final newline.
    var rendered: String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    /// As an element of a top-level array that is written one element at a time: what
    /// `.array(elements).rendered` holds for this element, with the separator before it.
    func renderedElement(first: Bool) -> String {
        var out = first ? "[\n  " : ",\n  "
        write(into: &out, indent: 1)
        return out
    }

    /// What closes a top-level array written with `renderedElement` (`elements` of them).
    static func closingArray(elements: Int) -> String { elements == 0 ? "[]\n" : "\n]\n" }

    /// One line, for JSON Lines output.
    var compact: String {
        var out = ""
        write(into: &out, indent: nil)
        return out
    }

    private func write(into out: inout String, indent: Int?) {
        let newline = indent == nil ? "" : "\n"
        let pad = { (level: Int) in indent == nil ? "" : String(repeating: "  ", count: level) }
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): out += Self.quoted(s)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[" + newline
            for (i, item) in items.enumerated() {
                out += pad((indent ?? 0) + 1)
                item.write(into: &out, indent: indent.map { $0 + 1 })
                out += (i < items.count - 1 ? "," : "") + newline
            }
            out += pad(indent ?? 0) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{" + newline
            for (i, member) in members.enumerated() {
                out += pad((indent ?? 0) + 1) + Self.quoted(member.key) + (indent == nil ? ":" : ": ")
                member.value.write(into: &out, indent: indent.map { $0 + 1 })
                out += (i < members.count - 1 ? "," : "") + newline
            }
            out += pad(indent ?? 0) + "}"
        }
    }

    static func quoted(_ string: String) -> String {
        QuotedText.quoted(string) { scalar in
            guard PrintableText.needsEscape(scalar) else { return nil }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}

struct JSONMember: Equatable, Sendable {
    var key: String
    var value: JSONValue

    init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
