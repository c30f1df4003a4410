/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Handicap placement: the fixed pattern on the star points (the table of the
 * GTP specification's fixed_handicap) and the star points themselves. */
#ifndef HOSHI_HANDICAP_H
#define HOSHI_HANDICAP_H

#include "hoshi/board.h"

#define HANDICAP_MAX_STONES 9

/* Largest fixed handicap for a board size: 9 on odd sizes from 9 up, 4 on
 * 7x7 and on even sizes from 8 up, 0 below 7 (no star points defined). */
int handicap_fixed_max(int size);

/* Writes the n fixed handicap points of a size x size board to xs/ys (x from
 * the left, y from the top) in placing order: two opposite corners (lower
 * left, upper right), the upper left, the lower right, then the centre for
 * 5, the two sides for 6, the sides and centre for 7, all but the centre for
 * 8, all nine for 9. Returns false when n is not in 2..handicap_fixed_max. */
bool handicap_fixed_points(int size, int n, int xs[], int ys[]);

/* Line (0-based from the edge) of the corner star points: the 3rd line below
 * 13x13, the 4th from 13x13 up. */
int handicap_corner_line(int size);

/* Whether (x, y) is a star point drawn on a board of this size. */
bool handicap_is_star_point(int size, int x, int y);

#endif
