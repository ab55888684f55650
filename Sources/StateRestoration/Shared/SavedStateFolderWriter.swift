#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

/// Writes a whole `SavedState` as the savedState folder UIKit reads at launch, replacing the
/// folder in one step: the new folder is built beside the old one, flushed, and swapped in, so
/// the app reads the old state or the new one, never a mix of two snapshots. It writes only
/// into a folder `SavedStateDestination` accepts (not there, empty, or a saved state of the
/// kind written and nothing else), so what it replaces is a saved state. The swap is a
/// `FileTransaction` in the folder's parent (its lock, and a journal beside the folder that the
/// next write settles after a kill). Only paths inside the folder are touched; symbolic links
/// inside it are never followed.
public enum SavedStateFolderWriter {
    /// `protecting`: the repository's folder and its work folder, never written over or into.
    /// Returns what it settled of a write killed there before.
    @discardableResult
    public static func write(_ state: SavedState, to folder: URL, protecting: [String] = [], timeout: Double = 30) throws(SavedStateError) -> FileTransaction.Recovery? {
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
        try SavedStateDestination.check(target, writing: state, protecting: protecting)
        let parent = FileSystem.parent(of: target)
        do {
            // As `mkdir -p`: a folder named for the first time (`~/Desktop/Bug/x.savedState`).
            try FileSystem.createDirectories(parent, permissions: 0o755)
        } catch {
            if !FileSystem.isDirectory(parent) { throw .unwritable(path: parent, reason: error.reason) }
        }
        // Copies earlier restores left when they were killed hold a whole state each.
        AtomicFile.removeAbandonedTemporaries(in: parent)
        var folders: [String] = []
        var created: Set<String> = []
        func makes(_ path: String) {
            if created.insert(path).inserted { folders.append(path) }
        }
        for session in state.sessions where session.hasFolder { makes(session.identifier) }
        for file in files {
            var path = ""
            for component in file.path.split(separator: "/").dropLast() {
                path += (path.isEmpty ? "" : "/") + component
                makes(path)
            }
        }
        let change = FileTransaction.Change.replaceFolder(path: target, folders: folders, files: files.map { .init(path: $0.path, bytes: $0.bytes) })
        return try commit([change], in: parent, for: target, timeout: timeout)
    }

    /// `changes` as one transaction in `parent`, its journal named after `target`.
    static func commit(_ changes: [FileTransaction.Change], in parent: String, for target: String, timeout: Double) throws(SavedStateError) -> FileTransaction.Recovery? {
        do {
            let transaction = try FileTransaction(
                root: parent, journalName: "." + FileSystem.lastComponent(of: target) + ".uistate-journal", folderPermissions: 0o700, timeout: timeout)
            try transaction.commit(changes)
            return transaction.recovered
        } catch {
            throw .unwritable(path: target, reason: error.description)
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
}
