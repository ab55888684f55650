#ifndef CLIBGIT2_SHIM_H
#define CLIBGIT2_SHIM_H

#include <git2.h>
/* libgit2 1.8 moved git_error_clear and git_error_set_str out of what git2.h includes. */
#if __has_include(<git2/sys/errors.h>)
#include <git2/sys/errors.h>
#endif

/* The headers' version: 1.9 names it LIBGIT2_VERSION_*, 1.5 LIBGIT2_VER_* (1.9 keeps those
   only among its deprecated names). */
#if defined(LIBGIT2_VERSION_MAJOR)
#define CLIBGIT2_MAJOR LIBGIT2_VERSION_MAJOR
#define CLIBGIT2_MINOR LIBGIT2_VERSION_MINOR
#else
#define CLIBGIT2_MAJOR LIBGIT2_VER_MAJOR
#define CLIBGIT2_MINOR LIBGIT2_VER_MINOR
#endif

/// git_libgit2_opts is variadic, which Swift cannot call: one fixed-argument form per option used.
static inline int git_libgit2_opts_set_certificate_file(const char *file) {
    return git_libgit2_opts(GIT_OPT_SET_SSL_CERT_LOCATIONS, file, (const char *)0);
}

/// As git reads objects: their ids are not hashed again on every read (git checks them in
/// fsck, gc and transfers; libgit2 by default hashes every object it inflates).
static inline int git_libgit2_opts_set_strict_hash_verification(int enabled) {
    return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, enabled);
}

/// The bytes of parsed objects libgit2 keeps for reuse (256 MB by default), a variadic call
/// Swift cannot make.
static inline int git_libgit2_opts_set_cache_max_size(size_t bytes) {
    return git_libgit2_opts(GIT_OPT_SET_CACHE_MAX_SIZE, (ssize_t)bytes);
}

/// The largest object of `type` libgit2 keeps for reuse (0: none of that type).
static inline int git_libgit2_opts_set_cache_object_limit(git_object_t type, size_t bytes) {
    return git_libgit2_opts(GIT_OPT_SET_CACHE_OBJECT_LIMIT, type, bytes);
}

/// The version of the headers this was compiled against, e.g. "1.9.4" (the library loaded at
/// run time may differ when a build finds one library's headers and another's binary).
static inline const char *git_libgit2_header_version(void) {
    return LIBGIT2_VERSION;
}

/// The HTTPS backend libgit2 names (1.9 and later: "openssl", "mbedtls", "securetransport",
/// ...); NULL before 1.9, which has no way to say, or when built without HTTPS.
static inline const char *git_libgit2_https_backend_name(void) {
#if CLIBGIT2_MAJOR > 1 || (CLIBGIT2_MAJOR == 1 && CLIBGIT2_MINOR >= 9)
    return git_libgit2_feature_backend(GIT_FEATURE_HTTPS);
#else
    return (const char *)0;
#endif
}

#endif
