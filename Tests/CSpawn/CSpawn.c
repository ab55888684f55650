#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>
#include "CSpawn.h"

int cspawn_pipe_cloexec(int fds[2]) {
#if defined(__APPLE__)
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#else
    return pipe2(fds, O_CLOEXEC);
#endif
}

int cspawn_addchdir(posix_spawn_file_actions_t *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np(actions, path);
}

int cspawn_close_others(posix_spawn_file_actions_t *actions, posix_spawnattr_t *attributes, short *flags, int lowest) {
#if defined(__APPLE__)
    (void)actions;
    (void)attributes;
    (void)lowest;
    *flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
    return 0;
#else
    (void)attributes;
    (void)flags;
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
#endif
}
