/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Learn (F3, the toolbar's star, hoshi --learn): the beginners' course
 * that comes with Hoshi, in the interface's language (French files when it
 * speaks French, else English): its sets, each an SGF collection whose
 * trees are its problems (EV: the set's title, GN: the problem's), with
 * the problems solved out of the set's, as the progress file keeps them
 * (problem_set.h). Up, Down and a click choose a set, the first with a
 * problem not solved chosen at first; Enter or a double click starts its
 * next problem not solved (REQ_LEARN_SET); P writes the set as an
 * exercise sheet with its answers (a PDF in the home folder); Esc goes
 * back. No SDL here.
 *
 * The course is found in this order: $HOSHI_COURSE; course/ beside the
 * program (Windows' portable folder); share/hoshi/course beside the
 * program's bin/ (an installed tree, wherever it is); the
 * source tree's assets/course (a build not installed); the data folder
 * Hoshi was built to be installed in (HOSHI_COURSE_DIR). */
#ifndef HOSHI_APP_LEARN_H
#define HOSHI_APP_LEARN_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

#include "app/keys.h"
#include "app/requests.h"
#include "ui/input.h"
#include "ui/layout.h"
#include "ui/view.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* Sets of a course at most. */
#define LEARN_SETS 24

typedef struct learn_set {
  char file[128]; /* its file's name in the language's folder */
  char title[128];
  int solved, total;
} learn_set;

typedef struct app_learn {
  enum app_mode back; /* where it was opened from */
  char dir[PATH_MAX]; /* the language's folder of the course, "" none */
  char lang[16];      /* its language ("en", "fr") */
  learn_set sets[LEARN_SETS];
  int n, selected, top;
  char path[PATH_MAX + 160]; /* REQ_LEARN_SET: the set chosen */
  char message[PATH_MAX + 64];
} app_learn;

/* The course's folder for language lang ("fr"; English when the course
 * has none in that language) into out; false (out "") when no course is
 * found. */
bool learn_course_dir(const char *lang, char *out, size_t len);

/* Reads the course in the interface's language and every set's progress
 * from the progress file at progress (NULL: none); back: the mode Esc
 * goes back to. */
void learn_open(app_learn *s, enum app_mode back, const char *progress);

/* An action of the key table in MODE_LEARN: REQ_LEARN_SET (s->path) to
 * start the chosen set, REQ_CANCEL on Esc; P prints the set. */
app_request learn_action(app_learn *s, enum app_action action, int arg, const ui_input *in,
                         const ui_layout *layout);

/* Writes set i as an exercise sheet with its answers, a PDF in the home
 * folder (never over another file); out: the file written. false (out: why). */
bool learn_print(const app_learn *s, int i, char *out, size_t len);

void learn_view(const app_learn *s, const ui_layout *layout, view_overlay *o);

#endif
