#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

/// Writes a whole `SavedState` as the savedState folder UIKit reads at launch, replacing the
/// folder in one step: the new folder is built beside the old one, flushed, and swapped in, so
/// the app reads the old state or the new one, never a mix of two snapshots. Only paths inside
/// the folder are touched; symbolic links inside it are never followed. Folders that writers killed
/// mid-way left beside it go first.
public enum SavedStateFolderWriter {
    public static func write(_ state: SavedState, to folder: URL) throws(SavedStateError) {
        let files = try files(of: state)
        var target = folder.standardizedFileURL.path
        // A savedState reached through a symbolic link: the folder it leads to is replaced (the
        // swap happens beside it), and the link stays a link.
        if FileSystem.entry(target)?.type == .symbolicLink {
            guard let resolved = FileSystem.resolvedPath(target), FileSystem.isDirectory(resolved) else {
                throw .unwritable(path: target, reason: "a symbolic link that leads to no folder; point it at the savedState folder, or restore with --to <folder>")
            }
            target = resolved
        }
        if let existing = FileSystem.entry(target) {
            switch existing.type {
            case .directory: break
            case .file: throw .unwritable(path: target, reason: "it is a file, not a folder")
            case .symbolicLink, .special: throw .unwritable(path: target, reason: "not a real folder (a device or socket); restore writes only into folders")
            }
        }
        let parent = FileSystem.parent(of: target)
        do {
            // As `mkdir -p`: a folder named for the first time (`~/Desktop/Bug/x.savedState`).
            try FileSystem.createDirectories(parent, permissions: 0o755)
        } catch {
            if !FileSystem.isDirectory(parent) { throw .unwritable(path: parent, reason: error.reason) }
        }
        // Copies earlier restores left when they were killed hold a whole state each.
        AtomicFile.removeAbandonedTemporaries(in: parent)
        let building = AtomicFile.temporaryPath(for: target)
        do {
            try build(state, files: files, at: building)
            AtomicFile.syncFolder(building)
            if FileSystem.exists(target) {
                try FileSystem.exchange(building, target, fallback: AtomicFile.temporaryPath(for: target))
                try FileSystem.removeTree(building)
            } else {
                try FileSystem.rename(building, to: target)
            }
            AtomicFile.syncFolder(parent)
        } catch {
            try? FileSystem.removeTree(building)
            throw .unwritable(path: error.path ?? target, reason: error.reason)
        }
    }

    /// Every file of the folder, by relative path.
    public static func files(of state: SavedState) throws(SavedStateError) -> [SavedFile] {
        var files = state.classic.map(SavedStateWriter.files(of:)) ?? []
        if let windows = state.windows { files += try WindowStateWriter.files(of: windows) }
        if let index = state.sceneIndexFolder {
            files.append(SavedFile(path: index + "/" + SceneKeys.dataFile, bytes: SceneCoding.indexBytes(state.sessions)))
        }
        for session in state.sessions where session.hasFolder {
            files += SceneCoding.files(of: session).map { SavedFile(path: session.identifier + "/" + $0.path, bytes: $0.bytes) }
        }
        return files + state.files
    }

    static func build(_ state: SavedState, files: [SavedFile], at root: String) throws(SystemError) {
        try FileSystem.createDirectory(root)
        // Each folder is created once: with thousands of sessions, path lookups are the cost.
        var created: Set<String> = []
        func folder(_ path: String) throws(SystemError) {
            if created.insert(path).inserted { try FileSystem.createDirectory(root + "/" + path) }
        }
        for session in state.sessions where session.hasFolder { try folder(session.identifier) }
        for file in files {
            var path = ""
            for component in file.path.split(separator: "/").dropLast() {
                path += (path.isEmpty ? "" : "/") + component
                try folder(path)
            }
            try AtomicFile.writeNew(file.bytes, to: root + "/" + file.path)
        }
    }
}
