/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the problem sets' progress file (problems.txt):
 * the input, with every "KEY" in it replaced by the set's key (the folder
 * of three problems this target makes once), is written as the progress
 * file; a set reads its results from it, writes them back with every
 * other set's, and reads them again.
 *
 * Properties: nothing crashes, leaks or reads out of bounds; every result
 * read is one of the five letters; the file written keeps at most
 * PROGRESS_SETS sets, each line a set's, a result's or the heading; and
 * it reads back with the results it was given. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/problem_set.h"
#include "hoshi/os.h"

#include "property.h"

static char dir[64], progress[128];
static problem_set set;

static void make_set(void)
{
  const char *t = getenv("TMPDIR");
  snprintf(dir, sizeof dir, "%.40s/fuzz-progress-XXXXXX", t && *t ? t : "/tmp");
  if (!mkdtemp(dir))
    abort();
  static const char *const files[][2] = {
      {"a.sgf", "(;GM[1]FF[4]SZ[9]AB[cc]PL[W];W[dc]C[RIGHT])"},
      {"b.sgf", "(;GM[1]FF[4]SZ[9]AW[cc]PL[B];B[dc]C[RIGHT])"},
      {"c.sgf", "(;GM[1]FF[4]SZ[9]AB[ee];W[ef]C[RIGHT])(;GM[1]FF[4]SZ[9]AW[ee];B[ef]C[RIGHT])"}};
  char path[160];
  for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
    snprintf(path, sizeof path, "%s/%s", dir, files[i][0]);
    FILE *f = fopen(path, "wb");
    if (!f)
      abort();
    fputs(files[i][1], f);
    fclose(f);
  }
  snprintf(progress, sizeof progress, "%s/problems.txt", dir);
  problem_set_init(&set);
  hoshi_error why = {0};
  if (!problem_set_open(&set, dir, &why) || set.n != 4)
    abort();
}

static bool letter(char c) { return c == '.' || c == '1' || c == '2' || c == 'v' || c == 'x'; }

/* The file written: its lines, and how many sets. */
static int check_written(void)
{
  FILE *f = fopen(progress, "rb");
  if (!f)
    return -1;
  char line[8192];
  int sets = 0;
  while (fgets(line, sizeof line, f)) {
    bool set_line = strncmp(line, "set\t", 4) == 0;
    sets += set_line;
    PROPERTY("line", set_line || line[0] == '#' || (letter(line[0]) && line[1] == '\t'));
  }
  fclose(f);
  return sets;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  if (!dir[0])
    make_set();
  /* The input, its KEYs made the set's own. */
  FILE *f = fopen(progress, "wb");
  if (!f)
    abort();
  for (size_t i = 0; i < size; i++)
    if (i + 3 <= size && memcmp(data + i, "KEY", 3) == 0) {
      fputs(set.key, f);
      i += 2;
    } else {
      fputc(data[i], f);
    }
  fclose(f);
  memset(set.results, SET_UNTRIED, (size_t)set.n);
  progress_load(&set, progress);
  for (int i = 0; i < set.n; i++)
    PROPERTY("letter", letter(set.results[i]));
  char kept[8];
  memcpy(kept, set.results, (size_t)set.n);
  hoshi_error why = {0};
  if (!progress_save(&set, progress, &why))
    return 0;
  int sets = check_written();
  PROPERTY("sets", sets >= 1 && sets <= PROGRESS_SETS);
  memset(set.results, SET_UNTRIED, (size_t)set.n);
  progress_load(&set, progress);
  PROPERTY("round trip", memcmp(kept, set.results, (size_t)set.n) == 0);
  return 0;
}
