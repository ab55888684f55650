import CLibgit2

/// Unified diffs of two texts, as git formats them (`uistate diff --patch`).
public enum TextPatch {
    /// The patch turning `old` into `new` (nil: the file does not exist on that side), with
    /// `a/`/`b/` paths; empty when they are equal.
    public static func unified(old: [UInt8]?, new: [UInt8]?, path: String, contextLines: UInt32 = 3) throws(GitError) -> String {
        LibGit2.initialize()
        var options = git_diff_options()
        try check(git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)), "diff options")
        options.context_lines = contextLines
        var patch: OpaquePointer?
        let code = (old ?? []).withUnsafeBytes { oldBuffer in
            (new ?? []).withUnsafeBytes { newBuffer in
                git_patch_from_buffers(
                    &patch, old == nil ? nil : oldBuffer.baseAddress, old?.count ?? 0, old == nil ? nil : path,
                    new == nil ? nil : newBuffer.baseAddress, new?.count ?? 0, new == nil ? nil : path, &options)
            }
        }
        try check(code, "diff '\(path)'")
        defer { git_patch_free(patch) }
        guard let patch else { return "" }
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        try check(git_patch_to_buf(&buffer, patch), "format patch")
        return buffer.ptr.map { String(cString: $0) } ?? ""
    }
}
