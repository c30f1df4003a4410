/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The file system's part that is the same on every system (see
 * hoshi/os.h): failures on demand, memory, names of files, the temporaries
 * a killed save leaves. The system calls are in fs_posix.c and
 * fs_win32.c. */
#include "hoshi/os.h"

#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hoshi/i18n.h"
#include "hoshi/process.h"
#include "os_internal.h"

/* --- failures on demand -------------------------------------------------------- */

static struct {
  char prefix[PATH_MAX];
  int err; /* 0: off */
} injected[OS_CALLS];

/* The nth call of a kind (os_inject_nth): counted in every thread. */
static struct {
  _Atomic long count, nth;
  _Atomic int err;
} counted[OS_CALLS];

void os_inject(enum os_call call, const char *prefix, int err)
{
  if (call >= OS_CALLS)
    return;
  injected[call].err = prefix ? err : 0;
  snprintf(injected[call].prefix, sizeof injected[call].prefix, "%s", prefix ? prefix : "");
}

void os_inject_nth(enum os_call call, long n, int err)
{
  if (call >= OS_CALLS)
    return;
  counted[call].count = 0;
  counted[call].err = err;
  counted[call].nth = n > 0 ? n : 0;
}

long os_calls(enum os_call call) { return call < OS_CALLS ? counted[call].count : 0; }

void os_inject_clear(void)
{
  for (int i = 0; i < OS_CALLS; i++) {
    os_inject((enum os_call)i, NULL, 0);
    counted[i].nth = 0;
  }
}

/* Whether call on path (NULL: a call without one) must fail; sets errno
 * when it must. */
bool os_injected(enum os_call call, int err)
{
  return call < OS_CALLS && injected[call].err == err;
}

bool os_fails(enum os_call call, const char *path)
{
  long n = ++counted[call].count, nth = counted[call].nth;
  if (nth > 0 && n == nth) {
    errno = counted[call].err ? counted[call].err : EIO;
    return true;
  }
  int err = injected[call].err;
  if (!err || !path || strncmp(path, injected[call].prefix, strlen(injected[call].prefix)) != 0)
    return false;
  errno = err;
  return true;
}

/* --- memory ---------------------------------------------------------------------- */

void *os_malloc(size_t n)
{
  if (os_fails(OS_CALL_ALLOC, NULL))
    return NULL;
  return malloc(n ? n : 1);
}

void *os_calloc(size_t n, size_t size)
{
  if (size && n > SIZE_MAX / size) {
    errno = ENOMEM;
    return NULL;
  }
  if (os_fails(OS_CALL_ALLOC, NULL))
    return NULL;
  return calloc(n ? n : 1, size ? size : 1);
}

void *os_realloc(void *p, size_t n)
{
  if (os_fails(OS_CALL_ALLOC, NULL))
    return NULL;
  return realloc(p, n ? n : 1);
}

char *os_strdup(const char *s)
{
  size_t n = strlen(s) + 1;
  char *d = os_malloc(n);
  if (d)
    memcpy(d, s, n);
  return d;
}

const char **os_argv_copy(const char *const src[], int n)
{
  if (n < 0)
    for (n = 0; src[n];)
      n++;
  size_t total = 0;
  for (int i = 0; i < n; i++)
    total += strlen(src[i]) + 1;
  const char **v = os_malloc((size_t)(n + 1) * sizeof *v + total);
  if (!v)
    return NULL;
  char *text = (char *)(v + n + 1);
  for (int i = 0; i < n; i++) {
    size_t len = strlen(src[i]) + 1;
    memcpy(text, src[i], len);
    v[i] = text;
    text += len;
  }
  v[n] = NULL;
  return v;
}

/* --- paths ----------------------------------------------------------------------- */

const char *os_file_name(const char *path)
{
  const char *name = path;
  for (const char *p = path; *p; p++)
    if (strchr(OS_DIR_SEPARATORS, *p))
      name = p + 1;
  return name;
}

bool os_make_parent_dirs(const char *path, unsigned mode, hoshi_error *err)
{
  char dir[PATH_MAX];
  int n = snprintf(dir, sizeof dir, "%s", path);
  if (n < 0 || (size_t)n >= sizeof dir)
    return hoshi_fail(err, _("the path %.200s is too long"), path);
  size_t name = (size_t)(os_file_name(dir) - dir);
  if (name <= 1)
    return true; /* no folder, or the root's */
  dir[name - 1] = '\0';
  return os_make_dirs(dir, mode, err);
}

bool os_dir_failed(hoshi_error *err, const char *dir, int e)
{
  hoshi_fail(err, _("cannot make the folder %.200s: %s"), dir, strerror(e));
  errno = e;
  return false;
}

/* --- writing --------------------------------------------------------------------- */

int os_create_unique(const char *path, unsigned mode, char *tmp, size_t len)
{
  static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  static _Thread_local unsigned long long counter;
  unsigned long long x = (unsigned long long)os_now_ms() ^ ((unsigned long long)os_pid() << 20) ^
                         (unsigned long long)(uintptr_t)tmp;
  for (int attempt = 0; attempt < 100; attempt++) {
    x = x * 6364136223846793005ull + 1442695040888963407ull + ++counter;
    char name[7];
    unsigned long long r = x >> 16;
    for (int i = 0; i < 6; i++, r /= 62)
      name[i] = letters[r % 62];
    name[6] = '\0';
    int n = snprintf(tmp, len, "%s.tmp-%s", path, name);
    if (n < 0 || (size_t)n >= len) {
      errno = ENAMETOOLONG;
      return -1;
    }
    int fd = os_open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (fd >= 0 || errno != EEXIST)
      return fd;
  }
  errno = EEXIST;
  return -1;
}

/* Whether name is prefix...tmp-XXXXXX, as os_create_unique makes them. */
static bool is_temp_name(const char *name, const char *prefix)
{
  size_t n = strlen(name), p = strlen(prefix);
  if (n < p + 11 || strncmp(name, prefix, p) != 0 || strncmp(name + n - 11, ".tmp-", 5) != 0)
    return false;
  for (size_t i = n - 6; i < n; i++)
    if (!isalnum((unsigned char)name[i]))
      return false;
  return true;
}

bool os_unused_name(const char *path, char *out, size_t len)
{
  const char *name = os_file_name(path), *dot = strrchr(name, '.');
  if (!dot || dot == name)
    dot = path + strlen(path);
  int stem = (int)(dot - path);
  struct stat st;
  for (int k = 1; k < 1000; k++) {
    int n = k == 1 ? snprintf(out, len, "%s", path)
                   : snprintf(out, len, "%.*s-%d%s", stem, path, k, dot);
    if (n < 0 || (size_t)n >= len)
      return false;
    if (os_lstat(out, &st) != 0)
      return true;
  }
  return false;
}

int os_remove_stale_temps(const char *dir, const char *prefix, int min_age)
{
  DIR *d = os_opendir(dir);
  if (!d)
    return 0;
  int removed = 0;
  time_t now = time(NULL);
  struct dirent *e;
  while ((e = os_readdir(d))) {
    char path[PATH_MAX];
    struct stat st;
    if (!is_temp_name(e->d_name, prefix) ||
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= (int)sizeof path ||
        os_lstat(path, &st) != 0 || !S_ISREG(st.st_mode) || now - st.st_mtime <= min_age)
      continue;
    removed += os_unlink(path) == 0;
  }
  os_closedir(d);
  return removed;
}
