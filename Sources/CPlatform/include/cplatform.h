#ifndef CPLATFORM_H
#define CPLATFORM_H

/// Swaps two paths in one step: renameat2(RENAME_EXCHANGE) on Linux, renamex_np(RENAME_SWAP)
/// on macOS. Returns 0, or -1 with errno set (EINVAL or ENOSYS where the file system cannot).
int cplatform_exchange(const char *first, const char *second);

/// Installs handlers for SIGINT and SIGTERM that only record the signal (no SA_RESTART, so a
/// blocking poll or sleep returns early with EINTR). Returns 0, or -1 with errno set.
int cplatform_catch_stop_signals(void);

/// The last SIGINT or SIGTERM caught since `cplatform_catch_stop_signals`, or 0.
int cplatform_stop_signal(void);

/// Holds back SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGPIPE for the calling thread (they stay
/// pending), and puts the mask back as it was: one that came meanwhile is then delivered.
/// Not nested. Returns 0, or an errno value.
int cplatform_hold_termination_signals(void);
int cplatform_release_termination_signals(void);

#endif
