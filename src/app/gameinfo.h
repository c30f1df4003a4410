/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game information dialog: players, ranks, event, round, date, place,
 * result, komi, rule set, handicap, the game's comment and source (the
 * SGF root properties of game_info_ids), each a text field. Enter writes
 * what changed through game_set_info, which checks komi, rules and
 * handicap as everywhere else; a refused value keeps the dialog open on
 * that field with the reason. No SDL here.
 */
#ifndef HOSHI_APP_GAMEINFO_H
#define HOSHI_APP_GAMEINFO_H

#include <stdbool.h>

#include "hoshi/game.h"
#include "app/keys.h"
#include "app/requests.h"
#include "app/status.h"
#include "app/textedit.h"
#include "ui/view.h"

typedef struct app_info {
  char value[GAME_INFO_COUNT][192];
  char was[GAME_INFO_COUNT][192];
  int focus;
  text_field field;
  char message[192];
} app_info;

void info_open(app_info *f, const game *g);

/* Enter writes the changes into the game (dirty; REQ_CANCEL closes) or
 * says what is wrong. */
app_request info_action(app_info *f, game *g, enum app_action action, int arg, const ui_input *in,
                        app_status *status);

bool info_text(app_info *f, const char *text);

void info_view(const app_info *f, view_overlay *o);

#endif
