import Git
import Platform

/// Lock files a killed process left behind (`refs/heads/main.lock`, `packed-refs.lock` ...).
/// Every uistate process that writes holds the repository lock, so when one holds it alone
/// (exclusively, or a shared lock it could turn exclusive), no other uistate is writing and any
/// such file is stale. The rule assumes no plain git process writes to the repository at the
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

    /// Runs a reference update under a shared repository lock; when it fails because a ref is
    /// locked and this process can take the repository lock alone, the lock file is stale:
    /// it is removed and the update tried once more.
    func updatingReferences<T>(holding lock: FileLock, _ body: () throws(GitError) -> T) throws(RepositoryError) -> T {
        do {
            return try body()
        } catch where error.code == .locked && lock.tryUpgrade() {
            let removed = removeStaleLocks()
            lock.downgrade()
            guard !removed.isEmpty else { throw .git(error) }
            return try Self.git(body)
        } catch {
            throw .git(error)
        }
    }
}
