import CLibgit2

/// The git work tree a folder is in, and its uncommitted changes (as `git status` lists them:
/// modified, staged, deleted and untracked files, ignored ones left out): what a tool that
/// rewrites a project checks first, so its changes can be reviewed and undone apart from the
/// user's own (`cargo fix` refuses a dirty tree the same way).
public struct WorkTreeStatus: Sendable {
    /// The work tree's root, with a trailing slash.
    public var root: String
    /// Paths relative to the root, at most `limit` of them.
    public var changed: [String]
    /// How many changed paths there are in all.
    public var count: Int
    /// What git is in the middle of (a merge, a rebase ...), as `git status` says it; nil when
    /// nothing: a tool's changes made then would be mixed into that operation's commit.
    public var operation: Operation?

    public enum Operation: String, Sendable {
        case merge
        case rebase
        case cherryPick = "cherry-pick"
        case revert
        case bisect
        case applyMailbox = "am"

        /// What ends it, as git's own advice says.
        public var advice: String {
            switch self {
            case .merge: "commit the merge, or 'git merge --abort'"
            case .rebase: "'git rebase --continue', or 'git rebase --abort'"
            case .cherryPick: "'git cherry-pick --continue', or 'git cherry-pick --abort'"
            case .revert: "'git revert --continue', or 'git revert --abort'"
            case .bisect: "'git bisect reset'"
            case .applyMailbox: "'git am --continue', or 'git am --abort'"
            }
        }

        init?(_ state: Int32) {
            switch git_repository_state_t(rawValue: UInt32(bitPattern: state)) {
            case GIT_REPOSITORY_STATE_MERGE: self = .merge
            case GIT_REPOSITORY_STATE_REBASE, GIT_REPOSITORY_STATE_REBASE_INTERACTIVE, GIT_REPOSITORY_STATE_REBASE_MERGE,
                 GIT_REPOSITORY_STATE_APPLY_MAILBOX_OR_REBASE: self = .rebase
            case GIT_REPOSITORY_STATE_CHERRYPICK, GIT_REPOSITORY_STATE_CHERRYPICK_SEQUENCE: self = .cherryPick
            case GIT_REPOSITORY_STATE_REVERT, GIT_REPOSITORY_STATE_REVERT_SEQUENCE: self = .revert
            case GIT_REPOSITORY_STATE_BISECT: self = .bisect
            case GIT_REPOSITORY_STATE_APPLY_MAILBOX: self = .applyMailbox
            default: return nil
            }
        }
    }

    /// The status of the work tree holding `path` (searched upwards, as git does); nil when
    /// no work tree holds it (no repository, or a bare one). Paths with a folder named
    /// `excluding` on their way (uistate's own `.uistate` repository) do not count.
    public static func of(_ path: String, excluding: String? = nil, limit: Int = 20) throws(GitError) -> WorkTreeStatus? {
        LibGit2.initialize()
        var handle: OpaquePointer?
        let code = git_repository_open_ext(&handle, path, 0, nil)
        if code == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return nil
        }
        try check(code, "open the repository holding '\(path)'")
        guard let handle else { return nil }
        defer { git_repository_free(handle) }
        guard git_repository_is_bare(handle) == 0, let workdir = git_repository_workdir(handle) else { return nil }
        let operation = Operation(git_repository_state(handle))
        var options = git_status_options()
        try check(git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION)), "status options")
        options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR
        // An untracked folder is one entry, as `git status` lists it: uistate's own repository
        // beside the project is not walked file by file only to be left out.
        options.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue
        var list: OpaquePointer?
        try check(git_status_list_new(&list, handle, &options), "read the work tree's status")
        defer { git_status_list_free(list) }
        var count = 0
        var changed: [String] = []
        for index in 0..<git_status_list_entrycount(list) {
            guard let entry = git_status_byindex(list, index) else { continue }
            let delta = entry.pointee.index_to_workdir ?? entry.pointee.head_to_index
            guard let file = delta?.pointee.new_file.path ?? delta?.pointee.old_file.path else { continue }
            let path = String(cString: file)
            if let excluding, path.split(separator: "/").contains(where: { $0 == excluding }) { continue }
            count += 1
            if changed.count < limit { changed.append(path) }
        }
        return WorkTreeStatus(root: String(cString: workdir), changed: changed, count: count, operation: operation)
    }

    public var isClean: Bool { count == 0 }
}
