/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The new-game dialog: board size, rule set, who plays each colour (a
 * person or an engine), names, handicap and its placement, komi agreed or
 * declared. The form checks itself as the user types; Enter makes the game
 * and hands it to the hub (REQ_START_GAME), which puts it on the board.
 * No SDL here.
 */
#ifndef HOSHI_APP_NEWGAME_H
#define HOSHI_APP_NEWGAME_H

#include <stdbool.h>

#include "hoshi/game.h"
#include "app/keys.h"
#include "app/players.h"
#include "app/requests.h"
#include "app/status.h"
#include "app/textedit.h"
#include "ui/view.h"

/* The fields of the dialog, in order. */
enum form_field {
  FIELD_SIZE,
  FIELD_RULES,
  FIELD_CAPTURES,     /* the capture game's goal: 1, 3 or 5 stones */
  FIELD_BLACK_PLAYER, /* a person, or an engine */
  FIELD_BLACK,        /* the name */
  FIELD_WHITE_PLAYER,
  FIELD_WHITE,
  FIELD_HANDICAP,
  FIELD_PLACEMENT,
  FIELD_KOMI_BY,
  FIELD_KOMI,
  FIELD_BID_BLACK,
  FIELD_BID_WHITE,
  FIELD_TIME, /* the clock: none, or a time system (clock_parse) */
  FIELD_START,
  FIELD_COUNT
};

/* The game the dialog made, for the hub to take. */
typedef struct newgame_result {
  game game;       /* owned by whoever takes it */
  int player[3];   /* by colour: the engine's index, -1 for a person */
  int placing;     /* free handicap stones Black still places by clicks */
  bool komi_valid; /* an agreed komi (remembered in the settings); not a declared one */
  int handicap;
  char time[32]; /* the time system chosen, as clock_format writes it */
} newgame_result;

typedef struct app_form {
  enum form_field focus;
  char size[8];
  int rules;        /* index in rules_all */
  int capture_goal; /* stones to capture, where the rule set ends so (1, 3, 5) */
  char black[64], white[64];
  int player[2]; /* Black's, White's: -1 a person, else an engine's index */
  bool named[2]; /* the name was typed: choosing an engine keeps it */
  int handicap;
  bool free_placement;
  bool declared; /* komi by declaration */
  char komi[24];
  bool komi_typed; /* the user changed komi: keep it when rules or handicap change */
  char bid[2][24]; /* declared komi of the first and second player */
  char time[32];   /* the time system, typed or a preset */
  unsigned lot;    /* decides Black between equal declarations */
  char message[192];
  bool message_error;
  text_field field;      /* the focused text field's caret and selection */
  newgame_result result; /* valid after REQ_START_GAME, until taken */
} app_form;

/* Opens the dialog on the current game's settings, its players (player[c]:
 * the engine of colour c in engines, -1 for a person) and the time system
 * last chosen (clock_format's form). The names are the engines', else
 * those the user typed in this dialog before, else the colours' (not the
 * players of a record on the board). */
void newgame_open(app_form *f, const game *g, const engine_list *engines, const int player[3],
                  const char *clock);

/* An action of the key table in the dialog; Enter makes the game and says
 * so in the status line (REQ_START_GAME), or explains what is wrong in
 * the form's message. */
app_request newgame_action(app_form *f, const engine_list *engines, enum app_action action, int arg,
                           const ui_input *in, app_status *status);

/* Text typed into the field with the focus. */
bool newgame_text(app_form *f, const char *text);

/* The dialog drawn over the board. */
void newgame_view(const app_form *f, const engine_list *engines, view_overlay *o);

#endif
