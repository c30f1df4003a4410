/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Learn: the course's sets and their progress (see learn.h). */
#include "app/learn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/sgf.h"
#include "app/export.h"
#include "app/filelist.h"
#include "app/problem_set.h"
#include "print/print.h"

/* Where the build put its sources, and where it installs its data (CMake
 * gives both; a build without them knows only the others). */
#ifndef HOSHI_SOURCE_COURSE
#define HOSHI_SOURCE_COURSE ""
#endif
#ifndef HOSHI_COURSE_DIR
#define HOSHI_COURSE_DIR "/usr/local/share/hoshi/course"
#endif

static bool is_dir(const char *path)
{
  struct stat st;
  return path && *path && os_stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The course's root: see learn.h for the order. */
static bool course_root(char *out, size_t len)
{
  const char *env = getenv("HOSHI_COURSE");
  if (env && *env) {
    snprintf(out, len, "%s", env);
    return is_dir(out);
  }
  char exe[PATH_MAX];
  static const char *const beside[] = {"/course", "/../share/hoshi/course"};
  for (size_t i = 0; i < 2 && os_exe_dir(exe, sizeof exe); i++)
    if (snprintf(out, len, "%s%s", exe, beside[i]) < (int)len && is_dir(out))
      return true;
  static const char *const built[] = {HOSHI_SOURCE_COURSE, HOSHI_COURSE_DIR};
  for (size_t i = 0; i < sizeof built / sizeof built[0]; i++)
    if (snprintf(out, len, "%s", built[i]) < (int)len && is_dir(out))
      return true;
  out[0] = 0;
  return false;
}

bool learn_course_dir(const char *lang, char *out, size_t len)
{
  char root[PATH_MAX];
  out[0] = 0;
  if (!course_root(root, sizeof root))
    return false;
  const char *tries[] = {lang, "en"};
  for (int i = 0; i < 2; i++)
    if (tries[i] && snprintf(out, len, "%s/%s", root, tries[i]) < (int)len && is_dir(out))
      return true;
  out[0] = 0;
  return false;
}

/* The set's title: EV of its first tree, else its file's name. */
static void set_title(const char *path, const char *file, char *out, size_t len)
{
  hoshi_error err = {0};
  sgf_collection *c = sgf_load_file(path, &err);
  const char *ev = c && c->n_games ? sgf_get(c->games[0], "EV") : NULL;
  snprintf(out, len, "%s", ev && *ev ? ev : file);
  sgf_free(c);
}

/* Reads one set: its title, its problems, how many are solved. */
static bool read_set(app_learn *s, const char *file, const char *progress)
{
  learn_set *t = &s->sets[s->n];
  char path[PATH_MAX + 200];
  if (snprintf(t->file, sizeof t->file, "%s", file) >= (int)sizeof t->file ||
      snprintf(path, sizeof path, "%s/%s", s->dir, file) >= (int)sizeof path)
    return false;
  problem_set ps;
  problem_set_init(&ps);
  hoshi_error why = {0};
  bool ok = problem_set_open(&ps, path, &why);
  if (ok) {
    if (progress)
      progress_load(&ps, progress);
    set_counts c = problem_set_counts(&ps);
    t->total = ps.n;
    t->solved = ps.n - c.untried - c.failed;
    set_title(path, file, t->title, sizeof t->title);
  }
  problem_set_deinit(&ps);
  return ok;
}

void learn_open(app_learn *s, enum app_mode back, const char *progress)
{
  memset(s, 0, sizeof *s);
  s->back = back;
  snprintf(s->lang, sizeof s->lang, "%s", strncmp(i18n_language(), "fr", 2) == 0 ? "fr" : "en");
  if (!learn_course_dir(s->lang, s->dir, sizeof s->dir)) {
    snprintf(s->message, sizeof s->message, "%s",
             _("No course found: it installs with Hoshi (share/hoshi/course); HOSHI_COURSE "
               "names another folder."));
    return;
  }
  filelist fl;
  filelist_init(&fl);
  if (filelist_open(&fl, s->dir))
    for (size_t i = 0; i < fl.n && s->n < LEARN_SETS; i++)
      if (!fl.entries[i].is_dir && read_set(s, fl.entries[i].name, progress))
        s->n++;
  filelist_deinit(&fl);
  s->selected = 0;
  for (int i = s->n - 1; i >= 0; i--)
    if (s->sets[i].solved < s->sets[i].total)
      s->selected = i; /* the first set not done */
  if (s->n == 0)
    snprintf(s->message, sizeof s->message, _("The course's folder %s holds no set."), s->dir);
}

static void choose(app_learn *s, int k, int rows)
{
  s->selected = k < 0 ? 0 : k >= s->n ? s->n - 1 : k;
  if (s->selected < 0)
    s->selected = 0;
  if (s->selected < s->top)
    s->top = s->selected;
  if (s->selected >= s->top + rows)
    s->top = s->selected - rows + 1;
}

static app_request start(app_learn *s)
{
  if (s->n == 0)
    return REQUEST_IGNORED;
  snprintf(s->path, sizeof s->path, "%s/%s", s->dir, s->sets[s->selected].file);
  app_request r = app_request_of(REQ_LEARN_SET);
  r.path = s->path;
  return r;
}

bool learn_print(const app_learn *s, int i, char *out, size_t len)
{
  char path[PATH_MAX + 160], beside[PATH_MAX];
  const char *home = os_home();
  if (i < 0 || i >= s->n || !home || !*home) {
    snprintf(out, len, "%s", _("No folder to write in: set HOME."));
    return false;
  }
  snprintf(path, sizeof path, "%s/%s", s->dir, s->sets[i].file);
  snprintf(beside, sizeof beside, "%s/%s", home, s->sets[i].file);
  char sheet[PATH_MAX];
  if (!export_file_name(beside, "exercises", "pdf", sheet, sizeof sheet)) {
    snprintf(out, len, "%s", _("No folder to write in: set HOME."));
    return false;
  }
  print_export_options e = {.file = path,
                            .out = sheet,
                            .what = PRINT_EXPORT_HANDOUT,
                            .handout = PRINT_EXERCISES,
                            .coordinates = true,
                            .print = {.format = PRINT_PDF, .page = PRINT_A4, .per_page = 4}};
  if (print_export(&e, stderr) != 0) {
    snprintf(out, len, _("The sheet of %s was not written (the reason is on the terminal)."),
             s->sets[i].title);
    return false;
  }
  snprintf(out, len, "%s", sheet);
  return true;
}

/* The rows a page shows, beside the title's. */
/* The sets in sight at once: as many as the window's rows, and a course
 * of up to LEARN_WHOLE sets whole (the dialog takes smaller type rather
 * than hide one below the fold); beyond, a page at a time, said. */
#define LEARN_WHOLE 10

static int page_rows(const app_learn *s, const ui_layout *layout)
{
  int rows = layout ? layout_dialog_rows(layout) : 10;
  if (rows < s->n && s->n <= LEARN_WHOLE)
    rows = s->n;
  if (rows > VIEW_ROWS)
    rows = VIEW_ROWS;
  return rows > 1 ? rows : 1;
}

app_request learn_action(app_learn *s, enum app_action action, int arg, const ui_input *in,
                         const ui_layout *layout)
{
  int rows = page_rows(s, layout);
  switch (action) {
  case ACT_ROW: {
    int k = s->top + in->row - 1;
    if (in->row < 1 || k >= s->n)
      return REQUEST_IGNORED;
    choose(s, k, rows);
    return in->clicks >= 2 ? start(s) : REQUEST_DONE;
  }
  case ACT_LIST:
    choose(s, s->selected + (arg ? arg : in->wheel > 0 ? -3 : 3), rows);
    return REQUEST_DONE;
  case ACT_LIST_PAGE:
    choose(s, s->selected + arg * rows, rows);
    return REQUEST_DONE;
  case ACT_LIST_ENDS:
    choose(s, arg < 0 ? 0 : s->n - 1, rows);
    return REQUEST_DONE;
  case ACT_ACCEPT:
    return start(s);
  case ACT_PRINT_SET: {
    char written[PATH_MAX];
    if (s->n == 0)
      return REQUEST_IGNORED;
    bool ok = learn_print(s, s->selected, written, sizeof written);
    snprintf(s->message, sizeof s->message,
             ok ? _("The exercise sheet, its answers at the end: %s") : "%s", written);
    return REQUEST_DONE;
  }
  case ACT_CANCEL:
    return app_request_of(REQ_CANCEL);
  default:
    return REQUEST_IGNORED;
  }
}

void learn_view(const app_learn *s, const ui_layout *layout, view_overlay *o)
{
  int rows = page_rows(s, layout);
  snprintf(o->title, sizeof o->title, "%s", _("Learn: the course's sets"));
  for (int i = s->top; i < s->n && i - s->top < rows && o->n_rows < VIEW_ROWS; i++) {
    view_row *r = view_add_row(o);
    if (!r)
      break;
    const learn_set *t = &s->sets[i];
    snprintf(r->value, sizeof r->value, _("%d.  %s — %d of %d solved"), i + 1, t->title, t->solved,
             t->total);
    r->selected = i == s->selected;
  }
  int last = s->top + rows < s->n ? s->top + rows : s->n;
  if (s->message[0])
    snprintf(o->message, sizeof o->message, "%.383s", s->message);
  else if (last - s->top < s->n)
    snprintf(o->message, sizeof o->message,
             _("Sets %d to %d of %d: Up, Down or the wheel for the others."), s->top + 1, last,
             s->n);
  else if (s->n > 0)
    snprintf(o->message, sizeof o->message,
             _("Enter starts the next problem of the set not solved yet."));
  snprintf(o->hint, sizeof o->hint, "%s",
           _("Up/Down, click - Enter or double click: start - P: print this set - Esc: back"));
}
