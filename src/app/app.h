/* The application's state machine: a game, the file it came from, the
 * settings of the window, and the dialog open over the board. Inputs come
 * in as Hoshi's own events (ui/input.h); each frame the window draws the
 * view app_view builds. No SDL here: the application is tested without a
 * window (tests/test_app.c).
 */
#ifndef HOSHI_APP_H
#define HOSHI_APP_H

#include <limits.h>
#include <stdbool.h>

#include "filelist.h"
#include "hoshi/game.h"
#include "input.h"
#include "layout.h"
#include "players.h"
#include "scoring.h"
#include "session.h"
#include "view.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

enum app_mode {
  MODE_PLAY,
  MODE_NEW_GAME, /* the new-game dialog */
  MODE_OPEN,     /* the file list, to open a game */
  MODE_SAVE_AS,  /* the file list with a name field */
  MODE_CONFIRM,  /* unsaved moves: save, discard or cancel */
  MODE_HELP,     /* the keys */
  MODE_SCORE,    /* the scoring screen (scoring.h) */
  MODE_RESTORE,  /* the offer to restore the game of a session that did not end (session.h) */
};

/* The markup tool that a click or Space uses (MARK_NONE: play). */
typedef enum ui_mark app_tool;

/* What the confirmation dialog asks about: an action waiting for the
 * unsaved moves to be saved or discarded, or a resignation. */
enum app_pending {
  PENDING_NONE,
  PENDING_QUIT,
  PENDING_OPEN_FILE,
  PENDING_NEW,
  PENDING_OPEN_LIST,
  PENDING_RESIGN
};

/* The fields of the new-game dialog, in order. */
enum form_field {
  FIELD_SIZE,
  FIELD_RULES,
  FIELD_BLACK_PLAYER, /* a person, or an engine */
  FIELD_BLACK,        /* the name */
  FIELD_WHITE_PLAYER,
  FIELD_WHITE,
  FIELD_HANDICAP,
  FIELD_PLACEMENT,
  FIELD_KOMI_BY,
  FIELD_KOMI,
  FIELD_BID_BLACK,
  FIELD_BID_WHITE,
  FIELD_START,
  FIELD_COUNT
};

typedef struct app_form {
  enum form_field focus;
  char size[8];
  int rules; /* index in rules_all */
  char black[64], white[64];
  int player[2]; /* Black's, White's: -1 a person, else an engine's index */
  bool named[2]; /* the name was typed: choosing an engine keeps it */
  int handicap;
  bool free_placement;
  bool declared; /* komi by declaration */
  char komi[24];
  bool komi_typed; /* the user changed komi: keep it when rules or handicap change */
  char bid[2][24]; /* declared komi of the first and second player */
  unsigned lot;    /* decides Black between equal declarations */
  char message[192];
  bool message_error;
} app_form;

typedef struct app_settings {
  enum ui_theme theme;
  double ui_scale;
  bool coordinates;
  bool numbers;
} app_settings;

typedef struct app {
  game game;
  char path[PATH_MAX]; /* the file the game is saved in, "" for none */
  bool dirty;          /* moves or marks not saved */
  app_settings settings;
  enum app_mode mode;
  char status[256];
  bool status_error;
  ui_layout layout; /* of the last frame, for the number of dialog rows */
  int hover_x, hover_y;
  int cursor_x, cursor_y; /* the keyboard cursor; -1 hidden */
  app_tool tool;
  bool tool_numbers;   /* the label tool writes numbers (6) rather than letters (5) */
  bool ended;          /* two passes or a resignation: no more moves */
  enum color resigned; /* who resigned, COLOR_EMPTY if nobody */
  int placing;         /* free handicap: stones still to place (0: none) */
  point placed[9];     /* free handicap stones placed so far */
  int n_placed;
  app_form form;
  filelist files;
  char save_name[256];
  bool save_name_focus; /* in save as: typing goes to the name */
  enum app_pending pending;
  char pending_path[PATH_MAX];
  enum app_mode confirm_return; /* where Cancel goes back to */
  enum app_mode help_return;    /* where the list of keys goes back to */
  app_scoring scoring;
  players players;
  unsigned game_serial;   /* changes with every new or opened game */
  bool quit;              /* the window should close */
  bool toggle_fullscreen; /* the window should switch fullscreen */
  bool text_input;        /* a text field has the focus */
  app_session session;    /* settings written back, autosave, restore (session.h) */
} app;

/* Starts with an empty game of the given size, rule set and komi; the
 * window's settings and the engines come from the settings file
 * (settings_path NULL: the default place; "": none, as app_init does, so
 * that nothing is read or written back). false when memory runs out. */
bool app_init(app *a, int size, const rules *r, double komi);
bool app_init_with(app *a, int size, const rules *r, double komi, const char *settings_path);
void app_deinit(app *a);

/* Opens a game record (from the command line, a drop, the file list). On
 * failure the current game stays and the status says why. */
bool app_open(app *a, const char *path);

/* Sets the status line: what just happened, or (error) why not. */
void app_say(app *a, bool error, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* For the players (players.c): a move of colour c at p (or POINT_PASS)
 * played as a click plays it, with its message; a resignation; a save. */
enum move_status app_play(app *a, enum color c, point p);
void app_resign(app *a, enum color c);
bool app_save(app *a, const char *path);

/* Handles one input. Returns whether the window must be drawn again. */
bool app_input(app *a, const ui_input *in);

/* Builds what the window shows. */
void app_view(const app *a, ui_view *v);

/* The layout for a drawable, from the current settings and board size. */
void app_layout(app *a, int width, int height);

/* The window title: "Hoshi - name.sgf" with a star when unsaved. */
void app_title(const app *a, char *out, size_t len);

/* Every key and what it does, for the help dialog, hoshi --keys and the
 * README. */
typedef struct app_key {
  const char *keys;
  const char *action;
} app_key;
const app_key *app_keys(size_t *n);

#endif
