import PropertyList
import KeyedArchive
import StateRestoration

/// Keys and values as the page shows them: `[key, type, text]` for a value on one line,
/// `[key, type, header, [children]]` for one with parts, spelled as the terminal spells them
/// (`FoundationValueText`). The page collapses parts and builds them only when opened.
extension ScriptJSON {
    mutating func fields(_ fields: [FoundationField]) {
        array(fields) { json, field in json.field(field.key, field.value) }
    }

    mutating func field(_ label: String, _ value: FoundationValue, type: String? = nil) {
        beginArray()
        string(label)
        string(type ?? value.typeName)
        if let text = FoundationValueText.inline(value) {
            string(text)
        } else {
            string(FoundationValueText.header(value))
            array(FoundationValueText.children(value)) { json, child in json.field(child.label, child.value) }
        }
        endArray()
    }

    /// `[key path, kind, old field or null, new field or null]`: the same rules as `diff`.
    mutating func changes(_ changes: [KeyChange]) {
        array(changes) { json, change in
            json.beginArray()
            json.string(change.path.joined(separator: " / "))
            json.string(change.kind.rawValue)
            for side in [change.old, change.new] {
                if let side { json.field("", side.value, type: side.type) } else { json.null() }
            }
            json.endArray()
        }
    }
}
