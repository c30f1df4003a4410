/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Who plays each colour: a person, or a GTP engine run on a worker thread
 * (hoshi/gtp.h). The engines on offer come from the settings and, when it is
 * installed, GNU Go. The engine to move is asked for its move when the game
 * is live (at the end of its line, not over, no dialog open); it is kept in
 * step with undo and navigation; its faults become messages, and its colour
 * is then played by a person until E gives it back. No SDL here: the window
 * turns the worker's notifications into INPUT_ENGINE.
 */
#ifndef HOSHI_APP_PLAYERS_H
#define HOSHI_APP_PLAYERS_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>

#include "hoshi/gtp.h"
#include "hoshi/i18n.h"
#include "ui/input.h"
#include "app/requests.h"
#include "app/settings.h"
#include "app/status.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

#define ENGINES_MAX       32
#define ENGINE_TIMEOUT_S  60 /* the default time an engine has to answer */
#define ENGINE_GNUGO_NAME "GNU Go"
/* The built-in capture player's name, before translation. */
#define ENGINE_CAPTURE_NAME N_("Hoshi (capture player)")

typedef struct engine_config {
  char name[64];
  char command[1024]; /* split into words, never given to a shell; "" when built in */
  bool builtin;       /* Hoshi's own capture player: no program, run on the worker */
} engine_config;

/* The engines on offer: those of the settings file, GNU Go when it is
 * installed and the settings do not name it, and last Hoshi's own capture
 * player (ENGINE_CAPTURE_NAME, translated), built in: a GTP server on the
 * worker's thread (gtp_worker_new_builtin), nothing to install. */
typedef struct engine_list {
  engine_config list[ENGINES_MAX];
  int n;
  int timeout_s;         /* how long an engine may take to answer */
  bool dead_from_engine; /* scoring starts from the engine's dead stones */
  char analysis[64];     /* [engines] analysis: the engine that analyses (A), "" for GNU Go */
  int analysis_ms;       /* [engines] analysis_seconds: each look at a position, 0 the default */
  char settings_path[PATH_MAX];
  char message[400]; /* what was wrong in the settings file, "" if nothing */
} engine_list;

/* Reads path (NULL: $XDG_CONFIG_HOME/hoshi/settings.ini, by default
 * ~/.config/hoshi/settings.ini): sections [engine NAME] with a line
 * "command = ...", and [engines] with "timeout = SECONDS" and
 * "dead_stones = engine" (or hoshi, the default). A missing file
 * gives the defaults; a bad line is skipped and reported in message. */
void engines_load(engine_list *e, const char *path);

/* The same from a settings file already read (settings.h); its problems
 * are noted in f (settings_note), not in e->message. */
void engines_read(engine_list *e, settings_file *f);

/* The engine called name (any case; the built-in player also by its
 * English name), or -1. */
int engines_find(const engine_list *e, const char *name);

/* Adds an engine given on the command line (--black CMD): its name is the
 * program's. Returns its index, or -1 when the list is full. */
int engines_add_command(engine_list *e, const char *command);

enum seat_job { JOB_NONE, JOB_START, JOB_MOVE, JOB_DEAD };

/* One colour's player. */
typedef struct seat {
  int engine;  /* index in the engine list; -1: a person */
  bool paused; /* after a fault or an interrupt a person plays, until E */
  gtp_worker *worker;
  char name[96]; /* the engine's own name ("GNU Go 3.8") once it started */
  gtp_caps caps;
  gtp_position have; /* what the engine holds, when have_known */
  bool have_known;
  /* The job in flight. */
  enum seat_job job;
  unsigned job_id;
  gtp_position sent;     /* the position that job brings the engine to */
  const void *asked_at;  /* the node it was asked at */
  unsigned asked_serial; /* the game it was asked in */
  double started_ms;     /* for the thinking indicator */
  bool abandoned;        /* the position changed: its answer is not wanted */
} seat;

typedef struct players {
  engine_list engines;
  seat seat[3];            /* by colour: seat[COLOR_BLACK], seat[COLOR_WHITE] */
  char log_path[PATH_MAX]; /* the engines' stderr */
  unsigned next_job;
  void (*wake)(void *ctx); /* called from a worker thread: a result waits */
  void *wake_ctx;
  bool auto_dead;            /* scoring starts from the engine's dead stones */
  bool want_dead;            /* a question for the dead stones is on its way */
  const void *dead_asked_at; /* the node the dead stones were asked for at */
  char save_dir[PATH_MAX];   /* where engine-against-engine games are saved */
} players;

/* What the players need to know of the game and the window: the engine to
 * move is asked for its move only while the game is live; an answer for a
 * position that is gone is dropped. */
typedef struct players_situation {
  const game *game;
  unsigned serial; /* changes with every new or opened game */
  bool live;       /* the game takes moves: playing, not over, no dialog, at the end of its line */
  bool scoring;    /* the scoring screen is open */
  const struct game_clock *clock; /* the game's clock (NULL: none): told before each genmove */
  int64_t now;                    /* the clock's time now */
} players_situation;

/* What an engine did, for the hub to carry out in order (players_collect). */
enum player_event_kind {
  PLAYER_NAMED,  /* it started and named itself: the record may take the name */
  PLAYER_MOVE,   /* it played move (a point or POINT_PASS) */
  PLAYER_RESIGN, /* it resigned */
  PLAYER_DEAD,   /* it gave its dead stones: dead[0..n_dead) */
};

typedef struct player_event {
  enum player_event_kind kind;
  enum color color;
  point move;
  char answer[16];  /* PLAYER_MOVE: the engine's words, for a refusal */
  const char *name; /* PLAYER_NAMED: the engine's own name; the one it was listed under in listed */
  const char *listed;
  int n_dead;
  point dead[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
} player_event;

#define PLAYERS_EVENTS 4

/* Sets up the players (both people) with the engines of the settings
 * (engines_read: problems are noted in settings). */
void players_init(players *p, settings_file *settings);
/* Stops every engine and frees the workers. */
void players_deinit(players *p);

/* Who plays colour c from now on: engine index or -1 for a person. The
 * engine starts when it is first asked for something; a command that
 * cannot be run is said in the status line. */
void players_set(players *p, enum color c, int engine, app_status *status);

/* The name shown for colour c: "GNU Go 3.8" for an engine, else NULL. */
const char *players_engine_name(const players *p, enum color c);

/* Whether colour c is played by an engine that is not paused. */
bool players_is_engine(const players *p, enum color c);

/* Who plays each colour, for the modes (requests.h). */
void players_seats(const players *p, app_seats *out);

/* Whether an engine is chosen for either colour (paused or not). */
bool players_any_engine(const players *p);

/* Whether an engine is working: the window then redraws every so often
 * for the elapsed time. */
bool players_busy(const players *p);

/* Called after every input: asks the engine to move when it is its turn,
 * and drops the answer it is working on when the position changed. */
void players_step(players *p, const players_situation *sit, app_status *status);

/* Takes the workers' results (INPUT_ENGINE): what the engines did goes to
 * events (at most PLAYERS_EVENTS), in order; faults are said in the status
 * line and the engine's colour goes to a person. Returns the number of
 * events; *changed tells whether anything else changed on screen. */
int players_collect(players *p, const players_situation *sit, app_status *status,
                    player_event *events, bool *changed);

/* The hub could not play an engine's move (it breaks the rules): the
 * engine is stopped and a person plays its colour. why is the refusal. */
void players_refused(players *p, const players_situation *sit, enum color c, const char *answer,
                     const char *why, app_status *status);

/* Esc while an engine thinks: it is asked to stop, then stopped, and a
 * person plays its colour. Returns false when no engine was working. */
bool players_interrupt(players *p, app_status *status);

/* E: the engine of colour c stops or starts playing it. */
void players_toggle(players *p, enum color c, app_status *status);

/* In scoring: asks an engine for its dead stones (final_status_list dead)
 * as the marks. Returns false (with the reason in the status) when no
 * engine can be asked. */
bool players_ask_dead(players *p, const players_situation *sit, app_status *status);

/* The line of the thinking indicator ("GNU Go (White) is thinking: 12 s -
 * Esc stops it"), or false when no engine is working. */
bool players_indicator(const players *p, char *out, size_t len);

/* Where a game between two engines is saved when it ends: its own file
 * (game_path, "" for none), else the games folder with the date and the
 * engines' names (the folder made). false with the reason when there is
 * no such place. */
bool players_finished_path(const players *p, const char *game_path, char *out, size_t len,
                           hoshi_error *err);

#endif
