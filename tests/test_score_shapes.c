/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Counting shapes and worked counts (issue 4): seki with a false eye, dead
 * stones inside a seki (J89 art. 10), dead shapes marked by hand, the counts
 * worked out in docs/rules.md, handicap compensation under every
 * rule set, and pass stones read from a game record. Every number below is
 * worked out by hand from the diagram beside it and the rule text. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "diagram.h"
#include "expectations.h"
#include "rules_examples.h"
#include "hoshi/game.h"
#include "hoshi/score.h"
#include "hoshi/sgf.h"

static score count_in(const score_input *in, const char *rules_id)
{
  const rules *r = rules_find(rules_id);
  cr_assert_not_null(r, "no rule set %s", rules_id);
  score s;
  cr_assert(score_count(in, r, &s), "%s refused the input", rules_id);
  return s;
}

static score count(const board *b, const uint8_t *dead, const char *rules_id, int handicap,
                   double komi)
{
  score_input in = {.board = b, .dead = dead, .handicap = handicap, .komi = komi};
  return count_in(&in, rules_id);
}

/* The reasons why a and b differ, added up; their number in *n. */
static double reasons_sum(const score *a, const score *b, const score_input *in, int *n)
{
  score_reason reasons[16];
  int all = score_reconcile(a, b, in, reasons, 16);
  double sum = 0;
  *n = 0; /* the reasons that carry points (dame lines carry none) */
  for (int i = 0; i < all; i++) {
    sum += reasons[i].points;
    *n += reasons[i].points != 0;
  }
  return sum;
}

/* Asserts that the reasons add up exactly to a's margin less b's, and that
 * there are n of them. */
static void expect_reconciled(const score *a, const score *b, const score_input *in, int n)
{
  int got;
  double sum = reasons_sum(a, b, in, &got);
  cr_expect_float_eq(sum, a->margin - b->margin, 1e-9, "%s against %s: reasons add up to %g",
                     rules_id(a->rules), rules_id(b->rules), sum);
  cr_expect_eq(got, n, "%s against %s: %d reasons", rules_id(a->rules), rules_id(b->rules), got);
}

static void expect_side(const score *s, enum color c, int stones, int territory, int prisoners,
                        double total)
{
  const char *who = c == COLOR_BLACK ? "Black" : "White";
  const score_side *d = &s->side[c];
  cr_expect_eq(d->stones, stones, "%s, %s: %d stones", rules_id(s->rules), who, d->stones);
  cr_expect_eq(d->territory, territory, "%s, %s: territory %d", rules_id(s->rules), who,
               d->territory);
  cr_expect_eq(d->prisoners, prisoners, "%s, %s: %d prisoners", rules_id(s->rules), who,
               d->prisoners);
  cr_expect_float_eq(d->total, total, 1e-9, "%s, %s: total %g", rules_id(s->rules), who, d->total);
}

/* The count with pass stones (French, AGA): a player's territory less the
 * stones the opponent puts into it (his prisoners and his pass stones). */
static int pass_stone_count(const score *s, enum color c)
{
  const score_side *other = &s->side[color_other(c)];
  return s->side[c].territory - other->prisoners - other->pass_stones;
}

static void mark(const board *b, uint8_t *dead, const char *vertex, int stones)
{
  cr_assert_eq(score_toggle_dead(b, dead, at(b, vertex)), stones, "marking %s", vertex);
}

/* --- seki ---------------------------------------------------------------------- */

/* Seki with a false eye:
 *   7 . . . . . . .
 *   6 X X X . . . .
 *   5 O O X . . . .      Black's A2-A3 and B1-C1 are two chains joined only
 *   4 . O X . . . .      by A1, a false eye (White holds the diagonal B2).
 *   3 X O X X X X .      They and White's nine stones (A5 ... E1) share the
 *   2 X O O O O X .      liberties A4 and D1: whoever fills one is left in
 *   1 . X X . O X .      atari (Black at A4 keeps only A1; White at A4 keeps
 *     A B C D E F G      only D1), so neither can: a seki.
 * A1 is an eye of stones in seki: no territory under J89 art. 8, a point of
 * area for Black under the Chinese rules. The wall (11 stones) is alive and
 * not in seki; it surrounds 22 points of territory.
 * Japanese, komi 6.5: Black 22, White 0 + 6.5: B+15.5.
 * Chinese: Black 15 stones + 23 = 38, White 9 + 6.5: B+22.5. The 7 points
 * between them: Black placed 6 more stones, and the eye in seki. */
Test(score_shapes, seki_with_a_false_eye)
{
  board b;
  load(&b, 7,
       ". . . . . . .\n"
       "X X X . . . .\n"
       "O O X . . . .\n"
       ". O X . . . .\n"
       "X O X X X X .\n"
       "X O O O O X .\n"
       ". X X . O X .\n");
  score_input in = {.board = &b, .komi = 6.5};
  score j = count_in(&in, "japanese");
  expect_side(&j, COLOR_BLACK, 15, 22, 0, 22);
  expect_side(&j, COLOR_WHITE, 9, 0, 0, 6.5);
  cr_expect_eq(j.side[COLOR_BLACK].seki_eyes, 1, "the false eye A1");
  cr_expect_eq(j.side[COLOR_WHITE].seki_eyes, 0);
  cr_expect_eq(j.seki_points, 2, "A4 and D1");
  cr_expect_eq(j.dame, 2);
  cr_expect_eq(j.unfilled_dame, 0);
  cr_expect_str_eq(j.result, "B+15.5");

  score c = count_in(&in, "chinese");
  expect_side(&c, COLOR_BLACK, 15, 23, 0, 38);
  expect_side(&c, COLOR_WHITE, 9, 0, 0, 15.5);
  cr_expect_eq(c.seki_points, 2);
  cr_expect_str_eq(c.result, "B+22.5");
  expect_reconciled(&j, &c, &in, 2);
  /* Every area rule set counts the eye; none has compensation here. */
  const char *area[] = {"aga", "french", "nz", "tromp-taylor"};
  for (size_t i = 0; i < sizeof area / sizeof area[0]; i++) {
    score s = count_in(&in, area[i]);
    cr_expect_eq(s.side[COLOR_BLACK].territory, 23, "%s", area[i]);
    cr_expect_str_eq(s.result, "B+22.5", "%s", area[i]);
    expect_reconciled(&j, &s, &in, 2);
  }

  uint8_t status[BOARD_MAX_POINTS];
  cr_assert(score_stone_status(&in, status));
  const char *seki[] = {"A2", "A3", "B1", "C1", "A5", "B5", "B4",
                        "B3", "B2", "C2", "D2", "E2", "E1"};
  for (size_t i = 0; i < sizeof seki / sizeof seki[0]; i++)
    cr_expect_eq(status[at(&b, seki[i])], SCORE_SEKI, "%s is in seki", seki[i]);
  const char *alive[] = {"A6", "C6", "C4", "C3", "F3", "F1"};
  for (size_t i = 0; i < sizeof alive / sizeof alive[0]; i++)
    cr_expect_eq(status[at(&b, alive[i])], SCORE_ALIVE, "%s is alive, not in seki", alive[i]);
  const char *empty[] = {"A1", "A4", "D1", "G7"};
  for (size_t i = 0; i < sizeof empty / sizeof empty[0]; i++)
    cr_expect_eq(status[at(&b, empty[i])], SCORE_NONE, "%s is empty", empty[i]);
}

/* A seki with a dead stone inside it (J89 art. 10):
 *   5 X X X O O
 *   4 X X X O O      One eye each and the shared liberty C1. White's eye
 *   3 X X X O O      E1-E2 holds the Black stone E2, dead: White can take
 *   2 X X X O X      it at E1 whenever she likes. It still matters: White
 *   1 . X . O .      filling C1 would keep only E1, and Black would take
 *     A B C D E      her nine stones there, so C1 stays a seki point.
 * Japanese, komi 0: no territory (A1, E1-E2 are eyes in seki), and E2 is not
 * in a territory, so it stays on the board and is no prisoner: 0 to 0.
 * Chinese: E2 is removed; Black 13 stones + A1 = 14, White 8 + E1 E2 = 10:
 * B+4. The 4 points: Black placed 6 more stones (E2 included), Black's eye
 * 1 and White's eyes 2 in seki, and E2, removed only by the Chinese. */
Test(score_shapes, seki_with_a_dead_stone_inside)
{
  board b;
  load(&b, 5,
       "X X X O O\n"
       "X X X O O\n"
       "X X X O O\n"
       "X X X O X\n"
       ". X . O .\n");
  uint8_t dead[BOARD_MAX_POINTS] = {0};
  mark(&b, dead, "E2", 1);
  score_input in = {.board = &b, .dead = dead};
  score j = count_in(&in, "japanese");
  expect_side(&j, COLOR_BLACK, 13, 0, 0, 0);
  expect_side(&j, COLOR_WHITE, 8, 0, 0, 0);
  cr_expect_eq(j.side[COLOR_BLACK].dead, 1);
  cr_expect_eq(j.side[COLOR_BLACK].dead_left, 1, "E2 stays on the board (art. 10)");
  cr_expect_eq(j.side[COLOR_WHITE].dead_left, 0);
  cr_expect_eq(j.side[COLOR_BLACK].seki_eyes, 1);
  cr_expect_eq(j.side[COLOR_WHITE].seki_eyes, 2, "E1 and E2");
  cr_expect_eq(j.seki_points, 1, "C1");
  cr_expect_eq(j.dame, 1);
  cr_expect_eq(j.unfilled_dame, 0);
  cr_expect_str_eq(j.result, "0");

  score c = count_in(&in, "chinese");
  expect_side(&c, COLOR_BLACK, 13, 1, 0, 14);
  expect_side(&c, COLOR_WHITE, 8, 2, 1, 10);
  cr_expect_eq(c.side[COLOR_BLACK].dead_left, 0, "area counting removes E2");
  cr_expect_eq(c.seki_points, 1);
  cr_expect_str_eq(c.result, "B+4");
  expect_reconciled(&j, &c, &in, 4);
  /* The reasons one by one, in Black's favour (Japanese less Chinese). */
  score_reason reasons[8];
  cr_assert_eq(score_reconcile(&j, &c, &in, reasons, 8), 5);
  const double points[] = {-6, -1, 2, 1, 0};
  for (int i = 0; i < 5; i++)
    cr_expect_float_eq(reasons[i].points, points[i], 1e-9, "reason %d: %s", i, reasons[i].text);
  cr_expect_str_eq(reasons[0].text,
                   "Black placed 6 more stones than White: +6 for Black in Chinese counting");
  /* One sign a line: whom its points go to, under which rules. */
  cr_expect_str_eq(reasons[1].text,
                   "Black's 1 eye in seki: +1 for Black in Chinese counting, nothing in Japanese");
  cr_expect_str_eq(reasons[2].text, "White's 1 eye in seki (2 points): +2 for White in Chinese "
                                    "counting, nothing in Japanese");
  /* What each line points at on the board. */
  const struct {
    enum score_reason_kind kind;
    const char *points;
  } shows[] = {{REASON_STONES_PLACED, ""},
               {REASON_SEKI_EYES, "A1"},
               {REASON_SEKI_EYES, "E1 E2"},
               {REASON_DEAD_IN_SEKI, "E2"},
               {REASON_SEKI_DAME, "C1"}};
  for (int i = 0; i < 5; i++) {
    cr_expect_eq(reasons[i].kind, shows[i].kind, "reason %d: %s", i, reasons[i].text);
    uint8_t want[BOARD_MAX_POINTS] = {0}, got[BOARD_MAX_POINTS] = {0};
    int n_want = 0;
    char list[16];
    snprintf(list, sizeof list, "%s", shows[i].points);
    for (char *t = strtok(list, " "); t; t = strtok(NULL, " "), n_want++)
      want[at(&b, t)] = 1;
    cr_expect_eq(score_reason_points(&reasons[i], &in, got), n_want, "reason %d", i);
    cr_expect_arr_eq(got, want, sizeof got, "reason %d points at %s", i, shows[i].points);
  }

  uint8_t status[BOARD_MAX_POINTS];
  cr_assert(score_stone_status(&in, status));
  cr_expect_eq(status[at(&b, "E2")], SCORE_DEAD);
  cr_expect_eq(status[at(&b, "D2")], SCORE_SEKI);
  cr_expect_eq(status[at(&b, "B1")], SCORE_SEKI);
  cr_expect_eq(status[at(&b, "A5")], SCORE_SEKI);
}

/* --- dead shapes marked by hand ------------------------------------------------ */

/* Three dead shapes:
 *   9 . . . . X O . . .
 *   8 . . . . X O . . .
 *   7 . O O O X O . . .    B7-C7-D7, three in a row, and C5: dead White
 *   6 . . . . X O . . .    stones in Black's territory, one region.
 *   5 . . O . X O . . .
 *   4 X X X . X O . . .
 *   3 O O X X X O . . .    A3 B3 B2 C2 D2 D1: White's bent four in the
 *   2 . O O O X O . X X    corner (the bend on the 1-1 point), no outside
 *   1 . . . O X O . X .    liberty: dead under J89 (art. 7-2).
 *     A B C D E F G H J    H1 H2 J2: a Black group with one eye, J1.
 * Black: 14 living stones; territory 21 (A5-D9 and D4) + 10 (the corner).
 * White: 9 living stones; territory 27 (G-J). Dead: 10 White, 3 Black.
 * Japanese, komi 6.5: Black 31 + 10 = 41, White 27 + 3 + 6.5 = 36.5: B+4.5.
 * Chinese: Black 14 + 31 = 45, White 9 + 27 + 6.5 = 42.5: B+2.5 (White
 * placed 19 stones, Black 17: the Japanese count is 2 points better for
 * Black). */
Test(score_shapes, dead_shapes_marked_by_hand)
{
  board b;
  load(&b, 9,
       ". . . . X O . . .\n"
       ". . . . X O . . .\n"
       ". O O O X O . . .\n"
       ". . . . X O . . .\n"
       ". . O . X O . . .\n"
       "X X X . X O . . .\n"
       "O O X X X O . . .\n"
       ". O O O X O . X X\n"
       ". . . O X O . X .\n");
  uint8_t dead[BOARD_MAX_POINTS] = {0};
  mark(&b, dead, "C7", 4); /* the three in a row and C5: the whole region */
  cr_expect(dead[at(&b, "B7")] && dead[at(&b, "D7")] && dead[at(&b, "C5")]);
  cr_expect_not(dead[at(&b, "A3")], "the corner is another region");
  mark(&b, dead, "B2", 6); /* the bent four */
  mark(&b, dead, "J2", 3); /* the group with one eye */
  cr_expect_not(dead[at(&b, "E5")] || dead[at(&b, "F5")], "the walls live");

  score_input in = {.board = &b, .dead = dead, .komi = 6.5};
  score j = count_in(&in, "japanese");
  expect_side(&j, COLOR_BLACK, 14, 31, 10, 41);
  expect_side(&j, COLOR_WHITE, 9, 27, 3, 36.5);
  cr_expect_eq(j.side[COLOR_BLACK].dead, 3);
  cr_expect_eq(j.side[COLOR_WHITE].dead, 10);
  cr_expect_eq(j.side[COLOR_BLACK].dead_left + j.side[COLOR_WHITE].dead_left, 0);
  cr_expect_eq(j.dame, 0);
  cr_expect_eq(j.seki_points, 0);
  cr_expect_str_eq(j.result, "B+4.5");
  score c = count_in(&in, "chinese");
  expect_side(&c, COLOR_BLACK, 14, 31, 10, 45);
  expect_side(&c, COLOR_WHITE, 9, 27, 3, 42.5);
  cr_expect_str_eq(c.result, "B+2.5");
  expect_reconciled(&j, &c, &in, 1);

  /* Marking the bent four again revives its six stones, and only them: the
   * corner is White's territory of 4 again.
   * Japanese: Black 21 + 4 = 25, White 27 + 4 + 3 + 6.5 = 40.5: W+15.5.
   * Chinese: Black 14 + 21 = 35, White 15 + 31 + 6.5 = 52.5: W+17.5. */
  mark(&b, dead, "A3", 6);
  cr_expect_not(dead[at(&b, "B2")] || dead[at(&b, "D1")]);
  cr_expect(dead[at(&b, "C7")] && dead[at(&b, "H1")], "the other marks stay");
  j = count_in(&in, "japanese");
  expect_side(&j, COLOR_BLACK, 14, 21, 4, 25);
  expect_side(&j, COLOR_WHITE, 15, 31, 3, 40.5);
  cr_expect_str_eq(j.result, "W+15.5");
  c = count_in(&in, "chinese");
  expect_side(&c, COLOR_BLACK, 14, 21, 4, 35);
  expect_side(&c, COLOR_WHITE, 15, 31, 3, 52.5);
  cr_expect_str_eq(c.result, "W+17.5");
  expect_reconciled(&j, &c, &in, 1);

  /* Reviving the three in a row takes C5 along. */
  mark(&b, dead, "C5", 4);
  cr_expect_not(dead[at(&b, "B7")] || dead[at(&b, "C5")]);
}

/* --- the worked counts of docs/rules.md ---------------------------------------- */

/* The 43 to 38 example (rules_examples.h). Japanese: Black 10 + 7 = 17,
 * White 11 + 2 + 7.5 = 20.5: W+3.5, a point less for Black than area, the
 * point of the last stone. With pass stones (one pass each, Black last):
 * Black 10 - (2 + 1) = 7, White 11 - (7 + 2) = 2 + 7.5: W+2.5 again. */
Test(score_shapes, rules_example_43_to_38)
{
  board b;
  score_input in = example_43_38(&b);
  score c = count_in(&in, "chinese");
  expect_side(&c, COLOR_BLACK, 33, 10, 7, 43);
  expect_side(&c, COLOR_WHITE, 27, 11, 2, 45.5);
  cr_expect_float_eq(c.margin, -2.5, 1e-9);
  cr_expect_str_eq(c.result, "W+2.5");
  cr_expect_eq(c.dame, 0);

  score j = count_in(&in, "japanese");
  expect_side(&j, COLOR_BLACK, 33, 10, 7, 17);
  expect_side(&j, COLOR_WHITE, 27, 11, 2, 20.5);
  cr_expect_str_eq(j.result, "W+3.5");
  expect_reconciled(&j, &c, &in, 1);

  score f = count_in(&in, "french");
  cr_expect_str_eq(f.result, "W+2.5");
  cr_expect_eq(f.side[COLOR_BLACK].pass_stones, 2, "White's pass and Black's last move");
  cr_expect_eq(f.side[COLOR_WHITE].pass_stones, 1);
  cr_expect_eq(pass_stone_count(&f, COLOR_BLACK), 10 - 2 - 1);
  cr_expect_eq(pass_stone_count(&f, COLOR_WHITE), 11 - 7 - 2);
  cr_expect_float_eq(pass_stone_count(&f, COLOR_BLACK) - pass_stone_count(&f, COLOR_WHITE) - 7.5,
                     f.margin, 1e-9);
}

/* The five-and-a-half example (rules_examples.h). Japanese: Black 23 + 7 =
 * 30, White 14 + 4 + 7.5 = 25.5: B+4.5. */
Test(score_shapes, rules_example_five_and_a_half)
{
  board b;
  uint8_t dead[BOARD_MAX_POINTS];
  score_input in = example_five_and_a_half(&b, dead);
  score c = count_in(&in, "chinese");
  expect_side(&c, COLOR_BLACK, 24, 23, 7, 47);
  expect_side(&c, COLOR_WHITE, 20, 14, 4, 41.5);
  cr_expect_str_eq(c.result, "B+5.5");
  cr_expect_eq(c.side[COLOR_BLACK].pass_stones + c.side[COLOR_WHITE].pass_stones, 0,
               "the Chinese rules have no pass stones");

  const char *with_pass_stones[] = {"french", "aga"};
  for (size_t i = 0; i < 2; i++) {
    score s = count_in(&in, with_pass_stones[i]);
    expect_side(&s, COLOR_BLACK, 24, 23, 7, 47);
    expect_side(&s, COLOR_WHITE, 20, 14, 4, 41.5);
    cr_expect_str_eq(s.result, "B+5.5");
    cr_expect_eq(s.side[COLOR_BLACK].pass_stones, 2, "%s", with_pass_stones[i]);
    cr_expect_eq(s.side[COLOR_WHITE].pass_stones, 1, "%s", with_pass_stones[i]);
    cr_expect_eq(s.side[COLOR_BLACK].prisoners + s.side[COLOR_BLACK].pass_stones, 9);
    cr_expect_eq(s.side[COLOR_WHITE].prisoners + s.side[COLOR_WHITE].pass_stones, 5);
    cr_expect_eq(pass_stone_count(&s, COLOR_BLACK), 18, "%s", with_pass_stones[i]);
    cr_expect_eq(pass_stone_count(&s, COLOR_WHITE), 5, "%s", with_pass_stones[i]);
  }

  score j = count_in(&in, "japanese");
  expect_side(&j, COLOR_BLACK, 24, 23, 7, 30);
  expect_side(&j, COLOR_WHITE, 20, 14, 4, 25.5);
  cr_expect_str_eq(j.result, "B+4.5");
  expect_reconciled(&j, &c, &in, 1);
}

/* The three-stone handicap example (rules_examples.h). */
Test(score_shapes, rules_example_three_stone_handicap)
{
  board b;
  uint8_t dead[BOARD_MAX_POINTS];
  score_input in = example_three_stone_handicap(&b, dead);
  const char *with_pass_stones[] = {"french", "aga"};
  for (size_t i = 0; i < 2; i++) {
    score s = count_in(&in, with_pass_stones[i]);
    expect_side(&s, COLOR_BLACK, 16, 28, 0, 44);
    expect_side(&s, COLOR_WHITE, 21, 16, 7, 37 + 2 + 0.5);
    cr_expect_float_eq(s.side[COLOR_WHITE].compensation, 2, 1e-9, "N-1");
    cr_expect_float_eq(s.side[COLOR_WHITE].komi, 0.5, 1e-9);
    cr_expect_str_eq(s.result, "B+4.5");
    cr_expect_eq(s.side[COLOR_BLACK].pass_stones, 1, "White's pass; White moved last");
    cr_expect_eq(s.side[COLOR_WHITE].pass_stones, 1);
    cr_expect_eq(pass_stone_count(&s, COLOR_BLACK), 20);
    cr_expect_eq(pass_stone_count(&s, COLOR_WHITE), 15);
    cr_expect_float_eq(pass_stone_count(&s, COLOR_BLACK) -
                           (pass_stone_count(&s, COLOR_WHITE) + 0.5),
                       s.margin, 1e-9, "counted with pass stones, no compensation: the same");
  }
  /* Japanese: Black 28, White 16 + 7 + 0.5, no compensation: B+4.5 too. */
  score j = count_in(&in, "japanese");
  expect_side(&j, COLOR_BLACK, 16, 28, 0, 28);
  expect_side(&j, COLOR_WHITE, 21, 16, 7, 23.5);
  cr_expect_str_eq(j.result, "B+4.5");
}

/* --- handicap under every rule set ---------------------------------------------- */

/* The three-stone game above counted with N = 0, 1, 2, 3 and 9 handicap
 * stones under each rule set: White receives N (Chinese), N-1 (AGA, French)
 * or nothing (Japanese, NZ, Tromp-Taylor), nothing at all below 2 stones.
 * Before compensation, komi 0.5: territory Black 28, White 23.5 (B+4.5);
 * area Black 44, White 37.5 (B+6.5). */
Test(score_shapes, handicap_under_every_rule_set)
{
  board b;
  uint8_t dead[BOARD_MAX_POINTS];
  example_three_stone_handicap(&b, dead);
  const int handicaps[] = {0, 1, 2, 3, 9};
  /* One row per rule set (tests/expectations.h). */
  static const struct handicap_row {
    const char *id;
    double margin0; /* margin before compensation */
    double comp[5]; /* White's compensation for each of handicaps[] */
    const char *result3, *result9;
  } handicap_rows[] = {
      {"japanese", 4.5, {0, 0, 0, 0, 0}, "B+4.5", "B+4.5"},
      {"chinese", 6.5, {0, 0, 2, 3, 9}, "B+3.5", "W+2.5"},
      {"aga", 6.5, {0, 0, 1, 2, 8}, "B+4.5", "W+1.5"},
      {"french", 6.5, {0, 0, 1, 2, 8}, "B+4.5", "W+1.5"},
      {"nz", 6.5, {0, 0, 0, 0, 0}, "B+6.5", "B+6.5"},
      {"tromp-taylor", 6.5, {0, 0, 0, 0, 0}, "B+6.5", "B+6.5"},
      /* Never counted (it ends at a capture): the switches' count. */
      {"capture", 4.5, {0, 0, 0, 0, 0}, "B+4.5", "B+4.5"},
  };
  size_t n_rules;
  const rules *const *all = rules_all(&n_rules);
  for (size_t h = 0; h < sizeof handicaps / sizeof handicaps[0]; h++) {
    int n = handicaps[h];
    score_input in = {.board = &b, .dead = dead, .handicap = n, .komi = 0.5};
    score j = count_in(&in, "japanese");
    for (size_t i = 0; i < n_rules; i++) {
      const rules *r = all[i];
      const struct handicap_row *e = EXPECTATIONS(handicap_rows, r);
      double comp = e->comp[h];
      cr_assert_eq(rules_handicap_compensation(r, n), comp, "%s, %d stones", e->id, n);
      /* Komi 1/2 with a handicap; none under the New Zealand rules, nor
       * in the capture game, which has no komi. */
      cr_expect_float_eq(rules_default_komi(r, 3),
                         strcmp(e->id, "nz") && strcmp(e->id, "capture") ? 0.5 : 0, 1e-9,
                         "%s: the komi of a handicap game", e->id);
      score s = count_in(&in, e->id);
      cr_expect_float_eq(s.side[COLOR_WHITE].compensation, comp, 1e-9, "%s, %d stones", e->id, n);
      cr_expect_float_eq(s.margin, e->margin0 - comp, 1e-9, "%s, %d stones: %s", e->id, n,
                         s.result);
      int reasons;
      double sum = reasons_sum(&j, &s, &in, &reasons);
      cr_expect_float_eq(sum, j.margin - s.margin, 1e-9, "%s, %d stones", e->id, n);
    }
  }
  /* The results written out for 3 and 9 stones. */
  for (size_t i = 0; i < n_rules; i++) {
    const struct handicap_row *e = EXPECTATIONS(handicap_rows, all[i]);
    cr_expect_str_eq(count(&b, dead, e->id, 3, 0.5).result, e->result3, "%s", e->id);
    cr_expect_str_eq(count(&b, dead, e->id, 9, 0.5).result, e->result9, "%s", e->id);
  }
  /* Japanese against Chinese, 3 stones: Black placed 2 more stones (23 to
   * 21), which only the area count gives him: -2; White's 3 points of
   * compensation, which only the Chinese give her: +3. -2 + 3 = 4.5 - 3.5. */
  score_input in3 = {.board = &b, .dead = dead, .handicap = 3, .komi = 0.5};
  score j = count_in(&in3, "japanese"), c = count_in(&in3, "chinese");
  score_reason reasons[8];
  cr_assert_eq(score_reconcile(&j, &c, &in3, reasons, 8), 2);
  cr_expect_float_eq(reasons[0].points, -2, 1e-9, "%s", reasons[0].text);
  cr_expect_float_eq(reasons[1].points, 3, 1e-9, "%s", reasons[1].text);
  /* Counted the other way round, the reasons change sign. */
  cr_assert_eq(score_reconcile(&c, &j, &in3, reasons, 8), 2);
  cr_expect_float_eq(reasons[0].points + reasons[1].points, c.margin - j.margin, 1e-9);
}

/* The seki with a dead stone inside it (above), as a three-stone handicap
 * game with komi 0.5: every kind of reason at once.
 * Japanese 0 to 0.5: W+0.5. Chinese 14 to 10 + 3 + 0.5: B+0.5. AGA and
 * French 14 to 10 + 2 + 0.5: B+1.5. NZ, Tromp-Taylor 14 to 10.5: B+3.5.
 * Japanese against Chinese: -6 (stones placed) -1 (Black's eye) +2 (White's
 * eyes) +1 (E2 left on the board) +3 (compensation) = -1. */
Test(score_shapes, handicap_with_seki_and_a_dead_stone)
{
  board b;
  load(&b, 5,
       "X X X O O\n"
       "X X X O O\n"
       "X X X O O\n"
       "X X X O X\n"
       ". X . O .\n");
  uint8_t dead[BOARD_MAX_POINTS] = {0};
  mark(&b, dead, "E2", 1);
  score_input in = {.board = &b, .dead = dead, .handicap = 3, .komi = 0.5};
  const struct {
    const char *id;
    const char *result;
    int reasons;
  } want[] = {{"japanese", "W+0.5", 0}, {"chinese", "B+0.5", 5}, {"aga", "B+1.5", 5},
              {"french", "B+1.5", 5},   {"nz", "B+3.5", 4},      {"tromp-taylor", "B+3.5", 4}};
  score j = count_in(&in, "japanese");
  for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
    score s = count_in(&in, want[i].id);
    cr_expect_str_eq(s.result, want[i].result, "%s", want[i].id);
    expect_reconciled(&j, &s, &in, want[i].reasons);
  }
}

/* --- pass stones from a game record --------------------------------------------- */

/* A 5x5 game (komi 0.5) ending in the position of test_score.c's dead-stone
 * test, D2 dead:
 *   5 . X O . .
 *   4 . X O . .
 *   3 X X O O O
 *   2 . X O X .
 *   1 ? X O . .      ? is A1: Black's last stone in the first two records.
 *     A B C D E
 * With A1 played (Black placed 8 stones, White 7): area Black 7 + 3, White
 * 7 + 8 + 0.5: W+5.5. Pass stones, French (two passes end the game): White
 * passed, Black passed, Black made the last move: Black receives 2, White 1;
 * Black 3 - (1 + 1) = 1, White 8 - (0 + 2) = 6 + 0.5: W+5.5. */
#define OPENING                                                                                    \
  "(;FF[4]GM[1]SZ[5]KM[0.5]RU[%s];B[ba];W[ca];B[bb];W[cb];B[ac];W[cc];B[bc];W[dc]"                 \
  ";B[bd];W[ec];B[be];W[cd];B[dd];W[ce]"

static void load_record(game *g, const char *text)
{
  hoshi_error err;
  sgf_collection *c = sgf_parse(text, strlen(text), &err);
  cr_assert_not_null(c, "%d:%d: %s", err.line, err.col, err.message);
  hoshi_error why = {0};
  cr_assert(game_init(g, 9, NULL));
  cr_assert(game_load(g, c, 0, NULL, &why), "%s", why.message);
  game_last(g);
  point d2 = at(&g->board, "D2");
  cr_assert(game_set_dead(g, &d2, 1));
}

static score count_record(game *g, score_input *in, int black_passes, int white_passes,
                          enum color last_mover)
{
  game_score_input(g, in);
  cr_expect_eq(in->passes[COLOR_BLACK], black_passes);
  cr_expect_eq(in->passes[COLOR_WHITE], white_passes);
  cr_expect_eq(in->last_mover, last_mover);
  cr_expect_float_eq(in->komi, 0.5, 1e-9);
  cr_expect_eq(in->handicap, 0);
  score s;
  cr_assert(score_count(in, g->rules, &s));
  return s;
}

Test(score_shapes, pass_stones_from_a_french_record)
{
  char text[512];
  snprintf(text, sizeof text, OPENING ";B[ae];W[];B[])", "French");
  game g;
  load_record(&g, text);
  cr_assert_str_eq(rules_id(g.rules), "french");
  score_input in;
  score s = count_record(&g, &in, 1, 1, COLOR_BLACK);
  expect_side(&s, COLOR_BLACK, 7, 3, 0, 10);
  expect_side(&s, COLOR_WHITE, 7, 8, 1, 15.5);
  cr_expect_str_eq(s.result, "W+5.5");
  cr_expect_eq(s.side[COLOR_BLACK].pass_stones, 2, "White's pass and Black's last move");
  cr_expect_eq(s.side[COLOR_WHITE].pass_stones, 1, "Black's pass");
  cr_expect_eq(pass_stone_count(&s, COLOR_BLACK), 3 - 1 - 1);
  cr_expect_eq(pass_stone_count(&s, COLOR_WHITE), 8 - 0 - 2);
  cr_expect_float_eq(pass_stone_count(&s, COLOR_BLACK) - pass_stone_count(&s, COLOR_WHITE) - 0.5,
                     s.margin, 1e-9);
  /* Counting territory without pass stones leaves Black a point short. */
  score j = count_in(&in, "japanese");
  cr_expect_str_eq(j.result, "W+6.5");
  game_deinit(&g);
}

/* The same game under the AGA rules, which end it with White's pass: after
 * Black's pass White passes once more. That pass is the stone White owes for
 * Black's last move, and the record already holds it: Black receives White's
 * two passes, no more (docs/rules.md, French rules: "if Black played last,
 * White gives one stone more"; here White made the last move). W+5.5 again. */
Test(score_shapes, pass_stones_from_an_aga_record_white_passing_last)
{
  char text[512];
  snprintf(text, sizeof text, OPENING ";B[ae];W[];B[];W[])", "AGA");
  game g;
  load_record(&g, text);
  cr_assert_str_eq(rules_id(g.rules), "aga");
  score_input in;
  score s = count_record(&g, &in, 1, 2, COLOR_BLACK);
  cr_expect_str_eq(s.result, "W+5.5");
  cr_expect_eq(s.side[COLOR_BLACK].pass_stones, 2, "White's two passes");
  cr_expect_eq(s.side[COLOR_WHITE].pass_stones, 1, "Black's pass");
  cr_expect_float_eq(pass_stone_count(&s, COLOR_BLACK) - pass_stone_count(&s, COLOR_WHITE) - 0.5,
                     s.margin, 1e-9);
  game_deinit(&g);
}

/* An AGA record with passes during the game: White passes at move 2, Black
 * at move 15, then White plays C1, the last stone, and the game ends with
 * Black's and White's passes. Each side passed twice and made as many moves:
 * Black receives 2, White 2. Without A1: area Black 6 + 4, White 7 + 8 + 0.5:
 * W+5.5; with pass stones Black 4 - (1 + 2) = 1, White 8 - (0 + 2) = 6 + 0.5. */
Test(score_shapes, pass_stones_from_an_aga_record_with_passes_in_the_game)
{
  const char *text = "(;FF[4]GM[1]SZ[5]KM[0.5]RU[AGA];B[ba];W[];B[bb];W[ca];B[ac];W[cb];B[bc]"
                     ";W[cc];B[bd];W[dc];B[be];W[ec];B[dd];W[cd];B[];W[ce];B[];W[])";
  game g;
  load_record(&g, text);
  score_input in;
  score s = count_record(&g, &in, 2, 2, COLOR_WHITE);
  expect_side(&s, COLOR_BLACK, 6, 4, 0, 10);
  expect_side(&s, COLOR_WHITE, 7, 8, 1, 15.5);
  cr_expect_str_eq(s.result, "W+5.5");
  cr_expect_eq(s.side[COLOR_BLACK].pass_stones, 2);
  cr_expect_eq(s.side[COLOR_WHITE].pass_stones, 2);
  cr_expect_eq(pass_stone_count(&s, COLOR_BLACK), 4 - 1 - 2);
  cr_expect_eq(pass_stone_count(&s, COLOR_WHITE), 8 - 0 - 2);
  cr_expect_float_eq(pass_stone_count(&s, COLOR_BLACK) - pass_stone_count(&s, COLOR_WHITE) - 0.5,
                     s.margin, 1e-9);
  /* The Chinese rules have no pass stones. */
  score c = count_in(&in, "chinese");
  cr_expect_eq(c.side[COLOR_BLACK].pass_stones + c.side[COLOR_WHITE].pass_stones, 0);
  cr_expect_str_eq(c.result, "W+5.5");
  game_deinit(&g);
}
