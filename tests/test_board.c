/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Board tests: captures, ko, suicide, liberties, eyes, the position history,
 * Zobrist hashing and diagrams.
 *
 * Positions are ASCII diagrams, one row per line from the top of the board:
 * 'X' black, 'O' white, '.' empty. Vertices are GTP-style: columns A..Z
 * without I from the left, rows counted from the bottom (A1 is the lower left
 * corner). The expected result of each test is written beside its diagram.
 */
#include <criterion/criterion.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "diagram.h"
#include "hoshi/board.h"

static const char *color_name(enum color c) { return c == COLOR_BLACK ? "black" : "white"; }

static move_effect check_rule(const board *b, enum color c, const char *vertex,
                              enum suicide_rule suicide)
{
  return board_check(b, c, at(b, vertex), suicide, NULL, false);
}

static enum move_status status(const board *b, enum color c, const char *vertex)
{
  return check_rule(b, c, vertex, SUICIDE_FORBIDDEN).status;
}

/* Checks (it must be legal), plays, and returns what the check predicted. */
static move_effect play_rule(board *b, enum color c, const char *vertex, enum suicide_rule suicide)
{
  move_effect e = check_rule(b, c, vertex, suicide);
  cr_assert_eq(e.status, MOVE_LEGAL, "%s %s: %s", color_name(c), vertex,
               move_status_text(e.status));
  board_play(b, c, at(b, vertex));
  cr_assert_eq(b->hash, e.hash_after, "%s %s: hash_after was not the hash after the move",
               color_name(c), vertex);
  cr_assert_eq(b->to_move, color_other(c));
  cr_assert_eq(b->last_move, at(b, vertex));
  return e;
}

static move_effect play(board *b, enum color c, const char *vertex)
{
  return play_rule(b, c, vertex, SUICIDE_FORBIDDEN);
}

/* --- captures ------------------------------------------------------------ */

Test(capture, single_stone_in_the_middle)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". . X . .\n"
       ". X O X .\n" /* black plays C2: captures 1 (C3); C2 keeps */
       ". . . . .\n" /* 4 liberties, so no ko point              */
       ". . . . .\n");
  move_effect e = play(&b, COLOR_BLACK, "C2");
  cr_assert_eq(e.captured, 1);
  cr_assert_eq(e.suicided, 0);
  expect_board(&b, ". . . . .\n"
                   ". . X . .\n"
                   ". X . X .\n"
                   ". . X . .\n"
                   ". . . . .\n");
  cr_assert_eq(b.captures[COLOR_BLACK], 1);
  cr_assert_eq(b.captures[COLOR_WHITE], 0);
  cr_assert_eq(b.ko, POINT_NONE);
}

Test(capture, single_stone_on_the_edge)
{
  board b;
  load(&b, 5,
       ". X O X .\n" /* black plays C4: captures 1 (C5) */
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n");
  cr_assert_eq(play(&b, COLOR_BLACK, "C4").captured, 1);
  expect_board(&b, ". X . X .\n"
                   ". . X . .\n"
                   ". . . . .\n"
                   ". . . . .\n"
                   ". . . . .\n");
  cr_assert_eq(b.captures[COLOR_BLACK], 1);
  cr_assert_eq(b.captures[COLOR_WHITE], 0);
  cr_assert_eq(b.ko, POINT_NONE);
}

Test(capture, single_stone_in_the_corner_by_white)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n"
       "O . . . .\n" /* white plays B1: captures 1 (A1), */
       "X . . . .\n" /* White holds 1 prisoner           */
  );
  cr_assert_eq(play(&b, COLOR_WHITE, "B1").captured, 1);
  expect_board(&b, ". . . . .\n"
                   ". . . . .\n"
                   ". . . . .\n"
                   "O . . . .\n"
                   ". O . . .\n");
  cr_assert_eq(b.captures[COLOR_WHITE], 1);
  cr_assert_eq(b.captures[COLOR_BLACK], 0);
  cr_assert_eq(b.ko, POINT_NONE);
}

Test(capture, chain_of_three)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". X X X .\n"
       "X O O O X\n" /* black plays D2: captures the chain */
       ". X X . .\n" /* B3 C3 D3, 3 prisoners              */
       ". . . . .\n");
  cr_assert_eq(play(&b, COLOR_BLACK, "D2").captured, 3);
  expect_board(&b, ". . . . .\n"
                   ". X X X .\n"
                   "X . . . X\n"
                   ". X X X .\n"
                   ". . . . .\n");
  cr_assert_eq(b.captures[COLOR_BLACK], 3);
  cr_assert_eq(b.ko, POINT_NONE);
}

Test(capture, two_chains_at_once)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". X . X .\n"
       "X O . O X\n" /* black plays C3: captures B3 and D3, */
       ". X . X .\n" /* two chains, 2 prisoners, no ko      */
       ". . . . .\n");
  move_effect e = play(&b, COLOR_BLACK, "C3");
  cr_assert_eq(e.captured, 2);
  expect_board(&b, ". . . . .\n"
                   ". X . X .\n"
                   "X . X . X\n"
                   ". X . X .\n"
                   ". . . . .\n");
  cr_assert_eq(b.captures[COLOR_BLACK], 2);
  cr_assert_eq(b.ko, POINT_NONE);
}

Test(capture, two_chains_of_different_sizes)
{
  board b;
  load(&b, 6,
       ". . . . . .\n"
       ". X X . . .\n"
       "X O O . X .\n" /* black plays D4: takes B4 C4 and D3, whose  */
       ". X X O X .\n" /* last liberty is D4 for both: two chains,   */
       ". . . X . .\n" /* 3 prisoners; D4 joins E4, no ko point       */
       ". . . . . .\n");
  cr_assert_eq(board_liberties(&b, at(&b, "B4")), 1);
  cr_assert_eq(board_liberties(&b, at(&b, "D3")), 1);
  move_effect e = play(&b, COLOR_BLACK, "D4");
  cr_assert_eq(e.captured, 3);
  expect_board(&b, ". . . . . .\n"
                   ". X X . . .\n"
                   "X . . X X .\n"
                   ". X X . X .\n"
                   ". . . X . .\n"
                   ". . . . . .\n");
  cr_assert_eq(b.captures[COLOR_BLACK], 3);
  cr_assert_eq(b.captures[COLOR_WHITE], 0);
  cr_assert_eq(b.ko, POINT_NONE);
}

Test(capture, snapback)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       "X X X X .\n" /* White A2 B2 C2 C1 has liberties A1 B1.   */
       "O O O X .\n" /* black B1 throws in (self-atari), white A1 */
       ". . O X .\n" /* takes 1, black B1 again takes all 5      */
  );
  cr_assert_eq(play(&b, COLOR_BLACK, "B1").captured, 0);
  cr_assert_eq(board_liberties(&b, at(&b, "B1")), 1);
  cr_assert_eq(board_liberties(&b, at(&b, "C1")), 1);

  cr_assert_eq(play(&b, COLOR_WHITE, "A1").captured, 1);
  expect_board(&b, ". . . . .\n"
                   ". . . . .\n"
                   "X X X X .\n"
                   "O O O X .\n"
                   "O . O X .\n");
  cr_assert_eq(b.captures[COLOR_WHITE], 1);
  /* White's capturing stone joined a chain of 5: not a ko. */
  cr_assert_eq(b.ko, POINT_NONE);

  cr_assert_eq(play(&b, COLOR_BLACK, "B1").captured, 5);
  expect_board(&b, ". . . . .\n"
                   ". . . . .\n"
                   "X X X X .\n"
                   ". . . X .\n"
                   ". X . X .\n");
  cr_assert_eq(b.captures[COLOR_BLACK], 5);
  cr_assert_eq(b.captures[COLOR_WHITE], 1);
}

/* --- ko ------------------------------------------------------------------ */

Test(ko, simple_ko)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". X O . .\n"
       "X O . O .\n" /* black plays C3: captures 1 (B3), ko point at B3 */
       ". X O . .\n"
       ". . . . .\n");
  move_effect e = play(&b, COLOR_BLACK, "C3");
  cr_assert_eq(e.captured, 1);
  expect_board(&b, ". . . . .\n"
                   ". X O . .\n"
                   "X . X O .\n"
                   ". X O . .\n"
                   ". . . . .\n");
  cr_assert_eq(b.ko, at(&b, "B3"));
  cr_assert_eq(status(&b, COLOR_WHITE, "B3"), MOVE_KO);
  /* The ban is White's alone: Black may fill the ko (out of turn here). */
  cr_assert_eq(status(&b, COLOR_BLACK, "B3"), MOVE_LEGAL);

  /* White plays elsewhere (E5), Black answers elsewhere (E1): White may
   * now retake at B3, which bans Black's immediate retake at C3. */
  play(&b, COLOR_WHITE, "E5");
  cr_assert_eq(b.ko, POINT_NONE);
  play(&b, COLOR_BLACK, "E1");
  cr_assert_eq(play(&b, COLOR_WHITE, "B3").captured, 1);
  expect_board(&b, ". . . . O\n"
                   ". X O . .\n"
                   "X O . O .\n" /* white retook at B3: ko point at C3 */
                   ". X O . .\n"
                   ". . . . X\n");
  cr_assert_eq(b.ko, at(&b, "C3"));
  cr_assert_eq(status(&b, COLOR_BLACK, "C3"), MOVE_KO);
  cr_assert_eq(b.captures[COLOR_BLACK], 1);
  cr_assert_eq(b.captures[COLOR_WHITE], 1);
}

Test(ko, capturing_stone_with_two_liberties_is_no_ko)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". X O . .\n"
       "X O . O .\n" /* black plays C3: captures 1 (B3) but C3 keeps */
       ". X . . .\n" /* liberties B3 and C2: no ko point              */
       ". . . . .\n");
  cr_assert_eq(play(&b, COLOR_BLACK, "C3").captured, 1);
  cr_assert_eq(b.ko, POINT_NONE);
  cr_assert_eq(board_liberties(&b, at(&b, "C3")), 2);
  /* White B3 would capture nothing and have no liberty: suicide, not ko. */
  cr_assert_eq(status(&b, COLOR_WHITE, "B3"), MOVE_SUICIDE);
}

Test(ko, capture_of_two_stones_is_no_ko)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       "X X O . .\n"
       "O O . O .\n" /* black plays C3: captures 2 (A3 B3), C3 is   */
       "X X O . .\n" /* left with 1 liberty but no ko point is set; */
       ". . . . .\n" /* white B3 then takes C3 back at once         */
  );
  cr_assert_eq(play(&b, COLOR_BLACK, "C3").captured, 2);
  expect_board(&b, ". . . . .\n"
                   "X X O . .\n"
                   ". . X O .\n"
                   "X X O . .\n"
                   ". . . . .\n");
  cr_assert_eq(b.ko, POINT_NONE);
  cr_assert_eq(board_liberties(&b, at(&b, "C3")), 1);
  cr_assert_eq(play(&b, COLOR_WHITE, "B3").captured, 1);
  expect_board(&b, ". . . . .\n"
                   "X X O . .\n"
                   ". O . O .\n"
                   "X X O . .\n"
                   ". . . . .\n");
  cr_assert_eq(b.ko, POINT_NONE); /* B3 has liberties A3 and C3 */
  cr_assert_eq(b.captures[COLOR_BLACK], 2);
  cr_assert_eq(b.captures[COLOR_WHITE], 1);
}

/* --- occupied and off-board ---------------------------------------------- */

Test(status, occupied_and_off_board)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       ". . X . .\n" /* C3 is occupied; every border cell is off the board */
       ". . . . .\n"
       ". . . . .\n");
  cr_assert_eq(status(&b, COLOR_BLACK, "C3"), MOVE_OCCUPIED);
  cr_assert_eq(status(&b, COLOR_WHITE, "C3"), MOVE_OCCUPIED);
  const point off[] = {
      POINT_NONE,
      board_point(&b, -1, 0),        /* left of A5 */
      board_point(&b, 5, 0),         /* right of E5 (the shared border column) */
      board_point(&b, 0, -1),        /* above A5 */
      board_point(&b, 4, 5),         /* below E1 */
      board_point(&b, 5, 5),         /* below and right of E1 */
      (point)-7,                     /* negative, not a pass */
      (point)(BOARD_MAX_POINTS - 1), /* a border cell of a 5x5 board */
  };
  for (size_t i = 0; i < sizeof off / sizeof off[0]; i++) {
    cr_assert_not(board_on(&b, off[i]), "point %d", off[i]);
    for (enum color c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
      move_effect e = board_check(&b, c, off[i], SUICIDE_ALLOWED, NULL, false);
      cr_assert_eq(e.status, MOVE_OFF_BOARD, "point %d gave %d", off[i], e.status);
    }
  }
  cr_assert_eq(board_check(&b, COLOR_BLACK, POINT_PASS, SUICIDE_FORBIDDEN, NULL, false).status,
               MOVE_LEGAL);
  cr_assert_eq(board_check(&b, COLOR_BLACK, POINT_PASS, SUICIDE_FORBIDDEN, NULL, false).hash_after,
               b.hash);
}

Test(status, pass)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". X O . .\n"
       "X O . O .\n" /* black C3 takes the ko; two passes clear the ko point */
       ". X O . .\n"
       ". . . . .\n");
  play(&b, COLOR_BLACK, "C3");
  uint64_t hash = b.hash;
  board_play(&b, COLOR_WHITE, POINT_PASS);
  cr_assert_eq(b.ko, POINT_NONE);
  cr_assert_eq(b.passes, 1);
  cr_assert_eq(b.last_move, POINT_PASS);
  cr_assert_eq(b.to_move, COLOR_BLACK);
  board_play(&b, COLOR_BLACK, POINT_PASS);
  cr_assert_eq(b.passes, 2);
  cr_assert_eq(b.hash, hash);
  play(&b, COLOR_WHITE, "B3");
  cr_assert_eq(b.passes, 0);
}

Test(status, texts_are_distinct)
{
  for (int i = MOVE_LEGAL; i <= MOVE_NO_MEMORY; i++) {
    cr_assert_not_null(move_status_text((enum move_status)i));
    for (int j = MOVE_LEGAL; j < i; j++)
      cr_assert_str_neq(move_status_text((enum move_status)i),
                        move_status_text((enum move_status)j));
  }
}

/* --- suicide ------------------------------------------------------------- */

/* A5: a lone black stone there has no liberty (single-stone suicide).
 * A1: it would join A2 and leave A1 A2 without liberty (two-stone suicide).
 * No white chain touching A5 or A1 is in atari. */
static const char *const suicide_diagram = ". O . . .\n"
                                           "O . . . .\n"
                                           "O . . . .\n"
                                           "X O . . .\n"
                                           ". O . . .\n";
/* After black A1 where several-stone suicide is allowed: A1 and A2 are
 * removed, White holds 2 prisoners. */
static const char *const after_two_stone_suicide = ". O . . .\n"
                                                   "O . . . .\n"
                                                   "O . . . .\n"
                                                   ". O . . .\n"
                                                   ". O . . .\n";

Test(suicide, forbidden)
{
  board b;
  load(&b, 5, suicide_diagram);
  cr_assert_eq(check_rule(&b, COLOR_BLACK, "A5", SUICIDE_FORBIDDEN).status, MOVE_SUICIDE);
  cr_assert_eq(check_rule(&b, COLOR_BLACK, "A1", SUICIDE_FORBIDDEN).status, MOVE_SUICIDE);
  /* White may play both points: they are liberties of its own chains. */
  cr_assert_eq(check_rule(&b, COLOR_WHITE, "A5", SUICIDE_FORBIDDEN).status, MOVE_LEGAL);
  cr_assert_eq(check_rule(&b, COLOR_WHITE, "A1", SUICIDE_FORBIDDEN).captured, 1);
}

Test(suicide, multi_stone_rule)
{
  board b;
  load(&b, 5, suicide_diagram);
  move_effect lone = check_rule(&b, COLOR_BLACK, "A5", SUICIDE_MULTI_STONE);
  cr_assert_eq(lone.status, MOVE_SUICIDE);

  move_effect e = play_rule(&b, COLOR_BLACK, "A1", SUICIDE_MULTI_STONE);
  cr_assert_eq(e.suicided, 2);
  cr_assert_eq(e.captured, 0);
  expect_board(&b, after_two_stone_suicide);
  cr_assert_eq(b.captures[COLOR_WHITE], 2);
  cr_assert_eq(b.captures[COLOR_BLACK], 0);
  cr_assert_eq(b.ko, POINT_NONE);
}

Test(suicide, multi_stone_joining_two_chains)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       "O . . . .\n" /* black A1 joins A2 and B1: the three stones have */
       "X O . . .\n" /* no liberty and capture nothing                  */
       ". X O . .\n");
  cr_assert_eq(check_rule(&b, COLOR_BLACK, "A1", SUICIDE_FORBIDDEN).status, MOVE_SUICIDE);
  move_effect e = play_rule(&b, COLOR_BLACK, "A1", SUICIDE_MULTI_STONE);
  cr_assert_eq(e.suicided, 3);
  expect_board(&b, ". . . . .\n"
                   ". . . . .\n"
                   "O . . . .\n" /* A1 A2 B1 removed, White holds 3 prisoners */
                   ". O . . .\n"
                   ". . O . .\n");
  cr_assert_eq(b.captures[COLOR_WHITE], 3);
}

Test(suicide, allowed)
{
  board b;
  load(&b, 5, suicide_diagram);
  /* Without a history, a lone stone's suicide is legal: it leaves the board
   * as it was. */
  move_effect lone = check_rule(&b, COLOR_BLACK, "A5", SUICIDE_ALLOWED);
  cr_assert_eq(lone.status, MOVE_LEGAL);
  cr_assert_eq(lone.suicided, 1);
  cr_assert_eq(lone.hash_after, b.hash);

  /* With the current position in a positional history it is a repetition. */
  board_history h;
  cr_assert(board_history_init(&h, 4));
  cr_assert(board_history_add(&h, board_history_key(b.hash, COLOR_WHITE, false)));
  cr_assert_eq(board_check(&b, COLOR_BLACK, at(&b, "A5"), SUICIDE_ALLOWED, &h, false).status,
               MOVE_SUPERKO);
  board_history_truncate(&h, 0);

  /* Situational keys: the position created by White may be recreated by
   * Black, not a position created by Black. */
  cr_assert(board_history_add(&h, board_history_key(b.hash, COLOR_WHITE, true)));
  cr_assert_eq(board_check(&b, COLOR_BLACK, at(&b, "A5"), SUICIDE_ALLOWED, &h, true).status,
               MOVE_LEGAL);
  cr_assert(board_history_add(&h, board_history_key(b.hash, COLOR_BLACK, true)));
  cr_assert_eq(board_check(&b, COLOR_BLACK, at(&b, "A5"), SUICIDE_ALLOWED, &h, true).status,
               MOVE_SUPERKO);
  board_history_deinit(&h);

  move_effect e = play_rule(&b, COLOR_BLACK, "A1", SUICIDE_ALLOWED);
  cr_assert_eq(e.suicided, 2);
  expect_board(&b, after_two_stone_suicide);
  cr_assert_eq(b.captures[COLOR_WHITE], 2);
}

Test(suicide, filling_own_last_liberty_while_capturing_is_legal)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       "O O O . .\n" /* black A1 fills the last liberty of A2 B2 but */
       "X X O . .\n" /* captures B1 (whose last liberty is A1): not */
       ". O X . .\n" /* suicide; captures 1, no ko (chain of 3)     */
  );
  move_effect e = play(&b, COLOR_BLACK, "A1");
  cr_assert_eq(e.captured, 1);
  cr_assert_eq(e.suicided, 0);
  expect_board(&b, ". . . . .\n"
                   ". . . . .\n"
                   "O O O . .\n"
                   "X X O . .\n"
                   "X . X . .\n");
  cr_assert_eq(b.captures[COLOR_BLACK], 1);
  cr_assert_eq(b.captures[COLOR_WHITE], 0);
  cr_assert_eq(b.ko, POINT_NONE);
  cr_assert_eq(board_liberties(&b, at(&b, "A1")), 1);
}

Test(suicide, capture_in_the_corner_is_not_suicide)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       "X . . . .\n" /* black A1 has no empty neighbour but takes A2 */
       "O X . . .\n" /* and B1 (2 chains, 2 prisoners): legal       */
       ". O X . .\n");
  move_effect e = play(&b, COLOR_BLACK, "A1");
  cr_assert_eq(e.captured, 2);
  expect_board(&b, ". . . . .\n"
                   ". . . . .\n"
                   "X . . . .\n"
                   ". X . . .\n"
                   "X . X . .\n");
  cr_assert_eq(b.captures[COLOR_BLACK], 2);
}

/* --- liberties ----------------------------------------------------------- */

Test(liberties, single_stones)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       "O . X . .\n" /* C3: 4, A3 (edge): 3, E1 (corner): 2 */
       ". . . . .\n"
       ". . . . X\n");
  cr_assert_eq(board_liberties(&b, at(&b, "C3")), 4);
  cr_assert_eq(board_liberties(&b, at(&b, "A3")), 3);
  cr_assert_eq(board_liberties(&b, at(&b, "E1")), 2);
}

Test(liberties, chains)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". X X . .\n" /* B4 C4 B3: 6 (B5 C5 A4 D4 A3 B2), the same from */
       ". X O . .\n" /* each of its stones; C3: 2 (D3 C2)              */
       ". . . . .\n"
       "X X . . .\n" /* A1 B1: 3 (A2 B2 C1)                            */
  );
  cr_assert_eq(board_liberties(&b, at(&b, "B4")), 6);
  cr_assert_eq(board_liberties(&b, at(&b, "C4")), 6);
  cr_assert_eq(board_liberties(&b, at(&b, "B3")), 6);
  cr_assert_eq(board_liberties(&b, at(&b, "C3")), 2);
  cr_assert_eq(board_liberties(&b, at(&b, "A1")), 3);
  cr_assert_eq(board_liberties(&b, at(&b, "B1")), 3);
}

Test(liberties, shared_liberty_counts_once)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". X X . .\n" /* B4 C4 C3: B3 touches B4 and C3 but counts once: */
       ". . X . .\n" /* 7 (B5 C5 A4 D4 B3 D3 C2)                       */
       ". . . . .\n"
       ". . . . .\n");
  cr_assert_eq(board_liberties(&b, at(&b, "C3")), 7);
}

Test(liberties, ring)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". X X X .\n" /* a ring of 8 around C3: 12 outside + C3 = 13 */
       ". X . X .\n"
       ". X X X .\n"
       ". . . . .\n");
  cr_assert_eq(board_liberties(&b, at(&b, "B4")), 13);
  cr_assert_eq(board_liberties(&b, at(&b, "D2")), 13);
  /* White B5 and E3 take two of them; A5 and E1 touch no stone of the ring. */
  play(&b, COLOR_WHITE, "B5");
  play(&b, COLOR_WHITE, "E3");
  play(&b, COLOR_WHITE, "A5");
  play(&b, COLOR_WHITE, "E1");
  cr_assert_eq(board_liberties(&b, at(&b, "C2")), 11);
}

/* --- eyes ---------------------------------------------------------------- */

Test(eye, true_eyes)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". O X . .\n" /* C3: an eye of Black (one white diagonal, B4, is */
       ". X . X .\n" /* allowed in the middle)                          */
       ". . X . .\n"
       ". . . . .\n");
  cr_assert(board_is_eye(&b, at(&b, "C3"), COLOR_BLACK));
  cr_assert_not(board_is_eye(&b, at(&b, "C3"), COLOR_WHITE));

  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n"
       ". . X . .\n" /* C1 (edge): an eye of Black */
       ". X . X .\n");
  cr_assert(board_is_eye(&b, at(&b, "C1"), COLOR_BLACK));

  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n"
       "X . . . .\n" /* A1 (corner): an eye of Black; B2 empty */
       ". X . . .\n");
  cr_assert(board_is_eye(&b, at(&b, "A1"), COLOR_BLACK));

  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n"
       "O O . . .\n" /* A1 (corner): an eye of White, own diagonal B2 */
       ". O . . .\n");
  cr_assert(board_is_eye(&b, at(&b, "A1"), COLOR_WHITE));
  cr_assert_not(board_is_eye(&b, at(&b, "A1"), COLOR_BLACK));
}

Test(eye, false_eyes)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". O X . .\n" /* C3: false, two white diagonals (B4 D2) */
       ". X . X .\n"
       ". . X O .\n"
       ". . . . .\n");
  cr_assert_not(board_is_eye(&b, at(&b, "C3"), COLOR_BLACK));

  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n"
       ". O X . .\n" /* C1 (edge): false, one white diagonal (B2) */
       ". X . X .\n");
  cr_assert_not(board_is_eye(&b, at(&b, "C1"), COLOR_BLACK));

  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n"
       "X O . . .\n" /* A1 (corner): false, white diagonal B2 */
       ". X . . .\n");
  cr_assert_not(board_is_eye(&b, at(&b, "A1"), COLOR_BLACK));

  load(&b, 5,
       ". . . . .\n"
       ". . X . .\n"
       ". X . X .\n" /* C3: not an eye, C2 is empty; B1 occupied */
       ". . . . .\n"
       ". X . . .\n");
  cr_assert_not(board_is_eye(&b, at(&b, "C3"), COLOR_BLACK));
  cr_assert_not(board_is_eye(&b, at(&b, "B1"), COLOR_BLACK));
}

/* --- position history ---------------------------------------------------- */

/* Distinct, well spread, never 0. */
static uint64_t key_of(uint64_t i) { return (i + 1) * 0x9e3779b97f4a7c15ull; }

Test(history, add_contains_truncate_with_duplicates)
{
  board_history h;
  cr_assert(board_history_init(&h, 0));
  uint64_t a = 0x1234, b = 0x5678;
  cr_assert_not(board_history_contains(&h, a));
  cr_assert(board_history_add(&h, a));
  cr_assert(board_history_add(&h, b));
  cr_assert(board_history_add(&h, a)); /* a second time */
  cr_assert_eq(h.count, 3);
  cr_assert(board_history_contains(&h, a));
  cr_assert(board_history_contains(&h, b));

  board_history_truncate(&h, 2); /* drops the second a only */
  cr_assert(board_history_contains(&h, a));
  cr_assert(board_history_contains(&h, b));
  board_history_truncate(&h, 1); /* drops b */
  cr_assert(board_history_contains(&h, a));
  cr_assert_not(board_history_contains(&h, b));
  board_history_truncate(&h, 5); /* more than held: nothing changes */
  cr_assert_eq(h.count, 1);
  board_history_truncate(&h, 0);
  cr_assert_not(board_history_contains(&h, a));
  cr_assert_eq(h.count, 0);
  board_history_deinit(&h);
}

Test(history, colliding_keys)
{
  /* Keys equal modulo the initial capacity (64) probe the same slots. */
  board_history h;
  cr_assert(board_history_init(&h, 0));
  cr_assert_eq(h.capacity, 64);
  for (uint64_t i = 1; i <= 20; i++)
    cr_assert(board_history_add(&h, i << 20 | 7));
  board_history_truncate(&h, 10);
  for (uint64_t i = 1; i <= 20; i++)
    cr_assert_eq(board_history_contains(&h, i << 20 | 7), i <= 10, "key %d", (int)i);
  board_history_deinit(&h);
}

Test(history, grows_and_truncates_back)
{
  enum { N = 5000 };
  board_history h;
  cr_assert(board_history_init(&h, 0));
  for (uint64_t i = 0; i < N; i++)
    cr_assert(board_history_add(&h, key_of(i)));
  /* Duplicates of the first 100 keys on top. */
  for (uint64_t i = 0; i < 100; i++)
    cr_assert(board_history_add(&h, key_of(i)));
  cr_assert_eq(h.count, N + 100);
  cr_assert_geq(h.capacity, 2 * (N + 100));
  for (uint64_t i = 0; i < N; i++)
    cr_assert(board_history_contains(&h, key_of(i)), "key %d lost", (int)i);
  cr_assert_not(board_history_contains(&h, key_of(N)));

  board_history_truncate(&h, N); /* the duplicates go, the originals stay */
  for (uint64_t i = 0; i < 100; i++)
    cr_assert(board_history_contains(&h, key_of(i)));
  board_history_truncate(&h, 1000);
  for (uint64_t i = 0; i < N; i++)
    cr_assert_eq(board_history_contains(&h, key_of(i)), i < 1000, "key %d", (int)i);
  /* And it grows again from there. */
  for (uint64_t i = 1000; i < 3000; i++)
    cr_assert(board_history_add(&h, key_of(i)));
  for (uint64_t i = 0; i < N; i++)
    cr_assert_eq(board_history_contains(&h, key_of(i)), i < 3000, "key %d", (int)i);
  board_history_deinit(&h);
  cr_assert_null(h.slots);
  cr_assert_eq(h.count, 0);
}

Test(history, keys)
{
  uint64_t hash = 0xfeedfacecafebeefull;
  /* Positional keys ignore who created the position; situational keys do not. */
  cr_assert_eq(board_history_key(hash, COLOR_BLACK, false),
               board_history_key(hash, COLOR_WHITE, false));
  cr_assert_neq(board_history_key(hash, COLOR_BLACK, true),
                board_history_key(hash, COLOR_WHITE, true));
  cr_assert_neq(board_history_key(hash, COLOR_BLACK, true),
                board_history_key(hash, COLOR_BLACK, false));
  /* A key is never 0 (the empty slot), even for the hash that would make it 0. */
  uint64_t zero_maker = board_history_key(0, COLOR_BLACK, false);
  cr_assert_neq(board_history_key(zero_maker, COLOR_BLACK, false), 0);
  cr_assert_neq(board_history_key(0, COLOR_BLACK, false), 0);
}

/* --- Zobrist hashing ----------------------------------------------------- */

Test(zobrist, empty_board_is_zero)
{
  for (int size = BOARD_MIN_SIZE; size <= BOARD_MAX_SIZE; size++) {
    board b;
    cr_assert(board_init(&b, size));
    cr_assert_eq(b.hash, 0, "size %d", size);
  }
}

Test(zobrist, order_of_placement_does_not_matter)
{
  board a, b, c, d;
  cr_assert(board_init(&a, 5));
  cr_assert(board_init(&b, 5));
  cr_assert(board_init(&c, 5));
  cr_assert(board_setup(&a, COLOR_BLACK, at(&a, "C3")));
  cr_assert(board_setup(&a, COLOR_WHITE, at(&a, "D4")));
  cr_assert(board_setup(&a, COLOR_BLACK, at(&a, "B2")));
  cr_assert(board_setup(&b, COLOR_BLACK, at(&b, "B2")));
  cr_assert(board_setup(&b, COLOR_BLACK, at(&b, "C3")));
  cr_assert(board_setup(&b, COLOR_WHITE, at(&b, "D4")));
  play(&c, COLOR_WHITE, "D4");
  play(&c, COLOR_BLACK, "B2");
  play(&c, COLOR_BLACK, "C3");
  load(&d, 5,
       ". . . . .\n"
       ". . . O .\n" /* the same stones from a diagram: the same hash */
       ". . X . .\n"
       ". X . . .\n"
       ". . . . .\n");
  uint64_t sum = board_zobrist(COLOR_BLACK, at(&a, "C3")) ^
                 board_zobrist(COLOR_WHITE, at(&a, "D4")) ^
                 board_zobrist(COLOR_BLACK, at(&a, "B2"));
  cr_assert_eq(a.hash, sum);
  cr_assert_eq(b.hash, sum);
  cr_assert_eq(c.hash, sum);
  cr_assert_eq(d.hash, sum);
  /* Colour matters. */
  cr_assert_neq(board_zobrist(COLOR_BLACK, at(&a, "C3")), board_zobrist(COLOR_WHITE, at(&a, "C3")));
}

Test(zobrist, capture_and_replay_restore_the_hash)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". X O . .\n"
       "X O . O .\n" /* black C3 takes B3, both pass, white B3 takes */
       ". X O . .\n" /* C3: the stones and the hash are as at first  */
       ". . . . .\n");
  uint64_t start = b.hash;
  play(&b, COLOR_BLACK, "C3");
  cr_assert_eq(b.hash, start ^ board_zobrist(COLOR_WHITE, at(&b, "B3")) ^
                           board_zobrist(COLOR_BLACK, at(&b, "C3")));
  board_play(&b, COLOR_WHITE, POINT_PASS);
  board_play(&b, COLOR_BLACK, POINT_PASS);
  play(&b, COLOR_WHITE, "B3");
  cr_assert_eq(b.hash, start);
  expect_board(&b, ". . . . .\n"
                   ". X O . .\n"
                   "X O . O .\n"
                   ". X O . .\n"
                   ". . . . .\n");

  /* A multi-stone capture: the same hash as the resulting diagram. */
  load(&b, 5,
       ". . . . .\n"
       ". X X X .\n"
       "X O O O X\n" /* black D2 captures 3 */
       ". X X . .\n"
       ". . . . .\n");
  play(&b, COLOR_BLACK, "D2");
  board after;
  load(&after, 5,
       ". . . . .\n"
       ". X X X .\n"
       "X . . . X\n"
       ". X X X .\n"
       ". . . . .\n");
  cr_assert_eq(b.hash, after.hash);
}

Test(zobrist, fixed_seed)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". . . O .\n" /* hash 0x4307af9f5d0f351e, the same in every run */
       ". . X . .\n"
       ". . . . .\n"
       ". . . . .\n");
  cr_assert_eq(b.hash, 0x4307af9f5d0f351eull, "hash is 0x%016llx", (unsigned long long)b.hash);
  cr_assert_eq(board_zobrist(COLOR_BLACK, at(&b, "C3")), 0xd01f6a28db1b6d24ull);
}

/* --- diagrams ------------------------------------------------------------ */

Test(ascii, rejects_malformed_diagrams)
{
  board b;
  /* 24 cells */
  cr_assert_not(board_from_ascii(&b, 5, ". . . . . . . . . . . . . . . . . . . . . . . ."));
  /* 26 cells */
  cr_assert_not(board_from_ascii(&b, 5, ". . . . . . . . . . . . . . . . . . . . . . . . . ."));
  /* a bad character */
  cr_assert_not(board_from_ascii(&b, 5,
                                 ". . . . .\n"
                                 ". . # . .\n"
                                 ". . . . .\n"
                                 ". . . . .\n"
                                 ". . . . .\n"));
  cr_assert_not(board_from_ascii(&b, 5,
                                 ". . . . .\n"
                                 ". . x . .\n" /* lower case is not a stone */
                                 ". . . . .\n"
                                 ". . . . .\n"
                                 ". . . . .\n"));
  /* a chain without liberties: black A1 B1 inside white */
  cr_assert_not(board_from_ascii(&b, 5,
                                 ". . . . .\n"
                                 ". . . . .\n"
                                 ". . . . .\n"
                                 "O O . . .\n"
                                 "X X O . .\n"));
  /* both sides without liberties */
  cr_assert_not(board_from_ascii(&b, 5,
                                 "X X X X X\n"
                                 "X X X X X\n"
                                 "O O O O O\n"
                                 "O O O O O\n"
                                 "O O O O O\n"));
  /* sizes outside 5..25 */
  cr_assert_not(board_from_ascii(&b, 4, ". . . . . . . . . . . . . . . ."));
  cr_assert_not(board_from_ascii(&b, 26, ""));
  /* the empty diagram is not a board */
  cr_assert_not(board_from_ascii(&b, 5, ""));
}

Test(ascii, round_trip)
{
  const char *diagram = ". X O . .\n"
                        "X O . O .\n"
                        ". X O . .\n"
                        ". . . . .\n"
                        "X . . . O\n";
  board b;
  load(&b, 5, diagram);
  char text[TEXT_SIZE];
  size_t len = board_to_ascii(&b, text, sizeof text);
  cr_assert_str_eq(text, diagram);
  cr_assert_eq(len, strlen(diagram));
  cr_assert_eq(b.to_move, COLOR_BLACK);
  cr_assert_eq(b.ko, POINT_NONE);
  cr_assert_eq(b.n_empty, 25 - 9);

  /* '+' and blanks are accepted on input; output is canonical. */
  board c;
  load(&c, 5, ".XO..  X O + O .\n\n.XO++ +++++ X+++O");
  cr_assert_str_eq((board_to_ascii(&c, text, sizeof text), text), diagram);
  cr_assert_eq(c.hash, b.hash);

  /* A short buffer: NUL-terminated, and the return value is the full length. */
  char small[8];
  cr_assert_eq(board_to_ascii(&b, small, sizeof small), 50);
  cr_assert_str_eq(small, ". X O .");
  cr_assert_eq(board_to_ascii(&b, NULL, 0), 50);
}

Test(ascii, big_board_vertices)
{
  /* 25x25 uses every column letter but I: A..H, J..Z. */
  board b;
  cr_assert(board_init(&b, 25));
  cr_assert_eq(at(&b, "A25"), board_point(&b, 0, 0));
  cr_assert_eq(at(&b, "H1"), board_point(&b, 7, 24));
  cr_assert_eq(at(&b, "J1"), board_point(&b, 8, 24));
  cr_assert_eq(at(&b, "Z1"), board_point(&b, 24, 24));
  play(&b, COLOR_BLACK, "Z1");
  play(&b, COLOR_WHITE, "A25");
  char text[TEXT_SIZE];
  board_to_ascii(&b, text, sizeof text);
  cr_assert_eq(text[0], 'O');
  cr_assert_eq(text[strlen(text) - 2], 'X');
}

/* --- sizes --------------------------------------------------------------- */

Test(size, every_size_from_5_to_25)
{
  for (int size = BOARD_MIN_SIZE; size <= BOARD_MAX_SIZE; size++) {
    board b;
    cr_assert(board_init(&b, size), "size %d", size);
    cr_assert_eq(b.size, size);
    cr_assert_eq(b.n_empty, size * size);
    cr_assert_eq(b.to_move, COLOR_BLACK);
    cr_assert_eq(b.ko, POINT_NONE);
    cr_assert_eq(b.last_move, POINT_NONE);
    const point corners[4] = {board_point(&b, 0, 0), board_point(&b, size - 1, 0),
                              board_point(&b, 0, size - 1), board_point(&b, size - 1, size - 1)};
    for (int i = 0; i < 4; i++) {
      cr_assert(board_on(&b, corners[i]), "size %d corner %d", size, i);
      cr_assert_eq(board_at(&b, corners[i]), COLOR_EMPTY);
      cr_assert_eq(board_x(&b, corners[i]), i % 2 ? size - 1 : 0);
      cr_assert_eq(board_y(&b, corners[i]), i < 2 ? 0 : size - 1);
      cr_assert_eq(board_check(&b, COLOR_BLACK, corners[i], SUICIDE_FORBIDDEN, NULL, false).status,
                   MOVE_LEGAL);
    }
    for (int i = -1; i <= size; i++) {
      const point border[4] = {board_point(&b, -1, i), board_point(&b, size, i),
                               board_point(&b, i, -1), board_point(&b, i, size)};
      for (int k = 0; k < 4; k++) {
        cr_assert_eq(board_at(&b, border[k]), COLOR_BORDER, "size %d i %d k %d", size, i, k);
        cr_assert_not(board_on(&b, border[k]));
      }
    }
    int on = 0;
    for (point p = 0; p < BOARD_MAX_POINTS; p++)
      on += board_on(&b, p);
    cr_assert_eq(on, size * size);
  }
}

Test(size, out_of_range_refused)
{
  board b;
  cr_assert_not(board_init(&b, 4));
  cr_assert_not(board_init(&b, 26));
  cr_assert_not(board_init(&b, 0));
  cr_assert_not(board_init(&b, -19));
}

/* --- setup --------------------------------------------------------------- */

Test(setup, refuses_what_a_setup_cannot_do)
{
  board b;
  load(&b, 5,
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n"
       "O . . . .\n" /* black A1 would have no liberty: refused;      */
       ". O X . .\n" /* white C2 would capture C1: refused; D1, A1 ok */
  );
  cr_assert_not(board_setup(&b, COLOR_BLACK, at(&b, "A1")));
  cr_assert_not(board_setup(&b, COLOR_BLACK, at(&b, "B1"))); /* occupied */
  cr_assert_not(board_setup(&b, COLOR_BLACK, POINT_NONE));
  cr_assert_not(board_setup(&b, COLOR_EMPTY, at(&b, "E5")));
  /* White D1 leaves C1 one liberty (C2): allowed. */
  cr_assert(board_setup(&b, COLOR_WHITE, at(&b, "D1")));
  /* White C2 would capture C1: a setup stone never captures. */
  cr_assert_not(board_setup(&b, COLOR_WHITE, at(&b, "C2")));
  cr_assert(board_setup(&b, COLOR_WHITE, at(&b, "A1")));
  cr_assert_eq(b.to_move, COLOR_BLACK);
  expect_board(&b, ". . . . .\n"
                   ". . . . .\n"
                   ". . . . .\n"
                   "O . . . .\n"
                   "O O X O .\n");
}

/* BOARD_FOR_POINTS visits each point of the grid once, in board_point's
 * order (row by row from the top), never a border cell, on every size; a
 * break leaves the whole loop. */
Test(board, for_points_visits_every_point_once_in_order)
{
  for (int size = BOARD_MIN_SIZE; size <= BOARD_MAX_SIZE; size++) {
    board b;
    cr_assert(board_init(&b, size));
    int k = 0;
    BOARD_FOR_POINTS(&b, p) {
      cr_assert_eq(p, board_point(&b, k % size, k / size), "size %d, point %d", size, k);
      cr_assert(board_on(&b, p));
      k++;
    }
    cr_expect_eq(k, size * size, "size %d", size);
    int seen = 0;
    BOARD_FOR_POINTS(&b, p) {
      if (board_x(&b, p) == 2 && board_y(&b, p) == 1)
        break;
      seen++;
    }
    cr_expect_eq(seen, size + 2, "size %d: the break stops at C, second row", size);
  }
}
