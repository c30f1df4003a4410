/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The side panel on every screen a class sees, offscreen: the playing
 * screen, the scoring screen in both views with a reason selected, and
 * each step of the three counting demonstrations, the explanation over
 * the board (X), the keys (F1), the new-game dialog and the file list, at
 * the window sizes
 * clubs use (800x600 to 3840x2160, and two portrait ones), in both themes, in English and French,
 * at text scale 1, 1.5 and 2. The renderer reports what it placed
 * (render_panel_plan); every run of text must lie wholly inside the panel,
 * the key hint must be drawn whole, and what does not fit must scroll with
 * a cue rather than be cut (issue 20). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "hoshi/i18n.h"
#include "ui/render.h"

static app a;
static ui_renderer *ui;
static ui_view *view;

static const char *data_path(const char *rel)
{
  static char path[1024];
  const char *dir = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(dir, "HOSHI_TEST_DATA names tests/data (set by ctest)");
  snprintf(path, sizeof path, "%s/%s", dir, rel);
  return path;
}

static void language(const char *lang)
{
  unsetenv("LC_ALL");
  unsetenv("LC_MESSAGES");
  unsetenv("LANGUAGE");
  setenv("LANG", lang, 1);
  i18n_init();
}

static void setup(void)
{
  cr_assert_eq(SDL_Init(0), 0);
  hoshi_error why = {0};
  ui = render_new(&why);
  cr_assert_not_null(ui, "%s", why.message);
  view = malloc(sizeof *view);
  cr_assert_not_null(view);
}

static void teardown(void)
{
  free(view);
  render_free(ui);
  SDL_Quit();
}

TestSuite(panel_fit, .init = setup, .fini = teardown, .timeout = 240);

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

/* Draws the application's view at w x h and checks the panel's plan. */
static void check_frame(SDL_Surface *s, const char *what)
{
  app_view(&a, view);
  render_frame(ui, s, view, &a.layout);
  const panel_plan *pl = render_panel_plan(ui);
  app_panel_drawn(&a, pl->scroll, pl->scroll_max); /* as hoshi's loop does */
  ui_rect area = pl->area;
  cr_assert_gt(pl->n_runs, 0, "%s: nothing placed", what);
  for (int i = 0; i < pl->n_runs; i++) {
    ui_rect b = pl->runs[i].box;
    cr_assert(b.x >= area.x && b.y >= area.y && b.x + b.w <= area.x + area.w &&
                  b.y + b.h <= area.y + area.h,
              "%s: run %d (kind %d, item %d) at %d,%d %dx%d leaves the panel %d,%d %dx%d", what, i,
              pl->runs[i].kind, pl->runs[i].item, b.x, b.y, b.w, b.h, area.x, area.y, area.w,
              area.h);
    for (int j = 0; j < i; j++) {
      ui_rect c = pl->runs[j].box;
      bool apart = b.y >= c.y + c.h || c.y >= b.y + b.h || b.x >= c.x + c.w || c.x >= b.x + b.w;
      cr_assert(apart, "%s: runs %d and %d overlap", what, j, i);
    }
  }
  cr_assert_not(pl->title_cut, "%s: the title lost words", what);
  cr_assert(view->hint[0], "%s: no hint", what);
  cr_assert(pl->hint_whole, "%s: the hint is cut", what);
  int hints = 0, cues = 0;
  for (int i = 0; i < pl->n_runs; i++) {
    hints += pl->runs[i].kind == RUN_HINT;
    cues += pl->runs[i].kind == RUN_CUE;
  }
  cr_assert_gt(hints, 0, "%s: the hint is not drawn", what);
  /* What is not shown is said to be there. */
  if (pl->fit == FIT_SCROLLING)
    cr_assert_gt(cues, 0, "%s: scrolls without a cue", what);
  else
    cr_assert_eq(pl->scroll_max, 0, "%s", what);
}

/* Scrolls to the end and checks the last frame too. */
static void check_scrolled(SDL_Surface *s, const char *what)
{
  check_frame(s, what);
  if (render_panel_plan(ui)->fit != FIT_SCROLLING)
    return;
  app_panel_drawn(&a, 0, render_panel_plan(ui)->scroll_max);
  for (int i = 0; i < 40; i++) {
    ui_input in = {.kind = INPUT_KEY, .key = KEY_PAGE_DOWN, .shift = true};
    app_input(&a, &in);
  }
  ui_input wheel = {.kind = INPUT_WHEEL, .wheel = -1, .on_panel = true};
  app_input(&a, &wheel);
  char w[300];
  snprintf(w, sizeof w, "%s, scrolled", what);
  check_frame(s, w);
  const panel_plan *pl = render_panel_plan(ui);
  cr_assert_eq(pl->scroll, pl->scroll_max, "%s: Page Down and the wheel reach the end", what);
  app_panel_drawn(&a, 0, pl->scroll_max);
}

static const int sizes[][2] = {{800, 600},   {1024, 768},  {1280, 720}, {1280, 800},
                               {1920, 1080}, {3840, 2160}, {768, 1024}, {720, 1280}};
static const double scales[] = {1, 1.5, 2};

static void every_screen(const char *lang, enum ui_theme theme)
{
  language(lang);
  for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
    int w = sizes[z][0], h = sizes[z][1];
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
    cr_assert_not_null(s);
    for (size_t k = 0; k < sizeof scales / sizeof scales[0]; k++) {
      cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
      a.settings.theme = theme;
      a.settings.ui_scale = scales[k];
      cr_assert(app_open(&a, data_path("games/gnugo-regression/atari_atari08.sgf")));
      app_layout(&a, w, h);
      char what[200];
      snprintf(what, sizeof what, "%s %dx%d theme %d scale %.1f", lang, w, h, theme, scales[k]);
      char label[240];
      snprintf(label, sizeof label, "%s, playing", what);
      check_frame(s, label);
      /* F1: the list of keys, over the window, in one or two columns. */
      key(KEY_F1, 0);
      cr_assert_eq(a.mode, MODE_HELP);
      snprintf(label, sizeof label, "%s, keys list", what);
      check_frame(s, label);
      cr_assert(render_panel_plan(ui)->over_board, "%s: drawn as a list over the window", label);
      key(KEY_ESCAPE, 0);
      cr_assert_eq(a.mode, MODE_PLAY);
      /* The new-game dialog and the file list (the folder of the game:
       * dozens of records). */
      ctrl('n');
      cr_assert_eq(a.mode, MODE_NEW_GAME);
      snprintf(label, sizeof label, "%s, new game", what);
      check_frame(s, label);
      cr_assert(render_panel_plan(ui)->over_board, "%s", label);
      key(KEY_ESCAPE, 0);
      ctrl('o');
      cr_assert_eq(a.mode, MODE_OPEN);
      snprintf(label, sizeof label, "%s, file list", what);
      check_frame(s, label);
      cr_assert(render_panel_plan(ui)->over_board, "%s", label);
      key(KEY_ESCAPE, 0);
      cr_assert_eq(a.mode, MODE_PLAY);
      /* With a change not saved, the question before another file: its
       * title is the longest (French). */
      a.dirty = true;
      ctrl('o');
      cr_assert_eq(a.mode, MODE_CONFIRM, "%s", what);
      snprintf(label, sizeof label, "%s, unsaved changes", what);
      check_frame(s, label);
      key(KEY_ESCAPE, 0);
      a.dirty = false;
      cr_assert_eq(a.mode, MODE_PLAY);
      /* A lesson's long comment, whole, scrolled; then written, with the
       * caret's line in sight; the game information and a question. */
      char comment[1600] = "";
      for (int i = 0; i < 24; i++)
        strcat(comment, i % 6 == 5 ? "Élève : noir vit.\n" : "A lesson's comment runs on, ");
      cr_assert(game_set_comment(&a.game, comment));
      snprintf(label, sizeof label, "%s, long comment", what);
      check_scrolled(s, label);
      ctrl('e');
      cr_assert_eq(a.mode, MODE_COMMENT);
      snprintf(label, sizeof label, "%s, writing the comment", what);
      check_frame(s, label);
      bool caret = false;
      const panel_plan *cp = render_panel_plan(ui);
      for (int i = 0; i < cp->n_runs; i++)
        caret |= cp->runs[i].kind == RUN_LINE && cp->runs[i].item == view->panel_focus;
      cr_assert(caret, "%s: the caret's line is out of sight", label);
      key(KEY_ESCAPE, 0);
      ctrl('i');
      cr_assert_eq(a.mode, MODE_INFO);
      snprintf(label, sizeof label, "%s, game information", what);
      check_frame(s, label);
      cr_assert(render_panel_plan(ui)->over_board, "%s", label);
      key(KEY_ESCAPE, 0);
      key(KEY_CHAR, 'g');
      cr_assert_eq(a.mode, MODE_PROMPT);
      snprintf(label, sizeof label, "%s, go to move", what);
      check_frame(s, label);
      key(KEY_ESCAPE, 0);
      cr_assert_eq(a.mode, MODE_PLAY);
      key(KEY_CHAR, 's');
      cr_assert_eq(a.mode, MODE_SCORE);
      /* Each reason selected with Down is in sight, scrolled there if
       * need be. */
      for (int r = 0; r < a.scoring.n_reasons; r++) {
        key(KEY_DOWN, 0);
        snprintf(label, sizeof label, "%s, reason %d selected", what, r);
        check_frame(s, label);
        int line = -1;
        for (int i = 0; i < view->n_panel; i++)
          if (view->panel[i].selected)
            line = i;
        cr_assert_geq(line, 0, "%s: no line selected", label);
        bool shown = false;
        const panel_plan *pl = render_panel_plan(ui);
        for (int i = 0; i < pl->n_runs; i++)
          shown |= pl->runs[i].kind == RUN_LINE && pl->runs[i].item == line;
        cr_assert(shown, "%s: the selected reason is out of sight", label);
      }
      snprintf(label, sizeof label, "%s, scoring", what);
      check_scrolled(s, label);
      /* The explanation: the same lines and table, large, in a box over
       * the board; X again closes it. */
      key(KEY_CHAR, 'x');
      cr_assert(a.scoring.explain);
      snprintf(label, sizeof label, "%s, explanation", what);
      check_scrolled(s, label);
      ui_rect box = render_panel_plan(ui)->area;
      cr_assert_gt((double)box.w * box.h, (double)a.layout.panel.w * a.layout.panel.h,
                   "%s: larger than the panel", label);
      key(KEY_CHAR, 'x');
      cr_assert_not(a.scoring.explain);
      key(KEY_CHAR, 'v');
      snprintf(label, sizeof label, "%s, scoring (area view)", what);
      check_frame(s, label);
      /* The three demonstrations, every step. */
      for (int d = 0; d < 3; d++) {
        key(KEY_CHAR, 'd');
        cr_assert_eq(a.scoring.demo, d, "%s: demonstration %d is on", what, d);
        for (int step = 0; step < 12; step++) {
          snprintf(label, sizeof label, "%s, demonstration %d step %d", what, d, step);
          check_frame(s, label);
          key(KEY_RIGHT, 0);
        }
      }
      app_deinit(&a);
    }
    SDL_FreeSurface(s);
  }
}

Test(panel_fit, english_classic) { every_screen("C.UTF-8", THEME_CLASSIC); }
Test(panel_fit, english_projector) { every_screen("C.UTF-8", THEME_PROJECTOR); }
Test(panel_fit, french_classic) { every_screen("fr_FR.UTF-8", THEME_CLASSIC); }
Test(panel_fit, french_projector) { every_screen("fr_FR.UTF-8", THEME_PROJECTOR); }
