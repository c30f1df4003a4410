/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The export dialog (issue 35): what to put on paper (this position, the
 * main line or the marked moves as a handout, the problems as exercises,
 * the counting page), its format (PDF, SVG, PNG), page size, diagrams a
 * page, region, move numbers and coordinates, each a row of < > choices
 * changed by Left, Right or a click; Enter or [ Export ] writes the file
 * next to the game's (in the home folder for an unsaved game), never over
 * another. The region is the whole board or a rectangle dragged on the
 * board: choosing "drag a rectangle" closes the dialog into MODE_REGION,
 * where a press, a drag and a release choose it, and the dialog comes back.
 * The drawing itself is src/print's (print.h). No SDL here.
 */
#ifndef HOSHI_APP_EXPORT_H
#define HOSHI_APP_EXPORT_H

#include <limits.h>
#include <stdbool.h>

#include "hoshi/game.h"
#include "hoshi/rules.h"
#include "app/keys.h"
#include "app/requests.h"
#include "app/status.h"
#include "ui/input.h"
#include "ui/view.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* What the file holds. */
enum export_what {
  EXPORT_POSITION,  /* this position, one diagram */
  EXPORT_MAIN_LINE, /* the main line as a handout */
  EXPORT_MARKED,    /* the moves marked for the handout (Ctrl+Shift+H) */
  EXPORT_EXERCISES, /* the problems as an exercise sheet, answers at the end */
  EXPORT_SCORING,   /* the counting page: from the scoring screen or a finished game */
  EXPORT_WHAT_COUNT
};

/* The dialog's rows, in order. */
enum export_row {
  EXPORT_ROW_WHAT,
  EXPORT_ROW_FORMAT,
  EXPORT_ROW_PAGE,
  EXPORT_ROW_PER_PAGE,
  EXPORT_ROW_REGION,
  EXPORT_ROW_NUMBERS,
  EXPORT_ROW_COORDINATES,
  EXPORT_ROW_EXPORT, /* [ Export ] */
  EXPORT_ROW_COUNT
};

typedef struct app_export {
  enum app_mode back;     /* where it was opened from: MODE_PLAY or MODE_SCORE */
  bool counting;          /* the counting page can be chosen */
  const rules *column[2]; /* the counting page's two rule sets */
  int size;               /* the board's */
  int what;               /* enum export_what */
  int format;             /* enum print_format */
  int page;               /* enum print_page */
  int per_page;           /* 2, 4 or 6 */
  int numbers;            /* the last this many moves numbered; 0 none */
  bool coordinates;
  bool region;   /* the rectangle below, else the whole board */
  bool has_rect; /* one was dragged */
  int x0, y0, x1, y1;
  int focus; /* enum export_row */
  /* MODE_REGION: the corner pressed (-1: none yet) and the one under the
   * pointer; the region before the drag, back on Esc. */
  int from_x, from_y, to_x, to_y;
  bool was_region;
  char written[PATH_MAX]; /* the last file written */
  char message[192];
  /* The file being written on a thread of its own (NULL: none), so that
   * the window goes on answering; wake(wake_ctx) when it is done. */
  struct export_job *job;
  void (*wake)(void *);
  void *wake_ctx;
} app_export;

/* Opens the dialog on g from back (MODE_PLAY or MODE_SCORE); counting:
 * the counting page can be chosen (the scoring screen, or a finished
 * game), with its two rule sets (NULL: the game's and the other way of
 * counting); it is then the first choice from the scoring screen. The
 * choices made last time stay (what, format, page, numbers...). */
void export_open(app_export *e, const game *g, enum app_mode back, bool counting,
                 const rules *first, const rules *second);

/* The dialog's actions: Up, Down, Tab (ACT_FIELD), Left, Right, Space
 * (ACT_CHANGE), a click on a row (ACT_ROW: its < > change it, [ Export ]
 * exports), Enter (ACT_ACCEPT: exports; REQ_CANCEL when written), Esc
 * (ACT_CANCEL). Choosing "drag a rectangle" asks REQ_EXPORT_REGION.
 * game_path: the game's file ("" none), where the export goes beside. */
app_request export_action(app_export *e, game *g, const char *game_path, enum app_action action,
                          int arg, const ui_input *in, app_status *status);

void export_view(const app_export *e, view_overlay *o);

/* Whether a file is being written (the dialog then says so; Esc cancels). */
bool export_running(const app_export *e);

/* When the file being written is done: true, the status says where it is
 * (or why not, or that a cancelled one was removed). Call it on every
 * tick and wake-up. */
bool export_poll(app_export *e, app_status *status);

/* Waits for a file being written and keeps it (at the end of the app). */
void export_deinit(app_export *e);

/* MODE_REGION: a press on the board (ACT_CLICK), the pointer held and
 * moved over it (INPUT_MOTION), its release (INPUT_RELEASE: the region is
 * chosen, REQ_EXPORT_DIALOG), Esc (ACT_CANCEL: the region as it was,
 * REQ_EXPORT_DIALOG). */
app_request export_region_action(app_export *e, enum app_action action, const ui_input *in,
                                 app_status *status);
app_request export_region_pointer(app_export *e, const ui_input *in, app_status *status);

/* The rectangle being dragged, drawn: the points outside it dimmed. */
void export_region_view(const app_export *e, ui_view *v);

/* The position of g as Sensei's Library writes it (diagram_ascii: the
 * whole board, its markup, who plays next) into out. false when it does
 * not fit or memory runs out. */
bool export_ascii(const game *g, char *out, size_t len);

/* The region as the dialog and --region write it ("C3:K10"). */
void export_region_text(int size, int x0, int y0, int x1, int y1, char *out, size_t len);

/* A file name beside the game's (or in $HOME for an unsaved game) that
 * does not exist yet: "lesson-diagram.pdf", else "lesson-diagram-2.pdf"...
 * false when none is free or the folder is unknown. */
bool export_file_name(const char *game_path, const char *what, const char *ext, char *out,
                      size_t len);

#endif
