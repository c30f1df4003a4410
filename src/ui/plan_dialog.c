/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What goes over the window: a dialog, the list of keys (F1), the
 * toolbar's tooltip (see plan_internal.h). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "plan_internal.h"

/* --- a dialog ----------------------------------------------------------------------- */

typedef struct dialog_fit {
  int px, row, w, label_w, hint_px, hint_line, hint_h, h;
  int title_px, title_h; /* a title of words wraps; one with a path is shortened */
} dialog_fit;

/* A long dialog takes smaller text rather than leave the window: the
 * largest text up to the panel's at which its rows, its message and its
 * hint, wrapped, all fit. */
static dialog_fit fit_dialog(const ctx *c, const view_overlay *o)
{
  const ui_layout *l = c->l;
  const ui_metrics *mx = c->mx;
  dialog_fit f = {.px = l->text_px};
  for (;;) {
    f.row = iround(f.px * mx->dialog_row);
    /* As wide as the widest row needs (at least 30 characters), within the
     * window. */
    int widest = 0;
    f.label_w = 0;
    for (int i = 0; i < o->n_rows; i++) {
      f.label_w = imax(f.label_w, tw(c, o->rows[i].label, strlen(o->rows[i].label), f.px, true));
      widest = imax(widest, tw(c, o->rows[i].value, strlen(o->rows[i].value), f.px, true));
    }
    /* A form keeps its width whatever is typed: room for 24 characters of
     * value; a longer one shows its end while it is typed, else its start. */
    if (o->form)
      widest = iround(f.px * 0.6 * 24);
    f.w = (int)fmin(l->width * mx->dialog_share,
                    fmax(f.px * mx->dialog_width, f.label_w + widest + f.px * 3.5));
    /* Labels take at most their share of the row (a player's long name is
     * cut with an ellipsis); values the rest. */
    f.label_w = (int)fmin(f.label_w, (f.w - 2 * f.px) * mx->dialog_label);
    /* The hint and the message take the lines they need (French is longer
     * than English): the box grows by their lines beyond the first. */
    f.hint_px = iround(f.px * mx->hint);
    f.hint_line = line_h(c, f.hint_px);
    f.hint_h = o->hint[0] ? plan_wrap_count(c, o->hint, strlen(o->hint), f.hint_px, false,
                                            f.w - 2 * f.px) *
                                f.hint_line
                          : f.hint_line;
    int mh = o->message[0]
                 ? plan_wrap_count(c, o->message, strlen(o->message), f.px, false, f.w - 2 * f.px) *
                       line_h(c, f.px)
                 : 0;
    f.title_px = iround(f.px * mx->title);
    int title_line = line_h(c, f.title_px);
    f.title_h = strchr(o->title, '/') ? title_line
                                      : plan_wrap_count(c, o->title, strlen(o->title), f.title_px,
                                                        true, f.w - 2 * f.px) *
                                            title_line;
    /* As put_dialog places them: the title, its gap, the rows, the
     * message, and the hint raised from the bottom. */
    f.h = f.px / 2 + imax(0, f.title_h - title_line) +
          iround(f.row * (mx->dialog_title_gap + o->n_rows + mx->dialog_message_gap +
                          mx->dialog_hint_raise)) +
          mh + imax(0, f.hint_h - f.hint_line) + f.px / 2;
    if (f.h <= l->height * mx->dialog_fit || f.px <= 8)
      break;
    f.px = imax(8, iround(f.px * mx->dialog_shrink));
  }
  if (f.h > l->height)
    f.h = l->height;
  return f;
}

/* Row i of a dialog at y: its highlight, label and value (a text field's
 * selection on the accent). */
static void put_dialog_row(ctx *c, const view_overlay *o, int i, const dialog_fit *f, ui_rect box,
                           int y)
{
  int px = f->px, row = f->row, pad = px, x = box.x + pad;
  const view_row *r = &o->rows[i];
  ui_rect band = {box.x + pad / 2, y - px / 8, box.w - pad, row};
  if (r->selected)
    plan_fill(c, LAYER_OVER, band, INK_SELECT);
  else if (r->hover && !r->dim)
    plan_frame(c, LAYER_OVER, band, imax(1, px / 12), INK_ACCENT);
  enum plan_ink ink = r->dim ? INK_DIM : INK_TEXT;
  text_style st = {LAYER_OVER, ROLE_ROW, i, px, r->selected, ink};
  if (r->label[0])
    plan_put_shortened(c, &st, x, y, r->label, f->label_w);
  char value[sizeof r->value + 8];
  snprintf(value, sizeof value, "%s%s", r->value, r->editing ? "|" : "");
  int vx = r->label[0] ? x + f->label_w + px : x;
  int room = box.x + box.w - pad - vx;
  char shown[sizeof value + 8];
  int sel_from = r->sel_from, sel_to = r->sel_to;
  if (o->form && r->selected && tw(c, value, strlen(value), px, true) > room) {
    /* The field being typed into shows its end: what is typed. */
    size_t from = 0, len = strlen(value);
    while (from < len) {
      do
        from++;
      while (from < len && ((unsigned char)value[from] & 0xc0) == 0x80);
      snprintf(shown, sizeof shown, ELLIPSIS "%s", value + from);
      if (tw(c, shown, strlen(shown), px, true) <= room)
        break;
    }
    int e = (int)strlen(ELLIPSIS), shift = e - (int)from;
    sel_from = sel_from + shift < e ? e : sel_from + shift;
    sel_to = sel_to + shift < sel_from ? sel_from : sel_to + shift;
  } else {
    /* A value wider than the box ends in an ellipsis, never at its edge. */
    bool cut;
    size_t n = plan_shorten(c, &st, value, strlen(value), "", 0, room, &cut);
    snprintf(shown, sizeof shown, "%.*s%s", (int)n, value, cut ? ELLIPSIS : "");
  }
  if (!shown[0])
    return;
  /* A text field's selection: its bytes on the accent, as typing will
   * replace them. */
  if (sel_to > sel_from && (size_t)sel_to <= strlen(shown)) {
    int sx = vx + tw(c, shown, (size_t)sel_from, px, r->selected);
    int sw = tw(c, shown + sel_from, (size_t)(sel_to - sel_from), px, r->selected);
    text_style part = st; /* the parts do not answer clicks: the row's space does */
    part.role = ROLE_NONE;
    plan_text_at(c, &part, vx, y, shown, (size_t)sel_from);
    plan_fill(c, LAYER_OVER, (ui_rect){sx, y - px / 10, sw, iround(px * 1.25)}, INK_ACCENT);
    part.ink = INK_ON_ACCENT;
    plan_text_at(c, &part, sx, y, shown + sel_from, (size_t)(sel_to - sel_from));
    part.ink = ink;
    plan_text_at(c, &part, sx + sw, y, shown + sel_to, strlen(shown) - (size_t)sel_to);
    plan_space(c, LAYER_OVER, ROLE_ROW, i,
               (ui_rect){vx, y, tw(c, shown, strlen(shown), px, r->selected), px});
  } else {
    plan_text_at(c, &st, vx, y, shown, strlen(shown));
  }
}

void plan_put_dialog(ctx *c)
{
  ui_plan *p = c->p;
  const ui_layout *l = c->l;
  const view_overlay *o = &c->v->overlay;
  dialog_fit f = fit_dialog(c, o);
  int px = f.px, row = f.row;
  ui_rect box = {(l->width - f.w) / 2, (l->height - f.h) / 2, f.w, f.h};
  plan_box_with_border(c, box, imax(2, px / 8), INK_BOX);
  int pad = px, x = box.x + pad, y = box.y + px / 2, bottom = box.y + box.h;
  p->area = box;
  p->over_board = true;
  p->hint_whole = true;
  p->title_cut = false;
  p->scroll = p->scroll_max = 0;
  p->scroll_box = (ui_rect){0, 0, 0, 0};
  /* A title of words too wide for a line goes on two; one with a folder's
   * path keeps its words and shortens the path: "Save in .../games/nine". */
  int tpx = f.title_px, room = box.w - 2 * pad;
  const char *slash = strchr(o->title, '/');
  if (!slash) {
    int th = plan_put_wrapped(c, &(text_style){LAYER_OVER, ROLE_TITLE, -1, tpx, true, INK_ACCENT},
                              x, y, o->title, room, bottom);
    p->title_cut = th < f.title_h;
    y += f.title_h - line_h(c, tpx);
  } else {
    char title[sizeof o->title + 8];
    snprintf(title, sizeof title, "%s", o->title);
    int head = (int)(slash - o->title);
    for (size_t k = (size_t)head; tw(c, title, strlen(title), tpx, true) > room && o->title[k];
         k++) {
      while (o->title[k] && ((unsigned char)o->title[k] & 0xc0) == 0x80)
        k++;
      snprintf(title, sizeof title, "%.*s" ELLIPSIS "%s", head, o->title, o->title + k);
    }
    for (size_t k = 0; tw(c, title, strlen(title), tpx, true) > room && o->title[k]; k++) {
      while (o->title[k] && ((unsigned char)o->title[k] & 0xc0) == 0x80)
        k++;
      snprintf(title, sizeof title, ELLIPSIS "%s", o->title + k);
      p->title_cut = true;
    }
    plan_text_at(c, &(text_style){LAYER_OVER, ROLE_TITLE, -1, tpx, true, INK_ACCENT}, x, y, title,
                 strlen(title));
  }
  y += (int)(row * c->mx->dialog_title_gap);
  for (int i = 0; i < o->n_rows; i++) {
    put_dialog_row(c, o, i, &f, box, y);
    y += row;
  }
  y += (int)(row * c->mx->dialog_message_gap);
  if (o->message[0])
    y += plan_put_wrapped(c,
                          &(text_style){LAYER_OVER, ROLE_MESSAGE, -1, px, false,
                                        o->message_error ? INK_ERROR : INK_TEXT},
                          x, y, o->message, room, bottom);
  if (o->hint[0]) {
    int hy = box.y + box.h - (int)(row * c->mx->dialog_hint_raise) - (f.hint_h - f.hint_line);
    int hh =
        plan_put_wrapped(c, &(text_style){LAYER_OVER, ROLE_HINT, -1, f.hint_px, false, INK_DIM}, x,
                         hy, o->hint, room, bottom);
    p->hint_whole = hh == f.hint_h;
  }
}

/* --- a list to read (F1) ------------------------------------------------------------ */

typedef struct list_fit {
  int px, cols, col_w, label_w, gap;
  int room;                 /* a column's height */
  int n_cols;               /* the columns the rows fill */
  int start[VIEW_ROWS + 1]; /* the first row of each column */
} list_fit;

static int list_row_h(const ctx *c, const view_row *r, const list_fit *g)
{
  int lh = line_h(c, g->px);
  if (r->heading)
    return plan_wrap_count(c, r->label, strlen(r->label), g->px, true, g->col_w) * lh + g->gap * 2;
  int a = plan_wrap_count(c, r->label, strlen(r->label), g->px, true, g->label_w) * lh;
  int b =
      plan_wrap_count(c, r->value, strlen(r->value), g->px, false, g->col_w - g->label_w - g->px) *
      lh;
  return imax(a, b) + g->gap;
}

/* Fills columns room high with the rows, newspaper fashion (a heading
 * never ends a column); false when a column is too narrow to read. */
static bool list_try(const ctx *c, const view_overlay *o, int px, int cols, int box_w, int room,
                     list_fit *g)
{
  memset(g, 0, sizeof *g);
  g->px = px;
  g->cols = cols;
  g->room = room;
  g->gap = iround(px * c->mx->list_gap);
  g->col_w = (box_w - 2 * px - (cols - 1) * 2 * px) / cols;
  /* The keys' column as wide as most of them (the longest wrap), at most
   * its share of the column. */
  int widths[VIEW_ROWS], n = 0;
  for (int i = 0; i < o->n_rows; i++)
    if (!o->rows[i].heading)
      widths[n++] = tw(c, o->rows[i].label, strlen(o->rows[i].label), px, true);
  for (int i = 1; i < n; i++) /* a few dozen: by insertion */
    for (int j = i; j > 0 && widths[j - 1] > widths[j]; j--) {
      int t = widths[j];
      widths[j] = widths[j - 1];
      widths[j - 1] = t;
    }
  int most = n ? widths[(n - 1) * 85 / 100] : 0;
  g->label_w = (int)fmin(most, g->col_w * c->mx->list_label);
  if (g->col_w - g->label_w - px < px * 8)
    return false;
  int used = 0;
  g->start[0] = 0;
  g->n_cols = 1;
  for (int i = 0; i < o->n_rows; i++) {
    int h = list_row_h(c, &o->rows[i], g);
    /* A heading takes its first row with it. */
    int with =
        h + (o->rows[i].heading && i + 1 < o->n_rows ? list_row_h(c, &o->rows[i + 1], g) : 0);
    if (used > 0 && used + with > room) {
      if (g->n_cols >= VIEW_ROWS)
        return false;
      g->start[g->n_cols++] = i;
      used = 0;
    }
    used += h;
  }
  g->start[g->n_cols] = o->n_rows;
  return true;
}

/* The list's type and columns in a box box_w by box_h: the panel's size,
 * in one column or two; else smaller, down to the floor; else the
 * floor's, in pages of two columns. Above the columns the title, under
 * them the cues' line and the hint. Returns the size of type. */
static int list_size(const ctx *c, const view_overlay *o, int box_w, int box_h, list_fit *g)
{
  const ui_layout *l = c->l;
  int floor = floor_px(c);
  /* The hint's height, counting the page number it may start with. */
  char longest[sizeof o->hint + 64];
  snprintf(longest, sizeof longest, _("Page %d of %d. %s"), 88, 88, o->hint);
  int hint_h = o->hint[0] ? plan_wrap_count(c, longest, strlen(longest), l->hint_px, false,
                                            box_w - 2 * imax(l->text_px, floor)) *
                                line_h(c, l->hint_px)
                          : 0;
  int cue = iround(l->hint_px * c->mx->cue);
  bool found = false;
  int px = imax(l->text_px, floor);
  for (;; px = shrink(c, px, floor)) {
    int room = box_h - line_h(c, iround(px * c->mx->title)) - hint_h - cue - 2 * px;
    for (int cols = 1; cols <= 2 && !found; cols++)
      found = list_try(c, o, px, cols, box_w, room, g) && g->n_cols <= cols;
    if (found || px <= floor)
      break;
  }
  if (!found) {
    int room = box_h - line_h(c, iround(px * c->mx->title)) - hint_h - cue - 2 * px;
    if (!list_try(c, o, px, 2, box_w, room, g))
      list_try(c, o, px, 1, box_w, room, g);
  }
  return px;
}

/* The columns of the page in sight, from (x0, y0), in type px. */
static void put_list_rows(ctx *c, const view_overlay *o, const list_fit *g, int px, int x0, int y0)
{
  for (int k = 0; k < g->cols; k++) {
    int col = c->p->scroll * g->cols + k;
    if (col >= g->n_cols)
      break;
    int x = x0 + k * (g->col_w + 2 * px), y = y0;
    for (int i = g->start[col]; i < g->start[col + 1]; i++) {
      const view_row *r = &o->rows[i];
      int h = list_row_h(c, r, g);
      if (r->heading) {
        plan_put_wrapped(c, &(text_style){LAYER_OVER, ROLE_ROW, i, px, true, INK_ACCENT}, x,
                         y + g->gap, r->label, g->col_w, y + h);
      } else {
        int vx = x + g->label_w + px, vw = g->col_w - g->label_w - px;
        plan_put_wrapped(c, &(text_style){LAYER_OVER, ROLE_ROW, i, px, true, INK_TEXT}, x, y,
                         r->label, g->label_w, y + h);
        plan_put_wrapped(
            c, &(text_style){LAYER_OVER, ROLE_ROW, i, px, false, r->dim ? INK_DIM : INK_TEXT}, vx,
            y, r->value, vw, y + h);
      }
      y += h;
    }
  }
}

/* The list's hint at the box's foot: which page, and how to close. */
static void put_list_hint(ctx *c, const view_overlay *o, ui_rect box, int px, int pages)
{
  ui_plan *p = c->p;
  p->hint_whole = true;
  if (!o->hint[0])
    return;
  char hint[sizeof o->hint + 64];
  if (pages > 1)
    snprintf(hint, sizeof hint, _("Page %d of %d. %s"), p->scroll + 1, pages, o->hint);
  else
    snprintf(hint, sizeof hint, "%s", o->hint);
  int hpx = c->l->hint_px, width = box.w - 2 * px;
  int lines = plan_wrap_count(c, hint, strlen(hint), hpx, false, width);
  int h = lines * line_h(c, hpx);
  int placed = plan_put_wrapped(c, &(text_style){LAYER_OVER, ROLE_HINT, -1, hpx, false, INK_DIM},
                                box.x + px, box.y + box.h - px / 2 - h, hint, width, box.y + box.h);
  p->hint_whole = placed == h;
}

void plan_put_list(ctx *c)
{
  ui_plan *p = c->p;
  const ui_layout *l = c->l;
  const view_overlay *o = &c->v->overlay;
  int box_w = iround(l->width * c->mx->dialog_fit), box_h = iround(l->height * c->mx->dialog_fit);
  ui_rect box = {(l->width - box_w) / 2, (l->height - box_h) / 2, box_w, box_h};
  static _Thread_local list_fit g;
  int px = list_size(c, o, box_w, box_h, &g);
  plan_box_with_border(c, box, imax(2, px / 8), INK_BOX);
  p->area = box;
  p->over_board = true;
  p->title_cut = false;
  int pages = (g.n_cols + g.cols - 1) / g.cols;
  p->scroll_max = imax(0, pages - 1);
  p->scroll = imin(imax(c->v->panel_scroll, 0), p->scroll_max);
  int x0 = box.x + px, y0 = box.y + px / 2;
  int tpx = iround(px * c->mx->title);
  plan_put_shortened(c, &(text_style){LAYER_OVER, ROLE_TITLE, -1, tpx, true, INK_ACCENT}, x0, y0,
                     o->title, box.w - 2 * px);
  y0 += line_h(c, tpx) + px / 2;
  panel_frame f = {LAYER_OVER, x0, box.w - 2 * px, px, l->hint_px, iround(l->hint_px * c->mx->cue)};
  if (pages > 1)
    p->scroll_box = (ui_rect){box.x, y0, box.w, g.room + f.cue_h};
  put_list_rows(c, o, &g, px, x0, y0);
  if (pages > 1)
    plan_put_cues(c, &f, p->scroll > 0, p->scroll < p->scroll_max, y0 + g.room);
  put_list_hint(c, o, box, px, pages);
}

/* --- the toolbar's tooltip ----------------------------------------------------------- */

/* The tooltip of the button under the pointer: its name and key, in a box
 * below it (above it near the window's foot), within the window. */
void plan_put_tooltip(ctx *c)
{
  const view_toolbar *t = &c->v->toolbar;
  const ui_layout *l = c->l;
  if (t->hover < 0 || !t->tip[0] || t->hover >= l->tool_n)
    return;
  ui_rect b = layout_toolbar_button(l, t->hover);
  int px = l->hint_px > 0 ? l->hint_px : l->text_px, pad = px / 3 + 2;
  int w = tw(c, t->tip, strlen(t->tip), px, false) + 2 * pad, h = line_h(c, px) + 2 * pad;
  /* Its border (a point round the box) inside the window too. */
  if (w > l->width - 2)
    w = l->width - 2;
  int x = b.x + b.w / 2 - w / 2, y = b.y + b.h + 4;
  if (x + w + 1 > l->width)
    x = l->width - w - 1;
  if (x < 1)
    x = 1;
  if (y + h > l->height)
    y = b.y - h - 4;
  plan_fill(c, LAYER_TIP, (ui_rect){x - 1, y - 1, w + 2, h + 2}, INK_ACCENT);
  plan_fill(c, LAYER_TIP, (ui_rect){x, y, w, h}, INK_PANEL);
  plan_put_shortened(c, &(text_style){LAYER_TIP, ROLE_TIP, -1, px, false, INK_TEXT}, x + pad,
                     y + pad, t->tip, w - 2 * pad);
}
