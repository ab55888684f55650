import CLibgit2

/// Walking the commit graph.
extension Repository {
    /// Commits reachable from `tips` and not from `hidden`, newest first (topological, then by
    /// time), optionally first parents only; `body` returns false to stop early.
    public func walk(
        from tips: [ObjectID], hiding hidden: [ObjectID] = [], firstParentOnly: Bool = false, reverse: Bool = false,
        _ body: (ObjectID) throws -> Bool
    ) throws {
        var walker: OpaquePointer?
        try check(git_revwalk_new(&walker, pointer), "start history walk")
        defer { git_revwalk_free(walker) }
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
        var oid = git_oid()
        while true {
            let code = git_revwalk_next(&oid, walker)
            if code == GIT_ITEROVER.rawValue { git_error_clear(); return }
            try check(code, "walk history")
            guard try body(ObjectID(oid)) else { return }
        }
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
