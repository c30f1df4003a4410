/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Counting demonstrations: how a finished position is counted by hand under
 * each family of rules, step by step, as a class would see it done on a real
 * board. Each step is a picture of the board (what stands where, what is
 * counted) and the figures of that step; the last step's result is the
 * count's (score_count) under the same rule set, reached by the procedure
 * rather than by the sums.
 *
 * - Japanese (J89): dead stones taken off as prisoners, prisoners filled into
 *   the opponent's territory, territories squared off, the points left
 *   counted, komi added.
 * - Chinese: dead stones taken off (back to the bowls), each side's area of
 *   stones and territory counted, compared with half the board.
 * - French quick count: dead stones taken off as prisoners, prisoners and
 *   pass stones filled into the opponent's territory, the points left
 *   compared with komi.
 */
#ifndef HOSHI_DEMO_H
#define HOSHI_DEMO_H

#include <stdbool.h>
#include <stdint.h>

#include "hoshi/board.h"
#include "hoshi/rules.h"
#include "hoshi/score.h"

/* enum demo_method (DEMO_JAPANESE, DEMO_CHINESE, DEMO_FRENCH) is in rules.h:
 * each rule set names the demonstration that reaches its count. */

#define DEMO_MAX_STEPS 6
#define DEMO_FIGURES   5

typedef struct demo_step {
  char title[96];
  char figure[DEMO_FIGURES][192]; /* the step's figures, in words */
  int n_figures;
  /* The board at this step, by point. */
  uint8_t stone[BOARD_MAX_POINTS];     /* colour of the stone standing there */
  uint8_t dead[BOARD_MAX_POINTS];      /* a stone still there and dead (in a seki) */
  uint8_t territory[BOARD_MAX_POINTS]; /* an empty point counted for this colour */
  uint8_t area[BOARD_MAX_POINTS];      /* a point of this colour's area (Chinese) */
  uint8_t highlight[BOARD_MAX_POINTS]; /* what the step moved, took or counts */
  uint16_t number[BOARD_MAX_POINTS];   /* counting numbers written on points (0: none) */
} demo_step;

typedef struct demo {
  enum demo_method method;
  const rules *rules; /* whose count the procedure reaches */
  int n_steps;
  demo_step step[DEMO_MAX_STEPS];
  double black, white; /* the figures compared at the last step (komi included) */
  double margin;       /* black - white */
  char result[16];     /* SGF form, as score's */
} demo;

/* The method's name for people: "Japanese counting". */
const char *demo_method_name(enum demo_method m);

/* The rule set whose count a method demonstrates. */
const rules *demo_method_rules(enum demo_method m);

/* Builds the demonstration of method m on the position and dead stones of
 * in (komi and handicap from in, passes for the pass stones). Returns false
 * when memory runs out or the input is unusable. */
bool demo_make(demo *d, enum demo_method m, const score_input *in);

#endif
