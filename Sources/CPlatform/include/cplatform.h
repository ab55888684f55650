#ifndef CPLATFORM_H
#define CPLATFORM_H

/// Swaps two paths in one step: renameat2(RENAME_EXCHANGE) on Linux, renamex_np(RENAME_SWAP)
/// on macOS. Returns 0, or -1 with errno set (EINVAL or ENOSYS where the file system cannot).
int cplatform_exchange(const char *first, const char *second);

#endif
