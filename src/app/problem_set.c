/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A problem set: a folder or a collection, and the progress of every set
 * (see problem_set.h). */
#include "app/problem_set.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hoshi/exercise.h"
#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/sgf.h"
#include "hoshi/strbuf.h"
#include "app/filelist.h"

void problem_set_init(problem_set *s) { memset(s, 0, sizeof *s); }

static void clear_items(problem_set *s)
{
  for (int i = 0; i < s->n; i++) {
    free(s->items[i].file);
    free(s->items[i].title);
  }
  free(s->items);
  free(s->results);
  s->items = NULL;
  s->results = NULL;
  s->n = s->cap = s->index = 0;
}

void problem_set_deinit(problem_set *s)
{
  clear_items(s);
  memset(s, 0, sizeof *s);
}

/* --- reading the set ------------------------------------------------------------------------ */

static bool add_item(problem_set *s, const char *file, int tree, int games, const char *name)
{
  if (s->n == s->cap) {
    int cap = s->cap ? 2 * s->cap : 32;
    set_problem *items = os_realloc(s->items, (size_t)cap * sizeof *items);
    if (!items)
      return false;
    s->items = items;
    s->cap = cap;
  }
  char title[200];
  if (name && *name)
    snprintf(title, sizeof title, "%s", name);
  else if (games > 1)
    snprintf(title, sizeof title, "%s #%d", file, tree + 1);
  else
    snprintf(title, sizeof title, "%s", file);
  set_problem *p = &s->items[s->n];
  p->file = os_strdup(file);
  p->title = os_strdup(title);
  p->game = tree;
  p->games = games;
  if (!p->file || !p->title) {
    free(p->file);
    free(p->title);
    return false;
  }
  s->n++;
  return true;
}

/* Notes a record left out. */
static void skip(problem_set *s, const char *name)
{
  size_t k = strlen(s->skipped_names);
  if (s->skipped < 4)
    snprintf(s->skipped_names + k, sizeof s->skipped_names - k, "%s%s", k ? ", " : "", name);
  else if (s->skipped == 4)
    snprintf(s->skipped_names + k, sizeof s->skipped_names - k, ", ...");
  s->skipped++;
}

/* The problems of one file (every tree that is one); false when memory
 * runs out. */
static bool add_file(problem_set *s, const char *dir, const char *file)
{
  char path[PATH_MAX];
  if (snprintf(path, sizeof path, "%s/%s", strcmp(dir, "/") == 0 ? "" : dir, file) >=
      (int)sizeof path) {
    skip(s, file);
    return true;
  }
  hoshi_error err = {0};
  sgf_collection *c = sgf_load_file(path, &err);
  if (!c || c->n_games == 0 || err.line) {
    sgf_free(c);
    skip(s, file);
    return true;
  }
  int games = (int)c->n_games, found = 0;
  bool ok = true;
  for (int g = 0; g < games && ok; g++) {
    const sgf_node *root = c->games[g];
    if (!exercise_tree_is_problem(root))
      continue;
    if (s->n >= SET_MAX) {
      s->cut = true;
      break;
    }
    const char *name = sgf_get(root, "GN");
    ok = add_item(s, file, g, games, name ? name : sgf_get(root, "N"));
    found++;
  }
  sgf_free(c);
  /* Past the cap a problem is not read, which does not make it none. */
  if (ok && found == 0 && s->cut)
    s->not_read++;
  else if (ok && found == 0)
    skip(s, file);
  return ok;
}

/* The folder's files (dir_or_file a folder), or the file's folder (start:
 * the file's name). */
static bool split(const char *dir_or_file, bool is_dir, char *dir, size_t len, const char **start)
{
  snprintf(dir, len, "%s", dir_or_file);
  *start = NULL;
  if (is_dir)
    return true;
  size_t name = (size_t)(os_file_name(dir) - dir);
  *start = os_file_name(dir_or_file);
  if (name > 0)
    dir[name - 1] = '\0';
  else
    snprintf(dir, len, ".");
  if (!dir[0])
    snprintf(dir, len, "/");
  return true;
}

static int count_games(const char *path)
{
  hoshi_error err = {0};
  sgf_collection *c = sgf_load_file(path, &err);
  int n = c ? (int)c->n_games : 0;
  sgf_free(c);
  return n;
}

bool problem_set_open(problem_set *s, const char *dir_or_file, hoshi_error *why)
{
  struct stat st;
  if (os_stat(dir_or_file, &st) != 0)
    return hoshi_fail(why, _("%s: %s"), dir_or_file, strerror(errno));
  bool is_dir = S_ISDIR(st.st_mode);
  /* A file of many trees is a set of its own. */
  bool collection = !is_dir && count_games(dir_or_file) > 1;
  char dir[PATH_MAX];
  const char *start;
  split(dir_or_file, is_dir, dir, sizeof dir, &start);
  filelist fl;
  filelist_init(&fl);
  if (!filelist_open(&fl, dir)) {
    hoshi_fail(why, "%s", fl.error);
    filelist_deinit(&fl);
    return false;
  }
  problem_set t;
  problem_set_init(&t);
  snprintf(t.dir, sizeof t.dir, "%s", fl.dir);
  bool ok = true;
  if (collection)
    ok = add_file(&t, t.dir, start);
  for (size_t i = 0; ok && !collection && i < fl.n; i++)
    if (!fl.entries[i].is_dir && t.cut)
      t.not_read++;
    else if (!fl.entries[i].is_dir)
      ok = add_file(&t, t.dir, fl.entries[i].name);
  filelist_deinit(&fl);
  if (!ok || t.n == 0) {
    problem_set_deinit(&t);
    if (!ok)
      return hoshi_fail(why, "%s", _("out of memory"));
    return hoshi_fail(why,
                      _("%s holds no problem (a record with a position set up and moves "
                        "that answer it)."),
                      collection ? dir_or_file : dir);
  }
  t.results = os_malloc((size_t)t.n + 1);
  if (!t.results) {
    problem_set_deinit(&t);
    return hoshi_fail(why, "%s", _("out of memory"));
  }
  memset(t.results, SET_UNTRIED, (size_t)t.n);
  t.results[t.n] = '\0';
  if (collection) {
    char abs[PATH_MAX];
    snprintf(t.key, sizeof t.key, "%s",
             os_absolute_path(dir_or_file, abs, sizeof abs) ? abs : dir_or_file);
  } else {
    snprintf(t.key, sizeof t.key, "%s", t.dir);
  }
  for (int i = 0; start && !collection && i < t.n; i++)
    if (strcmp(t.items[i].file, start) == 0) {
      t.index = i;
      break;
    }
  problem_set_deinit(s);
  *s = t;
  return true;
}

const char *problem_set_path(const problem_set *s, int i, char *out, size_t len)
{
  if (!s->key[0] || i < 0 || i >= s->n)
    return NULL;
  if (snprintf(out, len, "%s/%s", strcmp(s->dir, "/") == 0 ? "" : s->dir, s->items[i].file) >=
      (int)len)
    return NULL;
  return out;
}

void problem_set_id(const problem_set *s, int i, char *out, size_t len)
{
  const set_problem *p = &s->items[i];
  if (p->games > 1)
    snprintf(out, len, "%s#%d", p->file, p->game + 1);
  else
    snprintf(out, len, "%s", p->file);
}

void problem_set_result(problem_set *s, char result)
{
  if (!s->key[0] || s->index < 0 || s->index >= s->n)
    return;
  char *r = &s->results[s->index];
  if (*r == SET_FIRST_TRY || *r == SET_RETRY)
    return; /* solved once: stays as it was solved */
  if (result == SET_FIRST_TRY && (*r == SET_FAILED || *r == SET_SHOWN))
    result = SET_RETRY; /* tried before: never the first try again */
  if (*r == SET_SHOWN && result == SET_FAILED)
    return;
  if (*r != result) {
    *r = result;
    s->changed = true;
  }
}

set_counts problem_set_counts(const problem_set *s)
{
  set_counts c = {0};
  for (int i = 0; i < s->n; i++)
    switch (s->results[i]) {
    case SET_FIRST_TRY:
      c.first++;
      break;
    case SET_RETRY:
      c.retry++;
      break;
    case SET_SHOWN:
      c.shown++;
      break;
    case SET_FAILED:
      c.failed++;
      break;
    default:
      c.untried++;
      break;
    }
  return c;
}

int problem_set_next_unsolved(const problem_set *s)
{
  for (int i = 0; i < s->n; i++)
    if (s->results[i] == SET_UNTRIED || s->results[i] == SET_FAILED)
      return i;
  return -1;
}

void problem_set_reset(problem_set *s)
{
  if (!s->results)
    return;
  memset(s->results, SET_UNTRIED, (size_t)s->n);
  s->changed = true;
}

/* --- progress ------------------------------------------------------------------------------- */

#define PROGRESS_MAX_BYTES (8u << 20)

bool progress_path(char *out, size_t len)
{
  return os_xdg_path("XDG_DATA_HOME", ".local/share", "hoshi/problems.txt", out, len);
}

static bool valid_result(char c)
{
  return c == SET_FIRST_TRY || c == SET_RETRY || c == SET_SHOWN || c == SET_FAILED;
}

/* The next line of text (at *at), NUL-terminated in place; NULL at the end. */
static char *next_line(char **at)
{
  char *s = *at;
  if (!s || !*s)
    return NULL;
  char *e = strchr(s, '\n');
  if (e) {
    *e = '\0';
    *at = e + 1;
  } else {
    *at = s + strlen(s);
  }
  size_t n = strlen(s);
  if (n && s[n - 1] == '\r')
    s[n - 1] = '\0';
  return s;
}

void progress_load(problem_set *s, const char *path)
{
  char *data = NULL;
  size_t len = 0;
  hoshi_error err = {0};
  if (!s->key[0] || os_read_file(path, PROGRESS_MAX_BYTES, &data, &len, &err) != OS_READ_OK)
    return;
  bool mine = false;
  char id[PATH_MAX + 16];
  char *at = data;
  for (char *line; (line = next_line(&at)) != NULL;) {
    if (strncmp(line, "set\t", 4) == 0) {
      if (mine)
        break; /* a set is written once */
      mine = strcmp(line + 4, s->key) == 0;
    } else if (mine && valid_result(line[0]) && line[1] == '\t') {
      for (int i = 0; i < s->n; i++) {
        problem_set_id(s, i, id, sizeof id);
        if (strcmp(id, line + 2) == 0)
          s->results[i] = line[0];
      }
    }
  }
  free(data);
}

/* The file's sets other than key, at most keep of them, appended to out. */
static void other_sets(strbuf *out, const char *path, const char *key, int keep)
{
  char *data = NULL;
  size_t len = 0;
  hoshi_error err = {0};
  if (os_read_file(path, PROGRESS_MAX_BYTES, &data, &len, &err) != OS_READ_OK)
    return;
  bool copying = false;
  int sets = 0;
  char *at = data;
  for (char *line; (line = next_line(&at)) != NULL;) {
    if (strncmp(line, "set\t", 4) == 0) {
      copying = strcmp(line + 4, key) != 0 && sets < keep;
      sets += copying;
    }
    if (copying && (strncmp(line, "set\t", 4) == 0 || (valid_result(line[0]) && line[1] == '\t'))) {
      strbuf_puts(out, line);
      strbuf_puts(out, "\n");
    }
  }
  free(data);
}

bool progress_save(const problem_set *s, const char *path, hoshi_error *why)
{
  if (!s->key[0])
    return true;
  strbuf out = {0};
  strbuf_puts(&out, "# Hoshi: the problems solved in each set (1 first try, 2 retry, "
                    "v answer shown, x not solved)\n");
  strbuf_printf(&out, "set\t%s\n", s->key);
  char id[PATH_MAX + 16];
  for (int i = 0; i < s->n; i++)
    if (valid_result(s->results[i])) {
      problem_set_id(s, i, id, sizeof id);
      strbuf_printf(&out, "%c\t%s\n", s->results[i], id);
    }
  other_sets(&out, path, s->key, PROGRESS_SETS - 1);
  bool ok = !strbuf_oom(&out);
  if (!ok)
    hoshi_fail(why, "%s", _("out of memory"));
  hoshi_error err = {0};
  if (ok && !os_make_parent_dirs(path, OS_DIR_PRIVATE, &err))
    ok = hoshi_fail(why, "%s", err.message);
  if (ok && !os_write_atomic(path, strbuf_text(&out), out.len, OS_MODE_DOCUMENT, &err))
    ok = hoshi_fail(why, "%s", err.message);
  strbuf_deinit(&out);
  return ok;
}
