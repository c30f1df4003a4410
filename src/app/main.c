/* hoshi: the entry point. Opens the board window, or speaks GTP (--gtp), or
 * counts a record (--score). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/gtp.h"
#include "hoshi/i18n.h"
#include "hoshi/rules.h"
#include "app.h"
#include "hoshi/komi.h"
#include "score_report.h"
#include "window.h"

static void usage(FILE *out)
{
  /* TRANSLATORS: the options keep their English names; the columns line
   * up in a terminal. */
  fprintf(out, "%s",
          _("Usage: hoshi [OPTION]... [FILE.sgf]\n"
            "A Go board for casual play, teaching and comparing how rule sets count.\n"
            "Without --gtp or --score, opens the board window (with FILE.sgf if given).\n"
            "\n"));
  fprintf(out,
          _("  --size N         board size, 5 to 25 (default 19)\n"
            "  --rules NAME     rule set (default japanese); see the list below\n"
            "  --komi K         komi, a whole or half number (default: the rule set's)\n"
            "  --handicap N     N handicap stones on the star points\n"
            "  --black ENGINE   Black is played by an engine: the name of one in the\n"
            "                   settings (\"GNU Go\") or a command (\"gnugo --mode gtp\")\n"
            "  --white ENGINE   the same for White\n"
            "  --engine-timeout S  seconds an engine may take to answer (default 60)\n"
            "  --engine-dead-stones  scoring starts from the engine's dead stones\n"
            "  --save FILE.sgf  the game's file: Ctrl+S saves there, and a game between\n"
            "                   two engines is saved there when it ends\n"
            "  --fullscreen     start fullscreen (F11 switches)\n"
            "  --window WxH     the window's size in screen points (default: 85%% of the screen)\n"
            "  --theme NAME     classic (default) or projector\n"
            "  --scale X        text and panel scale, 0.5 to 3 (Ctrl+plus, Ctrl+minus)\n"
            "  --keys           list the window's keys\n"
            "  --gtp            speak GTP version 2 on standard input and output\n"
            "  --print FILE.sgf print a record's players and final position as text\n"
            "  --score FILE.sgf count the final position of a record under every rule set\n"
            "    --dead V,...   the dead stones (default: the file's TB/TW marks, else the\n"
            "                   automatic estimate; --dead \"\" for none)\n"
            "    --json         the count as one JSON object\n"
            "  --help           show this help\n"
            "  --version        show the version\n"
            "\n"
            "Rule sets:\n"));
  size_t n;
  const rules *const *all = rules_all(&n);
  for (size_t i = 0; i < n; i++)
    fprintf(out, _("  %-13s %s: %s\n"), rules_id(all[i]), rules_display_name(all[i]),
            rules_summary(all[i]));
}

/* --print: a game record shown as text, its description and the position at
 * the end of its main line. The GTP server's loadsgf and showboard do the
 * work, so there is one reading. */
static int show_game(gtp_server *server, const char *file)
{
  char *line = malloc(strlen(file) + 16);
  if (!line)
    return 1;
  sprintf(line, "loadsgf %s", file);
  char *answer = gtp_server_handle(server, line);
  free(line);
  int status = answer && answer[0] == '=' ? 0 : 1;
  if (status != 0) {
    fprintf(stderr, "hoshi: %s", answer ? answer + 2 : _("out of memory\n"));
    free(answer);
    return status;
  }
  free(answer);
  const game *g = &server->game;
  const char *pb = sgf_get(g->root, "PB"), *pw = sgf_get(g->root, "PW");
  const char *re = sgf_get(g->root, "RE");
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

typedef struct window_settings {
  int size;
  const rules *rules;
  double komi;
  int handicap;
  const char *engine[3]; /* by colour: NULL for a person */
  int engine_timeout;    /* seconds; 0: the settings' */
  bool engine_dead;
  const char *save;
  const char *file;
  int width, height;
  bool fullscreen;
  enum ui_theme theme;
  double scale;
  bool exit_after_first_frame;
  settings_values cli; /* the command line's values, over the settings file's */
} window_settings;

/* The board window: the application's state machine fed by the window's
 * inputs, drawn again only when something changed. */
static int run_window(const window_settings *ws)
{
  app *a = malloc(sizeof *a);
  if (!a || !app_init_with(a, ws->size, ws->rules, ws->komi, NULL)) {
    fprintf(stderr, "%s", _("hoshi: out of memory\n"));
    free(a);
    return 1;
  }
  const char *why_not;
  if (!session_start(a, &ws->cli, !ws->file, &why_not)) {
    fprintf(stderr, _("hoshi: --handicap %d: %s\n"), ws->handicap, why_not);
    app_deinit(a);
    free(a);
    return 2;
  }
  a->players.wake = window_wake;
  if (ws->engine_timeout)
    a->players.engines.timeout_s = ws->engine_timeout;
  a->players.auto_dead |= ws->engine_dead;
  if (ws->file && !app_open(a, ws->file))
    fprintf(stderr, "hoshi: %s\n", a->status);
  if (ws->save && !session_absolute_path(ws->save, a->path, sizeof a->path))
    snprintf(a->path, sizeof a->path, "%s", ws->save);
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    if (!ws->engine[c])
      continue;
    int e = engines_find(&a->players.engines, ws->engine[c]);
    if (e < 0)
      e = engines_add_command(&a->players.engines, ws->engine[c]);
    players_set(a, (enum color)c, e);
    const char *name = players_engine_name(a, (enum color)c);
    if (name)
      sgf_set(a->game.records, a->game.root, c == COLOR_BLACK ? "PB" : "PW", name);
  }
  /* The autosave, and the offer to restore a game a killed Hoshi left. */
  if (!ws->exit_after_first_frame)
    session_autosave_start(a, NULL);
  players_step(a);
  char why[512], title[PATH_MAX + 32];
  app_title(a, title, sizeof title);
  window_options o = {ws->width, ws->height, ws->fullscreen, title};
  ui_window *w = window_open(&o, why, sizeof why);
  if (!w) {
    fprintf(stderr, "hoshi: %s\n", why);
    app_deinit(a);
    free(a);
    return 1;
  }
  ui_view *v = malloc(sizeof *v);
  if (!v) {
    window_close(w);
    app_deinit(a);
    free(a);
    fprintf(stderr, "%s", _("hoshi: out of memory\n"));
    return 1;
  }
  bool dirty = true, text = false;
  while (!a->quit) {
    /* The layout is known before the first frame, so that a click that
     * comes before it lands where the board will be. */
    int width, height;
    window_drawable(w, &width, &height);
    app_layout(a, width, height);
    if (dirty && !window_pending(w)) {
      app_view(a, v);
      window_draw(w, v, &a->layout);
      app_title(a, title, sizeof title);
      window_set_title(w, title);
      dirty = false;
      if (ws->exit_after_first_frame)
        break;
    }
    bool want_text = a->mode == MODE_NEW_GAME || a->mode == MODE_OPEN || a->mode == MODE_SAVE_AS;
    if (want_text != text) {
      window_text_input(w, want_text);
      text = want_text;
    }
    ui_input in;
    /* While an engine works, the clock of its indicator moves. */
    if (!window_wait(w, &a->layout, &in, players_busy(a) ? 250 : -1))
      continue;
    dirty |= app_input(a, &in);
    if (a->toggle_fullscreen) {
      window_set_fullscreen(w, !window_is_fullscreen(w));
      a->toggle_fullscreen = false;
      dirty = true;
    }
  }
  free(v);
  window_close(w);
  app_deinit(a);
  free(a);
  return 0;
}

int main(int argc, char **argv)
{
  /* The language of the person, except for GTP: a protocol for programs,
   * in English whatever the locale (and its numbers with '.'). */
  bool speaks_gtp = false;
  for (int i = 1; i < argc; i++)
    speaks_gtp |= strcmp(argv[i], "--gtp") == 0;
  if (!speaks_gtp)
    i18n_init();
  const char *problem = rules_validate_registry();
  if (problem) {
    fprintf(stderr, _("hoshi: internal error in the rule sets: %s\n"), problem);
    return 1;
  }
  bool gtp = false, count = false, json = false, print = false, fullscreen = false;
  int win_w = 0, win_h = 0;
  double scale = 1.0;
  enum ui_theme theme = THEME_CLASSIC;
  bool exit_after_first_frame = false;
  const char *file = NULL, *dead = NULL;
  bool rules_given = false;
  long size = 19;
  const rules *r = rules_default();
  const char *komi = NULL;
  const char *engine[3] = {NULL, NULL, NULL}, *save = NULL;
  int engine_timeout = 0;
  bool engine_dead = false;
  long handicap = 0;
  unsigned given = 0; /* the window's values the command line gives (settings.h) */
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    const char *value = i + 1 < argc ? argv[i + 1] : NULL;
    if (strcmp(a, "--gtp") == 0) {
      gtp = true;
    } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      usage(stdout);
      return 0;
    } else if (strcmp(a, "--version") == 0) {
      printf("hoshi %s\n", HOSHI_VERSION);
      return 0;
    } else if (strcmp(a, "--size") == 0 && value) {
      char *end;
      size = strtol(value, &end, 10);
      if (*end || size < BOARD_MIN_SIZE || size > BOARD_MAX_SIZE) {
        fprintf(stderr, _("hoshi: --size %s: the board has from %d to %d lines\n"), value,
                BOARD_MIN_SIZE, BOARD_MAX_SIZE);
        return 2;
      }
      given |= SETTING_SIZE;
      i++;
    } else if ((strcmp(a, "--black") == 0 || strcmp(a, "--white") == 0) && value) {
      engine[a[2] == 'b' ? COLOR_BLACK : COLOR_WHITE] = value;
      i++;
    } else if (strcmp(a, "--save") == 0 && value) {
      save = value;
      i++;
    } else if (strcmp(a, "--engine-dead-stones") == 0) {
      engine_dead = true;
    } else if (strcmp(a, "--engine-timeout") == 0 && value) {
      char *end;
      long t = strtol(value, &end, 10);
      if (*end || end == value || t < 1 || t > 3600) {
        fprintf(stderr, _("hoshi: --engine-timeout %s: a number of seconds from 1 to 3600\n"),
                value);
        return 2;
      }
      engine_timeout = (int)t;
      i++;
    } else if (strcmp(a, "--handicap") == 0 && value) {
      char *end;
      handicap = strtol(value, &end, 10);
      if (*end || end == value || handicap < 0 || handicap == 1 || handicap > 9) {
        fprintf(stderr, _("hoshi: --handicap %s: from 2 to 9 stones (0 for none)\n"), value);
        return 2;
      }
      given |= SETTING_HANDICAP;
      i++;
    } else if (strcmp(a, "--print") == 0) {
      print = true;
    } else if (strcmp(a, "--fullscreen") == 0) {
      fullscreen = true;
    } else if (strcmp(a, "--exit-after-first-frame") == 0) {
      exit_after_first_frame = true; /* for bench/bench_ui.c */
    } else if (strcmp(a, "--keys") == 0) {
      size_t n;
      const app_key *k = app_keys(&n);
      for (size_t j = 0; j < n; j++)
        printf("%-*s %s\n", i18n_pad(_(k[j].keys), 32), _(k[j].keys), _(k[j].action));
      return 0;
    } else if (strcmp(a, "--window") == 0 && value) {
      char x;
      if (sscanf(value, "%d%c%d", &win_w, &x, &win_h) != 3 || x != 'x' || win_w < 320 ||
          win_h < 240 || win_w > 16384 || win_h > 16384) {
        fprintf(stderr, _("hoshi: --window %s: give a size like 1280x720 (at least 320x240)\n"),
                value);
        return 2;
      }
      i++;
    } else if (strcmp(a, "--theme") == 0 && value) {
      if (strcmp(value, "projector") == 0)
        theme = THEME_PROJECTOR;
      else if (strcmp(value, "classic") == 0)
        theme = THEME_CLASSIC;
      else {
        fprintf(stderr, _("hoshi: --theme %s: the themes are classic and projector\n"), value);
        return 2;
      }
      given |= SETTING_THEME;
      i++;
    } else if (strcmp(a, "--scale") == 0 && value) {
      char *end;
      scale = strtod(value, &end);
      if (*end || end == value || !(scale >= LAYOUT_SCALE_MIN && scale <= LAYOUT_SCALE_MAX)) {
        fprintf(stderr, _("hoshi: --scale %s: a number from 0.5 to 3\n"), value);
        return 2;
      }
      given |= SETTING_SCALE;
      i++;
    } else if (strcmp(a, "--score") == 0) {
      count = true;
    } else if (strcmp(a, "--json") == 0) {
      json = true;
    } else if (strcmp(a, "--dead") == 0 && value) {
      dead = value;
      i++;
    } else if (strcmp(a, "--rules") == 0 && value) {
      rules_given = true;
      r = rules_find(value);
      if (!r) {
        fprintf(stderr, _("hoshi: --rules %s: unknown rule set (see hoshi --help)\n"), value);
        return 2;
      }
      i++;
    } else if (strcmp(a, "--komi") == 0 && value) {
      komi = value;
      i++;
    } else if (a[0] != '-' && !file) {
      file = a;
    } else {
      fprintf(stderr, _("hoshi: unknown or incomplete option '%s'\n\n"), a);
      usage(stderr);
      return 2;
    }
  }
  if (count) {
    if (!file) {
      fprintf(stderr, "%s", _("hoshi: --score needs a game record: hoshi --score FILE.sgf\n"));
      return 2;
    }
    return score_report(file, rules_given ? r : NULL, dead, json);
  }
  double komi_value = rules_default_komi(r, (int)handicap);
  if (komi) {
    const char *why;
    if (!komi_parse(komi, &komi_value, &why)) {
      fprintf(stderr, _("hoshi: --komi %s: %s\n"), komi, why);
      return 2;
    }
  }
  if (!gtp && !print) {
    window_settings ws = {
        .size = (int)size,
        .rules = r,
        .komi = komi_value,
        .handicap = (int)handicap,
        .engine = {NULL, engine[COLOR_BLACK], engine[COLOR_WHITE]},
        .engine_timeout = engine_timeout,
        .engine_dead = engine_dead,
        .save = save,
        .file = file,
        .width = win_w,
        .height = win_h,
        .fullscreen = fullscreen,
        .theme = theme,
        .scale = scale,
        .exit_after_first_frame = exit_after_first_frame,
        .cli = {.theme = theme,
                .scale = scale,
                .size = (int)size,
                .rules = r,
                .komi = komi_value,
                .handicap = (int)handicap,
                .given = given | (rules_given ? SETTING_RULES : 0u) | (komi ? SETTING_KOMI : 0u)}};
    return run_window(&ws);
  }
  if (print && !file) {
    fprintf(stderr, "%s", _("hoshi: --print needs a game record: hoshi --print FILE.sgf\n"));
    return 2;
  }
  gtp_server server;
  if (!gtp_server_init(&server, (int)size, r)) {
    fprintf(stderr, "%s", _("hoshi: out of memory\n"));
    return 1;
  }
  if (komi) {
    const char *why;
    if (!game_set_komi(&server.game, komi_value, &why)) {
      fprintf(stderr, _("hoshi: --komi %s: %s\n"), komi, why);
      gtp_server_deinit(&server);
      return 2;
    }
  }
  int status = 0;
  if (file)
    status = show_game(&server, file);
  if (gtp && status == 0)
    gtp_server_run(&server, stdin, stdout);
  gtp_server_deinit(&server);
  return status;
}
