import Platform

/// The one writer of edits into a project (`doctor --fix`, `migrate scenes --apply`): every
/// file of a set written as one `FileTransaction` under the project folder, each checked to be
/// still as its edits were made against (a new file's name still free) before the first byte
/// is written, a symbolic link written through and one out of the folder refused.
public enum EditWriter {
    /// Writes `edits` in `transaction` (opened on the project folder, holding its lock).
    public static func write(_ edits: [FileEdit], in transaction: FileTransaction) throws(TransactionError) {
        try transaction.commit(edits.filter(\.changes).map { edit in
            .write(path: edit.path, bytes: edit.after, precondition: edit.before.map { .content($0) } ?? .absent, permissions: 0o644)
        })
    }

    /// Writes `edits` under `root` in a transaction of their own (see `write(_:in:)`).
    public static func write(_ edits: [FileEdit], root: String, timeout: Double = 30) throws(TransactionError) {
        try write(edits, in: try FileTransaction(root: root, timeout: timeout))
    }
}
