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
#include <fcntl.h> /* the flags of os_open */
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

/* The characters that separate a path's folders. */
#ifdef _WIN32
#define OS_DIR_SEPARATORS "/\\"
/* The flags of open() that Windows has not: os_open gives each its
 * meaning there (O_CLOEXEC: the handle is not inherited). */
#define O_CLOEXEC   _O_NOINHERIT
#define O_NOFOLLOW  0
#define O_NONBLOCK  0
#define O_NOCTTY    0
#define O_DIRECTORY 0
#else
#define OS_DIR_SEPARATORS "/"
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

/* Whether path starts at a root: "/" on POSIX; "C:\", "C:/", "\\server\share"
 * or "/" on Windows. */
bool os_path_is_absolute(const char *path);

/* The length of the drive before an absolute path's root separator: 0 on
 * POSIX; 2 for "C:\x", the length of "\\server\share" for a network path. */
size_t os_path_drive(const char *path);

/* The user's home folder (HOME; Windows: USERPROFILE), NULL when unknown. */
const char *os_home(void);

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

/* Whether a and b name the same existing file (the same device and inode,
 * or volume and file index on Windows: through links and other spellings
 * of the path). False when either does not exist. */
bool os_same_file(const char *a, const char *b);

/* Whether a file that says which programs to run is the user's alone:
 * it and the folder it is in owned by the user (or root), neither
 * writable by the group or others (a folder with the sticky bit, as /tmp,
 * may be: nobody else can replace a file in it). A file that does not
 * exist is nobody else's either. On Windows, true (its folders are the
 * user's profile; ACLs are not read). */
bool os_only_mine(const char *path);

/* A name for a new file: path itself when nothing has it, else path with
 * "-2", "-3", ... before its extension (NAME-2.pdf), the first that nothing
 * has, up to 999. False when none is free or out is too short. */
bool os_unused_name(const char *path, char *out, size_t len);

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
int os_close(int fd);
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
/* n strings (n < 0: up to the NULL that ends src) copied into one
 * allocation of the same shape, NULL terminated, freed with free. NULL when
 * memory runs out. */
const char **os_argv_copy(const char *const src[], int n);

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

/* --- the process and its place in the system (system_posix.c, system_win32.c) */

/* At the very start: the process made safe to run (POSIX: a file-size
 * limit gives a write error, not death by SIGXFSZ; stdin, stdout and stderr
 * held open on /dev/null when Hoshi was started without them, so that no
 * file takes their numbers). On Windows the arguments are replaced by the
 * command line in UTF-8 (main's are in the ANSI code page), messages go to
 * the console Hoshi was started from, in UTF-8, and the fonts and their
 * configuration shipped beside hoshi.exe are the ones fontconfig reads. */
void os_start(int *argc, char ***argv);

/* Quit requests from the system (POSIX: SIGTERM, SIGINT, SIGHUP; Windows:
 * Ctrl+C, the console closed, a logout or a shutdown) are recorded and
 * passed on: POSIX to the handler that was in place (SDL's, which turns
 * SIGTERM into its quit event), Windows by calling wake(ctx) from the
 * handler's thread. Call after the window is open. */
void os_catch_quit_requests(void (*wake)(void *ctx), void *ctx);
/* 0, or the signal that asked Hoshi to quit (SIGTERM, SIGINT, SIGHUP). */
int os_quit_request(void);

/* The folder of Hoshi's own program (no separator at its end); false when
 * it cannot be known. */
bool os_exe_dir(char *out, size_t len);

/* Sets an environment variable for this process (and its children). */
bool os_setenv(const char *name, const char *value);

/* The address space the process may use (ulimit -v), in bytes; false
 * when there is no such limit (or the system has none, Windows). */
bool os_address_space_limit(unsigned long long *bytes);

/* Ends the process at once, as a crash would, running nothing of its own
 * (for the tests of what a crash leaves). */
void os_die_now(void);

/* The decimal separator of the user's number format ("," in French), or
 * NULL when the system does not say. */
const char *os_decimal_point(void);

/* The user's interface language as a locale name ("fr_FR"), for systems
 * where no environment variable says it (Windows: the UI language); NULL
 * where the environment is the place to look (POSIX). */
const char *os_ui_language(void);

/* Text in a legacy character set (an SGF file's CA: ISO-8859-1, Shift_JIS,
 * GB2312, EUC-KR, Big5...) turned into UTF-8: os_charset_open gives NULL
 * when the system does not know the charset. os_charset_convert writes at
 * most out_len bytes and says how many; false when the text is not valid
 * in that charset or does not fit. */
typedef struct os_charset os_charset;
os_charset *os_charset_open(const char *name);
bool os_charset_convert(os_charset *c, const char *in, size_t n, char *out, size_t out_len,
                        size_t *written);
void os_charset_close(os_charset *c);

#endif
