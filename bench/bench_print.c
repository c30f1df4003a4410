/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How long printing takes (issue 35): one 19x19 diagram with numbers,
 * markup and a comment to PDF, SVG and PNG (target: 50 ms each), and a
 * 100-diagram handout of a 2000-move main line to PDF (target: 3 s).
 * Usage: hoshi_bench_print [DIR] (the files are written there; default
 * /tmp). Prints the figures; exits 1 when a target is missed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/diagram.h"
#include "hoshi/game.h"
#include "hoshi/os.h"
#include "print/print.h"

static double ms_since(int64_t t0) { return (double)(os_now_ms() - t0); }

/* A main line of n moves on a 19x19 board: legal moves spread over it,
 * with a comment every 20 moves. */
static bool long_game(game *g, int n)
{
  if (!game_init(g, 19, NULL))
    return false;
  uint64_t s = 12345;
  for (int m = 0; m < n;) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    int x = (int)((s >> 33) % 19), y = (int)((s >> 45) % 19);
    enum color c = game_to_move(g);
    if (game_play(g, c, board_point(&g->board, x, y)) != MOVE_LEGAL) {
      if (game_play(g, c, POINT_PASS) != MOVE_LEGAL)
        return false;
    }
    m++;
    if (m % 20 == 0 &&
        !game_set_comment(g, "A comment as a teacher writes it: the idea of these moves, "
                             "the shape they leave and what the other side should do next."))
      return false;
  }
  return true;
}

int main(int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : "/tmp";
  static game g;
  if (!long_game(&g, 2000)) {
    fprintf(stderr, "bench_print: cannot make the game\n");
    return 1;
  }
  game_goto_move(&g, 120);
  diagram *d = malloc(sizeof *d);
  diagram_options o;
  diagram_defaults(&o);
  o.number_from = 101;
  o.caption = "Diagram 6: Black to play";
  if (!d || !diagram_make(d, &g, &o))
    return 1;
  bool ok = true;
  static const char *const ext[] = {"pdf", "svg", "png"};
  for (int f = PRINT_PDF; f <= PRINT_PNG; f++) {
    char path[4200];
    snprintf(path, sizeof path, "%s/hoshi-bench-diagram.%s", dir, ext[f]);
    print_options po = {.format = (enum print_format)f, .page = PRINT_A4, .png_width = 800};
    hoshi_error why = {0};
    /* The first drawing loads the fonts: timed apart. */
    int64_t t0 = os_now_ms();
    if (!print_diagram(d, &po, path, &why)) {
      fprintf(stderr, "bench_print: %s\n", why.message);
      return 1;
    }
    double first = ms_since(t0);
    int runs = 10;
    t0 = os_now_ms();
    for (int i = 0; i < runs; i++)
      print_diagram(d, &po, path, &why);
    double each = ms_since(t0) / runs;
    printf("one diagram to %s: %.1f ms (first %.1f ms)   target <= 50 ms%s\n", ext[f], each, first,
           each <= 50 ? "" : "   MISSED");
    ok &= each <= 50;
  }
  char path[4200];
  snprintf(path, sizeof path, "%s/hoshi-bench-handout.pdf", dir);
  print_options po = {.format = PRINT_PDF, .page = PRINT_A4, .per_page = 6};
  print_handout_options h = {.kind = PRINT_MAIN_LINE, .every = 20, .coordinates = true};
  hoshi_error why = {0};
  int64_t t0 = os_now_ms();
  if (!print_handout(&g, &h, &po, path, &why)) {
    fprintf(stderr, "bench_print: %s\n", why.message);
    return 1;
  }
  double t = ms_since(t0) / 1000;
  printf("a 100-diagram handout (2000 moves, 6 a page) to pdf: %.2f s   target <= 3 s%s\n", t,
         t <= 3 ? "" : "   MISSED");
  ok &= t <= 3;
  free(d);
  game_deinit(&g);
  return ok ? 0 : 1;
}
