/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What every plan of a screen must hold, and what each screen's priorities
 * promise (src/ui/priority.c), checked on the application's own views:
 * shared by tests/test_panel_fit.c (a fake font, every size) and
 * tests/test_render.c (the real font, a teacher's settings). The including
 * file defines `a` (the application), `view`, `plan` and `measure`. */
#ifndef HOSHI_TESTS_PLAN_CHECKS_H
#define HOSHI_TESTS_PLAN_CHECKS_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "hoshi/i18n.h"
#include "ui/plan.h"
#include "plan_text.h"

static void key(enum input_key k, char ch)
{
  ui_input in = {.kind = INPUT_KEY, .key = k, .ch = ch};
  app_input(&a, &in);
}

static void ctrl(char ch)
{
  ui_input in = {.kind = INPUT_KEY, .key = KEY_CHAR, .ch = ch, .ctrl = true};
  app_input(&a, &in);
}

/* Whether a row of the scoring table is placed, every figure of it. */
static bool table_row_placed(int row)
{
  int texts = 0;
  for (int i = 0; i < plan->n; i++) {
    const plan_item *it = &plan->items[i];
    texts += it->kind == PLAN_TEXT && it->role == ROLE_TABLE && it->item == row;
  }
  const view_table_row *r = &view->table.rows[row];
  int want = 1;
  for (int k = 0; k < 2; k++)
    want += r->cell[k][1][0] ? 2 : r->cell[k][0][0] ? 1 : 0;
  return texts == want;
}

static int table_row_named(const char *label)
{
  for (int r = 0; r < view->table.n_rows; r++)
    if (strcmp(view->table.rows[r].label, label) == 0)
      return r;
  return -1;
}

/* The first line of a block in the view, -1 none. */
static int first_line_of(enum view_block b)
{
  for (int i = 0; i < view->n_panel; i++)
    if (view->panel[i].block == b)
      return i;
  return -1;
}

/* The strip a LAYER_STRIPS item belongs to. */
static ui_rect strip_of(const plan_item *it)
{
  return it->role == ROLE_TREE    ? a.layout.tree
         : it->role == ROLE_GRAPH ? a.layout.graph
                                  : a.layout.miniature;
}

/* The strips' pieces (the tree's numbers and "+N", the graph's scale and
 * legend, the miniature's box and tag) lie in their strips, their texts
 * apart, the tree's numbers above its slots. Returns the texts placed. */
static int check_strips(const char *what)
{
  int texts = 0;
  for (int i = 0; i < plan->n; i++) {
    const plan_item *it = &plan->items[i];
    if (it->layer != LAYER_STRIPS)
      continue;
    ui_rect strip = strip_of(it);
    cr_assert(it->role == ROLE_TREE || it->role == ROLE_GRAPH || it->role == ROLE_ROOM,
              "%s: a strip's piece of role %d", what, it->role);
    cr_assert(inside(it->box, strip),
              "%s: \"%s\" (role %d, item %d) at %d,%d %dx%d leaves its strip %d,%d %dx%d", what,
              it->kind == PLAN_TEXT ? plan_text(plan, it) : "", it->role, it->item, it->box.x,
              it->box.y, it->box.w, it->box.h, strip.x, strip.y, strip.w, strip.h);
    if (it->role == ROLE_TREE && it->item >= 0)
      cr_assert_leq(it->box.y + it->box.h, a.layout.tree_top,
                    "%s: the tree's number \"%s\" runs into its slots", what, plan_text(plan, it));
    if (it->kind != PLAN_TEXT)
      continue;
    texts++;
    for (int j = 0; j < i; j++) {
      const plan_item *o = &plan->items[j];
      if (o->layer == LAYER_STRIPS && o->kind == PLAN_TEXT && o->role == it->role)
        cr_assert(apart(it->box, o->box), "%s: \"%s\" and \"%s\" overlap", what, plan_text(plan, o),
                  plan_text(plan, it));
    }
  }
  return texts;
}

/* Plans the application's view and checks what holds on every plan. */
static void check_plan(const char *what)
{
  app_view(&a, view);
  plan_make(plan, view, &a.layout, &measure);
  app_panel_drawn(&a, plan); /* as hoshi's loop does */
  cr_assert_not(plan->full, "%s: the plan ran out of room", what);
  ui_rect area = plan->area;
  int texts = 0;
  enum plan_layer layer = plan->over_board ? LAYER_OVER : LAYER_PANEL;
  for (int i = 0; i < plan->n; i++) {
    const plan_item *it = &plan->items[i];
    if (it->kind != PLAN_TEXT || it->layer != layer)
      continue;
    texts++;
    cr_assert(inside(it->box, area),
              "%s: \"%s\" (role %d, item %d) at %d,%d %dx%d leaves the %s %d,%d %dx%d", what,
              plan_text(plan, it), it->role, it->item, it->box.x, it->box.y, it->box.w, it->box.h,
              plan->over_board ? "box" : "panel", area.x, area.y, area.w, area.h);
    for (int j = 0; j < i; j++) {
      const plan_item *o = &plan->items[j];
      if (o->kind == PLAN_TEXT && o->layer == layer)
        cr_assert(apart(it->box, o->box), "%s: \"%s\" and \"%s\" overlap", what, plan_text(plan, o),
                  plan_text(plan, it));
    }
  }
  cr_assert_gt(texts, 0, "%s: nothing placed", what);
  /* Nothing is drawn past the window's edges: a tooltip's border neither. */
  ui_rect window = {0, 0, a.layout.width, a.layout.height};
  for (int i = 0; i < plan->n; i++)
    cr_assert(plan->items[i].box.w <= 0 || inside(plan->items[i].box, window),
              "%s: an item (kind %d, layer %d) at %d,%d %dx%d leaves the window %dx%d", what,
              plan->items[i].kind, plan->items[i].layer, plan->items[i].box.x, plan->items[i].box.y,
              plan->items[i].box.w, plan->items[i].box.h, window.w, window.h);
  check_strips(what);
  /* The toolbar's glyphs and stones stay in their buttons. */
  for (int i = 0; i < plan->n; i++) {
    const plan_item *it = &plan->items[i];
    if (it->layer != LAYER_TOOLBAR || (it->kind != PLAN_TEXT && it->kind != PLAN_STONE))
      continue;
    ui_rect b = layout_toolbar_button(&a.layout, it->kind == PLAN_TEXT ? it->item : -1);
    if (it->kind == PLAN_STONE) /* the button it is centred in */
      for (int k = 0; k < a.layout.tool_n; k++)
        if (layout_contains(layout_toolbar_button(&a.layout, k), it->box.x + it->box.w / 2.0,
                            it->box.y + it->box.h / 2.0))
          b = layout_toolbar_button(&a.layout, k);
    cr_assert(inside(it->box, b), "%s: a toolbar icon overflows its button", what);
  }
  cr_assert_not(plan->title_cut, "%s: the title lost words", what);
  cr_assert(plan->hint_whole, "%s: the hint is cut", what);
  int cues = 0, hints = 0;
  for (int i = 0; i < plan->n; i++)
    if (plan->items[i].layer == layer) {
      cues += plan->items[i].role == ROLE_CUE;
      hints += plan->items[i].role == ROLE_HINT;
    }
  /* The hint is placed, unless the room's text left no room for it even
   * on one line. */
  if (!plan->hint_hidden)
    cr_assert_gt(hints, 0, "%s: the hint is not placed", what);
  /* A hint on one line keeps where the keys are. */
  if (!plan->over_board && hints == 1 && strstr(view->hint_short, "F1"))
    for (int i = 0; i < plan->n; i++) {
      const plan_item *it = &plan->items[i];
      if (it->layer == layer && it->role == ROLE_HINT &&
          strncmp(plan_text(plan, it), view->hint_short, 4) == 0)
        cr_assert(strstr(plan_text(plan, it), "F1"), "%s: the hint lost F1", what);
    }
  /* What is not shown is said to be there. */
  if (plan->scroll_max > 0)
    cr_assert_gt(cues, 0, "%s: scrolls without a cue", what);
  else if (!view->overlay.list)
    cr_assert_eq(cues, 0, "%s: a cue with nothing to scroll", what);
  /* And something of what scrolls is in sight above its cue: scrolling
   * brings the rest there. */
  if (cues > 0 && !view->overlay.list) {
    int in_sight = 0;
    for (int i = 0; i < plan->n; i++) {
      const plan_item *it = &plan->items[i];
      in_sight += it->layer == layer && it->kind == PLAN_TEXT && it->role != ROLE_CUE &&
                  it->role != ROLE_HINT && inside(it->box, plan->scroll_box);
    }
    if (!in_sight)
      for (int i = 0; i < plan->n; i++)
        if (plan->items[i].layer == layer && plan->items[i].kind == PLAN_TEXT)
          fprintf(stderr, "  role %d item %d %d,%d %dx%d %s\n", plan->items[i].role,
                  plan->items[i].item, plan->items[i].box.x, plan->items[i].box.y,
                  plan->items[i].box.w, plan->items[i].box.h, plan_text(plan, &plan->items[i]));
    cr_assert_gt(in_sight, 0, "%s: a cue, and nothing of what scrolls in sight (box %d,%d %dx%d)",
                 what, plan->scroll_box.x, plan->scroll_box.y, plan->scroll_box.w,
                 plan->scroll_box.h);
  }
  /* What is over the window is above the toolbar, and takes the clicks
   * in its box. */
  if (plan->over_board)
    for (int k = 0; k < a.layout.tool_n; k++) {
      ui_rect b = layout_toolbar_button(&a.layout, k);
      double cx = b.x + b.w / 2.0, cy = b.y + b.h / 2.0;
      if (!layout_contains(area, cx, cy))
        continue;
      ui_input in = {0};
      plan_locate(plan, &a.layout, cx, cy, &in);
      cr_assert_eq(in.tool_item, 0, "%s: a click on the box reaches the toolbar", what);
    }
}

/* The table's Total and Result rows in sight, and the difference whole. */
static void results_in_sight(const char *what, bool every_row)
{
  int total = table_row_named(_("Total")), result = table_row_named(_("Result"));
  cr_assert(total >= 0 && result >= 0, "%s: no Total or Result row", what);
  cr_assert(table_row_placed(total), "%s: the Total row is not in sight", what);
  cr_assert(table_row_placed(result), "%s: the Result row is not in sight", what);
  for (int r = 0; every_row && r < view->table.n_rows; r++)
    cr_assert(table_row_placed(r), "%s: the row %s is not on the first page", what,
              view->table.rows[r].label);
  block_whole(BLOCK_DIFFERENCE, what);
}

/* Scrolls to the end and checks the last frame too. */
static void check_scrolled(const char *what)
{
  check_plan(what);
  if (plan->scroll_max == 0)
    return;
  /* Page Down until the end, each page moving on. */
  for (int i = 0; i < 400 && plan->scroll < plan->scroll_max; i++) {
    int was = plan->scroll;
    ui_input in = {.kind = INPUT_KEY, .key = KEY_PAGE_DOWN, .shift = true};
    app_input(&a, &in);
    check_plan(what);
    cr_assert_gt(plan->scroll, was, "%s: Page Down does not move", what);
  }
  /* Page Up back to the start, each page moving too. */
  for (int i = 0; i < 400 && plan->scroll > 0; i++) {
    int was = plan->scroll;
    ui_input in = {.kind = INPUT_KEY, .key = KEY_PAGE_UP, .shift = true};
    app_input(&a, &in);
    check_plan(what);
    cr_assert_lt(plan->scroll, was, "%s: Page Up does not move (at %d)", what, was);
  }
  cr_assert_eq(plan->scroll, 0, "%s: Page Up does not reach the start", what);
  a.panel_scroll = plan->scroll_max - 1;
  ui_input wheel = {.kind = INPUT_WHEEL, .wheel = -1, .on_panel = true};
  app_input(&a, &wheel);
  char w[300];
  snprintf(w, sizeof w, "%s, scrolled", what);
  check_plan(w);
  cr_assert_eq(plan->scroll, plan->scroll_max,
               "%s: Page Down and the wheel reach the end (%d of %d, fit %d)", what, plan->scroll,
               plan->scroll_max, plan->fit);
  a.panel_scroll = 0;
}

/* A lesson's comment, long enough to scroll at every size. */
static void long_comment(void)
{
  char comment[1600] = "";
  for (int i = 0; i < 24; i++)
    strcat(comment, i % 6 == 5 ? "Élève : noir vit.\n" : "A lesson's comment runs on, ");
  cr_assert(game_set_comment(&a.game, comment));
}

static void playing(const char *what)
{
  char label[300];
  snprintf(label, sizeof label, "%s, playing", what);
  check_plan(label);
  block_whole(BLOCK_TURN, label);
  /* A lesson: the comment's first line first; an engine's figure. */
  long_comment();
  snprintf(label, sizeof label, "%s, long comment", what);
  check_plan(label);
  int first = -1;
  for (int i = 0; i < view->n_panel && first < 0; i++)
    if (view->panel[i].block == BLOCK_COMMENT)
      first = i;
  cr_assert_geq(first, 0, "%s: no comment", label);
  cr_assert(plan_shows_line(plan, first), "%s: the comment's first line is out of sight", label);
  block_whole(BLOCK_TURN, label);
  app_view(&a, view);
  view_begin(view, BLOCK_ANALYSIS);
  snprintf(view_add_line(view, true)->text, sizeof view->panel[0].text, "%s",
           _("Black 54.3%, White ahead by 2.1: KataGo, 1200 visits"));
  plan_make(plan, view, &a.layout, &measure);
  snprintf(label, sizeof label, "%s, analysis", what);
  block_whole(BLOCK_ANALYSIS, label);
  block_whole(BLOCK_TURN, label);
  check_scrolled(label);
  /* Written, with the caret's line in sight. */
  ctrl('e');
  cr_assert_eq(a.mode, MODE_COMMENT);
  snprintf(label, sizeof label, "%s, writing the comment", what);
  check_plan(label);
  cr_assert(plan_shows_line(plan, view->panel_focus), "%s: the caret's line is out of sight",
            label);
  key(KEY_ESCAPE, 0);
  cr_assert(game_set_comment(&a.game, ""));
}

static void dialogs(const char *what)
{
  char label[300];
  /* F1: every key, page by page. */
  key(KEY_F1, 0);
  cr_assert_eq(a.mode, MODE_HELP);
  snprintf(label, sizeof label, "%s, keys list", what);
  check_plan(label);
  cr_assert(plan->over_board, "%s: drawn as a list over the window", label);
  static bool seen[VIEW_ROWS];
  memset(seen, 0, sizeof seen);
  for (int page = 0; page <= plan->scroll_max; page++) {
    a.panel_scroll = page;
    check_plan(label);
    cr_assert_eq(plan->scroll, page);
    for (int i = 0; i < plan->n; i++)
      if (plan->items[i].role == ROLE_ROW && plan->items[i].item >= 0)
        seen[plan->items[i].item] = true;
  }
  for (int i = 0; i < view->overlay.n_rows; i++)
    cr_assert(seen[i], "%s: the key \"%s\" is on no page", label, view->overlay.rows[i].label);
  key(KEY_ESCAPE, 0);
  cr_assert_eq(a.mode, MODE_PLAY);
  ctrl('n');
  cr_assert_eq(a.mode, MODE_NEW_GAME);
  snprintf(label, sizeof label, "%s, new game", what);
  check_plan(label);
  cr_assert(plan->over_board, "%s", label);
  key(KEY_ESCAPE, 0);
  ctrl('o');
  cr_assert_eq(a.mode, MODE_OPEN);
  snprintf(label, sizeof label, "%s, file list", what);
  check_plan(label);
  cr_assert(plan->over_board, "%s", label);
  key(KEY_ESCAPE, 0);
  cr_assert_eq(a.mode, MODE_PLAY);
  /* With a change not saved, the question before another file: its title
   * is the longest (French). */
  a.dirty = true;
  ctrl('o');
  cr_assert_eq(a.mode, MODE_CONFIRM, "%s", what);
  snprintf(label, sizeof label, "%s, unsaved changes", what);
  check_plan(label);
  key(KEY_ESCAPE, 0);
  a.dirty = false;
  ctrl('i');
  cr_assert_eq(a.mode, MODE_INFO);
  snprintf(label, sizeof label, "%s, game information", what);
  check_plan(label);
  cr_assert(plan->over_board, "%s", label);
  key(KEY_ESCAPE, 0);
  key(KEY_CHAR, 'g');
  cr_assert_eq(a.mode, MODE_PROMPT);
  snprintf(label, sizeof label, "%s, go to move", what);
  check_plan(label);
  key(KEY_ESCAPE, 0);
  cr_assert_eq(a.mode, MODE_PLAY);
  /* F3: Learn, the sample course's sets (laid out as assets/course). */
  const char *data = getenv("HOSHI_TEST_DATA");
  if (data && !getenv("HOSHI_COURSE")) {
    char course[512];
    snprintf(course, sizeof course, "%s/course-sample", data);
    setenv("HOSHI_COURSE", course, 1);
  }
  key(KEY_F3, 0);
  cr_assert_eq(a.mode, MODE_LEARN);
  snprintf(label, sizeof label, "%s, learn", what);
  check_plan(label);
  cr_assert(plan->over_board, "%s", label);
  key(KEY_ESCAPE, 0);
  cr_assert_eq(a.mode, MODE_PLAY);
}

static void scoring(const char *what)
{
  char label[300];
  key(KEY_CHAR, 's');
  cr_assert_eq(a.mode, MODE_SCORE);
  snprintf(label, sizeof label, "%s, scoring", what);
  check_plan(label);
  results_in_sight(label, false);
  /* Each reason selected with Down is in sight, scrolled there if need be;
   * the results stay in sight. */
  for (int r = 0; r < a.scoring.n_reasons; r++) {
    key(KEY_DOWN, 0);
    snprintf(label, sizeof label, "%s, reason %d selected", what, r);
    check_plan(label);
    int line = -1;
    for (int i = 0; i < view->n_panel; i++)
      if (view->panel[i].selected)
        line = i;
    cr_assert_geq(line, 0, "%s: no line selected", label);
    cr_assert(plan_shows_line(plan, line), "%s: the selected reason is out of sight", label);
    results_in_sight(label, false);
  }
  snprintf(label, sizeof label, "%s, scoring", what);
  check_scrolled(label);
  /* The explanation: the whole table and the difference on one page, in a
   * box over the board; X again closes it. */
  key(KEY_CHAR, 'x');
  cr_assert(a.scoring.explain);
  snprintf(label, sizeof label, "%s, explanation", what);
  check_plan(label);
  results_in_sight(label, true);
  cr_assert_gt((double)plan->area.w * plan->area.h, (double)a.layout.panel.w * a.layout.panel.h,
               "%s: larger than the panel", label);
  check_scrolled(label);
  key(KEY_CHAR, 'x');
  cr_assert_not(a.scoring.explain);
  key(KEY_CHAR, 'v');
  snprintf(label, sizeof label, "%s, scoring (area view)", what);
  check_plan(label);
  results_in_sight(label, false);
  /* The three demonstrations: every sentence of every step. */
  for (int d = 0; d < 3; d++) {
    key(KEY_CHAR, 'd');
    cr_assert_eq(a.scoring.demo, d, "%s: demonstration %d is on", what, d);
    for (int step = 0; step < a.scoring.demo_data->n_steps; step++) {
      snprintf(label, sizeof label, "%s, demonstration %d step %d", what, d, step);
      check_plan(label);
      block_whole(BLOCK_STEP, label);
      key(KEY_RIGHT, 0);
    }
  }
  /* The counting quiz: the question and its four answers whole, in the
   * room's type; answered, the verdicts whole and the counts back. */
  key(KEY_CHAR, 'q');
  cr_assert(a.scoring.quiz.open, "%s: Q starts the quiz", what);
  for (int q = 0; q < a.scoring.quiz.questions; q++) {
    snprintf(label, sizeof label, "%s, quiz question %d", what, q + 1);
    check_plan(label);
    block_whole(BLOCK_QUIZ, label);
    key(KEY_CHAR, '1');
  }
  snprintf(label, sizeof label, "%s, quiz answered", what);
  check_plan(label);
  /* The verdicts, unless at the smallest type they gave way to the count
   * (a small portrait window). */
  if (plan_shows_line(plan, first_line_of(BLOCK_QUIZ)) || plan->fit != FIT_SMALLER)
    block_whole(BLOCK_QUIZ, label);
  results_in_sight(label, false);
  key(KEY_ESCAPE, 0);
  cr_assert_not(a.scoring.quiz.open, "%s: Esc closes the quiz", what);
}

#endif
