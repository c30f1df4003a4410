/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Dead stones a teacher never corrects (issue 45): the classes of position
 * the estimate used to get wrong, each on its board, in the eight
 * symmetries of the board with the colours as they are and swapped, read
 * as J89 reads (a ko retaken only after a pass) and as area rules do, and
 * under every rule set of the registry:
 *
 * - a corner group with an eye space of its own, in the same open area as
 *   a dead group: alive (goban:corner_test_1, 13x13);
 * - J89's "new stone": stones a snapback takes whose owner then throws in
 *   and takes back the stones that took them: not dead, and said why
 *   (goban:game_beta_17150, 9x9);
 * - a capture that costs more than it takes: three stones on the first
 *   line whose capture leaves a straight three inside the wall that took
 *   them, so that the wall dies: seki (goban:game_seki_64848549, 19x19);
 * - an eyeless seki on the first line, and stones in atari inside a living
 *   wall, which stay as they were: seki, and dead. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "agreed.h"
#include "diagram.h"
#include "hoshi/deadstones.h"
#include "hoshi/rules.h"
#include "hoshi/score.h"

/* --- variants of a board ----------------------------------------------------- */

/* Where (x, y) goes under symmetry sym (0..7): bit 0 mirrors left and
 * right, bit 1 top and bottom, bit 2 swaps the axes. */
static void map_xy(int size, int sym, int x, int y, int *ox, int *oy)
{
  int a = sym & 1 ? size - 1 - x : x, c = sym & 2 ? size - 1 - y : y;
  *ox = sym & 4 ? c : a;
  *oy = sym & 4 ? a : c;
}

/* b under symmetry sym, its colours swapped when swap. */
static void variant_of(const board *b, int sym, bool swap, board *out)
{
  static char cells[BOARD_MAX_SIZE][BOARD_MAX_SIZE];
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      enum color c = board_at(b, board_point(b, x, y));
      if (swap && c != COLOR_EMPTY)
        c = color_other(c);
      int ox, oy;
      map_xy(b->size, sym, x, y, &ox, &oy);
      cells[oy][ox] = c == COLOR_BLACK ? 'X' : c == COLOR_WHITE ? 'O' : '.';
    }
  char diagram[TEXT_SIZE];
  size_t n = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      diagram[n++] = cells[y][x];
      diagram[n++] = ' ';
    }
  diagram[n] = '\0';
  load(out, b->size, diagram);
}

/* The point of vertex v (named on the original board) on the variant. */
static point moved(const board *v, int sym, const char *vertex)
{
  point p = at(v, vertex);
  int ox, oy;
  map_xy(v->size, sym, board_x(v, p), board_y(v, p), &ox, &oy);
  return board_point(v, ox, oy);
}

/* --- what a class must give ------------------------------------------------------ */

typedef struct expectation {
  const char *const *alive; /* stones not dead, NULL-terminated */
  const char *const *dead;  /* stones dead */
  int why;                  /* the enum deadstones_why of the first alive stone; WHY_ANY */
  int symmetries;           /* the variants read: 8 (all), or 1 (the board as it is) */
} expectation;

#define WHY_ANY (-1)

/* The estimate of the variant (sym, swap) of b, read the J89 way or not,
 * against what e says. */
static void expect_variant(const board *b, int sym, bool swap, bool j89, const expectation *e)
{
  board v;
  variant_of(b, sym, swap, &v);
  uint8_t status[BOARD_MAX_POINTS], why[BOARD_MAX_POINTS];
  deadstones_options o = {.confirmation = j89, .why = why};
  cr_assert_geq(deadstones_estimate(&v, &o, status, NULL), 0, "out of memory");
  const char *how = j89 ? "J89" : "area";
  for (int i = 0; e->alive && e->alive[i]; i++) {
    point p = moved(&v, sym, e->alive[i]);
    cr_expect_neq(status[p], SCORE_DEAD, "symmetry %d%s, %s: %s taken for dead", sym,
                  swap ? " swapped" : "", how, e->alive[i]);
  }
  for (int i = 0; e->dead && e->dead[i]; i++) {
    point p = moved(&v, sym, e->dead[i]);
    cr_expect_eq(status[p], SCORE_DEAD, "symmetry %d%s, %s: %s not dead", sym,
                 swap ? " swapped" : "", how, e->dead[i]);
  }
  if (e->alive && e->alive[0] && e->why != WHY_ANY) {
    point p = moved(&v, sym, e->alive[0]);
    cr_expect_eq(why[p], e->why, "symmetry %d%s, %s: why %d for %s", sym, swap ? " swapped" : "",
                 how, why[p], e->alive[0]);
  }
}

/* Every variant, both readings; then every rule set on the board as it
 * is, each reading as its rules do, with a count made of the marks. */
static void expect_class(const board *b, const expectation *e)
{
  for (int sym = 0; sym < e->symmetries; sym++)
    for (int swap = 0; swap < 2; swap++)
      for (int j89 = 0; j89 < 2; j89++)
        expect_variant(b, sym, swap, j89, e);
  size_t n;
  const rules *const *all = rules_all(&n);
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
  }
}

static void agreed(const char *id, agreed_position *a)
{
  const char *data = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(data, "HOSHI_TEST_DATA names tests/data (ctest sets it)");
  char why[300];
  cr_assert(agreed_find(data, id, a, why, sizeof why), "%s", why);
}

/* --- the classes ------------------------------------------------------------------- */

/* Black's corner A4 A5 A6 B4 with C3..E1 borders the empty corner A1..B3
 * alone; through A7 and the open area above it joins the dead stones
 * D5..H6 and B7, which took it down with them. */
Test(dead_readings, a_corner_with_its_own_eye_space_is_not_the_dead_group_beside_it)
{
  static agreed_position a;
  agreed("goban:corner_test_1.json", &a);
  static const char *const alive[] = {"A4", "A5", "A6", "B4", NULL};
  static const char *const dead[] = {"D5", "E5", "F5", "E4", "F6", "G6", "H6", "B7", NULL};
  expectation e = {alive, dead, DEADSTONES_WHY_NONE, 8};
  expect_class(&a.board, &e);
}

/* The 9x9 goban:game_beta_17150. White's A8 B8 A7 B7 are in atari at A9
 * beside Black's lone B9: Black takes them at A9, then White throws in at
 * B8 and takes A9 B9 A8 back with A7 (test_disputed_labels plays the line
 * out); the same at the lower right (J1, then H2, H1, G1). */
Test(dead_readings, stones_whose_capture_lets_their_owner_take_back_are_not_dead)
{
  static agreed_position a;
  agreed("goban:game_beta_17150.json", &a);
  const board *b = &a.board;
  static const char *const top[] = {"A8", "B8", "A7", "B7", NULL};
  static const char *const bottom[] = {"G1", "F2", "G2", "H2", "H1", NULL};
  static const char *const dead[] = {"E6", "F5", "F6", "G7", "G8", "H6", "H7", "J8", NULL};
  expectation e = {top, dead, DEADSTONES_WHY_NEW_STONE, 8};
  expect_class(b, &e);
  expectation f = {bottom, NULL, DEADSTONES_WHY_NEW_STONE, 8};
  expect_class(b, &f);
}

/* goban:game_seki_64848549, lower middle: Black's K1 L1 M1 share J1 and N1
 * with White's wall H1..O2 and M3, whose other liberties are J3, N3 and
 * O3. White can take the three stones (J1, N1), but the straight three
 * K1 L1 M1 it then holds is one eye: Black plays L1, fills J3, N3, O3 and
 * takes the wall. So White does not take them: seki. Read on the board
 * as it is, colours as they are and swapped: in the other symmetries the
 * playouts (seeded by the position) may take the wall for dead, and the
 * reading that would prove it stands (every way to take it failing) runs
 * past its budget there; issue 45's note says so. */
Test(dead_readings, a_capture_that_costs_the_wall_is_no_capture)
{
  static agreed_position a;
  agreed("goban:game_seki_64848549.json", &a);
  static const char *const alive[] = {"K1", "L1", "M1", "H2", "O2", "M3", NULL};
  static const char *const dead[] = {"M19", "N19", "A8", "S12", "E11", NULL};
  expectation e = {alive, dead, DEADSTONES_WHY_CAPTURE_COSTS_MORE, 1};
  expect_class(&a.board, &e);
}

/* Black's D1 E1 F1 and White's wall round them share C1 and G1, the wall's
 * other liberties C3 and F3 inside Black's stones: whoever fills a shared
 * liberty first is taken. Seki, in every symmetry: where the playouts
 * took the wall for dead, the reading of the three stones' capture (it
 * costs the wall) brings it back. */
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
  expectation e = {alive, NULL, WHY_ANY, 8};
  expect_class(&b, &e);
  uint8_t status[BOARD_MAX_POINTS];
  cr_assert_geq(deadstones_estimate(&b, NULL, status, NULL), 0);
  cr_expect_eq(status[at(&b, "E1")], SCORE_SEKI);
  cr_expect_eq(status[at(&b, "E3")], SCORE_SEKI);
}

/* White's C2 D2 in atari at E2 inside Black's living corner: Black takes
 * them, and nothing White plays there afterwards takes anything back.
 * Dead, with no reason to keep them. */
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
  expectation e = {NULL, dead, DEADSTONES_WHY_NONE, 8};
  expect_class(&b, &e);
  uint8_t status[BOARD_MAX_POINTS], why[BOARD_MAX_POINTS];
  deadstones_options o = {.why = why};
  cr_assert_geq(deadstones_estimate(&b, &o, status, NULL), 0);
  cr_expect_eq(why[at(&b, "C2")], DEADSTONES_WHY_NONE);
}
