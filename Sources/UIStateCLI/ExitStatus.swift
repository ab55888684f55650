/// The exit codes of `uistate`, documented in docs/exit-codes.md and in every man page.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    /// Differences found (`--exit-code`), nothing to commit, a snapshot UIKit would refuse,
    /// a rejected push.
    case differences = 1
    /// `check`: UIKit (AppKit) would restore the snapshot but skip some of its objects,
    /// sessions or windows.
    case partial = 2
    /// `restore` refused a stale snapshot (use `--force`).
    case staleSnapshot = 3
    /// Bad command-line usage.
    case usage = 64
    /// Bad input data: a malformed or non-UIKit archive, a damaged snapshot.
    case badData = 65
    /// The input does not exist (no archive at the given or configured path).
    case noInput = 66
    /// An output folder holds what writing there would delete (`restore --to`, `migrate state
    /// --to`): refused before anything is written, as sysexits' EX_CANTCREAT.
    case cannotCreate = 73
    /// The input cannot be read for lack of permission (macOS: the terminal needs Full Disk
    /// Access), as sysexits' EX_NOPERM.
    case noPermission = 77
    /// Fatal: not a repository, unknown revision, repository, lock, I/O or network errors.
    case fatal = 128

    public var meaning: String {
        switch self {
        case .success: "success"
        case .differences: "differences found, nothing to commit, UIKit or AppKit would refuse the snapshot, or a push was rejected"
        case .partial: "check: UIKit (AppKit) would restore the snapshot, but skip some of its objects, scene sessions or windows"
        case .staleSnapshot: "restore refused a snapshot that is stale for the current app version (use --force)"
        case .usage: "invalid command-line usage"
        case .badData: "bad input data: a malformed saved state (UIKit archive, scene file, AppKit record), or a damaged snapshot"
        case .noInput: "the input archive or folder does not exist"
        case .cannotCreate: "refused to write a saved state into a folder that holds what it would delete (not a saved state, the repository, a folder above it): nothing written"
        case .noPermission: "a file cannot be read for lack of permission: the saved state (on a Mac: give the terminal Full Disk Access), or a project's file"
        case .fatal: "fatal error: not a repository, unknown revision, or a repository, lock, I/O or network failure"
        }
    }
}

/// An error the command line reports as one line on stderr with its exit status.
public struct CLIError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var status: ExitStatus

    public init(_ message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }

    public var description: String { message }
}
