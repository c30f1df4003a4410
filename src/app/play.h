/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Playing: moves by click and by the keyboard cursor, passes, resignation,
 * free handicap placement, navigation through the game's tree, and the
 * markup tools. The state here is the playing screen's own; what goes
 * beyond it (the scoring screen when the game ends, the question before a
 * resignation) goes back to the hub as a request (requests.h). No SDL here.
 */
#ifndef HOSHI_APP_PLAY_H
#define HOSHI_APP_PLAY_H

#include <stdbool.h>

#include "hoshi/game.h"
#include "hoshi/handicap.h"
#include "ui/input.h"
#include "ui/sound.h"
#include "app/keys.h"
#include "app/requests.h"
#include "app/status.h"
#include "app/tools.h"

typedef struct play_state {
  tool_state tools;                  /* the tool in hand (TOOL_PLAY: a click plays) */
  bool ended;                        /* two passes or a result: no more moves */
  enum color resigned;               /* who resigned, COLOR_EMPTY if nobody */
  int placing;                       /* free handicap: stones still to place (0: none) */
  point placed[HANDICAP_MAX_STONES]; /* free handicap stones placed so far */
  int n_placed;
  int hover_x, hover_y;   /* the intersection under the mouse; -1 none */
  int cursor_x, cursor_y; /* the keyboard cursor; -1 hidden */
} play_state;

/* What a playing action works on: the game, the status line, and who
 * plays each colour (the hub fills it). */
typedef struct play_context {
  game *game;
  app_status *status;
  app_seats seats;
  ui_sounds *sounds; /* a move's sound asked for here; NULL: the sounds are off */
  int tree_cols;     /* the game tree's columns in the last layout (a click in it) */
} play_context;

void play_init(play_state *p);

/* After a new, opened or restored game: no tool in hand, no cursor, the
 * game over when its position ends with two passes. */
void play_reset(play_state *p, const game *g);

/* Plays colour c at p (or POINT_PASS) as a click plays it, saying what
 * happened; on two passes the request asks for the scoring screen.
 * Returns MOVE_LEGAL, else why the move was refused (said too). */
enum move_status play_move(play_state *p, const play_context *ctx, enum color c, point at,
                           app_request *req);

/* The end of a game won at the capture goal, as a sentence: "Black
 * captured a stone: Black wins."; false (out untouched) while no one has
 * reached the goal, or under a rule set that counts. */
bool play_capture_end(const game *g, char *out, size_t n);

/* Colour c resigns: the result is recorded. false when it could not be. */
bool play_resign(play_state *p, const play_context *ctx, enum color c);

/* R answered yes: the player to move resigns; against an engine, the
 * person does. */
bool play_resign_to_move(play_state *p, const play_context *ctx);

/* N: "no result" after a whole-board repetition (J89 art. 12), recorded
 * in the result and the root comment. false (said why) when the game has
 * no such repetition or the rule set forbids them. */
bool play_no_result(play_state *p, const play_context *ctx);

/* A result was recorded (the count accepted): the game is over. */
void play_game_over(play_state *p);

/* Play resumed after the end (J89 art. 9-3). */
void play_resumed(play_state *p);

/* An action of the key table in the playing mode. The lesson's tools that
 * open a dialog or reach beyond the board (a comment, a prompt, the game
 * information, an exercise, the analysis, the tree shown) come back as
 * requests for the hub. */
app_request play_action(play_state *p, const play_context *ctx, enum app_action action, int arg,
                        const ui_input *in);

/* The mouse moved or left the window (the preview stone follows it), or a
 * drag goes on or ends (the tool in hand acts). */
app_request play_pointer(play_state *p, const play_context *ctx, const ui_input *in);

/* Whether the game takes moves at its current node: not over, no handicap
 * being placed. */
bool play_live(const play_state *p);

/* The name of the tool in hand, in the person's language ("triangle",
 * "label \"A1\"" for a label of one's own text). */
void play_tool_name(const play_state *p, char *out, size_t n);

#endif
