// renameat2 is a GNU extension and variadic syscall(2) cannot be called from Swift, so the
// exchange lives in C, with both platforms' calls written out.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
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

// The signals that end a process by default and can be held back (SIGKILL and SIGSTOP cannot).
static void termination_signals(sigset_t *set) {
    sigemptyset(set);
    sigaddset(set, SIGINT);
    sigaddset(set, SIGTERM);
    sigaddset(set, SIGHUP);
    sigaddset(set, SIGQUIT);
    sigaddset(set, SIGPIPE);
}

// The mask before the hold, put back by the release (a signal the caller had blocked stays so).
static sigset_t mask_before_hold;

int cplatform_hold_termination_signals(void) {
    sigset_t set;
    termination_signals(&set);
    return pthread_sigmask(SIG_BLOCK, &set, &mask_before_hold);
}

int cplatform_release_termination_signals(void) {
    return pthread_sigmask(SIG_SETMASK, &mask_before_hold, NULL);
}
