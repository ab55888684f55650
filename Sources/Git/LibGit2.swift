import CLibgit2

/// libgit2's global state: initialized once per process, before any other call.
public enum LibGit2 {
    private static let initialized: Bool = {
        git_libgit2_init()
        return true
    }()

    public static func initialize() {
        _ = initialized
    }

    /// The linked libgit2 version, e.g. "1.5.1".
    public static var version: String {
        var major: Int32 = 0, minor: Int32 = 0, revision: Int32 = 0
        git_libgit2_version(&major, &minor, &revision)
        return "\(major).\(minor).\(revision)"
    }

    /// Whether object and ref writes are fsynced (off by default, as in git).
    public static func setFsync(_ enabled: Bool) {
        initialize()
        clibgit2_enable_fsync_gitdir(enabled ? 1 : 0)
    }

    /// Where libgit2 looks for the global and system git config; tests point it at a folder
    /// of their own so the user's ~/.gitconfig never leaks in.
    public static func setConfigSearchPath(_ path: String) {
        initialize()
        for level in [GIT_CONFIG_LEVEL_GLOBAL, GIT_CONFIG_LEVEL_XDG, GIT_CONFIG_LEVEL_SYSTEM] {
            clibgit2_set_search_path(Int32(level.rawValue), path)
        }
    }
}
