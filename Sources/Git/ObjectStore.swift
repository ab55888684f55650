import Platform

/// The object database's files, for the maintenance libgit2 lacks (it can neither delete an
/// object nor repack): which packs and loose objects there are, how old, and deleting them.
/// Callers decide what may go (see `SnapshotStore.collectGarbage`).
public struct ObjectFile: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `objects/pack/pack-<sha>.pack` with its `.idx` (and other companions).
        case pack(name: String)
        /// `objects/xx/yyyy...`.
        case loose(ObjectID)
        /// A pack or object a writer was killed before finishing (`pack_git2_*`, `tmp_*`):
        /// never part of the repository.
        case temporary
    }

    public var kind: Kind
    public var path: String
    /// Seconds since 1970.
    public var modified: Double
    public var size: Int64
}

extension Repository {
    var objectsFolder: String { path + "objects" }
    var packFolder: String { path + "objects/pack" }

    /// Every pack, loose object and leftover temporary file of the object database.
    public func objectFiles() throws(GitError) -> [ObjectFile] {
        var files: [ObjectFile] = []
        for name in try listing(packFolder) {
            let file = packFolder + "/" + name
            guard let entry = FileSystem.entry(file), entry.type == .file else { continue }
            if name.hasPrefix("pack-") && name.hasSuffix(".pack") {
                files.append(ObjectFile(kind: .pack(name: String(name.dropLast(5))), path: file, modified: entry.modified, size: entry.size))
            } else if !name.hasPrefix("pack-") {
                files.append(ObjectFile(kind: .temporary, path: file, modified: entry.modified, size: entry.size))
            }
        }
        let top = try listing(objectsFolder)
        // A loose object is written to a temporary file beside the fan-out folders, then
        // renamed: libgit2's `tmp_object_git2_*`, git's `tmp_obj_*`, left by a killed writer.
        for name in top where name.hasPrefix("tmp_object_git2_") || name.hasPrefix("tmp_obj_") {
            let file = objectsFolder + "/" + name
            guard let entry = FileSystem.entry(file), entry.type == .file else { continue }
            files.append(ObjectFile(kind: .temporary, path: file, modified: entry.modified, size: entry.size))
        }
        for folder in top where folder.utf8.count == 2 && ObjectID(hex: folder + String(repeating: "0", count: 38)) != nil {
            for name in try listing(objectsFolder + "/" + folder) {
                let file = objectsFolder + "/" + folder + "/" + name
                guard let entry = FileSystem.entry(file), entry.type == .file else { continue }
                let kind: ObjectFile.Kind = ObjectID(hex: folder + name).map { .loose($0) } ?? .temporary
                files.append(ObjectFile(kind: kind, path: file, modified: entry.modified, size: entry.size))
            }
        }
        return files
    }

    /// How full the object database is: loose objects and packs, counted from the folder
    /// listings alone (no object is read).
    public func objectCounts() throws(GitError) -> (loose: Int, packs: Int) {
        var loose = 0
        for folder in try listing(objectsFolder) {
            guard folder.utf8.count == 2, UInt8(folder, radix: 16) != nil else { continue }
            // Temporary files of interrupted writes (`tmp_obj_*`) are not objects.
            loose += try listing(objectsFolder + "/" + folder).filter { ObjectID(hex: folder + $0) != nil }.count
        }
        let packs = try listing(packFolder).filter { $0.hasPrefix("pack-") && $0.hasSuffix(".pack") }.count
        return (loose, packs)
    }

    /// Deletes a pack with its index and companions, a loose object (and its folder when that
    /// becomes empty), or a temporary file.
    public func delete(_ file: ObjectFile) throws(GitError) {
        switch file.kind {
        case .pack(let name):
            // The index last: a pack without its index is invisible, the reverse is an error.
            for suffix in [".keep", ".bitmap", ".rev", ".mtimes", ".pack", ".idx"] {
                try remove(packFolder + "/" + name + suffix, missingIsFine: suffix != ".pack")
            }
        case .loose:
            try remove(file.path, missingIsFine: false)
            FileSystem.removeEmptyDirectory(FileSystem.parent(of: file.path))
        case .temporary:
            try remove(file.path, missingIsFine: true)
        }
    }

    private func listing(_ folder: String) throws(GitError) -> [String] {
        do {
            return try FileSystem.contents(ofDirectory: folder)
        } catch let error where error.isNotFound {
            return []
        } catch {
            throw GitError(operation: "list \(folder)", code: .other(-1), area: .system, message: error.reason)
        }
    }

    private func remove(_ file: String, missingIsFine: Bool) throws(GitError) {
        do {
            try FileSystem.removeFile(file)
        } catch let error where missingIsFine && error.isNotFound {
        } catch {
            throw GitError(operation: "delete \(file)", code: .other(-1), area: .system, message: error.reason)
        }
    }
}
