import KeyedArchive
import PropertyList
import StateRestoration

/// The human form of a Mac app's saved state: its windows and their restorable objects.
enum WindowText {
    /// `fromDisk`: the state was read from a folder, so what data.data held besides it is told.
    static func windows(_ state: WindowState, only names: [String], fromDisk: Bool, style: Style, into out: inout [String]) {
        let shown = state.windowsByName.filter { names.isEmpty || names.contains($0.name) }
        out.append(style.bold("Windows (\(shown.filter { !$0.isGlobal }.count), AppKit)") + (fromDisk ? "  " + report(state.readReport) : ""))
        for window in shown { self.window(window, style: style, into: &out) }
    }

    /// What data.data held besides the state: `12 records, 4 superseded, 3 without a key`.
    static func report(_ report: WindowReadReport) -> String {
        var parts = ["data.data: \(report.records) records"]
        if report.superseded > 0 { parts.append("\(report.superseded) superseded") }
        let keyless = report.withoutKey.values.reduce(0, +)
        if keyless > 0 {
            parts.append("\(keyless) without a key (windows \(report.withoutKey.keys.sorted().map(String.init).joined(separator: ", ")))")
        }
        return parts.joined(separator: ", ")
    }

    /// One line per window: name, title, object count (for `status` and the demo).
    static func summary(_ window: SavedWindow) -> String {
        var parts = [window.name]
        if let title = window.title { parts.append(CanonicalTextSyntax.quoted(title)) }
        parts.append("\(window.objects.count) objects")
        return parts.joined(separator: "  ")
    }

    static func window(_ window: SavedWindow, style: Style, into out: inout [String]) {
        let label = window.isGlobal ? "app (AppKit's app-level record)" : "window " + window.name
        out.append("  " + style.yellow(label) + (window.title.map { "  " + CanonicalTextSyntax.quoted($0) } ?? ""))
        for entry in window.entry where entry.key != WindowKeys.title && entry.key != WindowKeys.dataKey {
            ValueText.line(style.cyan(entry.key), FoundationValue(plist: entry.value), indent: 2, style: style, into: &out)
        }
        if window.key != nil { out.append("    " + style.cyan(WindowKeys.dataKey) + ": " + style.dim("(the records' key, 16 bytes)")) }
        for object in window.objects { self.object(object, style: style, into: &out) }
    }

    static func object(_ object: RestorableRecord, style: Style, into out: inout [String]) {
        out.append("    " + style.bold(object.name))
        for chunk in object.chunks {
            if let archive = chunk.archive {
                let fields = FoundationDecoder.fields(of: archive)
                out.append("      rchv: keyed archive, \(fields.count) keys")
                ValueText.lines(fields, indent: 4, style: style, into: &out)
            } else {
                out.append("      \(chunk.tag): \(chunk.bytes.count) bytes")
            }
        }
    }
}

/// The JSON form of a Mac app's windows (docs/json.md, "Windows").
enum WindowJSON {
    static func state(_ state: WindowState, only names: [String]) -> JSONValue {
        let shown = state.windowsByName.filter { names.isEmpty || names.contains($0.name) }
        return .object([
            JSONMember("records", .int(state.readReport.records)),
            JSONMember("superseded", .int(state.readReport.superseded)),
            JSONMember("withoutKey", .object(state.readReport.withoutKey.sorted { $0.key < $1.key }.map { JSONMember(String($0.key), .int($0.value)) })),
            JSONMember("windows", .array(shown.map(window))),
        ])
    }

    static func window(_ window: SavedWindow) -> JSONValue {
        .object([
            JSONMember("name", .string(window.name)),
            JSONMember("id", window.id.map { .int(Int($0)) } ?? .null),
            JSONMember("title", .optional(window.title)),
            JSONMember("global", .bool(window.isGlobal)),
            JSONMember("entry", .object(window.entry.filter { $0.key != WindowKeys.dataKey }.map { JSONMember($0.key, ValueJSON.value(FoundationValue(plist: $0.value))) })),
            JSONMember("objects", .array(window.objects.map(object))),
        ])
    }

    static func object(_ object: RestorableRecord) -> JSONValue {
        .object([
            JSONMember("name", .string(object.name)),
            JSONMember("chunks", .array(object.chunks.map { chunk in
                var members = [JSONMember("tag", .string(chunk.tag)), JSONMember("length", .int(chunk.bytes.count))]
                if let archive = chunk.archive {
                    members.append(JSONMember("values", ValueJSON.values(FoundationDecoder.fields(of: archive))))
                }
                return .object(members)
            })),
        ])
    }
}
