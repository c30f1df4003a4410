/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rule sets' tables of the manual, from the rule sets themselves. */
#include "app/rules_table.h"

#include <string.h>

#include "hoshi/number.h"
#include "hoshi/rules.h"

/* A cell: what one rule set says on one point, in the manual's words. */
typedef void (*cell_fn)(const rules *r, char *out, size_t len);

static void id_cell(const rules *r, char *out, size_t len)
{
  snprintf(out, len, "`%s`", rules_id(r));
}

static void sgf_cell(const rules *r, char *out, size_t len)
{
  snprintf(out, len, "%s", rules_sgf_name(r));
}

static void aliases_cell(const rules *r, char *out, size_t len)
{
  size_t n = 0;
  out[0] = 0;
  for (size_t i = 0; rules_alias(r, i) && n < len; i++)
    n += (size_t)snprintf(out + n, len - n, "%s%s", i ? ", " : "", rules_alias(r, i));
  if (!out[0])
    snprintf(out, len, "none");
}

static void repetition_cell(const rules *r, char *out, size_t len)
{
  snprintf(out, len, "%s%s", rules_ko_text(rules_ko(r)),
           rules_reports_repetition(r) ? "; a longer cycle may end the game without result" : "");
}

static void suicide_cell(const rules *r, char *out, size_t len)
{
  const char *text = "?";
  switch (rules_suicide(r)) {
  case SUICIDE_FORBIDDEN:
    text = "forbidden";
    break;
  case SUICIDE_MULTI_STONE:
    text = "several stones allowed, a lone stone not";
    break;
  case SUICIDE_ALLOWED:
    /* A lone stone's suicide gives back the board before it: positional
     * superko refuses it, the other ko rules do not. */
    text = rules_ko(r) == KO_POSITIONAL ? "allowed (a lone stone's repeats the board)" : "allowed";
    break;
  }
  snprintf(out, len, "%s", text);
}

static void counting_cell(const rules *r, char *out, size_t len)
{
  bool area = rules_counts_stones(r), pass = rules_counts_pass_stones(r);
  if (!rules_passes_end_game(r)) {
    snprintf(out, len, "none: %d capture wins (or the game's N)", rules_capture_goal(r));
    return;
  }
  snprintf(out, len, "%s",
           area ? (pass ? "area, or territory + prisoners with pass stones" : "area")
                : (pass ? "territory + prisoners, with pass stones" : "territory + prisoners"));
}

static void seki_cell(const rules *r, char *out, size_t len)
{
  snprintf(out, len, "%s", rules_counts_seki_eyes(r) ? "count" : "not territory");
}

static void life_cell(const rules *r, char *out, size_t len)
{
  snprintf(out, len, "%s",
           rules_confirms_life_j89(r) ? "confirmation by hypothetical play (art. 7-2)" : "by play");
}

static void compensation_cell(const rules *r, char *out, size_t len)
{
  int nine = rules_handicap_compensation(r, 9);
  if (nine == 9)
    snprintf(out, len, "N");
  else if (nine == 8)
    snprintf(out, len, "N−1");
  else if (nine == 0)
    snprintf(out, len, "none");
  else
    snprintf(out, len, "%d for 9 stones", nine);
}

static void placement_cell(const rules *r, char *out, size_t len)
{
  snprintf(out, len, "%s", rules_allows_free_handicap(r) ? "free" : "star points");
}

static void komi_cell(const rules *r, char *out, size_t len)
{
  char even[32], handicap[32];
  number_format(rules_default_komi(r, 0), even, sizeof even);
  number_format(rules_default_komi(r, 2), handicap, sizeof handicap);
  snprintf(out, len, "%s / %s", even, handicap);
}

static void moves_cell(const rules *r, char *out, size_t len)
{
  snprintf(out, len, "%s",
           rules_handicap_by_white_passes(r)
               ? "White passing the first N−1 moves, or Black's N in a row"
               : "Black's N moves in a row");
}

static void illegal_cell(const rules *r, char *out, size_t len)
{
  const char *text = "?";
  switch (rules_illegal_consequence(r)) {
  case ILLEGAL_MOVE_LOSES:
    text = "its player loses (art. 14)";
    break;
  case ILLEGAL_MOVE_NO_TURN:
    text = "no turn (rule 6)";
    break;
  case ILLEGAL_MOVE_UNSAID:
    text = "not said";
    break;
  }
  snprintf(out, len, "%s", text);
}

static void end_cell(const rules *r, char *out, size_t len)
{
  if (rules_capture_goal(r))
    snprintf(out, len, "at the N-th capture (N = %d unless the game says 3 or 5); passes never",
             rules_capture_goal(r));
  else
    snprintf(out, len, "%s",
             rules_white_passes_last(r) ? "two passes, White passing last" : "two passes");
}

/* The points the tables compare, in docs/rules.md's order: its row
 * heading, and the README's column heading for those the README shows. */
static const struct fact {
  const char *label;
  const char *readme;
  cell_fn cell;
} facts[] = {
    {"`--rules`, settings", "`--rules`", id_cell},
    {"SGF `RU[]`", NULL, sgf_cell},
    {"also read as (`RU[]`, GTP, `--rules`)", NULL, aliases_cell},
    {"repetition", "repetition", repetition_cell},
    {"suicide", "suicide", suicide_cell},
    {"counting", "counting", counting_cell},
    {"eyes in seki", NULL, seki_cell},
    {"life and death", NULL, life_cell},
    {"handicap compensation to White", "handicap compensation to White", compensation_cell},
    {"handicap placement", "handicap placement", placement_cell},
    {"komi, even / handicap", "komi, even / handicap", komi_cell},
    {"handicap given as moves (read from a record)", NULL, moves_cell},
    {"an illegal move in a record", NULL, illegal_cell},
    {"end of game", NULL, end_cell},
};
#define FACTS (sizeof facts / sizeof facts[0])

/* docs/rules.md: a column per rule set, a row per point. */
static void side_by_side(FILE *out, const rules *const *all, size_t n)
{
  fputs("|", out);
  for (size_t i = 0; i < n; i++)
    fprintf(out, " | %s", rules_name(all[i]));
  fputs(" |\n|---", out);
  for (size_t i = 0; i < n; i++)
    fputs("|---", out);
  fputs("|\n", out);
  for (size_t f = 0; f < FACTS; f++) {
    fprintf(out, "| %s", facts[f].label);
    for (size_t i = 0; i < n; i++) {
      char cell[256];
      facts[f].cell(all[i], cell, sizeof cell);
      fprintf(out, " | %s", cell);
    }
    fputs(" |\n", out);
  }
}

/* README.md: a row per rule set, a column per point it shows. */
static void one_row_each(FILE *out, const rules *const *all, size_t n)
{
  fputs("| rule set", out);
  for (size_t f = 0; f < FACTS; f++)
    if (facts[f].readme)
      fprintf(out, " | %s", facts[f].readme);
  fputs(" |\n|---", out);
  for (size_t f = 0; f < FACTS; f++)
    if (facts[f].readme)
      fputs("|---", out);
  fputs("|\n", out);
  for (size_t i = 0; i < n; i++) {
    fprintf(out, "| %s", rules_name(all[i]));
    for (size_t f = 0; f < FACTS; f++) {
      if (!facts[f].readme)
        continue;
      char cell[256];
      facts[f].cell(all[i], cell, sizeof cell);
      fprintf(out, " | %s", cell);
    }
    fputs(" |\n", out);
  }
}

bool rules_table_print(FILE *out, const char *format)
{
  size_t n;
  const rules *const *all = rules_all(&n);
  if (strcmp(format, "rules") == 0)
    side_by_side(out, all, n);
  else if (strcmp(format, "readme") == 0)
    one_row_each(out, all, n);
  else
    return false;
  return true;
}
