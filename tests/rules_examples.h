/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The worked counts of docs/rules.md ("Worked counts and the tests that
 * check them") as positions with what the count needs besides the board:
 * prisoners of play, dead stones, passes, komi, handicap. Shared by the tests of the counts
 * (test_score_shapes.c, which spells out each count) and of the counting
 * demonstrations (test_demo.c). */
#ifndef HOSHI_TEST_RULES_EXAMPLES_H
#define HOSHI_TEST_RULES_EXAMPLES_H

#include <string.h>

#include "diagram.h"
#include "hoshi/score.h"

static inline void example_mark(const board *b, uint8_t *dead, const char *vertex)
{
  cr_assert_eq(score_toggle_dead(b, dead, at(b, vertex)), 1, "marking %s", vertex);
}

/* "Black 8+2 territory and 33 stones = 43; White 2+9 territory and 27 stones
 * = 38. Black +5 on the board; with komi 7.5, White wins by 2.5."
 *   9 . . . . X X X . .
 *   8 . . . . X X X X X    Black: 33 stones, territories A8-D9 (8) and
 *   7 X X X X X X X X X    H9 J9 (2). White: 27 stones, territories A1-C3
 *   6 X X X X X X X X X    (9) and H1 J1 (2). 43 + 38 = 81: no dame.
 *   5 X X X X X X X O O
 *   4 O O O O O O O O O    Prisoners of play, as an even game where Black
 *   3 . . . O O O O O O    played the last stone: Black holds 7, White 2
 *   2 . . . O O O O O O    (Black placed 35 stones, White 34); one pass
 *   1 . . . O O O O . .    each. */
static inline score_input example_43_38(board *b)
{
  load(b, 9,
       ". . . . X X X . .\n"
       ". . . . X X X X X\n"
       "X X X X X X X X X\n"
       "X X X X X X X X X\n"
       "X X X X X X X O O\n"
       "O O O O O O O O O\n"
       ". . . O O O O O O\n"
       ". . . O O O O O O\n"
       ". . . O O O O . .\n");
  b->captures[COLOR_BLACK] = 7;
  b->captures[COLOR_WHITE] = 2;
  return (score_input){.board = b, .komi = 7.5, .passes = {0, 1, 1}, .last_mover = COLOR_BLACK};
}

/* "Black 23 territory + 24 stones = 47; White 14 territory + 20 stones = 34,
 * komi 7.5: Black wins by 5.5. With pass stones: Black puts 9 white stones
 * into White's territory (5 captured, 2 dead, 1 for Black moving last, 1 for
 * White's pass), White puts 5 (2 captured, 2 dead, 1 for Black's pass):
 * Black 18, White 5 + 7.5: Black wins by 5.5 again."
 *   9 . . . . X . . . X
 *   8 . O . . X . O . X    Black: 24 living stones; territory A7-D9 (12,
 *   7 . . . . X . . . X    B8 dead inside), F7-H9 (9, G8 dead inside), A5
 *   6 X X X X X X X X X    B5 (2): 23. White: 20 living stones; territory
 *   5 . . X X X X X X X    A1-D2 (8, B2 dead inside), F1-H2 (6, G1 dead
 *   4 X X O O O O O O O    inside): 14. Black holds 5 prisoners of play,
 *   3 O O O O O O O O O    White 2; each passed once, Black played the last
 *   2 . X . . O . . . O    stone (Black placed 28 stones, White 27).
 *   1 . . . . O . X . O */
static inline score_input example_five_and_a_half(board *b, uint8_t dead[BOARD_MAX_POINTS])
{
  load(b, 9,
       ". . . . X . . . X\n"
       ". O . . X . O . X\n"
       ". . . . X . . . X\n"
       "X X X X X X X X X\n"
       ". . X X X X X X X\n"
       "X X O O O O O O O\n"
       "O O O O O O O O O\n"
       ". X . . O . . . O\n"
       ". . . . O . X . O\n");
  b->captures[COLOR_BLACK] = 5;
  b->captures[COLOR_WHITE] = 2;
  memset(dead, 0, BOARD_MAX_POINTS);
  example_mark(b, dead, "B8");
  example_mark(b, dead, "G8");
  example_mark(b, dead, "B2");
  example_mark(b, dead, "G1");
  return (score_input){
      .board = b, .dead = dead, .komi = 7.5, .passes = {0, 1, 1}, .last_mover = COLOR_BLACK};
}

/* "Three-stone handicap, area count: Black 28 territory + 16 stones = 44,
 * White 16 territory + 21 stones = 37, plus 2 (N-1) and 1/2: Black wins by
 * 4.5. Counted with pass stones: Black 20, White 15 + 1/2."
 *   9 . . . . X . . . .
 *   8 . X . . X . . . .    Black: 16 living stones (C7 G7 E5 the handicap
 *   7 . . X . X . X . .    stones), territory 14 + 14 = 28. White: 21
 *   6 . . . . X . . . X    living stones, territory A1-D2 (8, B2 dead
 *   5 X X X X X X X X O    inside) and F1-J2 (8, G1 dead inside): 16.
 *   4 O O O O O O O O O    White holds 5 prisoners of play, Black none;
 *   3 O O O O O O O O O    each passed once and White played the last
 *   2 . X . . O . . . .    stone (Black placed 23 stones, 3 of them
 *   1 . . . . O . X . .    handicap, White 21).
 * With pass stones: Black 28 - (5 + 2 + 1) = 20, White 16 - (0 + 1) = 15. */
static inline score_input example_three_stone_handicap(board *b, uint8_t dead[BOARD_MAX_POINTS])
{
  load(b, 9,
       ". . . . X . . . .\n"
       ". X . . X . . . .\n"
       ". . X . X . X . .\n"
       ". . . . X . . . X\n"
       "X X X X X X X X O\n"
       "O O O O O O O O O\n"
       "O O O O O O O O O\n"
       ". X . . O . . . .\n"
       ". . . . O . X . .\n");
  b->captures[COLOR_WHITE] = 5;
  memset(dead, 0, BOARD_MAX_POINTS);
  example_mark(b, dead, "B2");
  example_mark(b, dead, "G1");
  return (score_input){.board = b,
                       .dead = dead,
                       .handicap = 3,
                       .komi = 0.5,
                       .passes = {0, 1, 1},
                       .last_mover = COLOR_WHITE};
}

#endif
