/* Counting: regions of the position without its dead stones, seki found as
 * neutral points no one can fill safely, then each rule set's sums. */
#include "hoshi/score.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/i18n.h"

#define MAX_REGIONS (BOARD_MAX_SIZE * BOARD_MAX_SIZE)

typedef struct region {
  int size;
  int border;    /* bit 1 << colour for each colour of living stone next to it */
  int dead[3];   /* dead stones inside, per colour */
  bool seki;     /* a neutral region no one can fill safely */
  bool seki_eye; /* owned by one colour whose bordering stones are in seki */
} region;

typedef struct analysis {
  uint8_t alive[BOARD_MAX_POINTS];     /* colour of the living stone, COLOR_EMPTY otherwise */
  int16_t region_of[BOARD_MAX_POINTS]; /* region of a point that holds no living stone, or -1 */
  uint8_t in_seki[BOARD_MAX_POINTS];   /* living stones in seki */
  region regions[MAX_REGIONS];
  int n_regions;
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
    BOARD_FOR_NEIGHBOURS(b, q, r)
    {
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
    BOARD_FOR_NEIGHBOURS(b, q, n)
    {
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
  /* Seki: a neutral region none of whose points either colour can fill
   * safely. It starts as seki and loses that at its first safe point. */
  r->seki = r->border == BOTH_COLOURS;
}

/* The living stones, and the regions between them. */
static void find_regions(const score_input *in, analysis *a, point *stack)
{
  const board *b = in->board;
  memset(a->alive, COLOR_EMPTY, sizeof a->alive);
  memset(a->in_seki, 0, sizeof a->in_seki);
  for (int i = 0; i < BOARD_MAX_POINTS; i++)
    a->region_of[i] = -1;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      enum color c = board_at(b, p);
      if (c != COLOR_EMPTY && !is_dead(in, p))
        a->alive[p] = (uint8_t)c;
    }
  a->n_regions = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      if (a->alive[p] == COLOR_EMPTY && a->region_of[p] < 0)
        flood_region(b, a, p, a->n_regions++, stack);
    }
}

/* A neutral point someone can fill safely is no seki. Judged on the board
 * as it stands: a dead stone stays there until the count removes it, and
 * inside a seki it is never removed (J89 art. 10), so it takes the liberty
 * it stands on. Counting its point as empty would break the seki whose eye
 * holds a dead stone: the eye's owner only gets that liberty by filling
 * the eye's other point to take the stone. */
static void drop_fillable_seki(const board *b, analysis *a)
{
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      int k = a->region_of[p];
      if (k < 0 || a->regions[k].border != BOTH_COLOURS || !a->regions[k].seki)
        continue;
      if (board_fills_safely(b, COLOR_BLACK, p) || board_fills_safely(b, COLOR_WHITE, p))
        a->regions[k].seki = false;
    }
}

/* The living chains that touch a seki region are in seki, and the regions
 * that only one colour borders next to them are their eyes. */
static void mark_seki_chains(const board *b, analysis *a, point *stack)
{
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      int k = a->region_of[p];
      if (k < 0 || !a->regions[k].seki)
        continue;
      BOARD_FOR_NEIGHBOURS(b, p, n)
      {
        if (a->alive[n] != COLOR_EMPTY && !seen[n]) {
          uint8_t chain[BOARD_MAX_POINTS] = {0};
          living_chain(b, a, (point)n, chain, stack);
          for (int i = 0; i < BOARD_MAX_POINTS; i++)
            if (chain[i])
              seen[i] = a->in_seki[i] = 1;
        }
      }
    }
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      int k = a->region_of[p];
      if (k < 0 || a->regions[k].border == BOTH_COLOURS || a->regions[k].border == 0)
        continue;
      BOARD_FOR_NEIGHBOURS(b, p, n)
      {
        if (a->in_seki[n])
          a->regions[k].seki_eye = true;
      }
    }
}

static void analyse(const score_input *in, analysis *a)
{
  point stack[BOARD_MAX_POINTS];
  find_regions(in, a, stack);
  drop_fillable_seki(in->board, a);
  mark_seki_chains(in->board, a, stack);
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
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++)
      n += board_at(b, board_point(b, x, y)) == c;
  return n + b->captures[color_other(c)];
}

enum color score_point_owner(enum score_point k)
{
  switch (k) {
  case SCORE_POINT_BLACK:
  case SCORE_POINT_BLACK_SEKI_EYE:
    return COLOR_BLACK;
  case SCORE_POINT_WHITE:
  case SCORE_POINT_WHITE_SEKI_EYE:
    return COLOR_WHITE;
  default:
    return COLOR_EMPTY;
  }
}

static enum score_point region_kind(const region *g)
{
  if (g->border == 1 << COLOR_BLACK)
    return g->seki_eye ? SCORE_POINT_BLACK_SEKI_EYE : SCORE_POINT_BLACK;
  if (g->border == 1 << COLOR_WHITE)
    return g->seki_eye ? SCORE_POINT_WHITE_SEKI_EYE : SCORE_POINT_WHITE;
  return g->border == BOTH_COLOURS && g->seki ? SCORE_POINT_SEKI : SCORE_POINT_DAME;
}

enum color score_point_territory(enum score_point k, const rules *r)
{
  if (score_point_is_seki_eye(k) && !rules_counts_seki_eyes(r))
    return COLOR_EMPTY;
  return score_point_owner(k);
}

/* What one region adds: territory, dame, seki and eyes in seki, and where
 * its dead stones go. */
static void count_region(const region *g, const rules *r, score *out)
{
  enum score_point kind = region_kind(g);
  enum color owner = score_point_owner(kind);
  bool counted = score_point_territory(kind, r) != COLOR_EMPTY;
  if (score_point_is_seki_eye(kind))
    out->side[owner].seki_eyes += g->size;
  if (owner == COLOR_EMPTY) {
    out->dame += g->size;
    if (g->border == BOTH_COLOURS) {
      if (g->seki)
        out->seki_points += g->size;
      else
        out->unfilled_dame += g->size - g->dead[COLOR_BLACK] - g->dead[COLOR_WHITE];
    }
  }
  if (counted)
    out->side[owner].territory += g->size;
  /* Dead stones: removed as the opponent's prisoners, except, counting
   * territory, where they do not stand in a territory (in seki they stay
   * on the board, J89 art. 10). */
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    if (!g->dead[c])
      continue;
    if (!rules_counts_prisoners(r) || counted)
      out->side[color_other(c)].prisoners += g->dead[c];
    else
      out->side[c].dead_left += g->dead[c];
  }
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
  analysis *a = malloc(sizeof *a);
  if (!a)
    return false;
  analyse(in, a);
  const board *b = in->board;
  memset(out, 0, sizeof *out);
  out->rules = r;
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
    out->side[c].prisoners = b->captures[c];
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      if (a->alive[p] != COLOR_EMPTY)
        out->side[a->alive[p]].stones++;
      else if (board_at(b, p) == COLOR_BLACK || board_at(b, p) == COLOR_WHITE)
        out->side[board_at(b, p)].dead++;
    }
  for (int k = 0; k < a->n_regions; k++)
    count_region(&a->regions[k], r, out);
  if (rules_counts_pass_stones(r))
    count_pass_stones(in, out);
  total(in, r, out);
  free(a);
  return true;
}

bool score_stone_status(const score_input *in, uint8_t status[BOARD_MAX_POINTS])
{
  analysis *a = malloc(sizeof *a);
  if (!a)
    return false;
  analyse(in, a);
  const board *b = in->board;
  memset(status, SCORE_NONE, BOARD_MAX_POINTS);
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      if (a->alive[p] != COLOR_EMPTY)
        status[p] = a->in_seki[p] ? SCORE_SEKI : SCORE_ALIVE;
      else if (board_at(b, p) == COLOR_BLACK || board_at(b, p) == COLOR_WHITE)
        status[p] = SCORE_DEAD;
    }
  free(a);
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
    BOARD_FOR_NEIGHBOURS(b, q, n)
    {
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
  analysis *a = malloc(sizeof *a);
  if (!a)
    return false;
  analyse(in, a);
  const board *b = in->board;
  memset(kind, SCORE_POINT_STONE, BOARD_MAX_POINTS);
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      if (a->region_of[p] >= 0)
        kind[p] = (uint8_t)region_kind(&a->regions[a->region_of[p]]);
    }
  free(a);
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
  analysis *an = malloc(sizeof *an);
  int eyes[3] = {0};
  if (an) {
    analyse(in, an);
    for (int k = 0; k < an->n_regions; k++) {
      enum color c = score_point_owner(region_kind(&an->regions[k]));
      if (an->regions[k].seki_eye && c != COLOR_EMPTY)
        eyes[c]++;
    }
    free(an);
  }
  score_reason *o;
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    int points = a->side[c].seki_eyes;
    if (!points || !(o = add(rs->out, &rs->n, rs->max, c == COLOR_BLACK ? -points : points,
                             REASON_SEKI_EYES, (enum color)c)))
      continue;
    /* TRANSLATORS: "White's 1 eye in seki (2 points): counted in Chinese,
     * not in Japanese", in three pieces. */
    put(o, P_("%s's %d eye in seki", "%s's %d eyes in seki", eyes[c]), color_name(c), eyes[c]);
    if (eyes[c] != points)
      put(o, P_(" (%d point)", " (%d points)", points), points);
    put(o, _(": counted in %s, not in %s"), rs->bn, rs->an);
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
    put(o, _(": no prisoners for %s in %s (J89 art. 10); removed in %s, %+d for %s"),
        color_name(color_other(c)), rs->an, rs->bn, left, color_name(color_other(c)));
  }
}

/* Points that differ in neither count, said so that a class sees why. */
static void reason_neutral(reasons *rs, const score *a)
{
  score_reason *o;
  int dame = a->dame - a->seki_points;
  if (dame > 0 && (o = add(rs->out, &rs->n, rs->max, 0, REASON_DAME, COLOR_EMPTY)))
    put(o,
        P_("%d dame: neutral, worth nothing in either count",
           "%d dame: neutral, worth nothing in either count", dame),
        dame);
  if (a->seki_points > 0 && (o = add(rs->out, &rs->n, rs->max, 0, REASON_SEKI_DAME, COLOR_EMPTY)))
    put(o,
        P_("%d shared liberty in seki: no one's point in either count",
           "%d shared liberties in seki: no one's point in either count", a->seki_points),
        a->seki_points);
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
  }
  double comp = b->side[COLOR_WHITE].compensation - a->side[COLOR_WHITE].compensation;
  score_reason *o;
  if (fabs(comp) > 1e-9 && (o = add(out, &rs.n, max, comp, REASON_COMPENSATION, COLOR_EMPTY)))
    put(o,
        P_("%d handicap stone: White receives %s in %s, %s in %s",
           "%d handicap stones: White receives %s in %s, %s in %s", in->handicap),
        in->handicap, i18n_num(b->side[COLOR_WHITE].compensation), rs.bn,
        i18n_num(a->side[COLOR_WHITE].compensation), rs.an);
  if (territory_counting(a->rules) != territory_counting(b->rules))
    reason_neutral(&rs, a);
  return rs.n;
}

int score_reason_points(const score_reason *r, const score_input *in,
                        uint8_t mark[BOARD_MAX_POINTS])
{
  uint8_t *kind = malloc(BOARD_MAX_POINTS);
  if (!kind || !score_points(in, kind)) {
    free(kind);
    return -1;
  }
  const board *b = in->board;
  int n = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
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
