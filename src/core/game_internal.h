/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the parts of the game model share (game.c: notes, moves, the path;
 * game_load.c: reading a record), private to src/core. */
#ifndef HOSHI_GAME_INTERNAL_H
#define HOSHI_GAME_INTERNAL_H

#include "hoshi/error.h"
#include "hoshi/game.h"

#define GAME_MAX_NOTES 100

/* A note on the record read (its line and column, 0 when unknown), kept
 * while g->noting, up to a hundred. */
void game_add_note(game *g, int line, int col, const char *fmt, ...) HOSHI_PRINTF(4, 5);

/* The move a node holds: B or W (B first if a broken node has both);
 * *bad when its point is not on a board of size, *prop the property read. */
bool game_read_move(const sgf_node *node, int size, enum color *c, point *p, bool *bad,
                    const sgf_prop **prop);

/* Follows a handicap given as moves along the path (see game_step). */
void game_follow_handicap_run(const game *g, game_step *s, bool setup, bool has_move);

/* Rebuilds the path from the root to node (which must be in the tree);
 * false when memory runs out. */
bool game_enter(game *g, const sgf_node *node);

#endif
