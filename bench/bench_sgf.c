/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SGF reading speed. Run: ./build/hoshi_bench_sgf [GAMES_DIR]
 *
 * 1. A large collection: every .sgf file of GAMES_DIR (default
 *    tests/data/games, or ../shared/data/games) joined into one collection
 *    text, repeated until it holds at least 20 MB, parsed in one call.
 * 2. A 100,000-node tree: a 19x19 main line of 300 moves with a variation of
 *    300 moves branching at every one of its first 330 nodes, each node
 *    with a move and every tenth with a comment; parsed, then opened as a
 *    game and walked from end to end.
 * Each figure is the best of 5 runs. Target: at least 50 MB/s parsed.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hoshi/game.h"
#include "hoshi/sgf.h"
#include "hoshi/strbuf.h"

static double now_s(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The benchmark's texts: Hoshi's growable string; out of memory ends
 * the run. */
typedef strbuf text;

static void append(text *t, const char *s, size_t n)
{
  strbuf_put(t, s, n);
  if (strbuf_oom(t)) {
    fprintf(stderr, "out of memory\n");
    exit(1);
  }
}

static int add_dir(text *t, const char *dir)
{
  DIR *d = opendir(dir);
  if (!d)
    return 0;
  int files = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    char path[4096];
    if (e->d_name[0] == '.')
      continue;
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    size_t n = strlen(e->d_name);
    if (n > 4 && strcmp(e->d_name + n - 4, ".sgf") == 0) {
      FILE *f = fopen(path, "rb");
      if (!f)
        continue;
      char buf[65536];
      size_t got;
      while ((got = fread(buf, 1, sizeof buf, f)) > 0)
        append(t, buf, got);
      append(t, "\n", 1);
      fclose(f);
      files++;
    } else {
      files += add_dir(t, path);
    }
  }
  closedir(d);
  return files;
}

static double best_parse(const text *t, size_t *games, size_t *nodes)
{
  double best = 1e9;
  for (int run = 0; run < 5; run++) {
    double t0 = now_s();
    hoshi_error err;
    sgf_collection *c = sgf_parse(t->text, t->len, &err);
    double dt = now_s() - t0;
    if (!c || err.message[0]) {
      fprintf(stderr, "parse error %d:%d %s\n", err.line, err.col, err.message);
      exit(1);
    }
    best = dt < best ? dt : best;
    *games = c->n_games;
    *nodes = 0;
    for (size_t g = 0; g < c->n_games; g++)
      *nodes += sgf_count_nodes(c->games[g]);
    sgf_free(c);
  }
  return best;
}

/* A deterministic 19x19 point for node i of line k (legality is not the
 * point here: a record's illegal moves are loaded and flagged). */
static void point_of(int k, int i, char out[3])
{
  unsigned h = (unsigned)(k * 7919 + i * 104729);
  out[0] = (char)('a' + h % 19);
  out[1] = (char)('a' + (h / 19) % 19);
  out[2] = '\0';
}

static void node(text *t, int k, int i)
{
  char p[3], buf[160];
  point_of(k, i, p);
  int n = snprintf(buf, sizeof buf, ";%c[%s]", i % 2 ? 'W' : 'B', p);
  append(t, buf, (size_t)n);
  if (i % 10 == 0) {
    n = snprintf(buf, sizeof buf, "C[move %d of line %d: a comment \\] with escapes]", i, k);
    append(t, buf, (size_t)n);
  }
  append(t, "\n", 1);
}

int main(int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : NULL;
  text files = {0};
  int n_files = 0;
  const char *tried[] = {"tests/data/games", "../shared/data/games", "../../shared/data/games"};
  for (size_t i = 0; !dir && i < 3; i++)
    if ((n_files = add_dir(&files, tried[i])) > 0)
      dir = tried[i];
  if (dir && !n_files)
    n_files = add_dir(&files, dir);
  printf("Hoshi SGF reading, best of 5 runs\n");
  if (n_files > 0) {
    text big = {0};
    while (big.len < 20u * 1024 * 1024)
      append(&big, files.text, files.len);
    size_t games, nodes;
    double dt = best_parse(&big, &games, &nodes);
    printf("collection: %d files of %s repeated: %.1f MB, %zu games, %zu nodes: %.0f ms, "
           "%.0f MB/s (target 50)\n",
           n_files, dir, big.len / 1e6, games, nodes, dt * 1e3, big.len / 1e6 / dt);
    strbuf_deinit(&big);
  } else {
    printf("collection: no game files found (give a folder of .sgf files)\n");
  }
  strbuf_deinit(&files);

  text tree = {0};
  append(&tree, "(;FF[4]GM[1]SZ[19]KM[6.5]RU[Japanese]\n", 38);
  const int main_line = 300, branches = 330, branch_len = 300;
  /* Variations branch from the first nodes of the main line: (;a(;v..)(;b(;v..)(;c ... */
  for (int i = 0; i < branches; i++) {
    append(&tree, "(", 1);
    for (int j = 0; j < branch_len; j++)
      node(&tree, i + 1, j);
    append(&tree, ")(", 2);
    node(&tree, 0, i);
  }
  for (int i = branches; i < main_line + branches; i++)
    node(&tree, 0, i);
  for (int i = 0; i < branches; i++)
    append(&tree, ")", 1);
  append(&tree, ")\n", 2);
  size_t games, nodes;
  double dt = best_parse(&tree, &games, &nodes);
  printf("tree: %zu nodes, %.1f MB: parsed in %.0f ms, %.0f MB/s\n", nodes, tree.len / 1e6,
         dt * 1e3, tree.len / 1e6 / dt);
  double best_open = 1e9;
  int moves = 0;
  for (int run = 0; run < 5; run++) {
    double t0 = now_s();
    sgf_collection *c = sgf_parse(tree.text, tree.len, NULL);
    game g;
    game_init(&g, 19, NULL);
    if (!game_load(&g, c, 0, NULL, NULL)) {
      fprintf(stderr, "cannot open the tree\n");
      return 1;
    }
    game_last(&g);
    moves = game_move_number(&g);
    game_first(&g);
    double t = now_s() - t0;
    best_open = t < best_open ? t : best_open;
    game_deinit(&g);
  }
  printf("tree opened as a game, main line of %d moves walked to the end and back: %.0f ms\n",
         moves, best_open * 1e3);
  strbuf_deinit(&tree);
  return 0;
}
