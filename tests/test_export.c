/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window side of exports (issue 35), driven without a window: the
 * export dialog by keys and by clicks writes a PDF, SVG or PNG beside the
 * game (in the home folder for a new one), never over another file; the
 * region dragged on the board; the position copied as Sensei's Library
 * writes it; the moves marked for the handout. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/app.h"
#include "app/toolbar.h"
#include "print/print.h"
#include "app_driver.h"

static app a;
static ui_view *view;
static char home[64];

static void setup(void)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  view = malloc(sizeof *view);
  cr_assert_not_null(view);
  snprintf(home, sizeof home, "/tmp/hoshi-export-XXXXXX");
  cr_assert_not_null(mkdtemp(home));
  setenv("HOME", home, 1);
}

static void teardown(void)
{
  free(view);
  app_deinit(&a);
  print_release(); /* pango's and fontconfig's caches: a leak checker sees none */
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
  cr_expect_eq(system(cmd), 0);
}

TestSuite(export, .init = setup, .fini = teardown);

static void ctrl_shift(char c)
{
  ui_input in = {.kind = INPUT_KEY, .key = KEY_CHAR, .ch = c, .ctrl = true, .shift = true};
  app_input(&a, &in);
  app_frame_drawn(&a);
}

/* The file is written on a thread of its own: the window's ticks until it
 * is done, as the loop gives them (the dialog then closes). */
static void settle(void)
{
  for (int i = 0; i < 20000 && export_running(&a.export_); i++) {
    ui_input tick = {.kind = INPUT_TICK};
    app_input(&a, &tick);
    if (export_running(&a.export_)) {
      struct timespec ms = {0, 1000000};
      nanosleep(&ms, NULL);
    }
  }
  cr_assert_not(export_running(&a.export_), "the export did not end in 20 s");
}

static void click_row(int r, int side)
{
  ui_input in = {.kind = INPUT_CLICK, .button = 1, .row = r + 1, .row_side = side, .row_at = -1};
  app_input(&a, &in);
  settle();
}

static void enter(void)
{
  drive_key(&a, KEY_ENTER, 0, false);
  settle();
}

static void pointer(enum input_kind kind, const char *vertex)
{
  ui_input in = {.kind = kind, .button = 1, .on_board = true, .held = kind == INPUT_MOTION};
  vertex_xy(&a, vertex, &in.x, &in.y);
  app_input(&a, &in);
}

/* The file exists and holds something. */
static void assert_written(const char *path)
{
  struct stat st;
  cr_assert_eq(stat(path, &st), 0, "%s not written (status: %s)", path, a.status.text);
  cr_assert_gt(st.st_size, 0, "%s is empty", path);
}

static const char *row_value(int r)
{
  app_view(&a, view);
  return view->overlay.rows[r].value;
}

static void play_some(void)
{
  drive_click(&a, "C3");
  drive_click(&a, "G7");
  drive_click(&a, "C7");
  drive_click(&a, "G3");
}

Test(export, by_keys_a_pdf_of_the_position_in_the_home_folder_never_over_another)
{
  play_some();
  ctrl_shift('e');
  cr_assert_eq(a.mode, MODE_EXPORT);
  enter();
  cr_assert_eq(a.mode, MODE_PLAY);
  char path[256];
  snprintf(path, sizeof path, "%s/hoshi-diagram.pdf", home);
  assert_written(path);
  cr_assert(strstr(a.status.text, path), "the status says where: %s", a.status.text);
  ctrl_shift('e');
  enter();
  snprintf(path, sizeof path, "%s/hoshi-diagram-2.pdf", home);
  assert_written(path);
  /* Esc: nothing. */
  ctrl_shift('e');
  drive_key(&a, KEY_ESCAPE, 0, false);
  cr_assert_eq(a.mode, MODE_PLAY);
  snprintf(path, sizeof path, "%s/hoshi-diagram-3.pdf", home);
  cr_assert_neq(access(path, F_OK), 0);
}

Test(export, by_clicks_an_svg_and_a_png_beside_the_games_file)
{
  char game_path[256];
  snprintf(game_path, sizeof game_path, "%s/lesson.sgf", home);
  cr_assert(app_save(&a, game_path));
  play_some();
  /* The toolbar's button opens it; a click on "Format"'s > makes it SVG. */
  int n, button = 0;
  const toolbar_item *items = toolbar_items(&n);
  for (int i = 0; i < n; i++)
    if (items[i].action == ACT_EXPORT)
      button = i + 1;
  cr_assert(button, "the toolbar has an export button");
  cr_assert_leq(n, 30, "the toolbar stays on two rows at 1024x768");
  ui_input in = {.kind = INPUT_CLICK, .button = 1, .tool_item = button};
  app_input(&a, &in);
  cr_assert_eq(a.mode, MODE_EXPORT);
  click_row(EXPORT_ROW_FORMAT, +1);
  cr_assert_str_eq(row_value(EXPORT_ROW_FORMAT), "< SVG >");
  click_row(EXPORT_ROW_EXPORT, 0);
  cr_assert_eq(a.mode, MODE_PLAY);
  char path[300];
  snprintf(path, sizeof path, "%s/lesson-diagram.svg", home);
  assert_written(path);
  app_input(&a, &in);
  click_row(EXPORT_ROW_FORMAT, +1);
  cr_assert_str_eq(row_value(EXPORT_ROW_FORMAT), "< PNG >");
  /* The last 2 moves numbered, coordinates off: the rows say so. */
  click_row(EXPORT_ROW_NUMBERS, +1);
  cr_assert_str_neq(row_value(EXPORT_ROW_NUMBERS), "< none >");
  click_row(EXPORT_ROW_COORDINATES, -1);
  click_row(EXPORT_ROW_EXPORT, 0);
  snprintf(path, sizeof path, "%s/lesson-diagram.png", home);
  assert_written(path);
}

Test(export, the_region_is_dragged_on_the_board)
{
  play_some();
  ctrl_shift('e');
  /* Down skips "Diagrams a page", which one position does not have. */
  for (int i = 0; i < 3; i++)
    drive_key(&a, KEY_DOWN, 0, false);
  cr_assert_eq(a.export_.focus, EXPORT_ROW_REGION);
  cr_assert_str_eq(row_value(EXPORT_ROW_REGION), "< the whole board >");
  drive_key(&a, KEY_RIGHT, 0, false); /* "drag a rectangle" */
  cr_assert_eq(a.mode, MODE_REGION);
  pointer(INPUT_CLICK, "G7");
  pointer(INPUT_MOTION, "E5");
  pointer(INPUT_MOTION, "B2");
  /* Drawn while dragged: outside it dimmed, inside not. */
  app_view(&a, view);
  int x, y;
  vertex_xy(&a, "H8", &x, &y);
  cr_assert(view->dimmed[view_index(view, x, y)]);
  vertex_xy(&a, "C3", &x, &y);
  cr_assert_not(view->dimmed[view_index(view, x, y)]);
  pointer(INPUT_RELEASE, "C3");
  cr_assert_eq(a.mode, MODE_EXPORT);
  cr_assert_str_eq(row_value(EXPORT_ROW_REGION), "< C3:G7 >");
  /* Esc while dragging again: the region as it was. */
  drive_key(&a, KEY_RIGHT, 0, false);
  cr_assert_eq(a.mode, MODE_REGION);
  drive_key(&a, KEY_ESCAPE, 0, false);
  cr_assert_eq(a.mode, MODE_EXPORT);
  cr_assert_str_eq(row_value(EXPORT_ROW_REGION), "< C3:G7 >");
  enter();
  char path[256];
  snprintf(path, sizeof path, "%s/hoshi-diagram.pdf", home);
  assert_written(path);
}

Test(export, the_position_is_copied_as_senseis_library_writes_it)
{
  play_some();
  ctrl_shift('c');
  cr_assert_eq(a.copied, 1);
  cr_assert_eq(strncmp(a.clipboard, "$$", 2), 0, "%s", a.clipboard);
  cr_assert(strstr(a.clipboard, "X"), "Black's stones: %s", a.clipboard);
  cr_assert(strstr(a.status.text, "Sensei"), "%s", a.status.text);
  app_view(&a, view);
  cr_assert_eq(view->copied, 1);
  cr_assert_str_eq(view->clipboard, a.clipboard);
}

Test(export, a_move_is_marked_for_the_handout_and_unmarked)
{
  play_some();
  a.dirty = false;
  ctrl_shift('h');
  cr_assert_not_null(sgf_find(game_current(&a.game), "HOSHIPRINT"));
  cr_assert(a.dirty);
  app_view(&a, view);
  bool said = false;
  for (int i = 0; i < view->n_panel; i++)
    said |= strstr(view->panel[i].text, "In the handout") != NULL;
  cr_assert(said, "the panel says it");
  drive_key(&a, KEY_LEFT, 0, false);
  ctrl_shift('h');
  /* The marked moves as a handout. */
  ctrl_shift('e');
  click_row(EXPORT_ROW_WHAT, +1);
  click_row(EXPORT_ROW_WHAT, +1);
  cr_assert_eq(a.export_.what, EXPORT_MARKED);
  enter();
  char path[256];
  snprintf(path, sizeof path, "%s/hoshi-marked.pdf", home);
  assert_written(path);
  /* Unmarked again. */
  ctrl_shift('h');
  cr_assert_null(sgf_find(game_current(&a.game), "HOSHIPRINT"));
}

Test(export, the_counting_page_from_the_scoring_screen)
{
  play_some();
  drive_key(&a, KEY_CHAR, 's', false);
  cr_assert_eq(a.mode, MODE_SCORE);
  ctrl_shift('e');
  cr_assert_eq(a.mode, MODE_EXPORT);
  cr_assert_eq(a.export_.what, EXPORT_SCORING);
  drive_key(&a, KEY_ESCAPE, 0, false);
  cr_assert_eq(a.mode, MODE_SCORE, "back where it was opened");
  ctrl_shift('e');
  enter();
  cr_assert_eq(a.mode, MODE_SCORE);
  char path[256];
  snprintf(path, sizeof path, "%s/hoshi-count.pdf", home);
  assert_written(path);
}

Test(export, the_counting_page_is_not_offered_during_a_game)
{
  play_some();
  ctrl_shift('e');
  for (int i = 0; i < 8; i++) {
    click_row(EXPORT_ROW_WHAT, +1);
    cr_assert_neq(a.export_.what, EXPORT_SCORING);
  }
}

/* The file is written on a thread of its own (issue 46): the dialog says
 * so and the window goes on answering until it is done; Esc cancels, and
 * what was written is removed. */
Test(export, the_file_is_written_beside_the_window_and_esc_cancels_it)
{
  play_some();
  ctrl_shift('e');
  drive_key(&a, KEY_ENTER, 0, false);
  cr_assert(export_running(&a.export_));
  cr_expect(app_busy(&a), "the window ticks while it writes");
  cr_expect_eq(a.mode, MODE_EXPORT);
  app_view(&a, view);
  cr_expect(strstr(view->overlay.message, "Writing the file... (Esc cancels)"), "%s",
            view->overlay.message);
  cr_expect_not(view->overlay.message_error, "a file being written is no error");
  drive_key(&a, KEY_ENTER, 0, false);
  app_view(&a, view);
  cr_expect(strstr(view->overlay.message, "An export is being written"), "one at a time: %s",
            view->overlay.message);
  settle();
  cr_expect_eq(a.mode, MODE_PLAY, "done: the dialog closes");
  char path[256];
  snprintf(path, sizeof path, "%s/hoshi-diagram.pdf", home);
  assert_written(path);
  /* Again, cancelled at once: nothing is left. */
  ctrl_shift('e');
  drive_key(&a, KEY_ENTER, 0, false);
  cr_assert(export_running(&a.export_));
  drive_key(&a, KEY_ESCAPE, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY, "Esc closes the dialog at once");
  settle();
  int pdfs = 0;
  DIR *d = opendir(home);
  cr_assert_not_null(d);
  for (struct dirent *e; (e = readdir(d)) != NULL;)
    pdfs += strstr(e->d_name, ".pdf") != NULL;
  closedir(d);
  cr_expect_eq(pdfs, 1, "the cancelled export's file is removed, the first kept");
  cr_expect(strstr(a.status.text, "Export cancelled: nothing written."), "%s", a.status.text);
}
