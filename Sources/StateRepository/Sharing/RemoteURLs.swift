#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git

/// Where a remote is, as git decides it: a relative path is resolved against the repository
/// (the project folder holding `.uistate`), wherever uistate runs from (a subfolder, `-C`,
/// `UISTATE_DIR`), and stored resolved, so a remote added as `../states.git` and the
/// allowance given to it stay bound to that place; a push goes to `remote.<name>.pushurl` when
/// there is one, else to the URL `url.<base>.pushInsteadOf` makes of `remote.<name>.url`, else
/// to that URL (`url.<base>.insteadOf` applied to both), to each of them when there are
/// several.
extension SnapshotStore {
    /// A local path written relative to a folder (`../states.git`, `states.git`): no scheme,
    /// not absolute, not `host:path` (a colon before any slash, git's rule for scp-like
    /// URLs).
    static func isRelativePath(_ url: String) -> Bool {
        guard !url.isEmpty, !url.hasPrefix("/"), !url.hasPrefix("~"), !url.contains("://") else { return false }
        guard let colon = url.firstIndex(of: ":") else { return true }
        if let slash = url.firstIndex(of: "/"), slash < colon { return true }
        return false
    }

    /// `url` resolved against `folder` when it is a relative path (`.` and `..` taken out).
    static func resolve(_ url: String, against folder: URL) -> String {
        guard isRelativePath(url) else { return url }
        var path = folder.appendingPathComponent(url).standardizedFileURL.path
        if url.hasSuffix("/"), !path.hasSuffix("/") { path += "/" }
        return path
    }

    /// `url` as this repository means it: relative paths against the project folder.
    func resolved(_ url: String) -> String {
        Self.resolve(url, against: workFolder)
    }

    /// A remote's URLs and push URLs as configured (every level of git's config, in order).
    private func configuredURLs(_ remote: String) throws(RepositoryError) -> (urls: [String], pushURLs: [String]) {
        // The name inside a regular expression: every character but ASCII letters and digits escaped.
        let escaped = remote.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? String(scalar) : "\\" + String(scalar)
        }.joined()
        let entries = try Self.git { () throws(GitError) in try repository.configEntries(matching: "^remote\\.\(escaped)\\.(url|pushurl)$", allLevels: true) }
        return (entries.filter { $0.name.hasSuffix(".url") }.map(\.value), entries.filter { $0.name.hasSuffix(".pushurl") }.map(\.value))
    }

    /// git's URL rewrites: each `url.<base>.insteadOf` (or `pushInsteadOf`) value, with its base.
    private func urlRewrites(push: Bool) throws(RepositoryError) -> [(prefix: String, base: String)] {
        let suffix = push ? ".pushinsteadof" : ".insteadof"
        let entries = try Self.git { () throws(GitError) in try repository.configEntries(matching: "^url\\..*\\.(insteadof|pushinsteadof)$", allLevels: true) }
        return entries.compactMap { entry in
            guard entry.name.lowercased().hasSuffix(suffix), !entry.value.isEmpty else { return nil }
            let base = String(entry.name.dropFirst("url.".count).dropLast(suffix.count))
            return (entry.value, base)
        }
    }

    /// `url` with the longest matching rewrite's prefix replaced by its base; nil when none matches.
    static func rewrite(_ url: String, _ rules: [(prefix: String, base: String)]) -> String? {
        var best: (prefix: String, base: String)? = nil
        for rule in rules where url.hasPrefix(rule.prefix) && rule.prefix.count > (best?.prefix.count ?? 0) { best = rule }
        return best.map { $0.base + url.dropFirst($0.prefix.count) }
    }

    /// The URL a fetch from `remote` uses (resolved), nil when it has none.
    func fetchURL(_ remote: String) throws(RepositoryError) -> String? {
        guard let url = try configuredURLs(remote).urls.first else { return nil }
        return resolved(Self.rewrite(url, try urlRewrites(push: false)) ?? url)
    }

    /// The URLs a push to `remote` goes to, as git chooses them, resolved; empty when the
    /// remote has none.
    public func pushURLs(_ remote: String) throws(RepositoryError) -> [String] {
        let (urls, pushURLs) = try configuredURLs(remote)
        let rewrites = try urlRewrites(push: false)
        if !pushURLs.isEmpty { return pushURLs.map { resolved(Self.rewrite($0, rewrites) ?? $0) } }
        let pushRewrites = try urlRewrites(push: true)
        let rewrittenForPush = urls.compactMap { Self.rewrite($0, pushRewrites) }
        if !rewrittenForPush.isEmpty { return rewrittenForPush.map(resolved) }
        return urls.map { resolved(Self.rewrite($0, rewrites) ?? $0) }
    }
}
