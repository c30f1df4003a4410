/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The counting quiz without a window (see hoshi/quiz.h): the answers
 * offered, and the single mistake that gives an answer. */
#include "hoshi/quiz.h"

#include <math.h>

/* Two margins closer than this are one: they are sums of half points. */
#define QUIZ_EPS 1e-9

/* --- the answers offered ------------------------------------------------------------------- */

/* Adds v to the offers unless it is there already (or not a number). */
static void offer(double out[QUIZ_OFFERS], int *n, double v)
{
  if (*n >= QUIZ_OFFERS || !isfinite(v))
    return;
  for (int i = 0; i < *n; i++)
    if (fabs(out[i] - v) < QUIZ_EPS)
      return;
  out[(*n)++] = v;
}

int quiz_offers(double truth, double other, const score_reason *reasons, int n_reasons,
                double out[QUIZ_OFFERS])
{
  if (!isfinite(truth))
    return 0;
  int n = 0;
  offer(out, &n, truth);
  offer(out, &n, other);

  /* Which way forgetting a reason goes: the reasons add up to a's margin
   * minus b's. */
  double sum = 0;
  for (int i = 0; i < n_reasons; i++)
    sum += reasons[i].points;
  double way = fabs(sum) > QUIZ_EPS && fabs(other - truth - sum) < QUIZ_EPS ? 1 : -1;

  /* The reasons by size, largest first (ties in their order), without
   * sorting the caller's array: each round takes the largest below the
   * last one taken. */
  double last_size = INFINITY;
  int last = -1;
  while (n < QUIZ_OFFERS) {
    int best = -1;
    for (int i = 0; i < n_reasons; i++) {
      double size = fabs(reasons[i].points);
      bool after = size < last_size || (size == last_size && i > last);
      if (size > QUIZ_EPS && after && (best < 0 || size > fabs(reasons[best].points)))
        best = i;
    }
    if (best < 0)
      break;
    offer(out, &n, truth + way * reasons[best].points);
    last_size = fabs(reasons[best].points), last = best;
  }

  /* One point off, first on the side fewer offers are on, so that the
   * truth's place among them gives less away; then further out. */
  for (double d = 1; n < QUIZ_OFFERS; d++) {
    int above = 0;
    for (int i = 1; i < n; i++)
      above += out[i] > truth;
    double side = 2 * above <= n - 1 ? 1 : -1;
    offer(out, &n, truth + side * d);
    offer(out, &n, truth - side * d);
  }

  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && out[j - 1] > out[j]; j--) {
      double t = out[j];
      out[j] = out[j - 1];
      out[j - 1] = t;
    }
  return n;
}

/* --- what an answer missed ------------------------------------------------------------------- */

/* Reason i's points in the asked count's favour of Black, asked minus
 * other: what counting it the other rule set's way takes off the truth. */
static double difference(const quiz_question *q, int i)
{
  return q->asked_first ? q->reasons[i].points : -q->reasons[i].points;
}

/* The points the asked count itself gives for reason i, in Black's
 * favour: what giving them to the wrong player moves twice. The area
 * count holds the stones placed, the seki eyes, the dead stones left in
 * seki and the points to fill (the territory count gives them nothing:
 * that is the reason); the compensation is White's, in each count that
 * has one. */
static double own_points(const quiz_question *q, int i)
{
  switch (q->reasons[i].kind) {
  case REASON_STONES_PLACED:
  case REASON_SEKI_EYES:
  case REASON_DEAD_IN_SEKI:
  case REASON_MUST_FILL:
    /* Such reasons exist only between a territory and an area count. */
    return rules_counts_stones(q->asked->rules) ? difference(q, i) : 0;
  case REASON_COMPENSATION:
    return -q->asked->side[COLOR_WHITE].compensation;
  case REASON_DAME:
  case REASON_SEKI_DAME:
  case REASON_UNFILLED_DAME:
    return 0;
  }
  return 0;
}

/* Adds an explanation when there is room; counts it all the same. */
static void fits(quiz_explanation *out, int max, int *n, quiz_explanation e)
{
  if (*n < max)
    out[*n] = e;
  (*n)++;
}

static bool same(double a, double b) { return fabs(a - b) <= QUIZ_EPS; }

int quiz_explain(const quiz_question *q, double answer, quiz_explanation *out, int max)
{
  double truth = q->asked->margin, other = q->other->margin;
  int n = 0;
  if (!isfinite(answer) || !isfinite(truth)) {
    fits(out, max, &n, (quiz_explanation){QUIZ_UNEXPLAINED, -1, COLOR_EMPTY});
    return n;
  }
  if (same(answer, truth)) {
    fits(out, max, &n, (quiz_explanation){QUIZ_RIGHT, -1, COLOR_EMPTY});
    return n;
  }
  if (!same(other, truth) && same(answer, other))
    fits(out, max, &n, (quiz_explanation){QUIZ_OTHER_RULES, -1, COLOR_EMPTY});
  for (int i = 0; i < q->n_reasons; i++) {
    double d = difference(q, i);
    if (fabs(d) > QUIZ_EPS && same(answer, truth - d))
      fits(out, max, &n, (quiz_explanation){QUIZ_MISSED, i, COLOR_EMPTY});
  }
  for (int i = 0; i < q->n_reasons; i++) {
    double own = own_points(q, i);
    if (fabs(own) > QUIZ_EPS && same(answer, truth - 2 * own))
      fits(out, max, &n,
           (quiz_explanation){QUIZ_WRONG_SIDE, i, own > 0 ? COLOR_WHITE : COLOR_BLACK});
  }
  if (n == 0)
    fits(out, max, &n, (quiz_explanation){QUIZ_UNEXPLAINED, -1, COLOR_EMPTY});
  return n;
}
