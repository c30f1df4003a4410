/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The counting explanation as one page: the position with its count
 * marked as books mark it, the counts of two rule sets side by side, and
 * the reasons they differ. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "hoshi/score.h"
#include "print_internal.h"

#define MARGIN 48.0

/* A figure, or a dash for what a method does not count (as the scoring
 * screen shows it). */
static void cell(char out[24], bool counted, double v)
{
  if (counted)
    i18n_format_number(v, out, 24);
  else
    snprintf(out, 24, "-");
}

enum { STONES, TERRITORY, PRISONERS, PASS, COMP, KOMI, TOTAL, RESULT, ROWS };

typedef struct table {
  char cell[ROWS][2][2][24]; /* [row][column][Black, White] */
  bool shown[ROWS];
} table;

static void fill_table(table *t, const score count[2], const rules *const column[2])
{
  memset(t, 0, sizeof *t);
  for (int k = 0; k < 2; k++) {
    const score *sc = &count[k];
    const rules *r = column[k];
    for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
      const score_side *d = &sc->side[c];
      int i = c - 1;
      cell(t->cell[STONES][k][i], rules_counts_stones(r), d->stones);
      cell(t->cell[TERRITORY][k][i], rules_counts_territory(r), d->territory);
      cell(t->cell[PRISONERS][k][i], rules_counts_prisoners(r), d->prisoners);
      cell(t->cell[PASS][k][i], rules_counts_pass_stones(r), d->pass_stones);
      cell(t->cell[TOTAL][k][i], true, d->total);
    }
    cell(t->cell[COMP][k][1], true, sc->side[COLOR_WHITE].compensation);
    cell(t->cell[KOMI][k][1], true, sc->side[COLOR_WHITE].komi);
    i18n_result(sc->result, t->cell[RESULT][k][0], sizeof t->cell[RESULT][k][0]);
  }
  /* A row that adds nothing to either count is left out, but for those
   * the page promises (all but pass stones). */
  for (int r = 0; r < ROWS; r++) {
    bool nothing = true;
    for (int k = 0; k < 2; k++)
      for (int i = 0; i < 2; i++) {
        const char *c = t->cell[r][k][i];
        nothing &= !c[0] || !strcmp(c, "-") || !strcmp(c, "0");
      }
    t->shown[r] = r != PASS || !nothing;
  }
}

/* The table: a label column, then two columns (Black, White) for each
 * rule set. Returns its height. */
static double draw_table(cairo_t *cr, const table *t, const rules *const column[2],
                         const rules *official, double x, double y, double width)
{
  static const char *const labels[] = {N_("Stones"),      N_("Territory"),    N_("Prisoners"),
                                       N_("Pass stones"), N_("Compensation"), N_("Komi"),
                                       N_("Total"),       N_("Result")};
  double label_w = width * 0.32, col = (width - label_w) / 4, line = PRINT_TEXT_PT * 1.6;
  double at = y;
  cairo_set_source_rgb(cr, 0, 0, 0);
  for (int k = 0; k < 2; k++) {
    char head[64];
    snprintf(head, sizeof head, "%s%s", rules_short_name(column[k]),
             column[k] == official ? "*" : "");
    print_show(cr, head, PRINT_TEXT_PT, true, x + label_w + 2 * k * col, at, 2 * col, 1);
  }
  at += line;
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < 2; i++)
      print_show(cr, i ? _("White") : _("Black"), PRINT_TEXT_PT, false,
                 x + label_w + (2 * k + i) * col, at, col - 6, 2);
  at += line;
  cairo_set_line_width(cr, 0.5);
  cairo_move_to(cr, x, at - 3);
  cairo_line_to(cr, x + width, at - 3);
  cairo_stroke(cr);
  for (int r = 0; r < ROWS; r++) {
    if (!t->shown[r])
      continue;
    bool strong = r == TOTAL || r == RESULT;
    if (r == TOTAL) {
      cairo_move_to(cr, x, at - 3);
      cairo_line_to(cr, x + width, at - 3);
      cairo_stroke(cr);
    }
    print_show(cr, _(labels[r]), PRINT_TEXT_PT, strong, x, at, label_w, 0);
    for (int k = 0; k < 2; k++) {
      if (r == RESULT) {
        print_show(cr, t->cell[r][k][0], PRINT_TEXT_PT, true, x + label_w + 2 * k * col, at,
                   2 * col, 1);
        continue;
      }
      for (int i = 0; i < 2; i++)
        print_show(cr, t->cell[r][k][i], PRINT_TEXT_PT, strong, x + label_w + (2 * k + i) * col, at,
                   col - 6, 2);
    }
    at += line;
  }
  return at - y;
}

/* The board with the count marked: territory as small squares, dead
 * stones grey, seki points triangles, points to fill circles. */
static void mark_count(diagram *d, uint8_t (*overlay)[BOARD_MAX_SIZE], const score_input *in,
                       const uint8_t *kind)
{
  const board *b = in->board;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      enum score_point k = (enum score_point)kind[p];
      if (board_at(b, p) != COLOR_EMPTY && in->dead && in->dead[p])
        d->dimmed[y][x] = true;
      switch (k) {
      case SCORE_POINT_BLACK:
        overlay[y][x] = PRINT_OVERLAY_BLACK;
        break;
      case SCORE_POINT_WHITE:
        overlay[y][x] = PRINT_OVERLAY_WHITE;
        break;
      case SCORE_POINT_SEKI:
      case SCORE_POINT_BLACK_SEKI_EYE:
      case SCORE_POINT_WHITE_SEKI_EYE:
        d->mark[y][x] = DIAGRAM_TRIANGLE;
        break;
      case SCORE_POINT_BLACK_MUST_FILL:
      case SCORE_POINT_WHITE_MUST_FILL:
        d->mark[y][x] = DIAGRAM_CIRCLE;
        break;
      case SCORE_POINT_STONE:
      case SCORE_POINT_DAME:
        break;
      }
    }
}

/* The page's title and the game's players, handicap and komi: the height
 * they take. */
static double draw_heading(cairo_t *cr, const game *g, double x, double at, double w)
{
  double top = at;
  at += print_show(cr, _("How the position counts"), 14, true, x, at, w, 0) + 2;
  char line[512], b[128], wh[128];
  const char *pb = game_info(g, "PB", b, sizeof b), *pw_ = game_info(g, "PW", wh, sizeof wh);
  snprintf(line, sizeof line, _("Black: %s   White: %s"), pb && pb[0] ? pb : "-",
           pw_ && pw_[0] ? pw_ : "-");
  size_t n = strlen(line);
  int handicap = game_handicap(g);
  if (handicap)
    n += (size_t)snprintf(line + n, sizeof line - n, _(", handicap %d"), handicap);
  if (n < sizeof line)
    snprintf(line + n, sizeof line - n, _(", komi %s"), i18n_num(g->komi));
  at += print_show(cr, line, PRINT_TEXT_PT, false, x, at, w, 0) + 8;
  return at - top;
}

bool print_scoring(game *g, const uint8_t *dead, const rules *first, const rules *second,
                   const print_options *o, const char *path, hoshi_error *why)
{
  static uint8_t overlay[BOARD_MAX_SIZE][BOARD_MAX_SIZE];
  static diagram d;
  static uint8_t kind[BOARD_MAX_POINTS];
  const rules *column[2] = {first ? first : rules_reference(SCORING_TERRITORY),
                            second ? second : rules_reference(SCORING_AREA)};
  score_input in;
  game_score_input(g, &in);
  if (dead)
    in.dead = dead;
  if (!in.dead || !score_points(&in, kind))
    return hoshi_fail(why, "%s", _("cannot count the position: out of memory"));
  score count[2];
  for (int k = 0; k < 2; k++)
    if (!score_count(&in, column[k], &count[k]))
      return hoshi_fail(why, "%s", _("cannot count the position"));
  score_reason reasons[16];
  int n_reasons = score_reconcile(&count[0], &count[1], &in, reasons, 16);
  table t;
  fill_table(&t, count, column);

  print_diagram_from_board(&d, &g->board, true);
  memset(overlay, 0, sizeof overlay);
  mark_count(&d, overlay, &in, kind);

  double pw, ph;
  print_page_size(o->page, &pw, &ph);
  print_doc doc;
  if (!print_doc_begin(&doc, o, pw, ph, why))
    return false;
  cairo_t *cr = doc.cr;
  double x = MARGIN, w = pw - 2 * MARGIN, at = MARGIN;
  at += draw_heading(cr, g, x, at, w);
  char line[512];

  print_plan p;
  double board_w = fmin(w, 20.0 * (d.size + 1));
  print_box box = {x + (w - board_w) / 2, at, board_w, board_w};
  print_plan_diagram(cr, &d, box, 20, 0, &p);
  print_draw_diagram(cr, &d, &p, (const uint8_t(*)[BOARD_MAX_SIZE])overlay,
                     print_format_classes(o->format));
  at += p.height + 6;
  at += print_show(cr,
                   _("Small squares: territory. Grey stones: dead. Triangles: seki (its "
                     "neutral points and the eyes of groups in seki). Circles: points to fill "
                     "once the dame are filled. Unmarked empty points: dame."),
                   PRINT_TEXT_PT - 1, false, x, at, w, 0) +
        12;

  at += draw_table(cr, &t, column, g->rules, x, at, w) + 10;

  double diff = count[0].margin - count[1].margin;
  bool any = false;
  for (int i = 0; i < n_reasons; i++)
    any |= fabs(reasons[i].points) > 1e-9;
  if (column[0] == column[1])
    snprintf(line, sizeof line, "%s", _("Both columns count the same way."));
  else if (fabs(diff) < 1e-9 && !any)
    snprintf(line, sizeof line, _("%s and %s agree on this position."), rules_short_name(column[0]),
             rules_short_name(column[1]));
  else
    snprintf(line, sizeof line, _("%s minus %s: %s for Black, because"),
             rules_short_name(column[0]), rules_short_name(column[1]), i18n_signed(diff));
  at += print_show(cr, line, PRINT_TEXT_PT, true, x, at, w, 0) + 4;
  for (int i = 0; i < n_reasons && at < ph - MARGIN; i++) {
    char r[300];
    snprintf(r, sizeof r, "\xe2\x80\xa2 %s", reasons[i].text);
    at += print_show(cr, r, PRINT_TEXT_PT, false, x + 8, at, w - 8, 0) + 3;
  }
  return print_doc_end(&doc, path, why);
}
