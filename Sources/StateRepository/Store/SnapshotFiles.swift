import Git
import StatePrivacy
import KeyedArchive
import PropertyList
import StateRestoration

/// A snapshot as the files of a commit tree: path -> canonical text (see `TreeLayout`).
public enum SnapshotFiles {
    public static func files(of snapshot: Snapshot) throws(RepositoryError) -> [(path: String, bytes: [UInt8])] {
        var files: [(String, [UInt8])] = [(TreeLayout.appFile, try text(snapshot.app, file: TreeLayout.appFile))]
        if let info = snapshot.restorationInfo {
            files.append((TreeLayout.infoFile, CanonicalTextWriter.bytes(plist: info)))
        }
        for object in snapshot.objects {
            files.append((TreeLayout.objectFile(for: object.path), try text(object.archive, file: TreeLayout.objectFile(for: object.path))))
            if TreeLayout.needsPathFile(object.path) {
                files.append((TreeLayout.folder(for: object.path) + "/" + TreeLayout.pathFile, Array(object.path.rawValue.utf8)))
            }
        }
        return files
    }

    /// Every file of a whole saved state: the classic archive's, then the scenes' and the rest.
    public static func files(of state: SavedState) throws(RepositoryError) -> [(path: String, bytes: [UInt8])] {
        var files = try state.classic.map { (classic) throws(RepositoryError) in try self.files(of: classic) } ?? []
        files += try SceneFiles.files(of: state)
        if let windows = state.windows { files += try WindowFiles.files(of: windows) }
        return files
    }

    /// An archive's canonical text, within what a snapshot's file may hold: indentation is
    /// significant, so objects nested hundreds of levels deep write quadratically much text,
    /// and the writer stops at the limit instead of writing gigabytes nobody could read back.
    static func text(_ archive: KeyedArchive, file: String) throws(RepositoryError) -> [UInt8] {
        guard let bytes = CanonicalTextWriter.bytes(archive, limit: SnapshotLimits.maximumBlobSize) else {
            throw .tooLargeToRecord(file: file, limit: SnapshotLimits.maximumBlobSize)
        }
        return bytes
    }

    /// A saved state ready to commit: every file's blob id and bytes.
    static func prepare(_ state: SavedState) throws(RepositoryError) -> PreparedSnapshot {
        var files: [SnapshotFile] = []
        for file in try self.files(of: state) {
            files.append(SnapshotFile(path: file.path, id: Repository.blobID(of: file.bytes), content: .bytes(file.bytes)))
        }
        var rest = state
        rest.classic = nil
        return PreparedSnapshot(
            files: files, objects: state.classic?.objects.map { ($0.path, TreeLayout.folder(for: $0.path)) } ?? [],
            app: state.classic.map { Snapshot(app: $0.app, objects: [], restorationInfo: $0.restorationInfo) }, scenes: rest,
            cacheEntries: [:], warnings: [])
    }

    /// Prepares a savedState folder read from disk: its classic archive through the cache
    /// (below), its scenes and other files as they are.
    static func prepare(_ folder: SavedStateFolderReader.Scan, cache: BlobCache, repository: Repository) throws(RepositoryError) -> PreparedSnapshot {
        var prepared: PreparedSnapshot
        if let classic = folder.classic {
            prepared = try prepare(classic, cache: cache, repository: repository)
        } else {
            prepared = PreparedSnapshot(files: [], objects: [], app: nil, scenes: SavedState(), cacheEntries: [:], warnings: [])
        }
        prepared.scenes = folder.rest
        prepared.warnings += folder.warnings
        for file in try SceneFiles.files(of: folder.rest) + (folder.rest.windows.map { (windows) throws(RepositoryError) in try WindowFiles.files(of: windows) } ?? []) {
            prepared.files.append(SnapshotFile(path: file.path, id: Repository.blobID(of: file.bytes), content: .bytes(file.bytes)))
        }
        return prepared
    }

    /// Prepares a scanned savedState. An object whose raw bytes the cache knows, and whose
    /// blob the repository has, is neither parsed nor rendered; every other object is parsed
    /// (a malformed one is an error, before any write) and rendered.
    static func prepare(_ scan: SavedStateScan, cache: BlobCache, repository: Repository) throws(RepositoryError) -> PreparedSnapshot {
        var files: [SnapshotFile] = []
        var objects: [(path: IdentifierPath, folder: String)] = []
        var notObjects: [SavedStateScan.Candidate] = []
        var entries: [ObjectID: ObjectID] = [:]
        var warnings = scan.warnings
        for candidate in scan.candidates {
            let digest = Repository.blobID(of: candidate.bytes)
            let folder = TreeLayout.folder(for: candidate.path)
            let file = folder + "/" + TreeLayout.objectFile
            if let blob = cache.blob(forRaw: digest), repository.objectExists(blob) {
                files.append(SnapshotFile(path: file, id: blob, content: .stored))
                entries[digest] = blob
            } else {
                let parsed: KeyedArchiveReader.Result?
                do {
                    parsed = try scan.parse(candidate)
                } catch {
                    throw .savedState(error)
                }
                guard let result = parsed else {
                    notObjects.append(candidate)
                    continue
                }
                warnings += result.warnings.map { "object '\(candidate.path)': \($0)" }
                let bytes = try text(result.archive, file: file)
                let blob = Repository.blobID(of: bytes)
                files.append(SnapshotFile(path: file, id: blob, content: .bytes(bytes)))
                entries[digest] = blob
            }
            objects.append((candidate.path, folder))
            if TreeLayout.needsPathFile(folder: folder) {
                let bytes = Array(candidate.path.rawValue.utf8)
                files.append(SnapshotFile(path: folder + "/" + TreeLayout.pathFile, id: Repository.blobID(of: bytes), content: .bytes(bytes)))
            }
        }
        let app = Snapshot(app: scan.appArchive(notObjects: notObjects), objects: [], restorationInfo: scan.restorationInfo)
        for file in try self.files(of: app) {
            files.append(SnapshotFile(path: file.path, id: Repository.blobID(of: file.bytes), content: .bytes(file.bytes)))
        }
        return PreparedSnapshot(files: files, objects: objects, app: app, scenes: SavedState(), cacheEntries: entries, warnings: warnings)
    }

    /// Reads a whole saved state back from a commit's tree: the classic archive when the tree
    /// has `@app`, the scenes and other files when it has them. Every file is parsed; damage is
    /// an error naming the file.
    static func savedState(tree: Tree, in repository: Repository, commit: String, parsed: ParsedArchives? = nil) throws(RepositoryError) -> SavedState {
        var state = try SceneFiles.read(root: tree, repository: repository, commit: commit, parsed: parsed)
        state.windows = try WindowFiles.read(root: tree, repository: repository, commit: commit)
        if tree.entry(named: TreeLayout.appFile) != nil || (!state.hasScenes && state.files.isEmpty && state.windows == nil) {
            state.classic = try snapshot(tree: tree, in: repository, commit: commit, parsed: parsed)
        }
        return state
    }

    /// Reads a classic archive back from a tree (the root, or a session's folder).
    static func snapshot(tree: Tree, in repository: Repository, commit: String, parsed: ParsedArchives? = nil) throws(RepositoryError) -> Snapshot {
        let reader = BlobText(repository: repository, commit: commit, parsed: parsed)
        guard let appEntry = tree.entry(named: TreeLayout.appFile), !appEntry.isTree else {
            throw .damagedSnapshot(commit: commit, file: TreeLayout.appFile, reason: "missing")
        }
        let app = try reader.archive(appEntry.id, file: TreeLayout.appFile)
        var info: PropertyListValue? = nil
        if let infoEntry = tree.entry(named: TreeLayout.infoFile) {
            info = try reader.plist(infoEntry.id, file: TreeLayout.infoFile)
        }
        var objects: [PreservedObject] = []
        for located in try ObjectIndex.objects(in: tree, repository: repository, commit: commit) {
            objects.append(PreservedObject(path: located.path, archive: try reader.archive(located.blob, file: TreeLayout.objectFile(for: located.path))))
        }
        return Snapshot(app: app, objects: objects, restorationInfo: info)
    }
}

/// Reading a snapshot's blobs as canonical text; anything unreadable is a damaged snapshot
/// naming the file.
struct BlobText {
    let repository: Repository
    /// The commit being read, for messages.
    let commit: String
    /// Archives already parsed by blob id, when several snapshots are read together.
    var parsed: ParsedArchives? = nil

    func text(_ id: ObjectID, file: String) throws(RepositoryError) -> String {
        let bytes = try SnapshotLimits.blob(id, in: repository, commit: commit, file: file)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .damagedSnapshot(commit: commit, file: file, reason: "not UTF-8 text")
        }
        return text
    }

    func archive(_ id: ObjectID, file: String) throws(RepositoryError) -> KeyedArchive {
        if let known = parsed?.archives[id] { return known }
        let archive = try archive(text: try text(id, file: file), file: file)
        parsed?.archives[id] = archive
        return archive
    }

    func archive(text: String, file: String) throws(RepositoryError) -> KeyedArchive {
        do {
            return try CanonicalTextReader.archive(text)
        } catch {
            throw .damagedSnapshot(commit: commit, file: file, reason: error.description)
        }
    }

    func plist(_ id: ObjectID, file: String) throws(RepositoryError) -> PropertyListValue {
        let text = try text(id, file: file)
        do {
            return try CanonicalTextReader.plist(text)
        } catch {
            throw .damagedSnapshot(commit: commit, file: file, reason: error.description)
        }
    }
}

/// Archives parsed while reading snapshots together, by blob id: two states that share most
/// of their objects (a comparison) parse each shared one once, and share its storage.
final class ParsedArchives {
    var archives: [ObjectID: KeyedArchive] = [:]
}

/// A snapshot about to be committed.
struct PreparedSnapshot {
    var files: [SnapshotFile]
    /// Each object's identifier path and escaped folder.
    var objects: [(path: IdentifierPath, folder: String)]
    /// The app-level part of the classic archive (no objects), for the commit message.
    var app: Snapshot?
    /// The scenes and other files (no classic archive), for the commit message.
    var scenes: SavedState
    /// Raw-archive digest -> blob id, for the next commit's cache.
    var cacheEntries: [ObjectID: ObjectID]
    var warnings: [String]
    /// The redaction applied, and the private values it replaced.
    var redaction: StateRedaction? = nil
    var redacted: [SecretFinding] = []

    /// Every object at every level: the classic archive's, those of sessions' own archives and
    /// the restorable objects of windows and of the app's entry (docs/diff.md).
    var objectCount: Int {
        objects.count + scenes.sessions.reduce(0) { $0 + ($1.classic?.objects.count ?? 0) }
            + (scenes.windows?.windows.reduce(0) { $0 + $1.objects.count } ?? 0)
    }

    /// A Mac app's windows, without its app-wide entry; nil for an iOS state.
    var windowCount: Int? { scenes.windows?.appWindows.count }
}

/// One file of a snapshot's tree: its blob id, and its bytes, or the fact that the repository
/// already has the blob (an unchanged object found through the commit cache).
struct SnapshotFile {
    enum Content {
        case bytes([UInt8])
        case stored
    }

    var path: String
    var id: ObjectID
    var content: Content

    func bytes(in repository: Repository) throws(RepositoryError) -> [UInt8] {
        switch content {
        case .bytes(let bytes): return bytes
        case .stored: return try SnapshotStore.git { () throws(GitError) in try repository.blob(id) }
        }
    }
}

/// The objects of a tree: identifier path and blob id of every `@object`, without reading the
/// blobs. Folder names are validated, so a crafted tree (`..`, absolute or undecodable
/// names) is refused instead of trusted.
public enum ObjectIndex {
    public struct Entry: Hashable, Sendable {
        public var path: IdentifierPath
        public var blob: ObjectID
        /// The folder's tree id: equal ids mean the object and everything below it are unchanged.
        public var folder: ObjectID
    }

    /// Every object in `tree`; with a non-empty `prefix`, `tree` is that folder and its own
    /// object counts too.
    static func objects(in tree: Tree, repository: Repository, commit: String, under prefix: [String] = []) throws(RepositoryError) -> [Entry] {
        var result: [Entry] = []
        if !prefix.isEmpty, let object = tree.entry(named: TreeLayout.objectFile), !object.isTree {
            result.append(Entry(path: try identifierPath(prefix, tree, repository: repository, commit: commit), blob: object.id, folder: tree.id))
        }
        try collect(tree, folderNames: prefix, top: prefix.isEmpty, into: &result, repository: repository, commit: commit)
        return result.sorted { $0.path < $1.path }
    }

    static func collect(_ tree: Tree, folderNames: [String], top: Bool, into result: inout [Entry], repository: Repository, commit: String) throws(RepositoryError) {
        for entry in tree.entries where entry.isTree {
            // The reserved folders beside the objects: scenes and other files.
            if top && TreeLayout.reservedFolders.contains(entry.name) { continue }
            guard !entry.name.hasPrefix("@") else {
                throw .damagedSnapshot(commit: commit, file: (folderNames + [entry.name]).joined(separator: "/"), reason: "unexpected folder")
            }
            let folderPath = folderNames + [entry.name]
            let subtree = try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: folderPath)
            if let object = subtree.entry(named: TreeLayout.objectFile), !object.isTree {
                result.append(Entry(path: try identifierPath(folderPath, subtree, repository: repository, commit: commit), blob: object.id, folder: entry.id))
            }
            try collect(subtree, folderNames: folderPath, top: false, into: &result, repository: repository, commit: commit)
        }
    }

    static func identifierPath(_ folders: [String], _ tree: Tree, repository: Repository, commit: String) throws(RepositoryError) -> IdentifierPath {
        let folder = folders.joined(separator: "/")
        if let path = TreeLayout.identifierPath(forFolder: folder) { return path }
        guard let pathEntry = tree.entry(named: TreeLayout.pathFile), !pathEntry.isTree,
            let path = String(validating: try SnapshotLimits.blob(pathEntry.id, in: repository, commit: commit, file: folder + "/" + TreeLayout.pathFile), as: UTF8.self),
            TreeLayout.folder(for: IdentifierPath(path)) == folder
        else {
            throw .damagedSnapshot(commit: commit, file: folder, reason: "the folder name does not spell an identifier path")
        }
        return IdentifierPath(path)
    }
}
