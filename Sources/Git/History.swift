import CLibgit2

/// Commits in history order, one at a time: the caller stops when it has enough.
public final class RevisionWalk {
    private let pointer: OpaquePointer
    private let repository: Repository

    fileprivate init(_ pointer: OpaquePointer, repository: Repository) {
        self.pointer = pointer
        self.repository = repository
    }

    deinit { git_revwalk_free(pointer) }

    /// The next commit; nil at the end. A failure to read history is an error, never an end.
    public func next() throws(GitError) -> ObjectID? {
        var oid = git_oid()
        let code = git_revwalk_next(&oid, pointer)
        if code == GIT_ITEROVER.rawValue {
            git_error_clear()
            return nil
        }
        try check(code, "walk history")
        return ObjectID(oid)
    }

    /// Every remaining commit.
    public func all() throws(GitError) -> [ObjectID] {
        var result: [ObjectID] = []
        while let id = try next() { result.append(id) }
        return result
    }
}

/// Walking the commit graph.
extension Repository {
    /// Commits reachable from `tips` and not from `hidden`, newest first (topological, then by
    /// time; oldest first with `reverse`), optionally following first parents only.
    public func revisionWalk(
        from tips: [ObjectID], hiding hidden: [ObjectID] = [], firstParentOnly: Bool = false, reverse: Bool = false
    ) throws(GitError) -> RevisionWalk {
        var walker: OpaquePointer?
        try check(git_revwalk_new(&walker, pointer), "start history walk")
        guard let walker else { throw GitError(operation: "start history walk", code: .other(-1), message: "no walker") }
        let walk = RevisionWalk(walker, repository: self)
        var sorting = GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue
        if reverse { sorting |= GIT_SORT_REVERSE.rawValue }
        try check(git_revwalk_sorting(walker, sorting), "sort history walk")
        if firstParentOnly { try check(git_revwalk_simplify_first_parent(walker), "first-parent walk") }
        for tip in tips {
            var oid = tip.oid
            try check(git_revwalk_push(walker, &oid), "walk from \(tip.short)")
        }
        for hide in hidden {
            var oid = hide.oid
            try check(git_revwalk_hide(walker, &oid), "hide \(hide.short)")
        }
        return walk
    }

    /// Re-creates `commits` (oldest first) one on top of the other, starting on `base` (nil:
    /// the first becomes a root), each with its own tree, author, committer, encoding and
    /// message: a new parent is all that changes. Written as one pack (uistate's pack writer),
    /// so a rewrite of 100,000 snapshots costs seconds. Returns the new ids, in the same order.
    public func replay(_ commits: [ObjectID], onto base: ObjectID?) throws(GitError) -> [ObjectID] {
        var parent = base
        var result: [ObjectID] = []
        var batch: [PackObject] = []
        for id in commits {
            let commit = try self.commit(id)
            let object = CommitObject.make(tree: commit.treeID, parents: parent.map { [$0] } ?? [], author: commit.author, committer: commit.committer,
                                           message: commit.message, encoding: commit.encoding)
            batch.append(object)
            result.append(object.id)
            parent = object.id
            if batch.count == 20_000 {
                try writePack(of: batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        if !batch.isEmpty { try writePack(of: batch) }
        return result
    }

    /// Whether `ancestor` is `descendant` or reachable from it.
    public func isAncestor(_ ancestor: ObjectID, of descendant: ObjectID) throws(GitError) -> Bool {
        if ancestor == descendant { return true }
        var a = descendant.oid, b = ancestor.oid
        let code = git_graph_descendant_of(pointer, &a, &b)
        try check(code, "compare history")
        return code == 1
    }
}
