/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Local fights for seki (see seki.h): a small alpha-beta reading over the
 * points of an area, with a transposition table and a node budget. */
#include "seki.h"
#include "hoshi/os.h"

#include <stdlib.h>
#include <string.h>

/* How many positions one reading may visit; past it the reading counts as
 * finding no capture. Seki shapes take a few hundred: a standoff is proved
 * with the larger budget; whether a dame fills safely is asked many times
 * per count, and a fill that could cost stones shows within the smaller. */
#define NODE_BUDGET 2500
#define FILL_BUDGET 400
/* A capturing race with few liberties is read out in a few hundred
 * positions; the estimate asks it of many chains, and a race that needs
 * more is no ruling (the playouts decide it). */
#define RACE_BUDGET 600

/* A chain whose liberties an area takes in: more than this and it is no
 * chain a local fight can capture. */
#define CHAIN_LIBERTIES 6

/* An empty region an area takes in whole around a liberty: an eye. */
#define EYE_POINTS 6

/* The positions already read: key, and what came of them. */
/* The table has at least twice as many slots as the reading's budget
 * positions, so it never fills; it is cleared for every reading, so it is
 * no larger than that (a small race's reading clears a small table). */
#define MEMO_MIN_BITS 8
#define MEMO_MAX_BITS 16

/* The most positions a reading may visit: the table must keep empty
 * slots, or a probe would go round it for ever. */
#define MAX_BUDGET (1 << (MEMO_MAX_BITS - 1))

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
  /* Stones of the defender that are safe whatever happens here (NULL:
   * none): a target that joins one has escaped. */
  const uint8_t *safe;
  int nodes, budget;
  bool out_of_budget;
  bool ko;  /* a position read had a ko */
  bool cut; /* a line was cut short by the depth or the budget */
  /* The positions of the line being read, by depth: a line that comes
   * back to one of them (a double ko, where each capture is answered by
   * the other) is one the attacker cannot force, and what is read below
   * it holds only on that line, so it is not remembered. */
  uint64_t *line;
  int cycles;
  memo_entry *memo;
  int memo_bits;
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

/* Adds the empty region around p when it has at most EYE_POINTS points. */
static bool add_eye(const board *b, point p, seki_area *a)
{
  point eye[EYE_POINTS + 1];
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  int n = 0;
  eye[n++] = p;
  seen[p] = 1;
  for (int i = 0; i < n; i++)
    BOARD_FOR_NEIGHBOURS(b, eye[i], q) {
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

bool seki_area_add_liberties(const board *b, point p, seki_area *a)
{
  point libs[CHAIN_LIBERTIES + 1];
  int n = board_liberty_list(b, p, libs, CHAIN_LIBERTIES + 1);
  if (n > CHAIN_LIBERTIES)
    return false;
  for (int k = 0; k < n; k++)
    if (!a->in[libs[k]] && !add_eye(b, libs[k], a))
      return false;
  return true;
}

bool seki_area_close(const board *b, const uint8_t *dead, seki_area *a)
{
  uint8_t done[BOARD_MAX_POINTS] = {0};
  for (int i = 0; i < a->n; i++) /* a->n grows as chains bring points */
    BOARD_FOR_NEIGHBOURS(b, a->pts[i], q) {
      enum color c = board_at(b, (point)q);
      if ((c != COLOR_BLACK && c != COLOR_WHITE) || (dead && dead[q]) || done[b->chain[q]])
        continue;
      done[b->chain[q]] = 1;
      point libs[CHAIN_LIBERTIES];
      int n = board_liberty_list(b, (point)q, libs, CHAIN_LIBERTIES);
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
    BOARD_FOR_NEIGHBOURS(b, s, q) {
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
  uint32_t i = (uint32_t)(key >> (64 - f->memo_bits));
  for (;;) {
    memo_entry *e = &f->memo[i];
    if (e->key == 0 || e->key == key)
      return e;
    i = (i + 1) & ((1u << f->memo_bits) - 1);
  }
}

#define MAX_MOVES 64

/* Adds the liberties of the chains through pts[] still of colour c. */
static int add_liberties_of(const board *b, const point *pts, int n, enum color c, point *out,
                            int k, uint8_t *seen)
{
  for (int i = 0; i < n; i++) {
    if (board_at(b, pts[i]) != c)
      continue;
    point s = pts[i];
    do {
      BOARD_FOR_NEIGHBOURS(b, s, q) {
        if (b->color[q] == COLOR_EMPTY && !seen[q] && k < MAX_MOVES) {
          seen[q] = 1;
          out[k++] = (point)q;
        }
      }
      s = b->next[s];
    } while (s != pts[i]);
  }
  return k;
}

/* Adds the liberties of the chains short of liberties (two or fewer)
 * that touch a chain of the fight: taking them, or saving them, is part of
 * the fight (dead stones beside a seki that a side can capture for room). */
static int add_short_neighbours(const board *b, const fight *f, point *out, int k, uint8_t *seen)
{
  uint8_t done[BOARD_MAX_POINTS] = {0};
  for (int side = 0; side < 2; side++) {
    const point *pts = side ? f->own : f->targets;
    int n = side ? f->n_own : f->n_targets;
    for (int i = 0; i < n; i++) {
      if (b->color[pts[i]] == COLOR_EMPTY)
        continue;
      point s = pts[i];
      do {
        BOARD_FOR_NEIGHBOURS(b, s, q) {
          enum color c = board_at(b, (point)q);
          if ((c != COLOR_BLACK && c != COLOR_WHITE) || b->chain[q] == b->chain[pts[i]] ||
              done[b->chain[q]])
            continue;
          done[b->chain[q]] = 1;
          point libs[3];
          int nl = board_liberty_list(b, (point)q, libs, 2);
          for (int l = 0; l < nl && nl <= 2; l++)
            if (!seen[libs[l]] && k < MAX_MOVES) {
              seen[libs[l]] = 1;
              out[k++] = libs[l];
            }
        }
        s = b->next[s];
      } while (s != pts[i]);
    }
  }
  return k;
}

/* The moves a fight considers: the area's points, the extra stones'
 * points once taken, and the liberties the chains in the fight have now
 * (a chain that extends reaches new ones). */
static int fight_moves(const fight *f, const board *b, point *out)
{
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  int k = 0;
  for (int i = 0; i < f->area->n + f->n_extra; i++) {
    point p = i < f->area->n ? f->area->pts[i] : f->extra[i - f->area->n];
    if (b->color[p] == COLOR_EMPTY && !seen[p] && k < MAX_MOVES) {
      seen[p] = 1;
      out[k++] = p;
    }
  }
  k = add_liberties_of(b, f->targets, f->n_targets, color_other(f->attacker), out, k, seen);
  k = add_liberties_of(b, f->own, f->n_own, f->attacker, out, k, seen);
  return add_short_neighbours(b, f, out, k, seen);
}

/* Whether every target has more liberties than a local fight can take:
 * they have escaped. */
static bool all_escaped(const fight *f, const board *b)
{
  for (int i = 0; i < f->n_targets; i++) {
    bool joined = false;
    if (f->safe) {
      point s = f->targets[i];
      do {
        joined |= f->safe[s] != 0;
        s = b->next[s];
      } while (s != f->targets[i] && !joined);
    }
    if (!joined && board_liberty_list(b, f->targets[i], NULL, CHAIN_LIBERTIES) <= CHAIN_LIBERTIES)
      return false;
  }
  return true;
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
  if (all_escaped(f, b))
    return false;
  if (depth >= f->max_depth || f->nodes >= f->budget) {
    f->out_of_budget |= f->nodes >= f->budget;
    f->cut = true;
    return false;
  }
  f->nodes++;
  f->ko |= b->ko != POINT_NONE;
  uint64_t key = key_of(b, passes);
  for (int d = depth - 2; d >= 0; d -= 2) /* the same side to move: even plies back */
    if (f->line[d] == key) {
      f->cycles++;
      return false;
    }
  memo_entry *slot = memo_slot(f, key);
  if (slot->key == key)
    return slot->won;
  f->line[depth] = key;
  int cycles = f->cycles;
  bool attacking = b->to_move == f->attacker;
  /* The attacker looks for one move that wins, the defender for one that
   * does not lose; a pass after a pass ends the fight with no capture. */
  bool result = !attacking;
  board *next = &f->stack[depth + 1];
  point moves[MAX_MOVES];
  int n_moves = fight_moves(f, b, moves);
  for (int i = 0; i < n_moves && result == !attacking; i++) {
    point p = moves[i];
    if (board_check(b, b->to_move, p, SUICIDE_FORBIDDEN, NULL, false).status != MOVE_LEGAL)
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
  if (!f->out_of_budget && f->cycles == cycles) {
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
    BOARD_FOR_NEIGHBOURS(b, f->area->pts[i], q) {
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

/* The reading's outcome: the attacker captures, it cannot, or the reading
 * did not finish. */
enum outcome { CAPTURES, CANNOT, UNREAD };

/* A fight to read: the attacker's try at the targets inside area, first
 * to play first, with its own chains that must not be taken, the points
 * where a chain is safe (NULL: none), and the nodes it may read. */
typedef struct fight_request {
  enum color attacker, first;
  const seki_area *area;
  const point *targets;
  int n_targets;
  const point *own;
  int n_own;
  const uint8_t *safe;
  int budget;
} fight_request;

/* Reads q on b; *ko (when not NULL) is set if the reading went through a
 * ko. */
static enum outcome read_fight(const board *b, const fight_request *q, bool *ko)
{
  enum color attacker = q->attacker;
  const seki_area *area = q->area;
  point t[MAX_CHAINS], o[MAX_CHAINS];
  int nt = 0, no = 0;
  for (int i = 0; i < q->n_targets && nt < MAX_CHAINS; i++)
    if (board_at(b, q->targets[i]) == color_other(attacker) &&
        seki_enclosed(b, q->targets[i], area))
      t[nt++] = q->targets[i];
  if (nt == 0)
    return CANNOT;
  for (int i = 0; i < q->n_own && no < MAX_CHAINS; i++)
    if (board_at(b, q->own[i]) == attacker)
      o[no++] = q->own[i];
  fight f = {.area = area,
             .attacker = attacker,
             .targets = t,
             .n_targets = nt,
             .own = o,
             .n_own = no,
             .safe = q->safe,
             .budget = q->budget < MAX_BUDGET ? q->budget : MAX_BUDGET};
  /* Targets with more liberties than a local fight can take have escaped
   * already: no reading (most fills of an open dame end here). */
  if (all_escaped(&f, b))
    return CANNOT;
  add_extra(b, &f);
  f.max_depth = 2 * (area->n + f.n_extra) + 8;
  f.memo_bits = MEMO_MIN_BITS;
  while (f.memo_bits < MEMO_MAX_BITS && (1 << f.memo_bits) < 2 * f.budget)
    f.memo_bits++;
  f.memo = os_calloc((size_t)1 << f.memo_bits, sizeof *f.memo);
  f.stack = os_malloc(((size_t)f.max_depth + 2) * sizeof *f.stack);
  f.line = os_calloc((size_t)f.max_depth + 2, sizeof *f.line);
  enum outcome result = UNREAD;
  if (f.memo && f.stack && f.line) {
    f.stack[0] = *b;
    if (q->first != attacker && q->first != b->to_move)
      f.stack[0].ko = POINT_NONE; /* the ko was the other side's to keep */
    f.stack[0].to_move = q->first;
    f.stack[0].passes = 0;
    result = wins(&f, 0, 0) ? CAPTURES : f.out_of_budget || f.cut ? UNREAD : CANNOT;
  }
  free(f.memo);
  free(f.stack);
  free(f.line);
  if (ko)
    *ko |= f.ko;
  return result;
}

bool seki_can_capture(const board *b, enum color attacker, const seki_area *area,
                      const point *targets, int n_targets, const point *own, int n_own)
{
  fight_request q = {attacker, attacker, area, targets, n_targets, own, n_own, NULL, FILL_BUDGET};
  return read_fight(b, &q, NULL) == CAPTURES;
}

int seki_read_kill(const board *b, enum color attacker, const seki_area *area, const point *targets,
                   int n_targets, const point *own, int n_own, int budget)
{
  fight_request q = {attacker, attacker,  area,
                     targets,  n_targets, own,
                     n_own,    NULL,      budget > 0 ? budget : NODE_BUDGET};
  enum outcome o = read_fight(b, &q, NULL);
  return o == CAPTURES ? 1 : o == CANNOT ? 0 : -1;
}

/* The living chains of colour c next to the area's points, by one stone
 * each. */
static int chains_next_to_area(const board *b, const uint8_t *dead, enum color c,
                               const seki_area *area, point *out, int max)
{
  int n = 0;
  for (int i = 0; i < area->n; i++)
    BOARD_FOR_NEIGHBOURS(b, area->pts[i], q) {
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
  board *after = os_malloc(sizeof *after);
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
  seki_area *area = os_calloc(1, sizeof *area);
  if (!area)
    return false;
  /* Chains in seki are short of liberties: a chain with more is no
   * seki's, and a reading that does not finish proves nothing. */
  point libs[CHAIN_LIBERTIES];
  int nd = board_liberty_list(b, d, libs, CHAIN_LIBERTIES);
  bool ok = nd <= CHAIN_LIBERTIES;
  for (int i = 0; ok && i < nd; i++)
    ok = seki_area_add(area, libs[i]);
  int ne = ok ? board_liberty_list(b, e, libs, CHAIN_LIBERTIES) : 0;
  ok = ok && ne <= CHAIN_LIBERTIES;
  for (int i = 0; ok && i < ne; i++)
    ok = seki_area_add(area, libs[i]);
  enum color cd = board_at(b, d), ce = board_at(b, e);
  fight_request d_at_e = {cd, cd, area, &e, 1, &d, 1, NULL, NODE_BUDGET};
  fight_request e_at_d = {ce, ce, area, &d, 1, &e, 1, NULL, NODE_BUDGET};
  bool standoff =
      ok && read_fight(b, &d_at_e, ko) == CANNOT && read_fight(b, &e_at_d, ko) == CANNOT;
  free(area);
  return standoff;
}

/* A liberty x of the chain through p that is an eye of it: every
 * neighbour is a stone of p's colour, or an opponent stone in atari there
 * (a dead stone in the eye, which the opponent cannot play beside). */
static bool eye_of(const board *b, point p, point x)
{
  enum color c = board_at(b, p);
  BOARD_FOR_NEIGHBOURS(b, x, q) {
    enum color n = (enum color)b->color[q];
    if (n == COLOR_BORDER || n == c)
      continue;
    if (n == COLOR_EMPTY || !board_in_atari(b, b->chain[q]))
      return false;
  }
  return true;
}

bool seki_eye_race(const board *b, point d, point e)
{
  point ld[EYE_RACE_LIBERTIES + 1], le[EYE_RACE_LIBERTIES + 1];
  int nd = board_liberty_list(b, d, ld, EYE_RACE_LIBERTIES);
  int ne = board_liberty_list(b, e, le, EYE_RACE_LIBERTIES);
  if (nd > EYE_RACE_LIBERTIES || ne > EYE_RACE_LIBERTIES ||
      (nd <= CHAIN_LIBERTIES && ne <= CHAIN_LIBERTIES))
    return false;
  uint8_t of_e[BOARD_MAX_POINTS] = {0};
  for (int k = 0; k < ne; k++)
    of_e[le[k]] = 1;
  int shared = 0, eyes_d = 0, eyes_e = 0;
  for (int i = 0; i < nd; i++) {
    shared += of_e[ld[i]];
    eyes_d += !of_e[ld[i]] && eye_of(b, d, ld[i]);
    of_e[ld[i]] |= 2; /* d's */
  }
  for (int k = 0; k < ne; k++)
    eyes_e += of_e[le[k]] == 1 && eye_of(b, e, le[k]);
  if (eyes_d != 1 || eyes_e != 1)
    return false;
  int outside_d = nd - shared - 1, outside_e = ne - shared - 1;
  int gap = outside_d > outside_e ? outside_d - outside_e : outside_e - outside_d;
  return shared >= 2 && gap < shared;
}

bool seki_race_lost(const board *b, point t, int max_liberties, const uint8_t *safe)
{
  enum color c = board_at(b, t), opp = color_other(c);
  point libs[CHAIN_LIBERTIES];
  int n = board_liberty_list(b, t, libs, CHAIN_LIBERTIES);
  if (n > max_liberties || n > CHAIN_LIBERTIES)
    return false;
  seki_area *area = os_calloc(1, sizeof *area);
  if (!area)
    return false;
  bool ok = true;
  for (int i = 0; ok && i < n; i++)
    ok = add_eye(b, libs[i], area);
  /* The opponent's chains next to it, and the liberties of those short of
   * them: the race is between these. */
  point own[MAX_CHAINS];
  int n_own = 0;
  point s = t;
  do {
    BOARD_FOR_NEIGHBOURS(b, s, q) {
      if (!ok || b->color[q] != opp || among(b, (point)q, own, n_own))
        continue;
      if (n_own == MAX_CHAINS) {
        ok = false;
        continue;
      }
      own[n_own++] = (point)q;
      int m = board_liberty_list(b, (point)q, libs, CHAIN_LIBERTIES);
      for (int i = 0; ok && m <= CHAIN_LIBERTIES && i < m; i++)
        ok = add_eye(b, libs[i], area);
    }
    s = b->next[s];
  } while (s != t);
  /* A race that goes through a ko is decided by ko threats, which are not
   * read here (and a stone taken by a ko is retaken in a double ko seki):
   * no ruling. */
  bool ko = false;
  fight_request q = {opp, c, area, &t, 1, own, n_own, safe, RACE_BUDGET};
  bool lost = ok && n_own > 0 && read_fight(b, &q, &ko) == CAPTURES && !ko;
  free(area);
  return lost;
}
