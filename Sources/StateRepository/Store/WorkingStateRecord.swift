import Crypto
import Git
import Platform
import StateRestoration

/// What `status` needs to skip reading the working savedState, as git's index keeps stat data:
/// a digest of the folder's path and fingerprint (every entry's path, type, size and
/// modification time) and of the config file's (any setting change invalidates it), with the
/// tree the folder produced, its counts and the app version it holds (what `log` and the
/// staleness checks ask of the working archive). The magic carries the format's version (bump
/// it when canonical text changes). The file (`<repo>/uistate-working-state`) is local, never
/// shared; deleting it only costs time.
///
/// A record is kept only when every entry is more than `settledAge` old: a rewrite of the same
/// size within the file system's timestamp granularity would otherwise leave the fingerprint
/// equal (git's "racily clean" entries), so young folders are always read.
struct WorkingStateRecord: Equatable {
    static let fileName = "uistate-working-state"
    static let magic = Array("uistate-working-state 4\n".utf8)
    static let settledAge = 2.0

    var key: [UInt8]
    var tree: ObjectID
    var objectCount: Int
    var sessionCount: Int
    var windowCount: Int
    /// The app version in the folder's classic archive, read with the configured key.
    var appVersion: String?

    /// The key of the folder at `path` as it is now; nil when it is missing or too young to trust.
    static func key(folder path: String, gitDirectory: String, rulesFile: String? = nil, now: Double) -> [UInt8]? {
        guard let fingerprint = SavedStateFingerprint.of(path), now - fingerprint.newestModification > settledAge,
              let config = SavedStateFingerprint.of(gitDirectory + "config")
        else { return nil }
        var input = Array(path.utf8) + [0]
        input += config.bytes
        if let rulesFile { input += SavedStateFingerprint.of(rulesFile)?.bytes ?? [1] }
        input += fingerprint.bytes
        return Array(Insecure.SHA1.hash(data: input))
    }

    static func load(gitDirectory: String) -> WorkingStateRecord? {
        let fixed = magic.count + 20 + 20 + 24 + 1
        guard let bytes = try? FileSystem.read(gitDirectory + fileName, limit: 4096), bytes.count >= fixed,
              bytes.starts(with: magic), let tree = ObjectID(bytes: bytes[(magic.count + 20)..<(magic.count + 40)])
        else { return nil }
        func integer(at offset: Int) -> Int {
            bytes[offset..<(offset + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
        }
        let version: String?
        switch bytes[fixed - 1] {
        case 0 where bytes.count == fixed: version = nil
        case 1: guard let text = String(validating: bytes[fixed...], as: UTF8.self) else { return nil }
            version = text
        default: return nil
        }
        return WorkingStateRecord(key: Array(bytes[magic.count..<(magic.count + 20)]), tree: tree,
                                  objectCount: integer(at: magic.count + 40), sessionCount: integer(at: magic.count + 48),
                                  windowCount: integer(at: magic.count + 56), appVersion: version)
    }

    /// Replaces the record, atomically; failures are ignored (it is only a shortcut).
    func save(gitDirectory: String) {
        var bytes = Self.magic + key + tree.bytes
        for value in [objectCount, sessionCount, windowCount] {
            withUnsafeBytes(of: UInt64(value).littleEndian) { bytes += $0 }
        }
        bytes += appVersion.map { [1] + Array($0.utf8) } ?? [0]
        try? AtomicFile.write(bytes, to: gitDirectory + Self.fileName, permissions: 0o644, durable: false)
    }
}

extension PreparedSnapshot {
    func record(key: [UInt8], tree: ObjectID, versionKey: String) -> WorkingStateRecord {
        WorkingStateRecord(key: key, tree: tree, objectCount: objectCount, sessionCount: scenes.sessions.count, windowCount: windowCount ?? 0,
                           appVersion: app.flatMap { AppVersion($0, key: versionKey) }?.text)
    }
}
