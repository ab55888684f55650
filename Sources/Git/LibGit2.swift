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

    /// The linked libgit2 version, e.g. "1.5.1".
    public static var version: String {
        var major: Int32 = 0, minor: Int32 = 0, revision: Int32 = 0
        git_libgit2_version(&major, &minor, &revision)
        return "\(major).\(minor).\(revision)"
    }
}
