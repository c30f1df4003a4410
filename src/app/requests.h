/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the modes of the application hand back to the hub (app.c): a mode
 * handles its own input and state, and when something must happen beyond
 * it (save, open, switch to another mode, ask an engine) it returns a
 * request that the hub carries out. Modes never call one another or write
 * the hub's fields, so no two files of src/app call each other in a loop.
 * No SDL here.
 */
#ifndef HOSHI_APP_REQUESTS_H
#define HOSHI_APP_REQUESTS_H

#include <stdbool.h>

#include "hoshi/board.h"

/* The modes of the window: what input goes to, and what is drawn over the
 * board. */
enum app_mode {
  MODE_PLAY,
  MODE_NEW_GAME, /* the new-game dialog (newgame.h) */
  MODE_OPEN,     /* the file list, to open a game (files.h) */
  MODE_SAVE_AS,  /* the file list with a name field (files.h) */
  MODE_CONFIRM,  /* unsaved changes, or a resignation: asks first (confirm.h) */
  MODE_HELP,     /* the keys */
  MODE_SCORE,    /* the scoring screen (scoring.h) */
  MODE_RESTORE,  /* the offer to restore a game a killed Hoshi left (session.h) */
  MODE_COMMENT,  /* the comment of the move being written (comment.h) */
  MODE_PROMPT,   /* one line asked for: a move number, a label, a name (prompt.h) */
  MODE_INFO,     /* the game information (gameinfo.h) */
  MODE_PROBLEM,  /* a problem answered on the board (exercise.h) */
  MODE_GUESS,    /* guess the next move of a record (exercise.h) */
  MODE_EXPORT,   /* the export dialog (export.h) */
  MODE_REGION,   /* the export's rectangle dragged on the board (export.h) */
  MODE_GAMES,    /* the games of a file that holds several, to choose one (games.h) */
  MODE_LEARN,    /* the course's sets, to start one (learn.h) */
  MODE_COUNT
};

enum app_request_kind {
  REQ_NONE,          /* nothing beyond the mode */
  REQ_ENTER_SCORING, /* the game ended by two passes, or S: count it */
  REQ_LEAVE_SCORING, /* back to playing */
  REQ_NO_RESULT,     /* record "no result" after a repetition (J89 art. 12) */
  REQ_ASK_ENGINE_DEAD,
  REQ_RESUMED,        /* play resumed after the end (J89 art. 9-3) */
  REQ_GAME_OVER,      /* a result was recorded: back to the board, the game over */
  REQ_CONFIRM_RESIGN, /* ask before resigning */
  REQ_RESIGN,         /* resign now (the player to move; against an engine, the person) */
  REQ_START_GAME,     /* the new-game dialog's game is ready */
  REQ_OPEN_FILE,      /* open path (unsaved changes asked about first) */
  REQ_SAVE_TO,        /* save to path, then go on with what was pending */
  REQ_RUN_PENDING,    /* the changes were saved or discarded: do what was asked */
  REQ_SAVE_PENDING,   /* save first, then do what was asked */
  REQ_CANCEL,         /* close the dialog: back where it was opened from */
  REQ_PROMPT_DONE,    /* the line asked for was typed (prompt.h): use it */
  REQ_DELETE_NODE,    /* the deletion of a move and what follows was confirmed */
  REQ_RESTORE,        /* the offer to restore a game: taken */
  REQ_DECLINE,        /* the offer to restore a game: declined (the game is kept in a file) */
  REQ_PROBLEM_FILE,   /* open path's tree game as the next problem of the set (unsaved changes
                         asked first) */
  REQ_SWITCH_GAME,    /* open another game (game) of the file's collection */
  REQ_LEARN_SET,      /* start the course's set at path: its next problem not solved (unsaved
                         changes asked first) */
  REQ_LEAVE_EXERCISE, /* back to the board from a problem or a guessing game */
  REQ_EXPORT_REGION,  /* the export dialog closes while a rectangle is dragged on the board */
  REQ_EXPORT_DIALOG,  /* the rectangle is chosen (or not): the export dialog again */
  /* The lesson's tools, asked from the board (play.h): */
  REQ_NEW_PROBLEM,    /* an empty board to set a problem up on (unsaved changes asked first) */
  REQ_OPEN_COMMENT,   /* the comment of the move, to write */
  REQ_OPEN_PROMPT,    /* one line asked for: arg is its enum prompt_kind (prompt.h) */
  REQ_CONFIRM_DELETE, /* ask before deleting the move and what follows */
  REQ_SHOW_NEXT,      /* the next moves on the board (or a problem's answer hints), on or off */
  REQ_OPEN_INFO,      /* the game information */
  REQ_OPEN_GAMES,     /* the games of the file, to choose one */
  REQ_BEGIN_PROBLEM,  /* this position as a problem */
  REQ_BEGIN_GUESS,    /* guess the next moves of this record */
  REQ_MARK_LINE,      /* the line played to here is a correct answer (arg > 0) or a wrong one */
  REQ_ANALYZE,        /* live analysis on or off */
  REQ_ANALYZE_GAME,   /* the whole main line analysed, or the walk stopped */
  REQ_OWNERSHIP,      /* the ownership estimate shaded, or not */
  REQ_TOGGLE_TREE,    /* the game tree shown or hidden */
};

typedef struct app_request {
  enum app_request_kind kind;
  bool redraw;      /* the input changed what is shown */
  bool dirty;       /* the record changed: the game has unsaved changes */
  const char *path; /* REQ_OPEN_FILE, REQ_SAVE_TO: owned by the mode, valid until its next call */
  int game;         /* REQ_PROBLEM_FILE, REQ_SWITCH_GAME: which game tree of the file */
  int arg;          /* REQ_OPEN_PROMPT: the prompt's kind; REQ_MARK_LINE: +1 right, -1 wrong */
} app_request;

/* Shorthands: the input was used (draw again), or not. */
#define REQUEST_DONE    ((app_request){.kind = REQ_NONE, .redraw = true})
#define REQUEST_IGNORED ((app_request){.kind = REQ_NONE, .redraw = false})

static inline app_request app_request_of(enum app_request_kind kind)
{
  return (app_request){.kind = kind, .redraw = true};
}

/* The same with its argument (app_request.arg). */
static inline app_request app_request_arg(enum app_request_kind kind, int arg)
{
  return (app_request){.kind = kind, .redraw = true, .arg = arg};
}

/* What a mode may know of the players: whether an engine plays a colour
 * (and is not paused), and its name ("GNU Go 3.8"), NULL for a person. The
 * hub fills it from players.h before it calls a mode. */
typedef struct app_seats {
  bool engine[3];
  const char *name[3];
} app_seats;

#endif
