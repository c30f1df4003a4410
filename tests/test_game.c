/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game model: moves, undo to any earlier move, size and rules changes. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/game.h"
#include "hoshi/playout.h"

static game g;

static void teardown(void) { game_deinit(&g); }
TestSuite(game, .fini = teardown);

static const char *diagram(const board *b)
{
  static char text[BOARD_MAX_SIZE * BOARD_MAX_SIZE * 2 + 1];
  board_to_ascii(b, text, sizeof text);
  return text;
}

Test(game, sizes)
{
  cr_expect_not(game_init(&g, 4, NULL));
  cr_expect_not(game_init(&g, 26, NULL));
  cr_assert(game_init(&g, 25, NULL));
  cr_expect_eq(g.board.size, 25);
  cr_expect_eq(g.rules, rules_default());
  cr_expect_eq(g.komi, 6.5, "Japanese komi by default");
  cr_expect_not(game_set_size(&g, 3));
  cr_expect_eq(g.board.size, 25, "a refused size changes nothing");
  cr_expect(game_set_size(&g, 5));
  cr_expect_eq(g.board.n_empty, 25);
}

Test(game, default_komi_follows_the_rule_set)
{
  cr_assert(game_init(&g, 19, rules_find("chinese")));
  cr_expect_eq(g.komi, 7.5);
}

/* Undo to any earlier move gives exactly the position reached by playing the
 * moves up to there: compared on every move of a long random game. */
Test(game, truncate_to_every_earlier_move)
{
  cr_assert(game_init(&g, 9, rules_find("chinese")));
  uint64_t rng = 7;
  board *positions = malloc(400 * sizeof *positions);
  cr_assert_not_null(positions);
  size_t n = 0;
  positions[n++] = g.board;
  while (n < 400 && g.board.passes < 2) {
    enum color c = game_to_move(&g);
    point p = playout_choose_move(&g.board, c, g.rules, &g.history, &rng);
    cr_assert_eq(game_play(&g, c, p), MOVE_LEGAL);
    positions[n++] = g.board;
  }
  cr_assert_gt(n, 60, "a real game was played");
  for (size_t k = n; k-- > 0;) {
    cr_assert(game_truncate(&g, (int)k));
    cr_assert_eq(game_move_number(&g), k);
    cr_assert_str_eq(diagram(&g.board), diagram(&positions[k]), "after move %zu", k);
    cr_assert_eq(g.board.hash, positions[k].hash);
    cr_assert_eq(g.board.captures[COLOR_BLACK], positions[k].captures[COLOR_BLACK]);
    cr_assert_eq(g.board.captures[COLOR_WHITE], positions[k].captures[COLOR_WHITE]);
    cr_assert_eq(g.board.ko, positions[k].ko);
  }
  cr_expect_not(game_truncate(&g, 1), "no moves left to go forward to");
  cr_expect_not(game_undo(&g));
  free(positions);
}

/* Undo rolls the superko history back: replaying the same random game after
 * undoing it must find every move legal again. */
Test(game, undo_restores_the_history)
{
  cr_assert(game_init(&g, 7, rules_find("tromp-taylor")));
  uint64_t rng = 11;
  game_step played[300];
  size_t n = 0;
  while (n < 300 && g.board.passes < 2) {
    enum color c = game_to_move(&g);
    point p = playout_choose_move(&g.board, c, g.rules, &g.history, &rng);
    cr_assert_eq(game_play(&g, c, p), MOVE_LEGAL);
    played[n++] = *game_current_step(&g);
  }
  size_t keys = g.history.count;
  while (game_undo(&g))
    ;
  cr_expect_eq(g.history.count, 1, "only the start position is left");
  for (size_t i = 0; i < n; i++)
    cr_assert_eq(game_play(&g, played[i].color, played[i].move), MOVE_LEGAL, "move %zu", i);
  cr_expect_eq(g.history.count, keys);
}

Test(game, passes_and_moves_out_of_turn)
{
  cr_assert(game_init(&g, 9, NULL));
  cr_expect_eq(game_play(&g, COLOR_WHITE, board_point(&g.board, 4, 4)), MOVE_LEGAL);
  cr_expect_eq(game_to_move(&g), COLOR_BLACK);
  cr_expect_eq(game_play(&g, COLOR_WHITE, POINT_PASS), MOVE_LEGAL);
  cr_expect_eq(game_play(&g, COLOR_BLACK, POINT_PASS), MOVE_LEGAL);
  cr_expect_eq(g.board.passes, 2, "two consecutive passes stop the game");
  cr_expect(game_undo(&g));
  cr_expect_eq(g.board.passes, 1);
  cr_expect_eq(game_move_number(&g), 2);
}

Test(game, clear_keeps_size_rules_and_komi)
{
  cr_assert(game_init(&g, 13, rules_find("aga")));
  hoshi_error why = {0};
  cr_assert(game_set_komi(&g, 0.5, &why));
  cr_assert(game_fixed_handicap(&g, 3, &why));
  cr_assert_eq(game_play(&g, COLOR_WHITE, board_point(&g.board, 6, 6)), MOVE_LEGAL);
  game_clear(&g);
  cr_expect_eq(g.board.size, 13);
  cr_expect_eq(g.rules, rules_find("aga"));
  cr_expect_eq(g.komi, 0.5);
  cr_expect_eq(g.handicap, 0);
  cr_expect_eq(game_move_number(&g), 0);
  cr_expect_eq(g.board.n_empty, 169);
  cr_expect_eq(game_to_move(&g), COLOR_BLACK);
}

Test(game, captures_are_counted_per_colour)
{
  /* Black B4 is surrounded by White A4, C4, B5 and then B3, which captures. */
  cr_assert(game_init(&g, 5, NULL));
  point b4 = board_point(&g.board, 1, 1);
  cr_assert_eq(game_play(&g, COLOR_BLACK, b4), MOVE_LEGAL);
  cr_assert_eq(game_play(&g, COLOR_WHITE, board_point(&g.board, 0, 1)), MOVE_LEGAL);
  cr_assert_eq(game_play(&g, COLOR_WHITE, board_point(&g.board, 2, 1)), MOVE_LEGAL);
  cr_assert_eq(game_play(&g, COLOR_WHITE, board_point(&g.board, 1, 0)), MOVE_LEGAL);
  cr_assert_eq(game_play(&g, COLOR_WHITE, board_point(&g.board, 1, 2)), MOVE_LEGAL);
  cr_expect_str_eq(diagram(&g.board), ". O . . .\n"
                                      "O . O . .\n"
                                      ". O . . .\n"
                                      ". . . . .\n"
                                      ". . . . .\n");
  cr_expect_eq(game_captures(&g, COLOR_WHITE), 1);
  cr_expect_eq(game_captures(&g, COLOR_BLACK), 0);
}
