/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game tree as the window shows it: a strip of slots, the main line
 * on the first row and the variations that leave a shown line on the rows
 * below, one row each, in the order they leave it, as far as the strip
 * goes; a row keeps its place while the current move goes from one
 * variation to another (the line through it is marked), and the lines of
 * the current move always have a row. Bounded work whatever the size of the
 * record: only the columns shown are walked. No SDL here.
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
