import CLibgit2

/// Repacking what is reachable (libgit2 has no gc), and reading a pack's index. New objects
/// are packed by `writePack(of:)` (PackWriter).
extension Repository {
    /// Writes one pack holding every commit reachable from `tips` (with their trees and blobs)
    /// and the extra `objects`; returns the pack's name (`pack-<sha>`). Each tree and blob goes
    /// in with its full path as its name, as `git rev-list --objects` gives them to git's
    /// pack-objects: libgit2 orders delta candidates by a hash of the name's end, so the
    /// versions of one object (`Screen7/@object`) sit side by side and delta against each
    /// other, where the bare entry name (`@object` for all) would mix them.
    public func writePack(reachableFrom tips: [ObjectID], objects: [ObjectID] = []) throws(GitError) -> String {
        var packBuilder: OpaquePointer?
        try check(git_packbuilder_new(&packBuilder, pointer), "start pack")
        defer { git_packbuilder_free(packBuilder) }
        git_packbuilder_set_threads(packBuilder, 0)
        var seen: Set<ObjectID> = []
        func insert(_ id: ObjectID, name: String?) throws(GitError) {
            var oid = id.oid
            try check(git_packbuilder_insert(packBuilder, &oid, name), "pack \(id.short)")
        }
        if !tips.isEmpty {
            let walk = try revisionWalk(from: tips)
            while let id = try walk.next() {
                try insert(id, name: nil)
                // Trees by an explicit stack, not recursion: a crafted tree may be very deep.
                var pending: [(id: ObjectID, path: String)] = [(try commit(id).treeID, "")]
                while let (treeID, path) = pending.popLast() {
                    guard seen.insert(treeID).inserted else { continue }
                    try insert(treeID, name: path)
                    for entry in try tree(treeID).entries {
                        let child = path.isEmpty ? entry.name : path + "/" + entry.name
                        if entry.isTree {
                            pending.append((entry.id, child))
                        } else if entry.kind != .submodule, seen.insert(entry.id).inserted {
                            try insert(entry.id, name: child)
                        }
                    }
                }
            }
        }
        for object in objects {
            var oid = object.oid
            try check(git_packbuilder_insert_recur(packBuilder, &oid, nil), "pack \(object.short)")
        }
        try check(git_packbuilder_write(packBuilder, path + "objects/pack", 0, nil, nil), "write pack")
        guard let hash = git_packbuilder_hash(packBuilder) else { throw GitError(operation: "write pack", code: .other(-1), message: "no pack name") }
        return "pack-" + ObjectID(hash.pointee).hex
    }

    /// The ids of every object in the pack `name` (`pack-<sha>`), read from its index.
    public func packObjects(_ name: String) throws(GitError) -> Set<ObjectID> {
        var odb: OpaquePointer?
        try check(git_odb_new(&odb), "open pack \(name)")
        defer { git_odb_free(odb) }
        var backend: OpaquePointer?
        try check(git_odb_backend_one_pack(&backend, path + "objects/pack/" + name + ".idx"), "open pack \(name)")
        // The odb owns the backend once added.
        try check(git_odb_add_backend(odb, backend, 1), "open pack \(name)")
        final class Collected { var ids: Set<ObjectID> = [] }
        let collected = Collected()
        let code = withExtendedLifetime(collected) {
            git_odb_foreach(odb, { oid, payload in
                Unmanaged<Collected>.fromOpaque(payload!).takeUnretainedValue().ids.insert(ObjectID(oid!.pointee))
                return 0
            }, Unmanaged.passUnretained(collected).toOpaque())
        }
        try check(code, "list pack \(name)")
        return collected.ids
    }

    /// Makes objects written by other processes (new packs) visible to this handle.
    public func refreshObjects() throws(GitError) {
        var odb: OpaquePointer?
        try check(git_repository_odb(&odb, pointer), "open object database")
        defer { git_odb_free(odb) }
        try check(git_odb_refresh(odb), "refresh object database")
    }
}
