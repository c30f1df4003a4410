/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Dead stones a teacher never corrects (issue 45): the classes of position
 * the estimate used to get wrong, each on a 9x9, a 13x13 and a 19x19
 * board, in the eight symmetries of the board with the colours as they are
 * and swapped, read as J89 reads (a ko retaken only after a pass) and as
 * area rules do, and under every rule set of the registry, with the
 * Japanese (J89: territory + prisoners) and Chinese (area) counts of the
 * board as it is, komi 0, made of the estimate's marks:
 *
 * - a capture that costs more than it takes: three stones on the first
 *   line whose capture leaves a straight three inside the wall that took
 *   them, so that the wall dies: seki (9x9 and 13x13 boards,
 *   goban:game_seki_64848549 and a 19x19 board);
 * - a race left alone: an eyeless group on three lines of the edge round
 *   four stones, the two sharing their two liberties, where every move
 *   inside is self-atari: seki, not a lost race (9x9, 13x13, 19x19);
 * - a corner group with an eye space of its own, in the same open area as
 *   a dead group: alive (a 9x9 board, goban:corner_test_1 on 13x13, a
 *   19x19 board);
 * - J89's "new stone": stones a snapback takes whose owner then throws in
 *   and takes back the stones that took them: not dead, and said why
 *   (goban:game_beta_17150 on 9x9, 13x13 and 19x19 boards);
 * - a race of one-eyed groups that neither side wins: two chains of
 *   opposite colours, each with an eye of a point, sharing two or more
 *   liberties, one of them with more than six, their counts of outside
 *   liberties differing by fewer than the shared ones: seki
 *   (goban:game_seki_64848549, 9x9, 13x13 and 19x19 boards);
 * - and stones in atari inside a living wall, which stay dead.
 *
 * The boards made for these tests put the class's shape by an edge or in
 * a corner and fill the rest with living groups (bands of stones with
 * eyes), so that nothing else is left to judge. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "agreed.h"
#include "diagram.h"
#include "hoshi/deadstones.h"
#include "hoshi/rules.h"
#include "hoshi/score.h"

/* --- what a class must give ------------------------------------------------------ */

typedef struct expectation {
  const char *const *alive; /* stones not dead, NULL-terminated */
  const char *const *dead;  /* stones dead */
  const char *const *seki;  /* stones in seki (SCORE_SEKI) in every variant; NULL: none said */
  int why;                  /* the enum deadstones_why of the first alive stone; WHY_ANY */
  int symmetries;           /* the variants read: 8 (all), or 1 (the board as it is) */
  /* score_count's results, komi 0, of the board as it is with the marks
   * of the estimate as each rule set reads: the Japanese rules (J89) and
   * the Chinese; NULL: not checked. */
  const char *japanese, *chinese;
} expectation;

#define WHY_ANY (-1)

/* The estimate of the variant (sym, swap) of b, read the J89 way or not,
 * against what e says. */
static void expect_variant(const board *b, int sym, bool swap, bool j89, const expectation *e)
{
  board v;
  diagram_variant(b, sym, swap, &v);
  uint8_t status[BOARD_MAX_POINTS], why[BOARD_MAX_POINTS];
  deadstones_options o = {.confirmation = j89, .why = why};
  cr_assert_geq(deadstones_estimate(&v, &o, status, NULL), 0, "out of memory");
  const char *how = j89 ? "J89" : "area";
  for (int i = 0; e->alive && e->alive[i]; i++) {
    point p = diagram_moved(&v, sym, e->alive[i]);
    cr_expect_neq(status[p], SCORE_DEAD, "symmetry %d%s, %s: %s taken for dead", sym,
                  swap ? " swapped" : "", how, e->alive[i]);
  }
  for (int i = 0; e->dead && e->dead[i]; i++) {
    point p = diagram_moved(&v, sym, e->dead[i]);
    cr_expect_eq(status[p], SCORE_DEAD, "symmetry %d%s, %s: %s not dead", sym,
                 swap ? " swapped" : "", how, e->dead[i]);
  }
  for (int i = 0; e->seki && e->seki[i]; i++) {
    point p = diagram_moved(&v, sym, e->seki[i]);
    cr_expect_eq(status[p], SCORE_SEKI, "symmetry %d%s, %s: %s not in seki (status %d)", sym,
                 swap ? " swapped" : "", how, e->seki[i], status[p]);
  }
  if (e->alive && e->alive[0] && e->why != WHY_ANY) {
    point p = diagram_moved(&v, sym, e->alive[0]);
    cr_expect_eq(why[p], e->why, "symmetry %d%s, %s: why %d for %s", sym, swap ? " swapped" : "",
                 how, why[p], e->alive[0]);
  }
}

/* Every variant, both readings; then every rule set on the board as it
 * is, each reading as its rules do, with a count made of the marks: the
 * Japanese and the Chinese counts as e says. */
static void expect_class(const board *b, const expectation *e)
{
  for (int sym = 0; sym < e->symmetries; sym++)
    for (int swap = 0; swap < 2; swap++)
      for (int j89 = 0; j89 < 2; j89++)
        expect_variant(b, sym, swap, j89, e);
  size_t n;
  const rules *const *all = rules_all(&n);
  int counted = 0;
  for (size_t i = 0; i < n; i++) {
    uint8_t status[BOARD_MAX_POINTS], dead[BOARD_MAX_POINTS];
    deadstones_options o = {.confirmation = rules_confirms_life_j89(all[i])};
    cr_assert_geq(deadstones_estimate(b, &o, status, NULL), 0);
    for (int k = 0; e->alive && e->alive[k]; k++)
      cr_expect_neq(status[at(b, e->alive[k])], SCORE_DEAD, "%s: %s", rules_id(all[i]),
                    e->alive[k]);
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
      dead[p] = status[p] == SCORE_DEAD;
    score_input in = {.board = b, .dead = dead};
    score s;
    cr_expect(score_count(&in, all[i], &s), "%s: the count", rules_id(all[i]));
    const char *id = rules_id(all[i]);
    const char *want = !strcmp(id, "japanese")  ? e->japanese
                       : !strcmp(id, "chinese") ? e->chinese
                                                : NULL;
    if (want) {
      cr_expect_str_eq(s.result, want, "%s counts %s, expected %s", id, s.result, want);
      counted++;
    }
  }
  cr_expect_eq(counted, (e->japanese != NULL) + (e->chinese != NULL),
               "a rule set to count is missing");
}

static void agreed(const char *id, agreed_position *a)
{
  const char *data = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(data, "HOSHI_TEST_DATA names tests/data (ctest sets it)");
  char why[300];
  cr_assert(agreed_find(data, id, a, why, sizeof why), "%s", why);
}

/* --- the classes ------------------------------------------------------------------- */

/* -- a capture that costs the wall -- */

/* goban:game_seki_64848549, lower middle: Black's K1 L1 M1 share J1 and N1
 * with White's wall H1..O2 and M3, whose other liberties are J3, N3 and
 * O3. White can take the three stones (J1, N1), but the straight three
 * K1 L1 M1 it then holds is one eye: Black plays L1, fills J3, N3, O3 and
 * takes the wall. So White does not take them: seki. Read on the board
 * as it is, colours as they are and swapped: in the other symmetries the
 * playouts (seeded by the position) may take the wall for dead, and the
 * reading that would prove it stands (every way to take it failing) runs
 * past its budget there; issue 45's note says so. No count: the estimate
 * takes S1 T2 for dead where the label keeps them (an unsettled corner,
 * test_disputed_labels.c), and a count made of those marks would hold
 * that; COSTS_THE_WALL_19 counts the class on 19x19. */
Test(dead_readings, a_capture_that_costs_the_wall_is_no_capture)
{
  static agreed_position a;
  agreed("goban:game_seki_64848549.json", &a);
  static const char *const alive[] = {"K1", "L1", "M1", "H2", "O2", "M3", NULL};
  static const char *const dead[] = {"M19", "N19", "A8", "S12", "E11", NULL};
  expectation e = {
      .alive = alive, .dead = dead, .why = DEADSTONES_WHY_CAPTURE_COSTS_MORE, .symmetries = 1};
  expect_class(&a.board, &e);
}

/* -- a race of one-eyed groups left alone -- */

/* goban:game_seki_64848549, lower right: Black's chain O8..S8, S9 T9, S7
 * T7 has the eye T8 and R7 outside; White's chain O9..O12, P12..R12, R9
 * R10 R11, S11 T11 has the eye T12 (Black's dead S12 in it) and P13, P11,
 * Q11 outside; they share P9, Q9, S10 and T10, and Black's P10 Q10 sit on
 * P9 Q9 and P11 Q11. The side moving first fills the other's outside
 * liberties, then the shared ones, and the last shared one it fills
 * leaves it in atari with the other to move: neither can capture unless
 * its outside liberties outnumber the other's by the four shared ones (1
 * against 3): seki, with six and eight liberties, too long for the
 * standoff's reading (seki.h, seki_eye_race). The playouts take Black's
 * stones for dead; the label and GNU Go keep them. Every symmetry, both
 * colours. */
Test(dead_readings, a_race_of_one_eyed_groups_is_seki)
{
  static agreed_position a;
  agreed("goban:game_seki_64848549.json", &a);
  static const char *const alive[] = {"O8", "P8",  "Q8",  "R8", "S8", "S9",  "T9", "S7",
                                      "T7", "P10", "Q10", "O9", "R9", "T11", NULL};
  expectation e = {.alive = alive, .seki = alive, .why = WHY_ANY, .symmetries = 8};
  expect_class(&a.board, &e);
}

/* The class on 9x9, by the lower left corner. Black's chain A1..D3, D4 E4
 * (13 stones) has the eye B2 and the outside liberties A4 B4 C4 under
 * White's wall; White's F1..J3, F4 (12 stones) has the eye H2 and the
 * outside liberties G4 H4 J4 under Black's wall; they share E1 E2 E3.
 * Seven liberties each (1 + 3 + 3). Read out: the side moving first fills
 * the other's three outside liberties while the other fills its three,
 * then one shared liberty each; whoever fills the last one (E1) is in
 * atari with the other to move, and the other takes it through its eye.
 * The outside liberties differ by 3 - 3 < 3: neither can capture, moving
 * first or second: seki. GNU Go says seki in all 16 variants.
 *
 * The count: Black 31 stones, White 35; Black's territory G9 J9 (2),
 * White's A9 C9 (2); the eyes B2 H2 are seki, A4 B4 C4, G4 H4 J4 and E1
 * E2 E3 nobody's. Japanese 2 - 2: 0; Chinese 31 + 2 + B2 against
 * 35 + 2 + H2: W+4. */
static const char EYE_RACE_9[] = ". O . O O X . X ."
                                 "O O O O O X X X X"
                                 "O O O O O X X X X"
                                 "O O O O O X X X X"
                                 "O O O O O X X X X"
                                 ". . . X X O . . ."
                                 "X X X X . O O O O"
                                 "X . X X . O O . O"
                                 "X X X X . O O O O";

static const char *const eye_race_9[] = {"A1", "B3", "D4", "E4", "F4", "F1", "H1", "J3", NULL};

Test(dead_readings, a_race_of_one_eyed_groups_on_9x9)
{
  board b;
  load(&b, 9, EYE_RACE_9);
  expectation e = {.alive = eye_race_9,
                   .seki = eye_race_9,
                   .why = WHY_ANY,
                   .symmetries = 8,
                   .japanese = "0",
                   .chinese = "W+4"};
  expect_class(&b, &e);
}

/* On 13x13, with counts of outside liberties that differ. Black's chain
 * A1..E3, E4 F4 (16 stones) has the eye B2 and four outside liberties, A4
 * B4 C4 D4: eight liberties (1 + 4 + 3), past the standoff's six; White's
 * G1..J3, G4 (9 stones) has the eye H2 and two, H4 J4: six (1 + 2 + 3);
 * they share F1 F2 F3. Black moving first plays H4, J4, F3 and F2 while
 * White fills A4..D4: each is left with its eye and F1, and whoever fills
 * F1 is taken. 4 - 2 < 3: Black, moving first, cannot take the chain, and
 * White, with more to fill, still less. Seki; GNU Go says seki in all 16
 * variants. White's wall A5..F13 and Black's G5..N13, with the right-hand
 * corner K1..N4, live by their eyes on row 13 and L3 N3 L1 N1.
 *
 * The count: Black 88 stones, White 60; Black's territory H13 K13 M13 L3
 * N3 L1 N1 (7), White's A13 C13 E13 (3); B2 H2 seki, A4..D4, H4 J4 and F1
 * F2 F3 nobody's. Japanese 7 - 3: B+4; Chinese 88 + 7 + B2 against
 * 60 + 3 + H2: B+32. */
static const char EYE_RACE_13[] = ". O . O . O X . X . X . X"
                                  "O O O O O O X X X X X X X"
                                  "O O O O O O X X X X X X X"
                                  "O O O O O O X X X X X X X"
                                  "O O O O O O X X X X X X X"
                                  "O O O O O O X X X X X X X"
                                  "O O O O O O X X X X X X X"
                                  "O O O O O O X X X X X X X"
                                  "O O O O O O X X X X X X X"
                                  ". . . . X X O . . X X X X"
                                  "X X X X X . O O O X . X ."
                                  "X . X X X . O . O X X X X"
                                  "X X X X X . O O O X . X .";

static const char *const eye_race_13[] = {"A1", "D3", "E4", "F4", "G4", "G1", "J3", NULL};

Test(dead_readings, a_race_of_one_eyed_groups_on_13x13)
{
  board b;
  load(&b, 13, EYE_RACE_13);
  expectation e = {.alive = eye_race_13,
                   .seki = eye_race_13,
                   .why = WHY_ANY,
                   .symmetries = 8,
                   .japanese = "B+4",
                   .chinese = "B+32"};
  expect_class(&b, &e);
}

/* On 19x19, by the lower edge away from the corners. Black's chain D1..J3,
 * J4 K4 (19 stones) has the eye F2 and five outside liberties, D4..H4:
 * nine liberties (1 + 5 + 3); White's L1..O3, L4 (12 stones) has the eye M2
 * and three, M4 N4 O4: seven (1 + 3 + 3); they share K1 K2 K3. The
 * outside liberties differ by 5 - 3 < 3: seki, read as on 13x13. GNU Go
 * says seki in all 16 variants. White's group A1..C4, A5..K19 lives by A1 A3 and its eyes on
 * row 19, Black's L5..T19, P1..T4 by Q3 S3 Q1 S1 and row 19's.
 *
 * The count: Black 166 stones, White 167; Black's territory M19 O19 Q19
 * S19 Q3 S3 Q1 S1 (8), White's A19 C19 E19 G19 J19 A3 A1 (7); F2 M2 seki,
 * D4..H4, M4 N4 O4 and K1 K2 K3 nobody's. Japanese 8 - 7: B+1; Chinese
 * 166 + 8 + F2 against 167 + 7 + M2: 0. */
static const char EYE_RACE_19[] = ". O . O . O . O . O X . X . X . X . X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O O O O O O O O X X X X X X X X X"
                                  "O O O . . . . . X X O . . . X X X X X"
                                  ". O O X X X X X X . O O O O X . X . X"
                                  "O O O X X . X X X . O . O O X X X X X"
                                  ". O O X X X X X X . O O O O X . X . X";

static const char *const eye_race_19[] = {"D1", "G3", "J4", "K4", "L4", "L1", "O3", NULL};

Test(dead_readings, a_race_of_one_eyed_groups_on_19x19)
{
  board b;
  load(&b, 19, EYE_RACE_19);
  expectation e = {.alive = eye_race_19,
                   .seki = eye_race_19,
                   .why = WHY_ANY,
                   .symmetries = 8,
                   .japanese = "B+1",
                   .chinese = "0"};
  expect_class(&b, &e);
}

/* Black's D1 E1 F1 and White's wall round them share C1 and G1, the wall's
 * other liberties C3 and F3 inside Black's stones: whoever fills a shared
 * liberty first is taken, and White taking the three stones (C1, G1) leaves
 * them a straight three D1 E1 F1: Black plays E1, fills C3 and F3, and the
 * wall dies. Seki, in every symmetry: where the playouts took the wall for
 * dead, the reading of the three stones' capture (it costs the wall)
 * brings it back.
 *
 * The count: Black 36 stones, White 32; Black's territory B5 D5 F5 H5 (4),
 * White's A9 C9 E9 G9 J9 (5); C1 G1 C3 F3 are nobody's. Japanese 4 - 5:
 * W+1; Chinese 36 + 4 against 32 + 5: B+3. */
static const char EYELESS_SEKI[] = ". O . O . O . O ."
                                   "O O O O O O O O O"
                                   "O O O O O O O O O"
                                   "X X X X X X X X X"
                                   "X . X . X . X . X"
                                   "X X X X X X X X X"
                                   "X X . X O . X X X"
                                   "X O O O O O O O X"
                                   "X O . X X X . O X";

Test(dead_readings, an_eyeless_seki_on_the_first_line_stays_seki)
{
  board b;
  load(&b, 9, EYELESS_SEKI);
  static const char *const alive[] = {"D1", "E1", "F1", "B1", "E3", NULL};
  expectation e = {
      .alive = alive, .why = WHY_ANY, .symmetries = 8, .japanese = "W+1", .chinese = "B+3"};
  expect_class(&b, &e);
  uint8_t status[BOARD_MAX_POINTS];
  cr_assert_geq(deadstones_estimate(&b, NULL, status, NULL), 0);
  cr_expect_eq(status[at(&b, "E1")], SCORE_SEKI);
  cr_expect_eq(status[at(&b, "E3")], SCORE_SEKI);
}

/* EYELESS_SEKI's lower edge on 13x13: the same wall B1..H2 and E3 round
 * D1 E1 F1, Black's group round it living by A.. and its eyes K3 M3 K1
 * M1, bands of living stones above (White's eyes on the top edge and on
 * row 6, Black's on row 9).
 *
 * The count: Black 67 stones, White 75; Black's territory the six eyes of
 * row 9 and K3 M3 K1 M1 (10), White's the seven of row 13 and the six of
 * row 6 (13); C1 G1 C3 F3 nobody's. Japanese 10 - 13: W+3; Chinese
 * 67 + 10 against 75 + 13: W+11. */
static const char COSTS_THE_WALL_13[] = ". O . O . O . O . O . O ."
                                        "O O O O O O O O O O O O O"
                                        "O O O O O O O O O O O O O"
                                        "X X X X X X X X X X X X X"
                                        "X . X . X . X . X . X . X"
                                        "X X X X X X X X X X X X X"
                                        "O O O O O O O O O O O O O"
                                        "O . O . O . O . O . O . O"
                                        "O O O O O O O O O O O O O"
                                        "X X X X X X X X X X X X X"
                                        "X X . X O . X X X . X . X"
                                        "X O O O O O O O X X X X X"
                                        "X O . X X X . O X . X . X";

Test(dead_readings, a_capture_that_costs_the_wall_on_13x13)
{
  board b;
  load(&b, 13, COSTS_THE_WALL_13);
  static const char *const alive[] = {"D1", "E1", "F1", "B1", "E3", "H2", NULL};
  expectation e = {
      .alive = alive, .why = WHY_ANY, .symmetries = 8, .japanese = "W+3", .chinese = "W+11"};
  expect_class(&b, &e);
}

/* The same on 19x19, two more bands between: Black's eyes on rows 15 and
 * 9 and K3..S3, K1..S1, White's on rows 19, 12 and 6.
 *
 * The count: Black 148 stones, White 153; Black's territory 9 + 9 + 5 + 5
 * (28), White's 10 + 9 + 9 (28); C1 G1 C3 F3 nobody's. Japanese 28 - 28:
 * 0; Chinese 148 + 28 against 153 + 28: W+5. */
static const char COSTS_THE_WALL_19[] = ". O . O . O . O . O . O . O . O . O ."
                                        "O O O O O O O O O O O O O O O O O O O"
                                        "O O O O O O O O O O O O O O O O O O O"
                                        "X X X X X X X X X X X X X X X X X X X"
                                        "X . X . X . X . X . X . X . X . X . X"
                                        "X X X X X X X X X X X X X X X X X X X"
                                        "O O O O O O O O O O O O O O O O O O O"
                                        "O . O . O . O . O . O . O . O . O . O"
                                        "O O O O O O O O O O O O O O O O O O O"
                                        "X X X X X X X X X X X X X X X X X X X"
                                        "X . X . X . X . X . X . X . X . X . X"
                                        "X X X X X X X X X X X X X X X X X X X"
                                        "O O O O O O O O O O O O O O O O O O O"
                                        "O . O . O . O . O . O . O . O . O . O"
                                        "O O O O O O O O O O O O O O O O O O O"
                                        "X X X X X X X X X X X X X X X X X X X"
                                        "X X . X O . X X X . X . X . X . X . X"
                                        "X O O O O O O O X X X X X X X X X X X"
                                        "X O . X X X . O X . X . X . X . X . X";

Test(dead_readings, a_capture_that_costs_the_wall_on_19x19)
{
  board b;
  load(&b, 19, COSTS_THE_WALL_19);
  static const char *const alive[] = {"D1", "E1", "F1", "B1", "E3", "H2", NULL};
  expectation e = {
      .alive = alive, .why = WHY_ANY, .symmetries = 8, .japanese = "0", .chinese = "W+5"};
  expect_class(&b, &e);
}

/* -- a race left alone -- */

/* White's C1 C2 D2 D3 E3 F3 G3 G2 H2 H1, on the first three lines, has no
 * eye and no liberty outside (Black's living wall is all round it); inside
 * it Black's D1 E1 F1 G1. The two share their only liberties, E2 and F2.
 * Read out: White filling either is in atari with Black's four stones,
 * and Black, to move, takes the ten. Black filling E2 puts its five stones
 * in atari and White takes them at F2; the five points left, D1 E1 F1 G1
 * and E2, make two eyes whatever Black plays there (E1: White F1, G1 is an
 * eye and the stone at E1 is taken; elsewhere: White E1), and the same,
 * mirrored, when Black fills F2. (A ring with a single liberty, or four
 * stones whose capture leaves a bulky five, would die; this one does not.)
 * So neither side plays inside, and a race lost by whoever starts is no
 * race: seki, the ten stones and the four in seki in every variant. GNU Go
 * says seki too on these boards, in every symmetry.
 *
 * The count: Black 37 stones, White 32; Black's territory B5 D5 F5 H5 A2
 * (5), White's A9 C9 E9 G9 J9 (5); E2 F2 are seki, nobody's. Japanese
 * 5 - 5: 0; Chinese 37 + 5 against 32 + 5: B+5. */
static const char RACE_LEFT_ALONE_9[] = ". O . O . O . O ."
                                        "O O O O O O O O O"
                                        "O O O O O O O O O"
                                        "X X X X X X X X X"
                                        "X . X . X . X . X"
                                        "X X X X X X X X X"
                                        "X X X O O O O X X"
                                        ". X O O . . O O X"
                                        "X X O X X X X O X";

static const char *const race_ring[] = {"C1", "D3", "H1", "D1", "E1", "F1", "G1", NULL};

Test(dead_readings, an_eyeless_seki_where_every_move_inside_is_self_atari_is_no_lost_race)
{
  board b;
  load(&b, 9, RACE_LEFT_ALONE_9);
  expectation e = {.alive = race_ring,
                   .seki = race_ring,
                   .why = WHY_ANY,
                   .symmetries = 8,
                   .japanese = "0",
                   .chinese = "B+5"};
  expect_class(&b, &e);
}

/* The same seki on 13x13 (bands above, Black's eyes A2 K3 M3 K1 M1 by it).
 *
 * The count: Black 68 stones, White 75; Black's territory the six eyes of
 * row 9 and A2 K3 M3 K1 M1 (11), White's the seven of row 13 and the six
 * of row 6 (13); E2 F2 seki. Japanese 11 - 13: W+2; Chinese 68 + 11
 * against 75 + 13: W+9. */
static const char RACE_LEFT_ALONE_13[] = ". O . O . O . O . O . O ."
                                         "O O O O O O O O O O O O O"
                                         "O O O O O O O O O O O O O"
                                         "X X X X X X X X X X X X X"
                                         "X . X . X . X . X . X . X"
                                         "X X X X X X X X X X X X X"
                                         "O O O O O O O O O O O O O"
                                         "O . O . O . O . O . O . O"
                                         "O O O O O O O O O O O O O"
                                         "X X X X X X X X X X X X X"
                                         "X X X O O O O X X . X . X"
                                         ". X O O . . O O X X X X X"
                                         "X X O X X X X O X . X . X";

Test(dead_readings, a_race_left_alone_on_13x13)
{
  board b;
  load(&b, 13, RACE_LEFT_ALONE_13);
  expectation e = {.alive = race_ring,
                   .seki = race_ring,
                   .why = WHY_ANY,
                   .symmetries = 8,
                   .japanese = "W+2",
                   .chinese = "W+9"};
  expect_class(&b, &e);
}

/* And on 19x19.
 *
 * The count: Black 149 stones, White 153; Black's territory 9 (row 15) +
 * 9 (row 9) + A2 and K3..S3, K1..S1 (11) = 29, White's 10 (row 19) + 9
 * (row 12) + 9 (row 6) = 28; E2 F2 seki. Japanese 29 - 28: B+1; Chinese
 * 149 + 29 against 153 + 28: W+3. */
static const char RACE_LEFT_ALONE_19[] = ". O . O . O . O . O . O . O . O . O ."
                                         "O O O O O O O O O O O O O O O O O O O"
                                         "O O O O O O O O O O O O O O O O O O O"
                                         "X X X X X X X X X X X X X X X X X X X"
                                         "X . X . X . X . X . X . X . X . X . X"
                                         "X X X X X X X X X X X X X X X X X X X"
                                         "O O O O O O O O O O O O O O O O O O O"
                                         "O . O . O . O . O . O . O . O . O . O"
                                         "O O O O O O O O O O O O O O O O O O O"
                                         "X X X X X X X X X X X X X X X X X X X"
                                         "X . X . X . X . X . X . X . X . X . X"
                                         "X X X X X X X X X X X X X X X X X X X"
                                         "O O O O O O O O O O O O O O O O O O O"
                                         "O . O . O . O . O . O . O . O . O . O"
                                         "O O O O O O O O O O O O O O O O O O O"
                                         "X X X X X X X X X X X X X X X X X X X"
                                         "X X X O O O O X X . X . X . X . X . X"
                                         ". X O O . . O O X X X X X X X X X X X"
                                         "X X O X X X X O X . X . X . X . X . X";

Test(dead_readings, a_race_left_alone_on_19x19)
{
  board b;
  load(&b, 19, RACE_LEFT_ALONE_19);
  expectation e = {.alive = race_ring,
                   .seki = race_ring,
                   .why = WHY_ANY,
                   .symmetries = 8,
                   .japanese = "B+1",
                   .chinese = "W+3"};
  expect_class(&b, &e);
}

/* -- a corner with its own eye space -- */

/* Black's corner A4 A5 A6 B4 with C3..E1 borders the empty corner A1..B3
 * alone; through A7 and the open area above it joins the dead stones
 * D5..H6 and B7, which took it down with them.
 *
 * The count: Black 34 living stones, White 41. Black's territory: the top
 * A13..N12 less A12 B12 with G11 H11 M11 N11 N10 N9 N8 (31), N4 M3 N3 M2
 * (4), the corner A1..B3 with C1 (7), N1 (1): 43; White's C6 (1). The open
 * middle, A9..J1 with the points of the eight dead stones (50), touches
 * Black's A6 through A7: nobody's, and the dead stones, standing in no
 * territory, stay on the board under J89 (art. 10-1 takes dead stones out
 * of a territory only). Japanese 43 - 1: B+42; Chinese 34 + 43 against
 * 41 + 1: B+35. */
Test(dead_readings, a_corner_with_its_own_eye_space_is_not_the_dead_group_beside_it)
{
  static agreed_position a;
  agreed("goban:corner_test_1.json", &a);
  static const char *const alive[] = {"A4", "A5", "A6", "B4", NULL};
  static const char *const dead[] = {"D5", "E5", "F5", "E4", "F6", "G6", "H6", "B7", NULL};
  expectation e = {.alive = alive,
                   .dead = dead,
                   .why = DEADSTONES_WHY_NONE,
                   .symmetries = 8,
                   .japanese = "B+42",
                   .chinese = "B+35"};
  expect_class(&a.board, &e);
}

/* Black's corner A3 A4 and B2..F2 F1 shares the eye space A2 A1..E1, which
 * only it borders and which no reading kills (a White stone at A5 puts A3
 * A4 in atari: Black joins at A2 and lives with the five points of the
 * first line). Through A5 the corner is in one area with the nine Black
 * stones A6 A7 A8 B8 C8 A9 B9 C9 D9 inside White's living group, in
 * atari at A5 and dead (Black joining them at A5 is in atari at A2, and
 * White takes the lot). Nine dead stones against eight living ones: the
 * area is dead on average, the corner is not.
 *
 * The count: Black 8 living stones, 9 dead; White 50. A5 is a dame only
 * White can fill (Black there joins the dead stones and is taken at A2):
 * White's fill takes the nine and closes the pocket, whose nine points are
 * then White's, and leaves A3 A4 in atari, so Black connects at A2 (J89
 * art. 9, commentary; GNU Go counts the same). Black's territory A1..E1
 * (5, A2 to fill), White's F9 H9 D6 F6 H6 H2 J1 and the pocket (16), and
 * nine prisoners. Japanese 5 - 25: W+20; Chinese 8 + 6 against 50 + 16:
 * W+52 (GNU Go: W+20 and W+53, A5 counted as White's). */
static const char OWN_EYE_SPACE_9[] = "X X X X O . O . O"
                                      "X X X O O O O O O"
                                      "X O O O O O O O O"
                                      "X O O . O . O . O"
                                      ". O O O O O O O O"
                                      "X O O O O O O O O"
                                      "X O O O O O O O O"
                                      ". X X X X X O . O"
                                      ". . . . . X O O .";

static const char *const corner_family[] = {"A3", "A4", "B2", "C2", "D2", "E2", "F2", "F1", NULL};
static const char *const pocket[] = {"A6", "A7", "A8", "B8", "C8", "A9", "B9", "C9", "D9", NULL};

Test(dead_readings, a_corner_with_its_own_eye_space_on_9x9)
{
  board b;
  load(&b, 9, OWN_EYE_SPACE_9);
  expectation e = {.alive = corner_family,
                   .dead = pocket,
                   .why = DEADSTONES_WHY_NONE,
                   .symmetries = 8,
                   .japanese = "W+20",
                   .chinese = "W+52"};
  expect_class(&b, &e);
}

/* OWN_EYE_SPACE_9 as the lower left of a 19x19 board: White's group goes
 * on to the right edge (eyes K6..S6, K2..S2, L1..T1) and row 10 closes the
 * pocket; bands above (Black's eyes on row 15, White's on rows 19 and 12).
 *
 * The count: Black 56 living stones (8 + 48), 9 dead; White 239. As on
 * 9x9, White's fill at A5 takes the dead stones, the pocket's nine points
 * are White's and Black connects at A2. Black's territory 5 + 9 (row 15)
 * = 14, White's 7 + 15 + 10 (row 19) + 9 (row 12) + 9 (the pocket) = 50,
 * and nine prisoners. Japanese 14 - 59: W+45; Chinese 56 + 15 against
 * 239 + 50: W+218 (GNU Go: W+45 and W+219, A5 counted as White's). */
static const char OWN_EYE_SPACE_19[] = ". O . O . O . O . O . O . O . O . O ."
                                       "O O O O O O O O O O O O O O O O O O O"
                                       "O O O O O O O O O O O O O O O O O O O"
                                       "X X X X X X X X X X X X X X X X X X X"
                                       "X . X . X . X . X . X . X . X . X . X"
                                       "X X X X X X X X X X X X X X X X X X X"
                                       "O O O O O O O O O O O O O O O O O O O"
                                       "O . O . O . O . O . O . O . O . O . O"
                                       "O O O O O O O O O O O O O O O O O O O"
                                       "O O O O O O O O O O O O O O O O O O O"
                                       "X X X X O . O . O O O O O O O O O O O"
                                       "X X X O O O O O O O O O O O O O O O O"
                                       "X O O O O O O O O O O O O O O O O O O"
                                       "X O O . O . O . O . O . O . O . O . O"
                                       ". O O O O O O O O O O O O O O O O O O"
                                       "X O O O O O O O O O O O O O O O O O O"
                                       "X O O O O O O O O O O O O O O O O O O"
                                       ". X X X X X O . O . O . O . O . O . O"
                                       ". . . . . X O O . O . O . O . O . O .";

Test(dead_readings, a_corner_with_its_own_eye_space_on_19x19)
{
  board b;
  load(&b, 19, OWN_EYE_SPACE_19);
  expectation e = {.alive = corner_family,
                   .dead = pocket,
                   .why = DEADSTONES_WHY_NONE,
                   .symmetries = 8,
                   .japanese = "W+45",
                   .chinese = "W+218"};
  expect_class(&b, &e);
}

/* -- J89's new stone -- */

/* The 9x9 goban:game_beta_17150. White's A8 B8 A7 B7 are in atari at A9
 * beside Black's lone B9: Black takes them at A9, then White throws in at
 * B8 and takes A9 B9 A8 back with A7 (test_disputed_labels plays the line
 * out); the same at the lower right (J1, then H2, H1, G1).
 *
 * The count: Black 20 living stones, White 31, Black's E6 F5 F6 G7 G8 H6
 * H7 J8 dead. Black's territory A5..B1 (10) and D2 D1 (2): 12; White's
 * E9 F9 E8 (3), J9 G8 J8 G7 H7 J7 H6 J6 J5 (9), E6 F6 F5 G5 (4): 16, with
 * the 8 dead stones as prisoners; A9 and J1 nobody's. Japanese 12 against
 * 16 + 8: W+12; Chinese 20 + 12 against 31 + 16: W+15. */
Test(dead_readings, stones_whose_capture_lets_their_owner_take_back_are_not_dead)
{
  static agreed_position a;
  agreed("goban:game_beta_17150.json", &a);
  const board *b = &a.board;
  static const char *const top[] = {"A8", "B8", "A7", "B7", NULL};
  static const char *const bottom[] = {"G1", "F2", "G2", "H2", "H1", NULL};
  static const char *const dead[] = {"E6", "F5", "F6", "G7", "G8", "H6", "H7", "J8", NULL};
  expectation e = {.alive = top,
                   .dead = dead,
                   .why = DEADSTONES_WHY_NEW_STONE,
                   .symmetries = 8,
                   .japanese = "W+12",
                   .chinese = "W+15"};
  expect_class(b, &e);
  expectation f = {.alive = bottom, .why = DEADSTONES_WHY_NEW_STONE, .symmetries = 8};
  expect_class(b, &f);
}

/* game_beta_17150's upper left on 13x13: White's A12 B12 A11 B11 in atari
 * at A13 beside Black's lone B13, inside Black's C12 C11 C10 B10 A10, with
 * White's C13 D13 outside; Black takes at A13, White throws in at B12 and
 * takes back. Bands of living stones below.
 *
 * The count: Black 71 stones, White 73; Black's territory the six eyes of
 * row 8 and the seven of row 1 (13), White's E13 G13 J13 L13 N13 and the
 * six of row 5 (11); A13 nobody's. Japanese 13 - 11: B+2; Chinese 71 + 13
 * against 73 + 11: 0. */
static const char NEW_STONE_13[] = ". X O O . O . O . O . O ."
                                   "O O X O O O O O O O O O O"
                                   "O O X O O O O O O O O O O"
                                   "X X X O O O O O O O O O O"
                                   "X X X X X X X X X X X X X"
                                   "X . X . X . X . X . X . X"
                                   "X X X X X X X X X X X X X"
                                   "O O O O O O O O O O O O O"
                                   "O . O . O . O . O . O . O"
                                   "O O O O O O O O O O O O O"
                                   "X X X X X X X X X X X X X"
                                   "X X X X X X X X X X X X X"
                                   ". X . X . X . X . X . X .";

Test(dead_readings, stones_whose_capture_lets_their_owner_take_back_on_13x13)
{
  board b;
  load(&b, 13, NEW_STONE_13);
  static const char *const group[] = {"A12", "B12", "A11", "B11", NULL};
  expectation e = {.alive = group,
                   .why = DEADSTONES_WHY_NEW_STONE,
                   .symmetries = 8,
                   .japanese = "B+2",
                   .chinese = "0"};
  expect_class(&b, &e);
}

/* The same corner on 19x19.
 *
 * The count: Black 149 stones, White 157; Black's territory 9 (row 14) +
 * 9 (row 8) + 10 (row 1) = 28, White's E19 G19 .. S19 (8) + 9 (row 11) +
 * 9 (row 5) = 26; A19 nobody's. Japanese 28 - 26: B+2; Chinese 149 + 28
 * against 157 + 26: W+6. */
static const char NEW_STONE_19[] = ". X O O . O . O . O . O . O . O . O ."
                                   "O O X O O O O O O O O O O O O O O O O"
                                   "O O X O O O O O O O O O O O O O O O O"
                                   "X X X O O O O O O O O O O O O O O O O"
                                   "X X X X X X X X X X X X X X X X X X X"
                                   "X . X . X . X . X . X . X . X . X . X"
                                   "X X X X X X X X X X X X X X X X X X X"
                                   "O O O O O O O O O O O O O O O O O O O"
                                   "O . O . O . O . O . O . O . O . O . O"
                                   "O O O O O O O O O O O O O O O O O O O"
                                   "X X X X X X X X X X X X X X X X X X X"
                                   "X . X . X . X . X . X . X . X . X . X"
                                   "X X X X X X X X X X X X X X X X X X X"
                                   "O O O O O O O O O O O O O O O O O O O"
                                   "O . O . O . O . O . O . O . O . O . O"
                                   "O O O O O O O O O O O O O O O O O O O"
                                   "X X X X X X X X X X X X X X X X X X X"
                                   "X X X X X X X X X X X X X X X X X X X"
                                   ". X . X . X . X . X . X . X . X . X .";

Test(dead_readings, stones_whose_capture_lets_their_owner_take_back_on_19x19)
{
  board b;
  load(&b, 19, NEW_STONE_19);
  static const char *const group[] = {"A18", "B18", "A17", "B17", NULL};
  expectation e = {.alive = group,
                   .why = DEADSTONES_WHY_NEW_STONE,
                   .symmetries = 8,
                   .japanese = "B+2",
                   .chinese = "W+6"};
  expect_class(&b, &e);
}

/* -- a negative control -- */

/* White's C2 D2 in atari at E2 inside Black's living corner: Black takes
 * them, and nothing White plays there afterwards takes anything back.
 * Dead, with no reason to keep them.
 *
 * The count: Black 41 stones, White 22 living and C2 D2 dead. Black's
 * territory B5 D5 F5 H5, B3 F3 H3, E2, A1 G1 J1 and the points of C2 D2
 * (13), White's A9 C9 E9 G9 J9 (5). Japanese 13 + 2 prisoners against 5:
 * B+10; Chinese 41 + 13 against 22 + 5: B+27. */
static const char IN_ATARI[] = ". O . O . O . O ."
                               "O O O O O O O O O"
                               "O O O O O O O O O"
                               "X X X X X X X X X"
                               "X . X . X . X . X"
                               "X X X X X X X X X"
                               "X . X X X . X . X"
                               "X X O O . X X X X"
                               ". X X X X X . X .";

Test(dead_readings, stones_in_atari_inside_a_living_wall_stay_dead)
{
  board b;
  load(&b, 9, IN_ATARI);
  static const char *const dead[] = {"C2", "D2", NULL};
  expectation e = {.dead = dead,
                   .why = DEADSTONES_WHY_NONE,
                   .symmetries = 8,
                   .japanese = "B+10",
                   .chinese = "B+27"};
  expect_class(&b, &e);
  uint8_t status[BOARD_MAX_POINTS], why[BOARD_MAX_POINTS];
  deadstones_options o = {.why = why};
  cr_assert_geq(deadstones_estimate(&b, &o, status, NULL), 0);
  cr_expect_eq(why[at(&b, "C2")], DEADSTONES_WHY_NONE);
}
