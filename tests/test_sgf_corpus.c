/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Real game records: tests/data/games holds 233 finished games from GNU Go's
 * and Fuego's regression suites (see its README for their origin and
 * licences). Every file must load without error; load -> write -> load must
 * give the same tree, and a second writing the same text; and the game must
 * open with as many moves on its main line as index.tsv says.
 *
 * index.tsv's nmoves counts every move of the main line, passes included
 * (both B[] and B[tt] forms occur), and none of the moves in variations:
 * the 17 files that hold variations have more B[ and W[ than nmoves.
 *
 * The folder is $HOSHI_TEST_DATA/games (ctest sets HOSHI_TEST_DATA to
 * tests/data); the tests fail if it is missing or holds fewer than 233
 * records, so that they cannot pass on an empty folder. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hoshi/game.h"
#include "hoshi/sgf.h"

#define MIN_FILES 233

typedef struct record {
  char name[256]; /* relative to the games folder: "gnugo-regression/x.sgf" */
  int nmoves;     /* from index.tsv, -1 when the file has no row */
  int two_passes; /* index.tsv's ends_two_passes, -1 when unknown */
  bool on_disk;
} record;

static char games_dir[4096];
static record *records;
static size_t n_records, cap_records;
static size_t n_files, n_rows;

static record *find_record(const char *name)
{
  for (size_t i = 0; i < n_records; i++)
    if (strcmp(records[i].name, name) == 0)
      return &records[i];
  return NULL;
}

static record *add_record(const char *name)
{
  record *r = find_record(name);
  if (r)
    return r;
  if (n_records == cap_records) {
    cap_records = cap_records ? 2 * cap_records : 256;
    records = realloc(records, cap_records * sizeof *records);
    cr_assert_not_null(records);
  }
  r = &records[n_records++];
  memset(r, 0, sizeof *r);
  cr_assert_lt(strlen(name), sizeof r->name, "name too long: %s", name);
  strcpy(r->name, name);
  r->nmoves = -1;
  r->two_passes = -1;
  return r;
}

static bool is_dir(const char *path)
{
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool ends_with(const char *s, const char *end)
{
  size_t n = strlen(s), k = strlen(end);
  return n >= k && strcmp(s + n - k, end) == 0;
}

/* Collects the .sgf files of the games folder's subfolders. */
static void scan_folder(void)
{
  DIR *top = opendir(games_dir);
  cr_assert_not_null(top, "cannot open the games folder %s", games_dir);
  struct dirent *e;
  while ((e = readdir(top))) {
    if (e->d_name[0] == '.')
      continue;
    char sub[4400];
    snprintf(sub, sizeof sub, "%s/%s", games_dir, e->d_name);
    if (!is_dir(sub))
      continue;
    DIR *d = opendir(sub);
    cr_assert_not_null(d, "cannot open %s", sub);
    struct dirent *f;
    while ((f = readdir(d)))
      if (ends_with(f->d_name, ".sgf")) {
        char name[600];
        snprintf(name, sizeof name, "%s/%s", e->d_name, f->d_name);
        add_record(name)->on_disk = true;
        n_files++;
      }
    closedir(d);
  }
  closedir(top);
}

/* The column of a header line holding this name, or -1. */
static int column_of(char *header, const char *name)
{
  int k = 0;
  for (char *s = header; s; k++) {
    size_t n = strcspn(s, "\t\r\n");
    if (n == strlen(name) && strncmp(s, name, n) == 0)
      return k;
    s = s[n] == '\t' ? s + n + 1 : NULL;
  }
  return -1;
}

/* The k-th field of a tab-separated line, copied into out. */
static void field(const char *line, int k, char *out, size_t out_len)
{
  const char *s = line;
  for (int i = 0; i < k && s; i++) {
    s = strchr(s, '\t');
    s = s ? s + 1 : NULL;
  }
  size_t n = s ? strcspn(s, "\t\r\n") : 0;
  if (n >= out_len)
    n = out_len - 1;
  memcpy(out, s ? s : "", n);
  out[n] = '\0';
}

static void read_index(void)
{
  char path[4200];
  snprintf(path, sizeof path, "%s/index.tsv", games_dir);
  FILE *f = fopen(path, "r");
  cr_assert_not_null(f, "cannot open %s", path);
  static char line[8192];
  cr_assert_not_null(fgets(line, sizeof line, f), "%s is empty", path);
  int c_file = column_of(line, "file"), c_nmoves = column_of(line, "nmoves"),
      c_passes = column_of(line, "ends_two_passes");
  cr_assert(c_file >= 0 && c_nmoves >= 0 && c_passes >= 0,
            "index.tsv needs the columns file, nmoves and ends_two_passes");
  while (fgets(line, sizeof line, f)) {
    char name[600], value[32];
    field(line, c_file, name, sizeof name);
    if (!name[0])
      continue;
    record *r = add_record(name);
    field(line, c_nmoves, value, sizeof value);
    char *end;
    r->nmoves = (int)strtol(value, &end, 10);
    cr_assert(end != value && *end == '\0', "%s: nmoves '%s' is not a number", name, value);
    field(line, c_passes, value, sizeof value);
    r->two_passes = value[0] ? atoi(value) : -1;
    n_rows++;
  }
  fclose(f);
}

static void setup(void)
{
  const char *data = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(data, "HOSHI_TEST_DATA is not set (ctest sets it to tests/data)");
  snprintf(games_dir, sizeof games_dir, "%s/games", data);
  cr_assert(is_dir(games_dir), "%s is not a folder", games_dir);
  scan_folder();
  read_index();
  cr_assert_geq(n_files, MIN_FILES, "%zu game records in %s, expected at least %d", n_files,
                games_dir, MIN_FILES);
}

static void teardown(void)
{
  free(records);
  records = NULL;
  n_records = cap_records = n_files = n_rows = 0;
}

TestSuite(sgf_corpus, .init = setup, .fini = teardown);

static void path_of(const record *r, char *out, size_t out_len)
{
  snprintf(out, out_len, "%s/%s", games_dir, r->name);
}

Test(sgf_corpus, every_file_has_an_index_row_and_every_row_a_file)
{
  cr_expect_geq(n_rows, MIN_FILES);
  for (size_t i = 0; i < n_records; i++) {
    cr_expect(records[i].on_disk, "index.tsv names %s, which is not in the folder",
              records[i].name);
    cr_expect_geq(records[i].nmoves, 0, "%s has no row in index.tsv", records[i].name);
  }
}

Test(sgf_corpus, every_file_loads_and_round_trips)
{
  size_t checked = 0, failed = 0, bytes = 0, nodes = 0;
  for (size_t i = 0; i < n_records; i++) {
    const record *r = &records[i];
    if (!r->on_disk)
      continue;
    char path[4900];
    path_of(r, path, sizeof path);
    hoshi_error err;
    sgf_collection *c = sgf_load_file(path, &err);
    checked++;
    if (!c || err.message[0] || c->n_games == 0) {
      cr_expect_fail("%s: %d:%d %s", r->name, err.line, err.col,
                     err.message[0] ? err.message : "no game");
      failed++;
      sgf_free(c);
      continue;
    }
    size_t len1, len2;
    char *t1 = sgf_write(c, &len1);
    cr_assert_not_null(t1);
    sgf_collection *d = sgf_parse(t1, len1, &err);
    cr_assert_not_null(d);
    bool ok = true;
    if (err.message[0]) {
      cr_expect_fail("%s: the written text reads back with an error at %d:%d: %s", r->name,
                     err.line, err.col, err.message);
      ok = false;
    } else if (d->n_games != c->n_games) {
      cr_expect_fail("%s: %zu games, %zu read back", r->name, c->n_games, d->n_games);
      ok = false;
    }
    for (size_t g = 0; ok && g < c->n_games; g++) {
      const sgf_node *where = NULL;
      if (!sgf_equal(c->games[g], d->games[g], &where)) {
        cr_expect_fail("%s: game %zu reads back different from its node at line %d", r->name, g,
                       where && where->props ? where->props->line : -1);
        ok = false;
      }
      nodes += sgf_count_nodes(c->games[g]);
    }
    char *t2 = ok ? sgf_write(d, &len2) : NULL;
    if (ok && (!t2 || len1 != len2 || memcmp(t1, t2, len1) != 0)) {
      cr_expect_fail("%s: writing twice gives different text", r->name);
      ok = false;
    }
    failed += !ok;
    bytes += len1;
    free(t1);
    free(t2);
    sgf_free(c);
    sgf_free(d);
  }
  cr_expect_eq(failed, 0, "%zu of %zu files fail", failed, checked);
  cr_assert_geq(checked, MIN_FILES);
  cr_log_info("%zu files, %zu nodes, %zu bytes written", checked, nodes, bytes);
}

Test(sgf_corpus, games_open_with_the_indexed_number_of_moves)
{
  size_t checked = 0, failed = 0;
  for (size_t i = 0; i < n_records; i++) {
    const record *r = &records[i];
    if (!r->on_disk || r->nmoves < 0)
      continue;
    char path[4900];
    hoshi_error why;
    path_of(r, path, sizeof path);
    game g;
    cr_assert(game_init(&g, 19, NULL));
    checked++;
    if (!game_load_file(&g, path, NULL, &why)) {
      cr_expect_fail("%s: game_load_file refuses it: %s", r->name, why.message);
      failed++;
      game_deinit(&g);
      continue;
    }
    game_last(&g);
    bool ok = true;
    if (game_move_number(&g) != r->nmoves) {
      cr_expect_fail("%s: %d moves on the main line, index.tsv says %d", r->name,
                     game_move_number(&g), r->nmoves);
      ok = false;
    }
    /* The last two moves (nodes without a move, such as a final node with
     * the territory, are skipped) are passes when index.tsv says so. */
    int passes = 0, moves = 0;
    for (size_t k = g.depth; k-- > 0 && moves < 2;)
      if (g.path[k].color != COLOR_EMPTY) {
        moves++;
        passes += g.path[k].move == POINT_PASS;
      }
    if (r->two_passes >= 0 && (passes == 2) != (r->two_passes == 1)) {
      cr_expect_fail("%s: the last two moves hold %d passes, index.tsv's ends_two_passes is %d",
                     r->name, passes, r->two_passes);
      ok = false;
    }
    failed += !ok;
    game_deinit(&g);
  }
  cr_expect_eq(failed, 0, "%zu of %zu games fail", failed, checked);
  cr_assert_geq(checked, MIN_FILES);
}
