/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The estimates' graph (see graph.h). */
#include "app/graph.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/i18n.h"

/* The main line's nodes, from the root along first children. */
static int main_line(const game *g, const sgf_node **out, int max)
{
  int n = 0;
  for (const sgf_node *s = g->root; s; s = s->children) {
    if (n < max)
      out[n] = s;
    n++;
  }
  return n;
}

bool graph_wanted(const game *g)
{
  double wr, lead;
  for (const sgf_node *s = g->root; s; s = s->children)
    if (game_node_estimate(s, &wr, &lead))
      return true;
  return false;
}

/* A value of the record, as the graph can use it: the record's own check
 * (game_node_estimate), NAN where there is none. */
static double value_of(const sgf_node *n, bool winrates)
{
  double wr, lead;
  game_node_estimate(n, &wr, &lead);
  return winrates ? wr : lead;
}

static int by_size(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The smallest of 5, 10, 20, 50, 100, 200, 500 and 1000 points that holds
 * top. */
static double round_scale(double top)
{
  static const double steps[] = {5, 10, 20, 50, 100, 200, 500};
  for (size_t i = 0; i < sizeof steps / sizeof *steps; i++)
    if (top <= steps[i])
      return steps[i];
  return 1000;
}

/* The mean of each two points in mean when the estimates swing at every
 * move (out->smoothed), else raw itself. */
static void smooth(view_graph *out, const double *raw, double *mean, int points)
{
  /* An engine whose estimate favours the side to move (GNU Go's) swings at
   * every move: when most steps turn back on the one before, each point is
   * the mean of the estimates after a move and after the one before, one
   * for each side to move. */
  int turns = 0, pairs = 0;
  for (int p = 2; p < points; p++)
    if (!isnan(raw[p]) && !isnan(raw[p - 1]) && !isnan(raw[p - 2])) {
      double d1 = raw[p - 1] - raw[p - 2], d2 = raw[p] - raw[p - 1];
      pairs++;
      turns += d1 * d2 < 0;
    }
  out->smoothed = pairs >= 6 && turns * 10 >= pairs * 7;
  for (int p = 0; p < points; p++)
    mean[p] = !out->smoothed                                  ? raw[p]
              : p > 0 && !isnan(raw[p - 1]) && !isnan(raw[p]) ? (raw[p] + raw[p - 1]) / 2
                                                              : NAN;
}

/* The scale's ends and the legend. */
static void graph_labels(view_graph *out, bool winrates, double top)
{
  if (winrates) {
    snprintf(out->top, sizeof out->top, "%s", _("B 100%"));
    snprintf(out->bottom, sizeof out->bottom, "%s", _("W 100%"));
  } else {
    char re[24];
    snprintf(re, sizeof re, "B+%g", top);
    i18n_result(re, out->top, sizeof out->top);
    snprintf(re, sizeof re, "W+%g", top);
    i18n_result(re, out->bottom, sizeof out->bottom);
  }
  const char *what = winrates ? _("Black's win rate") : _("Black's lead");
  snprintf(out->legend_short, sizeof out->legend_short, "%s", what);
  snprintf(out->legend, sizeof out->legend, "%s",
           !out->smoothed ? what
           : winrates     ? _("Black's win rate, mean of each two moves")
                          : _("Black's lead, mean of each two moves"));
}

/* The three biggest swings of out's values, beyond the engine's noise. */
static void mark_swings(view_graph *out, int points, bool winrates, double top)
{
  static double steps[VIEW_GRAPH_POINTS];
  /* The engine's noise: the steps from one point to the next that a
   * quarter of them stay under. A swing is marked only when it is three
   * times that, and among the three largest. */
  int m = 0;
  for (int p = 1; p < points; p++)
    if (!isnan(out->value[p]) && !isnan(out->value[p - 1]))
      steps[m++] = fabs(out->value[p] - out->value[p - 1]);
  qsort(steps, (size_t)m, sizeof *steps, by_size);
  double noise = m ? steps[m / 4] : 0, least = fmax(3 * noise, winrates ? 0.05 : 2 / top / 2);
  float drop[3] = {0, 0, 0};
  for (int p = 1; p < points; p++) {
    if (isnan(out->value[p]) || isnan(out->value[p - 1]))
      continue;
    float d = fabsf(out->value[p] - out->value[p - 1]);
    if (d <= least)
      continue;
    for (int k = 0; k < 3; k++)
      if (d > drop[k]) {
        for (int j = 2; j > k; j--) {
          drop[j] = drop[j - 1];
          out->swing[j] = out->swing[j - 1];
        }
        drop[k] = d;
        out->swing[k] = p;
        break;
      }
  }
}

void graph_view(const game *g, view_graph *out)
{
  memset(out, 0, sizeof *out);
  out->current = -1;
  for (int k = 0; k < 3; k++)
    out->swing[k] = -1;
  enum { MAX = 100000 };
  static const sgf_node *line[MAX];
  static double raw[VIEW_GRAPH_POINTS], mean[VIEW_GRAPH_POINTS];
  int n = main_line(g, line, MAX);
  if (n > MAX)
    n = MAX;
  bool winrates = false;
  for (int i = 0; i < n && !winrates; i++)
    winrates = !isnan(value_of(line[i], true));
  out->lead = !winrates;
  /* One point a position, sampled when the line is longer than the graph. */
  int points = n < VIEW_GRAPH_POINTS ? n : VIEW_GRAPH_POINTS;
  out->n = points;
  const sgf_node *cur = game_current(g);
  for (int p = 0; p < points; p++) {
    int i = points > 1 ? (int)lround((double)p * (n - 1) / (points - 1)) : 0;
    raw[p] = value_of(line[i], winrates);
    for (int k = i; k < n && (points == n || k < i + (n + points - 1) / points); k++)
      if (line[k] == cur)
        out->current = p;
  }
  smooth(out, raw, mean, points);
  /* The scale: win rates from White's 100% to Black's; leads up to a round
   * number of points above the largest. */
  double top = 1;
  for (int p = 0; p < points; p++)
    if (!isnan(mean[p]))
      top = fmax(top, fabs(mean[p]));
  top = winrates ? 1 : round_scale(top);
  out->scale = (float)top;
  for (int p = 0; p < points; p++)
    out->value[p] = isnan(mean[p]) ? NAN
                    : winrates     ? (float)mean[p]
                                   : (float)(0.5 + mean[p] / top / 2);
  graph_labels(out, winrates, top);
  mark_swings(out, points, winrates, top);
}

bool graph_goto(game *g, double at)
{
  int n = 0;
  for (const sgf_node *s = g->root; s; s = s->children)
    n++;
  if (n < 1)
    return false;
  int target = (int)lround(at * (n - 1));
  sgf_node *s = g->root;
  for (int i = 0; i < target && s->children; i++)
    s = s->children;
  return game_goto_node(g, s);
}
