/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Counting demonstrations: the board pictures of each step, and the last
 * step's result against the count by the sums (score_count), on the worked
 * counts of the rule texts and on real games. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "corpus.h"
#include "diagram.h"
#include "rules_examples.h"
#include "hoshi/demo.h"
#include "hoshi/game.h"
#include "hoshi/rng.h"
#include "hoshi/score.h"

static demo d; /* about 40 KB: not on the stack */

static void mark(const board *b, uint8_t *dead, const char *vertex, int stones)
{
  cr_assert_eq(score_toggle_dead(b, dead, at(b, vertex)), stones, "marking %s", vertex);
}

/* The stones of a step as a diagram, to compare with one. */
static void expect_step(const board *b, int k, const char *expected)
{
  cr_assert_lt(k, d.n_steps);
  board pic;
  board_init(&pic, b->size);
  char text[TEXT_SIZE];
  size_t n = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      uint8_t c = d.step[k].stone[board_point(b, x, y)];
      text[n++] = c == COLOR_BLACK ? 'X' : c == COLOR_WHITE ? 'O' : '.';
      text[n++] = x == b->size - 1 ? '\n' : ' ';
    }
  text[n] = 0;
  char got[TEXT_SIZE], want[TEXT_SIZE];
  cells_of(text, got, sizeof got);
  cells_of(expected, want, sizeof want);
  cr_expect_str_eq(got, want, "step %d (%s) is\n%s\nexpected\n%s", k + 1, d.step[k].title, text,
                   expected);
}

static int highlighted(const board *b, int k)
{
  int n = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++)
      n += d.step[k].highlight[board_point(b, x, y)] != 0;
  return n;
}

/* The last step reaches the count by the sums. */
static void expect_reaches_the_count(const score_input *in, enum demo_method m)
{
  score s;
  cr_assert(demo_make(&d, m, in));
  cr_assert(score_count(in, d.rules, &s));
  cr_expect_float_eq(d.margin, s.margin, 1e-9, "%s: %s against %s", demo_method_name(m), d.result,
                     s.result);
  cr_expect_str_eq(d.result, s.result, "%s", demo_method_name(m));
}

/* The 43 to 38 example (rules_examples.h). Japanese: Black puts the 7
 * White stones he took into White's territory, on the points touching
 * White's walls, in reading order (A3 B3 C3 C2 C1 H1 J1); White puts her 2
 * into Black's (D9 H9). Squared off, Black has A9-D9 A8-C8 and H9 (8 points
 * with D8 and J9 filled), White A3-C3 A2 (4): 8 to 4 + 7.5, W+3.5 as the
 * Japanese count. */
Test(demo, japanese_fills_and_squares_off_the_43_to_38_example)
{
  board b;
  score_input in = example_43_38(&b);
  expect_reaches_the_count(&in, DEMO_JAPANESE);
  cr_assert_eq(d.n_steps, 5);
  cr_expect_str_eq(d.step[2].title, "Prisoners filled into the opponent's territory");
  expect_step(&b, 2,
              ". . . X X X X X .\n"
              ". . . . X X X X X\n"
              "X X X X X X X X X\n"
              "X X X X X X X X X\n"
              "X X X X X X X O O\n"
              "O O O O O O O O O\n"
              "O O O O O O O O O\n"
              ". . O O O O O O O\n"
              ". . O O O O O O O\n");
  cr_expect_eq(highlighted(&b, 2), 9, "the 9 stones put in");
  expect_step(&b, 3,
              ". . . . X X X . X\n"
              ". . . X X X X X X\n"
              "X X X X X X X X X\n"
              "X X X X X X X X X\n"
              "X X X X X X X O O\n"
              "O O O O O O O O O\n"
              ". . . O O O O O O\n"
              ". O O O O O O O O\n"
              "O O O O O O O O O\n");
  cr_expect_float_eq(d.black, 8, 1e-9);
  cr_expect_float_eq(d.white, 4 + 7.5, 1e-9);
  cr_expect_str_eq(d.result, "W+3.5");
  /* The last step writes each region's count once, on its point nearest
   * its middle: 7 on B9 (A9-D9, A8-C8), 1 on H9, 4 on B3 (A3-C3, A2); no
   * other point holds a number. */
  const demo_step *last = &d.step[4];
  cr_expect_eq(last->number[at(&b, "B9")], 7);
  cr_expect_eq(last->number[at(&b, "H9")], 1);
  cr_expect_eq(last->number[at(&b, "B3")], 4);
  int numbered = 0;
  for (int p = 0; p < BOARD_MAX_POINTS; p++)
    numbered += last->number[p] != 0;
  cr_expect_eq(numbered, 3, "one number a region");
  cr_expect_str_eq(last->figure[0], "Black: 7 + 1 = 8 points");
  cr_expect_str_eq(last->figure[1], "White: 4 points + komi 7.5 = 11.5");
}

/* Chinese: areas 43 and 38 compared with half the board, 40.5: Black 2.5
 * over, 5 ahead on the board, less komi 7.5: W+2.5. */
Test(demo, chinese_compares_the_43_to_38_example_with_half_the_board)
{
  board b;
  score_input in = example_43_38(&b);
  expect_reaches_the_count(&in, DEMO_CHINESE);
  cr_assert_eq(d.n_steps, 5);
  cr_expect_str_eq(d.step[2].figure[0], "Black: 33 stones + 10 territory = 43");
  cr_expect_str_eq(d.step[3].figure[0], "White: 27 stones + 11 territory = 38");
  const demo_step *last = &d.step[4];
  cr_expect_str_eq(last->figure[0], "The board has 81 points: half is 40.5");
  cr_expect_str_eq(last->figure[1], "Black is 2.5 over half: 5 ahead of White on the board");
  cr_expect_eq(last->area[at(&b, "A9")], COLOR_BLACK);
  cr_expect_eq(last->area[at(&b, "E9")], COLOR_BLACK);
  cr_expect_eq(last->area[at(&b, "A1")], COLOR_WHITE);
  cr_expect_float_eq(d.black, 43, 1e-9);
  cr_expect_float_eq(d.white, 45.5, 1e-9);
}

/* docs/rules.md, worked count 2, with pass stones: "Black puts 9 White
 * stones into White's territory (5 captured, 2 dead, 1 for Black moving
 * last, 1 for White's pass), White puts 5 (2 captured, 2 dead, 1 for Black's
 * pass): Black 18, White 5 + 7.5: Black wins by 5.5 again"
 * (rules_examples.h). */
Test(demo, french_quick_count_of_the_five_and_a_half_example)
{
  board b;
  uint8_t dead[BOARD_MAX_POINTS];
  score_input in = example_five_and_a_half(&b, dead);
  expect_reaches_the_count(&in, DEMO_FRENCH);
  cr_assert_eq(d.n_steps, 4);
  cr_expect_eq(highlighted(&b, 1), 4, "the four dead stones taken off");
  cr_expect_eq(highlighted(&b, 2), 9 + 5, "9 White stones and 5 Black ones put in");
  cr_expect_str_eq(d.step[2].figure[0], "Black puts 9 White stones into White's territory: 7 "
                                        "prisoners, 2 for passes");
  cr_expect_str_eq(d.step[2].figure[1], "White puts 5 Black stones into Black's territory: 4 "
                                        "prisoners, 1 for passes");
  cr_expect_float_eq(d.black, 18, 1e-9);
  cr_expect_float_eq(d.white, 5 + 7.5, 1e-9);
  cr_expect_str_eq(d.result, "B+5.5");
  /* The other two procedures reach their own counts on the same board. */
  expect_reaches_the_count(&in, DEMO_JAPANESE);
  cr_expect_str_eq(d.result, "B+4.5");
  expect_reaches_the_count(&in, DEMO_CHINESE);
  cr_expect_str_eq(d.result, "B+5.5");
}

/* docs/rules.md, worked count 3 (three-stone handicap): the quick count
 * gives Black 20, White 15 + 1/2 (B+4.5), the same as the area count with
 * N-1 = 2. */
Test(demo, french_quick_count_of_the_three_stone_handicap_example)
{
  board b;
  uint8_t dead[BOARD_MAX_POINTS];
  score_input in = example_three_stone_handicap(&b, dead);
  expect_reaches_the_count(&in, DEMO_FRENCH);
  cr_expect_float_eq(d.black, 20, 1e-9);
  cr_expect_float_eq(d.white, 15.5, 1e-9);
  cr_expect_str_eq(d.result, "B+4.5");
  expect_reaches_the_count(&in, DEMO_CHINESE); /* compensation 3 */
  expect_reaches_the_count(&in, DEMO_JAPANESE);
}

/* Seki with a dead stone in an eye (test_score_shapes):
 *   5 X X X O O
 *   4 X X X O O
 *   3 X X X O O
 *   2 X X X O X      E2 is dead, in White's eye of the seki.
 *   1 . X . O .
 *     A B C D E
 * Japanese: E2 stays on the board (J89 art. 10), no territory: 0.
 * Chinese: E2 goes back to its bowl; B+4. */
Test(demo, a_dead_stone_in_seki_stays_in_the_japanese_count)
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
  expect_reaches_the_count(&in, DEMO_JAPANESE);
  cr_expect_str_eq(d.result, "0");
  cr_expect_eq(d.step[1].stone[at(&b, "E2")], COLOR_BLACK, "E2 stays");
  cr_expect(d.step[1].dead[at(&b, "E2")]);
  cr_expect_eq(d.step[0].territory[at(&b, "A1")], COLOR_EMPTY, "a seki eye is no territory");
  cr_expect_str_eq(d.step[0].figure[2],
                   "Seki: its eyes and shared liberties are no one's territory (J89 art. 8)");
  expect_reaches_the_count(&in, DEMO_CHINESE);
  cr_expect_str_eq(d.result, "B+4");
  cr_expect_eq(d.step[1].stone[at(&b, "E2")], COLOR_EMPTY, "E2 goes back to its bowl");
  cr_expect_eq(d.step[0].territory[at(&b, "A1")], COLOR_BLACK, "area counts the eye");
  cr_expect(d.step[4].highlight[at(&b, "C1")], "the shared liberty is the one dame");
}

/* Prisoners beyond the territory: the count goes below zero.
 *   5 . X O . .
 *   4 X X O . .      Black has 1 point (A5), White 16; White took 4 stones
 *   3 O O O . .      during the game. */
Test(demo, more_prisoners_than_territory)
{
  board b;
  load(&b, 5,
       ". X O . .\n"
       "X X O . .\n"
       "O O O . .\n"
       ". . . . .\n"
       ". . . . .\n");
  b.captures[COLOR_WHITE] = 4;
  score_input in = {.board = &b, .komi = 0};
  expect_reaches_the_count(&in, DEMO_JAPANESE);
  cr_expect_float_eq(d.black, -3, 1e-9);
  cr_expect_str_eq(d.step[2].figure[2], "3 of them find no room: Black's count goes 3 below zero");
  /* The last step says the sum with nothing dangling, and why (review 10). */
  const demo_step *last = &d.step[d.n_steps - 1];
  bool sum = false, why = false;
  for (int i = 0; i < last->n_figures; i++) {
    sum |= strcmp(last->figure[i], "Black: 0 - 3 = -3 points") == 0;
    why |= strcmp(last->figure[i], "White's 3 prisoners found no room in Black's territory: 3 off "
                                   "Black's points") == 0;
    cr_expect_null(strstr(last->figure[i], "  "), "a double space: \"%s\"", last->figure[i]);
  }
  cr_expect(sum, "the sum starts from 0");
  cr_expect(why, "the prisoners with no room are said");
}

/* Over the real games of tests/data/games, with the estimator's dead
 * stones: the Japanese and Chinese procedures always reach their counts; the
 * French quick count reaches it or says it does not fit (a game that did not
 * end with passes). */
static void reach_the_counts(game *g, const char *path, void *ctx)
{
  int *french_fits = ctx;
  score_input in;
  game_score_input(g, &in);
  for (int m = 0; m < DEMO_METHODS; m++) {
    score s;
    cr_assert(demo_make(&d, (enum demo_method)m, &in), "%s", path);
    cr_assert(score_count(&in, d.rules, &s));
    const demo_step *last = &d.step[d.n_steps - 1];
    bool says_so = strstr(last->figure[last->n_figures - 1], "does not fit") != NULL;
    if (m == DEMO_FRENCH && fabs(d.margin - s.margin) > 1e-9) {
      cr_assert(says_so, "%s: the quick count %s, the area count %s, and no word of it", path,
                d.result, s.result);
      continue;
    }
    *french_fits += m == DEMO_FRENCH;
    cr_assert_float_eq(d.margin, s.margin, 1e-9, "%s, %s: %s against %s", path,
                       demo_method_name((enum demo_method)m), d.result, s.result);
    cr_assert_not(says_so, "%s", path);
  }
}

Test(demo, procedures_reach_the_counts_on_real_games, .timeout = 300)
{
  int french_fits = 0;
  int games = corpus_each_game(reach_the_counts, &french_fits);
  fprintf(stderr, "demo: %d games; the French quick count fits %d of them\n", games, french_fits);
}
