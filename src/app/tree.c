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

/* A line of the strip: from its first node (a variation, or the root for
 * the main line) along first children; at depth `depth`, on its row, left
 * from the line on parent_row. */
typedef struct line {
  sgf_node *start;
  int depth, parent_row;
} line;

#define MAX_LINES 64

/* The node at depth d on the main line, from the current path where it
 * is the main line's, else by first children from where it leaves it. */
static sgf_node *main_at(const game *g, int d, int split, sgf_node **cache, int *cache_depth)
{
  if (d < split)
    return g->path[d].node;
  if (!*cache) {
    *cache = g->path[split - 1].node;
    *cache_depth = split - 1;
  }
  while (*cache_depth < d && *cache) {
    *cache = (*cache)->children;
    (*cache_depth)++;
  }
  return *cache_depth == d ? *cache : NULL;
}

/* Whether node n (at depth d of the current path) starts a line: it is not
 * its parent's first child. */
static bool starts_line(const sgf_node *n) { return n->parent && n->parent->children != n; }

/* The strip being laid out: its columns (depths col0 .. end - 1), the rows
 * it holds, where the current path leaves the main line (split), its lines
 * and the current path's, and the variations that found no row. */
typedef struct strip {
  const game *g;
  int col0, end, rows, split;
  line lines[MAX_LINES];
  int n_lines, hidden;
  line needed[MAX_LINES];
  int n_needed;
  sgf_node *main_cache; /* main_at's place on the main line */
  int main_depth;
} strip;

/* Rows, line after line: the variations leaving each shown line within
 * the columns, in the order they leave it. */
static void give_rows(strip *st)
{
  st->main_cache = NULL;
  st->main_depth = 0;
  for (int r = 0; r < st->n_lines; r++) {
    sgf_node *n = st->lines[r].start;
    int d = st->lines[r].depth;
    if (r == 0) {
      d = st->col0 > 0 ? st->col0 - 1 : 0;
      n = main_at(st->g, d, st->split, &st->main_cache, &st->main_depth);
    } else {
      /* Up to the column before the first shown. */
      while (n && d < st->col0 - 1) {
        n = n->children;
        d++;
      }
    }
    for (; n && d < st->end - 1; d++) {
      sgf_node *next =
          r == 0 ? main_at(st->g, d + 1, st->split, &st->main_cache, &st->main_depth) : n->children;
      for (sgf_node *v = n->children; v; v = v->next) {
        if (v == n->children)
          continue; /* the line goes on there */
        if (st->n_lines >= st->rows) {
          st->hidden++;
          continue;
        }
        st->lines[st->n_lines++] = (line){v, d + 1, r};
      }
      n = next;
    }
  }
}

/* A line of the current path without a row takes the last row that
 * holds none of the path's, so that the current move is always shown. */
static void give_path_rows(strip *st)
{
  for (int k = 0; k < st->n_needed; k++) {
    int at = -1;
    for (int r = 1; r < st->n_lines; r++)
      if (st->lines[r].start == st->needed[k].start)
        at = r;
    if (at >= 0)
      continue;
    int parent = 0; /* the row of the line it leaves: the path's line before it */
    for (int r = 1; k > 0 && r < st->n_lines; r++)
      if (st->lines[r].start == st->needed[k - 1].start)
        parent = r;
    if (st->n_lines < st->rows) {
      at = st->n_lines++;
    } else {
      for (int r = st->n_lines - 1; r >= 1 && at < 0; r--) {
        bool keep = false;
        for (int j = 0; j < st->n_needed; j++)
          keep |= st->lines[r].start == st->needed[j].start;
        if (!keep)
          at = r;
      }
      if (at < 0)
        continue;
      st->hidden++;
    }
    st->lines[at] = (line){st->needed[k].start, st->needed[k].depth, parent};
  }
}

/* Calls visit for each slot of the rows' lines within the columns. */
static void visit_slots(strip *st, visit_fn visit, void *ctx)
{
  int col0 = st->col0;
  for (int r = 0; r < st->n_lines; r++) {
    sgf_node *n = st->lines[r].start;
    int d = st->lines[r].depth;
    if (r == 0) {
      d = col0;
      st->main_cache = NULL;
      n = main_at(st->g, d, st->split, &st->main_cache, &st->main_depth);
    }
    bool first = true;
    for (; n && d < st->end;
         n = r == 0 ? main_at(st->g, d + 1, st->split, &st->main_cache, &st->main_depth)
                    : n->children,
         d++) {
      if (d >= col0) {
        int parent =
            first ? (r == 0 ? (d > col0 ? 0 : -1) : (d > col0 ? st->lines[r].parent_row : -1))
                  : (d > col0 ? r : -1);
        visit(&(slot){n, d - col0, r, parent}, ctx);
        first = false;
      }
    }
  }
}

/* Calls visit for every node of the strip; returns the variations that
 * found no row. The main line is always the first row; the variations
 * leaving a shown line take the rows below in the order they leave it
 * (the first row's first, then theirs), so that a row stays where it is
 * while the current move goes from one variation to another; the lines the
 * current move is on always have their row. */
static int walk(const game *g, int cols, int rows, int *first_col, visit_fn visit, void *ctx)
{
  int depth = (int)g->depth;
  int cur = depth - 1;
  int col0 = cur - cols / 3;
  if (col0 < 0)
    col0 = 0;
  *first_col = col0;
  strip st = {.g = g, .col0 = col0, .end = col0 + cols, .rows = rows, .split = depth};
  if (st.rows > MAX_LINES)
    st.rows = MAX_LINES;
  /* Where the current path leaves the main line. */
  for (int d = 1; d < depth; d++)
    if (starts_line(g->path[d].node)) {
      st.split = d;
      break;
    }
  st.n_lines = 1;
  st.lines[0] = (line){g->path[0].node, 0, -1};
  /* The lines of the current path: they must have a row. */
  for (int d = st.split; d < depth && st.n_needed < MAX_LINES; d++)
    if (starts_line(g->path[d].node) && d < st.end)
      st.needed[st.n_needed++] = (line){g->path[d].node, d, -1};
  give_rows(&st);
  give_path_rows(&st);
  visit_slots(&st, visit, ctx);
  return st.hidden;
}

typedef struct fill_ctx {
  const game *g;
  view_tree *out;
  const sgf_node *ahead[VIEW_TREE_NODES]; /* the line Right follows from the current move */
  int n_ahead;
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
  /* The line through the current move: the path to it, and the moves
   * Right follows from it. */
  size_t d = (size_t)(s->col + f->out->first_move);
  t->on_path = d < f->g->depth && f->g->path[d].node == s->node;
  for (int i = 0; i < f->n_ahead && !t->on_path; i++)
    t->on_path = f->ahead[i] == s->node;
  const char *c = sgf_get(s->node, "C");
  t->comment = c && *c;
}

void tree_view(const game *g, int cols, int rows, view_tree *out)
{
  memset(out, 0, sizeof *out);
  if (cols < 1 || rows < 1)
    return;
  static _Thread_local fill_ctx f;
  f.g = g;
  f.out = out;
  f.n_ahead = 0;
  for (const sgf_node *n = sgf_line_next(g->records, game_current(g));
       n && f.n_ahead < cols && f.n_ahead < VIEW_TREE_NODES; n = sgf_line_next(g->records, n))
    f.ahead[f.n_ahead++] = n;
  int col0 = (int)g->depth - 1 - cols / 3;
  out->first_move = col0 < 0 ? 0 : col0;
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
