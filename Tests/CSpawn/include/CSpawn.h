#ifndef CSPAWN_H
#define CSPAWN_H

#include <spawn.h>

/// The spawn extensions the test harness needs, with Linux's (GNU) and macOS's spellings.

/// A pipe no concurrently spawned process can inherit (pipe2 with O_CLOEXEC, or pipe and
/// FD_CLOEXEC where pipe2 is missing).
int cspawn_pipe_cloexec(int fds[2]);

/// Start the child in `path` (posix_spawn_file_actions_addchdir_np).
int cspawn_addchdir(posix_spawn_file_actions_t *actions, const char *path);

/// Nothing but the descriptors the actions name reaches the child: closefrom(lowest) on
/// Linux, POSIX_SPAWN_CLOEXEC_DEFAULT on macOS. `lowest` is 3, or past the extra descriptors
/// the actions set up before this one.
int cspawn_close_others(posix_spawn_file_actions_t *actions, posix_spawnattr_t *attributes, short *flags, int lowest);

#endif
