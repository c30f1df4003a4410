/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The status line under the panel: what just happened, or why not. Every
 * part of the application writes to it through a pointer the hub hands
 * over; it depends on nothing else, so any mode may use it without
 * reaching into another. No SDL here.
 */
#ifndef HOSHI_APP_STATUS_H
#define HOSHI_APP_STATUS_H

#include <stdbool.h>

#include "hoshi/board.h"
#include "hoshi/error.h"

typedef struct app_status {
  char text[256];
  bool error; /* why something was refused: drawn as an error */
  bool echo;  /* it repeats what the panel shows (whose turn it is after a step): not drawn */
} app_status;

/* The words a count or a "no result" starts its note in the root comment
 * with (translated where it is written): a later one replaces it
 * (game_set_root_note). */
#define APP_COUNT_MARKER "Counted by Hoshi"

/* Replaces the line. */
void status_say(app_status *s, bool error, const char *fmt, ...) HOSHI_PRINTF(3, 4);

/* Replaces the line with what the panel already shows (the move number
 * and whose turn after a step through the game): kept for the tests and
 * the tooltips' sake, not drawn. */
void status_echo(app_status *s, const char *fmt, ...) HOSHI_PRINTF(2, 3);

/* Adds to the line as it stands (its error flag stays). */
void status_append(app_status *s, const char *fmt, ...) HOSHI_PRINTF(2, 3);

/* A colour's name for people, in their language: "Black", "White". */
const char *app_color_name(enum color c);

/* Whether a player's name is the colour's own, in the person's language or
 * in English (a record written in an English session). */
bool app_default_name(const char *name, enum color c);

#endif
