/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The graph of a record's estimates (hoshi --analyze writes them: SBKV,
 * HOSHISCORE) along its main line, for the strip under the panel: where
 * each position stands, the current move, and the biggest swings, a click
 * away. No SDL here.
 */
#ifndef HOSHI_APP_GRAPH_H
#define HOSHI_APP_GRAPH_H

#include <stdbool.h>

#include "hoshi/game.h"
#include "ui/view.h"

/* Whether the main line holds any estimate (the strip is worth its room). */
bool graph_wanted(const game *g);

/* Fills the view's graph from the main line. */
void graph_view(const game *g, view_graph *out);

/* The main line's position at fraction at (0 the start, 1 the end) of the
 * graph: goes there. false when the record has no main line to speak of. */
bool graph_goto(game *g, double at);

#endif
