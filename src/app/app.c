/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hub: each input through the key table to the window's own keys,
 * else to the mode's action, and the requests the modes hand back carried
 * out (see app.h). */
#include "app/app.h"
#include "app/textedit.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "app_hub.h"
#include "hoshi/i18n.h"
#include "app/graph.h"
#include "app/toolbar.h"
#include "app/tree.h"
#include "hoshi/os.h"
#include "app/panel.h"

/* Ctrl+plus and Ctrl+minus change the text size by this factor. */
#define TEXT_SIZE_STEP 1.15

/* --- life ---------------------------------------------------------------------------- */

bool app_init(app *a, int size, const rules *r, double komi)
{
  return app_init_with(a, size, r, komi, "");
}

bool app_init_with(app *a, int size, const rules *r, double komi, const char *settings_path)
{
  memset(a, 0, sizeof *a);
  /* The settings, and the players' engines from the same file. */
  settings_file f;
  session_init(&a->session, settings_path, &f, &a->settings);
  players_init(&a->players, &f);
  session_read_done(&a->session, &f);
  if (!game_init(&a->game, size, r))
    return false;
  game_set_komi(&a->game, komi, NULL);
  play_init(&a->play);
  files_init(&a->files);
  exercise_app_init(&a->exercise);
  a->open_game = -1;
  a->pointer_x = a->pointer_y = -1;
  status_say(&a->status, false, "%s",
             _("Black to play. Click an intersection; F1 lists the keys."));
  if (a->session.settings_message[0])
    status_say(&a->status, true, "%s", a->session.settings_message);
  return true;
}

void app_end_session(app *a) { session_deinit(&a->session); }

void app_deinit(app *a)
{
  app_end_session(a);
  analyst_free(&a->analyst);
  players_deinit(&a->players);
  scoring_leave(&a->scoring);
  game_deinit(&a->game);
  files_deinit(&a->files);
  export_deinit(&a->export_);
  exercise_app_deinit(&a->exercise);
  app_presenter_deinit(a);
}

void app_layout(app *a, int width, int height)
{
  layout_settings s = {a->settings.ui_scale, a->settings.coordinates,
                       a->settings.theme == THEME_PROJECTOR};
  layout_compute(&a->layout, width, height, game_size(&a->game), &s);
  int n_tools;
  toolbar_items(&n_tools);
  if (a->settings.toolbar)
    layout_take_toolbar(&a->layout, n_tools);
  /* The game tree under the panel, except while counting and in an
   * exercise (it would show the answer). */
  enum app_mode under = app_mode_under(a);
  bool scoring = under == MODE_SCORE || under == MODE_PROBLEM || under == MODE_GUESS;
  if (!scoring && graph_wanted(&a->game))
    layout_take_graph(&a->layout);
  if (a->settings.tree && !scoring)
    layout_take_tree(&a->layout, TREE_ROWS);
  /* The room's window in miniature, taken last: the teacher keeps the
   * tree and the graph at the foot of the panel, where the hand finds
   * them, and the miniature sits above them, as large as the panel's
   * own eight lines allow. */
  if (app_presenting(a))
    layout_take_miniature(&a->layout);
}

void app_title(const app *a, char *out, size_t len)
{
  snprintf(out, len, "Hoshi - %s%s", a->path[0] ? os_file_name(a->path) : _("new game"),
           app_unsaved(a) ? " *" : "");
}

bool app_wants_text(const app *a) { return app_mode_ops(a->mode)->text != NULL; }

bool app_busy(const app *a)
{
  return players_busy(&a->players) || a->clock.running != COLOR_EMPTY ||
         (a->mode == MODE_PROBLEM && exercise_waiting(&a->exercise)) || export_running(&a->export_);
}

void app_frame_drawn(app *a) { session_drawn(&a->session); }

void app_panel_drawn(app *a, const ui_plan *p)
{
  a->panel_scroll = p->scroll;
  a->panel_scroll_max = p->scroll_max;
  a->panel_page = p->scroll_page;
  a->panel_mode = a->mode;
  a->panel_focus = false;
}

/* Scrolls the panel by delta lines, within what the last frame allowed. */
static void scroll_panel(app *a, int delta)
{
  int s = a->panel_scroll + delta;
  a->panel_scroll = s < 0 ? 0 : s > a->panel_scroll_max ? a->panel_scroll_max : s;
}

/* --- requests ------------------------------------------------------------------------ */

/* Closes a dialog: back where it was opened from. */
static void cancel(app *a)
{
  if (a->mode == MODE_CONFIRM) {
    a->mode = a->confirm.back;
    return;
  }
  if (a->mode == MODE_HELP) {
    a->mode = a->help.back;
    return;
  }
  if (a->mode == MODE_SAVE_AS)
    confirm_take(&a->confirm); /* the save asked before a loss: the loss waits no more */
  a->mode = a->mode == MODE_EXPORT  ? a->export_.back
            : a->mode == MODE_LEARN ? a->learn.back
                                    : MODE_PLAY;
}

static void no_result(app *a)
{
  play_context c = app_play_context(a);
  if (!play_no_result(&a->play, &c))
    return;
  a->dirty = true;
  app_leave_scoring(a);
}

/* The line asked for was typed: go there, label with it, name the move. */
static void prompt_done(app *a)
{
  app_prompt *p = &a->prompt;
  a->mode = MODE_PLAY;
  switch (p->kind) {
  case PROMPT_GOTO:
    game_goto_move(&a->game, p->number);
    play_reset(&a->play, &a->game);
    status_echo(&a->status, _("Move %d. %s to play."), game_move_number(&a->game),
                app_color_name(game_to_move(&a->game)));
    break;
  case PROMPT_LABEL:
    tools_choose_label(&a->play.tools, p->text, &a->status);
    break;
  case PROMPT_NAME:
    if (!game_set_node_name(&a->game, p->text)) {
      status_say(&a->status, true, "%s", _("Out of memory."));
      break;
    }
    a->dirty = true;
    status_say(&a->status, false,
               p->text[0] ? _("This move is named \"%s\".") : _("This move has no name now."),
               p->text);
    break;
  }
}

/* Y, Shift+Y: the line played from the problem's position to here is a
 * correct answer, or a wrong one. The position is the last one set up on
 * the path (AB, AW, AE), else the start of the record. */
static void mark_line(app *a, bool right)
{
  game *g = &a->game;
  const sgf_node *start = g->path[0].node;
  for (size_t k = g->depth; k-- > 0;) {
    const sgf_node *n = g->path[k].node;
    if (sgf_find(n, "AB") || sgf_find(n, "AW") || sgf_find(n, "AE")) {
      start = n;
      break;
    }
  }
  if (start == game_current(g)) {
    status_say(&a->status, true, "%s",
               _("Play the answer's moves from the problem's position first, then mark the line "
                 "(Y: correct, Shift+Y: wrong)."));
    return;
  }
  if (!exercise_mark_line(g, start, right)) {
    status_say(&a->status, true, "%s", _("Out of memory: the line is not marked."));
    return;
  }
  a->dirty = true;
  status_say(&a->status, false, "%s",
             right ? _("This line is a correct answer (RIGHT in its last comment, TE on its "
                       "moves): Hoshi, Sabaki and goproblems read it so.")
                   : _("This line is a wrong answer (BM on its first move): Hoshi, Sabaki and "
                       "goproblems read it so."));
}

/* V: at a problem's position it shows or hides its answer's hints (off
 * until asked); elsewhere the next moves, as a setting. */
static void show_next(app *a)
{
  if (panel_setup_position(&a->game) && a->settings.variations) {
    a->problem_hints = !a->problem_hints;
    status_say(&a->status, false, "%s",
               a->problem_hints
                   ? _("The next moves are shown at positions built by setup too (V hides them).")
                   : _("The next moves are hidden at positions built by setup: they would give "
                       "a problem's answer (V shows them)."));
    return;
  }
  a->settings.variations = !a->settings.variations;
  status_say(&a->status, false, "%s",
             a->settings.variations ? _("The next moves are shown on the board.")
                                    : _("The next moves are not shown on the board."));
}

/* One line asked for: a move number, a label's text, the move's name. */
static void open_prompt(app *a, enum prompt_kind kind)
{
  game *g = &a->game;
  const char *start = kind == PROMPT_NAME    ? game_node_name(g)
                      : kind == PROMPT_LABEL ? a->play.tools.label
                                             : NULL;
  prompt_open(&a->prompt, kind, g, start);
  a->mode = MODE_PROMPT;
}

/* The lesson's tools asked for from the board (play.h): the dialogs they
 * open, the exercises, the analysis and what the board shows. */
static void lesson_request(app *a, app_request r)
{
  game *g = &a->game;
  switch (r.kind) {
  case REQ_NEW_PROBLEM:
    app_guard(a, PENDING_NEW_PROBLEM, NULL);
    break;
  case REQ_OPEN_COMMENT:
    if (comment_open(&a->comment, g, &a->status))
      a->mode = MODE_COMMENT;
    break;
  case REQ_OPEN_PROMPT:
    open_prompt(a, (enum prompt_kind)r.arg);
    break;
  case REQ_CONFIRM_DELETE:
    confirm_open(&a->confirm, PENDING_DELETE, (int)sgf_count_nodes(game_current(g)), MODE_PLAY);
    a->mode = MODE_CONFIRM;
    break;
  case REQ_OPEN_INFO:
    info_open(&a->info, g);
    a->mode = MODE_INFO;
    break;
  case REQ_OPEN_GAMES:
    games_open(&a->games, g);
    a->mode = MODE_GAMES;
    break;
  case REQ_SHOW_NEXT:
    show_next(a);
    break;
  case REQ_BEGIN_PROBLEM:
    problem_set_deinit(&a->exercise.set); /* a position of this record, alone */
    app_begin_problem(a);
    break;
  case REQ_BEGIN_GUESS:
    app_begin_guess(a);
    break;
  case REQ_MARK_LINE:
    mark_line(a, r.arg > 0);
    break;
  case REQ_ANALYZE:
    analyst_toggle(&a->analyst, &a->players, a->players.engines.analysis, &a->status);
    break;
  case REQ_ANALYZE_GAME:
    analyst_walk(&a->analyst, &a->players, g, &a->status);
    break;
  case REQ_OWNERSHIP:
    analyst_ownership(&a->analyst, &a->status);
    break;
  case REQ_TOGGLE_TREE:
    a->settings.tree = !a->settings.tree;
    status_say(&a->status, false, "%s",
               a->settings.tree ? _("The game tree is shown under the panel.")
                                : _("The game tree is hidden (Ctrl+T shows it)."));
    break;
  default:
    break;
  }
}

/* The requests of the board and its dialogs: resigning, deleting a move,
 * leaving an exercise, the export's region; else the lesson's tools. */
static void board_request(app *a, app_request r)
{
  switch (r.kind) {
  case REQ_CONFIRM_RESIGN:
    confirm_open(&a->confirm, PENDING_RESIGN, 0, MODE_PLAY);
    a->mode = MODE_CONFIRM;
    break;
  case REQ_RESIGN: {
    a->mode = MODE_PLAY;
    play_context c = app_play_context(a);
    a->dirty |= play_resign_to_move(&a->play, &c);
    break;
  }
  case REQ_DELETE_NODE:
    a->mode = MODE_PLAY;
    if (game_delete_node(&a->game)) {
      a->dirty = true;
      play_reset(&a->play, &a->game);
      status_say(&a->status, false, _("Deleted. Move %d. %s to play."), game_move_number(&a->game),
                 app_color_name(game_to_move(&a->game)));
    }
    break;
  case REQ_LEAVE_EXERCISE:
    a->mode = MODE_PLAY;
    play_reset(&a->play, &a->game);
    status_say(&a->status, false, "%s", _("Back to the board."));
    break;
  case REQ_EXPORT_REGION:
    a->mode = MODE_REGION;
    break;
  case REQ_EXPORT_DIALOG:
    a->mode = MODE_EXPORT;
    break;
  default:
    lesson_request(a, r);
    break;
  }
}

/* Carries out what a mode asked for. Returns whether to draw again. */
static bool apply(app *a, app_request r)
{
  a->dirty |= r.dirty;
  switch (r.kind) {
  case REQ_NONE:
    return r.redraw;
  case REQ_ENTER_SCORING:
    app_enter_scoring(a);
    break;
  case REQ_LEAVE_SCORING:
    app_leave_scoring(a);
    break;
  case REQ_NO_RESULT:
    no_result(a);
    break;
  case REQ_ASK_ENGINE_DEAD:
    app_ask_engine_dead(a);
    break;
  case REQ_RESUMED:
    play_resumed(&a->play);
    app_leave_scoring(a);
    break;
  case REQ_GAME_OVER:
    app_game_over(a);
    break;
  case REQ_START_GAME:
    app_start_game(a);
    break;
  case REQ_OPEN_FILE:
    a->mode = MODE_PLAY;
    app_open(a, r.path);
    break;
  case REQ_SAVE_TO:
    if (app_save(a, r.path)) {
      a->mode = MODE_PLAY;
      if (a->confirm.pending != PENDING_NONE)
        app_run_pending(a, false);
    }
    break;
  case REQ_RUN_PENDING:
    app_run_pending(a, true);
    break;
  case REQ_SAVE_PENDING:
    app_save_pending(a);
    break;
  case REQ_CANCEL:
    cancel(a);
    break;
  case REQ_PROMPT_DONE:
    prompt_done(a);
    break;
  case REQ_RESTORE:
    app_restore(a);
    break;
  case REQ_DECLINE:
    app_decline(a);
    break;
  case REQ_PROBLEM_FILE:
    a->problem_next = true;
    a->open_game = r.game;
    app_guard(a, PENDING_OPEN_FILE, r.path);
    break;
  case REQ_SWITCH_GAME:
    a->mode = MODE_PLAY;
    app_switch_game(a, r.game);
    break;
  case REQ_LEARN_SET:
    app_learn_set(a, r.path);
    break;
  default:
    board_request(a, r);
    break;
  }
  return true;
}

/* --- the window's own keys ------------------------------------------------------------- */

static void text_size(app *a, int step)
{
  app_settings *s = &a->settings;
  if (step == 0)
    s->ui_scale = 1.0; /* and it says so: the size restored */
  else
    s->ui_scale = step > 0 ? fmin(LAYOUT_SCALE_MAX, s->ui_scale * TEXT_SIZE_STEP)
                           : fmax(LAYOUT_SCALE_MIN, s->ui_scale / TEXT_SIZE_STEP);
  status_say(&a->status, false, _("Text size %d%%."), (int)lround(s->ui_scale * 100));
}

static void switch_theme(app *a)
{
  app_settings *s = &a->settings;
  s->theme = s->theme == THEME_CLASSIC ? THEME_PROJECTOR : THEME_CLASSIC;
  status_say(&a->status, false, "%s",
             s->theme == THEME_PROJECTOR ? _("Projector theme.") : _("Classic theme."));
}

/* Ctrl+Shift+E: the export dialog, from the board or the scoring screen
 * (whose rule sets the counting page takes); the counting page can be
 * chosen there or once the game is over. */
static void open_export(app *a)
{
  bool scoring = a->mode == MODE_SCORE;
  bool over = scoring || a->play.ended || a->play.resigned || game_result(&a->game);
  export_open(&a->export_, &a->game, scoring ? MODE_SCORE : MODE_PLAY, over,
              scoring ? a->scoring.column[0] : NULL, scoring ? a->scoring.column[1] : NULL);
  a->export_.wake = a->players.wake;
  a->export_.wake_ctx = a->players.wake_ctx;
  a->mode = MODE_EXPORT;
}

/* Ctrl+Shift+C: the position as Sensei's Library writes it, for the
 * window to put on the clipboard. */
static void copy_diagram(app *a)
{
  if (!export_ascii(&a->game, a->clipboard, sizeof a->clipboard)) {
    status_say(&a->status, true, "%s", _("The position could not be copied (out of memory)."));
    return;
  }
  a->copied++;
  status_say(&a->status, false, "%s", _("Copied: the position in Sensei's Library's format."));
}

/* Ctrl+P: the clock paused or running again. */
static void pause_clock(app *a)
{
  if (!clock_on(&a->clock)) {
    status_say(&a->status, false, "%s", _("This game has no clock (Ctrl+N: Time)."));
    return;
  }
  a->clock_paused = !a->clock_paused;
  status_say(&a->status, false, "%s",
             a->clock_paused ? _("The clock is paused (Ctrl+P starts it again).")
                             : _("The clock runs again."));
}

/* Ctrl+M: the sounds on or off; Ctrl+Shift+M (volume): the next volume.
 * A stone at the new volume, to hear it. */
static void sounds_key(app *a, bool volume)
{
  if (volume) {
    int v = a->settings.sound_volume;
    a->settings.sound_volume = v > 60 ? 60 : v > 30 ? 30 : 100;
    a->settings.sound = true;
    status_say(&a->status, false, _("Sounds at volume %d of 100 (Ctrl+Shift+M: another)."),
               a->settings.sound_volume);
  } else {
    a->settings.sound = !a->settings.sound;
    status_say(&a->status, false, "%s",
               a->settings.sound ? _("Sounds on: a stone played, a capture, a pass, the clock's "
                                     "warning, a problem's verdict.")
                                 : _("Sounds off (Ctrl+M turns them on again)."));
  }
  sound_push(a->settings.sound ? &a->sounds : NULL, SOUND_STONE, 0);
}

/* Page Up, Page Down: what the panel shows, less a line; a notch of the
 * wheel: two lines (away from the user scrolls up); a click on the arrow:
 * three. The list of keys turns a page at a time. */
static void panel_scroll_key(app *a, int arg, const ui_input *in)
{
  int page = a->panel_page > 2 ? a->panel_page - 1 : 1;
  int delta = arg ? arg * page : in->panel_cue ? in->panel_cue * 3 : -in->wheel * 2;
  if (a->mode == MODE_HELP)
    delta = delta > 0 ? 1 : delta < 0 ? -1 : 0;
  scroll_panel(a, delta);
}

/* The keys the hub answers itself, whatever the mode; false for the
 * others, which go to the mode. */
static bool window_key(app *a, enum app_action action, int arg, const ui_input *in)
{
  switch (action) {
  case ACT_PANEL_SCROLL:
    panel_scroll_key(a, arg, in);
    return true;
  case ACT_NEW_GAME:
  case ACT_OPEN:
    app_leave_scoring(a);
    app_guard(a, action == ACT_NEW_GAME ? PENDING_NEW : PENDING_OPEN_LIST, NULL);
    return true;
  case ACT_SAVE:
    app_save_or_ask(a, arg == 1);
    return true;
  case ACT_QUIT:
    app_guard(a, PENDING_QUIT, NULL);
    return true;
  case ACT_FULLSCREEN:
    a->toggle_fullscreen = true;
    return true;
  case ACT_THEME:
    switch_theme(a);
    return true;
  case ACT_CLOCK_PAUSE:
    pause_clock(a);
    return true;
  case ACT_SOUND:
    sounds_key(a, arg == 1);
    return true;
  case ACT_TOOLBAR:
    a->settings.toolbar = !a->settings.toolbar;
    status_say(&a->status, false, "%s",
               a->settings.toolbar ? _("The toolbar is shown.")
                                   : _("The toolbar is hidden (Ctrl+B shows it)."));
    return true;
  case ACT_TEXT_SIZE:
    text_size(a, arg);
    return true;
  case ACT_COORDINATES:
    a->settings.coordinates = !a->settings.coordinates;
    return true;
  case ACT_NUMBERS:
    a->settings.numbers = !a->settings.numbers;
    return true;
  case ACT_HELP:
    help_open(&a->help, a->mode); /* and back there: play, counting, a problem, a comment */
    a->mode = MODE_HELP;
    return true;
  case ACT_ENGINE:
    players_toggle(&a->players, game_to_move(&a->game), &a->status);
    app_say_capture_engines(a);
    return true;
  case ACT_EXPORT:
    open_export(a);
    return true;
  case ACT_LEARN:
    app_open_learn(a);
    return true;
  case ACT_COPY_DIAGRAM:
    copy_diagram(a);
    return true;
  case ACT_PRESENTER:
  case ACT_HOLD:
  case ACT_LASER:
    return app_presenter_key(a, action, arg);
  case ACT_UNDO: /* the game back to playing, then the mode undoes */
    app_leave_scoring(a);
    a->undo_seen = arg < 0;
    return false;
  case ACT_ESCAPE: /* on the board Esc stops a thinking engine first */
    return a->mode == MODE_PLAY && players_interrupt(&a->players, &a->status);
  default:
    return false;
  }
}

/* --- inputs -------------------------------------------------------------------------- */

/* An action of the key table: the window's own, else the mode's. */
static bool carry_out(app *a, enum app_action action, int arg, const ui_input *in)
{
  if (window_key(a, action, arg, in))
    return true;
  mode_context c = app_mode_context(a);
  return apply(a, app_mode_ops(a->mode)->action(app_mode_state(a, a->mode), &c, action, arg, in));
}

/* The window is being closed: asked first when changes would be lost; a
 * second request while asking means it. */
static bool quit_asked(app *a)
{
  /* A signal (logout, shutdown, kill) will not wait for a question, and a
   * second request while asking means it: the game goes to the autosave
   * and is offered back at the next start, whatever was not saved. */
  if (a->signalled || a->mode == MODE_RESTORE ||
      (a->mode == MODE_CONFIRM && a->confirm.pending == PENDING_QUIT)) {
    if (a->mode != MODE_RESTORE && (a->dirty || game_has_content(&a->game))) {
      app_autosave_now(a);
      a->session.keep_running = a->dirty;
      a->session.keep_own = a->dirty;
    }
    a->quit = true; /* the offer to restore comes again next time */
  } else {
    app_guard(a, PENDING_QUIT, NULL);
  }
  return true;
}

static bool text_typed(app *a, const ui_input *in)
{
  const mode_ops *m = app_mode_ops(a->mode);
  if (!m->text)
    return false;
  mode_context c = app_mode_context(a);
  field_take_dropped();
  bool changed = m->text(app_mode_state(a, a->mode), &c, in->paste ? in->paste : in->text);
  /* A paste that does not fit is never cut without a word. */
  size_t dropped = field_take_dropped();
  if (dropped) {
    status_say(&a->status, true,
               P_("%zu byte of the text did not fit and was left out: the field is full.",
                  "%zu bytes of the text did not fit and were left out: the field is full.",
                  dropped),
               dropped);
    return true;
  }
  return changed;
}

/* A click on a toolbar button: its action, where the key table has it
 * for this mode (a dialog over the board takes its own clicks). */
static bool toolbar_press(app *a, const ui_input *in)
{
  int n;
  const toolbar_item *items = toolbar_items(&n);
  if (in->tool_item > n || (a->mode != MODE_PLAY && a->mode != MODE_SCORE &&
                            a->mode != MODE_PROBLEM && a->mode != MODE_GUESS))
    return false;
  const toolbar_item *it = &items[in->tool_item - 1];
  if (!toolbar_applies(it, a->mode)) {
    if (a->mode == MODE_SCORE)
      status_say(&a->status, true, _("%s: not while counting (Esc leaves the scoring screen)."),
                 _(it->name));
    else
      status_say(&a->status, true, _("%s: not during an exercise (Esc: back to the board)."),
                 _(it->name));
    return true;
  }
  ui_input pressed = *in;
  pressed.on_board = false;
  /* One button marks a problem's line both ways: Shift+click, wrong. */
  int arg = it->action == ACT_MARK_LINE && in->shift ? -it->arg : it->arg;
  return carry_out(a, it->action, arg, &pressed);
}

/* A file the export dialog was writing, done: the dialog, still open
 * while it was written, closes. */
static bool export_done(app *a)
{
  if (!export_poll(&a->export_, &a->status))
    return false;
  if (a->mode == MODE_EXPORT && !a->export_.message[0])
    apply(a, app_request_of(REQ_CANCEL));
  return true;
}

static bool dispatch(app *a, const ui_input *in)
{
  switch (in->kind) {
  case INPUT_RESIZE:
    return true;
  case INPUT_ENGINE: {
    /* One wake-up may stand for several: each is collected. */
    bool exported = export_done(a);
    if (analyst_collect(&a->analyst, &a->game, &a->status)) {
      a->dirty |= a->analyst.walked; /* estimates written into the record */
      a->analyst.walked = false;
      app_collect_engines(a);
      return true;
    }
    return app_collect_engines(a) || exported;
  }
  case INPUT_TICK: { /* the clock, a problem's reply, and a wake-up that was lost */
    bool replied = false;
    if (a->mode == MODE_PROBLEM) {
      exercise_context e = app_exercise_context(a);
      replied = exercise_tick(&a->exercise, &e);
    }
    bool exported = export_done(a);
    return app_collect_engines(a) || players_busy(&a->players) || replied || exported;
  }
  case INPUT_QUIT:
    return quit_asked(a);
  case INPUT_DISPLAYS:
    return app_displays_changed(a, in->displays);
  case INPUT_DROP:
    if (a->mode == MODE_RESTORE) /* the offer to restore is answered first */
      return false;
    app_guard(a, PENDING_OPEN_FILE, in->path);
    return true;
  case INPUT_TEXT:
    return text_typed(a, in);
  case INPUT_MOTION:
  case INPUT_LEAVE:
  case INPUT_RELEASE: {
    /* What is under the pointer is lit: a toolbar button, a dialog's row. */
    int tool = in->kind == INPUT_MOTION ? in->tool_item : 0;
    int row = in->kind == INPUT_MOTION ? in->row : 0;
    bool lit = tool != a->tool_hover || row != a->row_hover;
    a->tool_hover = tool;
    a->row_hover = row;
    if (a->mode == MODE_REGION)
      return apply(a, export_region_pointer(&a->export_, in, &a->status)) || lit;
    if (a->mode != MODE_PLAY && a->mode != MODE_PROBLEM && a->mode != MODE_GUESS)
      return lit;
    play_context pc = app_play_context(a);
    return apply(a, play_pointer(&a->play, &pc, in)) || lit;
  }
  default:
    break;
  }
  if (in->kind == INPUT_CLICK && in->tool_item > 0 && in->button == 1)
    return toolbar_press(a, in);
  int arg;
  const key_binding *k = keys_find(a->mode, in, &arg);
  if (k)
    return carry_out(a, k->action, arg, in);
  /* A question waits for its answer: other keys are swallowed. */
  return a->mode == MODE_CONFIRM && in->kind == INPUT_KEY;
}

bool app_input(app *a, const ui_input *in)
{
  int selected = a->scoring.selected;
  bool changed = app_presenter_pointer(a, in);
  changed |= dispatch(a, in);
  /* The clock follows the game: a move credited, whose time runs. */
  changed |= app_clock_sync(a);
  /* A reason selected now is brought into sight in the next frame. */
  if (a->mode == MODE_SCORE && a->scoring.selected != selected && a->scoring.selected >= 0)
    a->panel_focus = true;
  /* After any input an engine may have to move, or stop working on a
   * position that is gone; the analysis looks at the position now. */
  app_step_players(a);
  analyst_step(&a->analyst, &a->players, &a->game);
  /* A problem set's counts, kept with every other set's. */
  app_keep_progress(a);
  /* What changed is on the disk before the next frame (session.h). */
  if ((in->kind != INPUT_MOTION || in->held) && in->kind != INPUT_LEAVE &&
      in->kind != INPUT_RESIZE) {
    session_snapshot snap = app_snapshot(a);
    session_sync(&a->session, &a->settings, &snap, &a->status);
  }
  return changed;
}
