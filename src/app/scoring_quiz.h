/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The scoring screen's counting quiz: what it holds, what it asks about,
 * and what the scoring screen (scoring.c) asks of it. scoring_quiz.c
 * knows nothing of the screen: it is given the counts, and the screen
 * lights the reasons and closes what shows a count. No SDL here.
 */
#ifndef HOSHI_APP_SCORING_QUIZ_H
#define HOSHI_APP_SCORING_QUIZ_H

#include <stdbool.h>

#include "hoshi/quiz.h"
#include "hoshi/rules.h"
#include "hoshi/score.h"
#include "app/keys.h"
#include "app/requests.h"
#include "app/status.h"
#include "ui/view.h"

#define SCORING_REASONS 12

/* The counting quiz (issue 34): the counts hidden (the dead stones stay
 * marked), the class says who wins and by how much under each column's
 * rule set, choosing among offered answers; then the counts come back,
 * each answer judged on its own against its own count (quiz_explain:
 * right, the other rules' count, one reason missed or given to the wrong
 * player, or no single mistake), and the reasons the answers missed are
 * marked. */
typedef struct scoring_quiz {
  bool open;                    /* asking, or the answers judged */
  int questions;                /* 2; 1 when both columns have the same rule set */
  int asked;                    /* the column asked now; questions once all are answered */
  double offer[2][QUIZ_OFFERS]; /* margins (Black's total minus White's), in order */
  double answer[2];
  /* Once answered: each answer's explanations, the most likely first, and
   * how many there are (more than are kept when many mistakes fit). */
  quiz_explanation why[2][QUIZ_EXPLANATIONS];
  int n_why[2];
  bool missed[SCORING_REASONS]; /* the reasons the answers' first explanations name */
  int n_missed;
} scoring_quiz;

/* What the quiz asks about: the two columns' rule sets and counts, the
 * reasons they differ (column 0's count minus column 1's), and where it
 * speaks (NULL: it does not). */
typedef struct quiz_counts {
  const rules *const *column; /* two */
  const score *count;         /* two */
  const score_reason *reasons;
  int n_reasons;
  app_status *status;
} quiz_counts;

/* Whether the quiz is open and a question not yet answered. */
bool scoring_quiz_asking(const scoring_quiz *q);
/* Opens the quiz (again): its answers forgotten, the first question
 * asked. The screen hides what shows a count. */
void scoring_quiz_start(scoring_quiz *q, const quiz_counts *c);
/* An action while the quiz is open: true when the quiz took it (*r says
 * what came of it), false when the scoring screen goes on with it (Q is
 * the screen's: it starts the quiz again). Once the last answer is in,
 * the answers are judged and q->missed says what they missed. */
bool scoring_quiz_action(scoring_quiz *q, const quiz_counts *c, enum app_action action, int arg,
                         app_request *r);
/* The quiz's lines in the panel: the answers given, the question and its
 * offered answers (each a line to click); once answered, each answer
 * judged, and the line that closes the quiz. */
void scoring_quiz_view(const scoring_quiz *q, const quiz_counts *c, ui_view *v);

#endif
