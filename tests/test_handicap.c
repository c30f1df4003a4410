/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fixed handicap on the star points: the table of the GTP specification's
 * fixed_handicap command (section 4.1.1), which GNU Go also implements. */
#include <criterion/criterion.h>
#include <string.h>

#include "hoshi/game.h"
#include "hoshi/gtp.h"
#include "hoshi/handicap.h"

/* The fixed points as GTP vertices in placing order, space separated. */
static void vertices(int size, int n, char *out, size_t cap)
{
  int xs[HANDICAP_MAX_STONES], ys[HANDICAP_MAX_STONES];
  out[0] = '\0';
  cr_assert(handicap_fixed_points(size, n, xs, ys), "size %d, %d stones", size, n);
  for (int i = 0; i < n; i++) {
    char v[4];
    board_vertex_format(size, xs[i], ys[i], v);
    if (i)
      strncat(out, " ", cap - strlen(out) - 1);
    strncat(out, v, cap - strlen(out) - 1);
  }
}

static void expect(int size, int n, const char *want)
{
  char got[64];
  vertices(size, n, got, sizeof got);
  cr_expect_str_eq(got, want, "%dx%d, %d stones", size, size, n);
}

Test(handicap, table_19x19)
{
  expect(19, 2, "D4 Q16");
  expect(19, 3, "D4 Q16 D16");
  expect(19, 4, "D4 Q16 D16 Q4");
  expect(19, 5, "D4 Q16 D16 Q4 K10");
  expect(19, 6, "D4 Q16 D16 Q4 D10 Q10");
  expect(19, 7, "D4 Q16 D16 Q4 D10 Q10 K10");
  expect(19, 8, "D4 Q16 D16 Q4 D10 Q10 K4 K16");
  expect(19, 9, "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10");
}

Test(handicap, table_13x13)
{
  expect(13, 2, "D4 K10");
  expect(13, 3, "D4 K10 D10");
  expect(13, 4, "D4 K10 D10 K4");
  expect(13, 5, "D4 K10 D10 K4 G7");
  expect(13, 6, "D4 K10 D10 K4 D7 K7");
  expect(13, 7, "D4 K10 D10 K4 D7 K7 G7");
  expect(13, 8, "D4 K10 D10 K4 D7 K7 G4 G10");
  expect(13, 9, "D4 K10 D10 K4 D7 K7 G4 G10 G7");
}

Test(handicap, table_9x9)
{
  expect(9, 2, "C3 G7");
  expect(9, 3, "C3 G7 C7");
  expect(9, 4, "C3 G7 C7 G3");
  expect(9, 5, "C3 G7 C7 G3 E5");
  expect(9, 6, "C3 G7 C7 G3 C5 G5");
  expect(9, 7, "C3 G7 C7 G3 C5 G5 E5");
  expect(9, 8, "C3 G7 C7 G3 C5 G5 E3 E7");
  expect(9, 9, "C3 G7 C7 G3 C5 G5 E3 E7 E5");
}

Test(handicap, limits_by_size)
{
  /* Below 7x7 there are no fixed points; 7x7 and even sizes take 4 at most;
   * odd sizes from 9 take 9. One stone is never a fixed handicap. */
  for (int size = BOARD_MIN_SIZE; size <= BOARD_MAX_SIZE; size++) {
    int want = size < 7 ? 0 : (size % 2 == 1 && size >= 9) ? 9 : 4;
    cr_expect_eq(handicap_fixed_max(size), want, "size %d", size);
    int xs[HANDICAP_MAX_STONES], ys[HANDICAP_MAX_STONES];
    cr_expect_not(handicap_fixed_points(size, 1, xs, ys));
    cr_expect_not(handicap_fixed_points(size, want + 1, xs, ys), "size %d", size);
  }
  expect(7, 4, "C3 E5 C5 E3");
  expect(8, 4, "C3 F6 C6 F3");
  expect(25, 9, "D4 W22 D22 W4 D13 W13 N4 N22 N13");
}

/* The nine points drawn on the board as a diagram. */
Test(handicap, nine_stones_diagram_13x13)
{
  game g;
  cr_assert(game_init(&g, 13, rules_find("japanese")));
  hoshi_error why = {0};
  cr_assert(game_fixed_handicap(&g, 9, &why), "%s", why.message);
  char got[13 * 26 + 1];
  board_to_ascii(&g.board, got, sizeof got);
  cr_expect_str_eq(got, ". . . . . . . . . . . . .\n"
                        ". . . . . . . . . . . . .\n"
                        ". . . . . . . . . . . . .\n"
                        ". . . X . . X . . X . . .\n"
                        ". . . . . . . . . . . . .\n"
                        ". . . . . . . . . . . . .\n"
                        ". . . X . . X . . X . . .\n"
                        ". . . . . . . . . . . . .\n"
                        ". . . . . . . . . . . . .\n"
                        ". . . X . . X . . X . . .\n"
                        ". . . . . . . . . . . . .\n"
                        ". . . . . . . . . . . . .\n"
                        ". . . . . . . . . . . . .\n");
  cr_expect_eq(game_to_move(&g), COLOR_WHITE, "White moves first after a handicap");
  cr_expect_eq(g.handicap, 9);
  game_deinit(&g);
}

Test(handicap, star_points)
{
  cr_expect(handicap_is_star_point(19, 3, 3));
  cr_expect(handicap_is_star_point(19, 9, 9));
  cr_expect_not(handicap_is_star_point(19, 2, 2));
  cr_expect(handicap_is_star_point(9, 4, 4));
  cr_expect(handicap_is_star_point(8, 2, 2));
  cr_expect_not(handicap_is_star_point(8, 4, 4), "even boards have no centre point");
  cr_expect(handicap_is_star_point(5, 2, 2), "small boards keep a centre mark");
  /* Five marks on 9x9 and 13x13 (as on real boards and in GNU Go), nine
   * from 15x15: side points hold handicap stones without a mark. */
  cr_expect(handicap_is_star_point(9, 2, 6));
  cr_expect_not(handicap_is_star_point(9, 4, 2));
  cr_expect_not(handicap_is_star_point(13, 3, 6));
  cr_expect(handicap_is_star_point(15, 3, 7));
  cr_expect(handicap_is_star_point(19, 3, 9));
}

Test(handicap, fixed_handicap_needs_an_empty_board)
{
  game g;
  cr_assert(game_init(&g, 9, NULL));
  hoshi_error why = {0};
  cr_assert_eq(game_play(&g, COLOR_BLACK, board_point(&g.board, 0, 0)), MOVE_LEGAL);
  cr_expect_not(game_fixed_handicap(&g, 2, &why));
  cr_expect(why.message[0]);
  game_clear(&g);
  cr_expect_not(game_fixed_handicap(&g, 10, &why), "9x9 has 9 points at most");
  cr_expect(game_fixed_handicap(&g, 2, &why));
  game_deinit(&g);
}

Test(handicap, free_placement_follows_the_rule_set)
{
  game g;
  hoshi_error why = {0};
  cr_assert(game_init(&g, 9, rules_find("japanese")));
  point corner_pair[2] = {board_point(&g.board, 0, 0), board_point(&g.board, 8, 8)};
  cr_expect_not(game_free_handicap(&g, corner_pair, 2, &why),
                "Japanese handicap stones go on the star points");
  cr_expect(why.message[0]);
  /* The fixed pattern itself is accepted in any order. */
  point fixed[2] = {board_point(&g.board, 6, 2), board_point(&g.board, 2, 6)};
  cr_expect(game_free_handicap(&g, fixed, 2, &why));
  game_deinit(&g);

  cr_assert(game_init(&g, 9, rules_find("chinese")));
  cr_expect(game_free_handicap(&g, corner_pair, 2, &why), "Chinese placement is free");
  cr_expect_eq(board_at(&g.board, corner_pair[0]), COLOR_BLACK);
  game_clear(&g);
  point twice[2] = {corner_pair[0], corner_pair[0]};
  cr_expect_not(game_free_handicap(&g, twice, 2, &why));
  cr_expect_not(game_free_handicap(&g, corner_pair, 1, &why), "one stone is no handicap");
  game_deinit(&g);
}

Test(handicap, chosen_free_points_start_with_the_fixed_pattern)
{
  game g;
  cr_assert(game_init(&g, 19, rules_find("chinese")));
  point pts[20];
  cr_assert_eq(game_choose_free_handicap(&g, 12, pts), 12);
  int xs[HANDICAP_MAX_STONES], ys[HANDICAP_MAX_STONES];
  handicap_fixed_points(19, 9, xs, ys);
  for (int i = 0; i < 9; i++)
    cr_expect_eq(pts[i], board_point(&g.board, xs[i], ys[i]));
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < i; j++)
      cr_expect_neq(pts[i], pts[j], "points are distinct");
  cr_expect(game_free_handicap(&g, pts, 12, NULL));
  game_deinit(&g);
}
