import Crypto
import PropertyList
import StateRepository
import StateRestoration

/// `uistate view`'s page: one self-contained HTML file that draws a saved state (or the
/// changes between two) and the branch's history. Everything is inline: the data as JSON in
/// a `<script type="application/json">` element, one stylesheet, one script; a
/// Content-Security-Policy allows exactly those two (by hash) and nothing else, so the page
/// loads nothing and runs nothing else, wherever it is opened. docs/views.md.
public struct StatePage: Sendable {
    /// A drawn state and what names it.
    public struct Side: Sendable {
        /// How it was asked for: `HEAD`, `v1`, `working archive`.
        public var label: String
        /// The snapshot's id, nil for a working archive.
        public var id: String?
        public var subject: String?
        public var state: SavedState

        public init(label: String, id: String?, subject: String?, state: SavedState) {
            self.label = label
            self.id = id
            self.subject = subject
            self.state = state
        }
    }

    public var title: String
    public var shown: Side
    /// The older side and the differences, for a comparison.
    public var comparison: (old: Side, diff: SnapshotDiff)?
    public var timeline: Timeline
    public var decorations: Decorations?
    /// The app's current version, when known: the timeline marks what it would discard.
    public var currentVersion: String?

    public init(title: String, shown: Side, comparison: (old: Side, diff: SnapshotDiff)? = nil, timeline: Timeline = Timeline(), decorations: Decorations? = nil, currentVersion: String? = nil) {
        self.title = title
        self.shown = shown
        self.comparison = comparison
        self.timeline = timeline
        self.decorations = decorations
        self.currentVersion = currentVersion
    }

    /// The page, UTF-8.
    public var html: [UInt8] {
        let script = PageScript.javaScript
        let style = PageStyle.css
        var out: [UInt8] = []
        out.append(contentsOf: """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy(script: script, style: style))">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="generator" content="uistate">
            <title>\(Self.escaped(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            <noscript>This page draws the state with its own small script; allow scripts for this file to see it.</noscript>
            <script type="application/json" id="uistate-data">
            """.utf8)
        out.append(contentsOf: data)
        out.append(contentsOf: "</script>\n<script>\(script)</script>\n</body>\n</html>\n".utf8)
        return out
    }

    /// The page's data: what the script draws.
    var data: [UInt8] {
        var json = ScriptJSON(capacity: 1 << 20)
        json.beginObject()
        json.member("title", title)
        var chosen = [shown.id].compactMap { $0 }
        let picture: StatePicture
        if let comparison {
            picture = StatePicture(label: shown.label, id: shown.id, subject: shown.subject, state: shown.state, comparedWith: comparison.old.state, diff: comparison.diff)
            json.key("old")
            json.beginObject()
            json.member("label", comparison.old.label)
            json.member("id", comparison.old.id)
            json.member("subject", comparison.old.subject)
            json.endObject()
            if let id = comparison.old.id { chosen.insert(id, at: 0) }
        } else {
            picture = StatePicture(label: shown.label, id: shown.id, subject: shown.subject, state: shown.state)
        }
        json.key("shown")
        picture.write(into: &json)
        json.key("chosen")
        json.array(chosen) { json, id in json.string(id) }
        json.member("current", currentVersion)
        json.key("timeline")
        json.timeline(timeline.entries, decorations: decorations)
        json.key("older")
        json.array(timeline.olderDays) { json, day in
            json.beginArray()
            json.string(day.date)
            json.int(day.count)
            json.endArray()
        }
        json.key("olderBeyond")
        json.int(timeline.olderBeyond)
        json.member("olderComplete", timeline.olderComplete)
        json.endObject()
        return json.bytes
    }

    /// Only the page's own style and script, by their SHA-256; no other source of anything.
    static func contentSecurityPolicy(script: String, style: String) -> String {
        "default-src 'none'; script-src '\(hash(script))'; style-src '\(hash(style))'; img-src data:; base-uri 'none'; form-action 'none'"
    }

    static func hash(_ text: String) -> String {
        "sha256-" + Base64.encode(Array(SHA256.hash(data: Array(text.utf8))))
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
