import Git

/// What a snapshot's tree may hold, checked on every read: a repository can come from any
/// server, so a crafted tree must fail with one line (exit 65), never with a crash or a
/// gigabyte of memory. Real snapshots are far inside (docs/repository.md, "Limits").
public enum SnapshotLimits {
    /// Folders below the root: an identifier path deeper than this is no real UI.
    public static let maximumDepth = 256
    /// Entries in one folder: the 10,000-object benchmark app has 10,001 at its widest.
    public static let maximumEntries = 100_000
    /// One file's size: UIKit archives are kilobytes, the 10,000-object one 9.2 MiB.
    public static let maximumBlobSize = 64 << 20
    /// A name's length: an escaped 255-byte file name is at most 765 bytes.
    public static let maximumNameLength = 1024

    /// Reads a tree and checks it as docs/repository.md says: sorted as git sorts, no
    /// duplicate or empty names, no `/`, `.` or `..`, only files and folders, within limits.
    static func tree(_ id: ObjectID, in repository: Repository, commit: String, path: [String]) throws(RepositoryError) -> Tree {
        let file = path.isEmpty ? "/" : path.joined(separator: "/")
        guard path.count <= maximumDepth else {
            throw .damagedSnapshot(commit: commit, file: file, reason: "folders nested deeper than \(maximumDepth) levels (the limit)")
        }
        let tree = try SnapshotStore.git { () throws(GitError) in try repository.tree(id) }
        let entries = tree.entries
        guard entries.count <= maximumEntries else {
            throw .damagedSnapshot(commit: commit, file: file, reason: "\(entries.count) entries in one folder, more than \(maximumEntries) (the limit)")
        }
        var previous: [UInt8]? = nil
        var previousName: String? = nil
        for entry in entries {
            let name = Array(entry.name.utf8)
            let where_ = (path + [entry.name]).joined(separator: "/")
            guard !name.isEmpty, name.count <= maximumNameLength, !name.contains(UInt8(ascii: "/")), entry.name != ".", entry.name != ".." else {
                throw .damagedSnapshot(commit: commit, file: where_, reason: "not a valid entry name")
            }
            guard entry.kind == .blob || entry.kind == .tree else {
                throw .damagedSnapshot(commit: commit, file: where_, reason: "a \(entry.kind == .symbolicLink ? "symbolic link" : entry.kind == .submodule ? "submodule" : "executable") entry; snapshots hold only files and folders")
            }
            // git orders a folder as if its name ended in '/'.
            let key = entry.isTree ? name + [UInt8(ascii: "/")] : name
            if entry.name == previousName { throw .damagedSnapshot(commit: commit, file: where_, reason: "a duplicate entry") }
            if let previous, !previous.lexicographicallyPrecedes(key) {
                throw .damagedSnapshot(commit: commit, file: where_, reason: previous == key ? "a duplicate entry" : "entries out of git's order")
            }
            previous = key
            previousName = entry.name
        }
        return tree
    }

    /// A blob's bytes, refused before reading when it is larger than the limit.
    static func blob(_ id: ObjectID, in repository: Repository, commit: String, file: String) throws(RepositoryError) -> [UInt8] {
        let size = try SnapshotStore.git { () throws(GitError) in try repository.objectSize(id) }
        guard size <= maximumBlobSize else {
            throw .damagedSnapshot(commit: commit, file: file, reason: "\(size) bytes, more than \(maximumBlobSize >> 20) MiB (the limit)")
        }
        return try SnapshotStore.git { () throws(GitError) in try repository.blob(id) }
    }
}
