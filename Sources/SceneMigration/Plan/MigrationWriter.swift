import AppProject
import Git
import Platform

/// Writes a migration plan's edits through `EditWriter`: one transaction over the project
/// folder, every file or none (a new file with the folders it needs, an existing one keeping
/// its mode, a link written through), after checking that every file is still as the plan
/// read it and a link out of the folder is refused, before any byte is written.
public enum MigrationWriter {
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The project is not in a git work tree, or the tree has uncommitted changes.
        case notVersioned(String)
        case dirty(root: String, changed: [String], count: Int)
        /// git is in the middle of a merge, a rebase ...: the migration would be mixed into it.
        case inProgress(root: String, operation: WorkTreeStatus.Operation)
        /// A file to change is reached through a symbolic link that leads out of the project folder.
        case outsideFolder(String, String)
        /// The transaction refused or failed (nothing written), or was interrupted after its
        /// commit point (the next run completes it).
        case transaction(TransactionError)

        public var description: String {
            switch self {
            case .notVersioned(let path): "\(path) is not in a git work tree, so the migration could not be reviewed or undone apart from other changes"
            case .dirty(_, let changed, let count):
                "the git work tree has \(count) uncommitted change\(count == 1 ? "" : "s") (\(changed.prefix(3).joined(separator: ", "))\(count > 3 ? ", ..." : "")), which the migration's would mix with"
            case .inProgress(let root, let operation):
                "git is in the middle of a \(operation.rawValue) in \(root), which the migration's changes would be mixed into: finish it first (\(operation.advice))"
            case .outsideFolder(let path, let target):
                "\(path) is a symbolic link to \(target), outside the project folder, which migrate does not write: copy the file into the project, or migrate the folder that holds both"
            case .transaction(let error): error.description
            }
        }
    }

    /// Refuses a project in the middle of a git operation (a merge, a rebase, a cherry-pick, a
    /// revert, a bisect, as git refuses to start another), and unless `allowDirty` one whose
    /// work tree has uncommitted changes or that is in none. uistate's own repository
    /// (`.uistate`, in the project folder as the docs suggest) is not a change. Asked whether
    /// the plan is empty or not: a tree left dirty by an interrupted or uncommitted migration is
    /// said, never taken for "nothing to migrate".
    public static func checkWorkTree(_ folder: String, allowDirty: Bool = false) throws(Failure) {
        let status: WorkTreeStatus?
        do {
            status = try WorkTreeStatus.of(folder, excluding: ".uistate")
        } catch {
            if allowDirty { return }
            throw .notVersioned(folder)
        }
        guard let status else {
            if allowDirty { return }
            throw .notVersioned(folder)
        }
        if let operation = status.operation { throw .inProgress(root: status.root, operation: operation) }
        guard allowDirty || status.isClean else { throw .dirty(root: status.root, changed: status.changed, count: status.count) }
    }

    /// Writes the plan in `transaction` (opened on the project folder, holding its lock).
    public static func write(_ plan: MigrationPlan, in transaction: FileTransaction) throws(Failure) {
        for edit in plan.edits {
            let landing = Workspace.landing(edit.path, in: plan.root)
            guard landing.relative != nil else { throw .outsideFolder(edit.path, landing.resolved) }
        }
        do {
            try EditWriter.write(plan.edits, in: transaction)
        } catch {
            throw .transaction(error)
        }
    }

    /// Writes the plan in a transaction of its own.
    public static func write(_ plan: MigrationPlan, timeout: Double = 30) throws(Failure) {
        let transaction: FileTransaction
        do {
            transaction = try FileTransaction(root: plan.root, timeout: timeout)
        } catch {
            throw .transaction(error)
        }
        try write(plan, in: transaction)
    }
}
