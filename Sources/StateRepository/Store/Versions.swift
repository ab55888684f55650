#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import KeyedArchive
import Platform
import StateRestoration

/// The version in a snapshot's classic archive; nil inside when the archive has none.
struct RecordedVersion {
    var version: AppVersion?
}

/// App versions of snapshots and of the running app, for staleness.
extension SnapshotStore {
    /// Whether the snapshot is stale for `staleness`; nil for a snapshot with scene sessions
    /// only, which `shouldRestoreApplicationState` never sees (scenes restore from activities).
    public func isStale(_ info: SnapshotInfo, for staleness: Staleness) throws(RepositoryError) -> Bool? {
        guard let version = try recordedVersion(of: info) else { return nil }
        return staleness.isStale(version.version)
    }

    /// The version a snapshot was recorded with, under the configured key: from its commit
    /// trailers when they were written for that key, else from its app-level values. The outer
    /// nil: the snapshot has no classic archive, so no version to compare.
    func recordedVersion(of info: SnapshotInfo) throws(RepositoryError) -> RecordedVersion? {
        let key = try versionKey()
        let recordedKey = info.trailer(CommitMessage.Trailer.versionKey) ?? AppVersion.defaultKey
        if recordedKey == key, info.trailer(CommitMessage.Trailer.objects) != nil {
            return RecordedVersion(version: info.trailer(CommitMessage.Trailer.appVersion).map(AppVersion.init))
        }
        let tree = try SnapshotLimits.tree(info.tree, in: repository, commit: info.id.short, path: [])
        guard let entry = tree.entry(named: TreeLayout.appFile), !entry.isTree else {
            if tree.entry(named: TreeLayout.scenesFolder) != nil { return nil }
            throw .damagedSnapshot(commit: info.id.short, file: TreeLayout.appFile, reason: "missing")
        }
        let app = try BlobText(repository: repository, commit: info.id.short).archive(entry.id, file: TreeLayout.appFile)
        return RecordedVersion(version: AppVersion(Snapshot(app: app, objects: []), key: key))
    }

    /// The running app's version: `explicit` (--app-version), else `uistate.appVersion`, else
    /// the version in the working archive; nil when none is known (a Mac app's folder holds no
    /// UIKit version).
    public func currentAppVersion(explicit: String?) throws(RepositoryError) -> AppVersion? {
        if let explicit { return AppVersion(explicit) }
        if let configured = try setting(Settings.appVersionKey), !configured.isEmpty { return AppVersion(configured) }
        guard let archive = try workingArchive(), FileSystem.exists(SavedStateReader.archiveURL(for: archive).path),
              !SavedStateFolderReader.isAppKitFolder(archive)
        else { return nil }
        // A folder unchanged since its record was kept: the version is in the record.
        if let key = try workingStateKey(archive),
           let record = WorkingStateRecord.load(gitDirectory: gitDirectory), record.key == key {
            return record.appVersion.map(AppVersion.init)
        }
        let app: KeyedArchive
        do {
            app = try SavedStateReader.appArchive(at: archive)
        } catch {
            throw .savedState(error)
        }
        return AppVersion(Snapshot(app: app, objects: []), key: try versionKey())
    }

    /// The staleness rule for the current app, nil when its version is unknown.
    public func staleness(explicitVersion: String?) throws(RepositoryError) -> Staleness? {
        guard let current = try currentAppVersion(explicit: explicitVersion) else { return nil }
        return Staleness(versionKey: try versionKey(), current: current)
    }

    /// The staleness rule, which needs the app's current version.
    public func requiredStaleness(explicitVersion: String?) throws(RepositoryError) -> Staleness {
        guard let staleness = try staleness(explicitVersion: explicitVersion) else { throw .unknownAppVersion }
        return staleness
    }

    /// Refuses a snapshot that is stale for the app's current version (UIKit would discard
    /// it), unless `force`; returns the snapshot's version when it is stale and forced.
    @discardableResult
    public func checkNotStale(_ id: ObjectID, appVersion: String?, force: Bool) throws(RepositoryError) -> (version: AppVersion?, staleness: Staleness)? {
        guard let staleness = try staleness(explicitVersion: appVersion) else { return nil }
        guard let recorded = try recordedVersion(of: try info(id)) else { return nil }
        let version = recorded.version
        guard staleness.isStale(version) else { return nil }
        guard force else {
            throw .staleSnapshot(commit: id.short, version: version?.text, current: staleness.current.text, key: staleness.versionKey)
        }
        return (version, staleness)
    }
}
