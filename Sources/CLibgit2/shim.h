#ifndef CLIBGIT2_SHIM_H
#define CLIBGIT2_SHIM_H

#include <git2.h>
#include <git2/sys/mempack.h>

/// git_libgit2_opts is variadic, which Swift cannot call: one fixed-argument form per option used.
static inline int git_libgit2_opts_set_certificate_file(const char *file) {
    return git_libgit2_opts(GIT_OPT_SET_SSL_CERT_LOCATIONS, file, (const char *)0);
}

#endif
