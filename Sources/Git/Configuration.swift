import CLibgit2
import Platform

/// Reading and writing the repository's own git config (`<repo>/config`).
extension Repository {
    @discardableResult
    func withConfig<T>(_ body: (OpaquePointer) throws(GitError) -> T) throws(GitError) -> T {
        var config: OpaquePointer?
        try check(git_repository_config(&config, pointer), "open config")
        defer { git_config_free(config) }
        var local: OpaquePointer?
        try check(git_config_open_level(&local, config, GIT_CONFIG_LEVEL_LOCAL), "open repository config")
        defer { git_config_free(local) }
        guard let local else { throw GitError(operation: "open repository config", code: .notFound, message: "no local config") }
        return try body(local)
    }

    public func configString(_ key: String) throws(GitError) -> String? {
        try withConfig { (config) throws(GitError) -> String? in
            var buffer = git_buf()
            defer { git_buf_dispose(&buffer) }
            let code = git_config_get_string_buf(&buffer, config, key)
            if code == GIT_ENOTFOUND.rawValue {
                git_error_clear()
                return nil
            }
            try check(code, "read config \(key)")
            return buffer.ptr.map { String(cString: $0) } ?? ""
        }
    }

    public func setConfig(_ key: String, _ value: String) throws(GitError) {
        try keepingConfigPermissions { () throws(GitError) in
            try withConfig { (config) throws(GitError) -> Void in
                try check(git_config_set_string(config, key, value), "set config \(key)")
            }
        }
    }

    public func unsetConfig(_ key: String) throws(GitError) {
        try keepingConfigPermissions { () throws(GitError) in
            try withConfig { (config) throws(GitError) -> Void in
                let code = git_config_delete_entry(config, key)
                if code == GIT_ENOTFOUND.rawValue { git_error_clear(); return }
                try check(code, "unset config \(key)")
            }
        }
    }

    /// libgit2 rewrites the config file with the default mode; an owner-only config (it may
    /// hold a token) stays owner-only.
    func keepingConfigPermissions(_ body: () throws(GitError) -> Void) throws(GitError) {
        let file = path + "config"
        let before = FileSystem.entry(file)?.permissions
        try body()
        if let before, FileSystem.entry(file)?.permissions != before { try? FileSystem.setPermissions(file, before) }
    }

    /// Every entry whose name matches the regular expression, in file order. A failure while
    /// reading is an error, never a shorter list. `allLevels`: the system's, the user's and
    /// the repository's config, as git reads them (`url.<base>.insteadOf` usually lives in
    /// the user's); else the repository's own.
    public func configEntries(matching pattern: String, allLevels: Bool = false) throws(GitError) -> [(name: String, value: String)] {
        if allLevels {
            var config: OpaquePointer?
            try check(git_repository_config_snapshot(&config, pointer), "open config")
            defer { git_config_free(config) }
            guard let config else { return [] }
            return try Self.entries(config, matching: pattern)
        }
        return try withConfig { (config) throws(GitError) in try Self.entries(config, matching: pattern) }
    }

    private static func entries(_ config: OpaquePointer, matching pattern: String) throws(GitError) -> [(name: String, value: String)] {
        var iterator: OpaquePointer?
        try check(git_config_iterator_glob_new(&iterator, config, pattern), "list config \(pattern)")
        defer { git_config_iterator_free(iterator) }
        var entries: [(String, String)] = []
        while true {
            var entry: UnsafeMutablePointer<git_config_entry>?
            let code = git_config_next(&entry, iterator)
            if code == GIT_ITEROVER.rawValue {
                git_error_clear()
                return entries
            }
            try check(code, "list config \(pattern)")
            if let entry {
                entries.append((String(cString: entry.pointee.name), entry.pointee.value.map { String(cString: $0) } ?? ""))
            }
        }
    }
}
