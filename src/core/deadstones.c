/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Dead-stone estimation: Benson's unconditional life, Monte Carlo ownership
 * from playouts that keep seki alive, reading of closed groups, seki and
 * regional consistency. */
#include "hoshi/deadstones.h"

#include <stdlib.h>
#include <string.h>

#include "hoshi/os.h"
#include "hoshi/playout.h"
#include "hoshi/rng.h"
#include "hoshi/score.h"
#include "deadstones_internal.h"
#include "seki.h"

#define MAX_AREA (BOARD_MAX_SIZE * BOARD_MAX_SIZE)

/* deadstones_spare_captures writes its outcomes as the reasons. */
_Static_assert((int)CAPTURE_COSTS_MORE == DEADSTONES_WHY_CAPTURE_COSTS_MORE &&
                   (int)CAPTURE_NEW_STONE == DEADSTONES_WHY_NEW_STONE &&
                   (int)CAPTURE_HOLDS == DEADSTONES_WHY_NONE,
               "a capture's outcome is its reason");

/* --- Benson's algorithm ----------------------------------------------------- */

/* A region for colour c: a maximal connected set of points that hold no
 * stone of c. Its border chains are c's chains next to it; it is vital to
 * a chain when every empty point of it is a liberty of that chain. */
typedef struct benson_region {
  int border_first, n_border; /* into benson.border */
  int vital_first, n_vital;   /* into benson.vital */
  bool ok;                    /* every border chain is still a candidate */
} benson_region;

typedef struct benson {
  int16_t region_of[BOARD_MAX_POINTS];
  benson_region regions[MAX_AREA];
  point border[4 * MAX_AREA];
  point vital[4 * MAX_AREA];
  int n_regions, n_border, n_vital;
  uint8_t candidate[BOARD_MAX_POINTS]; /* at chain heads */
  uint8_t vital_count[BOARD_MAX_POINTS];
} benson;

/* c's distinct chain heads next to p, at most 4; returns their number. */
static int chains_next_to(const board *b, point p, enum color c, point heads[4])
{
  int n = 0;
  BOARD_FOR_NEIGHBOURS(b, p, q) {
    if (b->color[q] != c)
      continue;
    point h = b->chain[q];
    bool seen = false;
    for (int i = 0; i < n; i++)
      seen |= heads[i] == h;
    if (!seen)
      heads[n++] = h;
  }
  return n;
}

/* Flood-fills the region through p, recording its border chains and the
 * chains it is vital to. */
static void benson_region_fill(const board *b, enum color c, benson *w, point p,
                               uint16_t *border_stamp)
{
  int id = w->n_regions++;
  benson_region *r = &w->regions[id];
  r->border_first = w->n_border;
  r->vital_first = w->n_vital;
  r->ok = true;
  point stack[MAX_AREA];
  int top = 0;
  point vital[4];
  int n_vital = -1; /* -1: no empty point met yet */
  stack[top++] = p;
  w->region_of[p] = (int16_t)id;
  while (top) {
    point q = stack[--top];
    if (b->color[q] == COLOR_EMPTY) {
      point heads[4];
      int n = chains_next_to(b, q, c, heads);
      if (n_vital < 0) {
        memcpy(vital, heads, sizeof heads);
        n_vital = n;
      } else {
        int kept = 0;
        for (int i = 0; i < n_vital; i++)
          for (int j = 0; j < n; j++)
            if (vital[i] == heads[j]) {
              vital[kept++] = vital[i];
              break;
            }
        n_vital = kept;
      }
    }
    BOARD_FOR_NEIGHBOURS(b, q, n) {
      enum color nc = (enum color)b->color[n];
      if (nc == COLOR_BORDER)
        continue;
      if (nc == c) {
        point h = b->chain[n];
        if (border_stamp[h] != id + 1) {
          border_stamp[h] = (uint16_t)(id + 1);
          w->border[w->n_border++] = h;
        }
      } else if (w->region_of[n] < 0) {
        w->region_of[n] = (int16_t)id;
        stack[top++] = (point)n;
      }
    }
  }
  r->n_border = w->n_border - r->border_first;
  /* A region of opponent stones alone (no empty point) certifies nothing. */
  for (int i = 0; i < n_vital; i++)
    w->vital[w->n_vital++] = vital[i];
  r->n_vital = w->n_vital - r->vital_first;
}

int deadstones_benson(const board *b, enum color c, uint8_t alive[BOARD_MAX_POINTS],
                      uint8_t dead[BOARD_MAX_POINTS])
{
  static _Thread_local benson w;
  uint16_t border_stamp[BOARD_MAX_POINTS] = {0};
  memset(w.region_of, 0xff, sizeof w.region_of);
  memset(w.candidate, 0, sizeof w.candidate);
  w.n_regions = w.n_border = w.n_vital = 0;
  BOARD_FOR_POINTS(b, p) {
    if (b->color[p] == c)
      w.candidate[b->chain[p]] = 1;
    else if (w.region_of[p] < 0)
      benson_region_fill(b, c, &w, p, border_stamp);
  }

  /* Take away chains with fewer than two vital regions and regions that
   * border a chain taken away, until nothing changes. */
  for (bool changed = true; changed;) {
    changed = false;
    memset(w.vital_count, 0, sizeof w.vital_count);
    for (int i = 0; i < w.n_regions; i++) {
      const benson_region *r = &w.regions[i];
      if (!r->ok)
        continue;
      for (int k = 0; k < r->n_vital; k++)
        if (w.vital_count[w.vital[r->vital_first + k]] < 2)
          w.vital_count[w.vital[r->vital_first + k]]++;
    }
    BOARD_FOR_POINTS(b, p) {
      if (w.candidate[p] && b->chain[p] == p && w.vital_count[p] < 2) {
        w.candidate[p] = 0;
        changed = true;
      }
    }
    for (int i = 0; i < w.n_regions; i++) {
      benson_region *r = &w.regions[i];
      for (int k = 0; r->ok && k < r->n_border; k++)
        if (!w.candidate[w.border[r->border_first + k]]) {
          r->ok = false;
          changed = true;
        }
    }
  }

  int n_alive = 0;
  enum color opp = color_other(c);
  BOARD_FOR_POINTS(b, p) {
    if (b->color[p] == c && w.candidate[b->chain[p]]) {
      alive[p] = 1;
      n_alive++;
    } else if (b->color[p] == opp) {
      const benson_region *r = &w.regions[w.region_of[p]];
      if (r->ok && r->n_vital > 0)
        dead[p] = 1;
    }
  }
  return n_alive;
}

/* --- the playout policy ------------------------------------------------------ */

/* Whether c playing at p would put a chain of two or more stones into
 * atari without capturing anything, and the chain is not a killing shape
 * inside the opponent's eye space. Lone stones may throw in. */
static bool bad_self_atari(const board *b, enum color c, point p)
{
  int empties = 0;
  enum color opp = color_other(c);
  BOARD_FOR_NEIGHBOURS(b, p, q) {
    if (b->color[q] == COLOR_EMPTY)
      empties++;
    else if (b->color[q] == opp && board_in_atari(b, b->chain[q]))
      return false; /* it captures */
  }
  if (empties >= 2)
    return false;

  /* The chain the stone would make, and its liberties (up to two). */
  point heads[4];
  int n_heads = chains_next_to(b, p, c, heads);
  if (n_heads == 0)
    return false; /* a lone stone */
  uint8_t in_set[BOARD_MAX_POINTS];
  point set[8];
  int n_set = 0, size = 1;
  for (int i = 0; i < n_heads; i++)
    size += b->stones[heads[i]];
  bool small = size <= 6;
  if (small) {
    memset(in_set, 0, sizeof in_set);
    set[n_set++] = p;
    in_set[p] = 1;
  }
  point lib = POINT_NONE;
  BOARD_FOR_NEIGHBOURS(b, p, q) {
    if (b->color[q] == COLOR_EMPTY)
      lib = (point)q;
  }
  for (int i = 0; i < n_heads; i++) {
    point s = heads[i];
    do {
      if (small) {
        set[n_set++] = s;
        in_set[s] = 1;
      }
      BOARD_FOR_NEIGHBOURS(b, s, q) {
        if (b->color[q] == COLOR_EMPTY && q != p && q != lib) {
          if (lib != POINT_NONE)
            return false; /* two liberties */
          lib = (point)q;
        }
      }
      s = b->next[s];
    } while (s != heads[i]);
  }
  if (lib == POINT_NONE)
    return false; /* suicide: the rules refuse it */
  if (!small)
    return true;
  /* A killing shape only counts inside the opponent's stones. */
  for (int i = 0; i < n_set; i++)
    BOARD_FOR_NEIGHBOURS(b, set[i], q) {
      if (!in_set[q] && q != lib && b->color[q] != opp && b->color[q] != COLOR_BORDER)
        return true;
    }
  return !deadstones_killing_shape(b, set, n_set, in_set);
}

static bool playable(const board *b, enum color c, point p, const void *ctx)
{
  (void)ctx;
  /* An empty neighbour: no eye, and a liberty, so neither a ko's
   * retaking nor suicide; two: no self-atari either. Most points of a
   * playout's early moves are so, and the checks below are its hottest
   * code. */
  int empties = 0;
  BOARD_FOR_NEIGHBOURS(b, p, q) {
    empties += b->color[q] == COLOR_EMPTY;
  }
  if (empties >= 2)
    return true;
  if (empties == 0 && (board_is_eye(b, p, c) ||
                       board_check(b, c, p, SUICIDE_FORBIDDEN, NULL, false).status != MOVE_LEGAL))
    return false;
  return !bad_self_atari(b, c, p);
}

/* The reply to the last move that a player would not miss: capture a
 * chain in atari next to it (the stone just played, or one it touched),
 * or save one's own chain that it put into atari by extending to two
 * liberties. POINT_NONE when there is none. */
static point answer_atari(const board *b, enum color c)
{
  point last = b->last_move;
  if (last == POINT_NONE || last == POINT_PASS || b->color[last] == COLOR_EMPTY)
    return POINT_NONE;
  enum color opp = color_other(c);
  point around[5] = {last};
  int n = 1;
  BOARD_FOR_NEIGHBOURS(b, last, q) {
    around[n++] = (point)q;
  }
  for (int i = 0; i < n; i++) {
    point q = around[i];
    if (b->color[q] != opp || !board_in_atari(b, b->chain[q]))
      continue;
    point h = b->chain[q];
    point lib = board_atari_liberty(b, h);
    if (playable(b, c, lib, NULL))
      return lib;
  }
  for (int i = 1; i < n; i++) {
    point q = around[i];
    if (b->color[q] != c || !board_in_atari(b, b->chain[q]))
      continue;
    point h = b->chain[q];
    point lib = board_atari_liberty(b, h);
    if (!playable(b, c, lib, NULL))
      continue;
    if (!board_captures(b, c, lib)) {
      if (board_liberties_after(b, c, lib) >= 2)
        return lib;
      continue;
    }
    static _Thread_local board after;
    after = *b;
    board_play(&after, c, lib);
    if (board_liberties(&after, lib) >= 2)
      return lib;
  }
  return POINT_NONE;
}

/* A random move for c that is legal under simple ko, fills no eye of c and
 * is no bad self-atari; else a pass. */
static point choose_move(const board *b, enum color c, uint64_t *rng)
{
  point a = answer_atari(b, c);
  if (a != POINT_NONE)
    return a;
  return playout_scan(b, c, rng, playable, NULL);
}

/* Adds each point's owner at the end of a playout: a stone's colour, or
 * the colour of every stone next to an empty point. */
static void add_ownership(const board *b, int32_t *own)
{
  BOARD_FOR_POINTS(b, p) {
    enum color c = (enum color)b->color[p];
    if (c == COLOR_EMPTY) {
      int seen = 0;
      BOARD_FOR_NEIGHBOURS(b, p, q) {
        seen |= 1 << b->color[q];
      }
      seen &= (1 << COLOR_BLACK) | (1 << COLOR_WHITE);
      c = seen == 1 << COLOR_BLACK   ? COLOR_BLACK
          : seen == 1 << COLOR_WHITE ? COLOR_WHITE
                                     : COLOR_EMPTY;
    }
    own[p] += c == COLOR_BLACK ? 1 : c == COLOR_WHITE ? -1 : 0;
  }
}

/* A cluster is dead unless its side owns its stones, on average, by more
 * than this (ownership runs from -1 to +1). Light playouts let stones in
 * the opponent's area survive more often than they deserve, so the
 * benefit of the doubt goes to the owner of the area: over the benchmark's
 * positions and games, 0.1 to 0.2 did best, 0 worse (2 to 3 points fewer
 * games reproduced), whatever the seed. */
#define DEAD_BELOW 0.15

/* A dead cluster needs a clearly living opponent stone in its region: one
 * that its side owns with at least this ownership. Walls in finished games
 * score 0.9 and more; stones of a nearly empty board do not. */
#define STRONG_FROM 0.5

/* Marks the stones their side clearly owns (ownership STRONG_FROM or
 * more) or that are certainly alive. */
static void mark_strong(const board *b, const int32_t *own, int playouts, const uint8_t *sure_alive,
                        uint8_t *strong)
{
  memset(strong, 0, BOARD_MAX_POINTS);
  BOARD_FOR_POINTS(b, p) {
    int sign = b->color[p] == COLOR_BLACK ? 1 : b->color[p] == COLOR_WHITE ? -1 : 0;
    strong[p] = sign && (sure_alive[p] || sign * own[p] >= STRONG_FROM * playouts);
  }
}

/* --- reading closed groups ------------------------------------------------------ */

/* A closed group of colour c: c's chains that border the same small
 * regions (maximal connected sets of points holding no stone of c, so
 * bounded by c's stones and the edge), taken together, when none of them
 * has a liberty anywhere else and the opponent's chains touching them from
 * outside are out of reach (living by the playouts, or with more
 * liberties than the fight inside has empty points). Nothing outside can
 * change its fate, which is settled by reading the moves inside its
 * regions: whether the opponent can capture it (a group that cannot make
 * two eyes, an eyeless group whose inside stones grow into a killing
 * shape) or not (two eyes, seki, the opponent's stones inside too long to
 * kill). Random playouts get such fights wrong as often as not; reading
 * gets them right. A life that hangs on a ko depends on ko threats
 * elsewhere, which the reading cannot see: it is left to the playouts,
 * except under J89, whose confirmation settles kos without threats. */

/* Reading is tried when a closed group's regions hold at most this many
 * empty points together; beyond, the playouts decide. */
#define CLOSED_EMPTY 8
/* Positions read for one question at most, and moves deep: beyond, the
 * answer is unknown and the playouts decide. */
#define READ_NODES 6000
#define READ_DEPTH 28
#define READ_TABLE 4096

enum read_result { READ_UNKNOWN, READ_CAPTURED, READ_SURVIVES };

typedef struct reader {
  point area[MAX_AREA]; /* the points of the group's regions */
  int n_area;
  point target; /* a stone of the chain the attacker wants to capture */
  enum color defender, attacker;
  enum color ko_master; /* may retake a ko at once: it has threats enough */
  int nodes;
  struct {
    uint64_t key;
    uint8_t result;
  } table[READ_TABLE]; /* positions already answered */
  board stack[READ_DEPTH];
  /* The positions of the line being read, by depth: a line that comes
   * back to one of them (two kos, each capture answered by the other:
   * double ko seki) is one the attacker cannot force, and what is read
   * below it holds only on that line, so it is not remembered. */
  uint64_t line[READ_DEPTH + 1];
  int cycles;
} reader;

/* The key of a position being read: the stones, the side to move, the ko
 * point and the passes so far. */
static uint64_t read_key(const board *b)
{
  uint64_t k = b->hash ^ (uint64_t)b->to_move * 0x9e3779b97f4a7c15u ^
               (uint64_t)(uint16_t)b->ko * 0xc2b2ae3d27d4eb4fu ^
               (uint64_t)b->passes * 0x165667b19e3779f9u;
  return k ? k : 1;
}

/* Minimax over the moves inside the area (and passes), simple ko, no
 * suicide: READ_CAPTURED when the attacker captures the target whatever
 * the defender does, READ_SURVIVES when the defender keeps it until both
 * pass, READ_UNKNOWN when the reading ran out of depth or positions. Each
 * level plays on its own board of r->stack. */
static enum read_result read_fight(reader *r, const board *b, int depth)
{
  if (b->color[r->target] != r->defender)
    return READ_CAPTURED;
  if (b->passes >= 2)
    return READ_SURVIVES;
  if (depth == READ_DEPTH || r->nodes >= READ_NODES)
    return READ_UNKNOWN;
  r->nodes++;
  uint64_t key = read_key(b);
  for (int d = depth - 2; d >= 1; d -= 2) /* the same side to move: even plies back */
    if (r->line[d] == key) {
      r->cycles++;
      return READ_SURVIVES;
    }
  int slot = (int)(key % READ_TABLE);
  if (r->table[slot].key == key)
    return (enum read_result)r->table[slot].result;
  r->line[depth] = key;
  int cycles = r->cycles;

  enum color c = b->to_move;
  enum read_result want = c == r->attacker ? READ_CAPTURED : READ_SURVIVES;
  bool unknown = false;
  board *next = &r->stack[depth];
  for (int i = 0; i <= r->n_area; i++) {
    point p = i < r->n_area ? r->area[i] : POINT_PASS;
    if (p != POINT_PASS && b->color[p] != COLOR_EMPTY)
      continue;
    if (p != POINT_PASS) {
      enum move_status st = board_check(b, c, p, SUICIDE_FORBIDDEN, NULL, false).status;
      if (st != MOVE_LEGAL && (st != MOVE_KO || c != r->ko_master))
        continue;
    }
    *next = *b;
    board_play(next, c, p);
    enum read_result got = read_fight(r, next, depth + 1);
    if (got == want) {
      if (r->cycles == cycles) {
        r->table[slot].key = key;
        r->table[slot].result = (uint8_t)want;
      }
      return want;
    }
    unknown |= got == READ_UNKNOWN;
  }
  if (unknown)
    return READ_UNKNOWN;
  enum read_result got = want == READ_CAPTURED ? READ_SURVIVES : READ_CAPTURED;
  if (r->cycles == cycles) {
    r->table[slot].key = key;
    r->table[slot].result = (uint8_t)got;
  }
  return got;
}

/* Reads whether the chain through target is captured with first to move
 * (the ko of b kept only if first is b's side to move); ko_master may
 * retake a ko at once, anyone else only after passing (COLOR_EMPTY: no
 * one may). */
static enum read_result read_question(reader *r, const board *b, point target, enum color first,
                                      enum color ko_master)
{
  r->target = target;
  r->defender = (enum color)b->color[target];
  r->attacker = color_other(r->defender);
  r->ko_master = ko_master;
  r->nodes = 0;
  r->cycles = 0;
  memset(r->table, 0, sizeof r->table);
  board *start = &r->stack[0];
  *start = *b;
  if (start->to_move != first)
    start->ko = POINT_NONE;
  start->to_move = first;
  start->passes = 0;
  return read_fight(r, start, 1);
}

/* The status a reading gives the chain through target: 1 dead (captured
 * even when its side moves first), 2 alive (survives even when the
 * attacker moves first), 0 unsettled or unknown. By default the side
 * moving first wins every ko (it may retake at once, as with threats
 * enough), so that dead holds whoever has the threats, and so does alive.
 * Under J89's confirmation (art. 7-2) a ko is retaken only after a pass
 * for it, which lets the other side settle it: a chain whose life needs a
 * ko is dead even when its side moves first (bent four in the corner). A
 * chain that lives or dies by who moves first stays unsettled: that is a
 * dispute to play out, not a ruling (a capturing race, for one). */
static int read_status(reader *r, const board *b, point target, bool confirmation)
{
  enum color c = (enum color)b->color[target], opp = color_other(c);
  if (read_question(r, b, target, c, confirmation ? COLOR_EMPTY : c) == READ_CAPTURED)
    return 1;
  if (read_question(r, b, target, opp, opp) == READ_SURVIVES)
    return 2;
  return 0;
}

/* Labels the regions of colour c (maximal connected sets of points holding
 * no stone of c): region_of[p] for those points, with each region's size
 * and empty points. Returns the number of regions. */
static int label_regions(const board *b, enum color c, int16_t *region_of, int *size, int *empty)
{
  int n = 0;
  point stack[MAX_AREA];
  BOARD_FOR_POINTS(b, p) {
    if (b->color[p] == c || region_of[p] >= 0)
      continue;
    int id = n++, top = 0;
    size[id] = empty[id] = 0;
    region_of[p] = (int16_t)id;
    stack[top++] = p;
    while (top) {
      point q = stack[--top];
      size[id]++;
      empty[id] += b->color[q] == COLOR_EMPTY;
      BOARD_FOR_NEIGHBOURS(b, q, r) {
        if (b->color[r] != c && b->color[r] != COLOR_BORDER && region_of[r] < 0) {
          region_of[r] = (int16_t)id;
          stack[top++] = (point)r;
        }
      }
    }
  }
  return n;
}

/* Pushes the heads of c's chains next to region id not done yet, marking
 * them done. */
static void add_region_chains(const board *b, enum color c, const int16_t *region_of, int id,
                              uint8_t *done, point *stack, int *top)
{
  BOARD_FOR_POINTS(b, p) {
    if (region_of[p] != id)
      continue;
    BOARD_FOR_NEIGHBOURS(b, p, q) {
      if (b->color[q] == c && !done[q]) {
        board_mark_chain(b, (point)q, done, 1);
        stack[(*top)++] = b->chain[q];
      }
    }
  }
}

/* What reading c's closed groups shares: the board, the small regions,
 * what is known, and c's stones already looked at. */
typedef struct closed_reading {
  const board *b;
  enum color c;
  bool confirmation;
  const uint8_t *strong;
  uint8_t *sure_alive, *sure_dead;
  const int16_t *region_of;
  const int *size, *empty;
  uint8_t done[BOARD_MAX_POINTS];
} closed_reading;

/* A group: chains of c joined through small regions. */
typedef struct closed_group {
  uint8_t region_in[MAX_AREA];
  point chains[MAX_AREA];
  int n_chains, n_empty;
  bool closed, all_sure;
  point biggest;
} closed_group;

/* The group through start: chains and small regions, alternately, until
 * it is known to be open. */
static void gather_group(closed_reading *cr, point start, closed_group *g)
{
  const board *b = cr->b;
  enum color opp = color_other(cr->c);
  point stack[MAX_AREA];
  int top = 0;
  *g = (closed_group){.closed = true, .all_sure = true, .biggest = b->chain[start]};
  board_mark_chain(b, start, cr->done, 1);
  stack[top++] = b->chain[start];
  while (top && g->closed) {
    point h = stack[--top];
    g->chains[g->n_chains++] = h;
    g->all_sure &= cr->sure_alive[h] != 0;
    if (b->stones[h] > b->stones[g->biggest])
      g->biggest = h;
    point s = h;
    do {
      BOARD_FOR_NEIGHBOURS(b, s, q) {
        if (b->color[q] == COLOR_BORDER || b->color[q] == cr->c)
          continue;
        int id = cr->region_of[q];
        if (cr->size[id] > CLOSED_REGION) {
          /* A liberty out in the open, or an opponent chain outside
           * that could be attacked from outside, opens the group. */
          g->closed &=
              b->color[q] == opp && (cr->strong[q] || board_liberties(b, (point)q) > CLOSED_EMPTY);
        } else if (!g->region_in[id]) {
          /* A small region: the chains of c around it join. */
          g->region_in[id] = 1;
          g->n_empty += cr->empty[id];
          add_region_chains(b, cr->c, cr->region_of, id, cr->done, stack, &top);
        }
      }
      s = b->next[s];
    } while (s != h);
  }
}

/* Reads a closed group: dead, its chains marked so; alive, its biggest
 * chain, and the opponent's stones inside read the same way (alive inside
 * a living group: seki). */
static void read_group(closed_reading *cr, reader *r, const closed_group *g)
{
  const board *b = cr->b;
  r->n_area = 0;
  for (int yy = 0; yy < b->size; yy++)
    for (int xx = 0; xx < b->size; xx++) {
      point q = board_point(b, xx, yy);
      if (b->color[q] != cr->c && g->region_in[cr->region_of[q]])
        r->area[r->n_area++] = q;
    }
  /* The group's lone stones in atari too: once one is taken (the
   * stone of a ko), its point is where the ko is retaken. */
  for (int i = 0; i < g->n_chains; i++)
    if (g->chains[i] != b->chain[g->biggest] && b->stones[g->chains[i]] == 1 &&
        board_in_atari(b, g->chains[i]))
      r->area[r->n_area++] = g->chains[i];
  int status = read_status(r, b, g->biggest, cr->confirmation);
  if (status == 1) {
    for (int i = 0; i < g->n_chains; i++)
      board_mark_chain(b, g->chains[i], cr->sure_dead, 1);
  } else if (status == 2) {
    board_mark_chain(b, g->biggest, cr->sure_alive, 1);
    enum color opp = color_other(cr->c);
    for (int i = 0; i < r->n_area; i++) {
      point q = r->area[i];
      if (b->color[q] != opp || b->chain[q] != q)
        continue;
      int inside = read_status(r, b, q, cr->confirmation);
      if (inside)
        board_mark_chain(b, q, inside == 1 ? cr->sure_dead : cr->sure_alive, 1);
    }
  }
}

/* Finds c's closed groups and reads them (read_group). Groups already
 * unconditionally alive, open, or with no room or too much inside, are
 * skipped. */
static void read_closed_groups(const board *b, enum color c, bool confirmation,
                               const uint8_t *strong, uint8_t *sure_alive, uint8_t *sure_dead)
{
  static _Thread_local reader r;
  static _Thread_local int16_t region_of[BOARD_MAX_POINTS];
  static _Thread_local int size[MAX_AREA], empty[MAX_AREA];
  static _Thread_local closed_group g;
  memset(region_of, 0xff, sizeof region_of);
  label_regions(b, c, region_of, size, empty);
  closed_reading cr = {.b = b,
                       .c = c,
                       .confirmation = confirmation,
                       .strong = strong,
                       .sure_alive = sure_alive,
                       .sure_dead = sure_dead,
                       .region_of = region_of,
                       .size = size,
                       .empty = empty};
  BOARD_FOR_POINTS(b, start) {
    if (b->color[start] != c || cr.done[start])
      continue;
    gather_group(&cr, start, &g);
    if (g.closed && !g.all_sure && g.n_empty > 0 && g.n_empty <= CLOSED_EMPTY)
      read_group(&cr, &r, &g);
  }
}

/* --- the estimate -------------------------------------------------------------- */

/* Same-colour chains in the region through p bounded by the other colour's
 * living stones (those not marked dead): their stones are listed in out.
 * *meets_strong tells whether the region touches an opponent stone that
 * is strong (strong[q] non-zero). */
static int cluster_of(const board *b, point p, const uint8_t *dead, const uint8_t *strong,
                      uint8_t *seen, point *out, bool *meets_strong)
{
  *meets_strong = false;
  enum color c = (enum color)b->color[p], opp = color_other(c);
  uint8_t mark = (uint8_t)(1 << c);
  point stack[MAX_AREA];
  int top = 0, n = 0;
  stack[top++] = p;
  seen[p] |= mark;
  while (top) {
    point q = stack[--top];
    if (b->color[q] == c)
      out[n++] = q;
    BOARD_FOR_NEIGHBOURS(b, q, r) {
      if (b->color[r] == opp && strong[r])
        *meets_strong = true;
      if ((seen[r] & mark) || b->color[r] == COLOR_BORDER || (b->color[r] == opp && !dead[r]))
        continue;
      seen[r] |= mark;
      stack[top++] = (point)r;
    }
  }
  return n;
}

/* Marks the liberties of the chain through p with bit. */
static void mark_liberties(const board *b, point p, uint8_t *libs, uint8_t bit)
{
  point s = p;
  do {
    BOARD_FOR_NEIGHBOURS(b, s, q) {
      if (b->color[q] == COLOR_EMPTY)
        libs[q] |= bit;
    }
    s = b->next[s];
  } while (s != p);
}

/* Whether the chain through p is stones held inside the eye space of the
 * chain through q, not a group of its own: every stone next to it belongs
 * to q, and it has no eye of its own (each of its liberties is q's too). A
 * group with an eye, touching only the other's chain, is the seki of a
 * whole small board or of a false eye; the standoff reading judges it. */
static bool nakade_stones(const board *b, point p, point q)
{
  point s = p, head = b->chain[q];
  uint8_t libs[BOARD_MAX_POINTS] = {0};
  mark_liberties(b, q, libs, 1);
  do {
    BOARD_FOR_NEIGHBOURS(b, s, n) {
      if ((b->color[n] == COLOR_BLACK || b->color[n] == COLOR_WHITE) &&
          b->chain[n] != b->chain[p] && b->chain[n] != head)
        return false;
      if (b->color[n] == COLOR_EMPTY && !libs[n])
        return false;
    }
    s = b->next[s];
  } while (s != p);
  return true;
}

/* Whether the chain through h, playing on its own liberty p, would join
 * a strong chain of its colour or gain liberties: p is then no eye of a
 * seki but a way out, after which the chain can fill the shared
 * liberties. */
static bool connects_out(const board *b, point h, point p, const uint8_t *strong)
{
  enum color c = (enum color)b->color[h];
  BOARD_FOR_NEIGHBOURS(b, p, q) {
    if (b->color[q] == c && b->chain[q] != b->chain[h] && strong[q])
      return true;
  }
  return board_liberties_after(b, c, p) > board_liberties(b, h);
}

/* Seki between the chains through d and e (of opposite colours): they
 * share a liberty, neither is stones held inside the other's eye, neither
 * can connect out through a liberty of its own, and the fight read on
 * their liberties is a standoff: whoever approaches is captured (seki.h),
 * two or more shared liberties with one eye each or none, dead stones
 * inside an eye included. Unless ko_allowed, a standoff that goes through
 * a ko is none (bent four in the corner, which J89's confirmation reads
 * as dead). */
static bool in_seki(const board *b, point d, point e, const uint8_t *strong, bool ko_allowed)
{
  if (nakade_stones(b, d, e) || nakade_stones(b, e, d))
    return false;
  uint8_t libs[BOARD_MAX_POINTS] = {0};
  mark_liberties(b, d, libs, 1);
  mark_liberties(b, e, libs, 2);
  bool shared = false;
  BOARD_FOR_POINTS(b, p) {
    if ((libs[p] == 1 && connects_out(b, d, p, strong)) ||
        (libs[p] == 2 && connects_out(b, e, p, strong)))
      return false;
    shared |= libs[p] == 3;
  }
  bool ko = false;
  return shared &&
         ((seki_standoff(b, d, e, &ko) && !(ko && !ko_allowed)) || seki_eye_race(b, d, e));
}

/* The head of an opponent chain, not certainly alive, in seki with the
 * chain through p; POINT_NONE if there is none. strong: the stones the
 * playouts show living (mark_strong). */
static point seki_partner(const board *b, point p, const uint8_t *sure_alive, const uint8_t *strong,
                          bool ko_allowed)
{
  enum color opp = color_other((enum color)b->color[p]);
  point s = p;
  do {
    BOARD_FOR_NEIGHBOURS(b, s, q) {
      if (b->color[q] != COLOR_EMPTY)
        continue;
      BOARD_FOR_NEIGHBOURS(b, q, r) {
        if (b->color[r] == opp && !sure_alive[r] && in_seki(b, p, (point)r, strong, ko_allowed))
          return b->chain[r];
      }
    }
    s = b->next[s];
  } while (s != p);
  return POINT_NONE;
}

/* An eye space of c: a region of points holding no stone of c (so
 * bounded by c's stones and the edge) small enough to be a group's own,
 * with room for eyes (two empty points or more) and no opponent stone in
 * it (one there is a fight still going on). */
static bool eye_space(const int *size, const int *empty, int id)
{
  return size[id] <= CLOSED_REGION && empty[id] >= 2 && empty[id] == size[id];
}

/* In a cluster found dead, the families of chains that share an eye space
 * of their own (chains of c joined through c's small regions, one of them
 * with room for eyes) are judged on their own ownership: a corner group
 * with its own eye space, in the same open area as a dead group, is not
 * that group's. Its stones stay alive when its average ownership is
 * DEAD_BELOW or more. */
/* c's regions of b (label_regions), labelled once per position. */
typedef struct regions {
  uint64_t hash;
  int board_size;
  int16_t of[BOARD_MAX_POINTS];
  int size[MAX_AREA], empty[MAX_AREA];
} regions;

static const regions *regions_of(const board *b, enum color c)
{
  static _Thread_local regions r[2];
  regions *x = &r[c == COLOR_WHITE];
  if (x->board_size != b->size || x->hash != b->hash) {
    memset(x->of, 0xff, sizeof x->of);
    label_regions(b, c, x->of, x->size, x->empty);
    x->hash = b->hash;
    x->board_size = b->size;
  }
  return x;
}

/* Adds to the family the stones of the cluster next to the small region
 * through q (flooded from q: at most CLOSED_REGION points). */
static int add_region_stones(const board *b, const regions *rg, point q, const uint8_t *in_cluster,
                             uint8_t *taken, point *family, int k)
{
  int id = rg->of[q];
  point stack[CLOSED_REGION + 1];
  uint8_t seen[BOARD_MAX_POINTS];
  int top = 0, n = 0;
  point pts[CLOSED_REGION + 1];
  memset(seen, 0, sizeof seen);
  stack[top++] = q;
  seen[q] = 1;
  while (top) {
    point r = stack[--top];
    pts[n++] = r;
    BOARD_FOR_NEIGHBOURS(b, r, t) {
      if (!seen[t] && rg->of[t] == id && top < CLOSED_REGION) {
        seen[t] = 1;
        stack[top++] = (point)t;
      }
    }
  }
  for (int i = 0; i < n; i++)
    BOARD_FOR_NEIGHBOURS(b, pts[i], t) {
      if (in_cluster[t] && !taken[t]) {
        taken[t] = 1;
        family[k++] = (point)t;
      }
    }
  return k;
}

static void spare_families(const board *b, const int32_t *own, int playouts,
                           const uint8_t *race_lost, const point *stones, int n, uint8_t *dead)
{
  enum color c = (enum color)b->color[stones[0]];
  const regions *rg = regions_of(b, c);
  /* Nothing to do unless a stone of the cluster borders an eye space. */
  bool any = false;
  for (int i = 0; i < n && !any; i++)
    BOARD_FOR_NEIGHBOURS(b, stones[i], q) {
      any |= b->color[q] != c && b->color[q] != COLOR_BORDER &&
             eye_space(rg->size, rg->empty, rg->of[q]);
    }
  if (!any)
    return;
  static _Thread_local uint8_t in_cluster[BOARD_MAX_POINTS], taken[BOARD_MAX_POINTS];
  static _Thread_local point family[MAX_AREA];
  memset(in_cluster, 0, sizeof in_cluster);
  memset(taken, 0, sizeof taken);
  for (int i = 0; i < n; i++)
    in_cluster[stones[i]] = 1;
  int sign = c == COLOR_BLACK ? 1 : -1;
  for (int i = 0; i < n; i++) {
    if (taken[stones[i]])
      continue;
    /* The family through stones[i]: stones of the cluster, joined by
     * chains and through small regions. */
    int k = 0, top = 0;
    bool eyes = false;
    family[k++] = stones[i];
    taken[stones[i]] = 1;
    while (top < k) {
      point s = family[top++];
      BOARD_FOR_NEIGHBOURS(b, s, q) {
        if (b->color[q] == c) {
          if (!taken[q] && in_cluster[q]) {
            taken[q] = 1;
            family[k++] = (point)q;
          }
          continue;
        }
        if (b->color[q] == COLOR_BORDER || rg->size[rg->of[q]] > CLOSED_REGION)
          continue;
        eyes |= eye_space(rg->size, rg->empty, rg->of[q]);
        k = add_region_stones(b, rg, (point)q, in_cluster, taken, family, k);
      }
    }
    if (!eyes || k == n)
      continue;
    int64_t sum = 0;
    int counted = 0;
    for (int j = 0; j < k; j++)
      if (!(race_lost && race_lost[family[j]])) {
        sum += sign * own[family[j]];
        counted++;
      }
    if (counted && sum >= DEAD_BELOW * counted * playouts)
      for (int j = 0; j < k; j++)
        if (!(race_lost && race_lost[family[j]]))
          dead[family[j]] = 0;
  }
}

/* Makes the dead marks agree within each cluster (the chains of a colour
 * in one region bounded by the other colour's living stones): the cluster
 * is dead when its side's average ownership of its stones is below
 * DEAD_BELOW, unless one is certainly alive; certainly dead stones make it
 * dead. (A chain inside its own side's wall gets no exception: the wall is
 * in its cluster, and when the wall dies, as a few stones scattered in the
 * opponent's area do, what it encloses dies with it.) Chains lost in a
 * capturing race (race_lost, may be NULL) are dead on their own: a race
 * is decided by liberties, not by the area around, so they neither count
 * in their cluster's average nor take the cluster with them. */
static void make_consistent(const board *b, const int32_t *own, int playouts,
                            const uint8_t *sure_alive, const uint8_t *sure_dead,
                            const uint8_t *race_lost, uint8_t *dead)
{
  /* What a dead stone must have in its region. */
  uint8_t strong[BOARD_MAX_POINTS];
  mark_strong(b, own, playouts, sure_alive, strong);
  for (int pass = 0; pass < 2; pass++) {
    uint8_t seen[BOARD_MAX_POINTS] = {0};
    point stones[MAX_AREA];
    BOARD_FOR_POINTS(b, p) {
      if (b->color[p] == COLOR_EMPTY || (seen[p] & (1 << b->color[p])))
        continue;
      bool meets_strong;
      int n = cluster_of(b, p, dead, strong, seen, stones, &meets_strong);
      int sign = b->color[p] == COLOR_BLACK ? 1 : -1;
      int64_t sum = 0;
      int counted = 0;
      bool sure = false, certain_dead = false;
      for (int i = 0; i < n; i++) {
        if (race_lost && race_lost[stones[i]] && !sure_alive[stones[i]])
          continue;
        sum += sign * own[stones[i]];
        counted++;
        sure |= sure_alive[stones[i]];
        certain_dead |= sure_dead[stones[i]];
      }
      /* Stones whose region holds no strong opponent stone (a lone stone
       * on an empty board, say) have no one to be dead to. */
      bool d = !sure && (certain_dead || (meets_strong && sum < DEAD_BELOW * counted * playouts));
      for (int i = 0; i < n; i++)
        dead[stones[i]] = sure_alive[stones[i]] ? 0 : race_lost && race_lost[stones[i]] ? 1 : d;
      if (d && !certain_dead)
        spare_families(b, own, playouts, race_lost, stones, n, dead);
    }
  }
}

/* A chain with at most this many liberties, left alive by the playouts
 * and the clusters, is read as a capturing race against the opponent's
 * chains next to it (seki_race_lost). */
#define RACE_LIBERTIES 3

/* Marks in race_lost the chains alive in dead[] (not certainly alive) that
 * lose a capturing race even moving first; returns whether there was one.
 * The opponent chain it races is not dead (capturing from a dead group
 * saves nothing: it dies with what it took) nor unconditionally alive
 * (a chain short of liberties against such a wall is no race; the
 * cluster judges it); and the chain escapes when it joins a strong chain
 * of its own. A chain of several stones races any such opponent chain,
 * however the playouts own it: their ownership of a group whose life
 * hangs on the race sits near any threshold and would make the ruling
 * depend on the seed. A lone stone races only an opponent chain the
 * playouts do not clearly own (strong): lost to a living wall, it is a
 * cutting stone whose capture changes no one's life, which players
 * leave on the board at the end. Playouts settle races by chance, and
 * the cluster can keep the chain alive with a wall of its colour nearby:
 * the reading settles them. A race that whoever moves first wins stays
 * with the playouts. */
static bool read_races(const board *b, const uint8_t *sure_alive, const uint8_t *strong,
                       const uint8_t *dead, uint8_t *race_lost)
{
  bool any = false;
  BOARD_FOR_POINTS(b, p) {
    if (b->color[p] == COLOR_EMPTY || b->chain[p] != p || dead[p] || strong[p] ||
        board_liberty_list(b, p, NULL, RACE_LIBERTIES) > RACE_LIBERTIES)
      continue;
    enum color opp = color_other((enum color)b->color[p]);
    bool rival = false;
    point s = p;
    do {
      BOARD_FOR_NEIGHBOURS(b, s, q) {
        rival |=
            b->color[q] == opp && !sure_alive[q] && !dead[q] && (b->stones[p] > 1 || !strong[q]);
      }
      s = b->next[s];
    } while (s != p && !rival);
    if (rival && seki_race_lost(b, p, RACE_LIBERTIES, strong)) {
      board_mark_chain(b, p, race_lost, 1);
      any = true;
    }
  }
  return any;
}

int deadstones_estimate(const board *b, const deadstones_options *opt,
                        uint8_t status[BOARD_MAX_POINTS], int8_t *ownership)
{
  int playouts = opt && opt->playouts > 0 ? opt->playouts : DEADSTONES_PLAYOUTS;
  uint64_t rng = (opt ? opt->seed : 0) ^ b->hash;
  static _Thread_local board play;
  int32_t own[BOARD_MAX_POINTS] = {0};
  uint8_t sure_alive[BOARD_MAX_POINTS] = {0}, sure_dead[BOARD_MAX_POINTS] = {0};
  deadstones_benson(b, COLOR_BLACK, sure_alive, sure_dead);
  deadstones_benson(b, COLOR_WHITE, sure_alive, sure_dead);

  int max_moves = 3 * b->size * b->size;
  enum color first = b->to_move == COLOR_WHITE ? COLOR_WHITE : COLOR_BLACK;
  for (int i = 0; i < playouts; i++) {
    play = *b;
    play.to_move = i % 2 ? color_other(first) : first;
    if (play.to_move != b->to_move)
      play.ko = POINT_NONE;
    play.passes = 0;
    for (int m = 0; play.passes < 2 && m < max_moves; m++) {
      enum color c = play.to_move;
      board_play(&play, c, choose_move(&play, c, &rng));
    }
    add_ownership(&play, own);
  }

  /* Closed groups are read, their walls judged by the playouts. */
  uint8_t strong[BOARD_MAX_POINTS];
  mark_strong(b, own, playouts, sure_alive, strong);
  bool confirmation = opt && opt->confirmation;
  read_closed_groups(b, COLOR_BLACK, confirmation, strong, sure_alive, sure_dead);
  read_closed_groups(b, COLOR_WHITE, confirmation, strong, sure_alive, sure_dead);

  uint8_t dead[BOARD_MAX_POINTS] = {0}, race_lost[BOARD_MAX_POINTS] = {0};
  make_consistent(b, own, playouts, sure_alive, sure_dead, NULL, dead);
  if (read_races(b, sure_alive, strong, dead, race_lost))
    make_consistent(b, own, playouts, sure_alive, sure_dead, race_lost, dead);
  /* Chains in seki live, with their partners, whatever the playouts said
   * and whatever the reading of closed groups, which takes the stones
   * around a group for alive: the standoff reads both sides' liberties. */
  bool rescued = false;
  BOARD_FOR_POINTS(b, p) {
    if (!dead[p] || b->chain[p] != p)
      continue;
    /* A group the reading of closed groups found dead is rescued only by
     * a standoff with no ko in it: that reading knows J89's ko rule. */
    point partner = seki_partner(b, p, sure_alive, strong, !sure_dead[p]);
    if (partner != POINT_NONE) {
      for (int k = 0; k < 2; k++) {
        board_mark_chain(b, k ? partner : p, sure_alive, 1);
        board_mark_chain(b, k ? partner : p, sure_dead, 0);
      }
      rescued = true;
    }
  }
  if (rescued)
    make_consistent(b, own, playouts, sure_alive, sure_dead, race_lost, dead);
  uint8_t *why = opt ? opt->why : NULL;
  if (why)
    memset(why, DEADSTONES_WHY_NONE, BOARD_MAX_POINTS);
  bool spared = deadstones_spare_captures(b, dead, sure_alive, sure_dead, race_lost, why);
  if (spared)
    make_consistent(b, own, playouts, sure_alive, sure_dead, race_lost, dead);

  score_input in = {.board = b, .dead = dead};
  if (!score_stone_status(&in, status))
    return -1;
  int n_dead = 0;
  BOARD_FOR_POINTS(b, p) {
    n_dead += status[p] == SCORE_DEAD;
    if (ownership) {
      int v = (int)((int64_t)own[p] * 100 / playouts);
      ownership[p] = (int8_t)v;
    }
  }
  return n_dead;
}
