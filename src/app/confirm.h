/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The questions asked before something is lost: unsaved changes before a
 * new game, another game or quitting (save first, discard, cancel), and a
 * resignation (yes, no). What was asked for waits here until the answer;
 * the hub carries it out. No SDL here.
 */
#ifndef HOSHI_APP_CONFIRM_H
#define HOSHI_APP_CONFIRM_H

#include <limits.h>

#include "hoshi/game.h"
#include "app/keys.h"
#include "app/requests.h"
#include "app/status.h"
#include "ui/view.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* What waits for the answer. */
enum app_pending {
  PENDING_NONE,
  PENDING_QUIT,
  PENDING_OPEN_FILE,
  PENDING_NEW,
  PENDING_OPEN_LIST,
  PENDING_RESIGN,
  PENDING_NEW_PROBLEM, /* an empty board to set up a problem on */
  PENDING_DELETE       /* the current move and what follows: yes or no */
};

typedef struct app_confirm {
  enum app_pending pending;
  char path[PATH_MAX]; /* PENDING_OPEN_FILE */
  enum app_mode back;  /* where Cancel goes back to */
  int deleting;        /* PENDING_DELETE: how many moves would go */
} app_confirm;

/* Asks about what (PENDING_RESIGN, PENDING_DELETE: deleting moves would
 * go); Cancel goes back to mode back. */
void confirm_open(app_confirm *c, enum app_pending what, int deleting, enum app_mode back);

/* What a change not saved would lose is asked about before what (with
 * path, for a file to open; NULL otherwise), back to back if refused. */
void confirm_guard(app_confirm *c, enum app_pending what, const char *path, enum app_mode back);

/* What was waiting for the answer, taken: nothing waits any more. */
enum app_pending confirm_take(app_confirm *c);

/* An answer: Y or N to a resignation (REQ_RESIGN, REQ_CANCEL); S, D or Esc
 * to unsaved changes (REQ_SAVE_PENDING, REQ_RUN_PENDING after discarding,
 * REQ_CANCEL); or a click on an answer's row (ACT_ROW: in->row, in the
 * order confirm_view lists them). Any other key is swallowed: the question
 * stays. */
app_request confirm_action(app_confirm *c, enum app_action action, int arg, const ui_input *in,
                           app_status *status);

/* The question drawn over the board. */
void confirm_view(const app_confirm *c, const game *g, view_overlay *o);

#endif
