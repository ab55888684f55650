#ifndef DEFERRED_CERTIFICATES_H
#define DEFERRED_CERTIFICATES_H

/// Starts or ends deferring: while on, libgit2's start-up load of the system CA bundle
/// (Debian's libgit2 with mbedTLS parses every certificate in `git_libgit2_init`) only records
/// the file's path.
void deferred_certificates_set_deferring(int on);

/// The CA file whose load was deferred, or NULL when none was (another TLS backend, or
/// libgit2 started without deferring).
const char *deferred_certificates_file(void);

#endif
