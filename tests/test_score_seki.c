/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Seki as the rule texts define it, and the points that must be filled
 * (issue 19): every shape here is counted by score.c and shown to the
 * dead-stone estimator, and every figure is worked out by hand from the
 * diagram and the article it cites. J89 art. 8: living stones in contact
 * with a dame are in seki, and their eyes are no territory; art. 9,
 * commentary: the dame are filled before the count, and a group then left
 * in atari connects inside its territory, which costs that point; art. 10:
 * dead stones inside a seki stay on the board. */
#include <criterion/criterion.h>
#include <string.h>

#include "diagram.h"
#include "hoshi/deadstones.h"
#include "hoshi/score.h"

static score count(const board *b, const uint8_t *dead, const char *rules_id)
{
  score_input in = {.board = b, .dead = dead};
  score s;
  cr_assert(score_count(&in, rules_find(rules_id), &s), "%s refused the input", rules_id);
  return s;
}

/* The kind of every listed point, as the scoring screen shows it. */
static void expect_points(const board *b, const uint8_t *dead, enum score_point kind,
                          const char *const *vertices, int n, const char *what)
{
  score_input in = {.board = b, .dead = dead};
  uint8_t k[BOARD_MAX_POINTS];
  cr_assert(score_points(&in, k));
  for (int i = 0; i < n; i++)
    cr_expect_eq(k[at(b, vertices[i])], kind, "%s is %s (kind %d)", vertices[i], what,
                 k[at(b, vertices[i])]);
}

#define EXPECT_POINTS(b, dead, kind, what, ...)                                                    \
  do {                                                                                             \
    const char *const v_[] = {__VA_ARGS__};                                                        \
    expect_points(b, dead, kind, v_, (int)(sizeof v_ / sizeof v_[0]), what);                       \
  } while (0)

/* The stones in seki, one vertex per chain. */
static void expect_in_seki(const board *b, const uint8_t *dead, const char *const *vertices, int n,
                           bool seki)
{
  score_input in = {.board = b, .dead = dead};
  uint8_t status[BOARD_MAX_POINTS];
  cr_assert(score_stone_status(&in, status));
  for (int i = 0; i < n; i++)
    cr_expect_eq(status[at(b, vertices[i])] == SCORE_SEKI, seki, "%s %s in seki", vertices[i],
                 seki ? "is" : "is not");
}

#define EXPECT_SEKI(b, dead, seki, ...)                                                            \
  do {                                                                                             \
    const char *const v_[] = {__VA_ARGS__};                                                        \
    expect_in_seki(b, dead, v_, (int)(sizeof v_ / sizeof v_[0]), seki);                            \
  } while (0)

/* The estimator, with three seeds: no stone of a seki is dead; the
 * listed stones (want_dead) are, and no other. */
static void expect_estimate(const board *b, const char *const *want_dead, int n_dead)
{
  for (uint64_t seed = 0; seed < 3; seed++) {
    deadstones_options opt = {.seed = seed};
    uint8_t status[BOARD_MAX_POINTS];
    int got = deadstones_estimate(b, &opt, status, NULL);
    int stones_dead = 0;
    for (int i = 0; i < n_dead; i++) {
      point p = at(b, want_dead[i]);
      cr_expect_eq(status[p], SCORE_DEAD, "seed %d: %s should be dead", (int)seed, want_dead[i]);
      stones_dead++;
    }
    cr_expect_eq(got, stones_dead, "seed %d: %d stones called dead, %d expected", (int)seed, got,
                 stones_dead);
  }
}

/* --- seki recognised by its standoff (J89 art. 8) ------------------------------ */

/* Three shared liberties, no eye on either side:
 *   6 O O O O O O
 *   5 O X X X X O      Black's chain and White's ring have the same three
 *   4 O . X X . O      liberties, B4, E4 and C2, and no other. Either can
 *   3 O X X X X O      fill one of them and keep two; whoever fills a
 *   2 O X . X X O      second is captured. So one is a dame, counted as
 *   1 O O O O O O      though filled, and two remain: a seki (art. 8).
 * No territory anywhere: Japanese 0 to 0; Chinese 13 Black stones to 20
 * White. */
static const char *three_shared = "O O O O O O\n"
                                  "O X X X X O\n"
                                  "O . X X . O\n"
                                  "O X X X X O\n"
                                  "O X . X X O\n"
                                  "O O O O O O\n";

Test(seki, three_shared_liberties_and_no_eye)
{
  board b;
  load(&b, 6, three_shared);
  score j = count(&b, NULL, "japanese");
  cr_expect_eq(j.seki_points, 2, "two liberties remain once one is filled");
  cr_expect_eq(j.unfilled_dame, 1, "the third is a dame");
  cr_expect_eq(j.dame, 3);
  cr_expect_eq(j.side[COLOR_BLACK].territory + j.side[COLOR_WHITE].territory, 0);
  cr_expect_str_eq(j.result, "0");
  EXPECT_SEKI(&b, NULL, true, "C3", "A1");
  cr_expect_str_eq(count(&b, NULL, "chinese").result, "W+7", "20 stones against 13");
  expect_estimate(&b, NULL, 0);
}

/* Walls without eyes:
 *   5 X X . O O
 *   4 X X . O O      Black's ten stones and White's ten have the same
 *   3 X X . O O      five liberties, C1 to C5, and no eye. Filling
 *   2 X X . O O      them in turn, each keeps liberties until two are
 *   1 X X . O O      left: whoever fills one of those is taken. Three
 *     A B C D E      dame and two points of seki; 0 to 0 in every count. */
Test(seki, walls_without_eyes)
{
  board b;
  load(&b, 5,
       "X X . O O\n"
       "X X . O O\n"
       "X X . O O\n"
       "X X . O O\n"
       "X X . O O\n");
  score j = count(&b, NULL, "japanese");
  cr_expect_eq(j.seki_points, 2);
  cr_expect_eq(j.unfilled_dame, 3);
  EXPECT_SEKI(&b, NULL, true, "A1", "E1");
  cr_expect_str_eq(j.result, "0");
  cr_expect_str_eq(count(&b, NULL, "chinese").result, "0");
  expect_estimate(&b, NULL, 0);
}

/* One eye each and two shared liberties:
 *   5 X X X O O
 *   4 X X X O O      C3 and C2 are both groups' liberties, A1 Black's eye,
 *   3 X X . O O      E1 White's. Black filling C3 keeps C2 and A1: White
 *   2 X X . O O      cannot approach (C2 would leave her only E1, where
 *   1 . X X O .      Black takes her). After one such fill the other shared
 *     A B C D E      point cannot be filled by either side: a seki with a
 * shared dame beside the eyes. The eyes are no territory under J89 (art. 8)
 * and count under area rules: Chinese 12 + 1 against 9 + 1. */
static const char *eyes_and_two_shared = "X X X O O\n"
                                         "X X X O O\n"
                                         "X X . O O\n"
                                         "X X . O O\n"
                                         ". X X O .\n";

Test(seki, one_eye_each_and_two_shared_liberties)
{
  board b;
  load(&b, 5, eyes_and_two_shared);
  score j = count(&b, NULL, "japanese");
  cr_expect_eq(j.side[COLOR_BLACK].territory, 0, "A1 is the eye of a seki");
  cr_expect_eq(j.side[COLOR_WHITE].territory, 0, "E1 too");
  cr_expect_eq(j.side[COLOR_BLACK].seki_eyes, 1);
  cr_expect_eq(j.side[COLOR_WHITE].seki_eyes, 1);
  cr_expect_eq(j.seki_points + j.unfilled_dame, 2);
  cr_expect_eq(j.seki_points, 1, "one shared point stays");
  EXPECT_POINTS(&b, NULL, SCORE_POINT_BLACK_SEKI_EYE, "Black's eye in seki", "A1");
  EXPECT_POINTS(&b, NULL, SCORE_POINT_WHITE_SEKI_EYE, "White's eye in seki", "E1");
  EXPECT_SEKI(&b, NULL, true, "A5", "E5");
  score c = count(&b, NULL, "chinese");
  cr_expect_eq(c.side[COLOR_BLACK].territory, 1, "area counts the eye");
  cr_expect_eq(c.side[COLOR_WHITE].territory, 1);
  cr_expect_str_eq(c.result, "B+3", "12 + 1 against 9 + 1");
  expect_estimate(&b, NULL, 0);
}

/* Dead stones inside an eye (J89 art. 10, Diag. 17):
 *   5 X X X O O
 *   4 X X X O O      White's eye E1-E3 holds the Black stones E3 and E2,
 *   3 X X X O X      dead: White can take them at E1 whenever she likes,
 *   2 X X X O X      and Black can throw in again. C1 is shared: Black
 *   1 . X . O .      filling it keeps only A1, White filling it keeps only
 *     A B C D E      E1, and either is then taken. A seki: J89 leaves E2
 * and E3 on the board, no prisoners, and no territory for anyone (A1 and
 * E1-E3 are eyes of a seki). Chinese: Black 13 stones + A1 = 14, White 7
 * stones + E1-E3 = 10: B+4. */
Test(seki, dead_stones_inside_an_eye)
{
  board b;
  load(&b, 5,
       "X X X O O\n"
       "X X X O O\n"
       "X X X O X\n"
       "X X X O X\n"
       ". X . O .\n");
  uint8_t dead[BOARD_MAX_POINTS] = {0};
  cr_assert_eq(score_toggle_dead(&b, dead, at(&b, "E2")), 2, "E2 and E3");
  score j = count(&b, dead, "japanese");
  cr_expect_eq(j.side[COLOR_BLACK].dead_left, 2, "E2 and E3 stay (art. 10)");
  cr_expect_eq(j.side[COLOR_WHITE].prisoners, 0);
  cr_expect_eq(j.side[COLOR_WHITE].seki_eyes, 3, "E1, E2, E3");
  cr_expect_eq(j.side[COLOR_BLACK].seki_eyes, 1);
  cr_expect_eq(j.seki_points, 1, "C1");
  cr_expect_str_eq(j.result, "0");
  EXPECT_SEKI(&b, dead, true, "A5", "D5");
  score c = count(&b, dead, "chinese");
  cr_expect_str_eq(c.result, "B+4");
  const char *const want_dead[] = {"E2", "E3"};
  expect_estimate(&b, want_dead, 2);
}

/* Not every shared liberty is a seki: Black's wall has two eyes.
 *   5 X X X O O
 *   4 X . X O O      Black's chain has the eyes A1 and B4 besides C1 and
 *   3 X X X O O      C2, shared with White, whose only other liberty is
 *   2 X X . O O      E1. Black can fill C2 and C1 and take White: no
 *   1 . X . O .      seki, nothing to stop the count. White's stones are
 *     A B C D E      dead, marked so. */
Test(seki, two_eyes_against_one_is_no_seki)
{
  board b;
  load(&b, 5,
       "X X X O O\n"
       "X . X O O\n"
       "X X X O O\n"
       "X X . O O\n"
       ". X . O .\n");
  score j = count(&b, NULL, "japanese");
  cr_expect_eq(j.seki_points, 0, "Black can fill both shared points");
  EXPECT_SEKI(&b, NULL, false, "A5", "E5");
  const char *const want_dead[] = {"D5", "E5", "D4", "E4", "D3", "E3", "D2", "E2", "D1"};
  expect_estimate(&b, want_dead, 9);
}

/* --- points that must be filled (J89 art. 9, commentary) ------------------------ */

/* A stone left in atari once the dame is filled:
 *   9 . . . . . . . . .
 *   8 . . . . . . . . .
 *   7 . . . . . . . . .
 *   6 X X X X X X . . .
 *   5 O O O O O X . . .    G1 is a dame. Once Black fills it, White's F1
 *   4 . . . . O X . . .    has one liberty, E1, inside White's corner:
 *   3 . . . . O X . . .    White must connect there, so E1 is no
 *   2 . . . . O X X . .    territory under J89. White's corner: A1-D4
 *   1 . . . . . O . X .    (16; E1 not counted). Black's: the rest (42).
 *     A B C D E F G H J
 * Japanese: Black 42, White 16: B+26. Chinese: Black 12 stones + 42,
 * White 9 stones + 17 (E1 is area): B+28. The 2 points between them:
 * Black placed 3 more stones (+3 for Black in Chinese), and E1 (+1 for
 * Black in Japanese). */
static const char *stone_in_atari = ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    "X X X X X X . . .\n"
                                    "O O O O O X . . .\n"
                                    ". . . . O X . . .\n"
                                    ". . . . O X . . .\n"
                                    ". . . . O X X . .\n"
                                    ". . . . . O . X .\n";

Test(must_fill, a_stone_in_atari_once_the_dame_is_filled)
{
  board b;
  load(&b, 9, stone_in_atari);
  score j = count(&b, NULL, "japanese");
  cr_expect_eq(j.side[COLOR_WHITE].must_fill, 1);
  cr_expect_eq(j.side[COLOR_BLACK].must_fill, 0);
  cr_expect_eq(j.side[COLOR_WHITE].territory, 16);
  cr_expect_eq(j.side[COLOR_BLACK].territory, 42);
  cr_expect_eq(j.unfilled_dame, 1, "G1");
  cr_expect_str_eq(j.result, "B+26");
  EXPECT_POINTS(&b, NULL, SCORE_POINT_WHITE_MUST_FILL, "White's to fill", "E1");
  EXPECT_POINTS(&b, NULL, SCORE_POINT_WHITE, "White's territory", "A1", "D1", "D4");
  EXPECT_POINTS(&b, NULL, SCORE_POINT_DAME, "a dame", "G1");
  score c = count(&b, NULL, "chinese");
  cr_expect_eq(c.side[COLOR_WHITE].territory, 17, "area counts E1");
  cr_expect_str_eq(c.result, "B+28");

  /* The reasons add up, and say it as the rule does. */
  score_input in = {.board = &b};
  score_reason r[8];
  int n = score_reconcile(&j, &c, &in, r, 8);
  double sum = 0;
  const score_reason *fill = NULL, *unfilled = NULL;
  for (int i = 0; i < n; i++) {
    sum += r[i].points;
    if (r[i].kind == REASON_MUST_FILL)
      fill = &r[i];
    if (r[i].kind == REASON_UNFILLED_DAME)
      unfilled = &r[i];
  }
  cr_expect_float_eq(sum, j.margin - c.margin, 1e-9);
  cr_assert_not_null(fill);
  cr_expect_float_eq(fill->points, 1, 1e-9, "+1 for Black in Japanese");
  cr_expect_str_eq(fill->text, "1 point White must fill once the dame are filled: +1 for White "
                               "in Chinese counting, not territory in Japanese (J89 art. 9)");
  uint8_t mark[BOARD_MAX_POINTS] = {0};
  cr_expect_eq(score_reason_points(fill, &in, mark), 1);
  cr_expect(mark[at(&b, "E1")]);
  cr_assert_not_null(unfilled, "the unfilled dame are explained");
  cr_expect_float_eq(unfilled->points, 0, 1e-9);
  cr_expect(strstr(unfilled->text, "Diagram 15") != NULL, "%s", unfilled->text);
  expect_estimate(&b, NULL, 0);
}

/* The same with a false eye:
 *   6 X X X X X X . . .
 *   5 O O O O O X . . .    E1 is surrounded by White (D1, E2, F1), but
 *   4 . . . . O X . . .    they are three chains and F2 is Black's: once
 *   3 . . . . O X . . .    Black fills G1, F1 is in atari and White must
 *   2 . . . . O X X . .    connect at E1, the false eye. White's corner:
 *   1 . . . O . O . X .    A1-D4 but D1 (15). Japanese: 42 to 15, B+27;
 *     A B C D E F G H J    Chinese: Black 12 + 42, White 10 + 16: B+28.
 * (rows 7 to 9 empty) */
Test(must_fill, a_false_eye)
{
  board b;
  load(&b, 9,
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "X X X X X X . . .\n"
       "O O O O O X . . .\n"
       ". . . . O X . . .\n"
       ". . . . O X . . .\n"
       ". . . . O X X . .\n"
       ". . . O . O . X .\n");
  score j = count(&b, NULL, "japanese");
  cr_expect_eq(j.side[COLOR_WHITE].must_fill, 1, "the false eye E1");
  cr_expect_eq(j.side[COLOR_WHITE].territory, 15);
  cr_expect_str_eq(j.result, "B+27");
  EXPECT_POINTS(&b, NULL, SCORE_POINT_WHITE_MUST_FILL, "the false eye", "E1");
  cr_expect_str_eq(count(&b, NULL, "chinese").result, "B+28");
  expect_estimate(&b, NULL, 0);
}

/* Nothing to fill when the dame fill puts no one in atari:
 *   6 X X X X X X X . .
 *   5 O O O O O O X . .    White's F1 is part of her wall: once Black
 *   4 . . . . . O X . .    fills G1 the wall keeps the liberties of her
 *   3 . . . . . O X . .    whole corner, all territory (20 points).
 *   2 . . . . . O X . .
 *   1 . . . . . O . X .    (rows 7 to 9 empty) */
Test(must_fill, none_when_the_group_keeps_liberties)
{
  board b;
  load(&b, 9,
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "X X X X X X X . .\n"
       "O O O O O O X . .\n"
       ". . . . . O X . .\n"
       ". . . . . O X . .\n"
       ". . . . . O X . .\n"
       ". . . . . O . X .\n");
  score j = count(&b, NULL, "japanese");
  cr_expect_eq(j.side[COLOR_WHITE].must_fill, 0);
  cr_expect_eq(j.side[COLOR_WHITE].territory, 20);
  cr_expect_eq(j.unfilled_dame, 1);
}

/* --- seki held by kos and eyeless seki on the edge (issue 33) ------------------- */

/* Every rule set Hoshi has: the estimate and the count of a seki must not
 * depend on which one is played. */
static const char *const all_rules[] = {"japanese", "chinese", "aga",
                                        "french",   "nz",      "tromp-taylor"};
#define N_ALL_RULES (sizeof all_rules / sizeof all_rules[0])

/* The estimate, by play and under J89's confirmation, three seeds each,
 * and both sides to move: no stone is dead, and each listed stone is in
 * seki. */
static void expect_all_live(board *b, const char *const *in_seki, int n_seki)
{
  for (int turn = 0; turn < 2; turn++) {
    b->to_move = turn ? COLOR_WHITE : COLOR_BLACK;
    for (int confirm = 0; confirm < 2; confirm++)
      for (uint64_t seed = 0; seed < 3; seed++) {
        deadstones_options opt = {.seed = seed, .confirmation = confirm};
        uint8_t status[BOARD_MAX_POINTS];
        int got = deadstones_estimate(b, &opt, status, NULL);
        cr_expect_eq(got, 0, "seed %d%s, %s to move: %d stones called dead", (int)seed,
                     confirm ? ", J89 confirmation" : "", turn ? "White" : "Black", got);
        for (int i = 0; i < n_seki; i++)
          cr_expect_eq(status[at(b, in_seki[i])], SCORE_SEKI, "seed %d%s: %s is not in seki",
                       (int)seed, confirm ? ", J89 confirmation" : "", in_seki[i]);
      }
  }
}

#define EXPECT_ALL_LIVE(b, ...)                                                                    \
  do {                                                                                             \
    const char *const v_[] = {__VA_ARGS__};                                                        \
    expect_all_live(b, v_, (int)(sizeof v_ / sizeof v_[0]));                                       \
  } while (0)

/* The count with the estimate's marks, under a rule set. */
static double margin_estimated(const board *b, const char *rules_id)
{
  deadstones_options opt = {.confirmation = rules_confirms_life_j89(rules_find(rules_id))};
  uint8_t status[BOARD_MAX_POINTS], dead[BOARD_MAX_POINTS] = {0};
  cr_assert_geq(deadstones_estimate(b, &opt, status, NULL), 0);
  for (int p = 0; p < BOARD_MAX_POINTS; p++)
    dead[p] = status[p] == SCORE_DEAD;
  return count(b, dead, rules_id).margin;
}

/* Seki by double ko, the shape of J89 Diagram 14 (art. 8, commentary):
 *   9 . . . . . . . . .
 *   8 . . . . . . . . .
 *   7 O O O O O O O O O     White's thirteen stones round D3 and Black's four
 *   6 X X X X X X X X X     (C2 D2 E2 D1) share one liberty, D3, and each has
 *   5 . X X X X X . . .     one more, where a ko is: Black may take C1 by
 *   4 X X O O O X X . .     playing B1, White may take F1 by playing E1.
 *   3 X O O . O O X X .     Whoever takes one ko puts the other side in
 *   2 O O X X X O O X .     atari, which answers by taking the other ko:
 *   1 O . O X . X O X .     neither can ever capture. D3 is a dame, B1 and
 *     A B C D E F G H J     E1 eyes of groups in seki: no territory (art. 8).
 * Japanese: Black's territory A5 G5 H5 J5 H4 J4 J3 J2 J1 (9), White's rows
 * 8 and 9 (18): W+9 with no komi. Area: Black 28 stones + 9 + the eye E1 =
 * 38, White 23 stones + 18 + the eye B1 = 42: W+4. Were White's thirteen
 * and C1 taken for dead, as Hoshi's estimate did before, the Japanese count
 * would say B+22. */
static const char *double_ko = ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               "O O O O O O O O O\n"
                               "X X X X X X X X X\n"
                               ". X X X X X . . .\n"
                               "X X O O O X X . .\n"
                               "X O O . O O X X .\n"
                               "O O X X X O O X .\n"
                               "O . O X . X O X .\n";

Test(seki, double_ko_seki_lives_under_every_rule_set)
{
  board b;
  load(&b, 9, double_ko);
  EXPECT_ALL_LIVE(&b, "C4", "D2");
  const double want[] = {-9, -4, -4, -4, -4, -4};
  for (size_t i = 0; i < N_ALL_RULES; i++)
    cr_expect_float_eq(margin_estimated(&b, all_rules[i]), want[i], 1e-9, "%s: %g, expected %g",
                       all_rules[i], margin_estimated(&b, all_rules[i]), want[i]);
  uint8_t none[BOARD_MAX_POINTS] = {0};
  EXPECT_POINTS(&b, none, SCORE_POINT_SEKI, "the shared liberty", "D3");
  /* The reason says where, and why no one fills it. */
  score_input in = {.board = &b, .dead = none};
  score j = count(&b, none, "japanese"), c = count(&b, none, "chinese");
  score_reason r[16];
  int n = score_reconcile(&j, &c, &in, r, 16);
  bool said = false;
  for (int i = 0; i < n; i++)
    said |= r[i].kind == REASON_SEKI_DAME && strstr(r[i].text, "(D3)") &&
            strstr(r[i].text, "J89 art. 8");
  cr_expect(said, "no reason names D3 as the seki's shared liberty");
}

/* The same seki elsewhere: colours swapped, mirrored, at the top of a
 * 13x13 board; and on 19x19, with White's territory above and Black's
 * beside it. No stone of it is dead. */
Test(seki, double_ko_seki_on_13x13_and_19x19)
{
  board b;
  load(&b, 13,
       "X . X O . O X O . . . . .\n"
       "X X O O O X X O . . . . .\n"
       "O X X . X X O O . . . . .\n"
       "O O X X X O O . . . . . .\n"
       ". O O O O O . . . . . . .\n"
       "O O O O O O O O O O O O O\n"
       "X X X X X X X X X X X X X\n"
       ". . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . .\n");
  EXPECT_ALL_LIVE(&b, "C12", "F12");
  load(&b, 19,
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       "O O O O O O O O O O O O O O O O O O O\n"
       "X X X X X X X X X X X X X X X X X X X\n"
       ". X X X X X . . . . . . . . . . . . .\n"
       "X X O O O X X . . . . . . . . . . . .\n"
       "X O O . O O X X . . . . . . . . . . .\n"
       "O O X X X O O X . . . . . . . . . . .\n"
       "O . O X . X O X . . . . . . . . . . .\n");
  EXPECT_ALL_LIVE(&b, "C4", "D2");
}

/* An eyeless seki on the edge: nine stones on the first and second lines
 * and a group of four sharing their only two liberties.
 *   9 . . . . X . . . .
 *   8 . . . . X . . . .
 *   7 X X X X X . . . .     Black's nine (A2-G2, G1, H1) hold White's four
 *   6 O O O O X X X X X     (B1-E1); both have the same two liberties, A1
 *   5 . . . O O O O O O     and F1, and no eye. Whoever fills one is taken
 *   4 . . . . . . . . .     at the other: a seki inside White's wall, and
 *   3 O O O O O O O O .     no stone dead (GNU Go agrees).
 *   2 X X X X X X X O O
 *   1 . O O O O . X X O
 *     A B C D E F G H J
 * Japanese: Black's territory A8-D9 and F7-J9 (20), White's A4-J4, A5-C5
 * and J3 (13): B+7. Area: Black 21 stones + 20 = 41, White 25 stones + 13
 * = 38: B+3. Were the nine taken for dead, White would gain their nine
 * points, A1, F1 and nine prisoners: the Japanese count would move by 20. */
Test(seki, eyeless_seki_on_the_edge)
{
  board b;
  load(&b, 9,
       ". . . . X . . . .\n"
       ". . . . X . . . .\n"
       "X X X X X . . . .\n"
       "O O O O X X X X X\n"
       ". . . O O O O O O\n"
       ". . . . . . . . .\n"
       "O O O O O O O O .\n"
       "X X X X X X X O O\n"
       ". O O O O . X X O\n");
  EXPECT_ALL_LIVE(&b, "A2", "B1");
  const double want[] = {7, 3, 3, 3, 3, 3};
  for (size_t i = 0; i < N_ALL_RULES; i++)
    cr_expect_float_eq(margin_estimated(&b, all_rules[i]), want[i], 1e-9, "%s: %g, expected %g",
                       all_rules[i], margin_estimated(&b, all_rules[i]), want[i]);
}

/* A dame only one side can fill, whose filling starts the other side's
 * reply (issue 45, item 3; J89 art. 9 and its commentary: the count is made
 * once the dame are filled and the reinforcements played):
 *
 *   9 x x x x O . O . O    Nine dead Black stones (x) in White's upper
 *   8 x x x O O O O O O    left reach Black's living corner only through
 *   7 x O O O O O O O O    A5. Black cannot fill A5: its stone joins the
 *   6 x O O . O . O . O    dead ones with A2 their one liberty, and White
 *   5 . O O O O O O O O    takes thirteen there. White fills it, taking
 *   4 X O O O O O O O O    the nine: the pocket they leave is White's, and
 *   3 X O O O O O O O O    A3 A4 are in atari, so Black connects at A2.
 *   2 . X X X X X O . O
 *   1 . . . . . X O O .
 *     A B C D E F G H J
 *
 * Japanese: Black A1..E1 (5; A2 to fill); White F9 H9 D6 F6 H6 H2 J1 and
 * the pocket's nine points (16) and nine prisoners: W+20, as GNU Go 3.8
 * counts it. Chinese: Black 8 stones + 6, White 50 + 16: W+52 (GNU Go
 * gives White A5 too, W+53: Hoshi counts a dame for no one). Hoshi used to
 * count W+1: the dead stones left "in seki", the pocket no one's, no
 * point to fill. In all 16 variants. */
static const char *pocket_behind_a_dame = "X X X X O . O . O\n"
                                          "X X X O O O O O O\n"
                                          "X O O O O O O O O\n"
                                          "X O O . O . O . O\n"
                                          ". O O O O O O O O\n"
                                          "X O O O O O O O O\n"
                                          "X O O O O O O O O\n"
                                          ". X X X X X O . O\n"
                                          ". . . . . X O O .\n";

Test(must_fill, a_dame_only_the_captor_fills_closes_a_pocket_of_dead_stones)
{
  board original;
  load(&original, 9, pocket_behind_a_dame);
  static const char *const dead_stones[] = {"A9", "B9", "C9", "D9", "A8",
                                            "B8", "C8", "A7", "A6", NULL};
  for (int sym = 0; sym < 8; sym++)
    for (int swap = 0; swap < 2; swap++) {
      board b;
      diagram_variant(&original, sym, swap, &b);
      enum color dark = swap ? COLOR_WHITE : COLOR_BLACK, light = color_other(dark);
      uint8_t dead[BOARD_MAX_POINTS] = {0};
      for (int i = 0; dead_stones[i]; i++)
        dead[diagram_moved(&b, sym, dead_stones[i])] = 1;
      score j = count(&b, dead, "japanese");
      cr_expect_str_eq(j.result, swap ? "B+20" : "W+20", "symmetry %d%s", sym,
                       swap ? " swapped" : "");
      cr_expect_eq(j.side[light].prisoners, 9, "the nine taken");
      cr_expect_eq(j.side[light].territory, 16, "the pocket is the captor's");
      cr_expect_eq(j.side[dark].must_fill, 1, "the corner connects at A2");
      cr_expect_eq(j.side[dark].dead_left, 0, "no dead stone left on the board");
      score c = count(&b, dead, "chinese");
      cr_expect_str_eq(c.result, swap ? "B+52" : "W+52", "symmetry %d%s", sym,
                       swap ? " swapped" : "");

      score_input in = {.board = &b, .dead = dead};
      uint8_t k[BOARD_MAX_POINTS];
      cr_assert(score_points(&in, k));
      enum score_point to_fill =
          dark == COLOR_BLACK ? SCORE_POINT_BLACK_MUST_FILL : SCORE_POINT_WHITE_MUST_FILL;
      enum score_point captors = light == COLOR_WHITE ? SCORE_POINT_WHITE : SCORE_POINT_BLACK;
      cr_expect_eq(k[diagram_moved(&b, sym, "A2")], to_fill, "A2 is to fill");
      cr_expect_eq(k[diagram_moved(&b, sym, "B9")], captors, "the pocket");
      cr_expect_eq(k[diagram_moved(&b, sym, "A5")], SCORE_POINT_DAME, "A5 is a dame");
      score_reason r[8];
      int n = score_reconcile(&j, &c, &in, r, 8);
      double sum = 0;
      for (int i = 0; i < n; i++) {
        sum += r[i].points;
        cr_expect_neq(r[i].kind, REASON_DEAD_IN_SEKI, "no dead stone is said to be in seki");
      }
      cr_expect_float_eq(sum, j.margin - c.margin, 1e-9);
    }
}
