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

Test(playout, history_is_rolled_back_by_the_caller)
{
  board start;
  board_init(&start, 9);
  board_history h;
  cr_assert(board_history_init(&h, 16));
  const rules *r = rules_find("chinese");
  board_history_add(&h, rules_history_key(r, start.hash, COLOR_WHITE));
  uint64_t rng = 5;
  for (int i = 0; i < 50; i++) {
    board b = start;
    int n = playout_run(&b, r, &h, &rng, 243);
    cr_assert_gt(n, 10);
    cr_assert_gt(h.count, 1);
    board_history_truncate(&h, 1);
    cr_assert_eq(h.count, 1);
    cr_assert(board_history_contains(&h, rules_history_key(r, start.hash, COLOR_WHITE)));
  }
  board_history_deinit(&h);
}
