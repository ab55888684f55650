import CLibgit2

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where credentials come from. libgit2 has no credential helpers and does not read
/// `~/.ssh/config`, so the app names them: an ssh agent, a key file, or a token.
public struct Credentials: Sendable {
    /// A private key file for ssh, tried after the agent.
    public var sshKey: String?
    public var sshPassphrase: String?
    /// A token (or password) for https.
    public var token: String?
    /// The user name for https and ssh when the URL has none.
    public var username: String?

    public init(sshKey: String? = nil, sshPassphrase: String? = nil, token: String? = nil, username: String? = nil) {
        self.sshKey = sshKey
        self.sshPassphrase = sshPassphrase
        self.token = token
        self.username = username
    }
}

/// Progress of a transfer, as libgit2 reports it.
public struct TransferProgress: Sendable {
    public enum Phase: String, Sendable { case receiving, resolving, sending }
    public var phase: Phase
    public var current: Int
    public var total: Int
    public var bytes: Int
}

/// The state of one network operation: credentials offered, progress and remote messages
/// reported, push rejections and lease checks collected (libgit2 reports a rejected ref only
/// through a callback; the push call itself succeeds).
public final class TransferSession {
    public let credentials: Credentials
    public var onProgress: ((TransferProgress) -> Void)?
    public var onRemoteMessage: ((String) -> Void)?
    /// Destination ref -> the value it must have on the server (`--force-with-lease`).
    public var leases: [String: ObjectID] = [:]

    public private(set) var rejections: [(reference: String, reason: String)] = []
    public private(set) var leaseViolation: String?
    public private(set) var triedCredentials = false
    private var tried: Set<String> = []

    public init(credentials: Credentials) {
        self.credentials = credentials
    }

    fileprivate func credential(_ out: UnsafeMutablePointer<UnsafeMutablePointer<git_credential>?>, url: String, username: String?, allowed: UInt32) -> Int32 {
        triedCredentials = true
        let user = username ?? credentials.username ?? "git"
        if allowed & GIT_CREDENTIAL_SSH_KEY.rawValue != 0 {
            if !tried.contains("agent"), getenv("SSH_AUTH_SOCK") != nil {
                tried.insert("agent")
                return git_credential_ssh_key_from_agent(out, user)
            }
            if !tried.contains("key"), let key = credentials.sshKey {
                tried.insert("key")
                return git_credential_ssh_key_new(out, user, nil, key, credentials.sshPassphrase)
            }
        }
        if allowed & GIT_CREDENTIAL_USERPASS_PLAINTEXT.rawValue != 0, !tried.contains("token"), let token = credentials.token {
            tried.insert("token")
            return git_credential_userpass_plaintext_new(out, credentials.username ?? username ?? "git", token)
        }
        if allowed & GIT_CREDENTIAL_USERNAME.rawValue != 0, !tried.contains("username") {
            tried.insert("username")
            return git_credential_username_new(out, user)
        }
        git_error_set_str(Int32(GIT_ERROR_NET.rawValue), "authentication failed for \(url)")
        return GIT_EAUTH.rawValue
    }

    fileprivate func negotiate(_ updates: UnsafeMutablePointer<UnsafePointer<git_push_update>?>?, count: Int) -> Int32 {
        for index in 0..<count {
            guard let update = updates?[index]?.pointee, let name = update.dst_refname.map({ String(cString: $0) }),
                let expected = leases[name]
            else { continue }
            let current = ObjectID(update.src)
            if current != expected {
                leaseViolation = "\(name) is \(current.isZero ? "absent" : current.short) on the server, not \(expected.isZero ? "absent" : expected.short) as expected"
                git_error_set_str(Int32(GIT_ERROR_NET.rawValue), "stale lease: \(leaseViolation!)")
                return GIT_EUSER.rawValue
            }
        }
        return 0
    }

    fileprivate func rejected(_ reference: String, _ reason: String) {
        rejections.append((reference, reason))
    }

    /// The callbacks, with this session as their payload (it must outlive the operation).
    fileprivate func callbacks() throws(GitError) -> git_remote_callbacks {
        var callbacks = git_remote_callbacks()
        try check(git_remote_init_callbacks(&callbacks, UInt32(GIT_REMOTE_CALLBACKS_VERSION)), "remote callbacks")
        callbacks.payload = Unmanaged.passUnretained(self).toOpaque()
        callbacks.credentials = { out, url, username, allowed, payload in
            guard let out, let payload else { return GIT_EAUTH.rawValue }
            let session = Unmanaged<TransferSession>.fromOpaque(payload).takeUnretainedValue()
            return session.credential(out, url: url.map { String(cString: $0) } ?? "", username: username.map { String(cString: $0) }, allowed: allowed)
        }
        callbacks.transfer_progress = { stats, payload in
            guard let stats, let payload else { return 0 }
            let session = Unmanaged<TransferSession>.fromOpaque(payload).takeUnretainedValue()
            let s = stats.pointee
            let resolving = s.received_objects == s.total_objects && s.total_deltas > 0
            session.onProgress?(TransferProgress(
                phase: resolving ? .resolving : .receiving, current: Int(resolving ? s.indexed_deltas : s.received_objects),
                total: Int(resolving ? s.total_deltas : s.total_objects), bytes: s.received_bytes))
            return 0
        }
        callbacks.push_transfer_progress = { current, total, bytes, payload in
            guard let payload else { return 0 }
            let session = Unmanaged<TransferSession>.fromOpaque(payload).takeUnretainedValue()
            session.onProgress?(TransferProgress(phase: .sending, current: Int(current), total: Int(total), bytes: bytes))
            return 0
        }
        callbacks.sideband_progress = { text, length, payload in
            guard let text, let payload, length > 0 else { return 0 }
            let session = Unmanaged<TransferSession>.fromOpaque(payload).takeUnretainedValue()
            let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
            session.onRemoteMessage?(String(decoding: bytes, as: UTF8.self))
            return 0
        }
        callbacks.push_update_reference = { reference, status, payload in
            guard let payload, let status else { return 0 }
            let session = Unmanaged<TransferSession>.fromOpaque(payload).takeUnretainedValue()
            session.rejected(reference.map { String(cString: $0) } ?? "?", String(cString: status))
            return 0
        }
        callbacks.push_negotiation = { updates, count, payload in
            guard let payload else { return 0 }
            let session = Unmanaged<TransferSession>.fromOpaque(payload).takeUnretainedValue()
            return session.negotiate(UnsafeMutablePointer(mutating: updates), count: count)
        }
        return callbacks
    }
}

/// Remotes: configuration, fetch, push, clone.
extension Repository {
    public func remotes() throws(GitError) -> [(name: String, url: String)] {
        var names = git_strarray()
        try check(git_remote_list(&names, pointer), "list remotes")
        defer { git_strarray_dispose(&names) }
        var result: [(String, String)] = []
        for index in 0..<names.count {
            guard let name = names.strings[index].map({ String(cString: $0) }) else { continue }
            result.append((name, try remoteURL(name) ?? ""))
        }
        return result
    }

    public func remoteURL(_ name: String) throws(GitError) -> String? {
        var remote: OpaquePointer?
        let code = git_remote_lookup(&remote, pointer, name)
        if code == GIT_ENOTFOUND.rawValue || code == GIT_EINVALIDSPEC.rawValue {
            git_error_clear()
            return nil
        }
        try check(code, "look up remote \(name)")
        defer { git_remote_free(remote) }
        return git_remote_url(remote).map { String(cString: $0) }
    }

    public static func isValidRemoteName(_ name: String) -> Bool {
        LibGit2.initialize()
        var valid: Int32 = 0
        return git_remote_name_is_valid(&valid, name) == 0 && valid == 1
    }

    /// Adds a remote with git's default fetch refspec (`+refs/heads/*:refs/remotes/<name>/*`).
    public func addRemote(_ name: String, url: String) throws(GitError) {
        var remote: OpaquePointer?
        try check(git_remote_create(&remote, pointer, name, url), "add remote \(name)")
        git_remote_free(remote)
    }

    public func deleteRemote(_ name: String) throws(GitError) {
        try check(git_remote_delete(pointer, name), "remove remote \(name)")
    }

    public func setRemoteURL(_ name: String, _ url: String) throws(GitError) {
        try check(git_remote_set_url(pointer, name, url), "set the URL of \(name)")
    }

    /// A configured remote, or an anonymous one when `nameOrURL` is a URL or path.
    func openRemote(_ nameOrURL: String) throws(GitError) -> OpaquePointer {
        var remote: OpaquePointer?
        if git_remote_lookup(&remote, pointer, nameOrURL) == 0, let remote { return remote }
        git_error_clear()
        try check(git_remote_create_anonymous(&remote, pointer, nameOrURL), "open remote '\(nameOrURL)'")
        return remote!
    }

    /// Fetches `refspecs` (none: the remote's configured ones) and every tag.
    public func fetch(_ nameOrURL: String, refspecs: [String] = [], session: TransferSession, reflogMessage: String) throws(GitError) {
        let remote = try openRemote(nameOrURL)
        defer { git_remote_free(remote) }
        var options = git_fetch_options()
        try check(git_fetch_options_init(&options, UInt32(GIT_FETCH_OPTIONS_VERSION)), "fetch options")
        options.callbacks = try session.callbacks()
        options.download_tags = GIT_REMOTE_DOWNLOAD_TAGS_ALL
        if refspecs.isEmpty {
            try check(git_remote_fetch(remote, nil, &options, reflogMessage), "fetch from \(nameOrURL)")
        } else {
            try withStringArray(refspecs) { (array) throws(GitError) in
                try check(git_remote_fetch(remote, &array, &options, reflogMessage), "fetch from \(nameOrURL)")
            }
        }
    }

    /// Pushes `refspecs`. Returns normally only if the server accepted every ref; rejections
    /// (reported by libgit2 only through a callback) and broken leases are errors.
    public func push(_ nameOrURL: String, refspecs: [String], session: TransferSession) throws(GitError) {
        let remote = try openRemote(nameOrURL)
        defer { git_remote_free(remote) }
        var options = git_push_options()
        try check(git_push_options_init(&options, UInt32(GIT_PUSH_OPTIONS_VERSION)), "push options")
        options.callbacks = try session.callbacks()
        try withStringArray(refspecs) { (array) throws(GitError) in
            try check(git_remote_push(remote, &array, &options), "push to \(nameOrURL)")
        }
        if !session.rejections.isEmpty {
            throw GitError(operation: "push to \(nameOrURL)", code: GIT_ENONFASTFORWARD.rawValue,
                           message: session.rejections.map { "\($0.reference) rejected (\($0.reason))" }.joined(separator: ", "))
        }
    }

    /// Clones into a new bare repository at `path`; its HEAD branch tracks the remote's.
    public static func clone(_ url: String, to path: String, session: TransferSession) throws(GitError) -> Repository {
        LibGit2.initialize()
        var options = git_clone_options()
        try check(git_clone_options_init(&options, UInt32(GIT_CLONE_OPTIONS_VERSION)), "clone options")
        options.bare = 1
        options.fetch_opts.callbacks = try session.callbacks()
        options.fetch_opts.download_tags = GIT_REMOTE_DOWNLOAD_TAGS_ALL
        var repository: OpaquePointer?
        try check(git_clone(&repository, url, path, &options), "clone \(url)")
        return Repository(adopting: repository!)
    }

    private func withStringArray(_ strings: [String], _ body: (inout git_strarray) throws(GitError) -> Void) throws(GitError) {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        try pointers.withUnsafeMutableBufferPointer { (buffer) throws(GitError) in
            var array = git_strarray(strings: buffer.baseAddress, count: buffer.count)
            try body(&array)
        }
    }
}
