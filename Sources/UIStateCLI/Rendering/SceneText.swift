import KeyedArchive
import PropertyList
import StateRestoration

/// The human form of a scene-based app's sessions and of the files uistate keeps as bytes.
enum SceneText {
    static func sessions(_ state: SavedState, only identifiers: [String], style: Style, into out: inout [String]) {
        let shown = identifiers.isEmpty ? state.sessions : state.sessions.filter { identifiers.contains($0.identifier) }
        let index = state.sceneIndexFolder.map { ", index \($0)" } ?? ", no index"
        out.append(style.bold("Scene sessions (\(shown.count)\(index))"))
        for session in shown { self.session(session, style: style, into: &out) }
    }

    /// One line per session: identifier, title, activity type (for `status` and the demo).
    static func summary(_ session: SceneSession) -> String {
        var parts = [session.identifier]
        if let title = session.activity?.title { parts.append(CanonicalTextSyntax.quoted(title)) }
        if let type = session.activity?.type { parts.append(type) }
        return parts.joined(separator: "  ")
    }

    static func session(_ session: SceneSession, style: Style, into out: inout [String]) {
        out.append("  " + style.yellow(session.identifier))
        func row(_ label: String, _ value: String) { out.append("    \(label): \(value)") }
        row("role", session.role ?? (session.definition == nil ? "(not in the index)" : "none"))
        if let configuration = session.configurationSummary { row("configuration", configuration) }
        if !session.hasFolder { row("folder", "none") }
        if let activity = session.activity {
            row("activity", activity.type ?? "(no type)")
            if let title = activity.title { row("title", CanonicalTextSyntax.quoted(title)) }
            for entry in activity.entries where entry.key != SceneKeys.activityType && entry.key != SceneKeys.activityTitle {
                ValueText.line(style.cyan(entry.key), FoundationValue(plist: entry.value), indent: 2, style: style, into: &out)
            }
            let values = activity.userInfoValues
            if !values.isEmpty {
                out.append("    userInfo:")
                for entry in values { ValueText.line(label(entry.key, style: style), entry.value, indent: 3, style: style, into: &out) }
            }
        }
        if let userInfo = session.userInfo { ValueText.line("userInfo.data", FoundationValue(plist: userInfo), indent: 2, style: style, into: &out) }
        if let internalInfo = session.internalUserInfo {
            ValueText.line("internalUserInfo.data", FoundationValue(plist: internalInfo), indent: 2, style: style, into: &out)
        }
        if let classic = session.classic {
            row("classic archive", "\(classic.objects.count) objects")
            for object in classic.objects { out.append("      " + object.path.rawValue) }
        }
        for file in session.files { row("file", "\(file.path) (\(file.bytes.count) bytes)") }
    }

    /// A userInfo key; SwiftUI's own are marked so they are not taken for the app's.
    static func label(_ key: FoundationValue, style: Style) -> String {
        guard case .string(let text) = key else { return ValueText.inline(key) ?? key.typeName }
        return text.hasPrefix(SceneKeys.swiftUIPrefix) ? style.cyan(text) + style.dim(" (SwiftUI)") : style.cyan(text)
    }

    static func files(_ files: [SavedFile], style: Style, into out: inout [String]) {
        guard !files.isEmpty else { return }
        out.append(style.bold("Other files (\(files.count), kept byte for byte)"))
        for file in files { out.append("  \(file.path) (\(file.bytes.count) bytes)") }
    }
}
