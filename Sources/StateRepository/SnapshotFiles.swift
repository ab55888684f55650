import Git
import KeyedArchive
import PropertyList
import StateRestoration

/// A snapshot as the files of a commit tree: path -> canonical text (see `TreeLayout`).
public enum SnapshotFiles {
    public static func files(of snapshot: Snapshot) -> [(path: String, bytes: [UInt8])] {
        var files: [(String, [UInt8])] = [(TreeLayout.appFile, Array(CanonicalTextWriter.text(snapshot.app).utf8))]
        if let info = snapshot.restorationInfo {
            files.append((TreeLayout.infoFile, Array(CanonicalTextWriter.text(plist: info).utf8)))
        }
        for object in snapshot.objects {
            files.append((TreeLayout.objectFile(for: object.path), Array(CanonicalTextWriter.text(object.archive).utf8)))
            if TreeLayout.needsPathFile(object.path) {
                files.append((TreeLayout.folder(for: object.path) + "/" + TreeLayout.pathFile, Array(object.path.rawValue.utf8)))
            }
        }
        return files
    }

    /// A snapshot ready to commit: every file's blob id, its bytes or what they render from.
    static func prepare(_ snapshot: Snapshot) throws -> PreparedSnapshot {
        var files: [SnapshotFile] = []
        for file in self.files(of: snapshot) {
            files.append(SnapshotFile(path: file.path, id: try Repository.blobID(of: file.bytes), content: .bytes(file.bytes)))
        }
        return PreparedSnapshot(
            files: files, objects: snapshot.objects.map { ($0.path, TreeLayout.folder(for: $0.path)) },
            app: Snapshot(app: snapshot.app, objects: [], restorationInfo: snapshot.restorationInfo), cacheEntries: [:], warnings: [])
    }

    /// Prepares a scanned savedState: objects whose raw bytes the cache knows are neither parsed
    /// nor rendered; the others are parsed (a malformed one is an error, before any write).
    static func prepare(_ scan: SavedStateScan, cache: BlobCache) throws -> PreparedSnapshot {
        var files: [SnapshotFile] = []
        var objects: [(path: IdentifierPath, folder: String)] = []
        var notObjects: [SavedStateScan.Candidate] = []
        var entries: [ObjectID: ObjectID] = [:]
        var warnings = scan.warnings
        for candidate in scan.candidates {
            let digest = try Repository.blobID(of: candidate.bytes)
            let folder = TreeLayout.folder(for: candidate.path)
            let file = folder + "/" + TreeLayout.objectFile
            if let blob = cache.blob(forRaw: digest) {
                files.append(SnapshotFile(path: file, id: blob, content: .cachedObject(raw: candidate.bytes)))
                entries[digest] = blob
            } else {
                guard let result = try scan.parse(candidate) else {
                    notObjects.append(candidate)
                    continue
                }
                warnings += result.warnings.map { "object '\(candidate.path)': \($0)" }
                let bytes = Array(CanonicalTextWriter.text(result.archive).utf8)
                let blob = try Repository.blobID(of: bytes)
                files.append(SnapshotFile(path: file, id: blob, content: .bytes(bytes)))
                entries[digest] = blob
            }
            objects.append((candidate.path, folder))
            if TreeLayout.needsPathFile(folder: folder) {
                let bytes = Array(candidate.path.rawValue.utf8)
                files.append(SnapshotFile(path: folder + "/" + TreeLayout.pathFile, id: try Repository.blobID(of: bytes), content: .bytes(bytes)))
            }
        }
        let app = Snapshot(app: scan.appArchive(notObjects: notObjects), objects: [], restorationInfo: scan.restorationInfo)
        for file in self.files(of: app) {
            files.append(SnapshotFile(path: file.path, id: try Repository.blobID(of: file.bytes), content: .bytes(file.bytes)))
        }
        return PreparedSnapshot(files: files, objects: objects, app: app, cacheEntries: entries, warnings: warnings)
    }

    /// Reads a whole snapshot back from a commit's tree. Every file is parsed; damage (a
    /// missing or unreadable file, a bad path) is an error naming the file.
    public static func snapshot(tree: Tree, in repository: Repository, commit: String) throws -> Snapshot {
        func text(_ id: ObjectID, _ file: String) throws -> String {
            let bytes = try repository.blob(id)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw RepositoryError.damagedSnapshot(commit: commit, file: file, reason: "not UTF-8 text")
            }
            return text
        }
        guard let appEntry = tree.entry(named: TreeLayout.appFile), !appEntry.isTree else {
            throw RepositoryError.damagedSnapshot(commit: commit, file: TreeLayout.appFile, reason: "missing")
        }
        let app: KeyedArchive
        do {
            app = try CanonicalTextReader.archive(try text(appEntry.id, TreeLayout.appFile))
        } catch let error as CanonicalTextError {
            throw RepositoryError.damagedSnapshot(commit: commit, file: TreeLayout.appFile, reason: error.description)
        }
        var info: PropertyListValue? = nil
        if let infoEntry = tree.entry(named: TreeLayout.infoFile) {
            do {
                info = try CanonicalTextReader.plist(try text(infoEntry.id, TreeLayout.infoFile))
            } catch let error as CanonicalTextError {
                throw RepositoryError.damagedSnapshot(commit: commit, file: TreeLayout.infoFile, reason: error.description)
            }
        }
        var objects: [PreservedObject] = []
        for located in try ObjectIndex.objects(in: tree, repository: repository, commit: commit) {
            let file = TreeLayout.objectFile(for: located.path)
            do {
                objects.append(PreservedObject(path: located.path, archive: try CanonicalTextReader.archive(try text(located.blob, file))))
            } catch let error as CanonicalTextError {
                throw RepositoryError.damagedSnapshot(commit: commit, file: file, reason: error.description)
            }
        }
        return Snapshot(app: app, objects: objects, restorationInfo: info)
    }
}

/// A snapshot about to be committed.
struct PreparedSnapshot {
    var files: [SnapshotFile]
    /// Each object's identifier path and escaped folder.
    var objects: [(path: IdentifierPath, folder: String)]
    /// The app-level part (no objects), for the commit message.
    var app: Snapshot
    /// Raw-archive digest -> blob id, for the next commit's cache.
    var cacheEntries: [ObjectID: ObjectID]
    var warnings: [String]
}

/// One file of a snapshot's tree: its blob id, and its bytes or the raw archive they render from.
struct SnapshotFile {
    enum Content {
        case bytes([UInt8])
        case cachedObject(raw: [UInt8])
    }

    var path: String
    var id: ObjectID
    var content: Content

    /// The bytes, rendering a cached object's canonical text if needed; a cached id that does
    /// not match the rendering means the cache is wrong.
    func bytes() throws -> [UInt8] {
        switch content {
        case .bytes(let bytes): return bytes
        case .cachedObject(let raw):
            let archive = try KeyedArchiveReader.read(raw).archive
            let bytes = Array(CanonicalTextWriter.text(archive).utf8)
            guard try Repository.blobID(of: bytes) == id else { throw BlobCacheMismatch() }
            return bytes
        }
    }
}

/// The cache named a blob that the raw archive does not render to.
struct BlobCacheMismatch: Error {}

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
    public static func objects(in tree: Tree, repository: Repository, commit: String, under prefix: [String] = []) throws -> [Entry] {
        var result: [Entry] = []
        if !prefix.isEmpty, let object = tree.entry(named: TreeLayout.objectFile), !object.isTree {
            result.append(Entry(path: try identifierPath(prefix, tree, repository: repository, commit: commit), blob: object.id, folder: tree.id))
        }
        try collect(tree, folderNames: prefix, into: &result, repository: repository, commit: commit)
        return result.sorted { $0.path < $1.path }
    }

    static func collect(_ tree: Tree, folderNames: [String], into result: inout [Entry], repository: Repository, commit: String) throws {
        for entry in tree.entries where entry.isTree {
            guard !entry.name.hasPrefix("@") else {
                throw RepositoryError.damagedSnapshot(commit: commit, file: (folderNames + [entry.name]).joined(separator: "/"), reason: "unexpected folder")
            }
            let folderPath = folderNames + [entry.name]
            let subtree = try repository.tree(entry.id)
            if let object = subtree.entry(named: TreeLayout.objectFile), !object.isTree {
                result.append(Entry(path: try identifierPath(folderPath, subtree, repository: repository, commit: commit), blob: object.id, folder: entry.id))
            }
            try collect(subtree, folderNames: folderPath, into: &result, repository: repository, commit: commit)
        }
    }

    static func identifierPath(_ folders: [String], _ tree: Tree, repository: Repository, commit: String) throws -> IdentifierPath {
        let folder = folders.joined(separator: "/")
        if let path = TreeLayout.identifierPath(forFolder: folder) { return path }
        guard let pathEntry = tree.entry(named: TreeLayout.pathFile), !pathEntry.isTree,
            let path = String(validating: try repository.blob(pathEntry.id), as: UTF8.self),
            TreeLayout.folder(for: IdentifierPath(path)) == folder
        else {
            throw RepositoryError.damagedSnapshot(commit: commit, file: folder, reason: "the folder name does not spell an identifier path")
        }
        return IdentifierPath(path)
    }
}
