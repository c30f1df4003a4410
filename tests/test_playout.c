/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The random policy shared by playouts and genmove. */
#include <criterion/criterion.h>

#include "hoshi/playout.h"

Test(playout, deterministic_for_a_seed)
{
  board a, b;
  board_init(&a, 9);
  board_init(&b, 9);
  uint64_t r1 = 99, r2 = 99;
  int n1 = playout_run(&a, rules_find("japanese"), NULL, &r1, 243);
  int n2 = playout_run(&b, rules_find("japanese"), NULL, &r2, 243);
  cr_expect_eq(n1, n2);
  cr_expect_eq(a.hash, b.hash, "same seed, same final position");
  board c;
  board_init(&c, 9);
  uint64_t r3 = 100;
  playout_run(&c, rules_find("japanese"), NULL, &r3, 243);
  cr_expect_neq(a.hash, c.hash, "another seed, another game");
}

/* Every chosen move is legal under the rules and never fills one's own eye;
 * a pass comes only when no such move exists. */
Test(playout, moves_are_legal_and_keep_eyes)
{
  size_t n;
  const rules *const *all = rules_all(&n);
  for (size_t k = 0; k < n; k++) {
    const rules *r = all[k];
    for (int size = 5; size <= 13; size += 4) {
      board b;
      board_init(&b, size);
      board_history h;
      cr_assert(board_history_init(&h, 64));
      board_history_add(&h, rules_history_key(r, b.hash, COLOR_WHITE));
      uint64_t rng = 1234 + (uint64_t)size;
      int moves = 0;
      while (b.passes < 2 && moves < 3 * size * size) {
        enum color c = b.to_move;
        point p = playout_choose_move(&b, c, r, &h, &rng);
        if (p == POINT_PASS) {
          for (int i = 0; i < b.n_empty; i++) {
            point q = b.empty[i];
            cr_assert(board_is_eye(&b, q, c) ||
                          rules_check_move(r, &b, c, q, &h).status != MOVE_LEGAL,
                      "%s: passed although a move was available", rules_id(r));
          }
        } else {
          cr_assert_not(board_is_eye(&b, p, c), "%s: filled its own eye", rules_id(r));
          cr_assert_eq(rules_check_move(r, &b, c, p, &h).status, MOVE_LEGAL);
        }
        board_play(&b, c, p);
        if (p != POINT_PASS)
          board_history_add(&h, rules_history_key(r, b.hash, c));
        moves++;
      }
      cr_expect_eq(b.passes, 2, "%s %dx%d: random play ends with two passes", rules_id(r), size,
                   size);
      board_history_deinit(&h);
    }
  }
}

/* Plays a playout one move at a time (playout_run with max_moves 1 goes on
 * with the same game and the same rng), and records the key of each
 * position a play creates, in order: the positions the history must hold.
 * Returns the number of moves, passes included. */
static int step_by_step(board *b, const rules *r, board_history *h, uint64_t *rng, uint64_t *keys,
                        int *n_keys, int max_moves)
{
  int moves = 0;
  *n_keys = 0;
  while (b->passes < 2 && moves < max_moves) {
    enum color c = b->to_move;
    cr_assert_eq(playout_run(b, r, h, rng, 1), 1);
    moves++;
    if (b->last_move != POINT_PASS)
      keys[(*n_keys)++] = rules_history_key(r, b->hash, c);
  }
  return moves;
}

/* playout.h: with a history, "each position is added to it (the caller
 * truncates it afterwards)". A playout on an empty 9x9 under positional
 * superko leaves exactly the positions its plays created in the history
 * (passes add none); left there, they forbid a second playout from the
 * same start and seed to create any of them again; truncated by the
 * caller back to the start, the history gives the first game again. */
Test(playout, the_history_keeps_the_positions_until_the_caller_truncates_it)
{
  enum { MAX = 243 };
  board start;
  board_init(&start, 9);
  const rules *r = rules_find("chinese");
  cr_assert_not_null(r);
  uint64_t start_key = rules_history_key(r, start.hash, COLOR_WHITE);
  board_history h, seen;
  cr_assert(board_history_init(&h, 16));
  cr_assert(board_history_init(&seen, 16));
  cr_assert(board_history_add(&h, start_key));
  cr_assert(board_history_add(&seen, start_key));

  /* The playout in one call, and the same one move by move. */
  board a = start;
  uint64_t rng = 5;
  int n = playout_run(&a, r, &h, &rng, MAX);
  cr_assert_gt(n, 10);
  board b = start;
  rng = 5;
  static uint64_t first[MAX];
  int n_first;
  cr_assert_eq(step_by_step(&b, r, &seen, &rng, first, &n_first, MAX), n);
  cr_assert_eq(b.hash, a.hash, "move by move, the same game");
  cr_expect_lt(n_first, n, "the playout holds passes, which must add nothing");

  cr_expect_eq(h.count, (size_t)(1 + n_first), "the start and one position per play, no more");
  cr_expect(board_history_contains(&h, start_key), "the start is still there");
  for (int i = 0; i < n_first; i++)
    cr_expect(board_history_contains(&h, first[i]), "the position after play %d is missing", i);

  /* Not truncated: the same seed from the same start must play another
   * game, one that recreates none of the first game's positions. */
  board c = start;
  rng = 5;
  static uint64_t second[MAX];
  int n_second;
  step_by_step(&c, r, &h, &rng, second, &n_second, MAX);
  cr_expect_gt(n_second, 0);
  for (int j = 0; j < n_second; j++)
    for (int i = 0; i < n_first; i++)
      cr_assert_neq(second[j], first[i], "play %d of the second game repeats play %d of the first",
                    j, i);
  cr_expect_eq(h.count, (size_t)(1 + n_first + n_second), "both games' positions");

  /* Truncated back to the start: the first game again. */
  board_history_truncate(&h, 1);
  board d = start;
  rng = 5;
  cr_expect_eq(playout_run(&d, r, &h, &rng, MAX), n);
  cr_expect_eq(d.hash, a.hash, "the truncated history is the start's again");
  cr_expect_eq(h.count, (size_t)(1 + n_first));
  board_history_deinit(&h);
  board_history_deinit(&seen);
}
