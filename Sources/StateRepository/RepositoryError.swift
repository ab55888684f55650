import Git
import StateRestoration

/// What can go wrong with a snapshot repository; one line each, saying what to do.
public enum RepositoryError: Error, Sendable, CustomStringConvertible {
    case notARepository(searchedFrom: String)
    case alreadyExists(path: String)
    case unknownRevision(String)
    case unknownObject(path: String, revision: String)
    case emptyHistory(branch: String)
    case noWorkingArchive
    case nothingToCommit
    case lockTimeout(lockFile: String)
    case damagedSnapshot(commit: String, file: String, reason: String)
    case invalidName(String, reason: String)
    /// An operation that would lose something the user marked or needs, refused until told.
    case refused(String)
    /// A stale snapshot, refused by restore unless forced.
    case staleSnapshot(commit: String, version: String?, current: String, key: String)
    case unknownRemote(String)
    /// The server refused the update (not a fast-forward, a hook, a broken lease).
    case pushRejected(String)
    case authenticationFailed(url: String)
    /// The ssh server's host key is not trusted (unknown, changed or revoked).
    case untrustedHost(String)
    case network(url: String, message: String)
    case git(GitError)

    public var description: String {
        switch self {
        case .notARepository(let path):
            "not a uistate repository (or any parent up to /) from '\(path)': run 'uistate init' or set UISTATE_DIR"
        case .alreadyExists(let path):
            "a repository already exists at '\(path)'"
        case .unknownRevision(let spec):
            "unknown revision '\(spec)': use a snapshot id, a tag, a branch, HEAD~N or ref@{N}"
        case .unknownObject(let path, let revision):
            "no object '\(path)' in \(revision)"
        case .emptyHistory(let branch):
            "'\(branch)' has no snapshots yet: record one with 'uistate commit'"
        case .noWorkingArchive:
            "no working archive: give a savedState folder or data.data, or set one with 'uistate init --archive <path>'"
        case .nothingToCommit:
            "nothing to commit: the saved state equals HEAD (use --allow-empty to record it anyway)"
        case .lockTimeout(let lockFile):
            "timed out waiting for the lock '\(lockFile)': if no other uistate or git process is running, remove that file"
        case .damagedSnapshot(let commit, let file, let reason):
            "snapshot \(commit) is damaged: \(file): \(reason)"
        case .invalidName(let name, let reason):
            "invalid name '\(name)': \(reason)"
        case .refused(let message):
            message
        case .staleSnapshot(let commit, let version, let current, let key):
            "snapshot \(commit) is stale: it was recorded for app version \(version ?? "(none)") (\(key)) and the app is \(current), "
                + "so the app's shouldRestoreApplicationState would discard it; use --force to restore it anyway"
        case .unknownRemote(let name):
            "no remote '\(name)': see 'uistate remote list'"
        case .pushRejected(let message):
            "push rejected: \(message)"
        case .authenticationFailed(let url):
            "authentication failed for \(url): for ssh, load a key into ssh-agent or set UISTATE_SSH_KEY; for https, set UISTATE_TOKEN (docs/sharing.md)"
        case .untrustedHost(let reason):
            reason
        case .network(let url, let message):
            "cannot reach \(url): \(message)"
        case .git(let error):
            error.description
        }
    }
}
