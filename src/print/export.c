/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hoshi --export: a record's diagram, handout or counting page written
 * without a window; an exercise sheet of every game of a collection or of
 * a folder of records. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/strbuf.h"
#include "print_internal.h"

/* The record's name with the format's extension: game.sgf -> game.pdf; a
 * folder's name with it: problems/ -> problems.pdf. */
static void default_out(const char *file, enum print_format f, char *out, size_t len)
{
  size_t n = strlen(file);
  while (n > 1 && file[n - 1] == '/')
    n--;
  const char *dot = strrchr(file, '.'), *name = os_file_name(file);
  int stem = dot && dot >= name && (size_t)(dot - file) < n ? (int)(dot - file) : (int)n;
  snprintf(out, len, "%.*s.%s", stem, file, print_format_get(f)->extension);
}

void print_caption(const game *g, int number_from, char *out, size_t len)
{
  int m = game_move_number(g);
  char what[128];
  if (number_from > 0 && number_from < m)
    snprintf(what, sizeof what, _("Moves %d to %d"), number_from, m);
  else if (number_from > 0 && number_from == m)
    snprintf(what, sizeof what, _("Move %d"), m);
  else if (m > 0)
    snprintf(what, sizeof what, _("After move %d"), m);
  else
    snprintf(what, sizeof what, "%s",
             game_to_move(g) == COLOR_BLACK ? _("Black to play") : _("White to play"));
  const char *name = game_node_name(g);
  strbuf b = {0};
  if (name && name[0])
    /* TRANSLATORS: a diagram's caption: the position's name, then its
     * moves ("Moves 30 to 37") or its place ("After move 37"). */
    strbuf_printf(&b, _("%s: %s"), name, what);
  else
    strbuf_puts(&b, what);
  /* A name of any length cut before a character, with "…" (text_fit). */
  text_fit(out, len, strbuf_oom(&b) ? what : strbuf_text(&b));
  strbuf_deinit(&b);
}

int print_choose_game(game *g, const char *file, int number, const rules *fallback, FILE *err)
{
  size_t count = game_count(g), index = number > 0 ? (size_t)number - 1 : 0;
  if (index >= count) {
    fprintf(err,
            P_("hoshi: --game %d: %s holds %zu game\n", "hoshi: --game %d: %s holds %zu games\n",
               count),
            number, file, count);
    return 2;
  }
  hoshi_error why = {0};
  if (index > 0 && !game_switch(g, index, fallback, &why)) {
    fprintf(err, "hoshi: %s: %s\n", file, why.message);
    return 2;
  }
  if (count > 1)
    fprintf(err, _("hoshi: %s holds %zu games; this is game %zu (--game N for another)\n"), file,
            count, index + 1);
  return 0;
}

/* --- an exercise sheet of several games ------------------------------------------------- */

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

/* By name ignoring case (ASCII, whatever the locale), then byte by byte,
 * as the problem sets of the window are ordered. */
static int by_name(const void *pa, const void *pb)
{
  const char *a = *(char *const *)pa, *b = *(char *const *)pb;
  for (size_t i = 0;; i++) {
    int d = lower((unsigned char)a[i]) - lower((unsigned char)b[i]);
    if (d != 0)
      return d;
    if (!a[i])
      return strcmp(a, b);
  }
}

static bool is_sgf_name(const char *name)
{
  size_t n = strlen(name);
  return n > 4 && name[n - 4] == '.' && lower(name[n - 3]) == 's' && lower(name[n - 2]) == 'g' &&
         lower(name[n - 1]) == 'f';
}

static void free_names(char **names, size_t n)
{
  for (size_t i = 0; i < n; i++)
    free(names[i]);
  free(names);
}

/* The .sgf files of dir (regular files), in name order; *n of them. NULL
 * with *n 0 when there are none; false when dir cannot be read (why). */
static bool sgf_files(const char *dir, char ***out, size_t *n, hoshi_error *why)
{
  *out = NULL;
  *n = 0;
  DIR *d = os_opendir(dir);
  if (!d)
    return hoshi_fail(why, _("cannot read the folder %s"), dir);
  size_t cap = 0;
  bool ok = true;
  struct dirent *e;
  while (ok && (e = os_readdir(d))) {
    char path[PATH_MAX];
    struct stat st;
    if (!is_sgf_name(e->d_name) ||
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= (int)sizeof path ||
        os_stat(path, &st) != 0 || !S_ISREG(st.st_mode))
      continue;
    if (*n == cap) {
      cap = cap ? 2 * cap : 16;
      char **more = os_realloc(*out, cap * sizeof *more);
      ok = more != NULL;
      if (more)
        *out = more;
    }
    if (ok && !((*out)[*n] = os_strdup(e->d_name)))
      ok = false;
    else if (ok)
      ++*n;
  }
  os_closedir(d);
  if (!ok) {
    free_names(*out, *n);
    *out = NULL;
    *n = 0;
    return hoshi_fail(why, "%s", _("out of memory"));
  }
  if (*n)
    qsort(*out, *n, sizeof **out, by_name);
  return true;
}

/* Adds the problems of every game of the file g holds, each in region
 * (--region, read for its board's size; NULL: the region fitting each
 * problem). Returns false when memory runs out. */
static bool add_collection(print_sheet *s, game *g, const char *region, bool coordinates,
                           const char *file, FILE *err)
{
  size_t count = game_count(g);
  for (size_t i = 0; i < count; i++) {
    hoshi_error why = {0};
    if (i > 0 && !game_switch(g, i, NULL, &why)) {
      fprintf(err, "hoshi: %s: %zu: %s\n", file, i + 1, why.message);
      continue;
    }
    print_handout_options h = {.kind = PRINT_EXERCISES,
                               .coordinates = coordinates,
                               .x0 = -1,
                               .y0 = -1,
                               .x1 = -1,
                               .y1 = -1};
    if (region && !diagram_parse_region(region, game_size(g), &h.x0, &h.y0, &h.x1, &h.y1)) {
      fprintf(err, _("hoshi: --region %s: give two corners on the %dx%d board, like A1:K10\n"),
              region, game_size(g), game_size(g));
      continue;
    }
    if (!print_sheet_add(s, g, &h))
      return false;
  }
  return true;
}

/* The exercise sheet of a folder: its .sgf files in name order, every game
 * of each. A file that cannot be read is said on err and left out. */
static int folder_sheet(const print_export_options *e, game *g, print_sheet *s, FILE *err)
{
  char **names;
  size_t n;
  hoshi_error why = {0};
  if (!sgf_files(e->file, &names, &n, &why)) {
    fprintf(err, "hoshi: %s\n", why.message);
    return 1;
  }
  int status = 0;
  for (size_t i = 0; i < n && status == 0; i++) {
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", e->file, names[i]);
    if (!game_load_file(g, path, NULL, &why)) {
      fprintf(err, "hoshi: %s: %s\n", path, why.message);
      continue;
    }
    if (!add_collection(s, g, e->region, e->coordinates, path, err)) {
      fprintf(err, "hoshi: %s\n", _("out of memory"));
      status = 1;
    }
  }
  if (status == 0 && print_sheet_count(s) == 0) {
    fprintf(err,
            P_("hoshi: %s: no problem in its %zu record (a problem: stones set up, moves "
               "following them)\n",
               "hoshi: %s: no problem in its %zu records (a problem: stones set up, moves "
               "following them)\n",
               n),
            e->file, n);
    status = 1;
  }
  free_names(names, n);
  return status;
}

static bool is_folder(const char *path)
{
  struct stat st;
  return os_stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* An exercise sheet of a folder, or of every game of a collection (--game
 * not given); 1 when the collection or folder holds no problem. */
static int many_games_sheet(const print_export_options *e, game *g, const char *out, FILE *err)
{
  print_sheet *s = print_sheet_new();
  if (!s) {
    fprintf(err, "hoshi: %s\n", _("out of memory"));
    return 1;
  }
  int status = 0;
  char header[512] = "";
  if (is_folder(e->file)) {
    status = folder_sheet(e, g, s, err);
    snprintf(header, sizeof header, "%s", os_file_name(e->file));
  } else {
    print_sheet_header(g, header, sizeof header);
    if (!add_collection(s, g, e->region, e->coordinates, e->file, err)) {
      fprintf(err, "hoshi: %s\n", _("out of memory"));
      status = 1;
    } else if (print_sheet_count(s) == 0) {
      fprintf(err,
              _("hoshi: %s: none of its %zu games is a problem (a problem: stones set up, moves "
                "following them)\n"),
              e->file, game_count(g));
      status = 1;
    }
  }
  hoshi_error why = {0};
  if (status == 0 && !print_sheet_write(s, header, &e->print, out, &why)) {
    fprintf(err, "hoshi: %s: %s\n", out, why.message);
    status = 1;
  }
  print_sheet_free(s);
  return status;
}

/* --- one game ------------------------------------------------------------------------------ */

/* --move: the diagram of a move of the main line, captioned. */
static int one_diagram(const print_export_options *e, game *g, diagram *d, const int *r,
                       const char *out, FILE *err)
{
  if (e->move < 0) {
    game_last(g);
  } else if (!game_goto_move(g, e->move)) {
    game_last(g);
    fprintf(err, _("hoshi: --move %d: the main line has %d moves\n"), e->move, game_move_number(g));
    return 2;
  }
  if (e->numbers_from > game_move_number(g)) {
    fprintf(err, _("hoshi: --numbers-from %d: the diagram is at move %d\n"), e->numbers_from,
            game_move_number(g));
    return 2;
  }
  diagram_options o;
  diagram_defaults(&o);
  o.x0 = r[0], o.y0 = r[1], o.x1 = r[2], o.y1 = r[3];
  o.coordinates = e->coordinates;
  o.number_from = e->numbers_from;
  char caption[256];
  print_caption(g, e->numbers_from, caption, sizeof caption);
  o.caption = caption;
  if (!diagram_make(d, g, &o)) {
    fprintf(err, _("hoshi: --region %s: not on the board\n"), e->region ? e->region : "");
    return 2;
  }
  hoshi_error why = {0};
  if (!print_diagram(d, &e->print, out, &why)) {
    fprintf(err, "hoshi: %s: %s\n", out, why.message);
    return 1;
  }
  return 0;
}

/* What to print of the game g holds (the file's first, opened). */
static int export_game(const print_export_options *e, game *g, diagram *d, const char *out,
                       FILE *err)
{
  int r[4] = {-1, -1, -1, -1};
  if (e->region && !diagram_parse_region(e->region, game_size(g), &r[0], &r[1], &r[2], &r[3])) {
    fprintf(err, _("hoshi: --region %s: give two corners on the %dx%d board, like A1:K10\n"),
            e->region, game_size(g), game_size(g));
    return 2;
  }
  print_handout_options h = {.kind = e->handout,
                             .coordinates = e->coordinates,
                             .x0 = r[0],
                             .y0 = r[1],
                             .x1 = r[2],
                             .y1 = r[3]};
  bool sheet = e->what == PRINT_EXPORT_HANDOUT && e->handout == PRINT_EXERCISES;
  if (sheet && e->game == 0 && game_count(g) > 1)
    return many_games_sheet(e, g, out, err);
  int status = print_choose_game(g, e->file, e->game, NULL, err);
  if (status)
    return status;
  hoshi_error why = {0};
  switch (e->what) {
  case PRINT_EXPORT_MOVE:
    return one_diagram(e, g, d, r, out, err);
  case PRINT_EXPORT_HANDOUT:
    if (!print_handout(g, &h, &e->print, out, &why)) {
      fprintf(err, "hoshi: %s: %s\n", out, why.message);
      return 1;
    }
    return 0;
  case PRINT_EXPORT_SCORING:
    game_last(g);
    if (!print_scoring(g, NULL, NULL, NULL, &e->print, out, &why)) {
      fprintf(err, "hoshi: %s: %s\n", out, why.message);
      return 1;
    }
    return 0;
  }
  return 1;
}

/* The file to write: --out, which must not be the record nor, without
 * --force, an existing file; else the record's name with the format's
 * extension, numbered when taken (as the export dialog does). 0, or the
 * exit status when it is refused (said on err). */
static int choose_out(const print_export_options *e, char *out, size_t len, FILE *err)
{
  if (!e->out) {
    char first[PATH_MAX];
    default_out(e->file, e->print.format, first, sizeof first);
    if (!os_unused_name(first, out, len)) {
      fprintf(err, _("hoshi: %s and its numbered names are all taken: give --out\n"), first);
      return 2;
    }
    return 0;
  }
  snprintf(out, len, "%s", e->out);
  struct stat st;
  if (os_same_file(e->file, out)) {
    fprintf(err, _("hoshi: --out %s is the record itself: give another name\n"), out);
    return 2;
  }
  if (!e->force && os_lstat(out, &st) == 0) {
    fprintf(err, _("hoshi: --out %s exists: give --force to replace it, or another name\n"), out);
    return 2;
  }
  return 0;
}

/* Fontconfig and pango started, their threads and caches made, with a
 * first text laid out: before the record is read, while there is room.
 * Under a small memory limit they abort or hang when they start after a
 * large record (they do not say "out of memory"); started first, they
 * have what they need, and the record's own allocations fail cleanly. */
static void start_fonts(void)
{
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1);
  cairo_t *cr = cairo_create(s);
  if (cairo_status(cr) == CAIRO_STATUS_SUCCESS)
    (void)print_text_height(cr, "Hoshi: 0123456789 é", PRINT_TEXT_PT, true, 100);
  cairo_destroy(cr);
  cairo_surface_destroy(s);
}

/* The least address space an export needs (measured with ulimit -v on a
 * 10,000-move record: a diagram from 100 MB, its main-line handout from
 * 120 MB; below, fontconfig and pango's threads fail to start and GLib
 * aborts the process or it crashes in fontconfig, whatever Hoshi does). */
#define EXPORT_FLOOR_MB 128

int print_export(const print_export_options *e, FILE *err)
{
  unsigned long long limit;
  if (os_address_space_limit(&limit) && limit < (unsigned long long)EXPORT_FLOOR_MB << 20) {
    fprintf(err,
            _("hoshi: --export needs %d MB of address space, and this process may use %llu MB "
              "(ulimit -v): nothing written\n"),
            EXPORT_FLOOR_MB, limit >> 20);
    return 1;
  }
  start_fonts();
  game *g = os_calloc(1, sizeof *g);
  diagram *d = os_malloc(sizeof *d);
  int status = 1;
  hoshi_error why = {0};
  if (!g || !d || !game_init(g, 19, NULL)) {
    fprintf(err, "hoshi: %s\n", _("out of memory"));
    free(g);
    free(d);
    return 1;
  }
  char out[PATH_MAX];
  status = choose_out(e, out, sizeof out, err);
  if (status) {
    /* Said: nothing read, nothing written. */
  } else if (is_folder(e->file)) {
    if (e->what == PRINT_EXPORT_HANDOUT && e->handout == PRINT_EXERCISES && e->game == 0) {
      status = many_games_sheet(e, g, out, err);
    } else {
      fprintf(err,
              _("hoshi: --export %s: a folder makes an exercise sheet (--handout exercises, "
                "without --game)\n"),
              e->file);
      status = 2;
    }
  } else if (!game_load_file(g, e->file, NULL, &why)) {
    fprintf(err, "hoshi: %s: %s\n", e->file, why.message);
    status = 1;
  } else {
    status = export_game(e, g, d, out, err);
  }
  game_deinit(g);
  free(g);
  free(d);
  return status;
}
