/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The panel placed: its pieces, the scrolling part and its cues, the key
 * hint; a screen in a box over the window (see plan_internal.h). */
#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "plan_internal.h"

/* --- the panel placed --------------------------------------------------------------- */

/* The scroll cues' line at y: "more above" (up) and "more below" (down),
 * side by side when both are there, each as much of its words as its half
 * takes; each answers a click on its part of the line. */
void plan_put_cues(ctx *c, const panel_frame *f, bool up, bool down, int y)
{
  const char *text[2][3] = {{_("\xe2\x96\xb2 more above: wheel, or click here"),
                             _("\xe2\x96\xb2 more above"), "\xe2\x96\xb2"},
                            {_("\xe2\x96\xbc more below: wheel, or click here"),
                             _("\xe2\x96\xbc more below"), "\xe2\x96\xbc"}};
  bool on[2] = {up, down};
  int both = up && down, room = both ? (f->width - f->cue_px) / 2 : f->width;
  int x = f->x;
  for (int d = 0; d < 2; d++) {
    if (!on[d])
      continue;
    size_t k = both ? 1 : 0;
    while (k + 1 < 3 && tw(c, text[d][k], strlen(text[d][k]), f->cue_px, true) > room)
      k++;
    int part = both ? room : f->width;
    int tx = both && d == 1
                 ? f->x + f->width - tw(c, text[d][k], strlen(text[d][k]), f->cue_px, true)
                 : x;
    plan_text_at(c, &(text_style){f->layer, ROLE_CUE, d ? 1 : -1, f->cue_px, true, INK_ACCENT}, tx,
                 y, text[d][k], strlen(text[d][k]));
    plan_space(c, f->layer, ROLE_CUE, d ? 1 : -1,
               (ui_rect){both && d == 1 ? f->x + f->width - part : x, y, part, f->cue_h});
  }
}

static void put_table_piece(ctx *c, const panel_frame *f, const build *b, const piece *pc, int y)
{
  const view_table *t = &c->v->table;
  const table_cols *g = &b->table;
  int px = g->px, x = f->x;
  char title[2][64];
  plan_table_titles(t, title);
  /* Room to spare goes between the labels and the figures, a little. */
  int col[2], right[2][2];
  col[0] = x + g->label + g->gap + imin(imax(f->width - g->total, 0), px * 2);
  col[1] = col[0] + g->span[0] + g->gap;
  for (int k = 0; k < 2; k++) {
    right[k][0] = col[k] + (g->span[k] - g->inner) / 2;
    right[k][1] = col[k] + g->span[k];
  }
  int dy = iround(px * c->mx->table_text), w = right[1][1] - x;
  if (pc->item < 0) {
    for (int k = 0; k < 2; k++)
      plan_text_aligned(
          c,
          &(text_style){f->layer, ROLE_TABLE, -1, px, true, t->official[k] ? INK_ACCENT : INK_TEXT},
          col[k] + g->span[k] / 2, y + dy, title[k], 1);
    bool dark = theme_dark_panel(c->pal);
    for (int k = 0; k < 2 && g->chip > 0; k++)
      for (int j = 0; j < 2; j++) {
        int cx = right[k][j] - g->fig / 2, cy = y + g->row_h + g->chip / 2;
        plan_item *it = plan_add(c, PLAN_STONE, f->layer,
                                 (ui_rect){cx - g->chip / 2, cy - g->chip / 2, g->chip, g->chip});
        if (it) {
          it->stone = j == 0 ? COLOR_BLACK : COLOR_WHITE;
          it->px = (int16_t)g->icon;
          it->chip = dark;
        }
      }
    plan_space(c, f->layer, ROLE_TABLE, -1, (ui_rect){x, y, w, g->row_h + g->chip});
    return;
  }
  const view_table_row *row = &t->rows[pc->item];
  /* A rule above the first total. */
  if (row->strong && pc->item > 0 && !t->rows[pc->item - 1].strong) {
    plan_item *it = plan_add(c, PLAN_RULE, f->layer,
                             (ui_rect){x, y, w, imax(1, iround(px * c->mx->table_rule))});
    if (it) {
      it->ink = INK_DIM;
      it->px = (int16_t)it->box.h;
    }
  }
  text_style cell = {f->layer, ROLE_TABLE, pc->item, px, row->strong, INK_TEXT};
  plan_text_at(c, &cell, x, y + dy, row->label, strlen(row->label));
  for (int k = 0; k < 2; k++) {
    if (!row->cell[k][1][0])
      plan_text_aligned(c, &cell, col[k] + g->span[k] / 2, y + dy, row->cell[k][0], 1);
    else
      for (int j = 0; j < 2; j++)
        plan_text_aligned(c, &cell, right[k][j], y + dy, row->cell[k][j], 2);
  }
  plan_space(c, f->layer, ROLE_TABLE, pc->item, (ui_rect){x, y, w, px + dy});
}

static void put_piece(ctx *c, const panel_frame *f, const build *b, const piece *pc, int y)
{
  if (pc->role == ROLE_TABLE) {
    put_table_piece(c, f, b, pc, y);
    return;
  }
  int px = pc->px, x = f->x;
  if (pc->selected)
    plan_fill(c, f->layer,
              (ui_rect){x - f->pad / 2, y - px / 8, f->width + f->pad,
                        pc->text_h ? line_h(c, px) : pc->h},
              INK_SELECT);
  if (pc->stone && pc->first) {
    int d = iround(px * c->mx->icon);
    int chip = d + imax(4, iround(d * c->mx->chip));
    int cx = x + iround(px * c->mx->icon_x), cy = y + iround(px * c->mx->icon_y);
    bool dark = theme_dark_panel(c->pal);
    int side = dark ? chip : d;
    plan_item *it =
        plan_add(c, PLAN_STONE, f->layer, (ui_rect){cx - side / 2, cy - side / 2, side, side});
    if (it) {
      it->stone = pc->stone;
      it->px = (int16_t)d;
      it->chip = dark;
    }
  }
  if (!pc->len && !pc->ellipsis)
    return;
  text_style st = {f->layer, (enum plan_role)pc->role, pc->item, px,
                   pc->bold, (enum plan_ink)pc->ink};
  text_run run = {pc->s, (size_t)pc->len, pc->ellipsis, pc->tail, (size_t)pc->tail_len};
  plan_text_parts(c, &st, x + pc->indent, y, &run);
  if (pc->click) {
    /* The whole width clicks, not only the text. */
    plan_item *it = plan_space(c, f->layer, ROLE_LINE, pc->item, (ui_rect){x, y, f->width, px});
    if (it)
      it->click = pc->click;
  }
}

/* The height piece i takes when it is the last shown above the cues'
 * line: its line, without the gap after it. */
static int shown_h(const ctx *c, const build *b, int i)
{
  const piece *pc = &b->p[i];
  return pc->text_h ? imin(pc->h, line_h(c, pc->px)) : pc->h;
}

/* The first piece a window from start shows: an empty line at its top
 * (a paragraph's gap, scrolled to) takes no room there. */
static int first_shown(const build *b, int from, int start, int end)
{
  while (start > from && start + 1 < end && b->p[start].text_h == 0)
    start++;
  return start;
}

/* The end of the pieces from start (before end) in sight: all of them,
 * gaps included, when start is the part's first and they fit room with
 * no cue; else those that fit above the cues' line (the last one without
 * its gap). */
static int visible_end(const ctx *c, const build *b, int from, int end, int start, int room,
                       int cue_h)
{
  if (start == from) {
    int all = 0;
    for (int i = from; i < end; i++)
      all += b->p[i].h;
    if (all <= room)
      return end;
  }
  int used = 0, e = first_shown(b, from, start, end);
  while (e < end && used + shown_h(c, b, e) <= room - cue_h)
    used += b->p[e++].h;
  return e;
}

/* Whether pieces start..e hold text (not only empty lines' space). */
static bool shows_text(const build *b, int start, int e)
{
  for (int i = start; i < e; i++)
    if (b->p[i].text_h > 0)
      return true;
  return false;
}

/* Places pieces from..end in a part at most room high that scrolls, the
 * cues on a line under what it shows; returns the height it takes (what
 * is left goes under the blocks that follow). */
static int put_scrolling(ctx *c, const panel_frame *f, const build *b, int from, int end, int y,
                         int room)
{
  ui_plan *p = c->p;
  int cue_h = f->cue_h;
  /* The most that can be scrolled: from there to the end fits above the
   * cues' line (or, when the last lines are too tall for the room, the
   * last place from which something is in sight). */
  int k = end, used = 0;
  while (k > from) {
    int add = k == end ? shown_h(c, b, k - 1) : b->p[k - 1].h;
    if (used + add > room - cue_h)
      break;
    used += add;
    k--;
  }
  while (k > from && !shows_text(b, k, visible_end(c, b, from, end, k, room, cue_h)))
    k--;
  if (visible_end(c, b, from, end, from, room, cue_h) == end)
    k = from; /* all of it in sight: nothing to scroll */
  /* No room for one of its lines above the cues' line: nothing to bring
   * into sight, so no cue that would promise it (the block is folded). */
  if (from == end || !shows_text(b, k, visible_end(c, b, from, end, k, room, cue_h))) {
    p->scroll_max = 0;
    p->scroll_box = (ui_rect){f->x, y, f->width, 0};
    p->blocks_folded++;
    return 0;
  }
  p->scroll_max = k - from;
  int want = c->v->panel_scroll;
  if (c->v->panel_focus >= 0) {
    /* The line to bring into sight: from its first piece, unless it is in
     * sight already. */
    int f0 = -1, f1 = -1;
    for (int i = from; i < end; i++)
      if (b->p[i].role == ROLE_LINE && b->p[i].item == c->v->panel_focus) {
        f0 = f0 < 0 ? i : f0;
        f1 = i;
      }
    int start = from + imin(imax(want, 0), p->scroll_max);
    if (f0 >= 0 && (f0 < start || f1 >= visible_end(c, b, from, end, start, room, cue_h)))
      want = f0 - from;
  }
  p->scroll = imin(imax(want, 0), p->scroll_max);
  /* A place from which no text is in sight (an empty line before a line
   * taller than the room): on to the next that shows some, as the end
   * does. */
  while (
      p->scroll < p->scroll_max &&
      !shows_text(b, from + p->scroll, visible_end(c, b, from, end, from + p->scroll, room, cue_h)))
    p->scroll++;
  int start = from + p->scroll;
  int e = visible_end(c, b, from, end, start, room, cue_h);
  p->scroll_page = imax(1, e - start);
  bool cue = start > from || e < end;
  int yy = y;
  for (int i = cue ? first_shown(b, from, start, end) : start; i < e; i++) {
    put_piece(c, f, b, &b->p[i], yy);
    /* Above the cues' line the last piece needs no gap; whole, it keeps it. */
    yy += cue && i == e - 1 ? shown_h(c, b, i) : b->p[i].h;
  }
  if (cue) {
    plan_put_cues(c, f, start > from, e < end, yy);
    yy += cue_h;
  }
  p->scroll_box = (ui_rect){f->x, y, f->width, yy - y};
  return yy - y;
}

/* The key hint at the foot of area: all of it, or one line, or none (the
 * theme's and the settings' choice). Returns its height. */
static int put_hint(ctx *c, enum plan_layer layer, ui_rect area, int hint_px, bool one_line)
{
  const ui_view *v = c->v;
  ui_plan *p = c->p;
  enum ui_hint_mode mode = theme_hint_mode(v->theme, (enum ui_hint_mode)v->hint_mode);
  if (one_line && mode == HINT_FULL)
    mode = HINT_SHORT;
  p->hint_whole = true;
  if (mode == HINT_NONE || !v->hint[0])
    return 0;
  if (mode == HINT_SHORT) {
    /* Its first keys, whole: what fits before a " - " that does not. */
    const char *s = v->hint_short[0] ? v->hint_short : v->hint;
    int h = line_h(c, hint_px);
    size_t n = strlen(s);
    while (tw(c, s, n, hint_px, false) > area.w) {
      const char *cut = NULL;
      for (const char *q = strstr(s, " - "); q && (size_t)(q - s) < n; q = strstr(q + 1, " - "))
        cut = q;
      if (!cut)
        break;
      n = (size_t)(cut - s);
    }
    char one[sizeof v->hint];
    snprintf(one, sizeof one, "%.*s", (int)n, s);
    plan_put_shortened(c, &(text_style){layer, ROLE_HINT, -1, hint_px, false, INK_DIM}, area.x,
                       area.y + area.h - h, one, area.w);
    return h;
  }
  /* Whole, in smaller text when it would take more than its share of the
   * panel (large text in a small window). */
  int lines;
  for (;;) {
    lines = plan_wrap_count(c, v->hint, strlen(v->hint), hint_px, false, area.w);
    if (lines * line_h(c, hint_px) <= area.h * c->mx->hint_share || hint_px <= 9)
      break;
    hint_px = imax(9, iround(hint_px * 0.9));
  }
  int h = lines * line_h(c, hint_px);
  int placed = plan_put_wrapped(c, &(text_style){layer, ROLE_HINT, -1, hint_px, false, INK_DIM},
                                area.x, area.y + area.h - h, v->hint, area.w, area.y + area.h);
  p->hint_whole = placed == h && h <= area.h;
  return h;
}

static _Thread_local build scratch;

/* A screen's content in a rectangle (the panel, or a box over the
 * window): padded, the hint at its foot, the blocks above it as the
 * screen's priorities place them. */
void plan_put_panel(ctx *c, ui_rect outer, enum view_screen screen, int room_px, int hint_px,
                    enum plan_layer layer)
{
  ui_plan *p = c->p;
  const ui_layout *l = c->l;
  int base = l->base_px > 0 ? l->base_px : l->text_px;
  panel_frame f;
  attempt a;
  build *b = &scratch;
  enum shown how;
  int top = 0, bottom = 0;
  int n = p->n, text_used = p->text_used;
  /* The whole hint, unless the room's text must be made smaller for it:
   * then the hint takes one line (F1 lists the keys); then the padding,
   * the gaps and the cues take less too; at last the hint goes. The room's
   * long text whole, and the answer to what the user just did (the
   * status), are worth the hint's room too: while a pass that fits keeps
   * either out, the next is tried, and the best is taken (the first of
   * the best). */
  int best = -1, best_q = -1;
  for (int pass = 0; pass < 4; pass++) {
    p->n = n;
    p->text_used = text_used;
    bool tight = pass >= 2;
    int pad = iround(imin(base, room_px) * c->mx->pad * (tight ? c->mx->tight_pad : 1));
    ui_rect area = {outer.x + pad, outer.y + pad, outer.w - 2 * pad, outer.h - 2 * pad};
    p->area = area;
    int cue_px = tight ? imin(hint_px, floor_px(c)) : hint_px;
    f = (panel_frame){layer, area.x, area.w, pad, cue_px, iround(cue_px * c->mx->cue)};
    p->hint_hidden = pass == 3;
    int hint_h = p->hint_hidden ? 0 : put_hint(c, layer, area, hint_px, pass > 0);
    top = area.y;
    bottom = area.y + area.h - hint_h -
             (hint_h ? iround(room_px * (tight ? c->mx->tight_gap : c->mx->hint_gap)) : 0);
    fit_room fr = {area.w, bottom - top, f.cue_h};
    p->fit = plan_fit_content(c, priority_of(screen), room_px, &fr, &a, b, &how);
    bool fitted = p->fit < FIT_SMALLER || (pass == 1 && p->fit == FIT_SMALLER);
    if (fitted && pass == best)
      break; /* the best, again */
    int q = (how == SHOWN_WHOLE ? 2 : 0) + !plan_status_folded(c, &a);
    if (fitted && q == 3)
      break;
    if (fitted && q > best_q) {
      best_q = q;
      best = pass;
    }
    if (pass == 3 && best >= 0 && best != 3)
      pass = best - 1; /* placed once more, as the best was */
  }
  p->folded = b->folded;
  p->blocks_folded = a.blocks_folded;
  p->room_px = a.room_px;
  p->teacher_px = a.teacher_px;
  p->table_px = b->table.px;
  p->scroll = p->scroll_max = 0;
  p->scroll_page = 1;
  p->scroll_box = (ui_rect){0, 0, 0, 0};
  int y = top;
  if (p->fit == FIT_OVERFLOW) {
    /* Nothing else worked: all of it scrolls. */
    put_scrolling(c, &f, b, 0, b->n, y, bottom - top);
    return;
  }
  int k_scroll = how == SHOWN_SCROLLING ? plan_scroll_block(&a) : -1;
  for (int k = 0; k < a.n; k++) {
    int from = b->first[k], end = from + b->count[k];
    if (k == k_scroll) {
      y += put_scrolling(c, &f, b, from, end, y, bottom - top - (b->total - b->height[k]));
      continue;
    }
    for (int i = from; i < end; i++) {
      put_piece(c, &f, b, &b->p[i], y);
      y += b->p[i].h;
    }
  }
}

/* --- the screens ------------------------------------------------------------------- */

static void dim_window(ctx *c)
{
  plan_add(c, PLAN_DIM, LAYER_OVER, (ui_rect){0, 0, c->l->width, c->l->height});
}

/* A box over the dimmed window holding a screen's content: the
 * explanation (large type), or a comment being written. */
void plan_put_box_screen(ctx *c, enum view_screen screen, bool large)
{
  const ui_layout *l = c->l;
  const ui_metrics *mx = c->mx;
  dim_window(c);
  int px = large ? imax(iround(l->text_px * mx->explain_text), iround(l->height * mx->explain_min))
                 : l->text_px;
  int hint_px = imax(l->hint_px, iround(px * mx->box_hint));
  int w = imin(iround(l->width * mx->box_share), iround(px * mx->explain_width));
  int h = iround(l->height * mx->box_share);
  ui_rect box = {(l->width - w) / 2, (l->height - h) / 2, w, h};
  plan_box_with_border(c, box, imax(2, px / 8), INK_PANEL);
  plan_put_panel(c, box, screen, px, hint_px, LAYER_OVER);
  c->p->over_board = true;
}
