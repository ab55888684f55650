#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import KeyedArchive
import PropertyList
import StateRestoration

/// The newer side of a comparison: a snapshot in the repository, or a savedState on disk.
public enum ComparedState: Sendable {
    case commit(ObjectID)
    case savedState(URL)
}

/// The result of comparing two states: the semantic difference, and the canonical texts of the
/// files that changed (for `--patch`).
public struct SnapshotComparison: Sendable {
    public struct TextChange: Sendable {
        /// The file's path in the tree, e.g. `UINavigationController/@object`.
        public var path: String
        public var old: String?
        public var new: String?
    }

    public var diff: SnapshotDiff
    public var texts: [TextChange]
    public var warnings: [String]
}

extension SnapshotStore {
    /// Compares the snapshot `old` with `new`. Trees are compared by id from the root down, so
    /// only the objects that changed are read. `paths` limits the comparison to those objects
    /// and the objects below them (app-level values are then left out).
    public func compare(from old: ObjectID, to new: ComparedState, paths: [IdentifierPath] = [], includeTimestamp: Bool = false) throws(RepositoryError) -> SnapshotComparison {
        let oldTree = try tree(of: old)
        let oldRoot = GitFolder(tree: oldTree, repository: repository, commit: old.short)
        var warnings: [String] = []
        let newRoot: FolderNode
        var newTree: Tree? = nil
        var memoryState: SavedState? = nil
        var memoryFiles: [String: SnapshotFile] = [:]
        var memoryPaths: [String: IdentifierPath] = [:]
        switch new {
        case .commit(let id):
            newTree = try tree(of: id)
            newRoot = GitFolder(tree: newTree!, repository: repository, commit: id.short)
        case .savedState(let url):
            let prepared = try prepare(savedStateAt: url, redaction: try redaction(), keysFrom: old)
            warnings = prepared.warnings
            memoryState = prepared.scenes
            newRoot = try SnapshotTree(prepared).root
            for file in prepared.files { memoryFiles[file.path] = file }
            for object in prepared.objects { memoryPaths[object.folder] = object.path }
        }
        var filters: [[String]] = []
        // A window (`101`) whole, or some of its objects (`101/Text View`): window -> objects,
        // empty for the whole window.
        var windowFilter: [String: Set<String>] = [:]
        for path in paths {
            let windowPath = WindowPath(path.rawValue)
            let window = [TreeLayout.windowsFolder, TreeLayout.escape(windowPath.window)]
            if try Self.exists(window, in: oldRoot) ? true : try Self.exists(window, in: newRoot) {
                filters.append(window)
                if let object = windowPath.object {
                    // An empty set already asks for the whole window.
                    if windowFilter[windowPath.window]?.isEmpty != true { windowFilter[windowPath.window, default: []].insert(object) }
                } else {
                    windowFilter[windowPath.window] = []
                }
                continue
            }
            let session = [TreeLayout.scenesFolder, TreeLayout.escape(path.rawValue)]
            let folder = TreeLayout.folder(for: path).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let isSession = try Self.exists(session, in: oldRoot) ? true : try Self.exists(session, in: newRoot)
            let isObject = try Self.exists(folder, in: oldRoot) ? true : try Self.exists(folder, in: newRoot)
            if isSession {
                filters.append(session)
            } else if isObject {
                filters.append(folder)
            } else {
                throw .unknownObject(path: path.rawValue, revision: "either snapshot")
            }
        }
        let changed = try TreeComparison.changedFiles(old: oldRoot, new: newRoot, filters: filters)
        let reader = BlobText(repository: repository, commit: old.short)

        func text(_ id: ObjectID?, path: String, newSide: Bool) throws(RepositoryError) -> String? {
            guard let id else { return nil }
            if newSide, let file = memoryFiles[path] {
                guard let text = String(validating: try file.bytes(in: repository), as: UTF8.self) else {
                    throw .damagedSnapshot(commit: old.short, file: path, reason: "not UTF-8 text")
                }
                return text
            }
            return try reader.text(id, file: path)
        }
        func archive(_ text: String?, path: String) throws(RepositoryError) -> KeyedArchive? {
            try text.map { (text) throws(RepositoryError) in try reader.archive(text: text, file: path) }
        }

        var objects: [ObjectDiff] = []
        var texts: [SnapshotComparison.TextChange] = []
        var appChanged = false
        var touchedSessions: [String] = []
        var indexChanged = false
        var filesChanged = false
        var touchedWindows: [String] = []
        for change in changed {
            let path = (change.folder + [change.name]).joined(separator: "/")
            if change.folder.first == TreeLayout.windowsFolder {
                if change.folder.count >= 2, let name = TreeLayout.unescape(change.folder[1]) {
                    if let objects = windowFilter[name], !objects.isEmpty, !objects.contains(TreeLayout.unescape(change.name) ?? "") { continue }
                    if !touchedWindows.contains(name) { touchedWindows.append(name) }
                }
                texts.append(.init(path: path, old: try text(change.old, path: path, newSide: false), new: try text(change.new, path: path, newSide: true)))
                continue
            }
            if change.folder.first == TreeLayout.scenesFolder {
                if change.folder.count == 1 { indexChanged = true } else if !touchedSessions.contains(change.folder[1]) { touchedSessions.append(change.folder[1]) }
                if change.folder.count >= 2 && change.folder.dropFirst(2).first != TreeLayout.filesFolder {
                    texts.append(.init(path: path, old: try text(change.old, path: path, newSide: false), new: try text(change.new, path: path, newSide: true)))
                }
                continue
            }
            if change.folder.first == TreeLayout.filesFolder {
                filesChanged = true
                continue
            }
            switch change.name {
            case TreeLayout.objectFile:
                let folder = change.folder.joined(separator: "/")
                var identifier: IdentifierPath
                if let known = memoryPaths[folder] ?? TreeLayout.identifierPath(forFolder: folder) {
                    identifier = known
                } else {
                    identifier = try objectPath(folder: change.folder, in: change.new != nil && memoryFiles.isEmpty ? newRoot : oldRoot)
                }
                let oldText = try text(change.old, path: path, newSide: false)
                let newText = try text(change.new, path: path, newSide: true)
                if let diff = ObjectDiff.compare(path: identifier, old: try archive(oldText, path: path), new: try archive(newText, path: path)) {
                    objects.append(diff)
                    texts.append(.init(path: path, old: oldText, new: newText))
                }
            case TreeLayout.appFile, TreeLayout.infoFile:
                appChanged = true
            default:
                break
            }
        }
        var app: [KeyChange] = []
        if appChanged && paths.isEmpty {
            // A side without `@app` has no classic archive (a scene-only state): every key is added or removed.
            func appParts(_ root: FolderNode, newSide: Bool) throws(RepositoryError) -> (app: String, info: PropertyListValue?) {
                let files = Dictionary(root.files.map { ($0.name, $0.id) }, uniquingKeysWith: { a, _ in a })
                guard let appText = try text(files[TreeLayout.appFile], path: TreeLayout.appFile, newSide: newSide) else {
                    return (CanonicalTextWriter.text(KeyedArchive(top: [], objects: [])), nil)
                }
                var info: PropertyListValue? = nil
                if let infoText = try text(files[TreeLayout.infoFile], path: TreeLayout.infoFile, newSide: newSide) {
                    do { info = try CanonicalTextReader.plist(infoText) } catch {
                        throw .damagedSnapshot(commit: old.short, file: TreeLayout.infoFile, reason: error.description)
                    }
                }
                return (appText, info)
            }
            let (oldText, oldInfo) = try appParts(oldRoot, newSide: false)
            let (newText, newInfo) = try appParts(newRoot, newSide: true)
            // Only the root fields whose text differs are parsed (the class map lists every object).
            let fields: (old: KeyedArchive, new: KeyedArchive)
            do {
                fields = try CanonicalTextComparison.differingFields(old: oldText, new: newText)
            } catch {
                throw .damagedSnapshot(commit: old.short, file: TreeLayout.appFile, reason: error.description)
            }
            app = SnapshotDiff.appChanges(
                old: Snapshot(app: fields.old, objects: [], restorationInfo: oldInfo),
                new: Snapshot(app: fields.new, objects: [], restorationInfo: newInfo), includeTimestamp: includeTimestamp)
            if !app.isEmpty { texts.insert(.init(path: TreeLayout.appFile, old: oldText, new: newText), at: 0) }
        }
        var sessions: [SessionDiff] = []
        for name in touchedSessions {
            guard let identifier = TreeLayout.unescape(name) else { continue }
            let before = try session(name, identifier: identifier, in: oldTree, commit: old.short)
            var after: SceneSession? = nil
            if let memoryState {
                after = memoryState.session(identifier)
            } else if let newTree {
                after = try session(name, identifier: identifier, in: newTree, commit: "new")
            }
            if let diff = SessionDiff.compare(identifier: identifier, old: before, new: after, includeTimestamp: includeTimestamp) { sessions.append(diff) }
        }
        var files: [KeyChange] = []
        if (indexChanged || filesChanged) && paths.isEmpty {
            let before = try SceneFiles.read(root: oldTree, repository: repository, commit: old.short)
            var after = memoryState ?? SavedState()
            if memoryState == nil, let newTree { after = try SceneFiles.read(root: newTree, repository: repository, commit: "new") }
            if before.sceneIndexFolder != after.sceneIndexFolder {
                let kind: KeyChange.Kind = before.sceneIndexFolder == nil ? .added : after.sceneIndexFolder == nil ? .removed : .changed
                files.append(KeyChange(path: ["session index"], kind: kind, old: before.sceneIndexFolder.map { DiffValue(value: .string($0), type: "folder") },
                                       new: after.sceneIndexFolder.map { DiffValue(value: .string($0), type: "folder") }))
            }
            files += FileDiff.changes(old: before.files, new: after.files)
        }
        // Only the windows with a changed file are read (a Mac app may keep hundreds).
        var windows: [WindowDiff] = []
        for name in touchedWindows where windowFilter.isEmpty || windowFilter[name] != nil {
            let before = try WindowFiles.window(named: name, root: oldTree, repository: repository, commit: old.short)
            var after = memoryState?.windows?.window(named: name)
            if memoryState == nil, let newTree { after = try WindowFiles.window(named: name, root: newTree, repository: repository, commit: "new") }
            guard var diff = WindowDiff.compare(name: name, old: before, new: after) else { continue }
            if let objects = windowFilter[name], !objects.isEmpty {
                // Those objects only: not the window's own entry, nor its other objects.
                diff.changes = []
                diff.objects = diff.objects.filter { objects.contains($0.path.rawValue) }
                if diff.objects.isEmpty { continue }
            }
            windows.append(diff)
        }
        let diff = SnapshotDiff(app: app, objects: objects, sessions: sessions, files: files, windows: windows)
        let order = Dictionary(diff.objects.enumerated().map { (TreeLayout.objectFile(for: $0.element.path), $0.offset) }, uniquingKeysWith: { a, _ in a })
        texts.sort { (order[$0.path] ?? -1) < (order[$1.path] ?? -1) }
        return SnapshotComparison(diff: diff, texts: texts, warnings: warnings)
    }

    /// One session of a commit's tree, nil when it has none of that name.
    private func session(_ name: String, identifier: String, in root: Tree, commit: String) throws(RepositoryError) -> SceneSession? {
        guard let scenes = try SceneFiles.subtree(root, TreeLayout.scenesFolder, repository: repository),
            let tree = try SceneFiles.subtree(scenes, name, repository: repository)
        else { return nil }
        return try SceneFiles.session(identifier, tree: tree, folder: TreeLayout.scenesFolder + "/" + name, repository: repository, commit: commit)
    }

    /// The identifier path of a folder whose name is hashed: read from its `@path`.
    func objectPath(folder: [String], in root: FolderNode) throws(RepositoryError) -> IdentifierPath {
        var node: FolderNode? = root
        for name in folder { node = try node?.folder(name) }
        if let pathFile = node?.files.first(where: { $0.name == TreeLayout.pathFile }),
            let text = String(validating: try SnapshotLimits.blob(pathFile.id, in: repository, commit: "", file: TreeLayout.pathFile), as: UTF8.self) {
            return IdentifierPath(text)
        }
        throw .damagedSnapshot(commit: "", file: folder.joined(separator: "/"), reason: "the folder name does not spell an identifier path")
    }

    private static func exists(_ folder: [String], in root: FolderNode) throws(RepositoryError) -> Bool {
        var node: FolderNode? = root
        for name in folder {
            node = try node?.folder(name)
            if node == nil { return false }
        }
        return true
    }
}
