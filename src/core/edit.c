/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Editing a game's tree (see hoshi/game.h): setting up positions with the
 * setup properties AB, AW, AE and PL, the order of variations, and deleting
 * them. Setup is not play: nothing here asks the rules anything. */
#include <string.h>

#include "hoshi/game.h"

/* --- setup ----------------------------------------------------------------------------- */

static const char *const setup_ids[3] = {"AE", "AB", "AW"}; /* indexed by enum color */

/* Reads a point-list value, "pd" or an FF[4] compressed rectangle "aa:cc",
 * into its corners, lowest first. false when malformed or off the board. */
static bool parse_rect(const char *v, int size, int *x1, int *y1, int *x2, int *y2)
{
  int xa, ya, xz, yz;
  if (!board_sgf_parse_pair(v, size, &xa, &ya, &xz, &yz))
    return false;
  *x1 = xa < xz ? xa : xz, *x2 = xa < xz ? xz : xa;
  *y1 = ya < yz ? ya : yz, *y2 = ya < yz ? yz : ya;
  return true;
}

/* Takes (x, y) out of a setup property of node. A rectangle holding it is
 * written out point by point first, its other points added before it goes,
 * so that running out of memory half-way leaves the position as it was. */
static bool take_point(game *g, sgf_node *node, const char *id, int x, int y)
{
  const sgf_prop *p = sgf_find(node, id);
  for (size_t i = 0; p && i < p->n_values;) {
    int x1, y1, x2, y2;
    if (!parse_rect(p->values[i], game_size(g), &x1, &y1, &x2, &y2) || x < x1 || x > x2 || y < y1 ||
        y > y2) {
      i++;
      continue;
    }
    for (int yy = y1; yy <= y2; yy++)
      for (int xx = x1; xx <= x2; xx++) {
        char sp[3];
        board_sgf_format(xx, yy, sp);
        if ((xx != x || yy != y) && !sgf_add_value(g->records, node, id, sp))
          return false;
      }
    /* The points went to the end: index i is still the rectangle. */
    sgf_remove_value(g->records, node, id, i);
    p = sgf_find(node, id); /* gone with its last value */
  }
  return true;
}

/* Chooses the node that takes a setup (see game.h): a new last child of
 * the current node (*fresh) when that holds a move or has children, else
 * the current node itself, whose parent the game then stands on. *before
 * gets the position before the node. NULL when memory runs out. */
static sgf_node *setup_node(game *g, board *before, bool *fresh)
{
  sgf_node *current = game_current(g);
  *fresh = game_current_step(g)->color != COLOR_EMPTY || current->children;
  if (*fresh) {
    *before = g->board;
    return sgf_add_child(g->records, current);
  }
  if (g->depth > 1) {
    game_back(g);
    *before = g->board;
  } else {
    board_init(before, game_size(g));
  }
  return current;
}

/* Goes to the node that took a setup (ok: all of it), so that the board
 * shows it; a new node that could not take it all goes. */
static bool end_setup(game *g, sgf_node *node, bool fresh, bool ok)
{
  if (!ok && fresh) {
    sgf_unlink(g->records, node);
    return false;
  }
  if (g->dead_node == node)
    game_clear_dead(g); /* they marked the stones the node had */
  /* Still on the node only at the root: game_goto_node keeps the path it
   * shares with the current one, so an empty path makes it start afresh. */
  if (node == game_current(g))
    g->depth = 0;
  return game_goto_node(g, node) && ok;
}

bool game_setup_point(game *g, int x, int y, enum color c)
{
  int size = game_size(g);
  if (x < 0 || y < 0 || x >= size || y >= size ||
      (c != COLOR_EMPTY && c != COLOR_BLACK && c != COLOR_WHITE))
    return false;
  point p = board_point(&g->board, x, y);
  if (board_at(&g->board, p) == c)
    return true; /* a new node would change nothing */
  board before;
  bool fresh;
  sgf_node *node = setup_node(g, &before, &fresh);
  if (!node)
    return false;
  bool ok = true;
  for (int k = 0; k < 3 && ok; k++)
    ok = take_point(g, node, setup_ids[k], x, y);
  if (ok && board_at(&before, p) != c) {
    char sp[3];
    board_sgf_format(x, y, sp);
    ok = sgf_add_value(g->records, node, setup_ids[c], sp);
  }
  return end_setup(g, node, fresh, ok);
}

bool game_setup_turn(game *g, enum color c)
{
  if (c != COLOR_BLACK && c != COLOR_WHITE)
    return false;
  board before;
  bool fresh;
  sgf_node *node = setup_node(g, &before, &fresh);
  if (!node)
    return false;
  bool ok = sgf_set(g->records, node, "PL", c == COLOR_BLACK ? "B" : "W");
  return end_setup(g, node, fresh, ok);
}

bool game_setup_clear(game *g)
{
  const board *b = &g->board;
  if (board_is_empty(b))
    return true; /* nothing to clear */
  board before;
  bool fresh;
  sgf_node *node = setup_node(g, &before, &fresh);
  if (!node)
    return false;
  for (int k = 0; k < 3; k++)
    while (sgf_find(node, setup_ids[k]))
      sgf_remove(g->records, node, setup_ids[k]);
  bool ok = true;
  for (int y = 0; y < before.size && ok; y++)
    for (int x = 0; x < before.size && ok; x++)
      if (board_at(&before, board_point(&before, x, y)) != COLOR_EMPTY) {
        char sp[3];
        board_sgf_format(x, y, sp);
        ok = sgf_add_value(g->records, node, "AE", sp);
      }
  return end_setup(g, node, fresh, ok);
}

/* --- the tree -------------------------------------------------------------------------- */

int game_next_moves(const game *g, game_next *out, int max)
{
  int n = 0;
  for (const sgf_node *k = game_current(g)->children; k; k = k->next, n++) {
    if (n >= max)
      continue;
    /* As the path reads a move: B first if a broken node has both. */
    const sgf_prop *m = sgf_find(k, "B");
    enum color c = COLOR_BLACK;
    if (!m || m->n_values == 0) {
      m = sgf_find(k, "W");
      c = COLOR_WHITE;
    }
    out[n] = (game_next){COLOR_EMPTY, POINT_NONE};
    if (!m || m->n_values == 0)
      continue;
    int x, y;
    bool pass;
    out[n].color = c;
    if (board_sgf_parse(m->values[0], game_size(g), &x, &y, &pass))
      out[n].move = pass ? POINT_PASS : board_point(&g->board, x, y);
  }
  return n;
}

bool game_promote_line(game *g)
{
  bool changed = false;
  for (size_t i = 1; i < g->depth; i++)
    changed |= sgf_make_first_child(g->records, g->path[i].node);
  return changed;
}

bool game_delete_node(game *g) { return game_undo(g); }
