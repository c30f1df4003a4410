/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Dead-stone estimation: accuracy and speed.
 * Run: ./build/hoshi_bench_deadstones [-v] [-p ID] [--seed N] [--gnugo] [DATA_DIR]
 *
 * DATA_DIR (default ../shared/data when it is there, else tests/data, which
 * holds copies of the same positions and games) holds:
 * - deadstones/, one .jsonl file a source: positions whose dead stones human players agreed
 *   on (one JSON object per line: id, size, board rows from the top, dead
 *   and dont_care as GTP vertices, player_to_move when known);
 * - games/index.tsv and the game records it lists: finished games with a
 *   counted result (RE) and the rules they were played under.
 * Prints: positions exactly right, stones wrongly called dead, dead stones
 * missed (and positions exactly right among those whose labels the rules
 * do not contradict, AGREED_DISPUTED in tests/agreed.h); games whose
 * recorded result the estimate reproduces under their own rules
 * (Japanese-rules games apart, for comparison with GNU Go); the median and
 * worst time per position by board size. -v lists every miss
 * (and, with --gnugo, where GNU Go does better or worse), -p ID draws one
 * position or game with the estimate (with --gnugo, ! marks where GNU Go
 * disagrees, and GNU Go reads only that one), --seed N seeds the estimate.
 * --gnugo measures GNU Go (/usr/games/gnugo, final_status_list dead and
 * final_score, with --chinese-rules for area-counted games) on the same
 * data, for comparison. Targets: at least 85% of positions exactly right;
 * at least GNU Go's 92 of the 100 Japanese-rules games; 19x19 median under
 * 80 ms, worst under 250 ms.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "agreed.h"
#include "engine_board.h"
#include "hoshi/deadstones.h"
#include "hoshi/game.h"
#include "hoshi/gtp.h"
#include "hoshi/score.h"

static double now_s(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* --- times by board size ------------------------------------------------------ */

#define MAX_TIMES 4096
typedef struct times {
  double t[MAX_TIMES];
  int n;
} times;
static times by_size[BOARD_MAX_SIZE + 1];

static void add_time(int size, double t)
{
  times *s = &by_size[size];
  if (s->n < MAX_TIMES)
    s->t[s->n++] = t;
}

static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Median and worst time for each board size measured; note follows the
 * 19x19 line. */
static void print_times(times *by, const char *note_19)
{
  for (int size = BOARD_MIN_SIZE; size <= BOARD_MAX_SIZE; size++) {
    times *s = &by[size];
    if (!s->n)
      continue;
    qsort(s->t, (size_t)s->n, sizeof *s->t, cmp_double);
    printf("  %2dx%-2d %4d positions: median %6.1f ms, worst %6.1f ms%s\n", size, size, s->n,
           1e3 * s->t[s->n / 2], 1e3 * s->t[s->n - 1], size == 19 ? note_19 : "");
  }
}

/* --- GNU Go, for comparison ------------------------------------------------------ */

static gtp_process gnugo[2]; /* Japanese and Chinese counting */
static bool gnugo_up[2];

static gtp_process *gnugo_for(bool area)
{
  int k = area ? 1 : 0;
  if (!gnugo_up[k]) {
    const char *argv[] = {"/usr/games/gnugo", "--mode", "gtp", area ? "--chinese-rules" : NULL,
                          NULL};
    hoshi_error why = {0};
    if (!gtp_process_start(&gnugo[k], argv, NULL, &why)) {
      fprintf(stderr, "cannot start GNU Go: %s\n", why.message);
      return NULL;
    }
    gnugo_up[k] = true;
  }
  return &gnugo[k];
}

static bool gnugo_ask(gtp_process *g, const char *command, gtp_response *r)
{
  return gtp_process_ask(g, command, r, 60000) == GTP_IO_OK && r->success;
}

typedef struct gnugo_tally {
  int exact, reproduced, japanese_reproduced;
  times t[BOARD_MAX_SIZE + 1];
} gnugo_tally;
static gnugo_tally gg;

static void gnugo_time(int size, double t)
{
  if (gg.t[size].n < MAX_TIMES)
    gg.t[size].t[gg.t[size].n++] = t;
}

/* GNU Go's dead stones for b, set up stone by stone (in a legal position
 * no placement order can capture anything). */
static bool gnugo_dead(const board *b, uint8_t *dead)
{
  gtp_process *g = gnugo_for(false);
  gtp_response r;
  char failed[64];
  if (!g || !engine_set_board(g, b, &r, 60000, failed))
    return false;
  double t0 = now_s();
  if (!gnugo_ask(g, "final_status_list dead", &r))
    return false;
  gnugo_time(b->size, now_s() - t0);
  memset(dead, 0, BOARD_MAX_POINTS);
  for (char *t = strtok(r.text, " \n"); t; t = strtok(NULL, " \n")) {
    int x, y;
    bool pass;
    if (board_vertex_parse(t, b->size, &x, &y, &pass) && !pass)
      dead[board_point(b, x, y)] = 1;
  }
  return true;
}

/* --- positions ------------------------------------------------------------------- */

typedef struct tally {
  int positions, exact, false_dead, missed, unreadable;
  int corrected, corrected_exact; /* positions of AGREED_CORRECTED, and how many match */
} tally;

static bool verbose;
static deadstones_options options; /* --seed N */
static bool with_gnugo;
static const char *show; /* -p ID: draw that position with the estimate */

/* The position with the estimate, rows and columns named: x/o for stones
 * called dead, #/@ for stones in seki, X/O for the others, ! before a
 * stone whose status differs from expected (the dead stones agreed on, or
 * GNU Go's), and each point's ownership (Black +). */
static void draw(const board *b, const uint8_t *status, const int8_t *own, const uint8_t *expected)
{
  for (int y = 0; y < b->size; y++) {
    printf("%2d", b->size - y);
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      enum color c = board_at(b, p);
      bool dead = status[p] == SCORE_DEAD;
      char ch = c == COLOR_BLACK ? (dead ? 'x' : 'X') : c == COLOR_WHITE ? (dead ? 'o' : 'O') : '.';
      if (c != COLOR_EMPTY && status[p] == SCORE_SEKI)
        ch = c == COLOR_BLACK ? '#' : '@';
      printf("%c%c", c != COLOR_EMPTY && dead != (expected[p] != 0) ? '!' : ' ', ch);
    }
    printf("   ");
    for (int x = 0; x < b->size; x++)
      printf("%4d", own[board_point(b, x, y)]);
    printf("\n");
  }
  printf("  ");
  for (int x = 0; x < b->size; x++)
    printf(" %c", "ABCDEFGHJKLMNOPQRSTUVWXYZ"[x]);
  printf("\n");
}

static void vertex_list(const board *b, const uint8_t *mark, char *out, size_t n)
{
  size_t len = 0;
  out[0] = '\0';
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++)
      if (mark[board_point(b, x, y)] && len + 5 < n) {
        char v[4];
        board_vertex_format(b->size, x, y, v);
        len += (size_t)snprintf(out + len, n - len, " %s", v);
      }
}

static void position(const char *line, tally *t)
{
  static agreed_position a;
  char why[300];
  if (!agreed_read(line, &a, why, sizeof why)) {
    printf("  %s\n", why);
    t->unreadable++;
    return;
  }
  const board *b = &a.board;
  uint8_t status[BOARD_MAX_POINTS];
  int8_t own[BOARD_MAX_POINTS];
  deadstones_options o = options;
  const rules *r = rules_find(a.rules);
  o.confirmation = r && rules_confirms_life_j89(r);
  double t0 = now_s();
  deadstones_estimate(b, &o, status, own);
  add_time(b->size, now_s() - t0);
  if (show && strcmp(show, a.id) == 0)
    draw(b, status, own, a.dead);

  uint8_t wrong_dead[BOARD_MAX_POINTS] = {0}, missed[BOARD_MAX_POINTS] = {0};
  int n_wrong, n_missed;
  agreed_compare(&a, status, wrong_dead, missed, &n_wrong, &n_missed);
  t->positions++;
  t->exact += n_wrong + n_missed == 0;
  if (agreed_corrected(a.id)) {
    t->corrected++;
    t->corrected_exact += n_wrong + n_missed == 0;
  }
  t->false_dead += n_wrong;
  t->missed += n_missed;
  uint8_t theirs[BOARD_MAX_POINTS];
  if (with_gnugo && (!show || strcmp(show, a.id) == 0) && gnugo_dead(b, theirs)) {
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
      theirs[p] = theirs[p] ? SCORE_DEAD : SCORE_ALIVE;
    int w, m;
    agreed_compare(&a, theirs, NULL, NULL, &w, &m);
    gg.exact += w + m == 0;
    if (verbose && (w + m == 0) != (n_wrong + n_missed == 0))
      printf("  %s: GNU Go %s\n", a.id, w + m == 0 ? "exactly right" : "wrong");
  }
  if (verbose && n_wrong + n_missed) {
    char sw[2048], sm[2048];
    vertex_list(b, wrong_dead, sw, sizeof sw);
    vertex_list(b, missed, sm, sizeof sm);
    printf("  %s (%dx%d): wrongly dead:%s; missed:%s\n", a.id, b->size, b->size, sw, sm);
  }
}

static void positions(const char *dir, tally *t)
{
  DIR *d = opendir(dir);
  if (!d) {
    printf("no %s: positions skipped\n", dir);
    return;
  }
  struct dirent *e;
  char *names[64];
  int n = 0;
  while ((e = readdir(d)) && n < 64)
    if (strstr(e->d_name, ".jsonl"))
      names[n++] = strdup(e->d_name);
  closedir(d);
  qsort(names, (size_t)n, sizeof *names, (int (*)(const void *, const void *))strcmp);
  for (int i = 0; i < n; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%.2000s/%.1000s", dir, names[i]);
    FILE *f = fopen(path, "r");
    static char line[1 << 16];
    while (f && fgets(line, sizeof line, f))
      if (line[0] == '{')
        position(line, t);
    if (f)
      fclose(f);
    free(names[i]);
  }
}

/* --- games ------------------------------------------------------------------------ */

typedef struct game_tally {
  int games, reproduced, japanese, japanese_reproduced, unreadable;
} game_tally;

/* Whether a counted result says what a recorded one says: the same winner
 * by the same margin ("W+16.50" is "W+16.5"), or a tie ("0", "Draw", "Jigo"). */
static bool same_result(const char *counted, const char *recorded)
{
  bool tie_c = strcmp(counted, "0") == 0;
  bool tie_r = strcmp(recorded, "0") == 0 || strcmp(recorded, "Draw") == 0 ||
               strcmp(recorded, "Jigo") == 0 || strcmp(recorded, "Void") == 0;
  if (tie_c || tie_r)
    return tie_c && tie_r;
  if (counted[0] != recorded[0] || counted[1] != '+' || recorded[1] != '+')
    return false;
  char *end;
  double a = strtod(counted + 2, NULL), b = strtod(recorded + 2, &end);
  return end != recorded + 2 && a == b;
}

/* The index's columns: file source SZ KM RU rules_effective HA nAB nAW RE ... */
static void games(const char *dir, game_tally *t)
{
  char path[4096];
  snprintf(path, sizeof path, "%.2000s/index.tsv", dir);
  FILE *f = fopen(path, "r");
  if (!f) {
    printf("no %s: games skipped\n", path);
    return;
  }
  char line[4096];
  bool header = true;
  while (fgets(line, sizeof line, f)) {
    if (header) {
      header = false;
      continue;
    }
    char *col[12] = {0};
    int n = 0;
    for (char *s = line; n < 12 && s; n++) {
      col[n] = s;
      s = strchr(s, '\t');
      if (s)
        *s++ = '\0';
    }
    if (n < 10)
      continue;
    const char *file = col[0], *effective = col[5], *re = col[9];
    game g;
    hoshi_error why = {0};
    snprintf(path, sizeof path, "%.2000s/%.1000s", dir, file);
    if (!game_init(&g, 19, NULL))
      continue;
    /* A record without RU is judged by the rules its index says it was
     * played under when known, else Hoshi's default. */
    const rules *fallback = rules_find(effective);
    if (!game_load_file(&g, path, fallback, &why)) {
      printf("  %s: %s\n", file, why.message);
      t->unreadable++;
      game_deinit(&g);
      continue;
    }
    game_last(&g);
    uint8_t status[BOARD_MAX_POINTS], dead[BOARD_MAX_POINTS];
    double t0 = now_s();
    int8_t own[BOARD_MAX_POINTS];
    deadstones_options o = options;
    o.confirmation = rules_confirms_life_j89(g.rules);
    deadstones_estimate(&g.board, &o, status, own);
    add_time(g.board.size, now_s() - t0);
    if (show && strcmp(show, file) == 0) {
      /* ! marks where GNU Go disagrees, with --gnugo; else every dead stone. */
      uint8_t theirs[BOARD_MAX_POINTS] = {0};
      if (with_gnugo && !gnugo_dead(&g.board, theirs))
        memset(theirs, 0, sizeof theirs);
      draw(&g.board, status, own, theirs);
    }
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
      dead[p] = status[p] == SCORE_DEAD;
    score_input in;
    game_score_input(&g, &in);
    in.dead = dead;
    score s;
    bool ok = score_count(&in, g.rules, &s) && same_result(s.result, re);
    bool japanese = strcmp(effective, "japanese") == 0;
    t->games++;
    t->reproduced += ok;
    t->japanese += japanese;
    t->japanese_reproduced += japanese && ok;
    if (verbose && !ok)
      printf("  %s (%s, %dx%d): recorded %s, counted %s\n", file, rules_id(g.rules), g.board.size,
             g.board.size, re, s.result);
    /* With -p, GNU Go sees only the game shown. */
    bool ask_gnugo = with_gnugo && (!show || strcmp(show, file) == 0);
    gtp_process *gp = ask_gnugo ? gnugo_for(rules_counts_stones(g.rules)) : NULL;
    gtp_response r;
    char load[4200];
    snprintf(load, sizeof load, "loadsgf %s", path);
    if (gp && gnugo_ask(gp, load, &r)) {
      double t1 = now_s();
      if (gnugo_ask(gp, "final_score", &r)) {
        gnugo_time(g.board.size, now_s() - t1);
        char *e = r.text + strlen(r.text);
        while (e > r.text && (e[-1] == '\n' || e[-1] == ' '))
          *--e = '\0';
        bool theirs = same_result(r.text, re);
        gg.reproduced += theirs;
        gg.japanese_reproduced += japanese && theirs;
        if (verbose && theirs != ok)
          printf("  %s: GNU Go %s (counted %s)\n", file, theirs ? "right" : "wrong", r.text);
      }
    }
    game_deinit(&g);
  }
  fclose(f);
}

int main(int argc, char **argv)
{
  DIR *shared = opendir("../shared/data/deadstones");
  const char *data = shared ? "../shared/data" : "tests/data";
  if (shared)
    closedir(shared);
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-v") == 0)
      verbose = true;
    else if (strcmp(argv[i], "--gnugo") == 0)
      with_gnugo = true;
    else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
      options.seed = strtoull(argv[++i], NULL, 10);
    else if (strcmp(argv[i], "-p") == 0 && i + 1 < argc)
      show = argv[++i];
    else
      data = argv[i];
  }
  char dir[2048];
  tally t = {0};
  snprintf(dir, sizeof dir, "%.2000s/deadstones", data);
  printf("positions (%s):\n", dir);
  positions(dir, &t);
  if (t.positions)
    printf("  %d of %d exactly right (%.1f%%; target 85%%, GNU Go 60 of 85); %d stones wrongly "
           "called dead, %d dead stones missed%s\n",
           t.exact, t.positions, 100.0 * t.exact / t.positions, t.false_dead, t.missed,
           t.unreadable ? " (some positions unreadable)" : "");
  if (t.corrected)
    printf("  against the labels as corrected on 2026-11-29 (%d positions, "
           "tests/test_disputed_labels.c): %d of them exactly right\n",
           t.corrected, t.corrected_exact);

  game_tally g = {0};
  snprintf(dir, sizeof dir, "%.2000s/games", data);
  printf("games (%s):\n", dir);
  games(dir, &g);
  if (g.games)
    printf("  recorded result reproduced under the game's own rules: %d of %d (%.1f%%); "
           "Japanese-rules games %d of %d (%.1f%%; GNU Go 92 of 100 here, see --gnugo)\n",
           g.reproduced, g.games, 100.0 * g.reproduced / g.games, g.japanese_reproduced, g.japanese,
           g.japanese ? 100.0 * g.japanese_reproduced / g.japanese : 0.0);

  printf("time per position (positions and games):\n");
  print_times(by_size, " (target: median under 80 ms, worst under 250 ms)");
  if (with_gnugo) {
    printf("GNU Go on the same data:\n  positions exactly right: %d of %d; recorded results "
           "reproduced: %d of %d, Japanese-rules games %d of %d\n",
           gg.exact, t.positions, gg.reproduced, g.games, gg.japanese_reproduced, g.japanese);
    print_times(gg.t, "");
    for (int k = 0; k < 2; k++)
      if (gnugo_up[k])
        gtp_process_stop(&gnugo[k]);
  }
  return t.unreadable || g.unreadable;
}
