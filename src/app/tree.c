/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game tree's strip (see tree.h). */
#include "app/tree.h"

#include <string.h>

/* A node of the strip. */
typedef struct slot {
  sgf_node *node;
  int col, row, parent_row;
} slot;

typedef void (*visit_fn)(const slot *s, void *ctx);

/* The node the current line takes after n: the child last gone through,
 * else the first (as game_forward goes). */

/* Calls visit for every node of the strip; returns the variations that
 * found no row. */
static int walk(const game *g, int cols, int rows, int *first_col, visit_fn visit, void *ctx)
{
  int cur = (int)g->depth - 1;
  int col0 = cur - cols / 3;
  if (col0 < 0)
    col0 = 0;
  *first_col = col0;
  /* The line's node at col0 - 1 (a variation leaving it starts in column
   * 0), then along the line. */
  sgf_node *line = col0 > 0 ? g->path[col0 - 1].node : NULL;
  int next_row = 1, hidden = 0;
  for (int c = col0 - 1; c < col0 + cols; c++) {
    sgf_node *here = c < 0               ? NULL
                     : c < (int)g->depth ? g->path[c].node
                     : line              ? sgf_line_next(g->records, line)
                                         : NULL;
    if (c >= 0 && !here)
      break;
    if (c >= 0) {
      line = here;
      if (c >= col0)
        visit(&(slot){here, c - col0, 0, c > col0 ? 0 : -1}, ctx);
    }
    if (!line)
      continue;
    /* The variations leaving the line after this node. */
    sgf_node *on_line =
        c + 1 < (int)g->depth ? g->path[c + 1].node : sgf_line_next(g->records, line);
    for (sgf_node *v = line->children; v; v = v->next) {
      if (v == on_line || c + 1 >= col0 + cols)
        continue;
      if (next_row >= rows) {
        hidden++;
        continue;
      }
      int row = next_row++, parent = c >= col0 ? 0 : -1;
      int k = c + 1;
      for (sgf_node *n = v; n && k < col0 + cols; n = n->children, k++) {
        visit(&(slot){n, k - col0, row, parent}, ctx);
        parent = row;
      }
    }
  }
  return hidden;
}

typedef struct fill_ctx {
  const game *g;
  view_tree *out;
} fill_ctx;

static void fill(const slot *s, void *p)
{
  fill_ctx *f = p;
  if (f->out->n >= VIEW_TREE_NODES)
    return;
  view_tree_node *t = &f->out->nodes[f->out->n++];
  t->col = (int16_t)s->col;
  t->row = (int8_t)s->row;
  t->parent_row = (int8_t)s->parent_row;
  t->color = sgf_get(s->node, "B")   ? COLOR_BLACK
             : sgf_get(s->node, "W") ? COLOR_WHITE
                                     : COLOR_EMPTY;
  t->current = s->node == game_current(f->g);
  const char *c = sgf_get(s->node, "C");
  t->comment = c && *c;
}

void tree_view(const game *g, int cols, int rows, view_tree *out)
{
  memset(out, 0, sizeof *out);
  if (cols < 1 || rows < 1)
    return;
  fill_ctx f = {g, out};
  int col0;
  out->hidden = walk(g, cols, rows, &col0, fill, &f);
  out->first_move = col0;
  out->shown = true;
}

typedef struct find_ctx {
  int col, row;
  sgf_node *found;
} find_ctx;

static void find(const slot *s, void *p)
{
  find_ctx *f = p;
  if (s->col == f->col && s->row == f->row)
    f->found = s->node;
}

sgf_node *tree_node_at(const game *g, int cols, int rows, int col, int row)
{
  find_ctx f = {col, row, NULL};
  int col0;
  walk(g, cols, rows, &col0, find, &f);
  return f.found;
}
