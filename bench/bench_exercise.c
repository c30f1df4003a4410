/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How long problems and handouts take on the worst records of the
 * reliability review of 2026-11-29 (issue 46, R1-R3), which froze the
 * window for minutes:
 * - a problem of 100,000 nested variations, its correct line at the
 *   bottom (RIGHT): the correct lines read, a click judged, the exercise
 *   sheet with its answers;
 * - a problem whose first move is a tesuji (TE), on a line of 300,000
 *   moves with 20,000 leaves marked bad (BM): a click judged, the reply,
 *   the correct moves V shows (the lines read once);
 * - a main-line handout of a 100,000-move record (500 diagrams at most).
 * Usage: hoshi_bench_exercise [DIR] (the PDFs are written there; default
 * /tmp). Prints the figures; exits 1 when a target is missed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/exercise.h"
#include "hoshi/game.h"
#include "hoshi/os.h"
#include "hoshi/strbuf.h"
#include "print/print.h"

static double ms_since(int64_t t0) { return (double)(os_now_ms() - t0); }

static bool ok = true;

static void figure(const char *what, double ms, double target_ms)
{
  bool met = ms <= target_ms;
  printf("%-58s %9.1f ms   target <= %.0f ms%s\n", what, ms, target_ms, met ? "" : "   MISSED");
  ok &= met;
}

/* The i-th point of a walk over the 19x19 board, as SGF ("dd"). */
static void point_of(long i, char out[3])
{
  out[0] = (char)('a' + i % 19);
  out[1] = (char)('a' + (i / 19) % 19);
  out[2] = '\0';
}

static bool load(game *g, strbuf *s)
{
  if (strbuf_oom(s))
    return false;
  hoshi_error why = {0};
  sgf_collection *c = sgf_parse(strbuf_text(s), s->len, &why);
  strbuf_deinit(s);
  if (!c) {
    fprintf(stderr, "bench_exercise: %d:%d %s\n", why.line, why.col, why.message);
    return false;
  }
  if (!game_load(g, c, 0, NULL, &why)) {
    fprintf(stderr, "bench_exercise: %s\n", why.message);
    return false;
  }
  return true;
}

/* 100,000 nested variations: at each level a wrong leaf, then the line
 * going on; RIGHT at the bottom. */
static bool deep_tree(game *g, long depth)
{
  strbuf s = {0};
  strbuf_puts(&s, "(;GM[1]FF[4]SZ[19]AB[ss]AW[rs]PL[B]");
  char p[3], q[3];
  for (long i = 0; i < depth; i++) {
    point_of(2 * i, p);
    point_of(2 * i + 1, q);
    strbuf_printf(&s, "(;%c[%s])(;%c[%s]", i % 2 ? 'W' : 'B', q, i % 2 ? 'W' : 'B', p);
  }
  strbuf_puts(&s, "C[RIGHT]");
  for (long i = 0; i < depth; i++)
    strbuf_puts(&s, ")");
  strbuf_puts(&s, ")");
  return load(g, &s);
}

/* A tesuji first, then a line of `moves` with `leaves` bad moves hanging
 * off it (the review's 09_comb_annot.sgf). */
static bool comb_tree(game *g, long moves, long leaves)
{
  strbuf s = {0};
  strbuf_puts(&s, "(;GM[1]FF[4]SZ[19]AB[ss]AW[rs]PL[B]");
  char p[3];
  long every = moves / leaves, open = 0;
  for (long i = 0; i < moves; i++) {
    char c = i % 2 ? 'W' : 'B';
    point_of(i, p);
    if (i > 0 && i % every == 0 && c == 'B') {
      strbuf_printf(&s, "(;B[%s]BM[1])(", p);
      open++;
    }
    strbuf_printf(&s, ";%c[%s]%s", c, p, i == 0 ? "TE[1]" : "");
  }
  for (long i = 0; i < open; i++)
    strbuf_puts(&s, ")");
  strbuf_puts(&s, ")");
  return load(g, &s);
}

/* A main line of n legal moves on 19x19 (captures as they come). */
static bool long_game(game *g, long n)
{
  if (!game_init(g, 19, NULL))
    return false;
  uint64_t s = 12345;
  for (long m = 0; m < n; m++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    int x = (int)((s >> 33) % 19), y = (int)((s >> 45) % 19);
    enum color c = game_to_move(g);
    if (game_play(g, c, board_point(&g->board, x, y)) != MOVE_LEGAL &&
        game_play(g, c, POINT_PASS) != MOVE_LEGAL)
      return false;
  }
  return true;
}

/* The problem at g's start: its lines read, a click on its first move
 * judged and answered. */
static bool click_and_lines(game *g, const char *name)
{
  game_first(g);
  exercise_problem p;
  if (!exercise_problem_start(&p, g))
    return false;
  char what[96];
  int64_t t0 = os_now_ms();
  exercise_lines *l = exercise_lines_read(&p);
  snprintf(what, sizeof what, "%s: the correct lines read (V)", name);
  figure(what, ms_since(t0), 1000);
  if (!l)
    return false;
  const sgf_node *first = p.start->children;
  while (first->next)
    first = first->next;
  t0 = os_now_ms();
  enum exercise_verdict v = exercise_judge(&p, first);
  const sgf_node *reply = exercise_reply(&p, first, NULL);
  snprintf(what, sizeof what, "%s: a click judged and answered", name);
  figure(what, ms_since(t0), 1000);
  bool agree = exercise_lines_through(l, first) == (v != EXERCISE_WRONG);
  exercise_lines_free(l);
  return agree && (reply || v == EXERCISE_SOLVED);
}

static bool print_to(game *g, enum print_handout_kind kind, const char *dir, const char *file,
                     const char *what, double target_ms)
{
  char path[4200];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  print_options po = {.format = PRINT_PDF, .page = PRINT_A4, .per_page = 4};
  print_handout_options h = {.kind = kind, .every = 20};
  hoshi_error why = {0};
  int64_t t0 = os_now_ms();
  if (!print_handout(g, &h, &po, path, &why)) {
    fprintf(stderr, "bench_exercise: %s\n", why.message);
    return false;
  }
  figure(what, ms_since(t0), target_ms);
  return true;
}

int main(int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : "/tmp";
  static game g;
  int64_t t0 = os_now_ms();
  if (!deep_tree(&g, 100000)) {
    fprintf(stderr, "bench_exercise: cannot make the deep tree\n");
    return 1;
  }
  printf("(100,000 nested variations read in %.0f ms)\n", ms_since(t0));
  if (!click_and_lines(&g, "100,000 nested variations") ||
      !print_to(&g, PRINT_EXERCISES, dir, "hoshi-bench-deep.pdf",
                "100,000 nested variations: the exercise sheet to pdf", 5000))
    return 1;
  game_deinit(&g);
  t0 = os_now_ms();
  if (!comb_tree(&g, 300000, 20000)) {
    fprintf(stderr, "bench_exercise: cannot make the annotated line\n");
    return 1;
  }
  printf("(300,000 moves and 20,000 BM leaves read in %.0f ms)\n", ms_since(t0));
  if (!click_and_lines(&g, "20,000 BM leaves on 300,000 moves"))
    return 1;
  game_deinit(&g);
  t0 = os_now_ms();
  if (!long_game(&g, 100000)) {
    fprintf(stderr, "bench_exercise: cannot make the long game\n");
    return 1;
  }
  printf("(100,000 legal moves played in %.0f ms)\n", ms_since(t0));
  if (!print_to(&g, PRINT_MAIN_LINE, dir, "hoshi-bench-long.pdf",
                "100,000 moves: the main-line handout (500 diagrams) to pdf", 10000))
    return 1;
  game_deinit(&g);
  return ok ? 0 : 1;
}
