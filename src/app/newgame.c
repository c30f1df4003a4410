/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The new-game dialog (see newgame.h). */
#include "app/newgame.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hoshi/clock.h"
#include "hoshi/handicap.h"
#include "hoshi/i18n.h"
#include "hoshi/komi.h"
#include "hoshi/rules.h"
#include "app/textedit.h"

static const rules *form_rules(const app_form *f)
{
  size_t n;
  const rules *const *all = rules_all(&n);
  return all[(size_t)f->rules < n ? (size_t)f->rules : 0];
}

/* Whether the form's rule set ends at a capture: no komi, no handicap. */
static bool form_capture(const app_form *f) { return rules_capture_goal(form_rules(f)) > 0; }

/* The goals the dialog offers, in its ring. */
static const int capture_goals[] = {1, 3, 5};
#define N_CAPTURE_GOALS (int)(sizeof capture_goals / sizeof capture_goals[0])

static void step_capture_goal(app_form *f, int step)
{
  int at = 0;
  for (int i = 0; i < N_CAPTURE_GOALS; i++)
    if (capture_goals[i] <= f->capture_goal)
      at = i;
  if (step > 0 && capture_goals[at] < f->capture_goal)
    step--; /* a goal not offered (from a record): the next one up is one step */
  f->capture_goal =
      capture_goals[((at + step) % N_CAPTURE_GOALS + N_CAPTURE_GOALS) % N_CAPTURE_GOALS];
}

static void form_default_komi(app_form *f)
{
  if (!f->komi_typed)
    i18n_format_number(komi_default(form_rules(f), f->handicap), f->komi, sizeof f->komi);
}

static bool field_is_text(const app_form *f, enum form_field k);
static const char *engine_label(const engine_list *engines, int engine);
static char *field_text(app_form *f, enum form_field k, size_t *len);

/* The focused field, if it takes text, is selected whole: typing replaces
 * it, as in every dialog. */
static void focus_field(app_form *f)
{
  size_t len;
  char *t = field_text(f, f->focus, &len);
  if (t && field_is_text(f, f->focus))
    field_init(&f->field, t, len, false, true);
  else
    f->field = (text_field){0};
}

void newgame_open(app_form *f, const game *g, const engine_list *engines, const int player[3],
                  const char *clock)
{
  /* Names the user typed in this dialog before stay; the game on the
   * board's players (a record just opened) do not: a new game starts with
   * the colours' names or its engines'. */
  char typed[2][sizeof f->black];
  bool named[2] = {f->named[0], f->named[1]};
  snprintf(typed[0], sizeof typed[0], "%s", f->black);
  snprintf(typed[1], sizeof typed[1], "%s", f->white);
  memset(f, 0, sizeof *f);
  snprintf(f->time, sizeof f->time, "%s",
           clock && *clock && strcmp(clock, "none") != 0 ? clock : _("none"));
  snprintf(f->size, sizeof f->size, "%d", game_size(g));
  size_t n;
  const rules *const *all = rules_all(&n);
  for (size_t i = 0; i < n; i++)
    if (all[i] == g->rules)
      f->rules = (int)i;
  f->capture_goal = game_capture_goal(g) ? game_capture_goal(g) : capture_goals[0];
  /* The players stay who they were (a person, or an engine). */
  for (int i = 0; i < 2; i++) {
    f->player[i] = player[i ? COLOR_WHITE : COLOR_BLACK];
    f->named[i] = named[i] && typed[i][0];
    char *name = i ? f->white : f->black;
    if (f->named[i])
      snprintf(name, sizeof f->black, "%s", typed[i]);
    else if (f->player[i] >= 0 && f->player[i] < engines->n)
      snprintf(name, sizeof f->black, "%s", engine_label(engines, f->player[i]));
    else
      snprintf(name, sizeof f->black, "%s", app_color_name(i ? COLOR_WHITE : COLOR_BLACK));
  }
  f->free_placement = false;
  /* The lot for equal declarations, drawn once so that what the dialog
   * announces is what happens. */
  f->lot = (unsigned)time(NULL);
  /* The game's komi stays when it is not its rules' default (komi -3 of the
   * last new game is offered again, as its size and rules are). */
  if (g->komi != komi_default(g->rules, game_handicap(g))) {
    i18n_format_number(g->komi, f->komi, sizeof f->komi);
    f->komi_typed = true;
  }
  form_default_komi(f);
  f->focus = FIELD_SIZE;
  focus_field(f);
}

/* The name shown for an engine in the form: its entry's. */
static const char *engine_label(const engine_list *engines, int engine)
{
  return engines->list[engine].name;
}

static bool field_is_text(const app_form *f, enum form_field k)
{
  return k == FIELD_SIZE || k == FIELD_BLACK || k == FIELD_WHITE || k == FIELD_TIME ||
         (k == FIELD_KOMI && !f->declared) ||
         (f->declared && (k == FIELD_BID_BLACK || k == FIELD_BID_WHITE));
}

static bool field_available(const app_form *f, enum form_field k)
{
  bool capture = form_capture(f); /* nothing counted: no komi, no handicap */
  switch (k) {
  case FIELD_CAPTURES:
    return capture;
  case FIELD_HANDICAP:
    return !capture;
  case FIELD_PLACEMENT:
    return !capture && f->handicap >= 2 && rules_allows_free_handicap(form_rules(f));
  case FIELD_KOMI:
    return !capture && !f->declared;
  case FIELD_BID_BLACK:
  case FIELD_BID_WHITE:
    return !capture && f->declared;
  case FIELD_KOMI_BY:
    return !capture && f->handicap == 0;
  default:
    return true;
  }
}

static char *field_text(app_form *f, enum form_field k, size_t *len)
{
  switch (k) {
  case FIELD_SIZE:
    *len = sizeof f->size;
    return f->size;
  case FIELD_BLACK:
    *len = sizeof f->black;
    return f->black;
  case FIELD_WHITE:
    *len = sizeof f->white;
    return f->white;
  case FIELD_KOMI:
    *len = sizeof f->komi;
    return f->komi;
  case FIELD_BID_BLACK:
    *len = sizeof f->bid[0];
    return f->bid[0];
  case FIELD_BID_WHITE:
    *len = sizeof f->bid[1];
    return f->bid[1];
  case FIELD_TIME:
    *len = sizeof f->time;
    return f->time;
  default:
    *len = 0;
    return NULL;
  }
}

/* Checks the form as it stands; the message under the fields says what is
 * wrong, live as the user types. */
static bool form_check(app_form *f, int *size, double *komi, bool *second_is_black)
{
  char *end;
  long s = strtol(f->size, &end, 10);
  f->message[0] = 0;
  f->message_error = false;
  clock_spec clock;
  hoshi_error bad = {0};
  if (!clock_parse(f->time, &clock, &bad)) {
    snprintf(f->message, sizeof f->message, "%.190s", bad.message);
    f->message_error = true;
    return false;
  }
  if (!f->size[0] || *end || !board_size_ok(s)) {
    snprintf(f->message, sizeof f->message,
             _("The board size must be a number from %d to %d (9, 13 and 19 are usual)."),
             BOARD_MIN_SIZE, BOARD_MAX_SIZE);
    f->message_error = true;
    return false;
  }
  *size = (int)s;
  *second_is_black = false;
  if (form_capture(f)) {
    *komi = 0;
    snprintf(f->message, sizeof f->message,
             P_("The capture game: the first to capture %d stone wins; no komi, no count.",
                "The capture game: the first to capture %d stones wins; no komi, no count.",
                f->capture_goal),
             f->capture_goal);
    return true;
  }
  bool fixed = !(f->free_placement && field_available(f, FIELD_PLACEMENT));
  if (f->handicap >= 2 && fixed && f->handicap > handicap_fixed_max((int)s)) {
    snprintf(f->message, sizeof f->message,
             _("A %ldx%ld board has star points for at most %d handicap stones%s."), s, s,
             handicap_fixed_max((int)s),
             rules_allows_free_handicap(form_rules(f)) ? _("; choose free placement for more")
                                                       : "");
    f->message_error = true;
    return false;
  }
  hoshi_error why = {0};
  if (f->declared && f->handicap == 0) {
    double bids[2];
    for (int i = 0; i < 2; i++)
      if (!komi_parse(f->bid[i], &bids[i], &why)) {
        snprintf(f->message, sizeof f->message, _("%s declares: %s"), i ? f->white : f->black,
                 why.message);
        f->message_error = true;
        return false;
      }
    komi_declared d;
    if (!komi_declare(bids[0], bids[1], f->lot, &d, &why)) {
      snprintf(f->message, sizeof f->message, "%.180s", why.message);
      f->message_error = true;
      return false;
    }
    char k[KOMI_TEXT_LEN];
    i18n_format_number(d.komi, k, sizeof k);
    snprintf(f->message, sizeof f->message, _("Komi %s, the mean; %s takes Black%s."), k,
             d.black ? f->white : f->black,
             d.drawn ? _(" (equal declarations: drawn by lot)") : _(" (the higher declaration)"));
    *komi = d.komi;
    *second_is_black = d.black == 1;
    return true;
  }
  if (!komi_parse(f->komi, komi, &why)) {
    snprintf(f->message, sizeof f->message, "%.180s", why.message);
    f->message_error = true;
    return false;
  }
  if (fabs(*komi) > s * s) {
    snprintf(f->message, sizeof f->message,
             _("Komi cannot be larger than the %ld points of the board."), s * s);
    f->message_error = true;
    return false;
  }
  return true;
}

/* The new game's first words in the status line. */
static void say_started(const app_form *f, const char *const names[2], double komi,
                        app_status *status)
{
  char k[KOMI_TEXT_LEN];
  i18n_format_number(komi, k, sizeof k);
  if (f->result.placing > 0)
    status_say(status, false,
               _("Black places %d handicap stones: click them one by one (Ctrl+Z takes one "
                 "back)."),
               f->handicap);
  else if (f->handicap >= 2)
    status_say(status, false,
               _("New game: %d handicap stones on the star points, komi %s. White plays first."),
               f->handicap, k);
  else if (form_capture(f))
    status_say(status, false,
               P_("New capture game: the first to capture %d stone wins. Black plays first.",
                  "New capture game: the first to capture %d stones wins. Black plays first.",
                  f->capture_goal),
               f->capture_goal);
  else if (app_default_name(names[0], COLOR_BLACK) && app_default_name(names[1], COLOR_WHITE))
    status_say(status, false, _("New game, komi %s. Black plays first."), k);
  else
    status_say(status, false,
               _("New game: %s (Black) against %s (White), komi %s. Black plays first."), names[0],
               names[1], k);
}

/* Says what is wrong in the form's message; false for the caller to return. */
static bool refuse(app_form *f, game *g, const char *fmt, ...) HOSHI_PRINTF(3, 4);
static bool refuse(app_form *f, game *g, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(f->message, sizeof f->message, fmt, ap);
  va_end(ap);
  f->message_error = true;
  if (g)
    game_deinit(g);
  return false;
}

/* Makes the game of the form into f->result. */
static bool form_start(app_form *f, app_status *status)
{
  int size;
  double komi;
  bool swap;
  if (!form_check(f, &size, &komi, &swap))
    return false;
  if (form_capture(f)) { /* their fields are dimmed: neither applies */
    f->handicap = 0;
    f->declared = false;
  }
  /* Declared komi: the higher declaration takes Black. */
  const char *names[2] = {swap ? f->white : f->black, swap ? f->black : f->white};
  newgame_result *r = &f->result;
  game *g = &r->game;
  if (!game_init(g, size, form_rules(f)))
    return refuse(f, NULL, "%s", _("Out of memory."));
  hoshi_error why = {0};
  if (!game_set_komi(g, komi, &why))
    return refuse(f, g, _("Komi: %s."), why.message);
  if (form_capture(f) && !game_set_capture_goal(g, f->capture_goal))
    return refuse(f, g, "%s", _("Out of memory."));
  if ((names[0][0] && !game_set_player(g, COLOR_BLACK, names[0])) ||
      (names[1][0] && !game_set_player(g, COLOR_WHITE, names[1])))
    return refuse(f, g, "%s", _("Out of memory."));
  bool free_place = f->free_placement && field_available(f, FIELD_PLACEMENT);
  if (f->handicap >= 2 && !free_place && !game_fixed_handicap(g, f->handicap, &why))
    return refuse(f, g, _("Handicap: %s."), why.message);
  r->player[COLOR_EMPTY] = -1;
  r->player[COLOR_BLACK] = swap ? f->player[1] : f->player[0];
  r->player[COLOR_WHITE] = swap ? f->player[0] : f->player[1];
  r->placing = f->handicap >= 2 && free_place ? f->handicap : 0;
  /* The capture game's komi 0 is no komi agreed for the next games. */
  r->komi_valid = !(f->declared && f->handicap == 0) && !form_capture(f);
  r->handicap = f->handicap;
  clock_spec clock;
  if (!clock_parse(f->time, &clock, &why))
    return refuse(f, g, _("Time: %s."), why.message);
  if (!game_set_time_system(g, &clock))
    return refuse(f, g, "%s", _("Out of memory."));
  clock_format(&clock, r->time, sizeof r->time);
  say_started(f, names, komi, status);
  return true;
}

static void form_adjust(app_form *f, const engine_list *engines, int step)
{
  size_t n;
  rules_all(&n);
  switch (f->focus) {
  case FIELD_SIZE: {
    snprintf(f->size, sizeof f->size, "%d", board_size_clamp(strtol(f->size, NULL, 10) + step));
    break;
  }
  case FIELD_RULES:
    f->rules = (int)((f->rules + step + (int)n) % (int)n);
    form_default_komi(f);
    break;
  case FIELD_CAPTURES:
    step_capture_goal(f, step);
    break;
  case FIELD_BLACK_PLAYER:
  case FIELD_WHITE_PLAYER: {
    /* A person, then each engine, in a ring. */
    int i = f->focus == FIELD_WHITE_PLAYER;
    int choices = engines->n + 1;
    f->player[i] = ((f->player[i] + 1 + step) % choices + choices) % choices - 1;
    char *name = i ? f->white : f->black;
    size_t len = i ? sizeof f->white : sizeof f->black;
    if (f->player[i] >= 0 && !f->named[i])
      snprintf(name, len, "%s", engine_label(engines, f->player[i]));
    else if (f->player[i] < 0 && !f->named[i])
      snprintf(name, len, "%s", app_color_name(i ? COLOR_WHITE : COLOR_BLACK));
    break;
  }
  case FIELD_HANDICAP:
    f->handicap += step;
    if (f->handicap < 0)
      f->handicap = 0;
    if (f->handicap > HANDICAP_MAX_STONES)
      f->handicap = HANDICAP_MAX_STONES;
    form_default_komi(f);
    break;
  case FIELD_PLACEMENT:
    f->free_placement = !f->free_placement;
    break;
  case FIELD_KOMI_BY:
    f->declared = !f->declared;
    break;
  case FIELD_TIME: {
    /* The usual presets, in a ring: none (in the person's words),
     * byo-yomi, Canadian, Fischer, absolute, and a quick one for a
     * demonstration. */
    const char *presets[] = {_("none"), "10m+5x30s", "5m+20/5m", "5m+10s", "30m", "1m+3x5s"};
    int n_presets = (int)(sizeof presets / sizeof presets[0]), at = 0;
    for (int i = 0; i < n_presets; i++)
      if (strcmp(f->time, presets[i]) == 0 || (i == 0 && strcmp(f->time, "none") == 0))
        at = i;
    snprintf(f->time, sizeof f->time, "%s",
             presets[((at + step) % n_presets + n_presets) % n_presets]);
    break;
  }
  case FIELD_KOMI: {
    double k;
    if (!komi_parse(f->komi, &k, NULL))
      k = komi_default(form_rules(f), f->handicap);
    i18n_format_number(komi_step(k, step), f->komi, sizeof f->komi);
    f->komi_typed = true;
    break;
  }
  default:
    break;
  }
}

static void form_focus(app_form *f, int step)
{
  int k = (int)f->focus;
  do
    k = (k + step + FIELD_COUNT) % FIELD_COUNT;
  while (!field_available(f, (enum form_field)k));
  f->focus = (enum form_field)k;
  focus_field(f);
}

/* The focused field was typed into: komi is then the user's, a name too. */
static void typed(app_form *f)
{
  if (f->focus == FIELD_KOMI)
    f->komi_typed = true;
  if (f->focus == FIELD_BLACK || f->focus == FIELD_WHITE)
    f->named[f->focus == FIELD_WHITE] = true;
}

bool newgame_text(app_form *f, const char *text)
{
  if (!f->field.buf || !field_is_text(f, f->focus))
    return false;
  field_insert(&f->field, text);
  typed(f);
  return true;
}

/* A name is edited with the caret; a number is stepped (and selected
 * again, so that typing replaces it). */
static bool stepped(enum form_field k) { return k != FIELD_BLACK && k != FIELD_WHITE; }

/* A text field that also steps through values by its < > (and Left, Right). */
static bool text_with_arrows(enum form_field k)
{
  return k == FIELD_SIZE || k == FIELD_KOMI || k == FIELD_TIME;
}

app_request newgame_action(app_form *f, const engine_list *engines, enum app_action action, int arg,
                           const ui_input *in, app_status *status)
{
  switch (action) {
  case ACT_CANCEL:
    status_say(status, false, "%s", _("No new game: the game goes on."));
    return app_request_of(REQ_CANCEL);
  case ACT_ACCEPT:
    return form_start(f, status) ? app_request_of(REQ_START_GAME) : REQUEST_DONE;
  case ACT_FIELD:
    form_focus(f, arg);
    return REQUEST_DONE;
  case ACT_CHANGE: {
    bool text = field_is_text(f, f->focus);
    /* Space, + and - type in a text field (the text comes on its own);
     * Left and Right move a name's caret, step a number. */
    if (text && (arg == 2 || arg == 3 || arg == -3))
      return REQUEST_DONE;
    if (text && !stepped(f->focus))
      return field_key(&f->field, in) ? REQUEST_DONE : REQUEST_IGNORED;
    form_adjust(f, engines, arg == 2 ? 1 : arg > 0 ? 1 : -1);
    if (text)
      focus_field(f);
    return REQUEST_DONE;
  }
  case ACT_ROW: {
    /* The rows are the fields, in order. */
    enum form_field k = (enum form_field)(in->row - 1);
    if (in->row < 1 || k >= FIELD_COUNT || !field_available(f, k))
      return REQUEST_IGNORED;
    bool again = f->focus == k;
    f->focus = k;
    if (k == FIELD_START)
      return form_start(f, status) ? app_request_of(REQ_START_GAME) : REQUEST_DONE;
    if (field_is_text(f, k) && again && in->row_at >= 0 && !(text_with_arrows(k) && in->row_side)) {
      field_click(&f->field, in->row_at); /* in the text: the caret goes there */
      return REQUEST_DONE;
    }
    /* A choice's < > change it; the Time field's too (its presets), though
     * it also takes typing. */
    if ((!field_is_text(f, k) && (in->row_side || again)) || (text_with_arrows(k) && in->row_side))
      form_adjust(f, engines, in->row_side < 0 ? -1 : 1);
    focus_field(f);
    return REQUEST_DONE;
  }
  case ACT_ERASE:
  case ACT_EDIT:
    if (f->field.buf && field_is_text(f, f->focus) && field_key(&f->field, in))
      typed(f);
    return REQUEST_DONE;
  default:
    return REQUEST_IGNORED;
  }
}

/* A field's label (translated). */
static const char *field_label(const app_form *f, enum form_field id)
{
  bool d = f->declared; /* komi by declaration: first and second player */
  switch (id) {
  case FIELD_SIZE:
    return _("Board size");
  case FIELD_RULES:
    return _("Rules");
  case FIELD_CAPTURES:
    return _("Captures to win");
  case FIELD_BLACK_PLAYER:
    return d ? _("First player played by") : _("Black played by");
  case FIELD_WHITE_PLAYER:
    return d ? _("Second player played by") : _("White played by");
  case FIELD_BLACK:
    return d ? _("First player's name") : _("Black's name");
  case FIELD_WHITE:
    return d ? _("Second player's name") : _("White's name");
  case FIELD_HANDICAP:
    return _("Handicap");
  case FIELD_PLACEMENT:
    return _("Placement");
  case FIELD_KOMI_BY:
    return _("Komi by");
  case FIELD_KOMI:
    return _("Komi");
  /* The colour, not the name: a long name would widen the dialog as it
   * is typed (the message under the fields names the players). */
  case FIELD_BID_BLACK:
    return _("Black declares");
  case FIELD_BID_WHITE:
    return _("White declares");
  case FIELD_TIME:
    return _("Time");
  case FIELD_START:
  case FIELD_COUNT:
    break;
  }
  return "";
}

/* A field's value as shown; a choice between < and >, a text as typed. */
static void field_value(const app_form *f, const engine_list *engines, enum form_field id,
                        view_row *r)
{
  const char *choice = NULL;
  switch (id) {
  case FIELD_SIZE:
    choice = f->size;
    break;
  case FIELD_RULES:
    choice = rules_display_name(form_rules(f));
    break;
  case FIELD_CAPTURES:
    snprintf(r->value, sizeof r->value, P_("< %d stone >", "< %d stones >", f->capture_goal),
             f->capture_goal);
    break;
  case FIELD_BLACK_PLAYER:
  case FIELD_WHITE_PLAYER: {
    int k = id == FIELD_WHITE_PLAYER;
    choice = f->player[k] < 0 ? _("a person") : engine_label(engines, f->player[k]);
    break;
  }
  case FIELD_BLACK:
    snprintf(r->value, sizeof r->value, "%s", f->black);
    break;
  case FIELD_WHITE:
    snprintf(r->value, sizeof r->value, "%s", f->white);
    break;
  case FIELD_HANDICAP:
    if (f->handicap == 0)
      snprintf(r->value, sizeof r->value, "%s", _("< none >"));
    else if (f->handicap == 1)
      snprintf(r->value, sizeof r->value, "%s", _("< 1: no komi, Black first >"));
    else
      snprintf(r->value, sizeof r->value, P_("< %d stone >", "< %d stones >", f->handicap),
               f->handicap);
    break;
  case FIELD_PLACEMENT:
    choice = f->free_placement && !r->dim ? _("free: Black clicks the stones")
                                          : _("fixed on the star points");
    break;
  case FIELD_KOMI_BY:
    choice = f->declared && !r->dim ? _("declaration: each player bids") : _("agreement");
    break;
  case FIELD_KOMI:
    if (r->dim) /* komi by declaration: the bids say it */
      snprintf(r->value, sizeof r->value, "%s", f->komi);
    else
      choice = f->komi;
    break;
  case FIELD_BID_BLACK:
    snprintf(r->value, sizeof r->value, "%s", f->bid[0]);
    break;
  case FIELD_BID_WHITE:
    snprintf(r->value, sizeof r->value, "%s", f->bid[1]);
    break;
  case FIELD_TIME:
    choice = f->time[0] ? f->time : _("none");
    break;
  case FIELD_START:
    snprintf(r->value, sizeof r->value, "%s", _("[ Start the game ]"));
    break;
  case FIELD_COUNT:
    break;
  }
  if (choice)
    snprintf(r->value, sizeof r->value, "< %s >", choice);
}

/* The label and value of a field's row. */
static void field_row(const app_form *f, const engine_list *engines, enum form_field id,
                      view_row *r)
{
  snprintf(r->label, sizeof r->label, "%s", field_label(f, id));
  field_value(f, engines, id, r);
}

void newgame_view(const app_form *form, const engine_list *engines, view_overlay *o)
{
  app_form f = *form; /* form_check writes its message */
  snprintf(o->title, sizeof o->title, "%s", _("New game"));
  o->form = true;
  for (int i = 0; i < FIELD_COUNT; i++) {
    enum form_field id = (enum form_field)i;
    view_row *r = view_add_row(o);
    r->selected = f.focus == id;
    r->dim = !field_available(&f, id);
    field_row(&f, engines, id, r);
    if (r->selected && field_is_text(&f, id) && form->field.buf) {
      field_show_plain(&form->field, r->value, sizeof r->value, &r->sel_from, &r->sel_to);
      if (text_with_arrows(id)) { /* typed between its < > */
        char typed[sizeof r->value];
        snprintf(typed, sizeof typed, "%s", r->value);
        snprintf(r->value, sizeof r->value, "< %.*s >", (int)sizeof r->value - 8, typed);
        r->sel_from += 2;
        r->sel_to += 2;
      }
    }
  }
  int size;
  double komi;
  bool swap;
  form_check(&f, &size, &komi, &swap);
  snprintf(o->message, sizeof o->message, "%s", f.message);
  o->message_error = f.message_error;
  snprintf(o->hint, sizeof o->hint, "%s",
           _("Up/Down or click: field - Left/Right or < >: change - type in text fields - Enter: "
             "start - Esc or click outside: cancel"));
}
