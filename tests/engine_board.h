/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A board's stones set on a GTP engine (GNU Go, as an independent judge):
 * boardsize, clear_board, then a play a stone. Every chain of a legal
 * position has a liberty, so no placement order captures anything. Shared
 * by the tests and bench/bench_deadstones.c: no Criterion here. */
#ifndef HOSHI_TESTS_ENGINE_BOARD_H
#define HOSHI_TESTS_ENGINE_BOARD_H

#include <stdbool.h>
#include <stdio.h>

#include "hoshi/board.h"
#include "hoshi/gtp.h"

/* Sets g to b's stones, each command answered within timeout_ms. false at
 * the first command not answered or refused: its text is in failed (for
 * the caller's message), the answer in *r. */
static inline bool engine_set_board(gtp_process *g, const board *b, gtp_response *r, int timeout_ms,
                                    char failed[64])
{
  snprintf(failed, 64, "boardsize %d", b->size);
  if (gtp_process_ask(g, failed, r, timeout_ms) != GTP_IO_OK || !r->success)
    return false;
  snprintf(failed, 64, "clear_board");
  if (gtp_process_ask(g, failed, r, timeout_ms) != GTP_IO_OK || !r->success)
    return false;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      enum color c = board_at(b, board_point(b, x, y));
      if (c == COLOR_EMPTY)
        continue;
      char v[4];
      board_vertex_format(b->size, x, y, v);
      snprintf(failed, 64, "play %s %s", c == COLOR_BLACK ? "black" : "white", v);
      if (gtp_process_ask(g, failed, r, timeout_ms) != GTP_IO_OK || !r->success)
        return false;
    }
  failed[0] = '\0';
  return true;
}

#endif
