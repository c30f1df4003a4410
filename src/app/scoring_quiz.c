/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The scoring screen's counting quiz (scoring_quiz.h says what it is; its
 * judging is the core's quiz.c): the questions, the answers, the verdicts
 * and the quiz's lines in the panel. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/scoring_quiz.h"
#include "hoshi/i18n.h"

bool scoring_quiz_asking(const scoring_quiz *q) { return q->open && q->asked < q->questions; }

/* A margin as the table writes a result: "B+7.5", in French "N+7,5". */
static const char *margin_text(double margin, char *out, size_t len)
{
  char sgf[16];
  score_format_result(margin, sgf, sizeof sgf);
  return i18n_result(sgf, out, len);
}

static bool quiz_right(const scoring_quiz *q, const quiz_counts *c, int k)
{
  return fabs(q->answer[k] - c->count[k].margin) < 1e-9;
}

/* A reason as the quiz names it in a sentence, short: "Black's eyes in
 * seki". Reasons worth no points explain no answer, so are never named. */
static const char *quiz_reason_name(const score_reason *r)
{
  bool black = r->color == COLOR_BLACK;
  switch (r->kind) {
  case REASON_STONES_PLACED:
    /* TRANSLATORS: the reasons as the quiz names them in the middle of a
     * sentence ("Japanese: missed the stones placed (counted the Chinese
     * way)", "Chinese: the stones placed counted for White"). */
    return _("the stones placed");
  case REASON_SEKI_EYES:
    return black ? _("Black's eyes in seki") : _("White's eyes in seki");
  case REASON_DEAD_IN_SEKI:
    return black ? _("Black's dead stones in seki") : _("White's dead stones in seki");
  case REASON_MUST_FILL:
    return black ? _("the points Black must fill") : _("the points White must fill");
  case REASON_COMPENSATION:
    return _("the handicap compensation");
  case REASON_DAME:
  case REASON_SEKI_DAME:
  case REASON_UNFILLED_DAME:
    break;
  }
  return r->text;
}

/* What column k's answer says about the one who gave it, in a line of its
 * own (the column named first, as it stands apart from the verdict): the
 * most likely mistake, and how many others give the same answer. Nothing
 * for a right answer. */
static void quiz_why_text(const scoring_quiz *q, const quiz_counts *c, int k, char *out, size_t len)
{
  const quiz_explanation *e = &q->why[k][0];
  const char *column = rules_short_name(c->column[k]);
  const char *other = rules_sentence_name(c->column[1 - k]);
  int n = 0;
  out[0] = '\0';
  switch (e->verdict) {
  case QUIZ_RIGHT:
    return;
  case QUIZ_OTHER_RULES:
    /* TRANSLATORS: a column's heading ("Japanese"), then the other rule set
     * as in a sentence ("Chinese"): the answer is the other rules' count. */
    n = snprintf(out, len, _("%s: counted by the %s rules instead"), column, other);
    break;
  case QUIZ_MISSED:
    /* TRANSLATORS: a column's heading ("Japanese"), a reason ("Black's eyes
     * in seki"), the other rule set as in a sentence ("Chinese"). */
    n = snprintf(out, len, _("%s: missed %s (counted the %s way)"), column,
                 quiz_reason_name(&c->reasons[e->reason]), other);
    break;
  case QUIZ_WRONG_SIDE:
    /* TRANSLATORS: a column's heading ("Chinese"), a reason ("White's eyes in
     * seki"), then the player the answer gave its points to ("Black"). */
    n = snprintf(out, len, _("%s: %s counted for %s"), column,
                 quiz_reason_name(&c->reasons[e->reason]), app_color_name(e->given_to));
    break;
  case QUIZ_UNEXPLAINED:
    /* TRANSLATORS: a column's heading ("Japanese"): no one slip gives the
     * answer, so the class counts the board again. */
    n = snprintf(out, len, _("%s: no single mistake gives this answer: count again"), column);
    break;
  }
  int others = q->n_why[k] - 1;
  if (others > 0 && n >= 0 && (size_t)n < len)
    /* TRANSLATORS: after the mistake named: how many other mistakes give
     * the same answer. */
    snprintf(out + n, len - (size_t)n,
             P_(" (or %d other mistake)", " (or %d other mistakes)", others), others);
}

void scoring_quiz_start(scoring_quiz *q, const quiz_counts *c)
{
  memset(q, 0, sizeof *q);
  q->open = true;
  q->questions = c->column[0] == c->column[1] ? 1 : 2;
  for (int k = 0; k < q->questions; k++)
    quiz_offers(c->count[k].margin, c->count[1 - k].margin, c->reasons, c->n_reasons, q->offer[k]);
  status_say(c->status, false, "%s",
             _("Counting quiz: the counts stay hidden until the answers are in."));
}

/* All answered: the counts come back, each answer judged on its own
 * against its own count, and the reasons they missed marked (the screen
 * lights their points). */
static void quiz_reveal(scoring_quiz *q, const quiz_counts *c)
{
  int right = 0;
  memset(q->missed, 0, sizeof q->missed);
  q->n_missed = 0;
  for (int k = 0; k < q->questions; k++) {
    right += quiz_right(q, c, k);
    /* The reasons are column 0's count minus column 1's. */
    quiz_question question = {.asked = &c->count[k],
                              .other = &c->count[1 - k],
                              .reasons = c->reasons,
                              .n_reasons = c->n_reasons,
                              .asked_first = k == 0};
    q->n_why[k] = quiz_explain(&question, q->answer[k], q->why[k], QUIZ_EXPLANATIONS);
    int i = q->why[k][0].reason;
    if (i >= 0 && i < SCORING_REASONS && !q->missed[i]) {
      q->missed[i] = true;
      q->n_missed++;
    }
  }
  if (right == q->questions)
    status_say(c->status, false, "%s", _("Right: the counts are shown."));
  else if (q->n_missed)
    status_say(c->status, false,
               P_("%d answer of %d right: what the answers missed is marked in the reasons.",
                  "%d answers of %d right: what the answers missed is marked in the reasons.",
                  right),
               right, q->questions);
  else
    status_say(c->status, false,
               P_("%d answer of %d right: the counts are shown.",
                  "%d answers of %d right: the counts are shown.", right),
               right, q->questions);
}

static app_request quiz_answer(scoring_quiz *q, const quiz_counts *c, int choice)
{
  if (!scoring_quiz_asking(q) || choice < 1 || choice > QUIZ_OFFERS)
    return REQUEST_IGNORED;
  int k = q->asked++;
  q->answer[k] = q->offer[k][choice - 1];
  if (q->asked < q->questions) {
    char said[32];
    status_say(c->status, false, _("%s noted for the %s rules; now the %s rules."),
               margin_text(q->answer[k], said, sizeof said), rules_sentence_name(c->column[k]),
               rules_sentence_name(c->column[q->asked]));
    return REQUEST_DONE;
  }
  quiz_reveal(q, c);
  return REQUEST_DONE;
}

static void quiz_close(scoring_quiz *q, const quiz_counts *c, bool say)
{
  q->open = false;
  if (say)
    status_say(c->status, false, "%s", _("Quiz closed: the scoring screen as it was."));
}

/* An action while the quiz is open: true when the quiz took it (*r says
 * what came of it), false when the scoring screen goes on with it. */
bool scoring_quiz_action(scoring_quiz *q, const quiz_counts *c, enum app_action action, int arg,
                         app_request *r)
{
  *r = REQUEST_DONE;
  bool asking = scoring_quiz_asking(q);
  switch (action) {
  case ACT_QUIZ:
    return false; /* the scoring screen starts it again */
  case ACT_QUIZ_ANSWER:
    *r = quiz_answer(q, c, arg);
    return true;
  case ACT_COLUMN:
    /* The digits answer while it asks; afterwards a column changed
     * changes the counts judged. */
    if (asking) {
      *r = quiz_answer(q, c, arg);
      return true;
    }
    quiz_close(q, c, false);
    return false;
  case ACT_ESCAPE:
    quiz_close(q, c, true);
    return true;
  case ACT_TOGGLE_DEAD:
  case ACT_ENGINE_DEAD:
  case ACT_DEMO:
    if (!asking) {
      quiz_close(q, c, false);
      return false;
    }
    break;
  case ACT_REASON:
  case ACT_VIEW:
  case ACT_EXPLAIN:
  case ACT_ACCEPT:
  case ACT_RESUME:
  case ACT_NO_RESULT:
    if (!asking)
      return false;
    break;
  default:
    if (!asking)
      return false;
    *r = REQUEST_IGNORED;
    return true;
  }
  /* Showing or changing a count would answer the question. */
  status_say(c->status, true, "%s",
             _("The quiz is asking: 1 to 4 or a click answers; Esc closes it."));
  return true;
}

/* The quiz's lines: the answers given, the question and its offered
 * answers, each a line to click; once all are answered, each answer
 * judged. */
void scoring_quiz_view(const scoring_quiz *q, const quiz_counts *c, ui_view *v)
{
  view_begin(v, BLOCK_QUIZ);
  view_line *l;
  char said[32], count[32];
  bool asking = scoring_quiz_asking(q);
  for (int k = 0; k < (asking ? q->asked : q->questions); k++) {
    if (!(l = view_add_line(v, false)))
      return;
    /* Short, to stay on one line of the room's type: the column's
     * heading, as in the table. */
    const char *column = rules_short_name(c->column[k]);
    margin_text(q->answer[k], said, sizeof said);
    if (asking) {
      /* TRANSLATORS: %s a column's heading ("Japanese"), then an answer ("W+9"). */
      snprintf(l->text, sizeof l->text, _("%s: you said %s"), column, said);
      l->dim = true;
    } else if (quiz_right(q, c, k)) {
      /* TRANSLATORS: %s a column's heading ("Japanese"), then an answer ("W+9"):
       * short, on one line of the room's type. */
      snprintf(l->text, sizeof l->text, _("%s: %s, right"), column, said);
      l->strong = true;
    } else {
      /* TRANSLATORS: a column's heading ("Japanese"), the count ("W+4"), then the
       * answer given ("W+9"): short, on one line of the room's type. */
      snprintf(l->text, sizeof l->text, _("%s: %s, not %s"), column,
               margin_text(c->count[k].margin, count, sizeof count), said);
      l->alarm = true;
    }
  }
  if (asking) {
    if ((l = view_add_line(v, true)))
      /* TRANSLATORS: %s the rule set as in a sentence ("Japanese"). */
      snprintf(l->text, sizeof l->text, _("%s rules: who wins, by how much?"),
               rules_sentence_name(c->column[q->asked]));
    for (int i = 0; i < QUIZ_OFFERS; i++)
      if ((l = view_add_line(v, false))) {
        snprintf(l->text, sizeof l->text, "%d   %s", i + 1,
                 margin_text(q->offer[q->asked][i], said, sizeof said));
        l->click = (uint8_t)(CLICK_QUIZ_1 + i);
      }
  }
  /* Once answered, what each wrong answer missed (or that no single
   * mistake gives it), then the line that closes the quiz, go under the
   * difference, in the teacher's type: the verdicts above are kept short
   * for the room's type, and the reasons need the room. */
  if (!asking) {
    view_begin(v, BLOCK_QUIZ_START);
    for (int k = 0; k < q->questions; k++)
      if (!quiz_right(q, c, k) && (l = view_add_line(v, false)))
        quiz_why_text(q, c, k, l->text, sizeof l->text);
  }
  if ((l = view_add_line(v, false))) {
    snprintf(l->text, sizeof l->text, "%s", _("Close the quiz (Esc)"));
    l->dim = true;
    l->click = CLICK_QUIZ_END;
  }
}
