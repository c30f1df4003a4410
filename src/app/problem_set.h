/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A problem set as a club walks it: a folder of records, or one file that
 * holds many game trees (most problem collections), each tree that is a
 * problem one problem of the set, in the folder's order; the records that
 * are no problem (a game with no setup, a file that does not open) left
 * out and named. Each problem's result, and the results of every set the
 * teacher has used, kept in one file of progress (progress_*), keyed by
 * the set (its folder or its file) and by each problem's name there, so
 * that adding a file to the folder loses no count. No SDL here.
 */
#ifndef HOSHI_APP_PROBLEM_SET_H
#define HOSHI_APP_PROBLEM_SET_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

#include "hoshi/error.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* Problems in a set at most; a set with more is cut there, and says so. */
#define SET_MAX 2000

/* A problem's result (one letter, as the progress file keeps it). */
enum {
  SET_UNTRIED = '.',
  SET_FIRST_TRY = '1', /* solved without a wrong move and without the answer shown */
  SET_RETRY = '2',     /* solved after a wrong move */
  SET_SHOWN = 'v',     /* solved after the answer was shown (V) */
  SET_FAILED = 'x',    /* tried, not solved */
};

typedef struct set_problem {
  char *file;  /* the file's name in the set's folder */
  int game;    /* which game tree of the file (0 the first) */
  int games;   /* how many the file holds */
  char *title; /* the tree's name (GN), else the file's name (with "#3" in a collection) */
} set_problem;

typedef struct problem_set {
  char key[PATH_MAX]; /* the set: its folder, or the collection's file; "" none */
  char dir[PATH_MAX]; /* the folder of its files */
  set_problem *items;
  int n, cap, index; /* index: the problem on the board */
  int step;          /* the way the set is walked (1, -1 by Page Up): past a record that fails */
  char *results;     /* n letters */
  bool changed;      /* results to write to the progress file */
  int skipped;       /* records left out: no problem, or not readable */
  char skipped_names[256];
  bool cut;     /* more than SET_MAX problems: cut */
  int not_read; /* then, the folder's files whose problems are not in it */
} problem_set;

void problem_set_init(problem_set *s);
void problem_set_deinit(problem_set *s);

/* Opens a folder, or the folder of a file (from that file on), or a file
 * that holds several game trees (the set is that file). Reads every record
 * to find its problems. false (why) when none is found; s as it was then. */
bool problem_set_open(problem_set *s, const char *dir_or_file, hoshi_error *why);

/* The path of problem i's file (NULL out of range or too long). */
const char *problem_set_path(const problem_set *s, int i, char *out, size_t len);

/* Problem i's name in the set, as the progress file keys it: the file's
 * name, with "#N" (1-based) when the file holds several trees. */
void problem_set_id(const problem_set *s, int i, char *out, size_t len);

/* Records result for the problem on the board, honestly: a problem solved
 * stays solved as it first was, and one tried and failed before is never
 * solved "at the first try" afterwards. */
void problem_set_result(problem_set *s, char result);

/* The counts: solved at the first try, on a retry, with the answer shown,
 * tried and not solved, not tried. */
typedef struct set_counts {
  int first, retry, shown, failed, untried;
} set_counts;
set_counts problem_set_counts(const problem_set *s);

/* The first problem not solved yet (untried, or tried and not solved), -1
 * when every one is. */
int problem_set_next_unsolved(const problem_set *s);

/* --- the progress of every set ------------------------------------------------------------- */

/* The file, as lines: "set<TAB>KEY" then "R<TAB>ID" for each problem with a
 * result; the sets most recently used first, at most PROGRESS_SETS. */
#define PROGRESS_SETS 100

/* Where the progress file is ($XDG_DATA_HOME/hoshi/problems.txt). */
bool progress_path(char *out, size_t len);

/* Fills s->results from the file at path (missing: nothing done yet). */
void progress_load(problem_set *s, const char *path);

/* Writes s's results into the file at path, keeping every other set's
 * (s first). false (why) when it cannot be written. */
bool progress_save(const problem_set *s, const char *path, hoshi_error *why);

/* Forgets s's results (all untried), in s and, on save, in the file. */
void problem_set_reset(problem_set *s);

#endif
