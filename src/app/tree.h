/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game tree as the window shows it: a strip of slots, the line through
 * the current move on the first row (from the start to where the moves
 * that follow it end) and the variations that leave that line on the rows
 * below, one row each, as far as the strip goes. Bounded work whatever the
 * size of the record: only the columns shown are walked. No SDL here.
 */
#ifndef HOSHI_APP_TREE_H
#define HOSHI_APP_TREE_H

#include "hoshi/game.h"
#include "ui/view.h"

/* Rows of the strip: the line and two variations. */
#define TREE_ROWS 3

/* The strip for the current node: cols columns (the current move a third
 * of the way in), rows rows. */
void tree_view(const game *g, int cols, int rows, view_tree *out);

/* The node in slot (col, row) of the same strip, or NULL for an empty
 * slot. */
sgf_node *tree_node_at(const game *g, int cols, int rows, int col, int row);

#endif
