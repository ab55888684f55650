#ifndef CSPAWN_H
#define CSPAWN_H

#include <spawn.h>

/// The GNU extensions the test harness spawns with; Swift's Glibc module leaves them out.

/// pipe2(fds, O_CLOEXEC): a pipe no concurrently spawned process can inherit.
int cspawn_pipe_cloexec(int fds[2]);

/// posix_spawn_file_actions_addchdir_np: start the child in `path`.
int cspawn_addchdir(posix_spawn_file_actions_t *actions, const char *path);

/// posix_spawn_file_actions_addclosefrom_np: close every descriptor from `lowest` up.
int cspawn_addclosefrom(posix_spawn_file_actions_t *actions, int lowest);

#endif
