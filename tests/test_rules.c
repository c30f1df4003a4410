/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rule-set tests: the registry, what each rule set does (one row of
 * expectations per rule set, as docs/rules.md gives the rules), and
 * legality through the game API (ko, superko, suicide, undo, switching
 * rules, komi).
 *
 * Every test that concerns all rule sets loops over the registry and looks
 * up the rule set's row in expectations[] below (tests/expectations.h): a
 * new rule set fails with "add expectations for <id>" until it has one.
 *
 * Positions are ASCII diagrams, one row per line from the top of the board:
 * 'X' black, 'O' white, '.' empty. Vertices are GTP-style: columns A..Z
 * without I from the left, rows counted from the bottom (A1 is the lower left
 * corner). The expected result of each test is written beside its diagram.
 */
#include <criterion/criterion.h>

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "diagram.h"
#include "expectations.h"
#include "hoshi/board.h"
#include "hoshi/game.h"
#include "hoshi/rules.h"
#include "hoshi/score.h"
#include "hoshi/sgf.h"

/* --- what each rule set does --------------------------------------------- */

/* One row per rule set: what it does on the diagrams of this file, named
 * by their sections below, and in a count (docs/rules.md). */
static const struct expectation {
  const char *id;
  const char *sgf_name; /* written as RU[], found again by rules_find */
  /* "suicide": black A5 (a lone stone without liberty) and black A1 (two
   * stones without liberty). */
  enum move_status lone_suicide, two_stone_suicide;
  /* "the ko rule": black E5 on an empty board, its position already in the
   * history as created by Black, or by White. */
  enum move_status made_by_black, made_by_white;
  /* "a triple ko": the sixth capture, white C2, recreates the start. */
  enum move_status triple_ko_sixth;
  /* "send two, return one": black B1 recreates a position White made. */
  enum move_status send_two_fifth;
  /* "situational": White retakes a ko after passing. */
  enum move_status retake_after_a_pass;
  /* A repetition the ko rule allows is reported (J89 art. 12). */
  bool reports_repetition;
  /* "counting": the totals of the seki with prisoners and passes, and the
   * pass stones each side receives. */
  double black_total, white_total;
  int pass_stones_to_black, pass_stones_to_white;
  bool white_passes_last;
  bool confirms_life_j89; /* art. 7-2: a ko retaken only after a pass for it */
  /* White's compensation for N >= 2 handicap stones is N - comp_less; -1:
   * none. */
  int comp_less;
  bool free_placement; /* handicap stones anywhere, not only on the star points */
  double komi, handicap_komi;
} expectations[] = {
    /* J89: simple ko (a longer repetition may end the game without
     * result), territory and prisoners, no points in seki, no
     * compensation, fixed placement. */
    {.id = "japanese",
     .sgf_name = "Japanese",
     .lone_suicide = MOVE_SUICIDE,
     .two_stone_suicide = MOVE_SUICIDE,
     .made_by_black = MOVE_LEGAL,
     .made_by_white = MOVE_LEGAL,
     .triple_ko_sixth = MOVE_LEGAL,
     .send_two_fifth = MOVE_LEGAL,
     .retake_after_a_pass = MOVE_KO,
     .reports_repetition = true,
     .black_total = 2,
     .white_total = 1,
     .confirms_life_j89 = true,
     .comp_less = -1,
     .komi = 6.5,
     .handicap_komi = 0.5},
    {.id = "chinese",
     .sgf_name = "Chinese",
     .lone_suicide = MOVE_SUICIDE,
     .two_stone_suicide = MOVE_SUICIDE,
     .made_by_black = MOVE_SUPERKO,
     .made_by_white = MOVE_SUPERKO,
     .triple_ko_sixth = MOVE_SUPERKO,
     .send_two_fifth = MOVE_SUPERKO,
     .retake_after_a_pass = MOVE_KO,
     .black_total = 14,
     .white_total = 10,
     .comp_less = 0,
     .free_placement = true,
     .komi = 7.5,
     .handicap_komi = 0.5},
    {.id = "aga",
     .sgf_name = "AGA",
     .lone_suicide = MOVE_SUICIDE,
     .two_stone_suicide = MOVE_SUICIDE,
     .made_by_black = MOVE_SUPERKO,
     .made_by_white = MOVE_LEGAL,
     .triple_ko_sixth = MOVE_SUPERKO,
     .send_two_fifth = MOVE_LEGAL,
     .retake_after_a_pass = MOVE_LEGAL,
     .black_total = 14,
     .white_total = 10,
     .pass_stones_to_black = 2,
     .pass_stones_to_white = 1,
     .white_passes_last = true,
     .comp_less = 1,
     .komi = 7.5,
     .handicap_komi = 0.5},
    {.id = "french",
     .sgf_name = "French",
     .lone_suicide = MOVE_SUICIDE,
     .two_stone_suicide = MOVE_SUICIDE,
     .made_by_black = MOVE_SUPERKO,
     .made_by_white = MOVE_LEGAL,
     .triple_ko_sixth = MOVE_SUPERKO,
     .send_two_fifth = MOVE_LEGAL,
     .retake_after_a_pass = MOVE_LEGAL,
     .black_total = 14,
     .white_total = 10,
     .pass_stones_to_black = 2,
     .pass_stones_to_white = 1,
     .comp_less = 1,
     .komi = 7.5,
     .handicap_komi = 0.5},
    /* NZ: suicide of several stones allowed, a lone stone's refused. */
    {.id = "nz",
     .sgf_name = "NZ",
     .lone_suicide = MOVE_SUICIDE,
     .two_stone_suicide = MOVE_LEGAL,
     .made_by_black = MOVE_SUPERKO,
     .made_by_white = MOVE_LEGAL,
     .triple_ko_sixth = MOVE_SUPERKO,
     .send_two_fifth = MOVE_LEGAL,
     .retake_after_a_pass = MOVE_LEGAL,
     .black_total = 14,
     .white_total = 10,
     .comp_less = -1,
     .free_placement = true,
     /* NZGA rules: komi 7, so a draw is possible; no komi with handicap. */
     .komi = 7,
     .handicap_komi = 0},
    /* Tromp-Taylor: suicide allowed, but a lone stone's suicide recolours
     * the board as it was, which positional superko refuses. */
    {.id = "tromp-taylor",
     .sgf_name = "Tromp-Taylor",
     .lone_suicide = MOVE_SUPERKO,
     .two_stone_suicide = MOVE_LEGAL,
     .made_by_black = MOVE_SUPERKO,
     .made_by_white = MOVE_SUPERKO,
     .triple_ko_sixth = MOVE_SUPERKO,
     .send_two_fifth = MOVE_SUPERKO,
     .retake_after_a_pass = MOVE_KO,
     .black_total = 14,
     .white_total = 10,
     .comp_less = -1,
     .free_placement = true,
     .komi = 7.5,
     .handicap_komi = 0.5},
    /* The capture game: simple ko, suicide forbidden, no komi; the game
     * ends at the N-th capture and is never counted (the count below is
     * what the switches would give, territory and prisoners, and is shown
     * nowhere). */
    {.id = "capture",
     .sgf_name = "Capture",
     .lone_suicide = MOVE_SUICIDE,
     .two_stone_suicide = MOVE_SUICIDE,
     .made_by_black = MOVE_LEGAL,
     .made_by_white = MOVE_LEGAL,
     .triple_ko_sixth = MOVE_LEGAL,
     .send_two_fifth = MOVE_LEGAL,
     .retake_after_a_pass = MOVE_KO,
     .black_total = 2,
     .white_total = 1,
     .comp_less = -1,
     .komi = 0,
     .handicap_komi = 0},
};

static const struct expectation *expected(const rules *r) { return EXPECTATIONS(expectations, r); }

static size_t n_rule_sets(void)
{
  size_t n;
  rules_all(&n);
  return n;
}

static const rules *rule_set(size_t i) { return rules_all(NULL)[i]; }

static const rules *by_id(const char *id)
{
  const rules *r = rules_find(id);
  cr_assert_not_null(r, "no rule set %s", id);
  cr_assert_str_eq(rules_id(r), id);
  return r;
}

/* Starts a game under r from a diagram, Black to move: the diagram becomes
 * the root's setup stones (AB, AW, PL[B]) and the start position enters the
 * history as created by White, the player who does not move first. */
static void game_from_diagram(game *g, const rules *r, int size, const char *diagram)
{
  cr_assert(game_init(g, size, r));
  board b;
  cr_assert(board_from_ascii(&b, size, diagram), "diagram refused:\n%s", diagram);
  cr_assert(game_set_position(g, &b));
  cr_assert_eq(g->rules, r);
  cr_assert_eq(game_move_number(g), 0);
  cr_assert_eq(g->history.count, 1);
  expect_board(&g->board, diagram);
}

static enum move_status play(game *g, enum color c, const char *vertex)
{
  return game_play(g, c, at(&g->board, vertex));
}

static enum move_status check(const game *g, enum color c, const char *vertex)
{
  return game_check(g, c, at(&g->board, vertex)).status;
}

static const char *status_name(enum move_status s) { return move_status_text(s); }

/* --- the registry -------------------------------------------------------- */

Test(registry, validates)
{
  hoshi_error fault = {0};
  cr_assert(rules_validate_registry(&fault), "%s", fault.message);
}

Test(registry, every_rule_set_has_expectations_and_names)
{
  size_t n = 0;
  const rules *const *all = rules_all(&n);
  cr_assert_gt(n, 0);
  for (size_t i = 0; i < n; i++) {
    const rules *r = all[i];
    expected(r);
    cr_assert_not_null(rules_id(r));
    cr_assert_not_null(rules_name(r));
    cr_assert_not_null(rules_summary(r));
    cr_assert_not_null(rules_kgs_name(r));
    cr_assert_gt(strlen(rules_short_name(r)), 0, "%s", rules_id(r));
    cr_assert_gt(strlen(rules_sentence_name(r)), 0, "%s", rules_id(r));
  }
  cr_assert_eq(rules_all(NULL), all);
  cr_assert_eq(rules_default(), all[0]);
  cr_assert_str_eq(rules_id(rules_default()), "japanese");
}

Test(registry, find_by_id_and_sgf_name)
{
  for (size_t i = 0; i < n_rule_sets(); i++) {
    const rules *r = rule_set(i);
    const struct expectation *e = expected(r);
    cr_assert_eq(rules_find(e->id), r, "%s", e->id);
    cr_assert_str_eq(rules_sgf_name(r), e->sgf_name);
    cr_assert_eq(rules_find(e->sgf_name), r, "%s", e->sgf_name);
  }
}

/* The scoring screen and hoshi --score compare a territory count and an
 * area count first: the first rule set of each kind in the registry. The
 * demonstrations each reach one rule set's count. */
Test(registry, references_and_demonstrations)
{
  cr_assert_str_eq(rules_id(rules_reference(SCORING_TERRITORY)), "japanese");
  cr_assert_str_eq(rules_id(rules_reference(SCORING_AREA)), "chinese");
  cr_assert(rules_counts_prisoners(rules_reference(SCORING_TERRITORY)));
  cr_assert(rules_counts_stones(rules_reference(SCORING_AREA)));
  cr_assert_str_eq(rules_id(rules_demonstrated(DEMO_JAPANESE)), "japanese");
  cr_assert_str_eq(rules_id(rules_demonstrated(DEMO_CHINESE)), "chinese");
  cr_assert_str_eq(rules_id(rules_demonstrated(DEMO_FRENCH)), "french");
  cr_assert_null(rules_demonstrated(DEMO_METHODS));
  cr_assert_null(rules_demonstrated((enum demo_method) - 1));
}

Test(registry, find_by_variant)
{
  static const struct {
    const char *name, *id;
  } variants[] = {
      {"Japanese", "japanese"},
      {"JAPANESE", "japanese"},
      {"jp", "japanese"},
      {"Japan", "japanese"},
      {"J89", "japanese"},
      {"Japanese 1989", "japanese"},
      {"Korean", "japanese"},
      {"Chinese", "chinese"},
      {"cn", "chinese"},
      {"China", "chinese"},
      {"AGA", "aga"},
      {"American", "aga"},
      {"French", "french"},
      {"fr", "french"},
      {"FFG", "french"},
      {"NZ", "nz"},
      {"New Zealand", "nz"},
      {"new_zealand", "nz"},
      {"Tromp-Taylor", "tromp-taylor"},
      {"tromp taylor", "tromp-taylor"},
      {"TT", "tromp-taylor"},
      {"tt", "tromp-taylor"},
      {"Tromp", "tromp-taylor"},
      {"logical", "tromp-taylor"},
  };
  for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++) {
    const rules *r = rules_find(variants[i].name);
    cr_assert_not_null(r, "%s not found", variants[i].name);
    cr_assert_str_eq(rules_id(r), variants[i].id, "%s", variants[i].name);
  }
}

Test(registry, unknown_names)
{
  static const char *const unknown[] = {
      "",
      "ing",
      "japanese rules",
      "chinese2",
      "tromp-taylor-x",
      "zealand",
      "a",
      "this name is far longer than any rule set name could ever be",
  };
  for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++)
    cr_assert_null(rules_find(unknown[i]), "'%s' was found", unknown[i]);
  cr_assert_null(rules_find(NULL));
}

Test(registry, switch_texts)
{
  cr_assert_str_neq(rules_ko_text(KO_SIMPLE), rules_ko_text(KO_POSITIONAL));
  cr_assert_str_neq(rules_ko_text(KO_POSITIONAL), rules_ko_text(KO_SITUATIONAL));
  cr_assert_str_neq(rules_ko_text(KO_SIMPLE), rules_ko_text(KO_SITUATIONAL));
  cr_assert_str_neq(rules_suicide_text(SUICIDE_FORBIDDEN), rules_suicide_text(SUICIDE_ALLOWED));
  cr_assert_str_neq(rules_suicide_text(SUICIDE_MULTI_STONE), rules_suicide_text(SUICIDE_ALLOWED));
  cr_assert_str_neq(rules_suicide_text(SUICIDE_FORBIDDEN), rules_suicide_text(SUICIDE_MULTI_STONE));
}

/* --- what the switches do ------------------------------------------------- */

/* The answers no diagram of this file shows: who passes last, J89's
 * confirmation (test_deadstones.c shows what it does to bent four in the
 * corner), and whether repetitions are reported, passes cost a stone and
 * handicap stones go anywhere (which the tests below also play out). */
Test(switches, answers_agree_with_the_expectations)
{
  for (size_t i = 0; i < n_rule_sets(); i++) {
    const rules *r = rule_set(i);
    const struct expectation *e = expected(r);
    cr_assert_eq(rules_reports_repetition(r), e->reports_repetition, "%s", e->id);
    cr_assert_eq(rules_white_passes_last(r), e->white_passes_last, "%s", e->id);
    cr_assert_eq(rules_confirms_life_j89(r), e->confirms_life_j89, "%s", e->id);
    cr_assert_eq(rules_counts_pass_stones(r), e->pass_stones_to_black > 0, "%s", e->id);
    cr_assert_eq(rules_allows_free_handicap(r), e->free_placement, "%s", e->id);
    /* The ko and suicide rules named as the diagrams show them. */
    enum ko_rule ko = e->made_by_black == MOVE_LEGAL     ? KO_SIMPLE
                      : e->made_by_white == MOVE_SUPERKO ? KO_POSITIONAL
                                                         : KO_SITUATIONAL;
    cr_assert_eq(rules_ko(r), ko, "%s: %s", e->id, rules_ko_name(r));
    enum suicide_rule suicide = e->two_stone_suicide != MOVE_LEGAL ? SUICIDE_FORBIDDEN
                                : e->lone_suicide == MOVE_SUICIDE  ? SUICIDE_MULTI_STONE
                                                                   : SUICIDE_ALLOWED;
    cr_assert_eq(rules_suicide(r), suicide, "%s: %s", e->id, rules_suicide_text(rules_suicide(r)));
  }
}

Test(switches, handicap_compensation)
{
  for (size_t i = 0; i < n_rule_sets(); i++) {
    const rules *r = rule_set(i);
    const struct expectation *e = expected(r);
    cr_assert_eq(rules_handicap_compensation(r, 0), 0, "%s", e->id);
    cr_assert_eq(rules_handicap_compensation(r, 1), 0, "%s", e->id);
    for (int n = 2; n <= 9; n++) {
      int want = e->comp_less < 0 ? 0 : n - e->comp_less;
      cr_assert_eq(rules_handicap_compensation(r, n), want, "%s with %d stones", e->id, n);
    }
  }
  /* Spelled out for four stones: J 0, C 4, AGA 3, French 3, NZ 0, TT 0. */
  cr_assert_eq(rules_handicap_compensation(by_id("japanese"), 4), 0);
  cr_assert_eq(rules_handicap_compensation(by_id("chinese"), 4), 4);
  cr_assert_eq(rules_handicap_compensation(by_id("aga"), 4), 3);
  cr_assert_eq(rules_handicap_compensation(by_id("french"), 4), 3);
  cr_assert_eq(rules_handicap_compensation(by_id("nz"), 4), 0);
  cr_assert_eq(rules_handicap_compensation(by_id("tromp-taylor"), 4), 0);
}

Test(switches, default_komi)
{
  for (size_t i = 0; i < n_rule_sets(); i++) {
    const rules *r = rule_set(i);
    const struct expectation *e = expected(r);
    cr_assert_float_eq(rules_default_komi(r, 0), e->komi, 1e-9, "%s", e->id);
    for (int n = 2; n <= 9; n++)
      cr_assert_float_eq(rules_default_komi(r, n), e->handicap_komi, 1e-9, "%s with %d stones",
                         e->id, n);
    /* A new game starts with the even-game komi. */
    game g;
    cr_assert(game_init(&g, 9, r));
    cr_assert_float_eq(g.komi, e->komi, 1e-9, "%s", e->id);
    game_deinit(&g);
  }
}

Test(switches, handicap_placement_through_the_game)
{
  /* Three stones on 9x9 off the star points: only free placement takes them. */
  for (size_t i = 0; i < n_rule_sets(); i++) {
    const struct expectation *e = expected(rule_set(i));
    game g;
    cr_assert(game_init(&g, 9, rule_set(i)));
    const point points[3] = {at(&g.board, "A1"), at(&g.board, "E5"), at(&g.board, "J9")};
    hoshi_error why = {0};
    bool ok = game_free_handicap(&g, points, 3, &why);
    cr_assert_eq(ok, e->free_placement, "%s", e->id);
    if (!ok)
      cr_assert(why.message[0]);
    else
      cr_assert_eq(game_to_move(&g), COLOR_WHITE);
    game_deinit(&g);
  }
}

/* --- the ko rule ---------------------------------------------------------- */

Test(switches, check_move_uses_the_ko_rule)
{
  /* The history holds the position after black E5 on an empty 5x5 board, as
   * created by Black or by White. Simple ko ignores the history; positional
   * superko refuses either; situational only the one Black created. */
  board b;
  cr_assert(board_init(&b, 5));
  point e5 = at(&b, "E5");
  uint64_t after = b.hash ^ board_zobrist(COLOR_BLACK, e5);
  for (size_t i = 0; i < n_rule_sets(); i++) {
    const rules *r = rule_set(i);
    const struct expectation *e = expected(r);
    board_history h;
    cr_assert(board_history_init(&h, 4));
    cr_assert(board_history_add(&h, rules_history_key(r, after, COLOR_BLACK)));
    cr_assert_eq(rules_check_move(r, &b, COLOR_BLACK, e5, &h).status, e->made_by_black, "%s",
                 e->id);
    board_history_truncate(&h, 0);
    cr_assert(board_history_add(&h, rules_history_key(r, after, COLOR_WHITE)));
    cr_assert_eq(rules_check_move(r, &b, COLOR_BLACK, e5, &h).status, e->made_by_white, "%s",
                 e->id);
    cr_assert_eq(rules_check_move(r, &b, COLOR_BLACK, e5, NULL).status, MOVE_LEGAL);
    board_history_deinit(&h);
  }
}

/* --- counting ------------------------------------------------------------- */

/* The seki of test_score.c (one eye each, C1 the shared liberty), with
 * Black holding 2 prisoners and White 1; each passed once, and Black
 * played the last stone:
 *   5 X X X O O
 *   4 X X X O O      Territory and prisoners (J89: the eyes of a seki are
 *   3 X X X O O      no territory, art. 8): Black 0 + 2, White 0 + 1.
 *   2 X X X O O      Area (stones and the empty points reaching one
 *   1 . X . O .      colour): Black 13 + 1, White 9 + 1.
 *     A B C D E      With pass stones Black receives 2 (White's pass and
 * the stone for Black's last move) and White 1 (Black's pass); they do not
 * change an area total. */
Test(counting, seki_prisoners_and_passes)
{
  board b;
  load(&b, 5,
       "X X X O O\n"
       "X X X O O\n"
       "X X X O O\n"
       "X X X O O\n"
       ". X . O .\n");
  b.captures[COLOR_BLACK] = 2;
  b.captures[COLOR_WHITE] = 1;
  score_input in = {.board = &b, .komi = 0, .passes = {0, 1, 1}, .last_mover = COLOR_BLACK};
  for (size_t i = 0; i < n_rule_sets(); i++) {
    const rules *r = rule_set(i);
    const struct expectation *e = expected(r);
    score s;
    cr_assert(score_count(&in, r, &s));
    cr_expect_float_eq(s.side[COLOR_BLACK].total, e->black_total, 1e-9, "%s: Black %g", e->id,
                       s.side[COLOR_BLACK].total);
    cr_expect_float_eq(s.side[COLOR_WHITE].total, e->white_total, 1e-9, "%s: White %g", e->id,
                       s.side[COLOR_WHITE].total);
    cr_expect_eq(s.side[COLOR_BLACK].pass_stones, e->pass_stones_to_black, "%s", e->id);
    cr_expect_eq(s.side[COLOR_WHITE].pass_stones, e->pass_stones_to_white, "%s", e->id);
  }
}

/* --- a triple ko --------------------------------------------------------- */

/* Three kos between a black wall (column B) and a white wall (column E);
 * the walls have 7 liberties each on columns A and F and are never in
 * danger. Black to move. */
static const char *const triple_ko_start = ". X X O O . .\n"  /* 7                        */
                                           ". X O . O . .\n"  /* 6 ko 1: Black takes at D6 */
                                           ". X X O O . .\n"  /* 5                        */
                                           ". X . X O . .\n"  /* 4 ko 2: White takes at C4 */
                                           ". X X O O . .\n"  /* 3                        */
                                           ". X O . O . .\n"  /* 2 ko 3: Black takes at D2 */
                                           ". X X O O . .\n"; /* 1                        */
/* The cycle, each move a capture of one stone in a ko other than the one
 * just taken:
 *   1 B D6 takes C6   2 W C4 takes D4   3 B D2 takes C2
 *   4 W C6 takes D6   5 B D4 takes C4   6 W C2 takes D2
 * after which the board is the start position again, with Black to move.
 * No position in between repeats. */
static const struct {
  enum color color;
  const char *vertex, *ko;
} triple_ko_cycle[6] = {
    {COLOR_BLACK, "D6", "C6"}, {COLOR_WHITE, "C4", "D4"}, {COLOR_BLACK, "D2", "C2"},
    {COLOR_WHITE, "C6", "D6"}, {COLOR_BLACK, "D4", "C4"}, {COLOR_WHITE, "C2", "D2"},
};
/* After moves 1-5: ko 1 is White's again, kos 2 and 3 are Black's. */
static const char *const triple_ko_after_5 = ". X X O O . .\n"
                                             ". X O . O . .\n"
                                             ". X X O O . .\n"
                                             ". X . X O . .\n"
                                             ". X X O O . .\n"
                                             ". X . X O . .\n"
                                             ". X X O O . .\n";

static void play_triple_ko(game *g, int n)
{
  for (int i = 0; i < n; i++) {
    enum move_status s = play(g, triple_ko_cycle[i].color, triple_ko_cycle[i].vertex);
    cr_assert_eq(s, MOVE_LEGAL, "%s: move %d (%s): %s", rules_id(g->rules), i + 1,
                 triple_ko_cycle[i].vertex, status_name(s));
    cr_assert_eq(g->board.ko, at(&g->board, triple_ko_cycle[i].ko), "%s: move %d",
                 rules_id(g->rules), i + 1);
  }
}

/* Plays the cycle under rule set id; the sixth capture (white C2) gives
 * sixth: legal under simple ko, refused by both kinds of superko (White
 * recreates the start, which counts as created by White). */
/* Plays the cycle under r; the sixth capture (white C2) is legal under
 * simple ko, and refused by both kinds of superko (White recreates the
 * start, which counts as created by White). */
static void triple_ko(const rules *r)
{
  const struct expectation *e = expected(r);
  enum move_status sixth = e->triple_ko_sixth;
  const char *id = e->id;
  game g;
  game_from_diagram(&g, r, 7, triple_ko_start);
  play_triple_ko(&g, 5);
  expect_board(&g.board, triple_ko_after_5);
  cr_assert_eq(game_captures(&g, COLOR_BLACK), 3);
  cr_assert_eq(game_captures(&g, COLOR_WHITE), 2);
  cr_assert_eq(game_repetition(&g), 0);

  cr_assert_eq(check(&g, COLOR_WHITE, "C2"), sixth, "%s: %s", id, status_name(sixth));
  cr_assert_eq(play(&g, COLOR_WHITE, "C2"), sixth, "%s", id);
  if (sixth == MOVE_LEGAL) {
    expect_board(&g.board, triple_ko_start);
    cr_assert_eq(game_move_number(&g), 6);
    cr_assert(g.path[6].repeats);
    cr_assert_eq(game_captures(&g, COLOR_WHITE), 3);
    cr_assert_eq(game_to_move(&g), COLOR_BLACK);
    cr_assert_eq(game_repetition(&g), e->reports_repetition ? 6 : 0, "%s", id);
  } else {
    expect_board(&g.board, triple_ko_after_5);
    cr_assert_eq(game_move_number(&g), 5);
    cr_assert_eq(game_captures(&g, COLOR_WHITE), 2);
    cr_assert_eq(game_to_move(&g), COLOR_WHITE);
    cr_assert_eq(game_repetition(&g), 0);
  }
  game_deinit(&g);
}

Test(triple_ko, under_every_rule_set)
{
  for (size_t i = 0; i < n_rule_sets(); i++)
    triple_ko(rule_set(i));
}

/* J89 art. 12: the repetition is reported at move 6, the first move that
 * recreates an earlier position, and still at move 6 when Black goes round
 * once more (black D6, move 7, repeats the position after 1 too); undoing
 * the repeating moves clears the report. */
Test(triple_ko, a_reported_repetition_is_reported_again_and_undone)
{
  int reporting = 0;
  for (size_t i = 0; i < n_rule_sets(); i++) {
    const rules *r = rule_set(i);
    const struct expectation *e = expected(r);
    if (!e->reports_repetition)
      continue;
    cr_assert_eq(e->triple_ko_sixth, MOVE_LEGAL, "%s reports repetitions it refuses", e->id);
    reporting++;
    game g;
    game_from_diagram(&g, r, 7, triple_ko_start);
    play_triple_ko(&g, 6);
    cr_assert_eq(game_repetition(&g), 6, "%s", e->id);
    cr_assert_eq(play(&g, COLOR_BLACK, "D6"), MOVE_LEGAL, "%s", e->id);
    cr_assert(g.path[7].repeats, "%s", e->id);
    cr_assert_eq(game_repetition(&g), 6, "%s: the first repeating move is named", e->id);
    cr_assert(game_truncate(&g, 6));
    cr_assert_eq(game_repetition(&g), 6, "%s", e->id);
    cr_assert(game_truncate(&g, 5));
    cr_assert_eq(game_repetition(&g), 0, "%s", e->id);
    game_deinit(&g);
  }
  cr_assert_gt(reporting, 0, "no rule set reports repetitions: the test checks nothing");
}

/* --- J89 art. 12 is said only of a real repetition ------------------------ */

/* Opens the first game of well-formed SGF text into g, at its start. */
static void open_record(game *g, const char *text)
{
  hoshi_error err = {0};
  sgf_collection *c = sgf_parse(text, strlen(text), &err);
  cr_assert_not_null(c, "the test's SGF is malformed: %s", err.message);
  hoshi_error why = {0};
  memset(g, 0, sizeof *g);
  cr_assert(game_load(g, c, 0, NULL, &why), "game_load refused: %s", why.message);
}

/* A J89 record whose moves are kept as they fell, an illegal suicide among
 * them, with a ko in the lower right. Black to move:
 *
 *   X O . . . . .  7   black A6 (move 1) joins A7 and leaves both without
 *   . O . . . . .  6   liberty, capturing nothing: a two-stone suicide,
 *   O . . . . . .  5   illegal (art. 4), kept and played as it falls (A7
 *   . . . . . . .  4   and A6 removed, position Q)
 *   . . . . X O .  3
 *   . . . X O . O  2   the ko: black F2 takes E2, white E2 takes F2
 *   . . . . X O .  1
 *   A B C D E F G
 *
 *   1 B A6 suicide (Q)   2 W pass   3 B F2 takes (P)   4 W pass   5 B pass
 *   6 W E2 takes: Q again, but Q was left by an illegal move, so nothing
 *     repeats (an illegal move never starts a cycle)
 *   7 B pass   8 W pass   9 B F2 takes: P, left by move 3: the first real
 *     repetition   10 W pass   11 B pass   12 W E2 takes: Q, left by
 *     move 6, repeats too
 *   13 B F2 at once: an illegal ko retake; P on the board once more, but
 *     an illegal move never closes a cycle either. */
static const char *const suicide_then_ko =
    "(;GM[1]FF[4]SZ[7]RU[Japanese]KM[6.5]PL[B]AB[aa][ee][df][eg]AW[ba][bb][ac][fe][ef][gf][fg]"
    ";B[ab];W[];B[ff];W[];B[];W[ef];B[];W[];B[ff];W[];B[];W[ef];B[ff])";
static const char *const suicide_then_ko_q = ". O . . . . .\n"
                                             ". O . . . . .\n"
                                             "O . . . . . .\n"
                                             ". . . . . . .\n"
                                             ". . . . X O .\n"
                                             ". . . X O . O\n"
                                             ". . . . X O .\n";
static const char *const suicide_then_ko_p = ". O . . . . .\n"
                                             ". O . . . . .\n"
                                             "O . . . . . .\n"
                                             ". . . . . . .\n"
                                             ". . . . X O .\n"
                                             ". . . X . X O\n"
                                             ". . . . X O .\n";

Test(repetition, an_illegal_suicide_repeats_no_position)
{
  game g;
  open_record(&g, suicide_then_ko);
  cr_assert(game_goto_move(&g, 1));
  expect_board(&g.board, suicide_then_ko_q);
  cr_assert_eq(game_current_step(&g)->status, MOVE_SUICIDE);
  cr_assert_eq(game_captures(&g, COLOR_WHITE), 2, "the two stones went to White");
  cr_assert_not(game_current_step(&g)->repeats, "the suicide recreates no position");
  cr_assert_eq(game_repetition(&g), 0, "no art. 12 after an illegal suicide");
  game_illegal il;
  cr_assert(game_first_illegal(&g, &il));
  cr_assert_eq(il.move_number, 1);
  cr_assert_eq(il.status, MOVE_SUICIDE);
  cr_assert_eq(game_illegal_winner(&g, &il), COLOR_WHITE, "art. 14: Black loses");

  cr_assert(game_goto_move(&g, 6));
  expect_board(&g.board, suicide_then_ko_q);
  cr_assert_eq(game_current_step(&g)->status, MOVE_LEGAL);
  cr_assert_not(game_current_step(&g)->repeats, "Q was left by an illegal move only");
  cr_assert_eq(game_repetition(&g), 0);

  cr_assert(game_goto_move(&g, 9));
  expect_board(&g.board, suicide_then_ko_p);
  cr_assert(game_current_step(&g)->repeats, "move 3 left P");
  cr_assert_eq(game_repetition(&g), 9);

  cr_assert(game_goto_move(&g, 12));
  expect_board(&g.board, suicide_then_ko_q);
  cr_assert(game_current_step(&g)->repeats, "move 6 left Q");
  cr_assert_eq(game_repetition(&g), 9, "the first repeating move is named, not the latest");

  cr_assert(game_goto_move(&g, 13));
  expect_board(&g.board, suicide_then_ko_p);
  cr_assert_eq(game_current_step(&g)->status, MOVE_KO);
  cr_assert_not(game_current_step(&g)->repeats, "an illegal retake closes no cycle");
  cr_assert_eq(game_repetition(&g), 9);
  game_deinit(&g);
}

/* --- positional and situational superko differ --------------------------- */

/* "Send two, return one" on the lower edge. Black to move.
 *   1 B A5, 2 W E5: neutral moves; White's E5 creates the position P.
 *   3 B C1: B1 C1 is in atari (its last liberty is A1).
 *   4 W A1: takes 2 (B1 C1); no ko point, since 2 stones were taken.
 *   5 B B1: takes 1 (A1, whose only liberty was B1) and the board is P
 *     again. P was created by White's play (move 2), never by Black's.
 * Positional superko (Chinese, Tromp-Taylor) forbids move 5; situational
 * superko (AGA, French, NZ) allows it: Black does not give the board a
 * state he has already given it. Japanese allows it and reports it. */
static const char *const send_two_start = ". . . . .\n"
                                          ". . . . .\n"
                                          "X . . . .\n"  /* A3 A2: liberties A4 B3 A1 */
                                          "X O O O .\n"  /* B2 C2 D2 D1: 5 liberties  */
                                          ". X . O .\n"; /* B1: liberties A1 C1       */
static const char *const send_two_after_4 = "X . . . O\n"
                                            ". . . . .\n"
                                            "X . . . .\n"
                                            "X O O O .\n"
                                            "O . . O .\n";
static const char *const send_two_p = "X . . . O\n"
                                      ". . . . .\n"
                                      "X . . . .\n"
                                      "X O O O .\n"
                                      ". X . O .\n";

static void send_two_return_one(const rules *r)
{
  const struct expectation *e = expected(r);
  enum move_status fifth = e->send_two_fifth;
  const char *id = e->id;
  game g;
  game_from_diagram(&g, r, 5, send_two_start);
  cr_assert_eq(play(&g, COLOR_BLACK, "A5"), MOVE_LEGAL, "%s", id);
  cr_assert_eq(play(&g, COLOR_WHITE, "E5"), MOVE_LEGAL, "%s", id);
  expect_board(&g.board, send_two_p);
  cr_assert_eq(play(&g, COLOR_BLACK, "C1"), MOVE_LEGAL, "%s", id);
  cr_assert_eq(play(&g, COLOR_WHITE, "A1"), MOVE_LEGAL, "%s", id);
  expect_board(&g.board, send_two_after_4);
  cr_assert_eq(game_captures(&g, COLOR_WHITE), 2);
  cr_assert_eq(g.board.ko, POINT_NONE);

  cr_assert_eq(check(&g, COLOR_BLACK, "B1"), fifth, "%s: %s", id, status_name(fifth));
  cr_assert_eq(play(&g, COLOR_BLACK, "B1"), fifth, "%s", id);
  if (fifth == MOVE_LEGAL) {
    expect_board(&g.board, send_two_p);
    cr_assert_eq(game_captures(&g, COLOR_BLACK), 1);
    cr_assert_eq(game_move_number(&g), 5);
  } else {
    expect_board(&g.board, send_two_after_4);
    cr_assert_eq(game_move_number(&g), 4);
  }
  /* Only a rule set that reports repetitions does (J89 art. 12). */
  cr_assert_eq(game_repetition(&g), e->reports_repetition ? 5 : 0, "%s", id);
  game_deinit(&g);
}

Test(superko_kind, under_every_rule_set)
{
  for (size_t i = 0; i < n_rule_sets(); i++)
    send_two_return_one(rule_set(i));
}

/* --- suicide ------------------------------------------------------------- */

/* A5: a lone black stone there has no liberty (single-stone suicide).
 * A1: it would join A2 and leave A1 A2 without liberty (two-stone suicide).
 * No white chain touching A5 or A1 is in atari. */
static const char *const suicide_start = ". O . . .\n"
                                         "O . . . .\n"
                                         "O . . . .\n"
                                         "X O . . .\n"
                                         ". O . . .\n";
/* After black A1 where several-stone suicide is allowed: A1 and A2 are
 * removed and White holds 2 prisoners. */
static const char *const suicide_after = ". O . . .\n"
                                         "O . . . .\n"
                                         "O . . . .\n"
                                         ". O . . .\n"
                                         ". O . . .\n";

static void suicide(const rules *r)
{
  const struct expectation *e = expected(r);
  enum move_status lone = e->lone_suicide, two = e->two_stone_suicide;
  const char *id = e->id;
  game g;
  game_from_diagram(&g, r, 5, suicide_start);
  cr_assert_eq(play(&g, COLOR_BLACK, "A5"), lone, "%s lone stone", id);
  expect_board(&g.board, suicide_start);
  cr_assert_eq(game_move_number(&g), 0);
  cr_assert_eq(play(&g, COLOR_BLACK, "A1"), two, "%s two stones", id);
  if (two == MOVE_LEGAL) {
    expect_board(&g.board, suicide_after);
    cr_assert_eq(game_captures(&g, COLOR_WHITE), 2);
    cr_assert_eq(game_captures(&g, COLOR_BLACK), 0);
    cr_assert_eq(game_move_number(&g), 1);
    cr_assert_eq(game_to_move(&g), COLOR_WHITE);
    /* The lone stone is still refused in the new position. */
    cr_assert_eq(check(&g, COLOR_BLACK, "A5"), lone);
  } else {
    expect_board(&g.board, suicide_start);
    cr_assert_eq(game_move_number(&g), 0);
    cr_assert_eq(game_captures(&g, COLOR_WHITE), 0);
  }
  game_deinit(&g);
}

/* Forbidden under J89 (art. 4), the Chinese, AGA and French rules; NZ
 * allows the suicide of several stones only; Tromp-Taylor allows suicide,
 * but a lone stone's suicide recolours the board as it was. */
Test(suicide, under_every_rule_set)
{
  for (size_t i = 0; i < n_rule_sets(); i++)
    suicide(rule_set(i));
}

Test(suicide, capturing_is_never_suicide)
{
  /* Black A1 fills the last liberty of A2 B2 but takes B1 (whose last
   * liberty is A1): legal under every rule set, 1 prisoner, no ko. */
  static const char *const start = ". . . . .\n"
                                   ". . . . .\n"
                                   "O O O . .\n"
                                   "X X O . .\n"
                                   ". O X . .\n";
  for (size_t i = 0; i < n_rule_sets(); i++) {
    game g;
    game_from_diagram(&g, rule_set(i), 5, start);
    cr_assert_eq(play(&g, COLOR_BLACK, "A1"), MOVE_LEGAL, "%s", rules_id(rule_set(i)));
    expect_board(&g.board, ". . . . .\n"
                           ". . . . .\n"
                           "O O O . .\n"
                           "X X O . .\n"
                           "X . X . .\n");
    cr_assert_eq(game_captures(&g, COLOR_BLACK), 1);
    cr_assert_eq(g.board.ko, POINT_NONE);
    game_deinit(&g);
  }
}

/* --- undo ---------------------------------------------------------------- */

Test(undo, ko_capture_is_legal_again_after_undo)
{
  for (size_t i = 0; i < n_rule_sets(); i++) {
    const char *id = rules_id(rule_set(i));
    game g;
    game_from_diagram(&g, rule_set(i), 7, triple_ko_start);
    cr_assert_eq(play(&g, COLOR_BLACK, "D6"), MOVE_LEGAL, "%s", id);
    cr_assert_eq(check(&g, COLOR_WHITE, "C6"), MOVE_KO, "%s", id);
    cr_assert_eq(g.history.count, 2);

    cr_assert(game_undo(&g));
    expect_board(&g.board, triple_ko_start);
    cr_assert_eq(game_move_number(&g), 0);
    cr_assert_eq(g.history.count, 1);
    cr_assert_eq(g.board.ko, POINT_NONE);
    cr_assert_eq(game_captures(&g, COLOR_BLACK), 0);
    cr_assert_eq(game_to_move(&g), COLOR_BLACK);
    /* The same capture again: were its position still in the history, the
     * superko rule sets would refuse it. */
    cr_assert_eq(play(&g, COLOR_BLACK, "D6"), MOVE_LEGAL, "%s", id);

    /* Undo restores the ko point too: after W C4 (ko at D4 for Black),
     * undoing it gives White back the ban at C6. */
    cr_assert_eq(play(&g, COLOR_WHITE, "C4"), MOVE_LEGAL, "%s", id);
    cr_assert_eq(check(&g, COLOR_BLACK, "D4"), MOVE_KO, "%s", id);
    cr_assert(game_undo(&g));
    cr_assert_eq(g.board.ko, at(&g.board, "C6"));
    cr_assert_eq(check(&g, COLOR_WHITE, "C6"), MOVE_KO, "%s", id);
    game_deinit(&g);
  }
}

Test(undo, replaying_an_undone_move_is_not_a_repetition)
{
  for (size_t i = 0; i < n_rule_sets(); i++) {
    const char *id = rules_id(rule_set(i));
    game g;
    game_from_diagram(&g, rule_set(i), 7, triple_ko_start);
    play_triple_ko(&g, 5);
    size_t keys = g.history.count;
    cr_assert(game_undo(&g));
    cr_assert_eq(g.history.count, keys - 1);
    cr_assert_eq(play(&g, COLOR_BLACK, "D4"), MOVE_LEGAL, "%s", id);
    cr_assert_not(g.path[5].repeats);
    expect_board(&g.board, triple_ko_after_5);
    game_deinit(&g);
  }
}

Test(undo, truncate_to_the_start)
{
  for (size_t i = 0; i < n_rule_sets(); i++) {
    game g;
    game_from_diagram(&g, rule_set(i), 7, triple_ko_start);
    play_triple_ko(&g, 4);
    cr_assert_eq(game_play(&g, COLOR_BLACK, POINT_PASS), MOVE_LEGAL);
    cr_assert_not(game_truncate(&g, 6));
    cr_assert_eq(game_move_number(&g), 5);
    cr_assert(game_truncate(&g, 5)); /* no change */
    cr_assert_eq(game_move_number(&g), 5);
    cr_assert(game_truncate(&g, 0));
    expect_board(&g.board, triple_ko_start);
    cr_assert_eq(game_move_number(&g), 0);
    cr_assert_eq(g.history.count, 1);
    board root;
    game_root_position(&g, &root);
    cr_assert_eq(g.board.hash, root.hash);
    cr_assert_eq(g.board.ko, POINT_NONE);
    cr_assert_eq(g.board.passes, 0);
    cr_assert_eq(game_captures(&g, COLOR_BLACK), 0);
    cr_assert_eq(game_captures(&g, COLOR_WHITE), 0);
    cr_assert_eq(game_to_move(&g), COLOR_BLACK);
    cr_assert_not(game_undo(&g));
    /* The whole cycle plays again from the start. */
    play_triple_ko(&g, 5);
    game_deinit(&g);
  }
}

/* --- switching rules ----------------------------------------------------- */

Test(set_rules, history_is_rebuilt_for_the_new_ko_rule)
{
  game g;
  game_from_diagram(&g, by_id("japanese"), 7, triple_ko_start);
  play_triple_ko(&g, 6); /* legal under simple ko: the start is back */
  expect_board(&g.board, triple_ko_start);
  /* Black D6 would recreate the position after move 1 (created by Black). */
  cr_assert_eq(check(&g, COLOR_BLACK, "D6"), MOVE_LEGAL);

  game_set_rules(&g, by_id("chinese"));
  cr_assert_eq(game_move_number(&g), 6); /* the moves stay, even the one Chinese forbids */
  expect_board(&g.board, triple_ko_start);
  cr_assert_eq(check(&g, COLOR_BLACK, "D6"), MOVE_SUPERKO);
  cr_assert_eq(play(&g, COLOR_BLACK, "D6"), MOVE_SUPERKO);
  cr_assert_eq(game_move_number(&g), 6);
  cr_assert_eq(game_repetition(&g), 0); /* only Japanese reports repetitions */

  game_set_rules(&g, by_id("aga"));
  cr_assert_eq(check(&g, COLOR_BLACK, "D6"), MOVE_SUPERKO);

  game_set_rules(&g, NULL); /* the default: Japanese */
  cr_assert_str_eq(rules_id(g.rules), "japanese");
  cr_assert_eq(check(&g, COLOR_BLACK, "D6"), MOVE_LEGAL);
  cr_assert_eq(game_repetition(&g), 6);
  game_deinit(&g);
}

Test(set_rules, switch_before_the_repeating_move)
{
  game g;
  game_from_diagram(&g, by_id("japanese"), 7, triple_ko_start);
  play_triple_ko(&g, 5);
  cr_assert_eq(check(&g, COLOR_WHITE, "C2"), MOVE_LEGAL);
  game_set_rules(&g, by_id("chinese"));
  cr_assert_eq(play(&g, COLOR_WHITE, "C2"), MOVE_SUPERKO);
  cr_assert_eq(game_move_number(&g), 5);
  expect_board(&g.board, triple_ko_after_5);
  game_deinit(&g);
}

Test(set_rules, situational_keys_are_rebuilt_with_their_creators)
{
  /* The "send two, return one" game after 4 moves: Black's B1 is allowed
   * by situational rules only; the rebuilt history must know who created
   * each position. */
  game g;
  game_from_diagram(&g, by_id("aga"), 5, send_two_start);
  cr_assert_eq(play(&g, COLOR_BLACK, "A5"), MOVE_LEGAL);
  cr_assert_eq(play(&g, COLOR_WHITE, "E5"), MOVE_LEGAL);
  cr_assert_eq(play(&g, COLOR_BLACK, "C1"), MOVE_LEGAL);
  cr_assert_eq(play(&g, COLOR_WHITE, "A1"), MOVE_LEGAL);
  cr_assert_eq(check(&g, COLOR_BLACK, "B1"), MOVE_LEGAL);
  game_set_rules(&g, by_id("tromp-taylor"));
  cr_assert_eq(check(&g, COLOR_BLACK, "B1"), MOVE_SUPERKO);
  game_set_rules(&g, by_id("nz"));
  cr_assert_eq(check(&g, COLOR_BLACK, "B1"), MOVE_LEGAL);
  game_set_rules(&g, by_id("french"));
  cr_assert_eq(play(&g, COLOR_BLACK, "B1"), MOVE_LEGAL);
  expect_board(&g.board, send_two_p);
  game_deinit(&g);
}

/* --- komi ---------------------------------------------------------------- */

Test(komi, accepted_and_refused)
{
  game g;
  cr_assert(game_init(&g, 19, NULL));
  /* Any number is a komi, as GTP's komi requires: whole, half, the quarter
   * points of declared komi (the mean of two bids), odd fractions, more
   * than the board holds. What a person types is checked by komi_parse. */
  static const double good[] = {6.5,  7,   0,   -3.5,  0.5,  361,   -361, 7.25,
                                6.75, 6.3, 7.1, 6.125, 1000, -1000, 361.5};
  for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
    hoshi_error why = {0};
    cr_assert(game_set_komi(&g, good[i], &why), "%g refused: %s", good[i], why.message);
    cr_assert_float_eq(g.komi, good[i], 1e-12);
  }
  cr_assert(game_set_komi(&g, 6.5, NULL));
  const double bad[] = {NAN, INFINITY, -INFINITY};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    hoshi_error why = {0};
    cr_assert_not(game_set_komi(&g, bad[i], &why), "%g accepted", bad[i]);
    cr_assert(why.message[0], "%g refused without a reason", bad[i]);
    cr_assert_gt(strlen(why.message), 0);
    cr_assert_float_eq(g.komi, 6.5, 1e-12, "a refused komi changed the komi");
    cr_assert_not(game_set_komi(&g, bad[i], NULL));
  }
  game_deinit(&g);
}

/* A komi larger than the board is still a komi: the count uses it (a
 * record's is noted when it is read: test_game_tree.c). */
Test(komi, larger_than_the_board_is_counted)
{
  game g;
  cr_assert(game_init(&g, 9, NULL));
  hoshi_error why = {0};
  cr_assert(game_set_komi(&g, 100, &why), "%s", why.message);
  score_input in;
  game_score_input(&g, &in);
  score s;
  cr_assert(score_count(&in, g.rules, &s));
  cr_expect_float_eq(s.side[COLOR_WHITE].komi, 100, 1e-9);
  cr_expect_str_eq(s.result, "W+100", "an empty board and komi 100");
  game_deinit(&g);
}

/* Situational superko counts only the positions a player made by a play
 * (the French text: "a player may not give the board a state he has
 * already given it"); a pass makes none. Here White passes after Black's
 * A1, then Black takes the ko at D3:
 *
 *   X . . . .   5
 *   . . X O .   4
 *   . X . X O   3      White's retake at C3 gives back the position Black
 *   . . X O .   2      made with A1: legal under AGA, French and NZ; under
 *   X . . . .   1      simple ko and positional superko it is a ko.
 *   A B C D E
 */
Test(situational, a_pass_lets_the_ko_be_retaken)
{
  for (size_t i = 0; i < n_rule_sets(); i++) {
    const rules *r = rule_set(i);
    const struct expectation *e = expected(r);
    game g;
    cr_assert(game_init(&g, 5, r));
    const char *moves[] = {"C4", "D4", "B3", "E3", "C2", "D2", "A5", "C3", "A1"};
    for (size_t m = 0; m < sizeof moves / sizeof moves[0]; m++)
      cr_assert_eq(play(&g, m % 2 ? COLOR_WHITE : COLOR_BLACK, moves[m]), MOVE_LEGAL, "%s",
                   moves[m]);
    cr_assert_eq(game_play(&g, COLOR_WHITE, POINT_PASS), MOVE_LEGAL);
    cr_assert_eq(play(&g, COLOR_BLACK, "D3"), MOVE_LEGAL);
    expect_board(&g.board, "X . . . .\n"
                           ". . X O .\n"
                           ". X . X O\n"
                           ". . X O .\n"
                           "X . . . .\n");
    enum move_status want = e->retake_after_a_pass;
    cr_assert_eq(play(&g, COLOR_WHITE, "C3"), want, "%s", e->id);
    if (want == MOVE_LEGAL)
      expect_board(&g.board, "X . . . .\n"
                             ". . X O .\n"
                             ". X O . O\n"
                             ". . X O .\n"
                             "X . . . .\n");
    game_deinit(&g);
  }
}
