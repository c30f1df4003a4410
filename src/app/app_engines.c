/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hub carries out what the engines did: moves, resignations and dead
 * stones reach the game here, and a game between two engines is counted
 * and saved when it ends (see app_hub.h). */
#include <stdio.h>
#include <string.h>

#include "app_hub.h"
#include "hoshi/i18n.h"

void app_set_engines(app *a, void (*wake)(void *), void *wake_ctx, int timeout_s, bool dead_stones)
{
  a->players.wake = wake;
  a->players.wake_ctx = wake_ctx;
  if (timeout_s > 0)
    a->players.engines.timeout_s = timeout_s;
  a->players.auto_dead |= dead_stones;
}

void app_set_player(app *a, enum color c, int engine)
{
  players_set(&a->players, c, engine, &a->status);
  app_say_capture_engines(a);
}

bool app_engine_player(app *a, enum color c, const char *name_or_command)
{
  int e = engines_find(&a->players.engines, name_or_command);
  if (e < 0)
    e = engines_add_command(&a->players.engines, name_or_command);
  app_set_player(a, c, e);
  const char *name = players_engine_name(&a->players, c);
  return name && game_set_player(&a->game, c, name);
}

void app_step_players(app *a)
{
  players_situation sit = app_situation(a);
  players_step(&a->players, &sit, &a->status);
}

/* --- a game between two engines ends ---------------------------------------------------- */

static bool engines_play_both(const app *a)
{
  return players_is_engine(&a->players, COLOR_BLACK) && players_is_engine(&a->players, COLOR_WHITE);
}

/* Saves a finished game between two engines: in its file, else in the
 * games folder. */
static void save_finished(app *a)
{
  if (!engines_play_both(a))
    return;
  char path[PATH_MAX];
  hoshi_error err = {0};
  if (!players_finished_path(&a->players, a->path, path, sizeof path, &err)) {
    status_say(&a->status, true, "%s", err.message);
    return;
  }
  if (!app_save(a, path))
    return;
  const char *re = game_result(&a->game);
  char shown[64];
  if (re)
    status_say(&a->status, false, _("Game over: %s. Saved to %s."),
               i18n_result(re, shown, sizeof shown), path);
  else
    status_say(&a->status, false, _("Game over. Saved to %s."), path);
}

/* Counts the finished game (with the engine's dead stones when the
 * settings ask for them: the count then waits for its answer) and saves
 * it. */
static void finish_engine_game(app *a)
{
  if (!engines_play_both(a))
    return;
  if (a->mode == MODE_SCORE) {
    players_situation sit = app_situation(a);
    if (a->players.auto_dead && players_ask_dead(&a->players, &sit, &a->status))
      return; /* accepted when the answer comes */
    scoring_context c = app_scoring_context(a);
    if (!scoring_accept(&a->scoring, &c)) {
      a->dirty = true; /* the screen stays, with why; Enter tries again */
      return;
    }
    app_game_over(a);
  }
  save_finished(a);
}

/* --- what an engine did ------------------------------------------------------------------ */

/* The engine named itself: the record names it so ("GNU Go 3.8"), unless
 * someone typed another name. */
static void named(app *a, const player_event *e)
{
  const char *was = game_player(&a->game, e->color);
  bool ours = !was || !was[0] || strcmp(was, e->listed) == 0 || app_default_name(was, e->color);
  if (ours && !game_set_player(&a->game, e->color, e->name))
    status_say(&a->status, true, "%s", _("Out of memory."));
}

static void moved(app *a, const player_event *e)
{
  play_context ctx = app_play_context(a);
  app_request r = {0};
  if (play_move(&a->play, &ctx, e->color, e->move, &r) != MOVE_LEGAL) {
    players_situation sit = app_situation(a);
    char why[sizeof a->status.text];
    snprintf(why, sizeof why, "%s", a->status.text);
    players_refused(&a->players, &sit, e->color, e->answer, why, &a->status);
    return;
  }
  a->dirty |= r.dirty;
  if (r.kind == REQ_ENTER_SCORING)
    app_enter_scoring(a);
  if (a->play.ended)
    finish_engine_game(a);
}

static void engine_resigned(app *a, const player_event *e)
{
  play_context ctx = app_play_context(a);
  if (play_resign(&a->play, &ctx, e->color))
    a->dirty = true;
  save_finished(a);
}

static void dead_stones(app *a, const player_event *e)
{
  game_set_dead(&a->game, e->dead, e->n_dead);
  scoring_context c = app_scoring_context(a);
  scoring_use_marks(&a->scoring, &c);
  a->dirty = true;
  status_say(&a->status, false,
             P_("The engine marked %d dead stone. Click a group to change it; Enter accepts.",
                "The engine marked %d dead stones. Click a group to change it; Enter accepts.",
                e->n_dead),
             e->n_dead);
  /* Not recorded: the screen stays, with why; Enter tries again. */
  if (a->play.ended && engines_play_both(a) && scoring_accept(&a->scoring, &c)) {
    app_game_over(a);
    save_finished(a);
  }
}

bool app_collect_engines(app *a)
{
  player_event events[PLAYERS_EVENTS];
  players_situation sit = app_situation(a);
  bool changed;
  app_status before = a->status;
  int n = players_collect(&a->players, &sit, &a->status, events, &changed);
  /* Why an engine stopped, said while its results were collected (one that
   * exits right after its move), stays in sight over the move's words. */
  app_status stopped = a->status;
  bool keep = stopped.error && strcmp(stopped.text, before.text) != 0;
  for (int i = 0; i < n; i++) {
    const player_event *e = &events[i];
    switch (e->kind) {
    case PLAYER_NAMED:
      named(a, e);
      break;
    case PLAYER_MOVE:
      moved(a, e);
      break;
    case PLAYER_RESIGN:
      engine_resigned(a, e);
      break;
    case PLAYER_DEAD:
      dead_stones(a, e);
      break;
    }
  }
  if (keep && !a->status.error)
    a->status = stopped;
  app_step_players(a);
  return changed || n > 0;
}

void app_ask_engine_dead(app *a)
{
  players_situation sit = app_situation(a);
  players_ask_dead(&a->players, &sit, &a->status);
}
