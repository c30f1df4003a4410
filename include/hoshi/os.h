/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The OS layer: every file-system call Hoshi makes goes through here, so
 * that saving works one way everywhere (the window's Ctrl+S, the autosave,
 * the settings, GTP printsgf) and so that tests can make any call fail
 * (os_inject) instead of relying on file modes, which root ignores.
 *
 * Paths are plain C strings; errors come back in a hoshi_error whose
 * message names the path and the system's reason. No SDL here.
 */
#ifndef HOSHI_OS_H
#define HOSHI_OS_H

#include <dirent.h>
#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>
#include <sys/stat.h>

#include "hoshi/error.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* The modes a new file is created with (the umask applies). A file that
 * exists keeps its own mode when it is replaced. */
#define OS_MODE_DOCUMENT 0666u /* a game record, the settings: 0644 under umask 022 */
#define OS_MODE_PRIVATE  0600u /* the autosave, the session lock: the user's alone */
#define OS_DIR_PRIVATE   0700u /* the XDG folders Hoshi makes */

/* Writes data to path atomically: a temporary file of its own beside the
 * target (name.tmp-XXXXXX, created exclusively, so that two writers never
 * share one), written in full, flushed to the disk, given the target's
 * mode (an existing file keeps its mode; a new one gets mode & ~umask),
 * renamed over the target, and the folder flushed so that the rename
 * survives a power cut. When path is a symbolic link, the file it points
 * to is replaced and the link stays. On failure nothing is left behind and
 * the target is as it was. */
HOSHI_MUST_CHECK bool os_write_atomic(const char *path, const void *data, size_t len,
                                      unsigned new_mode, hoshi_error *err);

/* mkdir -p: makes dir and the folders above it that are missing, with mode
 * (the umask applies). true when dir is (now) a folder. */
HOSHI_MUST_CHECK bool os_make_dirs(const char *dir, unsigned mode, hoshi_error *err);

/* mkdir -p of the folder that holds path. */
HOSHI_MUST_CHECK bool os_make_parent_dirs(const char *path, unsigned mode, hoshi_error *err);

/* $VAR/rest, or $HOME/fallback/rest when VAR is unset or not absolute (the
 * XDG base directory rule): e.g. ("XDG_STATE_HOME", ".local/state",
 * "hoshi"). false (out "") when neither gives a place or it does not fit. */
bool os_xdg_path(const char *var, const char *fallback, const char *rest, char *out, size_t len);

/* path as an absolute path, so that a file is found again from any working
 * directory: the real path when the file exists, else the working
 * directory and path. false (out "") when it does not fit in len or the
 * working directory is unknown. */
bool os_absolute_path(const char *path, char *out, size_t len);

/* The last part of a path ("game.sgf" of "/a/b/game.sgf"). */
const char *os_file_name(const char *path);

enum os_read {
  OS_READ_OK,
  OS_READ_MISSING,   /* no such file (or a part of the path is not a folder) */
  OS_READ_NOT_FILE,  /* a folder, a FIFO, a device: never read, so never hangs */
  OS_READ_TOO_LARGE, /* larger than the limit: not read */
  OS_READ_CHANGED,   /* it grew while it was read: what was read is not used */
  OS_READ_FAILED,    /* cannot be opened or read (the reason is in err) */
  OS_READ_NO_MEMORY,
};

/* Reads a whole regular file of at most max bytes. On OS_READ_OK, *data
 * (malloc'ed, NUL-terminated, the caller frees it) and *len hold it;
 * otherwise *data is NULL and err holds the system's reason alone
 * (strerror), for the caller to put in its own sentence. */
enum os_read os_read_file(const char *path, size_t max, char **data, size_t *len, hoshi_error *err);

/* Removes from dir the temporary files os_write_atomic leaves when it is
 * killed mid-write (NAME.tmp-XXXXXX, NAME starting with prefix) that were
 * last written more than min_age seconds ago, so that a save in flight in
 * another process is never touched. Returns how many were removed. */
int os_remove_stale_temps(const char *dir, const char *prefix, int min_age);

/* Opens a file of Hoshi's own in a folder others might write to (the
 * session lock, the engines' log): never through a symbolic link, created
 * exclusively (with mode) when it is new and flags hold O_CREAT, never
 * blocking on a FIFO, and only a regular file of this user's with one
 * name, so that a link planted to someone else's file is refused (EPERM).
 * Only system calls that are safe after fork. -1 with errno on failure. */
int os_open_own(const char *path, int flags, unsigned mode);

/* Thin wrappers over the system calls, with the failures of os_inject. */
int os_open(const char *path, int flags, unsigned mode);
DIR *os_opendir(const char *path);
int os_stat(const char *path, struct stat *st);
int os_rename(const char *from, const char *to);
int os_unlink(const char *path);

/* --- for tests: failures on demand -------------------------------------- */

enum os_call {
  OS_CALL_OPEN,
  OS_CALL_OPENDIR,
  OS_CALL_MKDIR,
  OS_CALL_WRITE,
  OS_CALL_RENAME,
  OS_CALLS
};

/* From now on, `call` on a path that starts with prefix fails with errno
 * err (OS_CALL_WRITE: the writes of os_write_atomic to that target).
 * prefix NULL stops it; os_inject_clear stops them all. */
void os_inject(enum os_call call, const char *prefix, int err);
void os_inject_clear(void);

/* Milliseconds of a monotonic clock (the game clock's time source). */
int64_t os_now_ms(void);

#endif
