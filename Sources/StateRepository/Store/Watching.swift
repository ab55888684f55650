#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StateRestoration

/// What `watch` does with a savedState folder while the app runs.
public struct WatchOptions: Sendable {
    /// How long the folder must stay unchanged before it is read: UIKit writes several files
    /// per run, each a new file renamed over the old one.
    public var settle: Double
    /// Stop after this many snapshots.
    public var count: Int?
    /// Put this snapshot back after every run, so each launch starts from it.
    public var pin: ObjectID?
    /// Look every 100 ms instead of waiting for change notifications (file systems that never
    /// deliver them: network shares, some virtual machines' shared folders).
    public var polling: Bool
    /// A state not to record: the tree a launch just put back (`launch --record` records what
    /// the app writes next).
    public var skip: ObjectID?

    public init(settle: Double = 0.3, count: Int? = nil, pin: ObjectID? = nil, polling: Bool = false, skip: ObjectID? = nil) {
        self.settle = settle
        self.count = count
        self.pin = pin
        self.polling = polling
        self.skip = skip
    }
}

/// What happened while watching, as it happens.
public enum WatchEvent: Sendable {
    case recorded(SnapshotStore.CommitResult, at: Date)
    /// The folder holds a state that does not parse yet (a run being written); waited for.
    case incomplete(SavedStateError)
    /// UIKit deleted the folder (a crash, a force quit), or it came back.
    case folderGone
    case folderBack
    /// The pinned snapshot was put back after a run.
    case pinned(ObjectID)
    /// `uistate.retention` thinned the branch after a run.
    case thinned(dropped: Int, backup: String?)
}

extension SnapshotStore {
    /// Commits every distinct state written to the savedState folder at `url`, one commit per
    /// preservation run, until `shouldStop` says so (checked between runs, so a run being
    /// committed is finished) or `options.count` snapshots are recorded. A run is read once the
    /// folder has been quiet for `options.settle`; a state equal to the branch's tip (or to the
    /// pinned snapshot) is not committed again. With `options.pin`, the pinned snapshot is
    /// restored after every run and that write is not taken for a run.
    public func watch(_ url: URL, options: WatchOptions, shouldStop: () -> Bool, report: (WatchEvent) -> Void) throws(RepositoryError) {
        let path = url.standardizedFileURL.path
        let monitor = FolderMonitor(path: path, polling: options.polling)
        let pinnedTree = try options.pin.map { (pin) throws(RepositoryError) in try info(pin).tree }
        var examined: SavedStateFingerprint? = nil
        var present = FileSystem.exists(path)
        var wentAway = false
        var recorded = 0
        var look = true
        while !shouldStop() {
            if !look {
                look = monitor.wait(timeout: monitor.usesNotifications ? 0.5 : FolderMonitor.pollInterval)
                continue
            }
            look = false
            guard let seen = SavedStateFingerprint.of(path) else {
                if present {
                    report(.folderGone)
                    wentAway = true
                }
                present = false
                examined = nil
                continue
            }
            // A folder that was not there at the start is not "back" when it first appears.
            if !present && wentAway {
                report(.folderBack)
                wentAway = false
            }
            present = true
            guard seen != examined else { continue }
            guard let settled = settle(path, from: seen, for: options.settle, monitor: monitor, shouldStop: shouldStop) else {
                // Gone while it settled (a deletion seen half-way): look again at once, or the
                // notifications the wait consumed would leave it unreported.
                look = true
                continue
            }
            examined = settled
            let prepared: PreparedSnapshot
            do {
                prepared = try prepare(savedStateAt: url, redaction: try redaction())
            } catch {
                guard case .savedState(let reason) = error else { throw error }
                report(.incomplete(reason))
                continue
            }
            let tree = try SnapshotTree(prepared).id
            let isPinned = tree == pinnedTree
            let isTip = try tip().map { (tip) throws(RepositoryError) in try info(tip).tree == tree } ?? false
            if !isPinned && !isTip && tree != options.skip, let result = try commitRun(prepared) {
                report(.recorded(result.result, at: result.time))
                recorded += 1
                // Retention after each run: a year of watch keeps what the rules say.
                if let retention = try retentionPolicy() {
                    let thinned = try pruneRetention(retention)
                    if !thinned.dropped.isEmpty { report(.thinned(dropped: thinned.dropped.count, backup: thinned.backup)) }
                }
            }
            // The state at the start is put back too, so the very next launch is pinned.
            if let pin = options.pin, !isPinned {
                _ = try restore(pin, to: url)
                examined = SavedStateFingerprint.of(path)
                report(.pinned(pin))
            }
            if let count = options.count, recorded >= count { return }
        }
    }

    /// Commits one run; nil when another process committed the same state meanwhile.
    private func commitRun(_ prepared: PreparedSnapshot) throws(RepositoryError) -> (result: CommitResult, time: Date)? {
        let time = Date()
        do {
            return (try commitRead(prepared, message: nil, summaryPrefix: "Run at \(Self.clock(time)): ", allowEmpty: false), time)
        } catch {
            guard case .nothingToCommit = error else { throw error }
            return nil
        }
    }

    /// Waits until the folder has been quiet for `settle` seconds: every wake-up that finds it
    /// changed starts the quiet time again. nil when the folder went away or a stop was asked.
    private func settle(_ path: String, from first: SavedStateFingerprint, for settle: Double, monitor: FolderMonitor, shouldStop: () -> Bool) -> SavedStateFingerprint? {
        var current = first
        var quietSince = Date()
        while !shouldStop() {
            let remaining = settle - Date().timeIntervalSince(quietSince)
            if remaining <= 0 { return current }
            guard monitor.wait(timeout: remaining) else { continue }
            guard let next = SavedStateFingerprint.of(path) else { return nil }
            if next != current {
                current = next
                quietSince = Date()
            }
        }
        return nil
    }

    /// `20:15:02`, the run's local time, for its subject.
    static func clock(_ date: Date) -> String {
        CalendarTime.local(Int64(date.timeIntervalSince1970.rounded(.down))).clockText
    }
}
