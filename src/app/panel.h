/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the window shows while playing: the board (stones, move numbers,
 * the last move, markup, the preview stone and the keyboard cursor) and
 * the side panel (file, players and prisoners, whose turn, the engine
 * thinking, move, result, rule set, komi, variations, the tool, the
 * comment). A view built from read-only state; the scoring screen and the
 * dialogs draw over it. No SDL here.
 */
#ifndef HOSHI_APP_PANEL_H
#define HOSHI_APP_PANEL_H

#include <stdbool.h>

#include "hoshi/clock.h"
#include "hoshi/game.h"
#include "app/play.h"
#include "app/requests.h"
#include "ui/view.h"

typedef struct panel_context {
  const game *game;
  const play_state *play;
  const app_seats *seats;
  const char *indicator;        /* the engine's thinking line, NULL when none works */
  const char *path;             /* the game's file, "" for none */
  bool dirty;                   /* the game has unsaved changes */
  bool playing;                 /* no dialog and no scoring: the preview stone shows */
  bool show_next;               /* the next moves marked on the board when there are variations */
  bool writing;                 /* the comment is being written (comment.h draws it) */
  const game_clock *clock;      /* the game's clock, NULL when it has none */
  int64_t now;                  /* the clock's time now */
  const char *autosave_failure; /* why the autosave fails, while it does (NULL: it works) */
  const char *remembered;       /* what the game took from the last new game ("Chinese rules, komi
                                   -3"), "" or NULL for nothing */
  bool problem_hints;           /* the next moves shown at a position built by setup too */
} panel_context;

void panel_board(const panel_context *c, ui_view *v);

/* Whether the current position is built by setup (AB, AW, AE: a problem, a
 * teaching position), not a handicap game's first position. */
bool panel_setup_position(const game *g);
void panel_text(const panel_context *c, ui_view *v);

/* A comment as panel lines: one paragraph per line break, a long one in
 * pieces of whole words; while it is written (editing), on a highlight,
 * else each line a click away from editing it. */
void panel_comment_lines(ui_view *v, const char *text, bool editing);

#endif
