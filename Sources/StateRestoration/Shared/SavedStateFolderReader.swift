#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyedArchive
import Platform
import PropertyList

/// Reads a whole `<bundle id>.savedState` folder: the classic archive (kept as a scan, so a
/// commit can skip parsing objects it already has), the scene index and session folders, and
/// every other file as bytes. Symbolic links are never followed: one inside the folder is an
/// error, as are devices, sockets and FIFOs. Everything is read and validated before anything
/// is returned.
public enum SavedStateFolderReader {
    /// Bounds that keep a hostile folder from taking unbounded memory or time.
    public static let maximumFileSize = 64 << 20
    public static let maximumEntries = 100_000
    public static let maximumDepth = 32

    /// A folder read whole; the classic archive parsed one level deep.
    public struct Scan: Sendable {
        public var classic: SavedStateScan?
        /// Scenes and other files (`classic` is nil here; see `savedState()`).
        public var rest: SavedState
        public var warnings: [String]

        /// Everything parsed.
        public func savedState() throws(SavedStateError) -> (state: SavedState, warnings: [String]) {
            var state = rest
            var warnings = self.warnings
            if let classic {
                let result = try classic.snapshot()
                state.classic = result.snapshot
                warnings += result.warnings
            }
            return (state, warnings)
        }
    }

    public static func read(at url: URL) throws(SavedStateError) -> (state: SavedState, warnings: [String]) {
        try scan(at: url).savedState()
    }

    /// A `data.data` given directly is read as a classic archive alone, as before scenes.
    public static func scan(at url: URL) throws(SavedStateError) -> Scan {
        guard FileSystem.entry(url.path) != nil else { throw .notFound(path: url.path) }
        let root = following(url).path
        guard let entry = FileSystem.entry(root) else { throw .notFound(path: url.path) }
        guard entry.type == .directory else {
            let classic = try SavedStateReader.scan(at: URL(fileURLWithPath: root))
            return Scan(classic: classic, rest: SavedState(), warnings: [])
        }
        var walker = SavedStateWalker(root: root)
        let names = try walker.list("")
        var classic: SavedStateScan? = nil
        if let windows = try appKitState(names, walker: &walker) {
            var files: [SavedFile] = []
            for name in names where name != WindowKeys.windowsFile && name != WindowKeys.dataFile {
                files += try walker.files(under: name)
            }
            // windows.plist without data.data: keys and no records, so no window comes back.
            let recordless = !names.contains(WindowKeys.dataFile) && !windows.appWindows.isEmpty
                ? ["windows.plist lists \(windows.appWindows.count) window\(windows.appWindows.count == 1 ? "" : "s") but there is no data.data "
                    + "(their records): AppKit restores none of them; was the folder copied without it?"]
                : []
            return Scan(classic: nil, rest: SavedState(files: files, windows: windows), warnings: recordless)
        }
        if names.contains(UIKitKeys.archiveFileName), try walker.type(UIKitKeys.archiveFileName) == .file {
            let archive = try walker.read(UIKitKeys.archiveFileName)
            if WindowStateReader.isRecordFile(archive) {
                throw .malformedArchive(path: walker.absolute(UIKitKeys.archiveFileName), reason: WindowKeys.keysMissing)
            }
            let hasInfo = names.contains(UIKitKeys.restorationInfoFileName) ? try walker.type(UIKitKeys.restorationInfoFileName) == .file : false
            classic = try SavedStateReader.scan(
                archive: archive,
                restorationInfo: hasInfo ? try walker.read(UIKitKeys.restorationInfoFileName) : nil,
                path: walker.absolute(UIKitKeys.archiveFileName))
        }
        var indexFolder: String? = nil
        var definitions: [String: KeyedArchive] = [:]
        var files: [SavedFile] = []
        var folders: [String] = []
        for name in names {
            if classic != nil && (name == UIKitKeys.archiveFileName || name == UIKitKeys.restorationInfoFileName) { continue }
            switch try walker.type(name) {
            case .file:
                files.append(SavedFile(path: name, bytes: try walker.read(name)))
            case .directory where SceneKeys.indexFolders.contains(name) && indexFolder == nil:
                indexFolder = name
                for file in try walker.list(name) {
                    let path = name + "/" + file
                    if file == SceneKeys.dataFile, try walker.type(path) == .file {
                        for entry in try SceneCoding.index(try walker.read(path), path: walker.absolute(path)) {
                            definitions[entry.identifier] = entry.definition
                        }
                    } else {
                        files += try walker.files(under: path)
                    }
                }
            default:
                folders.append(name)
            }
        }
        // A session folder: one the index lists, or one holding a session's files.
        var sessionFolders: Set<String> = []
        for name in folders {
            if definitions[name] == nil, !(try walker.list(name)).contains(where: SceneKeys.sessionFiles.contains) {
                files += try walker.files(under: name)
                continue
            }
            guard SceneKeys.isPlausibleIdentifier(name) else {
                throw .malformedScene(path: walker.absolute(name), reason: "a session folder whose name is not a plausible session identifier")
            }
            sessionFolders.insert(name)
        }
        var sessions: [SceneSession] = []
        var warnings: [String] = []
        for identifier in Set(definitions.keys).union(sessionFolders) {
            var session = SceneSession(identifier: identifier, definition: definitions[identifier], hasFolder: sessionFolders.contains(identifier))
            if session.hasFolder { try readSession(&session, walker: &walker, warnings: &warnings) }
            sessions.append(session)
        }
        let rest = SavedState(sceneIndexFolder: indexFolder, sessions: sessions, files: files)
        guard classic != nil || rest.hasScenes else {
            throw .notFound(path: root)
        }
        return Scan(classic: classic, rest: rest, warnings: warnings)
    }

    /// The path a savedState given through a symbolic link (say, one into a container) is read
    /// at: the link's target. Only the path given is followed; links inside a state are refused.
    public static func following(_ url: URL) -> URL {
        guard FileSystem.entry(url.path)?.type == .symbolicLink, let target = FileSystem.resolvedPath(url.path) else { return url }
        return URL(fileURLWithPath: target)
    }

    /// Whether `url` is a Mac app's saved state (it has windows.plist), without reading it.
    public static func isAppKitFolder(_ url: URL) -> Bool {
        FileSystem.exists(url.appendingPathComponent(WindowKeys.windowsFile).path)
    }

    /// AppKit's state when the folder is a Mac app's: windows.plist beside a data.data that is
    /// not a UIKit archive (a damaged record file is then AppKit's error, at its byte offset;
    /// an empty data.data: every window closed).
    static func appKitState(_ names: [String], walker: inout SavedStateWalker) throws(SavedStateError) -> WindowState? {
        guard names.contains(WindowKeys.windowsFile), try walker.type(WindowKeys.windowsFile) == .file else { return nil }
        var data: [UInt8] = []
        if names.contains(WindowKeys.dataFile), try walker.type(WindowKeys.dataFile) == .file {
            data = try walker.read(WindowKeys.dataFile)
            guard !BinaryPropertyListReader.hasMagic(data) else { return nil }
        }
        return try WindowStateReader.read(windows: try walker.read(WindowKeys.windowsFile), data: data,
                                          windowsPath: walker.absolute(WindowKeys.windowsFile), dataPath: walker.absolute(WindowKeys.dataFile))
    }

    static func readSession(_ session: inout SceneSession, walker: inout SavedStateWalker, warnings: inout [String]) throws(SavedStateError) {
        let folder = session.identifier
        let names = try walker.list(folder)
        func path(_ name: String) -> String { folder + "/" + name }
        func isFile(_ name: String) throws(SavedStateError) -> Bool {
            guard names.contains(name) else { return false }
            return try walker.type(path(name)) == .file
        }
        var handled: Set<String> = []
        if try isFile(SceneKeys.dataFile) {
            let info = try isFile(UIKitKeys.restorationInfoFileName) ? try walker.read(path(UIKitKeys.restorationInfoFileName)) : nil
            switch try SceneCoding.sessionData(try walker.read(path(SceneKeys.dataFile)), restorationInfo: info, path: walker.absolute(path(SceneKeys.dataFile))) {
            case .activity(let activity):
                session.activity = activity
            case .classic(let snapshot, let found):
                session.classic = snapshot
                warnings += found.map { "session \(folder): \($0)" }
                if info != nil { handled.insert(UIKitKeys.restorationInfoFileName) }
            }
            handled.insert(SceneKeys.dataFile)
        }
        if try isFile(SceneKeys.userInfoFile) {
            session.userInfo = try SceneCoding.plist(try walker.read(path(SceneKeys.userInfoFile)), path: walker.absolute(path(SceneKeys.userInfoFile)))
            handled.insert(SceneKeys.userInfoFile)
        }
        if try isFile(SceneKeys.internalUserInfoFile) {
            session.internalUserInfo = try SceneCoding.plist(
                try walker.read(path(SceneKeys.internalUserInfoFile)), path: walker.absolute(path(SceneKeys.internalUserInfoFile)))
            handled.insert(SceneKeys.internalUserInfoFile)
        }
        var others: [SavedFile] = []
        for name in names where !handled.contains(name) {
            for file in try walker.files(under: path(name)) {
                others.append(SavedFile(path: String(file.path.dropFirst(folder.count + 1)), bytes: file.bytes))
            }
        }
        session.files = others.sorted { $0.path.precedesInBytes($1.path) }
    }
}
