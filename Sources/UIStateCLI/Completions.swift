import Foundation
import Git
import StateRepository
import StateRestoration

/// Dynamic shell completion: the shell calls `uistate ---completion ...` when the user presses
/// TAB, and these callbacks answer from the repository. They must be fast (a budget of 50 ms
/// on a repository with 10,000 snapshots): they read refs, the few newest commits and one
/// tree, never the whole history. `-C <dir>` on the command line being completed is honored.
enum Completions {
    /// zsh sends the prefix with its own escapes (`HEAD\~`).
    static func unescaped(_ prefix: String) -> String {
        prefix.replacingOccurrences(of: "\\", with: "")
    }

    static func store(_ words: [String]) -> SnapshotStore? {
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let index = words.firstIndex(of: "-C"), index + 1 < words.count {
            folder = URL(fileURLWithPath: unescaped(words[index + 1]), relativeTo: folder)
        }
        return try? SnapshotStore.discover(from: folder)
    }

    static func matching(_ candidates: [String], _ prefix: String) -> [String] {
        let bare = unescaped(prefix)
        var seen = Set<String>()
        return candidates.filter { $0.hasPrefix(bare) && seen.insert($0).inserted }
    }

    /// `HEAD`, `HEAD~1`..., branches, tags, remote branches, reflog selectors and the newest
    /// snapshots' short ids.
    @Sendable static func revisions(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        guard let store = store(words), let references = try? store.repository.references(matching: "refs/*") else { return [] }
        var candidates = ["HEAD"]
        var recent: [ObjectID] = []
        if let tip = try? store.tip() {
            try? store.repository.walk(from: [tip], firstParentOnly: true) { recent.append($0); return recent.count < 20 }
        }
        candidates += (1..<max(1, min(recent.count, 10))).map { "HEAD~\($0)" }
        for reference in references {
            if reference.name.hasPrefix("refs/heads/") { candidates.append(String(reference.name.dropFirst(11))) }
            if reference.name.hasPrefix("refs/tags/") { candidates.append(String(reference.name.dropFirst(10))) }
            if reference.name.hasPrefix("refs/remotes/") { candidates.append(String(reference.name.dropFirst(13))) }
        }
        if let branch = try? store.branchReference().replacingOccurrences(of: "refs/heads/", with: ""),
            let log = try? store.reflog().entries {
            candidates += (1..<max(1, min(log.count, 5))).map { "\(branch)@{\($0)}" }
        }
        candidates += recent.map(\.short)
        return matching(candidates, prefix)
    }

    /// The object paths of the snapshot named on the command line (or HEAD).
    @Sendable static func objectPaths(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        guard let store = store(words) else { return [] }
        let named = words.dropFirst(2).prefix(index > 2 ? index - 2 : 0).first { !$0.hasPrefix("-") && $0 != "--" }
        guard let id = (named.flatMap { try? store.resolve(unescaped($0)) }) ?? (try? store.resolve("HEAD")),
            let objects = try? store.objects(at: id)
        else { return [] }
        return matching(objects.map(\.path.rawValue), prefix)
    }

    @Sendable static func remotes(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        matching((try? store(words)?.remotes().map(\.name)) ?? [], prefix)
    }

    @Sendable static func tags(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        matching((try? store(words)?.tags().map(\.name)) ?? [], prefix)
    }

    /// Branches and tags, for push.
    @Sendable static func references(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        guard let store = store(words), let references = try? store.repository.references(matching: "refs/*") else { return [] }
        return matching(references.compactMap { reference in
            reference.name.hasPrefix("refs/heads/") ? String(reference.name.dropFirst(11))
                : reference.name.hasPrefix("refs/tags/") ? String(reference.name.dropFirst(10)) : nil
        }, prefix)
    }

    @Sendable static func settings(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        matching(SnapshotStore.Settings.all, prefix)
    }
}
