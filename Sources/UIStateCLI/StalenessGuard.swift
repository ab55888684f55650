import Git
import StateRepository
import StateRestoration

/// The rule restore and rollback apply before writing: UIKit discards a stale archive, so
/// restoring one is refused unless forced.
enum StalenessGuard {
    static func check(_ id: ObjectID, store: SnapshotStore, appVersion: String?, force: Bool, console: Console) throws {
        guard let staleness = try store.staleness(explicitVersion: appVersion) else { return }
        let version = try store.appVersion(of: try store.info(id))
        guard staleness.isStale(version) else { return }
        if force {
            console.note("warning: snapshot \(id.short) is stale (app version \(version?.text ?? "none"), the app is \(staleness.current.text)); restoring it because of --force")
            return
        }
        throw RepositoryError.staleSnapshot(commit: id.short, version: version?.text, current: staleness.current.text, key: staleness.versionKey)
    }
}
