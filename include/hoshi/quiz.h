/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The counting quiz, without a window: the answers offered for a count,
 * and what each answer says about the one who gave it (which single
 * mistake gives exactly that answer, if one does). The scoring screen asks
 * and shows (src/app/scoring.c). No SDL here.
 *
 * The reasons are score_reconcile's: why the margins of two counts of the
 * same position differ (stones placed, seki eyes, dead stones in seki,
 * points to fill, handicap compensation), each with its points in Black's
 * favour, first count minus second, adding up to the difference.
 */
#ifndef HOSHI_QUIZ_H
#define HOSHI_QUIZ_H

#include <stdbool.h>

#include "hoshi/score.h"

#define QUIZ_OFFERS 4

/* The answers offered for a count whose true margin is truth (Black's
 * total minus White's): the truth and three wrong answers a student is
 * likely to give, drawn from the other rule set's margin (other) and from
 * the reconciliation's reasons (what forgetting one of them gives), then
 * one point either way; all different, in increasing order. The reasons
 * are score_reconcile's of a against b, whichever of the two truth is:
 * forgetting reason i gives truth - points when truth is a's margin, and
 * truth + points when it is b's (other - truth is then their sum); the
 * largest reasons first. When those give fewer than three, the wrong
 * answers go further out (2 points either way, then 3...). Returns the
 * number written (QUIZ_OFFERS), 0 when truth is not finite. */
int quiz_offers(double truth, double other, const score_reason *reasons, int n_reasons,
                double out[QUIZ_OFFERS]);

/* One column's question: the count asked for, the other column's count,
 * and the reasons they differ. Nothing here is kept or freed. */
typedef struct quiz_question {
  const score *asked;          /* the count the answer is for: its margin is the truth */
  const score *other;          /* the other column's count, of the same position */
  const score_reason *reasons; /* score_reconcile(first, second): asked and other, in some order */
  int n_reasons;
  bool asked_first; /* the reasons' points are asked minus other (else other minus asked) */
} quiz_question;

/* What an answer is, judged on its own against its own count. */
enum quiz_verdict {
  QUIZ_RIGHT,       /* the count's margin */
  QUIZ_OTHER_RULES, /* the other column's margin, given instead */
  QUIZ_MISSED,      /* one reason's rule missed: that reason counted as the other rule set does
                       (a seki's eyes counted in Japanese, the compensation left out in Chinese) */
  QUIZ_WRONG_SIDE,  /* one reason's points, as the asked rule set counts them, given to the
                       other player (White's seki eyes counted for Black) */
  QUIZ_UNEXPLAINED, /* no single mistake gives the answer */
};

typedef struct quiz_explanation {
  enum quiz_verdict verdict;
  int reason;          /* QUIZ_MISSED, QUIZ_WRONG_SIDE: the reason's index, else -1 */
  enum color given_to; /* QUIZ_WRONG_SIDE: the player the answer gave the points to */
} quiz_explanation;

/* Up to this many explanations are worth keeping for one answer. */
#define QUIZ_EXPLANATIONS 4

/* Why answer (a margin, Black's total minus White's) is what it is, for
 * q->asked alone: the explanations whose mistake gives exactly answer (to
 * within 1e-9), the most likely first, in this order:
 *   1. the other column's count given instead (when it differs);
 *   2. one reason missed (QUIZ_MISSED), the reasons in their order;
 *   3. one reason's points given to the wrong player (QUIZ_WRONG_SIDE),
 *      where the asked count gives that reason points (the area count's
 *      stones, seki eyes, dead stones in seki and points to fill; the
 *      compensation wherever it is not 0), the reasons in their order.
 * A whole count in the other rules is the commonest slip of a class that
 * has just seen both, a rule forgotten the next, and points given to the
 * wrong player, two slips in one, the last. Reasons worth no points
 * explain nothing. An answer equal to the count is QUIZ_RIGHT alone; an
 * answer nothing above gives (or not finite) is QUIZ_UNEXPLAINED alone.
 * Writes at most max explanations into out and returns how many there are
 * (1 for a right or an unexplained answer), which may be more than max:
 * several mistakes can give the same answer. */
int quiz_explain(const quiz_question *q, double answer, quiz_explanation *out, int max);

#endif
