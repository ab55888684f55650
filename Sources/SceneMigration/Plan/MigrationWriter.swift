import Git
import Platform

/// Writes a migration plan's edits, each file atomically (a new file with the folder it needs,
/// an existing one keeping its mode, a link written through), after checking that every file
/// is still as the plan read it: a file changed since planning stops the whole write before
/// any byte is written.
public enum MigrationWriter {
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// A file changed between planning and writing.
        case changed(String)
        /// The project is not in a git work tree, or the tree has uncommitted changes.
        case notVersioned(String)
        case dirty(root: String, changed: [String], count: Int)
        case write(String, String)
        /// A file to change is reached through a symbolic link that leads out of the project folder.
        case outsideFolder(String, String)

        public var description: String {
            switch self {
            case .changed(let path): "\(path) changed since the plan was made: run the migration again"
            case .notVersioned(let path): "\(path) is not in a git work tree, so the migration could not be reviewed or undone apart from other changes"
            case .dirty(_, let changed, let count):
                "the git work tree has \(count) uncommitted change\(count == 1 ? "" : "s") (\(changed.prefix(3).joined(separator: ", "))\(count > 3 ? ", ..." : "")), which the migration's would mix with"
            case .write(let path, let reason): "\(path) could not be written: \(reason)"
            case .outsideFolder(let path, let target):
                "\(path) is a symbolic link to \(target), outside the project folder, which migrate does not write: copy the file into the project, or migrate the folder that holds both"
            }
        }
    }

    /// Refuses a project whose work tree has uncommitted changes, or that is in none. uistate's
    /// own repository (`.uistate`, in the project folder as the docs suggest) is not a change.
    public static func checkWorkTree(_ folder: String) throws(Failure) {
        let status: WorkTreeStatus?
        do {
            status = try WorkTreeStatus.of(folder, excluding: ".uistate")
        } catch {
            throw .notVersioned(folder)
        }
        guard let status else { throw .notVersioned(folder) }
        guard status.isClean else { throw .dirty(root: status.root, changed: status.changed, count: status.count) }
    }

    public static func write(_ plan: MigrationPlan) throws(Failure) {
        let root = plan.root
        func absolute(_ path: String) -> String { root + "/" + path }
        for edit in plan.edits {
            let landing = Workspace.landing(edit.path, in: root)
            guard landing.relative != nil else { throw .outsideFolder(edit.path, landing.resolved) }
            let current = try? FileSystem.read(absolute(edit.path), limit: 8 << 20)
            guard current == edit.before else { throw .changed(edit.path) }
        }
        for edit in plan.edits {
            let path = absolute(edit.path)
            do {
                let target = FileSystem.resolvedPath(path) ?? path
                let mode = FileSystem.entry(target)?.permissions ?? 0o644
                try FileSystem.createDirectories(FileSystem.parent(of: path), permissions: 0o755)
                try AtomicFile.writeOutput(edit.after, to: path, permissions: mode & 0o7777)
            } catch {
                throw .write(edit.path, error.description)
            }
        }
    }
}
