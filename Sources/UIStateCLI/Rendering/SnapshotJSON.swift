import KeyedArchive
import PropertyList
import StateRestoration

/// The JSON form of a snapshot (docs/json.md, "Snapshot").
enum SnapshotJSON {
    /// `app` and `objects` of the classic archive (null and empty without one), `sessions`
    /// and the kept `files`.
    static func state(_ state: SavedState, filter: HistoryRendering.Filter) -> [JSONMember] {
        let sessions = filter.isEmpty ? state.sessions : state.sessions.filter { filter.sessions.contains($0.identifier) }
        return [
            JSONMember("app", state.classic.map(app) ?? .null),
            JSONMember("objects", state.classic.map { objects(filter.objects($0), in: $0) } ?? .array([])),
            JSONMember("sceneIndex", .optional(state.sceneIndexFolder)),
            JSONMember("sessions", SceneJSON.sessions(sessions)),
            JSONMember("files", SceneJSON.files(state.files)),
            JSONMember("windows", state.windows.map { WindowJSON.state($0, only: filter.windows) } ?? .null),
        ]
    }

    static func app(_ snapshot: Snapshot) -> JSONValue {
        .object([
            JSONMember("archiveVersion", .object([
                JSONMember("major", snapshot.majorVersion.map { ValueJSON.integer($0) } ?? .null),
                JSONMember("minor", snapshot.minorVersion.map { ValueJSON.integer($0) } ?? .null),
            ])),
            JSONMember("idiom", snapshot.idiom.map { ValueJSON.integer($0) } ?? .null),
            JSONMember("idiomName", .optional(snapshot.idiom.map(Idiom.name))),
            JSONMember("timestamp", .optional(snapshot.timestamp.map(ReferenceDate.iso8601))),
            JSONMember("systemVersion", .optional(snapshot.systemVersion)),
            JSONMember("bundleVersion", .optional(snapshot.bundleVersion)),
            JSONMember("ignoreSnapshot", .bool(snapshot.ignoresSnapshot)),
            JSONMember("rootIdentifiers", .array(snapshot.rootIdentifiers.map { .string($0.rawValue) })),
            JSONMember("firstResponders", .array(snapshot.firstResponders.map { .string($0.rawValue) })),
            JSONMember("restorationClasses", .object(snapshot.restorationClasses.map { JSONMember($0.path.rawValue, .string($0.className)) })),
            JSONMember("sizeClasses", .array(snapshot.sizeClasses.map {
                .object([JSONMember("window", .string($0.window)), JSONMember("vertical", .string($0.vertical)), JSONMember("horizontal", .string($0.horizontal))])
            })),
            JSONMember("delegateValues", ValueJSON.values(snapshot.delegateValues)),
        ])
    }

    static func objects(_ objects: [PreservedObject], in snapshot: Snapshot) -> JSONValue {
        let classes = snapshot.restorationClassMap
        return .array(objects.map { object($0, restorationClass: classes[$0.path]) })
    }

    static func object(_ object: PreservedObject, restorationClass: String?) -> JSONValue {
        .object([
            JSONMember("path", .string(object.path.rawValue)),
            JSONMember("identifiers", .array(object.path.identifiers.map { .string($0) })),
            JSONMember("class", .optional(object.className)),
            JSONMember("restorationClass", .optional(restorationClass)),
            JSONMember("isViewController", .bool(object.isViewController)),
            JSONMember("values", ValueJSON.values(FoundationDecoder.fields(of: object.archive))),
        ])
    }
}
