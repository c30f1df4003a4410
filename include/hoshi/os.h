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
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/types.h>

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

/* The same for a file of Hoshi's own in its state folder (the autosave,
 * the games put aside): private (0600), and never through a link: a
 * symbolic link planted at its name is replaced, not followed, and a name
 * that is not a regular file of this user's is refused. */
HOSHI_MUST_CHECK bool os_write_own(const char *path, const void *data, size_t len,
                                   hoshi_error *err);

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

/* The engines' log and such: os_open_own, then a stream to append to.
 * NULL with errno on failure. */
FILE *os_append_own(const char *path, unsigned mode);

/* Thin wrappers over the system calls, with the failures of os_inject. */
int os_open(const char *path, int flags, unsigned mode);
DIR *os_opendir(const char *path);
struct dirent *os_readdir(DIR *d);
int os_closedir(DIR *d);
int os_stat(const char *path, struct stat *st);
int os_lstat(const char *path, struct stat *st);
int os_access(const char *path, int mode);
int os_rename(const char *from, const char *to);
int os_unlink(const char *path);
int os_fsync(int fd);
ssize_t os_read(int fd, void *buf, size_t n);
ssize_t os_pread(int fd, void *buf, size_t n, off_t at);
/* A lock of this process's own on fd (flock, exclusive, not waiting);
 * released when the process ends, however it ends. 0, or -1 with errno. */
int os_lock(int fd);
/* Replaces a small file's whole content in place (the session's mark):
 * written at its start, cut to its length, flushed. */
bool os_rewrite(int fd, const void *data, size_t n);
/* The working folder; false when it is unknown or does not fit. */
bool os_getcwd(char *out, size_t len);

/* Memory: every allocation goes through these, so that a test can make
 * any one of them fail (os_inject_nth with OS_CALL_ALLOC). They behave as
 * malloc, calloc, realloc and strdup (calloc checks its product). */
void *os_malloc(size_t n);
void *os_calloc(size_t n, size_t size);
void *os_realloc(void *p, size_t n);
char *os_strdup(const char *s);

/* --- for tests: failures on demand -------------------------------------- */

enum os_call {
  OS_CALL_OPEN,
  OS_CALL_OPENDIR,
  OS_CALL_MKDIR,
  OS_CALL_WRITE,
  OS_CALL_RENAME,
  OS_CALL_ALLOC,
  OS_CALL_READ,
  OS_CALL_FSYNC,
  OS_CALL_LOCK,
  OS_CALLS
};

/* From now on, `call` on a path that starts with prefix fails with errno
 * err (OS_CALL_WRITE: the writes of os_write_atomic to that target).
 * prefix NULL stops it; os_inject_clear stops them all. */
void os_inject(enum os_call call, const char *prefix, int err);
void os_inject_clear(void);

/* As SQLite's fault injection: the nth call of that kind from now on (1:
 * the next) fails with errno err, whatever its path; the others go
 * through. n 0 stops it (os_inject_clear too). os_calls says how many
 * calls of a kind were made since the counting started, so that a test
 * knows how far to walk n. Counted in every thread. */
void os_inject_nth(enum os_call call, long n, int err);
long os_calls(enum os_call call);

/* Milliseconds of a monotonic clock (the game clock's time source). */
int64_t os_now_ms(void);

#endif
