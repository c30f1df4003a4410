/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Who plays each colour (see players.h). */
#include "app/players.h"

#include <ctype.h>
#include <stdarg.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/rng.h"

/* In English: the engines' log. */
static const char *const colour_names[3] = {"", "Black", "White"};

/* --- the engines on offer ------------------------------------------------------- */

static int add_engine(engine_list *e, const char *name, const char *command)
{
  int i = engines_find(e, name);
  if (i < 0) {
    if (e->n == ENGINES_MAX)
      return -1;
    i = e->n++;
  }
  snprintf(e->list[i].name, sizeof e->list[i].name, "%s", name);
  snprintf(e->list[i].command, sizeof e->list[i].command, "%s", command);
  e->list[i].builtin = false;
  return i;
}

int engines_find(const engine_list *e, const char *name)
{
  for (int i = 0; i < e->n; i++)
    if (strcasecmp(e->list[i].name, name) == 0)
      return i;
  /* The built-in player by its English name too (--white in any language). */
  for (int i = 0; i < e->n; i++)
    if (e->list[i].builtin && strcasecmp(name, ENGINE_CAPTURE_NAME) == 0)
      return i;
  return -1;
}

int engines_add_command(engine_list *e, const char *command)
{
  const char **argv;
  hoshi_error why = {0};
  char name[64] = "engine";
  if (gtp_split_command_line(command, &argv, &why) > 0) {
    snprintf(name, sizeof name, "%s", os_file_name(argv[0]));
    gtp_argv_free(argv);
  }
  /* A command the list holds already keeps its entry. */
  for (int i = 0; i < e->n; i++)
    if (strcmp(e->list[i].command, command) == 0)
      return i;
  char unique[64];
  snprintf(unique, sizeof unique, "%s", name);
  for (int k = 2; engines_find(e, unique) >= 0 && k < 100; k++)
    snprintf(unique, sizeof unique, "%.50s (%d)", name, k);
  if (e->n == ENGINES_MAX)
    return -1;
  return add_engine(e, unique, command);
}

/* The engines of the settings file: sections [engine NAME] with a line
 * "command = ...", and [engines] with timeout and dead_stones. Problems are
 * noted in the file's message. */
void engines_read(engine_list *e, settings_file *f)
{
  memset(e, 0, sizeof *e);
  e->timeout_s = ENGINE_TIMEOUT_S;
  snprintf(e->settings_path, sizeof e->settings_path, "%s", f->path);
  /* GNU Go first, when installed: the settings may redefine it. */
  char program[PATH_MAX];
  if (gtp_find_program("gnugo", program, sizeof program))
    add_engine(e, ENGINE_GNUGO_NAME, "gnugo --mode gtp --level 10");
  size_t n;
  const settings_entry *entries = settings_entries(f, &n);
  /* A command from a file someone else could have written is theirs to
   * run under the user's name: refused, and said. */
  bool mine = !f->path[0] || os_only_mine(f->path);
  for (size_t i = 0; i < n; i++) {
    const settings_entry *en = &entries[i];
    const char *section = en->section, *key = en->key, *value = en->value;
    int line = en->line;
    bool engine = strncasecmp(section, "engine ", 7) == 0 && section[7];
    if (engine && strcasecmp(key, "command") == 0) {
      const char *name = section + 7;
      while (isspace((unsigned char)*name))
        name++;
      if (!mine) {
        settings_note(f, line,
                      _("engine '%s' left out: others can write this file or its folder "
                        "(chmod go-w)"),
                      name);
        continue;
      }
      const char **argv;
      hoshi_error why = {0};
      if (strlen(value) >= sizeof e->list[0].command) {
        settings_note(f, line, _("the engine's command is longer than %zu bytes"),
                      sizeof e->list[0].command - 1);
        continue;
      }
      if (gtp_split_command_line(value, &argv, &why) < 0) {
        settings_note(f, line, _("the engine's command: %s"), why.message);
        continue;
      }
      gtp_argv_free(argv);
      if (add_engine(e, name, value) < 0)
        settings_note(f, line, _("more than %d engines; '%s' left out"), ENGINES_MAX, name);
    } else if (!engine && strcasecmp(section, "engines") == 0 && strcasecmp(key, "timeout") == 0) {
      char *end;
      long t = strtol(value, &end, 10);
      if (*end || end == value || t < 1 || t > 3600)
        settings_note(f, line, _("timeout '%s': a number of seconds from 1 to 3600"), value);
      else
        e->timeout_s = (int)t;
    } else if (!engine && strcasecmp(section, "engines") == 0 &&
               strcasecmp(key, "dead_stones") == 0) {
      if (strcasecmp(value, "engine") == 0 || strcasecmp(value, "hoshi") == 0)
        e->dead_from_engine = strcasecmp(value, "engine") == 0;
      else
        settings_note(f, line, _("dead_stones '%s': engine or hoshi"), value);
    } else if (!engine && strcasecmp(section, "engines") == 0 && strcasecmp(key, "analysis") == 0) {
      snprintf(e->analysis, sizeof e->analysis, "%s", value);
    } else if (!engine && strcasecmp(section, "engines") == 0 &&
               strcasecmp(key, "analysis_seconds") == 0) {
      char *end;
      double s = strtod(value, &end);
      if (*end || end == value || !(s >= 0.1) || s > 600)
        settings_note(f, line, _("analysis_seconds '%s': seconds from 0.1 to 600"), value);
      else
        e->analysis_ms = (int)(s * 1000 + 0.5);
    } else if (engine || strcasecmp(section, "engines") == 0) {
      settings_note(f, line, _("unknown key '%s'"), key);
    }
  }
  /* Last, Hoshi's own, unless the settings gave its name to another. */
  if (engines_find(e, _(ENGINE_CAPTURE_NAME)) < 0) {
    int i = add_engine(e, _(ENGINE_CAPTURE_NAME), "");
    if (i >= 0)
      e->list[i].builtin = true;
  }
}

void engines_load(engine_list *e, const char *path)
{
  settings_file f;
  settings_load(&f, path);
  engines_read(e, &f);
  settings_message(&f, e->message, sizeof e->message);
  settings_free(&f);
}

/* --- seats ------------------------------------------------------------------------ */

void players_init(players *p, settings_file *settings)
{
  memset(p, 0, sizeof *p);
  engines_read(&p->engines, settings);
  p->auto_dead = p->engines.dead_from_engine;
  for (int c = 0; c < 3; c++)
    p->seat[c].engine = -1;
  if (!os_xdg_path("XDG_STATE_HOME", ".local/state", "hoshi/engines.log", p->log_path,
                   sizeof p->log_path))
    p->log_path[0] = '\0';
  if (!os_xdg_path("XDG_DATA_HOME", ".local/share", "hoshi/games", p->save_dir, sizeof p->save_dir))
    snprintf(p->save_dir, sizeof p->save_dir, ".");
  p->next_job = 1;
}

static void seat_clear(seat *s)
{
  gtp_worker_free(s->worker);
  gtp_position_free(&s->have);
  gtp_position_free(&s->sent);
  memset(s, 0, sizeof *s);
  s->engine = -1;
}

void players_deinit(players *p)
{
  for (int c = 1; c < 3; c++)
    seat_clear(&p->seat[c]);
}

static const char *seat_name(const players *p, enum color c)
{
  const seat *s = &p->seat[c];
  if (s->name[0])
    return s->name;
  return s->engine >= 0 ? p->engines.list[s->engine].name : app_color_name(c);
}

/* A line in the engines' log before an engine's own messages. */
static void log_header(const players *p, enum color c, const engine_config *e)
{
  if (!p->log_path[0] || !os_make_parent_dirs(p->log_path, OS_DIR_PRIVATE, NULL))
    return;
  /* Never through a link, and only a file of the user's own: the log is
   * in a folder others might write to (os_open_own). */
  FILE *f = os_append_own(p->log_path, OS_MODE_PRIVATE);
  if (!f)
    return;
  time_t t = time(NULL);
  struct tm tm;
  char when[32] = "";
  if (localtime_r(&t, &tm))
    strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", &tm);
  fprintf(f, "--- %s: %s plays %s: %s\n", when, e->name, colour_names[c], e->command);
  fclose(f);
}

/* The worker of engine e: its program's, or a built-in one. */
static gtp_worker *new_worker(players *p, enum color c, const engine_config *e, app_status *status)
{
  if (e->builtin)
    return gtp_worker_new_builtin(GTP_BUILTIN_CAPTURE_PLAYER,
                                  rng_mix((uint64_t)os_now_ms() ^ (uint64_t)c), p->wake,
                                  p->wake_ctx);
  const char **argv;
  hoshi_error why = {0};
  if (gtp_split_command_line(e->command, &argv, &why) < 0) {
    status_say(status, true, _("%s cannot play %s: its command '%s': %s."), e->name,
               app_color_name(c), e->command, why.message);
    return NULL;
  }
  log_header(p, c, e);
  gtp_worker *w = gtp_worker_new(argv, p->log_path[0] ? p->log_path : NULL, p->wake, p->wake_ctx);
  gtp_argv_free(argv);
  if (!w)
    status_say(status, true, _("%s cannot play %s: out of memory."), e->name, app_color_name(c));
  return w;
}

void players_set(players *p, enum color c, int engine, app_status *status)
{
  seat *s = &p->seat[c];
  seat_clear(s);
  if (engine < 0 || engine >= p->engines.n)
    return;
  s->worker = new_worker(p, c, &p->engines.list[engine], status);
  if (s->worker)
    s->engine = engine;
}

const char *players_engine_name(const players *p, enum color c)
{
  return p->seat[c].engine >= 0 ? seat_name(p, c) : NULL;
}

bool players_is_engine(const players *p, enum color c)
{
  const seat *s = &p->seat[c];
  return s->engine >= 0 && !s->paused;
}

void players_seats(const players *p, app_seats *out)
{
  for (int c = 0; c < 3; c++) {
    out->engine[c] = c > 0 && players_is_engine(p, (enum color)c);
    out->name[c] = c > 0 ? players_engine_name(p, (enum color)c) : NULL;
  }
}

bool players_any_engine(const players *p)
{
  return p->seat[COLOR_BLACK].engine >= 0 || p->seat[COLOR_WHITE].engine >= 0;
}

bool players_busy(const players *p)
{
  return p->seat[COLOR_BLACK].job != JOB_NONE || p->seat[COLOR_WHITE].job != JOB_NONE;
}

/* --- jobs --------------------------------------------------------------------------- */

/* Sends a job: the engine brought to the current position, then last (a
 * command, or NULL). A fresh engine first gets an empty job: it starts and
 * says what it can do, and the real job is planned with that. */
static bool submit(players *p, const players_situation *sit, enum color c, enum seat_job kind,
                   const char *last, app_status *status)
{
  seat *s = &p->seat[c];
  if (!s->worker || s->job != JOB_NONE)
    return false;
  if (!gtp_position_of_game(sit->game, &s->sent)) {
    status_say(status, true, "%s", _("Out of memory."));
    return false;
  }
  /* The start job sends nothing: the worker starts the engine. */
  const char **sync = NULL;
  int k = kind == JOB_NONE
              ? 0
              : gtp_sync_commands(s->have_known ? &s->have : NULL, &s->sent, &s->caps, &sync);
  /* Before a move: the clock, as optional commands (an engine without
   * them still plays). */
  char timing[2][96], told[2][100];
  int t = kind == JOB_MOVE && sit->clock
              ? gtp_time_commands(sit->clock, c, sit->now, s->caps.kgs_time, timing)
              : 0;
  const char **commands = k >= 0 ? os_malloc((size_t)(k + t + 2) * sizeof *commands) : NULL;
  if (!commands) {
    gtp_argv_free(sync);
    status_say(status, true, "%s", _("Out of memory."));
    return false;
  }
  int n = 0;
  for (int i = 0; i < k; i++)
    commands[n++] = sync[i];
  for (int i = 0; i < t; i++) {
    snprintf(told[i], sizeof told[i], "?%.95s", timing[i]);
    commands[n++] = told[i];
  }
  if (last)
    commands[n++] = last;
  commands[n] = NULL;
  unsigned id = p->next_job++;
  bool ok = gtp_worker_submit(s->worker, id, commands, n, p->engines.timeout_s * 1000);
  free(commands);
  gtp_argv_free(sync);
  if (!ok)
    return false;
  s->job_id = id;
  s->job = kind == JOB_NONE ? JOB_START : kind;
  s->asked_at = game_current(sit->game);
  s->asked_serial = sit->serial;
  s->started_ms = (double)os_now_ms();
  s->abandoned = false;
  return true;
}

/* Whether the engine of c has started once, so its commands are known. */
static bool knows_engine(const seat *s) { return s->name[0] != '\0'; }

/* Whether the game goes on at the end of its line. */
static bool live(const players_situation *sit)
{
  return sit->live && !game_current(sit->game)->children;
}

static bool ask_dead_now(players *p, const players_situation *sit, app_status *status);

/* An answer for a position that is gone is not wanted: the engine is
 * stopped rather than waited for, and starts afresh for the next move. */
static void drop_stale_jobs(players *p, const players_situation *sit)
{
  for (int c = 1; c < 3; c++) {
    seat *s = &p->seat[c];
    if (s->job == JOB_NONE || s->abandoned)
      continue;
    bool moved = s->asked_serial != sit->serial || s->asked_at != game_current(sit->game);
    bool gone = s->job == JOB_MOVE   ? moved || !live(sit) || s->paused
                : s->job == JOB_DEAD ? moved || !sit->scoring
                                     : sit->serial != s->asked_serial;
    if (gone) {
      s->abandoned = true;
      gtp_worker_interrupt(s->worker);
    }
  }
}

void players_step(players *p, const players_situation *sit, app_status *status)
{
  drop_stale_jobs(p, sit);
  /* The dead stones, asked for by E on the scoring screen or at every
   * count when the settings say so, once the engine has started. */
  if (sit->scoring && p->auto_dead && p->dead_asked_at != game_current(sit->game) &&
      !players_busy(p)) {
    p->dead_asked_at = game_current(sit->game);
    p->want_dead = ask_dead_now(p, sit, status);
  } else if (p->want_dead && sit->scoring && !players_busy(p)) {
    p->want_dead = ask_dead_now(p, sit, status);
  } else if (!sit->scoring) {
    p->want_dead = false;
  }
  if (!live(sit))
    return;
  enum color c = game_to_move(sit->game);
  seat *s = &p->seat[c];
  if (s->engine < 0 || s->paused || s->job != JOB_NONE || !s->worker)
    return;
  if (!knows_engine(s)) {
    submit(p, sit, c, JOB_NONE, NULL, status);
    return;
  }
  char genmove[32];
  snprintf(genmove, sizeof genmove, "genmove %s", c == COLOR_BLACK ? "B" : "W");
  submit(p, sit, c, JOB_MOVE, genmove, status);
}

static void pause_seat(players *p, enum color c, const char *what, app_status *status)
{
  seat *s = &p->seat[c];
  s->paused = true;
  s->have_known = false;
  /* TRANSLATORS: "GNU Go 3.8 (White) was stopped. Play White's moves
   * yourself, or press E to give White back to GNU Go 3.8; its messages are
   * in ~/.local/state/hoshi/engines.log." */
  status_say(status, true,
             _("%s (%s) %s. Play %s's moves yourself, or press E to give %s back to %s%s%s."),
             seat_name(p, c), app_color_name(c), what, app_color_name(c), app_color_name(c),
             seat_name(p, c), p->log_path[0] ? _("; its messages are in ") : "", p->log_path);
}

bool players_finished_path(const players *p, const char *game_path, char *out, size_t len,
                           hoshi_error *err)
{
  if (game_path[0]) {
    snprintf(out, len, "%s", game_path);
    return true;
  }
  char when[32] = "game";
  time_t t = time(NULL);
  struct tm tm;
  if (localtime_r(&t, &tm))
    strftime(when, sizeof when, "%Y-%m-%d-%H%M%S", &tm);
  char who[2][40];
  for (int c = 1; c < 3; c++) {
    snprintf(who[c - 1], sizeof who[c - 1], "%s", seat_name(p, (enum color)c));
    for (char *q = who[c - 1]; *q; q++)
      if (!isalnum((unsigned char)*q) && *q != '.' && *q != '-')
        *q = '_';
  }
  int n = snprintf(out, len, "%s/%s-%s-vs-%s.sgf", p->save_dir, when, who[0], who[1]);
  if (n < 0 || (size_t)n >= len || !os_make_parent_dirs(out, OS_DIR_PRIVATE, NULL))
    return hoshi_fail(err, _("The finished game could not be saved in %s."), p->save_dir);
  return true;
}

/* What genmove answered, as an event; a bad answer pauses the engine. */
static int engine_move(players *p, enum color c, const char *answer, const board *b,
                       player_event *e, app_status *status)
{
  int x, y;
  enum gtp_genmove kind = gtp_parse_genmove(answer, b->size, &x, &y);
  switch (kind) {
  case GTP_GENMOVE_BAD: {
    char what[200];
    snprintf(what, sizeof what, _("answered '%.40s' to genmove, which is not a move"), answer);
    pause_seat(p, c, what, status);
    /* Like a move the rules refuse: it is ended (and reaped), and starts
     * afresh when given back. */
    gtp_worker_stop_engine(p->seat[c].worker);
    return 0;
  }
  case GTP_GENMOVE_RESIGN:
    *e = (player_event){.kind = PLAYER_RESIGN, .color = c};
    return 1;
  case GTP_GENMOVE_PASS:
  case GTP_GENMOVE_MOVE:
    *e = (player_event){.kind = PLAYER_MOVE, .color = c, .move = POINT_PASS};
    if (kind == GTP_GENMOVE_MOVE)
      e->move = board_point(b, x, y);
    snprintf(e->answer, sizeof e->answer, "%s", answer);
    return 1;
  }
  return 0;
}

void players_refused(players *p, const players_situation *sit, enum color c, const char *answer,
                     const char *why, app_status *status)
{
  char what[200];
  snprintf(what, sizeof what, _("played %.8s, which the %s rules refuse here (%.120s)"), answer,
           rules_sentence_name(sit->game->rules), why);
  pause_seat(p, c, what, status);
  /* What it thinks the position is differs from the game's: it is ended
   * (and reaped), and starts afresh with the position when given back. */
  gtp_worker_stop_engine(p->seat[c].worker);
}

/* The dead stones an engine gave, as an event (the stones among them). */
static int dead_stones(const players_situation *sit, const char *answer, player_event *e,
                       app_status *status)
{
  const game *g = sit->game;
  int size = game_size(g);
  int *xs = os_malloc(sizeof(int) * (size_t)(size * size) * 2);
  int n = xs ? gtp_parse_vertices(answer, size, xs, xs + size * size, size * size) : -1;
  *e = (player_event){.kind = PLAYER_DEAD};
  for (int i = 0; i < n; i++) {
    point q = board_point(&g->board, xs[i], xs[size * size + i]);
    if (board_at(&g->board, q) != COLOR_EMPTY)
      e->dead[e->n_dead++] = q;
  }
  free(xs);
  if (n < 0) {
    status_say(status, true, _("The engine's dead stones could not be read: '%.60s'."), answer);
    return 0;
  }
  return 1;
}

/* A started engine: its name and what it can do. */
static int started(players *p, enum color c, gtp_result *r, player_event *e)
{
  seat *s = &p->seat[c];
  gtp_caps_read(r->known ? r->known : "", &s->caps);
  /* A built-in engine goes by its name in the person's language. */
  const engine_config *listed = &p->engines.list[s->engine];
  snprintf(s->name, sizeof s->name, "%s",
           r->name && r->name[0] && !listed->builtin ? r->name : listed->name);
  s->have_known = false;
  *e = (player_event){
      .kind = PLAYER_NAMED, .color = c, .name = s->name, .listed = p->engines.list[s->engine].name};
  return 1;
}

/* The engine holds the position it was sent, and its own move. */
static void remember_position(seat *s, enum color c, const char *last, const board *b)
{
  if (!gtp_position_copy(&s->have, &s->sent)) {
    s->have_known = false;
    return;
  }
  s->have_known = true;
  if (s->job != JOB_MOVE)
    return;
  int x, y;
  enum gtp_genmove m = gtp_parse_genmove(last, s->have.size, &x, &y);
  if (m == GTP_GENMOVE_PASS || m == GTP_GENMOVE_MOVE) {
    point at = m == GTP_GENMOVE_PASS ? POINT_PASS : board_point(b, x, y);
    if (s->have.size != b->size || !gtp_position_push(&s->have, c, at))
      s->have_known = false;
  } else if (m != GTP_GENMOVE_RESIGN) {
    s->have_known = false;
  }
}

/* One result of a worker: returns how many events it wrote (0 or 1, 2
 * for a start with a job's answer). */
static int handle(players *p, const players_situation *sit, enum color c, gtp_result *r,
                  player_event *e, bool *changed, app_status *status)
{
  seat *s = &p->seat[c];
  int n = 0;
  if (r->started)
    n += started(p, c, r, &e[n]);
  if (r->job == 0) { /* it exited while waiting */
    s->have_known = false;
    if (!s->paused)
      pause_seat(p, c, r->why, status);
    *changed = true;
    return n;
  }
  if (r->job != s->job_id)
    return n;
  *changed = true;
  enum seat_job kind = s->job;
  bool abandoned = s->abandoned;
  s->abandoned = false;
  if (r->outcome != GTP_DONE) {
    s->job = JOB_NONE;
    s->have_known = false;
    if (abandoned)
      return n;
    if (kind == JOB_DEAD)
      status_say(status, true, _("%s could not give its dead stones: it %s."), seat_name(p, c),
                 r->why);
    else
      pause_seat(p, c, r->why, status);
    return n;
  }
  const char *last = r->n > 0 && r->answers[r->n - 1] ? r->answers[r->n - 1] : "";
  if (kind != JOB_START)
    remember_position(s, c, last, &sit->game->board);
  s->job = JOB_NONE;
  if (abandoned || kind == JOB_START)
    return n;
  if (kind == JOB_MOVE)
    return n + engine_move(p, c, last, &sit->game->board, &e[n], status);
  p->want_dead = false;
  return n + dead_stones(sit, last, &e[n], status);
}

int players_collect(players *p, const players_situation *sit, app_status *status,
                    player_event *events, bool *changed)
{
  int n = 0;
  *changed = false;
  for (int c = 1; c < 3; c++) {
    seat *s = &p->seat[c];
    gtp_result *r;
    /* Each result gives at most two events; the rest wait for the next call. */
    while (n + 2 <= PLAYERS_EVENTS && s->worker && (r = gtp_worker_poll(s->worker))) {
      n += handle(p, sit, (enum color)c, r, events + n, changed, status);
      gtp_result_free(r);
    }
  }
  return n;
}

bool players_interrupt(players *p, app_status *status)
{
  for (int c = 1; c < 3; c++) {
    seat *s = &p->seat[c];
    if (s->job == JOB_MOVE && !s->abandoned) {
      /* Its colour is a person's from now on; the answer is not wanted. */
      s->abandoned = true;
      gtp_worker_interrupt(s->worker);
      /* And its process: Esc may come before the worker took the job,
       * when no answer is being waited for that the interrupt would end. */
      gtp_worker_stop_engine(s->worker);
      pause_seat(p, (enum color)c, _("was stopped"), status);
      return true;
    }
  }
  return false;
}

void players_toggle(players *p, enum color c, app_status *status)
{
  seat *s = &p->seat[c];
  if (s->engine < 0) {
    status_say(status, true,
               _("%s is played by a person. Ctrl+N starts a game with an engine for a colour."),
               app_color_name(c));
    return;
  }
  if (s->paused) {
    s->paused = false;
    status_say(status, false, _("%s plays %s again."), seat_name(p, c), app_color_name(c));
  } else {
    players_interrupt(p, status);
    s->paused = true;
    status_say(status, false, _("You play %s's moves now; E gives them back to %s."),
               app_color_name(c), seat_name(p, c));
  }
}

/* Sends the question for the dead stones to an engine (started first if
 * it never was; the question then follows from players_step). */
static bool ask_dead_now(players *p, const players_situation *sit, app_status *status)
{
  /* The engine of the player to move first, else the other's. */
  enum color order[2] = {game_to_move(sit->game), color_other(game_to_move(sit->game))};
  for (int i = 0; i < 2; i++) {
    enum color c = order[i];
    seat *s = &p->seat[c];
    if (s->engine < 0 || !s->worker || s->job != JOB_NONE)
      continue;
    if (!knows_engine(s))
      return submit(p, sit, c, JOB_NONE, NULL, status);
    if (!s->caps.final_status_list)
      continue;
    if (submit(p, sit, c, JOB_DEAD, "final_status_list dead", status))
      return true;
  }
  return false;
}

bool players_ask_dead(players *p, const players_situation *sit, app_status *status)
{
  if (!players_any_engine(p)) {
    status_say(status, true, "%s",
               _("No engine can be asked for the dead stones: both colours are played by "
                 "people."));
    return false;
  }
  if (!ask_dead_now(p, sit, status)) {
    status_say(status, true, _("No engine can be asked for the dead stones now: %s."),
               players_busy(p) ? _("it is busy") : _("it has no final_status_list"));
    return false;
  }
  p->want_dead = true;
  p->dead_asked_at = game_current(sit->game);
  status_say(status, false, "%s", _("Asking the engine for the dead stones..."));
  return true;
}

bool players_indicator(const players *p, char *out, size_t len)
{
  for (int c = 1; c < 3; c++) {
    const seat *s = &p->seat[c];
    if (s->job == JOB_NONE || s->abandoned)
      continue;
    int secs = (int)(((double)os_now_ms() - s->started_ms) / 1000);
    const char *name = seat_name(p, (enum color)c);
    if (s->job == JOB_START)
      snprintf(out, len, _("Starting %s... %d s"), name, secs);
    else if (s->job == JOB_DEAD)
      snprintf(out, len, _("%s is finding the dead stones: %d s"), name, secs);
    else
      snprintf(out, len, _("%s (%s) is thinking: %d s - Esc stops it"), name, app_color_name(c),
               secs);
    return true;
  }
  return false;
}
