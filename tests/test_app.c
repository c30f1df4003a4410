/* The application's state machine without a window: inputs in, game and
 * view out. Positions are checked as ASCII boards. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app.h"

static app a;

static void setup(void)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
}

static void teardown(void) { app_deinit(&a); }

TestSuite(app, .init = setup, .fini = teardown);

static void key(enum input_key k, char ch, bool ctrl)
{
  ui_input in = {.kind = INPUT_KEY, .key = k, .ch = ch, .ctrl = ctrl};
  app_input(&a, &in);
}

static void type(const char *text)
{
  ui_input in = {.kind = INPUT_TEXT};
  snprintf(in.text, sizeof in.text, "%s", text);
  app_input(&a, &in);
}

/* Clicks the intersection of a GTP vertex ("C7"). */
static void click(const char *vertex)
{
  int x = vertex[0] - 'A' - (vertex[0] > 'I' ? 1 : 0);
  int y = game_size(&a.game) - atoi(vertex + 1);
  ui_input in = {.kind = INPUT_CLICK, .button = 1, .on_board = true, .x = x, .y = y};
  app_input(&a, &in);
}

static enum color stone(const char *vertex)
{
  int x = vertex[0] - 'A' - (vertex[0] > 'I' ? 1 : 0);
  int y = game_size(&a.game) - atoi(vertex + 1);
  return board_at(&a.game.board, board_point(&a.game.board, x, y));
}

Test(app, clicks_play_alternately_and_an_occupied_point_is_refused_in_words)
{
  click("C7");
  click("G3");
  cr_expect_eq(stone("C7"), COLOR_BLACK);
  cr_expect_eq(stone("G3"), COLOR_WHITE);
  cr_expect(a.dirty);
  click("C7");
  cr_expect(a.status_error);
  cr_expect(strstr(a.status, "already a stone"), "%s", a.status);
  cr_expect_eq(game_move_number(&a.game), 2);
}

Test(app, a_ko_recapture_is_explained)
{
  /*     A B C D          Black C8 takes B8:     A B C D
   *   9 . X O .                               9 . X O .
   *   8 X O . O                               8 X . X O
   *   7 . X O .                               7 . X O .
   * White may not take back at B8 at once. */
  const char *moves[] = {"B9", "C9", "A8", "B8", "B7", "C7", "J1", "D8", "C8"};
  for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
    click(moves[i]);
  /* Black C8 captured B8: White may not take back at once. */
  cr_expect_eq(stone("B8"), COLOR_EMPTY, "B8 captured");
  click("B8");
  cr_expect(strstr(a.status, "Ko"), "%s", a.status);
  cr_expect_eq(stone("B8"), COLOR_EMPTY);
}

Test(app, two_passes_end_the_game_and_undo_resumes_it)
{
  click("E5");
  key(KEY_CHAR, 'p', false);
  cr_expect_not(a.ended);
  key(KEY_CHAR, 'p', false);
  cr_expect(a.ended);
  cr_expect(strstr(a.status, "ended"), "%s", a.status);
  click("D4");
  cr_expect(a.status_error, "no move after the end");
  cr_expect_eq(stone("D4"), COLOR_EMPTY);
  key(KEY_CHAR, 'z', true);
  cr_expect_not(a.ended);
  click("D4");
  cr_expect_eq(stone("D4"), COLOR_BLACK, "Black's turn again after taking back his pass");
}

Test(app, resigning_asks_then_records_the_result)
{
  click("E5");
  key(KEY_CHAR, 'r', false);
  cr_expect_eq(a.mode, MODE_CONFIRM);
  key(KEY_CHAR, 'n', false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_null(sgf_get(a.game.root, "RE"));
  key(KEY_CHAR, 'r', false);
  key(KEY_CHAR, 'y', false);
  cr_expect_str_eq(sgf_get(a.game.root, "RE"), "B+R", "White resigned");
  cr_expect(a.ended);
}

/* Opens the new-game dialog and moves the focus to a field. */
static void to_field(enum form_field f)
{
  if (a.mode != MODE_NEW_GAME)
    key(KEY_CHAR, 'n', true);
  cr_assert_eq(a.mode, MODE_NEW_GAME);
  for (int i = 0; i < FIELD_COUNT && a.form.focus != f; i++)
    key(KEY_DOWN, 0, false);
  cr_assert_eq(a.form.focus, f);
}

static void clear_field(void)
{
  for (int i = 0; i < 30; i++)
    key(KEY_BACKSPACE, 0, false);
}

Test(app, fixed_handicap_four_on_19x19_goes_on_the_four_corner_star_points)
{
  to_field(FIELD_SIZE);
  clear_field();
  type("19");
  to_field(FIELD_HANDICAP);
  for (int i = 0; i < 4; i++)
    key(KEY_RIGHT, 0, false);
  cr_expect_str_eq(a.form.komi, "0.5", "komi follows the handicap");
  key(KEY_ENTER, 0, false);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.form.message);
  cr_expect_eq(game_size(&a.game), 19);
  const char *corners[] = {"D4", "Q4", "D16", "Q16"};
  for (int i = 0; i < 4; i++)
    cr_expect_eq(stone(corners[i]), COLOR_BLACK, "%s", corners[i]);
  cr_expect_eq(a.game.board.n_empty, 361 - 4);
  cr_expect_eq(game_to_move(&a.game), COLOR_WHITE, "White moves first");
  cr_expect_eq(a.game.komi, 0.5);
}

Test(app, free_handicap_is_placed_by_clicks)
{
  to_field(FIELD_RULES);
  while (strcmp(rules_all(&(size_t){0})[a.form.rules]->id, "chinese") != 0)
    key(KEY_RIGHT, 0, false);
  to_field(FIELD_HANDICAP);
  key(KEY_RIGHT, 0, false);
  key(KEY_RIGHT, 0, false);
  to_field(FIELD_PLACEMENT);
  key(KEY_RIGHT, 0, false);
  key(KEY_ENTER, 0, false);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.form.message);
  cr_expect_eq(a.placing, 2);
  click("E5");
  click("C3");
  cr_expect_eq(a.placing, 0);
  cr_expect_eq(stone("E5"), COLOR_BLACK);
  cr_expect_eq(stone("C3"), COLOR_BLACK);
  cr_expect_eq(game_to_move(&a.game), COLOR_WHITE);
  cr_expect_eq(a.game.handicap, 2);
}

Test(app, komi_typed_is_checked_with_a_reason)
{
  to_field(FIELD_KOMI);
  clear_field();
  type("6.3");
  key(KEY_ENTER, 0, false);
  cr_expect_eq(a.mode, MODE_NEW_GAME, "refused");
  cr_expect(a.form.message_error);
  cr_expect(strstr(a.form.message, "half point"), "%s", a.form.message);
  clear_field();
  type("200");
  key(KEY_ENTER, 0, false);
  cr_expect(strstr(a.form.message, "between -150 and 150"), "%s", a.form.message);
  clear_field();
  type("7,5");
  key(KEY_ENTER, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_eq(a.game.komi, 7.5);
  cr_expect_str_eq(sgf_get(a.game.root, "KM"), "7.5");
}

Test(app, komi_steps_by_half_points_with_left_and_right)
{
  to_field(FIELD_KOMI);
  key(KEY_RIGHT, 0, false);
  cr_expect_str_eq(a.form.komi, "7");
  key(KEY_LEFT, 0, false);
  key(KEY_LEFT, 0, false);
  cr_expect_str_eq(a.form.komi, "6");
}

Test(app, declared_komi_gives_black_to_the_higher_bid_and_the_mean)
{
  to_field(FIELD_BLACK);
  clear_field();
  type("Ann");
  to_field(FIELD_WHITE);
  clear_field();
  type("Bob");
  to_field(FIELD_KOMI_BY);
  key(KEY_RIGHT, 0, false);
  to_field(FIELD_BID_BLACK);
  type("5");
  to_field(FIELD_BID_WHITE);
  type("8");
  key(KEY_ENTER, 0, false);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.form.message);
  cr_expect_eq(a.game.komi, 6.5, "the mean of 5 and 8");
  cr_expect_str_eq(sgf_get(a.game.root, "PB"), "Bob", "Bob declared more: he takes Black");
  cr_expect_str_eq(sgf_get(a.game.root, "PW"), "Ann");
}

Test(app, markup_toggles_on_the_current_node)
{
  click("E5");
  key(KEY_CHAR, '1', false); /* triangle */
  click("C3");
  cr_expect_str_eq(sgf_get(game_current(&a.game), "TR"), "cg");
  ui_view v;
  app_view(&a, &v);
  cr_expect_eq(v.mark[view_index(&v, 2, 6)], MARK_TRIANGLE);
  click("C3");
  cr_expect_null(sgf_get(game_current(&a.game), "TR"), "clicked again: removed");
  key(KEY_CHAR, '5', false); /* letters */
  click("D4");
  click("F6");
  const sgf_prop *lb = sgf_find(game_current(&a.game), "LB");
  cr_assert_not_null(lb);
  cr_expect_eq(lb->n_values, 2);
  cr_expect_str_eq(lb->values[0], "df:A");
  cr_expect_str_eq(lb->values[1], "fd:B");
  key(KEY_ESCAPE, 0, false);
  click("D4");
  cr_expect_eq(stone("D4"), COLOR_WHITE, "back to playing");
}

Test(app, undo_redo_and_variations)
{
  click("E5");
  click("C3");
  key(KEY_CHAR, 'z', true);
  cr_expect_eq(stone("C3"), COLOR_EMPTY);
  key(KEY_CHAR, 'y', true);
  cr_expect_eq(stone("C3"), COLOR_WHITE);
  key(KEY_LEFT, 0, false);
  click("G7"); /* a second answer to E5: a variation */
  cr_expect_eq(stone("G7"), COLOR_WHITE);
  key(KEY_UP, 0, false);
  cr_expect_eq(stone("C3"), COLOR_WHITE, "the first variation");
  cr_expect_eq(stone("G7"), COLOR_EMPTY);
  key(KEY_HOME, 0, false);
  cr_expect_eq(game_move_number(&a.game), 0);
  key(KEY_END, 0, false);
  cr_expect_eq(game_move_number(&a.game), 2);
}

Test(app, unsaved_moves_are_never_lost_silently)
{
  click("E5");
  ui_input quit = {.kind = INPUT_QUIT};
  app_input(&a, &quit);
  cr_expect_not(a.quit);
  cr_expect_eq(a.mode, MODE_CONFIRM);
  key(KEY_ESCAPE, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_eq(stone("E5"), COLOR_BLACK);
  /* Opening another game asks too. */
  key(KEY_CHAR, 'o', true);
  cr_expect_eq(a.mode, MODE_CONFIRM);
  key(KEY_CHAR, 'd', false);
  cr_expect_eq(a.mode, MODE_OPEN, "discarded: the file list opens");
}

Test(app, save_as_then_open_gives_the_same_game)
{
  char dir[] = "/tmp/hoshi-app-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  setenv("HOME", dir, 1);
  click("E5");
  click("C3");
  key(KEY_CHAR, 's', true);
  cr_assert_eq(a.mode, MODE_SAVE_AS);
  for (int i = 0; i < 20; i++)
    key(KEY_BACKSPACE, 0, false);
  type("lesson");
  key(KEY_ENTER, 0, false);
  char path[300];
  snprintf(path, sizeof path, "%s/lesson.sgf", dir);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.status);
  cr_expect_str_eq(a.path, path);
  cr_expect_not(a.dirty);
  /* A new game, then the saved one again. */
  key(KEY_CHAR, 'n', true);
  key(KEY_ENTER, 0, false);
  cr_expect_eq(stone("E5"), COLOR_EMPTY);
  cr_assert(app_open(&a, path), "%s", a.status);
  cr_expect_eq(stone("E5"), COLOR_BLACK);
  cr_expect_eq(stone("C3"), COLOR_WHITE);
  cr_expect_eq(game_move_number(&a.game), 2);
  unlink(path);
  rmdir(dir);
}

Test(app, a_malformed_file_keeps_the_game_and_says_where)
{
  click("E5");
  char path[512];
  snprintf(path, sizeof path, "%s/sgf/malformed.sgf", getenv("HOSHI_TEST_DATA"));
  cr_expect_not(app_open(&a, path));
  cr_expect(a.status_error);
  cr_expect(strstr(a.status, "malformed.sgf:2:3:"), "line and column: %s", a.status);
  cr_expect_eq(stone("E5"), COLOR_BLACK, "the game on the board stays");
  cr_expect(a.dirty, "and is still unsaved");
}

Test(app, the_view_shows_the_preview_only_where_a_move_is_legal)
{
  click("E5");
  ui_input move = {.kind = INPUT_MOTION, .on_board = true, .x = 4, .y = 4};
  cr_expect(app_input(&a, &move), "a new point under the mouse redraws");
  cr_expect_not(app_input(&a, &move), "the same point does not");
  ui_view v;
  app_view(&a, &v);
  cr_expect_eq(v.ghost_x, -1, "E5 is occupied: no preview");
  move.x = 5;
  app_input(&a, &move);
  app_view(&a, &v);
  cr_expect_eq(v.ghost_x, 5);
  cr_expect_eq(v.ghost_color, COLOR_WHITE);
  cr_expect_eq(v.last_x, 4, "the last move is E5");
}

/* The README lists every key the window knows, as F1 and --keys do. */
Test(app, the_readme_lists_every_key)
{
  char path[512];
  snprintf(path, sizeof path, "%s/../../README.md", getenv("HOSHI_TEST_DATA"));
  FILE *f = fopen(path, "r");
  cr_assert_not_null(f, "%s", path);
  static char text[1 << 20];
  size_t n = fread(text, 1, sizeof text - 1, f);
  fclose(f);
  text[n] = 0;
  size_t count;
  const app_key *k = app_keys(&count);
  for (size_t i = 0; i < count; i++) {
    char row[256];
    snprintf(row, sizeof row, "| %s | %s |", k[i].keys, k[i].action);
    cr_expect(strstr(text, row), "README has no row '%s'", row);
  }
}
