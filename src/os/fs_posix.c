/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The file system on POSIX systems (see hoshi/os.h). */
#define _XOPEN_SOURCE 700 /* realpath */
#include "hoshi/os.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <time.h>
#include <unistd.h>

#include "hoshi/i18n.h"
#include "os_internal.h"

int os_open(const char *path, int flags, unsigned mode)
{
  /* A read-only file system (EROFS) still lets files be read. */
  bool reads = (flags & O_ACCMODE) == O_RDONLY && !(flags & (O_CREAT | O_TRUNC));
  if (!(reads && os_injected(OS_CALL_OPEN, EROFS)) && os_fails(OS_CALL_OPEN, path))
    return -1;
  return open(path, flags, (mode_t)mode);
}

int os_open_own(const char *path, int flags, unsigned mode)
{
  int base = (flags & ~(O_CREAT | O_EXCL)) | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK;
  for (int attempt = 0; attempt < 3; attempt++) {
    int fd = os_open(path, base, 0);
    if (fd < 0 && errno == ENOENT && (flags & O_CREAT)) {
      fd = os_open(path, base | O_CREAT | O_EXCL, mode);
      if (fd < 0 && errno == EEXIST)
        continue; /* made meanwhile by someone else: looked at again */
    }
    if (fd < 0)
      return -1;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_nlink != 1 || st.st_uid != geteuid()) {
      close(fd);
      errno = EPERM;
      return -1;
    }
    int fl = fcntl(fd, F_GETFL);
    if (fl != -1)
      fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    return fd;
  }
  errno = EEXIST;
  return -1;
}

DIR *os_opendir(const char *path) { return os_fails(OS_CALL_OPENDIR, path) ? NULL : opendir(path); }

struct dirent *os_readdir(DIR *d) { return readdir(d); }

int os_closedir(DIR *d) { return closedir(d); }

int os_stat(const char *path, struct stat *st) { return stat(path, st); }

int os_lstat(const char *path, struct stat *st) { return lstat(path, st); }

int os_access(const char *path, int mode) { return access(path, mode); }

bool os_same_file(const char *a, const char *b)
{
  struct stat sa, sb;
  return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* Owned by the user or root, and writable by nobody else (sticky: others
 * may write the folder but not replace what is ours in it). */
static bool owned_alone(const struct stat *st, bool sticky_ok)
{
  bool owner = st->st_uid == geteuid() || st->st_uid == 0;
  bool others = (st->st_mode & (S_IWGRP | S_IWOTH)) != 0;
  return owner && (!others || (sticky_ok && (st->st_mode & S_ISVTX)));
}

bool os_only_mine(const char *path)
{
  struct stat st;
  if (stat(path, &st) != 0)
    return errno == ENOENT;
  if (!owned_alone(&st, false))
    return false;
  char dir[4096];
  const char *slash = strrchr(path, '/');
  if (!slash)
    snprintf(dir, sizeof dir, ".");
  else if (slash == path)
    snprintf(dir, sizeof dir, "/");
  else
    snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
  return stat(dir, &st) == 0 && owned_alone(&st, true);
}

int os_fsync(int fd) { return os_fails(OS_CALL_FSYNC, NULL) ? -1 : fsync(fd); }

ssize_t os_read(int fd, void *buf, size_t n)
{
  return os_fails(OS_CALL_READ, NULL) ? -1 : read(fd, buf, n);
}

ssize_t os_pread(int fd, void *buf, size_t n, off_t at)
{
  return os_fails(OS_CALL_READ, NULL) ? -1 : pread(fd, buf, n, at);
}

int os_lock(int fd) { return os_fails(OS_CALL_LOCK, NULL) ? -1 : flock(fd, LOCK_EX | LOCK_NB); }

bool os_rewrite(int fd, const void *data, size_t n)
{
  if (os_fails(OS_CALL_WRITE, NULL))
    return false;
  if (pwrite(fd, data, n, 0) != (ssize_t)n || ftruncate(fd, (off_t)n) != 0)
    return false;
  return os_fsync(fd) == 0;
}

bool os_getcwd(char *out, size_t len)
{
  if (getcwd(out, len))
    return true;
  if (len)
    out[0] = '\0';
  return false;
}

FILE *os_append_own(const char *path, unsigned mode)
{
  int fd = os_open_own(path, O_WRONLY | O_CREAT | O_APPEND, mode);
  if (fd < 0)
    return NULL;
  FILE *f = fdopen(fd, "a");
  if (!f)
    close(fd);
  return f;
}

int os_rename(const char *from, const char *to)
{
  return os_fails(OS_CALL_RENAME, to) ? -1 : rename(from, to);
}

int os_unlink(const char *path) { return unlink(path); }

int os_close(int fd) { return close(fd); }

static int make_dir(const char *path, unsigned mode)
{
  return os_fails(OS_CALL_MKDIR, path) ? -1 : mkdir(path, (mode_t)mode);
}

/* --- paths ----------------------------------------------------------------------- */

bool os_path_is_absolute(const char *path) { return path[0] == '/'; }

size_t os_path_drive(const char *path)
{
  (void)path;
  return 0;
}

const char *os_home(void) { return getenv("HOME"); }

bool os_xdg_path(const char *var, const char *fallback, const char *rest, char *out, size_t len)
{
  const char *base = getenv(var);
  int n;
  if (base && base[0] == '/') {
    n = snprintf(out, len, "%s/%s", base, rest);
  } else {
    const char *home = getenv("HOME");
    if (!home || !home[0]) {
      out[0] = '\0';
      return false;
    }
    n = snprintf(out, len, "%s/%s/%s", home, fallback, rest);
  }
  if (n < 0 || (size_t)n >= len) {
    out[0] = '\0';
    return false;
  }
  return true;
}

bool os_absolute_path(const char *path, char *out, size_t len)
{
  int n;
  char *real = path[0] ? realpath(path, NULL) : NULL;
  if (real) {
    n = snprintf(out, len, "%s", real);
    free(real);
  } else if (path[0] == '/') {
    n = snprintf(out, len, "%s", path);
  } else {
    char cwd[PATH_MAX];
    if (!path[0] || !getcwd(cwd, sizeof cwd)) {
      if (len)
        out[0] = '\0';
      return false;
    }
    n = snprintf(out, len, "%s/%s", cwd, path);
  }
  if (n < 0 || (size_t)n >= len) {
    if (len)
      out[0] = '\0';
    return false;
  }
  return true;
}

/* --- folders ----------------------------------------------------------------------- */

bool os_make_dirs(const char *dir, unsigned mode, hoshi_error *err)
{
  char d[PATH_MAX];
  int n = snprintf(d, sizeof d, "%s", dir);
  if (n <= 0 || (size_t)n >= sizeof d)
    return os_dir_failed(err, dir, ENAMETOOLONG);
  for (char *p = d + 1;; p++) {
    if (*p != '/' && *p != '\0')
      continue;
    char c = *p;
    *p = '\0';
    if (make_dir(d, mode) != 0 && errno != EEXIST)
      return os_dir_failed(err, d, errno);
    *p = c;
    if (!c)
      break;
  }
  struct stat st;
  if (stat(d, &st) != 0)
    return os_dir_failed(err, d, errno);
  if (!S_ISDIR(st.st_mode))
    return os_dir_failed(err, d, ENOTDIR);
  return true;
}

/* --- writing ------------------------------------------------------------------------ */

/* Flushes the folder that holds path, so that a rename survives a power
 * cut. Best effort: some file systems refuse it. */
static void sync_parent(const char *path)
{
  char dir[PATH_MAX];
  snprintf(dir, sizeof dir, "%s", path);
  char *slash = strrchr(dir, '/');
  if (!slash)
    snprintf(dir, sizeof dir, ".");
  else if (slash == dir)
    dir[1] = '\0';
  else
    *slash = '\0';
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd >= 0) {
    fsync(fd);
    close(fd);
  }
}

static bool write_all(int fd, const char *target, const char *data, size_t len)
{
  if (os_fails(OS_CALL_WRITE, target))
    return false;
  for (size_t done = 0; done < len;) {
    ssize_t w = write(fd, data + done, len - done);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0) {
      if (w == 0)
        errno = ENOSPC;
      return false;
    }
    done += (size_t)w;
  }
  return true;
}

/* The file a save replaces: the target of a symbolic link, else path. */
static void resolve_target(const char *path, char *out, size_t len)
{
  struct stat st;
  char *real;
  if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode) && (real = realpath(path, NULL))) {
    int n = snprintf(out, len, "%s", real);
    free(real);
    if (n > 0 && (size_t)n < len)
      return;
  }
  snprintf(out, len, "%s", path);
}

static bool write_atomic(const char *path, const void *data, size_t len, unsigned new_mode,
                         bool follow, hoshi_error *err);

bool os_write_atomic(const char *path, const void *data, size_t len, unsigned new_mode,
                     hoshi_error *err)
{
  return write_atomic(path, data, len, new_mode, true, err);
}

bool os_write_own(const char *path, const void *data, size_t len, hoshi_error *err)
{
  struct stat st;
  if (lstat(path, &st) == 0 && !S_ISLNK(st.st_mode) &&
      (!S_ISREG(st.st_mode) || st.st_uid != geteuid()))
    return hoshi_fail(err, _("%s is not a regular file of yours: it was not replaced"), path);
  return write_atomic(path, data, len, OS_MODE_PRIVATE, false, err);
}

static bool write_held(const char *path, const void *data, size_t len, unsigned new_mode,
                       bool follow, hoshi_error *err);

/* No signal that ends the process lands between the temporary's creation
 * and its rename or removal: every one but those a fault raises (and
 * SIGKILL, which nothing holds) waits until then, so that an interrupted
 * save or export leaves the old file and no temporary. */
static bool write_atomic(const char *path, const void *data, size_t len, unsigned new_mode,
                         bool follow, hoshi_error *err)
{
  sigset_t hold, was;
  sigfillset(&hold);
  static const int faults[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS};
  for (size_t i = 0; i < sizeof faults / sizeof faults[0]; i++)
    sigdelset(&hold, faults[i]);
  pthread_sigmask(SIG_BLOCK, &hold, &was);
  bool ok = write_held(path, data, len, new_mode, follow, err);
  pthread_sigmask(SIG_SETMASK, &was, NULL);
  return ok;
}

static bool write_held(const char *path, const void *data, size_t len, unsigned new_mode,
                       bool follow, hoshi_error *err)
{
  char target[PATH_MAX], tmp[PATH_MAX + 16];
  if (strlen(path) >= sizeof target)
    return hoshi_fail(err, _("the path %.200s is too long"), path);
  if (follow)
    resolve_target(path, target, sizeof target);
  else
    snprintf(target, sizeof target, "%s", path);
  struct stat st;
  bool exists = (follow ? stat(target, &st) : lstat(target, &st)) == 0;
  if (exists && !follow && S_ISLNK(st.st_mode))
    exists = false; /* the link itself is replaced */
  /* A FIFO, a socket, a device or a folder is not a file to save over:
   * renaming over it would replace it (as root, /dev/null itself). */
  if (exists && !S_ISREG(st.st_mode))
    return hoshi_fail(err, _("%s is not a regular file: it was not replaced"), path);
  int fd = os_create_unique(target, exists ? OS_MODE_PRIVATE : new_mode, tmp, sizeof tmp);
  if (fd < 0) {
    const char *reason = strerror(errno); /* before gettext can change errno */
    return hoshi_fail(err, _("cannot create a temporary file beside %s: %s"), path, reason);
  }
  enum { DONE, WRITE, FLUSH, REPLACE } what = DONE;
  int saved = 0;
  if (exists && fchmod(fd, st.st_mode & 07777) != 0)
    what = WRITE;
  else if (!write_all(fd, target, data, len))
    what = WRITE;
  else if (os_fsync(fd) != 0)
    what = FLUSH;
  saved = errno;
  if (close(fd) != 0 && what == DONE) {
    what = WRITE;
    saved = errno;
  }
  if (what == DONE && os_rename(tmp, target) != 0) {
    what = REPLACE;
    saved = errno;
  }
  if (what != DONE) {
    unlink(tmp);
    const char *reason = strerror(saved);
    return what == WRITE   ? hoshi_fail(err, _("cannot write %s: %s"), path, reason)
           : what == FLUSH ? hoshi_fail(err, _("cannot flush %s: %s"), path, reason)
                           : hoshi_fail(err, _("cannot replace %s: %s"), path, reason);
  }
  sync_parent(target);
  return true;
}

/* --- reading ------------------------------------------------------------------------ */

enum os_read os_read_file(const char *path, size_t max, char **data, size_t *len, hoshi_error *err)
{
  *data = NULL;
  *len = 0;
  /* O_NONBLOCK: a FIFO (or a device) in its place must not hang; it is
   * refused below, and a regular file reads as it would without it. */
  int fd = os_open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0) {
    int e = errno;
    hoshi_fail(err, "%s", strerror(e));
    return e == ENOENT || e == ENOTDIR ? OS_READ_MISSING : OS_READ_FAILED;
  }
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    bool dir = fstat(fd, &st) == 0 && S_ISDIR(st.st_mode);
    close(fd);
    hoshi_fail(err, "%s", dir ? strerror(EISDIR) : _("not a regular file"));
    return OS_READ_NOT_FILE;
  }
  if ((unsigned long long)st.st_size > max) {
    close(fd);
    hoshi_fail(err, "%s", strerror(EFBIG));
    return OS_READ_TOO_LARGE;
  }
  int fl = fcntl(fd, F_GETFL);
  if (fl != -1)
    fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
  size_t cap = (size_t)st.st_size + 1, n = 0;
  char *buf = os_malloc(cap + 1);
  if (!buf) {
    close(fd);
    return OS_READ_NO_MEMORY;
  }
  for (;;) {
    if (n == cap) {
      /* More than its size: it grew while read, and may be cut anywhere. */
      close(fd);
      free(buf);
      hoshi_fail(err, "%s", strerror(EAGAIN));
      return OS_READ_CHANGED;
    }
    ssize_t r = os_read(fd, buf + n, cap - n);
    if (r < 0 && errno == EINTR)
      continue;
    if (r < 0) {
      int e = errno;
      close(fd);
      free(buf);
      hoshi_fail(err, "%s", strerror(e));
      return OS_READ_FAILED;
    }
    if (r == 0)
      break;
    n += (size_t)r;
  }
  close(fd);
  buf[n] = '\0';
  *data = buf;
  *len = n;
  return OS_READ_OK;
}

int64_t os_now_ms(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}
