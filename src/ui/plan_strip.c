/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The strips under the panel placed (see plan_internal.h): the game tree's
 * move numbers and its count of hidden variations, the graph's scale and
 * legend, presenter mode's miniature with its tag. The renderer draws the
 * tree's slots, the graph's curve and the room's frame itself, in the
 * layout's geometry (layout_tree_centre, layout_graph_inner); everything
 * else a strip shows is here, as Clay places its custom commands. */
#include <stdio.h>
#include <string.h>

#include "plan_internal.h"

/* Every tenth move numbered over the first row, and "+N" at the foot of
 * the last row when N variations found no row. */
static void put_tree(ctx *c)
{
  const view_tree *t = &c->v->tree;
  const ui_layout *l = c->l;
  int slot = l->tree_slot;
  if (!t->shown || slot <= 0)
    return;
  int px = iround(slot * 0.55);
  /* The numbers centred in a band above the slots. */
  double mid = l->tree.y + slot * 0.45;
  int y = iround(mid - text_h(c, px, false) / 2.0);
  for (int i = 0; i < t->n; i++) {
    const view_tree_node *n = &t->nodes[i];
    if (n->row != 0 || (t->first_move + n->col) % 10 != 0)
      continue;
    char num[12];
    snprintf(num, sizeof num, "%d", t->first_move + n->col);
    double cx, cy;
    layout_tree_centre(l, n->col, 0, &cx, &cy);
    plan_text_aligned(c, &(text_style){LAYER_STRIPS, ROLE_TREE, n->col, px, false, INK_DIM},
                      iround(cx), y, num, 1);
  }
  if (t->hidden > 0) {
    char more[16];
    snprintf(more, sizeof more, "+%d", t->hidden);
    double cx, cy;
    layout_tree_centre(l, 0, layout_tree_rows(l) - 1, &cx, &cy);
    plan_text_aligned(c, &(text_style){LAYER_STRIPS, ROLE_TREE, -1, px, true, INK_ACCENT},
                      l->tree.x + l->tree.w - slot / 4, iround(cy - px / 2.0), more, 2);
  }
}

/* The scale: Black's end on top, White's at the foot, and what the curve
 * is between them (the short legend when the long one does not fit beside
 * them, none when neither does). */
static void put_graph(ctx *c)
{
  const view_graph *g = &c->v->graph;
  const ui_layout *l = c->l;
  if (l->graph.w <= 0 || g->n < 2)
    return;
  ui_rect in = layout_graph_inner(l);
  int px = imax(9, (int)(l->hint_px * 0.8));
  text_style st = {LAYER_STRIPS, ROLE_GRAPH, 0, px, true, INK_DIM};
  plan_text_at(c, &st, in.x + 3, in.y + 1, g->top, strlen(g->top));
  int top_w = tw(c, g->top, strlen(g->top), px, true);
  st.item = 1;
  plan_text_at(c, &st, in.x + 3, in.y + in.h - iround(px * 1.2), g->bottom, strlen(g->bottom));
  const char *legend = g->legend;
  int legend_w = tw(c, legend, strlen(legend), px, false), room = in.w - top_w - 12;
  if (legend_w > room) {
    legend = g->legend_short;
    legend_w = tw(c, legend, strlen(legend), px, false);
  }
  st = (text_style){LAYER_STRIPS, ROLE_GRAPH, 2, px, false, INK_DIM};
  if (legend[0] && legend_w <= room)
    plan_text_at(c, &st, in.x + in.w - legend_w - 3, in.y + 1, legend, strlen(legend));
}

static void of_room(plan_item *it)
{
  if (it)
    it->role = ROLE_ROOM;
}

/* The room's window in its slot: a thin frame, the room's frame inside it
 * (drawn by the renderer, shrunk whole, black bars when a projector is not
 * 16:9), and the tag ("held") over its top-left corner in the error
 * colour: a held room is the one thing the teacher must not forget. */
static void put_miniature(ctx *c)
{
  ui_rect r = c->l->miniature;
  if (r.w <= 0 || r.h <= 0)
    return;
  int t = r.w >= 480 ? 2 : 1;
  of_room(plan_fill(c, LAYER_STRIPS, r, INK_LETTERBOX));
  of_room(plan_frame(c, LAYER_STRIPS, r, t, INK_DIM));
  plan_space(c, LAYER_STRIPS, ROLE_ROOM, 0, (ui_rect){r.x + t, r.y + t, r.w - 2 * t, r.h - 2 * t});
  const char *tag = c->v->room_tag;
  if (!tag[0])
    return;
  int px = imax(11, (int)fmin(c->l->hint_px * 0.8, r.h / 10.0));
  int pad = imax(2, (int)(px / 4.0));
  int w = tw(c, tag, strlen(tag), px, true);
  of_room(plan_fill(c, LAYER_STRIPS,
                    (ui_rect){r.x + t, r.y + t, w + 2 * pad, iround(px * 1.3) + pad}, INK_ERROR));
  plan_text_at(c, &(text_style){LAYER_STRIPS, ROLE_ROOM, 1, px, true, INK_ON_ERROR}, r.x + t + pad,
               r.y + t + pad / 2, tag, strlen(tag));
}

void plan_put_strips(ctx *c)
{
  put_tree(c);
  put_graph(c);
  put_miniature(c);
}
