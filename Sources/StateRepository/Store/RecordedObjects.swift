import Git
import StateRestoration

/// Which objects the recorded history holds, for `doctor`'s cross-check with the project.
extension SnapshotStore {
    /// The classic object paths (without `:[n]:` parts) of the newest `limit` snapshots on
    /// the branch's first-parent line, and how many snapshots that was. A folder whose tree id
    /// was listed already is not read again, so a long history of small changes costs little.
    public func recordedObjectPaths(limit: Int) throws(RepositoryError) -> (paths: Set<String>, snapshots: Int) {
        var paths: Set<String> = []
        var seenRoots: Set<ObjectID> = []
        var snapshots = 0
        var next = try tip()
        while let id = next, snapshots < limit {
            snapshots += 1
            let info = try self.info(id)
            next = info.parents.first
            guard seenRoots.insert(info.tree).inserted else { continue }
            for entry in try objects(at: id) { paths.insert(entry.path.identifiers.joined(separator: "/")) }
        }
        return (paths, snapshots)
    }
}
