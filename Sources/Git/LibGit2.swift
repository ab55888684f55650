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
}
