/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The application: the hub that owns the game, the file it came from and
 * the window's settings, and hands every input to the mode it belongs to
 * through one table of keys (keys.h). Each mode keeps its own state in its
 * own file (play, newgame, files, confirm, scoring, players, session, the
 * panel) and answers with a request (requests.h) that only the hub carries
 * out, so the modes never call one another.
 *
 * The hub itself is six files, sharing app_hub.h (which no mode includes):
 *   app.c           inputs: the window's own keys (window_key), then the
 *                   mode's action through the table, and the requests the
 *                   modes hand back carried out (apply);
 *   app_modes.c     the modes in one table: each mode's state, action, text
 *                   and view behind the same three entries;
 *   app_game.c      the game on the board: new, open, save, restore, the
 *                   scoring screen entered and left, questions before a loss,
 *                   the exercises begun;
 *   app_engines.c   the engines' moves and answers carried out;
 *   app_view.c      the view of the window, built for each frame;
 *   app_presenter.c presenter mode: the room's window and its view.
 * A new key is a row of keys.c and a case in the action of the mode it
 * belongs to; the hub's window_key answers only the window's own keys.
 * Inputs come in as Hoshi's own events (ui/input.h); each frame the window
 * draws the view app_view builds. No SDL here: the application is tested
 * without a window (tests/test_app.c).
 */
#ifndef HOSHI_APP_H
#define HOSHI_APP_H

#include <limits.h>
#include <stdbool.h>

#include "hoshi/clock.h"
#include "app/analyst.h"
#include "app/comment.h"
#include "app/confirm.h"
#include "app/exercise.h"
#include "app/export.h"
#include "app/files.h"
#include "app/gameinfo.h"
#include "app/games.h"
#include "app/learn.h"
#include "app/help.h"
#include "hoshi/game.h"
#include "ui/input.h"
#include "app/keys.h"
#include "ui/layout.h"
#include "ui/plan.h"
#include "app/newgame.h"
#include "app/play.h"
#include "app/players.h"
#include "app/prompt.h"
#include "app/requests.h"
#include "app/scoring.h"
#include "app/session.h"
#include "app/settings.h"
#include "app/status.h"
#include "ui/view.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

typedef struct app {
  game game;
  char path[PATH_MAX];  /* the file the game is saved in, "" for none */
  bool dirty;           /* moves or marks not saved */
  unsigned game_serial; /* changes with every new or opened game */
  app_settings settings;
  enum app_mode mode;
  app_help help; /* the list of keys (F1) */
  app_status status;
  ui_layout layout; /* of the last frame, for the number of dialog rows */
  play_state play;
  app_form form;
  app_files files;
  app_confirm confirm;
  app_scoring scoring;
  app_comment comment;
  app_prompt prompt;
  app_info info;
  app_games games;       /* the games of a collection, to choose from (games.h) */
  app_learn learn;       /* the course's sets (learn.h) */
  app_exercise exercise; /* a problem, a set of them, guessing the next move (exercise.h) */
  bool problem_next;     /* the file being opened is the set's next problem: pose it */
  int open_game;         /* the game tree of the file being opened (-1: the first, and ask) */
  players players;
  analyst analyst;        /* live analysis (A) */
  app_session session;    /* settings written back, autosave, restore (session.h) */
  bool quit;              /* the window should close */
  bool signalled;         /* the quit comes from a signal (SIGTERM, SIGHUP, SIGINT): no question */
  bool toggle_fullscreen; /* the window should switch fullscreen */
  /* The panel's scroll, in lines, and the most the last frame allowed;
   * back to the top when the mode changes. */
  int panel_scroll, panel_scroll_max, panel_page;
  enum app_mode panel_mode;
  bool panel_focus; /* a reason was selected: the next frame brings it into sight */
  int tool_hover;   /* 1 + the toolbar button under the pointer, 0 none */
  /* The game clock: whose time runs follows the game (app_clock_sync). */
  game_clock clock;
  int64_t (*now)(void);       /* its time source: os_now_ms; tests give their own */
  bool clock_paused;          /* Ctrl+P */
  const sgf_node *clock_at;   /* the node the running time belongs to */
  bool undo_seen;             /* a move was just taken back (Ctrl+Z) */
  const sgf_node *undone_to;  /* where play goes on after the last undo: timed, moves after it */
  const sgf_node *clock_hold; /* where a game was opened or restored: not timed until a move */
  long long clock_shown;      /* the seconds last drawn: a new frame when they change */
  ui_sounds sounds;           /* the sounds asked for (ui_view.sounds, ui/sound.h) */
  long long beep_for;         /* the period last warned of: colour, periods, move */
  int row_hover;              /* 1 + the dialog row under the pointer, 0 none */
  char remembered[160];       /* what the first game took from the last new game, "" none */
  bool problem_hints;         /* V at a problem's position: its next moves shown there too */
  app_export export_;         /* the export dialog (export.h) */
  /* Ctrl+Shift+C: the text for the clipboard; the window copies it when
   * copied changes (ui_view.clipboard), as it plays sounds. */
  char clipboard[8192];
  unsigned copied;
  /* Presenter mode (app_presenter.c): the room's window is open while
   * settings.presenter; held: the room's view frozen when F6 held it
   * (heap, NULL when not held), with the node it showed (game_node_index)
   * and its move number
   * in the game it showed (game_serial); the laser pointer (F7) and the
   * intersection under the teacher's pointer (-1 none); the room's layout. */
  ui_view *held;
  size_t held_node;
  int held_move;
  unsigned held_serial;
  bool laser;
  bool presenter_waiting; /* remembered on, but one display: the room's window waits for two */
  int pointer_x, pointer_y;
  ui_layout audience;
} app;

/* Starts with an empty game of the given size, rule set and komi; the
 * window's settings and the engines come from the settings file
 * (settings_path NULL: the default place; "": none, as app_init does, so
 * that nothing is read or written back). false when memory runs out. */
bool app_init(app *a, int size, const rules *r, double komi);
bool app_init_with(app *a, int size, const rules *r, double komi, const char *settings_path);
/* Ends the session: the autosave's lock marked clean (or left as it was
 * found, session_deinit says when). Done before the windows close, so
 * that an error on the way out cannot make a quit look like a crash;
 * app_deinit does it too when it has not been done. */
void app_end_session(app *a);

void app_deinit(app *a);

/* Handles one input. Returns whether the window must be drawn again. */
bool app_input(app *a, const ui_input *in);

/* Builds what the window shows. */
void app_view(const app *a, ui_view *v);

/* The layout for a drawable, from the current settings and board size. */
void app_layout(app *a, int width, int height);

/* The window title: "Hoshi - name.sgf" with a star when unsaved. */
void app_title(const app *a, char *out, size_t len);

/* Whether a text field has the focus (the window then takes text input). */
bool app_wants_text(const app *a);

/* Whether an engine is working: the window then wakes every so often to
 * move the clock of the thinking indicator. */
bool app_busy(const app *a);

/* What the frame's plan allowed: the scroll shown (clamped), the most there
 * can be (0 when everything shows) and a page's worth. */
void app_panel_drawn(app *a, const ui_plan *p);

/* A frame is on the screen: a game opened or restored has been drawn (the
 * session's mark says "running" again). */
void app_frame_drawn(app *a);

/* --- presenter mode (issue 36; app_presenter.c, the views in app_view.c) ----------- */
/* Two windows of one game: the teacher's (everything, as today, plus a
 * sign of what the room sees) and the audience's (only what the room
 * should see, in the projector theme and the largest type that fits). The
 * window layer (src/app/main.c, src/ui/window.c) opens and closes the
 * audience window when app_presenting() changes, draws it from
 * app_audience_view() with the layout app_audience_layout() computes, and
 * tells the app when the room's window was closed. */

/* Whether the audience window should be open. */
bool app_presenting(const app *a);

/* Turns presenter mode on or off (F5, the toolbar, --presenter); said in
 * the status; remembered in the settings. */
void app_set_presenting(app *a, bool on);

/* The audience window was closed by its own close button, or its display
 * went away and it could not be moved: presenter mode ends, nothing else. */
void app_audience_closed(app *a);

/* At start, presenter mode remembered from the last session (not asked
 * for by --presenter) and displays displays: with fewer than two, the
 * room's window waits for a second display (said) instead of opening over
 * the teacher's board. */
void app_presenter_remembered(app *a, int displays);

/* The audience window opened as a window to drag (one display): said. */
void app_audience_windowed(app *a);

/* A display came or went (displays: how many now): a waiting presenter
 * mode opens its window when there are two. Returns whether to draw. */
bool app_displays_changed(app *a, int displays);

/* The audience window's layout for a drawable of that size (the projector
 * theme, the largest text that fits, no toolbar, no tree). */
void app_audience_layout(app *a, int width, int height);
const ui_layout *app_audience_layout_of(const app *a);

/* What the room sees: the board with markup, arrows, the last move and the
 * captures; the comment; whose turn it is and the clock when one runs;
 * while scoring the board's marks with Total and Result large, and the
 * explanation and demonstrations when the teacher opens them. No toolbar,
 * tree, key hint, dialog, tooltip or pointer preview. While held (F6), the
 * view of the moment the hold began; the laser dot (F7) where the teacher
 * points on the board. */
void app_audience_view(const app *a, ui_view *v);

/* --- the game (app_game.c) ------------------------------------------------------ */

/* The values to start with (settings_resolve of the command line's values
 * over the file's): the window's settings and, when new_game, a new game of
 * the resolved size, rules, komi and handicap in place of the current one.
 * false (with why) when the command line's handicap cannot be placed. */
bool app_start(app *a, const settings_values *cli, bool new_game, hoshi_error *why);

/* Opens a game record (from the command line, a drop, the file list). On
 * failure the current game stays and the status says why. */
bool app_open(app *a, const char *path);

/* Opens game index (0 the first) of path's collection; index -1: the
 * first, and when the file holds several, the list of its games to choose
 * from. */
bool app_open_game(app *a, const char *path, int index);

/* Another game of the open file's collection (edits to the others kept). */
bool app_switch_game(app *a, int index);

/* Writes a problem set's changed counts to the progress file. */
void app_keep_progress(app *a);

/* --problem: a record posed as a problem, or a folder of them as a set
 * (the set's counts from the settings when they are this set's). On
 * failure the status says why. */
bool app_open_problems(app *a, const char *file_or_folder);

/* Learn (F3, --learn): the course's sets, each with its progress. */
void app_open_learn(app *a);

/* A set of the course started at its next problem not solved (the first
 * when all are), unsaved changes asked about first. On failure the status
 * says why. */
void app_learn_set(app *a, const char *set);

/* Saves the game to path, which becomes its file. On failure the status
 * says why. */
bool app_save(app *a, const char *path);

/* The game's file from now on, without saving (--save FILE). */
void app_set_file(app *a, const char *path);

/* Starts the autosave in dir (NULL: $XDG_STATE_HOME/hoshi), and opens the
 * offer to restore the game of a session that did not end. Returns whether
 * the offer is open. */
bool app_autosave_start(app *a, const char *dir);

/* Writes the autosave now if the game changed or the position moved
 * since it was last written (before a quit). false when the write failed. */
bool app_autosave_now(app *a);

/* --- the engines (app_engines.c) -------------------------------------------------- */

/* How the engines are run: wake is called from a worker thread when a
 * result waits (the window turns it into INPUT_ENGINE); timeout_s (0: the
 * settings') is how long an engine may take to answer; dead_stones: the
 * scoring screen starts from the engine's dead stones. */
void app_set_engines(app *a, void (*wake)(void *), void *wake_ctx, int timeout_s, bool dead_stones);

/* Who plays colour c: an engine's index in the list, or -1 for a person. */
void app_set_player(app *a, enum color c, int engine);

/* Under the capture game, appends to the status that each engine playing
 * plays ordinary Go (GTP has no command for the capture game). */
void app_say_capture_engines(app *a);

/* An engine given on the command line (--black, --white): a name from the
 * settings or a command; the record takes its name. false when the list is
 * full or it cannot start. */
bool app_engine_player(app *a, enum color c, const char *name_or_command);

/* Asks the engine to move when it is its turn, and drops the answer it is
 * working on when the position changed (after every input, and at start). */
void app_step_players(app *a);

#endif
