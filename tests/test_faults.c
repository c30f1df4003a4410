/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Failure injection as SQLite does it (issue 32): the OS layer makes the
 * Nth allocation, read, write, rename or fsync fail (os_inject_nth), and
 * this test walks N over everything a real record goes through in the
 * window: opened, a move played (autosaved), saved to a file, counted on
 * the scoring screen. For every N: no crash, nothing leaked (the suite runs
 * under AddressSanitizer in CI), and no game lost on the disk: the record
 * is as it was, a saved file is whole, and once the failures stop the
 * autosave holds the game on the board. */
#include <criterion/criterion.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app_driver.h"
#include "files.h"
#include "hoshi/os.h"

static char dir[64], state[96], record[128], saved[128];
static char *original;

static char *slurp(const char *path)
{
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *t = calloc(1, 1 << 20);
  cr_assert_not_null(t);
  t[fread(t, 1, (1 << 20) - 1, f)] = 0;
  fclose(f);
  return t;
}

static void setup(void)
{
  snprintf(dir, sizeof dir, "/tmp/hoshi-faults-XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
  snprintf(state, sizeof state, "%s/state", dir);
  snprintf(record, sizeof record, "%s/game.sgf", dir);
  snprintf(saved, sizeof saved, "%s/saved.sgf", dir);
  setenv("XDG_CONFIG_HOME", dir, 1); /* settings.ini there: none */
  /* A real game (85 moves of 9x9, CGOS 2007, tests/data/games). */
  char src[512];
  snprintf(src, sizeof src, "%s/games/fuego-regression/2007_CGOS_147759.sgf",
           getenv("HOSHI_TEST_DATA"));
  original = slurp(src);
  cr_assert_not_null(original, "%s", src);
  write_file(record, original);
}

static void teardown(void)
{
  os_inject_clear();
  free(original);
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_expect_eq(system(cmd), 0);
}

TestSuite(faults, .init = setup, .fini = teardown, .timeout = 600);

/* The moves of a game's main line. */
static int main_line(const game *g)
{
  int n = 0;
  for (const sgf_node *s = g->root; s; s = s->children)
    n += sgf_find(s, "B") || sgf_find(s, "W");
  return n;
}

static app a;

/* Everything once, with the nth call of that kind failing; how many calls
 * of that kind it made (fewer than n: the walk is over). */
static long once(enum os_call call, long n, int err)
{
  unlink(saved);
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  app_autosave_start(&a, state);
  app_frame_drawn(&a);
  os_inject_nth(call, n, err);
  bool opened = app_open(&a, record);
  app_frame_drawn(&a);
  if (opened) {
    game_last(&a.game);
    drive_key(&a, KEY_CHAR, 'p', false); /* a pass: a change, autosaved */
  }
  int on_board = main_line(&a.game);
  app_save(&a, saved);
  drive_key(&a, KEY_CHAR, 's', false); /* the scoring screen, its estimate */
  drive_key(&a, KEY_ESCAPE, 0, false);
  long made = os_calls(call);
  os_inject_clear();

  /* Nothing lost: the record as it was; a saved file whole (the game as it
   * was when saved); the autosave holds the game on the board. */
  char *now = slurp(record);
  cr_assert(now && strcmp(now, original) == 0, "%ld: the record changed", n);
  free(now);
  game g;
  hoshi_error why;
  cr_assert(game_init(&g, 19, NULL));
  if (access(saved, F_OK) == 0) {
    cr_assert(game_load_file(&g, saved, NULL, &why), "%ld: the saved file: %s", n, why.message);
    cr_assert_eq(main_line(&g), on_board, "%ld: the saved file is whole", n);
  }
  cr_assert(app_autosave_now(&a), "%ld: the autosave, once it can be written", n);
  char autosave[160];
  snprintf(autosave, sizeof autosave, "%s/autosave.sgf", state);
  cr_assert(game_load_file(&g, autosave, NULL, &why), "%ld: the autosave: %s", n, why.message);
  cr_assert_eq(main_line(&g), main_line(&a.game), "%ld: the autosave holds the game", n);
  game_deinit(&g);
  app_deinit(&a);
  return made;
}

/* Walks n from 1 until the run makes fewer calls than n. */
static void walk(enum os_call call, int err, const char *what)
{
  long n = 1, calls;
  while ((calls = once(call, n, err)) >= n)
    n++;
  cr_log_info("%s: %ld calls walked", what, calls);
  fprintf(stderr, "faults: %s: every one of %ld calls failed in turn\n", what, calls);
  cr_assert_gt(calls, 0, "no %s at all: the walk tested nothing", what);
}

Test(faults, every_allocation_may_fail) { walk(OS_CALL_ALLOC, ENOMEM, "allocations"); }
Test(faults, every_read_may_fail) { walk(OS_CALL_READ, EIO, "reads"); }
Test(faults, every_write_may_fail) { walk(OS_CALL_WRITE, ENOSPC, "writes"); }
Test(faults, every_rename_may_fail) { walk(OS_CALL_RENAME, EIO, "renames"); }
Test(faults, every_fsync_may_fail) { walk(OS_CALL_FSYNC, EIO, "fsyncs"); }

/* A count that cannot be recorded (issue 33, item 5): the game stays open
 * on the scoring screen and the status line says why; once memory is
 * back, Enter records it. Every allocation of the recording fails in
 * turn (n 0: none, to count them): whatever fails, the game is over
 * exactly when its record has a result. */
static bool accept_with_nth_allocation_failing(long n, long *made)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  const char *moves[] = {"C3", "G7", "C7", "G3", "E5"};
  for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
    drive_click(&a, moves[i]);
  drive_key(&a, KEY_CHAR, 's', false); /* counted in the middle of the game */
  cr_assert_eq(a.mode, MODE_SCORE);
  cr_assert_not(a.play.ended);
  os_inject_nth(OS_CALL_ALLOC, n, ENOMEM);
  drive_key(&a, KEY_ENTER, 0, false);
  *made = os_calls(OS_CALL_ALLOC);
  os_inject_clear();
  bool failed = !game_result(&a.game);
  if (failed) {
    cr_expect_not(a.play.ended, "%ld: no result recorded, yet the game is over", n);
    cr_expect_eq(a.mode, MODE_SCORE, "%ld: the scoring screen stays", n);
    cr_expect(a.status.error && strstr(a.status.text, "could not be recorded"),
              "%ld: the status says why: %s", n, a.status.text);
    cr_expect(a.dirty, "%ld: what the try wrote is not saved", n);
    drive_key(&a, KEY_ENTER, 0, false); /* memory is back: Enter tries again */
  }
  cr_expect_not_null(game_result(&a.game), "%ld: the result, once memory is back", n);
  cr_expect(a.play.ended, "%ld: the game is over once its result is recorded", n);
  cr_expect_eq(a.mode, MODE_PLAY, "%ld", n);
  cr_expect(strstr(a.status.text, "recorded under"), "%ld: %s", n, a.status.text);
  app_deinit(&a);
  return failed;
}

Test(faults, a_count_that_cannot_be_recorded_leaves_the_game_open)
{
  long made = 0, failures = 0, calls;
  cr_assert_not(accept_with_nth_allocation_failing(0, &made)); /* none fails: how many */
  for (long n = 1; n <= made; n++)
    failures += accept_with_nth_allocation_failing(n, &calls);
  cr_assert_gt(failures, 0, "no allocation failure kept the result out: the test tested nothing");
  fprintf(stderr, "faults: recording a count: %ld allocations, %ld of them keep the result out\n",
          made, failures);
}
