/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Club exercises through the application, without a window (issue 34): a
 * folder of problems opened as a set (tests/data/problems, one problem per
 * convention of correct lines), answered by clicks: a right answer solved
 * at the first try, a wrong one taken back and solved on a retry with the
 * opponent's reply after its pause, one skipped; the set's counts in the
 * settings; the record never changed by the answers; a line marked correct
 * by the teacher; guessing the next moves of a record. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app_driver.h"

static char problems[512];
static int64_t clock_ms;
static int64_t fake_now(void) { return clock_ms; }

static void setup(void)
{
  const char *data = getenv("HOSHI_TEST_DATA");
  snprintf(problems, sizeof problems, "%s/problems", data ? data : "tests/data");
  clock_ms = 1000000;
}

TestSuite(problems, .init = setup, .timeout = 60);

static void start(app *a)
{
  cr_assert(app_init(a, 9, rules_find("japanese"), 6.5));
  a->now = fake_now;
  app_layout(a, 1280, 720);
}

/* The verdict block's first line, "" when there is none. */
static const char *verdict(const app *a, ui_view *v)
{
  app_view(a, v);
  for (int i = 0; i < v->n_panel; i++)
    if (v->panel[i].block == BLOCK_VERDICT)
      return v->panel[i].text;
  return "";
}

static bool panel_says(const ui_view *v, const char *text)
{
  for (int i = 0; i < v->n_panel; i++)
    if (strstr(v->panel[i].text, text))
      return true;
  return false;
}

/* Time passes: the window's tick. */
static void wait_ms(app *a, int ms)
{
  clock_ms += ms;
  ui_input in = {.kind = INPUT_TICK};
  app_input(a, &in);
}

Test(problems, a_set_solved_at_the_first_try_on_a_retry_and_skipped)
{
  app a;
  start(&a);
  ui_view *v = malloc(sizeof *v);
  cr_assert_not_null(v);
  cr_assert(app_open_problems(&a, problems), "%s", a.status.text);
  cr_expect_eq(a.mode, MODE_PROBLEM);
  cr_expect_eq(a.exercise.n_names, 3);
  cr_expect_str_eq(verdict(&a, v), "Black to play");
  cr_expect(panel_says(v, "Problem 1 of 3"));
  cr_expect(panel_says(v, "capture the white stone"), "the problem's text");
  for (int i = 0; i < VIEW_POINTS; i++)
    cr_expect_eq(v->next[i], 0, "no hint of the answer");
  cr_expect(!v->show_numbers);

  /* 1: RIGHT in the comment: solved at the first try. */
  drive_click(&a, "E4");
  cr_expect_str_eq(verdict(&a, v), "Solved!");
  cr_expect_eq(stone_at(&a, "E5"), COLOR_EMPTY, "the stone is captured");
  cr_expect(!a.dirty, "the answers do not change the record");
  cr_expect_str_eq(a.settings.problem_results, "1..", "kept for the settings");

  /* 2: TE and BM: a wrong move, taken back, then the right line. */
  drive_key(&a, KEY_PAGE_DOWN, 0, false);
  cr_expect_eq(a.mode, MODE_PROBLEM);
  cr_expect_eq(a.exercise.index, 1);
  cr_expect(strstr(a.path, "2-ladder.sgf"), "%s", a.path);
  drive_click(&a, "F5");
  cr_expect_str_eq(verdict(&a, v), "Wrong");
  cr_expect(panel_says(v, "Try again"));
  drive_key(&a, KEY_CHAR, 'z', true);
  cr_expect_eq(stone_at(&a, "F5"), COLOR_EMPTY, "taken back");
  cr_expect_str_eq(verdict(&a, v), "Black to play");
  drive_click(&a, "E4");
  cr_expect_str_eq(verdict(&a, v), "Right: the answer comes...");
  cr_expect_eq(stone_at(&a, "F5"), COLOR_EMPTY, "the reply waits for its pause");
  cr_expect(app_busy(&a), "the window wakes for it");
  wait_ms(&a, 100);
  cr_expect_eq(stone_at(&a, "F5"), COLOR_EMPTY);
  wait_ms(&a, EXERCISE_REPLY_MS);
  cr_expect_eq(stone_at(&a, "F5"), COLOR_WHITE, "White's reply from the tree");
  drive_click(&a, "F4");
  cr_expect_str_eq(verdict(&a, v), "Solved!");
  cr_expect_str_eq(a.settings.problem_results, "12.");
  app_view(&a, v);
  cr_expect(panel_says(v, "Solved: 1 at the first try, 1 on a retry"));

  /* 3: skipped; a move not in the tree is wrong and shown on a copy. */
  drive_key(&a, KEY_PAGE_DOWN, 0, false);
  cr_expect_eq(a.exercise.index, 2);
  drive_click(&a, "A1");
  cr_expect_str_eq(verdict(&a, v), "Wrong");
  cr_expect_eq(stone_at(&a, "A1"), COLOR_EMPTY, "not played into the record");
  int x, y;
  vertex_xy(&a, "A1", &x, &y);
  cr_expect_eq(v->stone[view_index(v, x, y)], COLOR_BLACK, "but shown");
  cr_expect(!a.dirty);
  drive_key(&a, KEY_ESCAPE, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_str_eq(a.settings.problem_results, "12x");
  app_deinit(&a);

  /* The counts come back with the set. */
  start(&a);
  snprintf(a.settings.problem_set, sizeof a.settings.problem_set, "%s", "elsewhere");
  cr_assert(app_open_problems(&a, problems));
  cr_expect_str_eq(a.exercise.results, "...", "another set's counts are not taken");
  app_deinit(&a);
  free(v);
}

Test(problems, the_main_line_is_the_answer_and_home_starts_again)
{
  app a;
  start(&a);
  ui_view *v = malloc(sizeof *v);
  cr_assert_not_null(v);
  char file[600];
  snprintf(file, sizeof file, "%s/3-mainline.sgf", problems);
  cr_assert(app_open(&a, file));
  cr_expect_eq(a.mode, MODE_PLAY, "opening a record poses nothing by itself");
  game_first(&a.game);
  app_view(&a, v);
  cr_expect(panel_says(v, "A problem: K"), "but says it is one");
  drive_key(&a, KEY_CHAR, 'k', false);
  cr_expect_eq(a.mode, MODE_PROBLEM);
  drive_click(&a, "F7"); /* the variation: wrong */
  cr_expect_str_eq(verdict(&a, v), "Wrong");
  drive_click(&a, "E8"); /* another try takes the wrong one back */
  cr_expect_str_eq(verdict(&a, v), "Right: the answer comes...");
  wait_ms(&a, EXERCISE_REPLY_MS);
  cr_expect_eq(stone_at(&a, "F8"), COLOR_WHITE);
  drive_key(&a, KEY_HOME, 0, false);
  cr_expect_eq(stone_at(&a, "E8"), COLOR_EMPTY, "from the start");
  cr_expect_str_eq(verdict(&a, v), "Black to play");
  /* V shows the answer. */
  drive_key(&a, KEY_CHAR, 'v', false);
  app_view(&a, v);
  int x, y;
  vertex_xy(&a, "E8", &x, &y);
  cr_expect_eq(v->next[view_index(v, x, y)], COLOR_BLACK, "the answer marked");
  vertex_xy(&a, "F7", &x, &y);
  cr_expect_eq(v->next[view_index(v, x, y)], 0, "not the wrong line");
  drive_key(&a, KEY_CHAR, 'k', false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect(!a.dirty);
  app_deinit(&a);
  free(v);
}

Test(problems, a_line_marked_by_the_teacher_reads_back_correct)
{
  app a;
  start(&a);
  /* A position set up by hand, two lines played from it. */
  cr_assert(game_setup_point(&a.game, 3, 4, COLOR_BLACK));
  cr_assert(game_setup_point(&a.game, 4, 4, COLOR_WHITE));
  drive_click(&a, "E6");
  drive_click(&a, "F5");
  drive_key(&a, KEY_CHAR, 'y', false);
  cr_expect(a.dirty);
  cr_expect(strstr(game_comment(&a.game) ? game_comment(&a.game) : "", "RIGHT"), "goproblems");
  game_first(&a.game);
  drive_click(&a, "D6");
  ui_input shift_y = {.kind = INPUT_KEY, .key = KEY_CHAR, .ch = 'y', .shift = true};
  app_input(&a, &shift_y);
  game_first(&a.game);
  exercise_problem p;
  cr_assert(exercise_problem_start(&p, &a.game));
  sgf_node *first = game_current(&a.game)->children;
  cr_assert_not_null(first);
  cr_assert_not_null(first->next);
  cr_expect(exercise_on_correct_line(&p, first), "the line marked correct");
  cr_expect(!exercise_on_correct_line(&p, first->next), "the one marked wrong");
  app_deinit(&a);
}

Test(problems, guessing_the_next_moves)
{
  app a;
  start(&a);
  ui_view *v = malloc(sizeof *v);
  cr_assert_not_null(v);
  /* B E5, W C3, B G7 on 9x9. */
  game *g = &a.game;
  cr_assert_eq(game_play(g, COLOR_BLACK, board_point(&g->board, 4, 4)), MOVE_LEGAL);
  cr_assert_eq(game_play(g, COLOR_WHITE, board_point(&g->board, 2, 6)), MOVE_LEGAL);
  cr_assert_eq(game_play(g, COLOR_BLACK, board_point(&g->board, 6, 2)), MOVE_LEGAL);
  game_first(g);
  drive_key(&a, KEY_CHAR, 'h', false);
  cr_assert_eq(a.mode, MODE_GUESS);
  drive_click(&a, "E5");
  cr_expect_str_eq(verdict(&a, v), "Right!");
  cr_expect_eq(stone_at(&a, "E5"), COLOR_BLACK, "the move is played");
  drive_click(&a, "D4"); /* C3 was played: one point each way */
  cr_expect_str_eq(verdict(&a, v), "Near: within two points");
  drive_click(&a, "A9");
  cr_expect_str_eq(verdict(&a, v), "Not this time");
  cr_expect(panel_says(v, "1 of 3 right (33%), 1 near"));
  cr_expect_eq(a.exercise.guesses, 3);
  drive_key(&a, KEY_ESCAPE, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  app_deinit(&a);
  free(v);
}
