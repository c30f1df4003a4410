/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Learn (issue 44), without a window: the course's sets opened by F3, by
 * the toolbar's button and by hoshi --learn; each set with its progress
 * (solved of its problems, from the progress file); Enter starts the next
 * problem not solved, the first set with one left chosen at first; a
 * French interface reads the French files; P writes the chosen set as an
 * exercise sheet. The course is tests/data/course-sample (HOSHI_COURSE),
 * laid out as assets/course. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app/cli.h"
#include "app/toolbar.h"
#include "app_driver.h"
#include "hoshi/i18n.h"

static app a;
static ui_view *view;
static char home[64];
static int64_t clock_ms = 1000000;
static int64_t fake_now(void) { return clock_ms; }

static void setup(void)
{
  const char *data = getenv("HOSHI_TEST_DATA");
  char course[512];
  snprintf(course, sizeof course, "%s/course-sample", data ? data : "tests/data");
  setenv("HOSHI_COURSE", course, 1);
  /* The progress file and the sheets go to a folder of the test's own. */
  snprintf(home, sizeof home, "/tmp/hoshi-learn-XXXXXX");
  cr_assert_not_null(mkdtemp(home));
  setenv("XDG_DATA_HOME", home, 1);
  setenv("HOME", home, 1);
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  a.now = fake_now;
  app_layout(&a, 1280, 720);
  view = malloc(sizeof *view);
  cr_assert_not_null(view);
}

static void teardown(void)
{
  free(view);
  app_deinit(&a);
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
  cr_expect_eq(system(cmd), 0);
}

TestSuite(learn, .init = setup, .fini = teardown, .timeout = 60);

/* The Learn screen's row i as shown, "" when there is none. */
static const char *row(int i)
{
  app_view(&a, view);
  cr_assert(view->overlay.shown, "the Learn screen is shown");
  return i < view->overlay.n_rows ? view->overlay.rows[i].value : "";
}

static void language(const char *lang)
{
  unsetenv("LC_ALL");
  unsetenv("LC_MESSAGES");
  unsetenv("LANGUAGE");
  setenv("LANG", lang, 1);
  i18n_init();
}

static void f3(void) { drive_key(&a, KEY_F3, 0, false); }

Test(learn, f3_lists_the_sets_with_their_progress_and_enter_starts_the_first_problem)
{
  f3();
  cr_assert_eq(a.mode, MODE_LEARN);
  cr_expect_str_eq(a.learn.lang, "en");
  cr_assert_eq(a.learn.n, 2);
  cr_expect_str_eq(row(0), "1.  Capture one stone — 0 of 3 solved");
  cr_expect_str_eq(row(1), "2.  Escape atari — 0 of 2 solved");
  cr_expect(view->overlay.rows[0].selected, "the first set with a problem left");
  cr_expect(strstr(view->overlay.title, "Learn"), "%s", view->overlay.title);
  cr_expect(strstr(view->overlay.hint, "P: print this set"), "%s", view->overlay.hint);
  drive_key(&a, KEY_ENTER, 0, false);
  cr_assert_eq(a.mode, MODE_PROBLEM, "%s", a.status.text);
  cr_expect(strstr(a.path, "en/01-capture.sgf"), "%s", a.path);
  cr_expect_eq(a.exercise.set.n, 3);
  cr_expect_eq(a.exercise.set.index, 0);
  cr_expect_eq(a.game.index, 0);
  /* Solved; the next time the set starts at its second problem. */
  drive_click(&a, "E6");
  cr_expect_eq(stone_at(&a, "E5"), COLOR_EMPTY, "the stone is captured");
  f3();
  cr_assert_eq(a.mode, MODE_LEARN);
  cr_expect_str_eq(row(0), "1.  Capture one stone — 1 of 3 solved");
  drive_key(&a, KEY_ENTER, 0, false);
  cr_assert_eq(a.mode, MODE_PROBLEM, "%s", a.status.text);
  cr_expect_eq(a.exercise.set.index, 1);
  cr_expect_eq(a.game.index, 1, "the corner problem");
  drive_click(&a, "A8");
  f3();
  drive_key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(a.game.index, 2, "the edge problem");
  drive_click(&a, "E8");
  /* The first set done: the second is chosen; Esc goes back. */
  f3();
  cr_expect_str_eq(row(0), "1.  Capture one stone — 3 of 3 solved");
  cr_expect(view->overlay.rows[1].selected, "the next set with a problem left");
  drive_key(&a, KEY_ESCAPE, 0, false);
  cr_expect_eq(a.mode, MODE_PROBLEM, "back where it was opened");
  f3();
  drive_key(&a, KEY_ENTER, 0, false);
  cr_assert_eq(a.mode, MODE_PROBLEM);
  cr_expect(strstr(a.path, "en/02-escape.sgf"), "%s", a.path);
}

/* The engine of the last game never plays on the course's board: it
 * would answer there once the student goes back to the board, and write
 * its move into the course's record (seen under Xvfb after a capture game
 * against the capture player). */
Test(learn, an_engine_of_the_last_game_leaves_its_seat_for_the_course)
{
  int own = engines_find(&a.players.engines, "Hoshi (capture player)");
  cr_assert_geq(own, 0);
  app_set_player(&a, COLOR_WHITE, own);
  cr_assert(players_is_engine(&a.players, COLOR_WHITE));
  f3();
  drive_key(&a, KEY_ENTER, 0, false);
  cr_assert_eq(a.mode, MODE_PROBLEM, "%s", a.status.text);
  cr_expect_not(players_any_engine(&a.players), "people at both seats");
  cr_expect(strstr(a.status.text, "E chooses an engine"), "%s", a.status.text);
  drive_click(&a, "E6");
  drive_key(&a, KEY_ESCAPE, 0, false);
  cr_assert_eq(a.mode, MODE_PLAY);
  app_step_players(&a);
  cr_expect_not(app_busy(&a), "no engine is asked to answer on the course's board");
  cr_expect_not(players_any_engine(&a.players));
  cr_expect_not(a.dirty, "the course's record is not changed");
}

Test(learn, the_toolbar_button_opens_it_and_a_double_click_starts_a_set)
{
  int n, button = 0;
  const toolbar_item *items = toolbar_items(&n);
  for (int i = 0; i < n; i++)
    if (items[i].action == ACT_LEARN)
      button = i + 1;
  cr_assert(button, "a Learn button");
  char key[32];
  toolbar_key(&items[button - 1], key, sizeof key);
  cr_expect_str_eq(key, "F3");
  ui_input click = {.kind = INPUT_CLICK, .button = 1, .tool_item = button};
  app_input(&a, &click);
  cr_assert_eq(a.mode, MODE_LEARN);
  ui_input second = {.kind = INPUT_CLICK, .button = 1, .row = 2, .row_at = -1, .clicks = 2};
  app_input(&a, &second);
  cr_assert_eq(a.mode, MODE_PROBLEM, "%s", a.status.text);
  cr_expect(strstr(a.path, "02-escape.sgf"), "%s", a.path);
}

Test(learn, hoshi_learn_on_the_command_line)
{
  cli_options o;
  char *argv[] = {"hoshi", "--learn", NULL};
  cr_assert_eq(cli_parse(2, argv, &o, stdout, stderr), -1);
  cr_expect(o.learn);
  cr_expect_eq(o.command, CLI_WINDOW);
  char *plain[] = {"hoshi", NULL};
  cr_assert_eq(cli_parse(1, plain, &o, stdout, stderr), -1);
  cr_expect(!o.learn);
}

Test(learn, a_french_interface_reads_the_french_files)
{
  language("fr_FR.UTF-8");
  f3();
  cr_assert_eq(a.mode, MODE_LEARN);
  cr_expect_str_eq(a.learn.lang, "fr");
  cr_expect(strstr(row(0), "Prendre une pierre"), "%s", row(0));
  cr_expect(strstr(row(1), "Sortir de l'atari"), "%s", row(1));
  cr_expect_null(strstr(row(0), "solved"), "the row in French: %s", row(0));
  drive_key(&a, KEY_ENTER, 0, false);
  cr_assert_eq(a.mode, MODE_PROBLEM, "%s", a.status.text);
  cr_expect(strstr(a.path, "fr/01-capture.sgf"), "%s", a.path);
  language("C.UTF-8");
}

Test(learn, p_prints_the_chosen_set_with_its_answers)
{
  f3();
  drive_key(&a, KEY_DOWN, 0, false);
  drive_key(&a, KEY_CHAR, 'p', false);
  cr_expect_eq(a.mode, MODE_LEARN);
  char sheet[128];
  snprintf(sheet, sizeof sheet, "%s/02-escape-exercises.pdf", home);
  struct stat st;
  cr_assert_eq(stat(sheet, &st), 0, "%s: %s", sheet, a.learn.message);
  cr_expect_gt(st.st_size, 1000);
  cr_expect(strstr(a.learn.message, sheet), "%s", a.learn.message);
}

Test(learn, no_course_says_where_it_is_looked_for)
{
  setenv("HOSHI_COURSE", "/nonexistent/course", 1);
  f3();
  cr_assert_eq(a.mode, MODE_LEARN);
  cr_expect_eq(a.learn.n, 0);
  app_view(&a, view);
  cr_expect(strstr(view->overlay.message, "HOSHI_COURSE"), "%s", view->overlay.message);
  drive_key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(a.mode, MODE_LEARN, "nothing to start");
}

/* The course itself (assets/course: eight sets) on a projector at 1280x720
 * and text scale 1.5: every set in sight at once, none below the fold. */
Test(learn, the_whole_course_is_in_sight_on_a_projector)
{
  char course[512];
  snprintf(course, sizeof course, "%s/../../assets/course", getenv("HOSHI_TEST_DATA"));
  setenv("HOSHI_COURSE", course, 1);
  a.settings.ui_scale = 1.5;
  a.settings.theme = THEME_PROJECTOR;
  app_layout(&a, 1280, 720);
  f3();
  cr_assert_eq(a.mode, MODE_LEARN);
  cr_assert_eq(a.learn.n, 8, "the course has eight sets");
  app_view(&a, view);
  cr_expect_eq(view->overlay.n_rows, 8, "all eight sets are listed");
  cr_expect_str_eq(view->overlay.rows[7].value,
                   "8.  The end of the game and counting — 0 of 5 solved");
}
