import Platform
import PropertyList

/// What a savedState folder looks like from outside, without reading a file: every entry's
/// path, type, size and modification time. Two equal fingerprints taken a settle time apart
/// mean the writer has stopped; a different one means something was written.
public struct SavedStateFingerprint: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var path: String
        var type: FileSystem.EntryType
        var size: Int64
        var modified: Double
    }

    let entries: [Entry]

    /// The newest modification time of any entry, in seconds since 1970.
    public var newestModification: Double { entries.map(\.modified).max() ?? 0 }

    /// Every entry as bytes (path, type, size, modification time), for a digest of the whole.
    public var bytes: [UInt8] {
        var bytes: [UInt8] = []
        for entry in entries {
            let type: UInt8 = switch entry.type {
            case .file: 1
            case .directory: 2
            case .symbolicLink: 3
            case .special: 4
            }
            bytes += Array(entry.path.utf8) + [0, type]
            withUnsafeBytes(of: entry.size.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: entry.modified.bitPattern.littleEndian) { bytes += $0 }
        }
        return bytes
    }

    /// nil when the folder (or file) is not there.
    public static func of(_ path: String) -> SavedStateFingerprint? {
        guard let root = FileSystem.entry(path) else { return nil }
        var entries = [Entry(path: "", type: root.type, size: root.size, modified: root.modified)]
        var pending = root.type == .directory ? [""] : []
        while let folder = pending.popLast(), entries.count < SavedStateFolderReader.maximumEntries {
            for name in (try? FileSystem.contents(ofDirectory: folder.isEmpty ? path : path + "/" + folder)) ?? [] {
                let relative = folder.isEmpty ? name : folder + "/" + name
                guard let entry = FileSystem.entry(path + "/" + relative) else { continue }
                entries.append(Entry(path: relative, type: entry.type, size: entry.size, modified: entry.modified))
                if entry.type == .directory && relative.split(separator: "/").count < SavedStateFolderReader.maximumDepth { pending.append(relative) }
            }
        }
        return SavedStateFingerprint(entries: entries.sorted { $0.path.precedesInBytes($1.path) })
    }
}
