/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Counting demonstrations (see demo.h): the procedures done on a board
 * picture, so their figures come from moving and counting stones, not from
 * the sums of score_count; the last step says so when they disagree. */
#include "hoshi/demo.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"

/* A player's name in the person's language: "Black", "White". */
static const char *name(enum color c) { return c == COLOR_BLACK ? _("Black") : _("White"); }

const char *demo_method_name(enum demo_method m)
{
  switch (m) {
  case DEMO_JAPANESE:
    return _("Japanese counting");
  case DEMO_CHINESE:
    return _("Chinese counting");
  case DEMO_FRENCH:
    return _("French quick count");
  default:
    return "";
  }
}

const rules *demo_method_rules(enum demo_method m) { return rules_demonstrated(m); }

/* What the procedures share. */
typedef struct work {
  demo *d;
  const score_input *in;
  const board *b;
  uint8_t kind[BOARD_MAX_POINTS];  /* enum score_point */
  uint8_t owner[BOARD_MAX_POINTS]; /* territory at the start, for squaring off */
  int removed[3];                  /* dead stones of each colour taken off */
  int excess[3];                   /* prisoners filled by each colour beyond the territory */
} work;

static void figure(demo_step *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void figure(demo_step *s, const char *fmt, ...)
{
  if (s->n_figures >= DEMO_FIGURES)
    return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(s->figure[s->n_figures++], sizeof s->figure[0], fmt, ap);
  va_end(ap);
}

/* A new step showing the board as the previous one left it. */
static demo_step *next_step(work *w, const char *title)
{
  demo *d = w->d;
  demo_step *s = &d->step[d->n_steps];
  if (d->n_steps > 0) {
    const demo_step *prev = &d->step[d->n_steps - 1];
    memcpy(s->stone, prev->stone, sizeof s->stone);
    memcpy(s->dead, prev->dead, sizeof s->dead);
    memcpy(s->territory, prev->territory, sizeof s->territory);
    memcpy(s->area, prev->area, sizeof s->area);
  }
  memset(s->highlight, 0, sizeof s->highlight);
  memset(s->number, 0, sizeof s->number);
  s->n_figures = 0;
  snprintf(s->title, sizeof s->title, "%s", title);
  d->n_steps++;
  return s;
}

#define FOR_POINTS(w, p)                                                                           \
  for (int y_ = 0; y_ < (w)->b->size; y_++)                                                        \
    for (int x_ = 0, p = board_point((w)->b, 0, y_); x_ < (w)->b->size;                            \
         x_++, p = board_point((w)->b, x_, y_))

/* The position as the game ended: the stones, the dead ones marked, the
 * territory as the method's rule set counts it (area rules count seki
 * eyes). */
static void first_step(work *w)
{
  const rules *r = w->d->rules;
  demo_step *s = next_step(w, _("The end of the game"));
  const board *b = w->b;
  int dead[3] = {0};
  bool seki = false;
  FOR_POINTS(w, p)
  {
    enum color c = board_at(b, (point)p);
    enum score_point k = (enum score_point)w->kind[p];
    s->stone[p] = (uint8_t)c;
    s->dead[p] = c != COLOR_EMPTY && w->in->dead && w->in->dead[p];
    dead[c] += s->dead[p];
    seki |= score_point_is_seki_eye(k) || k == SCORE_POINT_SEKI;
    s->territory[p] = w->owner[p] = (uint8_t)score_point_territory(k, r);
  }
  figure(s, _("Prisoners taken during the game: Black %d, White %d"), b->captures[COLOR_BLACK],
         b->captures[COLOR_WHITE]);
  figure(s, _("Dead stones: %d Black, %d White"), dead[COLOR_BLACK], dead[COLOR_WHITE]);
  if (seki && !rules_counts_seki_eyes(r))
    figure(s, "%s", _("Seki: its eyes and shared liberties are no one's territory (J89 art. 8)"));
  else if (seki)
    figure(s, "%s", _("Seki: its eyes count for their owner, its shared liberties for no one"));
}

/* Takes the dead stones off: all of them, or (Japanese) those standing in a
 * territory, the others staying in their seki (J89 art. 10). */
static demo_step *take_dead(work *w, const char *title, bool only_in_territory)
{
  demo_step *s = next_step(w, title);
  FOR_POINTS(w, p)
  {
    bool to_fill = score_point_is_must_fill((enum score_point)w->kind[p]);
    if (!s->dead[p] || (only_in_territory && !w->owner[p] && !to_fill))
      continue;
    w->removed[s->stone[p]]++;
    s->stone[p] = COLOR_EMPTY;
    s->dead[p] = 0;
    s->highlight[p] = 1;
  }
  return s;
}

/* Fills n stones of colour c into c's territory (they were c's, taken by
 * the other side, or handed over for passes), the points nearest c's walls
 * first, as players put them in. Returns how many did not fit. */
static int fill(work *w, demo_step *s, enum color c, int n)
{
  const board *b = w->b;
  int16_t dist[BOARD_MAX_POINTS];
  point queue[BOARD_MAX_POINTS];
  int head = 0, tail = 0;
  for (int i = 0; i < BOARD_MAX_POINTS; i++)
    dist[i] = INT16_MAX;
  FOR_POINTS(w, p)
  {
    if (s->territory[p] != c || s->stone[p] != COLOR_EMPTY)
      continue;
    bool wall = false;
    BOARD_FOR_NEIGHBOURS(b, (point)p, q) {
      wall |= s->stone[q] == c;
    }
    if (wall) {
      dist[p] = 0;
      queue[tail++] = (point)p;
    }
  }
  while (head < tail) {
    point p = queue[head++];
    BOARD_FOR_NEIGHBOURS(b, p, q) {
      if (board_on(b, (point)q) && s->territory[q] == c && s->stone[q] == COLOR_EMPTY &&
          dist[q] == INT16_MAX) {
        dist[q] = (int16_t)(dist[p] + 1);
        queue[tail++] = (point)q;
      }
    }
  }
  /* Nearest first, in reading order among equals. */
  for (int16_t d = 0; n > 0; d = d == INT16_MAX ? d : (int16_t)(d + 1)) {
    bool any = false;
    FOR_POINTS(w, p)
    {
      if (n > 0 && s->territory[p] == c && s->stone[p] == COLOR_EMPTY && dist[p] == d) {
        s->stone[p] = (uint8_t)c;
        s->territory[p] = COLOR_EMPTY;
        s->highlight[p] = 1;
        n--;
      }
      any |= s->territory[p] == c && s->stone[p] == COLOR_EMPTY;
    }
    if (!any || d == INT16_MAX)
      break;
  }
  return n;
}

/* Squares each territory off: in every region of c's territory the empty
 * points are gathered in reading order and the filled stones pushed to the
 * end, so that what is left forms rows that are easy to count. */
static void square_off(work *w, demo_step *s)
{
  const board *b = w->b;
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  point stack[BOARD_MAX_POINTS];
  BOARD_FOR_POINTS(b, start) {
    enum color c = (enum color)w->owner[start];
    if (!c || seen[start])
      continue;
    /* The region: the points that were c's territory, connected. */
    uint8_t in[BOARD_MAX_POINTS] = {0};
    int top = 0, empty = 0;
    stack[top++] = start;
    seen[start] = in[start] = 1;
    while (top) {
      point p = stack[--top];
      empty += s->stone[p] == COLOR_EMPTY;
      BOARD_FOR_NEIGHBOURS(b, p, q) {
        if (board_on(b, (point)q) && !seen[q] && w->owner[q] == c) {
          seen[q] = in[q] = 1;
          stack[top++] = (point)q;
        }
      }
    }
    /* From where the region starts (reading order): empty points first. */
    for (point p = start; p < BOARD_MAX_POINTS; p++) {
      if (!in[p])
        continue;
      bool keep_empty = empty > 0;
      empty -= keep_empty;
      uint8_t stone = keep_empty ? COLOR_EMPTY : (uint8_t)c;
      s->highlight[p] = s->stone[p] != stone;
      s->stone[p] = stone;
      s->territory[p] = keep_empty ? (uint8_t)c : COLOR_EMPTY;
    }
  }
}

/* Writes 1, 2, 3... on c's empty territory points; returns the count. */
/* The points left of c's territory counted region by region, as a class
 * counts them: each region's count written once, on its point nearest its
 * middle (never a number on every point, which runs into the grid), and
 * the counts in sums: every region when there are at most four ("31 + 27
 * = 58"), else the large ones and the rest together ("31 + 12 + 15 in
 * small regions = 58"); prisoners that found no room taken off ("... - 2 =
 * 56"). Returns the total. */
static int number_points(work *w, demo_step *s, enum color c, int excess, char *sums, size_t len)
{
  const board *b = w->b;
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  point stack[BOARD_MAX_POINTS], members[BOARD_MAX_POINTS];
  int size[BOARD_MAX_POINTS];
  int total = 0, regions = 0;
#define LEFT(q) (s->territory[q] == c && s->stone[q] == COLOR_EMPTY)
  FOR_POINTS(w, start)
  {
    if (seen[start] || !LEFT(start))
      continue;
    int top = 0, m = 0;
    double sx = 0, sy = 0;
    stack[top++] = (point)start;
    seen[start] = 1;
    while (top) {
      point p = stack[--top];
      members[m++] = p;
      sx += board_x(b, p);
      sy += board_y(b, p);
      BOARD_FOR_NEIGHBOURS(b, p, q) {
        if (board_on(b, (point)q) && !seen[q] && LEFT(q)) {
          seen[q] = 1;
          stack[top++] = (point)q;
        }
      }
    }
    /* The point nearest the middle, the first in reading order of equals. */
    double cx = sx / m, cy = sy / m, best_d = 1e18;
    point best = members[0];
    for (int i = 0; i < m; i++) {
      double dx = board_x(b, members[i]) - cx, dy = board_y(b, members[i]) - cy;
      double d2 = dx * dx + dy * dy;
      if (d2 < best_d - 1e-9 || (fabs(d2 - best_d) <= 1e-9 && members[i] < best)) {
        best_d = d2;
        best = members[i];
      }
    }
    s->number[best] = (uint16_t)m;
    size[regions++] = m;
    total += m;
  }
#undef LEFT
  enum { LISTED = 4, LARGE = 5 };
  size_t n = 0;
  int small = 0, listed = 0;
  sums[0] = 0;
  for (int i = 0; i < regions; i++) {
    if (regions > LISTED && size[i] < LARGE) {
      small += size[i];
      continue;
    }
    if (n < len)
      n += (size_t)snprintf(sums + n, len - n, "%s%d", listed++ ? " + " : "", size[i]);
  }
  if (small && n < len)
    n += (size_t)snprintf(sums + n, len - n,
                          P_("%s%d in small regions", "%s%d in small regions", small),
                          listed ? " + " : "", small);
  if (!listed && !small && n < len)
    n += (size_t)snprintf(sums + n, len - n, "0"); /* no territory left: "0 - 2 = -2" */
  if (excess && n < len)
    n += (size_t)snprintf(sums + n, len - n, " - %d", excess);
  if ((regions > 1 || excess) && n < len)
    snprintf(sums + n, len - n, " = %d", total - excess);
  else if (regions == 0)
    snprintf(sums, len, "%d", total - excess);
  return total - excess;
}

static void finish(work *w, demo_step *s, double black, double white)
{
  demo *d = w->d;
  d->black = black;
  d->white = white;
  d->margin = black - white;
  score_format_result(d->margin, d->result, sizeof d->result);
  score sc;
  if (score_count(w->in, d->rules, &sc) && fabs(sc.margin - d->margin) > 1e-9) {
    char r[32];
    /* TRANSLATORS: "The Japanese count by the sums says B+3.5: ..."; the
     * rule set's name is its "rule set: in a sentence" form. */
    figure(s, _("The %s count by the sums says %s: the procedure does not fit this game%s"),
           rules_sentence_name(d->rules), i18n_result(sc.result, r, sizeof r),
           d->method == DEMO_FRENCH
               ? _(" (it needs a game played out move by move, a pass stone for each pass)")
               : "");
  }
}

/* The points a side must fill once the dame are filled (J89 art. 9,
 * commentary), filled with its stones: they were never territory. */
static void fill_must_fill(work *w)
{
  int n[3] = {0};
  FOR_POINTS(w, p)
  {
    enum score_point k = (enum score_point)w->kind[p];
    if (score_point_is_must_fill(k))
      n[score_point_owner(k)]++;
  }
  if (!n[COLOR_BLACK] && !n[COLOR_WHITE])
    return;
  demo_step *s = next_step(w, _("Points that must be filled, filled"));
  FOR_POINTS(w, p)
  {
    enum score_point k = (enum score_point)w->kind[p];
    if (score_point_is_must_fill(k)) {
      s->stone[p] = (uint8_t)score_point_owner(k);
      s->highlight[p] = 1;
    }
  }
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
    if (n[c])
      figure(s,
             P_("%s fills %d point once the dame are filled: no territory there (J89 art. 9)",
                "%s fills %d points once the dame are filled: no territory there (J89 art. 9)",
                n[c]),
             name((enum color)c), n[c]);
}

static void japanese(work *w)
{
  const board *b = w->b;
  double komi = w->in->komi, comp = rules_handicap_compensation(w->d->rules, w->in->handicap);
  first_step(w);
  demo_step *s = take_dead(w, _("Dead stones taken off, as prisoners"), true);
  int pris[3];
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    pris[c] = b->captures[c] + w->removed[color_other(c)];
    figure(s, _("%s's prisoners: %d taken + %d dead = %d"), name(c), b->captures[c],
           w->removed[color_other(c)], pris[c]);
  }
  fill_must_fill(w);
  s = next_step(w, _("Prisoners filled into the opponent's territory"));
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    enum color o = color_other(c);
    int before = 0;
    FOR_POINTS(w, p) { before += s->territory[p] == o && s->stone[p] == COLOR_EMPTY; }
    w->excess[c] = fill(w, s, o, pris[c]);
    /* TRANSLATORS: "Black puts 3 prisoners into White's 10 points", in two
     * pieces. */
    char into[96];
    snprintf(into, sizeof into, P_(" into %s's %d point", " into %s's %d points", before), name(o),
             before);
    figure(s, P_("%s puts %d prisoner%s", "%s puts %d prisoners%s", pris[c]), name(c), pris[c],
           into);
    if (w->excess[c])
      figure(s,
             P_("%d of them find no room: %s's count goes %d below zero",
                "%d of them find no room: %s's count goes %d below zero", w->excess[c]),
             w->excess[c], name(o), w->excess[c]);
  }
  s = next_step(w, _("Territories squared off"));
  square_off(w, s);
  int left[3] = {0};
  FOR_POINTS(w, p) { left[s->territory[p]] += s->stone[p] == COLOR_EMPTY; }
  figure(s,
         P_("Black has %d points left, White %d: the same points, easier to count",
            "Black has %d points left, White %d: the same points, easier to count",
            left[COLOR_BLACK]),
         left[COLOR_BLACK], left[COLOR_WHITE]);
  s = next_step(w, _("The points left counted"));
  char bsum[96], wsum[96];
  double black = number_points(w, s, COLOR_BLACK, w->excess[COLOR_WHITE], bsum, sizeof bsum);
  double white = number_points(w, s, COLOR_WHITE, w->excess[COLOR_BLACK], wsum, sizeof wsum);
  /* TRANSLATORS: the points region by region: "Black: 31 + 27 = 58 points". */
  figure(s, P_("Black: %s points", "Black: %s points", i18n_plural_count(black)), bsum);
  if (comp)
    figure(s,
           P_("White: %s points + komi %s + %s for the handicap = %s",
              "White: %s points + komi %s + %s for the handicap = %s", i18n_plural_count(white)),
           wsum, i18n_num(komi), i18n_num(comp), i18n_num(white + komi + comp));
  else
    figure(s,
           P_("White: %s points + komi %s = %s", "White: %s points + komi %s = %s",
              i18n_plural_count(white)),
           wsum, i18n_num(komi), i18n_num(white + komi));
  /* Why a count went below its territory: the prisoners with no room. */
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
    if (w->excess[c])
      figure(s,
             P_("%s's %d prisoner found no room in %s's territory: %d off %s's points",
                "%s's %d prisoners found no room in %s's territory: %d off %s's points",
                w->excess[c]),
             name(c), w->excess[c], name(color_other(c)), w->excess[c], name(color_other(c)));
  char r[16], shown[32];
  score_format_result(black - white - komi - comp, r, sizeof r);
  figure(s, _("Result: %s"), i18n_result(r, shown, sizeof shown));
  finish(w, s, black, white + komi + comp);
}

static void chinese(work *w)
{
  const board *b = w->b;
  double komi = w->in->komi, comp = rules_handicap_compensation(w->d->rules, w->in->handicap);
  first_step(w);
  demo_step *s = take_dead(w, _("Dead stones taken off, back to their bowls"), false);
  figure(s, _("%d Black and %d White: area counting needs no prisoners"), w->removed[COLOR_BLACK],
         w->removed[COLOR_WHITE]);
  int area[3] = {0};
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    s = next_step(w, c == COLOR_BLACK ? _("Black's area: stones and territory")
                                      : _("White's area: stones and territory"));
    int stones = 0, territory = 0;
    FOR_POINTS(w, p)
    {
      if (s->stone[p] == c)
        stones++;
      else if (s->territory[p] == c)
        territory++;
      else
        continue;
      s->area[p] = (uint8_t)c;
      s->highlight[p] = 0;
    }
    area[c] = stones + territory;
    figure(s, _("%s: %d stones + %d territory = %d"), name(c), stones, territory, area[c]);
  }
  s = next_step(w, _("Compared with half the board"));
  int points = b->size * b->size, dame = points - area[COLOR_BLACK] - area[COLOR_WHITE];
  FOR_POINTS(w, p) { s->highlight[p] = !s->area[p]; }
  figure(s, _("The board has %d points: half is %s"), points, i18n_num(points / 2.0));
  double share = area[COLOR_BLACK] + dame / 2.0;
  if (dame)
    figure(s,
           P_("%d dame, shared: Black %d + %s = %s", "%d dame, shared: Black %d + %s = %s", dame),
           dame, area[COLOR_BLACK], i18n_num(dame / 2.0), i18n_num(share));
  double ahead = 2 * (share - points / 2.0);
  if (ahead >= 0)
    figure(s, _("Black is %s over half: %s ahead of White on the board"),
           i18n_num(fabs(share - points / 2.0)), i18n_num(fabs(ahead)));
  else
    figure(s, _("Black is %s under half: %s behind White on the board"),
           i18n_num(fabs(share - points / 2.0)), i18n_num(fabs(ahead)));
  char r[16], shown[32];
  score_format_result(ahead - komi - comp, r, sizeof r);
  i18n_result(r, shown, sizeof shown);
  if (comp)
    figure(s, _("White receives komi %s + %s for the handicap: %s"), i18n_num(komi), i18n_num(comp),
           shown);
  else
    figure(s, _("White receives komi %s: %s"), i18n_num(komi), shown);
  figure(s, _("Black %d, White %d + %s = %s"), area[COLOR_BLACK], area[COLOR_WHITE],
         i18n_num(komi + comp), i18n_num(area[COLOR_WHITE] + komi + comp));
  finish(w, s, area[COLOR_BLACK], area[COLOR_WHITE] + komi + comp);
}

static void french(work *w)
{
  const board *b = w->b;
  double komi = w->in->komi;
  score sc;
  if (!score_count(w->in, w->d->rules, &sc))
    return;
  first_step(w);
  demo_step *s = take_dead(w, _("Dead stones taken off, as prisoners"), false);
  int pris[3];
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    pris[c] = b->captures[c] + w->removed[color_other(c)];
    figure(s, _("%s's prisoners: %d taken + %d dead = %d"), name(c), b->captures[c],
           w->removed[color_other(c)], pris[c]);
  }
  s = next_step(w, _("Prisoners and pass stones into the opponent's territory"));
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    enum color o = color_other(c);
    int passes = sc.side[c].pass_stones, n = pris[c] + passes;
    w->excess[c] = fill(w, s, o, n);
    /* TRANSLATORS: "Black puts 9 White stones into White's territory: 7
     * prisoners, 2 for passes", in two pieces. */
    char why[96];
    snprintf(why, sizeof why,
             P_(": %d prisoner, %d for passes", ": %d prisoners, %d for passes", pris[c]), pris[c],
             passes);
    if (c == COLOR_BLACK)
      figure(s,
             P_("Black puts %d White stone into White's territory%s",
                "Black puts %d White stones into White's territory%s", n),
             n, why);
    else
      figure(s,
             P_("White puts %d Black stone into Black's territory%s",
                "White puts %d Black stones into Black's territory%s", n),
             n, why);
    if (w->excess[c])
      figure(s,
             P_("%d of them find no room: %s's count goes %d below zero",
                "%d of them find no room: %s's count goes %d below zero", w->excess[c]),
             w->excess[c], name(o), w->excess[c]);
  }
  s = next_step(w, _("The points left, compared with komi"));
  char bsum[96], wsum[96];
  double black = number_points(w, s, COLOR_BLACK, w->excess[COLOR_WHITE], bsum, sizeof bsum);
  double white = number_points(w, s, COLOR_WHITE, w->excess[COLOR_BLACK], wsum, sizeof wsum);
  figure(s,
         P_("Black: %s points; White: %s points", "Black: %s points; White: %s points",
            i18n_plural_count(white)),
         bsum, wsum);
  char r[16], shown[32];
  score_format_result(black - white - komi, r, sizeof r);
  i18n_result(r, shown, sizeof shown);
  if (black >= white)
    figure(s, _("Black is %s ahead; komi %s: %s"), i18n_num(fabs(black - white)), i18n_num(komi),
           shown);
  else
    figure(s, _("Black is %s behind; komi %s: %s"), i18n_num(fabs(black - white)), i18n_num(komi),
           shown);
  if (w->in->handicap > 1)
    figure(s,
           _("Counting with pass stones gives the area count, its handicap compensation of %d "
             "included"),
           rules_handicap_compensation(w->d->rules, w->in->handicap));
  finish(w, s, black, white + komi);
}

bool demo_make(demo *d, enum demo_method m, const score_input *in)
{
  if (!d || !in || !in->board || m < 0 || m >= DEMO_METHODS || !isfinite(in->komi))
    return false;
  work *w = os_calloc(1, sizeof *w);
  if (!w)
    return false;
  memset(d, 0, sizeof *d);
  d->method = m;
  d->rules = demo_method_rules(m);
  w->d = d;
  w->in = in;
  w->b = in->board;
  if (!d->rules || !score_points(in, w->kind)) {
    free(w);
    return false;
  }
  switch (m) {
  case DEMO_JAPANESE:
    japanese(w);
    break;
  case DEMO_CHINESE:
    chinese(w);
    break;
  case DEMO_FRENCH:
    french(w);
    break;
  default:
    break;
  }
  free(w);
  return d->n_steps > 0;
}
