/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hoshi --export: a record's diagram, handout or counting page written
 * without a window. */
#include <stdlib.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "print/print.h"

static const char *extension(enum print_format f)
{
  return f == PRINT_SVG ? "svg" : f == PRINT_PNG ? "png" : "pdf";
}

/* The record's name with the format's extension: game.sgf -> game.pdf. */
static void default_out(const char *file, enum print_format f, char *out, size_t len)
{
  const char *dot = strrchr(file, '.'), *name = os_file_name(file);
  int stem = dot && dot >= name ? (int)(dot - file) : (int)strlen(file);
  snprintf(out, len, "%.*s.%s", stem, file, extension(f));
}

int print_export(const print_export_options *e, FILE *err)
{
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
  if (e->out)
    snprintf(out, sizeof out, "%s", e->out);
  else
    default_out(e->file, e->print.format, out, sizeof out);
  if (!game_load_file(g, e->file, NULL, &why)) {
    fprintf(err, "hoshi: %s: %s\n", e->file, why.message);
    goto done;
  }
  int x0 = -1, y0 = -1, x1 = -1, y1 = -1;
  if (e->region && !diagram_parse_region(e->region, game_size(g), &x0, &y0, &x1, &y1)) {
    fprintf(err, _("hoshi: --region %s: give two corners on the %dx%d board, like A1:K10\n"),
            e->region, game_size(g), game_size(g));
    status = 2;
    goto done;
  }
  switch (e->what) {
  case PRINT_EXPORT_MOVE: {
    if (e->move < 0) {
      game_last(g);
    } else if (!game_goto_move(g, e->move)) {
      game_last(g);
      fprintf(err, _("hoshi: --move %d: the main line has %d moves\n"), e->move,
              game_move_number(g));
      status = 2;
      goto done;
    }
    if (e->numbers_from > game_move_number(g)) {
      fprintf(err, _("hoshi: --numbers-from %d: the diagram is at move %d\n"), e->numbers_from,
              game_move_number(g));
      status = 2;
      goto done;
    }
    diagram_options o;
    diagram_defaults(&o);
    o.x0 = x0, o.y0 = y0, o.x1 = x1, o.y1 = y1;
    o.coordinates = e->coordinates;
    o.number_from = e->numbers_from;
    if (!diagram_make(d, g, &o)) {
      fprintf(err, _("hoshi: --region %s: not on the board\n"), e->region ? e->region : "");
      status = 2;
      goto done;
    }
    if (!print_diagram(d, &e->print, out, &why)) {
      fprintf(err, "hoshi: %s: %s\n", out, why.message);
      goto done;
    }
    break;
  }
  case PRINT_EXPORT_HANDOUT: {
    print_handout_options h = {
        .kind = e->handout, .coordinates = e->coordinates, .x0 = x0, .y0 = y0, .x1 = x1, .y1 = y1};
    if (!print_handout(g, &h, &e->print, out, &why)) {
      fprintf(err, "hoshi: %s: %s\n", out, why.message);
      goto done;
    }
    break;
  }
  case PRINT_EXPORT_SCORING:
    game_last(g);
    if (!print_scoring(g, NULL, NULL, NULL, &e->print, out, &why)) {
      fprintf(err, "hoshi: %s: %s\n", out, why.message);
      goto done;
    }
    break;
  }
  status = 0;
done:
  game_deinit(g);
  free(g);
  free(d);
  return status;
}
