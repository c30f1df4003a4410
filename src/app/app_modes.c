/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The modes of the window in one table (see app_hub.h): for each, where
 * its state is in the hub, what an action of the key table does in it,
 * what text typed into it does, and what it shows. Every mode has the
 * same three entries with the same arguments, so the hub asks the table
 * instead of switching over the mode; what a mode needs of the rest comes
 * in the context the hub fills. */
#include <stddef.h>

#include "app_hub.h"

/* --- the modes' entries --------------------------------------------------------------- */

static app_request play_act(void *s, const mode_context *c, enum app_action action, int arg,
                            const ui_input *in)
{
  return play_action(s, &c->play, action, arg, in);
}

static void play_show(const void *s, const mode_view_context *c, ui_view *v)
{
  (void)s;
  panel_text(c->panel, v);
  analyst_view(c->analyst, c->game, v);
}

static app_request score_act(void *s, const mode_context *c, enum app_action action, int arg,
                             const ui_input *in)
{
  return scoring_action(s, &c->scoring, action, arg, in);
}

static void score_show(const void *s, const mode_view_context *c, ui_view *v)
{
  scoring_view(s, c->game, c->any_engine, v);
}

static app_request form_act(void *s, const mode_context *c, enum app_action action, int arg,
                            const ui_input *in)
{
  return newgame_action(s, c->engines, action, arg, in, c->play.status);
}

static bool form_text(void *s, const mode_context *c, const char *text)
{
  (void)c;
  return newgame_text(s, text);
}

static void form_show(const void *s, const mode_view_context *c, ui_view *v)
{
  newgame_view(s, c->engines, &v->overlay);
}

static app_request files_act(void *s, const mode_context *c, enum app_action action, int arg,
                             const ui_input *in)
{
  return files_action(s, c->mode == MODE_SAVE_AS, action, arg, in, c->layout, c->play.status);
}

static bool files_typed(void *s, const mode_context *c, const char *text)
{
  return files_text(s, c->mode == MODE_SAVE_AS, text, c->layout);
}

static void files_show(const void *s, const mode_view_context *c, ui_view *v)
{
  files_view(s, c->mode == MODE_SAVE_AS, c->status, c->layout, &v->overlay);
}

static app_request confirm_act(void *s, const mode_context *c, enum app_action action, int arg,
                               const ui_input *in)
{
  return confirm_action(s, action, arg, in, c->play.status);
}

static void confirm_show(const void *s, const mode_view_context *c, ui_view *v)
{
  confirm_view(s, c->game, &v->overlay);
}

static app_request help_act(void *s, const mode_context *c, enum app_action action, int arg,
                            const ui_input *in)
{
  (void)c;
  return help_action(s, action, arg, in);
}

static void help_show(const void *s, const mode_view_context *c, ui_view *v)
{
  (void)c;
  help_view(s, &v->overlay);
}

static app_request restore_act(void *s, const mode_context *c, enum app_action action, int arg,
                               const ui_input *in)
{
  (void)c, (void)arg;
  return session_restore_action(s, action, in);
}

static void restore_show(const void *s, const mode_view_context *c, ui_view *v)
{
  session_restore_view(s, c->path, &v->overlay);
}

static app_request comment_act(void *s, const mode_context *c, enum app_action action, int arg,
                               const ui_input *in)
{
  (void)arg;
  return comment_action(s, c->play.game, action, in, c->play.status);
}

static bool comment_typed(void *s, const mode_context *c, const char *text)
{
  (void)c;
  return comment_text(s, text);
}

static void comment_show(const void *s, const mode_view_context *c, ui_view *v)
{
  play_show(NULL, c, v); /* the panel, its comment being written */
  comment_view(s, v);
}

static app_request prompt_act(void *s, const mode_context *c, enum app_action action, int arg,
                              const ui_input *in)
{
  (void)c, (void)arg;
  return prompt_action(s, action, in);
}

static bool prompt_typed(void *s, const mode_context *c, const char *text)
{
  (void)c;
  return prompt_text(s, text);
}

static void prompt_show(const void *s, const mode_view_context *c, ui_view *v)
{
  (void)c;
  prompt_view(s, &v->overlay);
}

static app_request info_act(void *s, const mode_context *c, enum app_action action, int arg,
                            const ui_input *in)
{
  return info_action(s, c->play.game, action, arg, in, c->play.status);
}

static bool info_typed(void *s, const mode_context *c, const char *text)
{
  (void)c;
  return info_text(s, text);
}

static void info_show(const void *s, const mode_view_context *c, ui_view *v)
{
  (void)c;
  info_view(s, &v->overlay);
}

static exercise_context exercise_of(const mode_context *c)
{
  return (exercise_context){.game = c->play.game,
                            .status = c->play.status,
                            .now = c->now,
                            .path = c->path,
                            .sounds = c->play.sounds};
}

static app_request exercise_act(void *s, const mode_context *c, enum app_action action, int arg,
                                const ui_input *in)
{
  exercise_context e = exercise_of(c);
  return exercise_action(s, &e, c->mode == MODE_GUESS, action, arg, in);
}

static void exercise_show(const void *s, const mode_view_context *c, ui_view *v)
{
  exercise_view(s, c->game, c->mode == MODE_GUESS, c->path, v);
}

static app_request export_act(void *s, const mode_context *c, enum app_action action, int arg,
                              const ui_input *in)
{
  return export_action(s, c->play.game, c->path, action, arg, in, c->play.status);
}

static void export_show(const void *s, const mode_view_context *c, ui_view *v)
{
  (void)c;
  export_view(s, &v->overlay);
}

static app_request region_act(void *s, const mode_context *c, enum app_action action, int arg,
                              const ui_input *in)
{
  (void)arg;
  return export_region_action(s, action, in, c->play.status);
}

static app_request games_act(void *s, const mode_context *c, enum app_action action, int arg,
                             const ui_input *in)
{
  return games_action(s, action, arg, in, c->layout);
}

static void games_show(const void *s, const mode_view_context *c, ui_view *v)
{
  games_view(s, c->game, c->layout, &v->overlay);
}

static app_request learn_act(void *s, const mode_context *c, enum app_action action, int arg,
                             const ui_input *in)
{
  return learn_action(s, action, arg, in, c->layout);
}

static void learn_show(const void *s, const mode_view_context *c, ui_view *v)
{
  learn_view(s, c->layout, &v->overlay);
}

/* Over the board or the scoring screen it was opened from. */
static void region_show(const void *s, const mode_view_context *c, ui_view *v)
{
  (void)c;
  export_region_view(s, v);
}

/* --- the table ------------------------------------------------------------------------ */

#define STATE(field) offsetof(app, field)

static const mode_ops table[MODE_COUNT] = {
    [MODE_PLAY] = {STATE(play), play_act, NULL, play_show, false},
    [MODE_NEW_GAME] = {STATE(form), form_act, form_text, form_show, true},
    [MODE_OPEN] = {STATE(files), files_act, files_typed, files_show, true},
    [MODE_SAVE_AS] = {STATE(files), files_act, files_typed, files_show, true},
    [MODE_CONFIRM] = {STATE(confirm), confirm_act, NULL, confirm_show, true},
    [MODE_HELP] = {STATE(help), help_act, NULL, help_show, true},
    [MODE_SCORE] = {STATE(scoring), score_act, NULL, score_show, false},
    [MODE_RESTORE] = {STATE(session), restore_act, NULL, restore_show, true},
    [MODE_COMMENT] = {STATE(comment), comment_act, comment_typed, comment_show, false},
    [MODE_PROMPT] = {STATE(prompt), prompt_act, prompt_typed, prompt_show, true},
    [MODE_INFO] = {STATE(info), info_act, info_typed, info_show, true},
    [MODE_PROBLEM] = {STATE(exercise), exercise_act, NULL, exercise_show, false},
    [MODE_GUESS] = {STATE(exercise), exercise_act, NULL, exercise_show, false},
    [MODE_EXPORT] = {STATE(export_), export_act, NULL, export_show, true},
    [MODE_REGION] = {STATE(export_), region_act, NULL, region_show, false},
    [MODE_GAMES] = {STATE(games), games_act, NULL, games_show, true},
    [MODE_LEARN] = {STATE(learn), learn_act, NULL, learn_show, true},
};

const mode_ops *app_mode_ops(enum app_mode m) { return &table[m < MODE_COUNT ? m : MODE_PLAY]; }

void *app_mode_state(app *a, enum app_mode m) { return (char *)a + app_mode_ops(m)->state; }

const void *app_mode_state_const(const app *a, enum app_mode m)
{
  return (const char *)a + app_mode_ops(m)->state;
}

enum app_mode app_mode_under(const app *a)
{
  enum app_mode back = a->mode == MODE_HELP                               ? a->help.back
                       : a->mode == MODE_CONFIRM                          ? a->confirm.back
                       : a->mode == MODE_EXPORT || a->mode == MODE_REGION ? a->export_.back
                                                                          : a->mode;
  if (back == MODE_PROBLEM || back == MODE_GUESS)
    return back;
  return back == MODE_SCORE ? MODE_SCORE : a->mode == MODE_COMMENT ? MODE_COMMENT : MODE_PLAY;
}
