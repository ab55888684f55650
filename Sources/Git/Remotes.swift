import CLibgit2
import Platform

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
        try keepingConfigPermissions { () throws(GitError) in
            var remote: OpaquePointer?
            try check(git_remote_create(&remote, pointer, name, url), "add remote \(name)")
            git_remote_free(remote)
        }
    }

    public func deleteRemote(_ name: String) throws(GitError) {
        try keepingConfigPermissions { () throws(GitError) in try check(git_remote_delete(pointer, name), "remove remote \(name)") }
    }

    public func setRemoteURL(_ name: String, _ url: String) throws(GitError) {
        try keepingConfigPermissions { () throws(GitError) in try check(git_remote_set_url(pointer, name, url), "set the URL of \(name)") }
    }

    /// A configured remote, or an anonymous one when `nameOrURL` is a URL or path.
    func openRemote(_ nameOrURL: String) throws(GitError) -> OpaquePointer {
        var remote: OpaquePointer?
        if git_remote_lookup(&remote, pointer, nameOrURL) == 0, let remote { return remote }
        git_error_clear()
        try check(git_remote_create_anonymous(&remote, pointer, nameOrURL), "open remote '\(nameOrURL)'")
        guard let remote else { throw GitError(operation: "open remote '\(nameOrURL)'", code: .notFound, message: "no remote") }
        return remote
    }

    /// Fetches `refspecs` (none: the remote's configured ones) and every tag; from `url` when
    /// given (the remote's URL as the caller resolved it), else the configured one.
    public func fetch(_ nameOrURL: String, url: String? = nil, refspecs: [String] = [], session: TransferSession, reflogMessage: String) throws(GitError) {
        let remote = try openRemote(nameOrURL)
        defer { git_remote_free(remote) }
        if let url { try check(git_remote_set_instance_url(remote, url), "fetch from \(url)") }
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

    /// Pushes `refspecs`, to `url` when given (one of the remote's push URLs as the caller
    /// chose and resolved it), else where libgit2 would. Returns normally only if the server
    /// accepted every ref; rejections (reported by libgit2 only through a callback) and broken
    /// leases are errors.
    public func push(_ nameOrURL: String, url: String? = nil, refspecs: [String], session: TransferSession) throws(GitError) {
        let remote = try openRemote(nameOrURL)
        defer { git_remote_free(remote) }
        if let url {
            // Both: libgit2 reads the remote's own URL on the way too.
            try check(git_remote_set_instance_url(remote, url), "push to \(url)")
            try check(git_remote_set_instance_pushurl(remote, url), "push to \(url)")
        }
        var options = git_push_options()
        try check(git_push_options_init(&options, UInt32(GIT_PUSH_OPTIONS_VERSION)), "push options")
        options.callbacks = try session.callbacks()
        // What the server advertised, read from the connection the push itself opened.
        session.advertisement = { Self.advertisedIDs(remote) }
        defer { session.advertisement = nil }
        try withStringArray(refspecs) { (array) throws(GitError) in
            try check(git_remote_push(remote, &array, &options), "push to \(nameOrURL)")
        }
        if !session.rejections.isEmpty {
            throw GitError(operation: "push to \(nameOrURL)", code: .nonFastForward,
                           message: session.rejections.map { "\($0.reference) rejected (\($0.reason))" }.joined(separator: ", "))
        }
    }

    /// The ids of the refs the server at `url` (or the remote's push URL) advertises to a
    /// push, read from a connection of their own (a pre-push hook, which git gives only the
    /// refs it updates).
    public func advertisedIDs(_ nameOrURL: String, url: String? = nil, session: TransferSession) throws(GitError) -> [ObjectID] {
        let remote = try openRemote(nameOrURL)
        defer { git_remote_free(remote) }
        if let url {
            try check(git_remote_set_instance_url(remote, url), "connect to \(url)")
            try check(git_remote_set_instance_pushurl(remote, url), "connect to \(url)")
        }
        var callbacks = try session.callbacks()
        try withExtendedLifetime(session) { () throws(GitError) in
            try check(git_remote_connect(remote, GIT_DIRECTION_PUSH, &callbacks, nil, nil), "connect to \(nameOrURL)")
        }
        defer { git_remote_disconnect(remote) }
        return Self.advertisedIDs(remote)
    }

    /// The ids of the refs a connected remote advertised.
    static func advertisedIDs(_ remote: OpaquePointer) -> [ObjectID] {
        var heads: UnsafeMutablePointer<UnsafePointer<git_remote_head>?>?
        var count = 0
        guard git_remote_ls(&heads, &count, remote) == 0, let heads else { return [] }
        var ids: [ObjectID] = []
        for index in 0..<count {
            guard let head = heads[index]?.pointee else { continue }
            ids.append(ObjectID(head.oid))
        }
        return ids
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
        guard let repository else { throw GitError(operation: "clone \(url)", code: .other(-1), message: "no repository") }
        return Repository(adopting: repository)
    }

    private func withStringArray(_ strings: [String], _ body: (inout git_strarray) throws(GitError) -> Void) throws(GitError) {
        let list = CStringList(strings)
        var pointers = list.pointers
        try withExtendedLifetime(list) { () throws(GitError) -> Void in
            try pointers.withUnsafeMutableBufferPointer { (buffer) throws(GitError) in
                var array = git_strarray(strings: buffer.baseAddress, count: strings.count)
                try body(&array)
            }
        }
    }
}
