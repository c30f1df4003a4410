/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Counting a finished position under each rule set, from one set of dead
 * stones, with a full breakdown; and the reasons why the Japanese and the
 * Chinese counts differ, adding up exactly to the difference.
 *
 * Seki (J89 art. 8): living stones in contact with a dame are in seki, and
 * the eyes of stones in seki are not territory. The count fills the dame
 * on a copy of the board, as the commentary of art. 9 has them filled
 * before counting: each neutral region is read as a local fight with the
 * few-liberty chains around it and their eyes, and a point is filled while
 * either side can fill it without losing stones. What no one can fill is
 * seki (two groups sharing two liberties, one eye each and a shared
 * liberty, three shared liberties of which one is dame, a dead stone in an
 * eye); the stones touching it are in seki. The points filled are dame
 * counted as though filled (reported in unfilled_dame: by the letter of
 * Diagram 15 the stones next to them live only in seki). Dead stones
 * inside a seki stay on the board and are not prisoners (art. 10).
 *
 * Points that must be filled (art. 9, commentary): once the opponent has
 * filled every dame he safely can, a chain left in atari whose liberty is
 * in its own territory must connect there; that point is no territory
 * under territory counting, and counts under area counting.
 */
#ifndef HOSHI_SCORE_H
#define HOSHI_SCORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hoshi/board.h"
#include "hoshi/rules.h"

/* What the count needs besides the rule set. */
typedef struct score_input {
  const board *board;    /* the final position; board->captures are the prisoners of play */
  const uint8_t *dead;   /* per point, non-zero where the stone is dead; NULL: none */
  int handicap;          /* handicap stones N (0 in an even game) */
  double komi;           /* to White, the same for every rule set counted */
  int passes[3];         /* passes each colour made (for pass stones) */
  enum color last_mover; /* colour of the last stone played, COLOR_EMPTY if none */
} score_input;

typedef struct score_side {
  int stones;          /* living stones on the board */
  int territory;       /* points counted as this colour's territory (dead stones' included) */
  int dead;            /* own stones marked dead */
  int prisoners;       /* captured during play plus the opponent's dead stones removed */
  int pass_stones;     /* stones the opponent handed over for passes (AGA, French) */
  int seki_eyes;       /* eyes of this colour's groups in seki */
  int dead_left;       /* own dead stones left on the board in seki (J89 art. 10) */
  int must_fill;       /* points of own territory to fill once the dame are (J89 art. 9) */
  double compensation; /* handicap compensation (White) */
  double komi;         /* komi (White) */
  double total;
} score_side;

typedef struct score {
  const rules *rules;
  score_side side[3]; /* indexed by colour */
  int dame;           /* neutral points counted for nobody */
  int seki_points;    /* neutral points of seki (no one can fill them) */
  int unfilled_dame;  /* neutral points either player could still fill */
  double margin;      /* Black's total minus White's */
  char result[16];    /* SGF form: "B+3.5", "W+0.5", "0" */
} score;

/* Frees what the calling thread keeps of its last analysis (the counts
 * of one position under every rule set share it): a thread other than
 * the window's that counted calls it before it ends. */
void score_thread_end(void);

/* Writes a margin in Black's favour as SGF writes a result: "B+3.5",
 * "W+0.5", "0" for a draw. */
void score_format_result(double margin, char *out, size_t len);

/* Counts in->board under r. Returns false if the input is unusable (no
 * board, komi not finite). */
bool score_count(const score_input *in, const rules *r, score *out);

/* What a stone is in the count. */
enum score_status { SCORE_NONE = 0, SCORE_ALIVE, SCORE_DEAD, SCORE_SEKI };

/* Fills status[p] for every point: SCORE_DEAD for stones marked dead,
 * SCORE_SEKI for living stones in seki, SCORE_ALIVE for other stones,
 * SCORE_NONE for empty points. Returns false when memory runs out. */
bool score_stone_status(const score_input *in, uint8_t status[BOARD_MAX_POINTS]);

/* What a point counts as, for showing a count on the board. Points that
 * hold no living stone (empty, or a dead stone) belong to a region: */
enum score_point {
  SCORE_POINT_STONE,          /* a living stone */
  SCORE_POINT_DAME,           /* neutral: worth nothing under any rule set */
  SCORE_POINT_SEKI,           /* neutral in a seki: no one can fill it */
  SCORE_POINT_BLACK,          /* Black's territory */
  SCORE_POINT_WHITE,          /* White's territory */
  SCORE_POINT_BLACK_SEKI_EYE, /* an eye of Black stones in seki: area, not territory (J89) */
  SCORE_POINT_WHITE_SEKI_EYE,
  SCORE_POINT_BLACK_MUST_FILL, /* Black's, to fill once the dame are: area, not territory */
  SCORE_POINT_WHITE_MUST_FILL,
};

/* The owner of a region kind: the colour whose territory or seki eye it is,
 * else COLOR_EMPTY. */
enum color score_point_owner(enum score_point k);

/* Whether a point is an eye of stones in seki. */
static inline bool score_point_is_seki_eye(enum score_point k)
{
  return k == SCORE_POINT_BLACK_SEKI_EYE || k == SCORE_POINT_WHITE_SEKI_EYE;
}

/* Whether a point is one its owner must fill once the dame are filled. */
static inline bool score_point_is_must_fill(enum score_point k)
{
  return k == SCORE_POINT_BLACK_MUST_FILL || k == SCORE_POINT_WHITE_MUST_FILL;
}

/* The colour whose territory a point of this kind is when r counts: its
 * owner's, but a seki eye only where r counts seki eyes (not J89), and a
 * point to fill only where r counts stones (area).
 * COLOR_EMPTY for stones and neutral points. */
enum color score_point_territory(enum score_point k, const rules *r);

/* Fills kind[p] (enum score_point) for every point of the board. Returns
 * false when memory runs out. */
bool score_points(const score_input *in, uint8_t kind[BOARD_MAX_POINTS]);

/* Stones each colour put on the board (moves, handicap and setup stones):
 * the stones there now, dead ones included, plus those the opponent took. */
int score_stones_placed(const board *b, enum color c);

/* Toggles the dead mark of the chain at p and, as players expect, of every
 * chain of the same colour in the same region bounded by the other colour's
 * living stones. Returns the number of stones whose mark changed (0 if p
 * holds no stone). */
int score_toggle_dead(const board *b, uint8_t dead[BOARD_MAX_POINTS], point p);

/* What a reason speaks of. */
enum score_reason_kind {
  REASON_STONES_PLACED, /* area counts the stones each side placed, territory does not */
  REASON_SEKI_EYES,     /* eyes of color's groups in seki: area, not territory */
  REASON_DEAD_IN_SEKI,  /* color's dead stones left in a seki: no prisoners (J89 art. 10) */
  REASON_COMPENSATION,  /* handicap compensation differs */
  REASON_DAME,          /* neutral points: worth nothing in either count (0 points) */
  REASON_SEKI_DAME,     /* neutral points of seki: worth nothing in either count (0 points) */
  REASON_MUST_FILL,     /* points color must fill once the dame are: area, not territory */
  REASON_UNFILLED_DAME, /* dame left unfilled: counted as though filled (0 points) */
};

/* A reason kind's name in --score --json: "stones_placed", "seki_eyes",
 * "dead_in_seki", "compensation", "dame", "seki_dame", "must_fill",
 * "unfilled_dame". */
const char *score_reason_id(enum score_reason_kind kind);

/* One reason why two counts differ, with its size in points in Black's
 * favour (first count minus second). */
typedef struct score_reason {
  double points;
  enum score_reason_kind kind;
  enum color color; /* whose eyes or dead stones, else COLOR_EMPTY */
  char text[256];   /* in the person's language */
} score_reason;

/* Why the margin of a (a territory count, like the Japanese) and the margin
 * of b (an area count, like the Chinese) differ: writes at most max reasons
 * whose points add up exactly to a->margin - b->margin, and returns their
 * number. Both counts must come from the same input. */
int score_reconcile(const score *a, const score *b, const score_input *in, score_reason *out,
                    int max);

/* Marks (non-zero in mark) the points a reason speaks of that the board
 * shows: the seki eyes, the dead stones left in seki, the dame. Returns their
 * number; 0 for a reason about no point of the board (stones placed;
 * compensation, whose handicap stones the game knows: game_handicap_points).
 * -1 when memory runs out. */
int score_reason_points(const score_reason *r, const score_input *in,
                        uint8_t mark[BOARD_MAX_POINTS]);

#endif
