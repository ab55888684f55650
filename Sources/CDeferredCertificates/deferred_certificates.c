// Issue 15: a command that never opens a network connection should not pay ~52 M instructions
// (about 10 ms) for mbedTLS to parse the system CA bundle inside git_libgit2_init. libgit2 1.5
// has no option for it, so the executable interposes mbedTLS's file loader: during start-up it
// records the path and returns success with an empty chain; the Git layer loads the recorded
// file through GIT_OPT_SET_SSL_CERT_LOCATIONS before its first transfer, which calls this
// function again, now forwarded to mbedTLS. With any other TLS backend this is never called.
// Failing safe: if the file is never loaded, TLS verification fails; it never passes unchecked.
#define _GNU_SOURCE
#include "deferred_certificates.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

struct mbedtls_x509_crt;

static int deferring;
static char *deferred_file;
static unsigned long calls;

void deferred_certificates_set_deferring(int on) { deferring = on; }

const char *deferred_certificates_file(void) { return deferred_file; }

unsigned long deferred_certificates_calls(void) { return calls; }

int deferred_certificates_mbedtls_loaded(void) {
    return dlsym(RTLD_DEFAULT, "mbedtls_ssl_init") != NULL;
}

#if defined(__linux__)
int mbedtls_x509_crt_parse_file(struct mbedtls_x509_crt *chain, const char *path);

int mbedtls_x509_crt_parse_file(struct mbedtls_x509_crt *chain, const char *path) {
    static int (*parse)(struct mbedtls_x509_crt *, const char *);
    calls += 1;
    if (deferring && path != NULL) {
        char *copy = strdup(path);
        if (copy != NULL) {
            free(deferred_file);
            deferred_file = copy;
            return 0;
        }
    }
    if (parse == NULL) parse = (int (*)(struct mbedtls_x509_crt *, const char *))dlsym(RTLD_NEXT, "mbedtls_x509_crt_parse_file");
    // MBEDTLS_ERR_X509_FILE_IO_ERROR: mbedTLS itself is missing, so nothing can be loaded.
    if (parse == NULL) return -0x2900;
    return parse(chain, path);
}
#endif
