import KeyedArchive
import PropertyList

/// The human form of decoded values for the terminal: `key: value` lines, nested values
/// indented two spaces (the spelling is `FoundationValueText`'s).
enum ValueText {
    static func inline(_ value: FoundationValue) -> String? { FoundationValueText.inline(value) }

    static func data(_ bytes: [UInt8]) -> String { FoundationValueText.data(bytes) }

    static func header(_ value: FoundationValue) -> String { FoundationValueText.header(value) }

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
        for child in FoundationValueText.children(value) {
            line(child.isKey ? style.cyan(child.label) : child.label, child.value, indent: indent, style: style, into: &out)
        }
    }
}
