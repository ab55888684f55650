import CDeferredCertificates
import CLibgit2

/// libgit2's global state: initialized once per process, before any other call.
public enum LibGit2 {
    private static let initialized: Bool = {
        // The system CA bundle is parsed only when a transfer needs it (see
        // CDeferredCertificates): most commands never open a connection.
        deferred_certificates_set_deferring(1)
        git_libgit2_init()
        deferred_certificates_set_deferring(0)
        // A log of 100,000 commits would otherwise hash each one again as it reads it: git
        // does not either (fsck and transfers check ids; docs/architecture.md#object-ids).
        _ = git_libgit2_opts_set_strict_hash_verification(0)
        // A walk over a long history reads each commit once: keeping 256 MB of them (the
        // default) only grows the process; what is read again (trees of recent snapshots)
        // fits in far less.
        _ = git_libgit2_opts_set_cache_max_size(32 * 1024 * 1024)
        // Nor are commits worth keeping: a walk parses each once, and freeing a cache full of
        // them took a tenth of a long log's time at exit.
        _ = git_libgit2_opts_set_cache_object_limit(GIT_OBJECT_COMMIT, 0)
        return true
    }()

    private static let certificatesLoaded: Result<Void, GitError> = {
        initialize()
        guard let file = deferred_certificates_file() else { return .success(()) }
        do throws(GitError) {
            try check(git_libgit2_opts_set_certificate_file(file), "load the CA certificates in \(String(cString: file))")
            return .success(())
        } catch {
            return .failure(error)
        }
    }()

    public static func initialize() {
        _ = initialized
    }

    /// Loads the trusted CA certificates whose start-up load was deferred; called before any
    /// transfer, so that TLS verification has its roots.
    public static func loadTrustedCertificates() throws(GitError) {
        try certificatesLoaded.get()
    }

    /// Whether libgit2's start-up load of the CA bundle was deferred (mbedTLS builds, such as
    /// Debian's), and the file it will load.
    public static var deferredCertificateFile: String? {
        initialize()
        return deferred_certificates_file().map { String(cString: $0) }
    }

    /// How many times libgit2 asked mbedTLS to load a CA file (deferred or forwarded): never
    /// with another TLS backend.
    public static var certificateFileLoads: Int {
        Int(deferred_certificates_calls())
    }

    /// The linked libgit2 version, e.g. "1.5.1".
    public static var version: String {
        var major: Int32 = 0, minor: Int32 = 0, revision: Int32 = 0
        git_libgit2_version(&major, &minor, &revision)
        return "\(major).\(minor).\(revision)"
    }

    /// The version of the headers uistate was compiled against; it must equal `version`, or
    /// the build found one libgit2's headers and loaded another's library.
    public static var headerVersion: String {
        String(cString: git_libgit2_header_version())
    }

    /// What the linked libgit2 was built with.
    public struct Features: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let threads = Features(rawValue: Int32(GIT_FEATURE_THREADS.rawValue))
        public static let https = Features(rawValue: Int32(GIT_FEATURE_HTTPS.rawValue))
        public static let ssh = Features(rawValue: Int32(GIT_FEATURE_SSH.rawValue))
    }

    public static var features: Features {
        Features(rawValue: git_libgit2_features())
    }

    /// The library behind HTTPS, in libgit2's lower-case names ("openssl", "mbedtls",
    /// "securetransport", ...), or nil when built without HTTPS. libgit2 names it from 1.9 on;
    /// before that, mbedTLS loaded in the process is the answer and anything else is "other".
    public static var httpsBackend: String? {
        guard features.contains(.https) else { return nil }
        if let name = git_libgit2_https_backend_name() { return String(cString: name) }
        return deferred_certificates_mbedtls_loaded() != 0 ? "mbedtls" : "other"
    }
}
