/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the scoring screen's files share (scoring.c: the counts, the marks,
 * the demonstrations and the panel; scoring_quiz.c: the counting quiz).
 * Private to src/app. No SDL here. */
#ifndef HOSHI_APP_SCORING_INTERNAL_H
#define HOSHI_APP_SCORING_INTERNAL_H

#include "app/scoring.h"

/* The points the selected reason speaks of; with none selected once the
 * quiz has judged, those of every reason the answers missed. */
void scoring_light(app_scoring *s, const scoring_context *ctx);

/* Whether the quiz is open and a question not yet answered. */
bool scoring_quiz_asking(const app_scoring *s);
/* Opens the quiz (again): the counts hidden, the first question asked. */
void scoring_quiz_start(app_scoring *s, const scoring_context *ctx);
/* An action while the quiz is open: true when the quiz took it (*r says
 * what came of it), false when the scoring screen goes on with it. */
bool scoring_quiz_action(app_scoring *s, const scoring_context *ctx, enum app_action action,
                         int arg, app_request *r);
/* The quiz's lines in the panel. */
void scoring_quiz_view(const app_scoring *s, ui_view *v);

#endif
