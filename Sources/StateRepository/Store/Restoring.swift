#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StatePrivacy
import StateRestoration

extension SnapshotStore {
    public struct RestoreResult: Sendable {
        public var location: SavedStateLocation
        /// The saved state as written.
        public var state: SavedState
        /// The bytes of `data.data` (0 when the state has no classic archive).
        public var archiveSize: Int
        /// With `--only`: the objects, the sessions and the Mac windows or window objects
        /// (`12`, `12/_NSWindow`) taken from the snapshot.
        public var restoredObjects: [IdentifierPath]
        public var restoredSessions: [String]
        public var restoredWindows: [String]
        public var written: Bool
        /// With a redaction: the private values replaced in what was written.
        public var redacted: [SecretFinding] = []
        /// What this write settled of one killed at the same place before.
        public var recovered: FileTransaction.Recovery?
    }

    /// What a saved state is never written over or into: the repository and the folder it is
    /// in (with everything above them: `SavedStateDestination`).
    public var protectedPaths: [String] { [gitDirectory, workFolder.path] }

    /// Writes a whole saved state at `folder` as `restore --to` does (only into a folder that
    /// is new, empty or a saved state's, never over the repository), returning what it settled
    /// of a write killed there before.
    @discardableResult
    public func write(_ state: SavedState, to folder: URL) throws(RepositoryError) -> FileTransaction.Recovery? {
        do {
            return try SavedStateFolderWriter.write(state, to: folder, protecting: protectedPaths, timeout: lockTimeout)
        } catch {
            throw .savedState(error)
        }
    }

    /// Writes the snapshot `id` as the savedState at `target`. A folder is made equal to the
    /// snapshot (every recorded file written, every other file and session folder removed) and
    /// swapped in whole, so the app never reads a mix of two states; a `data.data` path gets the
    /// classic archive alone, replaced atomically. With `only`, just those sessions, or those
    /// objects and their subtrees, or those Mac windows or window objects, come from the
    /// snapshot; the rest of what is at `target` stays. With `dryRun`, nothing is written.
    /// With `redaction`, every private value is replaced and a Mac app's windows get new keys
    /// (a state to hand over: `--to <folder> --redact`).
    public func restore(_ id: ObjectID, to target: URL, only: [IdentifierPath] = [], redaction: StateRedaction? = nil, dryRun: Bool = false) throws(RepositoryError) -> RestoreResult {
        try restore(try savedState(at: id), committedAs: id, to: target, only: only, redaction: redaction, dryRun: dryRun)
    }

    /// `restore(_:to:only:redaction:dryRun:)` for a saved state already read from commit `id`.
    public func restore(_ committed: SavedState, committedAs id: ObjectID, to target: URL, only: [IdentifierPath] = [], redaction: StateRedaction? = nil, dryRun: Bool = false) throws(RepositoryError) -> RestoreResult {
        let location = SavedStateLocation(target)
        let wholeFolder = location.folder.standardizedFileURL.path == target.standardizedFileURL.path
        var result = committed
        var restoredObjects = committed.classic?.objects.map(\.path) ?? []
        var restoredSessions = committed.sessions.map(\.identifier)
        var restoredWindows = committed.windows?.windows.map(\.name) ?? []
        if !only.isEmpty {
            let current = try currentState(at: wholeFolder ? location.folder : location.archive)
            let sessionIDs = Set(committed.sessions.map(\.identifier)).union(current.sessions.map(\.identifier))
            let windowNames = Set((committed.windows?.windows ?? []).map(\.name) + (current.windows?.windows ?? []).map(\.name))
            let sessions = only.map(\.rawValue).filter(sessionIDs.contains)
            let windowPaths = only.map { WindowPath($0.rawValue) }.filter { windowNames.contains($0.window) }
            for path in windowPaths {
                guard let object = path.object else { continue }
                let named = [committed.windows, current.windows].contains { $0?.window(named: path.window)?.object(named: object) != nil }
                if !named { throw .unknownObject(path: path.window + "/" + object, revision: id.short) }
            }
            let paths = only.filter { !sessionIDs.contains($0.rawValue) && !windowNames.contains(WindowPath($0.rawValue).window) }
            let committedObjects = committed.classic?.objects ?? []
            let currentObjects = current.classic?.objects ?? []
            for path in paths where !committedObjects.contains(where: { path.contains($0.path) }) && !currentObjects.contains(where: { path.contains($0.path) }) {
                throw .unknownObject(path: path.rawValue, revision: id.short)
            }
            result = current
            if !paths.isEmpty, let currentClassic = current.classic {
                var merged = currentClassic.replacing(paths, from: committed.classic ?? Snapshot(app: currentClassic.app, objects: []))
                merged.restorationInfo = currentClassic.restorationInfo
                result.classic = merged
            }
            for identifier in sessions {
                result.sessions.removeAll { $0.identifier == identifier }
                if let session = committed.session(identifier) { result.sessions.append(session) }
            }
            if !windowPaths.isEmpty, let currentWindows = current.windows {
                result.windows = currentWindows.replacing(windowPaths, from: committed.windows)
            }
            result = SavedState(classic: result.classic, sceneIndexFolder: result.sceneIndexFolder ?? committed.sceneIndexFolder,
                                sessions: result.sessions, files: result.files, windows: result.windows)
            restoredObjects = committedObjects.map(\.path).filter { path in paths.contains { $0.contains(path) } }
            restoredSessions = sessions.filter { committed.session($0) != nil }
            restoredWindows = windowPaths.filter { path in
                guard let window = committed.windows?.window(named: path.window) else { return false }
                return path.object.map { window.object(named: $0) != nil } ?? true
            }.map(\.text)
        }
        if !wholeFolder && result.classic == nil {
            throw .noClassicArchive(commit: id.short, target: location.archive.path, macWindows: committed.windows != nil)
        }
        var redacted: [SecretFinding] = []
        if let redaction { (result, redacted) = redaction.handOver(result) }
        let size = result.classic.map { SavedStateWriter.archiveBytes($0).count } ?? 0
        var recovered: FileTransaction.Recovery?
        do {
            // The writers refuse a folder that holds what they would delete before writing;
            // --dry-run asks the same, since it says what a write would do.
            if dryRun, wholeFolder {
                try SavedStateDestination.check(SavedStateFolderReader.following(location.folder).path, writing: result, protecting: protectedPaths)
            } else if dryRun {
                try SavedStateDestination.check(archive: location, protecting: protectedPaths)
            } else if wholeFolder {
                recovered = try SavedStateFolderWriter.write(result, to: location.folder, protecting: protectedPaths, timeout: lockTimeout)
            } else if let classic = result.classic {
                try SavedStateWriter.write(classic, location: location, protecting: protectedPaths, timeout: lockTimeout)
            }
        } catch {
            throw .savedState(error)
        }
        return RestoreResult(location: location, state: result, archiveSize: size, restoredObjects: restoredObjects,
                             restoredSessions: restoredSessions, restoredWindows: restoredWindows, written: !dryRun, redacted: redacted, recovered: recovered)
    }

    /// What is at the target now, for `--only`.
    private func currentState(at url: URL) throws(RepositoryError) -> SavedState {
        guard FileManager.default.fileExists(atPath: url.path) else { throw .noWorkingArchive }
        do {
            return try SavedStateFolderReader.read(at: url).state
        } catch {
            throw .savedState(error)
        }
    }
}
