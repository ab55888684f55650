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
    /// `anyEntry`: executables, symbolic links and submodules too (a tree plain git wrote, read
    /// for what a push would send).
    static func tree(_ id: ObjectID, in repository: Repository, commit: String, path: [String], anyEntry: Bool = false) throws(RepositoryError) -> Tree {
        let file = path.isEmpty ? "/" : path.joined(separator: "/")
        guard path.count <= maximumDepth else {
            throw .damagedSnapshot(commit: commit, file: file, reason: "folders nested deeper than \(maximumDepth) levels (the limit)")
        }
        let tree = try SnapshotStore.git { () throws(GitError) in try repository.tree(id) }
        let entries = tree.entries
        guard entries.count <= maximumEntries else {
            throw .damagedSnapshot(commit: commit, file: file, reason: "\(entries.count) entries in one folder, more than \(maximumEntries) (the limit)")
        }
        // Checked without building a string per entry: wide folders are read on hot paths.
        var previous: TreeEntry? = nil
        for entry in entries {
            func damaged(_ reason: String) -> RepositoryError {
                .damagedSnapshot(commit: commit, file: (path + [entry.name]).joined(separator: "/"), reason: reason)
            }
            let name = entry.name.utf8
            guard !name.isEmpty, name.count <= maximumNameLength, !name.contains(UInt8(ascii: "/")), entry.name != ".", entry.name != ".." else {
                throw damaged("not a valid entry name")
            }
            guard entry.kind == .blob || entry.kind == .tree || anyEntry else {
                throw damaged("a \(entry.kind == .symbolicLink ? "symbolic link" : entry.kind == .submodule ? "submodule" : "executable") entry; snapshots hold only files and folders")
            }
            if let previous {
                if previous.name == entry.name { throw damaged("a duplicate entry") }
                guard gitOrder(previous, entry) else { throw damaged("entries out of git's order") }
            }
            previous = entry
        }
        return tree
    }

    /// Whether `a` sorts before `b` as git sorts tree entries: by bytes, a folder as if its name
    /// ended in '/'.
    static func gitOrder(_ a: TreeEntry, _ b: TreeEntry) -> Bool {
        var left = a.name.utf8.makeIterator(), right = b.name.utf8.makeIterator()
        var leftDone = false, rightDone = false
        while true {
            var x = leftDone ? nil : left.next()
            if x == nil, !leftDone { leftDone = true; x = a.isTree ? UInt8(ascii: "/") : nil }
            var y = rightDone ? nil : right.next()
            if y == nil, !rightDone { rightDone = true; y = b.isTree ? UInt8(ascii: "/") : nil }
            switch (x, y) {
            case (nil, nil): return false
            case (nil, _): return true
            case (_, nil): return false
            case (let x?, let y?) where x != y: return x < y
            default: continue
            }
        }
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
