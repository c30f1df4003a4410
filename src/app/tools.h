/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tools in hand on the playing screen: markup (triangle, square,
 * circle, cross, letters, numbers, a label of your own text, arrows, lines,
 * dimmed points) and setup (add Black, add White, erase), placed by click
 * and by drag. A tool writes into the game's tree at the current node
 * (game.h); nothing here plays a move. No SDL here.
 */
#ifndef HOSHI_APP_TOOLS_H
#define HOSHI_APP_TOOLS_H

#include <stdbool.h>

#include "hoshi/game.h"
#include "app/requests.h"
#include "app/status.h"
#include "ui/input.h"

/* The tools, numbered as the key table's ACT_TOOL argument. */
enum play_tool {
  TOOL_PLAY,
  TOOL_TRIANGLE, /* 1 .. 4: as GAME_MARK_TRIANGLE .. GAME_MARK_CROSS */
  TOOL_SQUARE,
  TOOL_CIRCLE,
  TOOL_CROSS,
  TOOL_LETTERS, /* 5: A, B, ... */
  TOOL_NUMBERS, /* 6: 1, 2, ... */
  TOOL_ARROW,   /* 7: from the point pressed to the point released (or clicked next) */
  TOOL_LINE,    /* 8 */
  TOOL_DIM,     /* 9 */
  TOOL_LABEL,   /* a label of the text typed (L) */
  TOOL_BLACK,   /* setup: add Black (B) */
  TOOL_WHITE,   /* setup: add White (W) */
  TOOL_ERASE,   /* setup: erase (X) */
  TOOL_COUNT
};

typedef struct tool_state {
  enum play_tool tool;
  char label[GAME_LABEL_LEN]; /* TOOL_LABEL's text */
  int from_x, from_y;         /* an arrow or line begun there; -1 none */
  bool painting;              /* setup: the button is held and paints */
  enum color paint;           /* what the drag paints */
} tool_state;

void tools_init(tool_state *t);

/* A tool taken in hand: says what it does. */
void tools_choose(tool_state *t, enum play_tool tool, app_status *status);

/* The label tool taken in hand with text as its label (cut to fit). */
void tools_choose_label(tool_state *t, const char *text, app_status *status);

/* Puts the tool down (Esc): back to playing. false when none was held. */
bool tools_drop(tool_state *t);

/* The tool's name in the person's language ("triangle", "add Black"). */
const char *tools_name(enum play_tool tool);

/* Whether a setup tool is in hand. */
static inline bool tools_setting_up(const tool_state *t)
{
  return t->tool == TOOL_BLACK || t->tool == TOOL_WHITE || t->tool == TOOL_ERASE;
}

/* The button pressed (or Enter on the cursor) at (x, y): the tool acts
 * there. The request is dirty when the record changed. */
app_request tools_press(tool_state *t, game *g, app_status *status, int x, int y);

/* The mouse moved with the button held (a setup drag paints every point
 * it crosses) or the button was released (an arrow or line ends there).
 * REQUEST_IGNORED when the tool has nothing to do with it. */
app_request tools_pointer(tool_state *t, game *g, app_status *status, const ui_input *in);

/* Who plays next from here (PL): the other colour. */
app_request tools_flip_turn(game *g, app_status *status);

/* Empties the board at the current node, as a setup. */
app_request tools_clear_board(game *g, app_status *status);

#endif
