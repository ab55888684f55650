import KeyedArchive
import PropertyList
import StateRestoration

/// A scene-based app's sessions as the page's columns, one per window: the session's role,
/// configuration and activity, its `@SceneStorage` values (the activity's userInfo, where
/// SwiftUI keeps them), and its own controller tree.
extension ScriptJSON {
    mutating func session(_ session: SceneSession, formerly: SceneSession?, marks: ChangeMarks) {
        beginObject()
        member("id", session.identifier)
        member("title", session.activity?.title)
        member("role", session.role)
        member("config", session.configurationSummary)
        member("type", session.activity?.type)
        let diff = marks.sessions[session.identifier]
        mark(diff?.status, diff?.changes ?? [])
        key("storage")
        array(session.activity?.userInfoValues ?? []) { json, entry in
            let label: String
            if case .string(let text) = entry.key { label = text } else { label = FoundationValueText.inline(entry.key) ?? entry.key.typeName }
            json.field(label, entry.value)
        }
        key("info")
        beginArray()
        for entry in session.activity?.entries ?? [] where entry.key != SceneKeys.activityType && entry.key != SceneKeys.activityTitle {
            field(entry.key, FoundationValue(plist: entry.value))
        }
        if let userInfo = session.userInfo { field("userInfo.data", FoundationValue(plist: userInfo)) }
        if let internalInfo = session.internalUserInfo { field("internalUserInfo.data", FoundationValue(plist: internalInfo)) }
        for file in session.files { field(file.path, .data(file.bytes)) }
        endArray()
        if let classic = session.classic {
            key("screens")
            screens(classic, formerly: formerly?.classic, prefix: ObjectLocation.scenesPrefix + session.identifier + "/", marks: marks)
        }
        endObject()
    }
}
