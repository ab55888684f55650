import Git
import StateRestoration

/// A folder on one side of a comparison: a commit's tree, or a snapshot's tree built in memory
/// (a working archive that is not committed).
protocol FolderNode {
    var id: ObjectID { get }
    var files: [(name: String, id: ObjectID)] { get }
    var folderNames: [String] { get }
    func folder(_ name: String) throws(RepositoryError) -> FolderNode?
}

/// Trees already read, by id, for work that compares many commits (a timeline): a folder
/// both sides of two comparisons share is read once.
final class TreeCache {
    var trees: [ObjectID: Tree] = [:]
}

struct GitFolder: FolderNode {
    let tree: Tree
    let repository: Repository
    /// The commit being read and this folder's path in it, for messages.
    var commit = ""
    var path: [String] = []
    var cache: TreeCache? = nil
    /// Executables and symbolic links are files too, submodules nothing (a tree plain git
    /// wrote, read for what a push would send: a submodule's commit is not sent).
    var anyEntry = false

    var id: ObjectID { tree.id }
    var files: [(name: String, id: ObjectID)] { tree.entries.filter { !$0.isTree && $0.kind != .submodule }.map { ($0.name, $0.id) } }
    var folderNames: [String] { tree.entries.filter(\.isTree).map(\.name) }

    func folder(_ name: String) throws(RepositoryError) -> FolderNode? {
        guard let entry = tree.entry(named: name), entry.isTree else { return nil }
        if let known = cache?.trees[entry.id] { return GitFolder(tree: known, repository: repository, commit: commit, path: path + [name], cache: cache, anyEntry: anyEntry) }
        let subtree = try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: path + [name], anyEntry: anyEntry)
        cache?.trees[entry.id] = subtree
        return GitFolder(tree: subtree, repository: repository, commit: commit, path: path + [name], cache: cache, anyEntry: anyEntry)
    }
}

extension SnapshotTree.Folder: FolderNode {
    var files: [(name: String, id: ObjectID)] { blobs.map { ($0.key, $0.value.id) } }
    var folderNames: [String] { Array(folders.keys) }
    func folder(_ name: String) throws(RepositoryError) -> FolderNode? { folders[name] }
}

/// The files that differ between two trees, found from the root down: where two folders have
/// the same id nothing below them is read, so the cost follows the changes, not the size.
enum TreeComparison {
    struct FileChange {
        /// Escaped folder names, then the file name (`@object`, `@app` ...).
        var folder: [String]
        var name: String
        var old: ObjectID?
        var new: ObjectID?
    }

    /// `filters`: escaped folder paths; when not empty only files inside one of them count.
    static func changedFiles(old: FolderNode?, new: FolderNode?, filters: [[String]] = []) throws(RepositoryError) -> [FileChange] {
        var result: [FileChange] = []
        try compare(old, new, folder: [], filters: filters, into: &result)
        return result
    }

    private static func compare(_ old: FolderNode?, _ new: FolderNode?, folder: [String], filters: [[String]], into result: inout [FileChange]) throws(RepositoryError) {
        if let old, let new, old.id == new.id { return }
        let inside = filters.isEmpty || filters.contains { folder.starts(with: $0) }
        if inside {
            let oldFiles = Dictionary(old?.files.map { ($0.name, $0.id) } ?? [], uniquingKeysWith: { a, _ in a })
            let newFiles = Dictionary(new?.files.map { ($0.name, $0.id) } ?? [], uniquingKeysWith: { a, _ in a })
            for name in Set(oldFiles.keys).union(newFiles.keys) where oldFiles[name] != newFiles[name] {
                result.append(FileChange(folder: folder, name: name, old: oldFiles[name], new: newFiles[name]))
            }
        }
        for name in Set(old?.folderNames ?? []).union(new?.folderNames ?? []) {
            let path = folder + [name]
            guard filters.isEmpty || filters.contains(where: { path.starts(with: $0) || $0.starts(with: path) }) else { continue }
            try compare(try old?.folder(name), try new?.folder(name), folder: path, filters: filters, into: &result)
        }
    }
}
