import PropertyList

/// Everything in a `<bundle id>.savedState` folder: the classic view-controller archive, the
/// scene sessions of a scene-based app, a Mac app's windows (AppKit), and every other file
/// byte for byte. Any part may be missing; a folder with only scenes is a valid saved state.
public struct SavedState: Hashable, Sendable {
    /// `data.data` and `restorationInfo.plist` at the top of the folder.
    public var classic: Snapshot?
    /// The index folder's name (`KnownSceneSessions`), nil when the folder has no index.
    public var sceneIndexFolder: String?
    /// Sessions by identifier: every index entry and every session folder.
    public var sessions: [SceneSession]
    /// Files at the top of the folder, or in folders that are not sessions, by relative path.
    public var files: [SavedFile]
    /// AppKit's windows.plist and data.data, decrypted (a Mac app's folder).
    public var windows: WindowState?

    public init(classic: Snapshot? = nil, sceneIndexFolder: String? = nil, sessions: [SceneSession] = [], files: [SavedFile] = [], windows: WindowState? = nil) {
        self.classic = classic
        self.windows = windows
        self.sceneIndexFolder = sceneIndexFolder
        self.sessions = sessions.sorted { $0.identifier.precedesInBytes($1.identifier) }
        self.files = files.sorted { $0.path.precedesInBytes($1.path) }
    }

    public var hasScenes: Bool { sceneIndexFolder != nil || !sessions.isEmpty }

    public func session(_ identifier: String) -> SceneSession? {
        sessions.first { $0.identifier == identifier }
    }
}
