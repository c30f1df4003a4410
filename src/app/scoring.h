/* The scoring screen: dead stones marked on the board (the estimate first,
 * a click toggles a group), the counts of two rule sets side by side
 * (Japanese and Chinese unless switched), the reasons they differ with the
 * points they speak of, a Japanese (territory) or Chinese (area) view of the
 * board, and the counting demonstrations step by step. Accepting writes the
 * result into the record; play can resume (J89 art. 9-3). No SDL here.
 */
#ifndef HOSHI_APP_SCORING_H
#define HOSHI_APP_SCORING_H

#include <stdbool.h>
#include <stdint.h>

#include "hoshi/demo.h"
#include "hoshi/score.h"
#include "input.h"
#include "view.h"

#define SCORING_REASONS 12

typedef struct app_scoring {
  const rules *column[2]; /* the rule sets of the two columns */
  bool area_view;         /* the Chinese view: area shaded (else territory marks) */
  int selected;           /* the selected reason, -1 for none */
  int demo;               /* the demonstration shown (enum demo_method), -1 for none */
  int step;               /* its step */
  demo *demo_data;        /* owned; NULL when none is shown */
  bool asking_resume;     /* waiting for B or W: who asks to resume */
  /* Worked out whenever the marks or the columns change. */
  uint8_t dead[BOARD_MAX_POINTS];
  uint8_t kind[BOARD_MAX_POINTS]; /* enum score_point */
  uint8_t lit[BOARD_MAX_POINTS];  /* the points of the selected reason */
  score count[2];
  score official; /* under the game's own rule set */
  score_reason reasons[SCORING_REASONS];
  int n_reasons;
} app_scoring;

struct app;

/* Enters the scoring screen on the current position, with the dead stones
 * marked there before, else the estimate's. */
void scoring_enter(struct app *a);

/* Takes the dead-stone marks of the current node (game_set_dead) as the
 * screen's marks: after an engine gave its dead stones. */
void scoring_use_marks(struct app *a);

/* Enter: writes the result, the territory, the dead stones and the counts
 * into the record, and leaves the screen. */
void scoring_accept(struct app *a);

/* Leaves it (the marks stay with the position). */
void scoring_leave(struct app *a);

/* Handles one input on the scoring screen; returns whether to draw again. */
bool scoring_input(struct app *a, const ui_input *in);

/* The board and panel of the scoring screen. */
void scoring_view(const struct app *a, ui_view *v);

/* The counts of both columns and their reasons as plain text, for the
 * record's comment: a table with Black and White figures per rule set. */
void scoring_text(const struct app *a, char *out, size_t len);

/* Records a "no result" (J89 art. 12) after a whole-board repetition.
 * false, with the reason in the status, when the game had none. */
bool scoring_no_result(struct app *a);

#endif
