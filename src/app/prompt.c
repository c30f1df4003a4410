/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One line asked for (see prompt.h). */
#include "app/prompt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/i18n.h"

void prompt_open(app_prompt *p, enum prompt_kind kind, const game *g, const char *start)
{
  memset(p, 0, sizeof *p);
  p->kind = kind;
  if (kind == PROMPT_GOTO) {
    /* The moves of the line: from here to its end. */
    int last = game_move_number(g);
    for (const sgf_node *n = game_current(g); n->children;) {
      n = sgf_line_next(g->records, n);
      if (sgf_get(n, "B") || sgf_get(n, "W"))
        last++;
    }
    p->moves = last;
    snprintf(p->text, sizeof p->text, "%d", game_move_number(g));
  } else {
    snprintf(p->text, kind == PROMPT_LABEL ? GAME_LABEL_LEN : sizeof p->text, "%s",
             start ? start : "");
  }
  field_init(&p->field, p->text, kind == PROMPT_LABEL ? GAME_LABEL_LEN : sizeof p->text, false,
             true);
}

static bool check(app_prompt *p)
{
  p->message[0] = 0;
  if (p->kind == PROMPT_LABEL && !p->text[0]) {
    snprintf(p->message, sizeof p->message, "%s", _("Type the label's text first."));
    return false;
  }
  if (p->kind != PROMPT_GOTO)
    return true;
  char *end;
  long n = strtol(p->text, &end, 10);
  while (*end == ' ')
    end++;
  if (end == p->text || *end || n < 0 || n > p->moves) {
    snprintf(p->message, sizeof p->message, _("Type a move number from 0 to %d."), p->moves);
    return false;
  }
  p->number = (int)n;
  return true;
}

app_request prompt_action(app_prompt *p, enum app_action action, const ui_input *in)
{
  switch (action) {
  case ACT_EDIT:
    return field_key(&p->field, in) ? REQUEST_DONE : REQUEST_IGNORED;
  case ACT_ROW:
    if (in->row == 1 && in->row_at >= 0) { /* in the field: the caret goes there */
      field_click(&p->field, in->row_at);
      return REQUEST_DONE;
    }
    if (in->row != 2) /* [ OK ] below the field */
      return REQUEST_IGNORED;
    /* fall through */
  case ACT_ACCEPT:
    return check(p) ? app_request_of(REQ_PROMPT_DONE) : REQUEST_DONE;
  case ACT_CANCEL:
    return app_request_of(REQ_CANCEL);
  default:
    return REQUEST_IGNORED;
  }
}

bool prompt_text(app_prompt *p, const char *text)
{
  bool done = field_insert(&p->field, text);
  p->message[0] = 0;
  return done;
}

void prompt_view(const app_prompt *p, view_overlay *o)
{
  static const char *const titles[] = {N_("Go to move"), N_("Label"), N_("Name of this move")};
  static const char *const labels[] = {N_("Move number"), N_("Text"), N_("Name")};
  snprintf(o->title, sizeof o->title, "%s", _(titles[p->kind]));
  o->form = true;
  view_row *r = view_add_row(o);
  snprintf(r->label, sizeof r->label, "%s", _(labels[p->kind]));
  field_show_plain(&p->field, r->value, sizeof r->value, &r->sel_from, &r->sel_to);
  r->selected = true;
  snprintf(view_add_row(o)->value, sizeof r->value, "%s", _("[ OK ]"));
  if (p->message[0]) {
    snprintf(o->message, sizeof o->message, "%s", p->message);
    o->message_error = true;
  } else if (p->kind == PROMPT_GOTO) {
    snprintf(o->message, sizeof o->message, _("0 is the start, %d the end of this line."),
             p->moves);
  } else if (p->kind == PROMPT_LABEL) {
    snprintf(o->message, sizeof o->message, "%s",
             _("A few letters or digits: each click then puts this label on a point."));
  } else {
    snprintf(o->message, sizeof o->message, "%s", _("Empty: the move has no name."));
  }
  static const key_hint_part hint[] = {{ACT_ACCEPT, N_("use it")}, {ACT_CANCEL, N_("close")}};
  keys_hint(MODE_PROMPT, hint, sizeof hint / sizeof hint[0], o->hint, sizeof o->hint);
}
