import Platform

/// The one base every path doctor reports is relative to: the repository the project is in
/// (`GITHUB_WORKSPACE` in a GitHub Actions job, else the git work tree that holds the folder
/// read), else the folder read. Findings, baselines, SARIF, GitHub annotations and
/// `.uistate-doctor` globs all use it, so a baseline written from the repository's root
/// matches when doctor runs on `ios/`, and the other way round.
public struct SourceRoot: Sendable, Equatable {
    /// The folder doctor read, absolute.
    public var folder: String
    /// The base, absolute: the folder or a folder above it.
    public var base: String

    public init(folder: String, base: String) {
        self.folder = folder
        self.base = base
    }

    public static func find(folder: String, githubWorkspace: String?) -> SourceRoot {
        if let workspace = githubWorkspace.map(Self.trimmed), !workspace.isEmpty, folder == workspace || folder.hasPrefix(workspace + "/") {
            return SourceRoot(folder: folder, base: workspace)
        }
        var candidate = folder
        while candidate != "/" && !candidate.isEmpty {
            if FileSystem.exists(candidate + "/.git") { return SourceRoot(folder: folder, base: candidate) }
            candidate = FileSystem.parent(of: candidate)
        }
        return SourceRoot(folder: folder, base: folder)
    }

    static func trimmed(_ path: String) -> String { path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path }

    /// The folder read, relative to the base ("" when they are one).
    public var folderFromBase: String {
        folder == base ? "" : String(folder.dropFirst(base.count + 1))
    }

    /// A path relative to the folder read (or absolute) as one relative to the base (absolute
    /// when outside it).
    public func rebased(_ path: String) -> String {
        if path.hasPrefix("/") { return relative(path) }
        let prefix = folderFromBase
        return prefix.isEmpty ? path : path.isEmpty ? prefix : prefix + "/" + path
    }

    /// A base-relative path as one relative to the folder read (the inverse of `rebased`).
    public func unrebased(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let prefix = folderFromBase
        if prefix.isEmpty { return path }
        if path == prefix { return "" }
        return path.hasPrefix(prefix + "/") ? String(path.dropFirst(prefix.count + 1)) : absolute(path)
    }

    /// An absolute path relative to the base, when inside it.
    public func relative(_ absolute: String) -> String {
        if absolute == base { return "" }
        return absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : absolute
    }

    /// A base-relative path as an absolute one.
    public func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : path.isEmpty ? base : base + "/" + path
    }
}
