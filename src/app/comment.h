/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writing the comment of a move (SGF C) in place: a multi-line text field
 * in the panel, with the usual keys. Done (Ctrl+Enter, Esc, or a click on
 * the board) keeps what was written: nothing typed is ever thrown away.
 * No SDL here.
 */
#ifndef HOSHI_APP_COMMENT_H
#define HOSHI_APP_COMMENT_H

#include <stdbool.h>

#include "hoshi/game.h"
#include "app/keys.h"
#include "app/requests.h"
#include "app/status.h"
#include "app/textedit.h"
#include "ui/view.h"

#define COMMENT_MAX 16384

typedef struct app_comment {
  char text[COMMENT_MAX];
  text_field field;
} app_comment;

/* Starts writing the current node's comment, the caret at its end.
 * false (said why) when the comment is too long to edit here. */
bool comment_open(app_comment *c, const game *g, app_status *status);

/* An action of the key table; done writes the comment into the game (the
 * request is dirty when it changed) and closes (REQ_CANCEL). */
app_request comment_action(app_comment *c, game *g, enum app_action action, const ui_input *in,
                           app_status *status);

/* Text typed. */
bool comment_text(app_comment *c, const char *text);

/* The comment as it is being written, for the panel: its lines with the
 * caret, after the lines already there. */
void comment_view(const app_comment *c, ui_view *v);

#endif
