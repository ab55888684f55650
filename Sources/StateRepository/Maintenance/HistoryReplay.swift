import Git
import StateRestoration

/// Long histories made fast, for benchmarks and tests of history-length behaviour: commits that
/// replay recorded snapshots (their trees and messages) one after the other at a fixed interval,
/// as a year of `watch` would leave them, written in packs by uistate's own pack writer rather
/// than one commit at a time.
extension SnapshotStore {
    /// Makes `count` commits on top of `parent` (nil: a new root) and moves the current branch
    /// to the last, once, by compare-and-swap: commit `i` has the tree and message of
    /// `sources[i % sources.count]` and the time `start + i * interval` (author and committer).
    @discardableResult
    public func replay(_ sources: [ObjectID], count: Int, start: Int64, interval: Int64, onto parent: ObjectID?) throws(RepositoryError) -> ObjectID {
        precondition(!sources.isEmpty)
        var models: [(tree: ObjectID, author: Signature, message: String)] = []
        for source in sources {
            let commit = try Self.git { () throws(GitError) in try repository.commit(source) }
            models.append((commit.treeID, commit.author, commit.message))
        }
        var parent = parent
        var batch: [PackObject] = []
        for index in 0..<count {
            let model = models[index % models.count]
            let time = start + Int64(index) * interval
            let author = Signature(name: model.author.name, email: model.author.email, time: time)
            let object = CommitObject.make(tree: model.tree, parents: parent.map { [$0] } ?? [], author: author, committer: author, message: model.message)
            batch.append(object)
            parent = object.id
            if batch.count == 20_000 || index == count - 1 {
                let written = batch
                _ = try Self.git { () throws(GitError) in try repository.writePack(of: written) }
                batch.removeAll(keepingCapacity: true)
            }
        }
        guard let tip = parent else { throw .emptyHistory(branch: try branchName()) }
        try moveBranch(to: tip, reason: "replay: \(count) snapshots")
        return tip
    }
}
