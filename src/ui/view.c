/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The view (see view.h). */
#include "ui/view.h"

#include <string.h>

void view_clear(ui_view *v, int size)
{
  memset(v, 0, sizeof *v);
  v->size = size;
  v->last_x = v->last_y = -1;
  v->ghost_x = v->ghost_y = -1;
  v->cursor_x = v->cursor_y = -1;
  v->laser_x = v->laser_y = -1;
  v->panel_focus = -1;
  v->line_from_x = v->line_from_y = -1;
  v->toolbar.hover = -1;
}

view_row *view_add_row(view_overlay *o)
{
  if (o->n_rows >= VIEW_ROWS)
    return &o->rows[VIEW_ROWS - 1];
  view_row *r = &o->rows[o->n_rows++];
  memset(r, 0, sizeof *r);
  return r;
}

view_line *view_add_line(ui_view *v, bool strong)
{
  if (v->n_panel >= VIEW_PANEL_LINES)
    return NULL;
  view_line *l = &v->panel[v->n_panel++];
  memset(l, 0, sizeof *l);
  l->strong = strong;
  l->block = v->adding;
  return l;
}
