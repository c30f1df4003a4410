/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Light random playouts and the random move policy they share with GTP
 * genmove: a uniformly random legal move that does not fill one's own eye,
 * else a pass. Seeded and deterministic.
 */
#ifndef HOSHI_PLAYOUT_H
#define HOSHI_PLAYOUT_H

#include <stdbool.h>
#include <stdint.h>

#include "hoshi/board.h"
#include "hoshi/rng.h"
#include "hoshi/rules.h"

/* The first empty point p, scanning from a random place, for which
 * accept(b, c, p, ctx) holds; POINT_PASS when there is none. Scanning from
 * a random start is cheaper than shuffling and slightly biased towards
 * points after long runs of refused ones: fine for light policies. */
typedef bool (*playout_accept)(const board *b, enum color c, point p, const void *ctx);
point playout_scan(const board *b, enum color c, uint64_t *rng, playout_accept accept,
                   const void *ctx);

/* Picks a legal move for c that does not fill c's own eye (see
 * board_is_eye), starting the scan of empty points at a random place;
 * POINT_PASS when there is none. history may be NULL (no superko). */
point playout_choose_move(const board *b, enum color c, const rules *r,
                          const board_history *history, uint64_t *rng);

/* Plays random moves on *b from its side to move until two consecutive
 * passes or max_moves moves. When history is not NULL each position is
 * added to it (the caller truncates it afterwards); if it cannot grow, the
 * playout stops there. Returns the number of moves played, passes included. */
int playout_run(board *b, const rules *r, board_history *history, uint64_t *rng, int max_moves);

#endif
