/// The check an app's `shouldRestoreApplicationState` typically makes: the version stored in
/// the archive must equal the running app's version, or UIKit discards the whole archive.
public struct Staleness: Sendable {
    /// The root key holding the version (UIKit's bundle version by default).
    public var versionKey: String
    /// The running app's version.
    public var current: AppVersion

    public init(versionKey: String, current: AppVersion) {
        self.versionKey = versionKey
        self.current = current
    }

    /// Stale when the snapshot's version differs, or is missing (an app comparing versions
    /// refuses an archive without one).
    public func isStale(_ version: AppVersion?) -> Bool {
        guard let version else { return true }
        return !version.matches(current)
    }

    public func isStale(_ snapshot: Snapshot) -> Bool {
        isStale(AppVersion(snapshot, key: versionKey))
    }
}
