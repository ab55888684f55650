/// A transaction's record of progress on disk, in its root folder: the folders it makes, each
/// file's target and the name its new content is staged under, and whether it is committed
/// (every new content on disk). Written atomically, so a reader finds the old record or the
/// new, never a torn one. The next run undoes an uncommitted transaction (removes what was
/// staged and the folders made for it) and completes a committed one (the remaining renames);
/// every step of either can be done twice.
///
/// Its format: fields each ended by a NUL byte (a path may hold any other byte): `uistate-journal`,
/// `1`, `prepared` or `committed`, then records (`mkdir <folder>`, `write <name> <target>
/// <staged>`, `remove <name> <target>`, `folder <name> <target> <staged> <inode>`) with paths
/// relative to the root, and `end`.
struct TransactionJournal {
    struct Entry {
        enum Kind {
            case write([UInt8], mode: Int)
            case remove
            case replaceFolder([String], [FileTransaction.FolderFile])
        }

        /// As the caller named it.
        var name: String
        var target: String
        /// Where its new content is written first (a file or folder beside the target).
        var staged: String
        var kind: Kind
        /// A folder's staged copy's inode, once built: after the swap the target has it.
        var inode: UInt64 = 0

        /// Puts the staged content in place; a second call finds it done.
        func complete() throws(SystemError) {
            switch kind {
            case .write:
                guard FileSystem.entry(staged) != nil else { return }
                try FileSystem.rename(staged, to: target)
            case .remove:
                guard FileSystem.entry(target) != nil else { return }
                try FileSystem.removeFile(target)
            case .replaceFolder:
                guard FileSystem.entry(staged) != nil else { return }
                if let current = FileSystem.entry(target) {
                    // Swapped already (the run was killed before it removed the old copy): the
                    // target is the staged folder, and the staged name holds the old one.
                    if current.inode != inode || inode == 0 {
                        try FileSystem.exchange(staged, target, fallback: AtomicFile.temporaryPath(for: target))
                    }
                    try FileSystem.removeTree(staged)
                } else {
                    try FileSystem.rename(staged, to: target)
                }
                AtomicFile.removeAbandonedTemporaries(of: target)
            }
        }

        /// Removes what was staged for it.
        func discard() {
            guard !staged.isEmpty, FileSystem.entry(staged) != nil else { return }
            try? FileSystem.removeTree(staged)
        }
    }

    let path: String
    let root: String
    var entries: [Entry]
    /// The folders made for new files, each after its parent.
    var folders: [String] = []

    init(path: String, root: String, entries: [Entry], folders: [String] = []) {
        self.path = path
        self.root = root
        self.entries = entries
        self.folders = folders
    }

    mutating func write(committed: Bool) throws(SystemError) {
        if committed {
            for index in entries.indices {
                if case .replaceFolder = entries[index].kind { entries[index].inode = FileSystem.entry(entries[index].staged)?.inode ?? 0 }
            }
        }
        var fields = ["uistate-journal", "1", committed ? "committed" : "prepared"]
        for folder in folders { fields += ["mkdir", relative(folder)] }
        for entry in entries {
            switch entry.kind {
            case .write: fields += ["write", entry.name, relative(entry.target), relative(entry.staged)]
            case .remove: fields += ["remove", entry.name, relative(entry.target)]
            case .replaceFolder: fields += ["folder", entry.name, relative(entry.target), relative(entry.staged), String(entry.inode)]
            }
        }
        fields.append("end")
        var bytes: [UInt8] = []
        for field in fields { bytes += Array(field.utf8) + [0] }
        try AtomicFile.write(bytes, to: path, permissions: 0o644)
    }

    /// Removes everything staged, the folders made (when empty), and the journal.
    func undo() {
        for entry in entries { entry.discard() }
        for folder in folders.reversed() { FileSystem.removeEmptyDirectory(folder) }
        try? FileSystem.removeFile(path)
        AtomicFile.syncFolder(FileSystem.parent(of: path))
    }

    func remove() throws(SystemError) {
        try FileSystem.removeFile(path)
        AtomicFile.syncFolder(FileSystem.parent(of: path))
    }

    private func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    // MARK: The next run

    /// Settles what a killed run left at `journal`: undone before its commit mark, completed
    /// after it; nil when there was nothing to settle.
    static func recover(journal: String, root: String) throws(TransactionError) -> FileTransaction.Recovery? {
        // A journal being replaced when the run was killed: the old one stands.
        AtomicFile.removeAbandonedTemporaries(of: journal)
        guard FileSystem.entry(journal) != nil else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(journal, limit: 64 << 20)
        } catch {
            throw .journal(path: journal, reason: error.description)
        }
        guard let (record, committed) = parse(bytes, path: journal, root: root) else {
            throw .journal(path: journal, reason: "it is not a journal uistate wrote (move it away to go on)")
        }
        let files = record.entries.map(\.name)
        guard committed else {
            record.undo()
            return .init(outcome: .undone, files: files)
        }
        do {
            for entry in record.entries { try entry.complete() }
            for folder in Set(record.entries.map { FileSystem.parent(of: $0.target) }).sorted() { AtomicFile.syncFolder(folder) }
            try record.remove()
        } catch {
            throw .journal(path: journal, reason: error.description)
        }
        return .init(outcome: .completed, files: files)
    }

    static func parse(_ bytes: [UInt8], path: String, root: String) -> (TransactionJournal, committed: Bool)? {
        var fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard fields.last == "" else { return nil }
        fields.removeLast()
        guard fields.count >= 4, fields[0] == "uistate-journal", fields[1] == "1", fields.last == "end",
              fields[2] == "committed" || fields[2] == "prepared" else { return nil }
        func absolute(_ relative: String) -> String? {
            guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else { return nil }
            return root + "/" + relative
        }
        var journal = TransactionJournal(path: path, root: root, entries: [])
        var index = 3
        func take(_ count: Int) -> [String]? {
            guard index + count <= fields.count - 1 else { return nil }
            defer { index += count }
            return Array(fields[index..<(index + count)])
        }
        while index < fields.count - 1 {
            let kind = fields[index]
            index += 1
            switch kind {
            case "mkdir":
                guard let f = take(1), let folder = absolute(f[0]) else { return nil }
                journal.folders.append(folder)
            case "write":
                guard let f = take(3), let target = absolute(f[1]), let staged = absolute(f[2]) else { return nil }
                journal.entries.append(Entry(name: f[0], target: target, staged: staged, kind: .write([], mode: 0)))
            case "remove":
                guard let f = take(2), let target = absolute(f[1]) else { return nil }
                journal.entries.append(Entry(name: f[0], target: target, staged: "", kind: .remove))
            case "folder":
                guard let f = take(4), let target = absolute(f[1]), let staged = absolute(f[2]), let inode = UInt64(f[3]) else { return nil }
                journal.entries.append(Entry(name: f[0], target: target, staged: staged, kind: .replaceFolder([], []), inode: inode))
            default:
                return nil
            }
        }
        return (journal, fields[2] == "committed")
    }
}
