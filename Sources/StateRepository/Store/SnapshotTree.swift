import Git
import PropertyList
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
            let parts = file.path.parts(separatedBy: UInt8(ascii: "/"))
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
        hash(root)
    }

    private func hash(_ folder: Folder) {
        var entries = folder.blobs.map { TreeObject.Entry(name: $0.key, id: $0.value.id, isTree: false) }
        for (name, child) in folder.folders {
            hash(child)
            entries.append(TreeObject.Entry(name: name, id: child.id, isTree: true))
        }
        folder.bytes = TreeObject.encode(entries)
        folder.id = TreeObject.id(of: folder.bytes)
    }

    var id: ObjectID { root.id }

    /// What writing this tree over `parent` involves.
    struct Plan {
        /// New blobs and trees, with the ids they were hashed to.
        var objects: [PackObject] = []
        var changes = SnapshotChanges()
        var objectCount: Int { objects.count }
    }

    /// Compares with the parent's tree, descending only where ids differ.
    func plan(against parent: Tree?, in repository: Repository, commit: String) throws(RepositoryError) -> Plan {
        var plan = Plan()
        try compare(root, parent, folder: [], repository: repository, commit: commit, into: &plan)
        return plan
    }

    /// Where a folder's objects belong: the classic archive at the top, or a scene session's
    /// own archive (`@scenes/<id>/...`, its `@files` aside); nil elsewhere. `relative` is the
    /// folder inside that archive.
    private static func objectScope(_ names: [String]) -> (session: String?, relative: [String])? {
        guard let first = names.first, TreeLayout.reservedFolders.contains(first) else { return (nil, names) }
        guard first == TreeLayout.scenesFolder, names.count >= 2, names.dropFirst(2).first != TreeLayout.filesFolder,
            let identifier = TreeLayout.unescape(names[1])
        else { return nil }
        return (identifier, Array(names.dropFirst(2)))
    }

    private static func location(_ session: String?, _ path: IdentifierPath) -> ObjectLocation {
        session.map { .session($0, path) } ?? .classic(path)
    }

    private func compare(_ folder: Folder, _ old: Tree?, folder names: [String], repository: Repository, commit: String, into plan: inout Plan) throws(RepositoryError) {
        if let old, old.id == folder.id { return }
        let scope = Self.objectScope(names)
        if names == [TreeLayout.scenesFolder] { try Self.sessionChanges(folder, old, repository: repository, commit: commit, into: &plan.changes) }
        if names == [TreeLayout.filesFolder] { plan.changes.filesChanged = true }
        if names == [TreeLayout.windowsFolder] { try Self.windowChanges(folder, old, repository: repository, commit: commit, into: &plan.changes) }
        for (name, blob) in folder.blobs {
            let previous = old?.entry(named: name)
            guard previous?.id != blob.id else { continue }
            // A blob the repository already has (an unchanged object found through the cache)
            // needs no writing.
            if case .bytes(let bytes) = blob.content { plan.objects.append(PackObject(kind: .blob, id: blob.id, bytes: bytes)) }
            guard let scope else { continue }
            switch name {
            case TreeLayout.objectFile:
                let folderPath = names.joined(separator: "/")
                let relative = scope.session == nil ? folderPath : scope.relative.joined(separator: "/")
                let path = objectPaths[folderPath] ?? TreeLayout.identifierPath(forFolder: relative) ?? IdentifierPath(relative)
                let location = Self.location(scope.session, path)
                if previous == nil { plan.changes.added.append(location) } else { plan.changes.changed.append(location) }
            case TreeLayout.appFile where scope.session == nil: plan.changes.appChanged = true
            case TreeLayout.infoFile where scope.session == nil: plan.changes.infoChanged = true
            default: break
            }
        }
        for entry in old?.entries ?? [] where folder.blobs[entry.name] == nil && folder.folders[entry.name] == nil {
            if names.isEmpty && entry.name == TreeLayout.scenesFolder {
                let subtree = try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: [entry.name])
                for session in subtree.entries where session.isTree {
                    try Self.removeSession(session, repository: repository, commit: commit, into: &plan.changes)
                }
            } else if names.isEmpty && entry.name == TreeLayout.filesFolder {
                plan.changes.filesChanged = true
            } else if names.isEmpty && entry.name == TreeLayout.windowsFolder {
                let subtree = try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: [entry.name])
                for window in subtree.entries where window.isTree {
                    try Self.removeWindow(window, repository: repository, commit: commit, into: &plan.changes)
                }
            } else if let scope {
                if entry.isTree {
                    guard !(scope.session != nil && scope.relative.isEmpty && entry.name == TreeLayout.filesFolder) else { continue }
                    let subtree = try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: names + [entry.name])
                    let removed = try ObjectIndex.objects(in: subtree, repository: repository, commit: commit, under: scope.relative + [entry.name])
                    plan.changes.removed += removed.map { Self.location(scope.session, $0.path) }
                } else if entry.name == TreeLayout.objectFile,
                    let path = TreeLayout.identifierPath(forFolder: scope.relative.joined(separator: "/")) ?? objectPathFromParent(old, repository) {
                    plan.changes.removed.append(Self.location(scope.session, path))
                } else if entry.name == TreeLayout.infoFile && scope.session == nil {
                    plan.changes.infoChanged = true
                }
            }
        }
        for (name, child) in folder.folders {
            let previous = old?.entry(named: name)
            var subtree: Tree? = nil
            if let previous, previous.isTree { subtree = try SnapshotLimits.tree(previous.id, in: repository, commit: commit, path: names + [name]) }
            try compare(child, subtree, folder: names + [name], repository: repository, commit: commit, into: &plan)
        }
        plan.objects.append(PackObject(kind: .tree, id: folder.id, bytes: folder.bytes))
    }

    /// Sessions added or changed between the new `@scenes` folder and the old one, and the
    /// removed ones with their objects (added sessions' objects are found below them).
    private static func sessionChanges(_ folder: Folder, _ old: Tree?, repository: Repository, commit: String, into changes: inout SnapshotChanges) throws(RepositoryError) {
        for (name, child) in folder.folders {
            guard let identifier = TreeLayout.unescape(name) else { continue }
            switch old?.entry(named: name)?.id {
            case nil: changes.sessionsAdded.append(identifier)
            case let id? where id != child.id: changes.sessionsChanged.append(identifier)
            default: break
            }
        }
        for entry in old?.entries ?? [] where entry.isTree && folder.folders[entry.name] == nil {
            try removeSession(entry, repository: repository, commit: commit, into: &changes)
        }
    }

    /// A session that went away, and the objects of its own archive with it.
    private static func removeSession(_ entry: TreeEntry, repository: Repository, commit: String, into changes: inout SnapshotChanges) throws(RepositoryError) {
        guard let identifier = TreeLayout.unescape(entry.name) else { return }
        changes.sessionsRemoved.append(identifier)
        let tree = try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: [TreeLayout.scenesFolder, entry.name])
        changes.removed += try ObjectIndex.objects(in: tree, repository: repository, commit: commit).map { .session(identifier, $0.path) }
    }

    /// Windows opened, changed (their windows.plist entry) or closed, and their restorable
    /// objects added, changed or removed, between the new `@windows` folder and the old one. The
    /// app-wide entry is app-level values, never a window.
    private static func windowChanges(_ folder: Folder, _ old: Tree?, repository: Repository, commit: String, into changes: inout SnapshotChanges) throws(RepositoryError) {
        for (name, child) in folder.folders {
            guard let window = TreeLayout.unescape(name) else { continue }
            let isApp = window == SavedWindow.appName
            var before: Tree? = nil
            if let oldEntry = old?.entry(named: name), oldEntry.isTree {
                guard oldEntry.id != child.id else { continue }
                before = try SnapshotLimits.tree(oldEntry.id, in: repository, commit: commit, path: [TreeLayout.windowsFolder, name])
            } else if isApp {
                changes.appChanged = true
            } else {
                changes.windowsAdded.append(window)
            }
            for (file, blob) in child.blobs {
                let previous = before?.entry(named: file)
                guard previous?.id != blob.id else { continue }
                if file == TreeLayout.windowFile {
                    if before != nil { if isApp { changes.appChanged = true } else { changes.windowsChanged.append(window) } }
                    continue
                }
                guard let object = TreeLayout.unescape(file) else { continue }
                if previous == nil { changes.added.append(.window(window, object: object)) } else { changes.changed.append(.window(window, object: object)) }
            }
            for entry in before?.entries ?? [] where child.blobs[entry.name] == nil && entry.name != TreeLayout.windowFile {
                if let object = TreeLayout.unescape(entry.name) { changes.removed.append(.window(window, object: object)) }
            }
        }
        for entry in old?.entries ?? [] where entry.isTree && folder.folders[entry.name] == nil {
            try removeWindow(entry, repository: repository, commit: commit, into: &changes)
        }
    }

    /// A window (or the app's entry) that went away, and its objects with it.
    private static func removeWindow(_ entry: TreeEntry, repository: Repository, commit: String, into changes: inout SnapshotChanges) throws(RepositoryError) {
        guard let window = TreeLayout.unescape(entry.name) else { return }
        if window == SavedWindow.appName { changes.appChanged = true } else { changes.windowsRemoved.append(window) }
        let tree = try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: [TreeLayout.windowsFolder, entry.name])
        for file in tree.entries where !file.isTree && file.name != TreeLayout.windowFile {
            if let object = TreeLayout.unescape(file.name) { changes.removed.append(.window(window, object: object)) }
        }
    }

    private func objectPathFromParent(_ tree: Tree?, _ repository: Repository) -> IdentifierPath? {
        guard let entry = tree?.entry(named: TreeLayout.pathFile),
            let bytes = try? SnapshotLimits.blob(entry.id, in: repository, commit: "", file: TreeLayout.pathFile)
        else { return nil }
        return String(validating: bytes, as: UTF8.self).map(IdentifierPath.init)
    }
}

/// Which objects a snapshot added, changed or removed against its parent, at every level
/// (classic, sessions' own archives, windows: one granularity), and the sessions and windows
/// that came, went or changed besides.
public struct SnapshotChanges: Hashable, Sendable {
    public var added: [ObjectLocation] = []
    public var changed: [ObjectLocation] = []
    public var removed: [ObjectLocation] = []
    /// App-level values: the classic archive's, or AppKit's app-wide entry.
    public var appChanged = false
    public var infoChanged = false
    /// Scene sessions by identifier.
    public var sessionsAdded: [String] = []
    public var sessionsChanged: [String] = []
    public var sessionsRemoved: [String] = []
    /// Files uistate does not interpret (`@files`).
    public var filesChanged = false
    /// A Mac app's windows by name: opened, closed, or with a changed windows.plist entry.
    public var windowsAdded: [String] = []
    public var windowsChanged: [String] = []
    public var windowsRemoved: [String] = []

    public init() {}

    public var isEmpty: Bool {
        added.isEmpty && changed.isEmpty && removed.isEmpty && !appChanged && !infoChanged && sessionsAdded.isEmpty && sessionsChanged.isEmpty
            && sessionsRemoved.isEmpty && !filesChanged && windowsAdded.isEmpty && windowsChanged.isEmpty && windowsRemoved.isEmpty
    }

    mutating func sort() {
        added = Self.sorted(added)
        changed = Self.sorted(changed)
        removed = Self.sorted(removed)
        for keyPath in [\SnapshotChanges.sessionsAdded, \.sessionsChanged, \.sessionsRemoved] {
            self[keyPath: keyPath].sort { $0.precedesInBytes($1) }
        }
        for keyPath in [\SnapshotChanges.windowsAdded, \.windowsChanged, \.windowsRemoved] {
            self[keyPath: keyPath].sort(by: SavedWindow.precedes)
        }
    }

    /// Classic paths (the usual case) are sorted by their order keys: a first commit sorts
    /// every object of the state, and comparing locations costs several times more.
    private static func sorted(_ locations: [ObjectLocation]) -> [ObjectLocation] {
        guard locations.count > 1 else { return locations }
        var keys: [[UInt8]] = []
        keys.reserveCapacity(locations.count)
        for location in locations {
            guard case .classic(let path) = location, let key = path.orderKey else { return locations.sorted() }
            keys.append(key)
        }
        return keys.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }.map { locations[$0] }
    }
}
