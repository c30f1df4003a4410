/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The file chooser's model: listing, sorting, navigation and the names typed
 * for "save as". Paths live in fixed buffers of FILELIST_PATH_MAX bytes and
 * every write into one is checked first. */
#include "app/filelist.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hoshi/os.h"
#include "hoshi/strbuf.h"

#include "hoshi/i18n.h"

/* The longest single name most file systems take (POSIX NAME_MAX on Linux). */
#define FILELIST_NAME_MAX 255

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

/* ASCII only, so the order does not depend on the locale. */
static int casecmp(const char *a, const char *b)
{
  for (;; a++, b++) {
    int d = lower((unsigned char)*a) - lower((unsigned char)*b);
    if (d != 0 || *a == '\0')
      return d;
  }
}

static bool has_prefix_nocase(const char *s, const char *prefix)
{
  for (; *prefix; s++, prefix++)
    if (*s == '\0' || lower((unsigned char)*s) != lower((unsigned char)*prefix))
      return false;
  return true;
}

static bool is_sgf_name(const char *name)
{
  size_t n = strlen(name);
  return n > 4 && casecmp(name + n - 4, ".sgf") == 0;
}

/* "what path: reason" into fl->error. A path too long for the message loses
 * its beginning rather than the reason. */
static void set_error(filelist *fl, const char *what, const char *path, const char *reason)
{
  size_t fixed = strlen(what) + 1 + 2 + strlen(reason); /* "what " + ": " + reason */
  size_t room = sizeof fl->error - 1 > fixed ? sizeof fl->error - 1 - fixed : 0;
  size_t plen = strlen(path);
  /* Cutting is the intent: the results are checked only to say so to gcc. */
  int n;
  if (plen <= room)
    /* TRANSLATORS: "Cannot read" + a path + ": " + why. */
    n = snprintf(fl->error, sizeof fl->error, _("%s %s: %s"), what, path, reason);
  else if (room > 3)
    n = snprintf(fl->error, sizeof fl->error, _("%s ...%s: %s"), what, path + plen - (room - 3),
                 reason);
  else
    n = snprintf(fl->error, sizeof fl->error, _("%s: %s"), what, reason);
  if (n < 0)
    fl->error[0] = 0;
}

/* Appends the components of src to the normalised absolute path out (olen
 * bytes used: its drive, "" on POSIX, and "/name" for each component),
 * resolving "." and ".." textually, never above the drive's root. */
static bool add_components(char *out, size_t *olen, size_t len, size_t drive, const char *src)
{
  while (*src) {
    src += strspn(src, OS_DIR_SEPARATORS);
    size_t c = strcspn(src, OS_DIR_SEPARATORS);
    if (c == 0)
      break;
    if (c == 1 && src[0] == '.') {
      /* nothing */
    } else if (c == 2 && src[0] == '.' && src[1] == '.') {
      while (*olen > drive && out[*olen - 1] != '/')
        (*olen)--;
      if (*olen > drive)
        (*olen)--; /* the slash */
    } else {
      if (*olen + 1 + c + 1 > len)
        return false;
      out[(*olen)++] = '/';
      memcpy(out + *olen, src, c);
      *olen += c;
    }
    src += c;
  }
  return true;
}

/* Makes in absolute (against the current directory) and normalised.
 * Returns 0 or an errno value. */
static int normalise(const char *in, char *out, size_t len)
{
  char cwd[FILELIST_PATH_MAX];
  const char *base = in;
  if (!os_path_is_absolute(in)) {
    if (!os_getcwd(cwd, sizeof cwd))
      return errno == ERANGE ? ENAMETOOLONG : errno;
    base = cwd;
  }
  size_t drive = os_path_drive(base), olen = drive;
  if (drive + 2 > len)
    return ENAMETOOLONG;
  memcpy(out, base, drive); /* "C:" on Windows, nothing on POSIX */
  if (!add_components(out, &olen, len, drive, base + drive) ||
      (base != in && !add_components(out, &olen, len, drive, in)))
    return ENAMETOOLONG;
  if (olen == drive)
    out[olen++] = '/';
  out[olen] = '\0';
  return 0;
}

/* Whether the normalised path is its drive's root ("/", "C:/"). */
static bool is_root(const char *path) { return strcmp(path + os_path_drive(path), "/") == 0; }

/* dir + "/" + name, without doubling the slash of "/". */
static bool join_path(const char *dir, const char *name, const char *suffix, char *out, size_t len)
{
  const char *sep = is_root(dir) ? "" : "/";
  size_t need = strlen(dir) + strlen(sep) + strlen(name) + strlen(suffix) + 1;
  if (need > len)
    return false;
  snprintf(out, len, "%s%s%s%s", dir, sep, name, suffix);
  return true;
}

static bool is_folder(const char *path)
{
  struct stat st;
  return os_stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static void free_entries(filelist_entry *e, size_t n)
{
  for (size_t i = 0; i < n; i++)
    free(e[i].name);
  free(e);
}

/* Folders before files, then by name ignoring case, then byte by byte so the
 * order is total. */
static int entry_cmp(const void *pa, const void *pb)
{
  const filelist_entry *a = pa, *b = pb;
  if (a->is_dir != b->is_dir)
    return a->is_dir ? -1 : 1;
  int d = casecmp(a->name, b->name);
  return d != 0 ? d : strcmp(a->name, b->name);
}

static bool push(filelist_entry **e, size_t *n, size_t *cap, const char *name, bool is_dir,
                 long long size)
{
  if (!hoshi_grow((void **)e, cap, *n + 1, sizeof **e, 32))
    return false;
  char *copy = os_malloc(strlen(name) + 1);
  if (!copy)
    return false;
  strcpy(copy, name);
  (*e)[(*n)++] = (filelist_entry){copy, is_dir, size};
  return true;
}

void filelist_init(filelist *fl) { memset(fl, 0, sizeof *fl); }

void filelist_deinit(filelist *fl)
{
  free_entries(fl->entries, fl->n);
  filelist_init(fl);
}

bool filelist_open(filelist *fl, const char *dir)
{
  char abs[FILELIST_PATH_MAX];
  filelist_entry *e = NULL;
  size_t n = 0, cap = 0;
  const char *reason = NULL;

  if (!dir || !*dir) {
    snprintf(fl->error, sizeof fl->error, "%s", _("No folder given"));
    return false;
  }
  int err = normalise(dir, abs, sizeof abs);
  if (err) {
    set_error(fl, _("Cannot read"), dir, strerror(err));
    return false;
  }
  DIR *d = os_opendir(abs);
  if (!d) {
    reason = strerror(errno); /* before gettext can change errno */
    set_error(fl, _("Cannot read"), abs, reason);
    return false;
  }
  bool at_root = is_root(abs);
  size_t dir_len = strlen(abs) + (at_root ? 0 : 1);
  if (!at_root && !push(&e, &n, &cap, "..", true, 0))
    goto out_of_memory;
  size_t first = n;
  for (;;) {
    errno = 0;
    struct dirent *de = os_readdir(d);
    if (!de) {
      if (errno) {
        reason = strerror(errno);
        goto fail;
      }
      break;
    }
    const char *name = de->d_name;
    struct stat st;
    char full[FILELIST_PATH_MAX];
    if (name[0] == '.' || !join_path(abs, name, "", full, sizeof full) || os_stat(full, &st) != 0)
      continue;
    bool is_dir = S_ISDIR(st.st_mode);
    if (!is_dir && !(S_ISREG(st.st_mode) && (fl->all || is_sgf_name(name))))
      continue;
    if (dir_len + strlen(name) + 1 > FILELIST_PATH_MAX)
      continue; /* could never be opened through this chooser */
    if (!push(&e, &n, &cap, name, is_dir, is_dir ? 0 : (long long)st.st_size))
      goto out_of_memory;
  }
  os_closedir(d);
  qsort(e + first, n - first, sizeof *e, entry_cmp);

  free_entries(fl->entries, fl->n);
  memcpy(fl->dir, abs, strlen(abs) + 1);
  fl->entries = e;
  fl->n = n;
  fl->selected = 0;
  fl->top = 0;
  fl->error[0] = '\0';
  return true;

out_of_memory:
  reason = _("Out of memory");
fail:
  os_closedir(d);
  free_entries(e, n);
  set_error(fl, _("Cannot read"), abs, reason);
  return false;
}

bool filelist_up(filelist *fl)
{
  char *slash = strrchr(fl->dir, '/');
  if (!slash || slash[1] == '\0')
    return false; /* "/" or never opened */
  char parent[FILELIST_PATH_MAX], came_from[FILELIST_PATH_MAX];
  strcpy(came_from, slash + 1);
  size_t drive = os_path_drive(fl->dir);
  size_t plen = (size_t)(slash - fl->dir) == drive ? drive + 1 : (size_t)(slash - fl->dir);
  memcpy(parent, fl->dir, plen);
  parent[plen] = '\0';
  if (!filelist_open(fl, parent))
    return false;
  for (size_t i = 0; i < fl->n; i++)
    if (fl->entries[i].is_dir && strcmp(fl->entries[i].name, came_from) == 0) {
      fl->selected = fl->top = i;
      break;
    }
  return true;
}

bool filelist_activate(filelist *fl, char *path, size_t len)
{
  if (len > 0)
    path[0] = '\0';
  if (fl->n == 0)
    return false;
  const filelist_entry *e = &fl->entries[fl->selected < fl->n ? fl->selected : fl->n - 1];
  if (e->is_dir && strcmp(e->name, "..") == 0) {
    filelist_up(fl);
    return false;
  }
  char full[FILELIST_PATH_MAX];
  if (!join_path(fl->dir, e->name, "", full, sizeof full)) {
    set_error(fl, _("Cannot open"), e->name, strerror(ENAMETOOLONG));
    return false;
  }
  if (e->is_dir) {
    filelist_open(fl, full);
    return false;
  }
  if (strlen(full) + 1 > len) {
    set_error(fl, _("Cannot open"), full, strerror(ENAMETOOLONG));
    return false;
  }
  memcpy(path, full, strlen(full) + 1);
  fl->error[0] = '\0';
  return true;
}

void filelist_move(filelist *fl, int delta, int visible_rows)
{
  if (fl->n == 0) {
    fl->selected = fl->top = 0;
    return;
  }
  size_t rows = visible_rows < 1 ? 1 : (size_t)visible_rows;
  size_t last = fl->n - 1;
  size_t sel = fl->selected < last ? fl->selected : last;
  if (delta < 0) {
    size_t back = (size_t)(-(long long)delta);
    sel = back > sel ? 0 : sel - back;
  } else {
    size_t fwd = (size_t)delta;
    sel = fwd > last - sel ? last : sel + fwd;
  }
  size_t top = fl->top;
  if (sel < top)
    top = sel;
  else if (sel - top >= rows)
    top = sel - rows + 1;
  if (fl->n <= rows)
    top = 0;
  else if (top > fl->n - rows)
    top = fl->n - rows;
  fl->selected = sel;
  fl->top = top;
}

/* Characters, not bytes: a UTF-8 continuation byte does not start one. */
static size_t utf8_chars(const char *s)
{
  size_t n = 0;
  for (; *s; s++)
    n += ((unsigned char)*s & 0xC0) != 0x80;
  return n;
}

void filelist_select_prefix(filelist *fl, const char *prefix)
{
  if (fl->n == 0 || !prefix || !*prefix)
    return;
  size_t sel = fl->selected < fl->n ? fl->selected : 0;
  size_t start = utf8_chars(prefix) == 1 ? sel + 1 : sel;
  for (size_t i = 0; i < fl->n; i++) {
    size_t k = (start + i) % fl->n;
    if (has_prefix_nocase(fl->entries[k].name, prefix)) {
      fl->selected = k;
      return;
    }
  }
}

bool filelist_join(const filelist *fl, const char *name, char *path, size_t len, hoshi_error *why)
{
  const char *reason = NULL;
  if (len > 0)
    path[0] = '\0';

  const char *suffix = "";
  if (!os_path_is_absolute(fl->dir))
    reason = _("No folder is open");
  else if (!name || !*name)
    reason = _("Type a file name");
  else if (strpbrk(name, OS_DIR_SEPARATORS))
    reason = _("A file name cannot contain '/'");
  else if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
    reason = _("\".\" and \"..\" name folders, not files");
  if (!reason) {
    const char *dot = strrchr(name, '.');
    if (!dot || dot == name)
      suffix = ".sgf";
    else if (dot[1] == '\0')
      suffix = "sgf";
    if (strlen(name) + strlen(suffix) > FILELIST_NAME_MAX)
      reason = _("The file name is too long");
    else if (!join_path(fl->dir, name, suffix, path, len))
      reason = _("The path is too long");
  }
  if (reason) {
    if (len > 0)
      path[0] = '\0';
    return hoshi_fail(why, "%s", reason);
  }
  return true;
}

const char *filelist_start_dir(const char *last_file)
{
  static char buf[FILELIST_PATH_MAX];
  if (last_file && *last_file && normalise(last_file, buf, sizeof buf) == 0) {
    char *slash = strrchr(buf, '/');
    if ((size_t)(slash - buf) == os_path_drive(buf))
      slash[1] = '\0';
    else
      *slash = '\0';
    if (is_folder(buf))
      return buf;
  }
  const char *home = os_home();
  if (home && *home && normalise(home, buf, sizeof buf) == 0 && is_folder(buf))
    return buf;
  return "/";
}
