// renameat2 is a GNU extension and variadic syscall(2) cannot be called from Swift, so the
// exchange lives in C, with both platforms' calls written out.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include "cplatform.h"

int cplatform_exchange(const char *first, const char *second) {
#if defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#elif defined(__linux__) && defined(RENAME_EXCHANGE)
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    errno = ENOSYS;
    return -1;
#endif
}

// A signal handler may only touch a volatile sig_atomic_t; Swift cannot declare one.
static volatile sig_atomic_t stop_signal = 0;

static void record_stop(int signal_number) {
    stop_signal = signal_number;
}

int cplatform_catch_stop_signals(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = record_stop;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGINT, &action, NULL) != 0) return -1;
    return sigaction(SIGTERM, &action, NULL);
}

int cplatform_stop_signal(void) {
    return stop_signal;
}
