/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The export dialog and the region dragged on the board (see export.h). */
#include "app/export.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hoshi/diagram.h"
#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/score.h"
#include "print/print.h"

/* The numbering's choices: the last this many moves numbered. */
static const int number_choices[] = {0, 5, 10, 20, 50};
#define N_NUMBERS ((int)(sizeof number_choices / sizeof number_choices[0]))

static bool handout(int what)
{
  return what == EXPORT_MAIN_LINE || what == EXPORT_MARKED || what == EXPORT_EXERCISES;
}

/* Whether a row means something for what is exported: the page size for
 * a PDF or a handout's pages, diagrams a page for a handout, the region
 * and the numbers for one position. Rows that do not are shown dimmed. */
static bool row_available(const app_export *e, int row)
{
  switch (row) {
  case EXPORT_ROW_PAGE:
    return print_format_get((enum print_format)e->format)->paper || handout(e->what);
  case EXPORT_ROW_PER_PAGE:
    return handout(e->what);
  case EXPORT_ROW_REGION:
  case EXPORT_ROW_NUMBERS:
    return e->what == EXPORT_POSITION;
  case EXPORT_ROW_COORDINATES:
    return e->what != EXPORT_SCORING;
  default:
    return true;
  }
}

void export_open(app_export *e, const game *g, enum app_mode back, bool counting,
                 const rules *first, const rules *second)
{
  if (e->per_page == 0) { /* the first time: the defaults */
    memset(e, 0, sizeof *e);
    e->per_page = 4;
    e->coordinates = true;
    e->format = PRINT_PDF;
    e->page = PRINT_A4;
  }
  if (e->size != game_size(g))
    e->region = e->has_rect = false; /* a rectangle of another board */
  e->size = game_size(g);
  e->back = back;
  e->counting = counting;
  /* As the scoring screen starts: Japanese and Chinese side by side. */
  e->column[0] = first ? first : rules_reference(SCORING_TERRITORY);
  e->column[1] = second ? second : rules_reference(SCORING_AREA);
  if (back == MODE_SCORE)
    e->what = EXPORT_SCORING;
  else if (e->what == EXPORT_SCORING && !counting)
    e->what = EXPORT_POSITION;
  e->focus = EXPORT_ROW_WHAT;
  e->from_x = e->from_y = -1;
  e->message[0] = 0;
}

bool export_ascii(const game *g, char *out, size_t len)
{
  diagram *d = os_malloc(sizeof *d);
  if (!d)
    return false;
  diagram_options o;
  diagram_defaults(&o);
  o.comment = false;
  bool ok = diagram_make(d, g, &o) && diagram_ascii(d, game_to_move(g), out, len) < len;
  free(d);
  return ok;
}

/* --- the file ---------------------------------------------------------------------- */

void export_region_text(int size, int x0, int y0, int x1, int y1, char *out, size_t len)
{
  /* Lower left corner first, as people write a region ("C3:K10"). */
  char a[4], b[4];
  board_vertex_format(size, x0 < x1 ? x0 : x1, y0 > y1 ? y0 : y1, a);
  board_vertex_format(size, x0 > x1 ? x0 : x1, y0 < y1 ? y0 : y1, b);
  snprintf(out, len, "%s:%s", a, b);
}

bool export_file_name(const char *game_path, const char *what, const char *ext, char *out,
                      size_t len)
{
  char dir[PATH_MAX], stem[256];
  if (game_path && game_path[0]) {
    const char *name = os_file_name(game_path);
    int n = (int)(name - game_path);
    snprintf(dir, sizeof dir, "%.*s", n > 0 ? n - 1 : 0, game_path);
    if (n == 0)
      snprintf(dir, sizeof dir, ".");
    else if (n == 1)
      snprintf(dir, sizeof dir, "/");
    snprintf(stem, sizeof stem, "%s", name);
    char *dot = strrchr(stem, '.');
    if (dot && dot != stem)
      *dot = 0;
  } else {
    const char *home = getenv("HOME");
    if (!home || !home[0])
      return false;
    snprintf(dir, sizeof dir, "%s", home);
    snprintf(stem, sizeof stem, "%s", "hoshi");
  }
  const char *sep = strcmp(dir, "/") == 0 ? "" : "/";
  char base[PATH_MAX];
  int n = snprintf(base, sizeof base, "%s%s%s-%s.%s", dir, sep, stem, what, ext);
  return n > 0 && (size_t)n < sizeof base && os_unused_name(base, out, len);
}

static const char *kind_name(int what)
{
  switch (what) {
  case EXPORT_MAIN_LINE:
    return "handout";
  case EXPORT_MARKED:
    return "marked";
  case EXPORT_EXERCISES:
    return "exercises";
  case EXPORT_SCORING:
    return "count";
  default:
    return "diagram";
  }
}

static bool write_file(const app_export *e, game *g, const uint8_t *dead, const char *path,
                       hoshi_error *why)
{
  print_options o = {.format = (enum print_format)e->format,
                     .page = (enum print_page)e->page,
                     .png_width = 0,
                     .per_page = e->per_page};
  switch (e->what) {
  case EXPORT_POSITION: {
    diagram_options d;
    diagram_defaults(&d);
    d.coordinates = e->coordinates;
    if (e->region) {
      d.x0 = e->x0 < e->x1 ? e->x0 : e->x1;
      d.x1 = e->x0 < e->x1 ? e->x1 : e->x0;
      d.y0 = e->y0 < e->y1 ? e->y0 : e->y1;
      d.y1 = e->y0 < e->y1 ? e->y1 : e->y0;
    }
    int moves = game_move_number(g);
    if (e->numbers > 0 && moves > 0)
      d.number_from = moves - e->numbers + 1 < 1 ? 1 : moves - e->numbers + 1;
    char caption[256];
    print_caption(g, d.number_from, caption, sizeof caption);
    d.caption = caption;
    diagram *dg = os_malloc(sizeof *dg);
    if (!dg) {
      snprintf(why->message, sizeof why->message, "%s", _("Out of memory."));
      return false;
    }
    bool ok = diagram_make(dg, g, &d);
    if (!ok)
      snprintf(why->message, sizeof why->message, "%s", _("The region is not on the board."));
    else
      ok = print_diagram(dg, &o, path, why);
    free(dg);
    return ok;
  }
  case EXPORT_MAIN_LINE:
  case EXPORT_MARKED:
  case EXPORT_EXERCISES: {
    print_handout_options h = {.kind = e->what == EXPORT_MAIN_LINE ? PRINT_MAIN_LINE
                                       : e->what == EXPORT_MARKED  ? PRINT_MARKED
                                                                   : PRINT_EXERCISES,
                               .every = 0,
                               .coordinates = e->coordinates};
    return print_handout(g, &h, &o, path, why);
  }
  default:
    return print_scoring(g, dead, e->column[0], e->column[1], &o, path, why);
  }
}

/* --- writing on a thread of its own ------------------------------------------------ */

/* A file being written: what the dialog asked and a copy of the game (its
 * record read again from its text, at the same node, with the dead stones
 * the counting page counts), so that the window goes on with its own. */
typedef struct export_job {
  pthread_t thread;
  app_export ask;
  char *text; /* the record as SGF */
  size_t len, node, index;
  const rules *rules;
  uint8_t dead[BOARD_MAX_POINTS];
  bool has_dead;
  char path[PATH_MAX];
  atomic_bool done;
  bool cancelled;
  bool ok;
  hoshi_error why;
  void (*wake)(void *);
  void *wake_ctx;
} export_job;

static void *job_main(void *arg)
{
  export_job *j = arg;
  game *copy = os_calloc(1, sizeof *copy);
  sgf_collection *c = copy ? sgf_parse(j->text, j->len, &j->why) : NULL;
  if (!copy || !c) {
    if (!j->why.message[0])
      hoshi_fail(&j->why, "%s", _("out of memory"));
    sgf_free(c);
  } else if (game_load(copy, c, j->index, j->rules, &j->why)) {
    if (game_goto_index(copy, j->node))
      j->ok = write_file(&j->ask, copy, j->has_dead ? j->dead : NULL, j->path, &j->why);
    else
      hoshi_fail(&j->why, "%s", _("out of memory"));
    game_deinit(copy);
  }
  free(copy);
  score_thread_end(); /* the counting page's analysis, kept per thread */
  atomic_store(&j->done, true);
  if (j->wake)
    j->wake(j->wake_ctx);
  return NULL;
}

/* The job for g as it stands, started; NULL when it cannot start. */
static export_job *job_start(const app_export *e, game *g, const char *path)
{
  export_job *j = os_calloc(1, sizeof *j);
  if (!j)
    return NULL;
  j->ask = *e;
  j->ask.job = NULL;
  j->text = game_write_sgf(g, NULL, NULL, &j->len);
  j->node = game_node_index(g);
  j->index = g->index;
  j->rules = g->rules;
  if (e->what == EXPORT_SCORING) {
    const uint8_t *dead = game_dead_stones(g);
    j->has_dead = dead != NULL;
    if (dead)
      memcpy(j->dead, dead, sizeof j->dead);
  }
  snprintf(j->path, sizeof j->path, "%s", path);
  j->wake = e->wake;
  j->wake_ctx = e->wake_ctx;
  atomic_init(&j->done, false);
  if (!j->text || pthread_create(&j->thread, NULL, job_main, j) != 0) {
    free(j->text);
    free(j);
    return NULL;
  }
  return j;
}

/* The job waited for and freed, and what a cancelled one wrote removed:
 * whether its file is there; *cancelled, path (PATH_MAX) and why say the
 * rest. */
static bool job_end(app_export *e, bool *cancelled, char *path, hoshi_error *why)
{
  export_job *j = e->job;
  e->job = NULL;
  pthread_join(j->thread, NULL);
  bool ok = j->ok;
  *why = j->why;
  *cancelled = j->cancelled;
  snprintf(path, PATH_MAX, "%s", j->path);
  free(j->text);
  free(j);
  if (ok && *cancelled)
    os_unlink(path);
  return ok && !*cancelled;
}

bool export_running(const app_export *e) { return e->job != NULL; }

bool export_poll(app_export *e, app_status *status)
{
  if (!e->job || !atomic_load(&e->job->done))
    return false;
  bool cancelled;
  char path[PATH_MAX];
  hoshi_error why = {0};
  bool ok = job_end(e, &cancelled, path, &why);
  if (cancelled) {
    status_say(status, false, "%s", _("Export cancelled: nothing written."));
  } else if (ok) {
    snprintf(e->written, sizeof e->written, "%s", path);
    e->message[0] = '\0';
    status_say(status, false, _("Exported to %s"), path);
  } else {
    snprintf(e->message, sizeof e->message, _("Not exported: %.150s"), why.message);
    status_say(status, true, _("Not exported: %.150s"), why.message);
  }
  return true;
}

void export_deinit(app_export *e)
{
  bool cancelled;
  char path[PATH_MAX];
  hoshi_error why;
  if (e->job)
    job_end(e, &cancelled, path, &why);
}

/* Export: the file written on a thread of its own, the dialog saying so
 * until it is done (export_poll closes it), Esc cancelling; written here
 * when the thread cannot start. */
static app_request export_now(app_export *e, game *g, const char *game_path, app_status *status)
{
  if (e->job) {
    snprintf(e->message, sizeof e->message, "%s",
             _("An export is being written: wait for it, or Esc to cancel it."));
    return REQUEST_DONE;
  }
  char path[PATH_MAX];
  if (!export_file_name(game_path, kind_name(e->what),
                        print_format_get((enum print_format)e->format)->extension, path,
                        sizeof path)) {
    snprintf(e->message, sizeof e->message, "%s",
             _("No folder to write in: save the game first, or set HOME."));
    return REQUEST_DONE;
  }
  if ((e->job = job_start(e, g, path)) != NULL) {
    e->message[0] = '\0'; /* the view says it is being written */
    return REQUEST_DONE;
  }
  hoshi_error why = {0};
  if (!write_file(e, g, e->what == EXPORT_SCORING ? game_dead_stones(g) : NULL, path, &why)) {
    snprintf(e->message, sizeof e->message, _("Not exported: %.150s"), why.message);
    return REQUEST_DONE;
  }
  snprintf(e->written, sizeof e->written, "%s", path);
  status_say(status, false, _("Exported to %s"), path);
  return app_request_of(REQ_CANCEL);
}

/* --- the dialog ---------------------------------------------------------------------- */

static void focus(app_export *e, int step)
{
  for (int i = 0; i < EXPORT_ROW_COUNT; i++) {
    e->focus = (e->focus + step + EXPORT_ROW_COUNT) % EXPORT_ROW_COUNT;
    if (row_available(e, e->focus))
      return;
  }
}

static int wrap(int v, int n) { return (v % n + n) % n; }

/* Left, Right on a row: its next choice. Choosing "drag a rectangle"
 * asks for the drag. */
static app_request change(app_export *e, int step, app_status *status)
{
  e->message[0] = 0;
  if (!row_available(e, e->focus))
    return REQUEST_IGNORED;
  switch (e->focus) {
  case EXPORT_ROW_WHAT:
    e->what = wrap(e->what + step, e->counting ? EXPORT_WHAT_COUNT : EXPORT_WHAT_COUNT - 1);
    break;
  case EXPORT_ROW_FORMAT:
    e->format = wrap(e->format + step, PRINT_FORMAT_COUNT);
    break;
  case EXPORT_ROW_PAGE:
    e->page = e->page == PRINT_A4 ? PRINT_LETTER : PRINT_A4;
    break;
  case EXPORT_ROW_PER_PAGE:
    e->per_page = 2 + 2 * wrap(e->per_page / 2 - 1 + step, 3);
    break;
  case EXPORT_ROW_REGION: {
    /* The whole board, the rectangle (when one was dragged), drag one. */
    int n = e->has_rect ? 3 : 2, at = wrap((e->region ? 1 : 0) + step, n);
    if (at == n - 1) {
      e->was_region = e->region;
      e->from_x = e->from_y = -1;
      status_say(status, false, "%s",
                 _("Drag a rectangle on the board: press on a corner, release on the other (Esc: "
                   "back)."));
      return app_request_of(REQ_EXPORT_REGION);
    }
    e->region = at == 1;
    break;
  }
  case EXPORT_ROW_NUMBERS: {
    int k = 0;
    for (int i = 0; i < N_NUMBERS; i++)
      if (number_choices[i] == e->numbers)
        k = i;
    e->numbers = number_choices[wrap(k + step, N_NUMBERS)];
    break;
  }
  case EXPORT_ROW_COORDINATES:
    e->coordinates = !e->coordinates;
    break;
  default:
    return REQUEST_IGNORED;
  }
  return REQUEST_DONE;
}

app_request export_action(app_export *e, game *g, const char *game_path, enum app_action action,
                          int arg, const ui_input *in, app_status *status)
{
  switch (action) {
  case ACT_FIELD:
    focus(e, arg);
    return REQUEST_DONE;
  case ACT_CHANGE:
    if (e->focus == EXPORT_ROW_EXPORT)
      return arg == 2 ? export_now(e, g, game_path, status) : REQUEST_IGNORED;
    return change(e, arg == 2 ? 1 : arg, status);
  case ACT_ROW: {
    int row = in->row - 1;
    if (row < 0 || row >= EXPORT_ROW_COUNT || !row_available(e, row))
      return REQUEST_IGNORED;
    bool again = e->focus == row;
    e->focus = row;
    if (row == EXPORT_ROW_EXPORT)
      return export_now(e, g, game_path, status);
    /* Its < > change a choice; a click on a row that has the focus too. */
    if (in->row_side || again)
      return change(e, in->row_side < 0 ? -1 : 1, status);
    return REQUEST_DONE;
  }
  case ACT_ACCEPT:
    return export_now(e, g, game_path, status);
  case ACT_CANCEL:
    if (e->job) {
      /* It ends on its own; what it wrote is then removed (export_poll). */
      e->job->cancelled = true;
      status_say(status, false, "%s", _("Cancelling the export..."));
    } else {
      status_say(status, false, "%s", _("Nothing exported."));
    }
    return app_request_of(REQ_CANCEL);
  default:
    return REQUEST_IGNORED;
  }
}

void export_view(const app_export *e, view_overlay *o)
{
  static const char *const whats[EXPORT_WHAT_COUNT] = {
      N_("this position"), N_("the main line as a handout"), N_("the marked moves"),
      N_("the problems as exercises"), N_("the counting page")};
  snprintf(o->title, sizeof o->title, "%s", _("Export"));
  for (int i = 0; i < EXPORT_ROW_COUNT; i++) {
    view_row *r = view_add_row(o);
    if (!r)
      break;
    char v[160] = "";
    switch (i) {
    case EXPORT_ROW_WHAT:
      snprintf(r->label, sizeof r->label, "%s", _("What"));
      snprintf(v, sizeof v, "%s", _(whats[e->what % EXPORT_WHAT_COUNT]));
      break;
    case EXPORT_ROW_FORMAT:
      snprintf(r->label, sizeof r->label, "%s", _("Format"));
      snprintf(v, sizeof v, "%s", print_format_get((enum print_format)e->format)->label);
      break;
    case EXPORT_ROW_PAGE:
      snprintf(r->label, sizeof r->label, "%s", _("Page"));
      snprintf(v, sizeof v, "%s", e->page == PRINT_LETTER ? _("US Letter") : "A4");
      break;
    case EXPORT_ROW_PER_PAGE:
      snprintf(r->label, sizeof r->label, "%s", _("Diagrams a page"));
      snprintf(v, sizeof v, "%d", e->per_page);
      break;
    case EXPORT_ROW_REGION:
      snprintf(r->label, sizeof r->label, "%s", _("Region"));
      if (e->region)
        export_region_text(e->size, e->x0, e->y0, e->x1, e->y1, v, sizeof v);
      else
        snprintf(v, sizeof v, "%s", _("the whole board"));
      break;
    case EXPORT_ROW_NUMBERS:
      snprintf(r->label, sizeof r->label, "%s", _("Move numbers"));
      if (e->numbers)
        snprintf(v, sizeof v, P_("the last %d move", "the last %d moves", e->numbers), e->numbers);
      else
        snprintf(v, sizeof v, "%s", _("none"));
      break;
    case EXPORT_ROW_COORDINATES:
      snprintf(r->label, sizeof r->label, "%s", _("Coordinates"));
      snprintf(v, sizeof v, "%s", e->coordinates ? _("on") : _("off"));
      break;
    default:
      snprintf(r->value, sizeof r->value, "%s", _("[ Export ]"));
      break;
    }
    if (i != EXPORT_ROW_EXPORT)
      snprintf(r->value, sizeof r->value, "< %s >", v);
    r->selected = i == e->focus;
    r->dim = !row_available(e, i);
  }
  if (e->message[0]) {
    snprintf(o->message, sizeof o->message, "%s", e->message);
    o->message_error = true;
  } else if (e->job) {
    snprintf(o->message, sizeof o->message, "%s", _("Writing the file... (Esc cancels)"));
  } else if (e->focus == EXPORT_ROW_REGION) {
    snprintf(o->message, sizeof o->message, "%s",
             _("Left, Right: the whole board, the rectangle, or drag a new one on the board."));
  } else {
    snprintf(o->message, sizeof o->message, "%s",
             _("The file goes beside the game's (the home folder for a new game), never over "
               "another."));
  }
  snprintf(o->hint, sizeof o->hint, "%s",
           _("Up, Down: row - Left, Right or click < >: change - Enter: export - Esc: close"));
}

/* --- the region dragged ------------------------------------------------------------------ */

static app_request region_done(app_export *e, bool keep, app_status *status)
{
  if (keep) {
    e->region = e->has_rect = true;
    e->x0 = e->from_x;
    e->y0 = e->from_y;
    e->x1 = e->to_x;
    e->y1 = e->to_y;
    char text[16];
    export_region_text(e->size, e->x0, e->y0, e->x1, e->y1, text, sizeof text);
    status_say(status, false, _("Region %s."), text);
  } else {
    e->region = e->was_region;
    status_say(status, false, "%s", _("The region is as it was."));
  }
  e->from_x = e->from_y = -1;
  e->focus = EXPORT_ROW_REGION;
  return app_request_of(REQ_EXPORT_DIALOG);
}

app_request export_region_action(app_export *e, enum app_action action, const ui_input *in,
                                 app_status *status)
{
  switch (action) {
  case ACT_CLICK:
    if (!in->on_board)
      return REQUEST_IGNORED;
    e->from_x = e->to_x = in->x;
    e->from_y = e->to_y = in->y;
    return REQUEST_DONE;
  case ACT_CANCEL:
    return region_done(e, false, status);
  default:
    return REQUEST_IGNORED;
  }
}

app_request export_region_pointer(app_export *e, const ui_input *in, app_status *status)
{
  if (e->from_x < 0)
    return REQUEST_IGNORED;
  if (in->kind == INPUT_MOTION && in->held && in->on_board &&
      (in->x != e->to_x || in->y != e->to_y)) {
    e->to_x = in->x;
    e->to_y = in->y;
    return REQUEST_DONE;
  }
  if (in->kind == INPUT_RELEASE) {
    if (in->on_board) {
      e->to_x = in->x;
      e->to_y = in->y;
    }
    return region_done(e, true, status);
  }
  return REQUEST_IGNORED;
}

void export_region_view(const app_export *e, ui_view *v)
{
  if (e->from_x < 0)
    return;
  int x0 = e->from_x < e->to_x ? e->from_x : e->to_x, x1 = e->from_x ^ e->to_x ^ x0;
  int y0 = e->from_y < e->to_y ? e->from_y : e->to_y, y1 = e->from_y ^ e->to_y ^ y0;
  for (int y = 0; y < v->size; y++)
    for (int x = 0; x < v->size; x++)
      if (x < x0 || x > x1 || y < y0 || y > y1)
        v->dimmed[view_index(v, x, y)] = true;
}
