/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for a record posed as a problem, as the window and the
 * exercise sheet pose it (after the 2026-11-29 review's harness): the input
 * is an SGF record; at the root and at the first nodes with moves below
 * them the problem is started, every child judged, the opponent's reply
 * chosen and the correct line followed to its end.
 *
 * Properties: nothing crashes; a reply is a child of the node it answers;
 * a node on a correct line is not judged wrong; following the correct line
 * ends. With -timeout, a slow unit shows what a walk costs. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/exercise.h"
#include "hoshi/game.h"
#include "hoshi/sgf.h"

#include "property.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  sgf_collection *c = sgf_parse((const char *)data, size, NULL);
  if (!c || c->n_games == 0) {
    sgf_free(c);
    return 0;
  }
  game g;
  if (!game_init(&g, 9, NULL)) {
    sgf_free(c);
    return 0;
  }
  if (!game_load(&g, c, 0, NULL, NULL)) {
    game_deinit(&g);
    return 0;
  }
  uint64_t rng = 12345;
  int starts = 0;
  for (const sgf_node *s = g.root; s && starts < 4; s = sgf_walk_next(s, g.root)) {
    if (!s->children || !game_goto_node(&g, s))
      continue;
    exercise_problem p;
    if (!exercise_problem_start(&p, &g))
      continue;
    starts++;
    for (const sgf_node *k = s->children; k; k = k->next) {
      enum exercise_verdict v = exercise_judge(&p, k);
      PROPERTY("correct-not-wrong", !exercise_on_correct_line(&p, k) || v != EXERCISE_WRONG);
      const sgf_node *r = exercise_reply(&p, k, &rng);
      PROPERTY("reply-is-child", !r || r->parent == k);
    }
    const sgf_node *end = s;
    int steps = 0;
    for (bool on = true; on && end->children && steps < 100000; steps++) {
      on = false;
      for (const sgf_node *k = end->children; k; k = k->next)
        if (exercise_on_correct_line(&p, k)) {
          end = k;
          on = true;
          break;
        }
    }
    PROPERTY("line-ends", steps < 100000);
  }
  game_deinit(&g);
  return 0;
}
