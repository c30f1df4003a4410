/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The plan of every screen a class sees, without a window: the playing
 * screen with a lesson's comment and an engine's figure, the scoring screen
 * in both views with each reason selected, each step of the three counting
 * demonstrations, the explanation over the board (X), the keys (F1), the
 * new-game dialog, the file list, a question, the game information and a
 * prompt, at the window sizes clubs use (800x600 to 3840x2160, and two
 * portrait ones), in both themes, in English and French, at text scale 1,
 * 1.5 and 2 (issue 30).
 *
 * The plan is made with a fake font (every character 0.6 of the text's
 * height wide, bold 0.64: wider than DejaVu Sans on average), so these
 * tests need no SDL; tests/test_render.c plans a teacher's settings with
 * the real font. Checked on every plan: every piece of text lies wholly
 * inside its panel or box and none overlaps another; titles and hints are
 * whole; what does not fit scrolls, with a cue. And what each screen's
 * priorities (src/ui/priority.c) promise: the comment's first line, the
 * engine's figure, the scoring table's Total and Result rows and the
 * difference, every sentence of a demonstration step, the whole table in
 * the explanation, in sight at the top of the panel. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "hoshi/i18n.h"
#include "ui/plan.h"
#include "ui/priority.h"

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
}

static void teardown(void)
{
  free(view);
  free(plan);
}

TestSuite(panel_fit, .init = setup, .fini = teardown, .timeout = 120);

#include "plan_checks.h"

static const int sizes[][2] = {{800, 600},   {1024, 768},  {1280, 720}, {1280, 800},
                               {1920, 1080}, {3840, 2160}, {768, 1024}, {720, 1280}};
static const double scales[] = {1, 1.5, 2};

static void every_screen(const char *lang, enum ui_theme theme)
{
  language(lang);
  for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
    int w = sizes[z][0], h = sizes[z][1];
    for (size_t k = 0; k < sizeof scales / sizeof scales[0]; k++) {
      cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
      a.settings.theme = theme;
      a.settings.ui_scale = scales[k];
      cr_assert(app_open(&a, data_path("games/gnugo-regression/atari_atari08.sgf")));
      app_layout(&a, w, h);
      char what[200];
      snprintf(what, sizeof what, "%s %dx%d theme %d scale %.1f", lang, w, h, theme, scales[k]);
      playing(what);
      dialogs(what);
      scoring(what);
      app_deinit(&a);
    }
  }
}

Test(panel_fit, english_classic) { every_screen("C.UTF-8", THEME_CLASSIC); }
Test(panel_fit, english_projector) { every_screen("C.UTF-8", THEME_PROJECTOR); }
Test(panel_fit, french_classic) { every_screen("fr_FR.UTF-8", THEME_CLASSIC); }
Test(panel_fit, french_projector) { every_screen("fr_FR.UTF-8", THEME_PROJECTOR); }

/* The key hint: whole in the classic theme, one line in the projector
 * theme, none when the settings say so; F1 is always named. */
Test(panel_fit, the_key_hint_follows_the_theme_and_the_setting)
{
  language("C.UTF-8");
  cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  int lines[2];
  for (int t = 0; t < 2; t++) {
    a.settings.theme = t ? THEME_PROJECTOR : THEME_CLASSIC;
    app_layout(&a, 1280, 720);
    check_plan("hint");
    lines[t] = 0;
    bool f1 = false;
    for (int i = 0; i < plan->n; i++)
      if (plan->items[i].role == ROLE_HINT) {
        lines[t]++;
        f1 |= strstr(plan_text(plan, &plan->items[i]), "F1") != NULL;
      }
    cr_assert(f1, "the hint names F1 (theme %d)", t);
  }
  cr_expect_eq(lines[1], 1, "the projector theme's hint is one line");
  a.settings.key_hint = HINT_FULL;
  check_plan("full hint");
  int full = 0;
  for (int i = 0; i < plan->n; i++)
    full += plan->items[i].role == ROLE_HINT;
  cr_expect_geq(full, lines[0] > 1 ? lines[0] : 1, "key_hint = full: the whole hint");
  a.settings.key_hint = HINT_NONE;
  app_view(&a, view);
  plan_make(plan, view, &a.layout, &measure);
  for (int i = 0; i < plan->n; i++)
    cr_expect_neq(plan->items[i].role, ROLE_HINT, "key_hint = none: no hint");
  app_deinit(&a);
}

/* A status that repeats the turn (after a move) is not placed; one that
 * says what went wrong always is. */
Test(panel_fit, the_status_never_repeats_the_turn)
{
  language("C.UTF-8");
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  ui_input click = {.kind = INPUT_CLICK, .button = 1, .on_board = true, .x = 4, .y = 4};
  app_input(&a, &click);
  check_plan("after a move");
  cr_assert(a.status.echo, "\"%s\" repeats the turn", a.status.text);
  for (int i = 0; i < plan->n; i++)
    cr_expect_neq(plan->items[i].role, ROLE_STATUS, "the status is not shown");
  /* The turn block says what was played. */
  bool said = false;
  for (int i = 0; i < plan->n; i++)
    said |= plan->items[i].kind == PLAN_TEXT && strstr(plan_text(plan, &plan->items[i]), "E5");
  cr_expect(said, "the last move is in the panel");
  app_input(&a, &click); /* E5 again: refused */
  check_plan("a refused move");
  cr_assert(a.status.error);
  bool shown = false;
  for (int i = 0; i < plan->n; i++)
    shown |= plan->items[i].role == ROLE_STATUS;
  cr_expect(shown, "why a move is refused is shown");
  app_deinit(&a);
}

/* The game information reads as the panel does (komi 6,5 and the rule
 * set's name in French) and keeps its width while a long event is typed
 * (issue 31). */
Test(panel_fit, the_game_information_reads_in_french_and_keeps_its_width)
{
  language("fr_FR.UTF-8");
  cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  ctrl('i');
  cr_assert_eq(a.mode, MODE_INFO);
  check_plan("game information");
  ui_rect before = plan->area;
  bool komi_seen = false, rules_seen = false;
  for (int i = 0; i < view->overlay.n_rows; i++) {
    komi_seen |= strcmp(view->overlay.rows[i].value, "6,5") == 0;
    rules_seen |=
        strcmp(view->overlay.rows[i].value, rules_display_name(rules_find("japanese"))) == 0;
  }
  cr_expect(komi_seen, "komi in French");
  cr_expect(rules_seen, "the rule set's name in French");
  for (int k = 0; k < 4; k++)
    key(KEY_DOWN, 0); /* the event */
  ui_input text = {.kind = INPUT_TEXT};
  snprintf(text.text, sizeof text.text, "%s", "Championnat du club de Go");
  for (int k = 0; k < 3; k++)
    app_input(&a, &text);
  check_plan("game information, typed");
  cr_expect_eq(plan->area.w, before.w, "the dialog keeps its width while one types");
  cr_expect_eq(plan->area.x, before.x);
  /* Kept: the record holds the event, the komi and the rule set as SGF
   * writes them. */
  key(KEY_ENTER, 0);
  cr_assert_eq(a.mode, MODE_PLAY);
  cr_expect_str_eq(sgf_get(a.game.root, "EV"),
                   "Championnat du club de GoChampionnat du club de GoChampionnat du club de Go");
  cr_expect_float_eq(a.game.komi, 6.5, 1e-9);
  cr_expect_eq(a.game.rules, rules_find("japanese"));
  app_deinit(&a);
  language("C.UTF-8");
}

/* The New game dialog keeps its width while a long name is typed (issue
 * 31): the declared komi's rows name the colours, not the players. */
Test(panel_fit, the_new_game_dialog_keeps_its_width_with_long_names)
{
  language("fr_FR.UTF-8");
  cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  ui_input n = {.kind = INPUT_KEY, .key = KEY_CHAR, .ch = 'n', .ctrl = true};
  app_input(&a, &n);
  cr_assert_eq(a.mode, MODE_NEW_GAME);
  check_plan("new game");
  ui_rect before = plan->area;
  while (a.form.focus != FIELD_BLACK)
    key(KEY_DOWN, 0);
  ui_input text = {.kind = INPUT_TEXT};
  snprintf(text.text, sizeof text.text, "%s", "Professeur Blanche de la ");
  app_input(&a, &text);
  snprintf(text.text, sizeof text.text, "%s", "grande Académie de Go");
  app_input(&a, &text);
  check_plan("new game, a long name typed");
  cr_expect_eq(plan->area.w, before.w, "the dialog keeps its width while one types");
  key(KEY_DOWN, 0);
  check_plan("new game, a long name kept");
  cr_expect_eq(plan->area.w, before.w, "and after");
  app_deinit(&a);
  language("C.UTF-8");
}

/* Players' names on one line are shortened at a word's end, never inside
 * a word (issue 30): a name of several words whose first does not fit is
 * wrapped instead. At every size and scale, in both themes. */
/* French puts a space before : ; ! ? and inside guillemets: a line never
 * starts with the mark or a closing guillemet, nor ends on an opening one,
 * at any size (a comment of the course, whose "»." once stood alone). */
Test(panel_fit, french_marks_stay_with_their_words)
{
  static const char comment[] = "Noir joue. La pierre blanche n'a plus qu'une liberté. "
                                "Capturez-la, comme au « jeu de la prise ». Facile ? "
                                "Oui : « prise » ; « atari » !";
  language("fr_FR.UTF-8");
  int lines = 0;
  for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
    for (size_t k = 0; k < sizeof scales / sizeof scales[0]; k++) {
      cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
      a.settings.theme = THEME_PROJECTOR;
      a.settings.ui_scale = scales[k];
      cr_assert(game_set_comment(&a.game, comment));
      app_layout(&a, sizes[z][0], sizes[z][1]);
      app_view(&a, view);
      plan_make(plan, view, &a.layout, &measure);
      for (int i = 0; i < plan->n; i++) {
        const plan_item *it = &plan->items[i];
        if (it->kind != PLAN_TEXT || it->role != ROLE_LINE || it->item < 0 ||
            view->panel[it->item].block != BLOCK_COMMENT)
          continue;
        const char *t = plan_text(plan, it);
        size_t n = strlen(t);
        lines++;
        cr_assert(!strchr(":;!?", t[0]) && strncmp(t, "\xc2\xbb", 2) != 0,
                  "%dx%d scale %.1f: a line starts with its mark: \"%s\"", sizes[z][0], sizes[z][1],
                  scales[k], t);
        cr_assert(n < 2 || strcmp(t + n - 2, "\xc2\xab") != 0,
                  "%dx%d scale %.1f: a line ends on an opening guillemet: \"%s\"", sizes[z][0],
                  sizes[z][1], scales[k], t);
      }
      app_deinit(&a);
    }
  cr_assert_gt(lines, 24, "the comment was placed (%d lines)", lines);
}

Test(panel_fit, players_names_are_never_cut_inside_a_word)
{
  static const char *const names[] = {"Alexandre Dubois-Lefebvre",
                                      "Marie-Claire Fontaine de la Roche-Guyon"};
  language("fr_FR.UTF-8");
  int placed = 0, shortened = 0; /* lines of players placed, and shortened */
  for (int theme = THEME_CLASSIC; theme <= THEME_PROJECTOR; theme++)
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
      for (size_t k = 0; k < sizeof scales / sizeof scales[0]; k++) {
        cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
        a.settings.theme = (enum ui_theme)theme;
        a.settings.ui_scale = scales[k];
        cr_assert(game_set_player(&a.game, COLOR_BLACK, names[0]));
        cr_assert(game_set_player(&a.game, COLOR_WHITE, names[1]));
        app_layout(&a, sizes[z][0], sizes[z][1]);
        app_view(&a, view);
        plan_make(plan, view, &a.layout, &measure);
        for (int i = 0; i < plan->n; i++) {
          const plan_item *it = &plan->items[i];
          if (it->kind != PLAN_TEXT || it->role != ROLE_LINE || it->item < 0 ||
              view->panel[it->item].block != BLOCK_PLAYERS)
            continue;
          const char *text = plan_text(plan, it), *cut = strstr(text, "\xe2\x80\xa6");
          const char *name = names[view->panel[it->item].stone == COLOR_BLACK ? 0 : 1];
          placed++;
          if (!cut)
            continue;
          shortened++;
          size_t kept = (size_t)(cut - text);
          cr_expect(kept > 0 && strncmp(text, name, kept) == 0 &&
                        (name[kept] == ' ' || name[kept] == '\0'),
                    "%s at %dx%d, theme %d, scale %.1f: \"%s\" cuts \"%s\" inside a word", "fr",
                    sizes[z][0], sizes[z][1], theme, scales[k], text, name);
        }
        app_deinit(&a);
      }
  /* Where there is room they are whole, where there is little shortened
   * (or folded): both happen over these sizes. */
  cr_expect_gt(placed, shortened, "%d lines placed, %d shortened", placed, shortened);
  cr_expect_gt(shortened, 0, "no name was ever shortened: the test proves nothing");
}

/* --- the plan's properties over the grid (issue 42) ----------------------------------- */

/* The grid clubs use: sizes from 800x600 to 3840x2160, two portrait. */
static const int grid_sizes[][2] = {{800, 600},   {1024, 768},  {1280, 720},
                                    {1366, 768},  {1920, 1080}, {2560, 1440},
                                    {3840, 2160}, {768, 1024},  {1080, 1920}};

static bool in_block(enum view_block b, const enum view_block *top, int n)
{
  for (int i = 0; i < n; i++)
    if (top[i] == b)
      return true;
  return false;
}

/* Whether the top blocks are whole (each line whole; the table's Total
 * and Result placed). */
static bool top_whole(const enum view_block *top, int n)
{
  for (int i = 0; i < view->n_panel; i++)
    if (in_block(view->panel[i].block, top, n) && !line_whole(i))
      return false;
  if (in_block(BLOCK_TABLE, top, n) && view->table.shown)
    return table_row_placed(table_row_named(_("Total"))) &&
           table_row_placed(table_row_named(_("Result")));
  return true;
}

/* The screen's top blocks are whole whenever they fit in the panel at
 * any type size down to the floor: the oracle is the plan of a view
 * holding only them and the blocks the screen always keeps whole; when
 * that is whole, the whole screen's plan must show them whole too. */
static void top_whole_when_it_fits(const char *what, const enum view_block *top, int n)
{
  static ui_view alone;
  static ui_plan alone_plan;
  memcpy(&alone, view, sizeof alone);
  /* Beside them, what the screen's priorities keep whole always (the turn
   * beside a lesson's text). */
  const priority_screen *scr =
      priority_of(plan->over_board ? SCREEN_EXPLAIN : (enum view_screen)view->screen);
  int k = 0;
  for (int i = 0; i < alone.n_panel; i++) {
    const priority_rule *rule = priority_rule_of(scr, (enum view_block)alone.panel[i].block);
    if (in_block(alone.panel[i].block, top, n) ||
        (rule && rule->keep == KEEP_WHOLE && rule->fold == 0))
      alone.panel[k++] = alone.panel[i];
  }
  alone.n_panel = k;
  alone.status[0] = 0;
  alone.panel_focus = -1;
  const priority_rule *table = priority_rule_of(scr, BLOCK_TABLE);
  if (!in_block(BLOCK_TABLE, top, n) && !(table && table->keep == KEEP_WHOLE))
    alone.table.shown = false;
  ui_view *whole_view = view;
  ui_plan *whole_plan = plan;
  view = &alone;
  plan = &alone_plan;
  plan_make(plan, view, &a.layout, &measure);
  bool fits = top_whole(top, n);
  view = whole_view;
  plan = whole_plan;
  if (fits)
    cr_assert(top_whole(top, n), "%s: the top block fits alone (fit %d) but is not whole (fit %d)",
              what, alone_plan.fit, plan->fit);
}

/* A line may end between words, or after a dash or slash of a name;
 * never inside a word or a character. */
static bool cut_between_words(const char *src, size_t n)
{
  return n == 0 || !src[n] || strchr(" :;,-_/", src[n]) || strchr("-_/", src[n - 1]);
}

static bool valid_utf8(const char *s)
{
  for (const unsigned char *p = (const unsigned char *)s; *p;) {
    int more = *p < 0x80 ? 0 : (*p & 0xe0) == 0xc0 ? 1 : (*p & 0xf0) == 0xe0 ? 2 : 3;
    if ((*p & 0xc0) == 0x80)
      return false;
    p++;
    for (int i = 0; i < more; i++, p++)
      if ((*p & 0xc0) != 0x80)
        return false;
  }
  return true;
}

/* Every piece of a panel line placed is its text's, whole words (one word
 * wider than the line excepted), and a shortened one keeps whole words
 * before and after its ellipsis; none ends inside a character. */
static void cut_only_between_words(const char *what)
{
  for (int i = 0; i < plan->n; i++) {
    const plan_item *it = &plan->items[i];
    if (it->kind != PLAN_TEXT)
      continue;
    const char *t = plan_text(plan, it);
    cr_assert(valid_utf8(t), "%s: \"%s\" is cut inside a character", what, t);
    if (it->role != ROLE_LINE || it->item < 0 || it->item >= view->n_panel)
      continue;
    const char *src = view->panel[it->item].text, *dots = strstr(t, "\xe2\x80\xa6");
    if (dots && !strstr(src, "\xe2\x80\xa6")) {
      size_t head = (size_t)(dots - t);
      const char *tail = dots + 3;
      size_t tn = strlen(tail), sn = strlen(src);
      cr_assert(strncmp(src, t, head) == 0 && cut_between_words(src, head),
                "%s: \"%s\" shortens \"%s\" inside a word", what, t, src);
      cr_assert(tn <= sn && strcmp(src + sn - tn, tail) == 0 &&
                    (tn == 0 || tn == sn || strchr(" -_/", src[sn - tn - 1]) || tail[0] == ' '),
                "%s: \"%s\" keeps the end of \"%s\" from inside a word", what, t, src);
      continue;
    }
    const char *at = strstr(src, t);
    cr_assert_not_null(at, "%s: \"%s\" is not a piece of \"%s\"", what, t, src);
    size_t end = (size_t)(at - src) + strlen(t);
    cr_assert(cut_between_words(src, end) || !strchr(t, ' '),
              "%s: \"%s\" ends inside a word of \"%s\"", what, t, src);
  }
}

/* A line that ends on a conjunction or a colon goes on in the next line,
 * of its block, and is never in sight without it. */
static void no_dangling_sentence(const char *what)
{
  const char *because = _("%s minus %s: %s for Black, because");
  because = strrchr(because, ' ') + 1;
  for (int i = 0; i < view->n_panel; i++) {
    const char *t = view->panel[i].text;
    size_t n = strlen(t), bn = strlen(because);
    bool open = (n && t[n - 1] == ':') || (n > bn && strcmp(t + n - bn, because) == 0);
    if (!open)
      continue;
    cr_assert(i + 1 < view->n_panel && view->panel[i + 1].block == view->panel[i].block,
              "%s: \"%s\" goes on in another block", what, t);
    if (plan_shows_line(plan, i))
      cr_assert(line_whole(i + 1), "%s: \"%s\" in sight without \"%s\"", what, t,
                view->panel[i + 1].text);
  }
}

static int grid_plans; /* the plans checked (each top block's oracle besides) */

static void properties(const char *what, const enum view_block *top, int n)
{
  grid_plans++;
  app_view(&a, view);
  plan_make(plan, view, &a.layout, &measure);
  cr_assert_not(plan->full, "%s: the plan ran out of room", what);
  if (n)
    top_whole_when_it_fits(what, top, n);
  cut_only_between_words(what);
  no_dangling_sentence(what);
}

static void grid_screens(const char *what)
{
  char label[300];
  static const enum view_block lesson[] = {BLOCK_COMMENT},
                               count[] = {BLOCK_TABLE, BLOCK_DIFFERENCE, BLOCK_REASONS},
                               step[] = {BLOCK_STEP}, explain[] = {BLOCK_DIFFERENCE, BLOCK_REASONS};
  cr_assert(game_set_comment(&a.game, "Problem 1: Black to play and live.\nBlack's eye space is "
                                      "the three points marked. Where does one stone make two "
                                      "eyes of it?"));
  snprintf(label, sizeof label, "%s, lesson", what);
  properties(label, lesson, 1);
  long_comment();
  snprintf(label, sizeof label, "%s, long lesson", what);
  properties(label, lesson, 1);
  key(KEY_CHAR, 's');
  snprintf(label, sizeof label, "%s, scoring", what);
  properties(label, count, 3);
  key(KEY_CHAR, 'x');
  snprintf(label, sizeof label, "%s, explanation", what);
  properties(label, explain, 2);
  key(KEY_CHAR, 'x');
  for (int d = 0; d < 3; d++) {
    key(KEY_CHAR, 'd');
    for (int s = 0; s < a.scoring.demo_data->n_steps; s++) {
      snprintf(label, sizeof label, "%s, demonstration %d step %d", what, d, s);
      properties(label, step, 1);
      /* The step's block starts with its method and number. */
      char head[200];
      snprintf(head, sizeof head, _("Step %d of %d: %s"), s + 1, a.scoring.demo_data->n_steps, "");
      int first = first_line_of(BLOCK_STEP);
      cr_assert(first >= 0 && strncmp(view->panel[first].text, head, strlen(head)) == 0,
                "%s: the step's block does not start with \"%s\"", label, head);
      key(KEY_RIGHT, 0);
    }
  }
  key(KEY_ESCAPE, 0);
  key(KEY_F1, 0);
  snprintf(label, sizeof label, "%s, keys", what);
  properties(label, NULL, 0);
  key(KEY_ESCAPE, 0);
}

/* The plan's properties on every screen of a lesson and a count, over
 * the sizes clubs use, scales 1 to 2, both themes, English and French. */
Test(panel_fit, the_plan_keeps_its_promises_over_the_grid, .timeout = 600)
{
  static const char *const langs[] = {"C.UTF-8", "fr_FR.UTF-8"};
  int combos = 0;
  grid_plans = 0;
  for (int l = 0; l < 2; l++) {
    language(langs[l]);
    for (int theme = THEME_CLASSIC; theme <= THEME_PROJECTOR; theme++)
      for (size_t z = 0; z < sizeof grid_sizes / sizeof grid_sizes[0]; z++)
        for (size_t k = 0; k < sizeof scales / sizeof scales[0]; k++) {
          cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
          a.settings.theme = (enum ui_theme)theme;
          a.settings.ui_scale = scales[k];
          cr_assert(app_open(&a, data_path("games/gnugo-regression/atari_atari08.sgf")));
          app_layout(&a, grid_sizes[z][0], grid_sizes[z][1]);
          char what[200];
          snprintf(what, sizeof what, "%s %dx%d theme %d scale %.1f", langs[l], grid_sizes[z][0],
                   grid_sizes[z][1], theme, scales[k]);
          grid_screens(what);
          combos++;
          app_deinit(&a);
        }
  }
  cr_log_info("%d combinations, %d plans", combos, grid_plans);
  cr_assert_eq(combos, 108);
}

/* F1 lists every key whole, in both languages: an entry is never cut
 * (let alone inside a character, as a byte count once cut "»"). */
Test(panel_fit, the_keys_list_holds_every_entry_whole)
{
  static const char *const langs[] = {"C.UTF-8", "fr_FR.UTF-8"};
  for (int l = 0; l < 2; l++) {
    language(langs[l]);
    cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
    key(KEY_F1, 0);
    app_view(&a, view);
    size_t n;
    const key_binding *k = keys_all(&n);
    for (size_t i = 0; i < n; i++) {
      const char *help = _(k[i].help);
      bool found = false;
      for (int r = 0; r < view->overlay.n_rows && !found; r++)
        found = !view->overlay.rows[r].heading && strcmp(view->overlay.rows[r].value, help) == 0;
      cr_expect(found, "%s: \"%s\" is not whole in F1", langs[l], help);
    }
    for (int r = 0; r < view->overlay.n_rows; r++) {
      const char *label = view->overlay.rows[r].label;
      bool whole = false;
      for (size_t i = 0; i < n && !whole; i++) {
        const char *keys = _(k[i].keys);
        size_t kn = strlen(keys), ln = strlen(label);
        whole = ln <= kn && strcmp(keys + kn - ln, label) == 0;
      }
      cr_expect(whole || view->overlay.rows[r].heading, "%s: the keys \"%s\" are cut", langs[l],
                label);
    }
    app_deinit(&a);
  }
}

/* A comment can be written by mouse at every size clubs use: the panel's
 * "No comment: click here" line stays in sight (review 9), in the teacher's
 * setting too (1280x720, projector, scale 1.5, French). */
Test(panel_fit, the_no_comment_line_stays_to_be_clicked)
{
  static const char *const langs[] = {"C.UTF-8", "fr_FR.UTF-8"};
  for (int l = 0; l < 2; l++)
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
      language(langs[l]);
      cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
      a.settings.theme = THEME_PROJECTOR;
      a.settings.ui_scale = 1.5;
      app_layout(&a, sizes[k][0], sizes[k][1]);
      ui_input click = {.kind = INPUT_CLICK, .button = 1, .on_board = true, .x = 4, .y = 4};
      app_input(&a, &click);
      check_plan("a move without a comment");
      bool placed = false;
      for (int i = 0; i < plan->n; i++) {
        const plan_item *it = &plan->items[i];
        placed |= it->kind == PLAN_TEXT && it->role == ROLE_LINE && it->item >= 0 &&
                  view->panel[it->item].click == CLICK_COMMENT;
      }
      cr_expect(placed, "%s %dx%d: no line to click to write a comment", langs[l], sizes[k][0],
                sizes[k][1]);
      app_deinit(&a);
    }
}

/* A one-line block keeps its whole text when the room allows it once the
 * others are on one line: at 1280x720, x1.5, projector, French, a 9x9
 * capture game against the capture player (its long name shortened)
 * showed "Pas de commentaire : cliquez ici ou…" (now "Commenter : cliquez
 * ici ou Ctrl+E") over an empty third of
 * the panel (seen under Xvfb with the real font). */
Test(panel_fit, a_line_is_not_shortened_to_leave_the_room_empty)
{
  language("fr_FR.UTF-8");
  cr_assert(app_init(&a, 9, rules_find("capture"), 0));
  a.settings.theme = THEME_PROJECTOR;
  a.settings.ui_scale = 1.5;
  cr_assert(game_set_player(&a.game, COLOR_WHITE, "Hoshi (joueur de prise)"));
  ui_input click = {.kind = INPUT_CLICK, .button = 1, .on_board = true, .x = 4, .y = 4};
  app_input(&a, &click);
  app_layout(&a, 1280, 720);
  check_plan("a move of a capture game");
  bool shortened = false, whole = false;
  for (int i = 0; i < plan->n; i++) {
    const plan_item *it = &plan->items[i];
    if (it->kind != PLAN_TEXT || it->role != ROLE_LINE || it->item < 0)
      continue;
    const char *text = plan_text(plan, it);
    shortened |= strstr(text, "\xe2\x80\xa6") != NULL;
    whole |= view->panel[it->item].click == CLICK_COMMENT && strstr(text, "Ctrl+E") != NULL;
  }
  cr_expect(whole || shortened, "the test proves nothing: nothing was short of room");
  cr_expect(whole, "the line to click to write a comment is cut short");
  app_deinit(&a);
}

/* A tooltip is inside the window, its border too, over every button: the
 * last button's (Learn's, in French: "Apprendre : le cours pour
 * débutants, série par série (F3)") lost its right border at 1280x720. */
Test(panel_fit, every_tooltip_stays_in_the_window)
{
  language("fr_FR.UTF-8");
  int shown = 0;
  for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    for (size_t s = 0; s < sizeof scales / sizeof scales[0]; s++) {
      cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
      a.settings.theme = THEME_PROJECTOR;
      a.settings.ui_scale = scales[s];
      app_layout(&a, sizes[k][0], sizes[k][1]);
      for (int b = 0; b < a.layout.tool_n; b++) {
        ui_input move = {.kind = INPUT_MOTION, .tool_item = b + 1};
        app_input(&a, &move);
        check_plan("a tooltip");
        for (int i = 0; i < plan->n; i++)
          shown += plan->items[i].layer == LAYER_TIP && plan->items[i].kind == PLAN_TEXT;
      }
      app_deinit(&a);
    }
  cr_expect_gt(shown, 0, "no tooltip was shown: the test proves nothing");
}

/* Issue 43: the strips' labels are planned. With a record whose moves
 * carry estimates (the graph) and whose third move has more variations
 * than the tree has rows ("+N"), at every size, scale, theme and language:
 * the tree's numbers and "+N" and the graph's scale and legend lie in
 * their strips and apart (check_strips, through check_plan). */
Test(panel_fit, the_strips_labels_stay_in_their_strips, .timeout = 300)
{
  char path[] = "/tmp/hoshi-panel-fit-strips-XXXXXX"; /* its own: suites may run side by side */
  int fd = mkstemp(path);
  cr_assert_geq(fd, 0);
  FILE *f = fdopen(fd, "w");
  cr_assert_not_null(f);
  fputs("(;GM[1]FF[4]SZ[9];B[ee]SBKV[60];W[cc]SBKV[40]", f);
  fputs("(", f);
  for (int i = 0; i < 34; i++)
    fprintf(f, ";%c[%c%c]SBKV[%d]", i % 2 ? 'W' : 'B', 'a' + i % 9, 'a' + i / 9 % 9,
            i % 2 ? 30 + i : 70 - i);
  fputs(")", f);
  for (int k = 0; k < 6; k++)
    fprintf(f, "(;B[%ci]SBKV[50];W[%ch]SBKV[50])", 'a' + k, 'a' + k);
  fputs(")", f);
  cr_assert_eq(fclose(f), 0);
  static const char *langs[] = {"C.UTF-8", "fr_FR.UTF-8"};
  int tree = 0, more = 0, graph = 0, legend = 0;
  for (int g = 0; g < 2; g++) {
    language(langs[g]);
    for (int theme = 0; theme < 2; theme++)
      for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
        for (size_t k = 0; k < sizeof scales / sizeof scales[0]; k++) {
          cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
          a.settings.theme = theme ? THEME_PROJECTOR : THEME_CLASSIC;
          a.settings.ui_scale = scales[k];
          cr_assert(app_open(&a, path), "%s", a.status.text);
          app_layout(&a, sizes[z][0], sizes[z][1]);
          char what[200];
          for (int step = 0; step < 3; step++) {
            if (step == 1)
              key(KEY_END, 0);
            if (step == 2) {
              key(KEY_HOME, 0);
              for (int r = 0; r < 3; r++)
                key(KEY_RIGHT, 0);
              key(KEY_DOWN, 0);
            }
            snprintf(what, sizeof what, "%s %dx%d theme %d scale %.1f step %d", langs[g],
                     sizes[z][0], sizes[z][1], theme, scales[k], step);
            check_plan(what);
            for (int i = 0; i < plan->n; i++) {
              const plan_item *it = &plan->items[i];
              if (it->layer != LAYER_STRIPS || it->kind != PLAN_TEXT)
                continue;
              tree += it->role == ROLE_TREE && it->item >= 0;
              more += it->role == ROLE_TREE && it->item < 0;
              graph += it->role == ROLE_GRAPH && it->item < 2;
              legend += it->role == ROLE_GRAPH && it->item == 2;
            }
          }
          app_deinit(&a);
        }
  }
  language("C.UTF-8");
  remove(path);
  cr_expect_gt(tree, 0, "the tree's numbers were checked");
  cr_expect_gt(more, 0, "a \"+N\" was checked");
  cr_expect_gt(graph, 0, "the graph's scale was checked");
  cr_expect_gt(legend, 0, "a legend was checked");
}

/* Issue 43: the board's text sizes are the plan's. A label stays within
 * its cell (set for 0.95 of it, down to 8 px, never larger than 0.55 of the cell but
 * for that floor), a move number is smaller from
 * 100 on, and the coordinates' widest label fits between the board's edge
 * and the outer stones, at every size with the coordinates on. */
Test(panel_fit, the_board_text_keeps_within_its_point)
{
  static const char *labels[] = {"A", "32", "Z9", "long label", ""};
  for (int cell = 6; cell <= 160; cell++) {
    ui_layout l = {.cell = cell};
    for (size_t k = 0; k < sizeof labels / sizeof *labels; k++) {
      int w, px = plan_label_px(&measure, &l, labels[k], &w);
      cr_assert_eq(w, fake_width(NULL, labels[k], strlen(labels[k]), px, true), "%s", labels[k]);
      cr_assert_leq(px, fmax(8, lround(cell * 0.55)), "%s at %d: grown", labels[k], cell);
      cr_assert(w <= cell || px == 8, "%s at %d: %d px wide at %d px", labels[k], cell, w, px);
    }
    if (cell >= 10)
      cr_assert_lt(plan_number_px(&l, 100), plan_number_px(&l, 99));
    cr_assert_geq(plan_candidate_px(&l, 100), plan_candidate_px(&l, 0));
  }
  for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
    for (int size = 5; size <= 25; size += 4)
      for (int projector = 0; projector < 2; projector++) {
        layout_settings s = {.ui_scale = 1, .coordinates = true, .projector = projector};
        ui_layout l;
        layout_compute(&l, sizes[z][0], sizes[z][1], size, &s);
        int px = plan_coord_px(&measure, &l, projector);
        double gap = l.margin - l.cell * 0.5;
        cr_assert_leq(px, l.coord_px);
        /* Set for 0.9 of the gap in one step: within the gap. */
        cr_assert_leq(fake_width(NULL, "25", 2, px, projector), gap,
                      "%dx%d, %d lines: \"25\" at %d px in a gap of %g", sizes[z][0], sizes[z][1],
                      size, px, gap);
      }
}
