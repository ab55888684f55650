import Foundation
import Git
import KeyedArchive
import StateRestoration

/// App versions of snapshots and of the running app, for staleness.
extension SnapshotStore {
    /// The version a snapshot was recorded with, under the configured key: from its commit
    /// trailers when they were written for that key, else from its app-level values.
    public func appVersion(of info: SnapshotInfo) throws -> AppVersion? {
        let key = try versionKey()
        let recordedKey = info.trailer(CommitMessage.Trailer.versionKey) ?? AppVersion.defaultKey
        if recordedKey == key, info.trailer(CommitMessage.Trailer.objects) != nil {
            return info.trailer(CommitMessage.Trailer.appVersion).map(AppVersion.init)
        }
        let tree = try Self.wrap { try repository.tree(info.tree) }
        guard let entry = tree.entry(named: TreeLayout.appFile),
            let text = String(validating: try Self.wrap { try repository.blob(entry.id) }, as: UTF8.self)
        else { throw RepositoryError.damagedSnapshot(commit: info.id.short, file: TreeLayout.appFile, reason: "missing") }
        do {
            return AppVersion(Snapshot(app: try CanonicalTextReader.archive(text), objects: []), key: key)
        } catch {
            throw RepositoryError.damagedSnapshot(commit: info.id.short, file: TreeLayout.appFile, reason: "\(error)")
        }
    }

    /// The running app's version: `explicit` (--app-version), else `uistate.appVersion`, else
    /// the version in the working archive; nil when none is known.
    public func currentAppVersion(explicit: String?) throws -> AppVersion? {
        if let explicit { return AppVersion(explicit) }
        if let configured = try setting(Settings.appVersionKey), !configured.isEmpty { return AppVersion(configured) }
        guard let archive = try workingArchive(), FileManager.default.fileExists(atPath: SavedStateReader.archiveURL(for: archive).path) else { return nil }
        let scan = try SavedStateReader.scan(at: archive)
        return AppVersion(Snapshot(app: scan.appArchive(), objects: []), key: try versionKey())
    }

    /// The staleness rule for the current app, nil when its version is unknown.
    public func staleness(explicitVersion: String?) throws -> Staleness? {
        try currentAppVersion(explicit: explicitVersion).map { Staleness(versionKey: try versionKey(), current: $0) }
    }
}
