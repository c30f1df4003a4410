/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The capture player (see capture_player.h): every legal move is played on
 * a copy of the board, what it does is measured, and the move with the
 * highest score wins; the score's tiers are the header's rules. */
#include "hoshi/capture_player.h"

#include <stdlib.h>
#include <string.h>

#include "hoshi/os.h"
#include "hoshi/rng.h"

/* The tiers, best first (the header's rules 1 to 5). */
enum tier { TIER_NONE, TIER_BAD, TIER_QUIET, TIER_ATARI, TIER_SAVE, TIER_CAPTURE };

/* What a move does, measured on the board after it. */
typedef struct measure {
  int captured;   /* opponent stones taken */
  int libs;       /* liberties of the chain played (at most 4 counted) */
  int endangered; /* own stones in atari after it */
  bool self_atari;
  int atari;  /* opponent stones put in atari by it */
  int escape; /* the fewest liberties such a chain has after running (4: none) */
} measure;

/* The stones of colour c in chains in atari. */
static int stones_in_atari(const board *b, enum color c)
{
  int n = 0;
  BOARD_FOR_POINTS(b, p) {
    if (board_at(b, p) == c && b->chain[p] == p && board_in_atari(b, p))
      n += b->stones[p];
  }
  return n;
}

static bool legal(const board *b, enum color c, point p, const rules *r,
                  const board_history *history)
{
  move_effect e = r ? rules_check_move(r, b, c, p, history)
                    : board_check(b, c, p, SUICIDE_FORBIDDEN, NULL, false);
  return e.status == MOVE_LEGAL;
}

/* The liberties of the opponent's chain at q (in atari on after) once it
 * runs to its liberty; 4 when it cannot. */
static int escape_liberties(const board *after, point q)
{
  enum color o = board_at(after, q);
  point lib = board_atari_liberty(after, after->chain[q]);
  if (board_check(after, o, lib, SUICIDE_FORBIDDEN, NULL, false).status != MOVE_LEGAL)
    return 4;
  board *run = os_malloc(sizeof *run);
  if (!run)
    return 4;
  *run = *after;
  board_play(run, o, lib);
  int n = board_liberty_list(run, lib, NULL, 3);
  free(run);
  return n;
}

/* The opponent chains next to p that the move put in atari. */
static void count_ataris(const board *b, const board *after, point p, measure *m)
{
  point seen[4];
  int n_seen = 0;
  m->escape = 4;
  BOARD_FOR_NEIGHBOURS(after, p, q) {
    if (board_at(after, q) != color_other(board_at(after, p)))
      continue;
    point h = after->chain[q];
    bool again = false;
    for (int i = 0; i < n_seen; i++)
      again |= seen[i] == h;
    if (again || !board_in_atari(after, h) || board_in_atari(b, b->chain[q]))
      continue;
    seen[n_seen++] = h;
    m->atari += after->stones[h];
    int e = escape_liberties(after, q);
    if (e < m->escape)
      m->escape = e;
  }
}

/* Plays p for c on after (a copy of b) and measures the move. */
static void measure_move(const board *b, board *after, enum color c, point p, measure *m)
{
  *after = *b;
  board_play(after, c, p);
  memset(m, 0, sizeof *m);
  m->captured = after->captures[c] - b->captures[c];
  m->libs = board_liberty_list(after, p, NULL, 3);
  m->endangered = stones_in_atari(after, c);
  if (m->libs == 1) {
    point lib = board_atari_liberty(after, after->chain[p]);
    m->self_atari =
        board_check(after, color_other(c), lib, SUICIDE_FORBIDDEN, NULL, false).status ==
        MOVE_LEGAL;
  }
  count_ataris(b, after, p, m);
}

/* How close p is to the stones: 2 next to one, 1 within two lines, 0 farther. */
static int closeness(const board *b, point p)
{
  int x = board_x(b, p), y = board_y(b, p), best = 0;
  for (int dy = -2; dy <= 2; dy++)
    for (int dx = -2; dx <= 2; dx++) {
      int u = x + dx, v = y + dy;
      if (u < 0 || v < 0 || u >= b->size || v >= b->size)
        continue;
      if (board_at(b, board_point(b, u, v)) == COLOR_EMPTY)
        continue;
      int near = abs(dx) + abs(dy) == 1 ? 2 : 1;
      if (near > best)
        best = near;
    }
  return best;
}

/* The line p is on, counted from the nearest edge (1: the first line). */
static int line_of(const board *b, point p)
{
  int x = board_x(b, p), y = board_y(b, p);
  int l = x < y ? x : y;
  int far = b->size - 1 - (x > y ? x : y);
  return (l < far ? l : far) + 1;
}

/* The opponent chains next to p whose liberties the move leaves at two. */
static int pressure(const board *after, point p)
{
  int n = 0;
  BOARD_FOR_NEIGHBOURS(after, p, q) {
    if (board_at(after, q) == color_other(board_at(after, p)) &&
        board_liberty_list(after, q, NULL, 2) == 2)
      n++;
  }
  return n;
}

/* A quiet move's worth (rule 4). */
static int quiet_worth(const board *b, const board *after, point p, const measure *m)
{
  int line = line_of(b, p);
  int worth = m->libs * 2 + pressure(after, p) * 3;
  if (board_is_empty(b)) { /* anywhere in the middle: lines 3 to 7 on 9x9 */
    int dx = abs(b->size / 2 - board_x(b, p)), dy = abs(b->size / 2 - board_y(b, p));
    int off = (dx > dy ? dx : dy) - b->size / 4;
    return 20 - (off > 0 ? off : 0);
  }
  worth += closeness(b, p) * 6;
  if (b->size >= 7)
    worth -= line == 1 ? 8 : line == 2 ? 2 : 0;
  return worth + 20;
}

/* The score of a move: its tier above all, then what counts in the tier. */
static uint64_t score(const board *b, const board *after, point p, const measure *m, int in_atari)
{
  enum tier t = TIER_BAD;
  int first = 0, second = 0;
  bool sound = !m->self_atari && m->endangered <= in_atari;
  if (m->captured > 0) {
    t = TIER_CAPTURE;
    first = m->captured;
    second = in_atari - m->endangered + 64;
  } else if (in_atari > m->endangered && !m->self_atari) {
    t = TIER_SAVE;
    first = in_atari - m->endangered;
    second = m->libs;
  } else if (m->atari > 0 && sound && m->libs >= 2) {
    t = TIER_ATARI;
    first = m->atari;
    second = 4 - m->escape;
  } else if (sound) {
    t = TIER_QUIET;
    first = quiet_worth(b, after, p, m);
  } else {
    first = 1024 - m->endangered;
  }
  if (first < 0)
    first = 0;
  if (second < 0)
    second = 0;
  return (uint64_t)t << 48 | (uint64_t)first << 32 | (uint64_t)second << 16;
}

point capture_player_choose(const board *b, enum color c, const rules *r,
                            const board_history *history, uint64_t seed)
{
  board *after = os_malloc(sizeof *after);
  if (!after)
    return POINT_PASS;
  uint64_t rng = seed ^ b->hash;
  int in_atari = stones_in_atari(b, c);
  point best = POINT_PASS;
  uint64_t best_score = 0;
  BOARD_FOR_POINTS(b, p) {
    if (board_at(b, p) != COLOR_EMPTY || board_is_eye(b, p, c) || !legal(b, c, p, r, history))
      continue;
    measure m;
    measure_move(b, after, c, p, &m);
    uint64_t s = score(b, after, p, &m, in_atari) | rng_below(&rng, 1u << 16);
    if (s > best_score) {
      best_score = s;
      best = p;
    }
  }
  free(after);
  return best;
}
