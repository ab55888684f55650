import KeyedArchive
import PropertyList
import StateRestoration

/// The JSON form of scene sessions and kept files (docs/json.md, "Scene sessions").
enum SceneJSON {
    static func sessions(_ sessions: [SceneSession]) -> JSONValue {
        .array(sessions.map(session))
    }

    static func session(_ session: SceneSession) -> JSONValue {
        .object([
            JSONMember("identifier", .string(session.identifier)),
            JSONMember("inIndex", .bool(session.definition != nil)),
            JSONMember("hasFolder", .bool(session.hasFolder)),
            JSONMember("role", .optional(session.role)),
            JSONMember("configurationName", .optional(session.configurationName)),
            JSONMember("delegateClass", .optional(session.delegateClassName)),
            JSONMember("sceneClass", .optional(session.sceneClassName)),
            JSONMember("storyboard", .optional(session.storyboardName)),
            JSONMember("activity", session.activity.map(activity) ?? .null),
            JSONMember("userInfo", session.userInfo.map { ValueJSON.value(FoundationValue(plist: $0)) } ?? .null),
            JSONMember("internalUserInfo", session.internalUserInfo.map { ValueJSON.value(FoundationValue(plist: $0)) } ?? .null),
            JSONMember("classicObjects", session.classic.map { .array($0.objects.map { .string($0.path.rawValue) }) } ?? .null),
            JSONMember("files", files(session.files)),
        ])
    }

    static func activity(_ activity: SceneActivity) -> JSONValue {
        .object([
            JSONMember("type", .optional(activity.type)),
            JSONMember("title", .optional(activity.title)),
            JSONMember("values", .object(activity.entries.map { JSONMember($0.key, ValueJSON.value(FoundationValue(plist: $0.value))) })),
            JSONMember("userInfo", .array(activity.userInfoValues.map { entry in
                .object([JSONMember("key", ValueJSON.value(entry.key)), JSONMember("value", ValueJSON.value(entry.value))])
            })),
        ])
    }

    static func files(_ files: [SavedFile]) -> JSONValue {
        .array(files.map { .object([JSONMember("path", .string($0.path)), JSONMember("length", .int($0.bytes.count))]) })
    }
}
