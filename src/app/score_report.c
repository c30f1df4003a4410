/* hoshi --score FILE.sgf: the final position of a record counted under every
 * rule set, side by side, with the reasons the Japanese and Chinese counts
 * differ; or the same as one JSON object. */
#include "score_report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/game.h"
#include "hoshi/gtp.h"
#include "hoshi/i18n.h"
#include "hoshi/score.h"

/* Dead stones from the territory marks of the final node: a stone standing
 * on a point marked as the other colour's territory (TB, TW), and, in a
 * node so marked, a stone under a cross (MA), as Hoshi's scoring screen
 * writes a dead stone that stands in no territory (in seki). Returns their
 * number (0 for a count that found every stone alive), or -1 when the node
 * has no territory marks. */
static int dead_from_territory(const game *g, point *out)
{
  const sgf_node *node = game_current(g);
  const board *b = &g->board;
  int n = 0;
  static const char *const ids[3] = {"TB", "TW", "MA"};
  if (!sgf_find(node, "TB") && !sgf_find(node, "TW"))
    return -1; /* not counted: the estimate decides */
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  for (int k = 0; k < 3; k++) {
    const sgf_prop *p = sgf_find(node, ids[k]);
    for (size_t v = 0; p && v < p->n_values; v++) {
      int x, y;
      bool pass;
      if (!game_sgf_point(p->values[v], b->size, &x, &y, &pass) || pass)
        continue; /* compressed lists of territory hold no stones worth finding */
      point q = board_point(b, x, y);
      enum color c = board_at(b, q);
      bool dead =
          k == 2 ? c == COLOR_BLACK || c == COLOR_WHITE : c == (k == 0 ? COLOR_WHITE : COLOR_BLACK);
      if (dead && !seen[q]) {
        seen[q] = 1;
        out[n++] = q;
      }
    }
  }
  return n;
}

/* --dead D4,E5,...: vertices separated by commas or blanks. */
static int parse_dead(const game *g, const char *list, point *out, const char **bad)
{
  int n = 0;
  char *copy = strdup(list), *save = NULL;
  if (!copy)
    return -1;
  for (char *t = strtok_r(copy, ", \t", &save); t; t = strtok_r(NULL, ", \t", &save)) {
    int x, y;
    bool pass;
    if (!gtp_parse_vertex(t, g->board.size, &x, &y, &pass) || pass ||
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
          "\"compensation\": %g, \"komi\": %g, \"total\": %g}",
          s->stones, s->territory, s->dead, s->prisoners, s->pass_stones, s->seki_eyes,
          s->dead_left, s->compensation, s->komi, s->total);
}

int score_report(const char *file, const rules *official, const char *dead_list, bool json)
{
  game g;
  char why[400];
  if (!game_init(&g, 19, official)) {
    fprintf(stderr, "hoshi: %s\n", _("out of memory"));
    return 1;
  }
  if (!game_load_file(&g, file, official, why, sizeof why)) {
    fprintf(stderr, "hoshi: %s\n", why);
    game_deinit(&g);
    return 1;
  }
  if (official)
    game_set_rules(&g, official);
  game_last(&g);
  point dead[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
  int n_dead = 0;
  /* In English in --json ("dead_from"), translated in the text. */
  static const char estimate[] = N_("the automatic estimate");
  const char *source = estimate;
  if (dead_list) {
    const char *bad = NULL;
    n_dead = parse_dead(&g, dead_list, dead, &bad);
    if (n_dead < 0) {
      fprintf(stderr, _("hoshi: --dead %s: every vertex must hold a stone of the final position\n"),
              dead_list);
      game_deinit(&g);
      return 2;
    }
    source = "--dead";
  } else if ((n_dead = dead_from_territory(&g, dead)) >= 0) {
    source = N_("the file's territory marks (TB, TW, and MA on stones)");
  } else {
    n_dead = 0;
  }
  if (source != estimate)
    game_set_dead(&g, dead, n_dead);
  score_input in;
  game_score_input(&g, &in);
  if (!in.dead) {
    fprintf(stderr, "hoshi: %s\n", _("out of memory"));
    game_deinit(&g);
    return 1;
  }
  int dead_stones = 0;
  for (int y = 0; y < g.board.size; y++)
    for (int x = 0; x < g.board.size; x++)
      dead_stones += in.dead[board_point(&g.board, x, y)] != 0;

  /* Columns: Japanese and Chinese first, then the others in registry order. */
  size_t n_rules;
  const rules *const *all = rules_all(&n_rules);
  const rules *order[16];
  size_t n_order = 0;
  order[n_order++] = rules_reference(SCORING_TERRITORY);
  order[n_order++] = rules_reference(SCORING_AREA);
  for (size_t i = 0; i < n_rules && n_order < 16; i++)
    if (all[i] != order[0] && all[i] != order[1])
      order[n_order++] = all[i];
  score counts[16];
  for (size_t i = 0; i < n_order; i++)
    score_count(&in, order[i], &counts[i]);
  score_reason reasons[16];
  int n_reasons = score_reconcile(&counts[0], &counts[1], &in, reasons, 16);

  if (json) {
    FILE *f = stdout;
    fprintf(f, "{\"file\": ");
    json_string(f, file);
    fprintf(f, ", \"size\": %d, \"komi\": %g, \"handicap\": %d, \"official\": ", g.board.size,
            g.komi, g.handicap);
    json_string(f, rules_id(g.rules));
    fprintf(f, ", \"dead_from\": ");
    json_string(f, source);
    fprintf(f, ", \"dead\": [");
    bool first = true;
    for (int y = 0; y < g.board.size; y++)
      for (int x = 0; x < g.board.size; x++)
        if (in.dead && in.dead[board_point(&g.board, x, y)]) {
          char v[4];
          gtp_format_vertex(g.board.size, x, y, v);
          fprintf(f, "%s\"%s\"", first ? "" : ", ", v);
          first = false;
        }
    fprintf(f, "], \"counts\": [");
    for (size_t i = 0; i < n_order; i++) {
      fprintf(f, "%s{\"rules\": \"%s\", \"result\": \"%s\", \"margin\": %g, \"dame\": %d, ",
              i ? ", " : "", rules_id(order[i]), counts[i].result, counts[i].margin,
              counts[i].dame);
      fprintf(f, "\"seki_points\": %d, \"unfilled_dame\": %d, \"black\": ", counts[i].seki_points,
              counts[i].unfilled_dame);
      json_side(f, &counts[i].side[COLOR_BLACK]);
      fprintf(f, ", \"white\": ");
      json_side(f, &counts[i].side[COLOR_WHITE]);
      fprintf(f, "}");
    }
    fprintf(f, "], \"reasons\": [");
    for (int i = 0; i < n_reasons; i++) {
      fprintf(f, "%s{\"points\": %g, \"text\": ", i ? ", " : "", reasons[i].points);
      json_string(f, reasons[i].text);
      fprintf(f, "}");
    }
    fprintf(f, "], \"difference\": %g}\n", counts[0].margin - counts[1].margin);
    game_deinit(&g);
    return 0;
  }

  /* Widths count characters, not the bytes of accented letters; numbers
   * have the person's decimal separator. */
  printf(_("%s: %dx%d, komi %s, handicap %d, judged by the %s rules; dead stones from %s (%d)\n\n"),
         file, g.board.size, g.board.size, i18n_num(g.komi), g.handicap,
         rules_sentence_name(g.rules), _(source), dead_stones);
  printf("%-24s", "");
  for (size_t i = 0; i < n_order; i++) {
    const char *head = rules_short_name(order[i]);
    printf(" %*s%c", i18n_pad(head, 14), head, order[i] == g.rules ? '*' : ' ');
  }
  printf("\n");
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    printf("%s\n", c == COLOR_BLACK ? _("Black") : _("White"));
    const struct {
      const char *label;
      int offset;
    } rows[] = {
        {N_("  stones on the board"), offsetof(score_side, stones)},
        {N_("  territory"), offsetof(score_side, territory)},
        {N_("  prisoners"), offsetof(score_side, prisoners)},
        {N_("  pass stones"), offsetof(score_side, pass_stones)},
        {N_("  eyes in seki"), offsetof(score_side, seki_eyes)},
    };
    for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++) {
      const char *label = _(rows[k].label);
      printf("%-*s", i18n_pad(label, 24), label);
      for (size_t i = 0; i < n_order; i++)
        printf(" %14d ", *(const int *)((const char *)&counts[i].side[c] + rows[k].offset));
      printf("\n");
    }
    const struct {
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
      const char *label = _(figures[k].label);
      printf("%-*s", i18n_pad(label, 24), label);
      for (size_t i = 0; i < n_order; i++)
        printf(" %14s ",
               i18n_num(*(const double *)((const char *)&counts[i].side[c] + figures[k].offset)));
      printf("\n");
    }
  }
  const char *result = _("Result");
  printf("%-*s", i18n_pad(result, 24), result);
  for (size_t i = 0; i < n_order; i++) {
    char re[32];
    i18n_result(counts[i].result, re, sizeof re);
    printf(" %*s ", i18n_pad(re, 14), re);
  }
  printf("\n\n");
  printf(_("Why the Japanese and Chinese counts differ (%s for Black):\n"),
         i18n_signed(counts[0].margin - counts[1].margin));
  if (n_reasons == 0)
    printf("  %s\n", _("they do not"));
  for (int i = 0; i < n_reasons; i++)
    printf("  %6s  %s\n", i18n_signed(reasons[i].points), reasons[i].text);
  game_deinit(&g);
  return 0;
}
