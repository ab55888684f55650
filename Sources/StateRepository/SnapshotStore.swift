import Foundation
import Git
import StateRestoration

/// A repository of UI-state snapshots: a bare git repository (by default `.uistate/` in the
/// project folder) whose branch holds one commit per preservation run.
public final class SnapshotStore {
    public static let directoryName = ".uistate"
    public static let initialBranch = "main"

    public let repository: Repository
    /// The git directory, with a trailing slash.
    public var gitDirectory: String { repository.path }
    /// The project folder: relative paths in the settings are relative to it.
    public let workFolder: URL
    let environment: [String: String]

    init(repository: Repository, workFolder: URL, environment: [String: String]) throws {
        self.repository = repository
        // Absolute, so relative settings resolve inside it whatever the current folder.
        self.workFolder = URL(fileURLWithPath: workFolder.standardizedFileURL.path, isDirectory: true)
        self.environment = environment
        let committer = Identity.committer(repository, environment: environment)
        try? repository.setIdentity(name: committer.name, email: committer.email)
    }

    /// Creates `<folder>/.uistate` (folder created if needed) with branch `main`, a reflog for
    /// every ref, and the given settings.
    public static func create(
        in folder: URL, archive: String? = nil, versionKey: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> SnapshotStore {
        let gitDirectory = folder.appendingPathComponent(directoryName)
        if FileManager.default.fileExists(atPath: gitDirectory.appendingPathComponent("HEAD").path) {
            throw RepositoryError.alreadyExists(path: gitDirectory.path)
        }
        let repository = try wrap { try Repository.createBare(at: gitDirectory.path, initialBranch: initialBranch) }
        try wrap {
            // Bare repositories have no reflog unless asked: rollback and `main@{1}` need it.
            try repository.setConfig("core.logAllRefUpdates", "always")
            try repository.setConfig(Settings.versionKeyKey, versionKey ?? AppVersion.defaultKey)
            if let archive { try repository.setConfig(Settings.archiveKey, archive) }
        }
        return try SnapshotStore(repository: repository, workFolder: folder, environment: environment)
    }

    /// Finds the repository as git does: `UISTATE_DIR`, else `.uistate` in the current folder
    /// or the nearest parent that has one.
    public static func discover(
        from folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> SnapshotStore {
        if let explicit = environment["UISTATE_DIR"], !explicit.isEmpty {
            let url = URL(fileURLWithPath: explicit, relativeTo: folder).standardizedFileURL
            guard let repository = try? Repository.open(at: url.path) else {
                throw RepositoryError.notARepository(searchedFrom: url.path)
            }
            return try SnapshotStore(repository: repository, workFolder: url.deletingLastPathComponent(), environment: environment)
        }
        var candidate = folder.standardizedFileURL
        while true {
            let gitDirectory = candidate.appendingPathComponent(directoryName)
            if FileManager.default.fileExists(atPath: gitDirectory.appendingPathComponent("HEAD").path) {
                let repository = try wrap { try Repository.open(at: gitDirectory.path) }
                return try SnapshotStore(repository: repository, workFolder: candidate, environment: environment)
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { throw RepositoryError.notARepository(searchedFrom: folder.path) }
            candidate = parent
        }
    }

    /// The branch HEAD points at, e.g. `refs/heads/main`.
    public func branchReference() throws -> String {
        try Self.wrap { try repository.headReferenceName() }
    }

    /// The branch HEAD points at, as people name it, e.g. `main`.
    public func branchName() throws -> String {
        ReferenceName.branch(try branchReference())
    }

    /// The branch's tip, nil while it has no snapshot.
    public func tip() throws -> ObjectID? {
        let branch = try branchReference()
        return try Self.wrap { try repository.referenceTarget(branch) }
    }

    /// Runs a git call, turning its error into a `RepositoryError`.
    static func wrap<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as GitError {
            throw RepositoryError.git(error)
        }
    }
}

/// Settings kept in the repository's git config.
extension SnapshotStore {
    public enum Settings {
        /// The working archive: a savedState folder or data.data, relative to the project folder.
        public static let archiveKey = "uistate.archive"
        /// The root key holding the app version (default: UIKit's bundle version).
        public static let versionKeyKey = "uistate.versionKey"
        /// The app's current version, for staleness.
        public static let appVersionKey = "uistate.appVersion"
        /// Credentials for remotes (docs/sharing.md); environment variables take precedence.
        public static let sshKeyKey = "uistate.sshKey"
        public static let usernameKey = "uistate.username"
        public static let tokenKey = "uistate.token"
        public static let all = [archiveKey, versionKeyKey, appVersionKey, sshKeyKey, usernameKey, tokenKey]
    }

    /// Every setting `uistate config --list` shows: uistate's own, remotes and branches, in
    /// the order of the config file.
    public func settingEntries() throws -> [(name: String, value: String)] {
        try Self.wrap { try repository.configEntries(matching: "^(uistate|remote|branch)\\.") }
    }

    public func setting(_ key: String) throws -> String? {
        try Self.wrap { try repository.configString(key) }
    }

    public func setSetting(_ key: String, _ value: String?) throws {
        try Self.wrap {
            if let value { try repository.setConfig(key, value) } else { try repository.unsetConfig(key) }
        }
    }

    /// The configured working archive, resolved against the project folder.
    public func workingArchive() throws -> URL? {
        guard let path = try setting(Settings.archiveKey), !path.isEmpty else { return nil }
        let expanded = (path as NSString).expandingTildeInPath
        let url = expanded.hasPrefix("/") ? URL(fileURLWithPath: expanded) : workFolder.appendingPathComponent(expanded)
        return url.standardizedFileURL
    }

    public func versionKey() throws -> String {
        try setting(Settings.versionKeyKey) ?? AppVersion.defaultKey
    }
}
