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
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app/problem_set.h"
#include "app_driver.h"
#include "hoshi/os.h"

static char problems[512], data41[512], home[64];
static int64_t clock_ms;
static int64_t fake_now(void) { return clock_ms; }

static void setup(void)
{
  const char *data = getenv("HOSHI_TEST_DATA");
  snprintf(problems, sizeof problems, "%s/problems", data ? data : "tests/data");
  snprintf(data41, sizeof data41, "%s/problems41", data ? data : "tests/data");
  clock_ms = 1000000;
  /* The progress of the sets goes to a folder of the test's own. */
  snprintf(home, sizeof home, "/tmp/hoshi-problems-XXXXXX");
  cr_assert_not_null(mkdtemp(home));
  setenv("XDG_DATA_HOME", home, 1);
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
  cr_expect_eq(a.exercise.set.n, 3);
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
  cr_expect_str_eq(a.exercise.set.results, "1..");

  /* 2: TE and BM: a wrong move, taken back, then the right line. */
  drive_key(&a, KEY_PAGE_DOWN, 0, false);
  cr_expect_eq(a.mode, MODE_PROBLEM);
  cr_expect_eq(a.exercise.set.index, 1);
  cr_expect(strstr(a.path, "2-ladder.sgf"), "%s", a.path);
  drive_click(&a, "F5");
  cr_expect_str_eq(verdict(&a, v), "Wrong");
  wait_ms(&a, EXERCISE_REPLY_MS);
  cr_expect_eq(stone_at(&a, "E4"), COLOR_WHITE, "the refutation");
  app_view(&a, v);
  cr_expect(panel_says(v, "White escapes downwards."), "and why");
  cr_expect(panel_says(v, "Try again"));
  drive_key(&a, KEY_CHAR, 'z', true);
  cr_expect_eq(stone_at(&a, "E4"), COLOR_EMPTY, "taken back with the wrong move");
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
  cr_expect_str_eq(a.exercise.set.results, "12.");
  app_view(&a, v);
  cr_expect(panel_says(v, "Solved: 1 at the first try, 1 on a retry"));

  /* 3: skipped; a move not in the tree is wrong and shown on a copy. */
  drive_key(&a, KEY_PAGE_DOWN, 0, false);
  cr_expect_eq(a.exercise.set.index, 2);
  drive_click(&a, "A1");
  cr_expect_str_eq(verdict(&a, v), "Wrong");
  cr_expect_eq(stone_at(&a, "A1"), COLOR_EMPTY, "not played into the record");
  int x, y;
  vertex_xy(&a, "A1", &x, &y);
  cr_expect_eq(v->stone[view_index(v, x, y)], COLOR_BLACK, "but shown");
  cr_expect(!a.dirty);
  drive_key(&a, KEY_ESCAPE, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_str_eq(a.exercise.set.results, "12x");
  app_deinit(&a);

  /* The counts come back with the set, from the progress file. */
  start(&a);
  cr_assert(app_open_problems(&a, problems));
  cr_expect_str_eq(a.exercise.set.results, "12x", "kept");
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
  wait_ms(&a, EXERCISE_REPLY_MS);
  cr_expect_eq(stone_at(&a, "E8"), COLOR_WHITE, "White cuts through");
  drive_click(&a, "E8"); /* another try takes the wrong line back */
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

/* --- issue 41: refutations, honest counts, collections ------------------------------------ */

static bool panel_has_word(const ui_view *v, const char *word)
{
  for (int i = 0; i < v->n_panel; i++)
    if (strstr(v->panel[i].text, word))
      return true;
  return false;
}

static void open_in(const char *name, char *path, size_t len)
{
  snprintf(path, len, "%s/%s", data41, name);
}

/* refute.sgf (9x9), Black to play:
 *     A B C D E F G H J
 *   6 . . . . . . . . .
 *   5 . . . X O X . . .
 *   4 . . . . X . . . .
 * E6 captures; D6 lets White out at E6 (its reply, with the why), and
 * E7 after it lets White out again at F6. */
Test(problems, a_wrong_move_is_answered_by_its_refutation_and_its_comment)
{
  app a;
  start(&a);
  ui_view *v = malloc(sizeof *v);
  cr_assert_not_null(v);
  char file[600];
  open_in("refute.sgf", file, sizeof file);
  cr_assert(app_open_problems(&a, file), "%s", a.status.text);
  cr_expect_eq(a.mode, MODE_PROBLEM);

  drive_click(&a, "D6");
  cr_expect_str_eq(verdict(&a, v), "Wrong");
  cr_expect(panel_says(v, "See the answer to it"));
  cr_expect_eq(stone_at(&a, "E6"), COLOR_EMPTY, "the reply waits for its pause");
  wait_ms(&a, EXERCISE_REPLY_MS);
  cr_expect_eq(stone_at(&a, "E6"), COLOR_WHITE, "White's refutation from the tree");
  cr_expect_str_eq(verdict(&a, v), "Wrong");
  cr_expect(panel_says(v, "White runs out at E6"), "the why, in the panel");
  cr_expect(panel_says(v, "Try again"));

  /* Down the wrong line: answered again, the marker never shown. */
  drive_click(&a, "E7");
  wait_ms(&a, EXERCISE_REPLY_MS);
  cr_expect_eq(stone_at(&a, "F6"), COLOR_WHITE);
  cr_expect_str_eq(verdict(&a, v), "Wrong");
  cr_expect(panel_says(v, "White escapes again: the stone is out."));
  cr_expect(!panel_has_word(v, "CHOICE"), "markers are for programs");

  /* V: no correct move from here, and where to go. */
  drive_key(&a, KEY_CHAR, 'v', false);
  app_view(&a, v);
  cr_expect(panel_says(v, "No correct move from here"));
  cr_expect(strstr(a.status.text, "Try again"), "%s", a.status.text);
  for (int i = 0; i < VIEW_POINTS; i++)
    cr_expect_eq(v->next[i], 0, "nothing marked");
  drive_key(&a, KEY_CHAR, 'v', false);

  /* Try again: back to where the line went wrong, then solved. */
  drive_key(&a, KEY_CHAR, 'z', true);
  cr_expect_eq(stone_at(&a, "D6"), COLOR_EMPTY);
  cr_expect_eq(stone_at(&a, "E6"), COLOR_EMPTY);
  cr_expect_str_eq(verdict(&a, v), "Black to play");
  drive_click(&a, "E6");
  cr_expect_str_eq(verdict(&a, v), "Solved!");
  cr_expect(panel_says(v, "Black takes the stone"), "the comment without RIGHT");
  cr_expect(!panel_has_word(v, "RIGHT"));
  cr_expect_eq(a.exercise.set.results[a.exercise.set.index], SET_RETRY,
               "a wrong move: never the first try");
  cr_expect(!a.dirty);
  app_deinit(&a);
  free(v);
}

Test(problems, the_answer_shown_is_never_the_first_try)
{
  app a;
  start(&a);
  ui_view *v = malloc(sizeof *v);
  cr_assert_not_null(v);
  char file[600];
  open_in("refute.sgf", file, sizeof file);
  cr_assert(app_open_problems(&a, file));
  drive_key(&a, KEY_CHAR, 'v', false);
  app_view(&a, v);
  int x, y;
  vertex_xy(&a, "E6", &x, &y);
  cr_expect_eq(v->next[view_index(v, x, y)], COLOR_BLACK, "the answer marked");
  cr_expect(strstr(a.status.text, "correct move from here is marked"), "%s", a.status.text);
  drive_click(&a, "E6");
  cr_expect_str_eq(verdict(&a, v), "Solved!");
  cr_expect_eq(a.exercise.set.results[a.exercise.set.index], SET_SHOWN);
  app_view(&a, v);
  cr_expect(panel_says(v, "solved after the answer was shown"));
  cr_expect(panel_says(v, "Solved: 0 at the first try"));
  app_deinit(&a);
  free(v);
}

Test(problems, a_collection_is_a_set_and_counts_are_kept_for_every_set)
{
  app a;
  start(&a);
  ui_view *v = malloc(sizeof *v);
  cr_assert_not_null(v);
  char five[600], mixed[600];
  open_in("five.sgf", five, sizeof five);
  open_in("mixed", mixed, sizeof mixed);

  /* A folder with a game record among its problems (and a collection). */
  cr_assert(app_open_problems(&a, mixed), "%s", a.status.text);
  cr_expect_eq(a.exercise.set.n, 3, "a-problem, and c-two's two trees");
  cr_expect_eq(a.exercise.set.skipped, 1);
  cr_expect(strstr(a.exercise.set.skipped_names, "b-game.sgf"));
  app_view(&a, v);
  cr_expect(panel_says(v, "Left out, not a problem: 1 record (b-game.sgf)"));
  drive_click(&a, "E6");
  cr_expect_str_eq(verdict(&a, v), "Solved!");
  drive_key(&a, KEY_PAGE_DOWN, 0, false);
  cr_expect_eq(a.mode, MODE_PROBLEM, "the game record is skipped");
  cr_expect_eq(a.game.index, 0);
  app_view(&a, v);
  cr_expect(panel_says(v, "Problem 2 of 3: Corner"));
  drive_key(&a, KEY_PAGE_DOWN, 0, false);
  cr_expect_eq(a.game.index, 1, "c-two.sgf's second tree");
  app_view(&a, v);
  cr_expect(panel_says(v, "Problem 3 of 3: Side"));
  drive_click(&a, "A1"); /* not in the tree */
  cr_expect_str_eq(a.exercise.set.results, "1.x");

  /* A collection: each tree a problem. */
  cr_assert(app_open_problems(&a, five), "%s", a.status.text);
  cr_expect_eq(a.exercise.set.n, 5);
  cr_expect_str_eq(a.exercise.set.results, ".....");
  drive_key(&a, KEY_PAGE_DOWN, 0, false);
  drive_key(&a, KEY_PAGE_DOWN, 0, false);
  cr_expect_eq(a.game.index, 2);
  app_view(&a, v);
  cr_expect(panel_says(v, "Problem 3 of 5: Three"));
  drive_click(&a, "F2");
  cr_expect_str_eq(verdict(&a, v), "Solved!");
  cr_expect_str_eq(a.exercise.set.results, "..1..");
  /* Past the last problem: the summary. */
  drive_key(&a, KEY_END, 0, false);
  for (int i = 0; i < 3; i++)
    drive_key(&a, KEY_PAGE_DOWN, 0, false);
  app_view(&a, v);
  cr_expect(panel_says(v, "The set's summary"));
  cr_expect(panel_says(v, "Solved at the first try: 1 of 5"));
  cr_expect(panel_says(v, "Not tried: 4"));
  cr_expect(panel_says(v, "1. One"), "the problems by name");
  app_deinit(&a);

  /* Both sets' counts are kept. */
  start(&a);
  cr_assert(app_open_problems(&a, mixed));
  cr_expect_str_eq(a.exercise.set.results, "1.x");
  cr_assert(app_open_problems(&a, five));
  cr_expect_str_eq(a.exercise.set.results, "..1..");
  /* Resetting asks first. */
  drive_key(&a, KEY_DELETE, 0, true);
  cr_expect_str_eq(a.exercise.set.results, "..1..", "asked, not done");
  drive_key(&a, KEY_DELETE, 0, true);
  cr_expect_str_eq(a.exercise.set.results, ".....");
  app_deinit(&a);
  free(v);
}

Test(problems, a_guess_counts_once_per_move)
{
  app a;
  start(&a);
  ui_view *v = malloc(sizeof *v);
  cr_assert_not_null(v);
  game *g = &a.game;
  cr_assert_eq(game_play(g, COLOR_BLACK, board_point(&g->board, 4, 4)), MOVE_LEGAL);
  cr_assert_eq(game_play(g, COLOR_WHITE, board_point(&g->board, 2, 6)), MOVE_LEGAL);
  game_first(g);
  drive_key(&a, KEY_CHAR, 'h', false);
  drive_click(&a, "A9"); /* move 1 was E5 */
  cr_expect_eq(a.exercise.guesses, 1);
  drive_key(&a, KEY_LEFT, 0, false);
  drive_click(&a, "E5"); /* now known: not counted again */
  cr_expect_str_eq(verdict(&a, v), "Right!");
  cr_expect(panel_says(v, "not counted again"));
  cr_expect_eq(a.exercise.guesses, 1);
  cr_expect_eq(a.exercise.right, 0);
  drive_click(&a, "C3");
  cr_expect_eq(a.exercise.guesses, 2);
  cr_expect_eq(a.exercise.right, 1);
  app_deinit(&a);
  free(v);
}

/* A file of five games: the list to choose one, by keys and by a click;
 * the fourth edited and saved with the five whole. */
Test(problems, a_collection_opens_with_a_chooser_and_saves_every_game)
{
  app a;
  start(&a);
  ui_view *v = malloc(sizeof *v);
  cr_assert_not_null(v);
  char five[600], saved[600];
  open_in("five.sgf", five, sizeof five);
  snprintf(saved, sizeof saved, "%s/five-saved.sgf", home);
  cr_assert(app_open(&a, five));
  cr_expect_eq(a.mode, MODE_GAMES, "asks which game");
  app_view(&a, v);
  cr_expect_eq(v->overlay.n_rows, 5);
  cr_expect(strstr(v->overlay.title, "5 games"), "%s", v->overlay.title);
  cr_expect(strstr(v->overlay.rows[3].value, "4.  Four"), "%s", v->overlay.rows[3].value);
  cr_expect(strstr(v->overlay.rows[3].value, "9×9"), "%s", v->overlay.rows[3].value);
  cr_expect(strstr(v->overlay.rows[1].value, "Capture the stone."), "%s", v->overlay.rows[1].value);
  cr_expect(v->overlay.rows[0].selected);
  for (int i = 0; i < 3; i++)
    drive_key(&a, KEY_DOWN, 0, false);
  drive_key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_eq(a.game.index, 3);
  app_view(&a, v);
  cr_expect(panel_says(v, "Game 4 of 5 in this file"));

  /* Edited: a variation with a comment. */
  game_first(&a.game);
  drive_click(&a, "A1");
  cr_expect(a.dirty);
  cr_assert(app_save(&a, saved));

  /* Ctrl+G and a double click: the second game; the edit of the fourth is kept. */
  drive_key(&a, KEY_CHAR, 'g', true);
  cr_expect_eq(a.mode, MODE_GAMES);
  ui_input click = {.kind = INPUT_CLICK, .button = 1, .row = 2, .row_at = -1, .clicks = 2};
  app_input(&a, &click);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_eq(a.game.index, 1);

  hoshi_error err = {0};
  sgf_collection *before = sgf_load_file(five, &err), *after = sgf_load_file(saved, &err);
  cr_assert_not_null(before);
  cr_assert_not_null(after, "%s", err.message);
  cr_assert_eq(after->n_games, 5, "every game saved");
  for (size_t i = 0; i < 5; i++) {
    const sgf_node *where = NULL;
    bool same = sgf_equal(before->games[i], after->games[i], &where);
    if (i == 3)
      cr_expect(!same, "the fourth holds its new move");
    else
      cr_expect(same, "game %zu as it was", i + 1);
  }
  const sgf_node *four = after->games[3];
  cr_expect_eq(sgf_count_nodes(four), 3, "root, the answer and the new move");
  sgf_free(before);
  sgf_free(after);
  app_deinit(&a);
  free(v);
}

/* The progress file keeps every other set's lines as they were and nothing
 * else: a stray line beginning with 's' inside another set was copied
 * along (found by fuzz/fuzz_progress.c). Read back, the set's own results
 * are those it wrote. */
Test(problems, the_progress_file_keeps_other_sets_and_drops_stray_lines)
{
  char five[600], file[600];
  open_in("five.sgf", five, sizeof five);
  snprintf(file, sizeof file, "%s/problems.txt", home);
  FILE *f = fopen(file, "wb");
  cr_assert_not_null(f);
  fputs("set\t/elsewhere/set\n1\tp1.sgf\nsx\tnot a line of ours\nx\tp2.sgf\n", f);
  fclose(f);
  problem_set s;
  problem_set_init(&s);
  hoshi_error why = {0};
  cr_assert(problem_set_open(&s, five, &why), "%s", why.message);
  progress_load(&s, file);
  cr_expect_str_eq(s.results, ".....");
  s.results[2] = SET_RETRY;
  cr_assert(progress_save(&s, file, &why), "%s", why.message);
  char *text = NULL;
  size_t len = 0;
  cr_assert_eq(os_read_file(file, 1 << 20, &text, &len, &why), OS_READ_OK);
  cr_expect(strstr(text, "set\t/elsewhere/set\n1\tp1.sgf\nx\tp2.sgf\n"), "%s", text);
  cr_expect_null(strstr(text, "sx\t"), "%s", text);
  free(text);
  memset(s.results, SET_UNTRIED, (size_t)s.n);
  progress_load(&s, file);
  cr_expect_str_eq(s.results, "..2..");
  problem_set_deinit(&s);
}

/* Writes text as folder/name. */
static void write_in(const char *folder, const char *name, const char *text)
{
  char path[300];
  snprintf(path, sizeof path, "%s/%s", folder, name);
  FILE *f = fopen(path, "w");
  cr_assert_not_null(f);
  fputs(text, f);
  fclose(f);
}

/* A record the set took for a problem but that does not open (a
 * rectangular board) is passed over in the way the set is walked, and
 * said; the set goes on (the harness rerun: Page Down lost the set). */
Test(problems, a_problem_that_does_not_open_is_passed_over)
{
  char folder[128];
  snprintf(folder, sizeof folder, "%s/set", home);
  cr_assert_eq(mkdir(folder, 0700), 0);
  static const char *const files[][2] = {
      {"a.sgf", "(;GM[1]FF[4]SZ[9]AB[dd][fd][ec]AW[ed];B[ee]C[RIGHT])"},
      {"b.sgf", "(;GM[1]FF[4]SZ[19:13]AB[aa];B[bb]C[RIGHT])"},
      {"c.sgf", "(;GM[1]FF[4]SZ[9]AB[dd][fd][ec]AW[ed];B[ee]C[RIGHT])"}};
  for (int i = 0; i < 3; i++)
    write_in(folder, files[i][0], files[i][1]);
  app a;
  start(&a);
  cr_assert(app_open_problems(&a, folder), "%s", a.status.text);
  cr_assert_eq(a.exercise.set.n, 3, "the set takes b.sgf for a problem");
  drive_key(&a, KEY_PAGE_DOWN, 0, false);
  cr_expect_eq(a.mode, MODE_PROBLEM, "%s", a.status.text);
  cr_expect_eq(a.exercise.set.index, 2, "c.sgf, past b.sgf");
  cr_expect(strstr(a.path, "c.sgf"), "%s", a.path);
  cr_expect(strstr(a.status.text, "b.sgf was left out"), "%s", a.status.text);
  /* Back the other way, past it again. */
  drive_key(&a, KEY_PAGE_UP, 0, false);
  cr_expect_eq(a.exercise.set.index, 0, "a.sgf");
  cr_expect_eq(a.mode, MODE_PROBLEM);
  app_deinit(&a);
}

/* A folder past the set's limit: the problems past it are not read, which
 * does not make them "not a problem"; the panel says how many files were
 * not read (the harness rerun: p02001.sgf was named as no problem). */
Test(problems, files_past_the_limit_are_not_called_no_problem)
{
  char folder[128];
  snprintf(folder, sizeof folder, "%s/many", home);
  cr_assert_eq(mkdir(folder, 0700), 0);
  for (int i = 0; i < SET_MAX + 3; i++) {
    char name[16];
    snprintf(name, sizeof name, "p%05d.sgf", i);
    write_in(folder, name, "(;GM[1]FF[4]SZ[9]AB[dd]PL[W];W[ee]C[RIGHT])");
  }
  problem_set s;
  problem_set_init(&s);
  hoshi_error why = {0};
  cr_assert(problem_set_open(&s, folder, &why), "%s", why.message);
  cr_expect_eq(s.n, SET_MAX);
  cr_expect(s.cut);
  cr_expect_eq(s.skipped, 0, "left out as no problem: %s", s.skipped_names);
  cr_expect_eq(s.not_read, 3);
  problem_set_deinit(&s);
}
