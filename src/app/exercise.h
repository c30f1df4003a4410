/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The exercises of a club evening, on the board (see hoshi/exercise.h for
 * what is judged and how): a problem answered by playing (MODE_PROBLEM),
 * its set walked problem by problem with the counts solved at the first
 * try and on a retry, and guessing the next moves of a record
 * (MODE_GUESS). Neither changes the record: the student's moves are the
 * tree's own, reached by going there, and a move the tree does not have is
 * shown on a copy of the board. What goes beyond the mode (opening the next
 * problem's file, going back to the board) is a request to the hub. No SDL
 * here.
 */
#ifndef HOSHI_APP_EXERCISE_H
#define HOSHI_APP_EXERCISE_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>

#include "hoshi/exercise.h"
#include "hoshi/game.h"
#include "app/keys.h"
#include "app/play.h"
#include "app/problem_set.h"
#include "app/requests.h"
#include "app/status.h"
#include "ui/view.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* The pause before the opponent's reply, so that the room sees the
 * student's move first. */
#define EXERCISE_REPLY_MS 700

typedef struct app_exercise {
  /* The problem on the board. */
  exercise_problem problem;
  /* Its correct lines, read once (owned), for the problem at lines_start
   * and the tree at lines_stamp (the collection's): V asks of many nodes. */
  exercise_lines *lines;
  const sgf_node *lines_start;
  unsigned long lines_stamp;
  enum exercise_verdict verdict;
  bool judged;                /* a verdict is shown */
  bool off_tree;              /* the wrong move is not in the tree: shown on board_shown */
  board board_shown;          /* the position after such a move */
  point wrong_at;             /* where it was played */
  const sgf_node *before;     /* the node the student played from */
  const sgf_node *wrong_from; /* where the student left the correct lines (try again: there) */
  const sgf_node *reply;      /* the opponent's reply, played when reply_due comes */
  bool refuting;              /* that reply answers a wrong move */
  int64_t reply_due;
  int wrong_tries; /* wrong moves in this problem */
  bool solved;
  bool answer_shown; /* V: the correct next moves on the board */
  bool peeked;       /* the answer was shown in this problem: never the first try */
  bool none_here;    /* V found no correct move from the position shown */
  uint64_t rng;
  /* The set: a folder of problem files, or a collection. */
  problem_set set;
  bool summary;     /* the set's summary shown (after its last problem) */
  bool reset_asked; /* Ctrl+Delete once: asked before the counts go */
  /* Guessing the next move. */
  int guesses, right, near;
  int counted_to; /* moves up to this number were guessed or shown: not counted again */
  bool recount;   /* the move just guessed had been seen: not counted */
  enum exercise_guess last;
  bool guessed;           /* last holds the verdict on the move just played */
  int guess_x, guess_y;   /* where the guess was; -1 -1: a pass */
  int cursor_x, cursor_y; /* the keyboard cursor (Shift+arrows); -1 hidden */
} app_exercise;

void exercise_app_init(app_exercise *e);
void exercise_app_deinit(app_exercise *e);

/* What the hub gives an exercise: the game, the status, the time now. */
typedef struct exercise_context {
  game *game;
  app_status *status;
  int64_t now;
  const char *path;  /* the game's file */
  ui_sounds *sounds; /* a verdict's sound asked for here; NULL: the sounds are off */
} exercise_context;

/* K: poses the position at the game's current node as a problem. false
 * (said why) when no move follows it. */
bool exercise_problem_begin(app_exercise *e, const exercise_context *c);

/* Opens dir (or the folder of a file, starting at that file, or a file
 * that holds many trees) as a set, with its results from the progress file
 * at progress (NULL: none); writes into first the file to open first and
 * into *tree its tree. false (why) when it holds no problem. */
bool exercise_set_open(app_exercise *e, const char *dir_or_file, const char *progress, char *first,
                       size_t len, int *tree, hoshi_error *why);

/* H: guess the next moves from the current node. false (said why) when no
 * move follows. */
bool exercise_guess_begin(app_exercise *e, const exercise_context *c);

/* An action of the key table in MODE_PROBLEM or MODE_GUESS. */
app_request exercise_action(app_exercise *e, const exercise_context *c, bool guessing,
                            enum app_action action, int arg, const ui_input *in);

/* Time passed: the opponent's reply when its pause is over. Returns
 * whether the board changed. */
bool exercise_tick(app_exercise *e, const exercise_context *c);

/* Whether a reply waits for its time (the window must wake). */
bool exercise_waiting(const app_exercise *e);

/* The correct next moves of the student from where the next move is
 * played (after a wrong move that the line does not go on from: where it
 * was played), marked A, B... on v's board when v is not NULL. Returns how
 * many. */
int exercise_correct_moves(const app_exercise *e, const game *g, ui_view *v);

/* The board and the panel of an exercise: the position (a wrong move shown
 * on its copy), no hints of the answer but those asked for (V), no move
 * numbers, only the comment of the node reached; the verdict in the room's
 * type; which problem, and the counts. */
void exercise_view(const app_exercise *e, const game *g, bool guessing, const char *path,
                   ui_view *v);

#endif
