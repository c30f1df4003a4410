/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hoshi's capture player (hoshi/capture_player.h): each rule of its header
 * on a position, for many seeds, and whole games between two of them.
 *
 * Positions are ASCII diagrams, one row per line from the top: 'X' black,
 * 'O' white, '.' empty; vertices GTP-style (A1 the lower left corner). */
#include <criterion/criterion.h>

#include "diagram.h"
#include "hoshi/capture_player.h"

#define SEEDS 32

static point choose(const board *b, enum color c, uint64_t seed)
{
  return capture_player_choose(b, c, NULL, NULL, seed);
}

/* The move for every seed is the one given. */
static void expect_move(const board *b, enum color c, const char *vertex)
{
  for (uint64_t seed = 0; seed < SEEDS; seed++) {
    char got[5];
    point p = choose(b, c, seed);
    board_move_format(b, p, got);
    cr_assert_eq(p, at(b, vertex), "seed %llu: played %s, not %s", (unsigned long long)seed, got,
                 vertex);
  }
}

Test(capture_player, captures_the_most_stones)
{
  board b;
  load(&b, 7,
       ". . . . . . .\n"
       ". X X . . . .\n"
       ". X O . X O X\n" /* C5 can be taken at D5: one stone;     */
       ". . X . X O X\n" /* F5-F4 at F6: two stones, taken first   */
       ". . . . . X .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  expect_move(&b, COLOR_BLACK, "F6");
}

Test(capture_player, saves_a_stone_in_atari_by_extending)
{
  board b;
  load(&b, 7,
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . O . . .\n"
       ". . O X O . .\n" /* D4 in atari: D3 gives it three liberties */
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  expect_move(&b, COLOR_BLACK, "D3");
}

Test(capture_player, captures_an_attacker_to_save)
{
  board b;
  load(&b, 7,
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . X O X . .\n" /* D4 in atari; taking D5 (at D6) saves it, */
       ". . O X O . .\n" /* taking A1 (at A2) would not              */
       ". . . . . . .\n"
       ". . . . . . .\n"
       "O X . . . . .\n");
  expect_move(&b, COLOR_BLACK, "D6");
}

Test(capture_player, does_not_save_by_a_self_atari)
{
  board b;
  load(&b, 7,
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . O . . .\n"
       ". . O X O . .\n" /* D4 in atari; D3 would leave the two stones */
       ". . O . O . .\n" /* one liberty (D2): lost all the same, so it  */
       ". . . . . . .\n" /* is not played                               */
       ". . . . . . .\n");
  for (uint64_t seed = 0; seed < SEEDS; seed++)
    cr_assert_neq(choose(&b, COLOR_BLACK, seed), at(&b, "D3"), "seed %llu",
                  (unsigned long long)seed);
}

Test(capture_player, puts_a_stone_in_atari_safely)
{
  board b;
  load(&b, 7,
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . X . . .\n"
       ". . X O . . .\n" /* D4 has two liberties: E4 or D3 puts it in atari; */
       ". . . . . . .\n" /* E4 leaves it one way out (D3) to three liberties, */
       ". . . . . . .\n" /* D3 one (E4) to three as well                      */
       ". . . . . . .\n");
  for (uint64_t seed = 0; seed < SEEDS; seed++) {
    point p = choose(&b, COLOR_BLACK, seed);
    cr_assert(p == at(&b, "E4") || p == at(&b, "D3"), "seed %llu", (unsigned long long)seed);
  }
}

Test(capture_player, does_not_play_a_self_atari)
{
  board b;
  load(&b, 5,
       "X X X X X\n"
       "X . X O .\n" /* E4 would leave the black chain B4 alone: */
       "X X X O O\n" /* a self-atari; so would A1 (B1 its one    */
       "O O O O .\n" /* liberty)                                 */
       ". . . . .\n");
  for (uint64_t seed = 0; seed < SEEDS; seed++) {
    point p = choose(&b, COLOR_BLACK, seed);
    cr_assert(p != POINT_PASS);
    board after = b;
    board_play(&after, COLOR_BLACK, p);
    char v[5];
    board_move_format(&b, p, v);
    cr_assert_geq(board_liberties(&after, p), 2, "seed %llu: %s is a self-atari",
                  (unsigned long long)seed, v);
  }
}

Test(capture_player, does_not_fill_its_own_eye)
{
  board b;
  load(&b, 5,
       ". X . X O\n" /* A5 and C5 are Black's eyes */
       "X X X X O\n"
       "O O O O O\n"
       ". . . . .\n"
       ". . . . .\n");
  for (uint64_t seed = 0; seed < SEEDS; seed++) {
    point p = choose(&b, COLOR_BLACK, seed);
    cr_assert(p != POINT_PASS && p != at(&b, "A5") && p != at(&b, "C5"), "seed %llu",
              (unsigned long long)seed);
    cr_assert_geq(board_y(&b, p), 3, "it plays below the white wall");
  }
}

Test(capture_player, passes_with_no_legal_move)
{
  board b;
  load(&b, 5,
       ". X . X X\n" /* White: A5 and C5 are suicide */
       "X X X X X\n"
       "X X X X X\n"
       "X X X X X\n"
       "X X X X X\n");
  expect_move(&b, COLOR_WHITE, "pass");
  /* Black's only moves fill its own eyes: it passes rather than give its
   * stones away. */
  expect_move(&b, COLOR_BLACK, "pass");
}

Test(capture_player, plays_a_bad_move_rather_than_pass)
{
  board b;
  load(&b, 5,
       "X X X X X\n"
       "X X X X X\n"
       "X X X X X\n"
       "X X X X X\n"
       ". . X X X\n"); /* White at A1 or B1: a self-atari, yet legal */
  for (uint64_t seed = 0; seed < SEEDS; seed++) {
    point p = choose(&b, COLOR_WHITE, seed);
    cr_assert(p == at(&b, "A1") || p == at(&b, "B1"), "seed %llu", (unsigned long long)seed);
  }
}

Test(capture_player, opens_near_the_centre)
{
  board b;
  board_init(&b, 9);
  for (uint64_t seed = 0; seed < SEEDS; seed++) {
    point p = choose(&b, COLOR_BLACK, seed);
    cr_assert(p != POINT_PASS);
    cr_assert(board_x(&b, p) >= 2 && board_x(&b, p) <= 6 && board_y(&b, p) >= 2 &&
              board_y(&b, p) <= 6);
  }
}

Test(capture_player, a_seed_repeats_its_move)
{
  board b;
  board_init(&b, 9);
  board_play(&b, COLOR_BLACK, at(&b, "E5"));
  cr_expect_eq(choose(&b, COLOR_WHITE, 7), choose(&b, COLOR_WHITE, 7));
}

/* Plays a whole game between two capture players under r (with its
 * history), every move checked legal, until two passes or max moves.
 * Returns the moves played; *first_capture is the move that took the first
 * stones (0: none). */
static int play_game(board *b, const rules *r, uint64_t seed, int max, int *first_capture)
{
  board_history h;
  cr_assert(board_history_init(&h, 256));
  board_history_add(&h, rules_history_key(r, b->hash, COLOR_WHITE));
  int moves = 0;
  *first_capture = 0;
  while (b->passes < 2 && moves < max) {
    enum color c = b->to_move;
    point p = capture_player_choose(b, c, r, &h, seed + (uint64_t)moves);
    if (p != POINT_PASS) {
      cr_assert_eq(rules_check_move(r, b, c, p, &h).status, MOVE_LEGAL, "move %d", moves + 1);
      cr_assert_not(board_is_eye(b, p, c), "move %d fills its own eye", moves + 1);
    }
    board_play(b, c, p);
    moves++;
    if (!*first_capture && b->captures[c] > 0)
      *first_capture = moves;
    if (p != POINT_PASS)
      cr_assert(board_history_add(&h, rules_history_key(r, b->hash, c)));
  }
  board_history_deinit(&h);
  return moves;
}

Test(capture_player, whole_games_end_with_legal_moves)
{
  const char *ids[] = {"japanese", "chinese", "aga"};
  for (int k = 0; k < 3; k++) {
    const rules *r = rules_find(ids[k]);
    cr_assert_not_null(r, "%s", ids[k]);
    for (uint64_t seed = 1; seed <= 6; seed++) {
      board b;
      board_init(&b, 9);
      int first;
      int moves = play_game(&b, r, seed * 1000, 600, &first);
      cr_expect_eq(b.passes, 2, "%s seed %llu: no end after %d moves", ids[k],
                   (unsigned long long)seed, moves);
      cr_expect_gt(first, 0, "%s seed %llu: a game without a capture", ids[k],
                   (unsigned long long)seed);
    }
  }
}
