/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writing a comment (see comment.h). */
#include "app/comment.h"

#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "app/panel.h"

bool comment_open(app_comment *c, const game *g, app_status *status)
{
  const char *now = game_comment(g);
  if (now && strlen(now) >= sizeof c->text) {
    status_say(status, true, _("This comment is too long to edit here (%zu bytes, at most %d)."),
               strlen(now), COMMENT_MAX - 1);
    return false;
  }
  snprintf(c->text, sizeof c->text, "%s", now ? now : "");
  field_init(&c->field, c->text, sizeof c->text, true, false);
  status_say(status, false, "%s",
             _("Writing the comment: Enter starts a new line; Ctrl+Enter or Esc when done."));
  return true;
}

app_request comment_action(app_comment *c, game *g, enum app_action action, const ui_input *in,
                           app_status *status)
{
  if (action == ACT_EDIT)
    return field_key(&c->field, in) ? REQUEST_DONE : REQUEST_IGNORED;
  if (action != ACT_ACCEPT)
    return REQUEST_IGNORED;
  const char *was = game_comment(g);
  app_request r = app_request_of(REQ_CANCEL);
  if (strcmp(was ? was : "", c->text) == 0) {
    status_say(status, false, "%s", _("The comment is unchanged."));
    return r;
  }
  if (!game_set_comment(g, c->text[0] ? c->text : NULL)) {
    status_say(status, true, "%s", _("Out of memory: the comment could not be kept."));
    return REQUEST_DONE; /* stays open: what was typed is not lost */
  }
  status_say(status, false, "%s", c->text[0] ? _("Comment kept.") : _("Comment removed."));
  r.dirty = true;
  return r;
}

bool comment_text(app_comment *c, const char *text) { return field_insert(&c->field, text); }

void comment_view(const app_comment *c, ui_view *v)
{
  char shown[COMMENT_MAX + 64];
  field_show(&c->field, shown, sizeof shown);
  int first = v->n_panel;
  view_begin(v, BLOCK_COMMENT);
  panel_comment_lines(v, shown, true);
  v->writing = true;
  /* The line of the caret stays in sight. */
  for (int i = first; i < v->n_panel; i++)
    if (strstr(v->panel[i].text, FIELD_CARET))
      v->panel_focus = i;
  snprintf(v->hint, sizeof v->hint, "%s",
           _("Writing the comment - Enter new line - Ctrl+Enter or Esc done"));
  snprintf(v->hint_short, sizeof v->hint_short, "%s", _("F1: keys - Ctrl+Enter or Esc: done"));
}
