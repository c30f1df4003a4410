/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A lesson prepared in Hoshi alone (issue 21), driven as a person would
 * without a window: a problem set up by clicks and drags, markup, a
 * comment written with accents, variations walked, promoted and deleted,
 * the game information edited, and all of it saved and read back.
 * Positions are checked as ASCII boards. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/panel.h"
#include "app_driver.h"
#include "diagram.h"
#include "files.h"

static app a;

static void setup(void)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
}

static void teardown(void) { app_deinit(&a); }

TestSuite(lesson, .init = setup, .fini = teardown);

static void press(enum input_key k, char ch, bool ctrl, bool shift)
{
  ui_input in = {.kind = INPUT_KEY, .key = k, .ch = ch, .ctrl = ctrl, .shift = shift};
  app_input(&a, &in);
}

static void letter(char ch) { press(KEY_CHAR, ch, false, false); }

static void type(const char *text) { drive_text(&a, text); }

static void click(const char *vertex) { drive_click(&a, vertex); }
static enum color stone(const char *vertex) { return stone_at(&a, vertex); }

/* Press on one point, move over the others with the button held, release
 * on the last. */
static void drag(const char *const *vertices, int n)
{
  click(vertices[0]);
  for (int i = 1; i < n; i++) {
    ui_input in = {.kind = INPUT_MOTION, .on_board = true, .held = true};
    vertex_xy(&a, vertices[i], &in.x, &in.y);
    app_input(&a, &in);
  }
  ui_input up = {.kind = INPUT_RELEASE, .button = 1, .on_board = true};
  vertex_xy(&a, vertices[n - 1], &up.x, &up.y);
  app_input(&a, &up);
}

static void expect(const char *diagram) { expect_board(&a.game.board, diagram); }

static point pt(const char *vertex) { return at(&a.game.board, vertex); }

/* --- setup ------------------------------------------------------------------------- */

Test(lesson, a_problem_is_set_up_by_clicks_and_drags_on_an_empty_board)
{
  click("E5"); /* a game with a move: the new problem replaces it */
  press(KEY_CHAR, 'n', true, true);
  cr_assert_eq(a.mode, MODE_CONFIRM, "the move would be lost: asked first");
  letter('d');
  cr_assert_eq(a.mode, MODE_PLAY);
  cr_assert_eq(a.play.tools.tool, TOOL_BLACK, "a new problem starts with add Black in hand");
  const char *row[] = {"C4", "D4", "E4"};
  drag(row, 3);
  letter('w');
  click("C5");
  click("D5");
  click("E5");
  letter('x');
  click("D4");
  expect(". . . . . . . . ."
         ". . . . . . . . ."
         ". . . . . . . . ."
         ". . . . . . . . ."
         ". . O O O . . . ."
         ". . X . X . . . ."
         ". . . . . . . . ."
         ". . . . . . . . ."
         ". . . . . . . . .");
  cr_assert_eq(game_move_number(&a.game), 0, "setting up plays no move");
  cr_assert_eq(a.game.depth, 1, "on an empty game the root holds the setup");
  cr_assert_not_null(sgf_get(a.game.root, "AB"));
  cr_assert_not_null(sgf_get(a.game.root, "AW"));
  cr_assert(a.dirty);
  letter('f');
  cr_assert_eq(game_to_move(&a.game), COLOR_WHITE, "F: White plays next (PL)");
  cr_assert_str_eq(sgf_get(a.game.root, "PL"), "W");
  press(KEY_ESCAPE, 0, false, false);
  click("D4");
  cr_assert_eq(stone("D4"), COLOR_WHITE, "back to play: White's move");
}

Test(lesson, a_setup_after_a_move_goes_into_a_child_and_captures_nothing)
{
  click("E5");
  sgf_node *move = game_current(&a.game);
  letter('w');
  click("D5");
  click("F5");
  click("E6");
  click("E4");
  cr_assert_eq(stone("E5"), COLOR_BLACK, "a stone without liberties stays: no capture in setup");
  cr_assert_eq(game_current(&a.game)->parent, move, "the setup is a child of the move");
  cr_assert_not_null(sgf_get(move, "B"));
  cr_assert_null(sgf_get(move, "AW"), "setup and move never share a node (FF[4])");
  cr_assert_not_null(sgf_get(game_current(&a.game), "AW"));
  press(KEY_CHAR, 'x', false, true);
  expect(". . . . . . . . ."
         ". . . . . . . . ."
         ". . . . . . . . ."
         ". . . . . . . . ."
         ". . . . . . . . ."
         ". . . . . . . . ."
         ". . . . . . . . ."
         ". . . . . . . . ."
         ". . . . . . . . .");
}

/* --- markup ------------------------------------------------------------------------ */

Test(lesson, arrows_lines_labels_and_dimmed_points_are_placed_by_mouse)
{
  click("D4");
  letter('7');
  const char *arrow[] = {"E5", "F6", "G7"};
  drag(arrow, 3);
  letter('8');
  click("B2");
  click("F2");
  game_line lines[4];
  cr_assert_eq(game_lines(&a.game, lines, 4), 2);
  cr_assert(lines[0].arrow);
  cr_assert_not(lines[1].arrow);
  int x, y;
  vertex_xy(&a, "G7", &x, &y);
  cr_assert_eq(lines[0].x2, x);
  cr_assert_eq(lines[0].y2, y);
  letter('l');
  cr_assert_eq(a.mode, MODE_PROMPT, "L asks for the label's text");
  type("é1");
  press(KEY_ENTER, 0, false, false);
  cr_assert_eq(a.mode, MODE_PLAY);
  click("G3");
  char label[GAME_LABEL_LEN];
  vertex_xy(&a, "G3", &x, &y);
  cr_assert_eq(game_mark_at(&a.game, x, y, label, sizeof label), GAME_MARK_LABEL);
  cr_assert_str_eq(label, "é1");
  letter('9');
  click("D4");
  uint8_t dim[BOARD_MAX_POINTS];
  cr_assert_eq(game_dimmed(&a.game, dim), 1);
  cr_assert(dim[pt("D4")]);
  /* What the window is told to draw. */
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  cr_assert_eq(v->n_lines, 2);
  vertex_xy(&a, "D4", &x, &y);
  cr_assert(v->dimmed[view_index(v, x, y)]);
  vertex_xy(&a, "G3", &x, &y);
  cr_assert_str_eq(v->label[view_index(v, x, y)], "é1");
  free(v);
  /* The same arrow again takes it away. */
  letter('7');
  drag(arrow, 3);
  cr_assert_eq(game_lines(&a.game, lines, 4), 1);
}

/* --- comments ---------------------------------------------------------------------- */

Test(lesson, a_comment_is_written_in_place_with_line_breaks_and_accents)
{
  click("D4");
  press(KEY_CHAR, 'e', true, false);
  cr_assert_eq(a.mode, MODE_COMMENT);
  cr_assert(app_wants_text(&a));
  type("Black lives?");
  press(KEY_ENTER, 0, false, false);
  type("Élève : noir joue C6.");
  press(KEY_LEFT, 0, false, false); /* before the full stop */
  press(KEY_BACKSPACE, 0, false, false);
  type("7");
  press(KEY_ENTER, 0, true, false);
  cr_assert_eq(a.mode, MODE_PLAY);
  cr_assert_str_eq(game_comment(&a.game), "Black lives?\nÉlève : noir joue C7.");
  cr_assert(a.dirty);
  /* Shown whole, one line per paragraph. */
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  int found = 0;
  for (int i = 0; i < v->n_panel; i++)
    found += strcmp(v->panel[i].text, "Black lives?") == 0 ||
             strcmp(v->panel[i].text, "Élève : noir joue C7.") == 0;
  cr_assert_eq(found, 2, "both lines of the comment are in the panel");
  free(v);
  /* A click on the comment edits it again; Esc keeps what was typed. */
  ui_input in = {.kind = INPUT_CLICK, .button = 1, .panel_click = CLICK_COMMENT};
  app_input(&a, &in);
  cr_assert_eq(a.mode, MODE_COMMENT);
  press(KEY_CHAR, 'a', true, false);
  type("Seki.");
  press(KEY_ESCAPE, 0, false, false);
  cr_assert_str_eq(game_comment(&a.game), "Seki.");
}

/* The hint while writing says "F1: keys": F1 shows them, and any key goes
 * back to the comment as it was, still being written. */
Test(lesson, f1_while_writing_a_comment_shows_the_keys_and_comes_back)
{
  click("D4");
  press(KEY_CHAR, 'e', true, false);
  type("Black lives");
  cr_assert_eq(a.mode, MODE_COMMENT);
  press(KEY_F1, 0, false, false);
  cr_assert_eq(a.mode, MODE_HELP, "F1 shows the keys");
  press(KEY_ESCAPE, 0, false, false);
  cr_assert_eq(a.mode, MODE_COMMENT, "back to the comment being written");
  type("?");
  press(KEY_ENTER, 0, true, false);
  cr_assert_str_eq(game_comment(&a.game), "Black lives?");
}

Test(lesson, a_long_comment_is_shown_whole)
{
  char text[3000] = "";
  for (int i = 0; i < 60; i++)
    strcat(text, i % 10 == 9 ? "word\n" : "lesson word ");
  cr_assert(game_set_comment(&a.game, text));
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  size_t shown = 0;
  for (int i = 0; i < v->n_panel; i++)
    if (strstr(v->panel[i].text, "lesson") || strstr(v->panel[i].text, "word"))
      shown += strlen(v->panel[i].text);
  /* Every word is in some line: only the line breaks are not counted. */
  cr_assert_geq(shown + 6, strlen(text), "shown %zu of %zu bytes", shown, strlen(text));
  free(v);
}

/* --- the tree ---------------------------------------------------------------------- */

static void play_line(const char *const *moves, int n)
{
  for (int i = 0; i < n; i++)
    click(moves[i]);
}

Test(lesson, variations_are_marked_gone_to_promoted_and_deleted)
{
  const char *main_line[] = {"D4", "F6", "C6", "G4"};
  play_line(main_line, 4);
  letter('g');
  cr_assert_eq(a.mode, MODE_PROMPT);
  type("1");
  press(KEY_ENTER, 0, false, false);
  cr_assert_eq(game_move_number(&a.game), 1);
  const char *other[] = {"E6", "E5"};
  play_line(other, 2); /* a variation at move 2 */
  press(KEY_HOME, 0, false, false);
  press(KEY_RIGHT, 0, false, false);
  /* At move 1 the next move has two alternatives, A and B on the board. */
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  int x, y;
  vertex_xy(&a, "F6", &x, &y);
  cr_assert_eq(v->next[view_index(v, x, y)], COLOR_WHITE);
  cr_assert_str_eq(v->next_label[view_index(v, x, y)], "A");
  vertex_xy(&a, "E6", &x, &y);
  cr_assert_str_eq(v->next_label[view_index(v, x, y)], "B");
  letter('v');
  app_view(&a, v);
  cr_assert_eq(v->next[view_index(v, x, y)], 0, "V turns the marks off");
  cr_assert_not(a.settings.variations);
  free(v);
  /* Onto the variation and make it the main line. */
  press(KEY_RIGHT, 0, false, false);
  press(KEY_DOWN, 0, false, false);
  cr_assert_eq(stone("E6"), COLOR_WHITE);
  press(KEY_UP, 0, true, false);
  game_next next[4];
  game_goto_move(&a.game, 1);
  cr_assert_eq(game_next_moves(&a.game, next, 4), 2);
  cr_assert_eq(next[0].move, pt("E6"), "the promoted move comes first");
  cr_assert(a.dirty);
  /* Delete it again: asked first. */
  press(KEY_RIGHT, 0, false, false);
  cr_assert_eq(stone("E6"), COLOR_WHITE);
  press(KEY_DELETE, 0, true, false);
  cr_assert_eq(a.mode, MODE_CONFIRM);
  letter('n');
  cr_assert_eq(game_move_number(&a.game), 2, "No: nothing deleted");
  cr_assert_eq(game_next_moves(&a.game, NULL, 0), 1, "E5 still follows");
  press(KEY_DELETE, 0, true, false);
  letter('y');
  cr_assert_eq(a.mode, MODE_PLAY);
  cr_assert_eq(game_move_number(&a.game), 1);
  cr_assert_eq(game_next_moves(&a.game, next, 4), 1);
  cr_assert_eq(next[0].move, pt("F6"));
}

Test(lesson, go_to_move_refuses_a_number_past_the_end)
{
  const char *moves[] = {"D4", "F6"};
  play_line(moves, 2);
  letter('g');
  press(KEY_CHAR, 'a', true, false);
  type("7");
  press(KEY_ENTER, 0, false, false);
  cr_assert_eq(a.mode, MODE_PROMPT, "stays open");
  cr_assert(strstr(a.prompt.message, "0 to 2"), "%s", a.prompt.message);
  press(KEY_ESCAPE, 0, false, false);
  cr_assert_eq(a.mode, MODE_PLAY);
  cr_assert_eq(game_move_number(&a.game), 2);
}

/* --- game information ---------------------------------------------------------------- */

static void to_field(const char *id)
{
  for (int i = 0; i < GAME_INFO_COUNT && strcmp(game_info_ids[a.info.focus], id) != 0; i++)
    press(KEY_TAB, 0, false, false);
  cr_assert_str_eq(game_info_ids[a.info.focus], id);
}

Test(lesson, game_information_is_edited_and_checked)
{
  press(KEY_CHAR, 'i', true, false);
  cr_assert_eq(a.mode, MODE_INFO);
  type("Honinbo Shūsaku"); /* the field was selected: typing replaces it */
  to_field("EV");
  type("Club lesson");
  to_field("KM");
  type("abc");
  press(KEY_ENTER, 0, false, false);
  cr_assert_eq(a.mode, MODE_INFO, "a komi that is not a number keeps the dialog open");
  cr_assert(a.info.message[0]);
  cr_assert_str_eq(game_info_ids[a.info.focus], "KM");
  press(KEY_CHAR, 'a', true, false);
  type("-3");
  press(KEY_ENTER, 0, false, false);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.info.message);
  cr_assert_float_eq(a.game.komi, -3.0, 1e-9);
  cr_assert_str_eq(game_player(&a.game, COLOR_BLACK), "Honinbo Shūsaku");
  char buf[64];
  cr_assert_str_eq(game_info(&a.game, "EV", buf, sizeof buf), "Club lesson");
  cr_assert(a.dirty);
}

/* --- saved and read back --------------------------------------------------------------- */

Test(lesson, a_prepared_lesson_is_saved_and_read_back_whole)
{
  press(KEY_CHAR, 'n', true, true);
  const char *stones[] = {"C3", "D3", "E3"};
  drag(stones, 3);
  letter('w');
  click("C4");
  letter('f');
  letter('7');
  const char *arrow[] = {"D4", "E5"};
  drag(arrow, 2);
  letter('l');
  type("é1");
  press(KEY_ENTER, 0, false, false);
  click("G3");
  press(KEY_ESCAPE, 0, false, false);
  press(KEY_CHAR, 'e', true, false);
  type("Où jouer ?");
  press(KEY_ENTER, 0, false, false);
  type("Ligne 2.");
  press(KEY_ENTER, 0, true, false);
  click("D4"); /* White plays (PL) */
  click("E4");
  press(KEY_LEFT, 0, false, false);
  click("D5"); /* a variation */
  press(KEY_UP, 0, true, false);
  char dir[] = "/tmp/hoshi-lesson-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[64];
  snprintf(path, sizeof path, "%s/lesson.sgf", dir);
  cr_assert(app_save(&a, path), "%s", a.status.text);
  sgf_collection *before = sgf_load_file(path, NULL);
  cr_assert_not_null(before);
  cr_assert(app_open(&a, path), "%s", a.status.text);
  char *again = game_write_sgf(&a.game, NULL, NULL, NULL);
  sgf_collection *after = sgf_parse(again, strlen(again), NULL);
  const sgf_node *where = NULL;
  cr_assert(sgf_equal(before->games[0], after->games[0], &where), "differs at line %d",
            where && where->props ? where->props->line : 0);
  /* What the class will see. */
  game_first(&a.game);
  cr_assert_eq(game_to_move(&a.game), COLOR_WHITE);
  cr_assert_str_eq(game_comment(&a.game), "Où jouer ?\nLigne 2.");
  game_line lines[2];
  cr_assert_eq(game_lines(&a.game, lines, 2), 1);
  cr_assert(lines[0].arrow);
  int x, y;
  char label[GAME_LABEL_LEN];
  vertex_xy(&a, "G3", &x, &y);
  cr_assert_eq(game_mark_at(&a.game, x, y, label, sizeof label), GAME_MARK_LABEL);
  cr_assert_str_eq(label, "é1");
  game_next next[3];
  cr_assert_eq(game_next_moves(&a.game, next, 3), 1);
  game_forward(&a.game);
  cr_assert_eq(game_next_moves(&a.game, next, 3), 2);
  cr_assert_eq(next[0].move, pt("D5"), "the promoted variation is the main line in the file");
  free(again);
  sgf_free(before);
  sgf_free(after);
  unlink(path);
  rmdir(dir);
}

/* --- the game tree ---------------------------------------------------------------- */

Test(lesson, the_tree_shows_the_line_and_its_variations_and_a_click_goes_there)
{
  const char *main_line[] = {"D4", "F6", "C6"};
  play_line(main_line, 3);
  press(KEY_HOME, 0, false, false);
  press(KEY_RIGHT, 0, false, false);
  click("E6"); /* a variation at move 2 */
  click("E5");
  press(KEY_LEFT, 0, false, false);
  press(KEY_LEFT, 0, false, false); /* back at move 1 on the main line */
  app_layout(&a, 1280, 720);
  cr_assert_gt(a.layout.tree_slot, 0, "the tree has its strip under the panel");
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  cr_assert(v->tree.shown);
  /* Row 0 is the main line, whatever the current move; the variation
   * just played on row 1, the line Right follows marked.
   *   col: 0     1      2      3
   *   row 0: start - D4 - F6 --- C6
   *   row 1:             \ E6 -- E5   */
  int on_row[2] = {0, 0}, current = -1, marked = 0;
  for (int i = 0; i < v->tree.n; i++) {
    const view_tree_node *n = &v->tree.nodes[i];
    cr_assert_lt(n->row, 2, "two rows used");
    on_row[n->row]++;
    if (n->current)
      current = i;
    if (n->row == 1 && n->col == 2)
      cr_assert_eq(n->parent_row, 0, "the variation leaves the main line after move 1");
    if (n->on_path) {
      marked++;
      cr_assert(n->row == 0 ? n->col <= 1 : n->col >= 2, "the line through the current move");
    }
  }
  cr_assert_eq(on_row[0], 4);
  cr_assert_eq(on_row[1], 2);
  cr_assert_eq(marked, 4, "start, D4, then E6 and E5 (the line Right follows)");
  cr_assert_geq(current, 0);
  cr_assert_eq(v->tree.nodes[current].col, 1);
  cr_assert_eq(v->tree.nodes[current].row, 0);
  /* A click on E5 in the tree (column 3, row 1): the variation stays on
   * its row, the main line on the first. */
  ui_input var = {.kind = INPUT_CLICK, .button = 1, .on_tree = true, .tree_col = 3, .tree_row = 1};
  app_input(&a, &var);
  cr_assert_eq(stone("E5"), COLOR_BLACK);
  app_view(&a, v);
  for (int i = 0; i < v->tree.n; i++)
    if (v->tree.nodes[i].current)
      cr_assert(v->tree.nodes[i].row == 1 && v->tree.nodes[i].col == 3, "E5 did not move");
  free(v);
  /* A click on C6 in the tree (column 3, row 0). */
  ui_input in = {.kind = INPUT_CLICK, .button = 1, .on_tree = true, .tree_col = 3, .tree_row = 0};
  app_input(&a, &in);
  cr_assert_eq(game_move_number(&a.game), 3);
  cr_assert_eq(stone("F6"), COLOR_WHITE);
  cr_assert_eq(stone("C6"), COLOR_BLACK);
  cr_assert_eq(stone("E6"), COLOR_EMPTY);
  /* An empty slot does nothing. */
  ui_input empty = {
      .kind = INPUT_CLICK, .button = 1, .on_tree = true, .tree_col = 9, .tree_row = 2};
  app_input(&a, &empty);
  cr_assert_eq(game_move_number(&a.game), 3);
  /* Ctrl+T hides it: the panel takes the room back. */
  int panel_h = a.layout.panel.h;
  press(KEY_CHAR, 't', true, false);
  app_layout(&a, 1280, 720);
  cr_assert_eq(a.layout.tree_slot, 0);
  cr_assert_gt(a.layout.panel.h, panel_h);
}

Test(lesson, the_tree_of_a_long_game_walks_only_what_it_shows)
{
  /* 300 moves: the strip holds the current move, a third of the way in. */
  for (int i = 0; i < 300; i++)
    cr_assert_eq(game_play(&a.game, game_to_move(&a.game), POINT_PASS), MOVE_LEGAL);
  game_goto_move(&a.game, 150);
  app_layout(&a, 1280, 720);
  int cols = layout_tree_cols(&a.layout);
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  cr_assert_eq(v->tree.n, cols, "one row of %d columns", cols);
  cr_assert_eq(v->tree.first_move, 150 - cols / 3);
  free(v);
}

/* --- the estimates' graph (hoshi --analyze writes them) ----------------------------- */

Test(lesson, an_analysed_record_shows_its_graph_and_a_click_goes_to_that_move)
{
  char dir[] = "/tmp/hoshi-graph-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[300];
  snprintf(path, sizeof path, "%s/an.sgf", dir);
  write_file(path,
             "(;GM[1]FF[4]SZ[9]SBKV[50];B[ee]SBKV[55];W[cc]SBKV[52];B[gg]SBKV[90];W[gc]SBKV[20])");
  cr_assert(app_open(&a, path), "%s", a.status.text);
  app_layout(&a, 1280, 720);
  cr_assert_gt(a.layout.graph.w, 0, "the graph has its strip");
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  cr_assert_eq(v->graph.n, 5);
  cr_assert_not(v->graph.lead, "win rates");
  cr_assert_float_eq(v->graph.value[3], 0.90, 1e-6);
  cr_assert_eq(v->graph.current, 4, "opened at the end of the line");
  cr_assert_eq(v->graph.swing[0], 4, "the biggest swing: 90% to 20%");
  cr_assert_eq(v->graph.swing[1], 3, "then 52% to 90%");
  free(v);
  ui_input in = {.kind = INPUT_CLICK, .button = 1, .on_graph = true, .graph_at = 0.5};
  app_input(&a, &in);
  cr_assert_eq(game_move_number(&a.game), 2, "half way: move 2 of 4");
  unlink(path);
  rmdir(dir);
}

/* --- hints that do not spoil a lesson ----------------------------------------------- */

/* A problem: Black stones set up, White to answer; three answers in the
 * record (C3, D5, F5), a label "a" on C3 and an arrow from B7 to F5 (x 1,2
 * to 5,4).
 *     A B C D E F G H J
 *   9 . . . . . . . . .
 *   8 . . . . . . . . .
 *   7 . X . . . . . . .     the arrow from B7 ...
 *   6 . . . . . . . . .
 *   5 . . . D . F . . .     D5: a hint; F5: under the arrow's head
 *   4 . . . . . . . . .
 *   3 . . a . . . . . .     C3: a label
 *   2 . . . . . . . . .
 *   1 . . . . . . . . .  */
static const char *problem = "(;GM[1]FF[4]SZ[9]AB[bc]PL[W]LB[cg:a]AR[bc:fe]"
                             "(;W[cg])(;W[de])(;W[fe]))";

static int hints(const ui_view *v, int *at_c3, int *at_d5, int *at_f5)
{
  int n = 0;
  for (int i = 0; i < v->size * v->size; i++)
    n += v->next[i] != 0;
  *at_c3 = v->next[view_index(v, 2, 6)];
  *at_d5 = v->next[view_index(v, 3, 4)];
  *at_f5 = v->next[view_index(v, 5, 4)];
  return n;
}

Test(lesson, next_move_hints_wait_at_a_problem_and_never_hide_under_marks)
{
  sgf_collection *c = sgf_parse(problem, strlen(problem), NULL);
  cr_assert_not_null(c);
  hoshi_error why = {0};
  cr_assert(game_load(&a.game, c, 0, NULL, &why), "%s", why.message);
  cr_assert(panel_setup_position(&a.game), "the problem's position is built by setup");
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  int c3, d5, f5;
  cr_expect_eq(hints(v, &c3, &d5, &f5), 0, "no hint gives the answer away");
  bool said = false;
  for (int i = 0; i < v->n_panel; i++)
    said |= strstr(v->panel[i].text, "V shows them") != NULL;
  cr_expect(said, "the panel says where the hints are");
  letter('v'); /* the teacher asks */
  app_view(&a, v);
  cr_expect_gt(hints(v, &c3, &d5, &f5), 0);
  cr_expect_eq(d5, COLOR_WHITE, "D5's hint");
  cr_expect_eq(c3, 0, "no hint under the label");
  cr_expect_eq(f5, 0, "no hint under the arrow");
  letter('v');
  app_view(&a, v);
  cr_expect_eq(hints(v, &c3, &d5, &f5), 0, "V hides them again");
  free(v);
}

/* GNU Go's estimate favours the side to move: its leads swing at every
 * move. The graph shows the mean of each two (said in its legend), on a
 * scale with its ends named, and marks no swing that is only that noise;
 * a real one (a group lost near the end) is marked. */
Test(lesson, the_graph_of_an_estimate_that_swings_each_move_shows_its_mean)
{
  char dir[] = "/tmp/hoshi-graph-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[300];
  snprintf(path, sizeof path, "%s/gnugo.sgf", dir);
  static const double lead[] = {-7.5, 11.5, -4.7, 13.2, -2.0,  12.0,  -3.1,  11.4,
                                -2.6, 12.2, -3.3, 11.9, -30.5, -12.0, -31.0, -13.2};
  char text[2048] = "(;GM[1]FF[4]SZ[9]";
  for (size_t i = 0; i < sizeof lead / sizeof lead[0]; i++) {
    char node[64];
    snprintf(node, sizeof node, ";%c[%c%c]HOSHISCORE[%.1f]", i % 2 ? 'W' : 'B', (char)('a' + i % 9),
             (char)('a' + i / 9), lead[i]);
    strcat(text, node);
  }
  strcat(text, ")");
  write_file(path, text);
  cr_assert(app_open(&a, path), "%s", a.status.text);
  app_layout(&a, 1280, 720);
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  cr_assert(v->graph.lead);
  cr_expect(v->graph.smoothed, "the side to move's swing is taken out");
  cr_expect(strstr(v->graph.legend, "mean of each two moves"), "%s", v->graph.legend);
  cr_expect_str_eq(v->graph.legend_short, "Black's lead",
                   "a few words where the whole does not fit");
  cr_expect_str_eq(v->graph.top, "B+50");
  cr_expect_str_eq(v->graph.bottom, "W+50");
  /* No swing in the first twelve moves (only noise); the drop at move 13. */
  for (int k = 0; k < 3; k++)
    cr_expect(v->graph.swing[k] < 0 || v->graph.swing[k] >= 12, "swing %d at %d", k,
              v->graph.swing[k]);
  cr_expect_eq(v->graph.swing[0], 13, "the group lost");
  free(v);
  unlink(path);
  rmdir(dir);
}

/* A lesson opens where its text begins, a game where its record stops:
 * a record whose start holds markup, or a comment and no result, opens at
 * its start; others (a finished game's chat at its start too) at the end
 * of its main line (to go on). */
Test(lesson, a_lesson_opens_at_its_start_and_a_game_at_its_end)
{
  char dir[] = "/tmp/hoshi-open-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  static const struct {
    const char *name, *text;
    int move; /* where it opens */
  } records[] = {
      {"lesson.sgf", "(;GM[1]FF[4]SZ[9]AB[cc]C[Where should Black play?];B[dd];W[ee])", 0},
      {"marked.sgf", "(;GM[1]FF[4]SZ[9]AB[cc]TR[cc];B[dd];W[ee])", 0},
      {"game.sgf", "(;GM[1]FF[4]SZ[9]PB[Ann]PW[Bob];B[dd];W[ee]C[a comment later on])", 2},
      {"handicap.sgf", "(;GM[1]FF[4]SZ[9]HA[2]AB[cc][gg];W[ee];B[dd])", 2},
      {"chat.sgf", "(;GM[1]FF[4]SZ[9]RE[B+R]C[Ann: have a nice game];B[dd];W[ee])", 2},
  };
  for (size_t i = 0; i < sizeof records / sizeof records[0]; i++) {
    char path[300];
    snprintf(path, sizeof path, "%s/%s", dir, records[i].name);
    write_file(path, records[i].text);
    cr_assert(app_open(&a, path), "%s", a.status.text);
    cr_expect_eq(game_move_number(&a.game), records[i].move, "%s opens at move %d", records[i].name,
                 game_move_number(&a.game));
    cr_expect(strstr(a.status.text, records[i].move ? ": 2 moves." : "at its start: 2 moves"),
              "%s: %s", records[i].name, a.status.text);
    remove(path);
  }
  rmdir(dir);
}
