/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Live analysis in the window: an engine (its own worker, apart from the
 * players) asked about the current position again and again while
 * analysis is on: kata-analyze or lz-analyze give candidate moves with
 * their win rates, drawn on the board; an engine without them (GNU Go)
 * gives its estimate_score, said as that engine's estimate. Moving or
 * going elsewhere asks about the new position; the window never waits.
 * No SDL here.
 */
#ifndef HOSHI_APP_ANALYST_H
#define HOSHI_APP_ANALYST_H

#include <stdbool.h>

#include "hoshi/game.h"
#include "hoshi/gtp.h"
#include "app/players.h"
#include "app/status.h"
#include "ui/view.h"

#define ANALYST_THINK_MS 1000 /* each look at a position */

typedef struct analyst {
  bool on;
  bool ownership; /* O: KataGo's ownership shaded on the board */
  int engine;     /* the analysing engine's index in the list */
  char name[96];
  gtp_worker *worker;
  bool busy;
  unsigned job;
  enum analysis_method method; /* ANALYSIS_NONE until the engine has said */
  gtp_caps caps;
  gtp_position have;
  bool have_known;
  const sgf_node *asked_at; /* the position the job in flight looks at */
  bool asked_for_walk;      /* that job is the walk's, not a live look */
  /* The last answer, for the position it was about. */
  const sgf_node *result_at;
  analysis result;
  char estimate[160]; /* estimate_score's answer ("W+3.5 (upper bound: ...)"), whole */
  /* Shift+A: the whole main line, a position a look, its estimate
   * written on each node (as hoshi --analyze writes it). */
  bool walking;
  int walk_at, walk_n;       /* the position being looked at, of the line's */
  const sgf_node *walk_node; /* its node */
  enum color walk_color;     /* who is to move there */
  int think_ms;              /* each look ([engines] analysis_seconds) */
  bool walked;               /* the record changed: an estimate was written */
} analyst;

/* A: analysis on (with the engine called name in the list, else GNU Go,
 * else the first) or off. */
void analyst_toggle(analyst *an, const players *p, const char *name, app_status *status);

/* After every input: when the engine is idle and the position is not the
 * one it last looked at (or analysis goes on), it is asked again. A walk
 * visits the node it asks about and comes back: g ends where it was. */
void analyst_step(analyst *an, const players *p, game *g);

/* Takes the engine's answer: returns whether the view changed. A walk's
 * estimate is written on its node (g ends at the node it was at). */
bool analyst_collect(analyst *an, game *g, app_status *status);

/* The candidates on the board and the estimate's line, for the current
 * position (nothing when the answer is about another). */
void analyst_view(const analyst *an, const game *g, ui_view *v);

void analyst_free(analyst *an);

/* O: KataGo's ownership estimate shaded on the board, or not. */
void analyst_ownership(analyst *an, app_status *status);

/* Shift+A: the whole game analysed, or the walk stopped (what was done is
 * kept). Starts the analysis when it is off. */
void analyst_walk(analyst *an, const players *p, game *g, app_status *status);

#endif
