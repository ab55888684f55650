import Platform

/// Lists and reads inside a savedState folder without following symbolic links, within
/// `SavedStateFolderReader`'s bounds. Paths are relative to the folder, `/`-separated.
struct SavedStateWalker {
    let root: String
    private var entries = 0

    init(root: String) {
        self.root = root
    }

    func absolute(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    mutating func list(_ relative: String) throws(SavedStateError) -> [String] {
        let depth = relative.isEmpty ? 0 : relative.split(separator: "/").count
        guard depth < SavedStateFolderReader.maximumDepth else {
            throw .unsupportedEntry(path: absolute(relative), reason: "folders nested deeper than \(SavedStateFolderReader.maximumDepth) levels")
        }
        let names: [String]
        do {
            names = try FileSystem.contents(ofDirectory: absolute(relative))
        } catch {
            throw .reading(absolute(relative), error)
        }
        entries += names.count
        guard entries <= SavedStateFolderReader.maximumEntries else {
            throw .unsupportedEntry(path: root, reason: "more than \(SavedStateFolderReader.maximumEntries) files and folders")
        }
        return names
    }

    /// A file or a folder; anything else is refused.
    func type(_ relative: String) throws(SavedStateError) -> FileSystem.EntryType {
        guard let entry = FileSystem.entry(absolute(relative)) else {
            throw .unreadable(path: absolute(relative), reason: "it disappeared while being read")
        }
        switch entry.type {
        case .file, .directory:
            return entry.type
        case .symbolicLink:
            throw .unsupportedEntry(path: absolute(relative), reason: "a symbolic link; a saved state holds only files and folders (remove it)")
        case .special:
            throw .unsupportedEntry(path: absolute(relative), reason: "a device, socket or FIFO; a saved state holds only files and folders (remove it)")
        }
    }

    func read(_ relative: String) throws(SavedStateError) -> [UInt8] {
        do {
            return try FileSystem.read(absolute(relative), limit: SavedStateFolderReader.maximumFileSize)
        } catch {
            if error.isTooLarge {
                throw .unsupportedEntry(path: absolute(relative), reason: "larger than \(SavedStateFolderReader.maximumFileSize >> 20) MiB")
            }
            throw .reading(absolute(relative), error)
        }
    }

    /// Every file at or below `relative`, with paths relative to the root.
    mutating func files(under relative: String) throws(SavedStateError) -> [SavedFile] {
        switch try type(relative) {
        case .file:
            return [SavedFile(path: relative, bytes: try read(relative))]
        default:
            var files: [SavedFile] = []
            for name in try list(relative) { files += try self.files(under: relative + "/" + name) }
            return files
        }
    }
}
