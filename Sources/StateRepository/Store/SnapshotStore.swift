#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StateRestoration

/// A repository of UI-state snapshots: a bare git repository (by default `.uistate/` in the
/// project folder) whose branch holds one commit per preservation run.
public final class SnapshotStore {
    public static let directoryName = ".uistate"
    public static let initialBranch = "main"

    let repository: Repository
    /// The git directory, with a trailing slash.
    public var gitDirectory: String { repository.path }
    /// The project folder: relative paths in the settings are relative to it.
    public let workFolder: URL
    let environment: [String: String]
    /// How long an operation waits for a lock another process holds, in seconds.
    public var lockTimeout: Double
    /// Lock files left by interrupted processes that this one removed (`StaleLocks`).
    public internal(set) var staleLocksRemoved: [String] = []
    /// The automatic gcs this store ran after commits and fetches (`uistate.gcAuto`).
    public internal(set) var automaticMaintenance: [GarbageCollectionResult] = []
    /// `uistate.versionKey`, read once: a log reads it for every entry, and each read of git's
    /// config looks at the file again.
    private var knownVersionKey: String?

    init(repository: Repository, workFolder: URL, environment: [String: String], lockTimeout: Double) {
        self.repository = repository
        // Absolute, so relative settings resolve inside it whatever the current folder.
        self.workFolder = URL(fileURLWithPath: workFolder.standardizedFileURL.path, isDirectory: true)
        self.environment = environment
        self.lockTimeout = lockTimeout
        let committer = Identity.committer(repository, environment: environment)
        try? repository.setIdentity(name: committer.name, email: committer.email)
    }

    /// Creates `<folder>/.uistate` (folder created if needed) with branch `main`, a reflog for
    /// every ref, and the given settings.
    public static func create(
        in folder: URL, archive: String? = nil, versionKey: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, lockTimeout: Double = 30
    ) throws(RepositoryError) -> SnapshotStore {
        let gitDirectory = folder.appendingPathComponent(directoryName)
        if FileSystem.exists(gitDirectory.appendingPathComponent("HEAD").path) {
            throw .repositoryExists(path: gitDirectory.path)
        }
        let repository = try git { () throws(GitError) in try Repository.createBare(at: gitDirectory.path, initialBranch: initialBranch) }
        try git { () throws(GitError) in
            try repository.setConfig(Settings.versionKeyKey, versionKey ?? AppVersion.defaultKey)
            if let archive { try repository.setConfig(Settings.archiveKey, archive) }
        }
        try setUp(repository, gitDirectory: gitDirectory.path)
        return SnapshotStore(repository: repository, workFolder: folder, environment: environment, lockTimeout: lockTimeout)
    }

    /// What every new repository gets (`init`, `clone`): a reflog for every ref, the mark that
    /// makes it a uistate repository, a config only its owner reads (it may hold a token), and
    /// a `.gitignore` of `*`, so an app's own git repository around it never picks it up.
    static func setUp(_ repository: Repository, gitDirectory: String) throws(RepositoryError) {
        try git { () throws(GitError) in
            // Bare repositories have no reflog unless asked: rollback and `main@{1}` need it.
            try repository.setConfig("core.logAllRefUpdates", "always")
            try repository.setConfig(Settings.formatKey, String(Settings.format))
        }
        do {
            try FileSystem.setPermissions(gitDirectory + "/config", 0o600)
            try AtomicFile.write(Array("*\n".utf8), to: gitDirectory + "/.gitignore", permissions: 0o644)
        } catch {
            throw .system(error)
        }
    }

    /// After libgit2 refused to open a repository: when another user owns it, that is why (git
    /// refuses such repositories unless trusted); say so instead of libgit2's "config value
    /// 'safe.directory' was not found".
    static func checkOwner(_ gitDirectory: String) throws(RepositoryError) {
        guard let owner = FileSystem.entry(gitDirectory)?.owner, owner != FileSystem.currentUser else { return }
        throw .ownedByAnotherUser(path: gitDirectory, owner: owner)
    }

    /// Only repositories uistate made are opened: ones with the mark, or made before the mark
    /// existed (they have `uistate.versionKey`), which get it now.
    static func checkMark(_ repository: Repository, gitDirectory: String) throws(RepositoryError) {
        let format = try git { () throws(GitError) in try repository.configString(Settings.formatKey) }
        if let format {
            guard Int(format) ?? Int.max <= Settings.format else { throw .unsupportedFormat(path: gitDirectory, format: format) }
            return
        }
        guard try git({ () throws(GitError) in try repository.configString(Settings.versionKeyKey) }) != nil else {
            throw .notUIStateRepository(path: gitDirectory)
        }
        try? repository.setConfig(Settings.formatKey, String(Settings.format))
    }

    /// Opens `<folder>/.uistate` itself (no search upwards).
    public static func open(in folder: URL, environment: [String: String] = ProcessInfo.processInfo.environment, lockTimeout: Double = 30) throws(RepositoryError) -> SnapshotStore {
        let gitDirectory = folder.appendingPathComponent(directoryName)
        guard FileSystem.exists(gitDirectory.appendingPathComponent("HEAD").path),
            let repository = try? Repository.open(at: gitDirectory.path)
        else { throw .notARepository(searchedFrom: folder.path) }
        try checkMark(repository, gitDirectory: gitDirectory.path)
        return SnapshotStore(repository: repository, workFolder: folder, environment: environment, lockTimeout: lockTimeout)
    }

    /// Finds the repository as git does: `UISTATE_DIR`, else `.uistate` in the current folder
    /// or the nearest parent that has one.
    public static func discover(
        from folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        environment: [String: String] = ProcessInfo.processInfo.environment, lockTimeout: Double = 30
    ) throws(RepositoryError) -> SnapshotStore {
        if let explicit = environment["UISTATE_DIR"], !explicit.isEmpty {
            let url = URL(fileURLWithPath: explicit, relativeTo: folder).standardizedFileURL
            guard let repository = try? Repository.open(at: url.path) else {
                throw .notARepository(searchedFrom: url.path)
            }
            try checkMark(repository, gitDirectory: url.path)
            return SnapshotStore(repository: repository, workFolder: url.deletingLastPathComponent(), environment: environment, lockTimeout: lockTimeout)
        }
        var candidate = folder.standardizedFileURL
        while true {
            let gitDirectory = candidate.appendingPathComponent(directoryName)
            if FileSystem.exists(gitDirectory.appendingPathComponent("HEAD").path) {
                let repository: Repository
                do {
                    repository = try Repository.open(at: gitDirectory.path)
                } catch {
                    try checkOwner(gitDirectory.path)
                    throw .git(error)
                }
                try checkMark(repository, gitDirectory: gitDirectory.path)
                return SnapshotStore(repository: repository, workFolder: candidate, environment: environment, lockTimeout: lockTimeout)
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { throw .notARepository(searchedFrom: folder.path) }
            candidate = parent
        }
    }

    /// The branch HEAD points at, e.g. `refs/heads/main`.
    public func branchReference() throws(RepositoryError) -> ReferenceName {
        try Self.git { () throws(GitError) in try repository.headReference() }
    }

    /// The branch HEAD points at, as people name it, e.g. `main`.
    public func branchName() throws(RepositoryError) -> String {
        try branchReference().shortName
    }

    /// The branch's tip, nil while it has no snapshot.
    public func tip() throws(RepositoryError) -> ObjectID? {
        let branch = try branchReference()
        return try Self.git { () throws(GitError) in try repository.referenceTarget(branch) }
    }

    /// Runs git calls, turning their error into a `RepositoryError`.
    static func git<T>(_ body: () throws(GitError) -> T) throws(RepositoryError) -> T {
        do {
            return try body()
        } catch {
            throw .git(error)
        }
    }

    /// The repository-wide lock (`<repo>/uistate.lock`): commits hold it shared while they
    /// write objects and move the branch; gc and prune hold it exclusively, so they never
    /// delete objects a commit is about to reference. Waits at most `lockTimeout`.
    func lock(_ mode: FileLock.Mode, timeout: Double? = nil) throws(RepositoryError) -> FileLock {
        let path = gitDirectory + "uistate.lock"
        do {
            let lock = try FileLock(path: path, mode: mode, timeout: timeout ?? lockTimeout)
            if mode == .exclusive { _ = removeStaleLocks() }
            return lock
        } catch {
            switch error {
            case .timedOut(let path): throw .lockTimeout(lockFile: path)
            case .system(let failure): throw .system(failure)
            }
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
        /// The simulator app the working archive was found for (`init --simulator`), so a
        /// reinstalled app's new container can be found again.
        public static let simulatorAppKey = "uistate.simulatorApp"
        public static let simulatorDeviceKey = "uistate.simulatorDevice"
        /// The Mac app the working archive belongs to (`init --mac-app`), for `launch`.
        public static let macAppKey = "uistate.macApp"
        /// Loose objects past which a commit or fetch packs the repository (0: never).
        public static let gcAutoKey = "uistate.gcAuto"
        public static let gcAutoDefault = 6700
        public static let gcAutoPackLimit = 50
        /// Whether commits and watch replace private values with placeholders (docs/privacy.md).
        public static let redactKey = "uistate.redact"
        /// The project's privacy rules file, relative to the project folder.
        public static let privacyRulesKey = "uistate.privacyRules"
        /// `true`: redaction replaces typed text too (it is reported either way).
        public static let redactTypedTextKey = "uistate.redactTypedText"
        /// Retention rules (`--keep-daily 7 --keep-weekly 4`) that watch and gc apply.
        public static let retentionKey = "uistate.retention"
        /// The key of the placeholders' keyed hashes (hex); a secret, never printed.
        public static let redactionKeyKey = "uistate.redactionKey"
        /// The repository format: the mark that this is a uistate repository.
        public static let formatKey = "uistate.repositoryFormat"
        public static let format = 1
        public static let all = [archiveKey, versionKeyKey, appVersionKey, sshKeyKey, usernameKey, tokenKey, simulatorAppKey, simulatorDeviceKey, macAppKey, gcAutoKey, redactKey, privacyRulesKey, redactTypedTextKey, retentionKey]
    }

    /// Every setting `uistate config --list` shows: uistate's own, remotes and branches, in
    /// the order of the config file.
    public func settingEntries() throws(RepositoryError) -> [(name: String, value: String)] {
        try Self.git { () throws(GitError) in try repository.configEntries(matching: "^(uistate|remote|branch)\\.") }
    }

    public func setting(_ key: String) throws(RepositoryError) -> String? {
        try Self.git { () throws(GitError) in try repository.configString(key) }
    }

    public func setSetting(_ key: String, _ value: String?) throws(RepositoryError) {
        try Self.git { () throws(GitError) in
            if let value { try repository.setConfig(key, value) } else { try repository.unsetConfig(key) }
        }
        if key == Settings.versionKeyKey { knownVersionKey = nil }
        if let remote = Self.remoteAllowingPrivate(key) { try bindAllowPrivate(remote: remote, value: value) }
    }

    /// The configured working archive, resolved against the project folder.
    public func workingArchive() throws(RepositoryError) -> URL? {
        guard let path = try setting(Settings.archiveKey), !path.isEmpty else { return nil }
        let expanded = path == "~" || path.hasPrefix("~/") ? FileSystem.homeDirectory + path.dropFirst() : path
        let url = expanded.hasPrefix("/") ? URL(fileURLWithPath: expanded) : workFolder.appendingPathComponent(expanded)
        return url.standardizedFileURL
    }

    /// Why the savedState folder at `url` is not there, or nil when it is.
    public func absence(ofSavedStateAt url: URL) throws(RepositoryError) -> SavedStateAbsence? {
        guard !FileSystem.exists(url.path) else { return nil }
        // An app's container holds Library/Saved Application State/<bundle id>.savedState:
        // without the container the app was deleted or reinstalled (a new container).
        let marker = "/Library/Saved Application State/"
        let container = url.path.firstRange(of: marker).map { String(url.path[..<$0.lowerBound]) }
        let containerGone = container.map { !FileSystem.exists($0) } ?? false
        return SavedStateAbsence(path: url.path, containerGone: containerGone, simulatorApp: try setting(Settings.simulatorAppKey))
    }

    public func versionKey() throws(RepositoryError) -> String {
        if let knownVersionKey { return knownVersionKey }
        let key = try setting(Settings.versionKeyKey) ?? AppVersion.defaultKey
        knownVersionKey = key
        return key
    }
}
