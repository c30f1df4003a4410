/* Local fights for seki (see seki.h): a small alpha-beta reading over the
 * points of an area, with a transposition table and a node budget. */
#include "seki.h"

#include <stdlib.h>
#include <string.h>

/* How many positions one reading may visit; past it the reading counts as
 * finding no capture. Seki shapes take a few hundred. */
#define NODE_BUDGET 20000

/* A chain whose liberties an area takes in: more than this and it is no
 * chain a local fight can capture. */
#define CHAIN_LIBERTIES 6

/* An empty region an area takes in whole around a liberty: an eye. */
#define EYE_POINTS 6

/* The positions already read: key, and what came of them. */
#define MEMO_BITS 15 /* more slots than NODE_BUDGET: the table never fills */
#define MEMO_SIZE (1u << MEMO_BITS)

typedef struct memo_entry {
  uint64_t key; /* 0: empty */
  uint8_t won;
} memo_entry;

/* Stones of other chains a fight may capture, whose points it may then
 * play: dead stones inside an eye, taken and thrown in again. */
#define MAX_EXTRA 16

typedef struct fight {
  const seki_area *area;
  point extra[MAX_EXTRA];
  int n_extra;
  enum color attacker;
  const point *targets, *own;
  int n_targets, n_own;
  int nodes;
  bool out_of_budget;
  bool ko; /* a position read had a ko */
  memo_entry *memo;
  board *stack; /* one board per ply */
  int max_depth;
} fight;

bool seki_area_add(seki_area *a, point p)
{
  if (a->in[p])
    return true;
  if (a->n >= SEKI_MAX_AREA)
    return false;
  a->in[p] = 1;
  a->pts[a->n++] = p;
  return true;
}

/* The liberties of the chain through p, at most max (max + 1 when there
 * are more). */
static int chain_liberties(const board *b, point p, point *out, int max)
{
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  int n = 0;
  point s = p;
  do {
    BOARD_FOR_NEIGHBOURS(b, s, q)
    {
      if (b->color[q] == COLOR_EMPTY && !seen[q]) {
        seen[q] = 1;
        if (n == max)
          return max + 1;
        out[n++] = (point)q;
      }
    }
    s = b->next[s];
  } while (s != p);
  return n;
}

/* Adds the empty region around p when it has at most EYE_POINTS points. */
static bool add_eye(const board *b, point p, seki_area *a)
{
  point eye[EYE_POINTS + 1];
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  int n = 0;
  eye[n++] = p;
  seen[p] = 1;
  for (int i = 0; i < n; i++)
    BOARD_FOR_NEIGHBOURS(b, eye[i], q)
    {
      if (b->color[q] != COLOR_EMPTY || seen[q])
        continue;
      if (n == EYE_POINTS)
        return seki_area_add(a, p); /* a larger region: no eye */
      seen[q] = 1;
      eye[n++] = (point)q;
    }
  for (int i = 0; i < n; i++)
    if (!seki_area_add(a, eye[i]))
      return false;
  return true;
}

bool seki_area_close(const board *b, const uint8_t *dead, seki_area *a)
{
  uint8_t done[BOARD_MAX_POINTS] = {0};
  for (int i = 0; i < a->n; i++) /* a->n grows as chains bring points */
    BOARD_FOR_NEIGHBOURS(b, a->pts[i], q)
    {
      enum color c = board_at(b, (point)q);
      if ((c != COLOR_BLACK && c != COLOR_WHITE) || (dead && dead[q]) || done[b->chain[q]])
        continue;
      done[b->chain[q]] = 1;
      point libs[CHAIN_LIBERTIES];
      int n = chain_liberties(b, (point)q, libs, CHAIN_LIBERTIES);
      for (int k = 0; k < n && n <= CHAIN_LIBERTIES; k++)
        if (!a->in[libs[k]] && !add_eye(b, libs[k], a))
          return false;
    }
  return true;
}

bool seki_enclosed(const board *b, point p, const seki_area *area)
{
  point s = p;
  do {
    BOARD_FOR_NEIGHBOURS(b, s, q)
    {
      if (b->color[q] == COLOR_EMPTY && !area->in[q])
        return false;
    }
    s = b->next[s];
  } while (s != p);
  return true;
}

/* Whether one of the chains through pts[], all of colour c, is gone. */
static bool any_taken(const board *b, const point *pts, int n, enum color c)
{
  for (int i = 0; i < n; i++)
    if (board_at(b, pts[i]) != c)
      return true;
  return false;
}

static uint64_t key_of(const board *b, int passes)
{
  uint64_t k = b->hash ^ (b->to_move == COLOR_WHITE ? 0x9e3779b97f4a7c15ull : 0) ^
               (passes ? 0xc2b2ae3d27d4eb4full : 0) ^ ((uint64_t)(uint16_t)b->ko << 48);
  return k ? k : 1;
}

static memo_entry *memo_slot(fight *f, uint64_t key)
{
  uint32_t i = (uint32_t)(key >> (64 - MEMO_BITS));
  for (;;) {
    memo_entry *e = &f->memo[i];
    if (e->key == 0 || e->key == key)
      return e;
    i = (i + 1) & (MEMO_SIZE - 1);
  }
}

/* Whether the attacker wins from the position at f->stack[depth]: it
 * captures a target before losing one of its own. */
static bool wins(fight *f, int depth, int passes)
{
  const board *b = &f->stack[depth];
  enum color defender = color_other(f->attacker);
  if (any_taken(b, f->targets, f->n_targets, defender))
    return true;
  if (any_taken(b, f->own, f->n_own, f->attacker))
    return false;
  if (depth >= f->max_depth || f->nodes >= NODE_BUDGET) {
    f->out_of_budget |= f->nodes >= NODE_BUDGET;
    return false;
  }
  f->nodes++;
  f->ko |= b->ko != POINT_NONE;
  uint64_t key = key_of(b, passes);
  memo_entry *slot = memo_slot(f, key);
  if (slot->key == key)
    return slot->won;
  bool attacking = b->to_move == f->attacker;
  /* The attacker looks for one move that wins, the defender for one that
   * does not lose; a pass after a pass ends the fight with no capture. */
  bool result = !attacking;
  board *next = &f->stack[depth + 1];
  for (int i = 0; i < f->area->n + f->n_extra && result == !attacking; i++) {
    point p = i < f->area->n ? f->area->pts[i] : f->extra[i - f->area->n];
    if (board_at(b, p) != COLOR_EMPTY ||
        board_check(b, b->to_move, p, SUICIDE_FORBIDDEN, NULL, false).status != MOVE_LEGAL)
      continue;
    *next = *b;
    board_play(next, b->to_move, p);
    if (wins(f, depth + 1, 0) == attacking)
      result = attacking;
  }
  if (result == !attacking) {
    if (passes)
      result = false;
    else {
      *next = *b;
      board_play(next, b->to_move, POINT_PASS);
      result = wins(f, depth + 1, 1);
    }
  }
  if (!f->out_of_budget) {
    slot = memo_slot(f, key);
    slot->key = key;
    slot->won = result;
  }
  return result;
}

#define MAX_CHAINS 32

static bool among(const board *b, point p, const point *chains, int n)
{
  for (int i = 0; i < n; i++)
    if (b->chain[chains[i]] == b->chain[p])
      return true;
  return false;
}

/* The stones of the enclosed chains next to the area that are neither
 * targets nor the attacker's own: a fight may take them and play there. */
static void add_extra(const board *b, fight *f)
{
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  for (int i = 0; i < f->area->n; i++)
    BOARD_FOR_NEIGHBOURS(b, f->area->pts[i], q)
    {
      enum color c = board_at(b, (point)q);
      if ((c != COLOR_BLACK && c != COLOR_WHITE) || seen[b->chain[q]])
        continue;
      seen[b->chain[q]] = 1;
      if (among(b, (point)q, f->targets, f->n_targets) || among(b, (point)q, f->own, f->n_own) ||
          b->stones[b->chain[q]] > MAX_EXTRA - f->n_extra || !seki_enclosed(b, (point)q, f->area))
        continue;
      point s = (point)q;
      do {
        f->extra[f->n_extra++] = s;
        s = b->next[s];
      } while (s != q);
    }
}

static bool can_capture(const board *b, enum color attacker, const seki_area *area,
                        const point *targets, int n_targets, const point *own, int n_own, bool *ko)
{
  point t[MAX_CHAINS], o[MAX_CHAINS];
  int nt = 0, no = 0;
  for (int i = 0; i < n_targets && nt < MAX_CHAINS; i++)
    if (board_at(b, targets[i]) == color_other(attacker) && seki_enclosed(b, targets[i], area))
      t[nt++] = targets[i];
  if (nt == 0)
    return false;
  for (int i = 0; i < n_own && no < MAX_CHAINS; i++)
    if (board_at(b, own[i]) == attacker)
      o[no++] = own[i];
  fight f = {
      .area = area, .attacker = attacker, .targets = t, .n_targets = nt, .own = o, .n_own = no};
  add_extra(b, &f);
  f.max_depth = 2 * (area->n + f.n_extra) + 4;
  f.memo = calloc(MEMO_SIZE, sizeof *f.memo);
  f.stack = malloc(((size_t)f.max_depth + 2) * sizeof *f.stack);
  bool won = false;
  if (f.memo && f.stack) {
    f.stack[0] = *b;
    f.stack[0].to_move = attacker;
    f.stack[0].passes = 0;
    won = wins(&f, 0, 0);
  }
  free(f.memo);
  free(f.stack);
  if (ko)
    *ko |= f.ko;
  return won;
}

bool seki_can_capture(const board *b, enum color attacker, const seki_area *area,
                      const point *targets, int n_targets, const point *own, int n_own)
{
  return can_capture(b, attacker, area, targets, n_targets, own, n_own, NULL);
}

/* The living chains of colour c next to the area's points, by one stone
 * each. */
static int chains_next_to_area(const board *b, const uint8_t *dead, enum color c,
                               const seki_area *area, point *out, int max)
{
  int n = 0;
  for (int i = 0; i < area->n; i++)
    BOARD_FOR_NEIGHBOURS(b, area->pts[i], q)
    {
      if (b->color[q] != c || (dead && dead[q]))
        continue;
      bool seen = false;
      for (int k = 0; k < n && !seen; k++)
        seen = b->chain[out[k]] == b->chain[q];
      if (!seen && n < max)
        out[n++] = (point)q;
    }
  return n;
}

bool seki_fills_safely(const board *b, const uint8_t *dead, enum color c, point p,
                       const seki_area *area)
{
  if (board_at(b, p) != COLOR_EMPTY ||
      board_check(b, c, p, SUICIDE_FORBIDDEN, NULL, false).status != MOVE_LEGAL)
    return false;
  board *after = malloc(sizeof *after);
  if (!after)
    return false;
  *after = *b;
  int held = after->captures[c];
  board_play(after, c, p);
  bool safe = true;
  if (after->captures[c] == held) {
    point mine[MAX_CHAINS], theirs[MAX_CHAINS];
    int n_mine = chains_next_to_area(after, dead, c, area, mine, MAX_CHAINS);
    int n_theirs = chains_next_to_area(after, dead, color_other(c), area, theirs, MAX_CHAINS);
    safe = !seki_can_capture(after, color_other(c), area, mine, n_mine, theirs, n_theirs);
  }
  free(after);
  return safe;
}

bool seki_standoff(const board *b, point d, point e, bool *ko)
{
  seki_area *area = calloc(1, sizeof *area);
  if (!area)
    return false;
  point libs[SEKI_MAX_AREA];
  int nd = chain_liberties(b, d, libs, SEKI_MAX_AREA);
  bool ok = nd <= SEKI_MAX_AREA;
  for (int i = 0; ok && i < nd; i++)
    ok = seki_area_add(area, libs[i]);
  int ne = ok ? chain_liberties(b, e, libs, SEKI_MAX_AREA) : 0;
  ok = ok && ne <= SEKI_MAX_AREA;
  for (int i = 0; ok && i < ne; i++)
    ok = seki_area_add(area, libs[i]);
  enum color cd = board_at(b, d), ce = board_at(b, e);
  bool standoff = ok && !can_capture(b, cd, area, &e, 1, &d, 1, ko) &&
                  !can_capture(b, ce, area, &d, 1, &e, 1, ko);
  free(area);
  return standoff;
}
