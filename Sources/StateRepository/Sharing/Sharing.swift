#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import StatePrivacy
import Platform
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

        /// Credentials from the environment, then git config: the ssh agent when
        /// `SSH_AUTH_SOCK` names a socket that exists, `UISTATE_SSH_KEY`/`uistate.sshKey` (with
        /// its `.pub` beside it when there), `UISTATE_SSH_PASSPHRASE`, `UISTATE_TOKEN`/
        /// `uistate.token`, `UISTATE_USERNAME`/`uistate.username`.
        public static func credentials(environment: [String: String], config: (String) -> String?) -> Credentials {
            let key = environment["UISTATE_SSH_KEY"] ?? config(Settings.sshKeyKey)
            let agent = environment["SSH_AUTH_SOCK"].map { !$0.isEmpty && FileSystem.exists($0) } ?? false
            return Credentials(
                useAgent: agent, sshKey: key, sshPublicKey: key.map { $0 + ".pub" }.flatMap { FileSystem.exists($0) ? $0 : nil },
                sshPassphrase: environment["UISTATE_SSH_PASSPHRASE"], token: environment["UISTATE_TOKEN"] ?? config(Settings.tokenKey),
                username: environment["UISTATE_USERNAME"] ?? config(Settings.usernameKey))
        }

        func session(for url: String) -> (TransferSession, HostKeyRefusals) {
            let session = TransferSession(credentials: credentials)
            let refusals = HostKeyRefusals()
            let verifier = knownHosts.verifier(for: url)
            session.verifyHostKey = { key in
                guard let refusal = verifier(key) else { return nil }
                refusals.last = refusal
                return refusal.description
            }
            session.onProgress = onProgress
            session.onRemoteMessage = onRemoteMessage
            return (session, refusals)
        }
    }

    /// The host key refusal of a transfer, kept whole for the error.
    final class HostKeyRefusals {
        var last: KnownHosts.Refusal?
    }

    // MARK: Remotes

    public func remotes() throws(RepositoryError) -> [(name: String, url: String)] {
        try Self.git { () throws(GitError) in try repository.remotes() }
    }

    /// Adds a remote; a relative path is stored resolved against the project folder (as
    /// `git clone` stores its source), so it means one place wherever uistate runs from.
    public func addRemote(_ name: String, url: String) throws(RepositoryError) {
        guard Repository.isValidRemoteName(name) else { throw .invalidRemoteName(name) }
        if try Self.git({ () throws(GitError) in try repository.remoteURL(name) }) != nil { throw .remoteExists(name) }
        try Self.git { () throws(GitError) in try repository.addRemote(name, url: resolved(url)) }
    }

    public func removeRemote(_ name: String) throws(RepositoryError) {
        try requireRemote(name)
        try Self.git { () throws(GitError) in try repository.deleteRemote(name) }
    }

    public func setRemoteURL(_ name: String, url: String) throws(RepositoryError) {
        try requireRemote(name)
        try Self.git { () throws(GitError) in try repository.setRemoteURL(name, resolved(url)) }
    }

    @discardableResult
    func requireRemote(_ name: String) throws(RepositoryError) -> String {
        guard let url = try Self.git({ () throws(GitError) in try repository.remoteURL(name) }) else { throw .unknownRemote(name) }
        return url
    }

    /// The URL a fetch from a configured remote uses (`insteadOf` applied, a relative path
    /// resolved against the project folder), or the argument itself when it is a URL or a
    /// path (as git accepts both); a bare word that names no remote is an unknown remote.
    func remoteURL(_ nameOrURL: String) throws(RepositoryError) -> String {
        if try Self.git({ () throws(GitError) in try repository.remoteURL(nameOrURL) }) != nil, let url = try fetchURL(nameOrURL) {
            try Self.checkLocalRepository(url)
            return url
        }
        return try locationURL(nameOrURL)
    }

    /// A URL or path given instead of a remote's name, resolved.
    private func locationURL(_ nameOrURL: String) throws(RepositoryError) -> String {
        let url = resolved(nameOrURL)
        let looksLikeLocation = nameOrURL.contains("/") || nameOrURL.contains(":") || FileSystem.exists(url)
        guard looksLikeLocation else { throw .unknownRemote(nameOrURL) }
        try Self.checkLocalRepository(url)
        return url
    }

    /// Where a push to `nameOrURL` goes: a configured remote's push URLs (`pushurl`,
    /// `pushInsteadOf`, `insteadOf` as git applies them), or the URL or path given.
    func pushTargets(_ nameOrURL: String) throws(RepositoryError) -> [String] {
        guard try Self.git({ () throws(GitError) in try repository.remoteURL(nameOrURL) }) != nil else { return [try locationURL(nameOrURL)] }
        let urls = try pushURLs(nameOrURL)
        guard !urls.isEmpty else { throw .unknownRemote(nameOrURL) }
        for url in urls { try Self.checkLocalRepository(url) }
        return urls
    }

    /// A local path (no scheme, not scp-like `host:path`) must hold a repository: said so, not
    /// libgit2's "unsupported URL protocol" or "could not find repository".
    static func checkLocalRepository(_ url: String) throws(RepositoryError) {
        let path = url.hasPrefix("file://") ? String(url.dropFirst(7)) : url
        guard !path.contains("://"), path.hasPrefix("/") || path.hasPrefix(".") || path.hasPrefix("~") || !path.contains(":") else { return }
        let holdsRepository = ["/HEAD", "/.git/HEAD", "/" + directoryName + "/HEAD"].contains { FileSystem.exists(path + $0) }
        if !holdsRepository { throw .noRepositoryAt(path: path) }
    }

    /// The remote to use when none is named: the branch's upstream, else `origin`, else the
    /// only one.
    public func defaultRemote() throws(RepositoryError) -> String {
        let branch = try branchName()
        if let upstream = try setting("branch.\(branch).remote"), !upstream.isEmpty { return upstream }
        let remotes = try self.remotes()
        if remotes.contains(where: { $0.name == "origin" }) { return "origin" }
        if remotes.count == 1 { return remotes[0].name }
        throw .noDefaultRemote
    }

    // MARK: Fetch, pull, push

    public struct RefUpdate: Sendable {
        public var name: ReferenceName
        public var old: ObjectID?
        public var new: ObjectID?
    }

    /// Fetches the remote's branches (as `refs/remotes/<remote>/*`) and tags.
    public func fetch(_ remote: String? = nil, options: NetworkOptions) throws(RepositoryError) -> [RefUpdate] {
        let name = try remoteName(remote)
        let url = try remoteURL(name)
        let before = try refTargets()
        try fetchHoldingLock(name, url: url, options: options)
        // The shared lock is released by now: automatic gc takes the exclusive one.
        try maintainAutomatically()
        let after = try refTargets()
        return Set(before.keys).union(after.keys).sorted().compactMap { ref in
            before[ref] == after[ref] ? nil : RefUpdate(name: ref, old: before[ref], new: after[ref])
        }
    }

    private func fetchLocked(_ name: String, url: String, options: NetworkOptions) throws(RepositoryError) {
        let (session, refusals) = options.session(for: url)
        do {
            try repository.fetch(name, url: url, session: session, reflogMessage: "fetch: from \(name)")
        } catch {
            throw Self.networkError(error, url: url, session: session, refusals: refusals)
        }
    }

    /// The remote named, or the default one.
    private func remoteName(_ remote: String?) throws(RepositoryError) -> String {
        if let remote { return remote }
        return try defaultRemote()
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
    private func fetchHoldingLock(_ name: String, url: String, options: NetworkOptions) throws(RepositoryError) {
        let lock = try lock(.shared)
        try withExtendedLifetime(lock) { () throws(RepositoryError) in try fetchLocked(name, url: url, options: options) }
    }

    public func pull(_ remote: String? = nil, options: NetworkOptions) throws(RepositoryError) -> (updates: [RefUpdate], outcome: PullOutcome) {
        let name = try remoteName(remote)
        let updates = try fetch(name, options: options)
        let branch = try branchReference()
        let tracking = ReferenceName.remoteBranch(branch.shortName, remote: name)
        guard let upstream = try Self.git({ () throws(GitError) in try repository.referenceTarget(tracking) }) else {
            throw .remoteLacksBranch(remote: name, branch: branch.shortName)
        }
        let lock = try lock(.shared)
        let outcome = try withExtendedLifetime(lock) { () throws(RepositoryError) -> PullOutcome in
            try Self.git { () throws(GitError) -> PullOutcome in
                guard let local = try repository.referenceTarget(branch) else {
                    try repository.updateReference(branch, to: upstream, expecting: nil, message: "pull: from \(name)")
                    return .fastForwarded(from: nil, to: upstream)
                }
                if local == upstream { return .upToDate }
                if try repository.isAncestor(local, of: upstream) {
                    try repository.updateReference(branch, to: upstream, expecting: local, message: "pull: fast-forward from \(name)")
                    return .fastForwarded(from: local, to: upstream)
                }
                let localOnly = try repository.revisionWalk(from: [local], hiding: [upstream], reverse: true).all()
                if try repository.isAncestor(upstream, of: local) { return .localAhead(count: localOnly.count) }
                let replayed = try repository.replay(localOnly, onto: upstream)
                let newTip = replayed.last ?? upstream
                try repository.updateReference(branch, to: newTip, expecting: local,
                                               message: "pull: replayed \(localOnly.count) snapshots onto \(tracking.shortName)")
                return .replayed(count: localOnly.count, onto: upstream, newTip: newTip)
            }
        }
        return (updates, outcome)
    }

    public struct PushResult: Sendable {
        public var remote: String
        public var references: [ReferenceName]
        /// The upstream configured because the branch had none.
        public var setUpstream: String?
    }

    /// Pushes branches and tags (default: the current branch). Fast-forward only, unless
    /// `forceWithLease`: then a branch is overwritten only if the server still has what this
    /// repository last fetched from it. A rejected update is an error, never a silent success.
    /// A remote with several push URLs is pushed to each in turn, as git does.
    public func push(_ remote: String? = nil, references: [String] = [], allTags: Bool = false, forceWithLease: Bool = false,
                     allowPrivate: Bool = false, options: NetworkOptions) throws(RepositoryError) -> PushResult {
        let name = try remoteName(remote)
        let urls = try pushTargets(name)
        var names: [ReferenceName] = []
        for typed in references { names.append(try pushedReference(typed)) }
        if names.isEmpty { names = [try branchReference()] }
        if allTags { names += try tags().map { ReferenceName.tag($0.name) } }
        for url in urls {
            try push(names, to: url, remote: name, forceWithLease: forceWithLease, allowPrivate: allowPrivate, options: options)
        }
        var result = PushResult(remote: name, references: names, setUpstream: nil)
        let branch = try branchReference()
        if names.contains(branch), try setting("branch.\(branch.shortName).remote") == nil,
            try Self.git({ () throws(GitError) in try repository.remoteURL(name) }) != nil {
            try setSetting("branch.\(branch.shortName).remote", name)
            try setSetting("branch.\(branch.shortName).merge", branch.fullName)
            result.setUpstream = ReferenceName.remoteBranch(branch.shortName, remote: name).shortName
        }
        return result
    }

    /// One push of `names` to `url` (one of the remote's push URLs, resolved).
    private func push(_ names: [ReferenceName], to url: String, remote name: String, forceWithLease: Bool, allowPrivate: Bool,
                      options: NetworkOptions) throws(RepositoryError) {
        let (session, refusals) = options.session(for: url)
        // Push protection: once the server has said which refs it has, and before anything is
        // sent, every object the push would send that those refs do not reach is scanned (tags'
        // and commits' messages, every file of the trees, whoever wrote it); private values
        // stop the push there. The local tracking refs are not trusted: a remote pointed
        // elsewhere, a branch deleted on the server, a clone of another server all send what
        // the server lacks, whatever they say. The allowance of a private server holds for the
        // URL actually pushed to.
        var outgoing: [ScanFinding] = []
        var serverTip: ObjectID? = nil
        var inspectionFailure: RepositoryError? = nil
        if !allowPrivate, try !allowsPrivateValues(remote: name, url: url) {
            let policy = try privacyPolicy()
            let branch = try branchReference()
            session.inspectOutgoing = { updates, advertised in
                let sent = updates.filter { !$0.new.isZero }
                guard !sent.isEmpty else { return nil }
                let names = Dictionary(sent.map { ($0.new, $0.reference.shortName) }, uniquingKeysWith: { a, _ in a })
                do throws(RepositoryError) {
                    outgoing = try self.scanOutgoing(updates: sent.map(\.new), advertised: advertised, names: names, policy: policy).findings
                        .filter { policy.isPrivate($0.finding) }
                } catch {
                    inspectionFailure = error
                    return "the snapshots to send could not be scanned for private values"
                }
                guard !outgoing.isEmpty else { return nil }
                serverTip = updates.first { $0.reference == branch }.flatMap { self.repository.commitReached(from: $0.current) }
                return "private values in the snapshots this push would send"
            }
        }
        var refspecs: [String] = []
        for reference in names {
            if forceWithLease && reference.kind == .branch {
                let tracking = ReferenceName.remoteBranch(reference.shortName, remote: name)
                session.leases[reference] = try Self.git { () throws(GitError) in try repository.referenceTarget(tracking) } ?? .zero
                refspecs.append(ReferenceName.refspec(reference, reference, force: true))
            } else {
                refspecs.append(ReferenceName.refspec(reference, reference, force: false))
            }
        }
        do {
            try repository.push(name, url: url, refspecs: refspecs, session: session)
        } catch {
            if let inspectionFailure { throw inspectionFailure }
            if !outgoing.isEmpty {
                // What the server already has is not rewritten: redact from its tip on.
                throw .pushHoldsPrivateValues(remote: name, findings: outgoing, redactRange: serverTip.map { $0.short + ".." })
            }
            let failure = Self.networkError(error, url: url, session: session, refusals: refusals)
            if case .notFastForward = failure, !forceWithLease, let rewritten = try rewrittenSincePush(names, remote: name) {
                throw .historyRewritten(branch: rewritten, remote: name)
            }
            throw failure
        }
    }

    /// `uistate.remote.<name>.allowPrivate`: a private server that may receive private values.
    public static func allowPrivateKey(_ remote: String) -> String { "uistate.remote.\(remote).allowPrivate" }

    /// The URL `allowPrivate` was given for: a remote pointed elsewhere asks again.
    static func allowPrivateURLKey(_ remote: String) -> String { "uistate.remote.\(remote).allowPrivateURL" }

    /// The remote an `allowPrivate` setting names, when `key` is one.
    static func remoteAllowingPrivate(_ key: String) -> String? {
        let lowered = key.lowercased()
        guard lowered.hasPrefix("uistate.remote."), lowered.hasSuffix(".allowprivate") else { return nil }
        let name = key.dropFirst("uistate.remote.".count).dropLast(".allowPrivate".count)
        return name.isEmpty ? nil : String(name)
    }

    /// Setting `allowPrivate` records the URL the remote has now; unsetting it (or false)
    /// forgets it.
    func bindAllowPrivate(remote: String, value: String?) throws(RepositoryError) {
        let allowed = value.map { ["true", "yes", "on", "1"].contains($0.lowercased()) } ?? false
        // Bound to the place a push goes (resolved, after pushurl and pushInsteadOf), not to the text.
        let url = allowed ? try pushURLs(remote).first : nil
        try Self.git { () throws(GitError) in
            if let url { try repository.setConfig(Self.allowPrivateURLKey(remote), url) } else { try? repository.unsetConfig(Self.allowPrivateURLKey(remote)) }
        }
    }

    /// Whether `allowPrivate` is set for this remote at this URL (the one pushed to,
    /// resolved; an allowance recorded relative is resolved against the project folder too).
    public func allowsPrivateValues(remote: String, url: String) throws(RepositoryError) -> Bool {
        guard try flag(Self.allowPrivateKey(remote)), let allowed = try setting(Self.allowPrivateURLKey(remote)) else { return false }
        return resolved(allowed) == url
    }

    /// The branch or tag a name typed for push means: a full name as is, else a branch, else
    /// a tag.
    func pushedReference(_ typed: String) throws(RepositoryError) -> ReferenceName {
        let candidates = ReferenceName.candidates(for: typed)
        if candidates.count == 1 { return candidates[0] }
        for candidate in candidates where candidate.kind == .branch || candidate.kind == .tag {
            if try Self.git({ () throws(GitError) in try repository.referenceTarget(candidate) }) != nil { return candidate }
        }
        throw .unknownReference(typed)
    }

    private func refTargets() throws(RepositoryError) -> [ReferenceName: ObjectID] {
        Dictionary(try Self.git { () throws(GitError) in try repository.references(.all) }.map { ($0.name, $0.target) }, uniquingKeysWith: { a, _ in a })
    }

    /// The branch among `names` whose history was rewritten here (prune, redact) since it
    /// was last pushed to `remote`: what the remote has is no longer in the branch, but was
    /// once its tip here (its reflog or a prune's backup says so).
    private func rewrittenSincePush(_ names: [ReferenceName], remote: String) throws(RepositoryError) -> String? {
        for name in names where name.kind == .branch {
            let tracking = ReferenceName.remoteBranch(name.shortName, remote: remote)
            guard let pushed = try Self.git({ () throws(GitError) in try repository.referenceTarget(tracking) }),
                  let tip = try Self.git({ () throws(GitError) in try repository.referenceTarget(name) }),
                  try !Self.git({ () throws(GitError) in try repository.isAncestor(pushed, of: tip) }) else { continue }
            let formerTips = Set(((try? repository.reflog(name)) ?? []).flatMap { [$0.old, $0.new] })
            let backups = try Self.git { () throws(GitError) in try repository.references(.backups).map(\.target) }
            if formerTips.contains(pushed) { return name.shortName }
            for backup in backups where try Self.git({ () throws(GitError) in try repository.isAncestor(pushed, of: backup) }) {
                return name.shortName
            }
        }
        return nil
    }

    /// A failed transfer as the user should read it.
    static func networkError(_ error: GitError, url: String, session: TransferSession, refusals: HostKeyRefusals) -> RepositoryError {
        if let refusal = refusals.last { return .untrustedHost(refusal) }
        if let lease = session.leaseViolation { return .staleLease(lease) }
        if !session.rejections.isEmpty {
            return .pushRejected(url: url, references: session.rejections.map { .init(reference: $0.reference.shortName, reason: $0.reason) })
        }
        if error.code == .nonFastForward { return .notFastForward(url: url) }
        if error.code == .authentication || (session.triedCredentials && error.message.contains("authentication")) {
            return .authenticationFailed(url: url)
        }
        return .network(url: url, message: error.message)
    }

    // MARK: Clone

    /// Clones `url` into `<folder>/.uistate`, with `main` tracking the remote's branch.
    public static func clone(
        _ url: String, into folder: URL, options: NetworkOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        lockTimeout: Double = 30
    ) throws(RepositoryError) -> SnapshotStore {
        let existed = FileSystem.exists(folder.path)
        let contents = (try? FileSystem.contents(ofDirectory: folder.path)) ?? []
        guard contents.isEmpty else { throw .folderNotEmpty(path: folder.path) }
        let gitDirectory = folder.appendingPathComponent(directoryName)
        // A relative path is where it is from here, and is stored so (as git clone does).
        let url = resolve(url, against: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        try checkLocalRepository(url)
        let (session, refusals) = options.session(for: url)
        let repository: Repository
        do {
            repository = try Repository.clone(url, to: gitDirectory.path, session: session)
        } catch {
            try? FileManager.default.removeItem(at: gitDirectory)
            // A folder the user made stays, empty, as git leaves it.
            if !existed { try? FileManager.default.removeItem(at: folder) }
            throw networkError(error, url: url, session: session, refusals: refusals)
        }
        try git { () throws(GitError) in
            if try repository.configString(Settings.versionKeyKey) == nil {
                try repository.setConfig(Settings.versionKeyKey, AppVersion.defaultKey)
            }
            try trackRemoteBranch(repository, url: url)
        }
        try setUp(repository, gitDirectory: gitDirectory.path)
        return SnapshotStore(repository: repository, workFolder: folder, environment: environment, lockTimeout: lockTimeout)
    }

    /// When the remote's HEAD names a branch it does not have (a server made by
    /// `git init --bare` points at master), or the remote is empty, the clone uses the
    /// remote's main (or its only branch), tracked, or an unborn main.
    private static func trackRemoteBranch(_ repository: Repository, url: String) throws(GitError) {
        let head = try repository.headReference()
        guard try repository.referenceTarget(head) == nil else { return }
        let remoteBranches = try repository.references(.remoteBranches(remote: "origin"))
        let chosen = remoteBranches.first { $0.name == .remoteBranch(initialBranch, remote: "origin") } ?? (remoteBranches.count == 1 ? remoteBranches[0] : nil)
        let branch = chosen?.name.branch(onRemote: "origin") ?? initialBranch
        if let chosen {
            try repository.updateReference(.branch(branch), to: chosen.target, expecting: nil, message: "clone: from \(url)")
            try repository.setConfig("branch.\(branch).remote", "origin")
            try repository.setConfig("branch.\(branch).merge", ReferenceName.branch(branch).fullName)
        }
        let unborn = head.shortName
        if unborn != branch {
            try repository.unsetConfig("branch.\(unborn).remote")
            try repository.unsetConfig("branch.\(unborn).merge")
        }
        try repository.setHead(.branch(branch))
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
