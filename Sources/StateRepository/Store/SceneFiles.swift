import Git
import KeyedArchive
import PropertyList
import StateRestoration
import Platform

/// The scene sessions and uninterpreted files of a saved state as tree files (see
/// `TreeLayout`), and back. The classic archive is `SnapshotFiles`' part.
enum SceneFiles {
    static func files(of state: SavedState) throws(RepositoryError) -> [(path: String, bytes: [UInt8])] {
        var files: [(String, [UInt8])] = []
        if let index = state.sceneIndexFolder {
            files.append((TreeLayout.scenesFolder + "/" + TreeLayout.indexFile, Array((index + "\n").utf8)))
        }
        for session in state.sessions {
            let folder = TreeLayout.sessionFolder(session.identifier) + "/"
            if let definition = session.definition {
                files.append((folder + TreeLayout.sessionFile, try SnapshotFiles.text(definition, file: folder + TreeLayout.sessionFile)))
            }
            if let activity = session.activity {
                files.append((folder + TreeLayout.activityFile, CanonicalTextWriter.bytes(plist: .dictionary(activity.entries))))
                if let userInfo = activity.userInfo {
                    files.append((folder + TreeLayout.activityUserInfoFile, try SnapshotFiles.text(userInfo, file: folder + TreeLayout.activityUserInfoFile)))
                }
            }
            if let classic = session.classic {
                files += try SnapshotFiles.files(of: classic).map { (folder + $0.path, $0.bytes) }
            }
            if let userInfo = session.userInfo {
                files.append((folder + TreeLayout.userInfoFile, CanonicalTextWriter.bytes(plist: userInfo)))
            }
            if let internalInfo = session.internalUserInfo {
                files.append((folder + TreeLayout.internalUserInfoFile, CanonicalTextWriter.bytes(plist: internalInfo)))
            }
            for file in session.files {
                files.append((folder + TreeLayout.filesFolder + "/" + TreeLayout.filePath(file.path), file.bytes))
            }
            let holdsNothing = session.activity == nil && session.classic == nil && session.userInfo == nil && session.internalUserInfo == nil
                && session.files.isEmpty
            if session.hasFolder && holdsNothing { files.append((folder + TreeLayout.emptyFolderFile, [])) }
        }
        for file in state.files {
            files.append((TreeLayout.filesFolder + "/" + TreeLayout.filePath(file.path), file.bytes))
        }
        return files
    }

    /// The scene part and the other files of a snapshot's tree; damage names the file.
    static func read(root: Tree, repository: Repository, commit: String, parsed: ParsedArchives? = nil) throws(RepositoryError) -> SavedState {
        let reader = BlobText(repository: repository, commit: commit)
        var state = SavedState()
        if let files = try subtree(root, TreeLayout.filesFolder, repository: repository) {
            state.files = try self.files(in: files, names: [], repository: repository, commit: commit, prefix: TreeLayout.filesFolder)
        }
        guard let scenes = try subtree(root, TreeLayout.scenesFolder, repository: repository) else { return state }
        if let index = scenes.entry(named: TreeLayout.indexFile), !index.isTree {
            let name = String(try reader.text(index.id, file: TreeLayout.scenesFolder + "/" + TreeLayout.indexFile).trimmed)
            guard SceneKeys.indexFolders.contains(name) else {
                throw .damagedSnapshot(commit: commit, file: TreeLayout.scenesFolder + "/" + TreeLayout.indexFile, reason: "'\(name)' is not a session index folder")
            }
            state.sceneIndexFolder = name
        }
        var sessions: [SceneSession] = []
        for entry in scenes.entries where entry.isTree {
            let folder = TreeLayout.scenesFolder + "/" + entry.name
            guard let identifier = TreeLayout.unescape(entry.name), SceneKeys.isPlausibleIdentifier(identifier) else {
                throw .damagedSnapshot(commit: commit, file: folder, reason: "not a session identifier")
            }
            let tree = try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: [TreeLayout.scenesFolder, entry.name])
            sessions.append(try session(identifier, tree: tree, folder: folder, repository: repository, commit: commit, parsed: parsed))
        }
        state.sessions = sessions.sorted { $0.identifier.precedesInBytes($1.identifier) }
        return state
    }

    static func session(_ identifier: String, tree: Tree, folder: String, repository: Repository, commit: String, parsed: ParsedArchives? = nil) throws(RepositoryError) -> SceneSession {
        let reader = BlobText(repository: repository, commit: commit, parsed: parsed)
        func blob(_ name: String) -> ObjectID? {
            guard let entry = tree.entry(named: name), !entry.isTree else { return nil }
            return entry.id
        }
        var session = SceneSession(identifier: identifier, hasFolder: false)
        if let id = blob(TreeLayout.sessionFile) {
            session.definition = try reader.archive(id, file: folder + "/" + TreeLayout.sessionFile)
        }
        if let id = blob(TreeLayout.activityFile) {
            guard case .dictionary(let entries) = try reader.plist(id, file: folder + "/" + TreeLayout.activityFile) else {
                throw .damagedSnapshot(commit: commit, file: folder + "/" + TreeLayout.activityFile, reason: "not a dictionary")
            }
            let userInfo = try blob(TreeLayout.activityUserInfoFile).map { (id) throws(RepositoryError) in
                try reader.archive(id, file: folder + "/" + TreeLayout.activityUserInfoFile)
            }
            session.activity = SceneActivity(entries: entries, userInfo: userInfo)
        }
        if blob(TreeLayout.appFile) != nil {
            session.classic = try SnapshotFiles.snapshot(tree: tree, in: repository, commit: commit, parsed: parsed)
        }
        if let id = blob(TreeLayout.userInfoFile) {
            session.userInfo = try reader.plist(id, file: folder + "/" + TreeLayout.userInfoFile)
        }
        if let id = blob(TreeLayout.internalUserInfoFile) {
            session.internalUserInfo = try reader.plist(id, file: folder + "/" + TreeLayout.internalUserInfoFile)
        }
        if let files = try subtree(tree, TreeLayout.filesFolder, repository: repository) {
            session.files = try self.files(in: files, names: [], repository: repository, commit: commit, prefix: folder + "/" + TreeLayout.filesFolder)
        }
        session.hasFolder = blob(TreeLayout.emptyFolderFile) != nil || session.activity != nil || session.classic != nil
            || session.userInfo != nil || session.internalUserInfo != nil || !session.files.isEmpty
        return session
    }

    static func subtree(_ tree: Tree, _ name: String, repository: Repository, commit: String = "") throws(RepositoryError) -> Tree? {
        guard let entry = tree.entry(named: name), entry.isTree else { return nil }
        return try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: [name])
    }

    /// Every file below `tree`, by the relative path its escaped names spell.
    static func files(in tree: Tree, names: [String], repository: Repository, commit: String, prefix: String) throws(RepositoryError) -> [SavedFile] {
        guard names.count < SavedStateFolderReader.maximumDepth else {
            throw .damagedSnapshot(commit: commit, file: ([prefix] + names).joined(separator: "/"), reason: "folders nested too deep")
        }
        var result: [SavedFile] = []
        for entry in tree.entries {
            let path = names + [entry.name]
            guard let relative = TreeLayout.relativePath(path) else {
                throw .damagedSnapshot(commit: commit, file: ([prefix] + path).joined(separator: "/"), reason: "not a file name uistate writes")
            }
            if entry.isTree {
                let subtree = try SnapshotLimits.tree(entry.id, in: repository, commit: commit, path: [prefix] + path)
                result += try files(in: subtree, names: path, repository: repository, commit: commit, prefix: prefix)
            } else {
                result.append(SavedFile(path: relative, bytes: try SnapshotLimits.blob(entry.id, in: repository, commit: commit, file: ([prefix] + path).joined(separator: "/"))))
            }
        }
        return result
    }
}
