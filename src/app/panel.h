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

#include "hoshi/game.h"
#include "app/play.h"
#include "app/requests.h"
#include "ui/view.h"

typedef struct panel_context {
  const game *game;
  const play_state *play;
  const app_seats *seats;
  const char *indicator; /* the engine's thinking line, NULL when none works */
  const char *path;      /* the game's file, "" for none */
  bool dirty;            /* the game has unsaved changes */
  bool playing;          /* no dialog and no scoring: the preview stone shows */
} panel_context;

void panel_board(const panel_context *c, ui_view *v);
void panel_text(const panel_context *c, ui_view *v);

#endif
