import Git
import Platform
import StatePrivacy
import StateRestoration

/// What can go wrong with a snapshot repository: one case per failure, each described in one
/// neutral line. What to type next (a command, a flag) is the command line's to add.
public enum RepositoryError: Error, Sendable, CustomStringConvertible {
    case notARepository(searchedFrom: String)
    case repositoryExists(path: String)
    /// A folder that must be new or empty (clone, the demo) is neither.
    case folderNotEmpty(path: String)
    case unknownRevision(String)
    /// A branch or tag name that names nothing (reflog, push).
    case unknownReference(String)
    case unknownTag(String)
    case tagExists(String)
    case invalidTagName(String)
    case unknownObject(path: String, revision: String)
    case emptyHistory(branch: String)
    case noWorkingArchive
    /// A git repository uistate did not make (an app's own `.git`, say).
    case notUIStateRepository(path: String)
    case ownedByAnotherUser(path: String, owner: UInt32)
    /// A local path given as a remote or clone source where there is nothing.
    case noRepositoryAt(path: String)
    /// Made by a newer uistate.
    case unsupportedFormat(path: String, format: String)
    /// The configured working archive is not there (deleted, or the app reinstalled into a new
    /// container); `simulatorApp` when it was found with `init --simulator`.
    /// The snapshot has scene sessions only, or a Mac app's windows, and the target is a
    /// `data.data` path.
    case noClassicArchive(commit: String, target: String, macWindows: Bool)
    case nothingToCommit
    case lockTimeout(lockFile: String)
    case damagedSnapshot(commit: String, file: String, reason: String)
    /// A file of the state whose text would pass what a snapshot's file may hold.
    case tooLargeToRecord(file: String, limit: Int)
    /// A snapshot recorded for another app version, which the app would discard.
    case staleSnapshot(commit: String, version: String?, current: String, key: String)
    /// The app's current version is needed (staleness) and known from nowhere.
    case unknownAppVersion
    /// Pruning would drop every snapshot of the branch.
    case everySnapshotStale(branch: String, version: String)
    /// Pruning would drop snapshots that tags name.
    case tagsOnStaleSnapshots([String])
    case unknownRemote(String)
    /// No remote named, none configured as the branch's upstream, and not exactly one.
    case noDefaultRemote
    case remoteExists(String)
    case invalidRemoteName(String)
    case remoteLacksBranch(remote: String, branch: String)
    /// The server refused some references (not a fast-forward, a hook).
    case pushRejected(url: String, references: [RejectedReference])
    /// The remote has snapshots this repository lacks (found before sending anything).
    case notFastForward(url: String)
    /// A push refused because the branch was rewritten here (prune, redact) after it was pushed.
    case historyRewritten(branch: String, remote: String)
    case staleLease(LeaseViolation)
    case authenticationFailed(url: String)
    /// The ssh server's host key is not trusted (unknown, changed or revoked).
    case untrustedHost(KnownHosts.Refusal)
    case network(url: String, message: String)
    /// The project's privacy rules file has a line uistate cannot read.
    case privacyRules(path: String, PrivacyRulesError)
    /// Rewriting history would change snapshots a remote already has.
    case pushedSnapshots(count: Int, references: [String])
    /// `uistate.retention` is not a set of retention rules.
    case retention(RetentionError)
    /// A push would send snapshots holding private values (push protection); nothing was sent.
    /// `redactRange`: what `uistate redact` should rewrite (`origin/main..`), nil for the
    /// whole branch (the remote has none of it).
    case pushHoldsPrivateValues(remote: String, findings: [ScanFinding], redactRange: String?)
    /// A pre-push hook uistate did not write is there (left as it is), or git's hooks folder
    /// is shared with other repositories (`core.hooksPath`).
    case foreignHook(path: String, shared: Bool)
    /// The saved state on disk cannot be read or written.
    case savedState(SavedStateError)
    /// A file of the repository cannot be read or written.
    case system(SystemError)
    case git(GitError)

    public struct RejectedReference: Sendable, Equatable {
        public var reference: String
        public var reason: String
    }

    public var description: String {
        switch self {
        case .notARepository(let path):
            "not a uistate repository (or any parent up to /): '\(path)'"
        case .repositoryExists(let path):
            "a repository already exists at '\(path)'"
        case .folderNotEmpty(let path):
            "'\(path)' exists and is not empty"
        case .unknownRevision(let spec):
            "unknown revision '\(spec)'"
        case .unknownReference(let name):
            "no branch or tag '\(name)'"
        case .unknownTag(let name):
            "no tag '\(name)'"
        case .tagExists(let name):
            "tag '\(name)' already exists"
        case .invalidTagName(let name):
            "invalid name '\(name)': not a valid tag name (git's ref name rules)"
        case .unknownObject(let path, let revision):
            "no object '\(path)' in \(revision)"
        case .emptyHistory(let branch):
            "'\(branch)' has no snapshots yet"
        case .noWorkingArchive:
            "no working archive given or configured"
        case .ownedByAnotherUser(let path, let owner):
            "'\(path)' belongs to another user (uid \(owner)), and git refuses repositories it does not own"
        case .noRepositoryAt(let path):
            "no repository at '\(path)'"
        case .notUIStateRepository(let path):
            "not a uistate repository: '\(path)' is a git repository without uistate.repositoryFormat"
        case .unsupportedFormat(let path, let format):
            "'\(path)' has repository format \(format), newer than this uistate understands"
        case .noClassicArchive(let commit, let target, false):
            "snapshot \(commit) has no classic archive to write to '\(target)' (it holds scene sessions only)"
        case .noClassicArchive(let commit, let target, true):
            "snapshot \(commit) holds a Mac app's windows, which cannot be written to '\(target)' alone: "
                + "AppKit reads their records in data.data with the keys in windows.plist beside it"
        case .nothingToCommit:
            "nothing to commit: the saved state equals HEAD"
        case .lockTimeout(let lockFile):
            "timed out waiting for the lock '\(lockFile)'"
        case .damagedSnapshot(let commit, let file, let reason):
            "snapshot \(commit) is damaged: \(file): \(reason)"
        case .tooLargeToRecord(let file, let limit):
            "cannot record \(file): its text would be larger than \(limit >> 20) MiB, the most a snapshot's file may hold (objects nested hundreds of levels deep, or too many values)"
        case .staleSnapshot(let commit, let version, let current, let key):
            "snapshot \(commit) is stale: it was recorded for app version \(version ?? "(none)") (\(key)) and the app is \(current), "
                + "so the app's shouldRestoreApplicationState would discard it"
        case .unknownAppVersion:
            "the app's current version is unknown"
        case .everySnapshotStale(let branch, let version):
            "every snapshot on \(branch) is stale for app version \(version): pruning would leave nothing"
        case .tagsOnStaleSnapshots(let tags):
            "tags \(tags.map { "'\($0)'" }.joined(separator: ", ")) point at stale snapshots"
        case .unknownRemote(let name):
            "no remote '\(name)'"
        case .noDefaultRemote:
            "no remote named, and none configured"
        case .remoteExists(let name):
            "remote '\(name)' already exists"
        case .invalidRemoteName(let name):
            "invalid name '\(name)': not a valid remote name"
        case .remoteLacksBranch(let remote, let branch):
            "the remote '\(remote)' has no branch '\(branch)' yet"
        case .pushRejected(let url, let references):
            "push rejected by \(url): " + references.map { "\($0.reference) (\($0.reason))" }.joined(separator: ", ")
        case .notFastForward(let url):
            "push rejected by \(url): the remote has snapshots this repository does not have"
        case .historyRewritten(let branch, let remote):
            "push rejected: '\(branch)' was rewritten here (a prune or a redact) since it was pushed, and \(remote) still has the old history"
        case .staleLease(let violation):
            "push rejected: \(violation)"
        case .authenticationFailed(let url):
            "authentication failed for \(url)"
        case .untrustedHost(let refusal):
            refusal.description
        case .network(let url, let message):
            "cannot reach \(url): \(message)"
        case .privacyRules(let path, let error):
            "\(path) \(error.description)"
        case .retention(let error):
            "uistate.retention: \(error.description)"
        case .pushHoldsPrivateValues(let remote, let findings, _):
            "push to \(remote) refused, nothing sent: " + Self.count(Set(findings.compactMap(\.snapshot)).count, "snapshot", "holds", "hold")
                + " \(findings.count) private value\(findings.count == 1 ? "" : "s") ("
                + findings.prefix(3).map { found in
                    (found.snapshot?.short ?? "?") + " " + found.finding.location + ": " + found.finding.keyPathText
                        + " [" + found.finding.rule.id + "]"
                }.joined(separator: "; ") + (findings.count > 3 ? "; ..." : "") + ")"
        case .pushedSnapshots(let count, let references):
            "\(count) of the snapshots to rewrite \(count == 1 ? "is" : "are") on \(references.joined(separator: ", ")) already"
        case .foreignHook(let path, let shared):
            shared ? "git runs this repository's hooks from '\(FileSystem.parent(of: path))' (core.hooksPath), a folder other repositories share: not written"
                : "'\(path)' is a pre-push hook uistate did not write: left as it is"
        case .savedState(let error):
            error.description
        case .system(let error):
            error.description
        case .git(let error):
            error.description
        }
    }

    /// `1 snapshot holds`, `2 snapshots hold`.
    static func count(_ n: Int, _ noun: String, _ singularVerb: String, _ pluralVerb: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s") \(n == 1 ? singularVerb : pluralVerb)"
    }
}
