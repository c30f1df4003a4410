/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The sizes of the text on the board (see plan.h): the coordinates, a move
 * number, a label, a next move's letter, a candidate's win rate. The board
 * is drawn from the view point by point; what size its text is set at is
 * decided here, without SDL, and tested with the fake font. */
#include <string.h>

#include "plan_internal.h"

int plan_coord_px(const ui_measure *m, const ui_layout *l, bool bold)
{
  /* The widest label, "25", must fit between the board edge and the
   * stones of the outer line. */
  double gap = layout_coord_gap(l);
  int px = l->coord_px;
  int wide = m->width(m->ctx, "25", 2, px, bold);
  if (wide > gap * 0.9 && wide > 0)
    px = (int)floor(px * gap * 0.9 / wide);
  return px;
}

int plan_number_px(const ui_layout *l, int number)
{
  return iround(l->cell * (number >= 100 ? 0.38 : 0.46));
}

int plan_label_px(const ui_measure *m, const ui_layout *l, const char *label, int *w)
{
  /* One or two letters at 0.55 of the cell; a longer label smaller, to
   * stay within its point. */
  int px = iround(l->cell * 0.55);
  size_t n = strlen(label);
  *w = n ? m->width(m->ctx, label, n, px, true) : 0;
  if (*w > l->cell * 0.95) {
    px = (int)fmax(8, px * l->cell * 0.95 / *w);
    *w = m->width(m->ctx, label, n, px, true);
  }
  return px;
}

int plan_next_px(const ui_layout *l) { return iround(l->cell * 0.5); }

int plan_candidate_px(const ui_layout *l, int share)
{
  return iround(l->cell * (0.34 + 0.16 * share / 100.0));
}
