import Foundation
import Git
import StateRestoration

/// Sharing snapshots through any git server.
extension SnapshotStore {
    /// How a network operation authenticates and reports progress.
    public struct NetworkOptions {
        public var credentials: Credentials
        /// Which ssh servers to trust (OpenSSH's known_hosts files).
        public var knownHosts: KnownHosts
        public var onProgress: ((TransferProgress) -> Void)?
        public var onRemoteMessage: ((String) -> Void)?

        public init(
            credentials: Credentials, knownHosts: KnownHosts = .standard(environment: ProcessInfo.processInfo.environment),
            onProgress: ((TransferProgress) -> Void)? = nil, onRemoteMessage: ((String) -> Void)? = nil
        ) {
            self.credentials = credentials
            self.knownHosts = knownHosts
            self.onProgress = onProgress
            self.onRemoteMessage = onRemoteMessage
        }

        /// Credentials from the environment, then git config: `UISTATE_SSH_KEY`/`uistate.sshKey`,
        /// `UISTATE_SSH_PASSPHRASE`, `UISTATE_TOKEN`/`uistate.token`, `UISTATE_USERNAME`/`uistate.username`.
        public static func credentials(environment: [String: String], config: (String) -> String?) -> Credentials {
            Credentials(
                sshKey: environment["UISTATE_SSH_KEY"] ?? config(Settings.sshKeyKey),
                sshPassphrase: environment["UISTATE_SSH_PASSPHRASE"],
                token: environment["UISTATE_TOKEN"] ?? config(Settings.tokenKey),
                username: environment["UISTATE_USERNAME"] ?? config(Settings.usernameKey))
        }

        func session(for url: String) -> TransferSession {
            let session = TransferSession(credentials: credentials)
            session.verifyHostKey = knownHosts.verifier(for: url)
            session.onProgress = onProgress
            session.onRemoteMessage = onRemoteMessage
            return session
        }
    }

    // MARK: Remotes

    public func remotes() throws -> [(name: String, url: String)] {
        try Self.wrap { try repository.remotes() }
    }

    public func addRemote(_ name: String, url: String) throws {
        guard Repository.isValidRemoteName(name) else { throw RepositoryError.invalidName(name, reason: "not a valid remote name") }
        if try Self.wrap({ try repository.remoteURL(name) }) != nil { throw RepositoryError.alreadyExists(path: "remote '\(name)'") }
        try Self.wrap { try repository.addRemote(name, url: url) }
    }

    public func removeRemote(_ name: String) throws {
        try requireRemote(name)
        try Self.wrap { try repository.deleteRemote(name) }
    }

    public func setRemoteURL(_ name: String, url: String) throws {
        try requireRemote(name)
        try Self.wrap { try repository.setRemoteURL(name, url) }
    }

    @discardableResult
    func requireRemote(_ name: String) throws -> String {
        guard let url = try Self.wrap({ try repository.remoteURL(name) }) else {
            throw RepositoryError.unknownRemote(name)
        }
        return url
    }

    /// The URL of a configured remote, or the argument itself when it is a URL or a path (as
    /// git accepts both); a bare word that names no remote is an unknown remote.
    func remoteURL(_ nameOrURL: String) throws -> String {
        if let url = try Self.wrap({ try repository.remoteURL(nameOrURL) }) { return url }
        let looksLikeLocation = nameOrURL.contains("/") || nameOrURL.contains(":") || FileManager.default.fileExists(atPath: nameOrURL)
        guard looksLikeLocation else { throw RepositoryError.unknownRemote(nameOrURL) }
        return nameOrURL
    }

    /// The remote to use when none is named: the branch's upstream, else `origin`, else the
    /// only one.
    public func defaultRemote() throws -> String {
        let branch = try branchName()
        if let upstream = try setting("branch.\(branch).remote"), !upstream.isEmpty { return upstream }
        let remotes = try self.remotes()
        if remotes.contains(where: { $0.name == "origin" }) { return "origin" }
        if remotes.count == 1 { return remotes[0].name }
        throw RepositoryError.unknownRemote("(none configured: add one with 'uistate remote add origin <url>')")
    }

    // MARK: Fetch, pull, push

    public struct RefUpdate: Sendable {
        public var name: String
        public var old: ObjectID?
        public var new: ObjectID?
    }

    /// Fetches the remote's branches (as `refs/remotes/<remote>/*`) and tags.
    public func fetch(_ remote: String? = nil, options: NetworkOptions) throws -> [RefUpdate] {
        let name = try remote ?? defaultRemote()
        let url = try remoteURL(name)
        let before = try refTargets()
        let lock = try RepositoryLock(gitDirectory: gitDirectory, mode: .shared)
        try withExtendedLifetime(lock) { try fetchLocked(name, url: url, options: options) }
        let after = try refTargets()
        return Set(before.keys).union(after.keys).sorted().compactMap { ref in
            before[ref] == after[ref] ? nil : RefUpdate(name: ref, old: before[ref], new: after[ref])
        }
    }

    private func fetchLocked(_ name: String, url: String, options: NetworkOptions) throws {
        let session = options.session(for: url)
        do {
            try repository.fetch(name, session: session, reflogMessage: "fetch: from \(name)")
        } catch {
            throw Self.networkError(error, url: url, session: session)
        }
    }

    public enum PullOutcome: Sendable {
        case upToDate
        /// The local branch only had older snapshots: it now points at the remote's tip.
        case fastForwarded(from: ObjectID?, to: ObjectID)
        /// The local branch has snapshots the remote lacks, and none the other way.
        case localAhead(count: Int)
        /// Both had new snapshots: the local ones were replayed, same trees and messages, on
        /// top of the remote's.
        case replayed(count: Int, onto: ObjectID, newTip: ObjectID)
    }

    /// Fetches, then brings the branch up to date with its remote counterpart. Snapshots are
    /// independent states, so diverged histories are not merged: the local snapshots are
    /// replayed (same trees, messages, authors and dates, new parents) after the remote ones.
    public func pull(_ remote: String? = nil, options: NetworkOptions) throws -> (updates: [RefUpdate], outcome: PullOutcome) {
        let name = try remote ?? defaultRemote()
        let updates = try fetch(name, options: options)
        let branchRef = try branchReference()
        let branch = ReferenceName.branch(branchRef)
        guard let upstream = try Self.wrap({ try repository.referenceTarget("refs/remotes/\(name)/\(branch)") }) else {
            throw RepositoryError.refused("the remote '\(name)' has no branch '\(branch)' yet: push yours with 'uistate push \(name)'")
        }
        let lock = try RepositoryLock(gitDirectory: gitDirectory, mode: .shared)
        let outcome: PullOutcome = try withExtendedLifetime(lock) {
            let local = try Self.wrap { try repository.referenceTarget(branchRef) }
            guard let local else {
                try Self.wrap { try repository.updateReference(branchRef, to: upstream, expecting: nil, message: "pull: from \(name)") }
                return .fastForwarded(from: nil, to: upstream)
            }
            if local == upstream { return .upToDate }
            if try Self.wrap({ try repository.isAncestor(local, of: upstream) }) {
                try Self.wrap { try repository.updateReference(branchRef, to: upstream, expecting: local, message: "pull: fast-forward from \(name)") }
                return .fastForwarded(from: local, to: upstream)
            }
            var localOnly: [ObjectID] = []
            try Self.wrap { try repository.walk(from: [local], hiding: [upstream], reverse: true) { localOnly.append($0); return true } }
            if try Self.wrap({ try repository.isAncestor(upstream, of: local) }) { return .localAhead(count: localOnly.count) }
            var parent = upstream
            for id in localOnly {
                let commit = try Self.wrap { try repository.commit(id) }
                parent = try Self.wrap {
                    try repository.createCommit(tree: commit.treeID, parents: [parent], author: commit.author, committer: commit.committer, message: commit.message)
                }
            }
            try Self.wrap {
                try repository.updateReference(branchRef, to: parent, expecting: local,
                                               message: "pull: replayed \(localOnly.count) snapshots onto \(name)/\(branch)")
            }
            return .replayed(count: localOnly.count, onto: upstream, newTip: parent)
        }
        return (updates, outcome)
    }

    public struct PushResult: Sendable {
        public var remote: String
        public var references: [String]
        /// The upstream configured because the branch had none.
        public var setUpstream: String?
    }

    /// Pushes branches and tags (default: the current branch). Fast-forward only, unless
    /// `forceWithLease`: then a branch is overwritten only if the server still has what this
    /// repository last fetched from it. A rejected update is an error, never a silent success.
    public func push(_ remote: String? = nil, references: [String] = [], allTags: Bool = false, forceWithLease: Bool = false,
                     options: NetworkOptions) throws -> PushResult {
        let name = try remote ?? defaultRemote()
        let url = try remoteURL(name)
        var names = try references.map(fullReferenceName)
        if names.isEmpty { names = [try branchReference()] }
        if allTags { names += try tags().map { "refs/tags/\($0.name)" } }
        let session = options.session(for: url)
        var refspecs: [String] = []
        for reference in names {
            if forceWithLease && reference.hasPrefix("refs/heads/") {
                let tracking = "refs/remotes/\(name)/" + ReferenceName.branch(reference)
                session.leases[reference] = try Self.wrap { try repository.referenceTarget(tracking) } ?? .zero
                refspecs.append("+\(reference):\(reference)")
            } else {
                refspecs.append("\(reference):\(reference)")
            }
        }
        do {
            try repository.push(name, refspecs: refspecs, session: session)
        } catch {
            throw Self.networkError(error, url: url, session: session)
        }
        var result = PushResult(remote: name, references: names, setUpstream: nil)
        let branch = try branchName()
        if names.contains("refs/heads/\(branch)"), try setting("branch.\(branch).remote") == nil,
            try Self.wrap({ try repository.remoteURL(name) }) != nil {
            try setSetting("branch.\(branch).remote", name)
            try setSetting("branch.\(branch).merge", "refs/heads/\(branch)")
            result.setUpstream = "\(name)/\(branch)"
        }
        return result
    }

    /// `main` -> `refs/heads/main`, a tag name -> `refs/tags/<name>`.
    func fullReferenceName(_ name: String) throws -> String {
        if name.hasPrefix("refs/") { return name }
        if try Self.wrap({ try repository.referenceTarget("refs/heads/\(name)") }) != nil { return "refs/heads/\(name)" }
        if try Self.wrap({ try repository.referenceTarget("refs/tags/\(name)") }) != nil { return "refs/tags/\(name)" }
        throw RepositoryError.unknownRevision(name)
    }

    private func refTargets() throws -> [String: ObjectID] {
        Dictionary(try Self.wrap { try repository.references(matching: "refs/*") }.map { ($0.name, $0.target) }, uniquingKeysWith: { a, _ in a })
    }

    /// A failed transfer as the user should read it.
    static func networkError(_ error: GitError, url: String, session: TransferSession) -> RepositoryError {
        if let refusal = session.hostKeyRefusal { return .untrustedHost(refusal) }
        if let lease = session.leaseViolation {
            return .pushRejected("\(lease): fetch, look at what changed ('uistate diff'), then push again")
        }
        if !session.rejections.isEmpty || error.isNonFastForward {
            let what = session.rejections.isEmpty ? error.message : session.rejections.map { "\($0.reference) (\($0.reason))" }.joined(separator: ", ")
            return .pushRejected("rejected by \(url): \(what): the remote has snapshots you do not have; run 'uistate pull' first, or push --force-with-lease")
        }
        if error.isAuthentication || (session.triedCredentials && error.message.contains("authentication")) {
            return .authenticationFailed(url: url)
        }
        return .network(url: url, message: error.message)
    }

    // MARK: Clone

    /// Clones `url` into `<folder>/.uistate`, with `main` tracking the remote's branch.
    public static func clone(
        _ url: String, into folder: URL, options: NetworkOptions, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> SnapshotStore {
        let existed = FileManager.default.fileExists(atPath: folder.path)
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard contents.isEmpty else { throw RepositoryError.alreadyExists(path: folder.path) }
        let gitDirectory = folder.appendingPathComponent(directoryName)
        let session = options.session(for: url)
        let repository: Repository
        do {
            repository = try Repository.clone(url, to: gitDirectory.path, session: session)
        } catch {
            try? FileManager.default.removeItem(at: gitDirectory)
            // A folder the user made stays, empty, as git leaves it.
            if !existed { try? FileManager.default.removeItem(at: folder) }
            throw networkError(error, url: url, session: session)
        }
        try wrap {
            try repository.setConfig("core.logAllRefUpdates", "always")
            if try repository.configString(Settings.versionKeyKey) == nil {
                try repository.setConfig(Settings.versionKeyKey, AppVersion.defaultKey)
            }
            // When the remote's HEAD names a branch it does not have (a server made by
            // `git init --bare` points at master), or the remote is empty, use its main (or its
            // only branch), tracked, or an unborn main.
            let head = try repository.headReferenceName()
            if try repository.referenceTarget(head) == nil {
                let remoteBranches = try repository.references(matching: "refs/remotes/origin/*")
                let chosen = remoteBranches.first { $0.name == "refs/remotes/origin/\(initialBranch)" } ?? (remoteBranches.count == 1 ? remoteBranches[0] : nil)
                let branch = chosen.map { String($0.name.dropFirst("refs/remotes/origin/".count)) } ?? initialBranch
                if let chosen {
                    try repository.updateReference("refs/heads/\(branch)", to: chosen.target, expecting: nil, message: "clone: from \(url)")
                    try repository.setConfig("branch.\(branch).remote", "origin")
                    try repository.setConfig("branch.\(branch).merge", "refs/heads/\(branch)")
                }
                let unborn = ReferenceName.branch(head)
                if unborn != branch {
                    try repository.unsetConfig("branch.\(unborn).remote")
                    try repository.unsetConfig("branch.\(unborn).merge")
                }
                try repository.setHead("refs/heads/\(branch)")
            }
        }
        return try SnapshotStore(repository: repository, workFolder: folder, environment: environment)
    }

    /// The folder `git clone` would pick: the URL's last part without `.git` (or `.uistate`).
    public static func cloneFolderName(for url: String) -> String {
        var parts = url.split(whereSeparator: { $0 == "/" || $0 == ":" }).map(String.init)
        while let last = parts.last, last == ".uistate" || last == ".git" || last.isEmpty { parts.removeLast() }
        var name = parts.last ?? "snapshots"
        if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
        return name.isEmpty ? "snapshots" : name
    }
}
