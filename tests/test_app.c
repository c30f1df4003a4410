/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The application's state machine without a window: inputs in, game and
 * view out. Positions are checked as ASCII boards. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app_driver.h"
#include "files.h"

static app a;

static void setup(void)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
}

static void teardown(void) { app_deinit(&a); }

TestSuite(app, .init = setup, .fini = teardown);

static void key(enum input_key k, char ch, bool ctrl) { drive_key(&a, k, ch, ctrl); }

static void type(const char *text) { drive_text(&a, text); }

/* Clicks the intersection of a GTP vertex ("C7"); the stone seen there. */
static void click(const char *vertex) { drive_click(&a, vertex); }
static enum color stone(const char *vertex) { return stone_at(&a, vertex); }

Test(app, clicks_play_alternately_and_an_occupied_point_is_refused_in_words)
{
  click("C7");
  click("G3");
  cr_expect_eq(stone("C7"), COLOR_BLACK);
  cr_expect_eq(stone("G3"), COLOR_WHITE);
  cr_expect(a.dirty);
  click("C7");
  cr_expect(a.status.error);
  cr_expect(strstr(a.status.text, "already a stone"), "%s", a.status.text);
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
  cr_expect(strstr(a.status.text, "Ko"), "%s", a.status.text);
  cr_expect_eq(stone("B8"), COLOR_EMPTY);
}

Test(app, two_passes_end_the_game_and_undo_resumes_it)
{
  click("E5");
  key(KEY_CHAR, 'p', false);
  cr_expect_not(a.play.ended);
  key(KEY_CHAR, 'p', false);
  cr_expect(a.play.ended);
  cr_expect_eq(a.mode, MODE_SCORE, "two passes open the scoring screen");
  click("D4");
  cr_expect(strstr(a.status.text, "empty"), "scoring: a click on an empty point says why: %s",
            a.status.text);
  key(KEY_ESCAPE, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  click("D4");
  cr_expect(a.status.error, "no move after the end");
  cr_expect_eq(stone("D4"), COLOR_EMPTY);
  key(KEY_CHAR, 'z', true);
  cr_expect_not(a.play.ended);
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
  cr_expect(a.play.ended);
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
  while (strcmp(rules_id(rules_all(&(size_t){0})[a.form.rules]), "chinese") != 0)
    key(KEY_RIGHT, 0, false);
  to_field(FIELD_HANDICAP);
  key(KEY_RIGHT, 0, false);
  key(KEY_RIGHT, 0, false);
  to_field(FIELD_PLACEMENT);
  key(KEY_RIGHT, 0, false);
  key(KEY_ENTER, 0, false);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.form.message);
  cr_expect_eq(a.play.placing, 2);
  click("E5");
  click("C3");
  cr_expect_eq(a.play.placing, 0);
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

/* The dialog offers the game's own choices again: a komi that is not its
 * rules' default stays; the default follows the rules. */
Test(app, the_new_game_dialog_offers_the_games_komi_again)
{
  to_field(FIELD_KOMI);
  clear_field();
  type("-3");
  key(KEY_ENTER, 0, false);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.form.message);
  cr_assert_eq(a.game.komi, -3);
  to_field(FIELD_KOMI);
  cr_expect_str_eq(a.form.komi, "-3");
  key(KEY_ESCAPE, 0, false);
  to_field(FIELD_RULES);
  key(KEY_RIGHT, 0, false);
  cr_expect_str_eq(a.form.komi, "-3", "typed by the user: the rules do not change it");
  key(KEY_ENTER, 0, false);
  to_field(FIELD_RULES);
  while (strcmp(rules_id(rules_all(&(size_t){0})[a.form.rules]), "japanese") != 0)
    key(KEY_RIGHT, 0, false);
  to_field(FIELD_KOMI);
  clear_field();
  type("6.5");
  key(KEY_ENTER, 0, false);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.form.message);
  to_field(FIELD_RULES);
  while (strcmp(rules_id(rules_all(&(size_t){0})[a.form.rules]), "chinese") != 0)
    key(KEY_RIGHT, 0, false);
  cr_expect_str_eq(a.form.komi, "7.5", "the default komi follows the rules");
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
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.status.text);
  cr_expect_str_eq(a.path, path);
  cr_expect_not(a.dirty);
  /* A new game, then the saved one again. */
  key(KEY_CHAR, 'n', true);
  key(KEY_ENTER, 0, false);
  cr_expect_eq(stone("E5"), COLOR_EMPTY);
  cr_assert(app_open(&a, path), "%s", a.status.text);
  cr_expect_eq(stone("E5"), COLOR_BLACK);
  cr_expect_eq(stone("C3"), COLOR_WHITE);
  cr_expect_eq(game_move_number(&a.game), 2);
  unlink(path);
  rmdir(dir);
}

/* Ctrl+S writes the record as any document is written: mode 0644 under
 * umask 022 for a new file (not the 0600 of a private temporary file), and
 * an existing file keeps its own mode. */
Test(app, ctrl_s_saves_with_the_umask_mode_and_keeps_an_existing_mode)
{
  char dir[] = "/tmp/hoshi-app-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  mode_t old = umask(022);
  char path[300];
  snprintf(path, sizeof path, "%s/game.sgf", dir);
  click("E5");
  cr_assert(app_save(&a, path), "%s", a.status.text);
  click("C3");
  key(KEY_CHAR, 's', true); /* Ctrl+S: saved again, to the same file */
  cr_expect_not(a.dirty, "%s", a.status.text);
  struct stat st;
  cr_assert_eq(stat(path, &st), 0);
  cr_expect_eq(st.st_mode & 0777, 0644u, "mode %o", (unsigned)(st.st_mode & 0777));
  cr_assert_eq(chmod(path, 0600), 0);
  click("D4");
  key(KEY_CHAR, 's', true);
  cr_assert_eq(stat(path, &st), 0);
  cr_expect_eq(st.st_mode & 0777, 0600u, "the file's own mode is kept");
  umask(old);
  unlink(path);
  rmdir(dir);
}

Test(app, a_malformed_file_keeps_the_game_and_says_where)
{
  click("E5");
  char path[512];
  snprintf(path, sizeof path, "%s/sgf/malformed.sgf", getenv("HOSHI_TEST_DATA"));
  cr_expect_not(app_open(&a, path));
  cr_expect(a.status.error);
  cr_expect(strstr(a.status.text, "malformed.sgf:2:3:"), "line and column: %s", a.status.text);
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

/* --- the scoring screen ------------------------------------------------------- */

/* A 9x9 game played by clicks to two passes:
 *     A B C D E F G H J
 *   9 . . . X . O . . .
 *   8 . . . X . O . . .     Black walls off A-C, White F-J; the E line is
 *   7 . . . X . O . . .     dame. White's B5 is left inside Black's area.
 *   6 . . . X . O . . .
 *   5 . O . X . O . . .     B5 dead: Japanese, Black 27 territory + 1
 *   4 . . . X . O . . .     prisoner = 28, White 27 + 6.5 = 33.5: W+5.5.
 *   3 . . . X . O . . .     Chinese: Black 9 + 27 = 36, White 9 + 27 + 6.5
 *   2 . . . X . O . . .     = 42.5: W+6.5. White placed one stone more:
 *   1 . . . X . O . . .     +1 for White in Chinese counting. */
static void play_walls_to_two_passes(void)
{
  for (int row = 9; row >= 1; row--) {
    char b[4], w[4];
    snprintf(b, sizeof b, "D%d", row);
    snprintf(w, sizeof w, "F%d", row);
    click(b);
    click(w);
  }
  key(KEY_CHAR, 'p', false); /* Black */
  click("B5");               /* White */
  key(KEY_CHAR, 'p', false);
  key(KEY_CHAR, 'p', false);
  cr_assert_eq(a.mode, MODE_SCORE, "%s", a.status.text);
}

/* Marks B5 dead or alive, whatever the estimate said. */
static void set_b5(bool dead)
{
  point b5 = board_point(&a.game.board, 1, 4);
  if ((a.scoring.dead[b5] != 0) != dead)
    click("B5");
  cr_assert_eq(a.scoring.dead[b5] != 0, dead);
}

Test(app, scoring_counts_side_by_side_and_a_click_toggles_a_group)
{
  play_walls_to_two_passes();
  set_b5(true);
  cr_expect_str_eq(a.scoring.count[0].result, "W+5.5");
  cr_expect_str_eq(a.scoring.count[1].result, "W+6.5");
  cr_expect_eq(a.scoring.count[0].side[COLOR_BLACK].prisoners, 1);
  set_b5(false);
  cr_expect(strstr(a.status.text, "alive"), "%s", a.status.text);
  cr_expect_eq(a.scoring.count[0].side[COLOR_BLACK].territory, 0, "B5 alive spoils the area");
  cr_expect_str_eq(a.scoring.count[0].result, "W+33.5");
  set_b5(true);

  ui_view v;
  app_view(&a, &v);
  cr_expect(v.table.shown);
  cr_expect_str_eq(v.table.head[0], "Japanese");
  cr_expect_str_eq(v.table.head[1], "Chinese");
  cr_expect(v.table.official[0] && !v.table.official[1]);
  cr_expect_str_eq(v.table.rows[7].label, "Result");
  cr_expect_str_eq(v.table.rows[7].cell[0][0], "W+5.5");
  cr_expect_str_eq(v.table.rows[0].cell[0][0], "-", "Japanese does not count stones");
  cr_expect_str_eq(v.table.rows[0].cell[1][0], "9");
  int b5 = view_index(&v, 1, 4), a9 = view_index(&v, 0, 0), e5 = view_index(&v, 4, 4);
  cr_expect(v.dead[b5]);
  cr_expect_eq(v.count[b5], COUNT_BLACK, "the dead stone's point is Black's territory");
  cr_expect_eq(v.count[a9], COUNT_BLACK);
  cr_expect_eq(v.count[e5], COUNT_DAME);
  cr_expect_eq(v.count[view_index(&v, 8, 8)], COUNT_WHITE);

  /* The Chinese view shades the areas, stones included. */
  key(KEY_CHAR, 'v', false);
  app_view(&a, &v);
  cr_expect_eq(v.shade[a9], COLOR_BLACK);
  cr_expect_eq(v.shade[view_index(&v, 3, 0)], COLOR_BLACK, "D9, a stone, is area");
  cr_expect_eq(v.shade[view_index(&v, 5, 0)], COLOR_WHITE);
  cr_expect_eq(v.shade[e5], COLOR_EMPTY);
  cr_expect_eq(v.count[a9], COUNT_NONE);
}

Test(app, scoring_reasons_light_up_their_points)
{
  play_walls_to_two_passes();
  set_b5(true);
  cr_assert_eq(a.scoring.n_reasons, 3);
  cr_expect_str_eq(a.scoring.reasons[0].text,
                   "White placed 1 more stone than Black: +1 for White in Chinese counting");
  cr_expect_str_eq(a.scoring.reasons[1].text, "9 dame: neutral, worth nothing in either count");
  cr_expect_str_eq(a.scoring.reasons[2].text,
                   "9 dame left unfilled: by the letter of J89 (Diagram 15) the stones next to "
                   "them live only in seki; Hoshi counts as though they were filled (art. 9)");
  key(KEY_DOWN, 0, false);
  key(KEY_DOWN, 0, false);
  cr_assert_eq(a.scoring.selected, 1);
  ui_view v;
  app_view(&a, &v);
  int lit = 0;
  for (int y = 0; y < 9; y++)
    for (int x = 0; x < 9; x++)
      lit += v.highlight[view_index(&v, x, y)];
  cr_expect_eq(lit, 9);
  for (int y = 0; y < 9; y++)
    cr_expect(v.highlight[view_index(&v, 4, y)], "E%d", 9 - y);
  bool selected_line = false;
  for (int i = 0; i < v.n_panel; i++)
    selected_line |= v.panel[i].selected && strstr(v.panel[i].text, "9 dame");
  cr_expect(selected_line);
  key(KEY_DOWN, 0, false);
  cr_expect_eq(a.scoring.selected, 2, "the unfilled dame: the same points");
  app_view(&a, &v);
  cr_expect(v.highlight[view_index(&v, 4, 0)]);
  key(KEY_DOWN, 0, false);
  cr_expect_eq(a.scoring.selected, -1, "past the last reason: none");
}

Test(app, scoring_columns_switch_and_demonstrations_step)
{
  play_walls_to_two_passes();
  set_b5(true);
  key(KEY_CHAR, '2', false); /* Chinese -> AGA */
  cr_expect_str_eq(rules_id(a.scoring.column[1]), "aga");
  key(KEY_CHAR, 'd', false);
  cr_assert_eq(a.scoring.demo, DEMO_JAPANESE);
  cr_assert_not_null(a.scoring.demo_data);
  int steps = a.scoring.demo_data->n_steps;
  for (int i = 0; i < steps + 2; i++)
    key(KEY_RIGHT, 0, false);
  cr_expect_eq(a.scoring.step, steps - 1, "Right stops at the last step");
  cr_expect_str_eq(a.scoring.demo_data->result, a.scoring.count[0].result,
                   "the last step equals the table");
  ui_view v;
  app_view(&a, &v);
  /* The points counted: a number a region, not one on every point. */
  int labels = 0, counted = 0;
  for (int i = 0; i < v.size * v.size; i++)
    if (v.mark[i] == MARK_LABEL) {
      labels++;
      counted += atoi(v.label[i]);
    }
  cr_expect_gt(labels, 0, "the points are counted");
  cr_expect_lt(labels, 6, "once a region");
  cr_expect_gt(counted, labels, "regions of several points");
  key(KEY_CHAR, 'd', false);
  key(KEY_CHAR, 'd', false);
  cr_expect_eq(a.scoring.demo, DEMO_FRENCH);
  cr_expect_str_eq(rules_id(a.scoring.column[1]), "french", "the table shows the French count");
  key(KEY_ESCAPE, 0, false);
  cr_expect_eq(a.scoring.demo, -1);
  cr_expect_eq(a.mode, MODE_SCORE, "Esc closes the demonstration first");
}

Test(app, accepting_records_result_territory_dead_stones_and_counts)
{
  char dir[] = "/tmp/hoshi-app-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  play_walls_to_two_passes();
  set_b5(true);
  key(KEY_ENTER, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect(a.dirty);
  cr_expect_str_eq(sgf_get(a.game.root, "RE"), "W+5.5");
  const sgf_node *end = game_current(&a.game);
  const sgf_prop *tb = sgf_find(end, "TB"), *tw = sgf_find(end, "TW"), *ma = sgf_find(end, "MA");
  cr_assert(tb && tw && ma);
  cr_expect_eq(tb->n_values, 27);
  cr_expect_eq(tw->n_values, 27);
  cr_expect_eq(ma->n_values, 1);
  cr_expect_str_eq(ma->values[0], "be");
  const char *c = sgf_get(a.game.root, "C");
  cr_assert_not_null(c);
  cr_expect(strstr(c, "Counted by Hoshi, 1 dead stone: B5"), "%s", c);
  cr_expect(strstr(c, "Japanese*"), "%s", c);
  cr_expect(strstr(c, "W+5.5") && strstr(c, "W+6.5"), "%s", c);
  /* Accepting again replaces the count rather than adding a second. */
  key(KEY_CHAR, 's', false);
  key(KEY_ENTER, 0, false);
  c = sgf_get(a.game.root, "C");
  cr_expect_null(strstr(strstr(c, "Counted by Hoshi") + 1, "Counted by Hoshi"), "%s", c);
  rmdir(dir);
}

Test(app, resuming_play_lets_the_opponent_of_the_asker_move_first)
{
  play_walls_to_two_passes();
  key(KEY_CHAR, 'r', false);
  cr_expect(a.scoring.asking_resume);
  key(KEY_CHAR, 'b', false); /* Black asks: White moves first */
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_not(a.play.ended);
  cr_expect_eq(game_to_move(&a.game), COLOR_WHITE);
  cr_expect_str_eq(sgf_get(game_current(&a.game), "PL"), "W");
  cr_expect_null(game_dead_marks(&a.game), "the marks are cleared");
  click("E5");
  cr_expect_eq(stone("E5"), COLOR_WHITE);
  key(KEY_CHAR, 'p', false);
  cr_expect_eq(a.mode, MODE_PLAY, "one pass after resuming does not end the game");
  key(KEY_CHAR, 'p', false);
  cr_expect_eq(a.mode, MODE_SCORE);
}

/* Black takes the ko, both pass, White retakes: the whole board repeats
 * (test_game_tree's record). Under Japanese rules N records no result. */
Test(app, a_repetition_may_end_without_result)
{
  char dir[] = "/tmp/hoshi-app-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[300];
  snprintf(path, sizeof path, "%s/ko.sgf", dir);
  write_file(path, "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]AB[ed][de][ef]AW[fd][ee][ge][ff]"
                   ";B[fe];W[];B[];W[ee])");
  key(KEY_CHAR, 'n', false);
  cr_expect(a.status.error, "no repetition in an empty game");
  cr_assert(app_open(&a, path), "%s", a.status.text);
  key(KEY_CHAR, 'n', false);
  cr_expect_str_eq(sgf_get(a.game.root, "RE"), "Void");
  cr_expect(a.play.ended);
  cr_expect(strstr(sgf_get(a.game.root, "C"), "J89 art. 12"));
  unlink(path);
  rmdir(dir);
}

/* One key as a hint line names it ("Esc", "Ctrl+Enter", "click outside",
 * "X"), as the input it stands for; false for a name not known here. */
static bool hint_key_input(const char *name, ui_input *in)
{
  static const struct {
    const char *name;
    enum input_key key;
  } named[] = {{"Esc", KEY_ESCAPE}, {"Enter", KEY_ENTER}, {"Tab", KEY_TAB},     {"Up", KEY_UP},
               {"Down", KEY_DOWN},  {"Left", KEY_LEFT},   {"Right", KEY_RIGHT}, {"F1", KEY_F1}};
  memset(in, 0, sizeof *in);
  in->kind = INPUT_KEY;
  if (strncmp(name, "Ctrl+", 5) == 0) {
    in->ctrl = true;
    name += 5;
  }
  if (strcasecmp(name, "click") == 0 || strcmp(name, "click outside") == 0) {
    /* A click on the board or on a dialog's row, else off the dialog. */
    in->kind = INPUT_CLICK;
    in->button = 1;
    in->on_board = !name[5];
    in->row = !name[5];
    in->outside = name[5] != 0;
    return true;
  }
  for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
    if (strcmp(name, named[i].name) == 0) {
      in->key = named[i].key;
      return true;
    }
  if (strlen(name) == 1 && ((*name >= 'A' && *name <= 'Z') || (*name >= '0' && *name <= '9'))) {
    in->key = KEY_CHAR;
    in->ch = (char)(*name >= 'A' && *name <= 'Z' ? *name - 'A' + 'a' : *name);
    return true;
  }
  return false;
}

/* Every key a hint line names is bound, in every mode of its row, to the
 * row's action: the hint is built from the table (keys_hint), so a hint
 * cannot name a key the mode does not answer. */
Test(app, every_key_a_hint_names_is_bound_in_its_modes)
{
  size_t count;
  const key_binding *k = keys_all(&count);
  int named = 0;
  for (size_t i = 0; i < count; i++) {
    if (!k[i].hint)
      continue;
    char keys[128];
    snprintf(keys, sizeof keys, "%s", k[i].hint);
    /* "Up, Down, Tab", "Up/Down": names between commas or slashes. */
    for (char *save = NULL, *name = strtok_r(keys, ",/", &save); name;
         name = strtok_r(NULL, ",/", &save)) {
      while (*name == ' ')
        name++;
      ui_input in;
      cr_assert(hint_key_input(name, &in), "hint '%s': the key '%s' is not known to the test",
                k[i].hint, name);
      for (int m = 0; m < MODE_COUNT; m++) {
        if (!(k[i].modes & KEY_MODE(m)))
          continue;
        int arg;
        const key_binding *found = keys_find((enum app_mode)m, &in, &arg);
        cr_expect(found && found->action == k[i].action,
                  "mode %d: '%s' (hint of '%s') does not reach its action", m, name, k[i].keys);
        named++;
      }
    }
  }
  cr_expect_gt(named, 10, "hardly any hint keys: is the hint column read?");
}

/* The hint lines built from the table read as they did when written by
 * hand (the buttons' names left to the buttons). */
Test(app, hints_are_built_from_the_key_table)
{
  char out[256];
  const key_hint_part play[] = {{ACT_HELP, "keys"}, {ACT_ESCAPE, "play"}};
  keys_hint(MODE_PLAY, play, 2, out, sizeof out);
  cr_expect_str_eq(out, "F1: keys - Esc: play");
  keys_hint(MODE_PLAY, play, 1, out, sizeof out);
  cr_expect_str_eq(out, "F1: keys");
  const key_hint_part explain[] = {{ACT_HELP, "keys"}, {ACT_EXPLAIN, NULL}, {ACT_ESCAPE, "close"}};
  keys_hint(MODE_SCORE, explain, 3, out, sizeof out);
  cr_expect_str_eq(out, "F1: keys - X or Esc: close");
  const key_hint_part to_board[] = {{ACT_HELP, "keys"}, {ACT_ESCAPE, "the board"}};
  keys_hint(MODE_GUESS, to_board, 2, out, sizeof out);
  cr_expect_str_eq(out, "F1: keys - Esc: the board");
  const key_hint_part prompt[] = {{ACT_ACCEPT, "use it"}, {ACT_CANCEL, "close"}};
  keys_hint(MODE_PROMPT, prompt, 2, out, sizeof out);
  cr_expect_str_eq(out, "Enter: use it - Esc or click outside: close");
  const key_hint_part info[] = {
      {ACT_FIELD, NULL}, {ACT_ROW, "field"}, {ACT_ACCEPT, "keep"}, {ACT_CANCEL, "close"}};
  keys_hint(MODE_INFO, info, 4, out, sizeof out);
  cr_expect_str_eq(out,
                   "Up, Down, Tab or click: field - Enter: keep - Esc or click outside: close");
  const key_hint_part problem[] = {{ACT_CLICK, "answer"},
                                   {ACT_TRY_AGAIN, "take back"},
                                   {ACT_SHOW_ANSWER, "the answer"},
                                   {ACT_ESCAPE, "the board"}};
  keys_hint(MODE_PROBLEM, problem, 4, out, sizeof out);
  cr_expect_str_eq(out, "Click: answer - Ctrl+Z: take back - V: the answer - Esc: the board");
  const key_hint_part guess[] = {
      {ACT_CLICK, "guess"}, {ACT_PASS, "pass"}, {ACT_STEP, "show it"}, {ACT_ESCAPE, "the board"}};
  keys_hint(MODE_GUESS, guess, 4, out, sizeof out);
  cr_expect_str_eq(out, "Click: guess - P: pass - Right: show it - Esc: the board");
  /* A mode without the action's keys: the part is left out, not invented. */
  keys_hint(MODE_PROMPT, play, 2, out, sizeof out);
  cr_expect_str_eq(out, "");
}

/* The scoring screen's hint lines, built from the table, read word for
 * word as they were written by hand. */
Test(app, the_scoring_screens_hints_read_as_before)
{
  ui_view v;
  app_view(&a, &v);
  cr_expect_str_eq(v.hint_short, "F1: keys");
  key(KEY_CHAR, 's', false);
  cr_assert_eq(a.mode, MODE_SCORE);
  app_view(&a, &v);
  cr_expect_str_eq(v.hint, "Click: dead/alive - Up/Down: reasons - X: explain - V: view - D: "
                           "demonstrations - 1, 2: columns - Q: quiz - Enter: accept - R: "
                           "resume - Esc");
  cr_expect_str_eq(v.hint_short, "F1: keys - Enter: accept - X: explain");
  key(KEY_CHAR, 'd', false);
  app_view(&a, &v);
  cr_assert(a.scoring.demo >= 0 && a.scoring.demo_data, "D starts a demonstration");
  cr_expect_str_eq(v.hint, "Right, Left: steps - D: next method - Esc: close");
  cr_expect_str_eq(v.hint_short, "F1: keys - Right, Left: steps - Esc: close");
}

/* The manual's table of keys (docs/keys.md, written by hoshi
 * --keys=markdown) holds every key of the table, in its group. */
Test(app, the_manual_lists_every_key)
{
  const char *text = read_doc("keys.md");
  size_t count;
  const key_binding *k = keys_all(&count);
  for (size_t i = 0; i < count; i++) {
    char row[256];
    snprintf(row, sizeof row, "| %s | %s |", k[i].keys, k[i].help);
    const char *at = strstr(text, row);
    cr_expect(at, "docs/keys.md has no row '%s': ./build/hoshi --keys=markdown writes it", row);
    /* Under its group's heading: the last heading before it. */
    const char *heading = NULL;
    for (const char *h = strstr(text, "\n## "); h && at && h < at; h = strstr(h + 1, "\n## "))
      heading = h + 4;
    char want[96];
    snprintf(want, sizeof want, "%s\n", keys_group_title(k[i].group));
    cr_expect(!at || (heading && strncmp(heading, want, strlen(want)) == 0),
              "docs/keys.md: '%s' is not under '%s'", k[i].keys, want);
  }
}

/* Move numbers on the board count a move held by the root node. */
Test(app, a_move_in_the_root_is_numbered_one_on_the_board)
{
  const char *text = "(;GM[1]FF[4]SZ[9]B[ee];W[cc];B[gg])";
  sgf_collection *c = sgf_parse(text, strlen(text), NULL);
  cr_assert_not_null(c);
  hoshi_error why = {0};
  cr_assert(game_load(&a.game, c, 0, NULL, &why), "%s", why.message);
  cr_assert(game_last(&a.game));
  cr_assert_eq(game_move_number(&a.game), 3);
  a.settings.numbers = true;
  ui_view v;
  app_view(&a, &v);
  cr_expect_eq(v.number[view_index(&v, 4, 4)], 1, "E5");
  cr_expect_eq(v.number[view_index(&v, 2, 2)], 2, "C7");
  cr_expect_eq(v.number[view_index(&v, 6, 6)], 3, "G3");
}

/* hoshi --keys lists the keys group by group, under a title line ending
 * in a colon and after an empty line, and starts every description in
 * column 33: keys too long for their column stand on a line of their own,
 * the description under it. */
Test(app, keys_text_descriptions_share_one_column)
{
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  cr_assert(keys_print(out, "text"));
  fclose(out);
  size_t count;
  keys_all(&count);
  size_t lines = 0, long_keys = 0, titles = 0;
  for (char *line = text, *end; *line; line = end + 1) {
    end = strchr(line, '\n');
    cr_assert_not_null(end);
    char *next = end + 1;
    size_t n = (size_t)(end - line);
    if (n == 0)
      continue;
    if (line[n - 1] == ':' && !strchr(line, ' ')) {
      titles++;
      continue;
    }
    if (line[n - 1] == ':' && n < 32) { /* a title of words: "The window:" */
      titles++;
      continue;
    }
    lines++;
    if (strncmp(next, "                                 ", 33) == 0) {
      cr_expect_gt(n, 32, "a key on its own line is too long for its column: %.*s", (int)n, line);
      cr_expect_neq(next[33], ' ');
      long_keys++;
      end = strchr(next, '\n');
      cr_assert_not_null(end);
      continue;
    }
    cr_expect(n > 33 && line[32] == ' ' && line[33] != ' ',
              "the description does not start in column 33: %.*s", (int)n, line);
  }
  cr_expect_eq(lines, count, "a line (or two) for each key");
  cr_expect_eq(titles, GROUP_COUNT, "a title for each group");
  cr_expect_geq(long_keys, 1, "the panel's scrolling keys are longer than the column");
  free(text);
}

/* F1 lists every key of the table, under its group's title, and the
 * screen's own group first (issue 30). */
Test(app, f1_lists_every_key_under_its_group)
{
  size_t count;
  const key_binding *k = keys_all(&count);
  for (int from = 0; from < 2; from++) {
    if (from == 1) {
      key(KEY_CHAR, 's', false);
      cr_assert_eq(a.mode, MODE_SCORE);
    }
    key(KEY_F1, 0, false);
    cr_assert_eq(a.mode, MODE_HELP);
    ui_view v;
    app_view(&a, &v);
    cr_assert(v.overlay.shown && v.overlay.list);
    cr_assert(v.overlay.rows[0].heading);
    cr_expect_str_eq(v.overlay.rows[0].label,
                     keys_group_title(from ? GROUP_SCORING : GROUP_PLAYING));
    int headings = 0;
    for (int i = 0; i < v.overlay.n_rows; i++)
      headings += v.overlay.rows[i].heading;
    cr_expect_eq(headings, GROUP_COUNT);
    cr_expect_eq((size_t)(v.overlay.n_rows - headings), count, "every key, once");
    for (size_t i = 0; i < count; i++) {
      bool found = false;
      for (int r = 0; r < v.overlay.n_rows && !found; r++)
        found = !v.overlay.rows[r].heading && strcmp(v.overlay.rows[r].value, k[i].help) == 0 &&
                strstr(k[i].keys, v.overlay.rows[r].label);
      cr_expect(found, "F1 lacks \"%s\"", k[i].keys);
    }
    key(KEY_ESCAPE, 0, false);
  }
}

/* The scoring screen's line of difference, as the panel shows it. */
static const char *difference_line(void)
{
  static ui_view v;
  app_view(&a, &v);
  for (int i = 0; i < v.n_panel; i++)
    if (v.panel[i].block == BLOCK_DIFFERENCE)
      return v.panel[i].text;
  return "";
}

/* An empty board, and a board whose every empty point is dame, say so in
 * a sentence before anything else (issue 30). */
Test(app, an_empty_or_all_dame_board_says_so)
{
  key(KEY_CHAR, 's', false);
  cr_assert_eq(a.mode, MODE_SCORE);
  cr_expect_str_eq(difference_line(),
                   "The board is empty: every point is dame, so only komi counts.");
  static ui_view v;
  app_view(&a, &v);
  for (int i = 0; i < v.size * v.size; i++)
    cr_expect_eq(v.count[i], 0, "no dame cross on an empty board (point %d)", i);
  key(KEY_ESCAPE, 0, false);
  /* Rows of stones of both colours, an empty row between each two: every
   * empty point touches both colours. Marked with no dead stone. */
  const char *text = "(;GM[1]FF[4]SZ[5]AB[aa][ca][ea][bc][dc][ae][ce][ee]"
                     "AW[ba][da][ac][cc][ec][be][de]PL[B])";
  sgf_collection *c = sgf_parse(text, strlen(text), NULL);
  cr_assert_not_null(c);
  hoshi_error why = {0};
  cr_assert(game_load(&a.game, c, 0, NULL, &why), "%s", why.message);
  cr_assert(game_set_dead(&a.game, NULL, 0));
  key(KEY_CHAR, 's', false);
  cr_assert_eq(a.mode, MODE_SCORE);
  const char *said = difference_line();
  cr_expect(strstr(said, "No territory: every empty point is dame. ") == said, "%s", said);
  static ui_view w;
  app_view(&a, &w);
  cr_expect_eq(w.count[1 * 5 + 0], COUNT_DAME, "A4 is dame, and marked so");
}

/* --- issue 42, the smaller defects --------------------------------------------------------- */

/* A lesson on 13x13 (docs/examples/first-lesson.sgf, shortened):
 *      A B C D E
 *  13  . . . . O
 *  12  X X X X O
 *  11  O O O O O
 * B13 and A13 are in the record; following one by a click changes nothing
 * (review 5), and the block of the last new game goes with the game it
 * described (review 4). */
Test(app,
     following_the_record_by_a_click_changes_nothing_and_an_opened_file_drops_the_last_new_game)
{
  char dir[] = "/tmp/hoshi-app-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[300];
  snprintf(path, sizeof path, "%s/lesson.sgf", dir);
  write_file(path, "(;GM[1]FF[4]SZ[13]KM[6.5]AB[ab][bb][cb][db][da]AW[ac][bc][cc][dc][ec][eb][ea]"
                   "PL[B]C[Black to play and live.](;B[ba]C[Correct.])(;B[aa]C[Wrong.];W[ba]))");
  snprintf(a.remembered, sizeof a.remembered, "%s", "9x9 board, clock 10m+5x30s");
  cr_assert(app_open(&a, path), "%s", a.status.text);
  cr_expect_str_eq(a.remembered, "", "the last new game's block goes with its game");
  cr_expect(!a.dirty);
  click("B13");
  cr_expect_eq(stone("B13"), COLOR_BLACK);
  cr_expect(!a.dirty, "B13 is the record's own answer: nothing changed");
  key(KEY_LEFT, 0, false);
  click("A13");
  cr_expect(!a.dirty, "nor the other variation");
  click("B13"); /* White's reply, in the record too */
  cr_expect(!a.dirty);
  click("C13"); /* a new move */
  cr_expect(a.dirty, "a move the record does not have changes it");
  unlink(path);
  rmdir(dir);
}

/* --- issue 45: why the estimate keeps stones ------------------------------------------------ */

/* goban:game_beta_17150 (test_dead_readings.c): Black's snapback at A9
 * takes White's A8 B8 A7 B7, and White's throw-in takes back. The scoring
 * screen says why the estimate keeps them: alive under J89, unfinished
 * under area rules. */
static void beta_17150(const char *rule_set)
{
  char text[800];
  snprintf(text, sizeof text,
           "(;GM[1]FF[4]SZ[9]RU[%s]KM[6.5]"
           "AB[ba][cb][gb][ib][cc][gc][hc][ad][bd][cd][ed][fd][hd][ce][fe][cf][cg][dg][eg][fg][gg]"
           "[hg][ch][eh][ih][ci][ei][fi]"
           "AW[ca][da][ga][ha][ab][bb][db][fb][hb][ac][bc][dc][ec][fc][dd][gd][de][ee][he][df][ef]"
           "[ff][gf][hf][if][ig][fh][gh][hh][gi][hi]PL[B])",
           rule_set);
  sgf_collection *c = sgf_parse(text, strlen(text), NULL);
  cr_assert_not_null(c);
  hoshi_error why = {0};
  cr_assert(game_load(&a.game, c, 0, NULL, &why), "%s", why.message);
  key(KEY_CHAR, 's', false);
  cr_assert_eq(a.mode, MODE_SCORE);
  point a8 = board_point(&a.game.board, 0, 1);
  cr_expect_not(a.scoring.dead[a8], "A8 kept");
}

/* The panel's line that starts with text, or NULL. */
static const char *panel_line(const char *text)
{
  static ui_view v;
  app_view(&a, &v);
  for (int i = 0; i < v.n_panel; i++)
    if (strncmp(v.panel[i].text, text, strlen(text)) == 0)
      return v.panel[i].text;
  return NULL;
}

Test(app, the_scoring_screen_says_why_the_estimate_keeps_stones_a_snapback_takes)
{
  beta_17150("Japanese");
  const char *said = panel_line("Alive by J89");
  cr_assert_not_null(said, "no line says why: %s", a.status.text);
  cr_expect_str_eq(said,
                   "Alive by J89 art. 7: White's A8 (4 stones): taking them lets White take back.");
  click("A8"); /* marked dead: the marks are the person's now */
  cr_expect_null(panel_line("Alive by J89"));
  key(KEY_ESCAPE, 0, false);
  beta_17150("Chinese");
  said = panel_line("Unfinished");
  cr_assert_not_null(said);
  cr_expect_str_eq(said,
                   "Unfinished: White's A8 (4 stones): taking them lets White take back; play "
                   "it out or click them.");
}
