/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The file system on Windows (see hoshi/os.h). Paths are UTF-8 in Hoshi
 * and UTF-16 here: every call goes through the wide-character API, so a
 * folder named "Élèves" or "囲碁" works whatever the ANSI code page. A save
 * is a temporary beside the target, flushed, then ReplaceFileW (which
 * keeps the target's attributes and security) or MoveFileExW into place;
 * a link (a reparse point) is followed by a document's save and replaced,
 * never followed, by a save of Hoshi's own. */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>

#include <ctype.h>
#include <direct.h>
#include <errno.h>
#include <fcntl.h>
#include <io.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <wchar.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "os_internal.h"

/* --- UTF-8 and UTF-16 ------------------------------------------------------ */

/* path in UTF-16, malloc'ed; NULL (errno set) when it is not UTF-8 or
 * memory runs out. */
static wchar_t *wide(const char *path)
{
  int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, NULL, 0);
  if (n <= 0) {
    errno = EINVAL;
    return NULL;
  }
  wchar_t *w = os_malloc((size_t)n * sizeof *w);
  if (!w) {
    errno = ENOMEM;
    return NULL;
  }
  MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, w, n);
  return w;
}

/* w in UTF-8 into out; false (out "") when it does not fit. */
static bool narrow(const wchar_t *w, char *out, size_t len)
{
  int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, out, (int)(len > INT32_MAX ? INT32_MAX : len),
                              NULL, NULL);
  if (n <= 0 && len)
    out[0] = '\0';
  return n > 0;
}

/* errno for the last Win32 error. */
static int win_errno(DWORD e)
{
  switch (e) {
  case ERROR_FILE_NOT_FOUND:
  case ERROR_PATH_NOT_FOUND:
  case ERROR_INVALID_NAME:
    return ENOENT;
  case ERROR_ACCESS_DENIED:
  case ERROR_WRITE_PROTECT:
    return EACCES;
  case ERROR_ALREADY_EXISTS:
  case ERROR_FILE_EXISTS:
    return EEXIST;
  case ERROR_DISK_FULL:
  case ERROR_HANDLE_DISK_FULL:
    return ENOSPC;
  case ERROR_SHARING_VIOLATION:
  case ERROR_LOCK_VIOLATION:
    return EBUSY;
  case ERROR_NOT_ENOUGH_MEMORY:
  case ERROR_OUTOFMEMORY:
    return ENOMEM;
  case ERROR_DIRECTORY:
    return ENOTDIR;
  default:
    return EIO;
  }
}

/* The attributes of path (INVALID_FILE_ATTRIBUTES, errno set, when it is
 * not there). */
static DWORD attributes(const char *path)
{
  wchar_t *w = wide(path);
  if (!w)
    return INVALID_FILE_ATTRIBUTES;
  DWORD a = GetFileAttributesW(w);
  if (a == INVALID_FILE_ATTRIBUTES)
    errno = win_errno(GetLastError());
  free(w);
  return a;
}

static bool is_link(DWORD a)
{
  return a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_REPARSE_POINT);
}

/* --- opening and the calls of one file ------------------------------------- */

int os_open(const char *path, int flags, unsigned mode)
{
  /* A read-only file system (EROFS) still lets files be read. */
  bool reads = (flags & O_ACCMODE) == O_RDONLY && !(flags & (O_CREAT | O_TRUNC));
  if (!(reads && os_injected(OS_CALL_OPEN, EROFS)) && os_fails(OS_CALL_OPEN, path))
    return -1;
  wchar_t *w = wide(path);
  if (!w)
    return -1;
  int pmode = _S_IREAD | ((mode & 0222) ? _S_IWRITE : 0);
  int fd = _wopen(w, flags | _O_BINARY, pmode);
  free(w);
  return fd;
}

/* Whether fd is a regular file with one name (no hard link elsewhere). */
static bool plain_file(int fd)
{
  HANDLE h = (HANDLE)_get_osfhandle(fd);
  BY_HANDLE_FILE_INFORMATION info;
  return h != INVALID_HANDLE_VALUE && GetFileType(h) == FILE_TYPE_DISK &&
         GetFileInformationByHandle(h, &info) &&
         !(info.dwFileAttributes & (FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_REPARSE_POINT)) &&
         info.nNumberOfLinks == 1;
}

int os_open_own(const char *path, int flags, unsigned mode)
{
  for (int attempt = 0; attempt < 3; attempt++) {
    /* Never through a link: one planted at the name is refused. */
    if (is_link(attributes(path))) {
      errno = EPERM;
      return -1;
    }
    int base = (flags & ~(O_CREAT | O_EXCL)) | O_CLOEXEC;
    int fd = os_open(path, base, 0);
    if (fd < 0 && errno == ENOENT && (flags & O_CREAT)) {
      fd = os_open(path, base | O_CREAT | O_EXCL, mode);
      if (fd < 0 && errno == EEXIST)
        continue; /* made meanwhile by someone else: looked at again */
    }
    if (fd < 0)
      return -1;
    if (!plain_file(fd)) {
      _close(fd);
      errno = EPERM;
      return -1;
    }
    return fd;
  }
  errno = EEXIST;
  return -1;
}

FILE *os_append_own(const char *path, unsigned mode)
{
  int fd = os_open_own(path, O_WRONLY | O_CREAT | O_APPEND, mode);
  if (fd < 0)
    return NULL;
  FILE *f = _fdopen(fd, "ab");
  if (!f)
    _close(fd);
  return f;
}

int os_close(int fd) { return _close(fd); }

int os_fsync(int fd) { return os_fails(OS_CALL_FSYNC, NULL) ? -1 : _commit(fd); }

ssize_t os_read(int fd, void *buf, size_t n)
{
  if (os_fails(OS_CALL_READ, NULL))
    return -1;
  return _read(fd, buf, n > INT32_MAX ? INT32_MAX : (unsigned)n);
}

ssize_t os_pread(int fd, void *buf, size_t n, off_t at)
{
  if (os_fails(OS_CALL_READ, NULL))
    return -1;
  if (_lseeki64(fd, (long long)at, SEEK_SET) < 0)
    return -1;
  return _read(fd, buf, n > INT32_MAX ? INT32_MAX : (unsigned)n);
}

/* Released when the process ends, however it ends, as flock is. */
int os_lock(int fd)
{
  if (os_fails(OS_CALL_LOCK, NULL))
    return -1;
  HANDLE h = (HANDLE)_get_osfhandle(fd);
  OVERLAPPED at = {0};
  if (h == INVALID_HANDLE_VALUE ||
      !LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at)) {
    errno = EWOULDBLOCK;
    return -1;
  }
  return 0;
}

bool os_rewrite(int fd, const void *data, size_t n)
{
  if (os_fails(OS_CALL_WRITE, NULL) || n > INT32_MAX)
    return false;
  if (_lseeki64(fd, 0, SEEK_SET) != 0 || _write(fd, data, (unsigned)n) != (int)n ||
      _chsize_s(fd, (long long)n) != 0)
    return false;
  return os_fsync(fd) == 0;
}

/* --- folders and names ----------------------------------------------------- */

/* A folder's listing: DIR is mingw's, at the start of ours so that the
 * pointer given out is both; its d_name holds the UTF-8 name (a name
 * longer than it holds is skipped). */
typedef struct win_dir {
  DIR dir;
  HANDLE find;
  WIN32_FIND_DATAW data;
  bool have; /* data holds an entry not yet given */
} win_dir;

DIR *os_opendir(const char *path)
{
  if (os_fails(OS_CALL_OPENDIR, path))
    return NULL;
  char pattern[PATH_MAX];
  if (snprintf(pattern, sizeof pattern, "%s/*", path) >= (int)sizeof pattern) {
    errno = ENAMETOOLONG;
    return NULL;
  }
  wchar_t *w = wide(pattern);
  win_dir *d = w ? os_calloc(1, sizeof *d) : NULL;
  if (!d) {
    free(w);
    return NULL;
  }
  d->find = FindFirstFileExW(w, FindExInfoBasic, &d->data, FindExSearchNameMatch, NULL, 0);
  free(w);
  if (d->find == INVALID_HANDLE_VALUE) {
    DWORD e = GetLastError();
    free(d);
    errno = e == ERROR_DIRECTORY ? ENOTDIR : win_errno(e);
    return NULL;
  }
  d->have = true;
  return &d->dir;
}

struct dirent *os_readdir(DIR *dir)
{
  win_dir *d = (win_dir *)dir;
  for (;;) {
    if (!d->have && !FindNextFileW(d->find, &d->data))
      return NULL;
    d->have = false;
    if (narrow(d->data.cFileName, d->dir.dd_dir.d_name, sizeof d->dir.dd_dir.d_name)) {
      d->dir.dd_dir.d_namlen = (unsigned short)strlen(d->dir.dd_dir.d_name);
      return &d->dir.dd_dir;
    }
  }
}

int os_closedir(DIR *dir)
{
  win_dir *d = (win_dir *)dir;
  FindClose(d->find);
  free(d);
  return 0;
}

/* stat from the attributes: links are not followed (lstat) or are
 * (stat, through the file they name). */
static int stat_of(const char *path, struct stat *st, bool follow)
{
  wchar_t *w = wide(path);
  if (!w)
    return -1;
  WIN32_FILE_ATTRIBUTE_DATA a;
  BY_HANDLE_FILE_INFORMATION info;
  bool ok = GetFileAttributesExW(w, GetFileExInfoStandard, &a);
  DWORD e = GetLastError();
  if (ok && follow && (a.dwFileAttributes & FILE_ATTRIBUTE_REPARSE_POINT)) {
    HANDLE h = CreateFileW(w, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
    ok = h != INVALID_HANDLE_VALUE && GetFileInformationByHandle(h, &info);
    e = GetLastError();
    if (ok) {
      a.dwFileAttributes = info.dwFileAttributes & ~(DWORD)FILE_ATTRIBUTE_REPARSE_POINT;
      a.nFileSizeHigh = info.nFileSizeHigh, a.nFileSizeLow = info.nFileSizeLow;
      a.ftLastWriteTime = info.ftLastWriteTime;
    }
    if (h != INVALID_HANDLE_VALUE)
      CloseHandle(h);
  }
  free(w);
  if (!ok) {
    errno = win_errno(e);
    return -1;
  }
  memset(st, 0, sizeof *st);
  DWORD at = a.dwFileAttributes;
  /* A link not followed is neither a file nor a folder to its callers. */
  st->st_mode = (at & FILE_ATTRIBUTE_REPARSE_POINT) ? 0
                : (at & FILE_ATTRIBUTE_DIRECTORY)   ? (_S_IFDIR | 0755)
                : (at & FILE_ATTRIBUTE_READONLY)    ? (_S_IFREG | 0444)
                                                    : (_S_IFREG | 0644);
  unsigned long long size = ((unsigned long long)a.nFileSizeHigh << 32) | a.nFileSizeLow;
  st->st_size = size > INT32_MAX ? INT32_MAX : (_off_t)size;
  ULARGE_INTEGER t = {.LowPart = a.ftLastWriteTime.dwLowDateTime,
                      .HighPart = a.ftLastWriteTime.dwHighDateTime};
  st->st_mtime = (time_t)(t.QuadPart / 10000000ull - 11644473600ull);
  st->st_nlink = 1;
  return 0;
}

int os_stat(const char *path, struct stat *st) { return stat_of(path, st, true); }

int os_lstat(const char *path, struct stat *st) { return stat_of(path, st, false); }

/* The volume and the file index of path (through links), or false. */
static bool file_id(const char *path, BY_HANDLE_FILE_INFORMATION *info)
{
  wchar_t *w = wide(path);
  if (!w)
    return false;
  HANDLE h = CreateFileW(w, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                         OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
  free(w);
  bool ok = h != INVALID_HANDLE_VALUE && GetFileInformationByHandle(h, info);
  if (h != INVALID_HANDLE_VALUE)
    CloseHandle(h);
  return ok;
}

bool os_same_file(const char *a, const char *b)
{
  BY_HANDLE_FILE_INFORMATION x, y;
  return file_id(a, &x) && file_id(b, &y) && x.dwVolumeSerialNumber == y.dwVolumeSerialNumber &&
         x.nFileIndexHigh == y.nFileIndexHigh && x.nFileIndexLow == y.nFileIndexLow;
}

bool os_only_mine(const char *path)
{
  (void)path;
  return true;
}

int os_access(const char *path, int mode)
{
  wchar_t *w = wide(path);
  if (!w)
    return -1;
  int r = _waccess(w, mode & (R_OK | W_OK)); /* X_OK: Windows runs any file it can read */
  free(w);
  return r;
}

int os_rename(const char *from, const char *to)
{
  if (os_fails(OS_CALL_RENAME, to))
    return -1;
  wchar_t *f = wide(from), *t = wide(to);
  bool ok = f && t && MoveFileExW(f, t, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
  DWORD e = GetLastError();
  free(f), free(t);
  if (!ok)
    errno = win_errno(e);
  return ok ? 0 : -1;
}

int os_unlink(const char *path)
{
  wchar_t *w = wide(path);
  bool ok = w && DeleteFileW(w);
  DWORD e = GetLastError();
  free(w);
  if (!ok)
    errno = win_errno(e);
  return ok ? 0 : -1;
}

bool os_getcwd(char *out, size_t len)
{
  wchar_t w[PATH_MAX];
  DWORD n = GetCurrentDirectoryW(PATH_MAX, w);
  if (n > 0 && n < PATH_MAX && narrow(w, out, len))
    return true;
  if (len)
    out[0] = '\0';
  return false;
}

static bool is_sep(char c) { return c == '/' || c == '\\'; }

bool os_path_is_absolute(const char *path)
{
  return is_sep(path[0]) || (isalpha((unsigned char)path[0]) && path[1] == ':' && is_sep(path[2]));
}

size_t os_path_drive(const char *path)
{
  if (isalpha((unsigned char)path[0]) && path[1] == ':')
    return 2;
  if (!is_sep(path[0]) || !is_sep(path[1]))
    return 0;
  /* \\server\share: up to the separator after the share's name. */
  size_t n = 2 + strcspn(path + 2, "/\\");
  if (path[n])
    n += 1 + strcspn(path + n + 1, "/\\");
  return n;
}

const char *os_home(void)
{
  static char home[PATH_MAX];
  const wchar_t *w = _wgetenv(L"USERPROFILE");
  return w && narrow(w, home, sizeof home) ? home : NULL;
}

/* The folder where Windows keeps a kind of Hoshi's files, for the XDG
 * variable Linux would read: the settings roam with the user (APPDATA);
 * the autosave, the state and the caches stay on this machine
 * (LOCALAPPDATA). */
static const wchar_t *windows_folder(const char *var)
{
  return strcmp(var, "XDG_CONFIG_HOME") == 0 ? L"APPDATA" : L"LOCALAPPDATA";
}

bool os_xdg_path(const char *var, const char *fallback, const char *rest, char *out, size_t len)
{
  (void)fallback;
  const char *set = getenv(var);
  char base[PATH_MAX];
  const wchar_t *w = _wgetenv(windows_folder(var));
  int n = -1;
  /* "hoshi/x" is "Hoshi\x" in the Windows folders, as programs name theirs. */
  bool ours = strncmp(rest, "hoshi", 5) == 0 && (rest[5] == '/' || rest[5] == '\0');
  if (set && os_path_is_absolute(set))
    n = snprintf(out, len, "%s/%s", set, rest);
  else if (w && narrow(w, base, sizeof base) && os_path_is_absolute(base))
    n = snprintf(out, len, "%s\\%s%s", base, ours ? "Hoshi" : "", ours ? rest + 5 : rest);
  if (n < 0 || (size_t)n >= len) {
    if (len)
      out[0] = '\0';
    return false;
  }
  for (char *p = out; *p; p++) /* one separator, as Windows writes paths */
    if (*p == '/')
      *p = '\\';
  return true;
}

bool os_absolute_path(const char *path, char *out, size_t len)
{
  wchar_t *w = path[0] ? wide(path) : NULL;
  wchar_t full[PATH_MAX];
  DWORD n = w ? GetFullPathNameW(w, PATH_MAX, full, NULL) : 0;
  free(w);
  if (n == 0 || n >= PATH_MAX || !narrow(full, out, len)) {
    if (len)
      out[0] = '\0';
    return false;
  }
  return true;
}

static int make_dir(const char *path)
{
  if (os_fails(OS_CALL_MKDIR, path))
    return -1;
  wchar_t *w = wide(path);
  int r = w ? _wmkdir(w) : -1;
  free(w);
  return r;
}

bool os_make_dirs(const char *dir, unsigned mode, hoshi_error *err)
{
  (void)mode; /* a folder in the user's profile is the user's alone already */
  char d[PATH_MAX];
  int n = snprintf(d, sizeof d, "%s", dir);
  if (n <= 0 || (size_t)n >= sizeof d)
    return os_dir_failed(err, dir, ENAMETOOLONG);
  /* The root is never made: past "C:\" or "\\server\share\". */
  char *p = d + (isalpha((unsigned char)d[0]) && d[1] == ':' ? 3 : 1);
  if ((d[0] == '\\' || d[0] == '/') && (d[1] == '\\' || d[1] == '/'))
    for (int seps = 0; *p && seps < 2; p++)
      seps += *p == '\\' || *p == '/';
  for (;; p++) {
    if (*p != '/' && *p != '\\' && *p != '\0')
      continue;
    char c = *p;
    *p = '\0';
    if (make_dir(d) != 0 && errno != EEXIST && errno != EACCES)
      return os_dir_failed(err, d, errno);
    *p = c;
    if (!c)
      break;
  }
  DWORD a = attributes(d);
  if (a == INVALID_FILE_ATTRIBUTES)
    return os_dir_failed(err, d, errno);
  if (!(a & FILE_ATTRIBUTE_DIRECTORY))
    return os_dir_failed(err, d, ENOTDIR);
  return true;
}

/* --- writing --------------------------------------------------------------- */

static bool write_all(int fd, const char *target, const char *data, size_t len)
{
  if (os_fails(OS_CALL_WRITE, target))
    return false;
  for (size_t done = 0; done < len;) {
    size_t chunk = len - done > (1u << 30) ? (1u << 30) : len - done;
    int w = _write(fd, data + done, (unsigned)chunk);
    if (w <= 0) {
      if (w == 0)
        errno = ENOSPC;
      return false;
    }
    done += (size_t)w;
  }
  return true;
}

/* The file a document's save replaces: the one a link names, else path. */
static void resolve_target(const char *path, char *out, size_t len)
{
  snprintf(out, len, "%s", path);
  if (!is_link(attributes(path)))
    return;
  wchar_t *w = wide(path);
  HANDLE h = w ? CreateFileW(w, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                             OPEN_EXISTING, 0, NULL)
               : INVALID_HANDLE_VALUE;
  free(w);
  wchar_t final[PATH_MAX];
  if (h != INVALID_HANDLE_VALUE) {
    DWORD n = GetFinalPathNameByHandleW(h, final, PATH_MAX, FILE_NAME_NORMALIZED);
    if (n > 0 && n < PATH_MAX)
      narrow(final, out, len);
    CloseHandle(h);
  }
}

/* Puts tmp in target's place: ReplaceFileW over a file that is there
 * (keeping its attributes), MoveFileExW where there is none or where a
 * link is replaced itself. */
static bool put_in_place(const char *tmp, const char *target, bool exists)
{
  if (os_fails(OS_CALL_RENAME, target))
    return false;
  wchar_t *t = wide(target), *f = wide(tmp);
  bool ok = t && f &&
            ((exists && ReplaceFileW(t, f, NULL, REPLACEFILE_IGNORE_MERGE_ERRORS, NULL, NULL)) ||
             MoveFileExW(f, t, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH));
  DWORD e = GetLastError();
  free(t), free(f);
  if (!ok)
    errno = win_errno(e);
  return ok;
}

static bool write_atomic(const char *path, const void *data, size_t len, bool follow,
                         hoshi_error *err)
{
  char target[PATH_MAX], tmp[PATH_MAX + 16];
  if (strlen(path) >= sizeof target)
    return hoshi_fail(err, _("the path %.200s is too long"), path);
  if (follow)
    resolve_target(path, target, sizeof target);
  else
    snprintf(target, sizeof target, "%s", path);
  DWORD a = attributes(target);
  bool link = is_link(a), exists = a != INVALID_FILE_ATTRIBUTES && !link;
  /* A folder or a device is not a file to save over. */
  if (exists && (a & (FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_DEVICE)))
    return hoshi_fail(err, _("%s is not a regular file: it was not replaced"), path);
  int fd = os_create_unique(target, OS_MODE_DOCUMENT, tmp, sizeof tmp);
  if (fd < 0) {
    const char *reason = strerror(errno);
    return hoshi_fail(err, _("cannot create a temporary file beside %s: %s"), path, reason);
  }
  const char *what = NULL;
  if (!write_all(fd, target, data, len))
    what = N_("cannot write %s: %s");
  else if (os_fsync(fd) != 0)
    what = N_("cannot flush %s: %s");
  int saved = errno;
  if (_close(fd) != 0 && !what)
    what = N_("cannot write %s: %s"), saved = errno;
  if (!what && !put_in_place(tmp, target, exists))
    what = N_("cannot replace %s: %s"), saved = errno;
  if (what) {
    os_unlink(tmp);
    const char *reason = strerror(saved);
    return hoshi_fail(err, _(what), path, reason);
  }
  return true;
}

bool os_write_atomic(const char *path, const void *data, size_t len, unsigned new_mode,
                     hoshi_error *err)
{
  (void)new_mode; /* Windows has no modes: a new file gets its folder's security */
  return write_atomic(path, data, len, true, err);
}

bool os_write_own(const char *path, const void *data, size_t len, hoshi_error *err)
{
  DWORD a = attributes(path);
  if (a != INVALID_FILE_ATTRIBUTES && !is_link(a) && (a & FILE_ATTRIBUTE_DIRECTORY))
    return hoshi_fail(err, _("%s is not a regular file of yours: it was not replaced"), path);
  return write_atomic(path, data, len, false, err);
}

/* --- reading --------------------------------------------------------------- */

static enum os_read read_failed(int fd, char *buf, hoshi_error *err, int e, enum os_read why)
{
  if (fd >= 0)
    _close(fd);
  free(buf);
  hoshi_fail(err, "%s", strerror(e));
  return why;
}

enum os_read os_read_file(const char *path, size_t max, char **data, size_t *len, hoshi_error *err)
{
  *data = NULL;
  *len = 0;
  DWORD a = attributes(path);
  if (a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_DIRECTORY)) {
    hoshi_fail(err, "%s", strerror(EISDIR));
    return OS_READ_NOT_FILE;
  }
  int fd = os_open(path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0) {
    int e = errno;
    return read_failed(-1, NULL, err, e, e == ENOENT ? OS_READ_MISSING : OS_READ_FAILED);
  }
  HANDLE h = (HANDLE)_get_osfhandle(fd);
  LARGE_INTEGER size;
  if (GetFileType(h) != FILE_TYPE_DISK || !GetFileSizeEx(h, &size)) {
    _close(fd);
    hoshi_fail(err, "%s", _("not a regular file"));
    return OS_READ_NOT_FILE;
  }
  if ((unsigned long long)size.QuadPart > max)
    return read_failed(fd, NULL, err, EFBIG, OS_READ_TOO_LARGE);
  size_t cap = (size_t)size.QuadPart + 1, n = 0;
  char *buf = os_malloc(cap + 1);
  if (!buf) {
    _close(fd);
    return OS_READ_NO_MEMORY;
  }
  for (;;) {
    if (n == cap) /* more than its size: it grew while read */
      return read_failed(fd, buf, err, EAGAIN, OS_READ_CHANGED);
    ssize_t r = os_read(fd, buf + n, cap - n);
    if (r < 0)
      return read_failed(fd, buf, err, errno, OS_READ_FAILED);
    if (r == 0)
      break;
    n += (size_t)r;
  }
  _close(fd);
  buf[n] = '\0';
  *data = buf;
  *len = n;
  return OS_READ_OK;
}

int64_t os_now_ms(void) { return (int64_t)GetTickCount64(); }
