import Git
import StateRepository
import StateRestoration

/// The branch's history as the page's timeline: per snapshot its message, time, versions,
/// names (tags, branches), staleness and what it changed; never a state's values.
extension ScriptJSON {
    mutating func timeline(_ entries: [TimelineEntry], decorations: Decorations?) {
        array(entries) { json, entry in
            let info = entry.info
            json.beginObject()
            json.member("id", info.id.hex)
            json.member("short", info.id.short)
            json.member("subject", info.subject)
            // The rest of the message, as `log` shows it (the user's paragraphs, then the changes).
            let body = CommitMessage.body(info.message)
            if !body.isEmpty { json.member("body", body) }
            json.member("date", info.author.localTimeText)
            json.member("app", info.trailer(CommitMessage.Trailer.appVersion))
            json.member("bundle", info.trailer(CommitMessage.Trailer.bundleVersion))
            json.member("system", info.trailer(CommitMessage.Trailer.systemVersion))
            if let isStale = entry.isStale { json.member("stale", isStale) }
            let names = (decorations?.references(at: info.id) ?? []).filter { [.tag, .branch, .remoteBranch].contains($0.kind) }.map { $0.kind == .tag ? "tag: " + $0.shortName : $0.shortName }
            if !names.isEmpty {
                json.key("names")
                json.array(names) { json, name in json.string(name) }
            }
            json.key("n")
            json.int(entry.changeCount)
            json.key("ch")
            json.array(entry.changes) { json, change in
                json.beginArray()
                json.string(change.status.rawValue)
                json.string(change.path)
                json.endArray()
            }
            json.endObject()
        }
    }
}
