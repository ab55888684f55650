import Git
import KeyedArchive
import PropertyList
import StateRestoration

/// A Mac app's windows as tree files (see `TreeLayout`), and back:
///
///     @windows/@order            the windows' names in windows.plist order, one per line
///     @windows/<name>/@window    the window's windows.plist entry (canonical plist text, key included)
///     @windows/<name>/<object>   each restorable object's latest record (`RestorableRecord.archiveForm`
///                                in canonical text: `rchv` archives as archives, other chunks as bytes)
///
/// What data.data looked like (superseded records, records without a key) is not part of the
/// state: two files that AppKit restores alike give one tree.
enum WindowFiles {
    static func files(of state: WindowState) throws(RepositoryError) -> [(path: String, bytes: [UInt8])] {
        var files: [(String, [UInt8])] = [(TreeLayout.windowsFolder + "/" + TreeLayout.orderFile, Array(state.windows.map { $0.name + "\n" }.joined().utf8))]
        for window in state.windows {
            let folder = TreeLayout.windowFolder(window.name) + "/"
            files.append((folder + TreeLayout.windowFile, CanonicalTextWriter.bytes(plist: .dictionary(window.entry))))
            for object in window.objects {
                let file = TreeLayout.windowObjectFile(window: window.name, object: object.name)
                files.append((file, try SnapshotFiles.text(object.archiveForm, file: file)))
            }
        }
        return files
    }

    /// The windows of a snapshot's tree, nil when it has none; damage names the file.
    static func read(root: Tree, repository: Repository, commit: String) throws(RepositoryError) -> WindowState? {
        guard let folder = try SceneFiles.subtree(root, TreeLayout.windowsFolder, repository: repository, commit: commit) else { return nil }
        let orderPath = TreeLayout.windowsFolder + "/" + TreeLayout.orderFile
        guard let order = folder.entry(named: TreeLayout.orderFile), !order.isTree else {
            throw .damagedSnapshot(commit: commit, file: orderPath, reason: "missing")
        }
        var windows: [SavedWindow] = []
        for (position, name) in try BlobText(repository: repository, commit: commit).text(order.id, file: orderPath).split(separator: "\n").map(String.init).enumerated() {
            guard let window = try window(name, position: position, in: folder, repository: repository, commit: commit) else {
                throw .damagedSnapshot(commit: commit, file: TreeLayout.windowFolder(name), reason: "the window listed in \(TreeLayout.orderFile) is missing")
            }
            windows.append(window)
        }
        return WindowState(windows: windows, readReport: WindowReadReport(records: windows.reduce(0) { $0 + $1.objects.count }))
    }

    /// Each window's key (`NSDataKey`) by window name; unreadable entries are left out (the
    /// window then keeps the key it has on disk).
    static func keys(root: Tree, repository: Repository, commit: String) throws(RepositoryError) -> [String: [UInt8]] {
        guard let folder = try SceneFiles.subtree(root, TreeLayout.windowsFolder, repository: repository, commit: commit) else { return [:] }
        let reader = BlobText(repository: repository, commit: commit)
        var keys: [String: [UInt8]] = [:]
        for entry in folder.entries where entry.isTree {
            guard let name = TreeLayout.unescape(entry.name),
                  let tree = try? SceneFiles.subtree(folder, entry.name, repository: repository, commit: commit),
                  let blob = tree.entry(named: TreeLayout.windowFile), !blob.isTree,
                  case .data(let key)? = try? reader.plist(blob.id, file: TreeLayout.windowFolder(name) + "/" + TreeLayout.windowFile)[WindowKeys.dataKey],
                  key.count == 16
            else { continue }
            keys[name] = key
        }
        return keys
    }

    /// Names, titles and object names of the windows, without parsing any object; the app's
    /// entry first, then windows by number.
    static func summaries(root: Tree, repository: Repository, commit: String) throws(RepositoryError) -> [SnapshotStore.WindowSummary] {
        guard let folder = try SceneFiles.subtree(root, TreeLayout.windowsFolder, repository: repository, commit: commit),
              let order = folder.entry(named: TreeLayout.orderFile), !order.isTree
        else { return [] }
        let reader = BlobText(repository: repository, commit: commit)
        var result: [SnapshotStore.WindowSummary] = []
        for name in try reader.text(order.id, file: TreeLayout.windowsFolder + "/" + TreeLayout.orderFile).split(separator: "\n").map(String.init) {
            guard let tree = try SceneFiles.subtree(folder, TreeLayout.escape(name), repository: repository, commit: commit) else { continue }
            var title: String? = nil
            if let entry = tree.entry(named: TreeLayout.windowFile), !entry.isTree,
               case .string(let text)? = try reader.plist(entry.id, file: TreeLayout.windowFolder(name) + "/" + TreeLayout.windowFile)[WindowKeys.title] {
                title = text
            }
            let objects = tree.entries.filter { !$0.isTree && $0.name != TreeLayout.windowFile }.compactMap { TreeLayout.unescape($0.name) }
            result.append(SnapshotStore.WindowSummary(name: name, title: title, objects: objects))
        }
        return result.sorted { SavedWindow.precedes($0.name, $1.name) }
    }

    /// One window of a snapshot's tree (its position in windows.plist only matters for entries
    /// without an id, whose name spells it), nil when the tree has none of that name.
    static func window(named name: String, root: Tree, repository: Repository, commit: String) throws(RepositoryError) -> SavedWindow? {
        guard let folder = try SceneFiles.subtree(root, TreeLayout.windowsFolder, repository: repository, commit: commit) else { return nil }
        let position = name.hasPrefix("entry-") ? Int(name.dropFirst(6)) ?? 0 : 0
        return try window(name, position: position, in: folder, repository: repository, commit: commit)
    }

    private static func window(_ name: String, position: Int, in folder: Tree, repository: Repository, commit: String) throws(RepositoryError) -> SavedWindow? {
        let reader = BlobText(repository: repository, commit: commit)
        let path = TreeLayout.windowFolder(name)
        guard let tree = try SceneFiles.subtree(folder, TreeLayout.escape(name), repository: repository, commit: commit) else { return nil }
        guard let entryBlob = tree.entry(named: TreeLayout.windowFile), !entryBlob.isTree else {
            throw .damagedSnapshot(commit: commit, file: path + "/" + TreeLayout.windowFile, reason: "missing")
        }
        guard case .dictionary(let entry) = try reader.plist(entryBlob.id, file: path + "/" + TreeLayout.windowFile) else {
            throw .damagedSnapshot(commit: commit, file: path + "/" + TreeLayout.windowFile, reason: "not a dictionary")
        }
        var objects: [RestorableRecord] = []
        for file in tree.entries where file.name != TreeLayout.windowFile {
            let filePath = path + "/" + file.name
            guard !file.isTree, let objectName = TreeLayout.unescape(file.name),
                  let record = RestorableRecord(name: objectName, archiveForm: try reader.archive(file.id, file: filePath))
            else { throw .damagedSnapshot(commit: commit, file: filePath, reason: "not a restorable object's record") }
            objects.append(record)
        }
        let window = SavedWindow(entry: entry, objects: objects, position: position)
        guard window.name == name else {
            throw .damagedSnapshot(commit: commit, file: path + "/" + TreeLayout.windowFile, reason: "the entry names window \(window.name)")
        }
        return window
    }
}
