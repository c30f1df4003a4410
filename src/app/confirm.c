/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The questions before something is lost (see confirm.h). */
#include "app/confirm.h"

#include <stdio.h>

#include "hoshi/i18n.h"

void confirm_open(app_confirm *c, enum app_pending what, int deleting, enum app_mode back)
{
  c->pending = what;
  c->deleting = deleting;
  c->back = back;
}

void confirm_guard(app_confirm *c, enum app_pending what, const char *path, enum app_mode back)
{
  confirm_open(c, what, 0, back);
  if (path)
    snprintf(c->path, sizeof c->path, "%s", path);
}

enum app_pending confirm_take(app_confirm *c)
{
  enum app_pending what = c->pending;
  c->pending = PENDING_NONE;
  return what;
}

app_request confirm_action(app_confirm *c, enum app_action action, int arg, const ui_input *in,
                           app_status *status)
{
  bool two = c->pending == PENDING_RESIGN || c->pending == PENDING_DELETE;
  if (action == ACT_ROW) {
    /* The rows are the answers, in the order confirm_view lists them. */
    static const int yes_no[] = {ANSWER_YES, ANSWER_NO},
                     unsaved[] = {ANSWER_SAVE, ANSWER_DISCARD, ANSWER_CANCEL};
    int k = in ? in->row - 1 : -1;
    if (k < 0 || k >= (two ? 2 : 3))
      return REQUEST_IGNORED;
    action = ACT_ANSWER;
    arg = two ? yes_no[k] : unsaved[k];
  }
  int answer = action == ACT_ANSWER ? arg : 0;
  if (c->pending == PENDING_RESIGN || c->pending == PENDING_DELETE) {
    bool resign = c->pending == PENDING_RESIGN;
    if (answer == ANSWER_YES) {
      c->pending = PENDING_NONE;
      return app_request_of(resign ? REQ_RESIGN : REQ_DELETE_NODE);
    }
    if (answer == ANSWER_NO || answer == ANSWER_CANCEL) {
      c->pending = PENDING_NONE;
      status_say(status, false, "%s",
                 resign ? _("Not resigned: the game goes on.") : _("Nothing deleted."));
      return app_request_of(REQ_CANCEL);
    }
    return REQUEST_DONE;
  }
  switch (answer) {
  case ANSWER_SAVE:
    return app_request_of(REQ_SAVE_PENDING);
  case ANSWER_DISCARD:
    return app_request_of(REQ_RUN_PENDING);
  case ANSWER_CANCEL:
    c->pending = PENDING_NONE;
    status_say(status, false, "%s", _("Cancelled."));
    return app_request_of(REQ_CANCEL);
  default:
    return REQUEST_DONE;
  }
}

void confirm_view(const app_confirm *c, const game *g, view_overlay *o)
{
  if (c->pending == PENDING_RESIGN) {
    snprintf(o->title, sizeof o->title, "%s", _("Resign?"));
    snprintf(o->message, sizeof o->message, _("%s resigns and %s wins."),
             app_color_name(game_to_move(g)), app_color_name(color_other(game_to_move(g))));
    /* TRANSLATORS: Y, N, S, D and Esc are the keys to press: keep them. */
    snprintf(view_add_row(o)->value, sizeof o->rows[0].value, "%s", _("Y  Yes, resign"));
    snprintf(view_add_row(o)->value, sizeof o->rows[0].value, "%s", _("N  No, play on"));
  } else if (c->pending == PENDING_DELETE) {
    snprintf(o->title, sizeof o->title, "%s", _("Delete this move?"));
    snprintf(o->message, sizeof o->message,
             P_("Move %d and %d node after it leave the record.",
                "Move %d and the %d nodes after it leave the record.", c->deleting - 1),
             game_move_number(g), c->deleting - 1);
    snprintf(view_add_row(o)->value, sizeof o->rows[0].value, "%s", _("Y  Yes, delete"));
    snprintf(view_add_row(o)->value, sizeof o->rows[0].value, "%s", _("N  No, keep it"));
  } else {
    snprintf(o->title, sizeof o->title, "%s", _("The game has unsaved changes"));
    snprintf(o->message, sizeof o->message, "%s",
             c->pending == PENDING_QUIT ? _("Save them before you quit?")
                                        : _("Save them before you leave this game?"));
    snprintf(view_add_row(o)->value, sizeof o->rows[0].value, "%s", _("S  Save first"));
    snprintf(view_add_row(o)->value, sizeof o->rows[0].value, "%s", _("D  Discard the changes"));
    snprintf(view_add_row(o)->value, sizeof o->rows[0].value, "%s", _("Esc  Cancel"));
  }
  snprintf(o->hint, sizeof o->hint, "%s", _("Press the letter of your choice."));
}
