/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Counting: regions of the position without its dead stones; seki found
 * by filling the dame on a copy of the board, as J89 art. 9 has them filled
 * before the count, until only the points no one can fill remain; the
 * points a player must fill once the dame are filled; then each rule set's
 * sums. */
#include "hoshi/score.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "seki.h"
#include "hoshi/os.h"

#define MAX_REGIONS (BOARD_MAX_SIZE * BOARD_MAX_SIZE)

typedef struct region {
  int size;
  int border;    /* bit 1 << colour for each colour of living stone next to it */
  int dead[3];   /* dead stones inside, per colour */
  bool seki;     /* a neutral region holding a point of seki */
  bool seki_eye; /* owned by one colour whose bordering stones are in seki */
} region;

typedef struct analysis {
  uint8_t alive[BOARD_MAX_POINTS];      /* colour of the living stone, COLOR_EMPTY otherwise */
  int16_t region_of[BOARD_MAX_POINTS];  /* region of a point that holds no living stone, or -1 */
  uint8_t in_seki[BOARD_MAX_POINTS];    /* living stones in seki */
  uint8_t seki_point[BOARD_MAX_POINTS]; /* neutral empty points no one can fill */
  uint8_t must_fill[BOARD_MAX_POINTS];  /* the colour that must fill it once the dame are */
  uint8_t closed[BOARD_MAX_POINTS];     /* a neutral point the dame's filling made this colour's */
  uint8_t race[BOARD_MAX_POINTS];       /* a shared liberty of a race no one can win */
  region regions[MAX_REGIONS];
  int n_regions;
  uint8_t color[BOARD_MAX_POINTS]; /* the position counted */
  board work;                      /* the position with its dame filled */
} analysis;

static bool is_dead(const score_input *in, point p) { return in->dead && in->dead[p]; }

/* The living stones of the chain of colour c through p, marked in seen;
 * stack is scratch. Returns the number of stones. */
static int living_chain(const board *b, const analysis *a, point p, uint8_t *seen, point *stack)
{
  enum color c = (enum color)a->alive[p];
  int top = 0, n = 0;
  stack[top++] = p;
  seen[p] = 1;
  while (top) {
    point q = stack[--top];
    n++;
    BOARD_FOR_NEIGHBOURS(b, q, r) {
      if (!seen[r] && a->alive[r] == c) {
        seen[r] = 1;
        stack[top++] = (point)r;
      }
    }
  }
  return n;
}

#define BOTH_COLOURS (1 << COLOR_BLACK | 1 << COLOR_WHITE)

/* The region of points without a living stone connected to p, numbered
 * k: its size, its dead stones and the colours that border it. */
static void flood_region(const board *b, analysis *a, point p, int k, point *stack)
{
  region *r = &a->regions[k];
  memset(r, 0, sizeof *r);
  int top = 0;
  stack[top++] = p;
  a->region_of[p] = (int16_t)k;
  while (top) {
    point q = stack[--top];
    r->size++;
    enum color stone = board_at(b, q);
    if (stone == COLOR_BLACK || stone == COLOR_WHITE)
      r->dead[stone]++;
    BOARD_FOR_NEIGHBOURS(b, q, n) {
      if (board_at(b, (point)n) == COLOR_BORDER)
        continue;
      if (a->alive[n] != COLOR_EMPTY)
        r->border |= 1 << a->alive[n];
      else if (a->region_of[n] < 0) {
        a->region_of[n] = (int16_t)k;
        stack[top++] = (point)n;
      }
    }
  }
}

/* The living stones, and the regions between them. */
static void find_regions(const score_input *in, analysis *a, point *stack)
{
  const board *b = in->board;
  memset(a->alive, COLOR_EMPTY, sizeof a->alive);
  memset(a->in_seki, 0, sizeof a->in_seki);
  memset(a->seki_point, 0, sizeof a->seki_point);
  memset(a->must_fill, 0, sizeof a->must_fill);
  memset(a->closed, 0, sizeof a->closed);
  memset(a->race, 0, sizeof a->race);
  for (int i = 0; i < BOARD_MAX_POINTS; i++)
    a->region_of[i] = -1;
  BOARD_FOR_POINTS(b, p) {
    enum color c = board_at(b, p);
    if (c != COLOR_EMPTY && !is_dead(in, p))
      a->alive[p] = (uint8_t)c;
  }
  a->n_regions = 0;
  BOARD_FOR_POINTS(b, p) {
    if (a->alive[p] == COLOR_EMPTY && a->region_of[p] < 0)
      flood_region(b, a, p, a->n_regions++, stack);
  }
}

/* A point of a region both colours border: a dame or a point of seki. */
static bool neutral(const analysis *a, point p)
{
  return a->region_of[p] >= 0 && a->regions[a->region_of[p]].border == BOTH_COLOURS;
}

/* Plays c at p on the work board, as a filling move outside the game. */
static void fill(board *w, enum color c, point p)
{
  board_play(w, c, p);
  w->ko = POINT_NONE;
}

/* Fills with either colour every neutral point of the area that one can
 * fill safely, until none is left: what remains is seki. */
static void fill_area(const score_input *in, analysis *a, const seki_area *area)
{
  board *w = &a->work;
  for (bool filled = true; filled;) {
    filled = false;
    for (int i = 0; i < area->n; i++) {
      point p = area->pts[i];
      if (!neutral(a, p) || board_at(w, p) != COLOR_EMPTY || a->race[p])
        continue;
      for (enum color c = COLOR_BLACK; c <= COLOR_WHITE; c++)
        if (seki_fills_safely(w, in->dead, c, p, area)) {
          fill(w, c, p);
          filled = true;
          break;
        }
    }
  }
  for (int i = 0; i < area->n; i++) {
    point p = area->pts[i];
    if (neutral(a, p) && board_at(w, p) == COLOR_EMPTY) {
      a->seki_point[p] = 1;
      a->regions[a->region_of[p]].seki = true;
    }
  }
}

/* A region too large for a local reading: seki only if no point of it can
 * be filled without the filler's chain being left in atari; its shared
 * liberties of a race no one can win are seki points all the same. */
static void judge_large_region(analysis *a, int k)
{
  const board *w = &a->work;
  bool seki = true;
  for (int y = 0; y < w->size && seki; y++)
    for (int x = 0; x < w->size && seki; x++) {
      point p = board_point(w, x, y);
      if (a->region_of[p] == k && board_at(w, p) == COLOR_EMPTY)
        seki = !board_fills_safely(w, COLOR_BLACK, p) && !board_fills_safely(w, COLOR_WHITE, p);
    }
  for (int y = 0; y < w->size; y++)
    for (int x = 0; x < w->size; x++) {
      point p = board_point(w, x, y);
      if (a->region_of[p] == k && board_at(w, p) == COLOR_EMPTY && (seki || a->race[p])) {
        a->seki_point[p] = 1;
        a->regions[k].seki = true;
      }
    }
}

/* The shared liberties of living chains of both colours, one eye each,
 * in a race neither side can win (seki_eye_race: chains too long of
 * liberties for the local reading): points of seki, which no fill takes. */
static void find_eye_races(const score_input *in, analysis *a)
{
  const board *b = in->board;
  BOARD_FOR_POINTS(b, p) {
    if (!neutral(a, p) || board_at(b, p) != COLOR_EMPTY)
      continue;
    BOARD_FOR_NEIGHBOURS(b, p, q) {
      if (a->alive[q] != COLOR_BLACK)
        continue;
      BOARD_FOR_NEIGHBOURS(b, p, r) {
        if (a->alive[r] == COLOR_WHITE && seki_eye_race(b, b->chain[q], b->chain[r]))
          a->race[p] = 1;
      }
    }
  }
}

/* The dame filled on a copy of the board (J89 art. 9, commentary): each
 * neutral region with the few-liberty chains around it and their eyes is
 * read as a local fight, and its points filled while either side can fill
 * one without losing stones. The points no one can fill are seki. Dead
 * stones stay on the copy: inside a seki they are never removed (art.
 * 10), and they take the liberty they stand on. */
static void find_seki(const score_input *in, analysis *a)
{
  const board *b = in->board;
  a->work = *b;
  a->work.ko = POINT_NONE;
  find_eye_races(in, a);
  uint8_t done[MAX_REGIONS] = {0};
  BOARD_FOR_POINTS(b, p) {
    int k = a->region_of[p];
    if (!neutral(a, p) || done[k] || board_at(b, p) != COLOR_EMPTY)
      continue;
    seki_area area;
    memset(&area, 0, sizeof area);
    bool small = true;
    for (int i = 0; i < BOARD_MAX_POINTS && small; i++)
      if (a->region_of[i] == k && board_at(b, (point)i) == COLOR_EMPTY)
        small = seki_area_add(&area, (point)i);
    small = small && seki_area_close(&a->work, in->dead, &area);
    if (!small) {
      done[k] = 1;
      judge_large_region(a, k);
      continue;
    }
    for (int i = 0; i < area.n; i++)
      if (neutral(a, area.pts[i]))
        done[a->region_of[area.pts[i]]] = 1;
    fill_area(in, a, &area);
  }
}

/* The living chains that touch a point of seki are in seki, and the
 * regions that only one colour borders next to them are their eyes. */
static void mark_seki_chains(const board *b, analysis *a, point *stack)
{
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  BOARD_FOR_POINTS(b, p) {
    if (!a->seki_point[p])
      continue;
    BOARD_FOR_NEIGHBOURS(b, p, n) {
      if (a->alive[n] != COLOR_EMPTY && !seen[n]) {
        uint8_t chain[BOARD_MAX_POINTS] = {0};
        living_chain(b, a, (point)n, chain, stack);
        for (int i = 0; i < BOARD_MAX_POINTS; i++)
          if (chain[i])
            seen[i] = a->in_seki[i] = 1;
      }
    }
  }
  BOARD_FOR_POINTS(b, p) {
    int k = a->region_of[p];
    if (k < 0 || a->regions[k].border == BOTH_COLOURS || a->regions[k].border == 0)
      continue;
    BOARD_FOR_NEIGHBOURS(b, p, n) {
      if (a->in_seki[n])
        a->regions[k].seki_eye = true;
    }
  }
}

/* Whether p is a point of c's territory: a region only c's living stones
 * border, and not the eye of a seki. */
static bool territory_of(const analysis *a, point p, enum color c)
{
  int k = a->region_of[p];
  return a->closed[p] == c || (k >= 0 && a->regions[k].border == 1 << c && !a->regions[k].seki_eye);
}

/* Dead stones behind a dame only their captor can fill: once the dame are
 * filled on the work board, the points of a neutral region that the fills
 * closed off, holding dead stones of one colour and bordered by the other
 * colour alone, are that colour's territory, and the dead stones its
 * prisoners. (Dead stones whose one way out is a point beside their
 * owner's living chain: the owner filling it joins them and is taken
 * with them; the captor filling it takes them and closes the pocket, and
 * the owner's chain may have to answer inside its own territory. J89 art.
 * 9, commentary: the count is made once the dame are filled.) */
static void close_pockets(const score_input *in, analysis *a, point *stack)
{
  const board *b = in->board, *w = &a->work;
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  point pocket[BOARD_MAX_POINTS];
  BOARD_FOR_POINTS(b, p) {
    int k = a->region_of[p];
    if (k < 0 || a->regions[k].border != BOTH_COLOURS || seen[p] || board_at(w, p) != COLOR_EMPTY)
      continue;
    int top = 0, n = 0, border = 0, dead = 0;
    stack[top++] = p;
    seen[p] = 1;
    while (top) {
      point q = stack[--top];
      pocket[n++] = q;
      if (is_dead(in, q))
        dead |= 1 << board_at(b, q);
      BOARD_FOR_NEIGHBOURS(w, q, r) {
        enum color c = board_at(w, (point)r);
        if (c == COLOR_BLACK || c == COLOR_WHITE)
          border |= 1 << c;
        else if (c == COLOR_EMPTY && !seen[r] && a->region_of[r] == k) {
          seen[r] = 1;
          stack[top++] = (point)r;
        }
      }
    }
    for (enum color c = COLOR_BLACK; c <= COLOR_WHITE; c++)
      if (border == 1 << c && dead == 1 << color_other(c))
        for (int i = 0; i < n; i++)
          a->closed[pocket[i]] = (uint8_t)c;
  }
}

/* Whether the opponent o of the player being read fills the dame p: a
 * legal move that takes nothing and that the player cannot punish. */
static bool opponent_fills(const score_input *in, const board *w, enum color o, point p)
{
  if (board_check(w, o, p, SUICIDE_FORBIDDEN, NULL, false).status != MOVE_LEGAL)
    return false;
  if (board_captures(w, o, p))
    return false; /* it would take stones: the player fills it first */
  seki_area area;
  memset(&area, 0, sizeof area);
  seki_area_add(&area, p);
  if (!seki_area_close(w, in->dead, &area))
    return board_fills_safely(w, o, p);
  return seki_fills_safely(w, in->dead, o, p, &area);
}

/* Whether c connecting at q, the last liberty of the chain through p,
 * leaves it out of atari: a group already short of liberties before any
 * dame was filled is no group a connection saves. */
static bool connection_saves(const board *w, enum color c, point p, point q)
{
  if (board_check(w, c, q, SUICIDE_FORBIDDEN, NULL, false).status != MOVE_LEGAL)
    return false;
  board *after = os_malloc(sizeof *after);
  if (!after)
    return false;
  *after = *w;
  board_play(after, c, q);
  bool saved = board_at(after, p) == c && !board_in_atari(after, after->chain[p]);
  free(after);
  return saved;
}

/* The points c must fill once the dame are filled (J89 art. 9,
 * commentary): on a copy without the dead stones of territories, the
 * opponent fills every dame he safely can; a chain of c then in atari
 * whose liberty is in c's territory must connect there, and that point is
 * no territory. Repeated, as a connection may leave another chain short. */
static void find_must_fill(const score_input *in, analysis *a, enum color c)
{
  const board *b = in->board;
  board *w = &a->work;
  uint8_t colors[BOARD_MAX_POINTS];
  memcpy(colors, b->color, sizeof colors);
  for (int i = 0; i < BOARD_MAX_POINTS; i++)
    if (is_dead(in, (point)i) &&
        (territory_of(a, (point)i, COLOR_BLACK) || territory_of(a, (point)i, COLOR_WHITE)))
      colors[i] = COLOR_EMPTY;
  *w = *b;
  board_set_stones(w, colors);
  w->ko = POINT_NONE;
  enum color o = color_other(c);
  for (bool filled = true; filled;) {
    filled = false;
    BOARD_FOR_POINTS(b, p) {
      if (neutral(a, p) && !a->seki_point[p] && board_at(w, p) == COLOR_EMPTY &&
          opponent_fills(in, w, o, p)) {
        fill(w, o, p);
        filled = true;
      }
    }
  }
  for (int round = 0; round < b->size * b->size; round++) {
    point need = POINT_NONE;
    for (int y = 0; y < b->size && need == POINT_NONE; y++)
      for (int x = 0; x < b->size && need == POINT_NONE; x++) {
        point p = board_point(b, x, y);
        if (board_at(w, p) != c || w->chain[p] != p || is_dead(in, p) || !board_in_atari(w, p))
          continue;
        point q = board_atari_liberty(w, p);
        if (territory_of(a, q, c) && !a->must_fill[q] && connection_saves(w, c, p, q))
          need = q;
      }
    if (need == POINT_NONE)
      break;
    a->must_fill[need] = (uint8_t)c;
    fill(w, c, need);
  }
}

static void analyse(const score_input *in, analysis *a)
{
  point stack[BOARD_MAX_POINTS];
  memcpy(a->color, in->board->color, sizeof a->color);
  find_regions(in, a, stack);
  find_seki(in, a);
  mark_seki_chains(in->board, a, stack);
  close_pockets(in, a, stack);
  find_must_fill(in, a, COLOR_BLACK);
  find_must_fill(in, a, COLOR_WHITE);
}

/* The last analysis, kept: a scoring screen counts one position under
 * every rule set, and asks for its points, its stones and its reasons, all
 * from the same analysis. Per thread; compared on the stones and the dead
 * marks themselves. */
typedef struct analysis_cache {
  analysis *a;
  bool valid;
  int size;
  uint8_t color[BOARD_MAX_POINTS];
  uint8_t dead[BOARD_MAX_POINTS];
} analysis_cache;

static _Thread_local analysis_cache cache;

static const analysis *analysis_of(const score_input *in)
{
  const board *b = in->board;
  uint8_t dead[BOARD_MAX_POINTS] = {0};
  if (in->dead)
    for (int i = 0; i < BOARD_MAX_POINTS; i++)
      dead[i] = in->dead[i] && b->color[i] != COLOR_EMPTY && b->color[i] != COLOR_BORDER;
  if (cache.valid && cache.size == b->size && !memcmp(cache.color, b->color, sizeof cache.color) &&
      !memcmp(cache.dead, dead, sizeof dead))
    return cache.a;
  if (!cache.a && !(cache.a = os_malloc(sizeof *cache.a)))
    return NULL;
  score_input exact = *in;
  exact.dead = dead;
  analyse(&exact, cache.a);
  cache.valid = true;
  cache.size = b->size;
  memcpy(cache.color, b->color, sizeof cache.color);
  memcpy(cache.dead, dead, sizeof dead);
  return cache.a;
}

void score_thread_end(void)
{
  free(cache.a);
  cache = (analysis_cache){0};
}

void score_format_result(double margin, char *out, size_t len)
{
  if (fabs(margin) < 1e-9)
    snprintf(out, len, "0");
  else
    snprintf(out, len, "%c+%g", margin > 0 ? 'B' : 'W', fabs(margin));
}

int score_stones_placed(const board *b, enum color c)
{
  int n = 0;
  BOARD_FOR_POINTS(b, p)
    n += board_at(b, p) == c;
  return n + b->captures[color_other(c)];
}

enum color score_point_owner(enum score_point k)
{
  switch (k) {
  case SCORE_POINT_BLACK:
  case SCORE_POINT_BLACK_SEKI_EYE:
  case SCORE_POINT_BLACK_MUST_FILL:
    return COLOR_BLACK;
  case SCORE_POINT_WHITE:
  case SCORE_POINT_WHITE_SEKI_EYE:
  case SCORE_POINT_WHITE_MUST_FILL:
    return COLOR_WHITE;
  default:
    return COLOR_EMPTY;
  }
}

/* What a point holding no living stone counts as, its region being g;
 * must-fill points aside. */
static enum score_point region_point_kind(const analysis *a, const region *g, point p)
{
  if (a->closed[p])
    return a->closed[p] == COLOR_BLACK ? SCORE_POINT_BLACK : SCORE_POINT_WHITE;
  if (g->border == 1 << COLOR_BLACK)
    return g->seki_eye ? SCORE_POINT_BLACK_SEKI_EYE : SCORE_POINT_BLACK;
  if (g->border == 1 << COLOR_WHITE)
    return g->seki_eye ? SCORE_POINT_WHITE_SEKI_EYE : SCORE_POINT_WHITE;
  /* A dead stone in a region of seki stays there (J89 art. 10). */
  bool stone = a->color[p] != COLOR_EMPTY && g->seki;
  return g->border == BOTH_COLOURS && (a->seki_point[p] || stone) ? SCORE_POINT_SEKI
                                                                  : SCORE_POINT_DAME;
}

static enum score_point point_kind(const analysis *a, point p)
{
  if (a->must_fill[p])
    return a->must_fill[p] == COLOR_BLACK ? SCORE_POINT_BLACK_MUST_FILL
                                          : SCORE_POINT_WHITE_MUST_FILL;
  return region_point_kind(a, &a->regions[a->region_of[p]], p);
}

enum color score_point_territory(enum score_point k, const rules *r)
{
  if (score_point_is_seki_eye(k) && !rules_counts_seki_eyes(r))
    return COLOR_EMPTY;
  /* A point its owner must fill holds his stone in the end: area counts
   * it, territory does not (J89 art. 9, commentary). */
  if (score_point_is_must_fill(k) && !rules_counts_stones(r))
    return COLOR_EMPTY;
  return score_point_owner(k);
}

/* What one point holding no living stone adds: territory, dame, seki,
 * eyes in seki, points to fill, and where a dead stone on it goes. */
static void count_point(const score_input *in, const analysis *a, point p, const rules *r,
                        score *out)
{
  const region *g = &a->regions[a->region_of[p]];
  enum score_point kind = point_kind(a, p);
  enum color owner = score_point_owner(kind);
  bool counted = score_point_territory(kind, r) != COLOR_EMPTY;
  enum color stone = board_at(in->board, p);
  if (score_point_is_seki_eye(kind))
    out->side[owner].seki_eyes++;
  if (score_point_is_must_fill(kind))
    out->side[owner].must_fill++;
  if (owner == COLOR_EMPTY) {
    out->dame++;
    if (kind == SCORE_POINT_SEKI)
      out->seki_points++;
    else if (g->border == BOTH_COLOURS && stone == COLOR_EMPTY)
      out->unfilled_dame++;
  }
  if (counted)
    out->side[owner].territory++;
  /* A dead stone: removed as the opponent's prisoner, except, counting
   * territory, where it does not stand in a territory (in seki it stays
   * on the board, J89 art. 10). A point to fill is territory when its
   * dead stone is taken. */
  if (stone != COLOR_BLACK && stone != COLOR_WHITE)
    return;
  enum score_point region_kind = region_point_kind(a, g, p);
  if (!rules_counts_prisoners(r) || score_point_territory(region_kind, r) != COLOR_EMPTY)
    out->side[color_other(stone)].prisoners++;
  else
    out->side[stone].dead_left++;
}

/* Each pass hands a stone to the opponent, and White hands one more if
 * Black made the last move. Passes after the last stone alternate, so an
 * odd number of them on the board means the other colour moved last: a
 * game that ends as the AGA rules ask, White passing after Black's pass,
 * already holds that stone among White's passes. */
static void count_pass_stones(const score_input *in, score *out)
{
  enum color last = in->last_mover;
  if (in->board->passes % 2 && last != COLOR_EMPTY)
    last = color_other(last);
  out->side[COLOR_BLACK].pass_stones = in->passes[COLOR_WHITE] + (last == COLOR_BLACK ? 1 : 0);
  out->side[COLOR_WHITE].pass_stones = in->passes[COLOR_BLACK];
}

/* The totals: what the rule set counts, komi and compensation to White. */
static void total(const score_input *in, const rules *r, score *out)
{
  score_side *w = &out->side[COLOR_WHITE];
  w->compensation = rules_handicap_compensation(r, in->handicap);
  w->komi = in->komi;
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    score_side *s = &out->side[c];
    s->total = (rules_counts_stones(r) ? s->stones : 0) +
               (rules_counts_territory(r) ? s->territory : 0) +
               (rules_counts_prisoners(r) ? s->prisoners : 0);
  }
  w->total += w->komi + w->compensation;
  out->margin = out->side[COLOR_BLACK].total - w->total;
  score_format_result(out->margin, out->result, sizeof out->result);
}

bool score_count(const score_input *in, const rules *r, score *out)
{
  if (!in || !in->board || !r || !isfinite(in->komi))
    return false;
  /* About 30 KB: on the heap, so that counting is reentrant and light on
   * the stack. */
  const analysis *a = analysis_of(in);
  if (!a)
    return false;
  const board *b = in->board;
  memset(out, 0, sizeof *out);
  out->rules = r;
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
    out->side[c].prisoners = b->captures[c];
  BOARD_FOR_POINTS(b, p) {
    if (a->alive[p] != COLOR_EMPTY)
      out->side[a->alive[p]].stones++;
    else if (board_at(b, p) == COLOR_BLACK || board_at(b, p) == COLOR_WHITE)
      out->side[board_at(b, p)].dead++;
  }
  BOARD_FOR_POINTS(b, p) {
    if (a->region_of[p] >= 0)
      count_point(in, a, p, r, out);
  }
  if (rules_counts_pass_stones(r))
    count_pass_stones(in, out);
  total(in, r, out);
  return true;
}

bool score_stone_status(const score_input *in, uint8_t status[BOARD_MAX_POINTS])
{
  const analysis *a = analysis_of(in);
  if (!a)
    return false;
  const board *b = in->board;
  memset(status, SCORE_NONE, BOARD_MAX_POINTS);
  BOARD_FOR_POINTS(b, p) {
    if (a->alive[p] != COLOR_EMPTY)
      status[p] = a->in_seki[p] ? SCORE_SEKI : SCORE_ALIVE;
    else if (board_at(b, p) == COLOR_BLACK || board_at(b, p) == COLOR_WHITE)
      status[p] = SCORE_DEAD;
  }
  return true;
}

int score_toggle_dead(const board *b, uint8_t dead[BOARD_MAX_POINTS], point p)
{
  if (!board_on(b, p))
    return 0;
  enum color c = board_at(b, p);
  if (c != COLOR_BLACK && c != COLOR_WHITE)
    return 0;
  enum color opp = color_other(c);
  uint8_t mark = dead[p] ? 0 : 1;
  /* The region bounded by the opponent's living stones around p. */
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  point stack[BOARD_MAX_POINTS];
  int top = 0, changed = 0;
  stack[top++] = p;
  seen[p] = 1;
  while (top) {
    point q = stack[--top];
    if (board_at(b, q) == c && dead[q] != mark) {
      dead[q] = mark;
      changed++;
    }
    BOARD_FOR_NEIGHBOURS(b, q, n) {
      if (seen[n] || board_at(b, (point)n) == COLOR_BORDER)
        continue;
      if (board_at(b, (point)n) == opp && !dead[n])
        continue;
      seen[n] = 1;
      stack[top++] = (point)n;
    }
  }
  return changed;
}

bool score_points(const score_input *in, uint8_t kind[BOARD_MAX_POINTS])
{
  const analysis *a = analysis_of(in);
  if (!a)
    return false;
  const board *b = in->board;
  memset(kind, SCORE_POINT_STONE, BOARD_MAX_POINTS);
  BOARD_FOR_POINTS(b, p) {
    if (a->region_of[p] >= 0)
      kind[p] = (uint8_t)point_kind(a, p);
  }
  return true;
}

/* A player's name in the person's language: "Black", "White". */
static const char *color_name(enum color c) { return c == COLOR_BLACK ? _("Black") : _("White"); }

static score_reason *add(score_reason *out, int *n, int max, double points,
                         enum score_reason_kind kind, enum color c)
{
  if (*n >= max)
    return NULL;
  score_reason *o = &out[(*n)++];
  *o = (score_reason){.points = points, .kind = kind, .color = c};
  return o;
}

/* Appends to a reason's text. */
static void put(score_reason *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(score_reason *o, const char *fmt, ...)
{
  size_t n = strlen(o->text);
  if (n + 1 >= sizeof o->text)
    return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(o->text + n, sizeof o->text - n, fmt, ap);
  va_end(ap);
}

/* The two ways of counting a reconciliation knows: territory and prisoners
 * (J89), stones and territory (area). */
static bool territory_counting(const rules *r)
{
  return rules_counts_prisoners(r) && !rules_counts_stones(r);
}

static bool area_counting(const rules *r)
{
  return rules_counts_stones(r) && !rules_counts_prisoners(r);
}

/* The reasons being written: a (territory) against b (area). */
typedef struct reasons {
  score_reason *out;
  int n, max;
  const char *an, *bn; /* the rule sets' names in a sentence */
} reasons;

/* Area minus territory, for Black, is exactly: the stones Black placed
 * minus White's, the seki eyes (area counts them), and the dead stones
 * left in seki (territory takes no prisoners there). The first of them. */
static void reason_stones_placed(reasons *rs, const score_input *in)
{
  int placed =
      score_stones_placed(in->board, COLOR_BLACK) - score_stones_placed(in->board, COLOR_WHITE);
  score_reason *o;
  if (!placed || !(o = add(rs->out, &rs->n, rs->max, -placed, REASON_STONES_PLACED, COLOR_EMPTY)))
    return;
  int more = placed > 0 ? placed : -placed;
  enum color ahead = placed > 0 ? COLOR_BLACK : COLOR_WHITE;
  /* TRANSLATORS: "Black placed 2 more stones than White (handicap stones
   * included): +2 for Black in Chinese counting", in three pieces. */
  put(o, P_("%s placed %d more stone than %s", "%s placed %d more stones than %s", more),
      color_name(ahead), more, color_name(color_other(ahead)));
  if (in->handicap > 1)
    put(o, "%s", _(" (handicap stones included)"));
  put(o, _(": +%d for %s in %s counting"), more, color_name(ahead), rs->bn);
}

static void reason_seki_eyes(reasons *rs, const score *a, const score_input *in)
{
  const analysis *an = analysis_of(in);
  int eyes[3] = {0};
  if (an) {
    for (int k = 0; k < an->n_regions; k++) {
      int border = an->regions[k].border;
      if (an->regions[k].seki_eye && (border == 1 << COLOR_BLACK || border == 1 << COLOR_WHITE))
        eyes[border == 1 << COLOR_BLACK ? COLOR_BLACK : COLOR_WHITE]++;
    }
  }
  score_reason *o;
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    int points = a->side[c].seki_eyes;
    if (!points || !(o = add(rs->out, &rs->n, rs->max, c == COLOR_BLACK ? -points : points,
                             REASON_SEKI_EYES, (enum color)c)))
      continue;
    /* TRANSLATORS: "White's 1 eye in seki (2 points): +2 for White in
     * Chinese counting, nothing in Japanese", in three pieces. */
    put(o, P_("%s's %d eye in seki", "%s's %d eyes in seki", eyes[c]), color_name(c), eyes[c]);
    if (eyes[c] != points)
      put(o, P_(" (%d point)", " (%d points)", points), points);
    put(o, _(": +%d for %s in %s counting, nothing in %s"), points, color_name(c), rs->bn, rs->an);
  }
}

static void reason_dead_in_seki(reasons *rs, const score *a)
{
  score_reason *o;
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    int left = a->side[c].dead_left;
    if (!left || !(o = add(rs->out, &rs->n, rs->max, c == COLOR_BLACK ? left : -left,
                           REASON_DEAD_IN_SEKI, (enum color)c)))
      continue;
    if (c == COLOR_BLACK)
      put(o,
          P_("%d dead Black stone outside any territory (in seki)",
             "%d dead Black stones outside any territory (in seki)", left),
          left);
    else
      put(o,
          P_("%d dead White stone outside any territory (in seki)",
             "%d dead White stones outside any territory (in seki)", left),
          left);
    /* TRANSLATORS: "...: +3 for White in Chinese counting (removed there),
     * no prisoners in Japanese (J89 art. 10)". */
    put(o, _(": +%d for %s in %s counting (removed there), no prisoners in %s (J89 art. 10)"), left,
        color_name(color_other(c)), rs->bn, rs->an);
  }
}

/* The points each side must fill once the dame are filled: its area, no
 * territory. */
static void reason_must_fill(reasons *rs, const score *a)
{
  score_reason *o;
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    int n = a->side[c].must_fill;
    if (!n || !(o = add(rs->out, &rs->n, rs->max, c == COLOR_BLACK ? -n : n, REASON_MUST_FILL,
                        (enum color)c)))
      continue;
    /* TRANSLATORS: "1 point White must fill once the dame are filled: +1
     * for White in Chinese counting, not territory in Japanese (J89 art.
     * 9)", in two pieces. */
    put(o,
        P_("%d point %s must fill once the dame are filled",
           "%d points %s must fill once the dame are filled", n),
        n, color_name(c));
    put(o, _(": +%d for %s in %s counting, not territory in %s (J89 art. 9)"), n, color_name(c),
        rs->bn, rs->an);
  }
}

/* Points that differ in neither count, said so that a class sees why. */
/* The points of kind SCORE_POINT_SEKI, named ("D9, F9"), at most max
 * named and then "...". */
static void seki_point_names(const score_input *in, char *out, size_t len, int max)
{
  const analysis *an = analysis_of(in);
  out[0] = '\0';
  if (!an)
    return;
  const board *b = in->board;
  size_t n = 0;
  int named = 0;
  for (int y = b->size - 1; y >= 0; y--)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      if (an->region_of[p] < 0 || point_kind(an, p) != SCORE_POINT_SEKI)
        continue;
      char v[4];
      board_vertex_format(b->size, x, y, v);
      const char *text = named == max ? "..." : v;
      if (named <= max && n + strlen(text) + 3 < len)
        n += (size_t)snprintf(out + n, len - n, "%s%s", named ? ", " : "", text);
      named++;
    }
}

static void reason_neutral(reasons *rs, const score *a, const score_input *in)
{
  score_reason *o;
  int dame = a->dame - a->seki_points;
  if (dame > 0 && (o = add(rs->out, &rs->n, rs->max, 0, REASON_DAME, COLOR_EMPTY)))
    put(o,
        P_("%d dame: neutral, worth nothing in either count",
           "%d dame: neutral, worth nothing in either count", dame),
        dame);
  if (a->unfilled_dame > 0 &&
      (o = add(rs->out, &rs->n, rs->max, 0, REASON_UNFILLED_DAME, COLOR_EMPTY)))
    put(o,
        P_("%d dame left unfilled: by the letter of J89 (Diagram 15) the stones next to it live "
           "only in seki; Hoshi counts as though it were filled (art. 9)",
           "%d dame left unfilled: by the letter of J89 (Diagram 15) the stones next to them live "
           "only in seki; Hoshi counts as though they were filled (art. 9)",
           a->unfilled_dame),
        a->unfilled_dame);
  if (a->seki_points > 0 && (o = add(rs->out, &rs->n, rs->max, 0, REASON_SEKI_DAME, COLOR_EMPTY))) {
    char names[64];
    seki_point_names(in, names, sizeof names, 4);
    /* TRANSLATORS: "2 shared liberties in seki (D3, E1): neither side can
     * fill one without being captured, so they are no one's point in
     * either count (J89 art. 8)". */
    put(o,
        P_("%d shared liberty in seki (%s): neither side can fill it without being captured, so "
           "it is no one's point in either count (J89 art. 8)",
           "%d shared liberties in seki (%s): neither side can fill one without being captured, "
           "so they are no one's point in either count (J89 art. 8)",
           a->seki_points),
        a->seki_points, names);
  }
}

int score_reconcile(const score *a, const score *b, const score_input *in, score_reason *out,
                    int max)
{
  if (area_counting(a->rules) && territory_counting(b->rules)) {
    int n = score_reconcile(b, a, in, out, max);
    for (int i = 0; i < n; i++)
      out[i].points = -out[i].points;
    return n;
  }
  /* TRANSLATORS: the rule sets' names as they read in the reasons are the
   * "rule set: in a sentence" forms: "counted in Chinese". */
  reasons rs = {out, 0, max, rules_sentence_name(a->rules), rules_sentence_name(b->rules)};
  if (territory_counting(a->rules) && area_counting(b->rules)) {
    reason_stones_placed(&rs, in);
    reason_seki_eyes(&rs, a, in);
    reason_dead_in_seki(&rs, a);
    reason_must_fill(&rs, a);
  }
  double comp = b->side[COLOR_WHITE].compensation - a->side[COLOR_WHITE].compensation;
  score_reason *o;
  if (fabs(comp) > 1e-9 && (o = add(out, &rs.n, max, comp, REASON_COMPENSATION, COLOR_EMPTY))) {
    /* The sign once: what the count that gives more gives beyond the
     * other's. */
    bool more_b = comp > 0;
    const score *more = more_b ? b : a, *less = more_b ? a : b;
    /* TRANSLATORS: "4 handicap stones: +4 for White in Chinese counting,
     * which gives 4 for them (Japanese: 0)". */
    put(o,
        P_("%d handicap stone: +%s for White in %s counting, which gives %s for it (%s: %s)",
           "%d handicap stones: +%s for White in %s counting, which gives %s for them (%s: %s)",
           in->handicap),
        in->handicap, i18n_num(fabs(comp)), more_b ? rs.bn : rs.an,
        i18n_num(more->side[COLOR_WHITE].compensation), more_b ? rs.an : rs.bn,
        i18n_num(less->side[COLOR_WHITE].compensation));
  }
  if (territory_counting(a->rules) != territory_counting(b->rules))
    reason_neutral(&rs, a, in);
  return rs.n;
}

const char *score_reason_id(enum score_reason_kind kind)
{
  switch (kind) {
  case REASON_STONES_PLACED:
    return "stones_placed";
  case REASON_SEKI_EYES:
    return "seki_eyes";
  case REASON_DEAD_IN_SEKI:
    return "dead_in_seki";
  case REASON_COMPENSATION:
    return "compensation";
  case REASON_DAME:
    return "dame";
  case REASON_SEKI_DAME:
    return "seki_dame";
  case REASON_MUST_FILL:
    return "must_fill";
  case REASON_UNFILLED_DAME:
    return "unfilled_dame";
  }
  return "unknown";
}

int score_reason_points(const score_reason *r, const score_input *in,
                        uint8_t mark[BOARD_MAX_POINTS])
{
  uint8_t *kind = os_malloc(BOARD_MAX_POINTS);
  if (!kind || !score_points(in, kind)) {
    free(kind);
    return -1;
  }
  const board *b = in->board;
  int n = 0;
  BOARD_FOR_POINTS(b, p) {
    enum score_point k = (enum score_point)kind[p];
    bool hit = false;
    switch (r->kind) {
    case REASON_SEKI_EYES:
      hit = score_point_owner(k) == r->color && score_point_is_seki_eye(k);
      break;
    case REASON_DEAD_IN_SEKI:
      /* Dead stones outside any counted territory: in a neutral region
       * or in an eye of stones in seki. */
      hit = is_dead(in, p) && board_at(b, p) == r->color &&
            (score_point_owner(k) == COLOR_EMPTY || score_point_is_seki_eye(k));
      break;
    case REASON_DAME:
      hit = k == SCORE_POINT_DAME;
      break;
    case REASON_SEKI_DAME:
      hit = k == SCORE_POINT_SEKI;
      break;
    case REASON_MUST_FILL:
      hit = score_point_is_must_fill(k) && score_point_owner(k) == r->color;
      break;
    case REASON_UNFILLED_DAME:
      hit = k == SCORE_POINT_DAME && board_at(b, p) == COLOR_EMPTY;
      break;
    case REASON_STONES_PLACED:
    case REASON_COMPENSATION:
      break;
    }
    if (hit) {
      mark[p] = 1;
      n++;
    }
  }
  free(kind);
  return n;
}
