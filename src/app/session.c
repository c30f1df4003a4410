/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Settings written back, the autosave and the offer to restore (see
 * session.h). */
#include "app/session.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hoshi/handicap.h"
#include "hoshi/i18n.h"
#include "hoshi/komi.h"
#include "hoshi/os.h"
#include "hoshi/process.h"
#include "hoshi/strbuf.h"

/* --- the settings ---------------------------------------------------------------- */

void session_init(app_session *s, const char *settings_path, settings_file *f, app_settings *window)
{
  memset(s, 0, sizeof *s);
  s->lock_fd = -1;
  s->settings_on = !(settings_path && !settings_path[0]);
  snprintf(s->settings_path, sizeof s->settings_path, "%s", settings_path ? settings_path : "");
  settings_load(f, s->settings_on ? settings_path : "");
  settings_read_values(f, &s->file);
  settings_resolve(&s->file, NULL, &s->saved);
  s->chosen = s->saved;
  *window = s->saved.window;
}

void session_read_done(app_session *s, settings_file *f)
{
  settings_message(f, s->settings_message, sizeof s->settings_message);
  settings_free(f);
}

void session_start(app_session *s, const settings_values *cli, app_settings *window,
                   settings_values *use)
{
  settings_resolve(&s->file, cli, use);
  *window = use->window;
  s->saved = *use;
  s->chosen = *use;
}

void session_new_game_chosen(app_session *s, int size, const rules *r, double komi, bool komi_valid,
                             int handicap, const char *time)
{
  settings_values *c = &s->chosen;
  c->size = size;
  c->rules = r;
  if (komi_valid)
    c->komi = komi;
  c->handicap = handicap;
  if (time)
    snprintf(c->time, sizeof c->time, "%s", time);
}

/* The values that differ from what the file holds: the window's as they
 * are, the new game's as last chosen. */
static unsigned changed(const app_session *s, const app_settings *window, settings_values *now)
{
  *now = s->chosen;
  now->window = *window;
  return settings_differ(now, &s->saved);
}

static void settings_sync(app_session *s, const app_settings *window, app_status *st)
{
  if (!s->settings_on)
    return;
  settings_values now;
  unsigned diff = changed(s, window, &now);
  if (!diff)
    return;
  s->saved = now;
  s->settings_pending |= diff;
  hoshi_error why = {0};
  char *written = NULL;
  bool backup = false;
  const char *path = s->settings_path[0] ? s->settings_path : NULL;
  if (settings_update(path, &now, s->settings_pending, s->settings_written, &written, &backup,
                      &why)) {
    free(s->settings_written);
    s->settings_written = written;
    s->settings_pending = 0;
    s->settings_failed = false;
    if (backup) {
      char where[PATH_MAX];
      if (!path)
        settings_default_path(where, sizeof where);
      status_say(st, false,
                 _("Settings saved. The old %.150s had problems: it is kept as settings.ini.bak."),
                 path ? path : where);
    }
  } else if (!s->settings_failed) {
    s->settings_failed = true;
    status_say(st, true, _("The settings were not saved: %s"), why.message);
  }
}

/* --- the autosave's text -------------------------------------------------------------- */

/* The autosave's text is built in a strbuf (hoshi/strbuf.h). */
typedef strbuf text;

static void put(text *t, const char *s, size_t n) { strbuf_put(t, s, n); }

#define putf strbuf_printf

/* A path as letters, digits and "/._-", the rest as %XX: nothing in it
 * can close or escape the SGF value, or split the fields. */
static void put_encoded(text *t, const char *s)
{
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
        strchr("/._-", c))
      put(t, s, 1);
    else
      putf(t, "%%%02X", c);
  }
}

static void decode(const char *s, size_t n, char *out, size_t len)
{
  size_t k = 0;
  for (size_t i = 0; i < n && k + 1 < len; i++) {
    unsigned v;
    if (s[i] == '%' && i + 2 < n && isxdigit((unsigned char)s[i + 1]) &&
        isxdigit((unsigned char)s[i + 2]) && sscanf(s + i + 1, "%2x", &v) == 1) {
      out[k++] = (char)v;
      i += 2;
    } else {
      out[k++] = s[i];
    }
  }
  out[k] = '\0';
}

static void put_points(text *t, const board *b, const point *pts, int n)
{
  for (int i = 0; i < n; i++) {
    char sp[3];
    board_sgf_format(board_x(b, pts[i]), board_y(b, pts[i]), sp);
    put(t, sp, 2);
  }
}

/* What the tree does not hold, as "key=value;..." */
/* The private fields but the node (which put_meta puts first). */
static void put_fields(text *t, const session_snapshot *snap)
{
  const game *g = snap->game;
  putf(t, ";dirty=%d", snap->dirty ? 1 : 0);
  if (g->index > 0)
    putf(t, ";game=%zu", g->index);
  if (snap->path[0]) {
    put(t, ";path=", 6);
    put_encoded(t, snap->path);
  }
  if (snap->resigned)
    putf(t, ";resigned=%c", snap->resigned == COLOR_BLACK ? 'B' : 'W');
  if (snap->scoring)
    put(t, ";score=1", 8);
  const uint8_t *dead = game_dead_marks(g);
  if (dead) {
    put(t, ";dead=", 6);
    const board *b = &g->board;
    BOARD_FOR_POINTS(b, p) {
      if (dead[p])
        put_points(t, b, &p, 1);
    }
  }
}

static void put_meta(text *t, const session_snapshot *snap)
{
  putf(t, "v=1;node=%zu", game_node_index(snap->game));
  put_fields(t, snap);
}

/* The game as SGF, with the private property in its root. */
static char *autosave_text(const session_snapshot *snap, size_t *len)
{
  text meta = {0};
  put_meta(&meta, snap);
  char *value = strbuf_take(&meta, NULL);
  char *t = value ? game_write_sgf(snap->game, AUTOSAVE_PROPERTY, value, len) : NULL;
  free(value);
  return t;
}

typedef session_meta meta;

static void read_meta(const char *value, meta *m)
{
  memset(m, 0, sizeof *m);
  m->dirty = true;
  for (const char *p = value; p && *p;) {
    size_t n = strcspn(p, ";");
    const char *eq = memchr(p, '=', n);
    if (eq) {
      size_t kl = (size_t)(eq - p), vl = n - kl - 1;
      const char *v = eq + 1;
      char num[32];
      snprintf(num, sizeof num, "%.*s", (int)(vl < 31 ? vl : 31), v);
#define KEY(k) (kl == sizeof k - 1 && strncmp(p, k, kl) == 0)
      if (KEY("node")) {
        m->node = (size_t)strtoul(num, NULL, 10);
        m->has_node = true;
      } else if (KEY("dirty")) {
        m->dirty = num[0] == '1';
      } else if (KEY("path")) {
        decode(v, vl, m->path, sizeof m->path);
      } else if (KEY("resigned")) {
        m->resigned = num[0] == 'B' ? COLOR_BLACK : num[0] == 'W' ? COLOR_WHITE : COLOR_EMPTY;
      } else if (KEY("score")) {
        m->score = num[0] == '1';
      } else if (KEY("game")) {
        m->game = (size_t)strtoul(num, NULL, 10);
      } else if (KEY("dead")) {
        m->has_dead = true;
        snprintf(m->dead, sizeof m->dead, "%.*s", (int)vl, v);
      }
#undef KEY
    }
    p += n + (p[n] == ';');
  }
}

/* The points of a list of SGF points ("aabb"); how many were read. */
int session_meta_dead(const session_meta *m, const game *g, point *out, int max)
{
  int n = 0;
  const char *list = m->has_dead ? m->dead : "";
  for (size_t i = 0; list[i] && list[i + 1] && n < max; i += 2) {
    char sp[3] = {list[i], list[i + 1], 0};
    int x, y;
    bool pass;
    if (board_sgf_parse(sp, game_size(g), &x, &y, &pass) && !pass)
      out[n++] = board_point(&g->board, x, y);
  }
  return n;
}

/* --- writing it ------------------------------------------------------------------------- */

static bool autosave(app_session *s, const session_snapshot *snap, app_status *st, bool moved)
{
  if (s->autosave != AUTOSAVE_ON)
    return true;
  text fields = {0};
  put_fields(&fields, snap);
  char *now = strbuf_take(&fields, NULL);
  unsigned long stamp = snap->game->records->stamp;
  bool same = now && s->last_meta && stamp == s->last_stamp && strcmp(now, s->last_meta) == 0;
  /* Finding the node walks the tree: only when it matters. */
  size_t node = same && !moved ? s->last_node : game_node_index(snap->game);
  /* Unchanged: nothing to write, unless the last write failed and this is
   * the final one (a quit, a signal): then it is tried again. */
  if (same && node == s->last_node && !(moved && s->failed)) {
    free(now);
    return !s->failed;
  }
  size_t len;
  char *t = now ? autosave_text(snap, &len) : NULL;
  if (!t) {
    free(now);
    if (!s->failed)
      status_say(st, true,
                 _("Autosave failed: out of memory. Play goes on; Ctrl+S saves the game."));
    s->failed = true;
    snprintf(s->failure, sizeof s->failure, "%s", _("out of memory"));
    return false;
  }
  /* A failed write is tried again at the next change. */
  free(s->last_meta);
  s->last_meta = now;
  s->last_stamp = stamp;
  s->last_node = node;
  hoshi_error why = {0};
  bool ok = os_make_dirs(s->dir, OS_DIR_PRIVATE, &why) && os_write_own(s->path, t, len, &why);
  free(t);
  if (ok) {
    s->failed = false;
    return true;
  }
  if (!s->failed)
    status_say(st, true, _("Autosave failed: %s. Play goes on; Ctrl+S saves the game."),
               why.message);
  s->failed = true;
  snprintf(s->failure, sizeof s->failure, "%.190s", why.message);
  return false;
}

bool session_autosave_now(app_session *s, const session_snapshot *snap, app_status *st)
{
  return autosave(s, snap, st, false);
}

bool session_autosave_final(app_session *s, const session_snapshot *snap, app_status *st)
{
  return autosave(s, snap, st, true);
}

void session_sync(app_session *s, const app_settings *window, const session_snapshot *snap,
                  app_status *st)
{
  settings_sync(s, window, st);
  session_autosave_now(s, snap, st);
}

/* --- the lock and the offer -------------------------------------------------------------- */

static void time_text(time_t t, char *out, size_t len)
{
  struct tm tm, today;
  time_t now = time(NULL);
  out[0] = '\0';
  if (!localtime_r(&t, &tm) || !localtime_r(&now, &today))
    return;
  if (tm.tm_year == today.tm_year && tm.tm_yday == today.tm_yday)
    strftime(out, len, "%H:%M", &tm);
  else
    strftime(out, len, "%Y-%m-%d %H:%M", &tm);
}

/* A free name in the autosave's folder: PREFIX-YYYYMMDD-HHMMSS.sgf. */
static void aside_name(const app_session *s, const char *prefix, char *out, size_t len)
{
  char when[32] = "0";
  time_t now = time(NULL);
  struct tm tm;
  if (localtime_r(&now, &tm))
    strftime(when, sizeof when, "%Y%m%d-%H%M%S", &tm);
  snprintf(out, len, "%.3900s/%s-%s.sgf", s->dir, prefix, when);
  struct stat st;
  for (int k = 2; os_stat(out, &st) == 0 && k < 1000; k++)
    snprintf(out, len, "%.3900s/%s-%s-%d.sgf", s->dir, prefix, when, k);
}

/* The games put aside (declined, unreadable) kept at most: the last ten of
 * each kind, none older than thirty days (docs/settings-and-files.md). */
#define ASIDE_KEEP     10
#define ASIDE_MAX_DAYS 30

typedef struct aside_file {
  char name[256];
  time_t when;
} aside_file;

static int newest_first(const void *a, const void *b)
{
  time_t x = ((const aside_file *)a)->when, y = ((const aside_file *)b)->when;
  return (x < y) - (x > y);
}

/* Removes the files put aside under prefix (prefix-DATE.sgf) beyond the
 * last ASIDE_KEEP, and those older than ASIDE_MAX_DAYS. */
static void prune_aside(const app_session *s, const char *prefix)
{
  DIR *d = os_opendir(s->dir);
  if (!d)
    return;
  aside_file *files = NULL;
  size_t n = 0, cap = 0;
  size_t plen = strlen(prefix);
  struct dirent *e;
  while ((e = os_readdir(d))) {
    size_t len = strlen(e->d_name);
    char path[PATH_MAX];
    struct stat st;
    if (len >= sizeof files->name || strncmp(e->d_name, prefix, plen) != 0 ||
        e->d_name[plen] != '-' || len < 4 || strcmp(e->d_name + len - 4, ".sgf") != 0 ||
        snprintf(path, sizeof path, "%s/%s", s->dir, e->d_name) >= (int)sizeof path ||
        os_lstat(path, &st) != 0 || !S_ISREG(st.st_mode))
      continue;
    if (n == cap) {
      size_t more = cap ? cap * 2 : 16;
      aside_file *f = os_realloc(files, more * sizeof *files);
      if (!f)
        break;
      files = f;
      cap = more;
    }
    snprintf(files[n].name, sizeof files[n].name, "%s", e->d_name);
    files[n++].when = st.st_mtime;
  }
  os_closedir(d);
  if (files)
    qsort(files, n, sizeof *files, newest_first);
  time_t now = time(NULL);
  for (size_t i = 0; i < n; i++) {
    char path[PATH_MAX];
    if ((i >= ASIDE_KEEP || now - files[i].when > (time_t)ASIDE_MAX_DAYS * 24 * 3600) &&
        snprintf(path, sizeof path, "%s/%s", s->dir, files[i].name) < (int)sizeof path)
      os_unlink(path);
  }
  free(files);
}

/* Puts a game aside as a private file (as the autosave is: it may hold a
 * lesson someone does not want others to read). */
static bool save_aside(const game *g, const char *path, hoshi_error *err)
{
  size_t len;
  char *sgf = game_write_sgf(g, NULL, NULL, &len);
  if (!sgf)
    return hoshi_fail(err, "%s", _("out of memory"));
  bool ok = os_write_own(path, sgf, len, err);
  free(sgf);
  return ok;
}

static void free_offer(app_session *s)
{
  if (s->offer) {
    game_deinit(s->offer);
    free(s->offer);
    s->offer = NULL;
  }
}

/* This window autosaves to autosave-PID.sgf (removed at a normal exit),
 * never to autosave.sgf. */
static void use_own_file(app_session *s)
{
  snprintf(s->path, sizeof s->path, "%.4000s/autosave-%ld.sgf", s->dir, os_pid());
  s->shared = true;
}

/* Writes the lock file's marker so that a kill at any moment leaves either
 * the old text or one that starts with the new one: the new text first,
 * then the rest cut off (never an empty file). */
static bool write_marker(int fd, const char *mark) { return os_rewrite(fd, mark, strlen(mark)); }

/* The marker of this process: "loading PID" or "running PID". */
static bool mark_as(int fd, const char *word)
{
  char mark[64];
  snprintf(mark, sizeof mark, "%s %ld\n", word, os_pid());
  return write_marker(fd, mark);
}

enum offer_result {
  OFFER_NONE,   /* nothing worth offering: autosave.sgf may be replaced */
  OFFER_OPEN,   /* a game to offer */
  OFFER_FAILED, /* autosave.sgf could not be read nor put aside: keep it */
};

/* Reads the autosave of a session that did not end; why says why on
 * OFFER_FAILED. */
/* The autosave of a session that stopped while its game was opened or
 * drawn, copied as it is (private, pruned with the games put aside), so
 * that whatever is restored, the record is not lost. */
static void keep_crashed(app_session *s, const char *from)
{
  char *data;
  size_t len;
  hoshi_error err;
  s->offer_kept[0] = '\0';
  if (os_read_file(from, (size_t)64 << 20, &data, &len, &err) != OS_READ_OK)
    return;
  char aside[PATH_MAX];
  aside_name(s, "autosave-crashed", aside, sizeof aside);
  if (os_write_own(aside, data, len, &err)) {
    snprintf(s->offer_kept, sizeof s->offer_kept, "%s", aside);
    prune_aside(s, "autosave-crashed");
  }
  free(data);
}

/* The autosave read as a game to offer, or NULL with *r: OFFER_NONE when
 * it is put aside as unreadable (and said), OFFER_FAILED else. */
static game *read_offer(app_session *s, const char *from, enum offer_result *r, hoshi_error *why,
                        app_status *status)
{
  *r = OFFER_FAILED;
  game *g = os_malloc(sizeof *g);
  if (!g || !game_init(g, 19, NULL)) {
    free(g);
    hoshi_fail(why, "%s", _("out of memory"));
    return NULL;
  }
  bool read = game_load_file(g, from, NULL, why);
  if (read && g->cut_short) {
    /* Never offered cut short (past a limit, or broken): restoring or
     * declining would write over what was not read. It is kept aside. */
    if (g->n_notes > 0)
      hoshi_fail(why, _("line %d: %s"), g->notes[g->n_notes - 1].line,
                 g->notes[g->n_notes - 1].message);
    else
      hoshi_fail(why, "%s", _("the file breaks off"));
    read = false;
  }
  if (read)
    return g;
  game_deinit(g); /* game_load_file left it as game_init made it, or it was cut short */
  free(g);
  char aside[PATH_MAX];
  aside_name(s, "autosave-unreadable", aside, sizeof aside);
  if (os_rename(from, aside) == 0) {
    prune_aside(s, "autosave-unreadable");
    status_say(status, true,
               _("The game of the last session could not be read (%.120s); it is kept as %s."),
               why->message, aside);
    *r = OFFER_NONE;
  }
  return NULL;
}

/* Where the offered game opens, and how many moves it is said to have. */
static void place_offer(app_session *s, game *g, const char *from, meta *m)
{
  if (s->offer_unsafe) {
    /* It stopped Hoshi while it was opened or drawn: the record itself is
     * kept aside, and what is offered is its moves alone, at its start:
     * no analysis, no scoring screen, no marks, no position to go to. */
    keep_crashed(s, from);
    game_strip_estimates(g);
    m->has_node = m->score = m->has_dead = false;
    game_last(g);
    s->offer_moves = game_move_number(g); /* the moves it has, not where it opens */
    game_first(g);
  } else {
    /* Where it was; else the end of its main line, as a record opens. */
    game_last(g);
    if (m->has_node)
      game_goto_index(g, m->node);
    s->offer_moves = game_move_number(g);
  }
}

/* Whether the game's own file holds all there was: no change left
 * unsaved, not on the scoring screen, not resigned (a problem of a set,
 * which the exercise never changes, or a record only read). Offering it
 * would only stand between a set opened by --problem and the set. A
 * record that stopped Hoshi while it was opened is offered all the same:
 * the offer keeps it aside. */
static bool on_disk_whole(const meta *m)
{
  struct stat st;
  return !m->dirty && m->path[0] && !m->score && m->resigned == COLOR_EMPTY &&
         os_stat(m->path, &st) == 0 && S_ISREG(st.st_mode);
}

static enum offer_result load_offer(app_session *s, const char *from, hoshi_error *why,
                                    app_status *status)
{
  struct stat st;
  if (os_stat(from, &st) != 0) {
    if (errno == ENOENT)
      return OFFER_NONE;
    hoshi_fail(why, "%s", strerror(errno));
    return OFFER_FAILED;
  }
  enum offer_result r;
  game *g = read_offer(s, from, &r, why, status);
  if (!g)
    return r;
  /* The note is in the first game's root; a file of several games says
   * which one was being played. */
  meta m;
  char *value = game_take_root_property(g, AUTOSAVE_PROPERTY);
  read_meta(value, &m);
  free(value);
  if (m.game > 0 && !game_switch(g, m.game, NULL, why)) {
    game_deinit(g);
    free(g);
    return OFFER_FAILED;
  }
  if (!game_has_content(g) || (!s->offer_unsafe && on_disk_whole(&m))) {
    game_deinit(g);
    free(g);
    return OFFER_NONE;
  }
  place_offer(s, g, from, &m);
  s->offer = g;
  s->offer_time = st.st_mtime;
  snprintf(s->offer_file, sizeof s->offer_file, "%s", m.path);
  snprintf(s->offer_from, sizeof s->offer_from, "%s", from);
  s->offer_dirty = m.dirty;
  s->offer_meta = m;
  return OFFER_OPEN;
}

/* The autosave-PID.sgf of a second window whose process is gone (killed
 * with the first, or alone): its game did not end either. */
static bool find_orphan(const app_session *s, char *out, size_t len)
{
  DIR *d = os_opendir(s->dir);
  if (!d)
    return false;
  bool found = false;
  struct dirent *e;
  while (!found && (e = os_readdir(d))) {
    long pid;
    int end = 0;
    if (sscanf(e->d_name, "autosave-%ld.sgf%n", &pid, &end) != 1 || e->d_name[end] != '\0' ||
        pid <= 0 || pid == os_pid())
      continue;
    if (os_pid_alive(pid))
      continue; /* that window still runs (or another process has its number) */
    found = snprintf(out, len, "%.4000s/%s", s->dir, e->d_name) < (int)len;
  }
  os_closedir(d);
  return found;
}

/* What a save killed mid-write left behind: the autosave's temporary
 * files, and the settings file's. */
static void remove_stale_temps(const app_session *s)
{
  os_remove_stale_temps(s->dir, "autosave", 60);
  if (!s->settings_on)
    return;
  char settings[PATH_MAX];
  bool named = s->settings_path[0] ? snprintf(settings, sizeof settings, "%s", s->settings_path) <
                                         (int)sizeof settings
                                   : settings_default_path(settings, sizeof settings);
  if (!named)
    return;
  size_t name = (size_t)(os_file_name(settings) - settings);
  if (name == 0)
    os_remove_stale_temps(".", settings, 60);
  else if (name > 1) {
    settings[name - 1] = '\0';
    os_remove_stale_temps(settings, settings + name, 60);
  }
}

/* The lock cannot be opened for writing (a read-only state folder): when
 * it says a session did not end, its game is offered all the same; it
 * stays where it is, whatever the answer. */
static bool offer_read_only(app_session *s, app_status *st)
{
  char lock[PATH_MAX], was[16] = "";
  snprintf(lock, sizeof lock, "%.4000s/session.lock", s->dir);
  int fd = os_open_own(lock, O_RDONLY, 0);
  if (fd < 0)
    return false;
  ssize_t r = os_pread(fd, was, sizeof was - 1, 0);
  os_close(fd);
  was[r > 0 ? r : 0] = '\0';
  char main_file[PATH_MAX];
  snprintf(main_file, sizeof main_file, "%.4000s/autosave.sgf", s->dir);
  hoshi_error why = {0};
  s->offer_unsafe = strncmp(was, "loading", 7) == 0;
  if ((strncmp(was, "running", 7) != 0 && !s->offer_unsafe) ||
      load_offer(s, main_file, &why, st) != OFFER_OPEN)
    return false;
  s->offer_read_only = true;
  return true;
}

/* The state folder and autosave.sgf's path in it (dir, else the XDG
 * state folder); false, said, when there is none. */
static bool find_state_folder(app_session *s, const char *dir, app_status *st)
{
  if (dir)
    snprintf(s->dir, sizeof s->dir, "%s", dir);
  else if (!os_xdg_path("XDG_STATE_HOME", ".local/state", "hoshi", s->dir, sizeof s->dir)) {
    status_say(st, true, _("No autosave: neither XDG_STATE_HOME nor HOME is set."));
    return false;
  }
  snprintf(s->path, sizeof s->path, "%.4000s/autosave.sgf", s->dir);
  return true;
}

/* Makes the state folder and takes session.lock in it (s->lock_fd, -1
 * when it cannot): 0, or the errno of what failed. *dirs: whether the
 * folder is there. */
static int take_lock(app_session *s, bool *dirs)
{
  *dirs = os_make_dirs(s->dir, OS_DIR_PRIVATE, NULL);
  if (!*dirs)
    return errno;
  char lock[PATH_MAX];
  snprintf(lock, sizeof lock, "%.4000s/session.lock", s->dir);
  /* Never through a symbolic link: another user's link in a shared
   * state folder must not make Hoshi write where it points. */
  s->lock_fd = os_open_own(lock, O_RDWR | O_CREAT, OS_MODE_PRIVATE);
  if (s->lock_fd < 0)
    return errno;
  if (os_lock(s->lock_fd) != 0) {
    int err = errno;
    os_close(s->lock_fd);
    s->lock_fd = -1;
    return err;
  }
  return 0;
}

/* Reads the last session's mark in the lock (whether it crashed, and
 * whether while "loading") and marks this one "loading" until the first
 * frame is drawn: what is opened at the start (a file, the offer) has not
 * been drawn yet. Without the mark a kill would go unnoticed: then the
 * lock is let go (autosave.sgf is not taken over, and a "running" left
 * there is offered next time) and the errno returned; else 0. */
static int mark_loading(app_session *s, bool *crashed)
{
  char was[16] = "";
  ssize_t r = os_pread(s->lock_fd, was, sizeof was - 1, 0);
  was[r > 0 ? r : 0] = '\0';
  *crashed = strncmp(was, "running", 7) == 0 || strncmp(was, "loading", 7) == 0;
  s->offer_unsafe = strncmp(was, "loading", 7) == 0;
  if (!mark_as(s->lock_fd, "loading")) {
    int err = errno;
    os_close(s->lock_fd);
    s->lock_fd = -1;
    *crashed = false;
    return err;
  }
  s->loading = true;
  return 0;
}

/* Without the lock (another Hoshi runs, its autosave its own, or the lock
 * cannot be used): never write over autosave.sgf; this window autosaves
 * to a file of its own. Returns whether a question is asked (the last
 * game, in a folder that cannot be written). */
static bool start_without_lock(app_session *s, int lock_err, bool dirs,
                               const session_snapshot *snap, app_status *st)
{
  use_own_file(s);
  s->autosave = AUTOSAVE_ON;
  if (lock_err == EWOULDBLOCK)
    status_say(st, false, _("Another Hoshi is running: this window's game is autosaved to %s."),
               s->path);
  else if (dirs)
    status_say(st, true,
               _("The autosave's lock cannot be used (%s): this window's game is "
                 "autosaved to %s."),
               strerror(lock_err), s->path);
  if ((lock_err == EROFS || lock_err == EACCES) && offer_read_only(s, st)) {
    s->autosave = AUTOSAVE_ASKING;
    status_say(st, true,
               _("Hoshi did not close normally, and its folder cannot be written: the game "
                 "stays in %s. Enter restores it, Esc does not."),
               s->offer_from);
    return true;
  }
  session_autosave_now(s, snap, st); /* says why when the folder cannot be made */
  return false;
}

/* With the lock: the game of a session that did not end well (or a
 * window's own file left behind) is offered; returns whether it is. */
static bool offer_last_game(app_session *s, bool crashed, const session_snapshot *snap,
                            app_status *st)
{
  remove_stale_temps(s);
  hoshi_error why = {0};
  enum offer_result offer = crashed ? load_offer(s, s->path, &why, st) : OFFER_NONE;
  char orphan[PATH_MAX];
  if (offer == OFFER_NONE && find_orphan(s, orphan, sizeof orphan))
    offer = load_offer(s, orphan, &why, st) == OFFER_OPEN ? OFFER_OPEN : OFFER_NONE;
  if (offer == OFFER_OPEN) {
    s->autosave = AUTOSAVE_ASKING;
    if (s->offer_unsafe)
      status_say(st, true,
                 _("Hoshi stopped while it was opening or drawing a game: Enter goes on "
                   "without it, R restores its moves only."));
    else
      status_say(st, false,
                 _("Hoshi did not close normally: Enter restores its game, Esc does not."));
    return true;
  }
  if (offer == OFFER_FAILED) {
    /* The old game stays where it is, and offered again next time. */
    s->keep_running = true;
    use_own_file(s);
    status_say(st, true,
               _("The game of the last session could not be read (%.120s): it stays in "
                 "autosave.sgf, and this window autosaves to %s."),
               why.message, s->path);
  }
  s->autosave = AUTOSAVE_ON;
  session_autosave_now(s, snap, st);
  return false;
}

bool session_autosave_start(app_session *s, const char *dir, const session_snapshot *snap,
                            app_status *st)
{
  if (s->autosave != AUTOSAVE_OFF || !find_state_folder(s, dir, st))
    return false;
  bool dirs;
  int lock_err = take_lock(s, &dirs);
  bool crashed = false;
  if (s->lock_fd >= 0)
    lock_err = mark_loading(s, &crashed);
  if (s->lock_fd < 0)
    return start_without_lock(s, lock_err, dirs, snap, st);
  return offer_last_game(s, crashed, snap, st);
}

game *session_take_offer(app_session *s, session_meta *m)
{
  game *g = s->offer;
  if (!g)
    return NULL;
  *m = s->offer_meta;
  s->offer = NULL;
  return g;
}

void session_restored(app_session *s, const session_snapshot *snap, app_status *st)
{
  s->autosave = AUTOSAVE_ON;
  char said[256];
  if (snap->path[0])
    snprintf(said, sizeof said,
             _("Restored the game of %.80s at move %d. Both colours are played by people now."),
             os_file_name(snap->path), game_move_number(snap->game));
  else
    snprintf(said, sizeof said,
             _("Restored the game at move %d. Both colours are played by people now."),
             game_move_number(snap->game));
  status_say(st, false, "%s", said);
  if (s->settings_message[0])
    status_say(st, true, "%s %s", said, s->settings_message);
  /* A second window's game now lives in this window's autosave. */
  if (session_autosave_now(s, snap, st) && strcmp(s->offer_from, s->path) != 0 &&
      !s->offer_read_only)
    os_unlink(s->offer_from);
}

void session_decline(app_session *s, const session_snapshot *snap, app_status *st)
{
  if (!s->offer)
    return;
  char aside[PATH_MAX];
  aside_name(s, "autosave-declined", aside, sizeof aside);
  hoshi_error err = {0};
  char said[400];
  bool error = false;
  bool orphan = strcmp(s->offer_from, s->path) != 0;
  if (s->offer_read_only) {
    snprintf(said, sizeof said, _("Not restored: the old game stays in %s."), s->offer_from);
  } else if (save_aside(s->offer, aside, &err) || os_rename(s->offer_from, aside) == 0) {
    if (orphan)
      os_unlink(s->offer_from);
    prune_aside(s, "autosave-declined");
    snprintf(said, sizeof said, _("Not restored: the old game is kept in %s."), aside);
  } else if (orphan) {
    /* A second window's game: it stays, and is offered again. */
    snprintf(said, sizeof said, _("Not restored: the old game stays in %s."), s->offer_from);
    error = true;
  } else {
    /* It could not be put aside: this window autosaves elsewhere, so that
     * the old game is not overwritten, and the marker stays "running", so
     * that it is offered again. */
    use_own_file(s);
    s->keep_running = true;
    snprintf(said, sizeof said,
             _("Not restored. The old game could not be put aside (%.100s): it stays in "
               "autosave.sgf, and this window autosaves to %s."),
             err.message, s->path);
    error = true;
  }
  free_offer(s);
  s->autosave = AUTOSAVE_ON;
  status_say(st, error, "%s", said);
  if (s->settings_message[0])
    status_say(st, true, "%s %s", said, s->settings_message);
  session_autosave_now(s, snap, st);
}

app_request session_restore_action(const app_session *s, enum app_action action, const ui_input *in)
{
  /* Rows: the question, then Enter's and the other answer's. After a crash
   * while a game was opened or drawn, Enter (the default) goes on without
   * it and R restores its moves; else Enter restores and Esc does not. */
  if (action == ACT_ROW && in->row != 2 && in->row != 3)
    return REQUEST_IGNORED;
  if (s->offer_unsafe) {
    if (action == ACT_RESTORE_MOVES || (action == ACT_ROW && in->row == 3))
      return app_request_of(REQ_RESTORE);
    return app_request_of(REQ_DECLINE);
  }
  if (action == ACT_RESTORE_MOVES)
    return REQUEST_IGNORED;
  bool restore = action == ACT_ACCEPT || (action == ACT_ROW && in->row == 2);
  return app_request_of(restore ? REQ_RESTORE : REQ_DECLINE);
}

void session_loading(app_session *s)
{
  if (s->lock_fd >= 0 && !s->loading && mark_as(s->lock_fd, "loading"))
    s->loading = true;
}

void session_drawn(app_session *s)
{
  /* While a game that stopped Hoshi is still offered, the marker keeps
   * saying so: a kill now must not make it look safe next time. */
  if (s->autosave == AUTOSAVE_ASKING && s->offer_unsafe)
    return;
  if (s->lock_fd >= 0 && s->loading && mark_as(s->lock_fd, "running"))
    s->loading = false;
}

/* The offer after a crash while a game was opened or drawn: going on
 * without it first (it cannot crash the same way), its moves second. */
static void unsafe_view(const app_session *s, const char *game_path, view_overlay *o)
{
  /* Rows short enough for one line at a projector's sizes; what they
   * leave out is in the message, which wraps. */
  snprintf(o->title, sizeof o->title, "%s",
           _("Hoshi stopped while it was opening or drawing this game"));
  view_row *r = &o->rows[o->n_rows++];
  snprintf(r->value, sizeof r->value,
           P_("The game has %d move.", "The game has %d moves.", s->offer_moves), s->offer_moves);
  r = &o->rows[o->n_rows++];
  snprintf(r->label, sizeof r->label, "%s", _("Enter"));
  if (game_path[0])
    snprintf(r->value, sizeof r->value, _("Go on with %.80s, without it"), os_file_name(game_path));
  else
    snprintf(r->value, sizeof r->value, "%s", _("Start a new game, without it"));
  r->selected = true;
  r = &o->rows[o->n_rows++];
  snprintf(r->label, sizeof r->label, "%s", _("R"));
  snprintf(r->value, sizeof r->value, "%s", _("Restore its moves only"));
  int n = snprintf(o->message, sizeof o->message, "%s",
                   _("R restores its moves alone, at its start: no analysis, no scoring marks."));
  if (s->offer_kept[0] && n > 0 && (size_t)n < sizeof o->message)
    snprintf(o->message + n, sizeof o->message - (size_t)n,
             _(" Its record is kept as it was, in %.200s."), s->offer_kept);
  snprintf(o->hint, sizeof o->hint, "%s",
           _("Enter goes on without it; R restores its moves only. Nothing is lost."));
}

void session_restore_view(const app_session *s, const char *game_path, view_overlay *o)
{
  if (s->offer_unsafe) {
    unsafe_view(s, game_path, o);
    return;
  }
  char when[32];
  time_text(s->offer_time, when, sizeof when);
  snprintf(o->title, sizeof o->title, "%s", _("Hoshi did not close normally"));
  /* Rows short enough for one line at a projector's sizes; the details
   * are in the message, which wraps. */
  view_row *r = &o->rows[o->n_rows++];
  snprintf(r->value, sizeof r->value, "%s", _("Restore the game it was playing?"));
  r = &o->rows[o->n_rows++];
  snprintf(r->label, sizeof r->label, "%s", _("Enter"));
  snprintf(r->value, sizeof r->value, "%s", _("Restore it, at the position it was at"));
  r->selected = true;
  r = &o->rows[o->n_rows++];
  snprintf(r->label, sizeof r->label, "%s", _("Esc"));
  if (game_path[0])
    snprintf(r->value, sizeof r->value, _("Go on with %.80s"), os_file_name(game_path));
  else
    snprintf(r->value, sizeof r->value, "%s", _("Start a new game"));
  char moves[64];
  snprintf(moves, sizeof moves, P_("%d move", "%d moves", s->offer_moves), s->offer_moves);
  int n = snprintf(o->message, sizeof o->message,
                   _("The game: %s, saved %s. Esc keeps it in a file."), moves, when);
  const char *file = os_file_name(s->offer_file);
  if (s->offer_file[0] && n > 0 && (size_t)n < sizeof o->message)
    snprintf(o->message + n, sizeof o->message - (size_t)n,
             s->offer_dirty ? _(" It belongs to %.80s and has changes that were not saved there.")
                            : _(" It belongs to %.80s."),
             file);
  snprintf(o->hint, sizeof o->hint, "%s",
           _("Enter restores it; Esc does not, and nothing is lost."));
}

/* --- the end ------------------------------------------------------------------------------ */

void session_deinit(app_session *s)
{
  if (s->lock_fd >= 0) {
    /* "clean" only when autosave.sgf holds nothing that must come back:
     * not while the offer is open, nor when its game could not be read or
     * put aside. */
    bool asking_main = s->autosave == AUTOSAVE_ASKING && strcmp(s->offer_from, s->path) == 0;
    /* An open offer of a second window's game leaves autosave.sgf as it
     * was (nothing to offer there): that game stays in its own file, and
     * is offered again. */
    if (!asking_main && !s->keep_running) {
      write_marker(s->lock_fd, "clean\n");
    } else {
      /* What the last session left stays as it was found: a start that
       * could not open its window, or a quit with the question open, does
       * not make a game that stopped Hoshi look safe, nor a safe one
       * suspect. */
      mark_as(s->lock_fd, s->offer_unsafe ? "loading" : "running");
    }
    os_close(s->lock_fd); /* and the lock goes with it */
    s->lock_fd = -1;
  }
  if (s->shared && s->autosave == AUTOSAVE_ON && !s->keep_own)
    os_unlink(s->path);
  s->autosave = AUTOSAVE_OFF;
  s->keep_running = false;
  s->keep_own = false;
  s->shared = false;
  free_offer(s);
  free(s->last_meta);
  s->last_meta = NULL;
  free(s->settings_written);
  s->settings_written = NULL;
}
