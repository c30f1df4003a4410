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
#include "app/requests.h"
#include "app/status.h"
#include "ui/view.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* Problems in a set at most; a folder with more is cut there (said). */
#define EXERCISE_SET_MAX 200
/* The pause before the opponent's reply, so that the room sees the
 * student's move first. */
#define EXERCISE_REPLY_MS 700

/* A problem's result in its set, as the settings keep it (one letter a
 * problem, in the order of the folder's listing). */
enum {
  SET_UNTRIED = '.',
  SET_FIRST_TRY = '1', /* solved without a wrong move */
  SET_RETRY = '2',     /* solved after at least one */
  SET_FAILED = 'x',    /* tried, not solved */
};

typedef struct app_exercise {
  /* The problem on the board. */
  exercise_problem problem;
  enum exercise_verdict verdict;
  bool judged;            /* a verdict is shown */
  bool off_tree;          /* the wrong move is not in the tree: shown on board_shown */
  board board_shown;      /* the position after such a move */
  point wrong_at;         /* where it was played */
  const sgf_node *before; /* the node the student played from */
  const sgf_node *reply;  /* the opponent's reply, played when reply_due comes */
  int64_t reply_due;
  int wrong_tries; /* wrong moves in this problem */
  bool solved;
  bool answer_shown; /* V: the correct next moves on the board */
  uint64_t rng;
  /* The set: a folder of problem files. */
  char set_dir[PATH_MAX]; /* "" when the problem is alone */
  char *names[EXERCISE_SET_MAX];
  int n_names, index; /* index: the problem on the board */
  char results[EXERCISE_SET_MAX + 1];
  bool set_changed; /* results to write back to the settings */
  /* Guessing the next move. */
  int guesses, right, near;
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
  const char *path; /* the game's file */
} exercise_context;

/* K: poses the position at the game's current node as a problem. false
 * (said why) when no move follows it. */
bool exercise_problem_begin(app_exercise *e, const exercise_context *c);

/* Opens dir (or the folder of a file, starting at that file) as a set;
 * writes into first the file to open first. kept_dir, kept_results: the
 * set and its results as the settings kept them; taken only when they are
 * this set's (set_dir is absolute and normalised, as filelist makes it).
 * false (why) when it holds no problem file. */
bool exercise_set_open(app_exercise *e, const char *dir_or_file, const char *kept_dir,
                       const char *kept_results, char *first, size_t len, hoshi_error *why);

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

/* The path of the set's problem at index (NULL out of range). */
const char *exercise_set_path(const app_exercise *e, int index, char *out, size_t len);

/* The board and the panel of an exercise: the position (a wrong move shown
 * on its copy), no hints of the answer but those asked for (V), no move
 * numbers, only the comment of the node reached; the verdict in the room's
 * type; which problem, and the counts. */
void exercise_view(const app_exercise *e, const game *g, bool guessing, const char *path,
                   ui_view *v);

#endif
