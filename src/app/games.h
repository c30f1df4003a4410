/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The games of a file that holds several (an SGF collection: a problem
 * book, a tournament's games): a list to choose one from, each with its
 * number, its name, its players or the start of its first comment, and
 * its board's size. Up, Down, Page Up, Page Down, Home, End and a click
 * choose, Enter or a double click opens, Esc keeps the game on the board.
 * No SDL here.
 */
#ifndef HOSHI_APP_GAMES_H
#define HOSHI_APP_GAMES_H

#include "hoshi/game.h"
#include "app/keys.h"
#include "app/requests.h"
#include "ui/layout.h"
#include "ui/view.h"

typedef struct app_games {
  int n;        /* games in the file */
  int selected; /* the one chosen */
  int top;      /* the first row shown */
  int current;  /* the game on the board */
} app_games;

/* The list for g's collection, the game on the board chosen. */
void games_open(app_games *s, const game *g);

/* An action of the key table in MODE_GAMES: REQ_SWITCH_GAME (r.game) to
 * open one, REQ_SWITCH_GAME with the game on the board on Esc. */
app_request games_action(app_games *s, enum app_action action, int arg, const ui_input *in,
                         const ui_layout *layout);

/* One line describing game i of g's collection: "3. Name — Black vs White
 * — 19×19" (the first words of its first comment when it has no players). */
void games_describe(const game *g, int i, char *out, size_t len);

void games_view(const app_games *s, const game *g, const ui_layout *layout, view_overlay *o);

#endif
