#ifndef CLIBGIT2_SHIM_H
#define CLIBGIT2_SHIM_H

#include <git2.h>
#include <git2/sys/mempack.h>

/* git_libgit2_opts() is variadic, and Swift does not import C variadic functions. */
static inline int clibgit2_enable_fsync_gitdir(int enabled) {
    return git_libgit2_opts(GIT_OPT_ENABLE_FSYNC_GITDIR, enabled);
}

static inline int clibgit2_set_search_path(int level, const char *path) {
    return git_libgit2_opts(GIT_OPT_SET_SEARCH_PATH, level, path);
}

static inline int clibgit2_set_owner_validation(int enabled) {
    return git_libgit2_opts(GIT_OPT_SET_OWNER_VALIDATION, enabled);
}

#endif
