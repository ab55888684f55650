import KeyedArchive
import PropertyList

/// The scene files of a savedState folder, from bytes to `SceneSession` parts and back. What
/// UIKit could not read either is an error naming the file; what is merely unusual is kept.
public enum SceneCoding {
    /// The session index: persistent identifier -> keyed archive of the `UISceneSession`.
    public static func index(_ bytes: [UInt8], path: String) throws(SavedStateError) -> [(identifier: String, definition: KeyedArchive)] {
        guard case .dictionary(let entries) = try plist(bytes, path: path) else {
            throw .malformedScene(path: path, reason: "the session index is not a dictionary")
        }
        var result: [(String, KeyedArchive)] = []
        for entry in entries {
            guard SceneKeys.isPlausibleIdentifier(entry.key) else {
                throw .malformedScene(path: path, reason: "'\(entry.key)' is not a plausible session identifier")
            }
            guard case .data(let data) = entry.value else {
                throw .malformedScene(path: path, reason: "the entry of session '\(entry.key)' is not data")
            }
            do {
                result.append((entry.key, try KeyedArchiveReader.read(data).archive))
            } catch {
                throw .malformedScene(path: path, reason: "the entry of session '\(entry.key)' is not a keyed archive: \(error.description)")
            }
        }
        return result
    }

    /// The index file's bytes (binary plist, identifiers in order).
    public static func indexBytes(_ sessions: [SceneSession]) -> [UInt8] {
        let entries = sessions.compactMap { session in
            session.definition.map { PropertyListEntry(session.identifier, .data(KeyedArchiveWriter.write($0))) }
        }
        return BinaryPropertyListWriter.write(.dictionary(entries))
    }

    /// What a session folder's `data.data` holds, decided by its content.
    public enum SessionData: Sendable {
        case activity(SceneActivity)
        case classic(Snapshot, warnings: [String])
    }

    public static func sessionData(_ bytes: [UInt8], restorationInfo: [UInt8]?, path: String) throws(SavedStateError) -> SessionData {
        guard case .dictionary(let entries) = try plist(bytes, path: path) else {
            throw .malformedScene(path: path, reason: "neither a restoration activity nor a view-controller archive (not a dictionary)")
        }
        if entries.contains(where: { $0.key == "$archiver" || $0.key == "$objects" }) {
            let result = try SavedStateReader.snapshot(archive: bytes, restorationInfo: restorationInfo, path: path)
            return .classic(result.snapshot, warnings: result.warnings)
        }
        return .activity(try activity(entries, path: path))
    }

    static func activity(_ entries: [PropertyListEntry], path: String) throws(SavedStateError) -> SceneActivity {
        guard entries.contains(where: { $0.key == SceneKeys.activityType }) else {
            throw .malformedScene(path: path, reason: "the restoration activity has no type (\(SceneKeys.activityType))")
        }
        for entry in entries where entry.key == SceneKeys.activityType {
            guard case .string = entry.value else {
                throw .malformedScene(path: path, reason: "the restoration activity's type is not a string")
            }
        }
        var kept: [PropertyListEntry] = []
        var userInfo: KeyedArchive? = nil
        for entry in entries {
            if entry.key == SceneKeys.activityUserInfoData, case .data(let data) = entry.value,
                let archive = try? KeyedArchiveReader.read(data), !archive.warnings.contains(where: \.losesData) {
                userInfo = archive.archive
            } else {
                kept.append(entry)
            }
        }
        return SceneActivity(entries: kept, userInfo: userInfo)
    }

    /// Any scene file's property list (`userInfo.data` and `internalUserInfo.data` are any).
    public static func plist(_ bytes: [UInt8], path: String) throws(SavedStateError) -> PropertyListValue {
        do {
            return try PropertyListReader.read(bytes)
        } catch {
            throw .malformedScene(path: path, reason: error.description)
        }
    }

    /// The files of a session's folder, by name (`restorationInfo.plist` with a classic archive).
    public static func files(of session: SceneSession) -> [SavedFile] {
        var files: [SavedFile] = []
        if let activity = session.activity {
            files.append(SavedFile(path: SceneKeys.dataFile, bytes: BinaryPropertyListWriter.write(activity.dictionary)))
        }
        if let classic = session.classic { files += SavedStateWriter.files(of: classic) }
        if let userInfo = session.userInfo {
            files.append(SavedFile(path: SceneKeys.userInfoFile, bytes: BinaryPropertyListWriter.write(userInfo)))
        }
        if let internalInfo = session.internalUserInfo {
            files.append(SavedFile(path: SceneKeys.internalUserInfoFile, bytes: BinaryPropertyListWriter.write(internalInfo)))
        }
        return files + session.files
    }
}
