import Foundation
import KeyedArchive
import PropertyList

/// Writes a `Snapshot` as a savedState folder UIKit can restore from: `data.data` (a binary
/// keyed archive with one nested archive per object) and, when the snapshot has one,
/// `restorationInfo.plist`. Each file is replaced atomically.
public enum SavedStateWriter {
    /// The bytes of `data.data`.
    public static func archiveBytes(_ snapshot: Snapshot) -> [UInt8] {
        KeyedArchiveWriter.write(snapshot.rootArchive)
    }

    public static func write(_ snapshot: Snapshot, to folder: URL) throws(SavedStateError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .unwritable(path: folder.path, reason: "it is a file, not a folder")
        }
        try AtomicFile.createDirectory(folder)
        try AtomicFile.write(archiveBytes(snapshot), to: folder.appendingPathComponent(UIKitKeys.archiveFileName))
        if let info = snapshot.restorationInfo {
            try AtomicFile.write(BinaryPropertyListWriter.write(info), to: folder.appendingPathComponent(UIKitKeys.restorationInfoFileName))
        }
    }
}
