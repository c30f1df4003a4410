/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Huge and hostile records: what `hoshi --print` costs on a generated
 * million-move record (wall time and peak memory, measured by the kernel
 * for the child), and that the documented limits hold (a file past the
 * size limit, more nodes than the limit, a FIFO, a memory limit too small
 * for the record: each refused with its reason, never a game cut short).
 *
 * Usage: hoshi_bench_records [HOSHI] [MOVES]   (default ./build/hoshi, 1000000)
 */
#define _DEFAULT_SOURCE /* wait4 */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hoshi/board.h"
#include "hoshi/sgf.h"

static char folder[] = "/tmp/hoshi-bench-records-XXXXXX";

enum record_shape {
  MOVES,      /* a line of n moves at random points of a 19x19 board (many
               * fall on stones and are flagged, as in the reliability
               * review's file) */
  EMPTY,      /* a line of n empty nodes */
  VARIATIONS, /* n variations of one move each, all off the root */
  LEGAL,      /* a line of n moves legal under the Japanese rules, nearly
               * every one adding a position to the history (random play
               * that may fill its own eyes, so stones keep being
               * captured; under superko such play soon has no move) */
};

static unsigned long next_random(unsigned long *x)
{
  *x = *x * 6364136223846793005ul + 1442695040888963407ul;
  return *x >> 33;
}

static void write_legal(FILE *f, long n)
{
  board b;
  board_init(&b, 19);
  unsigned long x = 99;
  for (long i = 0; i < n; i++) {
    enum color c = i % 2 ? COLOR_WHITE : COLOR_BLACK;
    point p = POINT_PASS;
    for (int tries = 0; tries < 2000; tries++) {
      point q = board_point(&b, (int)(next_random(&x) % 19), (int)(next_random(&x) % 19));
      if (board_check(&b, c, q, SUICIDE_FORBIDDEN, NULL, false).status == MOVE_LEGAL) {
        p = q;
        break;
      }
    }
    board_play(&b, c, p);
    if (p == POINT_PASS)
      fprintf(f, ";%c[]", c == COLOR_BLACK ? 'B' : 'W');
    else
      fprintf(f, ";%c[%c%c]", c == COLOR_BLACK ? 'B' : 'W', 'a' + board_x(&b, p),
              'a' + board_y(&b, p));
  }
}

static int write_moves(const char *path, long n, enum record_shape shape)
{
  FILE *f = fopen(path, "w");
  if (!f)
    return -1;
  fputs(shape == LEGAL ? "(;GM[1]FF[4]SZ[19]RU[Japanese]" : "(;GM[1]FF[4]SZ[19]", f);
  if (shape == LEGAL)
    write_legal(f, n);
  unsigned long x = 12345;
  for (long i = 0; shape != LEGAL && i < n; i++) {
    if (shape == EMPTY) {
      fputc(';', f);
      continue;
    }
    if (shape == VARIATIONS) {
      fputs("(;B[aa])", f);
      continue;
    }
    x = x * 6364136223846793005ul + 1442695040888963407ul;
    fprintf(f, ";%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + (int)((x >> 33) % 19),
            'a' + (int)((x >> 45) % 19));
  }
  fputs(")\n", f);
  return fclose(f);
}

typedef struct run {
  double seconds;
  long peak_kb;
  int status;
  char first_out[160], last_err[300];
} run;

/* Runs hoshi --print path (with an address-space limit when limit_mb > 0),
 * its first line of output and last line of errors kept. */
static run print(const char *hoshi, const char *path, long limit_mb)
{
  run r = {0};
  char out[64], err[64];
  snprintf(out, sizeof out, "%s/out", folder);
  snprintf(err, sizeof err, "%s/err", folder);
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  pid_t pid = fork();
  if (pid == 0) {
    if (limit_mb > 0) {
      struct rlimit l = {(rlim_t)limit_mb << 20, (rlim_t)limit_mb << 20};
      setrlimit(RLIMIT_AS, &l);
    }
    int o = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int e = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    dup2(o, 1);
    dup2(e, 2);
    execl(hoshi, hoshi, "--print", path, (char *)NULL);
    _exit(127);
  }
  struct rusage ru;
  int status = 0;
  while (wait4(pid, &status, 0, &ru) < 0 && errno == EINTR)
    ;
  clock_gettime(CLOCK_MONOTONIC, &t1);
  r.seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
  r.peak_kb = ru.ru_maxrss;
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  char line[4096];
  FILE *f = fopen(out, "r");
  if (f && fgets(line, sizeof line, f))
    snprintf(r.first_out, sizeof r.first_out, "%.*s", (int)strcspn(line, "\n"), line);
  if (f)
    fclose(f);
  f = fopen(err, "r");
  /* The last line that is not a note about an illegal move in the record. */
  while (f && fgets(line, sizeof line, f))
    if (!strstr(line, "breaks the"))
      snprintf(r.last_err, sizeof r.last_err, "%.*s", (int)strcspn(line, "\n"), line);
  if (f)
    fclose(f);
  return r;
}

static void show(const char *what, const run *r)
{
  printf("%-34s %7.2f s %8.1f MB  exit %d\n", what, r->seconds, r->peak_kb / 1024.0, r->status);
  if (r->first_out[0])
    printf("%34s   out: %s\n", "", r->first_out);
  if (r->last_err[0])
    printf("%34s   err: %s\n", "", r->last_err);
}

/* Writes a record of moves of this shape at path, opens it three times
 * and shows the best time, its peak memory and what they make a move.
 * false when the record cannot be written. */
static bool measure(const char *hoshi, const char *path, enum record_shape shape, long moves,
                    const char *title)
{
  if (write_moves(path, moves, shape) != 0) {
    perror(path);
    return false;
  }
  printf("%sA record of %ld moves %s:\n", shape == MOVES ? "" : "\n", moves, title);
  struct stat st;
  if (stat(path, &st) == 0)
    printf("%-34s %7.1f MB\n", "the file", (double)st.st_size / 1e6);
  run best = {0};
  for (int i = 0; i < 3; i++) {
    run r = print(hoshi, path, 0);
    if (i == 0 || r.seconds < best.seconds)
      best = r;
  }
  show("whole record (best of 3)", &best);
  printf("%-34s %7.2f us %7.0f bytes\n", "  that is, per move:", best.seconds * 1e6 / (double)moves,
         best.peak_kb * 1024.0 / (double)moves);
  return true;
}

int main(int argc, char **argv)
{
  const char *hoshi = argc > 1 ? argv[1] : "./build/hoshi";
  long moves = argc > 2 ? atol(argv[2]) : 1000000;
  if (access(hoshi, X_OK) != 0) {
    fprintf(stderr, "hoshi_bench_records: %s is not there: build first, or give its path\n", hoshi);
    return 2;
  }
  if (!mkdtemp(folder)) {
    perror("mkdtemp");
    return 2;
  }
  char path[128], legal[128];
  snprintf(path, sizeof path, "%s/moves.sgf", folder);
  snprintf(legal, sizeof legal, "%s/legal.sgf", folder);
  /* The review's kind of record, then the same length of legal moves:
   * each of those adds a position to the history kept for superko and
   * repetitions. */
  if (!measure(hoshi, path, MOVES, moves, "at random points, opened by hoshi --print") ||
      !measure(hoshi, legal, LEGAL, moves, "legal under the Japanese rules"))
    return 2;
  unlink(legal);

  printf("\nLimits (each must be refused with its reason, exit 1, or opened with a note):\n");
  run r = print(hoshi, path, 80);
  show("the same record under 80 MB", &r);
  unlink(path);

  snprintf(path, sizeof path, "%s/nodes.sgf", folder);
  write_moves(path, SGF_MAX_NODES + 1L, EMPTY);
  r = print(hoshi, path, 0);
  char what[64];
  snprintf(what, sizeof what, "%d nodes", SGF_MAX_NODES + 1);
  show(what, &r);
  unlink(path);

  /* Read in linear time: each variation is added after the last. */
  snprintf(path, sizeof path, "%s/variations.sgf", folder);
  write_moves(path, SGF_MAX_NODES - 1L, VARIATIONS);
  r = print(hoshi, path, 0);
  snprintf(what, sizeof what, "%d variations of the root", SGF_MAX_NODES - 1);
  show(what, &r);
  unlink(path);

  snprintf(path, sizeof path, "%s/huge.sgf", folder);
  int fd = open(path, O_WRONLY | O_CREAT, 0600);
  if (fd >= 0 && ftruncate(fd, (off_t)SGF_MAX_FILE_BYTES + 1) == 0) {
    close(fd);
    r = print(hoshi, path, 0);
    show("a file of 64 MB + 1 byte", &r);
  }
  unlink(path);

  snprintf(path, sizeof path, "%s/fifo.sgf", folder);
  if (mkfifo(path, 0600) == 0) {
    r = print(hoshi, path, 0);
    show("a FIFO", &r);
  }
  unlink(path);
  r = print(hoshi, "/dev/zero", 0);
  show("/dev/zero", &r);

  char file[96];
  snprintf(file, sizeof file, "%s/out", folder);
  unlink(file);
  snprintf(file, sizeof file, "%s/err", folder);
  unlink(file);
  rmdir(folder);
  return 0;
}
