import Git
import StateRestoration

/// A snapshot's commit tree built and hashed in memory, then compared with a parent tree so
/// that only new blobs and trees are written: the git-side work grows with the number of
/// changed objects, not with the size of the snapshot.
final class SnapshotTree {
    final class Folder {
        var blobs: [String: SnapshotFile] = [:]
        var folders: [String: Folder] = [:]
        var id = ObjectID.zero
        var bytes: [UInt8] = []
    }

    let root = Folder()
    /// Folder path (escaped, `/`-joined) -> identifier path of the object stored there.
    private(set) var objectPaths: [String: IdentifierPath] = [:]

    init(_ prepared: PreparedSnapshot) throws(RepositoryError) {
        for file in prepared.files {
            let parts = file.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            var folder = root
            for name in parts.dropLast() {
                if let existing = folder.folders[name] {
                    folder = existing
                } else {
                    let created = Folder()
                    folder.folders[name] = created
                    folder = created
                }
            }
            folder.blobs[parts.last!] = file
        }
        for object in prepared.objects { objectPaths[object.folder] = object.path }
        try hash(root)
    }

    private func hash(_ folder: Folder) throws(RepositoryError) {
        var entries = folder.blobs.map { TreeObject.Entry(name: $0.key, id: $0.value.id, isTree: false) }
        for (name, child) in folder.folders {
            try hash(child)
            entries.append(TreeObject.Entry(name: name, id: child.id, isTree: true))
        }
        folder.bytes = TreeObject.encode(entries)
        folder.id = try SnapshotStore.git { () throws(GitError) in try TreeObject.id(of: folder.bytes) }
    }

    var id: ObjectID { root.id }

    /// What writing this tree over `parent` involves.
    struct Plan {
        var blobs: [[UInt8]] = []
        var trees: [[UInt8]] = []
        var changes = SnapshotChanges()
        var objectCount: Int { blobs.count + trees.count }
    }

    /// Compares with the parent's tree, descending only where ids differ.
    func plan(against parent: Tree?, in repository: Repository, commit: String) throws(RepositoryError) -> Plan {
        var plan = Plan()
        try compare(root, parent, folder: [], repository: repository, commit: commit, into: &plan)
        return plan
    }

    private func compare(_ folder: Folder, _ old: Tree?, folder names: [String], repository: Repository, commit: String, into plan: inout Plan) throws(RepositoryError) {
        if let old, old.id == folder.id { return }
        let folderPath = names.joined(separator: "/")
        // Below the reserved folders, changes are counted per session or as "files"; objects
        // of the classic layout are only at the top.
        let classic = !(names.first.map(TreeLayout.reservedFolders.contains) ?? false)
        if names == [TreeLayout.scenesFolder] { Self.sessionChanges(folder, old, into: &plan.changes) }
        if names == [TreeLayout.filesFolder] { plan.changes.filesChanged = true }
        if names == [TreeLayout.windowsFolder] { try Self.windowChanges(folder, old, repository: repository, commit: commit, into: &plan.changes) }
        for (name, blob) in folder.blobs {
            let previous = old?.entry(named: name)
            guard previous?.id != blob.id else { continue }
            // A blob the repository already has (an unchanged object found through the cache)
            // needs no writing.
            if case .bytes(let bytes) = blob.content { plan.blobs.append(bytes) }
            guard classic else { continue }
            switch name {
            case TreeLayout.objectFile:
                let path = objectPaths[folderPath] ?? IdentifierPath(folderPath)
                if previous == nil { plan.changes.added.append(path) } else { plan.changes.changed.append(path) }
            case TreeLayout.appFile: plan.changes.appChanged = true
            case TreeLayout.infoFile: plan.changes.infoChanged = true
            default: break
            }
        }
        for entry in old?.entries ?? [] where classic && folder.blobs[entry.name] == nil && folder.folders[entry.name] == nil {
            if names.isEmpty && entry.name == TreeLayout.scenesFolder {
                let subtree = try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: names + [entry.name])
                plan.changes.sessionsRemoved += subtree.entries.filter(\.isTree).compactMap { TreeLayout.unescape($0.name) }
            } else if names.isEmpty && entry.name == TreeLayout.filesFolder {
                plan.changes.filesChanged = true
            } else if names.isEmpty && entry.name == TreeLayout.windowsFolder {
                let subtree = try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: names + [entry.name])
                plan.changes.windowsRemoved += subtree.entries.filter(\.isTree).compactMap { TreeLayout.unescape($0.name) }
            } else if entry.isTree {
                let subtree = try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: names + [entry.name])
                let removed = try ObjectIndex.objects(in: subtree, repository: repository, commit: commit, under: names + [entry.name])
                plan.changes.removed += removed.map(\.path)
            } else if entry.name == TreeLayout.objectFile, let path = TreeLayout.identifierPath(forFolder: folderPath) ?? objectPathFromParent(old, repository) {
                plan.changes.removed.append(path)
            } else if entry.name == TreeLayout.infoFile {
                plan.changes.infoChanged = true
            }
        }
        for (name, child) in folder.folders {
            let previous = old?.entry(named: name)
            var subtree: Tree? = nil
            if let previous, previous.isTree { subtree = try SnapshotLimits.tree(previous.id, in: repository, commit: commit, path: names + [name]) }
            try compare(child, subtree, folder: names + [name], repository: repository, commit: commit, into: &plan)
        }
        plan.trees.append(folder.bytes)
    }

    /// Sessions added, removed or changed between the new `@scenes` folder and the old one.
    private static func sessionChanges(_ folder: Folder, _ old: Tree?, into changes: inout SnapshotChanges) {
        let oldSessions = Dictionary((old?.entries ?? []).filter(\.isTree).map { ($0.name, $0.id) }, uniquingKeysWith: { a, _ in a })
        for (name, child) in folder.folders {
            guard let identifier = TreeLayout.unescape(name) else { continue }
            switch oldSessions[name] {
            case nil: changes.sessionsAdded.append(identifier)
            case let id? where id != child.id: changes.sessionsChanged.append(identifier)
            default: break
            }
        }
        for name in oldSessions.keys where folder.folders[name] == nil {
            if let identifier = TreeLayout.unescape(name) { changes.sessionsRemoved.append(identifier) }
        }
    }

    /// Windows opened or closed, and restorable objects added, changed or removed
    /// (`<window>/<object>`), between the new `@windows` folder and the old one.
    private static func windowChanges(_ folder: Folder, _ old: Tree?, repository: Repository, commit: String, into changes: inout SnapshotChanges) throws(RepositoryError) {
        let oldWindows = Dictionary((old?.entries ?? []).filter(\.isTree).map { ($0.name, $0.id) }, uniquingKeysWith: { a, _ in a })
        for (name, child) in folder.folders {
            guard let window = TreeLayout.unescape(name) else { continue }
            guard let oldID = oldWindows[name] else {
                changes.windowsAdded.append(window)
                continue
            }
            guard oldID != child.id else { continue }
            let before = try SnapshotLimits.tree(oldID, in: repository, commit: commit, path: [TreeLayout.windowsFolder, name])
            for (file, blob) in child.blobs {
                let previous = before.entry(named: file)
                guard previous?.id != blob.id else { continue }
                if file == TreeLayout.windowFile {
                    changes.windowsChanged.append(window)
                    continue
                }
                guard let object = TreeLayout.unescape(file) else { continue }
                if previous == nil {
                    changes.windowObjectsAdded.append(window + "/" + object)
                } else {
                    changes.windowObjectsChanged.append(window + "/" + object)
                }
            }
            for entry in before.entries where child.blobs[entry.name] == nil {
                if let object = TreeLayout.unescape(entry.name), entry.name != TreeLayout.windowFile { changes.windowObjectsRemoved.append(window + "/" + object) }
            }
        }
        for name in oldWindows.keys where folder.folders[name] == nil {
            if let window = TreeLayout.unescape(name) { changes.windowsRemoved.append(window) }
        }
    }

    private func objectPathFromParent(_ tree: Tree?, _ repository: Repository) -> IdentifierPath? {
        guard let entry = tree?.entry(named: TreeLayout.pathFile),
            let bytes = try? SnapshotLimits.blob(entry.id, in: repository, commit: "", file: TreeLayout.pathFile)
        else { return nil }
        return String(validating: bytes, as: UTF8.self).map(IdentifierPath.init)
    }
}

/// Which objects a snapshot added, changed or removed against its parent.
public struct SnapshotChanges: Hashable, Sendable {
    public var added: [IdentifierPath] = []
    public var changed: [IdentifierPath] = []
    public var removed: [IdentifierPath] = []
    public var appChanged = false
    public var infoChanged = false
    /// Scene sessions by identifier.
    public var sessionsAdded: [String] = []
    public var sessionsChanged: [String] = []
    public var sessionsRemoved: [String] = []
    /// Files uistate does not interpret (`@files`).
    public var filesChanged = false
    /// A Mac app's windows by name, and their restorable objects as `<window>/<object>`.
    public var windowsAdded: [String] = []
    public var windowsChanged: [String] = []
    public var windowsRemoved: [String] = []
    public var windowObjectsAdded: [String] = []
    public var windowObjectsChanged: [String] = []
    public var windowObjectsRemoved: [String] = []

    public init() {}

    public var isEmpty: Bool {
        added.isEmpty && changed.isEmpty && removed.isEmpty && !appChanged && !infoChanged && sessionsAdded.isEmpty && sessionsChanged.isEmpty
            && sessionsRemoved.isEmpty && !filesChanged && windowsAdded.isEmpty && windowsChanged.isEmpty && windowsRemoved.isEmpty
            && windowObjectsAdded.isEmpty && windowObjectsChanged.isEmpty && windowObjectsRemoved.isEmpty
    }

    mutating func sort() {
        added.sort()
        changed.sort()
        removed.sort()
        for keyPath in [\SnapshotChanges.sessionsAdded, \.sessionsChanged, \.sessionsRemoved, \.windowsAdded, \.windowsChanged, \.windowsRemoved,
                        \.windowObjectsAdded, \.windowObjectsChanged, \.windowObjectsRemoved] {
            self[keyPath: keyPath].sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
    }
}
