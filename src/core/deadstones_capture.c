/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Captures that lose: the reading of a capture's aftermath for the
 * dead-stone estimate (deadstones_internal.h says what it answers). The
 * reading itself is seki.c's: both sides may pass, a side to move may
 * play elsewhere. No SDL here. */
#include <stdlib.h>
#include <string.h>

#include "deadstones_internal.h"
#include "hoshi/os.h"
#include "seki.h"

/* The shapes that leave one eye once captured (deadstones_internal.h). */
bool deadstones_killing_shape(const board *b, const point *set, int n, const uint8_t *in_set)
{
  if (n <= 3)
    return true;
  if (n > 6)
    return false;
  int most = 0;
  bool square = false;
  for (int i = 0; i < n; i++) {
    point p = set[i];
    int k = 0;
    BOARD_FOR_NEIGHBOURS(b, p, q) {
      k += in_set[q];
    }
    if (k > most)
      most = k;
    square |= in_set[p + 1] && in_set[p + b->stride] && in_set[p + b->stride + 1];
  }
  if (n == 6)
    return most == 4;
  return most >= 3 || square;
}

/* Whether one of the chains through pts[] has an eye outside the area: a
 * liberty whose every neighbour is its colour (or the edge). A chain with
 * one, or with more than three liberties outside to fill, is not taken
 * back by a local fight on the points its capture left: the common case,
 * stones taken inside a living wall's territory, is not read at all. */
static bool eye_elsewhere(const board *b, const point *pts, int n, const seki_area *area)
{
  for (int k = 0; k < n; k++) {
    point libs[CLOSED_REGION];
    int m = board_liberty_list(b, pts[k], libs, CLOSED_REGION);
    if (m > CLOSED_REGION)
      return true; /* so free a chain is taken by no local fight */
    for (int i = 0; i < m; i++) {
      if (area->in[libs[i]])
        continue;
      bool eye = true;
      BOARD_FOR_NEIGHBOURS(b, libs[i], q) {
        eye &= b->color[q] == b->color[pts[k]] || b->color[q] == COLOR_BORDER;
      }
      if (eye)
        return true;
    }
  }
  return false;
}

/* The liberties of the chains through pts[] outside the area (counted up
 * to CLOSED_REGION each). */
static int outside_liberties(const board *b, const point *pts, int n, const seki_area *area)
{
  int count = 0;
  for (int k = 0; k < n; k++) {
    bool again = false;
    for (int j = 0; j < k; j++)
      again |= b->chain[pts[j]] == b->chain[pts[k]];
    if (again)
      continue;
    point libs[CLOSED_REGION];
    int m = board_liberty_list(b, pts[k], libs, CLOSED_REGION);
    if (m > CLOSED_REGION) {
      count += m;
      continue;
    }
    for (int i = 0; i < m; i++)
      count += !area->in[libs[i]];
  }
  return count;
}

/* The positions a first reading of a capture's aftermath may read. */
#define CAPTURE_NODES 100

/* The stones a capture of x takes at once: x's chain and the chains of its
 * side sharing a liberty with it (two stones on either side of the point
 * that takes both), with their liberties, two at most, which the capturer
 * fills. */
typedef struct capture_unit {
  point chains[4];
  int n_chains, stones;
  point libs[3];
  int n_libs;
} capture_unit;

/* x's unit; false when it has more than two liberties, more than four
 * chains or more stones than a reading holds. */
static bool capture_unit_of(const board *b, point x, capture_unit *t)
{
  enum color c = (enum color)b->color[x];
  *t = (capture_unit){.chains = {b->chain[x]}, .n_chains = 1};
  for (int u = 0; u < t->n_chains; u++) {
    t->stones += b->stones[t->chains[u]];
    point own[3];
    int m = board_liberty_list(b, t->chains[u], own, 2);
    if (m > 2 || t->stones > SEKI_MAX_AREA)
      return false;
    for (int k = 0; k < m; k++) {
      bool known = false;
      for (int j = 0; j < t->n_libs; j++)
        known |= t->libs[j] == own[k];
      if (!known && t->n_libs == 2)
        return false;
      if (!known)
        t->libs[t->n_libs++] = own[k];
      BOARD_FOR_NEIGHBOURS(b, own[k], q) {
        bool in = b->color[q] != c;
        for (int j = 0; j < t->n_chains && !in; j++)
          in = t->chains[j] == b->chain[q];
        if (!in && t->n_chains == 4)
          return false;
        if (!in)
          t->chains[t->n_chains++] = b->chain[q];
      }
    }
  }
  return true;
}

/* After the capture of the unit on after (its points in area): whether its
 * owner, moving first, takes back a chain holding a capturing stone, and
 * why that keeps the unit (CAPTURE_HOLDS: it does not); *taker, a
 * stone of that chain that b had already. */
static enum capture_outcome taken_back(const board *b, const board *after, const capture_unit *t,
                                       const seki_area *area, point *taker)
{
  enum color c = after->to_move, opp = color_other(c);
  point theirs[2], mine[16];
  int n_theirs = 0, n_mine = 0, held = 0;
  for (int k = 0; k < t->n_libs; k++)
    if (after->color[t->libs[k]] == opp) {
      theirs[n_theirs++] = t->libs[k];
      if (after->stones[after->chain[t->libs[k]]] > held)
        held = after->stones[after->chain[t->libs[k]]];
    }
  if (eye_elsewhere(after, theirs, n_theirs, area) ||
      outside_liberties(after, theirs, n_theirs, area) > 3)
    return CAPTURE_HOLDS;
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  for (int i = 0; i < area->n; i++)
    BOARD_FOR_NEIGHBOURS(after, area->pts[i], q) {
      if (after->color[q] == c && !seen[after->chain[q]] && n_mine < 16) {
        seen[after->chain[q]] = 1;
        mine[n_mine++] = (point)q;
      }
    }
  /* The fight goes on over the capturing chains' liberties outside too
   * (a wall that must be filled from outside to be taken). */
  seki_area *wide = os_malloc(sizeof *wide);
  if (!wide)
    return CAPTURE_HOLDS;
  *wide = *area;
  for (int k = 0; k < n_theirs; k++)
    if (!seki_area_add_liberties(after, theirs[k], wide)) {
      *wide = *area;
      break;
    }
  /* A taking back shows in a short reading; a wall that dies of the eye
   * its capture leaves, only in a longer one, read when the wall is what
   * could be lost and the points left are a killing shape of three or more
   * (one or two leave an eye that is one eye anyway). */
  int read = seki_read_kill(after, c, wide, theirs, n_theirs, mine, n_mine, CAPTURE_NODES);
  if (read < 0 && held > t->stones && t->stones >= 3 &&
      deadstones_killing_shape(after, area->pts, area->n, area->in))
    read = seki_read_kill(after, c, wide, theirs, n_theirs, mine, n_mine, 0);
  free(wide);
  if (read != 1)
    return CAPTURE_HOLDS;
  for (int k = 0; k < n_theirs && *taker == POINT_NONE; k++) {
    point s = theirs[k];
    do {
      if (b->color[s] == opp)
        *taker = s;
      s = after->next[s];
    } while (s != theirs[k] && *taker == POINT_NONE);
  }
  return held > t->stones ? CAPTURE_COSTS_MORE : CAPTURE_NEW_STONE;
}

/* Whether the opponent's capture of the chain through x loses what it
 * takes: the opponent fills the liberties of x's unit (capture_unit_of; one or two,
 * in either order), and then x's side, moving first on the points the unit
 * vacated and on the capturing chains' liberties, captures a chain that
 * holds a capturing stone. When that chain has more stones than the unit,
 * the capture costs more than it takes and no one makes it: a seki (a wall
 * on the first line that dies of the straight three its capture leaves).
 * Otherwise it is J89's "new stone" (art. 7 and its commentary: stones
 * whose capture lets their owner play a new stone there that cannot be
 * captured are alive; uttegaeshi). CAPTURE_HOLDS when the capture
 * holds. */
static enum capture_outcome capture_loses(const board *b, point x, point *taker)
{
  enum color c = (enum color)b->color[x], opp = color_other(c);
  capture_unit t;
  if (!capture_unit_of(b, x, &t))
    return CAPTURE_HOLDS;
  seki_area *area = os_calloc(1, sizeof *area);
  board *after = os_malloc(sizeof *after);
  enum capture_outcome loses = CAPTURE_HOLDS;
  for (int u = 0; area && after && u < t.n_chains; u++) {
    point s = t.chains[u];
    do {
      seki_area_add(area, s);
      s = b->next[s];
    } while (s != t.chains[u]);
  }
  /* The capturer fills the liberties, in either order. */
  for (int order = 0; area && after && order < t.n_libs && !loses; order++) {
    *after = *b;
    bool ok = true;
    for (int k = 0; k < t.n_libs && ok; k++) {
      point p = t.libs[(order + k) % t.n_libs];
      ok = board_check(after, opp, p, SUICIDE_FORBIDDEN, NULL, false).status == MOVE_LEGAL;
      if (ok)
        board_play(after, opp, p);
    }
    for (int u = 0; u < t.n_chains && ok; u++)
      ok = after->color[t.chains[u]] != c;
    if (!ok)
      continue;
    after->to_move = c;
    after->passes = 0;
    loses = taken_back(b, after, &t, area, taker);
  }
  free(area);
  free(after);
  return loses;
}

/* Whether a dead stone of c's opponent lies next to a liberty of the
 * chain through p. */
static bool dead_rival_near(const board *b, point p, const uint8_t *dead)
{
  point libs[3];
  int n = board_liberty_list(b, p, libs, 2);
  for (int k = 0; k < n && n <= 2; k++)
    BOARD_FOR_NEIGHBOURS(b, libs[k], q) {
      if (b->color[q] == color_other((enum color)b->color[p]) && dead[q])
        return true;
    }
  return false;
}

/* The positions a proof that a wall cannot be taken may read: every
 * attempt must fail, which is a larger tree than one kill. */
#define STANDS_BY_NODES 20000

/* Whether the chain through t stands only by the chain through p: t has
 * few liberties (its own and the small eyes beside them, read), and p's
 * side, moving first there, cannot capture it, even giving up p (a throw
 * that leaves t a false eye kills it), as far as a finished reading
 * shows. A chain with more liberties than that is no seki's: no. */
static bool stands_by(const board *b, point t, point p)
{
  seki_area *area = os_calloc(1, sizeof *area);
  bool yes = area && seki_area_add_liberties(b, t, area) &&
             seki_read_kill(b, (enum color)b->color[p], area, &t, 1, NULL, 0, STANDS_BY_NODES) == 0;
  free(area);
  return yes;
}

/* A dead chain, or a dead wall beside a living chain, spared when its
 * capture loses (deadstones_internal.h). */
bool deadstones_spare_captures(const board *b, const uint8_t *dead, uint8_t *sure_alive,
                               uint8_t *sure_dead, uint8_t *race_lost, uint8_t *why)
{
  bool spared = false;
  BOARD_FOR_POINTS(b, p) {
    if (b->color[p] == COLOR_EMPTY || b->chain[p] != p ||
        (!dead[p] && !dead_rival_near(b, p, dead)))
      continue;
    point taker = POINT_NONE;
    enum capture_outcome w = capture_loses(b, p, &taker);
    bool seki = w == CAPTURE_COSTS_MORE && taker != POINT_NONE;
    if (w == CAPTURE_HOLDS || (!dead[p] && !(seki && dead[taker] && stands_by(b, taker, p))))
      continue;
    for (int k = 0; k < 1 + seki; k++) {
      point q = k ? taker : p;
      if (why)
        board_mark_chain(b, q, why, (uint8_t)w);
      board_mark_chain(b, q, sure_alive, 1);
      board_mark_chain(b, q, sure_dead, 0);
      board_mark_chain(b, q, race_lost, 0);
    }
    spared = true;
  }
  return spared;
}
