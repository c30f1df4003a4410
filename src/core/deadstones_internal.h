/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Captures that lose (deadstones_capture.c): a dead chain whose capture
 * lets its owner take back more than it gave, or play a new stone there
 * that cannot be captured, is alive. This file reads the capture's
 * aftermath; deadstones.c asks it once the playouts, the closed groups,
 * the races and the seki have spoken. Private to src/core. No SDL here.
 */
#ifndef HOSHI_DEADSTONES_INTERNAL_H
#define HOSHI_DEADSTONES_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "hoshi/board.h"

/* A region of at most this many points can be a closed group's. */
#define CLOSED_REGION 12

/* Whether the stones in set (n of them, marked in in_set) make a shape that
 * gives its surrounder one eye only once captured: up to three points, the
 * square and the T of four, the bulky and the cross five, the rabbity six
 * (a point with three or four neighbours in the shape, or a 2x2 square). */
bool deadstones_killing_shape(const board *b, const point *set, int n, const uint8_t *in_set);

/* What a capture's aftermath shows (its values are enum deadstones_why's,
 * which deadstones.c checks): the capture holds; taking the stones back
 * costs the capturer more than it took (a seki); their owner plays a new
 * stone there that cannot be captured (J89 art. 7). */
enum capture_outcome { CAPTURE_HOLDS, CAPTURE_COSTS_MORE, CAPTURE_NEW_STONE };

/* Marks alive the chains whose capture loses: a dead chain, kept with its
 * reason; and, when a living chain's capture would cost a dead wall more
 * than it takes, that wall with it (a seki the playouts took for the
 * wall's death). why (may be NULL) receives the reasons (enum
 * capture_outcome). Returns whether anything changed. */
bool deadstones_spare_captures(const board *b, const uint8_t *dead, uint8_t *sure_alive,
                               uint8_t *sure_dead, uint8_t *race_lost, uint8_t *why);

#endif
