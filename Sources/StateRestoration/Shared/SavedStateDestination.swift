#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

/// Whether a folder may receive a whole saved state (`restore --to`, `migrate state --to`),
/// which makes it equal to the state: only a folder that is not there, is empty, or holds a
/// saved state of the kind being written and nothing else. A UIKit state's layout is the
/// classic `data.data` and `restorationInfo.plist`, the scene index (`KnownSceneSessions`) and
/// session folders; a Mac app's is `windows.plist`, `data.data` and `window_<n>.data`. A file
/// the state being written has too is replaced, not lost. Anything else, and the repository,
/// the folder holding it or any folder above either, or a folder holding `.git` or `.uistate`:
/// refused before anything is written, naming what would have been lost.
public enum SavedStateDestination {
    /// Throws `.wouldDelete` when writing `state` at `folder` (its real path) would delete
    /// what is not a saved state. `protecting`: the repository's folder and its work folder.
    public static func check(_ folder: String, writing state: SavedState, protecting: [String]) throws(SavedStateError) {
        let target = real(folder)
        for protected in protecting.map(real) where !protected.isEmpty {
            if target == protected || protected.hasPrefix(target == "/" ? "/" : target + "/") {
                throw .wouldDelete(path: folder, what: target == protected ? describe(protected) : "\(describe(protected)) (\(protected))")
            }
            if target.hasPrefix(protected + "/"), isRepository(protected) {
                throw .wouldDelete(path: folder, what: "part of uistate's repository (\(protected))")
            }
        }
        guard FileSystem.entry(target)?.type == .directory, let names = try? FileSystem.contents(ofDirectory: target), !names.isEmpty else { return }
        if isRepository(target) { throw .wouldDelete(path: folder, what: "a git repository (HEAD, objects, refs)") }
        if let repository = names.first(where: { $0 == ".git" || $0 == ".uistate" }) {
            throw .wouldDelete(path: folder, what: "the repository \(repository) in it and the files beside it")
        }
        let written = Set(state.files.map { String($0.path.split(separator: "/").first ?? "") })
        let sessions = Set(state.sessions.map(\.identifier))
        var uiKit: [String] = [], appKit: [String] = [], others: [String] = []
        for name in names {
            let type = FileSystem.entry(target + "/" + name)?.type
            switch (name, type) {
            case (UIKitKeys.archiveFileName, .file?): break
            case (UIKitKeys.restorationInfoFileName, .file?): uiKit.append(name)
            case (WindowKeys.windowsFile, .file?): appKit.append(name)
            case (_, .file?) where WindowPicture.window(named: name) != nil: appKit.append(name)
            case (_, .directory?) where SceneKeys.indexFolders.contains(name): uiKit.append(name)
            case (_, .directory?) where sessions.contains(name) || isSessionFolder(target + "/" + name, name: name): uiKit.append(name)
            default:
                if !written.contains(name) { others.append(type == .directory ? name + "/" : name) }
            }
        }
        if !others.isEmpty {
            let shown = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? " and \(others.count - 3) more" : "")
            throw .wouldDelete(path: folder, what: "\(shown), which \(others.count == 1 ? "is" : "are") not part of a saved state")
        }
        // A Mac app's state may come as its files alone (windows.plist and data.data as read).
        let writesAppKit = state.windows != nil || state.files.contains { $0.path == WindowKeys.windowsFile }
        let writesUIKit = state.classic != nil || state.hasScenes
        if writesAppKit, !writesUIKit, let found = uiKit.first {
            throw .wouldDelete(path: folder, what: "an iOS app's saved state (\(found)) to write a Mac app's")
        }
        if writesUIKit, !writesAppKit, let found = appKit.first {
            throw .wouldDelete(path: folder, what: "a Mac app's saved state (\(found)) to write an iOS app's")
        }
    }

    /// Where a classic archive alone may be written (a `data.data` path given): the folder's
    /// `data.data` and `restorationInfo.plist`, when there, must be a UIKit archive and a
    /// property list (binary), never another file that happens to have the name.
    public static func check(archive location: SavedStateLocation, protecting: [String]) throws(SavedStateError) {
        let folder = real(location.folder.path)
        for protected in protecting.map(real) where !protected.isEmpty && (folder == protected || folder.hasPrefix(protected + "/")) && isRepository(protected) {
            throw .wouldDelete(path: location.archive.path, what: "part of uistate's repository (\(protected))")
        }
        for path in [location.archive.path, location.restorationInfo.path] {
            guard let entry = FileSystem.entry(path) else { continue }
            let magic = entry.type == .file ? try? FileSystem.readPrefix(path, count: 6) : nil
            if magic != Array("bplist".utf8) {
                throw .wouldDelete(path: path, what: "a file that is not a saved state's (not a binary property list)")
            }
        }
    }

    /// A folder the scene layout names (a plausible session identifier) holding a session's files.
    static func isSessionFolder(_ path: String, name: String) -> Bool {
        guard SceneKeys.isPlausibleIdentifier(name), let names = try? FileSystem.contents(ofDirectory: path) else { return false }
        return names.contains { SceneKeys.sessionFiles.contains($0) || $0 == UIKitKeys.restorationInfoFileName }
    }

    static func isRepository(_ path: String) -> Bool {
        FileSystem.exists(path + "/HEAD") && FileSystem.isDirectory(path + "/objects")
    }

    static func describe(_ path: String) -> String {
        isRepository(path) ? "uistate's repository and every snapshot in it" : "the folder holding uistate's repository, and every file in it"
    }

    /// The path with links resolved; a path not there yet, its nearest existing folder's real
    /// path with the rest.
    static func real(_ path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        if let resolved = FileSystem.resolvedPath(trimmed) { return resolved }
        let parent = FileSystem.parent(of: trimmed)
        guard parent != trimmed, !parent.isEmpty else { return trimmed }
        return real(parent) + "/" + FileSystem.lastComponent(of: trimmed)
    }
}
