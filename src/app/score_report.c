/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hoshi --score FILE.sgf: the final position of a record counted under every
 * rule set, side by side, with the reasons the Japanese and Chinese counts
 * differ; or the same as one JSON object. */
#include "app/score_report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/game.h"
#include "hoshi/i18n.h"
#include "hoshi/score.h"
#include "hoshi/os.h"
#include "print/print.h"

/* --dead D4,E5,...: vertices separated by commas or blanks. */
static int parse_dead(const game *g, const char *list, point *out, const char **bad)
{
  int n = 0;
  char *copy = os_strdup(list), *save = NULL;
  if (!copy)
    return -1;
  for (char *t = strtok_r(copy, ", \t", &save); t; t = strtok_r(NULL, ", \t", &save)) {
    int x, y;
    bool pass;
    if (!board_vertex_parse(t, g->board.size, &x, &y, &pass) || pass ||
        board_at(&g->board, board_point(&g->board, x, y)) == COLOR_EMPTY) {
      *bad = list;
      free(copy);
      return -1;
    }
    out[n++] = board_point(&g->board, x, y);
  }
  free(copy);
  return n;
}

static void json_string(FILE *f, const char *s)
{
  fputc('"', f);
  for (; *s; s++) {
    if (*s == '"' || *s == '\\')
      fprintf(f, "\\%c", *s);
    else if ((unsigned char)*s < 0x20)
      fprintf(f, "\\u%04x", *s);
    else
      fputc(*s, f);
  }
  fputc('"', f);
}

static void json_side(FILE *f, const score_side *s)
{
  fprintf(f,
          "{\"stones\": %d, \"territory\": %d, \"dead\": %d, \"prisoners\": %d, "
          "\"pass_stones\": %d, \"seki_eyes\": %d, \"dead_left_in_seki\": %d, "
          "\"must_fill\": %d, \"compensation\": %g, \"komi\": %g, \"total\": %g}",
          s->stones, s->territory, s->dead, s->prisoners, s->pass_stones, s->seki_eyes,
          s->dead_left, s->must_fill, s->compensation, s->komi, s->total);
}

/* The points of the board a reason speaks of, as vertices. */
static void json_reason_vertices(FILE *f, const score_reason *re, const score_input *in)
{
  uint8_t mark[BOARD_MAX_POINTS] = {0};
  if (score_reason_points(re, in, mark) <= 0)
    return;
  const board *b = in->board;
  bool first = true;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++)
      if (mark[board_point(b, x, y)]) {
        char v[4];
        board_vertex_format(b->size, x, y, v);
        fprintf(f, "%s\"%s\"", first ? "" : ", ", v);
        first = false;
      }
}

/* Everything a report prints: the final position, its dead stones and
 * where they come from, and the counts under every rule set. */
typedef struct report {
  const char *file;
  game g;
  score_input in;
  const char *source; /* of the dead stones */
  int dead_stones;
  const rules *order[16]; /* the columns */
  size_t n_order;
  score counts[16];
  score_reason reasons[16];
  int n_reasons;
} report;

/* In English in --json ("dead_from"), translated in the text. */
static const char estimate[] = N_("the automatic estimate");

/* The dead stones: --dead, else the file's count, else the estimate.
 * Returns 0, or the exit status. */
static int choose_dead(report *r, const char *dead_list)
{
  point dead[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
  int n_dead = 0;
  r->source = estimate;
  if (dead_list) {
    const char *bad = NULL;
    n_dead = parse_dead(&r->g, dead_list, dead, &bad);
    if (n_dead < 0) {
      fprintf(stderr, _("hoshi: --dead %s: every vertex must hold a stone of the final position\n"),
              dead_list);
      return 2;
    }
    r->source = "--dead";
  } else if ((n_dead = game_recorded_dead(&r->g, dead)) >= 0) {
    r->source = N_("the file's territory marks (TB, TW, and MA on stones)");
  }
  if (r->source != estimate)
    game_set_dead(&r->g, dead, n_dead);
  game_score_input(&r->g, &r->in);
  if (!r->in.dead) {
    fprintf(stderr, "hoshi: %s\n", _("out of memory"));
    return 1;
  }
  const board *b = &r->g.board;
  BOARD_FOR_POINTS(b, p)
    r->dead_stones += r->in.dead[p] != 0;
  return 0;
}

/* The counts: Japanese and Chinese first, then the others in registry
 * order, and why the first two differ. */
static void count_all(report *r)
{
  size_t n_rules;
  const rules *const *all = rules_all(&n_rules);
  r->n_order = 0;
  r->order[r->n_order++] = rules_reference(SCORING_TERRITORY);
  r->order[r->n_order++] = rules_reference(SCORING_AREA);
  for (size_t i = 0; i < n_rules && r->n_order < 16; i++)
    if (all[i] != r->order[0] && all[i] != r->order[1])
      r->order[r->n_order++] = all[i];
  for (size_t i = 0; i < r->n_order; i++)
    score_count(&r->in, r->order[i], &r->counts[i]);
  r->n_reasons = score_reconcile(&r->counts[0], &r->counts[1], &r->in, r->reasons, 16);
}

/* How the handicap was given: "stones" (HA, AB), "moves" (Black's first
 * moves in a row, or with White passing), or "none". */
static const char *handicap_form(const game *g)
{
  return g->handicap ? "stones" : game_handicap(g) ? "moves" : "none";
}

/* "illegal": the first illegal move of the record, judged; or null. */
static void print_json_illegal(FILE *f, const game *g)
{
  game_illegal il;
  fprintf(f, ", \"illegal\": ");
  if (!game_first_illegal(g, &il)) {
    fprintf(f, "null");
    return;
  }
  char where[8] = "pass", text[512];
  if (il.move != POINT_PASS)
    board_move_format(&g->board, il.move, where);
  static const char *const consequence[] = {"loses", "no_turn", "unsaid"};
  enum color winner = game_illegal_winner(g, &il);
  fprintf(f,
          "{\"move\": %d, \"color\": \"%s\", \"vertex\": \"%s\", \"why\": \"%s\", "
          "\"consequence\": \"%s\", \"winner\": %s, \"text\": ",
          il.move_number, il.color == COLOR_BLACK ? "black" : "white", where,
          move_status_id(il.status), consequence[rules_illegal_consequence(g->rules)],
          winner == COLOR_BLACK   ? "\"black\""
          : winner == COLOR_WHITE ? "\"white\""
                                  : "null");
  game_illegal_text(g, &il, false, text, sizeof text);
  json_string(f, text);
  fprintf(f, "}");
}

static void print_json(const report *r)
{
  FILE *f = stdout;
  const game *g = &r->g;
  fprintf(f, "{\"file\": ");
  json_string(f, r->file);
  fprintf(f, ", \"size\": %d, \"komi\": %g, \"handicap\": %d, \"handicap_given\": \"%s\"",
          g->board.size, g->komi, game_handicap(g), handicap_form(g));
  print_json_illegal(f, g);
  fprintf(f, ", \"official\": ");
  json_string(f, rules_id(g->rules));
  fprintf(f, ", \"dead_from\": ");
  json_string(f, r->source);
  fprintf(f, ", \"dead\": [");
  bool first = true;
  for (int y = 0; y < g->board.size; y++)
    for (int x = 0; x < g->board.size; x++)
      if (r->in.dead[board_point(&g->board, x, y)]) {
        char v[4];
        board_vertex_format(g->board.size, x, y, v);
        fprintf(f, "%s\"%s\"", first ? "" : ", ", v);
        first = false;
      }
  fprintf(f, "], \"counts\": [");
  for (size_t i = 0; i < r->n_order; i++) {
    const score *c = &r->counts[i];
    fprintf(f, "%s{\"rules\": \"%s\", \"result\": \"%s\", \"margin\": %g, \"dame\": %d, ",
            i ? ", " : "", rules_id(r->order[i]), c->result, c->margin, c->dame);
    fprintf(f, "\"seki_points\": %d, \"unfilled_dame\": %d, \"black\": ", c->seki_points,
            c->unfilled_dame);
    json_side(f, &c->side[COLOR_BLACK]);
    fprintf(f, ", \"white\": ");
    json_side(f, &c->side[COLOR_WHITE]);
    fprintf(f, "}");
  }
  fprintf(f, "], \"reasons\": [");
  for (int i = 0; i < r->n_reasons; i++) {
    const score_reason *re = &r->reasons[i];
    fprintf(f, "%s{\"kind\": \"%s\", \"points\": %g, \"text\": ", i ? ", " : "",
            score_reason_id(re->kind), re->points);
    json_string(f, re->text);
    fprintf(f, ", \"vertices\": [");
    json_reason_vertices(f, re, &r->in);
    fprintf(f, "]}");
  }
  fprintf(f, "], \"difference\": %g}\n", r->counts[0].margin - r->counts[1].margin);
}

/* A row of the text table: its label, then one figure per column. */
static void row_label(const char *label) { printf("%-*s", i18n_pad(label, 24), label); }

/* The rows of one colour: whole numbers, then the figures that may be half
 * points (compensation and komi are White's alone). */
static void print_side(const report *r, enum color c)
{
  printf("%s\n", c == COLOR_BLACK ? _("Black") : _("White"));
  static const struct {
    const char *label;
    size_t offset;
  } rows[] = {
      {N_("  stones on the board"), offsetof(score_side, stones)},
      {N_("  territory"), offsetof(score_side, territory)},
      {N_("  prisoners"), offsetof(score_side, prisoners)},
      {N_("  pass stones"), offsetof(score_side, pass_stones)},
      {N_("  eyes in seki"), offsetof(score_side, seki_eyes)},
      {N_("  points to fill"), offsetof(score_side, must_fill)},
  };
  for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++) {
    row_label(_(rows[k].label));
    for (size_t i = 0; i < r->n_order; i++) {
      const char *side = (const char *)&r->counts[i].side[c];
      printf(" %14d ", *(const int *)(side + rows[k].offset));
    }
    printf("\n");
  }
  static const struct {
    const char *label;
    bool white;
    size_t offset;
  } figures[] = {
      {N_("  compensation"), true, offsetof(score_side, compensation)},
      {N_("  komi"), true, offsetof(score_side, komi)},
      {N_("  total"), false, offsetof(score_side, total)},
  };
  for (size_t k = 0; k < sizeof figures / sizeof figures[0]; k++) {
    if (figures[k].white && c != COLOR_WHITE)
      continue;
    row_label(_(figures[k].label));
    for (size_t i = 0; i < r->n_order; i++) {
      const char *side = (const char *)&r->counts[i].side[c];
      printf(" %14s ", i18n_num(*(const double *)(side + figures[k].offset)));
    }
    printf("\n");
  }
}

/* Widths count characters, not the bytes of accented letters; numbers
 * have the person's decimal separator. */
static void print_text(const report *r)
{
  const game *g = &r->g;
  printf(_("%s: %dx%d, komi %s, handicap %d, judged by the %s rules; dead stones from %s (%d)\n"),
         r->file, g->board.size, g->board.size, i18n_num(g->komi), game_handicap(g),
         rules_sentence_name(g->rules), _(r->source), r->dead_stones);
  if (!g->handicap && game_handicap(g))
    printf(_("The handicap was given as moves: Black's first %d stones, counted as %d handicap "
             "stones.\n"),
           game_handicap(g), game_handicap(g));
  game_illegal il;
  if (game_first_illegal(g, &il)) {
    char text[512];
    game_illegal_text(g, &il, false, text, sizeof text);
    printf("%s %s\n", text, _("The count below is for study."));
  }
  printf("\n");
  printf("%-24s", "");
  for (size_t i = 0; i < r->n_order; i++) {
    const char *head = rules_short_name(r->order[i]);
    printf(" %*s%c", i18n_pad(head, 14), head, r->order[i] == g->rules ? '*' : ' ');
  }
  printf("\n");
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
    print_side(r, (enum color)c);
  row_label(_("Result"));
  for (size_t i = 0; i < r->n_order; i++) {
    char re[32];
    i18n_result(r->counts[i].result, re, sizeof re);
    printf(" %*s ", i18n_pad(re, 14), re);
  }
  printf("\n\n");
  printf(_("Why the Japanese and Chinese counts differ (%s for Black):\n"),
         i18n_signed(r->counts[0].margin - r->counts[1].margin));
  if (r->n_reasons == 0)
    printf("  %s\n", _("they do not"));
  for (int i = 0; i < r->n_reasons; i++)
    printf("  %s\n", r->reasons[i].text); /* the text says its points once */
}

int score_report(const char *file, int number, const rules *official, const char *dead_list,
                 bool json)
{
  report *r = os_calloc(1, sizeof *r); /* large: a game and its counts */
  if (!r || !game_init(&r->g, 19, official)) {
    fprintf(stderr, "hoshi: %s\n", _("out of memory"));
    free(r);
    return 1;
  }
  r->file = file;
  hoshi_error why = {0};
  int status = 0;
  if (!game_load_file(&r->g, file, official, &why)) {
    fprintf(stderr, "hoshi: %s\n", why.message);
    status = 1;
  } else if ((status = print_choose_game(&r->g, file, number, official, stderr)) == 0) {
    if (official)
      game_set_rules(&r->g, official);
    game_last(&r->g);
    for (size_t i = 0; i < r->g.n_notes; i++) {
      const game_note *n = &r->g.notes[i];
      if (n->line > 0)
        fprintf(stderr, "hoshi: %s:%d:%d: %s\n", file, n->line, n->col, n->message);
      else
        fprintf(stderr, "hoshi: %s: %s\n", file, n->message);
    }
    status = choose_dead(r, dead_list);
  }
  if (status == 0) {
    count_all(r);
    if (json)
      print_json(r);
    else
      print_text(r);
  }
  game_deinit(&r->g);
  free(r);
  return status;
}
