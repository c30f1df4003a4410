/* The scoring screen (see scoring.h). */
#include "scoring.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "hoshi/gtp.h"
#include "hoshi/i18n.h"

/* A player's name in the person's language: "Black", "White". */
static const char *color_name(enum color c) { return c == COLOR_BLACK ? _("Black") : _("White"); }

/* --- the counts ------------------------------------------------------------------ */

/* The handicap stones: the root's Black setup stones in a handicap game. */
static int handicap_points(const game *g, uint8_t mark[BOARD_MAX_POINTS])
{
  if (g->handicap < 2)
    return 0;
  const sgf_prop *ab = sgf_find(g->root, "AB");
  int n = 0;
  for (size_t v = 0; ab && v < ab->n_values; v++) {
    int x, y;
    bool pass;
    if (game_sgf_point(ab->values[v], game_size(g), &x, &y, &pass) && !pass) {
      mark[board_point(&g->board, x, y)] = 1;
      n++;
    }
  }
  return n;
}

/* The input of the counts: the game's, but for the marks, which the
 * screen holds (scoring_enter set them: the estimate is not consulted). */
static void input_of(app *a, score_input *in)
{
  game_score_input(&a->game, in);
  in->dead = a->scoring.dead;
}

/* The points the selected reason speaks of. */
static void light(app *a)
{
  app_scoring *s = &a->scoring;
  memset(s->lit, 0, sizeof s->lit);
  if (s->selected < 0)
    return;
  const score_reason *r = &s->reasons[s->selected];
  if (r->kind == REASON_COMPENSATION) {
    handicap_points(&a->game, s->lit);
  } else {
    score_input in;
    input_of(a, &in);
    score_reason_points(r, &in, s->lit);
  }
}

/* Works out everything the screen shows from the marks and the columns. */
static void update(app *a)
{
  app_scoring *s = &a->scoring;
  game *g = &a->game;
  score_input in;
  input_of(a, &in);
  score_points(&in, s->kind);
  for (int k = 0; k < 2; k++)
    score_count(&in, s->column[k], &s->count[k]);
  score_count(&in, g->rules, &s->official);
  s->n_reasons = score_reconcile(&s->count[0], &s->count[1], &in, s->reasons, SCORING_REASONS);
  if (s->selected >= s->n_reasons)
    s->selected = -1;
  light(a);
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
static void store_marks(app *a)
{
  const board *b = &a->game.board;
  point list[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
  int n = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      if (a->scoring.dead[p] && board_at(b, p) != COLOR_EMPTY)
        list[n++] = p;
    }
  game_set_dead(&a->game, list, n);
}

static int count_dead(const app *a)
{
  const board *b = &a->game.board;
  int n = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++)
      n += a->scoring.dead[board_point(b, x, y)] != 0;
  return n;
}

void scoring_enter(app *a)
{
  app_scoring *s = &a->scoring;
  game *g = &a->game;
  if (!s->column[0])
    s->column[0] = rules_reference(SCORING_TERRITORY);
  if (!s->column[1])
    s->column[1] = rules_reference(SCORING_AREA);
  const uint8_t *marks = game_dead_marks(g);
  bool estimated = !marks;
  if (!marks)
    marks = game_dead_stones(g);
  if (marks)
    memcpy(s->dead, marks, sizeof s->dead);
  else
    memset(s->dead, 0, sizeof s->dead);
  store_marks(a);
  s->selected = -1;
  s->demo = -1;
  s->step = 0;
  s->asking_resume = false;
  a->mode = MODE_SCORE;
  a->cursor_x = a->cursor_y = -1;
  a->tool = MARK_NONE;
  update(a);
  int n = count_dead(a);
  char re[32];
  i18n_result(s->official.result, re, sizeof re);
  if (estimated)
    app_say(a, false,
            P_("Scoring: %d dead stone marked by the estimate. Click a group to change it; Enter "
               "accepts %s under the %s rules.",
               "Scoring: %d dead stones marked by the estimate. Click a group to change it; Enter "
               "accepts %s under the %s rules.",
               n),
            n, re, rules_sentence_name(g->rules));
  else
    app_say(a, false,
            P_("Scoring: %d dead stone marked. Click a group to change it; Enter accepts %s under "
               "the %s rules.",
               "Scoring: %d dead stones marked. Click a group to change it; Enter accepts %s under "
               "the %s rules.",
               n),
            n, re, rules_sentence_name(g->rules));
}

void scoring_use_marks(app *a)
{
  const uint8_t *marks = game_dead_marks(&a->game);
  if (marks)
    memcpy(a->scoring.dead, marks, sizeof a->scoring.dead);
  else
    memset(a->scoring.dead, 0, sizeof a->scoring.dead);
  a->dirty = true;
  update(a);
}

void scoring_leave(app *a)
{
  free(a->scoring.demo_data);
  a->scoring.demo_data = NULL;
  a->scoring.demo = -1;
  a->scoring.asking_resume = false;
  if (a->mode == MODE_SCORE)
    a->mode = MODE_PLAY;
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
}

static double reasons_total(const app_scoring *s)
{
  return s->count[0].margin - s->count[1].margin;
}

static void reason_heading(const app_scoring *s, char *out, size_t len)
{
  double d = reasons_total(s);
  const char *a = rules_short_name(s->column[0]), *b = rules_short_name(s->column[1]);
  /* TRANSLATORS: the rule sets here are the columns' headings. */
  if (s->column[0] == s->column[1])
    snprintf(out, len, "%s", _("Both columns count the same way."));
  else if (fabs(d) < 1e-9 && s->n_reasons == 0)
    snprintf(out, len, _("%s and %s agree on this position."), a, b);
  else
    snprintf(out, len, _("%s minus %s: %s for Black, because"), a, b, i18n_signed(d));
}

static void reason_text(const score_reason *r, char *out, size_t len)
{
  if (r->points != 0)
    snprintf(out, len, "%s  %s", i18n_signed(r->points), r->text);
  else
    snprintf(out, len, "0  %s", r->text);
}

void scoring_text(const app *a, char *out, size_t len)
{
  const app_scoring *s = &a->scoring;
  view_table t;
  table_rows(s, a->game.rules, &t);
  size_t n = 0;
#define PUT(...)                                                                                   \
  do {                                                                                             \
    if (n < len)                                                                                   \
      n += (size_t)snprintf(out + n, len - n, __VA_ARGS__);                                        \
  } while (0)
  int dead = count_dead(a);
  /* TRANSLATORS: the first words of the count written into the record's
   * comment: a later count replaces the comment from these words on. */
  PUT("%s", _("Counted by Hoshi"));
  PUT(P_(", %d dead stone", ", %d dead stones", dead), dead);
  const board *b = &a->game.board;
  int listed = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++)
      if (s->dead[board_point(b, x, y)] && board_at(b, board_point(b, x, y)) != COLOR_EMPTY) {
        char v[4];
        gtp_format_vertex(b->size, x, y, v);
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
      const char *b = t.rows[r].cell[k][0], *w = t.rows[r].cell[k][1];
      if (w[0])
        PUT("%*s%*s   ", i18n_pad(b, 7), b, i18n_pad(w, 7), w);
      else
        PUT("%*s   ", i18n_pad(b, 14), b);
    }
  }
  PUT("\n%s", _("* the game's rule set"));
  char heading[160];
  reason_heading(s, heading, sizeof heading);
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

static void remove_all(sgf_node *node, const char *id)
{
  while (sgf_find(node, id))
    sgf_remove(node, id);
}

/* Root comment: what was there, less an earlier count by Hoshi, and the
 * new one. */
static void set_root_comment(app *a, const char *block)
{
  game *g = &a->game;
  const char *old = sgf_get(g->root, "C");
  size_t keep = 0;
  if (old) {
    /* An earlier count, in English or in the person's language. */
    const char *mark = strstr(old, "Counted by Hoshi");
    const char *own = strstr(old, _("Counted by Hoshi"));
    if (own && (!mark || own < mark))
      mark = own;
    keep = mark ? (size_t)(mark - old) : strlen(old);
    while (keep > 0 && (old[keep - 1] == '\n' || old[keep - 1] == ' '))
      keep--;
  }
  size_t len = keep + strlen(block) + 3;
  char *text = malloc(len);
  if (!text)
    return;
  snprintf(text, len, "%.*s%s%s", (int)keep, old ? old : "", keep ? "\n\n" : "", block);
  sgf_set(g->records, g->root, "C", text);
  free(text);
}

void scoring_accept(app *a)
{
  app_scoring *s = &a->scoring;
  game *g = &a->game;
  const board *b = &g->board;
  sgf_node *node = game_current(g);
  remove_all(node, "TB");
  remove_all(node, "TW");
  /* Territory as the game's rule set counts it, dead stones' points
   * included; the dead stones themselves also as crosses (MA), so that a
   * dead stone outside any territory (in seki) is read back as dead. */
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      enum color owner = score_point_territory((enum score_point)s->kind[p], g->rules);
      char sp[3];
      game_sgf_format(x, y, sp);
      if (owner != COLOR_EMPTY)
        sgf_add_value(g->records, node, owner == COLOR_BLACK ? "TB" : "TW", sp);
      if (s->dead[p] && board_at(b, p) != COLOR_EMPTY) {
        const sgf_prop *ma = sgf_find(node, "MA");
        bool there = false;
        for (size_t v = 0; ma && v < ma->n_values; v++)
          there |= strcmp(ma->values[v], sp) == 0;
        if (!there)
          sgf_add_value(g->records, node, "MA", sp);
      }
    }
  sgf_set(g->records, g->root, "RE", s->official.result);
  char text[2048];
  scoring_text(a, text, sizeof text);
  set_root_comment(a, text);
  a->dirty = true;
  a->ended = true;
  scoring_leave(a);
  char re[32];
  app_say(a, false,
          _("Result %s recorded under the %s rules, with the territory and the counts. "
            "Ctrl+S saves."),
          i18n_result(s->official.result, re, sizeof re), rules_sentence_name(g->rules));
}

static void resume(app *a, enum color asker)
{
  game *g = &a->game;
  enum color first = color_other(asker);
  game_clear_dead(g);
  scoring_leave(a);
  if (!game_resume(g, first)) {
    app_say(a, true, "%s", _("Out of memory: play could not resume."));
    return;
  }
  char c[160];
  snprintf(c, sizeof c, _("Play resumed at %s's request (J89 art. 9-3): %s moves first."),
           color_name(asker), color_name(first));
  sgf_set(g->records, game_current(g), "C", c);
  a->ended = false;
  a->resigned = COLOR_EMPTY;
  a->dirty = true;
  app_say(a, false, "%s", c);
}

bool scoring_no_result(app *a)
{
  game *g = &a->game;
  int move = game_repetition(g);
  if (!move) {
    if (rules_reports_repetition(g->rules))
      app_say(a, true, "%s",
              _("No whole-board position has repeated in this game: there is no 'no result' "
                "to record."));
    else
      app_say(a, true,
              _("The %s rules forbid repeating a position, so a game never ends without "
                "result."),
              rules_sentence_name(g->rules));
    return false;
  }
  sgf_set(g->records, g->root, "RE", "Void");
  char c[200];
  snprintf(c, sizeof c,
           _("No result (J89 art. 12): move %d repeated an earlier whole-board position and the "
             "players agreed to end the game."),
           move);
  set_root_comment(a, c);
  a->ended = true;
  a->dirty = true;
  scoring_leave(a);
  app_say(a, false, "%s", c);
  return true;
}

/* --- input ---------------------------------------------------------------------------- */

static void toggle(app *a, int x, int y)
{
  app_scoring *s = &a->scoring;
  const board *b = &a->game.board;
  point p = board_point(b, x, y);
  enum color c = board_at(b, p);
  char v[4];
  gtp_format_vertex(b->size, x, y, v);
  if (c != COLOR_BLACK && c != COLOR_WHITE) {
    app_say(a, true, _("%s is empty: click a stone to mark its group dead or alive."), v);
    return;
  }
  int n = score_toggle_dead(b, s->dead, p);
  store_marks(a);
  a->dirty = true;
  update(a);
  char what[160], re[2][32];
  if (c == COLOR_BLACK && s->dead[p])
    snprintf(what, sizeof what,
             P_("%d Black stone at %s marked dead.", "%d Black stones at %s marked dead.", n), n,
             v);
  else if (c == COLOR_BLACK)
    snprintf(what, sizeof what,
             P_("%d Black stone at %s marked alive.", "%d Black stones at %s marked alive.", n), n,
             v);
  else if (s->dead[p])
    snprintf(what, sizeof what,
             P_("%d White stone at %s marked dead.", "%d White stones at %s marked dead.", n), n,
             v);
  else
    snprintf(what, sizeof what,
             P_("%d White stone at %s marked alive.", "%d White stones at %s marked alive.", n), n,
             v);
  /* TRANSLATORS: the stones marked, then each column's heading and result:
   * "2 White stones at C3 marked dead. Japanese B+5.5, Chinese B+6.5." */
  app_say(a, false, _("%s %s %s, %s %s."), what, rules_short_name(s->column[0]),
          i18n_result(s->count[0].result, re[0], sizeof re[0]), rules_short_name(s->column[1]),
          i18n_result(s->count[1].result, re[1], sizeof re[1]));
}

static void show_demo(app *a, int method)
{
  app_scoring *s = &a->scoring;
  if (method < 0 || method >= DEMO_METHODS) {
    free(s->demo_data);
    s->demo_data = NULL;
    s->demo = -1;
    app_say(a, false, "%s", _("Demonstration closed."));
    return;
  }
  if (!s->demo_data && !(s->demo_data = malloc(sizeof *s->demo_data))) {
    app_say(a, true, "%s", _("Out of memory for the demonstration."));
    return;
  }
  s->demo = method;
  s->step = 0;
  /* The table shows the count the demonstration reaches. */
  const rules *r = demo_method_rules((enum demo_method)method);
  if (s->column[0] != r && s->column[1] != r)
    s->column[1] = r;
  update(a);
  if (s->demo < 0) {
    app_say(a, true, "%s", _("The demonstration could not be made."));
    return;
  }
  app_say(a, false, _("%s: Right and Left go through the steps."),
          demo_method_name((enum demo_method)method));
}

static void next_column(app *a, int k)
{
  app_scoring *s = &a->scoring;
  size_t n;
  const rules *const *all = rules_all(&n);
  size_t i = 0;
  while (i < n && all[i] != s->column[k])
    i++;
  s->column[k] = all[(i + 1) % n];
  update(a);
  char re[32];
  app_say(a, false, _("Column %d: %s (%s)."), k + 1, rules_display_name(s->column[k]),
          i18n_result(s->count[k].result, re, sizeof re));
}

bool scoring_input(app *a, const ui_input *in)
{
  app_scoring *s = &a->scoring;
  if (in->kind == INPUT_CLICK) {
    if (!in->on_board || in->button != 1)
      return false;
    if (s->asking_resume)
      return false;
    toggle(a, in->x, in->y);
    return true;
  }
  if (in->kind != INPUT_KEY)
    return false;
  if (s->asking_resume) {
    if (in->key == KEY_CHAR && (in->ch == 'b' || in->ch == 'w')) {
      resume(a, in->ch == 'b' ? COLOR_BLACK : COLOR_WHITE);
    } else if (in->key == KEY_ESCAPE) {
      s->asking_resume = false;
      app_say(a, false, "%s", _("Still scoring."));
    }
    return true;
  }
  switch (in->key) {
  case KEY_ENTER:
    scoring_accept(a);
    return true;
  case KEY_ESCAPE:
    if (s->demo >= 0) {
      show_demo(a, -1);
      return true;
    }
    scoring_leave(a);
    app_say(a, false, "%s", _("Left the scoring screen without recording; S counts again."));
    return true;
  case KEY_UP:
  case KEY_DOWN:
  case KEY_TAB: {
    if (s->n_reasons == 0)
      return false;
    int step = in->key == KEY_UP || (in->key == KEY_TAB && in->shift) ? -1 : 1;
    /* -1 (none) and the reasons, in a ring. */
    int i = s->selected + 1 + step, ring = s->n_reasons + 1;
    s->selected = (i % ring + ring) % ring - 1;
    light(a);
    return true;
  }
  case KEY_LEFT:
  case KEY_RIGHT:
    if (s->demo < 0 || !s->demo_data)
      return false;
    s->step += in->key == KEY_RIGHT ? 1 : -1;
    if (s->step < 0)
      s->step = 0;
    if (s->step >= s->demo_data->n_steps)
      s->step = s->demo_data->n_steps - 1;
    return true;
  case KEY_CHAR:
    break;
  default:
    return false;
  }
  switch (in->ch) {
  case 'v':
    s->area_view = !s->area_view;
    app_say(a, false, "%s",
            s->area_view ? _("Chinese view: each side's area, stones and territory, shaded.")
                         : _("Japanese view: territory points marked, prisoners in the table."));
    return true;
  case '1':
  case '2':
    next_column(a, in->ch - '1');
    return true;
  case 'd':
    show_demo(a, s->demo + 1);
    return true;
  case 'e':
    players_ask_dead(a);
    return true;
  case 'r':
    s->asking_resume = true;
    app_say(a, false, "%s",
            _("Resume play: who asks? Press B or W; the other player moves first (J89 "
              "art. 9-3). Esc: go on scoring."));
    return true;
  case 'n':
    scoring_no_result(a);
    return true;
  default:
    return false;
  }
}

/* --- the view ------------------------------------------------------------------------- */

static view_line *add_line(ui_view *v, bool strong)
{
  if (v->n_panel >= VIEW_PANEL_LINES)
    return NULL;
  view_line *l = &v->panel[v->n_panel++];
  memset(l, 0, sizeof *l);
  l->strong = strong;
  return l;
}

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

static void count_board(const app *a, ui_view *v)
{
  const app_scoring *s = &a->scoring;
  const board *b = &a->game.board;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      int i = view_index(v, x, y);
      enum color c = board_at(b, p);
      enum score_point k = (enum score_point)s->kind[p];
      v->dead[i] = c != COLOR_EMPTY && s->dead[p];
      v->highlight[i] = s->lit[p] != 0;
      switch (k) {
      case SCORE_POINT_STONE:
        if (s->area_view)
          v->shade[i] = (uint8_t)c;
        break;
      case SCORE_POINT_DAME:
        v->count[i] = COUNT_DAME;
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
      }
    }
}

void scoring_view(const app *a, ui_view *v)
{
  const app_scoring *s = &a->scoring;
  const board *b = &a->game.board;
  v->ghost_x = v->ghost_y = -1;
  v->cursor_x = v->cursor_y = -1;
  bool demo = s->demo >= 0 && s->demo_data;
  if (demo) {
    demo_board(s, b, v);
    v->last_x = v->last_y = -1;
  } else {
    count_board(a, v);
  }
  v->n_panel = 0;
  view_line *l = add_line(v, true);
  if (demo)
    snprintf(l->text, sizeof l->text, _("%s: step %d of %d"),
             demo_method_name((enum demo_method)s->demo), s->step + 1, s->demo_data->n_steps);
  else
    snprintf(l->text, sizeof l->text, "%s",
             s->area_view ? _("Scoring - Chinese (area) view")
                          : _("Scoring - Japanese (territory) view"));
  table_rows(s, a->game.rules, &v->table);
  v->table_at = v->n_panel;
  if (demo) {
    const demo_step *st = &s->demo_data->step[s->step];
    if ((l = add_line(v, true)))
      snprintf(l->text, sizeof l->text, "%d. %s", s->step + 1, st->title);
    for (int i = 0; i < st->n_figures; i++)
      if ((l = add_line(v, false)))
        snprintf(l->text, sizeof l->text, "%s", st->figure[i]);
  } else {
    if ((l = add_line(v, true)))
      reason_heading(s, l->text, sizeof l->text);
    for (int i = 0; i < s->n_reasons; i++)
      if ((l = add_line(v, false))) {
        reason_text(&s->reasons[i], l->text, sizeof l->text);
        l->selected = i == s->selected;
      }
  }
  v->n_before_status = v->n_panel;
  if ((l = add_line(v, false))) {
    l->dim = true;
    bool engine =
        a->players.seat[COLOR_BLACK].engine >= 0 || a->players.seat[COLOR_WHITE].engine >= 0;
    snprintf(l->text, sizeof l->text, "%s",
             s->asking_resume ? _("B: Black asks - W: White asks - Esc: go on scoring")
             : demo           ? _("Right, Left: steps - D: next method - Esc: close")
             : engine ? _("Click: dead/alive - Up/Down: reasons - V: view - D: demos - 1, 2: "
                          "columns - E: engine's dead - Enter: accept - R: resume - Esc")
                      : _("Click: dead/alive - Up/Down: reasons - V: view - D: demonstrations - 1, "
                          "2: columns - Enter: accept - R: resume - Esc"));
  }
  snprintf(v->status, sizeof v->status, "%s", a->status);
  v->status_error = a->status_error;
}
