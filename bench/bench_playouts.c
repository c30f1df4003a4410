/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Light random playouts per second, on one core, under simple ko and under
 * superko, and the size of a board. Run: ./build/hoshi_bench [seconds]
 *
 * The modes are measured in interleaved rounds and each reports its best
 * round: other work on the machine only ever slows a round down, so the best
 * round is the figure least disturbed by it, and interleaving keeps a slow
 * spell from landing on one mode only.
 *
 * A playout starts from the empty board and plays uniformly random legal
 * moves that do not fill one's own eye until two passes (or 3 x points
 * moves). Under superko every move is also checked against, and added to,
 * the position history, which is rolled back after each playout.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "hoshi/board.h"
#include "hoshi/playout.h"
#include "hoshi/rules.h"

static double now_s(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

typedef struct result {
  double playouts_per_s;
  double moves_per_playout;
} result;

static result run(int size, const rules *r, bool superko, double seconds)
{
  board start;
  board_init(&start, size);
  board_history history;
  board_history_init(&history, (size_t)size * size);
  board_history_add(&history, rules_history_key(r, start.hash, COLOR_WHITE));
  size_t base = history.count;
  uint64_t rng = 42;
  long playouts = 0, moves = 0;
  double t0 = now_s(), t;
  do {
    for (int i = 0; i < 100; i++) {
      board b = start;
      moves += playout_run(&b, r, superko ? &history : NULL, &rng, 3 * size * size);
      board_history_truncate(&history, base);
      playouts++;
    }
    t = now_s() - t0;
  } while (t < seconds);
  board_history_deinit(&history);
  return (result){playouts / t, (double)moves / playouts};
}

#define ROUNDS 7

int main(int argc, char **argv)
{
  double seconds = argc > 1 ? atof(argv[1]) : 7.0;
  if (seconds <= 0)
    seconds = 7.0;
  printf(
      "Hoshi light playouts, one thread, %.1f s per line in %d interleaved rounds (best round)\n",
      seconds, ROUNDS);
  printf("board: %zu bytes (sizeof(board), any size up to %dx%d)\n", sizeof(board), BOARD_MAX_SIZE,
         BOARD_MAX_SIZE);
  const struct {
    const char *label;
    const char *rules;
    bool superko;
  } modes[] = {
      {"simple ko (japanese)", "japanese", false},
      {"positional superko (chinese)", "chinese", true},
      {"situational superko (french)", "french", true},
  };
  const int sizes[] = {9, 19};
  const double target[] = {50000, 8000};
  enum { N_MODES = sizeof modes / sizeof modes[0] };
  for (int s = 0; s < 2; s++) {
    result best[N_MODES] = {{0, 0}};
    for (int round = 0; round < ROUNDS; round++)
      for (size_t m = 0; m < N_MODES; m++) {
        result res = run(sizes[s], rules_find(modes[m].rules), modes[m].superko, seconds / ROUNDS);
        if (res.playouts_per_s > best[m].playouts_per_s)
          best[m] = res;
      }
    double simple = best[0].playouts_per_s;
    for (size_t m = 0; m < N_MODES; m++) {
      result res = best[m];
      printf("%2dx%-2d %-30s %9.0f playouts/s  %6.1f moves/playout", sizes[s], sizes[s],
             modes[m].label, res.playouts_per_s, res.moves_per_playout);
      if (m == 0)
        printf("  (target %.0f)\n", target[s]);
      else
        printf("  superko cost %+.1f%% (target <= 20%%)\n",
               100.0 * (simple / res.playouts_per_s - 1.0));
    }
  }
  return 0;
}
