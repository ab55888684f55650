import KeyedArchive
import PropertyList

/// One scene session (a window) of a scene-based app: its entry in the session index and the
/// files of its folder. Either side may be missing (an orphan folder, an entry without one):
/// that is what UIKit finds on disk, and `check` reports it.
public struct SceneSession: Hashable, Sendable {
    /// The persistent identifier, which is also the folder's name.
    public var identifier: String
    /// The index entry: a keyed archive holding the `UISceneSession`.
    public var definition: KeyedArchive?
    /// Whether the session has a folder (it may hold none of the files below).
    public var hasFolder: Bool
    /// The folder's `data.data` when it is a restoration activity.
    public var activity: SceneActivity?
    /// The folder's `data.data` when it is a classic view-controller archive (decided by content).
    public var classic: Snapshot?
    public var userInfo: PropertyListValue?
    public var internalUserInfo: PropertyListValue?
    /// Any other file in the folder, byte for byte.
    public var files: [SavedFile]

    public init(
        identifier: String, definition: KeyedArchive? = nil, hasFolder: Bool = true, activity: SceneActivity? = nil, classic: Snapshot? = nil,
        userInfo: PropertyListValue? = nil, internalUserInfo: PropertyListValue? = nil, files: [SavedFile] = []
    ) {
        self.identifier = identifier
        self.definition = definition
        self.hasFolder = hasFolder
        self.activity = activity
        self.classic = classic
        self.userInfo = userInfo
        self.internalUserInfo = internalUserInfo
        self.files = files.sorted { $0.path.precedesInBytes($1.path) }
    }

    /// The session's fields as UIKit encoded them (`_UISceneSessionRole` ...).
    var sessionFields: [FoundationField] {
        guard let definition else { return [] }
        for field in FoundationDecoder.fields(of: definition) where field.key == SceneKeys.definition {
            if case .object(_, let fields) = field.value.unshared { return fields }
        }
        return []
    }

    var configurationFields: [FoundationField] {
        for field in sessionFields where field.key == SceneKeys.configuration {
            if case .object(_, let fields) = field.value.unshared { return fields }
        }
        return []
    }

    static func string(_ key: String, in fields: [FoundationField]) -> String? {
        for field in fields where field.key == key {
            if case .string(let text) = field.value { return text }
        }
        return nil
    }

    /// e.g. `UIWindowSceneSessionRoleApplication`.
    public var role: String? { Self.string(SceneKeys.role, in: sessionFields) }
    /// The identifier the index entry records (normally the folder's name).
    public var recordedIdentifier: String? { Self.string(SceneKeys.persistentIdentifier, in: sessionFields) }
    public var configurationName: String? { Self.string(SceneKeys.configurationName, in: configurationFields) }
    public var delegateClassName: String? { Self.string(SceneKeys.delegateClass, in: configurationFields) }
    public var sceneClassName: String? { Self.string(SceneKeys.sceneClass, in: configurationFields) }
    public var storyboardName: String? { Self.string(SceneKeys.storyboard, in: configurationFields) }

    /// The configuration in one phrase: its name, or its classes and storyboard.
    public var configurationSummary: String? {
        if let configurationName { return configurationName }
        let parts = [delegateClassName.map { "delegate \($0)" }, sceneClassName.map { "scene \($0)" }, storyboardName.map { "storyboard \($0)" }]
            .compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// A session's restoration `NSUserActivity` as UIKit stores it: a plist dictionary with the
/// type, the title and the userInfo as a nested keyed archive.
public struct SceneActivity: Hashable, Sendable {
    /// The dictionary's entries without the userInfo data, in key order.
    public var entries: [PropertyListEntry]
    /// The keyed archive holding the userInfo; nil when the activity has none or it is not an
    /// archive (its data then stays among `entries`).
    public var userInfo: KeyedArchive?

    public init(entries: [PropertyListEntry], userInfo: KeyedArchive?) {
        self.entries = entries.sorted { $0.key.precedesInBytes($1.key) }
        self.userInfo = userInfo
    }

    public var type: String? { string(SceneKeys.activityType) }
    public var title: String? { string(SceneKeys.activityTitle) }

    func string(_ key: String) -> String? {
        for entry in entries where entry.key == key {
            if case .string(let text) = entry.value { return text }
        }
        return nil
    }

    /// The userInfo dictionary's entries, decoded (JSON values as JSON).
    public var userInfoValues: [FoundationEntry] {
        guard let userInfo else { return [] }
        for field in FoundationDecoder.fields(of: userInfo) where field.key == SceneKeys.activityUserInfo {
            if case .dictionary(let entries) = field.value { return entries }
        }
        return []
    }

    /// The whole dictionary as UIKit writes it.
    public var dictionary: PropertyListValue {
        var all = entries
        if let userInfo { all.append(PropertyListEntry(SceneKeys.activityUserInfoData, .data(KeyedArchiveWriter.write(userInfo)))) }
        return .dictionary(all.sorted { $0.key.precedesInBytes($1.key) })
    }
}
