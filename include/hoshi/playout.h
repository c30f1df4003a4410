/* Light random playouts and the random move policy they share with GTP
 * genmove: a uniformly random legal move that does not fill one's own eye,
 * else a pass. Seeded and deterministic.
 */
#ifndef HOSHI_PLAYOUT_H
#define HOSHI_PLAYOUT_H

#include <stdint.h>

#include "hoshi/board.h"
#include "hoshi/rules.h"

/* splitmix64: a tiny generator with a 64-bit state the caller keeps. */
static inline uint64_t rng_next(uint64_t *state)
{
  uint64_t x = (*state += 0x9e3779b97f4a7c15ull);
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

/* A number in [0, n) (Lemire's multiply-shift; n < 2^32). */
static inline uint32_t rng_below(uint64_t *state, uint32_t n)
{
  return (uint32_t)(((rng_next(state) >> 32) * (uint64_t)n) >> 32);
}

/* Picks a legal move for c that does not fill c's own eye (see
 * board_is_eye), starting the scan of empty points at a random place;
 * POINT_PASS when there is none. history may be NULL (no superko). */
point playout_choose_move(const board *b, enum color c, const rules *r,
                          const board_history *history, uint64_t *rng);

/* Plays random moves on *b from its side to move until two consecutive
 * passes or max_moves moves. When history is not NULL each position is
 * added to it (the caller truncates it afterwards). Returns the number of
 * moves played, passes included. */
int playout_run(board *b, const rules *r, board_history *history, uint64_t *rng, int max_moves);

#endif
