/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The scoring screen: dead stones marked on the board (the estimate first,
 * a click toggles a group), the counts of two rule sets side by side
 * (Japanese and Chinese unless switched), the reasons they differ with the
 * points they speak of, a Japanese (territory) or Chinese (area) view of the
 * board, the counting demonstrations step by step, and a counting quiz.
 * Accepting writes the result into the record; play can resume (J89
 * art. 9-3). No SDL here.
 */
#ifndef HOSHI_APP_SCORING_H
#define HOSHI_APP_SCORING_H

#include <stdbool.h>
#include <stdint.h>

#include "hoshi/demo.h"
#include "hoshi/game.h"
#include "hoshi/quiz.h"
#include "hoshi/score.h"
#include "ui/input.h"
#include "app/keys.h"
#include "app/requests.h"
#include "app/scoring_quiz.h"
#include "app/status.h"
#include "ui/view.h"

typedef struct app_scoring {
  const rules *column[2]; /* the rule sets of the two columns */
  bool area_view;         /* the Chinese view: area shaded (else territory marks) */
  int selected;           /* the selected reason, -1 for none */
  int demo;               /* the demonstration shown (enum demo_method), -1 for none */
  int step;               /* its step */
  demo *demo_data;        /* owned; NULL when none is shown */
  bool asking_resume;     /* waiting for B or W: who asks to resume */
  bool explain;           /* the table and the reasons large, over the board */
  scoring_quiz quiz;
  /* Worked out whenever the marks or the columns change. */
  uint8_t dead[BOARD_MAX_POINTS];
  uint8_t kind[BOARD_MAX_POINTS]; /* enum score_point */
  uint8_t lit[BOARD_MAX_POINTS];  /* the points of the selected reason */
  score count[2];
  score official; /* under the game's own rule set */
  score_reason reasons[SCORING_REASONS];
  int n_reasons;
  /* Why the estimate kept stones a capture would take (empty: none), shown
   * until a mark is changed. */
  char kept[256];
} app_scoring;

/* What the scoring screen works on: the game (its marks are kept with the
 * position), the status line, and whether an engine plays (E may then ask
 * it for the dead stones). */
typedef struct scoring_context {
  game *game;
  app_status *status;
  bool engines;
} scoring_context;

/* Enters the scoring screen on the current position, with the dead stones
 * marked there before, else the estimate's. */
void scoring_enter(app_scoring *s, const scoring_context *ctx);

/* Takes the dead-stone marks of the current node (game_set_dead) as the
 * screen's marks: after an engine gave its dead stones. A quiz open then
 * starts again on the new counts. */
void scoring_use_marks(app_scoring *s, const scoring_context *ctx);

/* Enter: writes the result, the territory, the dead stones and the counts
 * into the record, and leaves the screen. Returns false when the result
 * could not be recorded (out of memory, said in the status line): the
 * screen stays and the game is not over; the record then has no result,
 * and the next try replaces what this one wrote before the result. */
HOSHI_MUST_CHECK bool scoring_accept(app_scoring *s, const scoring_context *ctx);

/* Leaves it (the marks stay with the position); frees the demonstration. */
void scoring_leave(app_scoring *s);

/* An action of the key table on the scoring screen. While the quiz asks,
 * 1 to 4 (ACT_COLUMN's 1 and 2 too) answer, Q starts it again, Esc closes
 * it, and what would show or change the counts is refused in the status
 * line; once it has judged, what changes the counts closes it. */
app_request scoring_action(app_scoring *s, const scoring_context *ctx, enum app_action action,
                           int arg, const ui_input *in);

/* The board and panel of the scoring screen. While the quiz asks, the
 * table, the results, the difference and the reasons are left out, and
 * the board shows the dead stones but no territory. */
void scoring_view(const app_scoring *s, const game *g, bool engines, ui_view *v);

/* The counts of both columns and their reasons as plain text, for the
 * record's comment: a table with Black and White figures per rule set. */
void scoring_text(const app_scoring *s, const scoring_context *ctx, char *out, size_t len);

#endif
