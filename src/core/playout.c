#include "hoshi/playout.h"

point playout_choose_move(const board *b, enum color c, const rules *r,
                          const board_history *history, uint64_t *rng)
{
  int n = b->n_empty;
  if (n == 0)
    return POINT_PASS;
  /* Scanning from a random start is cheaper than shuffling and slightly
   * biased towards points after long runs of refused ones: fine for a
   * light policy. */
  int start = (int)rng_below(rng, (uint32_t)n);
  for (int i = 0; i < n; i++) {
    int k = start + i;
    point p = b->empty[k < n ? k : k - n];
    if (board_is_eye(b, p, c))
      continue;
    if (rules_check_move(r, b, c, p, history).status == MOVE_LEGAL)
      return p;
  }
  return POINT_PASS;
}

int playout_run(board *b, const rules *r, board_history *history, uint64_t *rng, int max_moves)
{
  int moves = 0;
  while (b->passes < 2 && moves < max_moves) {
    enum color c = b->to_move;
    point p = playout_choose_move(b, c, r, history, rng);
    board_play(b, c, p);
    moves++;
    /* A history that cannot grow ends the playout: superko would go blind. */
    if (history && p != POINT_PASS && !board_history_add(history, rules_history_key(r, b->hash, c)))
      break;
  }
  return moves;
}
