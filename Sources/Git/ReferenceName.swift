import CLibgit2

/// A git reference: its full name (`refs/heads/main`), its kind, and the short form people
/// read and type (`main`). The one place that spells reference prefixes.
public struct ReferenceName: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case head
        case branch
        case tag
        /// `refs/remotes/<remote>/<branch>`: what a fetch saw on a remote.
        case remoteBranch
        /// `refs/uistate/backup/<name>`: uistate's copy of a branch before it rewrote it.
        case backup
        case other
    }

    static let branchPrefix = "refs/heads/"
    static let tagPrefix = "refs/tags/"
    static let remotePrefix = "refs/remotes/"
    static let backupPrefix = "refs/uistate/backup/"
    static let namespace = "refs/"

    public let fullName: String

    /// Any full name as stored (`HEAD` or `refs/...`); no validation (see `isValid`).
    public init(fullName: String) {
        self.fullName = fullName
    }

    public static let head = ReferenceName(fullName: "HEAD")

    public static func branch(_ name: String) -> ReferenceName { ReferenceName(fullName: branchPrefix + name) }
    public static func tag(_ name: String) -> ReferenceName { ReferenceName(fullName: tagPrefix + name) }
    public static func remoteBranch(_ branch: String, remote: String) -> ReferenceName {
        ReferenceName(fullName: remotePrefix + remote + "/" + branch)
    }
    public static func backup(_ name: String) -> ReferenceName { ReferenceName(fullName: backupPrefix + name) }

    /// The names `uistate` and git try, in order, for a short name a user typed: a full name
    /// as is, else a branch, a tag, a remote branch, then `refs/<name>`.
    public static func candidates(for typed: String) -> [ReferenceName] {
        if typed == "HEAD" || typed.hasPrefix(namespace) { return [ReferenceName(fullName: typed)] }
        return [.branch(typed), .tag(typed), ReferenceName(fullName: remotePrefix + typed), ReferenceName(fullName: namespace + typed)]
    }

    public var kind: Kind {
        if fullName == "HEAD" { return .head }
        if fullName.hasPrefix(Self.branchPrefix) { return .branch }
        if fullName.hasPrefix(Self.tagPrefix) { return .tag }
        if fullName.hasPrefix(Self.remotePrefix) { return .remoteBranch }
        if fullName.hasPrefix(Self.backupPrefix) { return .backup }
        return .other
    }

    /// `main`, `v1`, `origin/main`, `1700000000-prune`; the full name for other kinds.
    public var shortName: String {
        let prefix = switch kind {
        case .branch: Self.branchPrefix
        case .tag: Self.tagPrefix
        case .remoteBranch: Self.remotePrefix
        case .backup: Self.backupPrefix
        case .head, .other: ""
        }
        return String(fullName.dropFirst(prefix.count))
    }

    /// For a remote branch of `remote`: the branch's name on that remote.
    public func branch(onRemote remote: String) -> String? {
        let prefix = Self.remotePrefix + remote + "/"
        return fullName.hasPrefix(prefix) ? String(fullName.dropFirst(prefix.count)) : nil
    }

    /// Whether git accepts the name (its ref-name rules: no `..`, no control characters ...).
    public var isValid: Bool {
        LibGit2.initialize()
        var valid: Int32 = 0
        return git_reference_name_is_valid(&valid, fullName) == 0 && valid == 1
    }

    /// `+src:dst` (or `src:dst`), for fetch and push.
    public static func refspec(_ source: ReferenceName, _ destination: ReferenceName, force: Bool) -> String {
        (force ? "+" : "") + source.fullName + ":" + destination.fullName
    }

    public var description: String { fullName }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.fullName.utf8.lexicographicallyPrecedes(rhs.fullName.utf8) }

    /// A set of references by kind, as libgit2 globs them.
    public enum Pattern: Sendable {
        case all
        case branches
        case tags
        case remoteBranches(remote: String?)
        case backups

        var glob: String {
            switch self {
            case .all: ReferenceName.namespace + "*"
            case .branches: ReferenceName.branchPrefix + "*"
            case .tags: ReferenceName.tagPrefix + "*"
            case .remoteBranches(let remote?): ReferenceName.remotePrefix + remote + "/*"
            case .remoteBranches(nil): ReferenceName.remotePrefix + "*"
            case .backups: ReferenceName.backupPrefix + "*"
            }
        }
    }
}
