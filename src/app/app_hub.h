/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inside the hub (app.h): what its six files share (app.c, app_modes.c,
 * app_game.c, app_engines.c, app_view.c, app_presenter.c). Only they
 * include this; the modes never do. */
#ifndef HOSHI_APP_HUB_H
#define HOSHI_APP_HUB_H

#include "app/app.h"
#include "app/panel.h"
#include "hoshi/os.h"

/* The time now: the clock's source (os_now_ms, or a test's). */
static inline int64_t app_now(const app *a) { return a->now ? a->now() : os_now_ms(); }

/* --- app_game.c: the game on the board --------------------------------------------- */

/* What a mode may see of the rest, filled from the hub's state. */
play_context app_play_context(app *a);
scoring_context app_scoring_context(app *a);
/* Whether the game differs from its file: changed since it was saved, or
 * given a file (--save) that is not written yet. */
bool app_unsaved(const app *a);
players_situation app_situation(const app *a);
session_snapshot app_snapshot(const app *a);

/* Puts g on the board in place of the game there (which is freed): a new
 * game of its own file (path, "" for none), saved or not. */
void app_take_game(app *a, const game *g, const char *path, bool dirty);

/* The scoring screen, entered on the current position and left. */
void app_enter_scoring(app *a);
void app_leave_scoring(app *a);

/* The clock of the game just taken: its record's time system (TM, OT) and
 * the time left it last recorded (BL, WL, OB, OW), stopped. */
void app_clock_reset(app *a);

/* After every input: the clock follows the game. A move just played is
 * credited and its time left recorded; the player to move's time runs
 * while the game takes moves (not in a dialog, the scoring screen or a
 * pause); a player out of time loses (B+T, W+T) unless the clock only
 * warns. Returns whether the clock as drawn changed. */
bool app_clock_sync(app *a);

/* A result was recorded: the game is over, back to the board. */
void app_game_over(app *a);

/* Asks before losing unsaved changes: runs what at once when nothing would
 * be lost, else opens the question (confirm.h). */
void app_guard(app *a, enum app_pending what, const char *path);

/* The answer came: does what waited (discard: the changes are dropped). */
void app_run_pending(app *a, bool discard);

/* Save first, then do what waited ("save as" when the game has no file). */
void app_save_pending(app *a);

/* Ctrl+S: to the game's file, else "save as"; save_as: always "save as". */
void app_save_or_ask(app *a, bool save_as);

/* What an exercise works on: the game, the status, the time, the file. */
exercise_context app_exercise_context(app *a);

/* K, H: the exercises entered on the current position; false (said why)
 * when there is nothing to answer there. */
bool app_begin_problem(app *a);
bool app_begin_guess(app *a);

/* The new-game dialog's game goes on the board. */
void app_start_game(app *a);

/* Enter and Esc on the offer to restore. */
void app_restore(app *a);
void app_decline(app *a);

/* --- app_modes.c: the modes in one table -------------------------------------------- */

/* What a mode may use of the rest, filled by the hub for each input: the
 * game and the status (in play, as play_context carries them), the seats,
 * the scoring's, the engines known and the last frame's layout. A view
 * reads mode_view_context instead (below). */
typedef struct mode_context {
  enum app_mode mode; /* the mode itself (open and save as share their state) */
  play_context play;
  scoring_context scoring;
  const engine_list *engines;
  const ui_layout *layout;
  const char *path; /* the game's file */
  int64_t now;      /* the time now (the clock's source) */
} mode_context;

/* What the modes may use of the rest, filled from the hub. */
mode_context app_mode_context(app *a);

/* What a mode's view may read of the rest: mode_context's, all const, with
 * the panel's context and the analysis. */
typedef struct mode_view_context {
  enum app_mode mode; /* the mode itself (open and save as share their state) */
  const game *game;
  const app_status *status;
  bool any_engine; /* an engine is known (scoring_context's engines) */
  const engine_list *engines;
  const ui_layout *layout;
  const panel_context *panel;
  const analyst *analyst;
  const char *path; /* the game's file */
  int64_t now;      /* the time now (the clock's source) */
} mode_view_context;

mode_view_context app_mode_view_context(const app *a);

/* One mode: where its state is in the hub, and its three entries. */
typedef struct mode_ops {
  size_t state; /* offsetof(app, the state) */
  /* An action of the key table the hub does not answer itself: what the
   * mode asks of the hub. */
  app_request (*action)(void *state, const mode_context *c, enum app_action action, int arg,
                        const ui_input *in);
  /* Text typed or pasted into its field: whether it changed; NULL for a
   * mode without a field. */
  bool (*text)(void *state, const mode_context *c, const char *text);
  /* What it shows: the panel's lines, or its dialog over the window. */
  void (*view)(const void *state, const mode_view_context *c, ui_view *v);
  bool over; /* shown over the window, above the panel of app_mode_under */
} mode_ops;

const mode_ops *app_mode_ops(enum app_mode m);
void *app_mode_state(app *a, enum app_mode m);
const void *app_mode_state_const(const app *a, enum app_mode m);

/* The mode whose view is the panel under the current one: the scoring
 * screen under its keys list, the board under a dialog. */
enum app_mode app_mode_under(const app *a);

/* --- app_view.c: the views ----------------------------------------------------------------- */

/* The view of the board and the panel of the mode under any dialog; room:
 * as the room sees it (app_audience_view trims it): no preview stone, no
 * next-move hints, no analysis, the comment as saved, and nothing of the
 * dialogs, the toolbar, the tree, the status or the hint. */
void app_view_for(const app *a, ui_view *v, bool room);

/* --- app_presenter.c: presenter mode --------------------------------------------------- */

/* F5, F6 (arg 1: Shift+F6), F7: whether the action was presenter mode's. */
bool app_presenter_key(app *a, enum app_action action, int arg);

/* Follows the teacher's pointer over the board (for the laser): whether
 * the room's window must be drawn again. */
bool app_presenter_pointer(app *a, const ui_input *in);

/* The teacher's panel line saying what the room sees (BLOCK_PRESENTER),
 * while presenting (app_view.c). */
void app_presenter_line(const app *a, ui_view *v);

/* Frees the held view. */
void app_presenter_deinit(app *a);

/* --- app_engines.c: what the engines did ---------------------------------------------- */

/* Takes the engines' results and carries out their moves, resignations and
 * dead stones. Returns whether anything changed. */
bool app_collect_engines(app *a);

/* E on the scoring screen: ask an engine for its dead stones. */
void app_ask_engine_dead(app *a);

#endif
