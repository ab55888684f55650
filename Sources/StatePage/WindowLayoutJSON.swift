import KeyedArchive
import PropertyList
import StateRestoration

/// A Mac app's windows as the page draws them: each at its saved frame on its saved screen
/// (`NSWindowFrame`), front to back (`NSWindowZOrder`), with its windows.plist entry and its
/// restorable objects' records.
extension ScriptJSON {
    mutating func windows(_ state: WindowState, marks: ChangeMarks) {
        beginObject()
        key("order")
        array(state.frontToBack) { json, name in json.string(name) }
        key("list")
        array(state.windowsByName) { json, window in json.window(window, marks: marks) }
        endObject()
    }

    private mutating func window(_ window: SavedWindow, marks: ChangeMarks) {
        beginObject()
        member("name", window.name)
        member("title", window.title)
        if window.isGlobal { member("app", true) }
        if let frame = window.frame {
            key("frame")
            rectangle(frame.window)
            key("screen")
            rectangle(frame.screen)
        }
        let diff = marks.windows[window.name]
        mark(diff?.status, diff?.changes ?? [])
        key("entry")
        array(window.entry.filter { $0.key != WindowKeys.dataKey }) { json, entry in json.field(entry.key, FoundationValue(plist: entry.value)) }
        key("objects")
        array(window.objects) { json, record in
            let path = ObjectLocation.window(window.name, object: record.name).displayPath
            json.beginObject()
            json.member("name", record.name)
            json.member("p", path)
            let diff = marks.objects[path]
            json.mark(diff?.status, diff?.changes ?? [])
            json.key("k")
            json.beginArray()
            for (offset, chunk) in record.chunks.enumerated() {
                if let archive = chunk.archive {
                    for field in FoundationDecoder.fields(of: archive) { json.field(field.key, field.value) }
                } else {
                    json.field("\(offset + 1) \(chunk.tag)", .data(chunk.bytes))
                }
            }
            json.endArray()
            json.endObject()
        }
        endObject()
    }

    private mutating func rectangle(_ rectangle: WindowFrame.Rectangle) {
        array([rectangle.x, rectangle.y, rectangle.width, rectangle.height]) { json, value in json.number(value) }
    }
}
