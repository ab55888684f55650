#ifndef DEFERRED_CERTIFICATES_H
#define DEFERRED_CERTIFICATES_H

/// Starts or ends deferring: while on, libgit2's start-up load of the system CA bundle
/// (Debian's libgit2 with mbedTLS parses every certificate in `git_libgit2_init`) only records
/// the file's path.
void deferred_certificates_set_deferring(int on);

/// The CA file whose load was deferred, or NULL when none was (another TLS backend, or
/// libgit2 started without deferring).
const char *deferred_certificates_file(void);

/// How many times libgit2 called mbedTLS's CA file loader through this interposer: never with
/// another TLS backend.
unsigned long deferred_certificates_calls(void);

/// Whether mbedTLS is loaded in this process: the only sign of libgit2's TLS backend before
/// 1.9, which does not name it.
int deferred_certificates_mbedtls_loaded(void);

#endif
