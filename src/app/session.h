/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What outlives one run of the window: the settings written back when they
 * change in the window, the game written to an autosave file after every
 * change, and the offer to restore that game when Hoshi did not close
 * normally. No SDL here.
 *
 * The autosave lives in $XDG_STATE_HOME/hoshi (by default
 * ~/.local/state/hoshi, folders made 0700):
 * - autosave.sgf: the game as SGF (the project's writer), with one private
 *   root property, XHOSHI, that holds what the tree does not: the current
 *   node, the file the game belongs to and whether it was saved, a
 *   resignation, and the dead-stone marks of the scoring screen. It is
 *   written after every input that changed any of it, before the next
 *   frame: a temporary file of its own (autosave.sgf.tmp-XXXXXX), flushed
 *   to the disk, renamed, the folder flushed.
 * - session.lock: held (os_lock) for the life of the window, and holding
 *   "running" until a normal exit writes "clean". The kernel releases the
 *   lock of a killed process, so "running" with the lock free means the
 *   last session did not end: its game is offered back. The lock held means
 *   another Hoshi is running: this one then autosaves to autosave-PID.sgf
 *   (removed when it closes normally) and offers nothing. So does a window
 *   whose lock cannot be taken or marked for any other reason, or that
 *   finds an autosave.sgf it can neither read nor put aside (the marker
 *   then stays "running", so that it is offered again). The marker is
 *   written over its start and then cut to length, never emptied first.
 * Declining the offer keeps the game in autosave-declined-DATE-TIME.sgf.
 * A failed write is said once in the status line; play goes on.
 *
 * Only the window starts the autosave (session_autosave_start): tests and
 * hoshi --gtp, --score, --print never touch it.
 */
#ifndef HOSHI_APP_SESSION_H
#define HOSHI_APP_SESSION_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "hoshi/game.h"
#include "ui/input.h"
#include "app/keys.h"
#include "app/settings.h"
#include "app/status.h"
#include "ui/view.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* The private root property of the autosave. */
#define AUTOSAVE_PROPERTY "XHOSHI"

enum autosave_state {
  AUTOSAVE_OFF,    /* not started (tests, or it could not start) */
  AUTOSAVE_ON,     /* every change is written */
  AUTOSAVE_ASKING, /* the offer to restore is open: nothing is written */
};

/* What the autosave's private property holds besides the tree. */
typedef struct session_meta {
  bool has_node;
  size_t node; /* game_node_index of the position it was at */
  size_t game; /* which game of a file of several (0 the first) */
  bool dirty;
  char path[PATH_MAX]; /* the file the game belongs to */
  enum color resigned;
  bool score; /* on the scoring screen */
  bool has_dead;
  char dead[2 * BOARD_MAX_SIZE * BOARD_MAX_SIZE + 1]; /* SGF points of the dead-stone marks */
} session_meta;

typedef struct app_session {
  /* The settings file. */
  bool settings_on;             /* a settings file is read and written back */
  char settings_path[PATH_MAX]; /* where ("" for the default place) */
  settings_values file;         /* as read from it */
  settings_values saved;        /* the values the file holds for this window */
  settings_values chosen;       /* the new-game dialog's last choices */
  unsigned settings_pending;    /* changed values not written yet */
  char *settings_written;       /* the text Hoshi last wrote there */
  bool settings_failed;         /* a write failed: said once */
  char settings_message[512];   /* the problems of the file, "" if none */
  /* The autosave. */
  enum autosave_state autosave;
  char dir[PATH_MAX];  /* the folder of the autosave and the lock */
  char path[PATH_MAX]; /* autosave.sgf, or autosave-PID.sgf beside another Hoshi */
  int lock_fd;         /* session.lock, held; -1 */
  bool shared;         /* path is autosave-PID.sgf: another Hoshi holds the lock, or
                          autosave.sgf must not be written */
  bool keep_own;       /* quit by a signal with changes not saved: a second
                          window's autosave-PID.sgf stays, to be offered back */
  bool keep_running;   /* autosave.sgf holds a game neither restored nor put
                          aside: the marker stays "running" at the end */
  /* What was last written (or tried): the tree's stamp and the private
   * fields but the node. When they are the same, only the position moved:
   * navigation alone does not rewrite the autosave (a long record is
   * megabytes), the position goes with the next change or at a quit. */
  unsigned long last_stamp;
  char *last_meta;
  size_t last_node;
  bool failed;       /* the last write failed, and it was said */
  char failure[200]; /* why, for the panel's line while it fails */
  /* The offer to restore. */
  game *offer;               /* the game of the session that did not end */
  int offer_moves;           /* its moves up to the position it was at */
  time_t offer_time;         /* when it was written */
  char offer_file[PATH_MAX]; /* the file it belonged to, "" if none */
  /* The autosave it was read from: autosave.sgf, or the autosave-PID.sgf
   * of a second window that did not end either. */
  char offer_from[PATH_MAX];
  bool offer_read_only; /* the state folder cannot be written: it stays there */
  /* The last session stopped while a game was being opened or drawn (its
   * mark said "loading"): the offer's default goes on without it, and R
   * restores its moves only; the record itself is kept in offer_kept. */
  bool offer_unsafe;
  char offer_kept[PATH_MAX];
  bool loading; /* this session's mark says "loading" until a frame is drawn */
  bool offer_dirty;
  session_meta offer_meta; /* its private fields, taken out of its tree */
} app_session;

/* What the autosave writes of the window besides the tree (the hub fills
 * it when it asks for a write). */
typedef struct session_snapshot {
  const game *game;
  const char *path; /* the file the game belongs to, "" for none */
  bool dirty;
  enum color resigned;
  bool scoring; /* the scoring screen is open (under the list of keys, too) */
} session_snapshot;

/* Reads the settings file into f (path NULL: the default place; "": none,
 * nothing read or written) and the window's values from it; the caller
 * lets the players read their engines from f, then calls
 * session_read_done. */
void session_init(app_session *s, const char *settings_path, settings_file *f,
                  app_settings *window);

/* Keeps the message of the file's problems, and frees f. */
void session_read_done(app_session *s, settings_file *f);

/* Frees everything; a normal exit: the lock says "clean" (unless the offer
 * is still open, or its game could be neither read nor put aside, so that
 * it comes again) and is released. */
void session_deinit(app_session *s);

/* The values to start with: the command line's (cli, may be NULL) over
 * the file's (settings_resolve), into *use and the window's settings. */
void session_start(app_session *s, const settings_values *cli, app_settings *window,
                   settings_values *use);

/* The new-game dialog started a game with these choices (komi_valid false:
 * a declared komi, not remembered). */
void session_new_game_chosen(app_session *s, int size, const rules *r, double komi, bool komi_valid,
                             int handicap, const char *time);

/* Starts the autosave in dir (NULL: $XDG_STATE_HOME/hoshi). Returns true
 * when the last session did not end and left a game with a move or a
 * setup: the window then opens on the offer to restore it (MODE_RESTORE);
 * otherwise the game is written at once. */
bool session_autosave_start(app_session *s, const char *dir, const session_snapshot *snap,
                            app_status *st);

/* After every input that may change something: writes the settings that
 * changed and the game when it changed (synchronously). */
void session_sync(app_session *s, const app_settings *window, const session_snapshot *snap,
                  app_status *st);

/* A game is being opened or restored: until session_drawn, the mark says
 * "loading", so that a crash while it loads or is first drawn is known at
 * the next start (and its game offered without what may have caused it). */
void session_loading(app_session *s);

/* A frame was drawn: the mark says "running" again. */
void session_drawn(app_session *s);

/* Writes the game now if it changed. false when the write failed. */
bool session_autosave_now(app_session *s, const session_snapshot *snap, app_status *st);
/* The same, writing also when only the position moved (before a quit). */
bool session_autosave_final(app_session *s, const session_snapshot *snap, app_status *st);

/* Enter on the offer: its game (the caller owns it) and its private
 * fields; NULL when there is none. The caller puts it on the board, then
 * calls session_restored. */
game *session_take_offer(app_session *s, session_meta *m);

/* The restored game is on the board: says so, and autosaves it. */
void session_restored(app_session *s, const session_snapshot *snap, app_status *st);

/* The dead stones of the restored fields (SGF points) on g: their number. */
int session_meta_dead(const session_meta *m, const game *g, point *out, int max);

/* Esc on the offer: the game on the board stays and the old one is kept in
 * autosave-declined-DATE-TIME.sgf. */
void session_decline(app_session *s, const session_snapshot *snap, app_status *st);

/* The offer drawn over the board (game_path: the file of the game on the
 * board, "" for none). */
void session_restore_view(const app_session *s, const char *game_path, view_overlay *o);

/* The offer answered: Enter or a click on its row restores (REQ_RESTORE),
 * Esc or a click on the other row declines (REQ_DECLINE); a click on the
 * question itself does nothing. */
app_request session_restore_action(const app_session *s, enum app_action action,
                                   const ui_input *in);

#endif
