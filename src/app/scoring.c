/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The scoring screen (see scoring.h). */
#include "app/scoring.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/deadstones.h"
#include "hoshi/i18n.h"
#include "hoshi/os.h"

/* --- the counts ------------------------------------------------------------------ */

/* The input of the counts: the game's, but for the marks, which the
 * screen holds (scoring_enter set them: the estimate is not consulted). */
static void input_of(app_scoring *s, const scoring_context *ctx, score_input *in)
{
  game_score_input(ctx->game, in);
  in->dead = s->dead;
}

/* Adds the points reason i speaks of to the lit ones: the compensation's
 * are the handicap stones, those HA placed (game_handicap_points). */
static void light_reason(app_scoring *s, const scoring_context *ctx, int i)
{
  const score_reason *r = &s->reasons[i];
  if (r->kind == REASON_COMPENSATION) {
    game_handicap_points(ctx->game, s->lit);
  } else {
    score_input in;
    input_of(s, ctx, &in);
    score_reason_points(r, &in, s->lit);
  }
}

/* The points the selected reason speaks of; with none selected once the
 * quiz has judged, those of every reason the answers missed. */
static void light(app_scoring *s, const scoring_context *ctx)
{
  memset(s->lit, 0, sizeof s->lit);
  if (s->selected >= 0) {
    light_reason(s, ctx, s->selected);
    return;
  }
  if (s->quiz.open && !scoring_quiz_asking(&s->quiz))
    for (int i = 0; i < s->n_reasons && i < SCORING_REASONS; i++)
      if (s->quiz.missed[i])
        light_reason(s, ctx, i);
}

/* Works out everything the screen shows from the marks and the columns. */
static void update(app_scoring *s, const scoring_context *ctx)
{
  game *g = ctx->game;
  score_input in;
  input_of(s, ctx, &in);
  score_points(&in, s->kind);
  for (int k = 0; k < 2; k++)
    score_count(&in, s->column[k], &s->count[k]);
  score_count(&in, g->rules, &s->official);
  s->n_reasons = score_reconcile(&s->count[0], &s->count[1], &in, s->reasons, SCORING_REASONS);
  if (s->selected >= s->n_reasons)
    s->selected = -1;
  light(s, ctx);
  if (s->demo >= 0 && s->demo_data) {
    if (!demo_make(s->demo_data, (enum demo_method)s->demo, &in)) {
      s->demo = -1;
    } else if (s->step >= s->demo_data->n_steps) {
      s->step = s->demo_data->n_steps - 1;
    }
  }
}

/* Keeps the marks with the position, so that saving, a count through GTP
 * and a return to the screen see them. */
static void store_marks(app_scoring *s, const scoring_context *ctx)
{
  const board *b = &ctx->game->board;
  point list[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
  int n = 0;
  BOARD_FOR_POINTS(b, p) {
    if (s->dead[p] && board_at(b, p) != COLOR_EMPTY)
      list[n++] = p;
  }
  game_set_dead(ctx->game, list, n);
}

static int count_dead(const app_scoring *s, const scoring_context *ctx)
{
  const board *b = &ctx->game->board;
  int n = 0;
  BOARD_FOR_POINTS(b, p)
    n += s->dead[p] != 0;
  return n;
}

/* Why the estimate kept stones that a capture would take (why:
 * game_estimate_why's), for the panel: the first such group, with its
 * kind; empty when none. */
static void kept_note(const game *g, const uint8_t *why, char *out, size_t len)
{
  const board *b = &g->board;
  out[0] = '\0';
  for (int y = 0; why && y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      if (board_at(b, p) == COLOR_EMPTY || why[p] == DEADSTONES_WHY_NONE)
        continue;
      enum color c = board_at(b, p);
      char v[4];
      board_vertex_format(b->size, x, y, v);
      int n = b->stones[b->chain[p]];
      const char *owner = app_color_name(c), *taker = app_color_name(color_other(c));
      if (why[p] == DEADSTONES_WHY_CAPTURE_COSTS_MORE)
        /* TRANSLATORS: on the scoring screen: "Seki: Black's K1 (3
         * stones): taking them costs White more than it takes." */
        snprintf(out, len,
                 P_("Seki: %s's %s (%d stone): taking it costs %s more than it takes.",
                    "Seki: %s's %s (%d stones): taking them costs %s more than it takes.", n),
                 owner, v, n, taker);
      else if (rules_confirms_life_j89(g->rules))
        snprintf(out, len,
                 P_("Alive by J89 art. 7: %s's %s (%d stone): taking it lets %s take back.",
                    "Alive by J89 art. 7: %s's %s (%d stones): taking them lets %s take back.", n),
                 owner, v, n, owner);
      else
        snprintf(out, len,
                 P_("Unfinished: %s's %s (%d stone): taking it lets %s take back; play it out or "
                    "click it.",
                    "Unfinished: %s's %s (%d stones): taking them lets %s take back; play it out "
                    "or click them.",
                    n),
                 owner, v, n, owner);
      return;
    }
}

void scoring_enter(app_scoring *s, const scoring_context *ctx)
{
  game *g = ctx->game;
  if (!s->column[0])
    s->column[0] = rules_reference(SCORING_TERRITORY);
  if (!s->column[1])
    s->column[1] = rules_reference(SCORING_AREA);
  const uint8_t *marks = game_dead_marks(g);
  bool estimated = !marks;
  if (!marks)
    marks = game_dead_stones(g);
  /* Before the marks are stored: then they are the count's own. */
  kept_note(g, estimated ? game_estimate_why(g) : NULL, s->kept, sizeof s->kept);
  if (marks)
    memcpy(s->dead, marks, sizeof s->dead);
  else
    memset(s->dead, 0, sizeof s->dead);
  store_marks(s, ctx);
  s->selected = -1;
  s->demo = -1;
  s->step = 0;
  s->asking_resume = false;
  s->quiz.open = false;
  update(s, ctx);
  /* The table says the counts and which rule set the game's result takes
   * (starred): the status says only where the marks came from. */
  int n = count_dead(s, ctx);
  if (estimated)
    status_say(ctx->status, false,
               P_("%d dead stone marked by the estimate: click a group to change it.",
                  "%d dead stones marked by the estimate: click a group to change it.", n),
               n);
  else
    status_say(ctx->status, false,
               P_("%d dead stone marked: click a group to change it.",
                  "%d dead stones marked: click a group to change it.", n),
               n);
}

/* What the quiz asks about: the screen's columns, counts and reasons. */
static quiz_counts counts_of(const app_scoring *s, app_status *status)
{
  return (quiz_counts){.column = s->column,
                       .count = s->count,
                       .reasons = s->reasons,
                       .n_reasons = s->n_reasons,
                       .status = status};
}

/* Starts the quiz (again): nothing that shows a count stays open. */
static void start_quiz(app_scoring *s, const scoring_context *ctx)
{
  free(s->demo_data);
  s->demo_data = NULL;
  s->demo = -1;
  s->explain = false;
  s->selected = -1;
  quiz_counts c = counts_of(s, ctx->status);
  scoring_quiz_start(&s->quiz, &c);
  light(s, ctx);
}

/* An action while the quiz is open (scoring_quiz_action). Once the
 * answers are judged none is selected (bringing a selected reason into
 * sight would push the verdicts out of a short panel; Up and Down select
 * as ever) and what they missed is lit; once closed, no longer. */
static bool quiz_takes(app_scoring *s, const scoring_context *ctx, enum app_action action, int arg,
                       app_request *r)
{
  bool asking = scoring_quiz_asking(&s->quiz);
  quiz_counts c = counts_of(s, ctx->status);
  bool took = scoring_quiz_action(&s->quiz, &c, action, arg, r);
  if (asking && s->quiz.open && !scoring_quiz_asking(&s->quiz))
    s->selected = -1;
  light(s, ctx);
  return took;
}

void scoring_use_marks(app_scoring *s, const scoring_context *ctx)
{
  const uint8_t *marks = game_dead_marks(ctx->game);
  if (marks)
    memcpy(s->dead, marks, sizeof s->dead);
  else
    memset(s->dead, 0, sizeof s->dead);
  s->kept[0] = '\0'; /* the engine's marks, not the estimate's */
  update(s, ctx);
  /* The answers were to other counts: the questions again. */
  if (s->quiz.open)
    start_quiz(s, ctx);
}

void scoring_leave(app_scoring *s)
{
  free(s->demo_data);
  s->demo_data = NULL;
  s->demo = -1;
  s->asking_resume = false;
  s->quiz.open = false;
}

/* --- the table --------------------------------------------------------------------- */

/* A figure of the table with the person's decimal separator, or a dash for
 * what a method does not count. */
static void cell(char out[16], bool counted, double v)
{
  if (counted)
    i18n_format_number(v, out, 16);
  else
    snprintf(out, 16, "-");
}

/* The rows of the table, shared by the panel and the record's comment. */
static void table_rows(const app_scoring *s, const rules *official, view_table *t)
{
  memset(t, 0, sizeof *t);
  t->shown = true;
  static const char *const labels[] = {N_("Stones"),      N_("Territory"),    N_("Prisoners"),
                                       N_("Pass stones"), N_("Compensation"), N_("Komi"),
                                       N_("Total"),       N_("Result")};
  enum { STONES, TERRITORY, PRISONERS, PASS, COMP, KOMI, TOTAL, RESULT, ROWS };
  t->n_rows = ROWS;
  for (int r = 0; r < ROWS; r++) {
    snprintf(t->rows[r].label, sizeof t->rows[r].label, "%s", _(labels[r]));
    t->rows[r].strong = r == TOTAL || r == RESULT;
  }
  for (int k = 0; k < 2; k++) {
    const score *sc = &s->count[k];
    const rules *r = s->column[k];
    snprintf(t->head[k], sizeof t->head[k], "%s", rules_short_name(r));
    t->official[k] = r == official;
    for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
      const score_side *d = &sc->side[c];
      int i = c - 1;
      /* What a method does not count shows as a dash, so that a class sees
       * what each one counts. */
      cell(t->rows[STONES].cell[k][i], rules_counts_stones(r), d->stones);
      cell(t->rows[TERRITORY].cell[k][i], rules_counts_territory(r), d->territory);
      cell(t->rows[PRISONERS].cell[k][i], rules_counts_prisoners(r), d->prisoners);
      cell(t->rows[PASS].cell[k][i], rules_counts_pass_stones(r), d->pass_stones);
      cell(t->rows[TOTAL].cell[k][i], true, d->total);
    }
    cell(t->rows[COMP].cell[k][1], true, sc->side[COLOR_WHITE].compensation);
    cell(t->rows[KOMI].cell[k][1], true, sc->side[COLOR_WHITE].komi);
    i18n_result(sc->result, t->rows[RESULT].cell[k][0], sizeof t->rows[RESULT].cell[k][0]);
  }
  /* A row that adds nothing to either count (dashes and zeros) is the first
   * the panel folds when it is short of room. */
  for (int r = 0; r < TOTAL; r++) {
    bool nothing = true;
    for (int k = 0; k < 2; k++)
      for (int i = 0; i < 2; i++) {
        const char *c = t->rows[r].cell[k][i];
        nothing &= !c[0] || !strcmp(c, "-") || !strcmp(c, "0");
      }
    t->rows[r].minor = nothing;
  }
}

static double reasons_total(const app_scoring *s)
{
  return s->count[0].margin - s->count[1].margin;
}

/* The difference in one line: what the reasons under it add up to, or why
 * there is nothing to explain. True when the line goes on into the first
 * reason ("..., because"): the two are one block, never apart. */
static bool reason_heading(const app_scoring *s, const game *g, char *out, size_t len)
{
  double d = reasons_total(s);
  const char *a = rules_short_name(s->column[0]), *b = rules_short_name(s->column[1]);
  const board *bd = &g->board;
  bool stones = !board_is_empty(bd), empty = bd->n_empty > 0;
  bool territory = false, signed_reason = false;
  for (int k = 0; k < 2; k++)
    for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
      territory |= s->count[k].side[c].territory > 0;
  for (int i = 0; i < s->n_reasons; i++)
    signed_reason |= fabs(s->reasons[i].points) > 1e-9;
  if (!stones) {
    snprintf(out, len, "%s", _("The board is empty: every point is dame, so only komi counts."));
    return false;
  }
  /* A board with stones and no territory: said before the difference. */
  size_t n = 0;
  if (empty && !territory)
    n = (size_t)snprintf(out, len, "%s ", _("No territory: every empty point is dame."));
  if (n >= len)
    return false;
  /* TRANSLATORS: the rule sets here are the columns' headings. */
  if (s->column[0] == s->column[1])
    snprintf(out + n, len - n, "%s", _("Both columns count the same way."));
  else if (fabs(d) < 1e-9 && !signed_reason)
    snprintf(out + n, len - n, _("%s and %s agree on this position."), a, b);
  else {
    snprintf(out + n, len - n, _("%s minus %s: %s for Black, because"), a, b, i18n_signed(d));
    return s->n_reasons > 0;
  }
  return false;
}

/* A reason as its text says it: its points and whom they go to, once. */
static void reason_text(const score_reason *r, char *out, size_t len)
{
  snprintf(out, len, "%s", r->text);
}

void scoring_text(const app_scoring *s, const scoring_context *ctx, char *out, size_t len)
{
  view_table t;
  table_rows(s, ctx->game->rules, &t);
  size_t n = 0;
#define PUT(...)                                                                                   \
  do {                                                                                             \
    if (n < len)                                                                                   \
      n += (size_t)snprintf(out + n, len - n, __VA_ARGS__);                                        \
  } while (0)
  int dead = count_dead(s, ctx);
  /* TRANSLATORS: the first words of the count written into the record's
   * comment: a later count replaces the comment from these words on. */
  PUT("%s", _("Counted by Hoshi"));
  PUT(P_(", %d dead stone", ", %d dead stones", dead), dead);
  const board *b = &ctx->game->board;
  int listed = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++)
      if (s->dead[board_point(b, x, y)] && board_at(b, board_point(b, x, y)) != COLOR_EMPTY) {
        char v[4];
        board_vertex_format(b->size, x, y, v);
        PUT("%s%s", listed++ ? " " : ": ", v);
      }
  /* Columns of two figures, 7 wide, right-aligned: legible in a fixed
   * font, and still in order in any other. Widths count characters, not
   * the bytes of accented letters. */
  PUT("\n%-13s", "");
  for (int k = 0; k < 2; k++) {
    char head[48];
    snprintf(head, sizeof head, "%s%s", t.head[k], t.official[k] ? "*" : "");
    PUT("%*s   ", i18n_pad(head, 14), head);
  }
  PUT("\n%-13s", "");
  for (int k = 0; k < 2; k++)
    PUT("%*s%*s   ", i18n_pad(_("Black"), 7), _("Black"), i18n_pad(_("White"), 7), _("White"));
  for (int r = 0; r < t.n_rows; r++) {
    PUT("\n%-*s", i18n_pad(t.rows[r].label, 13), t.rows[r].label);
    for (int k = 0; k < 2; k++) {
      const char *black = t.rows[r].cell[k][0], *white = t.rows[r].cell[k][1];
      if (white[0])
        PUT("%*s%*s   ", i18n_pad(black, 7), black, i18n_pad(white, 7), white);
      else
        PUT("%*s   ", i18n_pad(black, 14), black);
    }
  }
  PUT("\n%s", _("* the game's rule set"));
  char heading[160];
  reason_heading(s, ctx->game, heading, sizeof heading);
  PUT("\n%s", heading);
  for (int i = 0; i < s->n_reasons; i++) {
    char line[240];
    reason_text(&s->reasons[i], line, sizeof line);
    PUT("\n  %s", line);
  }
  out[n < len ? n : len - 1] = 0;
#undef PUT
}

/* --- the record ---------------------------------------------------------------------- */

bool scoring_accept(app_scoring *s, const scoring_context *ctx)
{
  game *g = ctx->game;
  /* Territory as the game's rule set counts it, dead stones' points
   * included, and the dead stones. */
  uint8_t owner[BOARD_MAX_POINTS] = {0};
  const board *b = &g->board;
  BOARD_FOR_POINTS(b, p) {
    owner[p] = (uint8_t)score_point_territory((enum score_point)s->kind[p], g->rules);
  }
  char text[2048];
  scoring_text(s, ctx, text, sizeof text);
  /* The result last: it is what makes the record a finished game, so a
   * record without it is one still being counted, and the next try
   * replaces the territory and the note written before it. */
  bool recorded = game_record_count(g, owner, s->dead) &&
                  game_set_root_note(g, text, APP_COUNT_MARKER) &&
                  game_set_result(g, s->official.result);
  if (!recorded) {
    /* The screen stays and the game stays open: nothing says it is over
     * while its record has no result. */
    status_say(ctx->status, true, "%s",
               _("Out of memory: the result could not be recorded, and the game is not over. "
                 "Enter tries again."));
    return false;
  }
  scoring_leave(s);
  char re[32];
  status_say(ctx->status, false,
             _("Result %s recorded under the %s rules, with the territory and the counts. "
               "Ctrl+S saves."),
             i18n_result(s->official.result, re, sizeof re), rules_sentence_name(g->rules));
  return true;
}

/* B or W after R: that player asks to resume; the other moves first (J89
 * art. 9-3). Play goes on from a new node; the marks are forgotten. */
static app_request resume(app_scoring *s, const scoring_context *ctx, enum color asker)
{
  game *g = ctx->game;
  enum color first = color_other(asker);
  game_clear_dead(g);
  scoring_leave(s);
  char said[160];
  snprintf(said, sizeof said, _("Play resumed at %s's request (J89 art. 9-3): %s moves first."),
           app_color_name(asker), app_color_name(first));
  if (!game_resume(g, first) || !game_set_comment(g, said)) {
    status_say(ctx->status, true, "%s", _("Out of memory: play could not resume."));
    return app_request_of(REQ_LEAVE_SCORING);
  }
  status_say(ctx->status, false, "%s", said);
  app_request r = app_request_of(REQ_RESUMED);
  r.dirty = true;
  return r;
}

/* --- input ---------------------------------------------------------------------------- */

static app_request toggle(app_scoring *s, const scoring_context *ctx, int x, int y)
{
  const board *b = &ctx->game->board;
  point p = board_point(b, x, y);
  enum color c = board_at(b, p);
  char v[4];
  board_vertex_format(b->size, x, y, v);
  if (c != COLOR_BLACK && c != COLOR_WHITE) {
    status_say(ctx->status, true, _("%s is empty: click a stone to mark its group dead or alive."),
               v);
    return REQUEST_DONE;
  }
  int n = score_toggle_dead(b, s->dead, p);
  s->kept[0] = '\0'; /* the marks are the person's now */
  store_marks(s, ctx);
  update(s, ctx);
  /* The stones marked; the table says what it does to the counts. */
  if (c == COLOR_BLACK && s->dead[p])
    status_say(ctx->status, false,
               P_("%d Black stone at %s marked dead.", "%d Black stones at %s marked dead.", n), n,
               v);
  else if (c == COLOR_BLACK)
    status_say(ctx->status, false,
               P_("%d Black stone at %s marked alive.", "%d Black stones at %s marked alive.", n),
               n, v);
  else if (s->dead[p])
    status_say(ctx->status, false,
               P_("%d White stone at %s marked dead.", "%d White stones at %s marked dead.", n), n,
               v);
  else
    status_say(ctx->status, false,
               P_("%d White stone at %s marked alive.", "%d White stones at %s marked alive.", n),
               n, v);
  /* The marks are the count's, not the record's: they reach the record
   * only when the count is accepted, so marking alone changes nothing to
   * save (the autosave keeps them all the same). */
  return REQUEST_DONE;
}

static void show_demo(app_scoring *s, const scoring_context *ctx, int method)
{
  if (method < 0 || method >= DEMO_METHODS) {
    free(s->demo_data);
    s->demo_data = NULL;
    s->demo = -1;
    status_say(ctx->status, false, "%s", _("Demonstration closed."));
    return;
  }
  if (!s->demo_data && !(s->demo_data = os_malloc(sizeof *s->demo_data))) {
    status_say(ctx->status, true, "%s", _("Out of memory for the demonstration."));
    return;
  }
  s->demo = method;
  s->step = 0;
  /* The table shows the count the demonstration reaches. */
  const rules *r = demo_method_rules((enum demo_method)method);
  if (s->column[0] != r && s->column[1] != r)
    s->column[1] = r;
  update(s, ctx);
  if (s->demo < 0) {
    status_say(ctx->status, true, "%s", _("The demonstration could not be made."));
    return;
  }
  status_echo(ctx->status, _("%s: Right and Left go through the steps."),
              demo_method_name((enum demo_method)method));
}

static void next_column(app_scoring *s, const scoring_context *ctx, int k)
{
  size_t n;
  const rules *const *all = rules_all(&n);
  size_t i = 0;
  while (i < n && all[i] != s->column[k])
    i++;
  /* A rule set that counts nothing (the capture game) is no column. */
  for (size_t step = 1; step <= n; step++)
    if (rules_passes_end_game(all[(i + step) % n])) {
      s->column[k] = all[(i + step) % n];
      break;
    }
  update(s, ctx);
  char re[32];
  status_echo(ctx->status, _("Column %d: %s (%s)."), k + 1, rules_display_name(s->column[k]),
              i18n_result(s->count[k].result, re, sizeof re));
}

/* While R waits for B or W: those answer, Esc goes on scoring, and every
 * other key is swallowed (a click does nothing). */
static app_request asking_resume(app_scoring *s, const scoring_context *ctx, enum app_action action,
                                 int arg)
{
  if (action == ACT_TOGGLE_DEAD)
    return REQUEST_IGNORED;
  if (action == ACT_RESUME && arg != 0)
    return resume(s, ctx, (enum color)arg);
  if (action == ACT_ESCAPE) {
    s->asking_resume = false;
    status_say(ctx->status, false, "%s", _("Still scoring."));
  }
  return REQUEST_DONE;
}

static app_request select_reason(app_scoring *s, const scoring_context *ctx, int step)
{
  if (s->n_reasons == 0)
    return REQUEST_IGNORED;
  /* -1 (none) and the reasons, in a ring. */
  int i = s->selected + 1 + step, ring = s->n_reasons + 1;
  s->selected = (i % ring + ring) % ring - 1;
  light(s, ctx);
  return REQUEST_DONE;
}

static app_request step_demo(app_scoring *s, int step)
{
  if (s->demo < 0 || !s->demo_data)
    return REQUEST_IGNORED;
  s->step += step;
  if (s->step < 0)
    s->step = 0;
  if (s->step >= s->demo_data->n_steps)
    s->step = s->demo_data->n_steps - 1;
  return REQUEST_DONE;
}

app_request scoring_action(app_scoring *s, const scoring_context *ctx, enum app_action action,
                           int arg, const ui_input *in)
{
  if (s->asking_resume)
    return asking_resume(s, ctx, action, arg);
  /* While explaining, a click or Esc closes the explanation first. */
  if (s->explain && (action == ACT_TOGGLE_DEAD || action == ACT_ESCAPE)) {
    s->explain = false;
    return REQUEST_DONE;
  }
  app_request r;
  if (s->quiz.open && quiz_takes(s, ctx, action, arg, &r))
    return r;
  switch (action) {
  case ACT_QUIZ:
    start_quiz(s, ctx);
    return REQUEST_DONE;
  case ACT_QUIZ_ANSWER:
    return REQUEST_IGNORED; /* no quiz open */
  case ACT_EXPLAIN:
    s->explain = !s->explain;
    return REQUEST_DONE;
  case ACT_TOGGLE_DEAD:
    return toggle(s, ctx, in->x, in->y);
  case ACT_ACCEPT: {
    /* Nothing recorded: the screen stays, the reason in the status line.
     * The record may hold the territory of the failed try: unsaved. */
    app_request accepted = scoring_accept(s, ctx) ? app_request_of(REQ_GAME_OVER) : REQUEST_DONE;
    accepted.dirty = true;
    return accepted;
  }
  case ACT_ESCAPE:
    if (s->demo >= 0) {
      show_demo(s, ctx, -1);
      return REQUEST_DONE;
    }
    scoring_leave(s);
    status_say(ctx->status, false, "%s",
               _("Left the scoring screen without recording; S counts again."));
    return app_request_of(REQ_LEAVE_SCORING);
  case ACT_REASON:
    return select_reason(s, ctx, arg);
  case ACT_DEMO_STEP:
    return step_demo(s, arg);
  case ACT_VIEW:
    s->area_view = !s->area_view;
    status_say(ctx->status, false, "%s",
               s->area_view ? _("Chinese view: each side's area, stones and territory, shaded.")
                            : _("Japanese view: territory points marked, prisoners in the table."));
    return REQUEST_DONE;
  case ACT_COLUMN:
    next_column(s, ctx, arg - 1);
    return REQUEST_DONE;
  case ACT_DEMO:
    show_demo(s, ctx, s->demo + 1);
    return REQUEST_DONE;
  case ACT_ENGINE_DEAD:
    return app_request_of(REQ_ASK_ENGINE_DEAD);
  case ACT_RESUME:
    if (arg != 0)
      return REQUEST_IGNORED; /* B and W answer R only */
    s->asking_resume = true;
    status_say(ctx->status, false, "%s",
               _("Resume play: who asks? Press B or W; the other player moves first (J89 "
                 "art. 9-3). Esc: go on scoring."));
    return REQUEST_DONE;
  case ACT_NO_RESULT:
    return app_request_of(REQ_NO_RESULT);
  default:
    return REQUEST_IGNORED;
  }
}

/* --- the view ------------------------------------------------------------------------- */

static void demo_board(const app_scoring *s, const board *b, ui_view *v)
{
  const demo_step *st = &s->demo_data->step[s->step];
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      int i = view_index(v, x, y);
      v->stone[i] = st->stone[p];
      v->dead[i] = st->dead[p] != 0;
      v->count[i] = st->territory[p] == COLOR_BLACK   ? COUNT_BLACK
                    : st->territory[p] == COLOR_WHITE ? COUNT_WHITE
                                                      : COUNT_NONE;
      v->shade[i] = st->area[p];
      v->highlight[i] = st->highlight[p] != 0;
      v->mark[i] = MARK_NONE;
      v->label[i][0] = 0;
      if (st->number[p]) {
        v->mark[i] = MARK_LABEL;
        snprintf(v->label[i], sizeof v->label[i], "%u", (unsigned)(st->number[p] % 1000));
      }
    }
}

static void count_board(const app_scoring *s, const game *g, ui_view *v)
{
  const board *b = &g->board;
  /* The quiz asks the class to count: the dead stones stay marked, what
   * the count makes of each point (a seki's eyes, the points to fill) is
   * theirs to see. */
  bool asking = scoring_quiz_asking(&s->quiz);
  /* An empty board's points are all dame: the sentence says so, and a
   * cross on every point would hide the board. */
  bool bare = board_is_empty(b);
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      int i = view_index(v, x, y);
      enum color c = board_at(b, p);
      enum score_point k = (enum score_point)s->kind[p];
      v->dead[i] = c != COLOR_EMPTY && s->dead[p];
      if (asking)
        continue;
      v->highlight[i] = s->lit[p] != 0;
      switch (k) {
      case SCORE_POINT_STONE:
        if (s->area_view)
          v->shade[i] = (uint8_t)c;
        break;
      case SCORE_POINT_DAME:
        v->count[i] = bare ? 0 : COUNT_DAME;
        break;
      case SCORE_POINT_SEKI:
        v->count[i] = COUNT_SEKI;
        break;
      case SCORE_POINT_BLACK:
      case SCORE_POINT_WHITE:
        if (s->area_view)
          v->shade[i] = (uint8_t)score_point_owner(k);
        else
          v->count[i] = k == SCORE_POINT_BLACK ? COUNT_BLACK : COUNT_WHITE;
        break;
      case SCORE_POINT_BLACK_SEKI_EYE:
      case SCORE_POINT_WHITE_SEKI_EYE:
        /* Area counts the eyes of a seki; J89 does not. */
        if (s->area_view)
          v->shade[i] = (uint8_t)score_point_owner(k);
        else
          v->count[i] = COUNT_SEKI;
        break;
      case SCORE_POINT_BLACK_MUST_FILL:
      case SCORE_POINT_WHITE_MUST_FILL:
        /* Area counts it as its owner's; territory wants a stone there. */
        if (s->area_view)
          v->shade[i] = (uint8_t)score_point_owner(k);
        else
          v->count[i] =
              k == SCORE_POINT_BLACK_MUST_FILL ? COUNT_MUST_FILL_BLACK : COUNT_MUST_FILL_WHITE;
        break;
      }
    }
}

/* The heading: the demonstration's step, the quiz's question, or the view. */
static void heading(const app_scoring *s, bool demoing, bool asking, ui_view *v)
{
  /* A demonstration's method and step head the step's own block: whole
   * with its sentences, in the room's type. */
  view_begin(v, demoing ? BLOCK_STEP : BLOCK_TITLE);
  view_line *l = view_add_line(v, true);
  if (demoing)
    snprintf(l->text, sizeof l->text, _("Step %d of %d: %s"), s->step + 1, s->demo_data->n_steps,
             demo_method_name((enum demo_method)s->demo));
  else if (asking && s->quiz.questions > 1)
    snprintf(l->text, sizeof l->text, _("Counting quiz: question %d of %d"), s->quiz.asked + 1,
             s->quiz.questions);
  else if (asking)
    snprintf(l->text, sizeof l->text, "%s", _("Counting quiz"));
  else
    snprintf(l->text, sizeof l->text, "%s",
             s->area_view ? _("Scoring - Chinese (area) view")
                          : _("Scoring - Japanese (territory) view"));
  /* The quiz by the mouse: a line of the quiz's own block, which never
   * folds (the heading folds at a teacher's sizes, and the toolbar has no
   * room left for it at 1024x768). */
  if (!demoing && !s->quiz.open && !s->asking_resume) {
    view_begin(v, BLOCK_QUIZ_START);
    if ((l = view_add_line(v, false))) {
      snprintf(l->text, sizeof l->text, "%s", _("Quiz: who wins, by how much? (Q)"));
      l->click = CLICK_QUIZ;
    }
  }
}

/* The demonstration's step: its title and its sentences. */
static void step_lines(const app_scoring *s, ui_view *v)
{
  const demo_step *st = &s->demo_data->step[s->step];
  view_begin(v, BLOCK_STEP);
  view_line *l;
  if ((l = view_add_line(v, true)))
    snprintf(l->text, sizeof l->text, "%s", st->title);
  for (int i = 0; i < st->n_figures; i++)
    if ((l = view_add_line(v, false)))
      snprintf(l->text, sizeof l->text, "%s", st->figure[i]);
}

/* Why the counts differ: a heading, then a line per reason. */
static void reason_lines(const app_scoring *s, const game *g, ui_view *v)
{
  view_begin(v, BLOCK_DIFFERENCE);
  view_line *l;
  bool goes_on = (l = view_add_line(v, true)) && reason_heading(s, g, l->text, sizeof l->text);
  for (int i = 0; i < s->n_reasons; i++) {
    /* "..., because" and its first reason: one block. */
    view_begin(v, i == 0 && goes_on ? BLOCK_DIFFERENCE : BLOCK_REASONS);
    if ((l = view_add_line(v, false))) {
      char text[sizeof l->text];
      reason_text(&s->reasons[i], text, sizeof text);
      /* What the quiz's answers missed, in the alarm's colour. */
      bool missed = s->quiz.open && s->quiz.missed[i];
      if (missed)
        /* TRANSLATORS: a reason the counts differ that the quiz's answers missed. */
        snprintf(l->text, sizeof l->text, _("Missed: %s"), text);
      else
        snprintf(l->text, sizeof l->text, "%s", text);
      /* The alarm's colour, but not on the selection's highlight, where
       * it would not read: the prefix says it there. */
      l->alarm = missed && i != s->selected;
      l->selected = i == s->selected;
    }
  }
}

/* The hint lines built from the key table (keys_hint): while the quiz's
 * answers are shown, during a demonstration, and counting. */
static const key_hint_part explain_short[] = {
    {ACT_HELP, N_("keys")}, {ACT_EXPLAIN, NULL}, {ACT_ESCAPE, N_("close")}};
static const key_hint_part quiz_full[] = {{ACT_REASON, N_("reasons")},
                                          {ACT_EXPLAIN, N_("explain")},
                                          {ACT_QUIZ, N_("ask again")},
                                          {ACT_ESCAPE, N_("close the quiz")},
                                          {ACT_ACCEPT, N_("accept")}};
/* Where the panel is short the reasons fold first: X shows them. */
static const key_hint_part quiz_short[] = {{ACT_EXPLAIN, N_("the reasons, large")},
                                           {ACT_QUIZ, N_("ask again")},
                                           {ACT_ESCAPE, N_("close the quiz")}};
static const key_hint_part demo_full[] = {
    {ACT_DEMO_STEP, N_("steps")}, {ACT_DEMO, N_("next method")}, {ACT_ESCAPE, N_("close")}};
static const key_hint_part demo_short[] = {
    {ACT_HELP, N_("keys")}, {ACT_DEMO_STEP, N_("steps")}, {ACT_ESCAPE, N_("close")}};
/* With an engine, one part more and "demos" for "demonstrations". */
static const key_hint_part count_full[] = {{ACT_TOGGLE_DEAD, N_("dead/alive")},
                                           {ACT_REASON, N_("reasons")},
                                           {ACT_EXPLAIN, N_("explain")},
                                           {ACT_VIEW, N_("view")},
                                           {ACT_DEMO, N_("demonstrations")},
                                           {ACT_COLUMN, N_("columns")},
                                           {ACT_QUIZ, N_("quiz")},
                                           {ACT_ACCEPT, N_("accept")},
                                           {ACT_RESUME, N_("resume")},
                                           {ACT_ESCAPE, ""}};
static const key_hint_part count_engine_full[] = {{ACT_TOGGLE_DEAD, N_("dead/alive")},
                                                  {ACT_REASON, N_("reasons")},
                                                  {ACT_EXPLAIN, N_("explain")},
                                                  {ACT_VIEW, N_("view")},
                                                  {ACT_DEMO, N_("demos")},
                                                  {ACT_COLUMN, N_("columns")},
                                                  {ACT_QUIZ, N_("quiz")},
                                                  {ACT_ENGINE_DEAD, N_("engine's dead")},
                                                  {ACT_ACCEPT, N_("accept")},
                                                  {ACT_RESUME, N_("resume")},
                                                  {ACT_ESCAPE, ""}};
static const key_hint_part count_short[] = {
    {ACT_HELP, N_("keys")}, {ACT_ACCEPT, N_("accept")}, {ACT_EXPLAIN, N_("explain")}};

#define HINT(v, field, parts)                                                                      \
  keys_hint(MODE_SCORE, parts, sizeof parts / sizeof parts[0], v->field, sizeof v->field)

/* The keys of the moment, in full and short. */
static void hint(const app_scoring *s, bool demoing, bool asking, bool engine, ui_view *v)
{
  if (s->explain) {
    snprintf(v->hint, sizeof v->hint, "%s",
             _("X, Esc or click: close - Up/Down: reasons - Page Up, Page Down: scroll"));
    HINT(v, hint_short, explain_short);
  } else if (asking) {
    snprintf(v->hint, sizeof v->hint, "%s",
             _("1 to 4 or click: answer - Q: start over - Esc: close the quiz"));
    snprintf(v->hint_short, sizeof v->hint_short, "%s",
             _("F1: keys - 1 to 4: answer - Esc: close the quiz"));
  } else if (s->asking_resume) {
    /* B and W are one row's (R, then B or W). */
    const char *resume = _("B: Black asks - W: White asks - Esc: go on scoring");
    snprintf(v->hint, sizeof v->hint, "%s", resume);
    snprintf(v->hint_short, sizeof v->hint_short, "%s", resume);
  } else if (s->quiz.open && !demoing) {
    HINT(v, hint, quiz_full);
    HINT(v, hint_short, quiz_short);
  } else if (demoing) {
    HINT(v, hint, demo_full);
    HINT(v, hint_short, demo_short);
  } else {
    if (engine)
      HINT(v, hint, count_engine_full);
    else
      HINT(v, hint, count_full);
    HINT(v, hint_short, count_short);
  }
}

void scoring_view(const app_scoring *s, const game *g, bool engines, ui_view *v)
{
  const board *b = &g->board;
  v->ghost_x = v->ghost_y = -1;
  v->cursor_x = v->cursor_y = -1;
  bool demoing = s->demo >= 0 && s->demo_data;
  if (demoing) {
    demo_board(s, b, v);
    v->last_x = v->last_y = -1;
  } else {
    count_board(s, g, v);
  }
  v->n_panel = 0;
  v->screen = demoing ? SCREEN_DEMO : SCREEN_SCORE;
  bool asking = !demoing && scoring_quiz_asking(&s->quiz);
  heading(s, demoing, asking, v);
  view_begin(v, BLOCK_WARNING);
  game_illegal il;
  view_line *l;
  if (game_first_illegal(g, &il) && (l = view_add_line(v, false)))
    game_illegal_text(g, &il, true, l->text, sizeof l->text);
  if (!demoing && s->kept[0] && (l = view_add_line(v, false)))
    snprintf(l->text, sizeof l->text, "%s", s->kept);
  if (!demoing && s->quiz.open) {
    quiz_counts c = counts_of(s, NULL);
    scoring_quiz_view(&s->quiz, &c, v);
  }
  table_rows(s, g->rules, &v->table);
  /* What the quiz asks is not shown before it is answered. */
  v->table.shown = !asking;
  if (!demoing && !asking) {
    /* The results in the room's type, a line each: what the class reads
     * first. */
    view_begin(v, BLOCK_RESULT);
    char re[32];
    for (int k = 0; k < 2; k++)
      if ((l = view_add_line(v, true)))
        snprintf(l->text, sizeof l->text, "%s %s", rules_short_name(s->column[k]),
                 i18n_result(s->count[k].result, re, sizeof re));
  }
  if (demoing)
    step_lines(s, v);
  else if (!asking)
    reason_lines(s, g, v);
  v->explain = s->explain;
  hint(s, demoing, asking, engines, v);
}
