/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Local fights, for seki and for the points a count must fill: whether a
 * side, moving first inside a small closed area, can capture enclosed
 * chains of the other side before losing one of its own. A seki is what
 * remains when neither side can (J89 art. 8 and its commentary: whoever
 * approaches is captured). Private to the core: score.c and deadstones.c
 * share it. No SDL here.
 */
#ifndef HOSHI_CORE_SEKI_H
#define HOSHI_CORE_SEKI_H

#include <stdbool.h>
#include <stdint.h>

#include "hoshi/board.h"

/* The most points a fight is read on: a seki's shared liberties and the
 * eyes beside them are a handful; a larger area is no seki, and its points
 * are judged one by one (board_fills_safely). */
#define SEKI_MAX_AREA 12

/* The points where a fight may be played. */
typedef struct seki_area {
  uint8_t in[BOARD_MAX_POINTS];
  point pts[SEKI_MAX_AREA];
  int n;
} seki_area;

/* Adds p to the area; false when the area is full. */
bool seki_area_add(seki_area *a, point p);

/* Adds the liberties of the chain through p, each with the small empty
 * region around it (an eye), when the chain has few enough for a local
 * fight to take; false when it has more or the area overflows. */
bool seki_area_add_liberties(const board *b, point p, seki_area *a);

/* Closes an area over the chains that a fight there could capture: every
 * living chain (dead[] non-zero marks dead stones; NULL: none) next to the
 * area with few liberties brings all its liberties, and each of them the
 * small empty region around it (an eye). False when the area overflows. */
bool seki_area_close(const board *b, const uint8_t *dead, seki_area *a);

/* Whether attacker, moving first on b, can capture one of the defender's
 * chains through targets[] that have no liberty outside the area, before
 * any of its own chains through own[] is captured: moves inside the area
 * or passes, simple ko, suicide refused, a node budget (an unfinished
 * reading counts as no capture). */
bool seki_can_capture(const board *b, enum color attacker, const seki_area *area,
                      const point *targets, int n_targets, const point *own, int n_own);

/* The same read for at most budget positions (0: a standoff's budget),
 * for a kill that takes a wall's outside liberties one by one: 1 the
 * attacker captures, 0 it cannot (read to the end), -1 the reading did
 * not finish. */
int seki_read_kill(const board *b, enum color attacker, const seki_area *area, const point *targets,
                   int n_targets, const point *own, int n_own, int budget);

/* Whether the chain through p has every liberty inside the area: only such
 * chains can be captured in a fight there. */
bool seki_enclosed(const board *b, point p, const seki_area *area);

/* Whether c can fill the empty point p without its living chains next to
 * the area being capturable afterwards, the opponent moving first: false
 * when the move is illegal or would lose living stones. A move that
 * captures is safe (the position was not settled). dead: as above. */
bool seki_fills_safely(const board *b, const uint8_t *dead, enum color c, point p,
                       const seki_area *area);

/* Whether the chains through d and e (opposite colours), which share a
 * liberty, stand in seki: with the fight read on their liberties,
 * neither side moving first can capture the other. *ko (if not NULL) is
 * set when the reading met a ko. */
bool seki_standoff(const board *b, point d, point e, bool *ko);

/* The most liberties seki_eye_race counts on each chain. */
#define EYE_RACE_LIBERTIES 12

/* Whether the chains through d and e (opposite colours), each with one
 * eye of a point (a dead stone in it allowed) and two or more shared
 * liberties, stand in seki by the count of a race between one-eyed
 * groups: the side moving first, filling the other's outside liberties
 * and then the shared ones, is taken first unless its own outside
 * liberties outnumber the other's by the shared ones, so neither can
 * capture while the two counts of outside liberties differ by less than
 * the shared ones. Only for chains too long of liberties to read: false
 * when both have six or fewer, which seki_standoff reads. */
bool seki_eye_race(const board *b, point d, point e);

/* Whether the chain through t, with at most max_liberties liberties, is
 * lost in a capturing race even with its side moving first: the opponent,
 * reading on the liberties of t and of its chains next to t (and the small
 * eyes beside them), captures t before losing one of those chains. A race
 * that whoever moves first wins is no loss (a dispute, not a ruling), nor
 * is one the reading does not finish, nor one that meets a ko (decided by
 * threats the reading cannot see). safe (may be NULL) marks stones of
 * t's side that are alive whatever happens here: t escapes by joining
 * one. */
bool seki_race_lost(const board *b, point t, int max_liberties, const uint8_t *safe);

#endif
