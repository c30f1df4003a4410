/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hub's game on the board: contexts for the modes, new, opened,
 * restored and saved games, the scoring screen entered and left, and the
 * questions before something is lost (see app_hub.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app_hub.h"
#include "hoshi/i18n.h"
#include "hoshi/komi.h"
#include "hoshi/os.h"

/* --- what the modes see -------------------------------------------------------------- */

play_context app_play_context(app *a)
{
  play_context c = {.game = &a->game,
                    .status = &a->status,
                    .sounds = a->settings.sound ? &a->sounds : NULL,
                    .tree_cols = layout_tree_cols(&a->layout)};
  players_seats(&a->players, &c.seats);
  return c;
}

scoring_context app_scoring_context(app *a)
{
  return (scoring_context){
      .game = &a->game,
      .status = &a->status,
      .engines = players_any_engine(&a->players),
  };
}

mode_context app_mode_context(app *a)
{
  return (mode_context){
      .mode = a->mode,
      .play = app_play_context(a),
      .scoring = app_scoring_context(a),
      .engines = &a->players.engines,
      .layout = &a->layout,
      .path = a->path,
      .now = app_now(a),
  };
}

mode_view_context app_mode_view_context(const app *a)
{
  return (mode_view_context){
      .mode = a->mode,
      .game = &a->game,
      .status = &a->status,
      .any_engine = players_any_engine(&a->players),
      .engines = &a->players.engines,
      .layout = &a->layout,
      .path = a->path,
      .now = app_now(a),
  };
}

bool app_unsaved(const app *a)
{
  struct stat st;
  return a->dirty || (a->path[0] && os_stat(a->path, &st) != 0);
}

players_situation app_situation(const app *a)
{
  return (players_situation){
      .game = &a->game,
      .serial = a->game_serial,
      .live = a->mode == MODE_PLAY && play_live(&a->play),
      .scoring = a->mode == MODE_SCORE,
      .clock = clock_on(&a->clock) ? &a->clock : NULL,
      .now = app_now(a),
  };
}

session_snapshot app_snapshot(const app *a)
{
  return (session_snapshot){
      .game = &a->game,
      .path = a->path,
      .dirty = a->dirty,
      .resigned = a->play.resigned,
      .scoring = app_mode_under(a) == MODE_SCORE,
  };
}

/* --- games on the board ------------------------------------------------------------- */

/* The game on the board changed for another one. */
static void took(app *a, const char *path, bool dirty)
{
  scoring_leave(&a->scoring);
  /* What the first game took from the last new game is said of it alone. */
  a->remembered[0] = 0;
  a->game_serial++;
  if (path != a->path && (!path[0] || !os_absolute_path(path, a->path, sizeof a->path)))
    snprintf(a->path, sizeof a->path, "%s", path);
  a->dirty = dirty;
  a->mode = MODE_PLAY;
  tools_init(&a->play.tools);
  a->play.cursor_x = a->play.cursor_y = -1;
  play_reset(&a->play, &a->game);
  app_clock_reset(a);
  /* An opened record (or a restored game) waits for a move before its
   * clock runs: opening a file starts nothing. */
  a->undone_to = NULL;
  a->clock_hold = game_current(&a->game);
}

void app_take_game(app *a, const game *g, const char *path, bool dirty)
{
  game_deinit(&a->game);
  a->game = *g;
  took(a, path, dirty);
}

/* What the first game takes from the settings file (the last new game's
 * choices) that neither the command line nor the defaults give, for the
 * panel to say: "Chinese rules, komi -3, clock 10m+5x30s". */
static void remembered(app *a, const settings_values *cli, const settings_values *use, int handicap)
{
  unsigned from_file = a->session.file.given & ~(cli ? cli->given : 0u);
  settings_values d;
  settings_defaults(&d);
  char *out = a->remembered;
  size_t len = sizeof a->remembered, n = 0;
  out[0] = 0;
#define ADD(...)                                                                                   \
  do {                                                                                             \
    if (n < len)                                                                                   \
      n += (size_t)snprintf(out + n, len - n, n ? ", " : "");                                      \
    if (n < len)                                                                                   \
      n += (size_t)snprintf(out + n, len - n, __VA_ARGS__);                                        \
  } while (0)
  if ((from_file & SETTING_SIZE) && use->size != d.size)
    ADD(_("%dx%d board"), use->size, use->size);
  if ((from_file & SETTING_RULES) && use->rules != d.rules)
    ADD("%s", rules_display_name(use->rules));
  if ((from_file & (SETTING_KOMI | SETTING_RULES | SETTING_HANDICAP)) &&
      a->game.komi != komi_default(d.rules, 0)) {
    char k[KOMI_TEXT_LEN];
    i18n_format_number(a->game.komi, k, sizeof k);
    ADD(_("komi %s"), k); /* a no-break space: the figure stays with its word */
  }
  if ((from_file & SETTING_HANDICAP) && handicap >= 2)
    ADD(P_("%d handicap stone", "%d handicap stones", handicap), handicap);
  if ((from_file & SETTING_TIME) && clock_on(&a->clock)) {
    char spec[48];
    clock_format(&a->clock.spec, spec, sizeof spec);
    ADD(_("clock %s"), spec);
  }
#undef ADD
}

bool app_start(app *a, const settings_values *cli, bool new_game, hoshi_error *why)
{
  settings_values use;
  session_start(&a->session, cli, &a->settings, &use);
  if (!new_game)
    return true;
  bool cli_handicap = cli && (cli->given & SETTING_HANDICAP);
  int handicap = cli_handicap ? cli->handicap : use.handicap;
  bool capture = rules_capture_goal(use.rules) > 0; /* nothing counted: no komi, no handicap */
  if (capture)
    handicap = 0, use.komi = 0;
  game g;
  if (!game_init(&g, use.size, use.rules))
    return hoshi_fail(why, "%s", _("out of memory"));
  if (!game_set_komi(&g, use.komi, NULL) &&
      !game_set_komi(&g, komi_default(use.rules, handicap), why)) {
    game_deinit(&g);
    return false;
  }
  if (handicap >= 2 && !game_fixed_handicap(&g, handicap, why)) {
    game_deinit(&g);
    if (cli_handicap)
      return false;
    handicap = 0; /* the file's: settings_resolve keeps only what fits */
  }
  clock_spec time;
  if (clock_parse(use.time, &time, NULL) && !game_set_time_system(&g, &time)) {
    game_deinit(&g);
    return hoshi_fail(why, "%s", _("out of memory"));
  }
  char path[PATH_MAX];
  snprintf(path, sizeof path, "%s", a->path);
  app_take_game(a, &g, path, a->dirty);
  /* Whether running out only warns is the players' choice, not the record's. */
  a->clock.spec.warn_only = time.warn_only;
  remembered(a, cli, &use, handicap);
  if (handicap >= 2)
    status_say(&a->status, false, _("%d handicap stones on the star points. White plays first."),
               handicap);
  if (a->session.settings_message[0])
    status_say(&a->status, true, "%s", a->session.settings_message);
  return true;
}

/* Whether a record is a lesson rather than a game to go on with: its
 * start marks the board, or says something (a comment) in a record with
 * no result (a finished game's record may hold its players' chat there). */
static bool opens_at_start(const game *g)
{
  static const char *const marks[] = {"LB", "TR", "SQ", "CR", "MA", "AR", "LN", "SL", "DD"};
  if (!g->root)
    return false;
  for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
    if (sgf_get(g->root, marks[i]))
      return true;
  return sgf_get(g->root, "C") && !sgf_get(g->root, "RE");
}

static bool opened(app *a, const char *path, bool dirty);

bool app_open(app *a, const char *path)
{
  int index = a->problem_next ? a->open_game : -1;
  a->open_game = -1;
  return app_open_game(a, path, index);
}

/* A problem of the set that does not open, though the set took it for
 * one (a rectangular board, a file changed since): the next in the way
 * the set is walked is posed instead, so that the set goes on; *left
 * names what was left out. NULL when none opens (why: the first reason). */
static const char *load_problem(app *a, const char *path, int index, hoshi_error *why, char *left,
                                size_t len)
{
  left[0] = '\0';
  if (game_load_file_game(&a->game, path, index > 0 ? (size_t)index : 0, NULL, why))
    return path;
  problem_set *s = &a->exercise.set;
  if (!a->problem_next || !s->key[0])
    return NULL;
  snprintf(left, len, _("%s was left out: %s"), os_file_name(path), why->message);
  static char next[PATH_MAX];
  int step = s->step < 0 ? -1 : 1;
  for (int i = s->index + step; i >= 0 && i < s->n; i += step) {
    hoshi_error not_this = {0};
    if (problem_set_path(s, i, next, sizeof next) &&
        game_load_file_game(&a->game, next, (size_t)s->items[i].game, NULL, &not_this)) {
      s->index = i;
      return next;
    }
  }
  return NULL;
}

bool app_open_game(app *a, const char *path, int index)
{
  /* Until it is drawn, a crash is known at the next start for what it is. */
  session_loading(&a->session);
  hoshi_error why = {0};
  char left[400];
  /* game_load_file replaces the game only when the file opens. */
  const char *loaded = load_problem(a, path, index, &why, left, sizeof left);
  if (!loaded) {
    status_say(&a->status, true, _("The game was not opened: %s"), why.message);
    return false;
  }
  /* The autosave's own note (its file's path among it) is never taken
   * from a record: written there by hand, in any of its games, it would
   * be saved again and name another file to a restore. */
  sgf_collection *records = a->game.records;
  for (size_t i = 0; i < records->n_games; i++)
    if (sgf_find(records->games[i], AUTOSAVE_PROPERTY))
      sgf_remove(records, records->games[i], AUTOSAVE_PROPERTY);
  if (left[0]) {
    bool ok = opened(a, loaded, false);
    status_append(&a->status, " %s", left);
    return ok;
  }
  if (index < 0 && !a->problem_next && game_count(&a->game) > 1) {
    took(a, path, false);
    games_open(&a->games, &a->game);
    a->mode = MODE_GAMES;
    status_say(&a->status, false,
               P_("%s holds %zu game: choose one.", "%s holds %zu games: choose one.",
                  game_count(&a->game)),
               os_file_name(path), game_count(&a->game));
    return true;
  }
  return opened(a, path, false);
}

bool app_switch_game(app *a, int index)
{
  hoshi_error why = {0};
  if (index != (int)a->game.index && !game_switch(&a->game, (size_t)index, NULL, &why)) {
    status_say(&a->status, true, _("The game was not opened: %s"), why.message);
    return false;
  }
  return opened(a, a->path, a->dirty);
}

/* A record opened is studied, posed or gone on with by people, as GoGui
 * leaves no computer colour after a load: an engine that played the last
 * game would otherwise answer on a lesson's or a course's board and write
 * its move into that record. Says so when an engine had a seat. */
static void seats_to_people(app *a)
{
  if (!players_any_engine(&a->players))
    return;
  players_set(&a->players, COLOR_BLACK, -1, &a->status);
  players_set(&a->players, COLOR_WHITE, -1, &a->status);
  status_append(&a->status, " %s", _("People play both colours now: E chooses an engine."));
}

/* The game just opened taken, at the node it opens at, and said. */
static bool opened(app *a, const char *path, bool dirty)
{
  /* A game goes on where its record stops, the end of its main line; a
   * lesson (a comment or markup at its start) opens at its start, where
   * its text begins; a problem of a set is posed at its start. */
  bool lesson = opens_at_start(&a->game);
  game_last(&a->game);
  int moves = game_move_number(&a->game);
  if (lesson)
    game_first(&a->game);
  took(a, path, dirty);
  if (a->problem_next) {
    a->problem_next = false;
    game_first(&a->game);
    if (app_begin_problem(a)) {
      seats_to_people(a);
      return true;
    }
    if (!lesson)
      game_last(&a->game);
  }
  const game *t = &a->game;
  game_illegal il;
  if (game_first_illegal(t, &il)) {
    char text[200];
    game_illegal_text(t, &il, true, text, sizeof text);
    status_say(&a->status, true, _("Opened %s for study. %s"), os_file_name(path), text);
  } else if (t->n_notes)
    status_say(&a->status, true,
               P_("Opened %s with %zu problem; the first, line %d column %d: %s",
                  "Opened %s with %zu problems; the first, line %d column %d: %s", t->n_notes),
               os_file_name(path), t->n_notes, t->notes[0].line, t->notes[0].col,
               t->notes[0].message);
  else if (game_count(t) > 1)
    status_say(&a->status, false,
               P_("Opened game %zu of %zu of %s: %d move. Ctrl+G: the file's other games.",
                  "Opened game %zu of %zu of %s: %d moves. Ctrl+G: the file's other games.", moves),
               t->index + 1, game_count(t), os_file_name(path), moves);
  else if (lesson)
    status_say(&a->status, false,
               P_("Opened %s at its start: %d move.", "Opened %s at its start: %d moves.", moves),
               os_file_name(path), moves);
  else
    status_say(&a->status, false, P_("Opened %s: %d move.", "Opened %s: %d moves.", moves),
               os_file_name(path), moves);
  seats_to_people(a);
  return true;
}

exercise_context app_exercise_context(app *a)
{
  return (exercise_context){.game = &a->game,
                            .status = &a->status,
                            .now = app_now(a),
                            .path = a->path,
                            .sounds = a->settings.sound ? &a->sounds : NULL};
}

bool app_begin_problem(app *a)
{
  exercise_context c = app_exercise_context(a);
  if (!exercise_problem_begin(&a->exercise, &c))
    return false;
  play_reset(&a->play, &a->game);
  a->mode = MODE_PROBLEM;
  return true;
}

/* The set read with its progress, its problem to pose first in first
 * (resume: the first not solved yet; else where the set starts); the file
 * to open next is that problem. false when the set cannot be read. */
static bool set_ready(app *a, const char *file_or_folder, bool resume, char *first, size_t len)
{
  char progress[PATH_MAX];
  hoshi_error why = {0};
  app_keep_progress(a); /* the set before, if any */
  int tree = 0;
  if (!exercise_set_open(&a->exercise, file_or_folder,
                         progress_path(progress, sizeof progress) ? progress : NULL, first, len,
                         &tree, &why)) {
    status_say(&a->status, true, "%s", why.message);
    return false;
  }
  problem_set *s = &a->exercise.set;
  int next = resume ? problem_set_next_unsolved(s) : -1;
  if (next >= 0 && problem_set_path(s, next, first, len)) {
    s->index = next;
    tree = s->items[next].game;
  }
  a->problem_next = true;
  a->open_game = tree;
  return true;
}

void app_open_learn(app *a)
{
  char progress[PATH_MAX];
  app_keep_progress(a); /* the counts shown are the latest */
  enum app_mode back = a->mode == MODE_SCORE || a->mode == MODE_PROBLEM || a->mode == MODE_GUESS
                           ? a->mode
                           : MODE_PLAY;
  learn_open(&a->learn, back, progress_path(progress, sizeof progress) ? progress : NULL);
  a->mode = MODE_LEARN;
}

void app_learn_set(app *a, const char *set)
{
  char first[PATH_MAX];
  a->mode = a->learn.back == MODE_SCORE ? MODE_SCORE : MODE_PLAY;
  app_leave_scoring(a);
  if (!set_ready(a, set, true, first, sizeof first))
    return;
  app_guard(a, PENDING_OPEN_FILE, first);
}

bool app_open_problems(app *a, const char *file_or_folder)
{
  char first[PATH_MAX];
  if (!set_ready(a, file_or_folder, false, first, sizeof first))
    return false;
  if (!app_open(a, first)) {
    a->problem_next = false;
    return false;
  }
  return a->mode == MODE_PROBLEM;
}

void app_keep_progress(app *a)
{
  problem_set *s = &a->exercise.set;
  char path[PATH_MAX];
  if (!s->changed || !s->key[0] || !progress_path(path, sizeof path))
    return;
  s->changed = false;
  hoshi_error why = {0};
  if (!progress_save(s, path, &why))
    status_say(&a->status, true, _("The problems' progress was not kept: %s"), why.message);
}

bool app_begin_guess(app *a)
{
  exercise_context c = app_exercise_context(a);
  if (!exercise_guess_begin(&a->exercise, &c))
    return false;
  play_reset(&a->play, &a->game);
  a->mode = MODE_GUESS;
  return true;
}

bool app_save(app *a, const char *path)
{
  hoshi_error err = {0};
  if (!game_save_file(&a->game, path, &err)) {
    status_say(&a->status, true, _("Cannot save %s: %s"), path, err.message);
    return false;
  }
  app_set_file(a, path);
  a->dirty = false;
  status_say(&a->status, false, _("Saved to %s."), path);
  return true;
}

void app_set_file(app *a, const char *path)
{
  char absolute[PATH_MAX];
  if (os_absolute_path(path, absolute, sizeof absolute))
    snprintf(a->path, sizeof a->path, "%s", absolute);
  else if (path != a->path)
    snprintf(a->path, sizeof a->path, "%s", path);
}

void app_start_game(app *a)
{
  newgame_result *r = &a->form.result;
  app_take_game(a, &r->game, "", false);
  a->play.placing = r->placing;
  clock_spec chosen;
  if (clock_parse(r->time, &chosen, NULL))
    a->clock.spec.warn_only = chosen.warn_only;
  session_new_game_chosen(&a->session, game_size(&a->game), a->game.rules, a->game.komi,
                          r->komi_valid, r->handicap, r->time);
  /* The players: engines start when first asked for a move. The dialog
   * said what starts; a player that cannot start says why instead. */
  app_status said = a->status;
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
    players_set(&a->players, (enum color)c, r->player[c], &said);
  a->status = said;
  app_say_capture_engines(a);
}

/* --- the scoring screen ------------------------------------------------------------- */

void app_enter_scoring(app *a)
{
  scoring_context c = app_scoring_context(a);
  scoring_enter(&a->scoring, &c);
  a->mode = MODE_SCORE;
  a->play.cursor_x = a->play.cursor_y = -1;
  tools_init(&a->play.tools);
}

void app_leave_scoring(app *a)
{
  scoring_leave(&a->scoring);
  if (a->mode == MODE_SCORE)
    a->mode = MODE_PLAY;
}

void app_game_over(app *a)
{
  a->dirty = true;
  play_game_over(&a->play);
  app_leave_scoring(a);
}

/* Ctrl+Shift+N: an empty board of the same size, rules and komi, the add
 * Black tool in hand, to set up a problem on. */
static void new_problem(app *a)
{
  game g;
  hoshi_error why = {0};
  if (!game_init(&g, game_size(&a->game), a->game.rules) ||
      !game_set_komi(&g, a->game.komi, &why)) {
    game_deinit(&g);
    status_say(&a->status, true, "%s", _("Out of memory: no new problem."));
    return;
  }
  app_take_game(a, &g, "", false);
  tools_choose(&a->play.tools, TOOL_BLACK, &a->status);
}

void app_say_capture_engines(app *a)
{
  if (!game_capture_goal(&a->game))
    return;
  /* GTP has no command for the capture game: an engine plays ordinary Go.
   * Hoshi's own capture player is the one made for it. */
  const players *p = &a->players;
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    int e = p->seat[c].engine;
    if (e >= 0 && e < p->engines.n && !p->engines.list[e].builtin &&
        (c == COLOR_BLACK || e != p->seat[COLOR_BLACK].engine))
      status_append(&a->status,
                    _(" %s does not know the capture game: it plays ordinary Go and will not try "
                      "to capture first."),
                    p->engines.list[e].name);
  }
}

/* --- questions before a loss ---------------------------------------------------------- */

void app_run_pending(app *a, bool discard)
{
  enum app_pending what = confirm_take(&a->confirm);
  if (discard)
    a->dirty = false;
  a->mode = MODE_PLAY;
  switch (what) {
  case PENDING_QUIT:
    a->quit = true;
    break;
  case PENDING_OPEN_FILE:
    app_open(a, a->confirm.path);
    break;
  case PENDING_NEW: {
    int player[3] = {-1, a->players.seat[COLOR_BLACK].engine, a->players.seat[COLOR_WHITE].engine};
    newgame_open(&a->form, &a->game, &a->players.engines, player, a->session.chosen.time);
    a->mode = MODE_NEW_GAME;
    break;
  }
  case PENDING_OPEN_LIST:
    files_open_list(&a->files, a->path, &a->status);
    a->mode = MODE_OPEN;
    break;
  case PENDING_NEW_PROBLEM:
    new_problem(a);
    break;
  case PENDING_RESIGN: /* answered in the question, never pending after it */
  case PENDING_DELETE:
  case PENDING_NONE:
    break;
  }
}

void app_guard(app *a, enum app_pending what, const char *path)
{
  confirm_guard(&a->confirm, what, path, a->mode == MODE_CONFIRM ? MODE_PLAY : a->mode);
  if (!a->dirty) {
    app_run_pending(a, false);
    return;
  }
  a->mode = MODE_CONFIRM;
}

void app_save_or_ask(app *a, bool save_as)
{
  if (save_as || !a->path[0]) {
    files_open_save_as(&a->files, a->path, &a->status);
    a->mode = MODE_SAVE_AS;
  } else {
    app_save(a, a->path);
  }
}

void app_save_pending(app *a)
{
  if (!a->path[0])
    app_save_or_ask(a, true); /* what waits runs after saving */
  else if (app_save(a, a->path))
    app_run_pending(a, false);
}

/* --- the offer to restore ------------------------------------------------------------- */

void app_restore(app *a)
{
  session_loading(&a->session);
  session_meta m;
  game *g = session_take_offer(&a->session, &m);
  if (!g)
    return;
  app_take_game(a, g, "", m.dirty || !m.path[0]);
  free(g);
  snprintf(a->path, sizeof a->path, "%s", m.path);
  a->play.ended = game_over_by_rules(&a->game) || m.resigned != COLOR_EMPTY;
  a->play.resigned = m.resigned;
  /* People at both seats: an engine may be what stopped the last session. */
  players_set(&a->players, COLOR_BLACK, -1, &a->status);
  players_set(&a->players, COLOR_WHITE, -1, &a->status);
  if (m.has_dead) {
    point *pts = os_malloc(sizeof(point) * BOARD_MAX_SIZE * BOARD_MAX_SIZE);
    if (pts) {
      int n = session_meta_dead(&m, &a->game, pts, BOARD_MAX_SIZE * BOARD_MAX_SIZE);
      game_set_dead(&a->game, pts, n);
      free(pts);
    }
  }
  if (m.score)
    app_enter_scoring(a);
  session_snapshot snap = app_snapshot(a);
  session_restored(&a->session, &snap, &a->status);
}

void app_decline(app *a)
{
  a->mode = MODE_PLAY;
  session_snapshot snap = app_snapshot(a);
  session_decline(&a->session, &snap, &a->status);
}

bool app_autosave_start(app *a, const char *dir)
{
  session_snapshot snap = app_snapshot(a);
  if (!session_autosave_start(&a->session, dir, &snap, &a->status))
    return false;
  a->mode = MODE_RESTORE;
  return true;
}

bool app_autosave_now(app *a)
{
  session_snapshot snap = app_snapshot(a);
  return session_autosave_final(&a->session, &snap, &a->status);
}

/* --- the clock ------------------------------------------------------------------------- */

void app_clock_reset(app *a)
{
  clock_spec spec;
  if (!game_time_system(&a->game, &spec))
    spec = (clock_spec){.system = CLOCK_NONE};
  clock_init(&a->clock, &spec);
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    const char *left, *ob;
    if (game_time_left(&a->game, (enum color)c, &left, &ob))
      clock_set_left(&a->clock, (enum color)c, left, ob);
  }
  a->clock_at = game_current(&a->game);
  a->clock_paused = false;
}

/* Colour c ran out of time: the game is lost, or it is said. */
static void out_of_time(app *a, enum color c)
{
  if (a->clock.spec.warn_only) {
    status_say(&a->status, true, _("%s's time is out (the clock only warns: play on)."),
               app_color_name(c));
    return;
  }
  char re[8];
  snprintf(re, sizeof re, "%c+T", c == COLOR_BLACK ? 'W' : 'B');
  if (!game_set_result(&a->game, re)) {
    status_say(&a->status, true, "%s", _("Out of memory: the result could not be recorded."));
    return;
  }
  a->dirty = true;
  play_game_over(&a->play);
  /* The panel's headline says it: the status repeats it only for the
   * record (and the tests). */
  char shown[32];
  status_echo(&a->status, _("%s's time is out: %s wins (%s)."), app_color_name(c),
              app_color_name(color_other(c)), i18n_result(re, shown, sizeof shown));
}

/* The move just played onto the running time's node: credited, and its
 * player's time left written on it. */
static void credit_move(app *a, int64_t now)
{
  game *g = &a->game;
  const game_step *st = game_current_step(g);
  enum color mover = a->clock.running;
  if (mover == COLOR_EMPTY && game_current(g)->parent == a->clock_at &&
      (st->color == COLOR_BLACK || st->color == COLOR_WHITE) && !game_current(g)->children) {
    /* A move while no time ran (the game's first move, a pause): nothing
     * spent, its time left recorded as it stands. */
    char left[32], ob[8];
    clock_sgf_left(&a->clock.side[st->color], left, sizeof left, ob, sizeof ob);
    if (!game_set_time_left(g, (enum color)st->color, left, ob))
      status_say(&a->status, true, "%s", _("Out of memory."));
    return;
  }
  if (game_current(g)->parent != a->clock_at || st->color != mover || mover == COLOR_EMPTY) {
    clock_update(&a->clock, now); /* gone elsewhere: nothing to credit */
    return;
  }
  enum color out = clock_move(&a->clock, now);
  char left[32], ob[8];
  clock_sgf_left(&a->clock.side[mover], left, sizeof left, ob, sizeof ob);
  if (!game_set_time_left(g, mover, left, ob))
    status_say(&a->status, true, "%s", _("Out of memory."));
  if (out != COLOR_EMPTY)
    out_of_time(a, out);
}

/* Whether the clock may run at the current position: a game under way
 * whose first move is played (a teacher opening Hoshi, or a game just
 * started, is not timed before it), at the end of its line (not a record
 * being replayed; an opened record waits for a move there), on a move (not a position being set up,
 * not a problem's setup), over the board (no dialog, no scoring screen, no pause). */
static bool clock_may_run(const app *a)
{
  const game *g = &a->game;
  const sgf_node *here = game_current(g);
  return a->mode == MODE_PLAY && play_live(&a->play) && !a->clock_paused && !game_result(g) &&
         game_move_number(g) >= 1 && here != a->clock_hold &&
         (!here->children || here == a->undone_to) && game_current_step(g)->color != COLOR_EMPTY &&
         !tools_setting_up(&a->play.tools);
}

bool app_clock_sync(app *a)
{
  if (!clock_on(&a->clock))
    return false;
  int64_t now = app_now(a);
  if (game_current(&a->game) != a->clock_at) {
    credit_move(a, now);
    a->clock_at = game_current(&a->game);
  }
  /* A move taken back: play goes on from there (the move stays in the
   * record as a variation), unlike a record stepped through. */
  if (a->undo_seen) {
    a->undone_to = game_current(&a->game);
    a->undo_seen = false;
  }
  enum color want = clock_may_run(a) ? game_to_move(&a->game) : COLOR_EMPTY;
  if (want != a->clock.running) {
    if (want == COLOR_EMPTY)
      clock_stop(&a->clock, now);
    else
      clock_start(&a->clock, want, now);
  }
  enum color out = clock_update(&a->clock, now);
  if (out != COLOR_EMPTY) {
    out_of_time(a, out);
    if (!a->clock.spec.warn_only)
      clock_stop(&a->clock, now);
  }
  /* A warning as a byo-yomi period enters its last ten seconds (once a
   * period: a move keeps it whole, and the next time counts again). */
  enum color r = a->clock.running;
  if (r != COLOR_EMPTY && a->clock.spec.system == CLOCK_BYOYOMI) {
    const clock_side *s = &a->clock.side[r];
    long long key = ((long long)game_move_number(&a->game) * 1000 + s->periods) * 3 + r;
    if (s->overtime && !s->flagged && s->period_ms <= 10000 && key != a->beep_for) {
      a->beep_for = key;
      sound_push(a->settings.sound ? &a->sounds : NULL, SOUND_CLOCK_WARN, 0);
    }
  }
  /* A new frame when a shown second changes: a hash of the seconds shown,
   * in unsigned arithmetic (it wraps, never overflows), kept to 63 bits. */
  uint64_t hash = 0;
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    int64_t ms = clock_left_ms(&a->clock.side[c]);
    uint64_t seconds = ms <= 0 ? 0 : (uint64_t)ms / 1000 + ((uint64_t)ms % 1000 != 0);
    hash = hash * 100003u + seconds;
  }
  long long shown = (long long)(hash & (UINT64_MAX >> 1));
  bool changed = shown != a->clock_shown || out != COLOR_EMPTY;
  a->clock_shown = shown;
  return changed;
}
