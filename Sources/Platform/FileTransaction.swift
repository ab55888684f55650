/// Several files changed as one: all of them or none, whatever stops the process (an error, a
/// full disk, SIGKILL) and whoever else writes under the same folder at the same time.
///
/// Opening one takes the lock of its root folder (flock on the folder itself: the kernel lets
/// go when the process dies, and no lock file appears in a work tree) and settles what a killed
/// run left, as its journal says (`recovered`). `commit` then
/// 1. checks everything before the first write: each file still as planned (an existing file's
///    bytes, a new file's name free, its folders folders), writable, inside the root once
///    symbolic links are followed, and room on the disk for all of it;
/// 2. writes the journal (what goes where), then each new content beside its target
///    (`.<name>.tmp-<pid>-<n>`, flushed) and the folders new files need;
/// 3. marks the journal committed: from here on every new content is on disk, so a killed run
///    is completed by the next one, where before it a killed run is undone;
/// 4. renames each file into place (a link is written through, a file keeps its mode), removes
///    what goes, swaps a folder in, and removes the journal.
///
/// A failure before step 3 removes everything staged: nothing is written, and the error names
/// every file involved. Paths are relative to the root (or absolute inside it).
public final class FileTransaction {
    /// What must be at a path for the change to go ahead, as the plan saw it.
    public enum Precondition: Sendable, Equatable {
        /// Nothing: a new file.
        case absent
        /// A file with exactly these bytes.
        case content([UInt8])
        /// A file, whatever it holds, or nothing.
        case fileOrAbsent
    }

    /// A file of a folder built whole (`replaceFolder`).
    public struct FolderFile: Sendable, Equatable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    public enum Change: Sendable, Equatable {
        /// `path` gets `bytes`; a new file gets `permissions` (an existing one keeps its mode).
        case write(path: String, bytes: [UInt8], precondition: Precondition, permissions: Int)
        case remove(path: String, precondition: Precondition)
        /// The folder at `path` (a folder or nothing) replaced in one step by one holding
        /// exactly `folders` and `files` (files readable by the owner only).
        case replaceFolder(path: String, folders: [String], files: [FolderFile])

        public var path: String {
            switch self {
            case .write(let path, _, _, _), .remove(let path, _), .replaceFolder(let path, _, _): path
            }
        }
    }

    /// What a killed run left, settled when this one opened.
    public struct Recovery: Sendable, Equatable {
        public enum Outcome: String, Sendable {
            /// It was killed after every new content was on disk: its renames were made.
            case completed
            /// It was killed before: what it had staged was removed, its files are as they were.
            case undone
        }

        public var outcome: Outcome
        /// The files it was writing, as it named them.
        public var files: [String]
    }

    public let root: String
    /// The journal's path.
    public let journal: String
    public private(set) var recovered: Recovery?
    let resolvedRoot: String
    let folderPermissions: Int
    private let lock: FileLock
    var faults = TransactionFaults.fromEnvironment()

    /// The default name of the journal in the root folder.
    public static let journalName = ".uistate-journal"

    /// Takes the root's lock (waiting up to `timeout` seconds for another run) and settles what
    /// a killed run left. `journalName` names the journal in the root (one per kind of write
    /// when several share a folder); `folderPermissions` is the mode of folders it creates.
    public init(root: String, journalName: String = FileTransaction.journalName, folderPermissions: Int = 0o755, timeout: Double) throws(TransactionError) {
        self.root = root
        self.folderPermissions = folderPermissions
        journal = root + "/" + journalName
        guard let resolved = FileSystem.resolvedPath(root), FileSystem.isDirectory(resolved) else {
            throw .refused([.init(path: root, reason: "no folder there")], involved: [])
        }
        resolvedRoot = resolved
        do {
            lock = try FileLock(folder: resolved, mode: .exclusive, timeout: timeout)
        } catch {
            switch error {
            case .timedOut: throw .locked(root: root)
            case .system(let failure): throw .system(failure, involved: [])
            }
        }
        recovered = try TransactionJournal.recover(journal: journal, root: resolvedRoot)
    }

    /// Makes every change or none (see the type's description). Throws before any write when
    /// a check fails, and after undoing what it staged when a write fails.
    public func commit(_ changes: [Change]) throws(TransactionError) {
        guard !changes.isEmpty else { return }
        let involved = changes.map(\.path)
        let plan = try TransactionPlan.check(changes, root: root, resolvedRoot: resolvedRoot, faults: faults)
        var journal = TransactionJournal(path: self.journal, root: resolvedRoot, entries: plan.entries, folders: plan.folders)
        // Staged: undone on any failure, by this run or (killed) the next.
        do {
            try faults.step()
            try journal.write(committed: false)
            for folder in plan.folders {
                try faults.step()
                try FileSystem.createDirectory(folder, permissions: folderPermissions)
            }
            for entry in plan.entries {
                try faults.step()
                try stage(entry, plan: plan)
            }
            for folder in plan.touchedFolders { AtomicFile.syncFolder(folder) }
            try faults.step()
            try journal.write(committed: true)
        } catch {
            journal.undo()
            throw .failed(error, involved: involved)
        }
        // Committed: every new content is on disk; a failure here leaves the journal for the
        // next run to complete.
        var done: [String] = []
        for entry in journal.entries {
            do {
                try faults.step()
                try entry.complete()
                done.append(entry.name)
            } catch {
                throw .interrupted(error, written: done, pending: journal.entries.map(\.name).filter { !done.contains($0) })
            }
        }
        for folder in plan.touchedFolders { AtomicFile.syncFolder(folder) }
        do {
            try faults.step()
            try journal.remove()
        } catch {
            throw .interrupted(error, written: done, pending: [])
        }
        faults.finish()
    }

    /// Writes one entry's new content beside its target.
    private func stage(_ entry: TransactionJournal.Entry, plan: TransactionPlan) throws(SystemError) {
        switch entry.kind {
        case .write(let bytes, let mode):
            try faults.write(entry.staged)
            try AtomicFile.writeNew(bytes, to: entry.staged, permissions: mode)
            // As the target had it, whatever the umask.
            try FileSystem.setPermissions(entry.staged, mode)
        case .remove:
            break
        case .replaceFolder(let folders, let files):
            try FileSystem.createDirectory(entry.staged)
            for folder in folders { try FileSystem.createDirectory(entry.staged + "/" + folder) }
            for file in files {
                try faults.write(entry.staged + "/" + file.path)
                try AtomicFile.writeNew(file.bytes, to: entry.staged + "/" + file.path)
            }
            AtomicFile.syncFolder(entry.staged)
        }
    }
}

/// Why a transaction did not happen, or not all of it. `involved` lists every file of it as the
/// caller named them.
public enum TransactionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One thing a check before any write found wrong.
    public struct Problem: Sendable, Equatable {
        public var path: String
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Checked before any write: nothing was written.
    case refused([Problem], involved: [String])
    /// A write failed before the commit point: everything staged was removed, nothing written.
    case failed(SystemError, involved: [String])
    /// A step after the commit point failed: `written` are in place, `pending` are not; the
    /// journal stays, so the next run completes them.
    case interrupted(SystemError, written: [String], pending: [String])
    /// Another run held the root's lock past the timeout.
    case locked(root: String)
    /// The journal of a killed run could not be read or settled.
    case journal(path: String, reason: String)
    case system(SystemError, involved: [String])

    public var description: String {
        switch self {
        case .refused(let problems, let involved):
            let what = problems.map { "\($0.path): \($0.reason)" }.joined(separator: "; ")
            return what + "; nothing written" + Self.list(involved)
        case .failed(let error, let involved):
            return error.description + "; nothing written (what was staged is removed)" + Self.list(involved)
        case .interrupted(let error, let written, let pending):
            return error.description + "; written: \(written.isEmpty ? "none" : written.joined(separator: ", ")); not yet written: "
                + "\(pending.isEmpty ? "none" : pending.joined(separator: ", ")) (the next run completes them)"
        case .locked(let root):
            return "another uistate is writing in \(root) and held its lock too long"
        case .journal(let path, let reason):
            return "the journal of an interrupted write, \(path), cannot be settled: \(reason)"
        case .system(let error, let involved):
            return error.description + "; nothing written" + Self.list(involved)
        }
    }

    static func list(_ involved: [String]) -> String {
        involved.isEmpty ? "" : " (\(involved.count) file\(involved.count == 1 ? "" : "s"): \(involved.joined(separator: ", ")))"
    }

    /// Nothing was written (a refusal or a failure undone).
    public var wroteNothing: Bool {
        switch self {
        case .interrupted: false
        default: true
        }
    }
}
