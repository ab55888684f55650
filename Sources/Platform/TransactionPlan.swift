/// A transaction's changes checked before anything is written: where each lands once symbolic
/// links are followed, what is there now against what the plan saw, the folders to make, and
/// the room they all need. Every problem is gathered, so one refusal names them all.
struct TransactionPlan {
    var entries: [TransactionJournal.Entry] = []
    /// Folders to make for new files, each after its parent.
    var folders: [String] = []
    /// Folders whose entries change (flushed after the staging and after the renames).
    var touchedFolders: [String] = []

    static func check(_ changes: [FileTransaction.Change], root: String, resolvedRoot: String, faults: TransactionFaults) throws(TransactionError) -> TransactionPlan {
        var plan = TransactionPlan()
        var problems: [TransactionError.Problem] = []
        var landings: Set<String> = []
        var needed: [UInt64: (folder: String, bytes: UInt64)] = [:]
        if !FileSystem.isWritable(resolvedRoot) { problems.append(.init(path: root, reason: "the folder is read-only (its journal goes there)")) }
        for change in changes {
            let name = change.path
            let absolute = name.hasPrefix("/") ? name : root + "/" + name
            let landing: Landing
            switch Landing.of(absolute, root: resolvedRoot) {
            case .success(let found): landing = found
            case .failure(let problem):
                problems.append(.init(path: name, reason: problem.reason))
                continue
            }
            guard landings.insert(landing.path).inserted else {
                problems.append(.init(path: name, reason: "written twice (two paths lead to \(landing.path))"))
                continue
            }
            let current = FileSystem.entry(landing.path)
            var bytes: UInt64 = 0
            switch change {
            case .write(_, let content, let precondition, let permissions):
                if let problem = Self.problem(current, landing.path, precondition, file: true) {
                    problems.append(.init(path: name, reason: problem))
                    continue
                }
                if let current, !FileSystem.isWritable(landing.path) {
                    problems.append(.init(path: name, reason: "the file is read-only (mode \(String(current.permissions & 0o777, radix: 8)))"))
                    continue
                }
                let mode = current.map { $0.permissions & 0o7777 } ?? permissions
                plan.entries.append(.init(name: name, target: landing.path, staged: AtomicFile.temporaryPath(for: landing.path), kind: .write(content, mode: mode)))
                bytes = UInt64(content.count)
            case .remove(_, let precondition):
                if let problem = Self.problem(current, landing.path, precondition, file: true) {
                    problems.append(.init(path: name, reason: problem))
                    continue
                }
                guard current != nil else { continue }
                plan.entries.append(.init(name: name, target: landing.path, staged: "", kind: .remove))
            case .replaceFolder(_, let folders, let files):
                if let current, current.type != .directory {
                    problems.append(.init(path: name, reason: current.type == .file ? "a file is there, not a folder" : "not a folder"))
                    continue
                }
                plan.entries.append(.init(name: name, target: landing.path, staged: AtomicFile.temporaryPath(for: landing.path), kind: .replaceFolder(folders, files)))
                bytes = files.reduce(0) { $0 + UInt64($1.bytes.count) + 4096 } + UInt64(folders.count) * 4096
            }
            // The folder it lands in: there and writable, or made from the nearest one that is.
            if !landing.missingFolders.isEmpty, !FileSystem.isWritable(landing.existingFolder) {
                problems.append(.init(path: name, reason: "\(landing.existingFolder) is read-only, so the folder the file needs cannot be made"))
                continue
            }
            if landing.missingFolders.isEmpty, !FileSystem.isWritable(landing.existingFolder) {
                problems.append(.init(path: name, reason: "its folder \(landing.existingFolder) is read-only"))
                continue
            }
            for folder in landing.missingFolders where !plan.folders.contains(folder) { plan.folders.append(folder) }
            let folder = FileSystem.parent(of: landing.path)
            if !plan.touchedFolders.contains(folder) { plan.touchedFolders.append(folder) }
            let device = FileSystem.entry(landing.existingFolder)?.device ?? 0
            needed[device, default: (landing.existingFolder, 0)].bytes += bytes + 4096
        }
        // Room for every new content beside its target while the old one is still there.
        for (_, need) in needed.sorted(by: { $0.key < $1.key }) {
            if let available = faults.available(FileSystem.availableBytes(at: need.folder)), available < need.bytes {
                problems.append(.init(path: root, reason: "no room on the disk: \(need.bytes) bytes are needed, \(available) are free (ENOSPC)"))
            }
        }
        guard problems.isEmpty else { throw .refused(problems, involved: changes.map(\.path)) }
        return plan
    }

    /// What is wrong with what is at a file's path against what the plan saw; nil when fine.
    static func problem(_ current: FileSystem.Entry?, _ path: String, _ precondition: FileTransaction.Precondition, file: Bool) -> String? {
        switch (current?.type, precondition) {
        case (nil, .content): return "it is no longer there (changed since the plan was made)"
        case (nil, _): return nil
        case (.directory?, .absent): return "its name is taken by a folder"
        case (.directory?, _): return "a folder is there, not a file"
        case (.special?, _): return "not a regular file (a device, socket or FIFO)"
        case (_, .absent): return "a file of that name is there already (made since the plan was made)"
        case (_, .fileOrAbsent): return nil
        case (let type?, .content(let expected)):
            let changed = "it changed since the plan was made"
            guard type == .file, current?.size == Int64(expected.count) else { return changed }
            do {
                return try FileSystem.read(path, limit: expected.count) == expected ? nil : changed
            } catch {
                return "it cannot be read (\(error.reason))"
            }
        }
    }
}

/// Where a write to a path lands once symbolic links are followed: the file a link leads to, or
/// for a new file its nearest existing folder's real path with the rest appended.
struct Landing {
    var path: String
    /// The nearest folder that exists (the file's own folder when it does).
    var existingFolder: String
    /// The folders to make below it, outermost first.
    var missingFolders: [String]

    struct Problem: Error {
        var reason: String
    }

    static func of(_ absolute: String, root: String) -> Result<Landing, Problem> {
        var landing: Landing
        if let entry = FileSystem.entry(absolute) {
            guard let resolved = FileSystem.resolvedPath(absolute) else {
                return .failure(Problem(reason: entry.type == .symbolicLink ? "a symbolic link that leads nowhere" : "its path cannot be resolved"))
            }
            landing = Landing(path: resolved, existingFolder: FileSystem.parent(of: resolved), missingFolders: [])
        } else {
            // Up to the nearest entry that exists: it must be a folder.
            var missing: [String] = [FileSystem.lastComponent(of: absolute)]
            var folder = FileSystem.parent(of: absolute)
            while FileSystem.entry(folder) == nil, folder != "/", folder != "." {
                missing.insert(FileSystem.lastComponent(of: folder), at: 0)
                folder = FileSystem.parent(of: folder)
            }
            guard let resolved = FileSystem.resolvedPath(folder) else { return .failure(Problem(reason: "\(folder) leads nowhere")) }
            guard FileSystem.isDirectory(resolved) else { return .failure(Problem(reason: "\(folder) is a file, not a folder")) }
            var made: [String] = []
            var path = resolved
            for component in missing.dropLast() {
                path += "/" + component
                made.append(path)
            }
            landing = Landing(path: path + "/" + missing.last!, existingFolder: resolved, missingFolders: made)
        }
        guard landing.path.hasPrefix(root + "/") else {
            return .failure(Problem(reason: "a symbolic link to \(landing.path), outside the folder written (\(root))"))
        }
        return .success(landing)
    }
}
