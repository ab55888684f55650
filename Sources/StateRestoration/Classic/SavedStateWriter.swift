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
/// `restorationInfo.plist`. Each file is replaced atomically.
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
    /// the snapshot has none), each file replaced atomically.
    public static func write(_ snapshot: Snapshot, location: SavedStateLocation) throws(SavedStateError) {
        if FileSystem.exists(location.folder.path) && !FileSystem.isDirectory(location.folder.path) {
            throw .unwritable(path: location.folder.path, reason: "it is a file, not a folder")
        }
        if FileSystem.isDirectory(location.archive.path) {
            throw .unwritable(path: location.archive.path, reason: "it is a folder, not a file")
        }
        do {
            try FileSystem.createDirectories(location.folder.path)
        } catch {
            throw .unwritable(path: location.folder.path, reason: error.reason)
        }
        AtomicFile.removeAbandonedTemporaries(in: location.folder.path)
        try write(archiveBytes(snapshot), to: location.archive)
        if let info = snapshot.restorationInfo {
            try write(BinaryPropertyListWriter.write(info), to: location.restorationInfo)
        } else if FileManager.default.fileExists(atPath: location.restorationInfo.path) {
            try? FileManager.default.removeItem(at: location.restorationInfo)
        }
    }

    static func write(_ bytes: [UInt8], to url: URL) throws(SavedStateError) {
        do {
            try AtomicFile.write(bytes, to: url.path)
        } catch {
            throw .unwritable(path: url.path, reason: error.reason)
        }
    }
}
