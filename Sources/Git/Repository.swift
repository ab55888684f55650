import CLibgit2
import Platform

/// An open git repository. Owns its libgit2 handle; use from one thread at a time, as libgit2
/// requires.
public final class Repository {
    let pointer: OpaquePointer

    private init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Takes ownership of a repository libgit2 opened (clone).
    convenience init(adopting pointer: OpaquePointer) {
        self.init(pointer)
    }

    deinit { git_repository_free(pointer) }

    /// Creates a bare repository whose HEAD points at `refs/heads/<initialBranch>`.
    public static func createBare(at path: String, initialBranch: String) throws(GitError) -> Repository {
        LibGit2.initialize()
        var options = git_repository_init_options()
        try check(git_repository_init_options_init(&options, UInt32(GIT_REPOSITORY_INIT_OPTIONS_VERSION)), "init options")
        options.flags = GIT_REPOSITORY_INIT_BARE.rawValue | GIT_REPOSITORY_INIT_MKPATH.rawValue | GIT_REPOSITORY_INIT_NO_REINIT.rawValue
        var repository: OpaquePointer?
        let branch = CStringList([initialBranch])
        options.initial_head = UnsafePointer(branch.pointers[0])
        try withExtendedLifetime(branch) { () throws(GitError) -> Void in
            try check(git_repository_init_ext(&repository, path, &options), "create repository at '\(path)'")
        }
        guard let repository else { throw GitError(operation: "create repository at '\(path)'", code: .other(-1), message: "no repository") }
        return Repository(repository)
    }

    /// Opens the repository at exactly `path` (no search upwards).
    public static func open(at path: String) throws(GitError) -> Repository {
        LibGit2.initialize()
        var repository: OpaquePointer?
        try check(git_repository_open_ext(&repository, path, GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil), "open repository '\(path)'")
        guard let repository else { throw GitError(operation: "open repository '\(path)'", code: .notFound, message: "no repository") }
        return Repository(repository)
    }

    /// The repository's git directory, with a trailing slash.
    public var path: String { String(cString: git_repository_path(pointer)) }

    /// The identity libgit2 writes into reflog entries.
    public func setIdentity(name: String, email: String) throws(GitError) {
        try check(git_repository_set_ident(pointer, name, email), "set identity")
    }

    /// `user.name`/`user.email` from the repository's and the user's git config, if set.
    public func defaultSignature() -> Signature? {
        var signature: UnsafeMutablePointer<git_signature>?
        guard git_signature_default(&signature, pointer) == 0, let signature else {
            git_error_clear()
            return nil
        }
        defer { git_signature_free(signature) }
        return Signature(signature)
    }
}
