/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Presenter mode (issue 36), without a window: the room's plan of every
 * screen (playing, a problem, scoring, the explanation, a demonstration)
 * holds none of the teacher's elements and places the board and its key
 * text whole at 1024x768, 1280x720 and 1920x1080, in English and French;
 * the hold (F6), its release and the way back (Shift+F6); the laser
 * pointer (F7). Plans are made with a fake font as in test_panel_fit.c
 * (every character 0.6 of the text's height wide, bold 0.64). */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app_driver.h"
#include "hoshi/i18n.h"
#include "ui/plan.h"

static app a;
static ui_view *view;
static ui_plan *plan;

#include "plan_text.h"

static ui_measure measure = {fake_width, NULL, NULL};

static void setup(void)
{
  view = malloc(sizeof *view);
  plan = malloc(sizeof *plan);
  cr_assert(view && plan);
  language("C.UTF-8");
}

static void teardown(void)
{
  free(view);
  free(plan);
}

TestSuite(presenter, .init = setup, .fini = teardown, .timeout = 120);

static void key(enum input_key k, char ch) { drive_key(&a, k, ch, false); }

static void shift_key(enum input_key k)
{
  ui_input in = {.kind = INPUT_KEY, .key = k, .shift = true};
  app_input(&a, &in);
}

static bool table_row_placed(const char *label)
{
  for (int r = 0; r < view->table.n_rows; r++) {
    if (strcmp(view->table.rows[r].label, label) != 0)
      continue;
    int texts = 0, want = 1;
    for (int i = 0; i < plan->n; i++)
      texts += plan->items[i].kind == PLAN_TEXT && plan->items[i].role == ROLE_TABLE &&
               plan->items[i].item == r;
    for (int k = 0; k < 2; k++)
      want += view->table.rows[r].cell[k][1][0] ? 2 : view->table.rows[r].cell[k][0][0] ? 1 : 0;
    return texts == want;
  }
  return false;
}

/* The room's plan at w x h: nothing of the teacher's; the board in the
 * window, apart from the panel; every text inside its area, none over
 * another. */
static void room_plan(int w, int h, const char *what)
{
  app_audience_layout(&a, w, h);
  const ui_layout *l = app_audience_layout_of(&a);
  app_audience_view(&a, view);
  plan_make(plan, view, l, &measure);
  cr_assert_not(plan->full, "%s: the plan ran out of room", what);
  cr_assert_eq(l->tool_n, 0, "%s: a toolbar", what);
  cr_assert_eq(l->tree.w * l->tree.h, 0, "%s: a tree", what);
  cr_assert_eq(l->graph.w * l->graph.h, 0, "%s: a graph", what);
  cr_assert(inside(l->board, (ui_rect){0, 0, w, h}), "%s: the board leaves the window", what);
  cr_assert(apart(l->board, l->panel), "%s: the panel is over the board", what);
  cr_assert_eq(view->theme, THEME_PROJECTOR, "%s", what);
  cr_assert_gt(l->text_px, a.layout.text_px, "%s: the room's type is larger", what);
  cr_assert_not(view->overlay.shown, "%s: a dialog", what);
  cr_assert_eq(view->tree.n, 0, "%s: the tree", what);
  cr_assert_eq(view->toolbar.n, 0, "%s: the toolbar", what);
  cr_assert_eq(view->status[0], 0, "%s: the status \"%s\"", what, view->status);
  cr_assert_eq(view->hint[0], 0, "%s: the key hint", what);
  cr_assert_eq(view->ghost_x, -1, "%s: the preview stone", what);
  cr_assert_eq(view->cursor_x, -1, "%s: the keyboard cursor", what);
  cr_assert_eq(view->n_candidates, 0, "%s: an engine's candidates", what);
  for (int i = 0; i < VIEW_POINTS; i++)
    cr_assert_eq(view->next[i], 0, "%s: a next-move hint", what);
  static const enum view_block teacher[] = {
      BLOCK_FILE,     BLOCK_GAME,       BLOCK_LESSON,    BLOCK_NO_COMMENT, BLOCK_ENGINE,
      BLOCK_ANALYSIS, BLOCK_REMEMBERED, BLOCK_WARNING,   BLOCK_EXERCISE,   BLOCK_EXERCISE_NAV,
      BLOCK_STATUS,   BLOCK_QUIZ_START, BLOCK_PRESENTER, BLOCK_PROGRESS};
  for (int i = 0; i < view->n_panel; i++) {
    for (size_t k = 0; k < sizeof teacher / sizeof teacher[0]; k++)
      cr_assert_neq(view->panel[i].block, teacher[k], "%s: the teacher's \"%s\"", what,
                    view->panel[i].text);
    cr_assert_eq(view->panel[i].click, CLICK_NONE, "%s: \"%s\" acts", what, view->panel[i].text);
  }
  int texts = 0;
  enum plan_layer layer = plan->over_board ? LAYER_OVER : LAYER_PANEL;
  for (int i = 0; i < plan->n; i++) {
    const plan_item *it = &plan->items[i];
    cr_assert_neq(it->layer, LAYER_TOOLBAR, "%s: the toolbar", what);
    cr_assert_neq(it->layer, LAYER_TIP, "%s: a tooltip", what);
    cr_assert(it->role != ROLE_HINT && it->role != ROLE_STATUS && it->role != ROLE_TOOL &&
                  it->role != ROLE_ROW && it->role != ROLE_TITLE && it->role != ROLE_MESSAGE,
              "%s: a teacher's element (role %d)", what, it->role);
    if (it->kind != PLAN_TEXT || it->layer != layer)
      continue;
    texts++;
    cr_assert(inside(it->box, plan->area), "%s: \"%s\" leaves its area", what, plan_text(plan, it));
    for (int j = 0; j < i; j++)
      if (plan->items[j].kind == PLAN_TEXT && plan->items[j].layer == layer)
        cr_assert(apart(it->box, plan->items[j].box), "%s: \"%s\" and \"%s\" overlap", what,
                  plan_text(plan, &plan->items[j]), plan_text(plan, it));
  }
  cr_assert_gt(texts, 0, "%s: nothing placed", what);
}

/* The count as the room reads it: each column's Result and Total, then
 * the difference and its first reason, whole and in the room's type (the
 * largest of its panel); no table of five columns in small type. */
static void room_count_in_sight(const char *what)
{
  block_whole(BLOCK_RESULT, what);
  block_whole(BLOCK_DIFFERENCE, what);
  int results = 0, totals = 0, largest = 0;
  for (int i = 0; i < plan->n; i++)
    if (plan->items[i].kind == PLAN_TEXT)
      largest = plan->items[i].px > largest ? plan->items[i].px : largest;
  for (int i = 0; i < view->n_panel; i++) {
    if (view->panel[i].block != BLOCK_RESULT)
      continue;
    results++;
    totals += strncmp(view->panel[i].text, _("Total: Black %s, White %s"), 5) == 0;
    for (int k = 0; k < plan->n; k++)
      if (plan->items[k].role == ROLE_LINE && plan->items[k].item == i)
        cr_assert_eq(plan->items[k].px, largest, "%s: \"%s\" in smaller type", what,
                     view->panel[i].text);
  }
  cr_assert_eq(results, 4, "%s: two results and two totals", what);
  cr_assert_eq(totals, 2, "%s: the totals", what);
  cr_assert_not(view->table.shown, "%s: a table in small type", what);
  int difference = -1;
  for (int i = 0; i < view->n_panel && difference < 0; i++)
    if (view->panel[i].block == BLOCK_DIFFERENCE)
      difference = i;
  cr_assert(difference >= 0 && difference + 1 < view->n_panel &&
                view->panel[difference + 1].block == BLOCK_DIFFERENCE,
            "%s: the difference without its first reason", what);
}

static const int sizes[][2] = {{1024, 768}, {1280, 720}, {1920, 1080}};

/* Each screen the room may see, at each size. */
static void every_screen(const char *lang)
{
  language(lang);
  for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
    int w = sizes[z][0], h = sizes[z][1];
    char what[200];
    cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
    cr_assert(app_open(&a, data_path("games/gnugo-regression/atari_atari08.sgf")));
    app_layout(&a, w, h);
    app_set_presenting(&a, true);
    cr_assert(game_set_comment(&a.game, "Black must save the cutting stones first."));
    snprintf(what, sizeof what, "%s %dx%d playing", lang, w, h);
    room_plan(w, h, what);
    block_whole(BLOCK_COMMENT, what);
    block_whole(BLOCK_TURN, what);
    cr_assert_eq(plan->scroll_max, 0, "%s: a short comment scrolls", what);
    /* The teacher writes another comment: the room reads the saved one. */
    drive_key(&a, KEY_CHAR, 'e', true);
    cr_assert_eq(a.mode, MODE_COMMENT);
    drive_text(&a, " Not yet!");
    snprintf(what, sizeof what, "%s %dx%d comment being written", lang, w, h);
    room_plan(w, h, what);
    for (int i = 0; i < view->n_panel; i++)
      cr_assert_null(strstr(view->panel[i].text, "Not yet"), "%s: the room reads it", what);
    key(KEY_ESCAPE, 0);
    /* A dialog is the teacher's alone. */
    drive_key(&a, KEY_CHAR, 'n', true);
    cr_assert(a.mode == MODE_NEW_GAME || a.mode == MODE_CONFIRM, "%s: a dialog", what);
    snprintf(what, sizeof what, "%s %dx%d a dialog", lang, w, h);
    room_plan(w, h, what);
    block_whole(BLOCK_TURN, what);
    key(KEY_ESCAPE, 0);
    cr_assert_eq(a.mode, MODE_PLAY);
    /* Scoring: each column's Result and Total as lines in the room's
     * type, the difference with its first reason. */
    key(KEY_CHAR, 's');
    cr_assert_eq(a.mode, MODE_SCORE);
    snprintf(what, sizeof what, "%s %dx%d scoring", lang, w, h);
    room_plan(w, h, what);
    room_count_in_sight(what);
    bool dead = false;
    for (int i = 0; i < VIEW_POINTS; i++)
      dead |= view->count[i] != COUNT_NONE;
    cr_assert(dead, "%s: the board's marks", what);
    /* The explanation, over the board. */
    key(KEY_CHAR, 'x');
    snprintf(what, sizeof what, "%s %dx%d explanation", lang, w, h);
    room_plan(w, h, what);
    cr_assert(view->explain && plan->over_board, "%s", what);
    cr_assert(table_row_placed(_("Total")), "%s: the Total row", what);
    cr_assert(table_row_placed(_("Result")), "%s: the Result row", what);
    block_whole(BLOCK_DIFFERENCE, what);
    key(KEY_CHAR, 'x');
    /* The demonstrations, each step's sentences whole. */
    for (int d = 0; d < 3; d++) {
      key(KEY_CHAR, 'd');
      for (int step = 0; step < a.scoring.demo_data->n_steps; step++) {
        snprintf(what, sizeof what, "%s %dx%d demonstration %d step %d", lang, w, h, d, step);
        room_plan(w, h, what);
        block_whole(BLOCK_STEP, what);
        key(KEY_RIGHT, 0);
      }
    }
    app_deinit(&a);
    /* A problem: the verdict and the problem's text. */
    cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
    cr_assert(app_open_problems(&a, data_path("problems")), "%s", a.status.text);
    cr_assert_eq(a.mode, MODE_PROBLEM);
    app_layout(&a, w, h);
    app_set_presenting(&a, true);
    snprintf(what, sizeof what, "%s %dx%d problem", lang, w, h);
    room_plan(w, h, what);
    block_whole(BLOCK_VERDICT, what);
    block_whole(BLOCK_COMMENT, what);
    drive_click(&a, "A1");
    snprintf(what, sizeof what, "%s %dx%d problem, a wrong move", lang, w, h);
    room_plan(w, h, what);
    block_whole(BLOCK_VERDICT, what);
    app_deinit(&a);
  }
}

Test(presenter, the_rooms_plans_hold_only_the_rooms_english) { every_screen("C.UTF-8"); }
Test(presenter, the_rooms_plans_hold_only_the_rooms_french) { every_screen("fr_FR.UTF-8"); }

/* The teacher's line that says what the room sees. */
static const char *presenter_line(void)
{
  app_view(&a, view);
  for (int i = 0; i < view->n_panel; i++)
    if (view->panel[i].block == BLOCK_PRESENTER)
      return view->panel[i].text;
  return NULL;
}

static enum color room_stone(const char *vertex)
{
  int x, y;
  vertex_xy(&a, vertex, &x, &y);
  app_audience_view(&a, view);
  return view->stone[view_index(view, x, y)];
}

Test(presenter, hold_release_and_back)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  /* Not presenting: F6 and F7 say how to start. */
  key(KEY_F6, 0);
  cr_expect_null(a.held);
  cr_expect(a.status.error);
  cr_expect_null(presenter_line());
  key(KEY_F5, 0);
  cr_assert(app_presenting(&a));
  cr_expect_str_eq(presenter_line(), "The room sees: this position (F6 holds it)");
  drive_click(&a, "D4");
  drive_click(&a, "F6");
  size_t held_at = game_node_index(&a.game);
  key(KEY_F6, 0);
  cr_assert_not_null(a.held);
  cr_expect_str_eq(presenter_line(), "The room sees: move 2, held (F6 releases)");
  /* The teacher tries a variation and comments it: the room still sees
   * move 2. */
  drive_click(&a, "C3");
  drive_click(&a, "E5");
  cr_expect_eq(stone_at(&a, "C3"), COLOR_BLACK);
  cr_expect_eq(room_stone("C3"), COLOR_EMPTY);
  cr_expect_eq(room_stone("F6"), COLOR_WHITE);
  cr_expect_eq(view->last_x, 5);
  /* F6 again: the room comes to where the teacher is. */
  key(KEY_F6, 0);
  cr_expect_null(a.held);
  cr_expect_eq(room_stone("C3"), COLOR_BLACK);
  cr_expect_eq(room_stone("E5"), COLOR_WHITE);
  /* Held again, then Shift+F6: released, and the teacher back there. */
  size_t here = game_node_index(&a.game);
  key(KEY_F6, 0);
  key(KEY_LEFT, 0);
  key(KEY_LEFT, 0);
  key(KEY_LEFT, 0);
  cr_expect_neq(game_node_index(&a.game), here);
  cr_expect_eq(room_stone("E5"), COLOR_WHITE, "held");
  shift_key(KEY_F6);
  cr_expect_null(a.held);
  cr_expect_eq(game_node_index(&a.game), here);
  cr_expect_eq(stone_at(&a, "E5"), COLOR_WHITE);
  cr_expect_neq(held_at, here);
  /* Held while counting: the teacher marks dead stones, the room sees the
   * board as it was. */
  key(KEY_F6, 0);
  key(KEY_CHAR, 's');
  cr_assert_eq(a.mode, MODE_SCORE);
  app_audience_view(&a, view);
  for (int i = 0; i < VIEW_POINTS; i++)
    cr_expect_eq(view->count[i], COUNT_NONE, "the room sees no count while held");
  shift_key(KEY_F6);
  cr_expect_eq(a.mode, MODE_PLAY, "back to the position: the scoring screen left");
  /* F5 again: presenter mode ends, and the hold with it. */
  key(KEY_F6, 0);
  key(KEY_F5, 0);
  cr_expect_not(app_presenting(&a));
  cr_expect_null(a.held);
  app_deinit(&a);
}

static void pointer(const char *vertex)
{
  ui_input in = {.kind = INPUT_MOTION};
  if (vertex) {
    in.on_board = true;
    vertex_xy(&a, vertex, &in.x, &in.y);
  } else {
    in.kind = INPUT_LEAVE;
  }
  app_input(&a, &in);
}

Test(presenter, the_laser_pointer_follows_the_teachers_pointer)
{
  cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  key(KEY_F5, 0);
  pointer("Q16");
  app_audience_view(&a, view);
  cr_expect_eq(view->laser_x, -1, "off until F7");
  key(KEY_F7, 0);
  cr_expect(a.laser);
  app_view(&a, view);
  bool said = false;
  for (int i = 0; i < view->n_panel; i++)
    said |= strcmp(view->panel[i].text, "Laser pointer on: click or F7 turns it off") == 0;
  cr_expect(said, "the teacher's panel says the laser is on");
  pointer("D4");
  app_audience_view(&a, view);
  int x, y;
  vertex_xy(&a, "D4", &x, &y);
  cr_expect_eq(view->laser_x, x);
  cr_expect_eq(view->laser_y, y);
  cr_expect_eq(view->ghost_x, -1, "no preview stone for the room");
  /* On the held board too. */
  key(KEY_F6, 0);
  pointer("K10");
  app_audience_view(&a, view);
  vertex_xy(&a, "K10", &x, &y);
  cr_expect_eq(view->laser_x, x);
  cr_expect_eq(view->laser_y, y);
  /* Off the board: no dot. */
  pointer(NULL);
  app_audience_view(&a, view);
  cr_expect_eq(view->laser_x, -1);
  key(KEY_F7, 0);
  pointer("D4");
  app_audience_view(&a, view);
  cr_expect_eq(view->laser_x, -1, "F7 again: off");
  app_deinit(&a);
}

/* The toolbar keeps 30 buttons; the presenter's is lit while presenting. */
Test(presenter, the_toolbar_button)
{
  cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
  app_layout(&a, 1024, 768);
  app_view(&a, view);
  cr_expect_eq(view->toolbar.n, 30);
  int b = -1;
  for (int i = 0; i < view->toolbar.n; i++)
    if (strcmp(view->toolbar.items[i].icon, "\u2750") == 0)
      b = i;
  cr_assert_geq(b, 0);
  cr_expect_not(view->toolbar.items[b].active);
  ui_input in = {.kind = INPUT_CLICK, .button = 1, .tool_item = b + 1};
  app_input(&a, &in);
  cr_expect(app_presenting(&a));
  app_view(&a, view);
  cr_expect(view->toolbar.items[b].active);
  /* A click on the teacher's line holds the room's view. */
  ui_input line = {.kind = INPUT_CLICK, .button = 1, .on_panel = true, .panel_click = CLICK_HOLD};
  app_input(&a, &line);
  cr_expect_not_null(a.held);
  app_input(&a, &line);
  cr_expect_null(a.held);
  app_deinit(&a);
}

/* The teacher's miniature of the room's window: a slot of its own while
 * presenting only, about 16:9, at least 240 pixels wide at 1280x720, off
 * the board, the toolbar, the tree and the graph, and under none of the
 * panel's text; with its "held" tag while the room's view is held. */
Test(presenter, the_miniature_has_its_own_slot_while_presenting)
{
  cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
  drive_click(&a, "D4");
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
    int w = sizes[s][0], h = sizes[s][1];
    app_layout(&a, w, h);
    cr_expect_eq(a.layout.miniature.w, 0, "%dx%d: a miniature before presenting", w, h);
    key(KEY_F5, 0);
    for (int held = 0; held < 2; held++) {
      app_layout(&a, w, h);
      const ui_layout *l = &a.layout;
      ui_rect m = l->miniature;
      cr_assert_gt(m.w, 0, "%dx%d: no miniature while presenting", w, h);
      cr_expect_geq(m.w, w == 1280 ? 240 : 160, "%dx%d: a miniature %d wide", w, h, m.w);
      cr_expect_leq(abs(m.h * 16 - m.w * 9), 16, "%dx%d: %dx%d is not 16:9", w, h, m.w, m.h);
      cr_expect(inside(m, (ui_rect){0, 0, w, h}), "%dx%d: the miniature leaves the window", w, h);
      cr_expect(apart(m, l->board), "%dx%d: the miniature is over the board", w, h);
      cr_expect(apart(m, l->panel), "%dx%d: the miniature is over the panel", w, h);
      cr_expect(apart(m, l->toolbar), "%dx%d: over the toolbar", w, h);
      cr_expect(l->tree.w > 0 && apart(m, l->tree), "%dx%d: the tree lost or covered", w, h);
      cr_expect(apart(m, l->graph), "%dx%d: over the graph", w, h);
      app_view(&a, view);
      plan_make(plan, view, l, &measure);
      int texts = 0;
      for (int i = 0; i < plan->n; i++) {
        const plan_item *it = &plan->items[i];
        if (it->kind != PLAN_TEXT || it->layer != LAYER_PANEL)
          continue;
        texts++;
        cr_expect(apart(it->box, m), "%dx%d: \"%s\" under the miniature", w, h,
                  plan_text(plan, it));
      }
      cr_expect_gt(texts, 0);
      block_whole(BLOCK_PRESENTER, "the teacher's line beside the miniature");
      if (held)
        cr_expect_str_eq(view->room_tag, "held: move 1", "%dx%d", w, h);
      else
        cr_expect_str_eq(view->room_tag, "", "%dx%d", w, h);
      key(KEY_F6, 0);
    }
    key(KEY_F5, 0);
    app_layout(&a, w, h);
    cr_expect_eq(a.layout.miniature.w, 0, "%dx%d: a miniature after presenting", w, h);
    app_view(&a, view);
    cr_expect_str_eq(view->room_tag, "", "%dx%d: a tag after presenting", w, h);
  }
  app_deinit(&a);
}

/* Presenter mode remembered from the last session, one display at start:
 * the room's window waits (said) instead of opening over the teacher's
 * board; a second display plugged in opens it; F5 meanwhile opens it at
 * once (review 8). */
Test(presenter, remembered_presenter_mode_waits_for_a_second_display)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  a.settings.presenter = true;
  app_presenter_remembered(&a, 1);
  cr_expect(!app_presenting(&a), "no room's window over the teacher's board");
  cr_expect(strstr(a.status.text, "waits for a second display"), "%s", a.status.text);
  ui_input one = {.kind = INPUT_DISPLAYS, .displays = 1};
  app_input(&a, &one);
  cr_expect(!app_presenting(&a), "still one display");
  ui_input two = {.kind = INPUT_DISPLAYS, .displays = 2};
  app_input(&a, &two);
  cr_expect(app_presenting(&a), "the projector is there: its window opens");
  cr_expect(strstr(a.status.text, "A second display is there"), "%s", a.status.text);

  app_set_presenting(&a, false);
  a.settings.presenter = true;
  app_presenter_remembered(&a, 1);
  key(KEY_F5, 0);
  cr_expect(app_presenting(&a), "F5 opens it now, as a window to drag");
  cr_expect(a.settings.presenter);
  app_presenter_remembered(&a, 2); /* two displays at start: nothing waits */
  cr_expect(app_presenting(&a));
  app_deinit(&a);
}

/* The room's plans over the grid of sizes projectors use, portrait too,
 * English and French (issue 42): the count with each
 * column's Result and Total in the room's largest type, the difference
 * whole with its first reason, each reason the teacher selects whole in
 * sight, the explanation's Total and Result, and each demonstration step
 * whole under its method and number. */
Test(presenter, the_rooms_count_and_steps_over_the_grid, .timeout = 300)
{
  static const int grid[][2] = {{800, 600},   {1024, 768},  {1280, 720}, {1366, 768}, {1920, 1080},
                                {2560, 1440}, {3840, 2160}, {768, 1024}, {1080, 1920}};
  /* The room's window takes its own scale, the largest its panel holds. */
  static const double scales[] = {1};
  static const char *const langs[] = {"C.UTF-8", "fr_FR.UTF-8"};
  int combos = 0;
  for (int l = 0; l < 2; l++) {
    language(langs[l]);
    for (size_t z = 0; z < sizeof grid / sizeof grid[0]; z++)
      for (size_t k = 0; k < sizeof scales / sizeof scales[0]; k++) {
        int w = grid[z][0], h = grid[z][1];
        char what[200];
        cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
        a.settings.ui_scale = scales[k];
        cr_assert(app_open(&a, data_path("games/gnugo-regression/atari_atari08.sgf")));
        app_layout(&a, 1280, 720);
        app_set_presenting(&a, true);
        key(KEY_CHAR, 's');
        snprintf(what, sizeof what, "%s %dx%d scale %.1f scoring", langs[l], w, h, scales[k]);
        room_plan(w, h, what);
        room_count_in_sight(what);
        for (int r = 0; r < a.scoring.n_reasons; r++) {
          key(KEY_DOWN, 0);
          room_plan(w, h, what);
          for (int i = 0; i < view->n_panel; i++)
            if (view->panel[i].selected)
              cr_assert(line_whole(i), "%s: the reason %d selected is not whole in sight", what, r);
        }
        key(KEY_CHAR, 'x');
        snprintf(what, sizeof what, "%s %dx%d scale %.1f explanation", langs[l], w, h, scales[k]);
        room_plan(w, h, what);
        cr_assert(table_row_placed(_("Total")) && table_row_placed(_("Result")), "%s", what);
        block_whole(BLOCK_DIFFERENCE, what);
        key(KEY_CHAR, 'x');
        for (int d = 0; d < 3; d++) {
          key(KEY_CHAR, 'd');
          for (int step = 0; step < a.scoring.demo_data->n_steps; step++) {
            snprintf(what, sizeof what, "%s %dx%d scale %.1f demonstration %d step %d", langs[l], w,
                     h, scales[k], d, step);
            room_plan(w, h, what);
            block_whole(BLOCK_STEP, what);
            char head[120];
            snprintf(head, sizeof head, _("Step %d of %d: %s"), step + 1,
                     a.scoring.demo_data->n_steps, "");
            int first = -1;
            for (int i = 0; i < view->n_panel && first < 0; i++)
              if (view->panel[i].block == BLOCK_STEP)
                first = i;
            cr_assert(first >= 0 && strncmp(view->panel[first].text, head, strlen(head)) == 0,
                      "%s: no \"%s\" heading the step", what, head);
            key(KEY_RIGHT, 0);
          }
        }
        app_deinit(&a);
        combos++;
      }
  }
  cr_assert_eq(combos, 18);
}
