/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The layout plan (see plan.h): the frame, the toolbar, what a pixel is on
 * and the plan as text. The rest is in plan_text.c (storage, wrapping,
 * shortening), plan_fit.c (the panel's content and its fit), plan_panel.c
 * (the panel placed), plan_dialog.c (what goes over the window),
 * plan_strip.c (the strips' labels) and plan_board.c (text sizes on the
 * board); what they share is in plan_internal.h. Only this file calls the
 * others' plan_put_* entries, and none calls back into it. */
#include <stdio.h>
#include <string.h>

#include "plan_internal.h"

/* --- the toolbar --------------------------------------------------------------------- */

static void put_toolbar(ctx *c)
{
  const view_toolbar *t = &c->v->toolbar;
  const ui_layout *l = c->l;
  const ui_metrics *mx = c->mx;
  for (int i = 0; i < t->n && i < l->tool_n; i++) {
    ui_rect b = layout_toolbar_button(l, i);
    plan_item *face = plan_fill(c, LAYER_TOOLBAR, b, t->items[i].active ? INK_SELECT : INK_FACE);
    if (face) {
      face->role = ROLE_TOOL;
      face->item = (int16_t)i;
    }
    if (i == t->hover)
      plan_frame(c, LAYER_TOOLBAR, b, imax(2, b.w / 14), INK_ACCENT);
    int cx = b.x + b.w / 2, cy = b.y + b.h / 2;
    uint8_t stone = t->items[i].stone;
    if (stone == COLOR_BLACK || stone == COLOR_WHITE) {
      /* A stone on a square of board, both within the button. */
      int d = iround(b.w * mx->tool_stone);
      int chip = imin(b.w - 2, d + imax(4, iround(d * mx->chip)));
      plan_item *it = plan_add(c, PLAN_STONE, LAYER_TOOLBAR,
                               (ui_rect){cx - chip / 2, cy - chip / 2, chip, chip});
      if (it) {
        it->stone = stone;
        it->px = (int16_t)d;
        it->chip = true;
      }
    } else {
      const char *g = t->items[i].icon;
      int px = iround(b.h * mx->tool_icon);
      while (px > 6 && tw(c, g, strlen(g), px, true) > b.w * mx->tool_fit)
        px--;
      int w = tw(c, g, strlen(g), px, true);
      plan_text_at(c,
                   &(text_style){LAYER_TOOLBAR, ROLE_NONE, i, px, true,
                                 t->items[i].disabled ? INK_DIM : INK_TEXT},
                   cx - w / 2, cy - iround(px * 0.58), g, strlen(g));
    }
  }
}

/* --- the frame ----------------------------------------------------------------------- */

bool plan_shows_line(const ui_plan *p, int line)
{
  for (int i = 0; i < p->n; i++)
    if (p->items[i].role == ROLE_LINE && p->items[i].item == line)
      return true;
  return false;
}

void plan_make(ui_plan *p, const ui_view *v, const ui_layout *l, const ui_measure *m)
{
  p->n = 0;
  p->text_used = 0;
  p->full = false;
  p->width = l->width;
  p->height = l->height;
  p->over_board = p->title_cut = p->hint_hidden = false;
  p->hint_whole = true;
  p->fit = FIT_AS_DESIGNED;
  p->scroll = p->scroll_max = p->folded = p->blocks_folded = 0;
  p->scroll_page = 1;
  p->room_px = p->teacher_px = p->table_px = 0;
  p->scroll_box = p->area = (ui_rect){0, 0, 0, 0};
  ctx c = {p, v, l, m, theme_metrics(v->theme), theme_palette(v->theme)};
  if (v->explain) {
    plan_put_box_screen(&c, SCREEN_EXPLAIN, true);
  } else {
    int hint_px = l->hint_px > 0 ? l->hint_px : iround(l->text_px * c.mx->hint);
    plan_put_panel(&c, l->panel, (enum view_screen)v->screen, l->text_px, hint_px, LAYER_PANEL);
    /* A comment being written whose caret finds no room in the panel (a
     * small window, large text) is written in a box over the board. */
    if (v->writing && v->panel_focus >= 0 && !plan_shows_line(p, v->panel_focus))
      plan_put_box_screen(&c, SCREEN_WRITING, false);
  }
  plan_put_strips(&c);
  put_toolbar(&c);
  if (v->overlay.shown) {
    if (v->overlay.list)
      plan_put_list(&c);
    else
      plan_put_dialog(&c);
  } else if (!v->explain) {
    plan_put_tooltip(&c);
  }
}

/* --- what a pixel is on ---------------------------------------------------------------- */

void plan_locate(const ui_plan *p, const ui_layout *l, double px, double py, ui_input *in)
{
  bool in_box = p->over_board && layout_contains(p->area, px, py);
  in->row = 0;
  in->outside = p->over_board && !in_box;
  for (int i = 0; in_box && i < p->n; i++) {
    const plan_item *it = &p->items[i];
    if (it->layer != LAYER_OVER || it->role != ROLE_ROW || it->item < 0)
      continue;
    const ui_rect *r = &it->box;
    int slack = r->h / 4;
    if (py < r->y - slack || py >= r->y + r->h + slack)
      continue;
    in->row = it->item + 1;
    in->row_at = px >= r->x && px < r->x + r->w && r->w > 0 ? (px - r->x) / r->w : -1;
    /* The value comes after the label: its ends are "<" and ">". */
    in->row_side = px < r->x + r->h * 1.2 && px >= r->x                 ? -1
                   : px >= r->x + r->w - r->h * 1.2 && px < r->x + r->w ? 1
                                                                        : 0;
  }
  in->tool_item = in_box ? 0 : layout_toolbar_at(l, px, py) + 1;
  in->on_board = layout_point_at(l, px, py, &in->x, &in->y);
  in->on_tree = !in_box && layout_tree_slot(l, px, py, &in->tree_col, &in->tree_row);
  in->graph_at = in_box ? -1 : layout_graph_at(l, px, py);
  in->on_graph = in->graph_at >= 0;
  in->on_panel = layout_contains(l->panel, px, py) || in_box;
  enum plan_layer layer = p->over_board ? LAYER_OVER : LAYER_PANEL;
  for (int i = 0; in->on_panel && i < p->n; i++) {
    const plan_item *it = &p->items[i];
    if (it->layer != layer || !layout_contains(it->box, px, py))
      continue;
    if (it->role == ROLE_CUE)
      in->panel_cue = it->item;
    if (it->role == ROLE_TABLE)
      in->on_table = true;
    if (it->role == ROLE_LINE && it->click)
      in->panel_click = it->click;
  }
}

/* --- the plan as text ---------------------------------------------------------------- */

size_t plan_describe(const ui_plan *p, const ui_view *v, const ui_layout *l, char *out, size_t len)
{
  size_t n = 0;
#define PUT(...)                                                                                   \
  do {                                                                                             \
    if (n < len) {                                                                                 \
      int w = snprintf(out + n, len - n, __VA_ARGS__);                                             \
      n = w < 0 ? n : n + (size_t)w < len ? n + (size_t)w : len - 1;                               \
    }                                                                                              \
  } while (0)
  if (!len)
    return 0;
  out[0] = 0;
  for (int i = 0; i < p->n; i++) {
    const plan_item *it = &p->items[i];
    if (it->role == ROLE_TOOL)
      PUT("tool %d %d %d %d %d\n", it->item, it->box.x, it->box.y, it->box.w, it->box.h);
  }
  PUT("status 0 0 0 0 0 %.200s\n", v->status);
  if (l->graph.w > 0)
    PUT("graph 0 %d %d %d %d\n", l->graph.x, l->graph.y, l->graph.w, l->graph.h);
  if (l->miniature.w > 0)
    PUT("miniature 0 %d %d %d %d\n", l->miniature.x, l->miniature.y, l->miniature.w,
        l->miniature.h);
  PUT("fit %d %d %d %d %d\n", (int)p->fit, p->scroll, p->scroll_max, p->folded, p->blocks_folded);
  static const char *const names[] = {
      [ROLE_LINE] = "line", [ROLE_STATUS] = "said", [ROLE_TABLE] = "table",    [ROLE_HINT] = "hint",
      [ROLE_CUE] = "cue",   [ROLE_TITLE] = "title", [ROLE_MESSAGE] = "message"};
  for (int i = 0; i < p->n; i++) {
    const plan_item *it = &p->items[i];
    if (it->role == ROLE_ROW && p->over_board && it->item >= 0)
      PUT("row %d %d %d %d %d %.80s\n", it->item, it->box.x, it->box.y, it->box.w, it->box.h,
          it->item < v->overlay.n_rows ? v->overlay.rows[it->item].value : "");
    else if (it->kind == PLAN_TEXT && it->role < sizeof names / sizeof *names && names[it->role])
      PUT("%s %d %d %d %d %d %.120s\n", names[it->role], it->item, it->box.x, it->box.y, it->box.w,
          it->box.h, plan_text(p, it));
  }
#undef PUT
  return n;
}
