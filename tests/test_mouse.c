/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Everything by mouse (issue 22), driven without a window as a person with
 * only a mouse would: the toolbar, the new-game dialog's fields, choices
 * and Start button, the file list's clicks, double clicks and wheel, the
 * questions' answers, a click outside a dialog; and the text fields as
 * people expect them (typing replaces a selected field, a leading minus
 * for komi). Typed text is the only thing from the keyboard. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app/toolbar.h"
#include "app_driver.h"

static app a;
static ui_view *view;

static void setup(void)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  view = malloc(sizeof *view);
  cr_assert_not_null(view);
}

static void teardown(void)
{
  free(view);
  app_deinit(&a);
}

TestSuite(mouse, .init = setup, .fini = teardown);

static void type(const char *text) { drive_text(&a, text); }

static int button(enum app_action action, int arg) { return toolbar_button(action, arg); }

static void press_button(enum app_action action, int arg) { drive_button(&a, action, arg); }

static void click_row(int r, int side, int clicks) { drive_row(&a, r, side, clicks); }

/* The dialog's row whose value starts with text, -1 if none. */
static int row_with(const char *text)
{
  app_view(&a, view);
  for (int i = 0; i < view->overlay.n_rows; i++)
    if (strncmp(view->overlay.rows[i].value, text, strlen(text)) == 0)
      return i;
  return -1;
}

static void click_field(enum form_field f, int side) { drive_field(&a, f, side); }

Test(mouse, a_new_13x13_game_with_two_stones_and_komi_minus_3_by_clicks)
{
  press_button(ACT_NEW_GAME, 0);
  cr_assert_eq(a.mode, MODE_NEW_GAME);
  click_field(FIELD_SIZE, 0);
  type("13"); /* the field was selected: 13, not 913 */
  cr_assert_str_eq(a.form.size, "13");
  click_field(FIELD_HANDICAP, 1);
  click_field(FIELD_HANDICAP, 1);
  cr_assert_eq(a.form.handicap, 2, "the > of the value steps the choice");
  click_field(FIELD_KOMI, 0);
  type("-");
  type("3");
  cr_assert_str_eq(a.form.komi, "-3", "a leading minus is typed");
  click_field(FIELD_START, 0);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.form.message);
  cr_assert_eq(game_size(&a.game), 13);
  cr_assert_eq(game_handicap(&a.game), 2);
  cr_assert_float_eq(a.game.komi, -3.0, 1e-9);
}

Test(mouse, a_choice_steps_back_on_its_less_than_and_a_click_outside_cancels)
{
  press_button(ACT_NEW_GAME, 0);
  int form_rules = a.form.rules;
  click_field(FIELD_RULES, 1);
  click_field(FIELD_RULES, -1);
  cr_assert_eq(a.form.rules, form_rules);
  ui_input out = {.kind = INPUT_CLICK, .button = 1, .outside = true};
  app_input(&a, &out);
  cr_assert_eq(a.mode, MODE_PLAY);
  cr_assert_eq(game_size(&a.game), 9, "nothing changed");
}

Test(mouse, save_as_lesson_then_open_it_by_double_click)
{
  char dir[] = "/tmp/hoshi-mouse-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  setenv("HOME", dir, 1);
  drive_click(&a, "E5");
  press_button(ACT_SAVE, 0);
  cr_assert_eq(a.mode, MODE_SAVE_AS);
  type("lesson"); /* the proposed name is selected: replaced */
  click_row(row_with("[ Save ]"), 0, 1);
  char path[300];
  snprintf(path, sizeof path, "%s/lesson.sgf", dir);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.status.text);
  cr_assert_str_eq(a.path, path, "saved as lesson.sgf, .sgf added");
  cr_assert_not(a.dirty);
  /* Saving under a name that exists asks once. */
  press_button(ACT_NEW_GAME, 0);
  click_field(FIELD_START, 0);
  drive_click(&a, "D4");
  press_button(ACT_SAVE, 0);
  cr_assert_eq(a.mode, MODE_SAVE_AS);
  type("lesson.sgf");
  click_row(row_with("[ Save ]"), 0, 1);
  cr_assert_eq(a.mode, MODE_SAVE_AS, "the file exists: asked first");
  cr_assert(strstr(a.status.text, "already exists"), "%s", a.status.text);
  click_row(row_with("[ Save ]"), 0, 1);
  cr_assert_eq(a.mode, MODE_PLAY, "the second Save replaces it");
  /* Open it again from the list by a double click. */
  press_button(ACT_NEW_GAME, 0);
  click_field(FIELD_START, 0);
  press_button(ACT_OPEN, 0);
  cr_assert_eq(a.mode, MODE_OPEN);
  int r = row_with("lesson.sgf");
  cr_assert_geq(r, 0, "the list shows lesson.sgf");
  click_row(r, 0, 1);
  cr_assert_eq(a.mode, MODE_OPEN, "one click selects");
  click_row(r, 0, 2);
  cr_assert_eq(a.mode, MODE_PLAY, "a double click opens");
  cr_assert_str_eq(a.path, path);
  cr_assert_eq(stone_at(&a, "D4"), COLOR_BLACK);
  unlink(path);
  rmdir(dir);
}

Test(mouse, the_file_list_shows_upper_case_records_and_every_file_on_demand)
{
  char dir[] = "/tmp/hoshi-mouse-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  setenv("HOME", dir, 1);
  char p1[300], p2[300];
  snprintf(p1, sizeof p1, "%s/GAME.SGF", dir);
  snprintf(p2, sizeof p2, "%s/notes.txt", dir);
  fclose(fopen(p1, "w"));
  fclose(fopen(p2, "w"));
  press_button(ACT_OPEN, 0);
  cr_assert_geq(row_with("GAME.SGF"), 0);
  cr_assert_lt(row_with("notes.txt"), 0);
  click_row(row_with("[ Every file ]"), 0, 1);
  cr_assert_geq(row_with("notes.txt"), 0, "every file on demand");
  unlink(p1);
  unlink(p2);
  rmdir(dir);
}

/* The wheel over the list scrolls it: the window counts every point of a
 * dialog's box as the panel (a Save dialog at 1280x720 and x1.5 shows four
 * folders: the rest was out of the mouse's reach). */
Test(mouse, the_wheel_over_the_file_list_scrolls_it)
{
  char dir[] = "/tmp/hoshi-mouse-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  setenv("HOME", dir, 1);
  char path[300];
  for (int i = 0; i < 40; i++) {
    snprintf(path, sizeof path, "%s/game-%02d.sgf", dir, i);
    fclose(fopen(path, "w"));
  }
  press_button(ACT_OPEN, 0);
  cr_assert_eq(a.mode, MODE_OPEN);
  app_view(&a, view);
  cr_expect(strstr(view->overlay.message, "1 to ") && strstr(view->overlay.message, " of 41: "),
            "where the list is, of the folder's 40 records and '..': %s", view->overlay.message);
  for (int on_panel = 0; on_panel < 2; on_panel++) {
    size_t selected = a.files.list.selected;
    ui_input down = {.kind = INPUT_WHEEL, .wheel = -1, .on_panel = on_panel};
    app_input(&a, &down);
    app_input(&a, &down);
    cr_expect_eq(a.files.list.selected, selected + 6, "the wheel %s the box scrolls the list",
                 on_panel ? "inside" : "outside");
  }
  cr_expect_eq(a.mode, MODE_OPEN);
  char cmd[340];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_expect_eq(system(cmd), 0);
}

/* The dialog's message answers what was done in it: an error said before
 * it opened (a click on a finished game's board) is not shown as if the
 * save had failed, and one said by it goes with the next action. */
Test(mouse, the_save_dialog_shows_no_error_from_before_it_opened)
{
  char dir[] = "/tmp/hoshi-mouse-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  setenv("HOME", dir, 1);
  char sub[300];
  snprintf(sub, sizeof sub, "%s/sub", dir);
  cr_assert_eq(mkdir(sub, 0700), 0);
  status_say(&a.status, true, "%s", "The game is over.");
  press_button(ACT_SAVE, 0);
  cr_assert_eq(a.mode, MODE_SAVE_AS);
  app_view(&a, view);
  cr_expect_not(view->overlay.message_error, "%s", view->overlay.message);
  cr_expect_null(strstr(view->overlay.message, "over"), "%s", view->overlay.message);
  type("a/b");
  click_row(row_with("[ Save ]"), 0, 1);
  cr_assert_eq(a.mode, MODE_SAVE_AS);
  app_view(&a, view);
  cr_expect(view->overlay.message_error, "the name is refused: %s", a.status.text);
  click_row(row_with("sub/"), 0, 2);
  app_view(&a, view);
  cr_expect_not(view->overlay.message_error, "still said after a folder was entered: %s",
                view->overlay.message);
  char cmd[340];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_expect_eq(system(cmd), 0);
}

Test(mouse, questions_are_answered_by_a_click)
{
  drive_click(&a, "E5");
  press_button(ACT_RESIGN, 0);
  cr_assert_eq(a.mode, MODE_CONFIRM);
  click_row(1, 0, 1); /* "N  No, play on" */
  cr_assert_eq(a.mode, MODE_PLAY);
  cr_assert_null(game_result(&a.game), "not resigned");
  press_button(ACT_RESIGN, 0);
  click_row(0, 0, 1); /* "Y  Yes, resign": White, to move, resigns */
  cr_assert_str_eq(game_result(&a.game), "B+R");
}

Test(mouse, the_toolbar_says_each_buttons_key_and_does_what_the_key_does)
{
  ui_input over = {.kind = INPUT_MOTION, .tool_item = button(ACT_UNDO, -1)};
  app_input(&a, &over);
  app_view(&a, view);
  cr_assert_str_eq(view->toolbar.tip, "Undo (Ctrl+Z)");
  over.tool_item = button(ACT_TOOL, TOOL_TRIANGLE);
  app_input(&a, &over);
  app_view(&a, view);
  cr_assert_str_eq(view->toolbar.tip, "Triangle (1)");
  /* Every button names a key that does the same, except the tree's
   * clicks: the tooltips and the key table agree. */
  int n;
  const toolbar_item *items = toolbar_items(&n);
  for (int i = 0; i < n; i++) {
    char key[32];
    toolbar_key(&items[i], key, sizeof key);
    cr_expect(key[0], "button %d (%s) has no key", i, items[i].name);
  }
  drive_click(&a, "E5");
  press_button(ACT_UNDO, -1);
  cr_assert_eq(stone_at(&a, "E5"), COLOR_EMPTY);
  drive_key(&a, KEY_CHAR, 'y', true); /* redo: Ctrl+Y (its button gave way to the export's) */
  cr_assert_eq(stone_at(&a, "E5"), COLOR_BLACK);
  press_button(ACT_TOOL, TOOL_TRIANGLE);
  app_view(&a, view);
  cr_assert(view->toolbar.items[button(ACT_TOOL, TOOL_TRIANGLE) - 1].active);
  press_button(ACT_TOOL, TOOL_BLACK);
  drive_click(&a, "C3");
  cr_assert_eq(stone_at(&a, "C3"), COLOR_BLACK, "set up by the toolbar's stone");
  /* Ctrl+B hides it: the panel takes the room back. */
  int y = a.layout.panel.y;
  ui_input ctrl_b = {.kind = INPUT_KEY, .key = KEY_CHAR, .ch = 'b', .ctrl = true};
  app_input(&a, &ctrl_b);
  app_layout(&a, 1280, 720);
  cr_assert_lt(a.layout.panel.y, y);
  cr_assert_eq(a.layout.tool_n, 0);
}

Test(mouse, a_pasted_text_is_typed_whole)
{
  press_button(ACT_NEW_GAME, 0);
  click_field(FIELD_BLACK, 0);
  ui_input paste = {.kind = INPUT_TEXT, .paste = "Honinbo Shusaku, the seventh of his line"};
  app_input(&a, &paste);
  cr_assert_str_eq(a.form.black, "Honinbo Shusaku, the seventh of his line");
}

/* Issue 32 (review N8): five pastes of 3,800 bytes into a comment that
 * holds 16,384: the fifth goes in as far as it fits, and the status says
 * how much was left out. */
Test(mouse, a_paste_past_the_comments_limit_says_what_was_left_out)
{
  static char text[3801];
  for (int i = 0; i < 1900; i++)
    memcpy(text + 2 * i, "\xc3\xa9", 2);
  ui_input ctrl_e = {.kind = INPUT_KEY, .key = KEY_CHAR, .ch = 'e', .ctrl = true};
  app_input(&a, &ctrl_e);
  cr_assert_eq(a.mode, MODE_COMMENT);
  ui_input paste = {.kind = INPUT_TEXT, .paste = text};
  for (int i = 0; i < 4; i++)
    app_input(&a, &paste);
  cr_expect_not(a.status.error, "%s", a.status.text);
  app_input(&a, &paste);
  cr_expect(a.status.error);
  cr_expect(strstr(a.status.text, "bytes of the text did not fit and were left out"), "%s",
            a.status.text);
  size_t n = strlen(a.comment.text);
  cr_expect_eq(n, 16382, "as much as fits, in whole characters: %zu", n);
  cr_expect_eq((unsigned char)a.comment.text[n - 1], 0xa9, "the last character whole");
}

/* No false alarms: marking and unmarking a dead stone and leaving the
 * scoring screen without recording, or opening a file and looking through
 * it, leaves nothing to save; a file named with --save that is not written
 * yet is not shown as saved. */
Test(mouse, looking_and_marking_leave_nothing_to_save)
{
  char dir[] = "/tmp/hoshi-mouse-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[300];
  snprintf(path, sizeof path, "%s/look.sgf", dir);
  drive_click(&a, "E5");
  drive_click(&a, "D4");
  cr_assert(app_save(&a, path));
  cr_assert(app_open(&a, path), "%s", a.status.text);
  ui_input home = {.kind = INPUT_KEY, .key = KEY_HOME};
  app_input(&a, &home);
  ui_input right = {.kind = INPUT_KEY, .key = KEY_RIGHT};
  app_input(&a, &right);
  cr_assert_not(a.dirty, "looking through a game changes nothing");
  press_button(ACT_SCORE, 0);
  cr_assert_eq(a.mode, MODE_SCORE);
  drive_click(&a, "E5");
  drive_click(&a, "E5");
  ui_input esc = {.kind = INPUT_KEY, .key = KEY_ESCAPE};
  app_input(&a, &esc);
  cr_assert_eq(a.mode, MODE_PLAY);
  cr_assert_not(a.dirty, "marks taken back and no count recorded: nothing to save");
  char title[400];
  app_title(&a, title, sizeof title);
  cr_assert_str_eq(title, "Hoshi - look.sgf");
  /* --save to a file not written yet. */
  char later[300];
  snprintf(later, sizeof later, "%s/later.sgf", dir);
  app_set_file(&a, later);
  app_title(&a, title, sizeof title);
  cr_assert_str_eq(title, "Hoshi - later.sgf *");
  unlink(path);
  rmdir(dir);
}

Test(mouse, a_click_in_a_focused_field_places_the_caret)
{
  press_button(ACT_NEW_GAME, 0);
  click_field(FIELD_BLACK, 0); /* focused: "Black" selected */
  ui_input in = {.kind = INPUT_CLICK, .button = 1, .row = FIELD_BLACK + 1, .row_at = 0.0};
  app_input(&a, &in);
  type("X");
  cr_assert_str_eq(a.form.black, "XBlack", "the caret at the start, nothing selected");
  in.row_at = 1.0;
  app_input(&a, &in);
  type("!");
  cr_assert_str_eq(a.form.black, "XBlack!");
}
