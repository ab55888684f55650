import AppProject
import AppLaunch
import KeyedArchive
import Platform
import PropertyList
import Git
import SceneMigration
import SampleApps
import StatePrivacy
import StateRepository
import StateRestoration

extension CLIError {
    /// The command-line form of any error from the libraries: its line, what to type next
    /// where there is something, and its exit status.
    init(_ error: any Error) {
        self.init(unredacted: error)
        message = Redaction.text(message)
    }

    private init(unredacted error: any Error) {
        switch error {
        case let error as CLIError:
            self = error
        case let error as RepositoryError:
            self = Self.repository(error)
        case let error as SavedStateError:
            self = Self.savedState(error)
        case let error as KeyedArchiveError:
            self.init(error.description, status: .badData)
        case let error as PropertyListError:
            self.init(error.description, status: .badData)
        case let error as PreservationError:
            self.init(error.description, status: .badData)
        case let error as ManifestError:
            if error.isMissing {
                self.init(error.description + ": give the path of the app's manifest (docs/check.md), or write one from the app's project with 'uistate doctor --manifest > manifest.json'", status: .noInput)
            } else {
                self.init(error.description, status: .badData)
            }
        case let error as GitError:
            self.init(error.description, status: .fatal)
        case let error as MigrationWriter.Failure:
            switch error {
            case .notVersioned:
                self.init(error.description + ": put it under git first ('git init', then commit the project), so the migration can be reviewed and undone on its own, or give --allow-dirty", status: .differences)
            case .dirty:
                self.init(error.description + ": commit or stash first, so the migration can be reviewed and undone on its own, or give --allow-dirty", status: .differences)
            case .inProgress:
                self.init(error.description, status: .differences)
            case .outsideFolder:
                self.init(error.description, status: .fatal)
            case .transaction(let inner):
                self = Self.transaction(inner)
            }
        case let error as TransactionError:
            self = Self.transaction(error)
        case let error as StateConversion.Failure:
            switch error {
            case .badSessionIdentifier: self.init(error.description, status: .fatal)
            case .notClassic, .noController: self.init(error.description, status: .badData)
            }
        case let error as SimulatorError:
            switch error {
            case .invalidBundleIdentifier: self.init(error.description, status: .usage)
            case .noXcrun: self.init(error.description, status: .noInput)
            case .simctlFailed: self.init(error.description, status: .fatal)
            }
        case let error as MacStateError:
            switch error {
            case .invalidBundleIdentifier: self.init(error.description, status: .usage)
            case .permissionDenied: self.init(error.description, status: .noPermission)
            case .linkOutOfContainer: self.init(error.description, status: .badData)
            case .unreadable: self.init(error.description, status: .fatal)
            }
        case let error as ProjectError:
            switch error {
            case .notFound, .notAFolder, .empty, .noApp, .projectsNotRead, .noProjectsInWorkspace: self.init(error.description, status: .noInput)
            case .unreadableProjects: self.init(error.description, status: .badData)
            case .tooLarge: self.init(error.description, status: .usage)
            case .unreadable: self.init(error.description, status: .fatal)
            }
        case let error as LaunchError:
            self = Self.launch(error)
        case let error as SystemError:
            self.init(error.description, status: .fatal)
        default:
            self.init(String(describing: error), status: .fatal)
        }
    }

    /// A multi-file write that did not happen (nothing written) or not all of it.
    static func transaction(_ error: TransactionError) -> CLIError {
        switch error {
        case .locked:
            CLIError(error.description + ": wait for it to finish, or if none is running, try again", status: .fatal)
        case .journal(let path, _):
            CLIError(error.description + ": look at the files it names, then remove \(path)", status: .fatal)
        default:
            CLIError(error.description, status: .fatal)
        }
    }

    static func launch(_ error: LaunchError) -> CLIError {
        switch error {
        case .notSetUp:
            CLIError(error.description + ": name it with 'uistate config uistate.simulatorApp <bundle id>' (an app in the booted simulator) or "
                     + "'uistate config uistate.macApp <bundle id>' (a Mac app)", status: .usage)
        case .missingTool: CLIError(error.description, status: .noInput)
        case .toolFailed: CLIError(error.description, status: .fatal)
        case .repository(let inner), .restoreFailed(let inner, _): repository(inner)
        }
    }

    static func savedState(_ error: SavedStateError) -> CLIError {
        switch error {
        case .notFound: CLIError(error.description, status: .noInput)
        case .permissionDenied: CLIError(error.description, status: .noPermission)
        case .unreadable: CLIError(error.description, status: .fatal)
        case .unwritable: CLIError(error.description + ": give a place where you can create folders and files", status: .fatal)
        default: CLIError(error.description, status: .badData)
        }
    }

    static func repository(_ error: RepositoryError) -> CLIError {
        let message = advice(for: error).map { "\(error.description): \($0)" } ?? error.description
        switch error {
        case .savedState(let inner):
            return savedState(inner)
        case .nothingToCommit, .everySnapshotStale, .tagsOnStaleSnapshots, .remoteLacksBranch, .pushRejected, .notFastForward, .historyRewritten, .staleLease, .pushHoldsPrivateValues:
            return CLIError(message, status: .differences)
        case .damagedSnapshot, .noClassicArchive, .privacyRules, .retention, .tooLargeToRecord:
            return CLIError(message, status: .badData)
        case .noWorkingArchive:
            return CLIError(message, status: .noInput)
        case .invalidTagName, .invalidRemoteName:
            return CLIError(message, status: .usage)
        case .staleSnapshot:
            return CLIError(message, status: .staleSnapshot)
        default:
            return CLIError(message, status: .fatal)
        }
    }

    /// What to do about it, in terms of this command line.
    /// A refused push's ways out: redacting takes out what it can; names and bookkeeping it
    /// keeps need the app changed, or the push allowed.
    static func pushAdvice(remote: String, kept: Int, total: Int, range: String?) -> String {
        let allow = "send them anyway with 'uistate push --allow-private' (a private server: uistate config uistate.remote.\(remote).allowPrivate true)"
        if kept == total {
            return "they are restoration identifiers or UIKit's bookkeeping, which redacting keeps: give those objects other identifiers in the app, or " + allow
        }
        let keptNote = kept > 0 ? " (\(kept) of them are restoration identifiers or bookkeeping, which it keeps: change them in the app)" : ""
        return "take them out with 'uistate redact\(range.map { " " + $0 } ?? "")'\(keptNote) and push again, or " + allow
    }

    static func advice(for error: RepositoryError) -> String? {
        switch error {
        case .notARepository: "run 'uistate init' or set UISTATE_DIR"
        case .repositoryExists: "use it as it is: 'uistate init --archive <path>' re-points its working archive, 'uistate config <key> <value>' changes a setting"
        case .unknownRevision: "use a snapshot id, a tag, a branch, HEAD~N or ref@{N}"
        case .emptyHistory: "record one with 'uistate commit'"
        case .noWorkingArchive: "give a savedState folder or data.data, or name the app's with 'uistate config uistate.archive <path>'"
        case .noClassicArchive: "restore to the savedState folder instead"
        case .notUIStateRepository: "point UISTATE_DIR or -C at a folder holding .uistate, or run 'uistate init'"
        case .ownedByAnotherUser(let path, _): "run uistate as its owner, or trust it: git config --global --add safe.directory '\(path)'"
        case .noRepositoryAt(let path): "give the path of a repository (a .uistate folder or a bare .git) or a URL; to push to a new one, create it with 'git init --bare \(path)'"
        case .unsupportedFormat: "use a newer uistate"
        case .nothingToCommit: "use --allow-empty to record it anyway"
        case .privacyRules: "fix or remove that line (a rule is '[ignore] key|value|object|key-path <pattern>' or 'ignore rule <id>')"
        case .retention: "set valid rules with 'uistate config uistate.retention --keep-daily 7 --keep-weekly 4', or remove it with 'uistate config --unset uistate.retention'"
        case .pushedSnapshots: "rewrite them anyway with --force, then push with --force-with-lease and tell whoever fetched them"
        case .pushHoldsPrivateValues(let remote, let findings, let range):
            Self.pushAdvice(remote: remote, kept: findings.filter { $0.finding.kept != nil }.count, total: findings.count, range: range)
        case .lockTimeout: "if no other uistate or git process is running, remove that file"
        case .staleSnapshot: "use --force to restore it anyway"
        case .unknownAppVersion: "give --app-version, or set it once with 'uistate config uistate.appVersion <version>'"
        case .tagsOnStaleSnapshots: "use --delete-tags to delete them or --keep-tags to keep those snapshots alive"
        case .unknownRemote: "see 'uistate remote list'"
        case .noDefaultRemote: "add one with 'uistate remote add origin <url>'"
        case .remoteLacksBranch(let remote, _): "push yours with 'uistate push \(remote)'"
        case .pushRejected, .notFastForward: "run 'uistate pull' first, or push --force-with-lease"
        case .historyRewritten(_, let remote): "send the rewritten history with 'uistate push \(remote) --force-with-lease' (a pull would bring the old snapshots back)"
        case .staleLease: "fetch, look at what changed ('uistate diff'), then push again"
        case .authenticationFailed: "for ssh, load a key into ssh-agent or set UISTATE_SSH_KEY; for https, set UISTATE_TOKEN (docs/sharing.md)"
        default: nil
        }
    }
}
