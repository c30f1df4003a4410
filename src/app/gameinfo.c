/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game information dialog (see gameinfo.h). */
#include "app/gameinfo.h"

#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "hoshi/komi.h"

/* Komi and the rule set as the interface writes them ("7,5", "Règles
 * chinoises"), so that the dialog reads as the panel does; a value it does
 * not know stays as the record has it. */
static void localize(const char *id, char *value, size_t len)
{
  if (strcmp(id, "KM") == 0) {
    double k;
    if (komi_parse(value, &k, NULL))
      i18n_format_number(k, value, len);
  } else if (strcmp(id, "RU") == 0) {
    const rules *r = value[0] ? rules_find(value) : NULL;
    if (r)
      snprintf(value, len, "%s", rules_display_name(r));
  }
}

/* Back to what the record takes: a rule set's name in the interface's
 * language becomes its id (komi_parse reads 7,5 as it is). */
static void delocalize(const char *id, char *value, size_t len)
{
  if (strcmp(id, "RU") != 0)
    return;
  size_t n;
  const rules *const *all = rules_all(&n);
  for (size_t i = 0; i < n; i++)
    if (strcmp(value, rules_display_name(all[i])) == 0) {
      snprintf(value, len, "%s", rules_sgf_name(all[i]));
      return;
    }
}

static void focus(app_info *f, int i)
{
  f->focus = (i + GAME_INFO_COUNT) % GAME_INFO_COUNT;
  field_init(&f->field, f->value[f->focus], sizeof f->value[0], false, true);
}

void info_open(app_info *f, const game *g)
{
  memset(f, 0, sizeof *f);
  for (int i = 0; i < GAME_INFO_COUNT; i++) {
    char buf[192];
    const char *v = game_info(g, game_info_ids[i], buf, sizeof buf);
    snprintf(f->value[i], sizeof f->value[i], "%s", v ? v : "");
    /* One line here: a line break of GC or a long value reads as a space. */
    for (char *c = f->value[i]; *c; c++)
      if (*c == '\n' || *c == '\t')
        *c = ' ';
    localize(game_info_ids[i], f->value[i], sizeof f->value[i]);
    memcpy(f->was[i], f->value[i], sizeof f->was[i]);
  }
  focus(f, 0);
}

/* Writes what changed; false with the field and the reason when refused. */
static bool apply(app_info *f, game *g, bool *changed)
{
  *changed = false;
  for (int i = 0; i < GAME_INFO_COUNT; i++) {
    if (strcmp(f->value[i], f->was[i]) == 0)
      continue;
    hoshi_error why = {0};
    char value[sizeof f->value[0]];
    snprintf(value, sizeof value, "%s", f->value[i]);
    delocalize(game_info_ids[i], value, sizeof value);
    if (!game_set_info(g, game_info_ids[i], value, &why)) {
      snprintf(f->message, sizeof f->message, "%s: %.160s", game_info_ids[i], why.message);
      focus(f, i);
      return false;
    }
    memcpy(f->was[i], f->value[i], sizeof f->was[i]);
    *changed = true;
  }
  return true;
}

app_request info_action(app_info *f, game *g, enum app_action action, int arg, const ui_input *in,
                        app_status *status)
{
  switch (action) {
  case ACT_EDIT:
    return field_key(&f->field, in) ? REQUEST_DONE : REQUEST_IGNORED;
  case ACT_FIELD:
    focus(f, f->focus + arg);
    return REQUEST_DONE;
  case ACT_ROW:
    if (in->row >= 1 && in->row <= GAME_INFO_COUNT) {
      if (f->focus == in->row - 1 && in->row_at >= 0)
        field_click(&f->field, in->row_at);
      else
        focus(f, in->row - 1);
      return REQUEST_DONE;
    }
    if (in->row != GAME_INFO_COUNT + 1) /* [ Keep ] */
      return REQUEST_IGNORED;
    return info_action(f, g, ACT_ACCEPT, 0, in, status);
  case ACT_ACCEPT: {
    bool changed;
    if (!apply(f, g, &changed))
      return REQUEST_DONE; /* written up to the refused field; the rest waits */
    app_request r = app_request_of(REQ_CANCEL);
    r.dirty = changed;
    status_say(status, false, "%s",
               changed ? _("Game information kept: the count follows the rules and komi.")
                       : _("Game information unchanged."));
    return r;
  }
  case ACT_CANCEL:
    status_say(status, false, "%s", _("Game information unchanged."));
    return app_request_of(REQ_CANCEL);
  default:
    return REQUEST_IGNORED;
  }
}

bool info_text(app_info *f, const char *text)
{
  f->message[0] = 0;
  return field_insert(&f->field, text);
}

void info_view(const app_info *f, view_overlay *o)
{
  /* In the order of game_info_ids. */
  static const char *const names[GAME_INFO_COUNT] = {
      N_("Black"),     N_("Black's rank"), N_("White"),        N_("White's rank"), N_("Event"),
      N_("Game name"), N_("Date"),         N_("Place"),        N_("Result"),       N_("Komi"),
      N_("Rules"),     N_("Handicap"),     N_("Game comment"), N_("Source"),
  };
  snprintf(o->title, sizeof o->title, "%s", _("Game information"));
  o->form = true;
  for (int i = 0; i < GAME_INFO_COUNT; i++) {
    view_row *r = view_add_row(o);
    snprintf(r->label, sizeof r->label, "%s", _(names[i]));
    if (i == f->focus)
      field_show_plain(&f->field, r->value, sizeof r->value, &r->sel_from, &r->sel_to);
    else
      snprintf(r->value, sizeof r->value, "%s", f->value[i]);
    r->selected = i == f->focus;
  }
  snprintf(view_add_row(o)->value, sizeof o->rows[0].value, "%s", _("[ Keep ]"));
  if (f->message[0]) {
    snprintf(o->message, sizeof o->message, "%s", f->message);
    o->message_error = true;
  } else {
    /* What the focused field takes. */
    static const struct {
      const char *id, *help;
    } helps[] = {
        {"DT", N_("Date as YYYY-MM-DD (2026-11-26).")},
        {"RE", N_("Result as B+3.5, W+R (resignation), W+T (time), 0 (a draw) or Void.")},
        {"KM", N_("Komi: a number, negative for a reverse komi; the count follows it.")},
        {"RU", N_("Rules: Japanese, Chinese, AGA, French, NZ or Tromp-Taylor; the count follows.")},
        {"HA", N_("Handicap: 0, or 2 stones and more (the stones on the board stay).")},
    };
    for (size_t i = 0; i < sizeof helps / sizeof helps[0]; i++)
      if (strcmp(game_info_ids[f->focus], helps[i].id) == 0)
        snprintf(o->message, sizeof o->message, "%s", _(helps[i].help));
  }
  static const key_hint_part hint[] = {{ACT_FIELD, NULL},
                                       {ACT_ROW, N_("field")},
                                       {ACT_ACCEPT, N_("keep")},
                                       {ACT_CANCEL, N_("close")}};
  keys_hint(MODE_INFO, hint, sizeof hint / sizeof hint[0], o->hint, sizeof o->hint);
}
