import Git
import Platform

/// Lock files a killed process left behind (`refs/heads/main.lock`, `packed-refs.lock` ...).
/// Every uistate process that writes holds the repository lock, so one that holds it
/// exclusively knows no other uistate is writing, and any such file is stale. The rule assumes no plain git process writes to the repository at the
/// same time (docs/repository.md, "Interrupted work").
extension SnapshotStore {
    /// Removes the stale lock files; returns them, relative to the git directory.
    func removeStaleLocks() -> [String] {
        var removed: [String] = []
        var pending = ["refs", "logs"]
        for name in ["HEAD.lock", "packed-refs.lock", "config.lock", "index.lock"] where FileSystem.exists(gitDirectory + name) {
            if (try? FileSystem.removeFile(gitDirectory + name)) != nil { removed.append(name) }
        }
        while let folder = pending.popLast() {
            for name in (try? FileSystem.contents(ofDirectory: gitDirectory + folder)) ?? [] {
                let relative = folder + "/" + name
                switch FileSystem.entry(gitDirectory + relative)?.type {
                case .directory?: if relative.split(separator: "/").count < 64 { pending.append(relative) }
                case .file? where name.hasSuffix(".lock"):
                    if (try? FileSystem.removeFile(gitDirectory + relative)) != nil { removed.append(relative) }
                default: break
                }
            }
        }
        staleLocksRemoved += removed
        return removed
    }

    /// Runs a reference update under the shared repository lock; when a ref it needs is
    /// locked, waits for the exclusive lock instead (every other uistate done, stale lock files
    /// cleared on the way in) and runs it there.
    func updatingReferences<T>(_ body: () throws(GitError) -> T) throws(RepositoryError) -> T {
        if let result = try updatingShared(body) { return result }
        let exclusive = try lock(.exclusive)
        return try withExtendedLifetime(exclusive) { () throws(RepositoryError) -> T in try Self.git(body) }
    }

    private func updatingShared<T>(_ body: () throws(GitError) -> T) throws(RepositoryError) -> T? {
        let shared = try lock(.shared)
        return try withExtendedLifetime(shared) { () throws(RepositoryError) -> T? in
            do throws(GitError) {
                return try body()
            } catch {
                guard error.code == .locked else { throw .git(error) }
                return nil
            }
        }
    }
}
