/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Which stones of a finished position are dead, and which are in seki,
 * proposed automatically so that players only correct what is wrong.
 *
 * Seven ideas combined:
 * - unconditional life (Benson's algorithm): chains that cannot be
 *   captured even if their owner always passes are alive, and opponent
 *   stones inside their vital regions are dead;
 * - Monte Carlo ownership for the rest: random playouts from the position,
 *   half of them with each colour moving first, in which players answer an
 *   atari next to the last move, and no player fills its own eye or puts a
 *   chain of two or more stones into atari unless the chain is a killing
 *   (nakade) shape, so that seki survive the playouts as in real play;
 * - reading of closed groups: a group whose liberties all lie in small
 *   regions it encloses, its outside walls living, is read to the end
 *   (moves inside those regions, passes, the side moving first winning
 *   every ko): dead if captured even moving first, alive if it survives
 *   the opponent's first move, and then the opponent's stones inside are
 *   read the same way (alive too: seki); under J89's confirmation, where
 *   a ko is retaken only after a pass, a group living only by a ko is
 *   dead;
 * - seki: a chain taken for dead that shares liberties with an opponent
 *   chain, where no one can fill a shared liberty or the other's eyes
 *   without being captured at once nor connect out through its own
 *   liberties, lives with its partner;
 * - capturing races: a chain with few liberties (three or fewer) that the
 *   rest left alive, next to an opponent chain neither dead nor
 *   unconditionally alive (for a lone stone: nor clearly alive in the
 *   playouts), is read against the opponent's chains beside it: lost
 *   if captured even moving first, with no ko on the way, and then dead
 *   on its own, whatever its cluster (a race that whoever moves first wins
 *   is a dispute, left to the playouts);
 * - consistency: a chain's fate is decided with the chains of its colour
 *   in the same region bounded by the other colour's living stones; such
 *   a cluster is dead only if its region touches a clearly living opponent
 *   stone (stones inside their own wall included: they die with it); in a
 *   dead cluster, chains that share an eye space of their own (a small
 *   empty region only they border) are judged on their own ownership;
 * - captures that lose: a chain left dead whose capture lets its owner,
 *   moving next, take a chain holding a capturing stone is not dead: a
 *   seki when that chain is larger than what it took (a wall that dies of
 *   the straight three its capture leaves), else J89's "new stone" (art.
 *   7), which area rules leave unfinished (deadstones_options.why says
 *   which).
 * Seeded and deterministic: the same position always gives the same answer.
 */
#ifndef HOSHI_DEADSTONES_H
#define HOSHI_DEADSTONES_H

#include <stdbool.h>
#include <stdint.h>

#include "hoshi/board.h"

/* Benson's unconditional life for colour c: sets alive[p] = 1 on every
 * stone of c's unconditionally alive chains, and dead[p] = 1 on every
 * opponent stone inside one of their vital regions (leaving other points
 * as they were, so both colours can share the arrays). Returns the number
 * of stones of c found alive. */
int deadstones_benson(const board *b, enum color c, uint8_t alive[BOARD_MAX_POINTS],
                      uint8_t dead[BOARD_MAX_POINTS]);

/* Why the estimate keeps stones that it would otherwise have taken for
 * dead (deadstones_options.why). */
enum deadstones_why {
  DEADSTONES_WHY_NONE,
  /* Taking them costs the taker more than it takes: the chain that took
   * them is captured in turn, and it is the larger (a seki). */
  DEADSTONES_WHY_CAPTURE_COSTS_MORE,
  /* Taking them lets their owner take back the stones that took them:
   * alive under J89 (art. 7, a new stone that cannot be captured), a
   * fight left unfinished under area rules. */
  DEADSTONES_WHY_NEW_STONE,
};

typedef struct deadstones_options {
  int playouts;  /* 0: the default (DEADSTONES_PLAYOUTS) */
  uint64_t seed; /* the same seed gives the same answer */
  /* J89 art. 7-2 (rules_confirms_life_j89): a ko is retaken only after
   * a pass for it, so a closed group whose life needs a ko is dead even
   * with its side to move (bent four in the corner). Otherwise
   * the reading lets the side moving first win every ko. Either way a
   * group that lives or dies by who moves first is left to the playouts. */
  bool confirmation;
  /* Out, when not NULL: BOARD_MAX_POINTS entries, each stone's enum
   * deadstones_why (DEADSTONES_WHY_NONE for the others). */
  uint8_t *why;
} deadstones_options;

#define DEADSTONES_PLAYOUTS 400

/* Estimates the fate of every stone of b: status[p] is SCORE_DEAD,
 * SCORE_SEKI or SCORE_ALIVE (enum score_status) for stones, SCORE_NONE for
 * empty points. ownership, when not NULL, receives each point's average
 * owner at the end of the playouts, from -100 (White) to +100 (Black).
 * opt may be NULL (defaults). Returns the number of dead stones, or -1
 * when memory runs out. */
int deadstones_estimate(const board *b, const deadstones_options *opt,
                        uint8_t status[BOARD_MAX_POINTS], int8_t *ownership);

#endif
