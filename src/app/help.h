/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The list of keys (F1) as a mode of its own: every row of the key table,
 * group by group, the group of the screen it was opened from first, read
 * page by page; any other key or a click closes it. No SDL here.
 */
#ifndef HOSHI_APP_HELP_H
#define HOSHI_APP_HELP_H

#include "app/keys.h"
#include "app/requests.h"
#include "ui/input.h"
#include "ui/view.h"

typedef struct app_help {
  enum app_mode back; /* where closing it goes: the board or the scoring screen */
} app_help;

/* Opened over mode back (the board or the scoring screen), where closing
 * it goes. */
void help_open(app_help *h, enum app_mode back);

/* ACT_CLOSE_HELP closes it (REQ_CANCEL); the hub scrolls its pages. */
app_request help_action(app_help *h, enum app_action action, int arg, const ui_input *in);

/* The list over the window. */
void help_view(const app_help *h, view_overlay *o);

#endif
