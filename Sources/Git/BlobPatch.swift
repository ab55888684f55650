import CLibgit2

/// Unified diffs of two blobs (`uistate diff --patch`).
extension Repository {
    /// The patch turning `old` into `new` (nil: the file does not exist on that side), with
    /// `a/`/`b/` paths as git writes them; empty when they are equal.
    public func patch(old: ObjectID?, new: ObjectID?, oldPath: String, newPath: String, contextLines: UInt32 = 3) throws(GitError) -> String {
        func lookup(_ id: ObjectID?) throws(GitError) -> OpaquePointer? {
            guard let id else { return nil }
            var oid = id.oid
            var blob: OpaquePointer?
            try check(git_blob_lookup(&blob, pointer, &oid), "read blob \(id.short)")
            return blob
        }
        let oldBlob = try lookup(old)
        defer { git_blob_free(oldBlob) }
        let newBlob = try lookup(new)
        defer { git_blob_free(newBlob) }
        var options = git_diff_options()
        try check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)), "diff options")
        options.context_lines = contextLines
        var patch: OpaquePointer?
        try check(git_patch_from_blobs(&patch, oldBlob, oldPath, newBlob, newPath, &options), "diff blobs")
        defer { git_patch_free(patch) }
        guard let patch else { return "" }
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        try check(git_patch_to_buf(&buffer, patch), "format patch")
        return buffer.ptr.map { String(cString: $0) } ?? ""
    }
}
