/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "hoshi/playout.h"

point playout_scan(const board *b, enum color c, uint64_t *rng, playout_accept accept,
                   const void *ctx)
{
  int n = b->n_empty;
  if (n == 0)
    return POINT_PASS;
  int start = (int)rng_below(rng, (uint32_t)n);
  for (int i = 0; i < n; i++) {
    int k = start + i;
    point p = b->empty[k < n ? k : k - n];
    if (accept(b, c, p, ctx))
      return p;
  }
  return POINT_PASS;
}

typedef struct rule_context {
  const rules *rules;
  const board_history *history;
} rule_context;

static bool legal_and_no_eye(const board *b, enum color c, point p, const void *ctx)
{
  const rule_context *rc = ctx;
  return !board_is_eye(b, p, c) &&
         rules_check_move(rc->rules, b, c, p, rc->history).status == MOVE_LEGAL;
}

point playout_choose_move(const board *b, enum color c, const rules *r,
                          const board_history *history, uint64_t *rng)
{
  rule_context rc = {r, history};
  return playout_scan(b, c, rng, legal_and_no_eye, &rc);
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
