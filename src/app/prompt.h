/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One line asked for over the board: the move number to go to, the text
 * of a label, the name of a move. The mode checks what is typed and hands
 * it to the hub (REQ_PROMPT_DONE), which uses it. No SDL here.
 */
#ifndef HOSHI_APP_PROMPT_H
#define HOSHI_APP_PROMPT_H

#include <stdbool.h>

#include "hoshi/game.h"
#include "app/keys.h"
#include "app/requests.h"
#include "app/status.h"
#include "app/textedit.h"
#include "ui/view.h"

enum prompt_kind { PROMPT_GOTO, PROMPT_LABEL, PROMPT_NAME };

typedef struct app_prompt {
  enum prompt_kind kind;
  char text[192];
  text_field field;
  int moves;  /* PROMPT_GOTO: the last move number of the line */
  int number; /* PROMPT_GOTO: the number typed, once accepted */
  char message[192];
} app_prompt;

/* Asks: for a move number of the current line, a label's text (starting
 * from the last one), a move's name (starting from its name). */
void prompt_open(app_prompt *p, enum prompt_kind kind, const game *g, const char *start);

/* An action of the key table: Enter checks the text and hands it on
 * (REQ_PROMPT_DONE), or says what is wrong; Esc closes (REQ_CANCEL). */
app_request prompt_action(app_prompt *p, enum app_action action, const ui_input *in);

bool prompt_text(app_prompt *p, const char *text);

void prompt_view(const app_prompt *p, view_overlay *o);

#endif
