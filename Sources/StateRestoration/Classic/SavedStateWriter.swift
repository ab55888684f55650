#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyedArchive
import Platform
import PropertyList

/// Writes a `Snapshot` as a savedState folder UIKit can restore from: `data.data` (a binary
/// keyed archive with one nested archive per object) and, when the snapshot has one,
/// `restorationInfo.plist`, both replaced in one `FileTransaction` (a stale
/// `restorationInfo.plist` removed in it), only over files that are a saved state's.
public enum SavedStateWriter {
    /// The bytes of `data.data`.
    public static func archiveBytes(_ snapshot: Snapshot) -> [UInt8] {
        KeyedArchiveWriter.write(snapshot.rootArchive)
    }

    /// The files of a classic archive, named as in its folder: `data.data`, and
    /// `restorationInfo.plist` when the snapshot has one.
    public static func files(of snapshot: Snapshot) -> [SavedFile] {
        var files = [SavedFile(path: UIKitKeys.archiveFileName, bytes: archiveBytes(snapshot))]
        if let info = snapshot.restorationInfo {
            files.append(SavedFile(path: UIKitKeys.restorationInfoFileName, bytes: BinaryPropertyListWriter.write(info)))
        }
        return files
    }

    public static func write(_ snapshot: Snapshot, to folder: URL) throws(SavedStateError) {
        try write(snapshot, location: SavedStateLocation(folder))
    }

    /// Writes `data.data` (and `restorationInfo.plist` next to it, or removes a stale one when
    /// the snapshot has none) as one transaction, refusing files there that are not a saved
    /// state's (`SavedStateDestination.check(archive:protecting:)`).
    public static func write(_ snapshot: Snapshot, location: SavedStateLocation, protecting: [String] = [], timeout: Double = 30) throws(SavedStateError) {
        if FileSystem.exists(location.folder.path) && !FileSystem.isDirectory(location.folder.path) {
            throw .unwritable(path: location.folder.path, reason: "it is a file, not a folder")
        }
        if FileSystem.isDirectory(location.archive.path) {
            throw .unwritable(path: location.archive.path, reason: "it is a folder, not a file")
        }
        try SavedStateDestination.check(archive: location, protecting: protecting)
        do {
            try FileSystem.createDirectories(location.folder.path)
        } catch {
            throw .unwritable(path: location.folder.path, reason: error.reason)
        }
        AtomicFile.removeAbandonedTemporaries(in: location.folder.path)
        let info = snapshot.restorationInfo.map { BinaryPropertyListWriter.write($0) }
        let changes: [FileTransaction.Change] = [
            .write(path: location.archive.path, bytes: archiveBytes(snapshot), precondition: .fileOrAbsent, permissions: 0o600),
            info.map { .write(path: location.restorationInfo.path, bytes: $0, precondition: .fileOrAbsent, permissions: 0o600) }
                ?? .remove(path: location.restorationInfo.path, precondition: .fileOrAbsent),
        ]
        let folder = location.folder.standardizedFileURL.path
        _ = try SavedStateFolderWriter.commit(changes, in: FileSystem.parent(of: folder), for: folder, timeout: timeout)
    }
}
