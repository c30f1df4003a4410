/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hoshi: the entry point. Opens the board window, or speaks GTP (--gtp),
 * counts a record (--score) or prints one (--print). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/cli.h"
#include "hoshi/gtp.h"
#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/rules.h"
#include "app/analyze.h"
#include "app/score_report.h"
#include "print/print.h"
#include "ui/window.h"

/* While an engine thinks, the window wakes this often (ms) for the clock
 * of its indicator. */
#define ENGINE_TICK_MS 250

/* --print: a game record shown as text, its description and the position at
 * the end of its main line (of game number of a file that holds several:
 * --game). The GTP server's loading (loadsgf's) and showboard do the
 * work, so there is one reading. */
static int show_game(gtp_server *server, const char *file, int number)
{
  /* The name as a path, never through a GTP line (a space or a '#' would
   * cut it). */
  hoshi_error why = {0};
  double komi = server->game.komi;
  if (!gtp_server_load(server, file, &why)) {
    fprintf(stderr, "hoshi: cannot load file: %s\n", why.message);
    return 1;
  }
  game *g = &server->game;
  if (game_count(g) > 1) {
    /* loadsgf opened the first game at its end: another at its end, with
     * the komi loadsgf gives a game without KM. */
    int status = print_choose_game(g, file, number, g->rules, stderr);
    if (status)
      return status;
    if (!sgf_get(g->root, "KM"))
      game_set_komi(g, komi, NULL);
    game_last(g);
  } else if (number > 1) {
    return print_choose_game(g, file, number, g->rules, stderr);
  }
  char *answer;
  const char *pb = game_player(g, COLOR_BLACK), *pw = game_player(g, COLOR_WHITE);
  const char *re = game_result(g);
  int moves = game_move_number(g);
  char result[48], shown[64] = "";
  if (re)
    snprintf(shown, sizeof shown, _(", result %s"), i18n_result(re, result, sizeof result));
  printf(P_("%s: %s (Black) against %s (White), %dx%d, %d move%s\n",
            "%s: %s (Black) against %s (White), %dx%d, %d moves%s\n", moves),
         file, pb ? pb : "?", pw ? pw : "?", g->board.size, g->board.size, moves, shown);
  answer = gtp_server_handle(server, "showboard");
  if (answer) {
    fputs(answer + 2, stdout);
    free(answer);
  }
  return 0;
}

/* --gtp and --print: Hoshi's rules engine over GTP. */
static int run_gtp(const cli_options *o)
{
  if (o->command == CLI_PRINT && !o->file) {
    fprintf(stderr, "%s", _("hoshi: --print needs a game record: hoshi --print FILE.sgf\n"));
    return 2;
  }
  gtp_server server;
  if (!gtp_server_init(&server, o->size, o->rules)) {
    fprintf(stderr, "%s", _("hoshi: out of memory\n"));
    return 1;
  }
  hoshi_error why;
  if (o->komi && !game_set_komi(&server.game, o->komi_value, &why)) {
    fprintf(stderr, _("hoshi: --komi %s: %s\n"), o->komi, why.message);
    gtp_server_deinit(&server);
    return 2;
  }
  if (o->captures && !game_set_capture_goal(&server.game, o->captures)) {
    fprintf(stderr, "%s", _("hoshi: out of memory\n"));
    gtp_server_deinit(&server);
    return 1;
  }
  int status = 0;
  if (o->file)
    status = show_game(&server, o->file, o->game);
  if (o->gtp && status == 0)
    gtp_server_run(&server, stdin, stdout);
  gtp_server_deinit(&server);
  return status;
}

/* The application before the window opens: the game, the engines, the
 * autosave. Returns 0, or the exit status. */
static int prepare(app *a, const cli_options *o)
{
  hoshi_error why_not;
  if (!app_start(a, &o->values, !o->file && !o->problem, &why_not)) {
    fprintf(stderr, _("hoshi: --handicap %d: %s\n"), o->handicap, why_not.message);
    return 2;
  }
  if (o->captures && !o->file && !o->problem && game_capture_goal(&a->game) &&
      !game_set_capture_goal(&a->game, o->captures))
    fprintf(stderr, "%s", _("hoshi: out of memory\n"));
  app_set_engines(a, window_wake, NULL, o->engine_timeout, o->engine_dead);
  if (o->file && !app_open(a, o->file))
    fprintf(stderr, "hoshi: %s\n", a->status.text);
  if (o->problem && !app_open_problems(a, o->problem))
    fprintf(stderr, "hoshi: --problem %s: %s\n", o->problem, a->status.text);
  if (o->learn)
    app_open_learn(a);
  if (o->save)
    app_set_file(a, o->save);
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
    if (o->engine[c])
      app_engine_player(a, (enum color)c, o->engine[c]);
  /* The autosave, and the offer to restore a game a killed Hoshi left. */
  if (!o->exit_after_first_frame)
    app_autosave_start(a, NULL);
  app_step_players(a);
  return 0;
}

/* A hook of the tests in the environment: read only by a build for the
 * tests (HOSHI_TEST_HOOKS), never by a package's. */
static const char *test_hook(const char *name)
{
#ifdef HOSHI_TEST_HOOKS
  return getenv(name);
#else
  (void)name;
  return NULL;
#endif
}

/* For the window tests (HOSHI_PLAN=FILE): the frame's plan as text
 * (plan_describe: the toolbar's buttons, the graph, a dialog's rows, the
 * panel's lines, the status), so that a test clicks them as a person would
 * and reads what was said, written before the title changes. */
static void write_plan(const app *a, const ui_view *v, const ui_plan *p)
{
  const char *path = test_hook("HOSHI_PLAN");
  if (!path || !*path)
    return;
  static char text[64 * 1024];
  size_t n = plan_describe(p, v, &a->layout, text, sizeof text);
  hoshi_error err;
  if (!os_write_atomic(path, text, n, 0644, &err))
    fprintf(stderr, "hoshi: HOSHI_PLAN: %s\n", err.message);
}

/* For the tests of what a crash leaves (HOSHI_TEST_CRASH set): drawing a
 * record whose main line holds SBKV[crash] crashes, as a defect in the
 * drawing would; an estimate, so that restoring the moves alone does not. */
static void crash_on_purpose(const app *a)
{
  for (const sgf_node *n = a->game.root; n; n = n->children) {
    const char *v = sgf_get(n, "SBKV");
    if (v && strcmp(v, "crash") == 0)
      os_die_now(); /* as sudden as a crash, and no sanitizer takes it for one */
  }
}

/* Presenter mode's audience window, opened and closed as app_presenting()
 * says, and what it shows now. */
typedef struct audience {
  ui_window *w;       /* NULL while closed */
  ui_view *v, *shown; /* the view to draw, and the one on its screen */
  ui_plan *plan;
  ui_layout layout; /* the layout it was drawn with */
  ui_measure measure;
  bool dirty; /* exposed, resized, moved: drawn again whatever changed */
} audience;

/* Opens or closes the audience window as the application wants; a window
 * that cannot open ends presenter mode (said on stderr), and Hoshi goes on. */
static void audience_follow(app *a, ui_window *w, audience *au)
{
  if (app_presenting(a) == (au->w != NULL))
    return;
  if (au->w) {
    window_close(au->w);
    au->w = NULL;
    return;
  }
  hoshi_error why;
  if (!(au->w = window_open_audience(w, _("Hoshi (audience)"), &why))) {
    fprintf(stderr, "hoshi: %s\n", why.message);
    app_audience_closed(a);
    return;
  }
  au->measure = window_measure(au->w);
  au->dirty = true;
  if (!window_audience_on_display(au->w))
    app_audience_windowed(a);
}

/* Draws the audience window when the room's view or its layout changed
 * since its last frame, or when it must be drawn again (au->dirty): the
 * teacher's hover, a dialog or a key typed in the comment editor change
 * nothing there, and the projector is left alone. Returns whether what the
 * room sees changed (the teacher's miniature of it then too). */
static bool audience_draw(app *a, audience *au)
{
  int width, height;
  window_drawable(au->w, &width, &height);
  app_audience_layout(a, width, height);
  const ui_layout *l = app_audience_layout_of(a);
  memset(au->v, 0, sizeof *au->v);
  app_audience_view(a, au->v);
  if (!au->dirty && memcmp(au->v, au->shown, sizeof *au->v) == 0 &&
      memcmp(l, &au->layout, sizeof *l) == 0)
    return false;
  /* Drawn again only because it was exposed, the room sees the same. */
  bool changed =
      memcmp(au->v, au->shown, sizeof *au->v) != 0 || memcmp(l, &au->layout, sizeof *l) != 0;
  plan_make(au->plan, au->v, l, &au->measure);
  window_draw(au->w, au->v, l, au->plan);
  memcpy(au->shown, au->v, sizeof *au->v);
  au->layout = *l;
  au->dirty = false;
  return changed;
}

/* The window's loop: inputs to the application, drawn again only when
 * something changed. */
static void loop(app *a, ui_window *w, ui_view *v, ui_plan *plan, audience *au,
                 bool exit_after_first_frame)
{
  bool test_crash = test_hook("HOSHI_TEST_CRASH") != NULL;
  ui_measure measure = window_measure(w);
  bool planned = false;
  /* SDL starts with text input on: the first pass turns it off, so that the
   * letter of a key that opens a text field is not typed into it. */
  bool dirty = true, text = true;
  char title[PATH_MAX + 32];
  while (!a->quit) {
    /* The layout is known before the first frame, so that a click that
     * comes before it lands where the board will be. */
    int width, height;
    window_drawable(w, &width, &height);
    app_layout(a, width, height);
    audience_follow(a, w, au);
    if (dirty && !window_pending(w)) {
      app_view(a, v);
      plan_make(plan, v, &a->layout, &measure);
      planned = true;
      app_panel_drawn(a, plan);
      if (test_crash)
        crash_on_purpose(a);
      /* The room's window before the teacher's, in the same pass: a move
       * is on both screens before the next input is read, and the
       * teacher's miniature of the room's window shows the frame just
       * drawn there. */
      if (au->w)
        audience_draw(a, au);
      window_draw(w, v, &a->layout, plan);
      app_frame_drawn(a);
      write_plan(a, v, plan);
      app_title(a, title, sizeof title);
      window_set_title(w, title);
      dirty = false;
    } else if (au->w && au->dirty && !dirty && audience_draw(a, au) && a->layout.miniature.w > 0) {
      /* Drawn again alone (shown, resized, moved to another display): the
       * teacher's miniature follows it at the next pass. */
      dirty = true;
    }
    if (exit_after_first_frame && !dirty)
      break;
    if (app_wants_text(a) != text) {
      text = !text;
      window_text_input(w, text);
    }
    ui_input in;
    if (!window_wait(w, &a->layout, planned ? plan : NULL, &in, app_busy(a) ? ENGINE_TICK_MS : -1))
      continue;
    /* A quit that a signal asked for asks nothing (quit_asked). */
    if (in.kind == INPUT_QUIT && os_quit_request())
      a->signalled = true;
    if (in.kind == INPUT_AUDIENCE_REDRAW) {
      au->dirty = true;
      continue;
    }
    if (in.kind == INPUT_AUDIENCE_CLOSED) {
      app_audience_closed(a); /* presenter mode ends; the window closes at the next pass */
      dirty = true;
      continue;
    }
    dirty |= app_input(a, &in);
    if (a->toggle_fullscreen) {
      window_set_fullscreen(w, !window_is_fullscreen(w));
      a->toggle_fullscreen = false;
      dirty = true;
    }
  }
}

/* The board window. */
static int run_window(const cli_options *o)
{
  app *a = os_malloc(sizeof *a);
  ui_view *v = os_malloc(sizeof *v);
  ui_plan *plan = os_malloc(sizeof *plan);
  audience au = {.v = os_malloc(sizeof *au.v),
                 .shown = os_malloc(sizeof *au.shown),
                 .plan = os_malloc(sizeof *au.plan)};
  if (!a || !v || !plan || !au.v || !au.shown || !au.plan ||
      !app_init_with(a, o->size, o->rules, o->komi_value, NULL)) {
    fprintf(stderr, "%s", _("hoshi: out of memory\n"));
    free(a);
    free(v);
    free(plan);
    free(au.v);
    free(au.shown);
    free(au.plan);
    return 1;
  }
  int status = prepare(a, o);
  if (status == 0 && o->presenter)
    app_set_presenting(a, true);
  ui_window *w = NULL;
  if (status == 0) {
    char title[PATH_MAX + 32];
    hoshi_error why;
    app_title(a, title, sizeof title);
    window_options wo = {o->width, o->height, o->fullscreen, title};
    if (!(w = window_open(&wo, &why))) {
      fprintf(stderr, "hoshi: %s\n", why.message);
      status = 1;
    }
  }
  if (w) {
    if (!o->presenter) /* remembered: opens over the teacher's board only when asked */
      app_presenter_remembered(a, window_display_count());
    os_catch_quit_requests(window_wake, w);
    loop(a, w, v, plan, &au, o->exit_after_first_frame);
    /* Clean before the windows close: SDL may send its wake-up event to a
     * window already destroyed, and an X error then ends the process. */
    app_end_session(a);
    window_close(au.w);
    window_close(w);
  }
  app_deinit(a);
  free(a);
  free(v);
  free(plan);
  free(au.v);
  free(au.shown);
  free(au.plan);
  /* Ended by a signal (its game autosaved by then): the status says so, as
   * a shell's 128 + N, so that a supervisor tells it from a quit. */
  if (status == 0 && os_quit_request())
    status = 128 + os_quit_request();
  return status;
}

int main(int argc, char **argv)
{
  os_start(&argc, &argv); /* no death by a file-size limit, no closed stdin/out/err */
  /* The language of the person, except for GTP: a protocol for programs,
   * in English whatever the locale (and its numbers with '.'). */
  bool speaks_gtp = false;
  for (int i = 1; i < argc; i++)
    speaks_gtp |= strcmp(argv[i], "--gtp") == 0;
  if (!speaks_gtp)
    i18n_init();
  /* A fault of this build's rule sets (two files giving one name, say),
   * which the tests refuse: said, and Hoshi goes on, so that --help and a
   * game under the other rule sets still work. rules_find stays
   * deterministic: ids first, then SGF names, then aliases, in the order
   * of rule_sets.def. */
  hoshi_error problem = {0};
  if (!rules_validate_registry(&problem))
    fprintf(stderr, _("hoshi: internal error in the rule sets: %s\n"), problem.message);
  cli_options o;
  int status = cli_parse(argc, argv, &o, stdout, stderr);
  if (status >= 0)
    return status;
  switch (o.command) {
  case CLI_SCORE:
    if (!o.file) {
      fprintf(stderr, "%s", _("hoshi: --score needs a game record: hoshi --score FILE.sgf\n"));
      return 2;
    }
    return score_report(o.file, o.game, (o.values.given & SETTING_RULES) ? o.rules : NULL, o.dead,
                        o.json);
  case CLI_ANALYZE:
    return analyze_record(o.file, o.analysis_engine, o.visits, o.seconds, o.engine_timeout, o.save,
                          stderr);
  case CLI_EXPORT: {
    int rc = print_export(&o.export, stderr);
    print_release(); /* pango's and fontconfig's caches, for the leak checker */
    return rc;
  }
  case CLI_GTP:
  case CLI_PRINT:
    return run_gtp(&o);
  default:
    return run_window(&o);
  }
}
